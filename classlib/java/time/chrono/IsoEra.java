package java.time.chrono;

import java.time.DateTimeException;
import java.time.temporal.ChronoField;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalField;
import java.time.temporal.UnsupportedTemporalTypeException;

public enum IsoEra implements Era {
    BCE, CE;

    public static IsoEra of(int isoEra) {
        switch (isoEra) {
            case 0:
                return BCE;
            case 1:
                return CE;
            default:
                throw new DateTimeException("Invalid era: " + isoEra);
        }
    }

    @Override
    public int getValue() {
        return ordinal();
    }

    @Override
    public boolean isSupported(TemporalField field) {
        return field == ChronoField.ERA;
    }

    @Override
    public long getLong(TemporalField field) {
        if (field == ChronoField.ERA) {
            return getValue();
        }
        throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
    }

    @Override
    public Temporal adjustInto(Temporal temporal) {
        return temporal.with(ChronoField.ERA, getValue());
    }
}
