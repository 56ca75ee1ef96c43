package java.time.temporal;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.format.ResolverStyle;
import java.util.Map;

/**
 * Day counts from other epochs than 1970-01-01: each field is the epoch day plus a fixed offset
 * (the Julian day number at noon-based day 0 = -4713-11-24, the modified Julian day from
 * 1858-11-17, the Rata Die from 0001-01-01 as day 1).
 */
public final class JulianFields {
    public static final TemporalField JULIAN_DAY = new Field("JulianDay", 2440588L);
    public static final TemporalField MODIFIED_JULIAN_DAY = new Field("ModifiedJulianDay", 40587L);
    public static final TemporalField RATA_DIE = new Field("RataDie", 719163L);

    private JulianFields() {
        throw new AssertionError("Not instantiable");
    }

    private static final class Field implements TemporalField {
        private final String name;
        private final long offset;
        private final ValueRange range;

        Field(String name, long offset) {
            this.name = name;
            this.offset = offset;
            // The epoch days of LocalDate.MIN and LocalDate.MAX, shifted.
            this.range = ValueRange.of(-365243219162L + offset, 365241780471L + offset);
        }

        @Override
        public TemporalUnit getBaseUnit() {
            return ChronoUnit.DAYS;
        }

        @Override
        public TemporalUnit getRangeUnit() {
            return ChronoUnit.FOREVER;
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
        public ValueRange range() {
            return range;
        }

        @Override
        public boolean isSupportedBy(TemporalAccessor temporal) {
            return temporal.isSupported(ChronoField.EPOCH_DAY);
        }

        @Override
        public ValueRange rangeRefinedBy(TemporalAccessor temporal) {
            if (!isSupportedBy(temporal)) {
                throw new DateTimeException("Unsupported field: " + this);
            }
            return range;
        }

        @Override
        public long getFrom(TemporalAccessor temporal) {
            return temporal.getLong(ChronoField.EPOCH_DAY) + offset;
        }

        @Override
        @SuppressWarnings("unchecked")
        public <R extends Temporal> R adjustInto(R temporal, long newValue) {
            if (!range.isValidValue(newValue)) {
                throw new DateTimeException("Invalid value: " + name + " " + newValue);
            }
            return (R) temporal.with(ChronoField.EPOCH_DAY, Math.subtractExact(newValue, offset));
        }

        /** Parsing: the field becomes the date (ISO: the only calendar here). */
        @Override
        public TemporalAccessor resolve(Map<TemporalField, Long> fieldValues, TemporalAccessor partialTemporal,
                                        ResolverStyle resolverStyle) {
            long value = fieldValues.remove(this);
            if (resolverStyle == ResolverStyle.LENIENT) {
                return LocalDate.ofEpochDay(Math.subtractExact(value, offset));
            }
            range.checkValidValue(value, this);
            return LocalDate.ofEpochDay(value - offset);
        }

        @Override
        public String toString() {
            return name;
        }
    }
}
