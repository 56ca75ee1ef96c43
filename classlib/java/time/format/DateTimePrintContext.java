package java.time.format;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.chrono.ChronoLocalDate;
import java.time.chrono.Chronology;
import java.time.chrono.IsoChronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.ValueRange;
import java.util.Locale;
import java.util.Objects;

/** The state of one format call: the temporal (with the formatter's zone applied), nesting. */
final class DateTimePrintContext {
    private final TemporalAccessor temporal;
    private final DateTimeFormatter formatter;
    private int optional;

    DateTimePrintContext(TemporalAccessor temporal, DateTimeFormatter formatter) {
        this.temporal = adjust(temporal, formatter);
        this.formatter = formatter;
    }

    /**
     * The temporal as the formatter's zone and calendar (if any) see it: an instant in another
     * zone, a date converted to another calendar (its time and other fields kept), as the JDK.
     */
    private static TemporalAccessor adjust(final TemporalAccessor temporal, DateTimeFormatter formatter) {
        Chronology overrideChrono = formatter.getChronology();
        ZoneId overrideZone = formatter.getZone();
        if (overrideChrono == null && overrideZone == null) {
            return temporal;
        }
        Chronology temporalChrono = temporal.query(TemporalQueries.chronology());
        ZoneId temporalZone = temporal.query(TemporalQueries.zoneId());
        if (Objects.equals(overrideChrono, temporalChrono)) {
            overrideChrono = null;
        }
        if (Objects.equals(overrideZone, temporalZone)) {
            overrideZone = null;
        }
        if (overrideChrono == null && overrideZone == null) {
            return temporal;
        }
        final Chronology effectiveChrono = overrideChrono != null ? overrideChrono : temporalChrono;
        TemporalAccessor base = temporal;
        if (overrideZone != null) {
            if (temporal.isSupported(ChronoField.INSTANT_SECONDS)) {
                base = ZonedDateTime.ofInstant(Instant.from(temporal), overrideZone);
                if (effectiveChrono == null || effectiveChrono instanceof IsoChronology) {
                    return base;
                }
            }
        }
        final TemporalAccessor fields = base;
        final ZoneId effectiveZone = overrideZone != null ? overrideZone : temporalZone;
        final ChronoLocalDate effectiveDate;
        if (overrideChrono != null) {
            if (fields.isSupported(ChronoField.EPOCH_DAY)) {
                effectiveDate = effectiveChrono.date(fields);
            } else {
                if (!(overrideChrono == IsoChronology.INSTANCE && temporalChrono == null)) {
                    for (ChronoField f : ChronoField.values()) {
                        if (f.isDateBased() && fields.isSupported(f)) {
                            throw new DateTimeException("Unable to apply override chronology '" + overrideChrono
                                    + "' because the temporal object being formatted contains date fields but"
                                    + " does not represent a whole date: " + temporal);
                        }
                    }
                }
                effectiveDate = null;
            }
        } else if (effectiveChrono != null && !(effectiveChrono instanceof IsoChronology)
                && fields.isSupported(ChronoField.EPOCH_DAY)) {
            effectiveDate = effectiveChrono.date(fields);
        } else {
            effectiveDate = null;
        }
        return new TemporalAccessor() {
            @Override
            public boolean isSupported(TemporalField field) {
                if (effectiveDate != null && field.isDateBased()) {
                    return effectiveDate.isSupported(field);
                }
                return fields.isSupported(field);
            }

            @Override
            public ValueRange range(TemporalField field) {
                if (effectiveDate != null && field.isDateBased()) {
                    return effectiveDate.range(field);
                }
                return fields.range(field);
            }

            @Override
            public long getLong(TemporalField field) {
                if (effectiveDate != null && field.isDateBased()) {
                    return effectiveDate.getLong(field);
                }
                return fields.getLong(field);
            }

            @SuppressWarnings("unchecked")
            @Override
            public <R> R query(TemporalQuery<R> query) {
                if (query == TemporalQueries.chronology()) {
                    return (R) effectiveChrono;
                }
                if (query == TemporalQueries.zoneId()) {
                    return (R) effectiveZone;
                }
                if (query == TemporalQueries.precision()) {
                    return fields.query(query);
                }
                return query.queryFrom(this);
            }

            @Override
            public String toString() {
                return temporal + (effectiveChrono != null ? " with chronology " + effectiveChrono : "")
                        + (effectiveZone != null ? " with zone " + effectiveZone : "");
            }
        };
    }

    TemporalAccessor getTemporal() {
        return temporal;
    }

    Locale getLocale() {
        return formatter.getLocale();
    }

    DecimalStyle getDecimalStyle() {
        return formatter.getDecimalStyle();
    }

    void startOptional() {
        optional++;
    }

    void endOptional() {
        optional--;
    }

    boolean isOptional() {
        return optional > 0;
    }

    <R> R getValue(TemporalQuery<R> query) {
        R result = temporal.query(query);
        if (result == null && optional == 0) {
            throw new DateTimeException("Unable to extract " + query + " from temporal " + temporal);
        }
        return result;
    }

    /** The field's value, or null in an optional section when the temporal lacks it. */
    Long getValue(TemporalField field) {
        if (optional > 0 && !temporal.isSupported(field)) {
            return null;
        }
        return temporal.getLong(field);
    }

    @Override
    public String toString() {
        return temporal.toString();
    }
}
