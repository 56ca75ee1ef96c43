package java.util;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneOffsetTransitionRule;
import java.time.zone.ZoneRules;
import java.time.zone.ZoneRulesProvider;

/** A TimeZone whose offsets come from java.time ZoneRules (the zoneinfo data). */
final class RegionTimeZone extends TimeZone {
    private static final long serialVersionUID = 2653134537216586139L;

    private final ZoneRules rules;
    private int rawOffsetOverride = Integer.MIN_VALUE;

    RegionTimeZone(String id, ZoneRules rules) {
        setID(id);
        this.rules = rules;
    }

    /** The zone named by a tzdb ID or one of the JDK's three-letter IDs; null if unknown. */
    static RegionTimeZone forId(String id) {
        ZoneRules rules = null;
        try {
            if (id.equals("UTC") || id.equals("GMT") || id.equals("UT")) {
                return new RegionTimeZone(id, ZoneRulesProvider.getRules(
                    id.equals("UT") ? "UTC" : id, false));
            }
            rules = ZoneRulesProvider.getRules(id, false);
        } catch (DateTimeException ex) {
            String mapped = ZoneId.SHORT_IDS.get(id);
            if (mapped != null) {
                try {
                    rules = ZoneId.of(mapped).getRules();
                } catch (DateTimeException ex2) {
                    return null;
                }
            }
        }
        return rules == null ? null : new RegionTimeZone(id, rules);
    }

    ZoneRules rules() {
        return rules;
    }

    @Override
    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int milliseconds) {
        if (era != 1 && era != 0) {
            throw new IllegalArgumentException("Illegal era " + era);
        }
        if (month < 0 || month > 11) {
            throw new IllegalArgumentException("Illegal month " + month);
        }
        int y = era == 0 ? 1 - year : year;
        LocalDateTime ldt = LocalDate.of(y, month + 1, day).atStartOfDay().plusNanos(milliseconds * 1000_000L);
        // the offset at that local standard time
        long epochSec = ldt.toEpochSecond(ZoneOffset.UTC) - getRawOffset() / 1000;
        return getOffset(epochSec * 1000);
    }

    /** Before 1900 the JDK's legacy zones use the current standard offset, without DST. */
    private static final long UTC1900 = -2208988800000L;

    @Override
    public int getOffset(long date) {
        if (date < UTC1900) {
            return getRawOffset();
        }
        return rules.getOffset(Instant.ofEpochMilli(date)).getTotalSeconds() * 1000;
    }

    /** {standard, daylight} offsets in ms at a UTC time. */
    int[] offsetsAt(long utc) {
        if (utc < UTC1900) {
            return new int[] {getRawOffset(), 0};
        }
        Instant i = Instant.ofEpochMilli(utc);
        int total = rules.getOffset(i).getTotalSeconds() * 1000;
        int std = rules.getStandardOffset(i).getTotalSeconds() * 1000;
        return new int[] {std, total - std};
    }

    /** The offset for a wall time: in a gap the one before, in an overlap the one after. */
    int offsetForWall(long wall) {
        if (wall - getRawOffset() < UTC1900) {
            return getRawOffset();
        }
        LocalDateTime ldt = LocalDateTime.ofEpochSecond(Math.floorDiv(wall, 1000),
            (int) Math.floorMod(wall, 1000) * 1000_000, ZoneOffset.UTC);
        ZoneOffsetTransition tr = rules.getTransition(ldt);
        if (tr != null) {
            return (tr.isGap() ? tr.getOffsetBefore() : tr.getOffsetAfter()).getTotalSeconds() * 1000;
        }
        return rules.getOffset(ldt).getTotalSeconds() * 1000;
    }

    @Override
    public void setRawOffset(int offsetMillis) {
        rawOffsetOverride = offsetMillis;
    }

    @Override
    public int getRawOffset() {
        if (rawOffsetOverride != Integer.MIN_VALUE) {
            return rawOffsetOverride;
        }
        return rules.getStandardOffset(Instant.ofEpochMilli(System.currentTimeMillis()))
            .getTotalSeconds() * 1000;
    }

    @Override
    public boolean useDaylightTime() {
        if (!rules.getTransitionRules().isEmpty()) {
            return true;
        }
        Instant now = Instant.ofEpochMilli(System.currentTimeMillis());
        ZoneOffsetTransition next = rules.nextTransition(now);
        while (next != null) {
            if (rules.isDaylightSavings(next.getInstant())) {
                return true;
            }
            next = rules.nextTransition(next.getInstant());
        }
        return false;
    }

    @Override
    public int getDSTSavings() {
        java.util.List<ZoneOffsetTransitionRule> list = rules.getTransitionRules();
        for (ZoneOffsetTransitionRule r : list) {
            int d = r.getOffsetAfter().getTotalSeconds() - r.getStandardOffset().getTotalSeconds();
            if (d > 0) {
                return d * 1000;
            }
        }
        return useDaylightTime() ? 3600000 : 0;
    }

    @Override
    public boolean inDaylightTime(Date date) {
        if (date.getTime() < UTC1900) {
            return false;
        }
        return rules.isDaylightSavings(Instant.ofEpochMilli(date.getTime()));
    }

    @Override
    public boolean observesDaylightTime() {
        return useDaylightTime() || inDaylightTime(new Date());
    }

    @Override
    public ZoneId toZoneId() {
        return super.toZoneId();
    }

    @Override
    public boolean hasSameRules(TimeZone other) {
        if (other instanceof RegionTimeZone) {
            return rules.equals(((RegionTimeZone) other).rules);
        }
        return super.hasSameRules(other);
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof RegionTimeZone)) {
            return false;
        }
        RegionTimeZone other = (RegionTimeZone) obj;
        return getID().equals(other.getID()) && rules.equals(other.rules)
            && rawOffsetOverride == other.rawOffsetOverride;
    }

    @Override
    public int hashCode() {
        return getID().hashCode() ^ rules.hashCode();
    }

    @Override
    public String toString() {
        return "sun.util.calendar.ZoneInfo[id=\"" + getID() + "\",offset=" + getRawOffset()
            + ",dstSavings=" + getDSTSavings() + ",useDaylight=" + useDaylightTime()
            + ",transitions=" + rules.getTransitions().size() + ",lastRule=null]";
    }

}
