package java.time.chrono;

import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;

/** A date-time in some calendar system: java.time.LocalDateTime, or ChronoLocalDateTimeImpl. */
public interface ChronoLocalDateTime<D extends ChronoLocalDate>
        extends Temporal, TemporalAdjuster, Comparable<ChronoLocalDateTime<?>> {
    static ChronoLocalDateTime<?> from(java.time.temporal.TemporalAccessor temporal) {
        if (temporal instanceof ChronoLocalDateTime) {
            return (ChronoLocalDateTime<?>) temporal;
        }
        java.util.Objects.requireNonNull(temporal, "temporal");
        Chronology chrono = temporal.query(java.time.temporal.TemporalQueries.chronology());
        if (chrono == null) {
            throw new java.time.DateTimeException("Unable to obtain ChronoLocalDateTime from TemporalAccessor: "
                    + temporal.getClass());
        }
        return chrono.localDateTime(temporal);
    }

    D toLocalDate();

    LocalTime toLocalTime();

    ChronoZonedDateTime<D> atZone(ZoneId zone);

    @Override
    ChronoLocalDateTime<D> with(java.time.temporal.TemporalAdjuster adjuster);

    @Override
    ChronoLocalDateTime<D> with(java.time.temporal.TemporalField field, long newValue);

    @Override
    ChronoLocalDateTime<D> plus(java.time.temporal.TemporalAmount amount);

    @Override
    ChronoLocalDateTime<D> plus(long amountToAdd, java.time.temporal.TemporalUnit unit);

    @Override
    ChronoLocalDateTime<D> minus(java.time.temporal.TemporalAmount amount);

    @Override
    ChronoLocalDateTime<D> minus(long amountToSubtract, java.time.temporal.TemporalUnit unit);

    default Chronology getChronology() {
        return toLocalDate().getChronology();
    }

    default String format(DateTimeFormatter formatter) {
        return formatter.format(this);
    }

    default Instant toInstant(ZoneOffset offset) {
        return Instant.ofEpochSecond(toEpochSecond(offset), toLocalTime().getNano());
    }

    default long toEpochSecond(ZoneOffset offset) {
        long epochDay = toLocalDate().toEpochDay();
        long secs = epochDay * 86400 + toLocalTime().toSecondOfDay();
        return secs - offset.getTotalSeconds();
    }

    @Override
    default int compareTo(ChronoLocalDateTime<?> other) {
        int cmp = Long.compare(toLocalDate().toEpochDay(), other.toLocalDate().toEpochDay());
        if (cmp == 0) {
            cmp = toLocalTime().compareTo(other.toLocalTime());
            if (cmp == 0) {
                cmp = getChronology().compareTo(other.getChronology());
            }
        }
        return cmp;
    }

    default boolean isAfter(ChronoLocalDateTime<?> other) {
        long a = toLocalDate().toEpochDay();
        long b = other.toLocalDate().toEpochDay();
        return a > b || (a == b && toLocalTime().toNanoOfDay() > other.toLocalTime().toNanoOfDay());
    }

    default boolean isBefore(ChronoLocalDateTime<?> other) {
        long a = toLocalDate().toEpochDay();
        long b = other.toLocalDate().toEpochDay();
        return a < b || (a == b && toLocalTime().toNanoOfDay() < other.toLocalTime().toNanoOfDay());
    }

    default boolean isEqual(ChronoLocalDateTime<?> other) {
        return toLocalTime().toNanoOfDay() == other.toLocalTime().toNanoOfDay()
            && toLocalDate().toEpochDay() == other.toLocalDate().toEpochDay();
    }

    @Override
    default Temporal adjustInto(Temporal temporal) {
        return temporal.with(ChronoField.EPOCH_DAY, toLocalDate().toEpochDay())
            .with(ChronoField.NANO_OF_DAY, toLocalTime().toNanoOfDay());
    }
}
