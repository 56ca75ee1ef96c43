package java.sql;

import java.time.Instant;
import java.time.LocalDateTime;

/**
 * An SQL TIMESTAMP: a java.util.Date holding whole seconds plus a separate nanosecond
 * field (0-999,999,999); getTime() adds the nanos' milliseconds back.
 */
public class Timestamp extends java.util.Date {
    private static final long serialVersionUID = 2745179027874758501L;
    private static final String FORMAT_ERROR = "Timestamp format must be yyyy-mm-dd hh:mm:ss[.fffffffff]";

    private int nanos;

    @Deprecated
    public Timestamp(int year, int month, int date, int hour, int minute, int second, int nano) {
        super(year, month, date, hour, minute, second);
        if (nano > 999999999 || nano < 0) {
            throw new IllegalArgumentException("nanos > 999999999 or < 0");
        }
        nanos = nano;
    }

    public Timestamp(long time) {
        super((time / 1000) * 1000);
        split(time);
    }

    public void setTime(long time) {
        super.setTime((time / 1000) * 1000);
        split(time);
    }

    /** Keeps whole seconds (rounded down) in the Date and the rest in nanos. */
    private void split(long time) {
        nanos = (int) ((time % 1000) * 1000000);
        if (nanos < 0) {
            nanos = 1000000000 + nanos;
            super.setTime(((time / 1000) - 1) * 1000);
        }
    }

    public long getTime() {
        return super.getTime() + nanos / 1000000;
    }

    /** Parses yyyy-[m]m-[d]d hh:mm:ss[.f...] with one to nine fraction digits. */
    @SuppressWarnings("deprecation")
    public static Timestamp valueOf(String s) {
        if (s == null) {
            throw new IllegalArgumentException("null string");
        }
        s = s.trim();
        int space = s.indexOf(' ');
        if (space < 0) {
            throw new IllegalArgumentException(FORMAT_ERROR);
        }
        int dash1 = s.indexOf('-');
        int dash2 = s.indexOf('-', dash1 + 1);
        int colon1 = s.indexOf(':', space + 1);
        int colon2 = s.indexOf(':', colon1 + 1);
        int period = s.indexOf('.', colon2 + 1);
        int year = 0;
        int month = 0;
        int day = 0;
        boolean dateOk = false;
        if (dash1 == 4 && dash2 > 0 && dash2 < space - 1 && dash2 - dash1 >= 2 && dash2 - dash1 <= 3
                && space - dash2 >= 2 && space - dash2 <= 3) {
            year = Integer.parseInt(s, 0, dash1, 10);
            month = Integer.parseInt(s, dash1 + 1, dash2, 10);
            day = Integer.parseInt(s, dash2 + 1, space, 10);
            dateOk = month >= 1 && month <= 12 && day >= 1 && day <= 31;
        }
        if (!dateOk) {
            throw new IllegalArgumentException(FORMAT_ERROR);
        }
        int len = s.length();
        if (colon1 <= 0 || colon2 <= 0 || colon2 >= len - 1) {
            throw new IllegalArgumentException(FORMAT_ERROR);
        }
        int hour = Integer.parseInt(s, space + 1, colon1, 10);
        int minute = Integer.parseInt(s, colon1 + 1, colon2, 10);
        int second;
        int fraction = 0;
        if (period > 0 && period < len - 1) {
            second = Integer.parseInt(s, colon2 + 1, period, 10);
            int digits = len - (period + 1);
            if (digits > 9 || !Character.isDigit(s.charAt(period + 1))) {
                throw new IllegalArgumentException(FORMAT_ERROR);
            }
            fraction = Integer.parseInt(s, period + 1, len, 10);
            for (; digits < 9; digits++) {
                fraction *= 10;
            }
        } else if (period > 0) {
            throw new IllegalArgumentException(FORMAT_ERROR);
        } else {
            second = Integer.parseInt(s, colon2 + 1, len, 10);
        }
        return new Timestamp(year - 1900, month - 1, day, hour, minute, second, fraction);
    }

    /** Writes the low len decimal digits of v into buf[off, off+len). */
    static void digits(char[] buf, int off, int len, int v) {
        for (int p = off + len - 1; p >= off; p--) {
            buf[p] = (char) ('0' + v % 10);
            v /= 10;
        }
    }

    /** yyyy-mm-dd hh:mm:ss.f...: the fraction without trailing zeros, at least one digit. */
    @SuppressWarnings("deprecation")
    public String toString() {
        int frac = nanos;
        int zeros = 0;
        if (frac == 0) {
            zeros = 8;
        } else {
            while (frac % 10 == 0) {
                frac /= 10;
                zeros++;
            }
        }
        int fracLen = 9 - zeros;
        char[] buf = new char[20 + fracLen];
        digits(buf, 0, 4, super.getYear() + 1900);
        buf[4] = '-';
        digits(buf, 5, 2, super.getMonth() + 1);
        buf[7] = '-';
        digits(buf, 8, 2, super.getDate());
        buf[10] = ' ';
        digits(buf, 11, 2, super.getHours());
        buf[13] = ':';
        digits(buf, 14, 2, super.getMinutes());
        buf[16] = ':';
        digits(buf, 17, 2, super.getSeconds());
        buf[19] = '.';
        digits(buf, 20, fracLen, frac);
        return new String(buf);
    }

    public int getNanos() {
        return nanos;
    }

    public void setNanos(int n) {
        if (n > 999999999 || n < 0) {
            throw new IllegalArgumentException("nanos > 999999999 or < 0");
        }
        nanos = n;
    }

    public boolean equals(Timestamp ts) {
        return super.equals(ts) && nanos == ts.nanos;
    }

    public boolean equals(Object ts) {
        return ts instanceof Timestamp && equals((Timestamp) ts);
    }

    public boolean before(Timestamp ts) {
        return compareTo(ts) < 0;
    }

    public boolean after(Timestamp ts) {
        return compareTo(ts) > 0;
    }

    public int compareTo(Timestamp ts) {
        int c = Long.compare(getTime(), ts.getTime());
        if (c == 0) {
            c = Integer.compare(nanos, ts.nanos);
        }
        return c;
    }

    public int compareTo(java.util.Date o) {
        if (o instanceof Timestamp) {
            return compareTo((Timestamp) o);
        }
        return compareTo(new Timestamp(o.getTime()));
    }

    public int hashCode() {
        return super.hashCode();
    }

    @SuppressWarnings("deprecation")
    public static Timestamp valueOf(LocalDateTime dateTime) {
        return new Timestamp(dateTime.getYear() - 1900, dateTime.getMonthValue() - 1,
                dateTime.getDayOfMonth(), dateTime.getHour(), dateTime.getMinute(),
                dateTime.getSecond(), dateTime.getNano());
    }

    @SuppressWarnings("deprecation")
    public LocalDateTime toLocalDateTime() {
        return LocalDateTime.of(getYear() + 1900, getMonth() + 1, getDate(), getHours(),
                getMinutes(), getSeconds(), getNanos());
    }

    /** The instant's seconds times 1000 (wrapping silently, as HotSpot's does) and its nanos. */
    public static Timestamp from(Instant instant) {
        Timestamp stamp = new Timestamp(instant.getEpochSecond() * 1000L);
        stamp.nanos = instant.getNano();
        return stamp;
    }

    public Instant toInstant() {
        return Instant.ofEpochSecond(super.getTime() / 1000, nanos);
    }
}
