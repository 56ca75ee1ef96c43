package java.time.chrono;

import java.time.DateTimeException;

/** The eras of the Minguo (Republic of China) calendar: BEFORE_ROC (before year 1) and ROC. */
public enum MinguoEra implements Era {
    BEFORE_ROC, ROC;

    public static MinguoEra of(int minguoEra) {
        switch (minguoEra) {
            case 0:
                return BEFORE_ROC;
            case 1:
                return ROC;
            default:
                throw new DateTimeException("Invalid era: " + minguoEra);
        }
    }

    @Override
    public int getValue() {
        return ordinal();
    }
}
