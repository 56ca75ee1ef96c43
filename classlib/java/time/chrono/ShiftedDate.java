package java.time.chrono;

import java.io.Serializable;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoField;
import java.time.temporal.ChronoUnit;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;
import java.util.Objects;

/**
 * A date of a calendar that is the ISO calendar with other years and eras (Japanese, Thai
 * Buddhist, Minguo): an ISO date, with YEAR, YEAR_OF_ERA, ERA and PROLEPTIC_MONTH (and, for the
 * Japanese calendar, DAY_OF_YEAR) seen through the calendar; months, days and weeks are ISO's.
 * Their date-times are ChronoLocalDateTimeImpl; zoned date-times are not implemented.
 */
abstract class ShiftedDate implements ChronoLocalDate, Serializable {
    private static final long serialVersionUID = 1L;

    final LocalDate iso;

    ShiftedDate(LocalDate iso) {
        this.iso = Objects.requireNonNull(iso, "isoDate");
    }

    /** The same calendar's date at iso. */
    abstract ShiftedDate at(LocalDate iso);

    /** The calendar's proleptic year. */
    abstract int prolepticYear();

    abstract int yearOfEra();

    @Override
    public abstract Era getEra();

    /** The calendar's DAY_OF_YEAR (the ISO one unless an era starts within the year). */
    int dayOfYear() {
        return iso.getDayOfYear();
    }

    ValueRange yearOfEraRange() {
        return getChronology().range(ChronoField.YEAR_OF_ERA);
    }

    @Override
    public int lengthOfMonth() {
        return iso.lengthOfMonth();
    }

    @Override
    public int lengthOfYear() {
        return iso.lengthOfYear();
    }

    @Override
    public boolean isLeapYear() {
        return iso.isLeapYear();
    }

    @Override
    public long toEpochDay() {
        return iso.toEpochDay();
    }

    @Override
    public boolean isSupported(TemporalField field) {
        if (field instanceof ChronoField) {
            return field.isDateBased();
        }
        return field != null && field.isSupportedBy(this);
    }

    @Override
    public boolean isSupported(TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            return unit.isDateBased();
        }
        return unit != null && unit.isSupportedBy(this);
    }

    @Override
    public ValueRange range(TemporalField field) {
        if (field instanceof ChronoField) {
            if (!isSupported(field)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
            }
            ChronoField f = (ChronoField) field;
            switch (f) {
                case DAY_OF_MONTH:
                case DAY_OF_YEAR:
                case ALIGNED_WEEK_OF_MONTH:
                    return iso.range(field);
                case YEAR_OF_ERA:
                    return yearOfEraRange();
                default:
                    return getChronology().range(f);
            }
        }
        Objects.requireNonNull(field, "field");
        return field.rangeRefinedBy(this);
    }

    @Override
    public long getLong(TemporalField field) {
        if (field instanceof ChronoField) {
            if (!isSupported(field)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
            }
            switch ((ChronoField) field) {
                case PROLEPTIC_MONTH:
                    return prolepticYear() * 12L + iso.getMonthValue() - 1;
                case YEAR_OF_ERA:
                    return yearOfEra();
                case YEAR:
                    return prolepticYear();
                case ERA:
                    return getEra().getValue();
                case DAY_OF_YEAR:
                    return dayOfYear();
                default:
                    return iso.getLong(field);
            }
        }
        Objects.requireNonNull(field, "field");
        return field.getFrom(this);
    }

    /** The ISO year of the calendar year y in this date's era (YEAR_OF_ERA), or of proleptic y. */
    abstract int isoYearOfEra(int yearOfEra);

    abstract int isoYear(int prolepticYear);

    /** The ISO year for with(ERA, era). */
    abstract int isoYearInEra(int era);

    @Override
    public ChronoLocalDate with(TemporalField field, long newValue) {
        if (field instanceof ChronoField) {
            ChronoField f = (ChronoField) field;
            if (!isSupported(f)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
            }
            if (getLong(f) == newValue) {
                return this;
            }
            switch (f) {
                case PROLEPTIC_MONTH:
                    getChronology().range(f).checkValidValue(newValue, f);
                    return plusMonths(newValue - getLong(ChronoField.PROLEPTIC_MONTH));
                case YEAR_OF_ERA:
                    return at(iso.withYear(isoYearOfEra(getChronology().range(f).checkValidIntValue(newValue, f))));
                case YEAR:
                    return at(iso.withYear(isoYear(getChronology().range(f).checkValidIntValue(newValue, f))));
                case ERA:
                    return at(iso.withYear(isoYearInEra(getChronology().range(f).checkValidIntValue(newValue, f))));
                default:
                    return at(iso.with(field, newValue));
            }
        }
        Objects.requireNonNull(field, "field");
        return (ChronoLocalDate) field.adjustInto(this, newValue);
    }

    @Override
    public ChronoLocalDate with(TemporalAdjuster adjuster) {
        return (ChronoLocalDate) adjuster.adjustInto(this);
    }

    @Override
    public ChronoLocalDate plus(TemporalAmount amount) {
        return (ChronoLocalDate) amount.addTo(this);
    }

    @Override
    public ChronoLocalDate minus(TemporalAmount amount) {
        return (ChronoLocalDate) amount.subtractFrom(this);
    }

    @Override
    public ChronoLocalDate plus(long amountToAdd, TemporalUnit unit) {
        if (unit instanceof ChronoUnit) {
            ChronoUnit u = (ChronoUnit) unit;
            switch (u) {
                case DAYS:
                    return plusDays(amountToAdd);
                case WEEKS:
                    return plusDays(Math.multiplyExact(amountToAdd, 7));
                case MONTHS:
                    return plusMonths(amountToAdd);
                case YEARS:
                    return at(iso.plusYears(amountToAdd));
                case DECADES:
                    return at(iso.plusYears(Math.multiplyExact(amountToAdd, 10)));
                case CENTURIES:
                    return at(iso.plusYears(Math.multiplyExact(amountToAdd, 100)));
                case MILLENNIA:
                    return at(iso.plusYears(Math.multiplyExact(amountToAdd, 1000)));
                case ERAS:
                    return with(ChronoField.ERA, Math.addExact(getLong(ChronoField.ERA), amountToAdd));
                default:
                    throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
            }
        }
        Objects.requireNonNull(unit, "unit");
        return (ChronoLocalDate) unit.addTo(this, amountToAdd);
    }

    @Override
    public ChronoLocalDate minus(long amountToSubtract, TemporalUnit unit) {
        return amountToSubtract == Long.MIN_VALUE
                ? plus(Long.MAX_VALUE, unit).plus(1, unit) : plus(-amountToSubtract, unit);
    }

    private ChronoLocalDate plusDays(long days) {
        return days == 0 ? this : at(iso.plusDays(days));
    }

    private ChronoLocalDate plusMonths(long months) {
        return months == 0 ? this : at(iso.plusMonths(months));
    }

    @Override
    public long until(Temporal endExclusive, TemporalUnit unit) {
        Objects.requireNonNull(endExclusive, "endExclusive");
        ChronoLocalDate end = getChronology().date(endExclusive);
        if (unit instanceof ChronoUnit) {
            if (unit == ChronoUnit.ERAS) {
                return end.getLong(ChronoField.ERA) - getLong(ChronoField.ERA);
            }
            if (!unit.isDateBased()) {
                throw new UnsupportedTemporalTypeException("Unsupported unit: " + unit);
            }
            return iso.until(LocalDate.ofEpochDay(end.toEpochDay()), unit);
        }
        Objects.requireNonNull(unit, "unit");
        return unit.between(this, end);
    }

    @Override
    public ChronoPeriod until(ChronoLocalDate endDateExclusive) {
        java.time.Period p = iso.until(endDateExclusive);
        return getChronology().period(p.getYears(), p.getMonths(), p.getDays());
    }

    @Override
    public ChronoLocalDateTime<?> atTime(LocalTime localTime) {
        return new ChronoLocalDateTimeImpl<ShiftedDate>(this, localTime);
    }

    @SuppressWarnings("unchecked")
    @Override
    public <R> R query(TemporalQuery<R> query) {
        if (query == TemporalQueries.zoneId() || query == TemporalQueries.zone() || query == TemporalQueries.offset()
                || query == TemporalQueries.localTime()) {
            return null;
        } else if (query == TemporalQueries.chronology()) {
            return (R) getChronology();
        } else if (query == TemporalQueries.precision()) {
            return (R) ChronoUnit.DAYS;
        } else if (query == TemporalQueries.localDate()) {
            return (R) iso;
        }
        return query.queryFrom(this);
    }

    @Override
    public Temporal adjustInto(Temporal temporal) {
        return temporal.with(ChronoField.EPOCH_DAY, toEpochDay());
    }

    @Override
    public String format(DateTimeFormatter formatter) {
        Objects.requireNonNull(formatter, "formatter");
        return formatter.format(this);
    }

    /** By epoch day, then by calendar ID (as the JDK's timeLineOrder, then chronology). */
    @Override
    public int compareTo(ChronoLocalDate other) {
        int cmp = Long.compare(toEpochDay(), other.toEpochDay());
        if (cmp == 0) {
            cmp = getChronology().compareTo(other.getChronology());
        }
        return cmp;
    }

    @Override
    public boolean isAfter(ChronoLocalDate other) {
        return toEpochDay() > other.toEpochDay();
    }

    @Override
    public boolean isBefore(ChronoLocalDate other) {
        return toEpochDay() < other.toEpochDay();
    }

    @Override
    public boolean isEqual(ChronoLocalDate other) {
        return toEpochDay() == other.toEpochDay();
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        return obj != null && obj.getClass() == getClass() && iso.equals(((ShiftedDate) obj).iso);
    }

    @Override
    public int hashCode() {
        return getChronology().getId().hashCode() ^ iso.hashCode();
    }

    /** "Japanese Reiwa 3-02-14": calendar, era, year of era, month, day. */
    @Override
    public String toString() {
        int moy = iso.getMonthValue();
        int dom = iso.getDayOfMonth();
        StringBuilder buf = new StringBuilder(30);
        buf.append(getChronology().toString()).append(' ').append(getEra()).append(' ').append(yearOfEra())
                .append(moy < 10 ? "-0" : "-").append(moy).append(dom < 10 ? "-0" : "-").append(dom);
        return buf.toString();
    }
}
