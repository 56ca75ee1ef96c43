package java.time.chrono;

import java.io.Serializable;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.Year;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.ValueRange;
import java.util.Arrays;
import java.util.List;

/** The ISO-8601 proleptic Gregorian calendar. */
public final class IsoChronology implements Chronology, Serializable {
    private static final long serialVersionUID = -1440403870442975015L;

    public static final IsoChronology INSTANCE = new IsoChronology();

    private IsoChronology() {
    }

    @Override
    public String getId() {
        return "ISO";
    }

    @Override
    public String getCalendarType() {
        return "iso8601";
    }

    @Override
    public boolean isLeapYear(long prolepticYear) {
        return ((prolepticYear & 3) == 0) && ((prolepticYear % 100) != 0 || (prolepticYear % 400) == 0);
    }

    @Override
    public LocalDate date(Era era, int yearOfEra, int month, int dayOfMonth) {
        return date(prolepticYear(era, yearOfEra), month, dayOfMonth);
    }

    @Override
    public LocalDate date(int prolepticYear, int month, int dayOfMonth) {
        return LocalDate.of(prolepticYear, month, dayOfMonth);
    }

    @Override
    public LocalDate dateYearDay(Era era, int yearOfEra, int dayOfYear) {
        return dateYearDay(prolepticYear(era, yearOfEra), dayOfYear);
    }

    @Override
    public LocalDate dateYearDay(int prolepticYear, int dayOfYear) {
        return LocalDate.ofYearDay(prolepticYear, dayOfYear);
    }

    @Override
    public LocalDate dateEpochDay(long epochDay) {
        return LocalDate.ofEpochDay(epochDay);
    }

    @Override
    public LocalDate date(TemporalAccessor temporal) {
        return LocalDate.from(temporal);
    }

    @Override
    public LocalDate dateNow() {
        return LocalDate.now();
    }

    @Override
    public LocalDate dateNow(java.time.ZoneId zone) {
        return LocalDate.now(zone);
    }

    @Override
    public LocalDate dateNow(java.time.Clock clock) {
        return LocalDate.now(clock);
    }

    @Override
    public int prolepticYear(Era era, int yearOfEra) {
        if (!(era instanceof IsoEra)) {
            throw new ClassCastException("Era must be IsoEra");
        }
        return (era == IsoEra.CE ? yearOfEra : 1 - yearOfEra);
    }

    @Override
    public IsoEra eraOf(int eraValue) {
        return IsoEra.of(eraValue);
    }

    @Override
    public List<Era> eras() {
        return Arrays.<Era>asList(IsoEra.values());
    }

    @Override
    public ValueRange range(ChronoField field) {
        return field.range();
    }

    @Override
    public java.time.Period period(int years, int months, int days) {
        return java.time.Period.of(years, months, days);
    }

    @Override
    public String toString() {
        return getId();
    }

    /** The calendar of an ID or calendar type, or null. */
    static Chronology byName(String name) {
        switch (name) {
            case "ISO":
            case "iso8601":
                return IsoChronology.INSTANCE;
            case "Japanese":
            case "japanese":
                return JapaneseChronology.INSTANCE;
            case "ThaiBuddhist":
            case "buddhist":
                return ThaiBuddhistChronology.INSTANCE;
            case "Minguo":
            case "roc":
                return MinguoChronology.INSTANCE;
            case "Hijrah-umalqura":
            case "islamic-umalqura":
                throw new UnsupportedOperationException(
                        "HijrahChronology (the Hijrah-umalqura calendar) is not implemented in this library");
            default:
                return null;
        }
    }

}
