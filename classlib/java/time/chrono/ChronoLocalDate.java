package java.time.chrono;

import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalUnit;

/**
 * A date in some calendar system: java.time.LocalDate (ISO), and the Japanese, Thai Buddhist and
 * Minguo dates, which are ISO dates seen through their calendar (ShiftedDate).
 */
public interface ChronoLocalDate extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDate> {
    static ChronoLocalDate from(java.time.temporal.TemporalAccessor temporal) {
        if (temporal instanceof ChronoLocalDate) {
            return (ChronoLocalDate) temporal;
        }
        java.util.Objects.requireNonNull(temporal, "temporal");
        Chronology chrono = temporal.query(java.time.temporal.TemporalQueries.chronology());
        if (chrono == null) {
            throw new java.time.DateTimeException("Unable to obtain ChronoLocalDate from TemporalAccessor: "
                    + temporal.getClass());
        }
        return chrono.date(temporal);
    }

    Chronology getChronology();

    default Era getEra() {
        return getChronology().eraOf(get(ChronoField.ERA));
    }

    int lengthOfMonth();

    int lengthOfYear();

    boolean isLeapYear();

    long toEpochDay();

    @Override
    boolean isSupported(TemporalField field);

    @Override
    boolean isSupported(TemporalUnit unit);

    @Override
    ChronoLocalDate with(TemporalAdjuster adjuster);

    @Override
    ChronoLocalDate with(TemporalField field, long newValue);

    @Override
    ChronoLocalDate plus(TemporalAmount amount);

    @Override
    ChronoLocalDate plus(long amountToAdd, TemporalUnit unit);

    @Override
    ChronoLocalDate minus(TemporalAmount amount);

    @Override
    ChronoLocalDate minus(long amountToSubtract, TemporalUnit unit);

    ChronoPeriod until(ChronoLocalDate endDateExclusive);

    String format(DateTimeFormatter formatter);

    ChronoLocalDateTime<?> atTime(LocalTime localTime);

    @Override
    int compareTo(ChronoLocalDate other);

    boolean isAfter(ChronoLocalDate other);

    boolean isBefore(ChronoLocalDate other);

    boolean isEqual(ChronoLocalDate other);
}
