package java.util;

import java.io.Serializable;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/** A millisecond instant; the deprecated field accessors use the default time zone. */
public class Date implements Serializable, Cloneable, Comparable<Date> {
    private static final long serialVersionUID = 7523967970034938905L;

    /** The JDK's serial form: no fields, then the time as a long. */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
        s.writeLong(fastTime);
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        fastTime = s.readLong();
    }

    private static final String[] DAYS = {"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"};
    private static final String[] MONTHS = {"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul",
        "Aug", "Sep", "Oct", "Nov", "Dec"};

    private transient long fastTime;

    public Date() {
        this(System.currentTimeMillis());
    }

    public Date(long date) {
        fastTime = date;
    }

    @Deprecated
    public Date(int year, int month, int date) {
        this(year, month, date, 0, 0, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min) {
        this(year, month, date, hrs, min, 0);
    }

    @Deprecated
    public Date(int year, int month, int date, int hrs, int min, int sec) {
        fastTime = localToUtc(year, month, date, hrs, min, sec, TimeZone.getDefaultRef());
    }

    @Deprecated
    public Date(String s) {
        this(parse(s));
    }

    /** Local fields (year from 1900, month 0-11, overflow allowed) to UTC millis in zone. */
    private static long localToUtc(int year, int month, int date, int hrs, int min, int sec, TimeZone tz) {
        long y = 1900L + year + Math.floorDiv(month, 12);
        int m = (int) Math.floorMod(month, 12);
        LocalDateTime ldt = LocalDate.of((int) y, m + 1, 1).atStartOfDay()
            .plusDays(date - 1L).plusHours(hrs).plusMinutes(min).plusSeconds(sec);
        long localMillis = ldt.toEpochSecond(ZoneOffset.UTC) * 1000;
        int offset = tz.getOffset(localMillis - tz.getRawOffset());
        long utc = localMillis - offset;
        int offset2 = tz.getOffset(utc);
        if (offset2 != offset) {
            utc = localMillis - offset2;
        }
        return utc;
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Deprecated
    public static long UTC(int year, int month, int date, int hrs, int min, int sec) {
        return localToUtc(year, month, date, hrs, min, sec, new SimpleTimeZone(0, "UTC"));
    }

    private static final String[] PARSE_WORDS = {"am", "pm", "monday", "tuesday", "wednesday", "thursday",
        "friday", "saturday", "sunday", "january", "february", "march", "april", "may", "june", "july", "august",
        "september", "october", "november", "december", "gmt", "ut", "utc", "est", "edt", "cst", "cdt", "mst",
        "mdt", "pst", "pdt"};

    /**
     * The legacy date syntax (IETF "Sat, 12 Aug 1995 13:30:00 GMT", "12/25/2020 10:15 PM" and
     * the like), as the JDK documents it: parenthesized comments and commas are skipped; a word
     * (two letters or more, any prefix of a day, month, am/pm or zone name, the last match in
     * the table winning) sets a month, am/pm or zone; a number after + or - once a year is
     * known is a zone offset (hours below 24, else hhmm, - is west); 70 or more is the year; a
     * number before ':' is the hour, then the minute; before '/' the month, then the day; other
     * numbers fill minute, second, day, then a two-digit year. Two-digit years fall in the 100
     * years from 80 years ago. No zone: local time. Anything else: IllegalArgumentException.
     */
    @Deprecated
    public static long parse(String s) {
        int year = Integer.MIN_VALUE;
        int mon = -1;
        int mday = -1;
        int hour = -1;
        int min = -1;
        int sec = -1;
        int tzoffset = -1;
        int prevc = 0;
        if (s == null) {
            throw new IllegalArgumentException();
        }
        int limit = s.length();
        int i = 0;
        while (i < limit) {
            int c = s.charAt(i++);
            if (c <= ' ' || c == ',') {
                continue;
            }
            if (c == '(') {
                int depth = 1;
                while (i < limit) {
                    c = s.charAt(i++);
                    if (c == '(') {
                        depth++;
                    } else if (c == ')' && --depth <= 0) {
                        break;
                    }
                }
                continue;
            }
            if (c >= '0' && c <= '9') {
                int n = c - '0';
                while (i < limit && (c = s.charAt(i)) >= '0' && c <= '9') {
                    n = n * 10 + c - '0';
                    i++;
                }
                if (prevc == '+' || (prevc == '-' && year != Integer.MIN_VALUE)) {
                    n = n < 24 ? n * 60 : n % 100 + n / 100 * 60;
                    if (prevc == '+') {
                        n = -n;
                    }
                    if (tzoffset != 0 && tzoffset != -1) {
                        throw new IllegalArgumentException();
                    }
                    tzoffset = n;
                } else if (n >= 70) {
                    if (year != Integer.MIN_VALUE || !(c <= ' ' || c == ',' || c == '/' || i >= limit)) {
                        throw new IllegalArgumentException();
                    }
                    year = n;
                } else if (c == ':') {
                    if (hour < 0) {
                        hour = n;
                    } else if (min < 0) {
                        min = n;
                    } else {
                        throw new IllegalArgumentException();
                    }
                } else if (c == '/') {
                    if (mon < 0) {
                        mon = n - 1;
                    } else if (mday < 0) {
                        mday = n;
                    } else {
                        throw new IllegalArgumentException();
                    }
                } else if (i < limit && c != ',' && c > ' ' && c != '-') {
                    throw new IllegalArgumentException();
                } else if (hour >= 0 && min < 0) {
                    min = n;
                } else if (min >= 0 && sec < 0) {
                    sec = n;
                } else if (mday < 0) {
                    mday = n;
                } else if (year == Integer.MIN_VALUE && mon >= 0 && mday >= 0) {
                    year = n;
                } else {
                    throw new IllegalArgumentException();
                }
                prevc = 0;
            } else if (c == '/' || c == ':' || c == '+' || c == '-') {
                prevc = c;
            } else {
                int st = i - 1;
                while (i < limit) {
                    c = s.charAt(i);
                    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) {
                        break;
                    }
                    i++;
                }
                if (i <= st + 1) {
                    throw new IllegalArgumentException();
                }
                int k;
                for (k = PARSE_WORDS.length - 1; k >= 0; k--) {
                    if (PARSE_WORDS[k].regionMatches(true, 0, s, st, i - st)) {
                        break;
                    }
                }
                if (k < 0) {
                    throw new IllegalArgumentException();
                }
                if (k == 0 || k == 1) {
                    if (hour > 12 || hour < 1) {
                        throw new IllegalArgumentException();
                    }
                    if (k == 1 && hour < 12) {
                        hour += 12;
                    } else if (k == 0 && hour == 12) {
                        hour = 0;
                    }
                } else if (k >= 9 && k <= 20) {
                    if (mon >= 0) {
                        throw new IllegalArgumentException();
                    }
                    mon = k - 9;
                } else if (k >= 21) {
                    int[] zoneMinutes = {0, 0, 0, 300, 240, 360, 300, 420, 360, 480, 420};
                    tzoffset = zoneMinutes[k - 21];
                }
                prevc = 0;
            }
        }
        if (year == Integer.MIN_VALUE || mon < 0 || mday < 0) {
            throw new IllegalArgumentException();
        }
        if (year < 100) {
            int centuryStart = new GregorianCalendar().get(Calendar.YEAR) - 80;
            year += (centuryStart / 100) * 100;
            if (year < centuryStart) {
                year += 100;
            }
        }
        sec = Math.max(sec, 0);
        min = Math.max(min, 0);
        hour = Math.max(hour, 0);
        if (tzoffset == -1) {
            return localToUtc(year - 1900, mon, mday, hour, min, sec, TimeZone.getDefaultRef());
        }
        return localToUtc(year - 1900, mon, mday, hour, min, sec, new SimpleTimeZone(0, "UTC"))
            + tzoffset * (60 * 1000L);
    }

    private LocalDateTime local(TimeZone tz) {
        long local = fastTime + tz.getOffset(fastTime);
        return LocalDateTime.ofEpochSecond(Math.floorDiv(local, 1000),
            (int) Math.floorMod(local, 1000) * 1000_000, ZoneOffset.UTC);
    }

    /** {year, month 1-12, day} in the Julian/Gregorian calendar, as Date prints. */
    private long[] hybridDate(TimeZone tz) {
        return GregorianCalendar.defaultDateOf(fastTime + tz.getOffset(fastTime));
    }

    @Deprecated
    public int getYear() {
        return local(TimeZone.getDefaultRef()).getYear() - 1900;
    }

    @Deprecated
    public void setYear(int year) {
        LocalDateTime l = local(TimeZone.getDefaultRef());
        set(year, l.getMonthValue() - 1, l.getDayOfMonth(), l.getHour(), l.getMinute(), l.getSecond(), l);
    }

    @Deprecated
    public int getMonth() {
        return local(TimeZone.getDefaultRef()).getMonthValue() - 1;
    }

    @Deprecated
    public void setMonth(int month) {
        LocalDateTime l = local(TimeZone.getDefaultRef());
        set(l.getYear() - 1900, month, l.getDayOfMonth(), l.getHour(), l.getMinute(), l.getSecond(), l);
    }

    @Deprecated
    public int getDate() {
        return local(TimeZone.getDefaultRef()).getDayOfMonth();
    }

    @Deprecated
    public void setDate(int date) {
        LocalDateTime l = local(TimeZone.getDefaultRef());
        set(l.getYear() - 1900, l.getMonthValue() - 1, date, l.getHour(), l.getMinute(), l.getSecond(), l);
    }

    @Deprecated
    public int getDay() {
        return local(TimeZone.getDefaultRef()).getDayOfWeek().getValue() % 7;
    }

    @Deprecated
    public int getHours() {
        return local(TimeZone.getDefaultRef()).getHour();
    }

    @Deprecated
    public void setHours(int hours) {
        LocalDateTime l = local(TimeZone.getDefaultRef());
        set(l.getYear() - 1900, l.getMonthValue() - 1, l.getDayOfMonth(), hours, l.getMinute(), l.getSecond(), l);
    }

    @Deprecated
    public int getMinutes() {
        return local(TimeZone.getDefaultRef()).getMinute();
    }

    @Deprecated
    public void setMinutes(int minutes) {
        LocalDateTime l = local(TimeZone.getDefaultRef());
        set(l.getYear() - 1900, l.getMonthValue() - 1, l.getDayOfMonth(), l.getHour(), minutes, l.getSecond(), l);
    }

    @Deprecated
    public int getSeconds() {
        return local(TimeZone.getDefaultRef()).getSecond();
    }

    @Deprecated
    public void setSeconds(int seconds) {
        LocalDateTime l = local(TimeZone.getDefaultRef());
        set(l.getYear() - 1900, l.getMonthValue() - 1, l.getDayOfMonth(), l.getHour(), l.getMinute(), seconds, l);
    }

    private void set(int year, int month, int date, int hrs, int min, int sec, LocalDateTime old) {
        fastTime = localToUtc(year, month, date, hrs, min, sec, TimeZone.getDefaultRef())
            + old.getNano() / 1000_000;
    }

    public long getTime() {
        return fastTime;
    }

    public void setTime(long time) {
        fastTime = time;
    }

    public boolean before(Date when) {
        return getTime() < when.getTime();
    }

    public boolean after(Date when) {
        return getTime() > when.getTime();
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof Date && getTime() == ((Date) obj).getTime();
    }

    @Override
    public int compareTo(Date anotherDate) {
        return Long.compare(getTime(), anotherDate.getTime());
    }

    @Override
    public int hashCode() {
        long ht = this.getTime();
        return (int) ht ^ (int) (ht >> 32);
    }

    private static void two(StringBuilder sb, int v) {
        if (v < 10) {
            sb.append('0');
        }
        sb.append(v);
    }

    @Override
    public String toString() {
        TimeZone tz = TimeZone.getDefaultRef();
        LocalDateTime l = local(tz);
        StringBuilder sb = new StringBuilder(28);
        long[] ymd = hybridDate(tz);
        sb.append(DAYS[l.getDayOfWeek().getValue() - 1]).append(' ');
        sb.append(MONTHS[(int) ymd[1] - 1]).append(' ');
        two(sb, (int) ymd[2]);
        sb.append(' ');
        two(sb, l.getHour());
        sb.append(':');
        two(sb, l.getMinute());
        sb.append(':');
        two(sb, l.getSecond());
        sb.append(' ');
        sb.append(tz.getDisplayName(tz.inDaylightTime(this), TimeZone.SHORT, Locale.US));
        sb.append(' ');
        long y = ymd[0];
        sb.append(y > 0 ? y : 1 - y);
        return sb.toString();
    }

    @Deprecated
    public String toLocaleString() {
        return java.text.DateFormat.getDateTimeInstance().format(this);
    }

    @Deprecated
    public String toGMTString() {
        LocalDateTime l = LocalDateTime.ofEpochSecond(Math.floorDiv(fastTime, 1000), 0, ZoneOffset.UTC);
        StringBuilder sb = new StringBuilder(32);
        sb.append(l.getDayOfMonth()).append(' ').append(MONTHS[l.getMonthValue() - 1]).append(' ')
            .append(l.getYear()).append(' ');
        two(sb, l.getHour());
        sb.append(':');
        two(sb, l.getMinute());
        sb.append(':');
        two(sb, l.getSecond());
        return sb.append(" GMT").toString();
    }

    @Deprecated
    public int getTimezoneOffset() {
        return -TimeZone.getDefaultRef().getOffset(fastTime) / 60000;
    }

    public static Date from(Instant instant) {
        try {
            return new Date(instant.toEpochMilli());
        } catch (ArithmeticException ex) {
            throw new IllegalArgumentException(ex);
        }
    }

    public Instant toInstant() {
        return Instant.ofEpochMilli(getTime());
    }
}
