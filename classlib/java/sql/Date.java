package java.sql;

import java.time.Instant;
import java.time.LocalDate;

/** An SQL DATE: a java.util.Date whose time of day the JDBC API ignores (yyyy-mm-dd). */
public class Date extends java.util.Date {
    private static final long serialVersionUID = 1511598038487230103L;

    @Deprecated
    public Date(int year, int month, int day) {
        super(year, month, day);
    }

    public Date(long date) {
        super(date);
    }

    public void setTime(long date) {
        super.setTime(date);
    }

    /** Parses yyyy-[m]m-[d]d: four year digits, one or two of month (1-12) and day (1-31). */
    public static Date valueOf(String s) {
        if (s == null) {
            throw new IllegalArgumentException();
        }
        int dash1 = s.indexOf('-');
        int dash2 = s.indexOf('-', dash1 + 1);
        int len = s.length();
        if (dash1 == 4 && dash2 > 0 && dash2 < len - 1 && dash2 - dash1 >= 2 && dash2 - dash1 <= 3
                && len - dash2 >= 2 && len - dash2 <= 3) {
            int year = Integer.parseInt(s, 0, dash1, 10);
            int month = Integer.parseInt(s, dash1 + 1, dash2, 10);
            int day = Integer.parseInt(s, dash2 + 1, len, 10);
            if (month >= 1 && month <= 12 && day >= 1 && day <= 31) {
                return new Date(year - 1900, month - 1, day);
            }
        }
        throw new IllegalArgumentException();
    }

    public String toString() {
        char[] buf = new char[10];
        Timestamp.digits(buf, 0, 4, super.getYear() + 1900);
        buf[4] = '-';
        Timestamp.digits(buf, 5, 2, super.getMonth() + 1);
        buf[7] = '-';
        Timestamp.digits(buf, 8, 2, super.getDate());
        return new String(buf);
    }

    @Deprecated
    public int getHours() {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public int getMinutes() {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public int getSeconds() {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public void setHours(int i) {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public void setMinutes(int i) {
        throw new IllegalArgumentException();
    }

    @Deprecated
    public void setSeconds(int i) {
        throw new IllegalArgumentException();
    }

    @SuppressWarnings("deprecation")
    public static Date valueOf(LocalDate date) {
        return new Date(date.getYear() - 1900, date.getMonthValue() - 1, date.getDayOfMonth());
    }

    @SuppressWarnings("deprecation")
    public LocalDate toLocalDate() {
        return LocalDate.of(getYear() + 1900, getMonth() + 1, getDate());
    }

    /** An SQL DATE has no time component to give an instant. */
    public Instant toInstant() {
        throw new UnsupportedOperationException();
    }
}
