package java.time.chrono;

import java.time.Clock;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.ResolverStyle;
import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.ValueRange;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A calendar system: ISO, and the Japanese, Thai Buddhist and Minguo calendars (each the
 * Gregorian calendar with other years and eras).  Not implemented: the Hijrah calendar (of and
 * ofLocale say so by name), zoned date-times of the non-ISO calendars, and parsing into them
 * (resolveDate).
 */
public interface Chronology extends Comparable<Chronology> {

    static Chronology from(TemporalAccessor temporal) {
        Objects.requireNonNull(temporal, "temporal");
        Chronology obj = temporal.query(TemporalQueries.chronology());
        return obj != null ? obj : IsoChronology.INSTANCE;
    }

    /** By the locale's "ca" Unicode extension (ISO without one), as HotSpot. */
    static Chronology ofLocale(Locale locale) {
        Objects.requireNonNull(locale, "locale");
        String type = locale.getUnicodeLocaleType("ca");
        if (type == null && "ja".equals(locale.getLanguage()) && "JP".equals(locale.getCountry())
                && "JP".equals(locale.getVariant())) {
            type = "japanese";
        }
        if (type == null || type.equals("iso8601")) {
            return IsoChronology.INSTANCE;
        }
        Chronology c = IsoChronology.byName(type);
        if (c == null) {
            throw new DateTimeException("Unknown calendar system: " + type);
        }
        return c;
    }

    /** By ID or calendar type. */
    static Chronology of(String id) {
        Objects.requireNonNull(id, "id");
        Chronology c = IsoChronology.byName(id);
        if (c == null) {
            throw new DateTimeException("Unknown chronology: " + id);
        }
        return c;
    }

    /** The calendars this library has (HotSpot's also lists Hijrah-umalqura). */
    static Set<Chronology> getAvailableChronologies() {
        Set<Chronology> s = new HashSet<>();
        s.add(IsoChronology.INSTANCE);
        s.add(JapaneseChronology.INSTANCE);
        s.add(ThaiBuddhistChronology.INSTANCE);
        s.add(MinguoChronology.INSTANCE);
        return s;
    }

    String getId();

    String getCalendarType();

    default ChronoLocalDate date(Era era, int yearOfEra, int month, int dayOfMonth) {
        return date(prolepticYear(era, yearOfEra), month, dayOfMonth);
    }

    ChronoLocalDate date(int prolepticYear, int month, int dayOfMonth);

    default ChronoLocalDate dateYearDay(Era era, int yearOfEra, int dayOfYear) {
        return dateYearDay(prolepticYear(era, yearOfEra), dayOfYear);
    }

    ChronoLocalDate dateYearDay(int prolepticYear, int dayOfYear);

    ChronoLocalDate dateEpochDay(long epochDay);

    default ChronoLocalDate dateNow() {
        return dateNow(Clock.systemDefaultZone());
    }

    default ChronoLocalDate dateNow(ZoneId zone) {
        return dateNow(Clock.system(zone));
    }

    default ChronoLocalDate dateNow(Clock clock) {
        Objects.requireNonNull(clock, "clock");
        return date(LocalDate.now(clock));
    }

    ChronoLocalDate date(TemporalAccessor temporal);

    default ChronoLocalDateTime<? extends ChronoLocalDate> localDateTime(TemporalAccessor temporal) {
        try {
            ChronoLocalDate date = date(temporal);
            return date.atTime(LocalTime.from(temporal));
        } catch (DateTimeException ex) {
            throw new DateTimeException("Unable to obtain ChronoLocalDateTime from TemporalAccessor: "
                    + temporal.getClass(), ex);
        }
    }

    boolean isLeapYear(long prolepticYear);

    int prolepticYear(Era era, int yearOfEra);

    Era eraOf(int eraValue);

    List<Era> eras();

    ValueRange range(ChronoField field);

    /** The calendar's name: English ("Japanese Calendar") for English, else not implemented. */
    default String getDisplayName(TextStyle style, Locale locale) {
        Objects.requireNonNull(style, "style");
        Objects.requireNonNull(locale, "locale");
        if (!locale.getLanguage().equals("en")) {
            throw new UnsupportedOperationException("Chronology.getDisplayName is not implemented for locale " + locale);
        }
        switch (getId()) {
            case "Japanese":
                return "Japanese Calendar";
            case "ThaiBuddhist":
                return "Buddhist Calendar";
            case "Minguo":
                return "Minguo Calendar";
            default:
                return getId();
        }
    }

    default ChronoLocalDate resolveDate(Map<TemporalField, Long> fieldValues, ResolverStyle resolverStyle) {
        throw new UnsupportedOperationException("Chronology.resolveDate is not implemented for " + getId());
    }

    default ChronoPeriod period(int years, int months, int days) {
        return new ChronoPeriodImpl(this, years, months, days);
    }

    default long epochSecond(int prolepticYear, int month, int dayOfMonth, int hour, int minute, int second,
                             ZoneOffset zoneOffset) {
        Objects.requireNonNull(zoneOffset, "zoneOffset");
        ChronoField.HOUR_OF_DAY.checkValidValue(hour);
        ChronoField.MINUTE_OF_HOUR.checkValidValue(minute);
        ChronoField.SECOND_OF_MINUTE.checkValidValue(second);
        long daysInSec = Math.multiplyExact(date(prolepticYear, month, dayOfMonth).toEpochDay(), 86400);
        long timeinSec = (hour * 60 + minute) * 60 + second;
        return Math.addExact(daysInSec, timeinSec - zoneOffset.getTotalSeconds());
    }

    default long epochSecond(Era era, int yearOfEra, int month, int dayOfMonth, int hour, int minute, int second,
                             ZoneOffset zoneOffset) {
        Objects.requireNonNull(era, "era");
        return epochSecond(prolepticYear(era, yearOfEra), month, dayOfMonth, hour, minute, second, zoneOffset);
    }

    @Override
    default int compareTo(Chronology other) {
        return getId().compareTo(other.getId());
    }
}
