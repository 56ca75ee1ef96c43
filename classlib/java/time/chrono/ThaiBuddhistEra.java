package java.time.chrono;

import java.time.DateTimeException;

/** The eras of the Thai Buddhist calendar: BEFORE_BE (before year 1) and BE. */
public enum ThaiBuddhistEra implements Era {
    BEFORE_BE, BE;

    public static ThaiBuddhistEra of(int thaiBuddhistEra) {
        switch (thaiBuddhistEra) {
            case 0:
                return BEFORE_BE;
            case 1:
                return BE;
            default:
                throw new DateTimeException("Invalid era: " + thaiBuddhistEra);
        }
    }

    @Override
    public int getValue() {
        return ordinal();
    }
}
