package java.util;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.zone.ZoneOffsetTransition;
import java.time.zone.ZoneRules;

/**
 * The hybrid Julian/Gregorian calendar: Julian before the cutover (by default the
 * Gregorian 1582-10-15, the day after Julian 1582-10-04), Gregorian from it on.
 * Dates are handled as fixed day numbers (Rata Die: day 1 is Monday, 0001-01-01 Gregorian).
 */
public class GregorianCalendar extends Calendar {
    private static final long serialVersionUID = -8125100834729963327L;

    public static final int BC = 0;
    public static final int AD = 1;

    private static final long EPOCH_FIXED = 719163L; // 1970-01-01
    private static final long ONE_DAY = 86400000L;
    private static final long DEFAULT_GREGORIAN_CUTOVER = -12219292800000L;

    private static final int[] MIN_VALUES = {
        BC, 1, JANUARY, 1, 0, 1, 1, SUNDAY, 1, AM, 0, 0, 0, 0, 0, -13 * 3600000, 0
    };
    private static final int[] LEAST_MAX_VALUES = {
        AD, 292269054, DECEMBER, 52, 4, 28, 365, SATURDAY, 4, PM, 11, 23, 59, 59, 999,
        14 * 3600000, 20 * 60000
    };
    private static final int[] MAX_VALUES = {
        AD, 292278994, DECEMBER, 53, 6, 31, 366, SATURDAY, 6, PM, 11, 23, 59, 59, 999,
        14 * 3600000, 2 * 3600000
    };

    private long gregorianCutover = DEFAULT_GREGORIAN_CUTOVER;
    private transient long gregorianCutoverFixed = fixedFromMillis(DEFAULT_GREGORIAN_CUTOVER);
    private transient int gregorianCutoverYear = 1582;

    public GregorianCalendar() {
        this(TimeZone.getDefaultRef(), Locale.getDefault(Locale.Category.FORMAT));
        setZoneShared();
    }

    public GregorianCalendar(TimeZone zone) {
        this(zone, Locale.getDefault(Locale.Category.FORMAT));
    }

    public GregorianCalendar(Locale aLocale) {
        this(TimeZone.getDefaultRef(), aLocale);
        setZoneShared();
    }

    public GregorianCalendar(TimeZone zone, Locale aLocale) {
        super(zone, aLocale);
        setTimeInMillis(System.currentTimeMillis());
    }

    public GregorianCalendar(int year, int month, int dayOfMonth) {
        this(year, month, dayOfMonth, 0, 0, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute) {
        this(year, month, dayOfMonth, hourOfDay, minute, 0, 0);
    }

    public GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second) {
        this(year, month, dayOfMonth, hourOfDay, minute, second, 0);
    }

    GregorianCalendar(int year, int month, int dayOfMonth, int hourOfDay, int minute, int second,
            int millis) {
        super(TimeZone.getDefaultRef(), Locale.getDefault(Locale.Category.FORMAT));
        setZoneShared();
        clear();
        set(YEAR, year);
        set(MONTH, month);
        set(DAY_OF_MONTH, dayOfMonth);
        if (hourOfDay >= 12 && hourOfDay <= 23) {
            internalSet(AM_PM, PM);
            internalSet(HOUR, hourOfDay - 12);
        } else {
            internalSet(HOUR, hourOfDay);
        }
        set(HOUR_OF_DAY, hourOfDay);
        set(MINUTE, minute);
        set(SECOND, second);
        if (millis != 0) {
            set(MILLISECOND, millis);
        }
    }

    private void setZoneShared() {
        // the default zone object is shared until setTimeZone; nothing to do here
    }

    public void setGregorianChange(Date date) {
        long cutoverTime = date.getTime();
        if (cutoverTime == gregorianCutover) {
            return;
        }
        complete();
        gregorianCutover = cutoverTime;
        gregorianCutoverFixed = fixedFromMillis(cutoverTime);
        if (cutoverTime == Long.MAX_VALUE) {
            gregorianCutoverFixed++;
        }
        if (cutoverTime == Long.MIN_VALUE) {
            gregorianCutoverYear = Integer.MIN_VALUE;
        } else if (cutoverTime == Long.MAX_VALUE) {
            gregorianCutoverYear = Integer.MAX_VALUE;
        } else {
            gregorianCutoverYear = gregorianYearOfFixed(gregorianCutoverFixed);
        }
        areFieldsSet = false;
        areAllFieldsSet = false;
        computeFields();
    }

    /** Restores the transient cutover fields from gregorianCutover. */
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        long cutoverTime = gregorianCutover;
        gregorianCutoverFixed = fixedFromMillis(cutoverTime);
        if (cutoverTime == Long.MAX_VALUE) {
            gregorianCutoverFixed++;
            gregorianCutoverYear = Integer.MAX_VALUE;
        } else if (cutoverTime == Long.MIN_VALUE) {
            gregorianCutoverYear = Integer.MIN_VALUE;
        } else {
            gregorianCutoverYear = gregorianYearOfFixed(gregorianCutoverFixed);
        }
    }

    public final Date getGregorianChange() {
        return new Date(gregorianCutover);
    }

    private static long fixedFromMillis(long millis) {
        return Math.floorDiv(millis, ONE_DAY) + EPOCH_FIXED;
    }

    public boolean isLeapYear(int year) {
        if ((year & 3) != 0) {
            return false;
        }
        if (year > gregorianCutoverYear) {
            return (year % 100 != 0) || (year % 400 == 0);
        }
        if (year < gregorianCutoverYear) {
            return true;
        }
        boolean gregorian = gregorianFixed(year, 3, 1) >= gregorianCutoverFixed;
        return gregorian ? (year % 100 != 0) || (year % 400 == 0) : true;
    }

    @Override
    public String getCalendarType() {
        return "gregory";
    }

    // --- fixed-date arithmetic -------------------------------------------------------------

    static long gregorianFixed(long year, int month, int day) {
        // month 1-12; year may be <= 0 (proleptic)
        long y = year;
        long m = month;
        if (m <= 2) {
            y--;
        }
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long mp = m > 2 ? m - 3 : m + 9;
        long doy = (153 * mp + 2) / 5 + day - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468L + EPOCH_FIXED;
    }

    static boolean julianLeap(long year) {
        return Math.floorMod(year, 4) == 0;
    }

    static long julianFixed(long year, int month, int day) {
        long y = year;
        long days = -2 + 365 * (y - 1) + Math.floorDiv(y - 1, 4)
            + Math.floorDiv(367L * month - 362, 12) + day;
        if (month > 2) {
            days -= julianLeap(y) ? 1 : 2;
        }
        return days;
    }

    /** {year, month (1-12), day} of a Julian fixed date. */
    static long[] julianFromFixed(long fixed) {
        long year = Math.floorDiv(4 * (fixed - (-1)) + 1464, 1461);
        long priorDays = fixed - julianFixed(year, 1, 1);
        int correction = fixed < julianFixed(year, 3, 1) ? 0 : (julianLeap(year) ? 1 : 2);
        int month = (int) Math.floorDiv(12 * (priorDays + correction) + 373, 367);
        long day = fixed - julianFixed(year, month, 1) + 1;
        return new long[] {year, month, day};
    }

    /** {year, month 1-12, day} of a UTC-local millisecond count in the default hybrid calendar. */
    static long[] defaultDateOf(long localMillis) {
        long fixed = fixedFromMillis(localMillis);
        long cut = fixedFromMillis(DEFAULT_GREGORIAN_CUTOVER);
        return fixed >= cut ? gregorianFromFixed(fixed) : julianFromFixed(fixed);
    }

    static long[] gregorianFromFixed(long fixed) {
        LocalDate d = LocalDate.ofEpochDay(fixed - EPOCH_FIXED);
        return new long[] {d.getYear(), d.getMonthValue(), d.getDayOfMonth()};
    }

    static int gregorianYearOfFixed(long fixed) {
        return (int) gregorianFromFixed(fixed)[0];
    }

    private long[] dateOf(long fixed) {
        return fixed >= gregorianCutoverFixed ? gregorianFromFixed(fixed) : julianFromFixed(fixed);
    }

    /** The fixed date of (year, month 1-12, day) in this hybrid calendar. */
    private long fixedOf(long year, int month, int day) {
        if (year > gregorianCutoverYear) {
            return gregorianFixed(year, month, day);
        }
        if (year < gregorianCutoverYear) {
            return julianFixed(year, month, day);
        }
        long g = gregorianFixed(year, month, day);
        if (g >= gregorianCutoverFixed) {
            return g;
        }
        return julianFixed(year, month, day);
    }

    private long fixedOfMonthStart(long year, int month) {
        long f = fixedOf(year, month, 1);
        if (year == gregorianCutoverYear) {
            // the month that contains the cutover starts on its first day in either calendar
            long j = julianFixed(year, month, 1);
            if (j < gregorianCutoverFixed && gregorianFixed(year, month, 1) < gregorianCutoverFixed) {
                return j;
            }
        }
        return f;
    }

    private int monthLength(long year, int month) {
        long start = fixedOfMonthStart(year, month);
        long next = month == 12 ? fixedOfMonthStart(year + 1, 1) : fixedOfMonthStart(year, month + 1);
        return (int) (next - start);
    }

    private int yearLength(long year) {
        return (int) (fixedOfMonthStart(year + 1, 1) - fixedOfMonthStart(year, 1));
    }

    static long dayOfWeekOnOrBefore(long fixed, int dayOfWeek) {
        long dow = dayOfWeek - 1;
        return fixed - Math.floorMod(fixed - dow, 7);
    }

    static int dayOfWeekOf(long fixed) {
        return (int) Math.floorMod(fixed, 7) + 1;
    }

    private int weekNumber(long fixedDay1, long fixedDate) {
        long fixedDay1st = dayOfWeekOnOrBefore(fixedDay1 + 6, getFirstDayOfWeek());
        int ndays = (int) (fixedDay1st - fixedDay1);
        if (ndays >= getMinimalDaysInFirstWeek()) {
            fixedDay1st -= 7;
        }
        int normalizedDayOfPeriod = (int) (fixedDate - fixedDay1st);
        if (normalizedDayOfPeriod >= 0) {
            return normalizedDayOfPeriod / 7 + 1;
        }
        return (int) Math.floorDiv(normalizedDayOfPeriod, 7) + 1;
    }

    // --- offsets -------------------------------------------------------------------------

    /** {raw, dst} offsets at a UTC time. */
    private int[] offsetsAt(long utc) {
        TimeZone tz = getTimeZone();
        if (tz instanceof RegionTimeZone) {
            return ((RegionTimeZone) tz).offsetsAt(utc);
        }
        int total = tz.getOffset(utc);
        int raw = tz.getRawOffset();
        return new int[] {raw, total - raw};
    }

    /** The total offset for a wall (local) time, as the JDK resolves gaps and overlaps. */
    private int offsetForWall(long wall) {
        TimeZone tz = getTimeZone();
        if (tz instanceof RegionTimeZone) {
            return ((RegionTimeZone) tz).offsetForWall(wall);
        }
        return tz.getOffset(wall - tz.getRawOffset());
    }

    // --- fields <-> time -------------------------------------------------------------------

    @Override
    protected void computeFields() {
        int[] off = offsetsAt(time);
        long local = time + off[0] + off[1];
        long fixed = Math.floorDiv(local, ONE_DAY) + EPOCH_FIXED;
        int timeOfDay = (int) Math.floorMod(local, ONE_DAY);
        long[] ymd = dateOf(fixed);
        long year = ymd[0];
        int month = (int) ymd[1];
        int dom = (int) ymd[2];
        if (year > 0) {
            internalSet(ERA, AD);
            internalSet(YEAR, (int) year);
        } else {
            internalSet(ERA, BC);
            internalSet(YEAR, (int) (1 - year));
        }
        internalSet(MONTH, month - 1);
        internalSet(DAY_OF_MONTH, dom);
        internalSet(DAY_OF_WEEK, dayOfWeekOf(fixed));
        long jan1 = fixedOfMonthStart(year, 1);
        internalSet(DAY_OF_YEAR, (int) (fixed - jan1 + 1));
        internalSet(DAY_OF_WEEK_IN_MONTH, (dom - 1) / 7 + 1);
        int weekOfYear = weekNumber(jan1, fixed);
        if (weekOfYear == 0) {
            long prevJan1 = fixedOfMonthStart(year - 1, 1);
            weekOfYear = weekNumber(prevJan1, fixed);
        } else if (weekOfYear >= 52) {
            long nextJan1 = jan1 + yearLength(year);
            long nextJan1st = dayOfWeekOnOrBefore(nextJan1 + 6, getFirstDayOfWeek());
            int ndays = (int) (nextJan1st - nextJan1);
            if (ndays >= getMinimalDaysInFirstWeek()) {
                nextJan1st -= 7;
            }
            if (fixed >= nextJan1st) {
                weekOfYear = 1;
            }
        }
        internalSet(WEEK_OF_YEAR, weekOfYear);
        internalSet(WEEK_OF_MONTH, weekNumber(fixedOfMonthStart(year, month), fixed));
        int hourOfDay = timeOfDay / 3600000;
        internalSet(HOUR_OF_DAY, hourOfDay);
        internalSet(AM_PM, hourOfDay / 12);
        internalSet(HOUR, hourOfDay % 12);
        internalSet(MINUTE, (timeOfDay / 60000) % 60);
        internalSet(SECOND, (timeOfDay / 1000) % 60);
        internalSet(MILLISECOND, timeOfDay % 1000);
        internalSet(ZONE_OFFSET, off[0]);
        internalSet(DST_OFFSET, off[1]);
        setFieldsComputed();
    }

    private int fieldOr(int fieldMask, int field, int dflt) {
        return isFieldSet(fieldMask, field) ? internalGet(field) : dflt;
    }

    @Override
    protected void computeTime() {
        if (!isLenient()) {
            for (int field = 0; field < FIELD_COUNT; field++) {
                int value = internalGet(field);
                if (isSet(field) && stamp[field] >= MINIMUM_USER_STAMP
                        && (value < getMinimum(field) || value > getMaximum(field))) {
                    throw new IllegalArgumentException(getFieldName(field));
                }
            }
        }
        int fieldMask = selectFields();
        long year = isSet(YEAR) ? internalGet(YEAR) : 1970;
        int era = fieldOr(fieldMask, ERA, AD);
        if (era == BC) {
            year = 1 - year;
        } else if (era != AD) {
            throw new IllegalArgumentException("Invalid era");
        }
        long timeOfDay = 0;
        if (isFieldSet(fieldMask, HOUR_OF_DAY)) {
            timeOfDay += (long) internalGet(HOUR_OF_DAY);
        } else {
            timeOfDay += internalGet(HOUR);
            if (isFieldSet(fieldMask, AM_PM)) {
                timeOfDay += 12L * internalGet(AM_PM);
            }
        }
        timeOfDay *= 60;
        timeOfDay += internalGet(MINUTE);
        timeOfDay *= 60;
        timeOfDay += internalGet(SECOND);
        timeOfDay *= 1000;
        timeOfDay += internalGet(MILLISECOND);
        long fixedDate = Math.floorDiv(timeOfDay, ONE_DAY);
        timeOfDay = Math.floorMod(timeOfDay, ONE_DAY);
        fixedDate += computeFixedDate(fieldMask, year);
        long millis = (fixedDate - EPOCH_FIXED) * ONE_DAY + timeOfDay;
        int zoneOffset;
        if (isFieldSet(fieldMask, ZONE_OFFSET) || isFieldSet(fieldMask, DST_OFFSET)) {
            int[] off = null;
            int raw;
            int dst;
            if (isFieldSet(fieldMask, ZONE_OFFSET)) {
                raw = internalGet(ZONE_OFFSET);
            } else {
                off = offsetsAt(millis - getTimeZone().getRawOffset());
                raw = off[0];
            }
            if (isFieldSet(fieldMask, DST_OFFSET)) {
                dst = internalGet(DST_OFFSET);
            } else {
                if (off == null) {
                    off = offsetsAt(millis - raw);
                }
                dst = off[1];
            }
            zoneOffset = raw + dst;
        } else {
            zoneOffset = offsetForWall(millis);
        }
        millis -= zoneOffset;
        time = millis;
        int[] original = fields.clone();
        computeFields();
        if (!isLenient()) {
            for (int field = 0; field < FIELD_COUNT; field++) {
                if (!isFieldSet(fieldMask, field)) {
                    continue;
                }
                if (original[field] != internalGet(field)) {
                    String s = original[field] + " -> " + internalGet(field);
                    System.arraycopy(original, 0, fields, 0, fields.length);
                    throw new IllegalArgumentException(getFieldName(field) + ": " + s);
                }
            }
        }
    }

    private long computeFixedDate(int fieldMask, long year) {
        int month = JANUARY;
        if (isFieldSet(fieldMask, MONTH)) {
            month = internalGet(MONTH);
            if (month > DECEMBER) {
                year += month / 12;
                month %= 12;
            } else if (month < JANUARY) {
                int[] rem = new int[1];
                year += floorDivide(month, 12, rem);
                month = rem[0];
            }
        }
        long fixedDate = fixedOfMonthStart(year, month + 1);
        if (isFieldSet(fieldMask, MONTH)) {
            if (isFieldSet(fieldMask, DAY_OF_MONTH)) {
                if (isSet(DAY_OF_MONTH)) {
                    int dom = internalGet(DAY_OF_MONTH);
                    if (year == gregorianCutoverYear && dom >= 1 && dom <= 31) {
                        fixedDate = fixedOf(year, month + 1, dom);
                    } else {
                        fixedDate += dom;
                        fixedDate--;
                    }
                }
            } else if (isFieldSet(fieldMask, WEEK_OF_MONTH)) {
                long firstDayOfWeek = dayOfWeekOnOrBefore(fixedDate + 6, getFirstDayOfWeek());
                if ((firstDayOfWeek - fixedDate) >= getMinimalDaysInFirstWeek()) {
                    firstDayOfWeek -= 7;
                }
                if (isFieldSet(fieldMask, DAY_OF_WEEK)) {
                    firstDayOfWeek = dayOfWeekOnOrBefore(firstDayOfWeek + 6, internalGet(DAY_OF_WEEK));
                }
                fixedDate = firstDayOfWeek + 7 * (internalGet(WEEK_OF_MONTH) - 1);
            } else {
                int dayOfWeek = isFieldSet(fieldMask, DAY_OF_WEEK) ? internalGet(DAY_OF_WEEK)
                    : getFirstDayOfWeek();
                int dowim = isFieldSet(fieldMask, DAY_OF_WEEK_IN_MONTH) ? internalGet(DAY_OF_WEEK_IN_MONTH) : 1;
                if (dowim >= 0) {
                    fixedDate = dayOfWeekOnOrBefore(fixedDate + 7 * dowim - 1, dayOfWeek);
                } else {
                    int lastDate = monthLength(year, month + 1) + 7 * (dowim + 1);
                    fixedDate = dayOfWeekOnOrBefore(fixedDate + lastDate - 1, dayOfWeek);
                }
            }
        } else {
            if (isFieldSet(fieldMask, DAY_OF_YEAR)) {
                fixedDate += internalGet(DAY_OF_YEAR);
                fixedDate--;
            } else {
                long firstDayOfWeek = dayOfWeekOnOrBefore(fixedDate + 6, getFirstDayOfWeek());
                if ((firstDayOfWeek - fixedDate) >= getMinimalDaysInFirstWeek()) {
                    firstDayOfWeek -= 7;
                }
                if (isFieldSet(fieldMask, DAY_OF_WEEK)) {
                    int dayOfWeek = internalGet(DAY_OF_WEEK);
                    if (dayOfWeek != getFirstDayOfWeek()) {
                        firstDayOfWeek = dayOfWeekOnOrBefore(firstDayOfWeek + 6, dayOfWeek);
                    }
                }
                fixedDate = firstDayOfWeek + 7 * ((long) internalGet(WEEK_OF_YEAR) - 1);
            }
        }
        return fixedDate;
    }

    private static int floorDivide(int n, int d, int[] r) {
        if (n >= 0) {
            r[0] = n % d;
            return n / d;
        }
        int q = ((n + 1) / d) - 1;
        r[0] = n - (q * d);
        return q;
    }

    // --- arithmetic -------------------------------------------------------------------------

    private long localYear() {
        return internalGet(ERA) == BC ? 1 - internalGet(YEAR) : internalGet(YEAR);
    }

    private void setLocalYear(long y) {
        if (y > 0) {
            set(ERA, AD);
            set(YEAR, (int) y);
        } else {
            set(ERA, BC);
            set(YEAR, (int) (1 - y));
        }
    }

    private void pinDayOfMonth() {
        int monthLen = monthLength(localYear(), internalGet(MONTH) + 1);
        int dom = internalGet(DAY_OF_MONTH);
        if (dom > monthLen) {
            set(DAY_OF_MONTH, monthLen);
        }
    }

    /**
     * Moves the date by whole days keeping the wall time: the old offset first, then the
     * new one unless that changes the date (the JDK's rule at DST changes).
     */
    private void addDays(long days) {
        complete();
        long timeOfDay = ((internalGet(HOUR_OF_DAY) * 60L + internalGet(MINUTE)) * 60
            + internalGet(SECOND)) * 1000 + internalGet(MILLISECOND);
        int[] off = offsetsAt(time);
        long wallBefore = time + off[0] + off[1];
        long fd = Math.floorDiv(wallBefore, ONE_DAY) + days;
        int zoneOffset = off[0] + off[1];
        setTimeInMillis(fd * ONE_DAY + timeOfDay - zoneOffset);
        int diff = zoneOffset - (internalGet(ZONE_OFFSET) + internalGet(DST_OFFSET));
        if (diff != 0) {
            long t = time;
            setTimeInMillis(t + diff);
            int[] off2 = offsetsAt(time);
            long fd2 = Math.floorDiv(time + off2[0] + off2[1], ONE_DAY);
            if (fd2 != fd) {
                setTimeInMillis(t - diff);
            }
        }
    }

    @Override
    public void add(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        switch (field) {
            case YEAR:
                setLocalYear(localYear() + (internalGet(ERA) == BC ? -(long) amount : amount));
                pinDayOfMonth();
                keepTimeAndResolveYmd();
                return;
            case ERA: {
                int era = internalGet(ERA) + amount;
                era = Math.max(BC, Math.min(AD, era));
                set(ERA, era);
                keepTimeAndResolveYmd();
                return;
            }
            case MONTH: {
                long m = internalGet(MONTH) + (long) amount;
                long y = localYear() + Math.floorDiv(m, 12);
                setLocalYear(y);
                set(MONTH, (int) Math.floorMod(m, 12));
                pinDayOfMonth();
                keepTimeAndResolveYmd();
                return;
            }
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH:
                addDays(7L * amount);
                return;
            case DAY_OF_MONTH:
            case DAY_OF_YEAR:
            case DAY_OF_WEEK:
                addDays(amount);
                return;
            case AM_PM:
                setTimeInMillis(time + amount * 12L * 3600000L);
                return;
            case HOUR:
            case HOUR_OF_DAY:
                setTimeInMillis(time + amount * 3600000L);
                return;
            case MINUTE:
                setTimeInMillis(time + amount * 60000L);
                return;
            case SECOND:
                setTimeInMillis(time + amount * 1000L);
                return;
            default:
                setTimeInMillis(time + amount);
        }
    }

    /** After changing year/month/day: recompute the time from Y/M/D and the time of day. */
    private void keepTimeAndResolveYmd() {
        int y = internalGet(YEAR);
        int era = internalGet(ERA);
        int m = internalGet(MONTH);
        int d = internalGet(DAY_OF_MONTH);
        int h = internalGet(HOUR_OF_DAY);
        int mi = internalGet(MINUTE);
        int s = internalGet(SECOND);
        int ms = internalGet(MILLISECOND);
        long yy = era == BC ? 1 - y : y;
        long fixed = fixedOf(yy, m + 1, 1) + d - 1;
        long wall = (fixed - EPOCH_FIXED) * ONE_DAY + ((h * 60L + mi) * 60 + s) * 1000 + ms;
        setTimeInMillis(wall - offsetForWall(wall));
    }

    @Override
    public void roll(int field, boolean up) {
        roll(field, up ? +1 : -1);
    }

    private static int rollValue(int value, int amount, int min, int max) {
        int range = max - min + 1;
        int v = (int) Math.floorMod((long) value - min + amount, (long) range) + min;
        return v;
    }

    @Override
    public void roll(int field, int amount) {
        if (amount == 0) {
            return;
        }
        if (field < 0 || field >= ZONE_OFFSET) {
            throw new IllegalArgumentException();
        }
        complete();
        int min = getMinimum(field);
        int max;
        switch (field) {
            case AM_PM:
            case ERA:
            case MINUTE:
            case SECOND:
            case MILLISECOND:
            case HOUR:
            case HOUR_OF_DAY: {
                max = getMaximum(field);
                int value = rollValue(internalGet(field), amount, min, max);
                if (field == ERA) {
                    set(ERA, value);
                    keepTimeAndResolveYmd();
                    return;
                }
                int h = internalGet(HOUR_OF_DAY);
                int mi = internalGet(MINUTE);
                int s = internalGet(SECOND);
                int ms = internalGet(MILLISECOND);
                switch (field) {
                    case AM_PM:
                        h = value * 12 + h % 12;
                        break;
                    case HOUR:
                        h = (h / 12) * 12 + value;
                        break;
                    case HOUR_OF_DAY:
                        h = value;
                        break;
                    case MINUTE:
                        mi = value;
                        break;
                    case SECOND:
                        s = value;
                        break;
                    default:
                        ms = value;
                        break;
                }
                int[] off = offsetsAt(time);
                long wall = time + off[0] + off[1];
                long dayStart = Math.floorDiv(wall, ONE_DAY) * ONE_DAY;
                long newWall = dayStart + ((h * 60L + mi) * 60 + s) * 1000 + ms;
                setTimeInMillis(newWall - offsetForWall(newWall));
                return;
            }
            case YEAR: {
                max = getActualMaximum(YEAR);
                int value = rollValue(internalGet(YEAR), amount, 1, max);
                set(YEAR, value);
                pinDayOfMonth();
                keepTimeAndResolveYmd();
                return;
            }
            case MONTH: {
                int value = rollValue(internalGet(MONTH), amount, 0, 11);
                set(MONTH, value);
                pinDayOfMonth();
                keepTimeAndResolveYmd();
                return;
            }
            case DAY_OF_MONTH: {
                max = getActualMaximum(DAY_OF_MONTH);
                int value = rollValue(internalGet(DAY_OF_MONTH), amount, 1, max);
                addDays(value - internalGet(DAY_OF_MONTH));
                return;
            }
            case DAY_OF_YEAR: {
                max = getActualMaximum(DAY_OF_YEAR);
                int value = rollValue(internalGet(DAY_OF_YEAR), amount, 1, max);
                addDays(value - internalGet(DAY_OF_YEAR));
                return;
            }
            case DAY_OF_WEEK: {
                int dow = internalGet(DAY_OF_WEEK);
                int rel = Math.floorMod(dow - getFirstDayOfWeek(), 7);
                int newRel = Math.floorMod(rel + amount, 7);
                addDays(newRel - rel);
                return;
            }
            case WEEK_OF_YEAR:
            case WEEK_OF_MONTH:
            case DAY_OF_WEEK_IN_MONTH: {
                max = getActualMaximum(field);
                min = getActualMinimum(field);
                int value = rollValue(internalGet(field), amount, min, max);
                long target = time;
                int delta = value - internalGet(field);
                GregorianCalendar probe = (GregorianCalendar) clone();
                probe.addDays(7L * delta);
                if (field == WEEK_OF_MONTH || field == DAY_OF_WEEK_IN_MONTH) {
                    if (probe.get(MONTH) != get(MONTH)) {
                        probe.addDays(probe.getTimeInMillis() > target ? -7 : 7);
                    }
                }
                setTimeInMillis(probe.getTimeInMillis());
                return;
            }
            default:
                throw new IllegalArgumentException();
        }
    }

    @Override
    public int getMinimum(int field) {
        return MIN_VALUES[field];
    }

    @Override
    public int getMaximum(int field) {
        return MAX_VALUES[field];
    }

    @Override
    public int getGreatestMinimum(int field) {
        return MIN_VALUES[field];
    }

    @Override
    public int getLeastMaximum(int field) {
        return LEAST_MAX_VALUES[field];
    }

    @Override
    public int getActualMinimum(int field) {
        if (field == WEEK_OF_MONTH) {
            complete();
            long year = localYear();
            long first = fixedOfMonthStart(year, internalGet(MONTH) + 1);
            return weekNumber(first, first);
        }
        return getMinimum(field);
    }

    @Override
    public int getActualMaximum(int field) {
        complete();
        long year = localYear();
        int month = internalGet(MONTH) + 1;
        switch (field) {
            case DAY_OF_MONTH: {
                long next = month == 12 ? fixedOfMonthStart(year + 1, 1) : fixedOfMonthStart(year, month + 1);
                return (int) dateOf(next - 1)[2];
            }
            case DAY_OF_YEAR:
                return yearLength(year);
            case WEEK_OF_YEAR: {
                long jan1 = fixedOfMonthStart(year, 1);
                long last = jan1 + yearLength(year) - 1;
                int w = weekNumber(jan1, last);
                if (w <= 52) {
                    return 52;
                }
                long nextJan1 = last + 1;
                long nextJan1st = dayOfWeekOnOrBefore(nextJan1 + 6, getFirstDayOfWeek());
                if ((nextJan1st - nextJan1) >= getMinimalDaysInFirstWeek()) {
                    nextJan1st -= 7;
                }
                return last >= nextJan1st ? 52 : w;
            }
            case WEEK_OF_MONTH: {
                long first = fixedOfMonthStart(year, month);
                return weekNumber(first, first + monthLength(year, month) - 1);
            }
            case DAY_OF_WEEK_IN_MONTH: {
                int len = monthLength(year, month);
                int dom = internalGet(DAY_OF_MONTH);
                int firstSame = (dom - 1) % 7 + 1;
                return (len - firstSame) / 7 + 1;
            }
            case YEAR:
                return internalGet(ERA) == BC ? 292269055 : 292278994;
            default:
                return getMaximum(field);
        }
    }

    @Override
    public boolean isWeekDateSupported() {
        return true;
    }

    @Override
    public int getWeekYear() {
        complete();
        int year = internalGet(ERA) == BC ? 1 - internalGet(YEAR) : internalGet(YEAR);
        int woy = internalGet(WEEK_OF_YEAR);
        int month = internalGet(MONTH);
        if (month == JANUARY && woy >= 52) {
            return year - 1;
        }
        if (month == DECEMBER && woy == 1) {
            return year + 1;
        }
        return year;
    }

    @Override
    public void setWeekDate(int weekYear, int weekOfYear, int dayOfWeek) {
        if (dayOfWeek < SUNDAY || dayOfWeek > SATURDAY) {
            throw new IllegalArgumentException("invalid dayOfWeek: " + dayOfWeek);
        }
        long jan1 = fixedOfMonthStart(weekYear, 1);
        long firstDayOfWeek = dayOfWeekOnOrBefore(jan1 + 6, getFirstDayOfWeek());
        if ((firstDayOfWeek - jan1) >= getMinimalDaysInFirstWeek()) {
            firstDayOfWeek -= 7;
        }
        long fixed = firstDayOfWeek + 7L * (weekOfYear - 1)
            + Math.floorMod(dayOfWeek - getFirstDayOfWeek(), 7);
        complete();
        long wall = (fixed - EPOCH_FIXED) * ONE_DAY + ((internalGet(HOUR_OF_DAY) * 60L
            + internalGet(MINUTE)) * 60 + internalGet(SECOND)) * 1000 + internalGet(MILLISECOND);
        setTimeInMillis(wall - offsetForWall(wall));
    }

    @Override
    public int getWeeksInWeekYear() {
        GregorianCalendar gc = (GregorianCalendar) clone();
        gc.setWeekDate(getWeekYear(), 1, getFirstDayOfWeek());
        gc.add(DAY_OF_YEAR, 364 + 6);
        return gc.getWeekYear() == getWeekYear() ? 53 : 52;
    }

    @Override
    public void setTimeZone(TimeZone zone) {
        super.setTimeZone(zone);
        complete();
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof GregorianCalendar && super.equals(obj)
            && gregorianCutover == ((GregorianCalendar) obj).gregorianCutover;
    }

    @Override
    public int hashCode() {
        return super.hashCode() ^ (int) gregorianCutoverFixed;
    }

    @Override
    public Object clone() {
        return super.clone();
    }

    public ZonedDateTime toZonedDateTime() {
        return ZonedDateTime.ofInstant(Instant.ofEpochMilli(getTimeInMillis()), getTimeZone().toZoneId());
    }

    public static GregorianCalendar from(ZonedDateTime zdt) {
        GregorianCalendar cal = new GregorianCalendar(TimeZone.getTimeZone(zdt.getZone()));
        cal.setGregorianChange(new Date(Long.MIN_VALUE));
        cal.setFirstDayOfWeek(MONDAY);
        cal.setMinimalDaysInFirstWeek(4);
        try {
            cal.setTimeInMillis(Math.addExact(Math.multiplyExact(zdt.toEpochSecond(), 1000),
                zdt.get(java.time.temporal.ChronoField.MILLI_OF_SECOND)));
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
        return cal;
    }
}
