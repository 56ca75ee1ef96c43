package java.time.temporal;

import java.time.Duration;
import java.time.LocalDate;
import java.time.chrono.IsoChronology;

import static java.time.temporal.ChronoUnit.DAYS;
import static java.time.temporal.ChronoUnit.FOREVER;
import static java.time.temporal.ChronoUnit.MONTHS;
import static java.time.temporal.ChronoUnit.WEEKS;
import static java.time.temporal.ChronoUnit.YEARS;

/** ISO-8601 quarter and week-based-year fields and units, on ISO dates. */
public final class IsoFields {
    private IsoFields() {
    }

    public static final TemporalField DAY_OF_QUARTER = Field.DAY_OF_QUARTER;
    public static final TemporalField QUARTER_OF_YEAR = Field.QUARTER_OF_YEAR;
    public static final TemporalField WEEK_OF_WEEK_BASED_YEAR = Field.WEEK_OF_WEEK_BASED_YEAR;
    public static final TemporalField WEEK_BASED_YEAR = Field.WEEK_BASED_YEAR;
    public static final TemporalUnit WEEK_BASED_YEARS = Unit.WEEK_BASED_YEARS;
    public static final TemporalUnit QUARTER_YEARS = Unit.QUARTER_YEARS;

    private static LocalDate date(TemporalAccessor temporal) {
        if (!temporal.isSupported(ChronoField.EPOCH_DAY)) {
            return null;
        }
        return LocalDate.ofEpochDay(temporal.getLong(ChronoField.EPOCH_DAY));
    }

    /** The Monday starting week 1 of an ISO week-based year. */
    private static LocalDate week1Start(int wby) {
        LocalDate jan4 = LocalDate.of(wby, 1, 4);
        return jan4.minusDays(jan4.getDayOfWeek().getValue() - 1);
    }

    static int weekBasedYear(LocalDate date) {
        int year = date.getYear();
        if (!date.isBefore(week1Start(year + 1))) {
            return year + 1;
        }
        if (date.isBefore(week1Start(year))) {
            return year - 1;
        }
        return year;
    }

    static int week(LocalDate date) {
        int wby = weekBasedYear(date);
        return (int) ((date.toEpochDay() - week1Start(wby).toEpochDay()) / 7) + 1;
    }

    static int weeksInYear(int wby) {
        return (int) ((week1Start(wby + 1).toEpochDay() - week1Start(wby).toEpochDay()) / 7);
    }

    private enum Field implements TemporalField {
        DAY_OF_QUARTER("DayOfQuarter", DAYS, ChronoUnit.MONTHS, ValueRange.of(1, 90, 92)) {
            long get(LocalDate d) {
                int q0 = (d.getMonthValue() - 1) / 3 * 3 + 1;
                return d.toEpochDay() - LocalDate.of(d.getYear(), q0, 1).toEpochDay() + 1;
            }

            ValueRange refined(LocalDate d) {
                int q = (d.getMonthValue() - 1) / 3 + 1;
                if (q == 1) {
                    return d.isLeapYear() ? ValueRange.of(1, 91) : ValueRange.of(1, 90);
                }
                return q == 2 ? ValueRange.of(1, 91) : ValueRange.of(1, 92);
            }

            LocalDate with(LocalDate d, long v) {
                refined(d).checkValidValue(v, this);
                return d.plusDays(v - get(d));
            }
        },
        QUARTER_OF_YEAR("QuarterOfYear", Unit.QUARTER_YEARS, YEARS, ValueRange.of(1, 4)) {
            long get(LocalDate d) {
                return (d.getMonthValue() + 2) / 3;
            }

            ValueRange refined(LocalDate d) {
                return range();
            }

            LocalDate with(LocalDate d, long v) {
                range().checkValidValue(v, this);
                return d.plusMonths((v - get(d)) * 3);
            }
        },
        WEEK_OF_WEEK_BASED_YEAR("WeekOfWeekBasedYear", WEEKS, Unit.WEEK_BASED_YEARS, ValueRange.of(1, 52, 53)) {
            long get(LocalDate d) {
                return week(d);
            }

            ValueRange refined(LocalDate d) {
                return ValueRange.of(1, weeksInYear(weekBasedYear(d)));
            }

            LocalDate with(LocalDate d, long v) {
                range().checkValidValue(v, this);
                return d.plusWeeks(v - get(d));
            }
        },
        WEEK_BASED_YEAR("WeekBasedYear", Unit.WEEK_BASED_YEARS, FOREVER, ChronoField.YEAR.range()) {
            long get(LocalDate d) {
                return weekBasedYear(d);
            }

            ValueRange refined(LocalDate d) {
                return range();
            }

            LocalDate with(LocalDate d, long v) {
                int newWby = range().checkValidIntValue(v, WEEK_BASED_YEAR);
                int wk = week(d);
                int dow = d.getDayOfWeek().getValue();
                if (wk == 53 && weeksInYear(newWby) == 52) {
                    wk = 52;
                }
                return week1Start(newWby).plusDays((wk - 1) * 7L + dow - 1);
            }
        };

        private final String name;
        private final TemporalUnit baseUnit;
        private final TemporalUnit rangeUnit;
        private final ValueRange range;

        Field(String name, TemporalUnit baseUnit, TemporalUnit rangeUnit, ValueRange range) {
            this.name = name;
            this.baseUnit = baseUnit;
            this.rangeUnit = rangeUnit;
            this.range = range;
        }

        abstract long get(LocalDate d);

        abstract ValueRange refined(LocalDate d);

        abstract LocalDate with(LocalDate d, long v);

        @Override
        public TemporalUnit getBaseUnit() {
            return baseUnit;
        }

        @Override
        public TemporalUnit getRangeUnit() {
            return rangeUnit;
        }

        @Override
        public ValueRange range() {
            return range;
        }

        @Override
        public boolean isDateBased() {
            return true;
        }

        @Override
        public boolean isTimeBased() {
            return false;
        }

        @Override
        public boolean isSupportedBy(TemporalAccessor temporal) {
            return temporal.isSupported(ChronoField.EPOCH_DAY)
                && IsoChronology.INSTANCE.equals(temporal.query(TemporalQueries.chronology()));
        }

        @Override
        public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
            LocalDate d = date(temporal);
            if (d == null || !isSupportedBy(temporal)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + name);
            }
            return refined(d);
        }

        @Override
        public long getFrom(TemporalAccessor temporal) {
            LocalDate d = date(temporal);
            if (d == null || !isSupportedBy(temporal)) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + name);
            }
            return get(d);
        }

        @SuppressWarnings("unchecked")
        @Override
        public <R extends Temporal> R adjustInto(R temporal, long newValue) {
            LocalDate d = date(temporal);
            if (d == null) {
                throw new UnsupportedTemporalTypeException("Unsupported field: " + name);
            }
            return (R) temporal.with(ChronoField.EPOCH_DAY, with(d, newValue).toEpochDay());
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private enum Unit implements TemporalUnit {
        WEEK_BASED_YEARS("WeekBasedYears", Duration.ofSeconds(31556952L)),
        QUARTER_YEARS("QuarterYears", Duration.ofSeconds(31556952L / 4));

        private final String name;
        private final Duration duration;

        Unit(String name, Duration estimatedDuration) {
            this.name = name;
            this.duration = estimatedDuration;
        }

        @Override
        public Duration getDuration() {
            return duration;
        }

        @Override
        public boolean isDurationEstimated() {
            return true;
        }

        @Override
        public boolean isDateBased() {
            return true;
        }

        @Override
        public boolean isTimeBased() {
            return false;
        }

        @Override
        public boolean isSupportedBy(Temporal temporal) {
            return temporal.isSupported(ChronoField.EPOCH_DAY);
        }

        @SuppressWarnings("unchecked")
        @Override
        public <R extends Temporal> R addTo(R temporal, long amount) {
            if (this == WEEK_BASED_YEARS) {
                return (R) temporal.with(WEEK_BASED_YEAR,
                    Math.addExact(temporal.get(WEEK_BASED_YEAR), amount));
            }
            return (R) temporal.plus(Math.multiplyExact(amount, 3), MONTHS);
        }

        @Override
        public long between(Temporal temporal1Inclusive, Temporal temporal2Exclusive) {
            if (temporal1Inclusive.getClass() != temporal2Exclusive.getClass()) {
                return temporal1Inclusive.until(temporal2Exclusive, this);
            }
            if (this == WEEK_BASED_YEARS) {
                return Math.subtractExact(temporal2Exclusive.getLong(WEEK_BASED_YEAR),
                    temporal1Inclusive.getLong(WEEK_BASED_YEAR));
            }
            return temporal1Inclusive.until(temporal2Exclusive, MONTHS) / 3;
        }

        @Override
        public String toString() {
            return name;
        }
    }

}
