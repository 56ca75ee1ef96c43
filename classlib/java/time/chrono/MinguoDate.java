package java.time.chrono;

import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAmount;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalUnit;

/** A date of the Minguo (Republic of China) calendar (MinguoChronology): an ISO date with the calendar's years. */
public final class MinguoDate extends OffsetYearDate {
    private static final long serialVersionUID = 1L;

    MinguoDate(LocalDate iso) {
        super(iso);
    }

    public static MinguoDate now() {
        return now(Clock.systemDefaultZone());
    }

    public static MinguoDate now(ZoneId zone) {
        return now(Clock.system(zone));
    }

    public static MinguoDate now(Clock clock) {
        return new MinguoDate(LocalDate.now(clock));
    }

    public static MinguoDate of(int prolepticYear, int month, int dayOfMonth) {
        return MinguoChronology.INSTANCE.date(prolepticYear, month, dayOfMonth);
    }

    public static MinguoDate from(TemporalAccessor temporal) {
        return MinguoChronology.INSTANCE.date(temporal);
    }

    @Override
    ShiftedDate at(LocalDate date) {
        return date.equals(iso) ? this : new MinguoDate(date);
    }

    @Override
    int yearsDifference() {
        return MinguoChronology.YEARS_DIFFERENCE;
    }

    @Override
    public MinguoChronology getChronology() {
        return MinguoChronology.INSTANCE;
    }

    @Override
    public MinguoEra getEra() {
        return prolepticYear() >= 1 ? MinguoEra.ROC : MinguoEra.BEFORE_ROC;
    }

    @Override
    public MinguoDate with(TemporalField field, long newValue) {
        return (MinguoDate) super.with(field, newValue);
    }

    @Override
    public MinguoDate with(TemporalAdjuster adjuster) {
        return (MinguoDate) super.with(adjuster);
    }

    @Override
    public MinguoDate plus(TemporalAmount amount) {
        return (MinguoDate) super.plus(amount);
    }

    @Override
    public MinguoDate minus(TemporalAmount amount) {
        return (MinguoDate) super.minus(amount);
    }

    @Override
    public MinguoDate plus(long amountToAdd, TemporalUnit unit) {
        return (MinguoDate) super.plus(amountToAdd, unit);
    }

    @Override
    public MinguoDate minus(long amountToSubtract, TemporalUnit unit) {
        return (MinguoDate) super.minus(amountToSubtract, unit);
    }

    @Override
    @SuppressWarnings("unchecked")
    public ChronoLocalDateTime<MinguoDate> atTime(LocalTime localTime) {
        return (ChronoLocalDateTime<MinguoDate>) super.atTime(localTime);
    }
}
