// jvm-args: -Duser.timezone=Europe/Berlin
import java.time.*;
import java.time.zone.*;
import java.util.*;

/** DST gaps and overlaps (Berlin, New York), historic offset changes, far-future rules. */
public class TimeZoneTransitions {
    static void show(String label, Object o) {
        System.out.println(label + ": " + o);
    }

    static void local(ZoneId zone, int y, int mo, int d, int h, int mi) {
        LocalDateTime ldt = LocalDateTime.of(y, mo, d, h, mi);
        ZoneRules rules = zone.getRules();
        ZonedDateTime zdt = ZonedDateTime.of(ldt, zone);
        System.out.println(ldt + " in " + zone + " -> " + zdt + " valid=" + rules.getValidOffsets(ldt)
            + " transition=" + rules.getTransition(ldt) + " later=" + zdt.withLaterOffsetAtOverlap()
            + " earlier=" + zdt.withEarlierOffsetAtOverlap());
    }

    static void walk(ZoneId zone, String fromIso, int count) {
        ZoneRules rules = zone.getRules();
        Instant t = Instant.parse(fromIso);
        for (int i = 0; i < count; i++) {
            ZoneOffsetTransition tr = rules.nextTransition(t);
            if (tr == null) {
                System.out.println(zone + " no further transition after " + t);
                return;
            }
            System.out.println(zone + " " + tr + " instant=" + tr.getInstant() + " gap=" + tr.isGap()
                + " duration=" + tr.getDuration() + " after=" + tr.getDateTimeAfter());
            ZoneOffsetTransition back = rules.previousTransition(tr.getInstant().plusSeconds(1));
            if (!back.equals(tr)) {
                System.out.println("  previousTransition mismatch: " + back);
            }
            t = tr.getInstant();
        }
    }

    public static void main(String[] args) {
        ZoneId berlin = ZoneId.of("Europe/Berlin");
        ZoneId newYork = ZoneId.of("America/New_York");
        show("default", ZoneId.systemDefault());
        show("TimeZone default", TimeZone.getDefault().getID());
        show("user.timezone", System.getProperty("user.timezone"));

        local(berlin, 2021, 3, 28, 1, 59);
        local(berlin, 2021, 3, 28, 2, 0);
        local(berlin, 2021, 3, 28, 2, 30);
        local(berlin, 2021, 3, 28, 3, 0);
        local(berlin, 2021, 10, 31, 1, 59);
        local(berlin, 2021, 10, 31, 2, 0);
        local(berlin, 2021, 10, 31, 2, 59);
        local(berlin, 2021, 10, 31, 3, 0);
        local(newYork, 2022, 3, 13, 2, 15);
        local(newYork, 2022, 11, 6, 1, 30);
        local(newYork, 2022, 11, 6, 2, 0);
        local(berlin, 2150, 3, 29, 2, 30);
        local(newYork, 2150, 11, 1, 1, 30);

        walk(berlin, "1979-12-31T00:00:00Z", 6);
        walk(newYork, "2006-06-01T00:00:00Z", 6);
        walk(berlin, "2099-06-01T00:00:00Z", 3);
        walk(ZoneId.of("Europe/Moscow"), "2010-06-01T00:00:00Z", 4);
        walk(ZoneId.of("Asia/Kolkata"), "1941-01-01T00:00:00Z", 4);
        walk(ZoneId.of("Pacific/Apia"), "2011-06-01T00:00:00Z", 3);
        walk(ZoneId.of("America/Sao_Paulo"), "2018-06-01T00:00:00Z", 3);
        walk(ZoneId.of("Australia/Sydney"), "2023-01-01T00:00:00Z", 3);
        walk(ZoneId.of("Asia/Tokyo"), "2000-01-01T00:00:00Z", 1);

        // Pacific/Apia skipped 2011-12-30 entirely
        local(ZoneId.of("Pacific/Apia"), 2011, 12, 30, 12, 0);
        // Local mean time before standard time
        show("Berlin 1890", ZonedDateTime.of(LocalDateTime.of(1890, 1, 1, 0, 0), berlin));
        show("Berlin 1893-04-01", ZonedDateTime.of(LocalDateTime.of(1893, 4, 1, 0, 0), berlin));
        show("New York 1883", ZonedDateTime.of(LocalDateTime.of(1883, 11, 18, 12, 0), newYork));
        show("New York 1884", ZonedDateTime.of(LocalDateTime.of(1884, 1, 1, 12, 0), newYork));

        // Instants across zones
        Instant i = Instant.parse("2021-07-01T12:00:00Z");
        for (String id : new String[] {"Europe/Berlin", "America/New_York", "Asia/Kolkata",
                "Asia/Kathmandu", "Australia/Lord_Howe", "America/St_Johns", "Pacific/Chatham",
                "Etc/GMT+5", "UTC", "Africa/Casablanca"}) {
            ZoneId z = ZoneId.of(id);
            ZoneRules r = z.getRules();
            System.out.println(id + " " + i.atZone(z) + " std=" + r.getStandardOffset(i) + " dst="
                + r.isDaylightSavings(i) + " saving=" + r.getDaylightSavings(i)
                + " fixed=" + r.isFixedOffset());
        }

        // Arithmetic across the gap: plusHours is on the instant line, plusDays on the local line
        ZonedDateTime before = ZonedDateTime.of(LocalDateTime.of(2021, 3, 27, 2, 30), berlin);
        show("plusDays(1)", before.plusDays(1));
        show("plusHours(24)", before.plusHours(24));
        show("hours between", Duration.between(before, before.plusDays(1)).toHours());
        show("same instant NY", before.withZoneSameInstant(newYork));
        show("same local NY", before.withZoneSameLocal(newYork));

        // TimeZone (legacy) view of the same data
        TimeZone tz = TimeZone.getTimeZone("America/New_York");
        long summer = Instant.parse("2021-07-01T00:00:00Z").toEpochMilli();
        long winter = Instant.parse("2021-01-01T00:00:00Z").toEpochMilli();
        show("NY offset summer", tz.getOffset(summer));
        show("NY offset winter", tz.getOffset(winter));
        show("NY raw", tz.getRawOffset());
        show("NY inDaylight", tz.inDaylightTime(new Date(summer)) + " " + tz.inDaylightTime(new Date(winter)));
        show("NY useDaylight", tz.useDaylightTime());
        show("NY savings", tz.getDSTSavings());
        show("Tokyo useDaylight", TimeZone.getTimeZone("Asia/Tokyo").useDaylightTime());
        show("unknown", TimeZone.getTimeZone("No/Such").getID());
        show("custom", TimeZone.getTimeZone("GMT+5:30").getID() + " " + TimeZone.getTimeZone("GMT-0800").getID());
        show("toZoneId", TimeZone.getTimeZone("PST").toZoneId() + " " + TimeZone.getTimeZone("EST").toZoneId());
        show("fromZoneId", TimeZone.getTimeZone(ZoneOffset.ofHours(3)).getID() + " "
            + TimeZone.getTimeZone(ZoneOffset.UTC).getID());
    }
}
