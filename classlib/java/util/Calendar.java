package java.util;

import java.io.Serializable;
import java.text.DateFormatSymbols;
import java.time.Instant;

/**
 * The legacy calendar: a millisecond time and the fields it splits into in a time zone.
 * Fields set by the caller are resolved (most recently set combination first, as the JDK
 * documents) when the time is next needed. The only calendar system is GregorianCalendar.
 */
public abstract class Calendar implements Serializable, Cloneable, Comparable<Calendar> {
    private static final long serialVersionUID = -1807547505821590642L;

    public static final int ERA = 0;
    public static final int YEAR = 1;
    public static final int MONTH = 2;
    public static final int WEEK_OF_YEAR = 3;
    public static final int WEEK_OF_MONTH = 4;
    public static final int DATE = 5;
    public static final int DAY_OF_MONTH = 5;
    public static final int DAY_OF_YEAR = 6;
    public static final int DAY_OF_WEEK = 7;
    public static final int DAY_OF_WEEK_IN_MONTH = 8;
    public static final int AM_PM = 9;
    public static final int HOUR = 10;
    public static final int HOUR_OF_DAY = 11;
    public static final int MINUTE = 12;
    public static final int SECOND = 13;
    public static final int MILLISECOND = 14;
    public static final int ZONE_OFFSET = 15;
    public static final int DST_OFFSET = 16;
    public static final int FIELD_COUNT = 17;

    public static final int SUNDAY = 1;
    public static final int MONDAY = 2;
    public static final int TUESDAY = 3;
    public static final int WEDNESDAY = 4;
    public static final int THURSDAY = 5;
    public static final int FRIDAY = 6;
    public static final int SATURDAY = 7;

    public static final int JANUARY = 0;
    public static final int FEBRUARY = 1;
    public static final int MARCH = 2;
    public static final int APRIL = 3;
    public static final int MAY = 4;
    public static final int JUNE = 5;
    public static final int JULY = 6;
    public static final int AUGUST = 7;
    public static final int SEPTEMBER = 8;
    public static final int OCTOBER = 9;
    public static final int NOVEMBER = 10;
    public static final int DECEMBER = 11;
    public static final int UNDECIMBER = 12;

    public static final int AM = 0;
    public static final int PM = 1;

    public static final int ALL_STYLES = 0;
    static final int STANDALONE_MASK = 0x8000;
    public static final int SHORT = 1;
    public static final int LONG = 2;
    public static final int NARROW_FORMAT = 4;
    public static final int NARROW_STANDALONE = NARROW_FORMAT | STANDALONE_MASK;
    public static final int SHORT_FORMAT = 1;
    public static final int LONG_FORMAT = 2;
    public static final int SHORT_STANDALONE = SHORT | STANDALONE_MASK;
    public static final int LONG_STANDALONE = LONG | STANDALONE_MASK;

    static final String[] FIELD_NAME = {
        "ERA", "YEAR", "MONTH", "WEEK_OF_YEAR", "WEEK_OF_MONTH", "DAY_OF_MONTH",
        "DAY_OF_YEAR", "DAY_OF_WEEK", "DAY_OF_WEEK_IN_MONTH", "AM_PM", "HOUR",
        "HOUR_OF_DAY", "MINUTE", "SECOND", "MILLISECOND", "ZONE_OFFSET", "DST_OFFSET"
    };

    /** Stamps: a field never set, set by computeFields, or set by the caller (increasing). */
    static final int UNSET = 0;
    static final int COMPUTED = 1;
    static final int MINIMUM_USER_STAMP = 2;

    protected int[] fields;
    protected boolean[] isSet;
    protected long time;
    protected boolean isTimeSet;
    protected boolean areFieldsSet;

    transient int[] stamp;
    transient boolean areAllFieldsSet;
    private boolean lenient = true;
    private TimeZone zone;
    private int firstDayOfWeek;
    private int minimalDaysInFirstWeek;
    private int nextStamp = MINIMUM_USER_STAMP;
    /* Always 1 here and on the stream (the JDK's current version). */
    private int serialVersionOnStream = 1;

    /**
     * The JDK's serial form: the fields (fields, isSet, time computed first when unset, the
     * flags, zone, week data, nextStamp, serialVersionOnStream), then an object: the JDK writes
     * its sun.util.calendar.ZoneInfo there (and the zone's last rule as a SimpleTimeZone in the
     * zone field); this library has no such class, so it writes null, as the JDK does for any
     * other zone.  Byte for byte the JDK's when the zone is a SimpleTimeZone.
     */
    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        if (!isTimeSet) {
            try {
                updateTime();
            } catch (IllegalArgumentException e) {
                /* a non-lenient calendar with a bad field: written with the time unset */
            }
        }
        s.defaultWriteObject();
        s.writeObject(null);
    }

    /**
     * Restores what the stream leaves out: the stamps (a set field as computed), as the JDK
     * does.  The object after the fields (the JDK's ZoneInfo, of a class this library does not
     * have) is not read: the zone field (the JDK's SimpleTimeZone equivalent) is used.
     */
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (fields == null || fields.length != FIELD_COUNT)
            fields = new int[FIELD_COUNT];
        if (isSet == null || isSet.length != FIELD_COUNT)
            isSet = new boolean[FIELD_COUNT];
        stamp = new int[FIELD_COUNT];
        for (int i = 0; i < FIELD_COUNT; i++)
            stamp[i] = isSet[i] ? COMPUTED : UNSET;
        serialVersionOnStream = 1;
        if (zone == null)
            zone = TimeZone.getDefaultRef();
    }

    protected Calendar() {
        this(TimeZone.getDefaultRef(), Locale.getDefault(Locale.Category.FORMAT));
    }

    protected Calendar(TimeZone zone, Locale aLocale) {
        fields = new int[FIELD_COUNT];
        isSet = new boolean[FIELD_COUNT];
        stamp = new int[FIELD_COUNT];
        this.zone = zone;
        setWeekCountData(aLocale);
    }

    private void setWeekCountData(Locale locale) {
        String country = locale.getCountry();
        String lang = locale.getLanguage();
        if (country.isEmpty()) {
            switch (lang) {
                case "de":
                case "fr":
                case "it":
                case "es":
                case "nl":
                case "sv":
                case "da":
                case "fi":
                case "no":
                case "nb":
                case "pl":
                case "cs":
                case "hu":
                case "ru":
                    country = "DE";
                    break;
                case "tr":
                case "zh":
                case "uk":
                    country = "TR";
                    break;
                case "pt":
                    country = "BR";
                    break;
                default:
                    country = "US";
                    break;
            }
        }
        switch (country) {
            case "US":
            case "CA":
            case "BR":
            case "JP":
            case "MX":
            case "IL":
            case "KR":
            case "TW":
            case "HK":
            case "IN":
            case "PH":
            case "ZA":
            case "AU":
            case "":
                firstDayOfWeek = SUNDAY;
                minimalDaysInFirstWeek = 1;
                break;
            case "TR":
            case "CN":
            case "UA":
                firstDayOfWeek = MONDAY;
                minimalDaysInFirstWeek = 1;
                break;
            case "PT":
                firstDayOfWeek = SUNDAY;
                minimalDaysInFirstWeek = 4;
                break;
            default:
                firstDayOfWeek = MONDAY;
                minimalDaysInFirstWeek = 4;
                break;
        }
        if (locale.getLanguage().isEmpty() && locale.getCountry().isEmpty()) {
            firstDayOfWeek = MONDAY;
            minimalDaysInFirstWeek = 1;
        }
    }

    public static Calendar getInstance() {
        return new GregorianCalendar();
    }

    public static Calendar getInstance(TimeZone zone) {
        return new GregorianCalendar(zone);
    }

    public static Calendar getInstance(Locale aLocale) {
        return new GregorianCalendar(aLocale);
    }

    public static Calendar getInstance(TimeZone zone, Locale aLocale) {
        return new GregorianCalendar(zone, aLocale);
    }

    public static synchronized Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public static Set<String> getAvailableCalendarTypes() {
        return Collections.singleton("gregory");
    }

    public String getCalendarType() {
        return getClass().getName();
    }

    protected abstract void computeTime();

    protected abstract void computeFields();

    public final Date getTime() {
        return new Date(getTimeInMillis());
    }

    public final void setTime(Date date) {
        if (date == null) {
            throw new NullPointerException();
        }
        setTimeInMillis(date.getTime());
    }

    public long getTimeInMillis() {
        if (!isTimeSet) {
            updateTime();
        }
        return time;
    }

    public void setTimeInMillis(long millis) {
        if (time == millis && isTimeSet && areFieldsSet && areAllFieldsSet) {
            return;
        }
        time = millis;
        isTimeSet = true;
        areFieldsSet = false;
        computeFields();
        areAllFieldsSet = areFieldsSet = true;
    }

    public int get(int field) {
        complete();
        return internalGet(field);
    }

    protected final int internalGet(int field) {
        return fields[field];
    }

    final void internalSet(int field, int value) {
        fields[field] = value;
    }

    public void set(int field, int value) {
        if (areFieldsSet && !areAllFieldsSet) {
            computeFields();
        }
        internalSet(field, value);
        isTimeSet = false;
        areFieldsSet = false;
        isSet[field] = true;
        stamp[field] = nextStamp++;
        if (nextStamp == Integer.MAX_VALUE) {
            adjustStamp();
        }
    }

    public final void set(int year, int month, int date) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
    }

    public final void set(int year, int month, int date, int hourOfDay, int minute, int second) {
        set(YEAR, year);
        set(MONTH, month);
        set(DATE, date);
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
    }

    public final void clear() {
        for (int i = 0; i < fields.length; i++) {
            stamp[i] = fields[i] = 0;
            isSet[i] = false;
        }
        areAllFieldsSet = areFieldsSet = false;
        isTimeSet = false;
    }

    public final void clear(int field) {
        fields[field] = 0;
        stamp[field] = UNSET;
        isSet[field] = false;
        areAllFieldsSet = areFieldsSet = false;
        isTimeSet = false;
    }

    public final boolean isSet(int field) {
        return stamp[field] != UNSET;
    }

    public String getDisplayName(int field, int style, Locale locale) {
        if (style == ALL_STYLES) {
            style = SHORT;
        }
        String[] names = names(field, style, locale);
        if (names == null) {
            return null;
        }
        int value = get(field);
        return value >= 0 && value < names.length ? names[value] : null;
    }

    public Map<String, Integer> getDisplayNames(int field, int style, Locale locale) {
        int[] styles = style == ALL_STYLES ? new int[] {SHORT, LONG} : new int[] {style};
        Map<String, Integer> map = new HashMap<>();
        boolean any = false;
        for (int s : styles) {
            String[] names = names(field, s, locale);
            if (names == null) {
                continue;
            }
            any = true;
            for (int i = 0; i < names.length; i++) {
                if (names[i] != null && !names[i].isEmpty()) {
                    map.put(names[i], i);
                }
            }
        }
        return any ? map : null;
    }

    private static String[] names(int field, int style, Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        DateFormatSymbols symbols = DateFormatSymbols.getInstance(locale);
        boolean isLong = (style & ~STANDALONE_MASK) == LONG;
        switch (field) {
            case ERA:
                return symbols.getEras();
            case MONTH:
                return isLong ? symbols.getMonths() : symbols.getShortMonths();
            case DAY_OF_WEEK:
                return isLong ? symbols.getWeekdays() : symbols.getShortWeekdays();
            case AM_PM:
                return symbols.getAmPmStrings();
            default:
                return null;
        }
    }

    protected void complete() {
        if (!isTimeSet) {
            updateTime();
        }
        if (!areFieldsSet || !areAllFieldsSet) {
            computeFields();
            areAllFieldsSet = areFieldsSet = true;
        }
    }

    private void updateTime() {
        computeTime();
        isTimeSet = true;
    }

    /** Marks every field as computed (called by computeFields). */
    final void setFieldsComputed() {
        for (int i = 0; i < FIELD_COUNT; i++) {
            stamp[i] = COMPUTED;
            isSet[i] = true;
        }
        areFieldsSet = areAllFieldsSet = true;
    }

    private void adjustStamp() {
        int max = MINIMUM_USER_STAMP;
        int newStamp = MINIMUM_USER_STAMP;
        for (;;) {
            int min = Integer.MAX_VALUE;
            for (int v : stamp) {
                if (v >= newStamp && min > v) {
                    min = v;
                }
                if (max < v) {
                    max = v;
                }
            }
            if (max != min && min == Integer.MAX_VALUE) {
                break;
            }
            for (int i = 0; i < stamp.length; i++) {
                if (stamp[i] == min) {
                    stamp[i] = newStamp;
                }
            }
            newStamp++;
            if (min == max) {
                break;
            }
        }
        nextStamp = newStamp;
    }

    static int aggregateStamp(int stamp1, int stamp2) {
        if (stamp1 == UNSET || stamp2 == UNSET) {
            return UNSET;
        }
        return (stamp1 > stamp2) ? stamp1 : stamp2;
    }

    static final int ERA_MASK = (1 << ERA);
    static final int YEAR_MASK = (1 << YEAR);
    static final int MONTH_MASK = (1 << MONTH);
    static final int WEEK_OF_YEAR_MASK = (1 << WEEK_OF_YEAR);
    static final int WEEK_OF_MONTH_MASK = (1 << WEEK_OF_MONTH);
    static final int DAY_OF_MONTH_MASK = (1 << DAY_OF_MONTH);
    static final int DAY_OF_YEAR_MASK = (1 << DAY_OF_YEAR);
    static final int DAY_OF_WEEK_MASK = (1 << DAY_OF_WEEK);
    static final int DAY_OF_WEEK_IN_MONTH_MASK = (1 << DAY_OF_WEEK_IN_MONTH);
    static final int AM_PM_MASK = (1 << AM_PM);
    static final int HOUR_MASK = (1 << HOUR);
    static final int HOUR_OF_DAY_MASK = (1 << HOUR_OF_DAY);
    static final int MINUTE_MASK = (1 << MINUTE);
    static final int SECOND_MASK = (1 << SECOND);
    static final int MILLISECOND_MASK = (1 << MILLISECOND);
    static final int ZONE_OFFSET_MASK = (1 << ZONE_OFFSET);
    static final int DST_OFFSET_MASK = (1 << DST_OFFSET);

    /**
     * Which fields determine the time: the date combination whose fields were set most
     * recently, the hour of day or the am/pm hour, and the rest if set.
     */
    final int selectFields() {
        int fieldMask = YEAR_MASK;
        if (stamp[ERA] != UNSET) {
            fieldMask |= ERA_MASK;
        }
        int dowStamp = stamp[DAY_OF_WEEK];
        int monthStamp = stamp[MONTH];
        int domStamp = stamp[DAY_OF_MONTH];
        int womStamp = aggregateStamp(stamp[WEEK_OF_MONTH], dowStamp);
        int dowimStamp = aggregateStamp(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
        int doyStamp = stamp[DAY_OF_YEAR];
        int woyStamp = aggregateStamp(stamp[WEEK_OF_YEAR], dowStamp);
        int bestStamp = domStamp;
        bestStamp = Math.max(bestStamp, womStamp);
        bestStamp = Math.max(bestStamp, dowimStamp);
        bestStamp = Math.max(bestStamp, doyStamp);
        bestStamp = Math.max(bestStamp, woyStamp);
        if (bestStamp == UNSET) {
            womStamp = stamp[WEEK_OF_MONTH];
            dowimStamp = Math.max(stamp[DAY_OF_WEEK_IN_MONTH], dowStamp);
            woyStamp = stamp[WEEK_OF_YEAR];
            bestStamp = Math.max(Math.max(womStamp, dowimStamp), woyStamp);
            if (bestStamp == UNSET) {
                bestStamp = domStamp = monthStamp;
            }
        }
        if (bestStamp == domStamp
                || (bestStamp == womStamp && stamp[WEEK_OF_MONTH] >= stamp[WEEK_OF_YEAR])
                || (bestStamp == dowimStamp && stamp[DAY_OF_WEEK_IN_MONTH] >= stamp[WEEK_OF_YEAR])) {
            fieldMask |= MONTH_MASK;
            if (bestStamp == domStamp) {
                fieldMask |= DAY_OF_MONTH_MASK;
            } else {
                if (dowStamp != UNSET) {
                    fieldMask |= DAY_OF_WEEK_MASK;
                }
                if (womStamp == dowimStamp) {
                    if (stamp[WEEK_OF_MONTH] >= stamp[DAY_OF_WEEK_IN_MONTH]) {
                        fieldMask |= WEEK_OF_MONTH_MASK;
                    } else {
                        fieldMask |= DAY_OF_WEEK_IN_MONTH_MASK;
                    }
                } else if (bestStamp == womStamp) {
                    fieldMask |= WEEK_OF_MONTH_MASK;
                } else if (stamp[DAY_OF_WEEK_IN_MONTH] != UNSET) {
                    fieldMask |= DAY_OF_WEEK_IN_MONTH_MASK;
                }
            }
        } else {
            if (bestStamp == doyStamp) {
                fieldMask |= DAY_OF_YEAR_MASK;
            } else {
                if (dowStamp != UNSET) {
                    fieldMask |= DAY_OF_WEEK_MASK;
                }
                fieldMask |= WEEK_OF_YEAR_MASK;
            }
        }
        int hourOfDayStamp = stamp[HOUR_OF_DAY];
        int hourStamp = aggregateStamp(stamp[HOUR], stamp[AM_PM]);
        bestStamp = (hourStamp > hourOfDayStamp) ? hourStamp : hourOfDayStamp;
        if (bestStamp == UNSET) {
            bestStamp = Math.max(stamp[HOUR], stamp[AM_PM]);
        }
        if (bestStamp != UNSET) {
            if (bestStamp == hourOfDayStamp) {
                fieldMask |= HOUR_OF_DAY_MASK;
            } else {
                fieldMask |= HOUR_MASK;
                if (stamp[AM_PM] != UNSET) {
                    fieldMask |= AM_PM_MASK;
                }
            }
        }
        if (stamp[MINUTE] != UNSET) {
            fieldMask |= MINUTE_MASK;
        }
        if (stamp[SECOND] != UNSET) {
            fieldMask |= SECOND_MASK;
        }
        if (stamp[MILLISECOND] != UNSET) {
            fieldMask |= MILLISECOND_MASK;
        }
        if (stamp[ZONE_OFFSET] >= MINIMUM_USER_STAMP) {
            fieldMask |= ZONE_OFFSET_MASK;
        }
        if (stamp[DST_OFFSET] >= MINIMUM_USER_STAMP) {
            fieldMask |= DST_OFFSET_MASK;
        }
        return fieldMask;
    }

    static boolean isFieldSet(int fieldMask, int field) {
        return (fieldMask & (1 << field)) != 0;
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Calendar)) {
            return false;
        }
        Calendar that = (Calendar) obj;
        return getTimeInMillis() == that.getTimeInMillis() && lenient == that.lenient
            && firstDayOfWeek == that.firstDayOfWeek
            && minimalDaysInFirstWeek == that.minimalDaysInFirstWeek && zone.equals(that.zone);
    }

    public int hashCode() {
        int otheritems = (lenient ? 1 : 0) | (firstDayOfWeek << 1) | (minimalDaysInFirstWeek << 4)
            | (zone.hashCode() << 7);
        long t = getTimeInMillis();
        return (int) t ^ (int) (t >> 32) ^ otheritems;
    }

    public boolean before(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) < 0;
    }

    public boolean after(Object when) {
        return when instanceof Calendar && compareTo((Calendar) when) > 0;
    }

    @Override
    public int compareTo(Calendar anotherCalendar) {
        return Long.compare(getTimeInMillis(), anotherCalendar.getTimeInMillis());
    }

    public abstract void add(int field, int amount);

    public abstract void roll(int field, boolean up);

    public void roll(int field, int amount) {
        while (amount > 0) {
            roll(field, true);
            amount--;
        }
        while (amount < 0) {
            roll(field, false);
            amount++;
        }
    }

    public void setTimeZone(TimeZone value) {
        zone = value;
        areAllFieldsSet = areFieldsSet = false;
    }

    public TimeZone getTimeZone() {
        return zone;
    }

    public void setLenient(boolean lenient) {
        this.lenient = lenient;
    }

    public boolean isLenient() {
        return lenient;
    }

    public void setFirstDayOfWeek(int value) {
        if (firstDayOfWeek == value) {
            return;
        }
        firstDayOfWeek = value;
        invalidateWeekFields();
    }

    public int getFirstDayOfWeek() {
        return firstDayOfWeek;
    }

    public void setMinimalDaysInFirstWeek(int value) {
        if (minimalDaysInFirstWeek == value) {
            return;
        }
        minimalDaysInFirstWeek = value;
        invalidateWeekFields();
    }

    public int getMinimalDaysInFirstWeek() {
        return minimalDaysInFirstWeek;
    }

    private void invalidateWeekFields() {
        if (stamp[WEEK_OF_MONTH] != COMPUTED && stamp[WEEK_OF_YEAR] != COMPUTED) {
            return;
        }
        /* The computed week fields take the new week rule's values (found on a copy without
         * them); every other field, and whether the fields are set, stays as it was. */
        Calendar copy = (Calendar) clone();
        copy.setLenient(true);
        copy.clear(WEEK_OF_MONTH);
        copy.clear(WEEK_OF_YEAR);
        if (stamp[WEEK_OF_MONTH] == COMPUTED) {
            fields[WEEK_OF_MONTH] = copy.get(WEEK_OF_MONTH);
        }
        if (stamp[WEEK_OF_YEAR] == COMPUTED) {
            fields[WEEK_OF_YEAR] = copy.get(WEEK_OF_YEAR);
        }
    }

    public boolean isWeekDateSupported() {
        return false;
    }

    public int getWeekYear() {
        throw new UnsupportedOperationException();
    }

    public void setWeekDate(int weekYear, int weekOfYear, int dayOfWeek) {
        throw new UnsupportedOperationException();
    }

    public int getWeeksInWeekYear() {
        throw new UnsupportedOperationException();
    }

    public abstract int getMinimum(int field);

    public abstract int getMaximum(int field);

    public abstract int getGreatestMinimum(int field);

    public abstract int getLeastMaximum(int field);

    public int getActualMinimum(int field) {
        return getMinimum(field);
    }

    public int getActualMaximum(int field) {
        return getMaximum(field);
    }

    @Override
    public Object clone() {
        try {
            Calendar other = (Calendar) super.clone();
            other.fields = fields.clone();
            other.isSet = isSet.clone();
            other.stamp = stamp.clone();
            other.zone = (TimeZone) zone.clone();
            return other;
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    static String getFieldName(int field) {
        return FIELD_NAME[field];
    }

    @Override
    public String toString() {
        StringBuilder buffer = new StringBuilder(800);
        buffer.append(getClass().getName()).append('[');
        buffer.append("time=").append(isTimeSet ? String.valueOf(time) : "?");
        buffer.append(",areFieldsSet=").append(areFieldsSet);
        buffer.append(",areAllFieldsSet=").append(areAllFieldsSet);
        buffer.append(",lenient=").append(lenient);
        buffer.append(",zone=").append(zone);
        buffer.append(",firstDayOfWeek=").append(firstDayOfWeek);
        buffer.append(",minimalDaysInFirstWeek=").append(minimalDaysInFirstWeek);
        for (int i = 0; i < FIELD_COUNT; ++i) {
            buffer.append(',').append(FIELD_NAME[i]).append('=');
            buffer.append(isSet(i) ? String.valueOf(fields[i]) : "?");
        }
        buffer.append(']');
        return buffer.toString();
    }

    public final Instant toInstant() {
        return Instant.ofEpochMilli(getTimeInMillis());
    }
}
