import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

public class QuarterAndJulianFields {
    /** Output stays ASCII: other characters as \\uXXXX. */
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 32 || c > 126) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    static void tryPattern(String pattern, TemporalAccessor t, Locale l) {
        try {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(pattern, l);
            System.out.println(l.toLanguageTag() + " " + pattern + " -> " + f.format(t));
        } catch (RuntimeException e) {
            System.out.println(l.toLanguageTag() + " " + pattern + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static void tryParse(String pattern, String text, Locale l) {
        try {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(pattern, l);
            TemporalAccessor p = f.parse(text);
            String q = p.isSupported(IsoFields.QUARTER_OF_YEAR) ? "Q=" + p.getLong(IsoFields.QUARTER_OF_YEAR) : "";
            String d = p.query(TemporalQueries.localDate()) != null ? " date=" + p.query(TemporalQueries.localDate()) : "";
            System.out.println("parse " + pattern + " '" + text + "' -> " + q + d);
        } catch (RuntimeException e) {
            System.out.println("parse " + pattern + " '" + text + "' -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Locale[] locales = {Locale.ROOT, Locale.ENGLISH, Locale.US, Locale.UK, Locale.GERMAN, Locale.FRENCH,
            new Locale("es"), Locale.ITALIAN, Locale.forLanguageTag("pt-BR"), Locale.JAPANESE, Locale.CHINESE,
            Locale.forLanguageTag("tr")};
        String[] patterns = {"Q", "QQ", "QQQ", "QQQQ", "QQQQQ", "q", "qq", "qqq", "qqqq", "qqqqq"};
        LocalDate[] dates = {LocalDate.of(2021, 2, 14), LocalDate.of(2021, 5, 1), LocalDate.of(2021, 8, 31),
            LocalDate.of(2021, 12, 31)};
        for (Locale l : locales) {
            for (String p : patterns) {
                StringBuilder sb = new StringBuilder();
                for (LocalDate d : dates) {
                    sb.append(" [").append(esc(DateTimeFormatter.ofPattern(p, l).format(d))).append(']');
                }
                System.out.println(l.toLanguageTag() + " " + p + sb);
            }
        }
        tryPattern("QQQQQQ", dates[0], Locale.ENGLISH);
        tryPattern("qqqqqq", dates[0], Locale.ENGLISH);
        tryPattern("yyyy QQQ", LocalTime.NOON, Locale.ENGLISH);
        tryPattern("'quarter' QQQQ 'of' uuuu", dates[2], Locale.US);

        // g: the modified Julian day.
        LocalDate[] days = {LocalDate.of(1858, 11, 17), LocalDate.of(1970, 1, 1), LocalDate.of(2000, 1, 1),
            LocalDate.of(1, 1, 1), LocalDate.of(-4713, 11, 24), LocalDate.of(2024, 2, 29)};
        for (LocalDate d : days) {
            System.out.println(d + " g=" + DateTimeFormatter.ofPattern("g").format(d) + " ggggg="
                    + DateTimeFormatter.ofPattern("ggggg").format(d) + " JD=" + d.getLong(JulianFields.JULIAN_DAY)
                    + " MJD=" + d.getLong(JulianFields.MODIFIED_JULIAN_DAY) + " RD=" + d.getLong(JulianFields.RATA_DIE));
        }
        System.out.println(LocalDateTime.of(2000, 1, 1, 23, 59).getLong(JulianFields.JULIAN_DAY));
        tryPattern("g", LocalTime.NOON, Locale.ROOT);
        System.out.println(DateTimeFormatter.ofPattern("g").toString() + " " + DateTimeFormatter.ofPattern("ggg").toString()
                + " " + DateTimeFormatter.ofPattern("QQQ").toString() + " " + DateTimeFormatter.ofPattern("qqqq").toString()
                + " " + DateTimeFormatter.ofPattern("QQ").toString());

        // The fields themselves.
        for (TemporalField f : new TemporalField[] {JulianFields.JULIAN_DAY, JulianFields.MODIFIED_JULIAN_DAY, JulianFields.RATA_DIE}) {
            System.out.println(f + " range=" + f.range() + " base=" + f.getBaseUnit() + " rangeUnit=" + f.getRangeUnit()
                    + " date=" + f.isDateBased() + " time=" + f.isTimeBased() + " name=" + f.getDisplayName(Locale.ROOT)
                    + " onDate=" + f.isSupportedBy(LocalDate.MIN) + " onTime=" + f.isSupportedBy(LocalTime.MIDNIGHT));
        }
        System.out.println(LocalDate.of(2000, 1, 1).with(JulianFields.JULIAN_DAY, 2451545L + 366));
        System.out.println(LocalDate.MIN.getLong(JulianFields.RATA_DIE) + " " + LocalDate.MAX.getLong(JulianFields.MODIFIED_JULIAN_DAY));
        try {
            LocalDate.of(2000, 1, 1).with(JulianFields.MODIFIED_JULIAN_DAY, Long.MIN_VALUE);
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            LocalTime.NOON.getLong(JulianFields.JULIAN_DAY);
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            JulianFields.RATA_DIE.rangeRefinedBy(LocalTime.NOON);
        } catch (DateTimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }

        // Parsing.
        tryParse("QQQ uuuu", "Q3 2021", Locale.ENGLISH);
        tryParse("QQQQ uuuu", "2nd quarter 2021", Locale.ENGLISH);
        tryParse("QQQQ", "3. Quartal", Locale.GERMAN);
        tryParse("qqqq", "4e trimestre", Locale.FRENCH);
        tryParse("QQQ", "Q5", Locale.ENGLISH);
        tryParse("g", "51544", Locale.ROOT);
        tryParse("g", "-678941", Locale.ROOT);
        tryParse("g", "x", Locale.ROOT);
        tryParse("uuuu-'Q'Q", "2020-Q2", Locale.ROOT);
        System.out.println(new DateTimeFormatterBuilder().appendValue(JulianFields.JULIAN_DAY).toFormatter()
                .parse("2451545").query(TemporalQueries.localDate()));
        System.out.println(new DateTimeFormatterBuilder().appendValue(JulianFields.RATA_DIE).toFormatter()
                .withResolverStyle(ResolverStyle.LENIENT).parse("1").query(TemporalQueries.localDate()));
    }
}
