package java.time.format;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.ValueRange;
import java.util.Locale;

/** The state of one format call: the temporal (with the formatter's zone applied), nesting. */
final class DateTimePrintContext {
    private final TemporalAccessor temporal;
    private final DateTimeFormatter formatter;
    private int optional;

    DateTimePrintContext(TemporalAccessor temporal, DateTimeFormatter formatter) {
        this.temporal = adjust(temporal, formatter);
        this.formatter = formatter;
    }

    private static TemporalAccessor adjust(final TemporalAccessor temporal, DateTimeFormatter formatter) {
        final ZoneId overrideZone = formatter.getZone();
        if (overrideZone == null) {
            return temporal;
        }
        ZoneId temporalZone = temporal.query(TemporalQueries.zoneId());
        if (overrideZone.equals(temporalZone)) {
            return temporal;
        }
        if (temporal.isSupported(ChronoField.INSTANT_SECONDS)) {
            return ZonedDateTime.ofInstant(Instant.from(temporal), overrideZone);
        }
        return new TemporalAccessor() {
            @Override
            public boolean isSupported(TemporalField field) {
                return temporal.isSupported(field);
            }

            @Override
            public ValueRange range(TemporalField field) {
                return temporal.range(field);
            }

            @Override
            public long getLong(TemporalField field) {
                return temporal.getLong(field);
            }

            @SuppressWarnings("unchecked")
            @Override
            public <R> R query(TemporalQuery<R> query) {
                if (query == TemporalQueries.zoneId()) {
                    return (R) overrideZone;
                }
                return temporal.query(query);
            }

            @Override
            public String toString() {
                return temporal + " with zone " + overrideZone;
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
