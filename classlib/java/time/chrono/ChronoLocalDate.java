package java.time.chrono;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;

/**
 * A date in some calendar system. In this library the only implementation is
 * java.time.LocalDate, which declares every method itself.
 */
public interface ChronoLocalDate extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDate> {
    Chronology getChronology();

    int lengthOfMonth();

    int lengthOfYear();

    boolean isLeapYear();

    long toEpochDay();

    ChronoPeriod until(ChronoLocalDate endDateExclusive);

    String format(DateTimeFormatter formatter);

    ChronoLocalDateTime<?> atTime(LocalTime localTime);

    @Override
    int compareTo(ChronoLocalDate other);

    boolean isAfter(ChronoLocalDate other);

    boolean isBefore(ChronoLocalDate other);

    boolean isEqual(ChronoLocalDate other);
}
