package java.time.chrono;

import java.io.Serializable;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalField;
import java.time.temporal.ValueRange;
import java.util.Objects;

/** The eras of the Japanese calendar since Meiji, each from its first day (Gregorian). */
public final class JapaneseEra implements Era, Serializable {
    private static final long serialVersionUID = 1L;

    public static final JapaneseEra MEIJI = new JapaneseEra(-1, "Meiji", LocalDate.of(1868, 1, 1));
    public static final JapaneseEra TAISHO = new JapaneseEra(0, "Taisho", LocalDate.of(1912, 7, 30));
    public static final JapaneseEra SHOWA = new JapaneseEra(1, "Showa", LocalDate.of(1926, 12, 25));
    public static final JapaneseEra HEISEI = new JapaneseEra(2, "Heisei", LocalDate.of(1989, 1, 8));
    public static final JapaneseEra REIWA = new JapaneseEra(3, "Reiwa", LocalDate.of(2019, 5, 1));

    private static final JapaneseEra[] KNOWN = {MEIJI, TAISHO, SHOWA, HEISEI, REIWA};

    private final transient int eraValue;
    private final transient String name;
    final transient LocalDate since;

    private JapaneseEra(int eraValue, String name, LocalDate since) {
        this.eraValue = eraValue;
        this.name = name;
        this.since = since;
    }

    public static JapaneseEra of(int japaneseEra) {
        int i = japaneseEra + 1;
        if (i < 0 || i >= KNOWN.length) {
            throw new DateTimeException("Invalid era: " + japaneseEra);
        }
        return KNOWN[i];
    }

    public static JapaneseEra valueOf(String japaneseEra) {
        Objects.requireNonNull(japaneseEra, "japaneseEra");
        for (JapaneseEra era : KNOWN) {
            if (era.name.equals(japaneseEra)) {
                return era;
            }
        }
        throw new IllegalArgumentException("japaneseEra is invalid");
    }

    public static JapaneseEra[] values() {
        return KNOWN.clone();
    }

    /** The era of an ISO date (on or after Meiji's first day). */
    static JapaneseEra from(LocalDate date) {
        for (int i = KNOWN.length - 1; i >= 0; i--) {
            if (!date.isBefore(KNOWN[i].since)) {
                return KNOWN[i];
            }
        }
        return null;
    }

    /** The era after this one, or null for the current one. */
    JapaneseEra next() {
        return eraValue + 2 < KNOWN.length ? KNOWN[eraValue + 2] : null;
    }

    @Override
    public int getValue() {
        return eraValue;
    }

    @Override
    public ValueRange range(TemporalField field) {
        if (field == ChronoField.ERA) {
            return JapaneseChronology.INSTANCE.range(ChronoField.ERA);
        }
        return Era.super.range(field);
    }

    @Override
    public String toString() {
        return name;
    }
}
