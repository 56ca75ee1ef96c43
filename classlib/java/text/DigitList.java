package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

/**
 * The decimal digits of a non-negative number while DecimalFormat formats or parses it:
 * value = 0.d[0]d[1]...d[count-1] * 10^decimalAt, no trailing zero digits after a set().
 * Doubles use their shortest representation (Double.toString); a tie exactly at that
 * representation's last digit is decided by the double's exact binary value.
 */
final class DigitList {
    char[] digits = new char[32];
    int count;
    int decimalAt;
    /** For doubles: sign of (shortest decimal - exact value); 0 when exact. */
    private int shortestVsExact;
    private double source;
    private boolean haveSource;

    boolean isZero() {
        for (int i = 0; i < count; i++) {
            if (digits[i] != '0') {
                return false;
            }
        }
        return true;
    }

    void clear() {
        count = 0;
        decimalAt = 0;
    }

    void append(char d) {
        if (count == digits.length) {
            digits = java.util.Arrays.copyOf(digits, count * 2 + 1);
        }
        digits[count++] = d;
    }

    private void setDigits(String s, int decimalAt) {
        count = 0;
        int i = 0;
        while (i < s.length() && s.charAt(i) == '0') {
            i++;
            decimalAt--;
        }
        int end = s.length();
        while (end > i && s.charAt(end - 1) == '0') {
            end--;
        }
        for (; i < end; i++) {
            append(s.charAt(i));
        }
        this.decimalAt = count == 0 ? 0 : decimalAt;
    }

    /** Sets a finite non-negative double, rounded to maxDigits (fraction digits when fixedPoint). */
    void set(boolean negative, double v, int maxDigits, boolean fixedPoint, RoundingMode mode) {
        String s = Double.toString(v);
        int e = s.indexOf('E');
        int exp = 0;
        if (e >= 0) {
            exp = Integer.parseInt(s.substring(e + 1));
            s = s.substring(0, e);
        }
        int dot = s.indexOf('.');
        String ds = s.substring(0, dot) + s.substring(dot + 1);
        haveSource = true;
        source = v;
        shortestVsExact = 2;
        setDigits(ds, dot + exp);
        roundTo(negative, maxDigits, fixedPoint, mode);
    }

    void set(boolean negative, long v, int maxDigits, RoundingMode mode) {
        String s = v == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(v);
        haveSource = false;
        setDigits(s, s.length());
        if (maxDigits > 0) {
            roundTo(negative, maxDigits, false, mode);
        }
    }

    void set(boolean negative, BigInteger v, int maxDigits, RoundingMode mode) {
        String s = v.abs().toString();
        haveSource = false;
        setDigits(s, s.length());
        if (maxDigits > 0) {
            roundTo(negative, maxDigits, false, mode);
        }
    }

    void set(boolean negative, BigDecimal v, int maxDigits, boolean fixedPoint, RoundingMode mode) {
        String s = v.unscaledValue().abs().toString();
        haveSource = false;
        setDigits(s, (int) Math.max(Integer.MIN_VALUE + 1,
            Math.min(Integer.MAX_VALUE, (long) s.length() - v.scale())));
        roundTo(negative, maxDigits, fixedPoint, mode);
    }

    private void roundTo(boolean negative, int maxDigits, boolean fixedPoint, RoundingMode mode) {
        if (count == 0) {
            return;
        }
        long keep;
        if (fixedPoint) {
            keep = (long) decimalAt + maxDigits;
        } else {
            if (maxDigits <= 0) {
                return;
            }
            keep = maxDigits;
        }
        if (keep >= count) {
            return;
        }
        if (keep < 0) {
            if (mode == RoundingMode.UNNECESSARY) {
                throw new ArithmeticException("Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
            }
            boolean up = mode == RoundingMode.UP || (mode == RoundingMode.CEILING && !negative)
                || (mode == RoundingMode.FLOOR && negative);
            if (up) {
                count = 1;
                digits[0] = '1';
                decimalAt = -maxDigits + 1;
            } else {
                count = 0;
                decimalAt = 0;
            }
            return;
        }
        int k = (int) keep;
        if (shouldRoundUp(k, negative, mode)) {
            int i = k - 1;
            while (i >= 0 && digits[i] == '9') {
                i--;
            }
            if (i < 0) {
                digits[0] = '1';
                count = 1;
                decimalAt++;
                return;
            }
            digits[i]++;
            count = i + 1;
        } else {
            count = k;
            while (count > 0 && digits[count - 1] == '0') {
                count--;
            }
        }
        if (count == 0) {
            decimalAt = 0;
        }
    }

    private int exactness() {
        if (!haveSource) {
            return 0;
        }
        if (shortestVsExact == 2) {
            shortestVsExact = new BigDecimal(Double.toString(source)).compareTo(new BigDecimal(source));
        }
        return shortestVsExact;
    }

    private boolean shouldRoundUp(int k, boolean negative, RoundingMode mode) {
        boolean nonzero = false;
        for (int i = k; i < count; i++) {
            if (digits[i] != '0') {
                nonzero = true;
                break;
            }
        }
        switch (mode) {
            case UP:
                return nonzero;
            case DOWN:
                return false;
            case CEILING:
                return nonzero && !negative;
            case FLOOR:
                return nonzero && negative;
            case UNNECESSARY:
                if (nonzero) {
                    throw new ArithmeticException("Rounding needed with the rounding mode being set to RoundingMode.UNNECESSARY");
                }
                return false;
            default:
                char d = digits[k];
                if (d > '5') {
                    return true;
                }
                if (d < '5') {
                    return false;
                }
                if (k < count - 1) {
                    return true;
                }
                int c = exactness();
                if (c > 0) {
                    return false;
                }
                if (c < 0) {
                    return true;
                }
                if (mode == RoundingMode.HALF_UP) {
                    return true;
                }
                if (mode == RoundingMode.HALF_DOWN) {
                    return false;
                }
                return k > 0 && ((digits[k - 1] - '0') & 1) != 0;
        }
    }

    // ----- parsing side -----

    private static final String LONG_MIN_REP = "9223372036854775808";

    boolean fitsIntoLong(boolean isPositive, boolean ignoreNegativeZero) {
        while (count > 0 && digits[count - 1] == '0') {
            count--;
        }
        if (count == 0) {
            return isPositive || ignoreNegativeZero;
        }
        if (decimalAt < count || decimalAt > 19) {
            return false;
        }
        if (decimalAt < 19) {
            return true;
        }
        for (int i = 0; i < count; i++) {
            char d = digits[i];
            char m = LONG_MIN_REP.charAt(i);
            if (d > m) {
                return false;
            }
            if (d < m) {
                return true;
            }
        }
        if (count < decimalAt) {
            return true;
        }
        return !isPositive;
    }

    long getLong() {
        if (count == 0) {
            return 0;
        }
        StringBuilder sb = new StringBuilder(decimalAt);
        sb.append(digits, 0, count);
        for (int i = count; i < decimalAt; i++) {
            sb.append('0');
        }
        String s = sb.toString();
        if (s.equals(LONG_MIN_REP)) {
            return Long.MIN_VALUE;
        }
        return Long.parseLong(s);
    }

    double getDouble() {
        if (count == 0) {
            return 0.0;
        }
        return Double.parseDouble("." + new String(digits, 0, count) + "E" + decimalAt);
    }

    BigDecimal getBigDecimal() {
        if (count == 0) {
            return decimalAt == 0 ? BigDecimal.ZERO : new BigDecimal("0E" + decimalAt);
        }
        return new BigDecimal(new String(digits, 0, count)).scaleByPowerOfTen(decimalAt - count);
    }
}
