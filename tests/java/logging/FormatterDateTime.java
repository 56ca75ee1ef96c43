// jvm-args: -Duser.timezone=UTC
import java.time.*;
import java.util.*;

public class FormatterDateTime {
    static final String ALL = "HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc";

    static void all(String label, Object arg, Locale l) {
        StringBuilder sb = new StringBuilder(label).append(':');
        for (char c : ALL.toCharArray()) {
            sb.append(' ').append(c).append('=');
            try {
                sb.append(String.format(l, "%t" + c, arg));
            } catch (IllegalFormatException e) {
                sb.append(e.getClass().getSimpleName()).append('(').append(e.getMessage()).append(')');
            }
        }
        System.out.println(ascii(sb.toString()));
    }

    static String ascii(String s) {
        StringBuilder o = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if (ch < 128) {
                o.append(ch);
            } else {
                o.append(String.format("\\u%04x", (int) ch));
            }
        }
        return o.toString();
    }

    static void one(String fmt, Object... args) {
        try {
            System.out.println(fmt + " -> [" + String.format(Locale.US, fmt, args) + "]");
        } catch (IllegalFormatException e) {
            System.out.println(fmt + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        long ms = 1234567890123L;  // 2009-02-13T23:31:30.123Z
        long am = 946717384005L;   // 2000-01-01T09:03:04.005Z
        all("long", ms, Locale.US);
        all("longAM", am, Locale.US);
        all("Long-neg", -86399999L, Locale.US);
        all("Date", new Date(ms), Locale.US);
        Calendar cal = new GregorianCalendar(TimeZone.getTimeZone("America/New_York"), Locale.US);
        cal.setTimeInMillis(ms);
        all("Cal-NY", cal, Locale.US);
        Calendar sum = new GregorianCalendar(TimeZone.getTimeZone("Europe/Paris"), Locale.US);
        sum.setTimeInMillis(1500000000000L);
        all("Cal-Paris-summer", sum, Locale.US);
        ZonedDateTime z = ZonedDateTime.of(2021, 7, 4, 0, 5, 6, 789123456, ZoneId.of("America/Los_Angeles"));
        all("ZDT", z, Locale.US);
        all("ZDT-offset", ZonedDateTime.of(2021, 12, 31, 12, 0, 0, 0, ZoneOffset.ofHoursMinutes(5, 30)), Locale.US);
        all("ODT", OffsetDateTime.of(2020, 2, 29, 13, 14, 15, 16000000, ZoneOffset.ofHours(-3)), Locale.US);
        all("LDT", LocalDateTime.of(1999, 12, 31, 23, 59, 58, 999000000), Locale.US);
        all("LD", LocalDate.of(2024, 3, 9), Locale.US);
        all("LT", LocalTime.of(0, 1, 2, 3), Locale.US);
        all("Instant", Instant.ofEpochMilli(ms), Locale.US);
        all("Fr", ms, Locale.FRANCE);
        all("De", z, Locale.GERMANY);
        all("nullLocale", ms, null);

        one("%tc", ms);
        one("%Tc", ms);
        one("%1$tY-%1$tm-%1$td %1$tH:%1$tM", ms);
        one("[%20tB]", ms);
        one("[%-12tA]", ms);
        one("[%-12TA]", ms);
        one("%tH", (Object) null);
        one("%TH", (Object) null);
        one("%tH", 5);
        one("%tH", "x");
        one("%tH", 12.5);
        one("%tq", ms);
        one("%.2tH", ms);
        one("%#tH", ms);
        one("%-tH", ms);
        one("%tb %<te, %<tY %<tl:%<tM:%<tS %<Tp", ms);
        one("%s %tF", "a", LocalDate.of(5, 1, 2));
        one("%tY", LocalDate.of(12345, 6, 7));
        one("%tF", LocalDate.of(-44, 3, 15));
        Formatter f = new Formatter(new StringBuilder(), Locale.US);
        f.format("%tT|%<tr|%<tR", LocalTime.of(15, 4, 5));
        System.out.println(f.toString());
    }
}
