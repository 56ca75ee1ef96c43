package java.lang;

/** The long box.  valueOf caches -128..127. */
public final class Long extends Number implements Comparable<Long>, java.lang.constant.Constable,
        java.lang.constant.ConstantDesc {

    /** This value: it is its own nominal descriptor. */
    public java.util.Optional<Long> describeConstable() {
        return java.util.Optional.of(this);
    }

    public Long resolveConstantDesc(java.lang.invoke.MethodHandles.Lookup lookup) {
        return this;
    }

    private static final long serialVersionUID = 4290774380558885855L;

    public static final long MIN_VALUE = 0x8000000000000000L;
    public static final long MAX_VALUE = 0x7fffffffffffffffL;
    public static final int SIZE = 64;
    public static final int BYTES = 8;

    @SuppressWarnings("unchecked")
    public static final Class<Long> TYPE = (Class<Long>) Class.getPrimitiveClass("long");

    private final long value;

    @Deprecated
    public Long(long value) {
        this.value = value;
    }

    @Deprecated
    public Long(String s) throws NumberFormatException {
        this.value = parseLong(s, 10);
    }

    private static final class Cache {
        static final Long[] CACHE;

        static {
            Long[] c = new Long[256];
            for (int i = 0; i < 256; i++) {
                c[i] = new Long(i - 128);
            }
            CACHE = c;
        }
    }

    public static Long valueOf(long l) {
        if (l >= -128 && l <= 127) {
            return Cache.CACHE[(int) l + 128];
        }
        return new Long(l);
    }

    public static Long valueOf(String s, int radix) throws NumberFormatException {
        return valueOf(parseLong(s, radix));
    }

    public static Long valueOf(String s) throws NumberFormatException {
        return valueOf(parseLong(s, 10));
    }

    // ---------------------------------------------------------------- to string

    static int stringSize(long x) {
        int d = 1;
        if (x >= 0) {
            d = 0;
            x = -x;
        }
        long p = -10;
        for (int i = 1; i < 19; i++) {
            if (x > p) {
                return i + d;
            }
            p = 10 * p;
        }
        return 19 + d;
    }

    static void putChars(long i, int end, char[] buf) {
        int pos = end;
        boolean negative = i < 0;
        if (!negative) {
            i = -i;
        }
        while (i <= -10) {
            long q = i / 10;
            buf[--pos] = (char) ('0' + (int) (q * 10 - i));
            i = q;
        }
        buf[--pos] = (char) ('0' - (int) i);
        if (negative) {
            buf[--pos] = '-';
        }
    }

    public static String toString(long i) {
        int size = stringSize(i);
        char[] buf = new char[size];
        putChars(i, size, buf);
        return new String(buf, true);
    }

    public static String toString(long i, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        if (radix == 10) {
            return toString(i);
        }
        char[] buf = new char[65];
        int pos = 64;
        boolean negative = i < 0;
        if (!negative) {
            i = -i;
        }
        while (i <= -radix) {
            buf[pos--] = Integer.DIGITS[(int) (-(i % radix))];
            i = i / radix;
        }
        buf[pos] = Integer.DIGITS[(int) (-i)];
        if (negative) {
            buf[--pos] = '-';
        }
        return new String(buf, pos, 65 - pos);
    }

    public static String toUnsignedString(long i, int radix) {
        if (i >= 0) {
            return toString(i, radix);
        }
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            radix = 10;
        }
        long q = divideUnsigned(i, radix);
        long r = i - q * radix;
        return toString(q, radix) + Integer.DIGITS[(int) r];
    }

    public static String toUnsignedString(long i) {
        return toUnsignedString(i, 10);
    }

    private static String toUnsignedPow2(long val, int shift) {
        int mag = SIZE - numberOfLeadingZeros(val);
        int chars = Math.max((mag + (shift - 1)) / shift, 1);
        char[] buf = new char[chars];
        int mask = (1 << shift) - 1;
        int pos = chars;
        do {
            buf[--pos] = Integer.DIGITS[((int) val) & mask];
            val >>>= shift;
        } while (pos > 0);
        return new String(buf, true);
    }

    public static String toHexString(long i) {
        return toUnsignedPow2(i, 4);
    }

    public static String toOctalString(long i) {
        return toUnsignedPow2(i, 3);
    }

    public static String toBinaryString(long i) {
        return toUnsignedPow2(i, 1);
    }

    // ---------------------------------------------------------------- parsing

    public static long parseLong(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        if (radix < Character.MIN_RADIX) {
            throw new NumberFormatException("radix " + radix + " less than Character.MIN_RADIX");
        }
        if (radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix " + radix + " greater than Character.MAX_RADIX");
        }
        int len = s.length();
        if (len == 0) {
            throw Integer.forInputString(s, radix);
        }
        int i = 0;
        boolean negative = false;
        long limit = -MAX_VALUE;
        char first = s.charAt(0);
        if (first < '0') {
            if (first == '-') {
                negative = true;
                limit = MIN_VALUE;
            } else if (first != '+') {
                throw Integer.forInputString(s, radix);
            }
            if (len == 1) {
                throw Integer.forInputString(s, radix);
            }
            i++;
        }
        long multmin = limit / radix;
        long result = 0;
        while (i < len) {
            int digit = Character.digit(s.charAt(i++), radix);
            if (digit < 0 || result < multmin) {
                throw Integer.forInputString(s, radix);
            }
            result *= radix;
            if (result < limit + digit) {
                throw Integer.forInputString(s, radix);
            }
            result -= digit;
        }
        return negative ? result : -result;
    }

    public static long parseLong(String s) throws NumberFormatException {
        return parseLong(s, 10);
    }

    static NumberFormatException forCharSequence(CharSequence s, int beginIndex, int endIndex, int errorIndex) {
        return new NumberFormatException("Error at index " + (errorIndex - beginIndex) + " in: \""
                + s.subSequence(beginIndex, endIndex) + "\"");
    }

    public static long parseLong(CharSequence s, int beginIndex, int endIndex, int radix)
            throws NumberFormatException {
        if (s == null) {
            throw new NullPointerException();
        }
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > s.length()) {
            throw new IndexOutOfBoundsException("Range [" + beginIndex + ", " + endIndex
                    + ") out of bounds for length " + s.length());
        }
        if (radix < Character.MIN_RADIX) {
            throw new NumberFormatException("radix " + radix + " less than Character.MIN_RADIX");
        }
        if (radix > Character.MAX_RADIX) {
            throw new NumberFormatException("radix " + radix + " greater than Character.MAX_RADIX");
        }
        boolean negative = false;
        int i = beginIndex;
        long limit = -MAX_VALUE;
        if (i >= endIndex) {
            throw new NumberFormatException("");
        }
        char firstChar = s.charAt(i);
        if (firstChar < '0') {
            if (firstChar == '-') {
                negative = true;
                limit = MIN_VALUE;
            } else if (firstChar != '+') {
                throw forCharSequence(s, beginIndex, endIndex, i);
            }
            i++;
        }
        if (i >= endIndex) {
            throw forCharSequence(s, beginIndex, endIndex, i);
        }
        long multmin = limit / radix;
        long result = 0;
        while (i < endIndex) {
            int digit = Character.digit(s.charAt(i), radix);
            if (digit < 0 || result < multmin) {
                throw forCharSequence(s, beginIndex, endIndex, i);
            }
            result *= radix;
            if (result < limit + digit) {
                throw forCharSequence(s, beginIndex, endIndex, i);
            }
            i++;
            result -= digit;
        }
        return negative ? result : -result;
    }

    public static long parseUnsignedLong(String s, int radix) throws NumberFormatException {
        if (s == null) {
            throw new NumberFormatException("Cannot parse null string");
        }
        int len = s.length();
        if (len == 0) {
            throw Integer.forInputString(s, radix);
        }
        if (s.charAt(0) == '-') {
            throw new NumberFormatException("Illegal leading minus sign on unsigned string " + s + ".");
        }
        if (len <= 12 || (radix == 10 && len <= 18)) {
            return parseLong(s, radix);
        }
        long first = parseLong(s, 0, len - 1, radix);
        int second = Character.digit(s.charAt(len - 1), radix);
        if (second < 0) {
            throw new NumberFormatException("Bad digit at end of " + s);
        }
        long result = first * radix + second;
        // the top bits of first, times the radix, tell whether the result wrapped around
        int guard = radix * (int) (first >>> 57);
        if (guard >= 128 || (result >= 0 && guard >= 128 - Character.MAX_RADIX)) {
            throw new NumberFormatException("String value " + s + " exceeds range of unsigned long.");
        }
        return result;
    }

    public static long parseUnsignedLong(String s) throws NumberFormatException {
        return parseUnsignedLong(s, 10);
    }

    public static Long decode(String nm) throws NumberFormatException {
        int radix = 10;
        int index = 0;
        boolean negative = false;
        if (nm.isEmpty()) {
            throw new NumberFormatException("Zero length string");
        }
        char first = nm.charAt(0);
        if (first == '-') {
            negative = true;
            index++;
        } else if (first == '+') {
            index++;
        }
        if (nm.startsWith("0x", index) || nm.startsWith("0X", index)) {
            index += 2;
            radix = 16;
        } else if (nm.startsWith("#", index)) {
            index++;
            radix = 16;
        } else if (nm.startsWith("0", index) && nm.length() > 1 + index) {
            index++;
            radix = 8;
        }
        if (nm.startsWith("-", index) || nm.startsWith("+", index)) {
            throw new NumberFormatException("Sign character in wrong position");
        }
        String digits = nm.substring(index);
        long result;
        try {
            result = parseLong(digits, radix);
            if (negative) {
                result = -result;
            }
        } catch (NumberFormatException e) {
            result = parseLong(negative ? "-" + digits : digits, radix);
        }
        return valueOf(result);
    }

    public static Long getLong(String nm) {
        return getLong(nm, null);
    }

    public static Long getLong(String nm, long val) {
        Long result = getLong(nm, null);
        return (result == null) ? valueOf(val) : result;
    }

    public static Long getLong(String nm, Long val) {
        String v = null;
        if (nm != null && !nm.isEmpty()) {
            v = System.getProperty(nm);
        }
        if (v != null) {
            try {
                return decode(v);
            } catch (NumberFormatException e) {
                // fall through
            }
        }
        return val;
    }

    // ---------------------------------------------------------------- instance methods

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return value;
    }

    public float floatValue() {
        return value;
    }

    public double doubleValue() {
        return value;
    }

    public String toString() {
        return toString(value);
    }

    public int hashCode() {
        return hashCode(value);
    }

    public static int hashCode(long value) {
        return (int) (value ^ (value >>> 32));
    }

    public boolean equals(Object obj) {
        return obj instanceof Long && value == ((Long) obj).value;
    }

    public int compareTo(Long anotherLong) {
        return compare(value, anotherLong.value);
    }

    // ---------------------------------------------------------------- static utilities

    public static int compare(long x, long y) {
        return (x < y) ? -1 : ((x == y) ? 0 : 1);
    }

    public static int compareUnsigned(long x, long y) {
        return compare(x + MIN_VALUE, y + MIN_VALUE);
    }

    public static long divideUnsigned(long dividend, long divisor) {
        if (divisor < 0) {
            return compareUnsigned(dividend, divisor) < 0 ? 0L : 1L;
        }
        if (dividend >= 0) {
            return dividend / divisor;
        }
        long q = ((dividend >>> 1) / divisor) << 1;
        long r = dividend - q * divisor;
        return q + (compareUnsigned(r, divisor) >= 0 ? 1 : 0);
    }

    public static long remainderUnsigned(long dividend, long divisor) {
        return dividend - divideUnsigned(dividend, divisor) * divisor;
    }

    public static long highestOneBit(long i) {
        return i & (MIN_VALUE >>> numberOfLeadingZeros(i));
    }

    public static long lowestOneBit(long i) {
        return i & -i;
    }

    public static int numberOfLeadingZeros(long i) {
        int hi = (int) (i >>> 32);
        return hi == 0 ? 32 + Integer.numberOfLeadingZeros((int) i) : Integer.numberOfLeadingZeros(hi);
    }

    public static int numberOfTrailingZeros(long i) {
        int lo = (int) i;
        return lo == 0 ? 32 + Integer.numberOfTrailingZeros((int) (i >>> 32))
                : Integer.numberOfTrailingZeros(lo);
    }

    public static int bitCount(long i) {
        return Integer.bitCount((int) i) + Integer.bitCount((int) (i >>> 32));
    }

    public static long rotateLeft(long i, int distance) {
        return (i << distance) | (i >>> -distance);
    }

    public static long rotateRight(long i, int distance) {
        return (i >>> distance) | (i << -distance);
    }

    public static long reverse(long i) {
        return ((long) Integer.reverse((int) i) << 32) | (Integer.reverse((int) (i >>> 32)) & 0xffffffffL);
    }

    public static long reverseBytes(long i) {
        return ((long) Integer.reverseBytes((int) i) << 32)
                | (Integer.reverseBytes((int) (i >>> 32)) & 0xffffffffL);
    }

    public static int signum(long i) {
        return (int) ((i >> 63) | (-i >>> 63));
    }

    public static long sum(long a, long b) {
        return a + b;
    }

    public static long max(long a, long b) {
        return Math.max(a, b);
    }

    public static long min(long a, long b) {
        return Math.min(a, b);
    }
}
