package java.time.chrono;

import java.io.Serializable;
import java.time.LocalDate;
import java.time.temporal.TemporalAccessor;

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

    public LocalDate date(int prolepticYear, int month, int dayOfMonth) {
        return LocalDate.of(prolepticYear, month, dayOfMonth);
    }

    public LocalDate dateEpochDay(long epochDay) {
        return LocalDate.ofEpochDay(epochDay);
    }

    public LocalDate date(TemporalAccessor temporal) {
        return LocalDate.from(temporal);
    }

    @Override
    public String toString() {
        return getId();
    }
}
