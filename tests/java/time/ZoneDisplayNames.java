// jvm-args: -Duser.timezone=Asia/Kathmandu
import java.time.*;
import java.time.format.*;
import java.util.*;

/** Zone names: Date.toString and 'z'/'v' patterns across zones, TimeZone display names. */
public class ZoneDisplayNames {
    public static void main(String[] args) {
        String[] zones = {"Asia/Kathmandu", "America/Argentina/Buenos_Aires", "Africa/Lagos", "Pacific/Chatham",
            "Europe/Kiev", "Antarctica/Troll", "Etc/GMT+5", "America/Havana", "Europe/London", "Australia/Adelaide",
            "UTC", "GMT", "PST", "EST"};
        System.out.println(new Date(1625140800000L));
        for (String z : zones) {
            TimeZone tz = TimeZone.getTimeZone(z);
            TimeZone.setDefault(tz);
            ZoneId id = tz.toZoneId();
            System.out.println(z + " | " + new Date(1625140800000L) + " | " + new Date(1609459200000L) + " | "
                + DateTimeFormatter.ofPattern("z zzzz v vvvv", Locale.US)
                    .format(ZonedDateTime.ofInstant(Instant.ofEpochMilli(1625140800000L), id)) + " | "
                + tz.getDisplayName(false, TimeZone.SHORT, Locale.US) + " / "
                + tz.getDisplayName(true, TimeZone.LONG, Locale.US) + " / " + tz.getDisplayName(Locale.US));
        }
    }
}
