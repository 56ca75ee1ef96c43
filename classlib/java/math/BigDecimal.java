package java.math;

/**
 * Immutable arbitrary-precision decimals: unscaledValue * 10^-scale.
 *
 * Invariant: intVal is never null; scale is any int. Two values are equals() only when both
 * the unscaled value and the scale agree (2.0 is not 2.00); compareTo compares numbers.
 * The preferred scales of results and the exception texts follow the JDK's documentation.
 */
public class BigDecimal extends Number implements Comparable<BigDecimal> {
    private static final long serialVersionUID = 6108874887143696463L;

    /** The JDK's serial form: the fields intVal and scale, with a writeObject of its own. */
    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        s.defaultWriteObject();
    }

    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (intVal == null) {
            throw new java.io.StreamCorruptedException("BigDecimal: null intVal - possible malicious stream");
        }
    }

    public static final BigDecimal ZERO = new BigDecimal(BigInteger.ZERO, 0);
    public static final BigDecimal ONE = new BigDecimal(BigInteger.ONE, 0);
    public static final BigDecimal TEN = new BigDecimal(BigInteger.TEN, 0);
    private static final BigDecimal ONE_HALF = new BigDecimal(BigInteger.valueOf(5), 1);

    public static final int ROUND_UP = 0;
    public static final int ROUND_DOWN = 1;
    public static final int ROUND_CEILING = 2;
    public static final int ROUND_FLOOR = 3;
    public static final int ROUND_HALF_UP = 4;
    public static final int ROUND_HALF_DOWN = 5;
    public static final int ROUND_HALF_EVEN = 6;
    public static final int ROUND_UNNECESSARY = 7;

    private final BigInteger intVal;
    private final int scale;
    /** Number of decimal digits of intVal (1 for zero); 0 while not yet computed. */
    private transient int precision;
    private transient String stringCache;

    // ----- construction -----

    public BigDecimal(BigInteger unscaledVal, int scale) {
        this.intVal = unscaledVal;
        this.scale = scale;
        if (unscaledVal == null) {
            throw new NullPointerException();
        }
    }

    public BigDecimal(BigInteger unscaledVal, int scale, MathContext mc) {
        BigDecimal r = new BigDecimal(unscaledVal, scale).round(mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(BigInteger val) {
        this(val, 0);
    }

    public BigDecimal(BigInteger val, MathContext mc) {
        this(val, 0, mc);
    }

    public BigDecimal(int val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(int val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(long val) {
        this(BigInteger.valueOf(val), 0);
    }

    public BigDecimal(long val, MathContext mc) {
        this(BigInteger.valueOf(val), 0, mc);
    }

    public BigDecimal(double val) {
        BigDecimal r = exactDouble(val);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(double val, MathContext mc) {
        BigDecimal r = exactDouble(val).round(mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(String val) {
        this(val.toCharArray(), 0, val.length());
    }

    public BigDecimal(String val, MathContext mc) {
        this(val.toCharArray(), 0, val.length(), mc);
    }

    public BigDecimal(char[] in) {
        this(in, 0, in.length);
    }

    public BigDecimal(char[] in, MathContext mc) {
        this(in, 0, in.length, mc);
    }

    public BigDecimal(char[] in, int offset, int len) {
        BigDecimal r = parse(in, offset, len);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public BigDecimal(char[] in, int offset, int len, MathContext mc) {
        BigDecimal r = parse(in, offset, len).round(mc);
        this.intVal = r.intVal;
        this.scale = r.scale;
    }

    public static BigDecimal valueOf(long unscaledVal, int scale) {
        return new BigDecimal(BigInteger.valueOf(unscaledVal), scale);
    }

    public static BigDecimal valueOf(long val) {
        if (val == 0) {
            return ZERO;
        }
        return new BigDecimal(BigInteger.valueOf(val), 0);
    }

    public static BigDecimal valueOf(double val) {
        return new BigDecimal(Double.toString(val));
    }

    /** The exact binary value of a double, at the smallest scale that holds it. */
    private static BigDecimal exactDouble(double val) {
        if (Double.isNaN(val) || Double.isInfinite(val)) {
            throw new NumberFormatException("Infinite or NaN");
        }
        long bits = Double.doubleToLongBits(val);
        int sign = bits < 0 ? -1 : 1;
        int exp = (int) ((bits >> 52) & 0x7ff);
        long m = bits & ((1L << 52) - 1);
        if (exp == 0) {
            exp = 1;
        } else {
            m |= 1L << 52;
        }
        exp -= 1075;
        if (m == 0) {
            return ZERO;
        }
        int tz = Long.numberOfTrailingZeros(m);
        m >>>= tz;
        exp += tz;
        BigInteger u = BigInteger.valueOf(sign * m);
        if (exp >= 0) {
            return new BigDecimal(u.shiftLeft(exp), 0);
        }
        return new BigDecimal(u.multiply(BigInteger.valueOf(5).pow(-exp)), -exp);
    }

    private static int digitOf(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (Character.isDigit(c)) {
            return Character.digit(c, 10);
        }
        return -1;
    }

    private static BigDecimal parse(char[] in, int offset, int len) {
        if (offset + len > in.length || offset < 0 || len < 0) {
            throw new NumberFormatException("Bad offset or len arguments for char[] input.");
        }
        if (len == 0) {
            throw new NumberFormatException();
        }
        int end = offset + len;
        int i = offset;
        boolean negative = false;
        if (in[i] == '-' || in[i] == '+') {
            negative = in[i] == '-';
            i++;
        }
        StringBuilder digits = new StringBuilder();
        boolean dot = false;
        int fraction = 0;
        long exponent = 0;
        boolean any = false;
        for (; i < end; i++) {
            char c = in[i];
            int d = digitOf(c);
            if (d >= 0) {
                any = true;
                if (digits.length() > 0 || d != 0) {
                    digits.append((char) ('0' + d));
                }
                if (dot) {
                    fraction++;
                }
            } else if (c == '.') {
                if (dot) {
                    throw new NumberFormatException("Character array contains more than one decimal point.");
                }
                dot = true;
            } else if (c == 'e' || c == 'E') {
                exponent = parseExponent(in, i + 1, end);
                i = end;
                break;
            } else {
                throw new NumberFormatException("Character " + c
                    + " is neither a decimal digit number, decimal point, nor \"e\" notation exponential mark.");
            }
        }
        if (!any) {
            throw new NumberFormatException("No digits found.");
        }
        long sc = fraction - exponent;
        if (sc != (int) sc) {
            throw new NumberFormatException("Scale out of range.");
        }
        BigInteger u = digits.length() == 0 ? BigInteger.ZERO : new BigInteger(digits.toString());
        return new BigDecimal(negative ? u.negate() : u, (int) sc);
    }

    private static long parseExponent(char[] in, int i, int end) {
        if (i >= end) {
            throw new NumberFormatException();
        }
        boolean negative = false;
        if (in[i] == '-' || in[i] == '+') {
            negative = in[i] == '-';
            i++;
        }
        if (i >= end) {
            throw new NumberFormatException();
        }
        while (i < end && digitOf(in[i]) == 0) {
            i++;
        }
        long exp = 0;
        int count = 0;
        for (; i < end; i++) {
            int d = digitOf(in[i]);
            if (d < 0) {
                throw new NumberFormatException("Not a digit.");
            }
            if (++count > 10) {
                throw new NumberFormatException("Too many nonzero exponent digits.");
            }
            exp = exp * 10 + d;
        }
        if (negative) {
            exp = -exp;
        }
        if (exp != (int) exp) {
            throw new NumberFormatException("Exponent overflow.");
        }
        return exp;
    }

    // ----- helpers -----

    private static final BigInteger[] TEN_POWERS = new BigInteger[64];

    static BigInteger tenPow(int n) {
        if (n < TEN_POWERS.length) {
            BigInteger p = TEN_POWERS[n];
            if (p == null) {
                p = BigInteger.TEN.pow(n);
                TEN_POWERS[n] = p;
            }
            return p;
        }
        return BigInteger.TEN.pow(n);
    }

    /** Scale range check: a zero saturates, anything else overflows. */
    private int checkScale(long val) {
        return checkScale(intVal, val);
    }

    private static int checkScale(BigInteger u, long val) {
        int asInt = (int) val;
        if (asInt != val) {
            asInt = val > Integer.MAX_VALUE ? Integer.MAX_VALUE : Integer.MIN_VALUE;
            if (u.signum() != 0) {
                throw new ArithmeticException(asInt > 0 ? "Underflow" : "Overflow");
            }
        }
        return asInt;
    }

    private static int saturate(long s) {
        return s > Integer.MAX_VALUE ? Integer.MAX_VALUE : s < Integer.MIN_VALUE ? Integer.MIN_VALUE : (int) s;
    }

    private static BigDecimal zeroOf(int scale) {
        return scale == 0 ? ZERO : new BigDecimal(BigInteger.ZERO, scale);
    }

    private static RoundingMode mode(int roundingMode) {
        if (roundingMode < ROUND_UP || roundingMode > ROUND_UNNECESSARY) {
            throw new IllegalArgumentException("Invalid rounding mode");
        }
        return RoundingMode.valueOf(roundingMode);
    }

    /**
     * num / den rounded to an integer by mode (den > 0 or < 0; signs taken into account).
     * Returns the rounded quotient; exact tells whether the remainder was zero via out[0].
     */
    private static BigInteger divideAndRound(BigInteger num, BigInteger den, RoundingMode mode, boolean[] exact) {
        BigInteger[] qr = num.divideAndRemainder(den);
        BigInteger q = qr[0];
        BigInteger r = qr[1];
        if (exact != null) {
            exact[0] = r.signum() == 0;
        }
        if (r.signum() == 0) {
            return q;
        }
        int sign = num.signum() * den.signum();
        if (needIncrement(q, r, den, sign, mode)) {
            q = q.add(BigInteger.valueOf(sign));
        }
        return q;
    }

    /** True when the truncated quotient q with remainder r != 0 must move away from zero. */
    private static boolean needIncrement(BigInteger q, BigInteger r, BigInteger den, int sign, RoundingMode mode) {
        switch (mode) {
            case UNNECESSARY:
                throw new ArithmeticException("Rounding necessary");
            case UP:
                return true;
            case DOWN:
                return false;
            case CEILING:
                return sign > 0;
            case FLOOR:
                return sign < 0;
            default:
                int c = r.abs().shiftLeft(1).compareTo(den.abs());
                if (c != 0) {
                    return c > 0;
                }
                if (mode == RoundingMode.HALF_UP) {
                    return true;
                }
                if (mode == RoundingMode.HALF_DOWN) {
                    return false;
                }
                return q.testBit(0);
        }
    }

    private static int digitCount(BigInteger u) {
        if (u.signum() == 0) {
            return 1;
        }
        int bl = u.abs().bitLength();
        if (bl < 63) {
            long v = Math.abs(u.longValue());
            int d = 1;
            long p = 10;
            while (d < 19 && v >= p) {
                d++;
                p *= 10;
            }
            return d;
        }
        int r = (int) (((long) (bl - 1) * 1233) >>> 12);
        BigInteger a = u.abs();
        int d = r + 1;
        while (a.compareTo(tenPow(d)) >= 0) {
            d++;
        }
        return d;
    }

    // ----- arithmetic -----

    public BigDecimal add(BigDecimal augend) {
        if (scale == augend.scale) {
            return new BigDecimal(intVal.add(augend.intVal), scale);
        }
        if (scale > augend.scale) {
            return new BigDecimal(intVal.add(augend.intVal.multiply(tenPow(scale - augend.scale))), scale);
        }
        return new BigDecimal(intVal.multiply(tenPow(augend.scale - scale)).add(augend.intVal), augend.scale);
    }

    public BigDecimal add(BigDecimal augend, MathContext mc) {
        if (mc.precision == 0) {
            return add(augend);
        }
        boolean lhsZero = signum() == 0;
        boolean rhsZero = augend.signum() == 0;
        if (lhsZero || rhsZero) {
            int preferred = Math.max(scale, augend.scale);
            if (lhsZero && rhsZero) {
                return zeroOf(preferred);
            }
            BigDecimal result = (lhsZero ? augend : this).round(mc);
            return matchScale(result, preferred, mc.precision);
        }
        return add(augend).round(mc);
    }

    /** A rounded non-zero result moved towards the preferred scale as far as precision allows. */
    private static BigDecimal matchScale(BigDecimal result, int preferred, int precision) {
        if (result.scale == preferred) {
            return result;
        }
        if (result.scale > preferred) {
            return stripZerosTo(result.intVal, result.scale, preferred);
        }
        int precisionDiff = precision - result.precision();
        int scaleDiff = preferred - result.scale;
        if (precisionDiff >= scaleDiff) {
            return result.setScale(preferred);
        }
        return result.setScale(result.scale + precisionDiff);
    }

    public BigDecimal subtract(BigDecimal subtrahend) {
        return add(subtrahend.negate());
    }

    public BigDecimal subtract(BigDecimal subtrahend, MathContext mc) {
        return add(subtrahend.negate(), mc);
    }

    public BigDecimal multiply(BigDecimal multiplicand) {
        BigInteger p = intVal.multiply(multiplicand.intVal);
        return new BigDecimal(p, checkScale(p, (long) scale + multiplicand.scale));
    }

    public BigDecimal multiply(BigDecimal multiplicand, MathContext mc) {
        if (mc.precision == 0) {
            return multiply(multiplicand);
        }
        return multiply(multiplicand).round(mc);
    }

    public BigDecimal divide(BigDecimal divisor, int scale, int roundingMode) {
        return divide(divisor, scale, mode(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, int newScale, RoundingMode roundingMode) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
        long e = (long) newScale - scale + divisor.scale;
        BigInteger num = intVal;
        BigInteger den = divisor.intVal;
        if (e >= 0) {
            num = num.multiply(tenPow(checkExp(e)));
        } else {
            den = den.multiply(tenPow(checkExp(-e)));
        }
        return new BigDecimal(divideAndRound(num, den, roundingMode, null), newScale);
    }

    private static int checkExp(long e) {
        if (e > Integer.MAX_VALUE) {
            throw new ArithmeticException("Overflow");
        }
        return (int) e;
    }

    public BigDecimal divide(BigDecimal divisor, int roundingMode) {
        return divide(divisor, scale, mode(roundingMode));
    }

    public BigDecimal divide(BigDecimal divisor, RoundingMode roundingMode) {
        return divide(divisor, scale, roundingMode);
    }

    public BigDecimal divide(BigDecimal divisor) {
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
        int preferred = saturate((long) scale - divisor.scale);
        if (signum() == 0) {
            return zeroOf(preferred);
        }
        MathContext mc = new MathContext((int) Math.min(precision()
            + (long) Math.ceil(10.0 * divisor.precision() / 3.0), Integer.MAX_VALUE), RoundingMode.UNNECESSARY);
        BigDecimal q;
        try {
            q = divide(divisor, mc);
        } catch (ArithmeticException e) {
            throw new ArithmeticException("Non-terminating decimal expansion; no exact representable decimal result.");
        }
        if (preferred > q.scale) {
            return q.setScale(preferred, RoundingMode.UNNECESSARY);
        }
        return q;
    }

    public BigDecimal divide(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divide(divisor);
        }
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
        long preferred = (long) scale - divisor.scale;
        if (signum() == 0) {
            return zeroOf(saturate(preferred));
        }
        int p = mc.precision;
        int pa = precision();
        int pb = divisor.precision();
        BigInteger ua = intVal.abs();
        BigInteger ub = divisor.intVal.abs();
        // Compare the mantissas normalized to [0.1, 1) to learn the quotient's digit count.
        boolean aGe;
        if (pa >= pb) {
            aGe = ua.compareTo(ub.multiply(tenPow(pa - pb))) >= 0;
        } else {
            aGe = ua.multiply(tenPow(pb - pa)).compareTo(ub) >= 0;
        }
        long k = (long) p - pa + pb - (aGe ? 1 : 0);
        BigInteger num = intVal;
        BigInteger den = divisor.intVal;
        if (k >= 0) {
            num = num.multiply(tenPow(checkExp(k)));
        } else {
            den = den.multiply(tenPow(checkExp(-k)));
        }
        boolean[] exact = new boolean[1];
        BigInteger q = divideAndRound(num, den, mc.roundingMode, exact);
        long qs = preferred + k;
        if (exact[0]) {
            return stripZerosTo(q, checkScale(q, qs), saturate(preferred));
        }
        BigDecimal r = new BigDecimal(q, checkScale(q, qs));
        return r.round(mc);
    }

    /** Removes trailing zeros of u while its scale stays above preferred. */
    private static BigDecimal stripZerosTo(BigInteger u, int scale, long preferred) {
        long s = scale;
        if (u.signum() == 0) {
            return zeroOf(scale > preferred ? saturate(preferred) : scale);
        }
        while (s > preferred && !u.testBit(0)) {
            BigInteger[] qr = u.divideAndRemainder(BigInteger.TEN);
            if (qr[1].signum() != 0) {
                break;
            }
            u = qr[0];
            s--;
        }
        return new BigDecimal(u, (int) s);
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor) {
        int preferred = saturate((long) scale - divisor.scale);
        if (divisor.signum() != 0 && compareMagnitude(divisor) < 0) {
            return zeroOf(preferred);
        }
        if (signum() == 0 && divisor.signum() != 0) {
            return setScale(preferred, RoundingMode.UNNECESSARY);
        }
        if (divisor.signum() == 0) {
            throw new ArithmeticException(signum() == 0 ? "Division undefined" : "Division by zero");
        }
        BigInteger q = integerQuotient(divisor);
        BigDecimal r = new BigDecimal(q, 0);
        if (preferred < 0) {
            r = stripZerosTo(q, 0, preferred);
        }
        if (r.scale < preferred) {
            r = r.setScale(preferred, RoundingMode.UNNECESSARY);
        }
        return r;
    }

    /** trunc(this / divisor) as an integer. */
    private BigInteger integerQuotient(BigDecimal divisor) {
        long e = (long) divisor.scale - scale;
        BigInteger num = intVal;
        BigInteger den = divisor.intVal;
        if (e >= 0) {
            num = num.multiply(tenPow(checkExp(e)));
        } else {
            den = den.multiply(tenPow(checkExp(-e)));
        }
        return num.divide(den);
    }

    private int compareMagnitude(BigDecimal val) {
        return abs().compareTo(val.abs());
    }

    public BigDecimal divideToIntegralValue(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0 || (divisor.signum() != 0 && compareMagnitude(divisor) < 0)) {
            return divideToIntegralValue(divisor);
        }
        int preferred = saturate((long) scale - divisor.scale);
        BigDecimal result = divide(divisor, new MathContext(mc.precision, RoundingMode.DOWN));
        if (result.scale < 0) {
            BigDecimal product = result.multiply(divisor);
            if (subtract(product).compareMagnitude(divisor) >= 0) {
                throw new ArithmeticException("Division impossible");
            }
        } else if (result.scale > 0) {
            result = result.setScale(0, RoundingMode.DOWN);
        }
        int precisionDiff;
        if (preferred > result.scale && (precisionDiff = mc.precision - result.precision()) > 0) {
            return result.setScale(result.scale + Math.min(precisionDiff, preferred - result.scale));
        }
        return stripZerosTo(result.intVal, result.scale, preferred);
    }

    public BigDecimal remainder(BigDecimal divisor) {
        return divideAndRemainder(divisor)[1];
    }

    public BigDecimal remainder(BigDecimal divisor, MathContext mc) {
        return divideAndRemainder(divisor, mc)[1];
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor) {
        BigDecimal q = divideToIntegralValue(divisor);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal[] divideAndRemainder(BigDecimal divisor, MathContext mc) {
        if (mc.precision == 0) {
            return divideAndRemainder(divisor);
        }
        BigDecimal q = divideToIntegralValue(divisor, mc);
        return new BigDecimal[] {q, subtract(q.multiply(divisor))};
    }

    public BigDecimal sqrt(MathContext mc) {
        int sig = signum();
        if (sig < 0) {
            throw new ArithmeticException("Attempted square root of negative BigDecimal");
        }
        int preferred = scale / 2;
        if (sig == 0) {
            return valueOf(0L, preferred);
        }
        int p = mc.precision;
        RoundingMode rm = mc.roundingMode;
        BigDecimal result;
        if (p == 0 || rm == RoundingMode.UNNECESSARY) {
            BigDecimal st = stripTrailingZeros();
            BigInteger u = st.intVal;
            int s = st.scale;
            if ((s & 1) != 0) {
                u = u.multiply(BigInteger.TEN);
                s++;
            }
            BigInteger root = u.sqrt();
            if (!root.multiply(root).equals(u) || (p != 0 && digitCount(root) > p)) {
                throw new ArithmeticException("Computed square root not exact.");
            }
            result = new BigDecimal(root, s / 2);
        } else {
            // floor(sqrt(this) * 10^t) with at least p + 1 digits, then rounded to p digits.
            long adj = (long) precision() - scale - 1;
            long t = p + 2 - Math.floorDiv(adj, 2);
            if (2 * t - scale < 0) {
                t = ((long) scale + 1) / 2;
            }
            BigInteger n = intVal.multiply(tenPow(checkExp(2 * t - scale)));
            BigInteger q = n.sqrt();
            boolean inexact = !q.multiply(q).equals(n);
            int d = digitCount(q) - p;
            BigInteger kept = q;
            long rs = t;
            if (d > 0) {
                BigInteger[] qr = q.divideAndRemainder(tenPow(d));
                kept = qr[0];
                rs = t - d;
                BigInteger rem = qr[1];
                if (rem.signum() != 0 || inexact) {
                    boolean up;
                    switch (rm) {
                        case UP:
                        case CEILING:
                            up = true;
                            break;
                        case DOWN:
                        case FLOOR:
                            up = false;
                            break;
                        default:
                            int c = rem.shiftLeft(1).compareTo(tenPow(d));
                            if (c == 0) {
                                c = inexact ? 1 : 0;
                            }
                            up = c > 0 || (c == 0 && (rm == RoundingMode.HALF_UP
                                || (rm == RoundingMode.HALF_EVEN && kept.testBit(0))));
                            break;
                    }
                    if (up) {
                        kept = kept.add(BigInteger.ONE);
                    }
                }
            } else if (inexact && (rm == RoundingMode.UP || rm == RoundingMode.CEILING)) {
                kept = kept.add(BigInteger.ONE);
            }
            result = new BigDecimal(kept, checkScale(kept, rs)).round(new MathContext(p, RoundingMode.DOWN));
        }
        if (result.scale != preferred) {
            BigDecimal st = result.stripTrailingZeros();
            if (p == 0) {
                result = st.scale < preferred ? st.setScale(preferred) : st;
            } else {
                result = matchScale(st, preferred, p);
            }
        }
        return result;
    }

    public BigDecimal pow(int n) {
        if (n < 0 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        int newScale = checkScale((long) scale * n);
        return new BigDecimal(intVal.pow(n), newScale);
    }

    public BigDecimal pow(int n, MathContext mc) {
        if (mc.precision == 0) {
            return pow(n);
        }
        if (n < -999999999 || n > 999999999) {
            throw new ArithmeticException("Invalid operation");
        }
        if (n == 0) {
            return ONE;
        }
        int mag = Math.abs(n);
        int elength = Integer.toString(mag).length();
        if (elength > mc.precision) {
            throw new ArithmeticException("Invalid operation");
        }
        MathContext work = new MathContext(mc.precision + elength + 1, mc.roundingMode);
        BigDecimal acc = ONE;
        boolean seen = false;
        for (int i = 1;; i++) {
            mag += mag;
            if (mag < 0) {
                seen = true;
                acc = acc.multiply(this, work);
            }
            if (i == 31) {
                break;
            }
            if (seen) {
                acc = acc.multiply(acc, work);
            }
        }
        if (n < 0) {
            acc = ONE.divide(acc, work);
        }
        return acc.round(mc);
    }

    public BigDecimal abs() {
        return signum() < 0 ? negate() : this;
    }

    public BigDecimal abs(MathContext mc) {
        return abs().round(mc);
    }

    public BigDecimal negate() {
        return new BigDecimal(intVal.negate(), scale);
    }

    public BigDecimal negate(MathContext mc) {
        return negate().round(mc);
    }

    public BigDecimal plus() {
        return this;
    }

    public BigDecimal plus(MathContext mc) {
        return round(mc);
    }

    public int signum() {
        return intVal.signum();
    }

    public int scale() {
        return scale;
    }

    public int precision() {
        int p = precision;
        if (p == 0) {
            p = digitCount(intVal);
            precision = p;
        }
        return p;
    }

    public BigInteger unscaledValue() {
        return intVal;
    }

    public BigDecimal round(MathContext mc) {
        int p = mc.precision;
        if (p == 0) {
            return this;
        }
        BigDecimal r = this;
        int drop = r.precision() - p;
        while (drop > 0) {
            int ns = r.checkScale((long) r.scale - drop);
            BigInteger q = divideAndRound(r.intVal, tenPow(drop), mc.roundingMode, null);
            r = new BigDecimal(q, ns);
            drop = r.precision() - p;
        }
        return r;
    }

    public BigDecimal setScale(int newScale, RoundingMode roundingMode) {
        if (newScale == scale) {
            return this;
        }
        if (signum() == 0) {
            return zeroOf(newScale);
        }
        if (newScale > scale) {
            long diff = (long) newScale - scale;
            return new BigDecimal(intVal.multiply(tenPow(checkExp(diff))), newScale);
        }
        long diff = (long) scale - newScale;
        return new BigDecimal(divideAndRound(intVal, tenPow(checkExp(diff)), roundingMode, null), newScale);
    }

    public BigDecimal setScale(int newScale, int roundingMode) {
        return setScale(newScale, mode(roundingMode));
    }

    public BigDecimal setScale(int newScale) {
        return setScale(newScale, RoundingMode.UNNECESSARY);
    }

    public BigDecimal movePointLeft(int n) {
        if (n == 0) {
            return this;
        }
        int ns = checkScale((long) scale + n);
        BigDecimal num = new BigDecimal(intVal, ns);
        return num.scale < 0 ? num.setScale(0, RoundingMode.UNNECESSARY) : num;
    }

    public BigDecimal movePointRight(int n) {
        if (n == 0) {
            return this;
        }
        int ns = checkScale((long) scale - n);
        BigDecimal num = new BigDecimal(intVal, ns);
        return num.scale < 0 ? num.setScale(0, RoundingMode.UNNECESSARY) : num;
    }

    public BigDecimal scaleByPowerOfTen(int n) {
        return new BigDecimal(intVal, checkScale((long) scale - n));
    }

    public BigDecimal stripTrailingZeros() {
        if (signum() == 0) {
            return ZERO;
        }
        return stripZerosTo(intVal, scale, Long.MIN_VALUE);
    }

    // ----- comparison -----

    public int compareTo(BigDecimal val) {
        if (scale == val.scale) {
            return intVal.compareTo(val.intVal);
        }
        int s1 = signum();
        int s2 = val.signum();
        if (s1 != s2) {
            return s1 > s2 ? 1 : -1;
        }
        if (s1 == 0) {
            return 0;
        }
        // Compare the adjusted exponents first, then the aligned values.
        long a1 = (long) precision() - scale;
        long a2 = (long) val.precision() - val.scale;
        if (a1 != a2) {
            return (a1 > a2 ? 1 : -1) * s1;
        }
        if (scale > val.scale) {
            return intVal.compareTo(val.intVal.multiply(tenPow(checkExp((long) scale - val.scale))));
        }
        return intVal.multiply(tenPow(checkExp((long) val.scale - scale))).compareTo(val.intVal);
    }

    @Override
    public boolean equals(Object x) {
        if (!(x instanceof BigDecimal)) {
            return false;
        }
        if (x == this) {
            return true;
        }
        BigDecimal o = (BigDecimal) x;
        return scale == o.scale && intVal.equals(o.intVal);
    }

    public BigDecimal min(BigDecimal val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigDecimal max(BigDecimal val) {
        return compareTo(val) >= 0 ? this : val;
    }

    @Override
    public int hashCode() {
        return 31 * intVal.hashCode() + scale;
    }

    // ----- strings -----

    @Override
    public String toString() {
        String s = stringCache;
        if (s == null) {
            s = layout(true);
            stringCache = s;
        }
        return s;
    }

    public String toEngineeringString() {
        return layout(false);
    }

    public String toPlainString() {
        if (scale == 0) {
            return intVal.toString();
        }
        if (signum() == 0) {
            if (scale < 0) {
                return "0";
            }
            StringBuilder sb = new StringBuilder("0.");
            for (int i = 0; i < scale; i++) {
                sb.append('0');
            }
            return sb.toString();
        }
        String coeff = intVal.abs().toString();
        StringBuilder sb = new StringBuilder();
        if (signum() < 0) {
            sb.append('-');
        }
        if (scale < 0) {
            sb.append(coeff);
            for (long i = -(long) scale; i > 0; i--) {
                sb.append('0');
            }
            return sb.toString();
        }
        int pad = scale - coeff.length();
        if (pad >= 0) {
            sb.append("0.");
            for (int i = 0; i < pad; i++) {
                sb.append('0');
            }
            sb.append(coeff);
        } else {
            sb.append(coeff, 0, -pad).append('.').append(coeff, -pad, coeff.length());
        }
        return sb.toString();
    }

    private String layout(boolean sci) {
        if (scale == 0) {
            return intVal.toString();
        }
        String coeff = intVal.abs().toString();
        int len = coeff.length();
        StringBuilder sb = new StringBuilder();
        if (signum() < 0) {
            sb.append('-');
        }
        long adjusted = -(long) scale + (len - 1);
        if (scale > 0 && adjusted >= -6) {
            int pad = scale - len;
            if (pad >= 0) {
                sb.append("0.");
                for (; pad > 0; pad--) {
                    sb.append('0');
                }
                sb.append(coeff);
            } else {
                sb.append(coeff, 0, -pad).append('.').append(coeff, -pad, len);
            }
            return sb.toString();
        }
        if (sci) {
            sb.append(coeff.charAt(0));
            if (len > 1) {
                sb.append('.').append(coeff, 1, len);
            }
        } else {
            int sig = (int) (adjusted % 3);
            if (sig < 0) {
                sig += 3;
            }
            adjusted -= sig;
            sig++;
            if (signum() == 0) {
                if (sig == 2) {
                    sb.append("0.00");
                    adjusted += 3;
                } else if (sig == 3) {
                    sb.append("0.0");
                    adjusted += 3;
                } else {
                    sb.append('0');
                }
            } else if (sig >= len) {
                sb.append(coeff);
                for (int i = sig - len; i > 0; i--) {
                    sb.append('0');
                }
            } else {
                sb.append(coeff, 0, sig).append('.').append(coeff, sig, len);
            }
        }
        if (adjusted != 0) {
            sb.append('E');
            if (adjusted > 0) {
                sb.append('+');
            }
            sb.append(adjusted);
        }
        return sb.toString();
    }

    // ----- conversion -----

    public BigInteger toBigInteger() {
        if (scale <= 0) {
            return scale == 0 ? intVal : intVal.multiply(tenPow(-scale));
        }
        return intVal.divide(tenPow(scale));
    }

    public BigInteger toBigIntegerExact() {
        return setScale(0, RoundingMode.UNNECESSARY).intVal;
    }

    @Override
    public long longValue() {
        if (scale < 0 && signum() != 0 && -(long) scale >= 64) {
            // 10^64 is a multiple of 2^64: the low 64 bits are zero.
            return 0;
        }
        if (scale > 0 && (long) precision() - scale <= 0) {
            return 0;
        }
        return toBigInteger().longValue();
    }

    public long longValueExact() {
        if (signum() == 0) {
            return 0;
        }
        if ((long) precision() - scale <= 0) {
            throw new ArithmeticException("Rounding necessary");
        }
        if ((long) precision() - scale > 19) {
            throw new ArithmeticException("Overflow");
        }
        BigInteger v = setScale(0, RoundingMode.UNNECESSARY).intVal;
        if (v.bitLength() > 63) {
            throw new ArithmeticException("Overflow");
        }
        return v.longValue();
    }

    @Override
    public int intValue() {
        return (int) longValue();
    }

    public int intValueExact() {
        long v = longValueExact();
        if ((int) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (int) v;
    }

    public short shortValueExact() {
        long v = longValueExact();
        if ((short) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (short) v;
    }

    public byte byteValueExact() {
        long v = longValueExact();
        if ((byte) v != v) {
            throw new ArithmeticException("Overflow");
        }
        return (byte) v;
    }

    @Override
    public float floatValue() {
        return (float) toBinary(24, 149, 127);
    }

    @Override
    public double doubleValue() {
        return toBinary(53, 1074, 1023);
    }

    /**
     * The value correctly rounded (half even) to a binary format with `prec` significand bits,
     * smallest subnormal 2^-minExp and largest exponent maxExp; returned as a double, which
     * holds any such float exactly.
     */
    private double toBinary(int prec, int minExp, int maxExp) {
        int sig = signum();
        if (sig == 0) {
            return 0.0;
        }
        long adjusted = (long) precision() - scale - 1;
        double inf = sig > 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        if (adjusted > maxExp * 0.302 + 2) {
            return inf;
        }
        if (adjusted < -(minExp * 0.302) - 2) {
            return sig > 0 ? 0.0 : -0.0;
        }
        BigInteger u = intVal.abs();
        BigInteger q;
        int k;
        if (scale <= 0) {
            q = u.multiply(tenPow(-scale));
            k = 0;
            if (q.bitLength() < prec + 3) {
                k = prec + 3 - q.bitLength();
                q = q.shiftLeft(k);
            }
        } else {
            BigInteger den = tenPow(scale);
            k = Math.max(0, den.bitLength() - u.bitLength() + prec + 3);
            BigInteger[] qr = u.shiftLeft(k).divideAndRemainder(den);
            q = qr[0];
            if (qr[1].signum() != 0) {
                q = q.setBit(0);
            }
        }
        // value = q * 2^-k, q has at least prec + 2 bits, its lowest bit sticky.
        int bl = q.bitLength();
        long e2 = (long) bl - 1 - k;
        if (e2 > maxExp) {
            return inf;
        }
        int minNormal = maxExp - 1;
        long keep = prec;
        if (e2 < -minNormal) {
            keep = prec - (-minNormal - e2);
        }
        long shift = bl - keep;
        long top;
        if (shift >= bl + 1) {
            top = 0;
        } else {
            top = q.shiftRight((int) shift).longValue();
            boolean half = q.testBit((int) (shift - 1));
            boolean sticky = q.getLowestSetBit() < shift - 1;
            if (half && (sticky || (top & 1) != 0)) {
                top++;
            }
        }
        // top * 2^(shift - k) is exact in a double.
        double d = (double) top;
        long e = shift - k;
        int e1 = (int) (e / 2);
        d = d * Math.scalb(1.0, e1) * Math.scalb(1.0, (int) (e - e1));
        if (prec == 24 && Math.abs(d) > Float.MAX_VALUE) {
            d = Double.POSITIVE_INFINITY;
        }
        return sig > 0 ? d : -d;
    }

    public BigDecimal ulp() {
        return new BigDecimal(BigInteger.ONE, scale);
    }
}
