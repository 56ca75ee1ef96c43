package java.time.temporal;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.function.UnaryOperator;

import static java.time.temporal.ChronoField.DAY_OF_MONTH;
import static java.time.temporal.ChronoField.DAY_OF_WEEK;
import static java.time.temporal.ChronoField.DAY_OF_YEAR;
import static java.time.temporal.ChronoUnit.DAYS;
import static java.time.temporal.ChronoUnit.MONTHS;
import static java.time.temporal.ChronoUnit.YEARS;

public final class TemporalAdjusters {
    private TemporalAdjusters() {
    }

    public static TemporalAdjuster ofDateAdjuster(UnaryOperator<LocalDate> dateBasedAdjuster) {
        if (dateBasedAdjuster == null) {
            throw new NullPointerException("dateBasedAdjuster");
        }
        return t -> t.with(dateBasedAdjuster.apply(LocalDate.from(t)));
    }

    public static TemporalAdjuster firstDayOfMonth() {
        return t -> t.with(DAY_OF_MONTH, 1);
    }

    public static TemporalAdjuster lastDayOfMonth() {
        return t -> t.with(DAY_OF_MONTH, t.range(DAY_OF_MONTH).getMaximum());
    }

    public static TemporalAdjuster firstDayOfNextMonth() {
        return t -> t.with(DAY_OF_MONTH, 1).plus(1, MONTHS);
    }

    public static TemporalAdjuster firstDayOfYear() {
        return t -> t.with(DAY_OF_YEAR, 1);
    }

    public static TemporalAdjuster lastDayOfYear() {
        return t -> t.with(DAY_OF_YEAR, t.range(DAY_OF_YEAR).getMaximum());
    }

    public static TemporalAdjuster firstDayOfNextYear() {
        return t -> t.with(DAY_OF_YEAR, 1).plus(1, YEARS);
    }

    public static TemporalAdjuster firstInMonth(DayOfWeek dayOfWeek) {
        return dayOfWeekInMonth(1, dayOfWeek);
    }

    public static TemporalAdjuster lastInMonth(DayOfWeek dayOfWeek) {
        return dayOfWeekInMonth(-1, dayOfWeek);
    }

    public static TemporalAdjuster dayOfWeekInMonth(int ordinal, DayOfWeek dayOfWeek) {
        final int dowValue = dayOfWeek.getValue();
        if (ordinal >= 0) {
            return t -> {
                Temporal temp = t.with(DAY_OF_MONTH, 1);
                int curDow = temp.get(DAY_OF_WEEK);
                int dowDiff = (dowValue - curDow + 7) % 7;
                dowDiff += (ordinal - 1L) * 7L;
                return temp.plus(dowDiff, DAYS);
            };
        }
        return t -> {
            Temporal temp = t.with(DAY_OF_MONTH, t.range(DAY_OF_MONTH).getMaximum());
            int curDow = temp.get(DAY_OF_WEEK);
            int daysDiff = dowValue - curDow;
            daysDiff = (daysDiff == 0 ? 0 : (daysDiff > 0 ? daysDiff - 7 : daysDiff));
            daysDiff -= (-ordinal - 1L) * 7L;
            return temp.plus(daysDiff, DAYS);
        };
    }

    public static TemporalAdjuster next(DayOfWeek dayOfWeek) {
        int dowValue = dayOfWeek.getValue();
        return t -> {
            int calDow = t.get(DAY_OF_WEEK);
            int daysDiff = calDow - dowValue;
            return t.plus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, DAYS);
        };
    }

    public static TemporalAdjuster nextOrSame(DayOfWeek dayOfWeek) {
        int dowValue = dayOfWeek.getValue();
        return t -> {
            int calDow = t.get(DAY_OF_WEEK);
            if (calDow == dowValue) {
                return t;
            }
            int daysDiff = calDow - dowValue;
            return t.plus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, DAYS);
        };
    }

    public static TemporalAdjuster previous(DayOfWeek dayOfWeek) {
        int dowValue = dayOfWeek.getValue();
        return t -> {
            int calDow = t.get(DAY_OF_WEEK);
            int daysDiff = dowValue - calDow;
            return t.minus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, DAYS);
        };
    }

    public static TemporalAdjuster previousOrSame(DayOfWeek dayOfWeek) {
        int dowValue = dayOfWeek.getValue();
        return t -> {
            int calDow = t.get(DAY_OF_WEEK);
            if (calDow == dowValue) {
                return t;
            }
            int daysDiff = dowValue - calDow;
            return t.minus(daysDiff >= 0 ? 7 - daysDiff : -daysDiff, DAYS);
        };
    }
}
