package java.time.temporal;

import java.io.Serializable;
import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.format.ResolverStyle;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static java.time.temporal.ChronoField.DAY_OF_MONTH;
import static java.time.temporal.ChronoField.DAY_OF_WEEK;
import static java.time.temporal.ChronoField.DAY_OF_YEAR;
import static java.time.temporal.ChronoField.EPOCH_DAY;
import static java.time.temporal.ChronoField.MONTH_OF_YEAR;
import static java.time.temporal.ChronoField.YEAR;
import static java.time.temporal.ChronoUnit.DAYS;
import static java.time.temporal.ChronoUnit.FOREVER;
import static java.time.temporal.ChronoUnit.MONTHS;
import static java.time.temporal.ChronoUnit.WEEKS;
import static java.time.temporal.ChronoUnit.YEARS;

/**
 * A week definition (first day of the week, minimal days in the first week) and the five
 * fields it defines, on ISO dates. Week 0 of a month or year holds the days before its first
 * week; a week-based year starts with the first week that has the minimal number of days.
 */
public final class WeekFields implements Serializable {
    private static final long serialVersionUID = -1177360819670808121L;

    private static final ConcurrentHashMap<String, WeekFields> CACHE = new ConcurrentHashMap<>(4, 0.75f, 2);

    public static final WeekFields ISO = new WeekFields(DayOfWeek.MONDAY, 4);
    public static final WeekFields SUNDAY_START = WeekFields.of(DayOfWeek.SUNDAY, 1);
    public static final TemporalUnit WEEK_BASED_YEARS = IsoFields.WEEK_BASED_YEARS;

    private final DayOfWeek firstDayOfWeek;
    private final int minimalDays;
    private final transient TemporalField dayOfWeek;
    private final transient TemporalField weekOfMonth;
    private final transient TemporalField weekOfYear;
    private final transient TemporalField weekOfWeekBasedYear;
    private final transient TemporalField weekBasedYear;

    private WeekFields(DayOfWeek firstDayOfWeek, int minimalDaysInFirstWeek) {
        if (firstDayOfWeek == null) {
            throw new NullPointerException("firstDayOfWeek");
        }
        if (minimalDaysInFirstWeek < 1 || minimalDaysInFirstWeek > 7) {
            throw new IllegalArgumentException("Minimal number of days is invalid");
        }
        this.firstDayOfWeek = firstDayOfWeek;
        this.minimalDays = minimalDaysInFirstWeek;
        this.dayOfWeek = new Field("DayOfWeek", this, DAYS, WEEKS, ValueRange.of(1, 7));
        this.weekOfMonth = new Field("WeekOfMonth", this, WEEKS, MONTHS, ValueRange.of(0, 1, 4, 6));
        this.weekOfYear = new Field("WeekOfYear", this, WEEKS, YEARS, ValueRange.of(0, 1, 52, 54));
        this.weekOfWeekBasedYear = new Field("WeekOfWeekBasedYear", this, WEEKS, IsoFields.WEEK_BASED_YEARS,
            ValueRange.of(1, 52, 53));
        this.weekBasedYear = new Field("WeekBasedYear", this, IsoFields.WEEK_BASED_YEARS, FOREVER,
            ChronoField.YEAR.range());
        CACHE.putIfAbsent(firstDayOfWeek.toString() + minimalDaysInFirstWeek, this);
    }

    public static WeekFields of(DayOfWeek firstDayOfWeek, int minimalDaysInFirstWeek) {
        if (firstDayOfWeek == null) {
            throw new NullPointerException("firstDayOfWeek");
        }
        WeekFields rules = CACHE.get(firstDayOfWeek.toString() + minimalDaysInFirstWeek);
        if (rules == null) {
            new WeekFields(firstDayOfWeek, minimalDaysInFirstWeek);
            rules = CACHE.get(firstDayOfWeek.toString() + minimalDaysInFirstWeek);
        }
        return rules;
    }

    /** The week definition of a locale's region (CLDR's, as HotSpot 17 has it). */
    public static WeekFields of(Locale locale) {
        if (locale == null) {
            throw new NullPointerException("locale");
        }
        String country = locale.getCountry();
        String rg = locale.getUnicodeLocaleType("rg");
        if (rg != null && rg.length() == 6 && rg.endsWith("zzzz")) {
            country = rg.substring(0, 2).toUpperCase(Locale.ROOT);
        }
        DayOfWeek first;
        int min;
        if (country.isEmpty()) {
            first = DayOfWeek.SUNDAY;
            min = 1;
        } else if (" AD AT AX BE BG CH CZ DE DK EE ES FI FJ FO FR GB GF GG GI GP GR HU IE IM IS IT JE LI LT LU MC MQ NL NO PL RE RU SE SJ SK SM VA "
                .contains(" " + country + " ")) {
            first = DayOfWeek.MONDAY;
            min = 4;
        } else if (" AG AS AU BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW "
                .contains(" " + country + " ")) {
            first = DayOfWeek.SUNDAY;
            min = 1;
        } else if (" AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY ".contains(" " + country + " ")) {
            first = DayOfWeek.SATURDAY;
            min = 1;
        } else if (country.equals("MV")) {
            first = DayOfWeek.FRIDAY;
            min = 1;
        } else if (country.equals("PT")) {
            first = DayOfWeek.SUNDAY;
            min = 4;
        } else {
            first = DayOfWeek.MONDAY;
            min = 1;
        }
        String fw = locale.getUnicodeLocaleType("fw");
        if (fw != null) {
            String[] names = {"mon", "tue", "wed", "thu", "fri", "sat", "sun"};
            for (int i = 0; i < 7; i++) {
                if (names[i].equals(fw)) {
                    first = DayOfWeek.of(i + 1);
                }
            }
        }
        return of(first, min);
    }

    public DayOfWeek getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDays;
    }

    public TemporalField dayOfWeek() {
        return dayOfWeek;
    }

    public TemporalField weekOfMonth() {
        return weekOfMonth;
    }

    public TemporalField weekOfYear() {
        return weekOfYear;
    }

    public TemporalField weekOfWeekBasedYear() {
        return weekOfWeekBasedYear;
    }

    public TemporalField weekBasedYear() {
        return weekBasedYear;
    }

    private Object readResolve() throws java.io.InvalidObjectException {
        try {
            return WeekFields.of(firstDayOfWeek, minimalDays);
        } catch (IllegalArgumentException iae) {
            throw new java.io.InvalidObjectException("Invalid serialized WeekFields: " + iae.getMessage());
        }
    }

    @Override
    public boolean equals(Object object) {
        if (this == object) {
            return true;
        }
        if (object instanceof WeekFields) {
            return hashCode() == object.hashCode();
        }
        return false;
    }

    @Override
    public int hashCode() {
        return firstDayOfWeek.ordinal() * 7 + minimalDays;
    }

    @Override
    public String toString() {
        return "WeekFields[" + firstDayOfWeek + ',' + minimalDays + ']';
    }

    // ----- week arithmetic ------------------------------------------------------------------

    /** The localized day-of-week (1 = the first day of the week) of an ISO day-of-week. */
    int localizedDow(int isoDow) {
        return Math.floorMod(isoDow - firstDayOfWeek.getValue(), 7) + 1;
    }

    /**
     * Where week 1 starts relative to day 1 of the month or year (zero-based; negative when
     * day 1 falls in week 1 after its start), given a day number and its localized day-of-week.
     */
    int weekStartOffset(int day, int ldow) {
        int leading = Math.floorMod(day - ldow, 7);
        return leading >= minimalDays ? 7 - leading : -leading;
    }

    static int weekNumber(int offset, int day) {
        return (7 + offset + (day - 1)) / 7;
    }

    private static LocalDate date(TemporalAccessor t) {
        return LocalDate.ofEpochDay(t.getLong(EPOCH_DAY));
    }

    /** {week-based year, week of week-based year} of a date. */
    int[] weekBasedYearAndWeek(LocalDate d) {
        int ldow = localizedDow(d.getDayOfWeek().getValue());
        int doy = d.getDayOfYear();
        int year = d.getYear();
        int offset = weekStartOffset(doy, ldow);
        int week = weekNumber(offset, doy);
        if (week == 0) {
            int prevLen = LocalDate.of(year - 1, 1, 1).lengthOfYear();
            int day = doy + prevLen;
            return new int[] {year - 1, weekNumber(weekStartOffset(day, ldow), day)};
        }
        int newYearWeek = weekNumber(offset, d.lengthOfYear() + minimalDays);
        if (week >= newYearWeek) {
            return new int[] {year + 1, week - newYearWeek + 1};
        }
        return new int[] {year, week};
    }

    /** The date of a week-based year, week (clamped to the year's last) and localized dow. */
    LocalDate ofWeekBasedYear(int wby, int wowby, int ldow) {
        LocalDate jan1 = LocalDate.of(wby, 1, 1);
        int offset = weekStartOffset(1, localizedDow(jan1.getDayOfWeek().getValue()));
        int newYearWeek = weekNumber(offset, jan1.lengthOfYear() + minimalDays);
        wowby = Math.min(wowby, newYearWeek - 1);
        long days = -offset + (ldow - 1) + (wowby - 1) * 7L;
        return jan1.plusDays(days);
    }

    private static final class Field implements TemporalField {
        private final String name;
        private final WeekFields def;
        private final TemporalUnit baseUnit;
        private final TemporalUnit rangeUnit;
        private final ValueRange range;

        Field(String name, WeekFields def, TemporalUnit baseUnit, TemporalUnit rangeUnit, ValueRange range) {
            this.name = name;
            this.def = def;
            this.baseUnit = baseUnit;
            this.rangeUnit = rangeUnit;
            this.range = range;
        }

        private int ldow(TemporalAccessor t) {
            return def.localizedDow(t.get(DAY_OF_WEEK));
        }

        private int weekIn(TemporalAccessor t, ChronoField dayField) {
            int ldow = ldow(t);
            int day = t.get(dayField);
            return weekNumber(def.weekStartOffset(day, ldow), day);
        }

        @Override
        public long getFrom(TemporalAccessor t) {
            if (rangeUnit == WEEKS) {
                return ldow(t);
            } else if (rangeUnit == MONTHS) {
                return weekIn(t, DAY_OF_MONTH);
            } else if (rangeUnit == YEARS) {
                return weekIn(t, DAY_OF_YEAR);
            } else if (rangeUnit == IsoFields.WEEK_BASED_YEARS) {
                ldow(t);
                return def.weekBasedYearAndWeek(date(t))[1];
            } else {
                ldow(t);
                return def.weekBasedYearAndWeek(date(t))[0];
            }
        }

        @SuppressWarnings("unchecked")
        @Override
        public <R extends Temporal> R adjustInto(R temporal, long newValue) {
            int newVal = range.checkValidIntValue(newValue, this);
            int currentVal = temporal.get(this);
            if (newVal == currentVal) {
                return temporal;
            }
            if (rangeUnit == FOREVER) {
                int ldow = temporal.get(def.dayOfWeek);
                int wowby = temporal.get(def.weekOfWeekBasedYear);
                return (R) def.ofWeekBasedYear((int) newValue, wowby, ldow);
            }
            return (R) temporal.plus(newVal - currentVal, baseUnit);
        }

        @Override
        public TemporalAccessor resolve(Map<TemporalField, Long> fieldValues, TemporalAccessor partialTemporal,
                ResolverStyle resolverStyle) {
            final long value = fieldValues.get(this);
            final int newValue = Math.toIntExact(value);
            if (rangeUnit == WEEKS) {
                final int checked = range.checkValidIntValue(value, this);
                final int startDow = def.firstDayOfWeek.getValue();
                long isoDow = Math.floorMod((startDow - 1) + (checked - 1), 7) + 1;
                fieldValues.remove(this);
                fieldValues.put(DAY_OF_WEEK, isoDow);
                return null;
            }
            if (!fieldValues.containsKey(DAY_OF_WEEK)) {
                return null;
            }
            int isoDow = DAY_OF_WEEK.checkValidIntValue(fieldValues.get(DAY_OF_WEEK));
            int ldow = def.localizedDow(isoDow);
            if (fieldValues.containsKey(YEAR)) {
                int year = YEAR.checkValidIntValue(fieldValues.get(YEAR));
                if (rangeUnit == MONTHS && fieldValues.containsKey(MONTH_OF_YEAR)) {
                    long month = fieldValues.get(MONTH_OF_YEAR);
                    LocalDate d;
                    if (resolverStyle == ResolverStyle.LENIENT) {
                        d = LocalDate.of(year, 1, 1).plusMonths(Math.subtractExact(month, 1));
                        long weeks = Math.subtractExact(value, getFrom(d));
                        int days = ldow - ldow(d);
                        d = d.plusDays(Math.addExact(Math.multiplyExact(weeks, 7), days));
                    } else {
                        int m = MONTH_OF_YEAR.checkValidIntValue(month);
                        d = LocalDate.of(year, m, 1);
                        int wom = range.checkValidIntValue(value, this);
                        int weeks = (int) (wom - getFrom(d));
                        int days = ldow - ldow(d);
                        d = d.plusDays(weeks * 7L + days);
                        if (resolverStyle == ResolverStyle.STRICT && d.getLong(MONTH_OF_YEAR) != month) {
                            throw new DateTimeException("Strict mode rejected resolved date as it is in a different month");
                        }
                    }
                    fieldValues.remove(this);
                    fieldValues.remove(YEAR);
                    fieldValues.remove(MONTH_OF_YEAR);
                    fieldValues.remove(DAY_OF_WEEK);
                    return d;
                }
                if (rangeUnit == YEARS) {
                    LocalDate d = LocalDate.of(year, 1, 1);
                    if (resolverStyle == ResolverStyle.LENIENT) {
                        long weeks = Math.subtractExact(value, getFrom(d));
                        int days = ldow - ldow(d);
                        d = d.plusDays(Math.addExact(Math.multiplyExact(weeks, 7), days));
                    } else {
                        int woy = range.checkValidIntValue(value, this);
                        int weeks = (int) (woy - getFrom(d));
                        int days = ldow - ldow(d);
                        d = d.plusDays(weeks * 7L + days);
                        if (resolverStyle == ResolverStyle.STRICT && d.getLong(YEAR) != year) {
                            throw new DateTimeException("Strict mode rejected resolved date as it is in a different year");
                        }
                    }
                    fieldValues.remove(this);
                    fieldValues.remove(YEAR);
                    fieldValues.remove(DAY_OF_WEEK);
                    return d;
                }
            } else if ((rangeUnit == IsoFields.WEEK_BASED_YEARS || rangeUnit == FOREVER)
                    && fieldValues.containsKey(def.weekBasedYear)
                    && fieldValues.containsKey(def.weekOfWeekBasedYear)) {
                Field wbyField = (Field) def.weekBasedYear;
                Field wowbyField = (Field) def.weekOfWeekBasedYear;
                int wby = wbyField.range.checkValidIntValue(fieldValues.get(wbyField), wbyField);
                LocalDate d;
                if (resolverStyle == ResolverStyle.LENIENT) {
                    d = def.ofWeekBasedYear(wby, 1, ldow);
                    long wowby = fieldValues.get(wowbyField);
                    d = d.plusWeeks(Math.subtractExact(wowby, 1));
                } else {
                    int wowby = wowbyField.range.checkValidIntValue(fieldValues.get(wowbyField), wowbyField);
                    d = def.ofWeekBasedYear(wby, wowby, ldow);
                    if (resolverStyle == ResolverStyle.STRICT && def.weekBasedYearAndWeek(d)[0] != wby) {
                        throw new DateTimeException(
                            "Strict mode rejected resolved date as it is in a different week-based-year");
                    }
                }
                fieldValues.remove(this);
                fieldValues.remove(wbyField);
                fieldValues.remove(wowbyField);
                fieldValues.remove(DAY_OF_WEEK);
                return d;
            }
            return null;
        }

        @Override
        public String getDisplayName(Locale locale) {
            if (locale == null) {
                throw new NullPointerException("locale");
            }
            if (rangeUnit == YEARS) {
                String n = weekName(locale.getLanguage());
                if (n != null) {
                    return n;
                }
            }
            return name;
        }

        /** CLDR's name of the "week" field, as HotSpot 17 gives it. */
        private static String weekName(String lang) {
            switch (lang) {
                case "":
                    return "Week";
                case "en":
                    return "week";
                case "de":
                    return "Woche";
                case "fr":
                    return "semaine";
                case "es":
                    return "semana";
                case "it":
                    return "settimana";
                case "pt":
                    return "semana";
                case "ja":
                    return "\u9031";
                case "zh":
                    return "\u5468";
                case "tr":
                    return "hafta";
                default:
                    return null;
            }
        }

        @Override
        public TemporalUnit getBaseUnit() {
            return baseUnit;
        }

        @Override
        public TemporalUnit getRangeUnit() {
            return rangeUnit;
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
        public boolean isSupportedBy(TemporalAccessor t) {
            if (t.isSupported(DAY_OF_WEEK)) {
                if (rangeUnit == WEEKS) {
                    return true;
                } else if (rangeUnit == MONTHS) {
                    return t.isSupported(DAY_OF_MONTH);
                } else if (rangeUnit == YEARS) {
                    return t.isSupported(DAY_OF_YEAR);
                } else {
                    return t.isSupported(EPOCH_DAY);
                }
            }
            return false;
        }

        @Override
        public ValueRange rangeRefinedBy(TemporalAccessor t) {
            if (rangeUnit == WEEKS) {
                return range;
            } else if (rangeUnit == MONTHS) {
                return rangeByWeek(t, DAY_OF_MONTH);
            } else if (rangeUnit == YEARS) {
                return rangeByWeek(t, DAY_OF_YEAR);
            } else if (rangeUnit == IsoFields.WEEK_BASED_YEARS) {
                ldow(t);
                int[] yw = def.weekBasedYearAndWeek(date(t));
                LocalDate jan1 = LocalDate.of(yw[0], 1, 1);
                int offset = def.weekStartOffset(1, def.localizedDow(jan1.getDayOfWeek().getValue()));
                return ValueRange.of(1, weekNumber(offset, jan1.lengthOfYear() + def.minimalDays) - 1);
            } else {
                return range;
            }
        }

        private ValueRange rangeByWeek(TemporalAccessor t, ChronoField dayField) {
            int ldow = ldow(t);
            int offset = def.weekStartOffset(t.get(dayField), ldow);
            ValueRange fieldRange = t.range(dayField);
            return ValueRange.of(weekNumber(offset, (int) fieldRange.getMinimum()),
                weekNumber(offset, (int) fieldRange.getMaximum()));
        }

        @Override
        public String toString() {
            return name + "[" + def.toString() + "]";
        }
    }
}
