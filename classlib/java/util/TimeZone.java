package java.util;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneRulesProvider;

/**
 * A time zone of the legacy date API. Region zones are backed by java.time's ZoneRules
 * (from the system zoneinfo files); the default zone comes from -Duser.timezone, else the
 * TZ environment variable, else /etc/timezone or the /etc/localtime link, as HotSpot does.
 */
public abstract class TimeZone implements Serializable, Cloneable {
    private static final long serialVersionUID = 3581463369166924961L;

    public static final int SHORT = 0;
    public static final int LONG = 1;

    private String ID;
    private static volatile TimeZone defaultTimeZone;

    public TimeZone() {
    }

    public abstract int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds);

    public int getOffset(long date) {
        if (inDaylightTime(new Date(date))) {
            return getRawOffset() + getDSTSavings();
        }
        return getRawOffset();
    }

    public abstract void setRawOffset(int offsetMillis);

    public abstract int getRawOffset();

    public String getID() {
        return ID;
    }

    public void setID(String ID) {
        if (ID == null) {
            throw new NullPointerException();
        }
        this.ID = ID;
    }

    public final String getDisplayName() {
        return getDisplayName(false, LONG, Locale.getDefault(Locale.Category.DISPLAY));
    }

    public final String getDisplayName(Locale locale) {
        return getDisplayName(false, LONG, locale);
    }

    public final String getDisplayName(boolean daylight, int style) {
        return getDisplayName(daylight, style, Locale.getDefault(Locale.Category.DISPLAY));
    }

    public String getDisplayName(boolean daylight, int style, Locale locale) {
        if (style != SHORT && style != LONG) {
            throw new IllegalArgumentException("Illegal style: " + style);
        }
        String[] names = TimeZoneNames.names(getID(), locale);
        if (names != null) {
            return names[(daylight ? 2 : 0) + (style == LONG ? 1 : 0)];
        }
        int offset = getRawOffset();
        if (daylight) {
            offset += getDSTSavings();
        }
        return gmtText(offset);
    }

    /** "GMT+hh:mm" (or "GMT" for zero) as JDK prints a zone that has no name. */
    static String gmtText(int offsetMillis) {
        int minutes = offsetMillis / 60000;
        if (minutes == 0) {
            return "GMT";
        }
        StringBuilder sb = new StringBuilder("GMT");
        sb.append(minutes < 0 ? '-' : '+');
        minutes = Math.abs(minutes);
        int h = minutes / 60;
        int m = minutes % 60;
        sb.append((char) ('0' + h / 10)).append((char) ('0' + h % 10)).append(':')
            .append((char) ('0' + m / 10)).append((char) ('0' + m % 10));
        return sb.toString();
    }

    public int getDSTSavings() {
        if (useDaylightTime()) {
            return 3600000;
        }
        return 0;
    }

    public abstract boolean useDaylightTime();

    public boolean observesDaylightTime() {
        return useDaylightTime() || inDaylightTime(new Date());
    }

    public abstract boolean inDaylightTime(Date date);

    public static synchronized TimeZone getTimeZone(String ID) {
        return getTimeZone(ID, true);
    }

    public static TimeZone getTimeZone(ZoneId zoneId) {
        String tzid = zoneId.getId();
        char c = tzid.charAt(0);
        if (c == '+' || c == '-') {
            tzid = "GMT" + tzid;
        } else if (c == 'Z' && tzid.length() == 1) {
            tzid = "UTC";
        }
        return getTimeZone(tzid, true);
    }

    public ZoneId toZoneId() {
        String id = getID();
        TimeZone defaultZone = defaultTimeZone;
        if (defaultZone != this && defaultZone != null && id.equals(defaultZone.getID())) {
            return defaultZone.toZoneId();
        }
        return ZoneId.of(id, ZoneId.SHORT_IDS);
    }

    private static TimeZone getTimeZone(String ID, boolean fallback) {
        if (ID == null) {
            throw new NullPointerException();
        }
        TimeZone tz = RegionTimeZone.forId(ID);
        if (tz == null) {
            tz = parseCustomTimeZone(ID);
            if (tz == null && fallback) {
                tz = new RegionTimeZone("GMT", ZoneOffset.UTC.getRules());
            }
        }
        return tz;
    }

    /** "GMT+h", "GMT+hh", "GMT+hhmm", "GMT+hh:mm" (and minus); null when not of that form. */
    private static TimeZone parseCustomTimeZone(String id) {
        if (!id.startsWith("GMT") || id.length() <= 3) {
            return null;
        }
        char sign = id.charAt(3);
        if (sign != '+' && sign != '-') {
            return null;
        }
        String rest = id.substring(4);
        int hours;
        int minutes = 0;
        try {
            int colon = rest.indexOf(':');
            if (colon >= 0) {
                if (colon == 0 || colon > 2 || rest.length() - colon - 1 != 2) {
                    return null;
                }
                hours = Integer.parseInt(rest.substring(0, colon));
                minutes = Integer.parseInt(rest.substring(colon + 1));
            } else if (rest.length() <= 2 && !rest.isEmpty()) {
                hours = Integer.parseInt(rest);
            } else if (rest.length() == 4 || rest.length() == 3) {
                hours = Integer.parseInt(rest.substring(0, rest.length() - 2));
                minutes = Integer.parseInt(rest.substring(rest.length() - 2));
            } else {
                return null;
            }
        } catch (NumberFormatException ex) {
            return null;
        }
        for (int i = 0; i < rest.length(); i++) {
            char ch = rest.charAt(i);
            if (ch != ':' && (ch < '0' || ch > '9')) {
                return null;
            }
        }
        if (hours > 23 || minutes > 59) {
            return null;
        }
        int total = (hours * 60 + minutes) * 60;
        if (total == 0) {
            return new RegionTimeZone("GMT", ZoneOffset.UTC.getRules());
        }
        if (sign == '-') {
            total = -total;
        }
        ZoneOffset offset = ZoneOffset.ofTotalSeconds(total);
        String normalized = gmtText(total * 1000);
        return new RegionTimeZone(normalized, offset.getRules());
    }

    public static synchronized String[] getAvailableIDs(int rawOffset) {
        List<String> ids = new ArrayList<>();
        for (String id : getAvailableIDs()) {
            TimeZone tz = getTimeZone(id, false);
            if (tz != null && tz.getRawOffset() == rawOffset) {
                ids.add(id);
            }
        }
        return ids.toArray(new String[0]);
    }

    public static synchronized String[] getAvailableIDs() {
        TreeSet<String> ids = new TreeSet<>(ZoneRulesProvider.getAvailableZoneIds());
        for (String shortId : ZoneId.SHORT_IDS.keySet()) {
            ids.add(shortId);
        }
        return ids.toArray(new String[0]);
    }

    public static TimeZone getDefault() {
        return (TimeZone) getDefaultRef().clone();
    }

    static TimeZone getDefaultRef() {
        TimeZone defaultZone = defaultTimeZone;
        if (defaultZone == null) {
            defaultZone = setDefaultZone();
        }
        return defaultZone;
    }

    private static synchronized TimeZone setDefaultZone() {
        if (defaultTimeZone != null) {
            return defaultTimeZone;
        }
        String zoneID = System.getProperty("user.timezone");
        TimeZone tz = null;
        if (zoneID == null || zoneID.isEmpty()) {
            String tzEnv = System.getenv("TZ");
            if (tzEnv != null && !tzEnv.isEmpty()) {
                zoneID = tzEnv.startsWith(":") ? tzEnv.substring(1) : tzEnv;
                int marker = zoneID.indexOf("zoneinfo/");
                if (zoneID.startsWith("/") && marker >= 0) {
                    zoneID = zoneID.substring(marker + "zoneinfo/".length());
                } else if (zoneID.startsWith("/")) {
                    zoneID = platformZoneId();
                }
                tz = getTimeZone(zoneID, false);
                if (tz == null) {
                    tz = posixOffsetZone(zoneID);
                }
            } else {
                zoneID = platformZoneId();
            }
        }
        if (tz == null && zoneID != null) {
            tz = getTimeZone(zoneID, false);
        }
        if (tz == null) {
            tz = new RegionTimeZone("GMT", ZoneOffset.UTC.getRules());
        }
        System.setProperty("user.timezone", tz.getID());
        defaultTimeZone = tz;
        return tz;
    }

    /** A TZ value like "CET-1" that names no zone: its offset, as HotSpot falls back to. */
    private static TimeZone posixOffsetZone(String tz) {
        int i = 0;
        while (i < tz.length() && Character.isLetter(tz.charAt(i))) {
            i++;
        }
        if (i < 3 || i == tz.length()) {
            return null;
        }
        int j = i;
        int sign = 1;
        if (tz.charAt(j) == '+' || tz.charAt(j) == '-') {
            sign = tz.charAt(j) == '-' ? -1 : 1;
            j++;
        }
        int k = j;
        while (k < tz.length() && Character.isDigit(tz.charAt(k))) {
            k++;
        }
        if (k == j || k - j > 2) {
            return null;
        }
        int hours = Integer.parseInt(tz.substring(j, k));
        int minutes = 0;
        if (k < tz.length() && tz.charAt(k) == ':' && k + 3 <= tz.length()) {
            try {
                minutes = Integer.parseInt(tz.substring(k + 1, k + 3));
            } catch (NumberFormatException ex) {
                return null;
            }
        }
        int total = -sign * (hours * 3600 + minutes * 60);
        if (total == 0) {
            return new RegionTimeZone("GMT", ZoneOffset.UTC.getRules());
        }
        return new RegionTimeZone(gmtText(total * 1000), ZoneOffset.ofTotalSeconds(total).getRules());
    }

    /** The system zone: /etc/timezone, else the target of the /etc/localtime link. */
    private static String platformZoneId() {
        File etcTimezone = new File("/etc/timezone");
        if (etcTimezone.isFile()) {
            try (InputStream in = new FileInputStream(etcTimezone)) {
                String s = new String(in.readAllBytes(), "UTF-8").trim();
                if (!s.isEmpty() && RegionTimeZone.forId(s) != null) {
                    return s;
                }
            } catch (IOException ex) {
                // try the link
            }
        }
        File localtime = new File("/etc/localtime");
        try {
            String path = localtime.getCanonicalPath();
            int marker = path.indexOf("zoneinfo/");
            if (marker >= 0) {
                return path.substring(marker + "zoneinfo/".length());
            }
        } catch (IOException ex) {
            // fall back
        }
        return "Etc/UTC";
    }

    public static void setDefault(TimeZone zone) {
        synchronized (TimeZone.class) {
            defaultTimeZone = zone == null ? null : (TimeZone) zone.clone();
            if (zone != null) {
                System.setProperty("user.timezone", zone.getID());
            }
        }
    }

    public boolean hasSameRules(TimeZone other) {
        return other != null && getRawOffset() == other.getRawOffset()
            && useDaylightTime() == other.useDaylightTime();
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    static Instant instantOf(Date date) {
        return Instant.ofEpochMilli(date.getTime());
    }

}
