package java.sql;

import java.time.Instant;
import java.time.LocalTime;

/** An SQL TIME: a java.util.Date on 1 January 1970 whose date the JDBC API ignores (hh:mm:ss). */
public class Time extends java.util.Date {
    private static final long serialVersionUID = 8397324403548013681L;

    @Deprecated
    public Time(int hour, int minute, int second) {
        super(70, 0, 1, hour, minute, second);
    }

    public Time(long time) {
        super(time);
    }

    public void setTime(long time) {
        super.setTime(time);
    }

    /** Parses hh:mm:ss (each field any decimal int; out-of-range values roll over). */
    @SuppressWarnings("deprecation")
    public static Time valueOf(String s) {
        if (s == null) {
            throw new IllegalArgumentException();
        }
        int colon1 = s.indexOf(':');
        int colon2 = s.indexOf(':', colon1 + 1);
        int len = s.length();
        if (colon1 <= 0 || colon2 <= 0 || colon2 >= len - 1) {
            throw new IllegalArgumentException();
        }
        int hour = Integer.parseInt(s, 0, colon1, 10);
        int minute = Integer.parseInt(s, colon1 + 1, colon2, 10);
        int second = Integer.parseInt(s, colon2 + 1, len, 10);
        return new Time(hour, minute, second);
    }

    @SuppressWarnings("deprecation")
    public String toString() {
        char[] buf = new char[8];
        Timestamp.digits(buf, 0, 2, super.getHours());
        buf[2] = ':';
        Timestamp.digits(buf, 3, 2, super.getMinutes());
        buf[5] = ':';
        Timestamp.digits(buf, 6, 2, super.getSeconds());
        return new String(buf);
    }

    @Deprecated
    public int getYear() {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public int getMonth() {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public int getDay() {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public int getDate() {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public void setYear(int i) {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public void setMonth(int i) {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public void setDate(int i) {
        throw new IllegalArgumentException();
    }

    @SuppressWarnings("deprecation")
    public static Time valueOf(LocalTime time) {
        return new Time(time.getHour(), time.getMinute(), time.getSecond());
    }

    @SuppressWarnings("deprecation")
    public LocalTime toLocalTime() {
        return LocalTime.of(getHours(), getMinutes(), getSeconds());
    }

    /** An SQL TIME has no date component to give an instant. */
    public Instant toInstant() {
        throw new UnsupportedOperationException();
    }
}
