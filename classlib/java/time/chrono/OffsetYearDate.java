package java.time.chrono;

import java.time.LocalDate;
import java.time.temporal.ChronoField;
import java.time.temporal.ValueRange;

/**
 * A date of a calendar whose proleptic year is the ISO year plus a fixed difference, with one era
 * from year 1 on and one before it counted back (Thai Buddhist, Minguo): the year arithmetic
 * both share.
 */
abstract class OffsetYearDate extends ShiftedDate {
    private static final long serialVersionUID = 1L;

    OffsetYearDate(LocalDate iso) {
        super(iso);
    }

    /** The calendar's proleptic year minus the ISO year. */
    abstract int yearsDifference();

    @Override
    int prolepticYear() {
        return iso.getYear() + yearsDifference();
    }

    @Override
    int yearOfEra() {
        int y = prolepticYear();
        return y >= 1 ? y : 1 - y;
    }

    @Override
    int isoYearOfEra(int yearOfEra) {
        return (prolepticYear() >= 1 ? yearOfEra : 1 - yearOfEra) - yearsDifference();
    }

    @Override
    int isoYear(int prolepticYear) {
        return prolepticYear - yearsDifference();
    }

    @Override
    int isoYearInEra(int era) {
        return (1 - prolepticYear()) - yearsDifference();
    }

    @Override
    ValueRange yearOfEraRange() {
        ValueRange range = ChronoField.YEAR.range();
        long max = prolepticYear() <= 0 ? -(range.getMinimum() + yearsDifference()) + 1
                                        : range.getMaximum() + yearsDifference();
        return ValueRange.of(1, max);
    }
}
