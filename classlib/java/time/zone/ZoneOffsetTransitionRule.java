package java.time.zone;

import java.io.Serializable;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.ZoneOffset;
import java.time.chrono.IsoChronology;
import java.time.temporal.TemporalAdjusters;

/**
 * How to compute a zone's yearly transition ("last Sunday in March at 01:00 UTC"). Rules
 * read from a POSIX TZ string may have a time of day outside 00:00..24:00 (e.g. 25:00),
 * which is kept as seconds from the start of the day.
 */
public final class ZoneOffsetTransitionRule implements Serializable {
    private static final long serialVersionUID = 6889046316657758795L;

    public enum TimeDefinition {
        UTC, WALL, STANDARD;

        public LocalDateTime createDateTime(LocalDateTime dateTime, ZoneOffset standardOffset,
                ZoneOffset wallOffset) {
            switch (this) {
                case UTC: {
                    int difference = wallOffset.getTotalSeconds() - ZoneOffset.UTC.getTotalSeconds();
                    return dateTime.plusSeconds(difference);
                }
                case STANDARD: {
                    int difference = wallOffset.getTotalSeconds() - standardOffset.getTotalSeconds();
                    return dateTime.plusSeconds(difference);
                }
                default:
                    return dateTime;
            }
        }
    }

    private final Month month;
    private final byte dom;
    private final DayOfWeek dow;
    private final int secondOfDay;
    private final TimeDefinition timeDefinition;
    private final ZoneOffset standardOffset;
    private final ZoneOffset offsetBefore;
    private final ZoneOffset offsetAfter;

    ZoneOffsetTransitionRule(Month month, int dayOfMonthIndicator, DayOfWeek dayOfWeek,
            int secondOfDay, TimeDefinition timeDefinition, ZoneOffset standardOffset,
            ZoneOffset offsetBefore, ZoneOffset offsetAfter) {
        this.month = month;
        this.dom = (byte) dayOfMonthIndicator;
        this.dow = dayOfWeek;
        this.secondOfDay = secondOfDay;
        this.timeDefinition = timeDefinition;
        this.standardOffset = standardOffset;
        this.offsetBefore = offsetBefore;
        this.offsetAfter = offsetAfter;
    }

    public static ZoneOffsetTransitionRule of(Month month, int dayOfMonthIndicator,
            DayOfWeek dayOfWeek, LocalTime time, boolean timeEndOfDay,
            TimeDefinition timeDefinition, ZoneOffset standardOffset, ZoneOffset offsetBefore,
            ZoneOffset offsetAfter) {
        if (month == null || time == null || timeDefinition == null || standardOffset == null
                || offsetBefore == null || offsetAfter == null) {
            throw new NullPointerException();
        }
        if (dayOfMonthIndicator < -28 || dayOfMonthIndicator > 31 || dayOfMonthIndicator == 0) {
            throw new IllegalArgumentException(
                "Day of month indicator must be between -28 and 31 inclusive excluding zero");
        }
        if (timeEndOfDay && !time.equals(LocalTime.MIDNIGHT)) {
            throw new IllegalArgumentException("Time must be midnight when end of day flag is true");
        }
        if (time.getNano() != 0) {
            throw new IllegalArgumentException("Time's nano-of-second must be zero");
        }
        return new ZoneOffsetTransitionRule(month, dayOfMonthIndicator, dayOfWeek,
            time.toSecondOfDay() + (timeEndOfDay ? 86400 : 0), timeDefinition, standardOffset,
            offsetBefore, offsetAfter);
    }

    public Month getMonth() {
        return month;
    }

    public int getDayOfMonthIndicator() {
        return dom;
    }

    public DayOfWeek getDayOfWeek() {
        return dow;
    }

    public LocalTime getLocalTime() {
        return LocalTime.ofSecondOfDay(Math.floorMod(secondOfDay, 86400));
    }

    public boolean isMidnightEndOfDay() {
        return secondOfDay == 86400;
    }

    public TimeDefinition getTimeDefinition() {
        return timeDefinition;
    }

    public ZoneOffset getStandardOffset() {
        return standardOffset;
    }

    public ZoneOffset getOffsetBefore() {
        return offsetBefore;
    }

    public ZoneOffset getOffsetAfter() {
        return offsetAfter;
    }

    public ZoneOffsetTransition createTransition(int year) {
        LocalDate date;
        if (dom < 0) {
            date = LocalDate.of(year, month,
                month.length(IsoChronology.INSTANCE.isLeapYear(year)) + 1 + dom);
            if (dow != null) {
                date = date.with(TemporalAdjusters.previousOrSame(dow));
            }
        } else {
            date = LocalDate.of(year, month, dom);
            if (dow != null) {
                date = date.with(TemporalAdjusters.nextOrSame(dow));
            }
        }
        LocalDateTime localDT = date.atStartOfDay().plusSeconds(secondOfDay);
        LocalDateTime transition = timeDefinition.createDateTime(localDT, standardOffset, offsetBefore);
        return new ZoneOffsetTransition(transition, offsetBefore, offsetAfter);
    }

    @Override
    public boolean equals(Object otherRule) {
        if (otherRule == this) {
            return true;
        }
        if (otherRule instanceof ZoneOffsetTransitionRule) {
            ZoneOffsetTransitionRule other = (ZoneOffsetTransitionRule) otherRule;
            return month == other.month && dom == other.dom && dow == other.dow
                && timeDefinition == other.timeDefinition && secondOfDay == other.secondOfDay
                && standardOffset.equals(other.standardOffset)
                && offsetBefore.equals(other.offsetBefore) && offsetAfter.equals(other.offsetAfter);
        }
        return false;
    }

    @Override
    public int hashCode() {
        int hash = ((secondOfDay << 15) + (month.ordinal() << 11) + ((dom + 32) << 5)
            + ((dow == null ? 7 : dow.ordinal()) << 2) + (timeDefinition.ordinal()));
        return hash ^ standardOffset.hashCode() ^ offsetBefore.hashCode() ^ offsetAfter.hashCode();
    }

    @Override
    public String toString() {
        StringBuilder buf = new StringBuilder();
        buf.append("TransitionRule[")
            .append(offsetBefore.getTotalSeconds() < offsetAfter.getTotalSeconds() ? "Gap " : "Overlap ")
            .append(offsetBefore).append(" to ").append(offsetAfter).append(", ");
        if (dow != null) {
            if (dom == -1) {
                buf.append(dow.name()).append(" on or before last day of ").append(month.name());
            } else if (dom < 0) {
                buf.append(dow.name()).append(" on or before last day minus ").append(-dom - 1)
                    .append(" of ").append(month.name());
            } else {
                buf.append(dow.name()).append(" on or after ").append(month.name()).append(' ')
                    .append(dom);
            }
        } else {
            buf.append(month.name()).append(' ').append(dom);
        }
        String time;
        if (secondOfDay == 86400) {
            time = "24:00";
        } else if (secondOfDay >= 0 && secondOfDay < 86400) {
            time = getLocalTime().toString();
        } else {
            time = getLocalTime().toString() + (secondOfDay < 0 ? " (previous day)" : " (next day)");
        }
        buf.append(" at ").append(time).append(" ").append(timeDefinition)
            .append(", standard offset ").append(standardOffset).append(']');
        return buf.toString();
    }
}
