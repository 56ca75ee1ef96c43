package java.time.format;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.Period;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.chrono.Chronology;
import java.time.chrono.IsoChronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;

import static java.time.temporal.ChronoField.*;

/**
 * The fields a parse produced, and their resolution into a date, a time, an offset and an
 * instant (ISO calendar), following the rules of the resolver styles.
 */
final class Parsed implements TemporalAccessor {
    final Map<TemporalField, Long> fieldValues = new HashMap<>();
    ZoneId zone;
    Chronology chrono;
    boolean leapSecond;
    DayPeriod dayPeriod;
    private ResolverStyle resolverStyle;
    private LocalDate date;
    private LocalTime time;
    Period excessDays = Period.ZERO;

    Parsed() {
    }

    Parsed copy() {
        Parsed cloned = new Parsed();
        cloned.fieldValues.putAll(this.fieldValues);
        cloned.zone = this.zone;
        cloned.chrono = this.chrono;
        cloned.leapSecond = this.leapSecond;
        cloned.dayPeriod = this.dayPeriod;
        return cloned;
    }

    @Override
    public boolean isSupported(TemporalField field) {
        if (fieldValues.containsKey(field) || (date != null && date.isSupported(field))
                || (time != null && time.isSupported(field))) {
            return true;
        }
        return field != null && (!(field instanceof ChronoField)) && field.isSupportedBy(this);
    }

    @Override
    public long getLong(TemporalField field) {
        if (field == null) {
            throw new NullPointerException("field");
        }
        Long value = fieldValues.get(field);
        if (value != null) {
            return value;
        }
        if (date != null && date.isSupported(field)) {
            return date.getLong(field);
        }
        if (time != null && time.isSupported(field)) {
            return time.getLong(field);
        }
        if (field instanceof ChronoField) {
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
        return field.getFrom(this);
    }

    @SuppressWarnings("unchecked")
    @Override
    public <R> R query(TemporalQuery<R> query) {
        if (query == TemporalQueries.zoneId()) {
            return (R) zone;
        } else if (query == TemporalQueries.chronology()) {
            return (R) chrono;
        } else if (query == TemporalQueries.localDate()) {
            return (R) date;
        } else if (query == TemporalQueries.localTime()) {
            return (R) time;
        } else if (query == TemporalQueries.offset()) {
            Long offsetSecs = fieldValues.get(OFFSET_SECONDS);
            if (offsetSecs != null) {
                return (R) ZoneOffset.ofTotalSeconds(offsetSecs.intValue());
            }
            if (zone instanceof ZoneOffset) {
                return (R) zone;
            }
            return query.queryFrom(this);
        } else if (query == TemporalQueries.zone()) {
            return query.queryFrom(this);
        } else if (query == TemporalQueries.precision()) {
            return null;
        }
        return query.queryFrom(this);
    }

    TemporalAccessor resolve(ResolverStyle resolverStyle) {
        this.resolverStyle = resolverStyle;
        if (chrono == null) {
            chrono = IsoChronology.INSTANCE;
        }
        if (!(chrono instanceof IsoChronology)) {
            throw new UnsupportedOperationException("Parsing into the " + chrono.getId()
                    + " calendar is not implemented in this library");
        }
        resolveInstantFields();
        resolveDateFields();
        resolveTimeFields();
        if (resolveOtherFields()) {
            resolveInstantFields();
            resolveDateFields();
            resolveTimeFields();
        }
        resolveDayPeriodMidpoint();
        resolvePeriod();
        crossCheck();
        resolveInstant();
        return this;
    }

    /**
     * Lets the fields that are not ChronoFields (WeekFields', IsoFields') replace themselves
     * by ChronoFields or resolve to a date, until none changes the map.
     */
    private boolean resolveOtherFields() {
        int changes = 0;
        outer:
        while (changes < 50) {
            for (Map.Entry<TemporalField, Long> entry : fieldValues.entrySet()) {
                TemporalField targetField = entry.getKey();
                if (targetField instanceof ChronoField) {
                    continue;
                }
                TemporalAccessor resolvedObject = targetField.resolve(fieldValues, this, resolverStyle);
                if (resolvedObject != null) {
                    if (resolvedObject instanceof LocalDate) {
                        updateCheckConflict((LocalDate) resolvedObject);
                        changes++;
                        continue outer;
                    }
                    throw new DateTimeException("Method resolve() can only return LocalDate");
                } else if (!fieldValues.containsKey(targetField)) {
                    changes++;
                    continue outer;
                }
            }
            break;
        }
        if (changes == 50) {
            throw new DateTimeException("One of the parsed fields has an incorrectly implemented resolve method");
        }
        return changes > 0;
    }

    private void resolveInstantFields() {
        if (fieldValues.containsKey(INSTANT_SECONDS)) {
            if (zone != null) {
                resolveInstantFields0(zone);
            } else {
                Long offsetSecs = fieldValues.get(OFFSET_SECONDS);
                if (offsetSecs != null) {
                    resolveInstantFields0(ZoneOffset.ofTotalSeconds(offsetSecs.intValue()));
                }
            }
        }
    }

    private void resolveInstantFields0(ZoneId selectedZone) {
        Instant instant = Instant.ofEpochSecond(fieldValues.get(INSTANT_SECONDS));
        java.time.ZonedDateTime zdt = instant.atZone(selectedZone);
        updateCheckConflict(INSTANT_SECONDS, EPOCH_DAY, zdt.toLocalDate().toEpochDay());
        updateCheckConflict(INSTANT_SECONDS, SECOND_OF_DAY, (long) zdt.toLocalTime().toSecondOfDay());
        updateCheckConflict(INSTANT_SECONDS, OFFSET_SECONDS, (long) zdt.getOffset().getTotalSeconds());
    }

    private void updateCheckConflict(TemporalField targetField, TemporalField changeField, Long changeValue) {
        Long old = fieldValues.put(changeField, changeValue);
        if (old != null && old.longValue() != changeValue.longValue()) {
            throw new DateTimeException("Conflict found: " + changeField + " " + old
                + " differs from " + changeField + " " + changeValue
                + " while resolving  " + targetField);
        }
    }

    private long remove(TemporalField f) {
        return fieldValues.remove(f);
    }

    private void resolveDateFields() {
        LocalDate resolved = resolveDate();
        if (resolved != null) {
            updateCheckConflict(resolved);
        }
    }

    private void updateCheckConflict(LocalDate d) {
        if (date != null) {
            if (!date.equals(d)) {
                throw new DateTimeException("Conflict found: Fields resolved to two different dates: "
                    + date + " " + d);
            }
        } else {
            date = d;
        }
    }

    private LocalDate resolveDate() {
        if (fieldValues.containsKey(EPOCH_DAY)) {
            return LocalDate.ofEpochDay(remove(EPOCH_DAY));
        }
        Long pMonth = fieldValues.remove(PROLEPTIC_MONTH);
        if (pMonth != null) {
            if (resolverStyle != ResolverStyle.LENIENT) {
                PROLEPTIC_MONTH.checkValidValue(pMonth);
            }
            addFieldValue(MONTH_OF_YEAR, Math.floorMod(pMonth, 12) + 1);
            addFieldValue(YEAR, Math.floorDiv(pMonth, 12));
        }
        Long yoeLong = fieldValues.remove(YEAR_OF_ERA);
        if (yoeLong != null) {
            if (resolverStyle != ResolverStyle.LENIENT) {
                YEAR_OF_ERA.checkValidValue(yoeLong);
            }
            Long era = fieldValues.remove(ERA);
            if (era == null) {
                Long year = fieldValues.get(YEAR);
                if (resolverStyle == ResolverStyle.STRICT) {
                    if (year != null) {
                        addFieldValue(YEAR, (year > 0 ? yoeLong : Math.subtractExact(1, yoeLong)));
                    } else {
                        fieldValues.put(YEAR_OF_ERA, yoeLong);
                    }
                } else {
                    addFieldValue(YEAR, (year == null || year > 0 ? yoeLong : Math.subtractExact(1, yoeLong)));
                }
            } else if (era.longValue() == 1L) {
                addFieldValue(YEAR, yoeLong);
            } else if (era.longValue() == 0L) {
                addFieldValue(YEAR, Math.subtractExact(1, yoeLong));
            } else {
                throw new DateTimeException("Invalid value for era: " + era);
            }
        } else if (fieldValues.containsKey(ERA)) {
            ERA.checkValidValue(fieldValues.get(ERA));
        }
        if (fieldValues.containsKey(YEAR)) {
            if (fieldValues.containsKey(MONTH_OF_YEAR)) {
                if (fieldValues.containsKey(DAY_OF_MONTH)) {
                    return resolveYMD();
                }
                if (fieldValues.containsKey(ALIGNED_WEEK_OF_MONTH)) {
                    if (fieldValues.containsKey(ALIGNED_DAY_OF_WEEK_IN_MONTH)) {
                        int y = YEAR.checkValidIntValue(remove(YEAR));
                        int moy = MONTH_OF_YEAR.checkValidIntValue(remove(MONTH_OF_YEAR));
                        int aw = ALIGNED_WEEK_OF_MONTH.checkValidIntValue(remove(ALIGNED_WEEK_OF_MONTH));
                        int ad = ALIGNED_DAY_OF_WEEK_IN_MONTH.checkValidIntValue(
                            remove(ALIGNED_DAY_OF_WEEK_IN_MONTH));
                        LocalDate d = LocalDate.of(y, moy, 1).plusDays((aw - 1) * 7L + (ad - 1));
                        if (resolverStyle == ResolverStyle.STRICT && d.getMonthValue() != moy) {
                            throw new DateTimeException("Strict mode rejected resolved date as it is in a different month");
                        }
                        return d;
                    }
                }
            }
            if (fieldValues.containsKey(DAY_OF_YEAR)) {
                int y = YEAR.checkValidIntValue(remove(YEAR));
                if (resolverStyle == ResolverStyle.LENIENT) {
                    long doy = remove(DAY_OF_YEAR);
                    return LocalDate.ofYearDay(y, 1).plusDays(Math.subtractExact(doy, 1));
                }
                int doy = DAY_OF_YEAR.checkValidIntValue(remove(DAY_OF_YEAR));
                return LocalDate.ofYearDay(y, doy);
            }
            if (fieldValues.containsKey(ALIGNED_WEEK_OF_YEAR)
                    && fieldValues.containsKey(ALIGNED_DAY_OF_WEEK_IN_YEAR)) {
                int y = YEAR.checkValidIntValue(remove(YEAR));
                int aw = ALIGNED_WEEK_OF_YEAR.checkValidIntValue(remove(ALIGNED_WEEK_OF_YEAR));
                int ad = ALIGNED_DAY_OF_WEEK_IN_YEAR.checkValidIntValue(remove(ALIGNED_DAY_OF_WEEK_IN_YEAR));
                return LocalDate.of(y, 1, 1).plusDays((aw - 1) * 7L + (ad - 1));
            }
        }
        return null;
    }

    private LocalDate resolveYMD() {
        if (resolverStyle == ResolverStyle.LENIENT) {
            int y = YEAR.checkValidIntValue(remove(YEAR));
            long months = Math.subtractExact(remove(MONTH_OF_YEAR), 1);
            long days = Math.subtractExact(remove(DAY_OF_MONTH), 1);
            return LocalDate.of(y, 1, 1).plusMonths(months).plusDays(days);
        }
        int y = YEAR.checkValidIntValue(remove(YEAR));
        int moy = MONTH_OF_YEAR.checkValidIntValue(remove(MONTH_OF_YEAR));
        int dom = DAY_OF_MONTH.checkValidIntValue(remove(DAY_OF_MONTH));
        if (resolverStyle == ResolverStyle.SMART) {
            if (moy == 4 || moy == 6 || moy == 9 || moy == 11) {
                dom = Math.min(dom, 30);
            } else if (moy == 2) {
                dom = Math.min(dom, java.time.Month.FEBRUARY.length(java.time.Year.isLeap(y)));
            }
        }
        return LocalDate.of(y, moy, dom);
    }

    private void addFieldValue(TemporalField field, long value) {
        Long old = fieldValues.get(field);
        if (old != null && old.longValue() != value) {
            throw new DateTimeException("Conflict found: " + field + " " + old + " differs from "
                + field + " " + value);
        }
        fieldValues.put(field, value);
    }

    private void resolveTimeFields() {
        if (fieldValues.containsKey(CLOCK_HOUR_OF_DAY)) {
            long ch = remove(CLOCK_HOUR_OF_DAY);
            if (resolverStyle == ResolverStyle.STRICT || (resolverStyle == ResolverStyle.SMART && ch != 0)) {
                CLOCK_HOUR_OF_DAY.checkValidValue(ch);
            }
            updateCheckConflict(CLOCK_HOUR_OF_DAY, HOUR_OF_DAY, ch == 24 ? 0 : ch);
        }
        if (fieldValues.containsKey(CLOCK_HOUR_OF_AMPM)) {
            long ch = remove(CLOCK_HOUR_OF_AMPM);
            if (resolverStyle == ResolverStyle.STRICT || (resolverStyle == ResolverStyle.SMART && ch != 0)) {
                CLOCK_HOUR_OF_AMPM.checkValidValue(ch);
            }
            updateCheckConflict(CLOCK_HOUR_OF_AMPM, HOUR_OF_AMPM, ch == 12 ? 0 : ch);
        }
        if (fieldValues.containsKey(AMPM_OF_DAY) && fieldValues.containsKey(HOUR_OF_AMPM)) {
            long ap = remove(AMPM_OF_DAY);
            long hap = remove(HOUR_OF_AMPM);
            if (resolverStyle == ResolverStyle.LENIENT) {
                updateCheckConflict(AMPM_OF_DAY, HOUR_OF_DAY, Math.addExact(Math.multiplyExact(ap, 12), hap));
            } else {
                AMPM_OF_DAY.checkValidValue(ap);
                HOUR_OF_AMPM.checkValidValue(hap);
                updateCheckConflict(AMPM_OF_DAY, HOUR_OF_DAY, ap * 12 + hap);
            }
        }
        if (dayPeriod != null && fieldValues.containsKey(HOUR_OF_AMPM)) {
            long hoap = remove(HOUR_OF_AMPM);
            if (resolverStyle != ResolverStyle.LENIENT) {
                HOUR_OF_AMPM.checkValidValue(hoap);
            }
            Long mohObj = fieldValues.get(MINUTE_OF_HOUR);
            long moh = mohObj != null ? Math.floorMod(mohObj, 60) : 0;
            long excessHours = dayPeriod.includes((Math.floorMod(hoap, 12) + 12) * 60 + moh) ? 12 : 0;
            updateCheckConflict(HOUR_OF_AMPM, HOUR_OF_DAY, Math.addExact(hoap, excessHours));
            dayPeriod = null;
        }
        if (fieldValues.containsKey(NANO_OF_DAY)) {
            long nod = remove(NANO_OF_DAY);
            if (resolverStyle != ResolverStyle.LENIENT) {
                NANO_OF_DAY.checkValidValue(nod);
            }
            updateCheckConflict(NANO_OF_DAY, HOUR_OF_DAY, nod / 3600_000_000_000L);
            updateCheckConflict(NANO_OF_DAY, MINUTE_OF_HOUR, (nod / 60_000_000_000L) % 60);
            updateCheckConflict(NANO_OF_DAY, SECOND_OF_MINUTE, (nod / 1_000_000_000L) % 60);
            updateCheckConflict(NANO_OF_DAY, NANO_OF_SECOND, nod % 1_000_000_000L);
        }
        if (fieldValues.containsKey(MICRO_OF_DAY)) {
            long cod = remove(MICRO_OF_DAY);
            if (resolverStyle != ResolverStyle.LENIENT) {
                MICRO_OF_DAY.checkValidValue(cod);
            }
            updateCheckConflict(MICRO_OF_DAY, SECOND_OF_DAY, cod / 1_000_000L);
            updateCheckConflict(MICRO_OF_DAY, MICRO_OF_SECOND, cod % 1_000_000L);
        }
        if (fieldValues.containsKey(MILLI_OF_DAY)) {
            long lod = remove(MILLI_OF_DAY);
            if (resolverStyle != ResolverStyle.LENIENT) {
                MILLI_OF_DAY.checkValidValue(lod);
            }
            updateCheckConflict(MILLI_OF_DAY, SECOND_OF_DAY, lod / 1_000);
            updateCheckConflict(MILLI_OF_DAY, MILLI_OF_SECOND, lod % 1_000);
        }
        if (fieldValues.containsKey(SECOND_OF_DAY)) {
            long sod = remove(SECOND_OF_DAY);
            if (resolverStyle != ResolverStyle.LENIENT) {
                SECOND_OF_DAY.checkValidValue(sod);
            }
            updateCheckConflict(SECOND_OF_DAY, HOUR_OF_DAY, sod / 3600);
            updateCheckConflict(SECOND_OF_DAY, MINUTE_OF_HOUR, (sod / 60) % 60);
            updateCheckConflict(SECOND_OF_DAY, SECOND_OF_MINUTE, sod % 60);
        }
        if (fieldValues.containsKey(MINUTE_OF_DAY)) {
            long mod = remove(MINUTE_OF_DAY);
            if (resolverStyle != ResolverStyle.LENIENT) {
                MINUTE_OF_DAY.checkValidValue(mod);
            }
            updateCheckConflict(MINUTE_OF_DAY, HOUR_OF_DAY, mod / 60);
            updateCheckConflict(MINUTE_OF_DAY, MINUTE_OF_HOUR, mod % 60);
        }
        if (fieldValues.containsKey(NANO_OF_SECOND)) {
            long nos = fieldValues.get(NANO_OF_SECOND);
            if (resolverStyle != ResolverStyle.LENIENT) {
                NANO_OF_SECOND.checkValidValue(nos);
            }
            if (fieldValues.containsKey(MICRO_OF_SECOND)) {
                long cos = remove(MICRO_OF_SECOND);
                if (resolverStyle != ResolverStyle.LENIENT) {
                    MICRO_OF_SECOND.checkValidValue(cos);
                }
                nos = cos * 1000 + (nos % 1000);
                updateCheckConflict(MICRO_OF_SECOND, NANO_OF_SECOND, nos);
            }
            if (fieldValues.containsKey(MILLI_OF_SECOND)) {
                long los = remove(MILLI_OF_SECOND);
                if (resolverStyle != ResolverStyle.LENIENT) {
                    MILLI_OF_SECOND.checkValidValue(los);
                }
                updateCheckConflict(MILLI_OF_SECOND, NANO_OF_SECOND, los * 1_000_000L + (nos % 1_000_000L));
            }
        }
        if (fieldValues.containsKey(MICRO_OF_SECOND)) {
            long cos = remove(MICRO_OF_SECOND);
            if (resolverStyle != ResolverStyle.LENIENT) {
                MICRO_OF_SECOND.checkValidValue(cos);
            }
            updateCheckConflict(MICRO_OF_SECOND, NANO_OF_SECOND, cos * 1000);
        } else if (fieldValues.containsKey(MILLI_OF_SECOND)) {
            long los = remove(MILLI_OF_SECOND);
            if (resolverStyle != ResolverStyle.LENIENT) {
                MILLI_OF_SECOND.checkValidValue(los);
            }
            updateCheckConflict(MILLI_OF_SECOND, NANO_OF_SECOND, los * 1_000_000L);
        }
        if (fieldValues.containsKey(HOUR_OF_DAY)) {
            Long hod = fieldValues.get(HOUR_OF_DAY);
            Long moh = fieldValues.get(MINUTE_OF_HOUR);
            Long som = fieldValues.get(SECOND_OF_MINUTE);
            Long nos = fieldValues.get(NANO_OF_SECOND);
            if ((moh == null && (som != null || nos != null)) || (moh != null && som == null && nos != null)) {
                return;
            }
            long mohVal = (moh != null ? moh : 0);
            long somVal = (som != null ? som : 0);
            long nosVal = (nos != null ? nos : 0);
            resolveTime(hod, mohVal, somVal, nosVal);
            fieldValues.remove(HOUR_OF_DAY);
            fieldValues.remove(MINUTE_OF_HOUR);
            fieldValues.remove(SECOND_OF_MINUTE);
            fieldValues.remove(NANO_OF_SECOND);
        }
    }

    private void resolveTime(long hod, long moh, long som, long nos) {
        if (resolverStyle == ResolverStyle.LENIENT) {
            long totalNanos = Math.multiplyExact(hod, 3600_000_000_000L);
            totalNanos = Math.addExact(totalNanos, Math.multiplyExact(moh, 60_000_000_000L));
            totalNanos = Math.addExact(totalNanos, Math.multiplyExact(som, 1_000_000_000L));
            totalNanos = Math.addExact(totalNanos, nos);
            int excessDays = (int) Math.floorDiv(totalNanos, 86400_000_000_000L);
            long nod = Math.floorMod(totalNanos, 86400_000_000_000L);
            updateCheckConflict(LocalTime.ofNanoOfDay(nod), Period.ofDays(excessDays));
        } else {
            int mohVal = MINUTE_OF_HOUR.checkValidIntValue(moh);
            int nosVal = NANO_OF_SECOND.checkValidIntValue(nos);
            if (resolverStyle == ResolverStyle.SMART && hod == 24 && mohVal == 0 && som == 0 && nosVal == 0) {
                updateCheckConflict(LocalTime.MIDNIGHT, Period.ofDays(1));
            } else {
                int hodVal = HOUR_OF_DAY.checkValidIntValue(hod);
                int somVal = SECOND_OF_MINUTE.checkValidIntValue(som);
                updateCheckConflict(LocalTime.of(hodVal, mohVal, somVal, nosVal), Period.ZERO);
            }
        }
    }

    /** A day period alone resolves to its midpoint (not in STRICT); a resolved time must lie in it. */
    private void resolveDayPeriodMidpoint() {
        if (dayPeriod == null) {
            return;
        }
        if (time == null && !fieldValues.containsKey(HOUR_OF_DAY) && !fieldValues.containsKey(MINUTE_OF_HOUR)
                && !fieldValues.containsKey(SECOND_OF_MINUTE) && !fieldValues.containsKey(NANO_OF_SECOND)
                && resolverStyle != ResolverStyle.STRICT) {
            long mid = dayPeriod.mid();
            resolveTime(mid / 60, mid % 60, 0, 0);
            dayPeriod = null;
            return;
        }
        if (time != null && resolverStyle != ResolverStyle.LENIENT
                && !dayPeriod.includes(time.toSecondOfDay() / 60)) {
            throw new DateTimeException("Conflict found: Resolved time " + time + " conflicts with " + dayPeriod);
        }
    }

    private void updateCheckConflict(LocalTime timeToSet, Period periodToSet) {
        if (time != null) {
            if (!time.equals(timeToSet)) {
                throw new DateTimeException("Conflict found: Fields resolved to different times: "
                    + time + " " + timeToSet);
            }
            if (!excessDays.isZero() && !periodToSet.isZero() && !excessDays.equals(periodToSet)) {
                throw new DateTimeException("Conflict found: Fields resolved to different excess periods: "
                    + excessDays + " " + periodToSet);
            }
            excessDays = periodToSet;
        } else {
            time = timeToSet;
            excessDays = periodToSet;
        }
    }

    private void resolvePeriod() {
        if (date != null && time != null && !excessDays.isZero()) {
            date = date.plus(excessDays);
            excessDays = Period.ZERO;
        }
    }

    private void crossCheck() {
        if (date != null) {
            crossCheck(date);
        }
        if (time != null) {
            crossCheck(time);
            if (date != null && fieldValues.size() > 0) {
                crossCheck(date.atTime(time));
            }
        }
    }

    private void crossCheck(TemporalAccessor target) {
        for (Iterator<Map.Entry<TemporalField, Long>> it = fieldValues.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<TemporalField, Long> entry = it.next();
            TemporalField field = entry.getKey();
            if (target.isSupported(field)) {
                long val1;
                try {
                    val1 = target.getLong(field);
                } catch (RuntimeException ex) {
                    continue;
                }
                long val2 = entry.getValue();
                if (val1 != val2) {
                    throw new DateTimeException("Conflict found: Field " + field + " " + val1
                        + " differs from " + field + " " + val2 + " derived from " + target);
                }
                it.remove();
            }
        }
    }

    private void resolveInstant() {
        if (date != null && time != null) {
            Long offsetSecs = fieldValues.get(OFFSET_SECONDS);
            if (offsetSecs != null) {
                ZoneOffset offset = ZoneOffset.ofTotalSeconds(offsetSecs.intValue());
                long instant = date.atTime(time).atZone(offset).toEpochSecond();
                fieldValues.put(INSTANT_SECONDS, instant);
            } else if (zone != null) {
                long instant = date.atTime(time).atZone(zone).toEpochSecond();
                fieldValues.put(INSTANT_SECONDS, instant);
            }
        }
    }

    @Override
    public String toString() {
        StringBuilder buf = new StringBuilder(64);
        buf.append(fieldValues).append(',').append(chrono);
        if (zone != null) {
            buf.append(',').append(zone);
        }
        if (date != null || time != null) {
            buf.append(" resolved to ");
            if (date != null) {
                buf.append(date);
                if (time != null) {
                    buf.append('T').append(time);
                }
            } else {
                buf.append(time);
            }
        }
        return buf.toString();
    }
}
