import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

/** WeekFields (ISO, SUNDAY_START, of(Locale), of(DayOfWeek,int)), pattern letters Y w W e c B, parse and format. */
public class WeekFieldsLocalized {
    static void p(String pat, String text, Locale l, ResolverStyle rs) {
        try {
            System.out.println(pat + " [" + text + "] " + rs + " -> "
                + DateTimeFormatter.ofPattern(pat, l).withResolverStyle(rs).parse(text));
        } catch (Exception e) {
            System.out.println(pat + " [" + text + "] " + rs + " -> " + e);
        }
    }

    public static void main(String[] args) {
        String[] tags = {"und", "en", "en-US", "en-GB", "de", "de-DE", "fr-FR", "es-ES", "it-IT", "pt-BR", "pt-PT",
            "ja-JP", "zh-CN", "tr-TR", "ar-EG", "dv-MV", "ru-RU", "en-US-u-fw-mon", "en-US-u-rg-gbzzzz"};
        for (String t : tags) {
            System.out.println(t + " " + WeekFields.of(Locale.forLanguageTag(t)));
        }
        WeekFields[] defs = {WeekFields.ISO, WeekFields.SUNDAY_START, WeekFields.of(DayOfWeek.SATURDAY, 1),
            WeekFields.of(DayOfWeek.WEDNESDAY, 7), WeekFields.of(DayOfWeek.MONDAY, 1)};
        System.out.println((WeekFields.of(DayOfWeek.MONDAY, 4) == WeekFields.ISO) + " "
            + WeekFields.SUNDAY_START.equals(WeekFields.of(Locale.US)) + " " + WeekFields.ISO.hashCode()
            + " " + WeekFields.SUNDAY_START.hashCode() + " " + WeekFields.WEEK_BASED_YEARS);
        StringBuilder sb = new StringBuilder();
        for (WeekFields w : defs) {
            sb.append(w).append('\n');
            for (int y = 2014; y <= 2028; y++) {
                for (int[] md : new int[][] {{1, 1}, {1, 2}, {1, 4}, {1, 7}, {2, 29}, {6, 1}, {12, 25}, {12, 28}, {12, 31}}) {
                    if (md[0] == 2 && !Year.isLeap(y)) {
                        continue;
                    }
                    LocalDate d = LocalDate.of(y, md[0], md[1]);
                    sb.append(' ').append(d).append(' ').append(d.get(w.dayOfWeek())).append('/')
                        .append(d.get(w.weekOfMonth())).append('/').append(d.get(w.weekOfYear())).append('/')
                        .append(d.get(w.weekOfWeekBasedYear())).append('/').append(d.get(w.weekBasedYear()))
                        .append(' ').append(d.range(w.weekOfMonth())).append(' ').append(d.range(w.weekOfYear()))
                        .append(' ').append(d.range(w.weekOfWeekBasedYear())).append('\n');
                }
            }
            LocalDate d = LocalDate.of(2020, 12, 31);
            sb.append(" with ").append(d.with(w.dayOfWeek(), 1)).append(' ').append(d.with(w.weekOfMonth(), 1))
                .append(' ').append(d.with(w.weekOfYear(), 1)).append(' ').append(d.with(w.weekOfWeekBasedYear(), 1))
                .append(' ').append(d.with(w.weekBasedYear(), 2019)).append(' ').append(d.with(w.weekBasedYear(), 2026))
                .append(' ').append(LocalDate.of(2021, 1, 1).with(w.weekBasedYear(), 2015))
                .append(' ').append(LocalDateTime.of(2020, 12, 31, 10, 0).with(w.weekOfYear(), 3))
                .append(' ').append(ZonedDateTime.of(2021, 3, 3, 1, 2, 3, 0, ZoneOffset.UTC).with(w.dayOfWeek(), 7))
                .append('\n');
        }
        System.out.print(sb);
        WeekFields w = WeekFields.SUNDAY_START;
        System.out.println(w.dayOfWeek() + " " + w.weekOfMonth() + " " + w.weekOfYear() + " " + w.weekOfWeekBasedYear()
            + " " + w.weekBasedYear());
        System.out.println(w.weekOfMonth().range() + " " + w.weekOfYear().range() + " " + w.weekOfWeekBasedYear().range()
            + " " + w.weekBasedYear().range() + " " + w.dayOfWeek().range());
        System.out.println(w.weekOfMonth().getBaseUnit() + " " + w.weekOfMonth().getRangeUnit() + " "
            + w.weekBasedYear().getBaseUnit() + " " + w.weekBasedYear().getRangeUnit() + " "
            + w.weekOfWeekBasedYear().getRangeUnit() + " " + w.dayOfWeek().getRangeUnit() + " "
            + w.weekOfYear().isDateBased() + w.weekOfYear().isTimeBased());
        for (Locale l : new Locale[] {Locale.US, Locale.GERMAN, Locale.FRENCH, Locale.ITALIAN, new Locale("es"),
                new Locale("pt", "BR"), Locale.JAPANESE, Locale.CHINESE, new Locale("tr")}) {
            System.out.print(w.weekOfYear().getDisplayName(l) + "|" + w.weekOfMonth().getDisplayName(l) + "|");
        }
        System.out.println(w.dayOfWeek().getDisplayName(Locale.US));
        System.out.println(LocalTime.NOON.isSupported(w.dayOfWeek()) + " " + LocalDate.MIN.isSupported(w.weekBasedYear())
            + " " + YearMonth.of(2020, 1).isSupported(w.weekOfMonth()));
        try {
            WeekFields.of(DayOfWeek.MONDAY, 0);
        } catch (Exception e) {
            System.out.println(e);
        }
        try {
            LocalDate.of(2020, 1, 1).with(w.weekOfMonth(), 7);
        } catch (Exception e) {
            System.out.println(e);
        }
        try {
            LocalTime.NOON.get(w.weekOfMonth());
        } catch (Exception e) {
            System.out.println(e);
        }

        // pattern letters
        System.out.println(DateTimeFormatter.ofPattern("YYYY YY Y YYYYY w ww W e ee c B BBBB BBBBB eee cccc"));
        LocalDateTime[] dts = {LocalDateTime.of(2020, 12, 31, 0, 0), LocalDateTime.of(2021, 1, 3, 12, 0),
            LocalDateTime.of(2027, 1, 1, 6, 30), LocalDateTime.of(2019, 12, 29, 21, 15), LocalDateTime.of(2024, 6, 15, 17, 59)};
        String[] ltags = {"en-US", "en-GB", "de-DE", "fr-FR", "es-ES", "it", "pt-BR", "ja", "zh", "tr-TR", "und"};
        for (LocalDateTime dt : dts) {
            StringBuilder line = new StringBuilder(dt.toString());
            for (String t : ltags) {
                Locale l = Locale.forLanguageTag(t);
                line.append(" | ").append(DateTimeFormatter.ofPattern("YYYY-'W'ww-e YY c W", l).format(dt));
            }
            System.out.println(line);
        }
        for (String t : ltags) {
            Locale l = Locale.forLanguageTag(t);
            StringBuilder line = new StringBuilder(t);
            for (int m : new int[] {0, 1, 179, 240, 300, 359, 360, 600, 660, 719, 720, 721, 780, 960, 1080, 1139, 1140, 1200, 1259, 1260, 1380, 1439}) {
                LocalTime lt = LocalTime.of(m / 60, m % 60);
                line.append(" [").append(DateTimeFormatter.ofPattern("B|BBBB|BBBBB", l).format(lt)).append(']');
            }
            System.out.println(escape(line.toString()));
        }
        System.out.println(DateTimeFormatter.ofPattern("h:mm B", Locale.US).format(OffsetTime.of(15, 45, 0, 0, ZoneOffset.UTC))
            + " " + new DateTimeFormatterBuilder().appendDayPeriodText(TextStyle.FULL_STANDALONE).toFormatter()
            + " " + DateTimeFormatter.ofPattern("YYYYMMdd", Locale.GERMANY).withLocale(Locale.US).format(LocalDate.of(2019, 12, 30)));
        for (String bad : new String[] {"BB", "www", "WW", "eeeeee", "cc", "BBBBBB"}) {
            try {
                DateTimeFormatter.ofPattern(bad);
            } catch (Exception e) {
                System.out.println(e);
            }
        }
        try {
            DateTimeFormatter.ofPattern("B").format(LocalDate.of(2020, 1, 1));
        } catch (Exception e) {
            System.out.println(e);
        }
        try {
            DateTimeFormatter.ofPattern("w").format(LocalTime.NOON);
        } catch (Exception e) {
            System.out.println(e);
        }

        // parsing
        for (ResolverStyle rs : ResolverStyle.values()) {
            p("B", "in the morning", Locale.US, rs);
            p("B", "at night", Locale.US, rs);
            p("B", "midnight", Locale.US, rs);
            p("B", "noon", Locale.US, rs);
            p("h B", "3 in the afternoon", Locale.US, rs);
            p("h B", "11 at night", Locale.US, rs);
            p("h:mm B", "12:30 at night", Locale.US, rs);
            p("H:mm B", "15:00 in the morning", Locale.US, rs);
            p("H:mm B", "10:00 in the morning", Locale.US, rs);
            p("B", "In The Morning", Locale.US, rs);
            p("B", "nachts", Locale.GERMAN, rs);
            p("BBBBB", "mi", Locale.US, rs);
            p("YYYY-'W'ww-e", "2020-W53-5", Locale.UK, rs);
            p("YYYY-'W'ww-e", "2021-W01-1", Locale.US, rs);
            p("YYYY-'W'ww-e", "2021-W53-1", Locale.UK, rs);
            p("YYYY-'W'ww-e", "2021-W60-1", Locale.UK, rs);
            p("YYYYwwe", "2020535", Locale.UK, rs);
            p("YYwwc", "20017", Locale.US, rs);
            p("uuuu-MM W e", "2021-02 0 3", Locale.UK, rs);
            p("uuuu-MM W e", "2021-02 5 7", Locale.UK, rs);
            p("uuuu-MM W e", "2021-02 7 7", Locale.UK, rs);
            p("uuuu-MM-dd e", "2021-01-01 6", Locale.US, rs);
            p("uuuu-MM-dd e", "2021-01-01 5", Locale.US, rs);
            p("uuuu-MM-dd Y w", "2021-01-01 2020 53", Locale.UK, rs);
            p("uuuu-MM-dd Y w", "2021-01-01 2021 53", Locale.UK, rs);
        }
        TemporalAccessor ta = DateTimeFormatter.ofPattern("YYYY w e", Locale.US).parse("2022 10 4");
        System.out.println(LocalDate.from(ta) + " " + ta.isSupported(WeekFields.SUNDAY_START.weekBasedYear()));
        DateTimeFormatter f = new DateTimeFormatterBuilder().parseCaseInsensitive().appendPattern("B").toFormatter(Locale.US);
        System.out.println(f.parse("IN THE MORNING"));
        DateTimeFormatter g = new DateTimeFormatterBuilder().appendValue(WeekFields.ISO.weekBasedYear(), 4)
            .appendLiteral("-W").appendValue(WeekFields.ISO.weekOfWeekBasedYear(), 2).appendLiteral('-')
            .appendValue(WeekFields.ISO.dayOfWeek(), 1).toFormatter();
        System.out.println(g + " " + g.format(LocalDate.of(2021, 1, 3)) + " " + LocalDate.parse("2026-W53-7", g));
    }

    static String escape(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c > 126) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }
}
