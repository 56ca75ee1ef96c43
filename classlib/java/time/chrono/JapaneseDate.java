package java.time.chrono;

import java.time.Clock;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalUnit;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.time.temporal.ValueRange;
import java.util.Objects;

/**
 * A date of the Japanese calendar, from Meiji 6 (1873-01-01): the year of era counts from the
 * era's first day, and DAY_OF_YEAR of an era's first year counts from that day too.  The aligned
 * week fields are not supported, as in HotSpot.
 */
public final class JapaneseDate extends ShiftedDate {
    private static final long serialVersionUID = 1L;

    static final LocalDate MEIJI_6_ISODATE = LocalDate.of(1873, 1, 1);

    private final transient JapaneseEra era;
    private final transient int yearOfEra;

    JapaneseDate(LocalDate iso) {
        super(iso);
        if (iso.isBefore(MEIJI_6_ISODATE)) {
            throw new DateTimeException("JapaneseDate before Meiji 6 is not supported");
        }
        era = JapaneseEra.from(iso);
        yearOfEra = iso.getYear() - era.since.getYear() + 1;
    }

    public static JapaneseDate now() {
        return now(Clock.systemDefaultZone());
    }

    public static JapaneseDate now(ZoneId zone) {
        return now(Clock.system(zone));
    }

    public static JapaneseDate now(Clock clock) {
        return new JapaneseDate(LocalDate.now(clock));
    }

    /** The date yearOfEra-month-dayOfMonth of era, which must lie within the era. */
    public static JapaneseDate of(JapaneseEra era, int yearOfEra, int month, int dayOfMonth) {
        Objects.requireNonNull(era, "era");
        LocalDate date = null;
        long year = (long) era.since.getYear() + yearOfEra - 1;
        if (yearOfEra >= 1 && year <= java.time.Year.MAX_VALUE && month >= 1 && month <= 12 && dayOfMonth >= 1
                && dayOfMonth <= java.time.Month.of(month).length(IsoChronology.INSTANCE.isLeapYear(year))) {
            date = LocalDate.of((int) year, month, dayOfMonth);
        }
        if (date == null || JapaneseEra.from(date) != era) {
            throw new DateTimeException("year, month, and day not valid for Era");
        }
        return new JapaneseDate(date);
    }

    public static JapaneseDate of(int prolepticYear, int month, int dayOfMonth) {
        return new JapaneseDate(LocalDate.of(prolepticYear, month, dayOfMonth));
    }

    static JapaneseDate ofYearDay(JapaneseEra era, int yearOfEra, int dayOfYear) {
        Objects.requireNonNull(era, "era");
        LocalDate first = yearOfEra == 1 ? era.since : LocalDate.of(era.since.getYear() + yearOfEra - 1, 1, 1);
        LocalDate date = first.plusDays(dayOfYear - 1L);
        if (JapaneseEra.from(date) != era || date.getYear() - era.since.getYear() + 1 != yearOfEra) {
            throw new DateTimeException("Invalid parameters");
        }
        return new JapaneseDate(date);
    }

    public static JapaneseDate from(TemporalAccessor temporal) {
        return JapaneseChronology.INSTANCE.date(temporal);
    }

    @Override
    ShiftedDate at(LocalDate date) {
        return date.equals(iso) ? this : new JapaneseDate(date);
    }

    @Override
    int prolepticYear() {
        return iso.getYear();
    }

    @Override
    int yearOfEra() {
        return yearOfEra;
    }

    @Override
    int isoYearOfEra(int yoe) {
        return JapaneseChronology.INSTANCE.prolepticYear(era, yoe);
    }

    @Override
    int isoYear(int prolepticYear) {
        return prolepticYear;
    }

    @Override
    int isoYearInEra(int eraValue) {
        return JapaneseChronology.INSTANCE.prolepticYear(JapaneseEra.of(eraValue), yearOfEra);
    }

    @Override
    int dayOfYear() {
        if (yearOfEra == 1) {
            return (int) (iso.toEpochDay() - era.since.toEpochDay()) + 1;
        }
        return iso.getDayOfYear();
    }

    /** The days of this era-year: from January 1 or the era's first day to December 31 or its last. */
    @Override
    public int lengthOfYear() {
        LocalDate start = yearOfEra == 1 ? era.since : iso.withDayOfYear(1);
        LocalDate end = iso.withDayOfYear(iso.lengthOfYear());
        JapaneseEra next = era.next();
        if (next != null && next.since.getYear() == iso.getYear()) {
            end = next.since.minusDays(1);
        }
        return (int) (end.toEpochDay() - start.toEpochDay()) + 1;
    }

    /** The last year of this era in which this month and day exist. */
    @Override
    ValueRange yearOfEraRange() {
        JapaneseEra next = era.next();
        int md = iso.getMonthValue() * 32 + iso.getDayOfMonth();
        long lastYear;
        if (next == null) {
            // The Gregorian calendar behind HotSpot's ends on 292278994-08-17.
            lastYear = md <= 8 * 32 + 17 ? 292278994L : 292278993L;
        } else {
            int nextMd = next.since.getMonthValue() * 32 + next.since.getDayOfMonth();
            lastYear = md < nextMd ? next.since.getYear() : next.since.getYear() - 1;
        }
        return ValueRange.of(1, lastYear - era.since.getYear() + 1);
    }

    @Override
    public boolean isSupported(TemporalField field) {
        if (field == ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH || field == ChronoField.ALIGNED_DAY_OF_WEEK_IN_YEAR
                || field == ChronoField.ALIGNED_WEEK_OF_MONTH || field == ChronoField.ALIGNED_WEEK_OF_YEAR) {
            return false;
        }
        return super.isSupported(field);
    }

    @Override
    public ValueRange range(TemporalField field) {
        if (field == ChronoField.DAY_OF_YEAR) {
            return ValueRange.of(1, lengthOfYear());
        }
        return super.range(field);
    }

    @Override
    public JapaneseChronology getChronology() {
        return JapaneseChronology.INSTANCE;
    }

    @Override
    public JapaneseEra getEra() {
        return era;
    }

    @Override
    public JapaneseDate with(TemporalField field, long newValue) {
        return (JapaneseDate) super.with(field, newValue);
    }

    @Override
    public JapaneseDate with(TemporalAdjuster adjuster) {
        return (JapaneseDate) super.with(adjuster);
    }

    @Override
    public JapaneseDate plus(TemporalAmount amount) {
        return (JapaneseDate) super.plus(amount);
    }

    @Override
    public JapaneseDate minus(TemporalAmount amount) {
        return (JapaneseDate) super.minus(amount);
    }

    @Override
    public JapaneseDate plus(long amountToAdd, TemporalUnit unit) {
        return (JapaneseDate) super.plus(amountToAdd, unit);
    }

    @Override
    public JapaneseDate minus(long amountToSubtract, TemporalUnit unit) {
        return (JapaneseDate) super.minus(amountToSubtract, unit);
    }

    @Override
    @SuppressWarnings("unchecked")
    public ChronoLocalDateTime<JapaneseDate> atTime(LocalTime localTime) {
        return (ChronoLocalDateTime<JapaneseDate>) super.atTime(localTime);
    }
}
