package java.util;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Conversions between bytes and hexadecimal text (JDK 17): a format is a delimiter between
 * values, a prefix and a suffix around each value, and the case of the digits.  Immutable.
 */
public final class HexFormat {
    private static final char[] LOWER = "0123456789abcdef".toCharArray();
    private static final char[] UPPER = "0123456789ABCDEF".toCharArray();
    private static final HexFormat PLAIN = new HexFormat("", "", "", LOWER);

    private final String delimiter;
    private final String prefix;
    private final String suffix;
    private final char[] digits;

    private HexFormat(String delimiter, String prefix, String suffix, char[] digits) {
        this.delimiter = Objects.requireNonNull(delimiter, "delimiter");
        this.prefix = Objects.requireNonNull(prefix, "prefix");
        this.suffix = Objects.requireNonNull(suffix, "suffix");
        this.digits = digits;
    }

    public static HexFormat of() {
        return PLAIN;
    }

    public static HexFormat ofDelimiter(String delimiter) {
        return new HexFormat(delimiter, "", "", LOWER);
    }

    public HexFormat withDelimiter(String delimiter) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withPrefix(String prefix) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withSuffix(String suffix) {
        return new HexFormat(delimiter, prefix, suffix, digits);
    }

    public HexFormat withUpperCase() {
        return new HexFormat(delimiter, prefix, suffix, UPPER);
    }

    public HexFormat withLowerCase() {
        return new HexFormat(delimiter, prefix, suffix, LOWER);
    }

    public String delimiter() {
        return delimiter;
    }

    public String prefix() {
        return prefix;
    }

    public String suffix() {
        return suffix;
    }

    public boolean isUpperCase() {
        return digits == UPPER;
    }

    public String formatHex(byte[] bytes) {
        return formatHex(bytes, 0, lengthOf(bytes));
    }

    public String formatHex(byte[] bytes, int fromIndex, int toIndex) {
        StringBuilder sb = new StringBuilder();
        appendHex(sb, bytes, fromIndex, toIndex);
        return sb.toString();
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes) {
        return formatHex(out, bytes, 0, lengthOf(bytes));
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(out, "out");
        if (out instanceof StringBuilder) {
            appendHex((StringBuilder) out, bytes, fromIndex, toIndex);
            return out;
        }
        StringBuilder sb = new StringBuilder();
        appendHex(sb, bytes, fromIndex, toIndex);
        try {
            out.append(sb);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        return out;
    }

    private static int lengthOf(byte[] bytes) {
        if (bytes == null) {
            throw new NullPointerException("Cannot read the array length because \"bytes\" is null");
        }
        return bytes.length;
    }

    private void appendHex(StringBuilder sb, byte[] bytes, int fromIndex, int toIndex) {
        Objects.checkFromToIndex(fromIndex, toIndex, lengthOf(bytes));
        for (int i = fromIndex; i < toIndex; i++) {
            if (i > fromIndex) {
                sb.append(delimiter);
            }
            sb.append(prefix);
            sb.append(digits[(bytes[i] >> 4) & 0xf]).append(digits[bytes[i] & 0xf]);
            sb.append(suffix);
        }
    }

    public byte[] parseHex(CharSequence string) {
        if (string == null) {
            throw new NullPointerException("Cannot invoke \"java.lang.CharSequence.length()\" because \"string\" is null");
        }
        return parse(string, 0, string.length());
    }

    public byte[] parseHex(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        return parse(string, fromIndex, toIndex);
    }

    public byte[] parseHex(char[] chars, int fromIndex, int toIndex) {
        Objects.requireNonNull(chars, "chars");
        Objects.checkFromToIndex(fromIndex, toIndex, chars.length);
        return parse(java.nio.CharBuffer.wrap(chars), fromIndex, toIndex);
    }

    private byte[] parse(CharSequence s, int from, int to) {
        int len = to - from;
        if (len == 0) {
            return new byte[0];
        }
        int valueChars = prefix.length() + 2 + suffix.length();
        if (delimiter.isEmpty() && prefix.isEmpty() && suffix.isEmpty()) {
            if ((len & 1) != 0) {
                throw new IllegalArgumentException("string length not even: " + len);
            }
        } else {
            int stride = valueChars + delimiter.length();
            if (len < valueChars || (len - valueChars) % stride != 0) {
                throw new IllegalArgumentException("extra or missing delimiters or values consisting of "
                        + "prefix, two hexadecimal digits, and suffix");
            }
        }
        int n = delimiter.isEmpty() && prefix.isEmpty() && suffix.isEmpty() ? len / 2
                : (len - valueChars) / (valueChars + delimiter.length()) + 1;
        byte[] out = new byte[n];
        String between = suffix + delimiter + prefix;
        int pos = from;
        pos = expect(s, pos, prefix);
        for (int i = 0; i < n; i++) {
            if (i > 0) {
                pos = expect(s, pos, between);
            }
            int hi = fromHexDigit(s.charAt(pos));
            int lo = fromHexDigit(s.charAt(pos + 1));
            out[i] = (byte) ((hi << 4) | lo);
            pos += 2;
        }
        expect(s, pos, suffix);
        return out;
    }

    private static int expect(CharSequence s, int pos, String what) {
        int n = what.length();
        for (int i = 0; i < n; i++) {
            if (s.charAt(pos + i) != what.charAt(i)) {
                throw new IllegalArgumentException("found: \"" + s.subSequence(pos, pos + n) + "\", expected: \""
                        + what + "\", index: " + pos + " ch: " + (int) s.charAt(pos + i));
            }
        }
        return pos + n;
    }

    public char toLowHexDigit(int value) {
        return digits[value & 0xf];
    }

    public char toHighHexDigit(int value) {
        return digits[(value >> 4) & 0xf];
    }

    public <A extends Appendable> A toHexDigits(A out, byte value) {
        Objects.requireNonNull(out, "out");
        try {
            out.append(toHighHexDigit(value));
            out.append(toLowHexDigit(value));
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        return out;
    }

    public String toHexDigits(byte value) {
        return new String(new char[] {toHighHexDigit(value), toLowHexDigit(value)});
    }

    public String toHexDigits(char value) {
        return digitsOf(value, 4);
    }

    public String toHexDigits(short value) {
        return digitsOf(value, 4);
    }

    public String toHexDigits(int value) {
        return digitsOf(value, 8);
    }

    public String toHexDigits(long value) {
        return digitsOf(value, 16);
    }

    public String toHexDigits(long value, int digits) {
        if (digits < 0 || digits > 16) {
            throw new IllegalArgumentException("number of digits: " + digits);
        }
        return digitsOf(value, digits);
    }

    private String digitsOf(long value, int n) {
        char[] c = new char[n];
        for (int i = n - 1; i >= 0; i--) {
            c[i] = digits[(int) (value & 0xf)];
            value >>>= 4;
        }
        return new String(c);
    }

    public static boolean isHexDigit(int ch) {
        return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    }

    public static int fromHexDigit(int ch) {
        if (ch >= '0' && ch <= '9') {
            return ch - '0';
        }
        if (ch >= 'a' && ch <= 'f') {
            return ch - 'a' + 10;
        }
        if (ch >= 'A' && ch <= 'F') {
            return ch - 'A' + 10;
        }
        throw new NumberFormatException("not a hexadecimal digit: \"" + (char) ch + "\" = " + ch);
    }

    public static int fromHexDigits(CharSequence string) {
        Objects.requireNonNull(string, "string");
        return fromHexDigits(string, 0, string.length());
    }

    public static int fromHexDigits(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        if (toIndex - fromIndex > 8) {
            throw new IllegalArgumentException("string length greater than 8: " + (toIndex - fromIndex));
        }
        return (int) valueOf(string, fromIndex, toIndex);
    }

    public static long fromHexDigitsToLong(CharSequence string) {
        Objects.requireNonNull(string, "string");
        return fromHexDigitsToLong(string, 0, string.length());
    }

    public static long fromHexDigitsToLong(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        if (toIndex - fromIndex > 16) {
            throw new IllegalArgumentException("string length greater than 16: " + (toIndex - fromIndex));
        }
        return valueOf(string, fromIndex, toIndex);
    }

    private static long valueOf(CharSequence s, int from, int to) {
        long v = 0;
        for (int i = from; i < to; i++) {
            v = (v << 4) | fromHexDigit(s.charAt(i));
        }
        return v;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof HexFormat)) {
            return false;
        }
        HexFormat h = (HexFormat) o;
        return digits == h.digits && delimiter.equals(h.delimiter) && prefix.equals(h.prefix)
                && suffix.equals(h.suffix);
    }

    @Override
    public int hashCode() {
        int h = Objects.hash(delimiter, prefix, suffix);
        return 31 * h + Boolean.hashCode(isUpperCase());
    }

    @Override
    public String toString() {
        return "uppercase: " + isUpperCase() + ", delimiter: \"" + delimiter + "\", prefix: \"" + prefix
                + "\", suffix: \"" + suffix + "\"";
    }
}
