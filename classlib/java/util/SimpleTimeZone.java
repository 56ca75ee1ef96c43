package java.util;

import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;

/**
 * A time zone with a raw offset and one yearly daylight-saving rule (start and end given
 * as a day of month, the n-th weekday, or a weekday on or after/before a day, at a wall,
 * standard or UTC time), as the JDK encodes it.
 */
public class SimpleTimeZone extends TimeZone {
    private static final long serialVersionUID = -403250971215465050L;

    public static final int WALL_TIME = 0;
    public static final int STANDARD_TIME = 1;
    public static final int UTC_TIME = 2;

    private static final int DOM_MODE = 1;
    private static final int DOW_IN_MONTH_MODE = 2;
    private static final int DOW_GE_DOM_MODE = 3;
    private static final int DOW_LE_DOM_MODE = 4;

    private int startMonth;
    private int startDay;
    private int startDayOfWeek;
    private int startTime;
    private int startTimeMode;
    private int startMode;
    private int endMonth;
    private int endDay;
    private int endDayOfWeek;
    private int endTime;
    private int endTimeMode;
    private int endMode;
    private int startYear;
    private int rawOffset;
    private boolean useDaylight;
    private int dstSavings;

    public SimpleTimeZone(int rawOffset, String ID) {
        this.rawOffset = rawOffset;
        setID(ID);
        dstSavings = 3600000;
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek,
            int startTime, int endMonth, int endDay, int endDayOfWeek, int endTime) {
        this(rawOffset, ID, startMonth, startDay, startDayOfWeek, startTime, WALL_TIME, endMonth,
            endDay, endDayOfWeek, endTime, WALL_TIME, 3600000);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek,
            int startTime, int endMonth, int endDay, int endDayOfWeek, int endTime, int dstSavings) {
        this(rawOffset, ID, startMonth, startDay, startDayOfWeek, startTime, WALL_TIME, endMonth,
            endDay, endDayOfWeek, endTime, WALL_TIME, dstSavings);
    }

    public SimpleTimeZone(int rawOffset, String ID, int startMonth, int startDay, int startDayOfWeek,
            int startTime, int startTimeMode, int endMonth, int endDay, int endDayOfWeek, int endTime,
            int endTimeMode, int dstSavings) {
        setID(ID);
        this.rawOffset = rawOffset;
        this.startMonth = startMonth;
        this.startDay = startDay;
        this.startDayOfWeek = startDayOfWeek;
        this.startTime = startTime;
        this.startTimeMode = startTimeMode;
        this.endMonth = endMonth;
        this.endDay = endDay;
        this.endDayOfWeek = endDayOfWeek;
        this.endTime = endTime;
        this.endTimeMode = endTimeMode;
        this.dstSavings = dstSavings;
        decodeRules();
        if (dstSavings <= 0) {
            throw new IllegalArgumentException("Illegal daylight saving value: " + dstSavings);
        }
    }

    public void setStartYear(int year) {
        startYear = year;
    }

    public void setStartRule(int startMonth, int startDay, int startDayOfWeek, int startTime) {
        this.startMonth = startMonth;
        this.startDay = startDay;
        this.startDayOfWeek = startDayOfWeek;
        this.startTime = startTime;
        startTimeMode = WALL_TIME;
        decodeStartRule();
    }

    public void setStartRule(int startMonth, int startDay, int startTime) {
        setStartRule(startMonth, startDay, 0, startTime);
    }

    public void setStartRule(int startMonth, int startDay, int startDayOfWeek, int startTime, boolean after) {
        if (after) {
            setStartRule(startMonth, startDay, -startDayOfWeek, startTime);
        } else {
            setStartRule(startMonth, -startDay, -startDayOfWeek, startTime);
        }
    }

    public void setEndRule(int endMonth, int endDay, int endDayOfWeek, int endTime) {
        this.endMonth = endMonth;
        this.endDay = endDay;
        this.endDayOfWeek = endDayOfWeek;
        this.endTime = endTime;
        this.endTimeMode = WALL_TIME;
        decodeEndRule();
    }

    public void setEndRule(int endMonth, int endDay, int endTime) {
        setEndRule(endMonth, endDay, 0, endTime);
    }

    public void setEndRule(int endMonth, int endDay, int endDayOfWeek, int endTime, boolean after) {
        if (after) {
            setEndRule(endMonth, endDay, -endDayOfWeek, endTime);
        } else {
            setEndRule(endMonth, -endDay, -endDayOfWeek, endTime);
        }
    }

    private void decodeRules() {
        decodeStartRule();
        decodeEndRule();
    }

    private void decodeStartRule() {
        useDaylight = (startDay != 0) && (endDay != 0);
        if (startDay != 0) {
            if (startMonth < Calendar.JANUARY || startMonth > Calendar.DECEMBER) {
                throw new IllegalArgumentException("Illegal start month " + startMonth);
            }
            if (startTime < 0 || startTime > 86400000) {
                throw new IllegalArgumentException("Illegal start time " + startTime);
            }
            if (startDayOfWeek == 0) {
                startMode = DOM_MODE;
            } else {
                if (startDayOfWeek > 0) {
                    startMode = DOW_IN_MONTH_MODE;
                } else {
                    startDayOfWeek = -startDayOfWeek;
                    if (startDay > 0) {
                        startMode = DOW_GE_DOM_MODE;
                    } else {
                        startDay = -startDay;
                        startMode = DOW_LE_DOM_MODE;
                    }
                }
                if (startDayOfWeek > Calendar.SATURDAY) {
                    throw new IllegalArgumentException("Illegal start day of week " + startDayOfWeek);
                }
            }
            if (startMode == DOW_IN_MONTH_MODE) {
                if (startDay < -5 || startDay > 5) {
                    throw new IllegalArgumentException("Illegal start day of week in month " + startDay);
                }
            } else if (startDay < 1 || startDay > 31) {
                throw new IllegalArgumentException("Illegal start day " + startDay);
            }
        }
    }

    private void decodeEndRule() {
        useDaylight = (startDay != 0) && (endDay != 0);
        if (endDay != 0) {
            if (endMonth < Calendar.JANUARY || endMonth > Calendar.DECEMBER) {
                throw new IllegalArgumentException("Illegal end month " + endMonth);
            }
            if (endTime < 0 || endTime > 86400000) {
                throw new IllegalArgumentException("Illegal end time " + endTime);
            }
            if (endDayOfWeek == 0) {
                endMode = DOM_MODE;
            } else {
                if (endDayOfWeek > 0) {
                    endMode = DOW_IN_MONTH_MODE;
                } else {
                    endDayOfWeek = -endDayOfWeek;
                    if (endDay > 0) {
                        endMode = DOW_GE_DOM_MODE;
                    } else {
                        endDay = -endDay;
                        endMode = DOW_LE_DOM_MODE;
                    }
                }
                if (endDayOfWeek > Calendar.SATURDAY) {
                    throw new IllegalArgumentException("Illegal end day of week " + endDayOfWeek);
                }
            }
            if (endMode == DOW_IN_MONTH_MODE) {
                if (endDay < -5 || endDay > 5) {
                    throw new IllegalArgumentException("Illegal end day of week in month " + endDay);
                }
            } else if (endDay < 1 || endDay > 31) {
                throw new IllegalArgumentException("Illegal end day " + endDay);
            }
        }
    }

    /** The date (epoch day) a rule selects in a year. */
    private static long ruleDay(int year, int month, int day, int dayOfWeek, int mode) {
        LocalDate first = LocalDate.of(year, month + 1, 1);
        java.time.DayOfWeek dow = dayOfWeek == 0 ? null
            : java.time.DayOfWeek.of(dayOfWeek == Calendar.SUNDAY ? 7 : dayOfWeek - 1);
        LocalDate d;
        switch (mode) {
            case DOM_MODE:
                d = first.plusDays(day - 1L);
                break;
            case DOW_IN_MONTH_MODE:
                if (day > 0) {
                    d = first.with(TemporalAdjusters.dayOfWeekInMonth(day, dow));
                } else {
                    d = first.with(TemporalAdjusters.dayOfWeekInMonth(day, dow));
                }
                break;
            case DOW_GE_DOM_MODE:
                d = first.plusDays(day - 1L).with(TemporalAdjusters.nextOrSame(dow));
                break;
            default:
                d = first.plusDays(day - 1L).with(TemporalAdjusters.previousOrSame(dow));
                break;
        }
        return d.toEpochDay();
    }

    /** The UTC millisecond of the start (or end) of daylight time in a year. */
    private long transition(int year, boolean start) {
        long day = start ? ruleDay(year, startMonth, startDay, startDayOfWeek, startMode)
            : ruleDay(year, endMonth, endDay, endDayOfWeek, endMode);
        long local = day * 86400000L + (start ? startTime : endTime);
        int mode = start ? startTimeMode : endTimeMode;
        switch (mode) {
            case UTC_TIME:
                return local;
            case STANDARD_TIME:
                return local - rawOffset;
            default:
                return local - rawOffset - (start ? 0 : dstSavings);
        }
    }

    private boolean inDaylight(long utc) {
        if (!useDaylight) {
            return false;
        }
        long local = utc + rawOffset;
        int year = LocalDate.ofEpochDay(Math.floorDiv(local, 86400000L)).getYear();
        if (year < startYear) {
            return false;
        }
        long s = transition(year, true);
        long e = transition(year, false);
        if (s < e) {
            return utc >= s && utc < e;
        }
        return utc < e || utc >= s;
    }

    @Override
    public int getOffset(int era, int year, int month, int day, int dayOfWeek, int millis) {
        if (era != GregorianCalendar.AD && era != GregorianCalendar.BC) {
            throw new IllegalArgumentException("Illegal era " + era);
        }
        if (month < Calendar.JANUARY || month > Calendar.DECEMBER) {
            throw new IllegalArgumentException("Illegal month " + month);
        }
        if (dayOfWeek < Calendar.SUNDAY || dayOfWeek > Calendar.SATURDAY) {
            throw new IllegalArgumentException("Illegal day of week " + dayOfWeek);
        }
        if (millis < 0 || millis >= 86400000) {
            throw new IllegalArgumentException("Illegal millis " + millis);
        }
        int y = era == GregorianCalendar.BC ? 1 - year : year;
        long local = LocalDate.of(y, month + 1, day).toEpochDay() * 86400000L + millis;
        return getOffset(local - rawOffset);
    }

    @Override
    public int getOffset(long date) {
        return rawOffset + (inDaylight(date) ? dstSavings : 0);
    }

    @Override
    public int getRawOffset() {
        return rawOffset;
    }

    @Override
    public void setRawOffset(int offsetMillis) {
        this.rawOffset = offsetMillis;
    }

    public void setDSTSavings(int millisSavedDuringDST) {
        if (millisSavedDuringDST <= 0) {
            throw new IllegalArgumentException("Illegal daylight saving value: " + millisSavedDuringDST);
        }
        dstSavings = millisSavedDuringDST;
    }

    @Override
    public int getDSTSavings() {
        return useDaylight ? dstSavings : 0;
    }

    @Override
    public boolean useDaylightTime() {
        return useDaylight;
    }

    @Override
    public boolean observesDaylightTime() {
        return useDaylightTime();
    }

    @Override
    public boolean inDaylightTime(Date date) {
        return inDaylight(date.getTime());
    }

    private static final int DAY_MS = 86400000;
    private static final int SERIAL_VERSION = 2;
    /* One array for every zone, as the JDK's: a stream of several zones refers back to it. */
    private static final byte[] MONTH_LENGTH = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};

    /**
     * The JDK's serial form: the rule fields as a JDK 1.1 reader understands them (every rule
     * as the n-th weekday of the month, times as wall time within the day), monthLength, the
     * modes, dstSavings and serialVersionOnStream 2; then writeObject appends the exact rules:
     * an int 6 and the bytes startDay, startDayOfWeek, endDay, endDayOfWeek, startTimeMode,
     * endTimeMode, then the int[] {startTime, endTime}.
     */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("startMonth", int.class),
        new java.io.ObjectStreamField("startDay", int.class),
        new java.io.ObjectStreamField("startDayOfWeek", int.class),
        new java.io.ObjectStreamField("startTime", int.class),
        new java.io.ObjectStreamField("startTimeMode", int.class),
        new java.io.ObjectStreamField("endMonth", int.class),
        new java.io.ObjectStreamField("endDay", int.class),
        new java.io.ObjectStreamField("endDayOfWeek", int.class),
        new java.io.ObjectStreamField("endTime", int.class),
        new java.io.ObjectStreamField("endTimeMode", int.class),
        new java.io.ObjectStreamField("startYear", int.class),
        new java.io.ObjectStreamField("rawOffset", int.class),
        new java.io.ObjectStreamField("useDaylight", boolean.class),
        new java.io.ObjectStreamField("monthLength", byte[].class),
        new java.io.ObjectStreamField("startMode", int.class),
        new java.io.ObjectStreamField("endMode", int.class),
        new java.io.ObjectStreamField("dstSavings", int.class),
        new java.io.ObjectStreamField("serialVersionOnStream", int.class)};

    /** A rule's day field as the n-th weekday (1.1's only mode): {day, dayOfWeek}. */
    private static int[] compatibleDay(int mode, int day, int dayOfWeek) {
        switch (mode) {
            case DOM_MODE:
                return new int[] {1 + day / 7, Calendar.SUNDAY};
            case DOW_GE_DOM_MODE:
                return new int[] {day == 1 ? 1 : 1 + day / 7, dayOfWeek};
            case DOW_LE_DOM_MODE:
                return new int[] {day >= 30 ? -1 : 1 + day / 7, dayOfWeek};
            default:
                return new int[] {day, dayOfWeek};
        }
    }

    /** A wall time moved into [0, one day), the weekday moved with it: {time, dayOfWeek}. */
    private static int[] withinDay(int time, int dayOfWeek) {
        while (time < 0) {
            time += DAY_MS;
            dayOfWeek = 1 + (dayOfWeek + 5) % 7;
        }
        while (time >= DAY_MS) {
            time -= DAY_MS;
            dayOfWeek = 1 + dayOfWeek % 7;
        }
        return new int[] {time, dayOfWeek};
    }

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        int[] start = compatibleDay(startMode, startDay, startDayOfWeek);
        int[] end = compatibleDay(endMode, endDay, endDayOfWeek);
        int wallStart = startTimeMode == UTC_TIME ? startTime + rawOffset : startTime;
        int wallEnd = endTime;
        if (endTimeMode == UTC_TIME) {
            wallEnd += rawOffset + dstSavings;
        } else if (endTimeMode == STANDARD_TIME) {
            wallEnd += dstSavings;
        }
        int[] st = withinDay(wallStart, start[1]);
        int[] et = withinDay(wallEnd, end[1]);
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("startMonth", startMonth);
        f.put("startDay", start[0]);
        f.put("startDayOfWeek", st[1]);
        f.put("startTime", st[0]);
        f.put("startTimeMode", startTimeMode);
        f.put("endMonth", endMonth);
        f.put("endDay", end[0]);
        f.put("endDayOfWeek", et[1]);
        f.put("endTime", et[0]);
        f.put("endTimeMode", endTimeMode);
        f.put("startYear", startYear);
        f.put("rawOffset", rawOffset);
        f.put("useDaylight", useDaylight);
        f.put("monthLength", MONTH_LENGTH);
        f.put("startMode", startMode);
        f.put("endMode", endMode);
        f.put("dstSavings", dstSavings);
        f.put("serialVersionOnStream", SERIAL_VERSION);
        s.writeFields();
        s.writeInt(6);
        s.write(new byte[] {(byte) startDay, (byte) startDayOfWeek, (byte) endDay, (byte) endDayOfWeek,
            (byte) startTimeMode, (byte) endTimeMode});
        s.writeObject(new int[] {startTime, endTime});
    }

    private synchronized void readObject(java.io.ObjectInputStream s)
            throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        startMonth = f.get("startMonth", 0);
        startDay = f.get("startDay", 0);
        startDayOfWeek = f.get("startDayOfWeek", 0);
        startTime = f.get("startTime", 0);
        startTimeMode = f.get("startTimeMode", WALL_TIME);
        endMonth = f.get("endMonth", 0);
        endDay = f.get("endDay", 0);
        endDayOfWeek = f.get("endDayOfWeek", 0);
        endTime = f.get("endTime", 0);
        endTimeMode = f.get("endTimeMode", WALL_TIME);
        startYear = f.get("startYear", 0);
        rawOffset = f.get("rawOffset", 0);
        useDaylight = f.get("useDaylight", false);
        startMode = f.get("startMode", 0);
        endMode = f.get("endMode", 0);
        dstSavings = f.get("dstSavings", 0);
        int version = f.get("serialVersionOnStream", 0);
        if (version < 1) {
            /* A JDK 1.1 stream: n-th weekday rules, a one hour saving. */
            if (startDayOfWeek == 0) {
                startDayOfWeek = Calendar.SUNDAY;
            }
            if (endDayOfWeek == 0) {
                endDayOfWeek = Calendar.SUNDAY;
            }
            startMode = endMode = DOW_IN_MONTH_MODE;
            dstSavings = 3600000;
        } else {
            int n = s.readInt();
            if (n < 4) {
                throw new java.io.InvalidObjectException("SimpleTimeZone rules too short: " + n);
            }
            byte[] rules = new byte[n];
            s.readFully(rules);
            startDay = rules[0];
            startDayOfWeek = rules[1];
            endDay = rules[2];
            endDayOfWeek = rules[3];
            if (n >= 6) {
                startTimeMode = rules[4];
                endTimeMode = rules[5];
            }
            if (version >= 2) {
                Object t = s.readObject();
                if (!(t instanceof int[]) || ((int[]) t).length < 2) {
                    throw new java.io.InvalidObjectException("SimpleTimeZone times not an int[2]");
                }
                startTime = ((int[]) t)[0];
                endTime = ((int[]) t)[1];
            }
        }
    }

    @Override
    public Object clone() {
        return super.clone();
    }

    @Override
    public synchronized int hashCode() {
        return startMonth ^ startDay ^ startDayOfWeek ^ startTime ^ endMonth ^ endDay ^ endDayOfWeek
            ^ endTime ^ rawOffset;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof SimpleTimeZone)) {
            return false;
        }
        SimpleTimeZone that = (SimpleTimeZone) obj;
        return getID().equals(that.getID()) && hasSameRules(that);
    }

    @Override
    public boolean hasSameRules(TimeZone other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof SimpleTimeZone)) {
            return false;
        }
        SimpleTimeZone that = (SimpleTimeZone) other;
        return rawOffset == that.rawOffset && useDaylight == that.useDaylight
            && (!useDaylight || (dstSavings == that.dstSavings && startMode == that.startMode
                && startMonth == that.startMonth && startDay == that.startDay
                && startDayOfWeek == that.startDayOfWeek && startTime == that.startTime
                && startTimeMode == that.startTimeMode && endMode == that.endMode
                && endMonth == that.endMonth && endDay == that.endDay
                && endDayOfWeek == that.endDayOfWeek && endTime == that.endTime
                && endTimeMode == that.endTimeMode && startYear == that.startYear));
    }

    @Override
    public String toString() {
        return getClass().getName() + "[id=" + getID() + ",offset=" + rawOffset + ",dstSavings="
            + dstSavings + ",useDaylight=" + useDaylight + ",startYear=" + startYear + ",startMode="
            + startMode + ",startMonth=" + startMonth + ",startDay=" + startDay + ",startDayOfWeek="
            + startDayOfWeek + ",startTime=" + startTime + ",startTimeMode=" + startTimeMode
            + ",endMode=" + endMode + ",endMonth=" + endMonth + ",endDay=" + endDay
            + ",endDayOfWeek=" + endDayOfWeek + ",endTime=" + endTime + ",endTimeMode="
            + endTimeMode + ']';
    }
}
