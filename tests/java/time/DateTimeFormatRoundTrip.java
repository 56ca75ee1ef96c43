// jvm-args: -Duser.timezone=America/New_York
import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

/** DateTimeFormatter: ISO constants, patterns, localized styles per locale, parse errors. */
public class DateTimeFormatRoundTrip {
    static void p(Object o) {
        System.out.println(o);
    }

    static void parse(String label, String text, DateTimeFormatter f, TemporalQuery<?> q) {
        try {
            Object r = f.parse(text, q);
            System.out.println(label + " '" + text + "' -> " + r);
        } catch (DateTimeParseException e) {
            System.out.println(label + " '" + text + "' -> " + e.getMessage() + " [index "
                + e.getErrorIndex() + ", cause " + (e.getCause() == null ? "none" : e.getCause().getClass().getName()) + "]");
        } catch (DateTimeException e) {
            System.out.println(label + " '" + text + "' -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDateTime ldt = LocalDateTime.of(2021, 3, 7, 15, 4, 5, 60_000_000);
        ZonedDateTime zdt = ZonedDateTime.of(ldt, ZoneId.of("Europe/Berlin"));
        ZonedDateTime summer = zdt.plusMonths(4);
        DateTimeFormatter[] iso = {DateTimeFormatter.ISO_LOCAL_DATE, DateTimeFormatter.ISO_DATE,
            DateTimeFormatter.ISO_LOCAL_TIME, DateTimeFormatter.ISO_TIME, DateTimeFormatter.ISO_LOCAL_DATE_TIME,
            DateTimeFormatter.ISO_OFFSET_DATE_TIME, DateTimeFormatter.ISO_ZONED_DATE_TIME,
            DateTimeFormatter.ISO_DATE_TIME, DateTimeFormatter.ISO_INSTANT, DateTimeFormatter.ISO_ORDINAL_DATE,
            DateTimeFormatter.BASIC_ISO_DATE, DateTimeFormatter.RFC_1123_DATE_TIME,
            DateTimeFormatter.ISO_OFFSET_DATE, DateTimeFormatter.ISO_OFFSET_TIME};
        for (DateTimeFormatter f : iso) {
            String s = f.format(summer);
            TemporalAccessor back = f.parse(s);
            p(s + " | " + f.format(back));
        }
        p(DateTimeFormatter.ISO_LOCAL_DATE + "\n" + DateTimeFormatter.ISO_LOCAL_TIME + "\n"
            + DateTimeFormatter.ofPattern("EEE, d MMM yyyy HH:mm:ss.SSS a z"));

        String[] patterns = {"yyyy-MM-dd HH:mm:ss", "dd/MM/uuuu", "d.M.yy", "EEEE, MMMM d, yyyy h:mm a",
            "EEE MMM dd HH:mm:ss zzz yyyy", "yyyyMMddHHmmssSSS", "yy-M-d H:m:s", "hh 'o''clock' a, zzzz",
            "G yyyy DDD", "MMMMM LLLL LLL", "xxx XXX X x Z ZZZZ ZZZZZ O OOOO", "VV '['z']' v vvvv",
            "n N A S SS SSSSSS", "[yyyy][-MM]", "k K H h", "ppd|ppppM|", "'literal' ''"};
        for (String pat : patterns) {
            DateTimeFormatter f = DateTimeFormatter.ofPattern(pat, Locale.US);
            p(pat + " => " + f.format(zdt) + " / " + f.format(summer));
        }

        Locale[] locales = {Locale.ROOT, Locale.ENGLISH, Locale.US, Locale.UK, Locale.GERMAN, Locale.GERMANY,
            Locale.FRENCH, Locale.FRANCE, new Locale("es"), Locale.ITALIAN, new Locale("pt", "BR"),
            new Locale("tr")};
        for (Locale loc : locales) {
            StringBuilder sb = new StringBuilder("[" + loc + "]");
            for (FormatStyle st : FormatStyle.values()) {
                sb.append(" | ").append(DateTimeFormatter.ofLocalizedDate(st).withLocale(loc).format(ldt));
            }
            sb.append(" | ").append(DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(loc).format(ldt));
            sb.append(" | ").append(DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).withLocale(loc).format(ldt));
            sb.append(" | ").append(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(loc).format(ldt));
            sb.append(" | ").append(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT).withLocale(loc).format(ldt));
            sb.append(" | ").append(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.FULL, FormatStyle.SHORT)
                .withLocale(loc).format(ldt));
            sb.append(" | ").append(DateTimeFormatter.ofLocalizedDateTime(FormatStyle.LONG).withLocale(loc).format(zdt));
            String s = sb.toString();
            StringBuilder ascii = new StringBuilder();
            for (char c : s.toCharArray()) {
                ascii.append(c < 128 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
            }
            p(ascii);
            DateTimeFormatter medium = DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(loc);
            DateTimeFormatter full = DateTimeFormatter.ofLocalizedDate(FormatStyle.FULL).withLocale(loc);
            p("  round trip " + LocalDate.parse(medium.format(ldt), medium) + " "
                + LocalDate.parse(full.format(ldt), full));
        }
        for (Locale loc : new Locale[] {Locale.US, Locale.GERMAN, Locale.FRENCH, Locale.ITALIAN}) {
            StringBuilder sb = new StringBuilder(loc + ":");
            for (Month m : Month.values()) {
                sb.append(' ').append(m.getDisplayName(TextStyle.SHORT, loc));
            }
            for (DayOfWeek d : DayOfWeek.values()) {
                sb.append(' ').append(d.getDisplayName(TextStyle.FULL, loc));
            }
            String s = sb.toString();
            StringBuilder ascii = new StringBuilder();
            for (char c : s.toCharArray()) {
                ascii.append(c < 128 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
            }
            p(ascii);
        }
        p(ZoneId.of("America/New_York").getDisplayName(TextStyle.FULL, Locale.US) + " / "
            + ZoneId.of("Europe/Berlin").getDisplayName(TextStyle.SHORT, Locale.US) + " / "
            + ZoneId.of("Asia/Tokyo").getDisplayName(TextStyle.FULL, Locale.US));

        DateTimeFormatter dmy = DateTimeFormatter.ofPattern("dd/MM/yyyy");
        DateTimeFormatter strict = DateTimeFormatter.ofPattern("dd/MM/uuuu").withResolverStyle(ResolverStyle.STRICT);
        DateTimeFormatter lenient = dmy.withResolverStyle(ResolverStyle.LENIENT);
        parse("iso date", "2021-03-04", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        parse("iso date", "2021-13-01", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        parse("iso date", "2021-02-29", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        parse("iso date", "2021-2-28", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        parse("iso date", "2021-02-28T", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        parse("iso date", "+12021-02-28", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        parse("iso date", "12021-02-28", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        parse("iso ldt", "2021-03-04t10:11", DateTimeFormatter.ISO_LOCAL_DATE_TIME, LocalDateTime::from);
        parse("iso ldt", "2021-03-04T24:00", DateTimeFormatter.ISO_LOCAL_DATE_TIME, LocalDateTime::from);
        parse("iso ldt as date-time", "2021-03-04", DateTimeFormatter.ISO_LOCAL_DATE, LocalDateTime::from);
        parse("iso time", "10:11:12.123456", DateTimeFormatter.ISO_LOCAL_TIME, LocalTime::from);
        parse("iso time", "10:11:60", DateTimeFormatter.ISO_LOCAL_TIME, LocalTime::from);
        parse("iso odt", "2021-03-04T10:11:12-05:00", DateTimeFormatter.ISO_OFFSET_DATE_TIME, OffsetDateTime::from);
        parse("iso odt", "2021-03-04T10:11:12Z", DateTimeFormatter.ISO_OFFSET_DATE_TIME, OffsetDateTime::from);
        parse("iso zdt", "2021-03-28T02:30:00+01:00[Europe/Berlin]", DateTimeFormatter.ISO_ZONED_DATE_TIME, ZonedDateTime::from);
        parse("iso zdt", "2021-10-31T02:30:00+01:00[Europe/Berlin]", DateTimeFormatter.ISO_ZONED_DATE_TIME, ZonedDateTime::from);
        parse("iso zdt", "2021-10-31T02:30:00+02:00[Nowhere/Zone]", DateTimeFormatter.ISO_ZONED_DATE_TIME, ZonedDateTime::from);
        parse("iso instant", "2021-03-04T10:11:12.5Z", DateTimeFormatter.ISO_INSTANT, Instant::from);
        parse("iso instant", "2021-03-04T10:11:12+02:00", DateTimeFormatter.ISO_INSTANT, Instant::from);
        parse("basic", "20210304", DateTimeFormatter.BASIC_ISO_DATE, LocalDate::from);
        parse("rfc", "Thu, 4 Mar 2021 10:11:12 GMT", DateTimeFormatter.RFC_1123_DATE_TIME, ZonedDateTime::from);
        parse("rfc", "4 Mar 2021 10:11 +0130", DateTimeFormatter.RFC_1123_DATE_TIME, OffsetDateTime::from);
        parse("smart", "31/04/2021", dmy, LocalDate::from);
        parse("strict", "31/04/2021", strict, LocalDate::from);
        parse("lenient", "31/04/2021", lenient, LocalDate::from);
        parse("smart", "32/04/2021", dmy, LocalDate::from);
        parse("text", "Sunday, March 7, 2021 3:04 PM",
            DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy h:mm a", Locale.US), LocalDateTime::from);
        parse("text conflict", "Monday, March 7, 2021",
            DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy", Locale.US), LocalDate::from);
        parse("text case", "sunday, march 7, 2021",
            DateTimeFormatter.ofPattern("EEEE, MMMM d, yyyy", Locale.US), LocalDate::from);
        parse("text insensitive", "SUNDAY, MARCH 7, 2021", new DateTimeFormatterBuilder().parseCaseInsensitive()
            .appendPattern("EEEE, MMMM d, yyyy").toFormatter(Locale.US), LocalDate::from);
        parse("german", "7. M\u00e4rz 2021", DateTimeFormatter.ofPattern("d. MMMM yyyy", Locale.GERMAN), LocalDate::from);
        parse("french", "7 mars 2021", DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.FRENCH), LocalDate::from);
        parse("compact", "20210307150405060", DateTimeFormatter.ofPattern("yyyyMMddHHmmssSSS"), LocalDateTime::from);
        parse("two-digit year", "07.03.99", DateTimeFormatter.ofPattern("dd.MM.yy"), LocalDate::from);
        parse("optional", "2021", DateTimeFormatter.ofPattern("yyyy[-MM[-dd]]"), Year::from);
        parse("optional", "2021-05", DateTimeFormatter.ofPattern("yyyy[-MM[-dd]]"), YearMonth::from);
        parse("default", "2021-05", new DateTimeFormatterBuilder().appendPattern("yyyy-MM")
            .parseDefaulting(ChronoField.DAY_OF_MONTH, 1).toFormatter(), LocalDate::from);
        parse("zone", "2021-05-06 07:08 America/Chicago", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm VV"), ZonedDateTime::from);
        parse("offset", "2021-05-06 07:08 +0530", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm Z"), OffsetDateTime::from);
        parse("with zone", "2021-05-06 07:08", DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
            .withZone(ZoneId.of("Asia/Tokyo")), Instant::from);
        parse("ampm", "11:30 PM", DateTimeFormatter.ofPattern("hh:mm a", Locale.US), LocalTime::from);
        parse("short text", "x", DateTimeFormatter.ISO_LOCAL_TIME, LocalTime::from);
        parse("empty", "", DateTimeFormatter.ISO_LOCAL_DATE, LocalDate::from);
        p(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm z").withZone(ZoneId.of("America/Los_Angeles"))
            .format(Instant.parse("2021-07-04T12:00:00Z")));
        p(DateTimeFormatter.ISO_INSTANT.format(Instant.parse("2021-07-04T12:00:00.000001Z")));
        for (String bad : new String[] {"yyyy-MM-dd'T", "HHH", "aa", "{}", "yyyy]", "b"}) {
            try {
                DateTimeFormatter.ofPattern(bad);
                p(bad + " accepted");
            } catch (IllegalArgumentException e) {
                p(bad + ": " + e.getMessage());
            }
        }
        try {
            DateTimeFormatter.ofPattern("HH:mm").format(LocalDate.of(2020, 1, 1));
        } catch (DateTimeException e) {
            p(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            DateTimeFormatter.ofPattern("yyyy z").format(LocalDate.of(2020, 1, 1));
        } catch (DateTimeException e) {
            p(e.getClass().getName() + ": " + e.getMessage());
        }
    }
}
