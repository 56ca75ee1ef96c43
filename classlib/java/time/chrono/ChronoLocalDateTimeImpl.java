package java.time.chrono;

import java.io.Serializable;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.TemporalUnit;
import java.time.temporal.ValueRange;
import java.util.Objects;

/**
 * A date of a calendar other than ISO with a time of day (ChronoLocalDate.atTime); HotSpot's
 * class name.  Time arithmetic runs on the ISO date-time of the same day and time.  Not
 * implemented: atZone (ChronoZonedDateTime of these calendars).
 */
final class ChronoLocalDateTimeImpl<D extends ChronoLocalDate> implements ChronoLocalDateTime<D>, Serializable {
    private static final long serialVersionUID = 1L;

    private final transient D date;
    private final transient LocalTime time;

    ChronoLocalDateTimeImpl(D date, LocalTime time) {
        this.date = Objects.requireNonNull(date, "date");
        this.time = Objects.requireNonNull(time, "time");
    }

    @Override
    public D toLocalDate() {
        return date;
    }

    @Override
    public LocalTime toLocalTime() {
        return time;
    }

    @Override
    public boolean isSupported(TemporalField field) {
        if (field instanceof ChronoField) {
            return field.isDateBased() || field.isTimeBased();
        }
        return field != null && field.isSupportedBy(this);
    }

    @Override
    public boolean isSupported(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            return unit != ChronoUnit.FOREVER;
        }
        return unit != null && unit.isSupportedBy(this);
    }

    @Override
    public ValueRange range(TemporalField field) {
        if (field instanceof ChronoField) {
            return field.isTimeBased() ? time.range(field) : date.range(field);
        }
        return field.rangeRefinedBy(this);
    }

    @Override
    public int get(TemporalField field) {
        if (field instanceof ChronoField) {
            return field.isTimeBased() ? time.get(field) : date.get(field);
        }
        return range(field).checkValidIntValue(getLong(field), field);
    }

    @Override
    public long getLong(TemporalField field) {
        if (field instanceof ChronoField) {
            return field.isTimeBased() ? time.getLong(field) : date.getLong(field);
        }
        return field.getFrom(this);
    }

    @SuppressWarnings("unchecked")
    private ChronoLocalDateTimeImpl<D> with(Temporal newDate, LocalTime newTime) {
        if (date == newDate && time == newTime) {
            return this;
        }
        return new ChronoLocalDateTimeImpl<>((D) ensureValid(newDate), newTime);
    }

    private ChronoLocalDate ensureValid(Temporal temporal) {
        ChronoLocalDate other = (ChronoLocalDate) temporal;
        if (!date.getChronology().equals(other.getChronology())) {
            throw new ClassCastException("Chronology mismatch, expected: " + date.getChronology().getId()
                    + ", actual: " + other.getChronology().getId());
        }
        return other;
    }

    @SuppressWarnings("unchecked")
    @Override
    public ChronoLocalDateTimeImpl<D> with(TemporalAdjuster adjuster) {
        if (adjuster instanceof ChronoLocalDate) {
            return with((ChronoLocalDate) adjuster, time);
        } else if (adjuster instanceof LocalTime) {
            return with(date, (LocalTime) adjuster);
        }
        ChronoLocalDateTime<?> r = (ChronoLocalDateTime<?>) adjuster.adjustInto(this);
        return with(r.toLocalDate(), r.toLocalTime());
    }

    @SuppressWarnings("unchecked")
    @Override
    public ChronoLocalDateTimeImpl<D> with(TemporalField field, long newValue) {
        if (field instanceof ChronoField) {
            if (field.isTimeBased()) {
                return with(date, time.with(field, newValue));
            }
            return with(date.with(field, newValue), time);
        }
        ChronoLocalDateTime<?> r = (ChronoLocalDateTime<?>) field.adjustInto(this, newValue);
        return with(r.toLocalDate(), r.toLocalTime());
    }

    @SuppressWarnings("unchecked")
    @Override
    public ChronoLocalDateTimeImpl<D> plus(long amountToAdd, TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            if (unit.isTimeBased()) {
                LocalDateTime iso = LocalDateTime.of(LocalDate.ofEpochDay(date.toEpochDay()), time).plus(amountToAdd, unit);
                return with(date.plus(iso.toLocalDate().toEpochDay() - date.toEpochDay(), ChronoUnit.DAYS),
                        iso.toLocalTime());
            }
            return with(date.plus(amountToAdd, unit), time);
        }
        ChronoLocalDateTime<?> r = (ChronoLocalDateTime<?>) unit.addTo(this, amountToAdd);
        return with(r.toLocalDate(), r.toLocalTime());
    }

    @Override
    public ChronoLocalDateTimeImpl<D> minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE
                ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    @SuppressWarnings("unchecked")
    @Override
    public ChronoLocalDateTimeImpl<D> plus(java.time.temporal.TemporalAmount amount) {
        ChronoLocalDateTime<?> r = (ChronoLocalDateTime<?>) amount.addTo(this);
        return with(r.toLocalDate(), r.toLocalTime());
    }

    @SuppressWarnings("unchecked")
    @Override
    public ChronoLocalDateTimeImpl<D> minus(java.time.temporal.TemporalAmount amount) {
        ChronoLocalDateTime<?> r = (ChronoLocalDateTime<?>) amount.subtractFrom(this);
        return with(r.toLocalDate(), r.toLocalTime());
    }

    /** Time units across the whole span; date units count whole days (the end's time decides). */
    @Override
    public long until(Temporal endExclusive, TemporalUnit unit) {
        Objects.requireNonNull(endExclusive, "endExclusive");
        ChronoLocalDateTime<? extends ChronoLocalDate> end = getChronology().localDateTime(endExclusive);
        if (unit instanceof ChronoUnit) {
            if (unit.isTimeBased()) {
                // Whole days between the dates, plus the times' difference truncated on its own
                // (so 23:30 to 01:00 two days on is 48 - 22 hours), as HotSpot counts.
                long amount = end.toLocalDate().toEpochDay() - date.toEpochDay();
                switch ((ChronoUnit) unit) {
                    case NANOS:
                        amount = Math.multiplyExact(amount, 86400_000_000_000L);
                        break;
                    case MICROS:
                        amount = Math.multiplyExact(amount, 86400_000_000L);
                        break;
                    case MILLIS:
                        amount = Math.multiplyExact(amount, 86400_000L);
                        break;
                    case SECONDS:
                        amount = Math.multiplyExact(amount, 86400L);
                        break;
                    case MINUTES:
                        amount = Math.multiplyExact(amount, 1440L);
                        break;
                    case HOURS:
                        amount = Math.multiplyExact(amount, 24L);
                        break;
                    case HALF_DAYS:
                        amount = Math.multiplyExact(amount, 2L);
                        break;
                    default:
                        break;
                }
                return Math.addExact(amount, time.until(end.toLocalTime(), unit));
            }
            ChronoLocalDate endDate = end.toLocalDate();
            if (end.toLocalTime().isBefore(time)) {
                endDate = endDate.minus(1, ChronoUnit.DAYS);
            }
            return date.until(endDate, unit);
        }
        Objects.requireNonNull(unit, "unit");
        return unit.between(this, end);
    }

    @Override
    public ChronoZonedDateTime<D> atZone(ZoneId zone) {
        throw new UnsupportedOperationException(
                "ChronoZonedDateTime of the " + getChronology().getId() + " calendar is not implemented");
    }

    @SuppressWarnings("unchecked")
    @Override
    public <R> R query(TemporalQuery<R> query) {
        if (query == TemporalQueries.zoneId() || query == TemporalQueries.zone() || query == TemporalQueries.offset()) {
            return null;
        } else if (query == TemporalQueries.localTime()) {
            return (R) time;
        } else if (query == TemporalQueries.chronology()) {
            return (R) getChronology();
        } else if (query == TemporalQueries.precision()) {
            return (R) ChronoUnit.NANOS;
        } else if (query == TemporalQueries.localDate()) {
            return (R) LocalDate.ofEpochDay(date.toEpochDay());
        }
        return query.queryFrom(this);
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        return obj instanceof ChronoLocalDateTime && compareTo((ChronoLocalDateTime<?>) obj) == 0;
    }

    @Override
    public int hashCode() {
        return date.hashCode() ^ time.hashCode();
    }

    @Override
    public String toString() {
        return date.toString() + 'T' + time.toString();
    }
}
