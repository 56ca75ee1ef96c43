package java.time;

import java.io.Serializable;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.TextStyle;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalQueries;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesException;
import java.time.zone.ZoneRulesProvider;
import java.util.Collections;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TimeZone;

/** A time-zone ID: a fixed ZoneOffset or a region whose rules come from the zoneinfo data. */
public abstract class ZoneId implements Serializable {
    private static final long serialVersionUID = 8352817235686L;

    public static final Map<String, String> SHORT_IDS;

    static {
        String[] pairs = {
            "ACT", "Australia/Darwin", "AET", "Australia/Sydney",
            "AGT", "America/Argentina/Buenos_Aires", "ART", "Africa/Cairo",
            "AST", "America/Anchorage", "BET", "America/Sao_Paulo", "BST", "Asia/Dhaka",
            "CAT", "Africa/Harare", "CNT", "America/St_Johns", "CST", "America/Chicago",
            "CTT", "Asia/Shanghai", "EAT", "Africa/Addis_Ababa", "ECT", "Europe/Paris",
            "IET", "America/Indiana/Indianapolis", "IST", "Asia/Kolkata", "JST", "Asia/Tokyo",
            "MIT", "Pacific/Apia", "NET", "Asia/Yerevan", "NST", "Pacific/Auckland",
            "PLT", "Asia/Karachi", "PNT", "America/Phoenix", "PRT", "America/Puerto_Rico",
            "PST", "America/Los_Angeles", "SST", "Pacific/Guadalcanal", "VST", "Asia/Ho_Chi_Minh",
            "EST", "-05:00", "MST", "-07:00", "HST", "-10:00",
        };
        Map<String, String> map = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        SHORT_IDS = Collections.unmodifiableMap(map);
    }

    ZoneId() {
    }

    public static ZoneId systemDefault() {
        return TimeZone.getDefault().toZoneId();
    }

    public static Set<String> getAvailableZoneIds() {
        return ZoneRulesProvider.getAvailableZoneIds();
    }

    public static ZoneId of(String zoneId, Map<String, String> aliasMap) {
        if (zoneId == null) {
            throw new NullPointerException("zoneId");
        }
        if (aliasMap == null) {
            throw new NullPointerException("aliasMap");
        }
        String id = aliasMap.get(zoneId);
        return of(id != null ? id : zoneId);
    }

    public static ZoneId of(String zoneId) {
        return of(zoneId, true);
    }

    static ZoneId of(String zoneId, boolean checkAvailable) {
        if (zoneId == null) {
            throw new NullPointerException("zoneId");
        }
        if (zoneId.length() <= 1 || zoneId.startsWith("+") || zoneId.startsWith("-")) {
            return ZoneOffset.of(zoneId);
        } else if (zoneId.startsWith("UTC") || zoneId.startsWith("GMT")) {
            return ofWithPrefix(zoneId, 3, checkAvailable);
        } else if (zoneId.startsWith("UT")) {
            return ofWithPrefix(zoneId, 2, checkAvailable);
        }
        return ZoneRegion.ofId(zoneId, checkAvailable);
    }

    private static ZoneId ofWithPrefix(String zoneId, int prefixLength, boolean checkAvailable) {
        String prefix = zoneId.substring(0, prefixLength);
        if (zoneId.length() == prefixLength) {
            return ofOffset(prefix, ZoneOffset.UTC);
        }
        if (zoneId.charAt(prefixLength) != '+' && zoneId.charAt(prefixLength) != '-') {
            return ZoneRegion.ofId(zoneId, checkAvailable);
        }
        try {
            ZoneOffset offset = ZoneOffset.of(zoneId.substring(prefixLength));
            if (offset == ZoneOffset.UTC) {
                return ofOffset(prefix, offset);
            }
            return ofOffset(prefix, offset);
        } catch (DateTimeException ex) {
            throw new DateTimeException("Invalid ID for offset-based ZoneId: " + zoneId, ex);
        }
    }

    public static ZoneId ofOffset(String prefix, ZoneOffset offset) {
        if (prefix == null) {
            throw new NullPointerException("prefix");
        }
        if (offset == null) {
            throw new NullPointerException("offset");
        }
        if (prefix.isEmpty()) {
            return offset;
        }
        if (!prefix.equals("GMT") && !prefix.equals("UTC") && !prefix.equals("UT")) {
            throw new IllegalArgumentException("prefix should be GMT, UTC or UT, is: " + prefix);
        }
        if (offset.getTotalSeconds() != 0) {
            prefix = prefix.concat(offset.getId());
        }
        return new ZoneRegion(prefix, offset.getRules());
    }

    public static ZoneId from(TemporalAccessor temporal) {
        ZoneId obj = temporal.query(TemporalQueries.zone());
        if (obj == null) {
            throw new DateTimeException("Unable to obtain ZoneId from TemporalAccessor: "
                + temporal + " of type " + temporal.getClass().getName());
        }
        return obj;
    }

    public abstract String getId();

    public String getDisplayName(TextStyle style, Locale locale) {
        final ZoneId zone = this;
        TemporalAccessor onlyZone = new TemporalAccessor() {
            public boolean isSupported(java.time.temporal.TemporalField field) {
                return false;
            }

            public long getLong(java.time.temporal.TemporalField field) {
                throw new java.time.temporal.UnsupportedTemporalTypeException(
                    "Unsupported field: " + field);
            }

            @SuppressWarnings("unchecked")
            public <R> R query(java.time.temporal.TemporalQuery<R> query) {
                if (query == TemporalQueries.zoneId()) {
                    return (R) zone;
                }
                return TemporalAccessor.super.query(query);
            }
        };
        return new DateTimeFormatterBuilder().appendZoneText(style).toFormatter(locale)
            .format(onlyZone);
    }

    public abstract ZoneRules getRules();

    public ZoneId normalized() {
        try {
            ZoneRules rules = getRules();
            if (rules.isFixedOffset()) {
                return rules.getOffset(Instant.EPOCH);
            }
        } catch (ZoneRulesException ex) {
            // invalid ZoneRegion is not important to this method
        }
        return this;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof ZoneId) {
            ZoneId other = (ZoneId) obj;
            return getId().equals(other.getId());
        }
        return false;
    }

    @Override
    public int hashCode() {
        return getId().hashCode();
    }

    @Override
    public String toString() {
        return getId();
    }
}
