import java.sql.Date;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.TimeZone;

/** java.sql.Date, Time and Timestamp: parsing, formatting, nanos, comparison, java.time. */
public class SqlDateTime {
    static void tryRun(String what, Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            System.out.println(what + " -> " + e);
        }
    }

    @SuppressWarnings("deprecation")
    public static void main(String[] args) {
        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
        for (String s : new String[] {"2024-02-29", "1999-1-2", "0001-01-01", "2024-13-01", "2024-00-10",
                "2024-01-32", "24-01-01", "2024/01/01", "2024-01-", "2024-001-01", "abcd-01-01", "2024-01-1x"}) {
            tryRun("Date.valueOf(" + s + ")", () -> System.out.println("Date " + Date.valueOf(s)));
        }
        tryRun("Date.valueOf(null)", () -> Date.valueOf((String) null));
        Date d = Date.valueOf("2021-07-04");
        System.out.println(d.getTime() + " " + d.toLocalDate() + " " + Date.valueOf(LocalDate.of(1969, 12, 31)));
        tryRun("d.getHours", () -> d.getHours());
        tryRun("d.setMinutes", () -> d.setMinutes(3));
        tryRun("d.toInstant", () -> d.toInstant());
        System.out.println(new Date(0) + " " + new Date(-1) + " " + new Date(86400000L * 365));

        for (String s : new String[] {"12:34:56", "0:0:0", "25:61:61", "1:2", "12:34:", "x:1:2", "-1:00:00"}) {
            tryRun("Time.valueOf(" + s + ")", () -> System.out.println("Time " + Time.valueOf(s)));
        }
        Time t = Time.valueOf("08:09:10");
        System.out.println(t.getTime() + " " + t.toLocalTime() + " " + Time.valueOf(LocalTime.of(23, 59, 58, 999)));
        tryRun("t.getYear", () -> t.getYear());
        tryRun("t.setDate", () -> t.setDate(1));
        tryRun("t.toInstant", () -> t.toInstant());

        for (String s : new String[] {"2020-01-02 03:04:05", "2020-01-02 03:04:05.1", "2020-01-02 03:04:05.000000001",
                "2020-01-02 03:04:05.123456789", "  2020-1-2 3:4:5.5  ", "2020-01-02 03:04:05.", "2020-01-02 03:04:05.1234567890",
                "2020-01-02", "2020-01-02 03:04", "2020-01-02 03:04:05.x", "2020-02-31 00:00:00", "2020-01-02T03:04:05"}) {
            tryRun("Timestamp.valueOf(" + s + ")", () -> {
                Timestamp ts = Timestamp.valueOf(s);
                System.out.println("Timestamp " + ts + " nanos=" + ts.getNanos() + " time=" + ts.getTime());
            });
        }
        tryRun("Timestamp.valueOf(null)", () -> Timestamp.valueOf((String) null));
        Timestamp a = new Timestamp(1234567890123L);
        Timestamp b = new Timestamp(-1);
        System.out.println(a + " " + a.getNanos() + " " + a.getTime() + " | " + b + " " + b.getNanos() + " " + b.getTime());
        a.setNanos(123456789);
        System.out.println(a + " " + a.getTime() + " " + a.toInstant() + " " + a.toLocalDateTime());
        tryRun("setNanos(-1)", () -> a.setNanos(-1));
        tryRun("setNanos(1e9)", () -> a.setNanos(1000000000));
        tryRun("ctor nanos", () -> new Timestamp(100, 0, 1, 0, 0, 0, -5));
        Timestamp c = new Timestamp(a.getTime());
        System.out.println(c + " equals=" + a.equals(c) + " " + a.equals((Object) c) + " cmp=" + a.compareTo(c)
                + " before=" + c.before(a) + " after=" + a.after(c) + " hash=" + (a.hashCode() == c.hashCode()));
        c.setNanos(a.getNanos());
        java.util.Date plain = new java.util.Date(a.getTime());
        System.out.println("equal now " + a.equals(c) + " " + a.compareTo(c) + " vsDate=" + a.compareTo(plain)
                + " dateEquals=" + plain.equals(a) + " tsEqualsDate=" + a.equals(plain));
        Timestamp e = Timestamp.from(Instant.ofEpochSecond(-2, 5));
        System.out.println(e + " " + e.getNanos() + " " + e.toInstant() + " " + Timestamp.valueOf(LocalDateTime.of(2000, 2, 29, 23, 59, 59, 10)));
        tryRun("from(MAX)", () -> System.out.println("from(MAX) " + Timestamp.from(Instant.MAX).getTime() + " " + Timestamp.from(Instant.MAX).getNanos()));
        e.setTime(1500);
        System.out.println(e + " " + e.getNanos() + " " + e.getTime());
        Object[] sorted = {Timestamp.valueOf("2020-01-01 00:00:00.2"), Timestamp.valueOf("2020-01-01 00:00:00.1"),
            Timestamp.valueOf("2019-12-31 23:59:59.999999999")};
        java.util.Arrays.sort(sorted);
        System.out.println(java.util.Arrays.toString(sorted));
    }
}
