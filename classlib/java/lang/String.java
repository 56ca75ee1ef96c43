package java.lang;

import java.io.Serializable;
import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.util.Comparator;
import java.util.Formatter;
import java.util.Iterator;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * An immutable sequence of UTF-16 code units.  The VM relies on the two fields
 * {@code value} and {@code hash} (see classlib/CONTRACT.md).
 */
public final class String implements Serializable, Comparable<String>, CharSequence,
        java.lang.constant.Constable, java.lang.constant.ConstantDesc {

    /** This value: it is its own nominal descriptor. */
    public java.util.Optional<String> describeConstable() {
        return java.util.Optional.of(this);
    }

    public String resolveConstantDesc(java.lang.invoke.MethodHandles.Lookup lookup) {
        return this;
    }

    private static final long serialVersionUID = -6849794470754667710L;
    /** As the JDK's: a String is written as TC_STRING, and its class descriptor has no fields. */
    private static final java.io.ObjectStreamField[] serialPersistentFields = new java.io.ObjectStreamField[0];

    private final char[] value;
    private int hash;

    private static final char[] EMPTY = new char[0];

    public static final Comparator<String> CASE_INSENSITIVE_ORDER = new CaseInsensitiveComparator();

    // ---------------------------------------------------------------- constructors

    public String() {
        this.value = EMPTY;
    }

    public String(String original) {
        this.value = original.value;
        this.hash = original.hash;
    }

    public String(char[] value) {
        this.value = copyOf(value, 0, value.length);
    }

    public String(char[] value, int offset, int count) {
        checkBoundsOffCount(offset, count, value.length);
        this.value = copyOf(value, offset, count);
    }

    public String(int[] codePoints, int offset, int count) {
        checkBoundsOffCount(offset, count, codePoints.length);
        int n = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp >= 0 && cp < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                n++;
            } else if (Character.isValidCodePoint(cp)) {
                n += 2;
            } else {
                throw new IllegalArgumentException(Integer.toString(cp));
            }
        }
        char[] v = new char[n];
        int j = 0;
        for (int i = offset; i < offset + count; i++) {
            int cp = codePoints[i];
            if (cp < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
                v[j++] = (char) cp;
            } else {
                v[j++] = Character.highSurrogate(cp);
                v[j++] = Character.lowSurrogate(cp);
            }
        }
        this.value = v;
    }

    public String(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    /** Each char is hibyte's low 8 bits over one byte of ascii (deprecated JDK 1.0 form). */
    @Deprecated
    public String(byte[] ascii, int hibyte, int offset, int count) {
        checkBoundsOffCount(offset, count, ascii.length);
        char[] v = new char[count];
        int hi = (hibyte & 0xff) << 8;
        for (int i = 0; i < count; i++) {
            v[i] = (char) (hi | (ascii[offset + i] & 0xff));
        }
        this.value = v;
    }

    @Deprecated
    public String(byte[] ascii, int hibyte) {
        this(ascii, hibyte, 0, ascii.length);
    }

    public String(byte[] bytes, int offset, int length) {
        checkBoundsOffCount(offset, length, bytes.length);
        this.value = decode(defaultCharsetId(), bytes, offset, length);
    }

    public String(byte[] bytes, String charsetName) throws UnsupportedEncodingException {
        this(bytes, 0, bytes.length, charsetName);
    }

    public String(byte[] bytes, int offset, int length, String charsetName)
            throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException("charsetName");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        int id = charsetId(charsetName);
        if (id < 0) {
            this.value = decodeWith(otherCharset(charsetName), bytes, offset, length);
            return;
        }
        this.value = decode(id, bytes, offset, length);
    }

    public String(byte[] bytes, Charset charset) {
        this(bytes, 0, bytes.length, charset);
    }

    public String(byte[] bytes, int offset, int length, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        checkBoundsOffCount(offset, length, bytes.length);
        int id = charsetId(charset.name());
        this.value = id < 0 ? decodeWith(charset, bytes, offset, length) : decode(id, bytes, offset, length);
    }

    public String(StringBuffer buffer) {
        synchronized (buffer) {
            this.value = copyOf(buffer.value, 0, buffer.count);
        }
    }

    public String(StringBuilder builder) {
        this.value = copyOf(builder.value, 0, builder.count);
    }

    /** Package-private: takes ownership of {@code value} without copying. */
    String(char[] value, boolean share) {
        this.value = value;
    }

    private static char[] copyOf(char[] src, int off, int len) {
        if (len == 0) {
            return EMPTY;
        }
        char[] v = new char[len];
        System.arraycopy(src, off, v, 0, len);
        return v;
    }

    // ---------------------------------------------------------------- bounds checks

    static void checkBoundsOffCount(int offset, int count, int length) {
        if (offset < 0 || count < 0 || offset > length - count) {
            throw new StringIndexOutOfBoundsException(
                    "offset " + offset + ", count " + count + ", length " + length);
        }
    }

    static void checkBoundsBeginEnd(int begin, int end, int length) {
        if (begin < 0 || begin > end || end > length) {
            throw new StringIndexOutOfBoundsException(
                    "begin " + begin + ", end " + end + ", length " + length);
        }
    }

    static void checkIndex(int index, int length) {
        if (index < 0 || index >= length) {
            throw new StringIndexOutOfBoundsException("index " + index + ", length " + length);
        }
    }

    /** HotSpot's message for charAt depends on whether the string is Latin-1 (compact). */
    private StringIndexOutOfBoundsException charAtException(int index) {
        char[] v = value;
        for (int i = 0; i < v.length; i++) {
            if (v[i] > 0xFF) {
                return new StringIndexOutOfBoundsException("index " + index + ", length " + v.length);
            }
        }
        return new StringIndexOutOfBoundsException(index);
    }

    // ---------------------------------------------------------------- basic access

    public int length() {
        return value.length;
    }

    public boolean isEmpty() {
        return value.length == 0;
    }

    public char charAt(int index) {
        char[] v = value;
        if (index < 0 || index >= v.length) {
            throw charAtException(index);
        }
        return v[index];
    }

    public int codePointAt(int index) {
        checkIndex(index, value.length);
        return Character.codePointAt(value, index, value.length);
    }

    public int codePointBefore(int index) {
        int i = index - 1;
        if (i < 0 || i >= value.length) {
            throw new StringIndexOutOfBoundsException(index);
        }
        return Character.codePointBefore(value, index, 0);
    }

    public int codePointCount(int beginIndex, int endIndex) {
        if (beginIndex < 0 || beginIndex > endIndex || endIndex > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.codePointCount(value, beginIndex, endIndex - beginIndex);
    }

    public int offsetByCodePoints(int index, int codePointOffset) {
        if (index < 0 || index > value.length) {
            throw new IndexOutOfBoundsException();
        }
        return Character.offsetByCodePoints(this, index, codePointOffset);
    }

    public void getChars(int srcBegin, int srcEnd, char[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        System.arraycopy(value, srcBegin, dst, dstBegin, srcEnd - srcBegin);
    }

    public char[] toCharArray() {
        char[] v = value;
        char[] r = new char[v.length];
        System.arraycopy(v, 0, r, 0, v.length);
        return r;
    }

    // ---------------------------------------------------------------- bytes / charsets

    static final int CS_UTF8 = 0, CS_LATIN1 = 1, CS_ASCII = 2, CS_UTF16 = 3, CS_UTF16BE = 4,
            CS_UTF16LE = 5;

    private static int defaultCs = -1;

    /** Maps a charset name to one of the CS_* ids, or -1 if unsupported. */
    static int charsetId(String name) {
        if (name.equals("UTF-8")) {
            return CS_UTF8;
        }
        StringBuilder sb = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c != '-' && c != '_') {
                sb.append(Character.toUpperCase(c));
            }
        }
        String n = sb.toString();
        if (n.equals("UTF8")) {
            return CS_UTF8;
        }
        if (n.equals("ISO88591") || n.equals("LATIN1") || n.equals("L1") || n.equals("ISOLATIN1")
                || n.equals("8859_1") || n.equals("88591") || n.equals("CP819") || n.equals("IBM819")) {
            return CS_LATIN1;
        }
        if (n.equals("USASCII") || n.equals("ASCII") || n.equals("ANSIX3.41968") || n.equals("646")
                || n.equals("ISO646US") || n.equals("ASCII7") || n.equals("CP367")) {
            return CS_ASCII;
        }
        if (n.equals("UTF16") || n.equals("UNICODE")) {
            return CS_UTF16;
        }
        if (n.equals("UTF16BE") || n.equals("UNICODEBIGUNMARKED")) {
            return CS_UTF16BE;
        }
        if (n.equals("UTF16LE") || n.equals("UNICODELITTLEUNMARKED")) {
            return CS_UTF16LE;
        }
        return -1;
    }

    /* The charsets String has no loop of its own for (windows-1252, UTF-32...,
     * or a user's): through java.nio.charset, replacing bad input as String does. */
    private static Charset otherCharset(String name) throws UnsupportedEncodingException {
        try {
            return Charset.forName(name);
        } catch (IllegalArgumentException e) {
            throw new UnsupportedEncodingException(name);
        }
    }

    private static char[] decodeWith(Charset cs, byte[] b, int off, int len) {
        java.nio.CharBuffer cb = cs.decode(java.nio.ByteBuffer.wrap(b, off, len));
        char[] v = new char[cb.remaining()];
        cb.get(v);
        return v;
    }

    private static byte[] encodeWith(Charset cs, char[] v) {
        java.nio.ByteBuffer bb = cs.encode(java.nio.CharBuffer.wrap(v));
        byte[] r = new byte[bb.remaining()];
        bb.get(r);
        return r;
    }

    static int defaultCharsetId() {
        int id = defaultCs;
        if (id >= 0) {
            return id;
        }
        String enc = System.getPropertyIfReady("file.encoding");
        if (enc == null) {
            return CS_UTF8; // properties not initialised yet; do not cache
        }
        id = charsetId(enc);
        if (id < 0) {
            id = CS_UTF8;
        }
        defaultCs = id;
        return id;
    }

    static byte[] encode(int cs, char[] v, int off, int len) {
        int end = off + len;
        switch (cs) {
            case CS_LATIN1:
            case CS_ASCII: {
                int max = cs == CS_LATIN1 ? 0xFF : 0x7F;
                byte[] out = new byte[len];
                int j = 0;
                for (int i = off; i < end; i++) {
                    char c = v[i];
                    if (c <= max) {
                        out[j++] = (byte) c;
                    } else {
                        out[j++] = '?';
                        if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                            i++;
                        }
                    }
                }
                if (j == len) {
                    return out;
                }
                byte[] r = new byte[j];
                System.arraycopy(out, 0, r, 0, j);
                return r;
            }
            case CS_UTF16:
            case CS_UTF16BE:
            case CS_UTF16LE: {
                boolean bom = cs == CS_UTF16;
                byte[] out = new byte[len * 2 + (bom ? 2 : 0)];
                int j = 0;
                if (bom) {
                    out[j++] = (byte) 0xFE;
                    out[j++] = (byte) 0xFF;
                }
                for (int i = off; i < end; i++) {
                    char c = v[i];
                    if (cs == CS_UTF16LE) {
                        out[j++] = (byte) c;
                        out[j++] = (byte) (c >> 8);
                    } else {
                        out[j++] = (byte) (c >> 8);
                        out[j++] = (byte) c;
                    }
                }
                return out;
            }
            default: {
                int n = 0;
                for (int i = off; i < end; i++) {
                    char c = v[i];
                    if (c < 0x80) {
                        n++;
                    } else if (c < 0x800) {
                        n += 2;
                    } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                        n += 4;
                        i++;
                    } else if (Character.isSurrogate(c)) {
                        n++;
                    } else {
                        n += 3;
                    }
                }
                byte[] out = new byte[n];
                int j = 0;
                for (int i = off; i < end; i++) {
                    char c = v[i];
                    if (c < 0x80) {
                        out[j++] = (byte) c;
                    } else if (c < 0x800) {
                        out[j++] = (byte) (0xC0 | (c >> 6));
                        out[j++] = (byte) (0x80 | (c & 0x3F));
                    } else if (Character.isHighSurrogate(c) && i + 1 < end && Character.isLowSurrogate(v[i + 1])) {
                        int cp = Character.toCodePoint(c, v[++i]);
                        out[j++] = (byte) (0xF0 | (cp >> 18));
                        out[j++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
                        out[j++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
                        out[j++] = (byte) (0x80 | (cp & 0x3F));
                    } else if (Character.isSurrogate(c)) {
                        out[j++] = '?';
                    } else {
                        out[j++] = (byte) (0xE0 | (c >> 12));
                        out[j++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                        out[j++] = (byte) (0x80 | (c & 0x3F));
                    }
                }
                return out;
            }
        }
    }

    static char[] decode(int cs, byte[] b, int off, int len) {
        if (len == 0) {
            return EMPTY;
        }
        int end = off + len;
        switch (cs) {
            case CS_LATIN1: {
                char[] v = new char[len];
                for (int i = 0; i < len; i++) {
                    v[i] = (char) (b[off + i] & 0xFF);
                }
                return v;
            }
            case CS_ASCII: {
                char[] v = new char[len];
                for (int i = 0; i < len; i++) {
                    int c = b[off + i];
                    v[i] = c >= 0 ? (char) c : '\uFFFD';
                }
                return v;
            }
            case CS_UTF16:
            case CS_UTF16BE:
            case CS_UTF16LE: {
                boolean le = cs == CS_UTF16LE;
                int i = off;
                if (cs == CS_UTF16 && len >= 2) {
                    int b0 = b[off] & 0xFF, b1 = b[off + 1] & 0xFF;
                    if (b0 == 0xFE && b1 == 0xFF) {
                        i += 2;
                    } else if (b0 == 0xFF && b1 == 0xFE) {
                        i += 2;
                        le = true;
                    }
                }
                int n = (end - i) / 2;
                boolean odd = ((end - i) & 1) != 0;
                char[] v = new char[n + (odd ? 1 : 0)];
                for (int k = 0; k < n; k++, i += 2) {
                    int hi = b[i] & 0xFF, lo = b[i + 1] & 0xFF;
                    v[k] = le ? (char) ((lo << 8) | hi) : (char) ((hi << 8) | lo);
                }
                if (odd) {
                    v[n] = '\uFFFD';
                }
                return v;
            }
            default:
                return decodeUtf8(b, off, end);
        }
    }

    private static char[] decodeUtf8(byte[] b, int off, int end) {
        char[] v = new char[end - off];
        int j = 0;
        int i = off;
        while (i < end) {
            int c = b[i];
            if (c >= 0) {
                v[j++] = (char) c;
                i++;
                continue;
            }
            c &= 0xFF;
            int need;
            int cp;
            int min;
            if (c >= 0xC2 && c <= 0xDF) {
                need = 1;
                cp = c & 0x1F;
                min = 0x80;
            } else if (c >= 0xE0 && c <= 0xEF) {
                need = 2;
                cp = c & 0x0F;
                min = 0x800;
            } else if (c >= 0xF0 && c <= 0xF4) {
                need = 3;
                cp = c & 0x07;
                min = 0x10000;
            } else {
                v[j++] = '\uFFFD';
                i++;
                continue;
            }
            int k = i + 1;
            int got = 0;
            while (got < need && k < end && (b[k] & 0xC0) == 0x80) {
                cp = (cp << 6) | (b[k] & 0x3F);
                k++;
                got++;
                if (got == 1) {
                    // reject overlong / surrogate / out-of-range forms at the second byte
                    int second = b[k - 1] & 0xFF;
                    if ((c == 0xE0 && second < 0xA0) || (c == 0xED && second > 0x9F)
                            || (c == 0xF0 && second < 0x90) || (c == 0xF4 && second > 0x8F)) {
                        k--;
                        break;
                    }
                }
            }
            if (got < need) {
                v[j++] = '\uFFFD';
                i = (k == i + 1) ? i + 1 : k;
                continue;
            }
            i = k;
            if (cp < min) {
                v[j++] = '\uFFFD';
            } else if (cp >= 0x10000) {
                v[j++] = Character.highSurrogate(cp);
                v[j++] = Character.lowSurrogate(cp);
            } else {
                v[j++] = (char) cp;
            }
        }
        if (j == v.length) {
            return v;
        }
        char[] r = new char[j];
        System.arraycopy(v, 0, r, 0, j);
        return r;
    }

    public byte[] getBytes() {
        return encode(defaultCharsetId(), value, 0, value.length);
    }

    public byte[] getBytes(String charsetName) throws UnsupportedEncodingException {
        if (charsetName == null) {
            throw new NullPointerException();
        }
        int id = charsetId(charsetName);
        if (id < 0) {
            return encodeWith(otherCharset(charsetName), value);
        }
        return encode(id, value, 0, value.length);
    }

    public byte[] getBytes(Charset charset) {
        if (charset == null) {
            throw new NullPointerException();
        }
        int id = charsetId(charset.name());
        return id < 0 ? encodeWith(charset, value) : encode(id, value, 0, value.length);
    }

    @Deprecated
    public void getBytes(int srcBegin, int srcEnd, byte[] dst, int dstBegin) {
        checkBoundsBeginEnd(srcBegin, srcEnd, value.length);
        checkBoundsOffCount(dstBegin, srcEnd - srcBegin, dst.length);
        for (int i = srcBegin; i < srcEnd; i++) {
            dst[dstBegin++] = (byte) value[i];
        }
    }

    // ---------------------------------------------------------------- comparison

    public boolean equals(Object anObject) {
        if (this == anObject) {
            return true;
        }
        if (anObject instanceof String) {
            char[] a = value;
            char[] b = ((String) anObject).value;
            int n = a.length;
            if (n == b.length) {
                for (int i = 0; i < n; i++) {
                    if (a[i] != b[i]) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    public boolean contentEquals(StringBuffer sb) {
        return contentEquals((CharSequence) sb);
    }

    public boolean contentEquals(CharSequence cs) {
        if (cs instanceof AbstractStringBuilder) {
            if (cs instanceof StringBuffer) {
                synchronized (cs) {
                    return sameChars((AbstractStringBuilder) cs);
                }
            }
            return sameChars((AbstractStringBuilder) cs);
        }
        if (cs instanceof String) {
            return equals(cs);
        }
        char[] v = value;
        int n = v.length;
        if (n != cs.length()) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (v[i] != cs.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private boolean sameChars(AbstractStringBuilder sb) {
        char[] v = value;
        char[] o = sb.value;
        int n = v.length;
        if (n != sb.count) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (v[i] != o[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean equalsIgnoreCase(String anotherString) {
        if (this == anotherString) {
            return true;
        }
        return anotherString != null && anotherString.value.length == value.length
                && regionMatches(true, 0, anotherString, 0, value.length);
    }

    public int compareTo(String anotherString) {
        char[] a = value;
        char[] b = anotherString.value;
        int n1 = a.length, n2 = b.length;
        int lim = n1 < n2 ? n1 : n2;
        for (int k = 0; k < lim; k++) {
            char c1 = a[k], c2 = b[k];
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return n1 - n2;
    }

    public int compareToIgnoreCase(String str) {
        return compareIgnoreCase(this, str);
    }

    static int compareIgnoreCase(String s1, String s2) {
        char[] a = s1.value;
        char[] b = s2.value;
        int n1 = a.length, n2 = b.length;
        int lim = Math.min(n1, n2);
        for (int i = 0; i < lim; i++) {
            char c1 = a[i], c2 = b[i];
            if (c1 == c2) {
                continue;
            }
            int d = compareCodePointCI(c1, c2);
            if (d == 0) {
                continue;
            }
            // as the JDK (16+): characters of a surrogate pair compare as their code point
            int cp1 = codePointIncluding(a, i, n1);
            int cp2 = codePointIncluding(b, i, n2);
            if (cp1 != c1 || cp2 != c2) {
                d = compareCodePointCI(cp1, cp2);
                if (Character.isHighSurrogate(c1) && cp1 != c1 && Character.isHighSurrogate(c2) && cp2 != c2) {
                    i++;
                }
            }
            if (d != 0) {
                return d;
            }
        }
        return n1 - n2;
    }

    /** The code point that the char at i belongs to (a pair read from either half). */
    private static int codePointIncluding(char[] v, int i, int n) {
        char c = v[i];
        if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(v[i + 1])) {
            return Character.toCodePoint(c, v[i + 1]);
        }
        if (Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(v[i - 1])) {
            return Character.toCodePoint(v[i - 1], c);
        }
        return c;
    }

    private static int compareCodePointCI(int c1, int c2) {
        c1 = Character.toUpperCase(c1);
        c2 = Character.toUpperCase(c2);
        if (c1 != c2) {
            c1 = Character.toLowerCase(c1);
            c2 = Character.toLowerCase(c2);
            if (c1 != c2) {
                return c1 - c2;
            }
        }
        return 0;
    }

    private static final class CaseInsensitiveComparator implements Comparator<String>, Serializable {
        private static final long serialVersionUID = 8575799808933029326L;

        public int compare(String s1, String s2) {
            return compareIgnoreCase(s1, s2);
        }

        /** As the JDK: read back as the one instance. */
        private Object readResolve() {
            return CASE_INSENSITIVE_ORDER;
        }
    }

    public boolean regionMatches(int toffset, String other, int ooffset, int len) {
        char[] ta = value;
        char[] pa = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) ta.length - len
                || ooffset > (long) pa.length - len) {
            return false;
        }
        while (len-- > 0) {
            if (ta[toffset++] != pa[ooffset++]) {
                return false;
            }
        }
        return true;
    }

    public boolean regionMatches(boolean ignoreCase, int toffset, String other, int ooffset, int len) {
        if (!ignoreCase) {
            return regionMatches(toffset, other, ooffset, len);
        }
        char[] ta = value;
        char[] pa = other.value;
        if (ooffset < 0 || toffset < 0 || toffset > (long) ta.length - len
                || ooffset > (long) pa.length - len) {
            return false;
        }
        int tend = toffset + len;
        int oend = ooffset + len;
        for (; toffset < tend; toffset++, ooffset++) {
            char c1 = ta[toffset];
            char c2 = pa[ooffset];
            if (c1 == c2 || compareCodePointCI(c1, c2) == 0) {
                continue;
            }
            // characters of a surrogate pair (inside the regions) compare as their code point
            int cp1 = c1;
            int cp2 = c2;
            if (Character.isHighSurrogate(c1) && toffset + 1 < tend && Character.isLowSurrogate(ta[toffset + 1])
                    && Character.isHighSurrogate(c2) && ooffset + 1 < oend && Character.isLowSurrogate(pa[ooffset + 1])) {
                cp1 = Character.toCodePoint(c1, ta[toffset + 1]);
                cp2 = Character.toCodePoint(c2, pa[ooffset + 1]);
                toffset++;
                ooffset++;
            } else if (Character.isLowSurrogate(c1) && Character.isLowSurrogate(c2) && toffset > tend - len
                    && Character.isHighSurrogate(ta[toffset - 1]) && ta[toffset - 1] == pa[ooffset - 1]) {
                cp1 = Character.toCodePoint(ta[toffset - 1], c1);
                cp2 = Character.toCodePoint(pa[ooffset - 1], c2);
            }
            if (cp1 == c1 || compareCodePointCI(cp1, cp2) != 0) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix, int toffset) {
        char[] ta = value;
        char[] pa = prefix.value;
        int n = pa.length;
        if (toffset < 0 || toffset > ta.length - n) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (ta[toffset + i] != pa[i]) {
                return false;
            }
        }
        return true;
    }

    public boolean startsWith(String prefix) {
        return startsWith(prefix, 0);
    }

    public boolean endsWith(String suffix) {
        return startsWith(suffix, value.length - suffix.value.length);
    }

    public int hashCode() {
        int h = hash;
        if (h == 0) {
            char[] v = value;
            for (int i = 0; i < v.length; i++) {
                h = 31 * h + v[i];
            }
            hash = h;
        }
        return h;
    }

    // ---------------------------------------------------------------- searching

    public int indexOf(int ch) {
        return indexOf(ch, 0);
    }

    public int indexOf(int ch, int fromIndex) {
        char[] v = value;
        int n = v.length;
        if (fromIndex < 0) {
            fromIndex = 0;
        } else if (fromIndex >= n) {
            return -1;
        }
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            for (int i = fromIndex; i < n; i++) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (!Character.isValidCodePoint(ch)) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        for (int i = fromIndex; i < n - 1; i++) {
            if (v[i] == hi && v[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int lastIndexOf(int ch) {
        return lastIndexOf(ch, value.length - 1);
    }

    public int lastIndexOf(int ch, int fromIndex) {
        char[] v = value;
        if (ch < Character.MIN_SUPPLEMENTARY_CODE_POINT) {
            int i = Math.min(fromIndex, v.length - 1);
            for (; i >= 0; i--) {
                if (v[i] == ch) {
                    return i;
                }
            }
            return -1;
        }
        if (!Character.isValidCodePoint(ch)) {
            return -1;
        }
        char hi = Character.highSurrogate(ch);
        char lo = Character.lowSurrogate(ch);
        int i = Math.min(fromIndex, v.length - 2);
        for (; i >= 0; i--) {
            if (v[i] == hi && v[i + 1] == lo) {
                return i;
            }
        }
        return -1;
    }

    public int indexOf(String str) {
        return indexOf(value, value.length, str.value, str.value.length, 0);
    }

    public int indexOf(String str, int fromIndex) {
        return indexOf(value, value.length, str.value, str.value.length, fromIndex);
    }

    /** Searches {@code t[0..tn)} in {@code s[0..sn)} starting at {@code from}. */
    static int indexOf(char[] s, int sn, char[] t, int tn, int from) {
        if (from >= sn) {
            return tn == 0 ? sn : -1;
        }
        if (from < 0) {
            from = 0;
        }
        if (tn == 0) {
            return from;
        }
        char first = t[0];
        int max = sn - tn;
        for (int i = from; i <= max; i++) {
            if (s[i] != first) {
                while (++i <= max && s[i] != first) {
                }
            }
            if (i <= max) {
                int j = i + 1;
                int end = i + tn;
                int k = 1;
                while (j < end && s[j] == t[k]) {
                    j++;
                    k++;
                }
                if (j == end) {
                    return i;
                }
            }
        }
        return -1;
    }

    public int lastIndexOf(String str) {
        return lastIndexOf(value, value.length, str.value, str.value.length, value.length);
    }

    public int lastIndexOf(String str, int fromIndex) {
        return lastIndexOf(value, value.length, str.value, str.value.length, fromIndex);
    }

    static int lastIndexOf(char[] s, int sn, char[] t, int tn, int from) {
        int right = sn - tn;
        if (from > right) {
            from = right;
        }
        if (from < 0) {
            return -1;
        }
        if (tn == 0) {
            return from;
        }
        char first = t[0];
        for (int i = from; i >= 0; i--) {
            if (s[i] == first) {
                int k = 1;
                while (k < tn && s[i + k] == t[k]) {
                    k++;
                }
                if (k == tn) {
                    return i;
                }
            }
        }
        return -1;
    }

    public boolean contains(CharSequence s) {
        return indexOf(s.toString()) >= 0;
    }

    // ---------------------------------------------------------------- derived strings

    public String substring(int beginIndex) {
        return substring(beginIndex, value.length);
    }

    public String substring(int beginIndex, int endIndex) {
        int length = value.length;
        checkBoundsBeginEnd(beginIndex, endIndex, length);
        if (beginIndex == 0 && endIndex == length) {
            return this;
        }
        int n = endIndex - beginIndex;
        if (n == 0) {
            return "";
        }
        char[] v = new char[n];
        System.arraycopy(value, beginIndex, v, 0, n);
        return new String(v, true);
    }

    public CharSequence subSequence(int beginIndex, int endIndex) {
        return substring(beginIndex, endIndex);
    }

    public String concat(String str) {
        if (str.value.length == 0) {
            return this;
        }
        int n = value.length;
        if (n == 0) {
            return str;
        }
        char[] v = new char[n + str.value.length];
        System.arraycopy(value, 0, v, 0, n);
        System.arraycopy(str.value, 0, v, n, str.value.length);
        return new String(v, true);
    }

    public String replace(char oldChar, char newChar) {
        if (oldChar == newChar) {
            return this;
        }
        char[] v = value;
        int n = v.length;
        int i = 0;
        while (i < n && v[i] != oldChar) {
            i++;
        }
        if (i == n) {
            return this;
        }
        char[] r = new char[n];
        System.arraycopy(v, 0, r, 0, i);
        for (; i < n; i++) {
            char c = v[i];
            r[i] = c == oldChar ? newChar : c;
        }
        return new String(r, true);
    }

    public String replace(CharSequence target, CharSequence replacement) {
        String tgt = target.toString();
        String repl = replacement.toString();
        char[] v = value;
        int n = v.length;
        int tl = tgt.value.length;
        if (tl == 0) {
            StringBuilder sb = new StringBuilder(n + (n + 1) * repl.length());
            sb.append(repl);
            for (int i = 0; i < n; i++) {
                sb.append(v[i]);
                sb.append(repl);
            }
            return sb.toString();
        }
        int j = indexOf(v, n, tgt.value, tl, 0);
        if (j < 0) {
            return this;
        }
        StringBuilder sb = new StringBuilder(n + 16);
        int i = 0;
        do {
            sb.append(v, i, j - i);
            sb.append(repl);
            i = j + tl;
        } while ((j = indexOf(v, n, tgt.value, tl, i)) >= 0);
        sb.append(v, i, n - i);
        return sb.toString();
    }

    public boolean matches(String regex) {
        return Pattern.matches(regex, this);
    }

    public String replaceFirst(String regex, String replacement) {
        return Pattern.compile(regex).matcher(this).replaceFirst(replacement);
    }

    public String replaceAll(String regex, String replacement) {
        return Pattern.compile(regex).matcher(this).replaceAll(replacement);
    }

    public String[] split(String regex) {
        return split(regex, 0);
    }

    public String[] split(String regex, int limit) {
        char ch = 0;
        int rl = regex.value.length;
        if ((rl == 1 && ".$|()[{^?*+\\".indexOf(ch = regex.value[0]) == -1)
                || (rl == 2 && regex.value[0] == '\\' && !isAsciiLetterOrDigit(ch = regex.value[1])
                    && !Character.isHighSurrogate(ch) && !Character.isLowSurrogate(ch))) {
            return splitChar(ch, limit);
        }
        return Pattern.compile(regex).split(this, limit);
    }

    private static String[] grow(String[] a, int n) {
        String[] r = new String[n];
        System.arraycopy(a, 0, r, 0, a.length);
        return r;
    }

    private static boolean isAsciiLetterOrDigit(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private String[] splitChar(char ch, int limit) {
        char[] v = value;
        int n = v.length;
        boolean limited = limit > 0;
        String[] list = new String[8];
        int size = 0;
        int off = 0;
        int next;
        while ((next = indexOf(ch, off)) != -1) {
            if (size == list.length) {
                list = grow(list, size * 2);
            }
            if (!limited || size < limit - 1) {
                list[size++] = substring(off, next);
                off = next + 1;
            } else {
                list[size++] = substring(off, n);
                off = n;
                break;
            }
        }
        if (off == 0) {
            return new String[] {this};
        }
        if (!limited || size < limit) {
            if (size == list.length) {
                list = grow(list, size + 1);
            }
            list[size++] = substring(off, n);
        }
        if (limit == 0) {
            while (size > 0 && list[size - 1].value.length == 0) {
                size--;
            }
        }
        String[] result = new String[size];
        System.arraycopy(list, 0, result, 0, size);
        return result;
    }

    public static String join(CharSequence delimiter, CharSequence... elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                sb.append(delimiter);
            }
            sb.append(elements[i]);
        }
        return sb.toString();
    }

    public static String join(CharSequence delimiter, Iterable<? extends CharSequence> elements) {
        if (delimiter == null || elements == null) {
            throw new NullPointerException();
        }
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (Iterator<? extends CharSequence> it = elements.iterator(); it.hasNext();) {
            if (!first) {
                sb.append(delimiter);
            }
            first = false;
            sb.append(it.next());
        }
        return sb.toString();
    }

    public String toLowerCase(Locale locale) {
        return toLowerCase(caseLanguage(locale));
    }

    /** Full case mapping in the default locale, including final sigma; see Character. */
    public String toLowerCase() {
        return toLowerCase(LANG_DEFAULT);
    }

    // The languages with their own case rules (SpecialCasing.txt): Turkish and Azeri
    // (dotted and dotless i), Lithuanian (the dot above kept on i and j); LANG_DEFAULT
    // is resolved from Locale.getDefault() only when a character that depends on it is met.
    private static final int LANG_DEFAULT = -1, LANG_OTHER = 0, LANG_TURKIC = 1, LANG_LITHUANIAN = 2;
    private static boolean resolvingDefault;

    private static int caseLanguage(Locale locale) {
        String lang = locale.getLanguage();
        if (lang.equals("tr") || lang.equals("az")) {
            return LANG_TURKIC;
        }
        return lang.equals("lt") ? LANG_LITHUANIAN : LANG_OTHER;
    }

    private static int resolveLanguage(int lang) {
        if (lang != LANG_DEFAULT) {
            return lang;
        }
        if (resolvingDefault) {
            return LANG_OTHER;                    // Locale's own start-up lower-cases
        }
        resolvingDefault = true;
        try {
            return caseLanguage(Locale.getDefault());
        } finally {
            resolvingDefault = false;
        }
    }

    /** Whether cp's lower or upper case depends on the language. */
    private static boolean isLanguageSensitive(int cp) {
        return cp == 'I' || cp == 'J' || cp == 'i' || cp == 0xCC || cp == 0xCD || cp == 0x128 || cp == 0x12E
                || cp == 0x130 || cp == 0x307;
    }

    private static int caseFlags(int cp) {
        if (cp < 0x100) {
            return cp == 'i' || cp == 'j' ? CharacterData.F_SOFT_DOTTED : 0;
        }
        return CharacterData.flags(cp);
    }

    /** Unicode's More_Above: a combining class 230 mark follows, none of class 0 or 230 between. */
    private static boolean moreAbove(char[] v, int i, int n) {
        int k = i + Character.charCount(Character.codePointAt(v, i, n));
        while (k < n) {
            int cp = Character.codePointAt(v, k, n);
            int f = caseFlags(cp);
            if ((f & CharacterData.F_CCC_ABOVE) != 0) {
                return true;
            }
            if ((f & CharacterData.F_CCC_NONZERO) == 0) {
                return false;
            }
            k += Character.charCount(cp);
        }
        return false;
    }

    /** Unicode's Before_Dot: U+0307 follows, nothing of class 0 or 230 between. */
    private static boolean beforeDot(char[] v, int i, int n) {
        int k = i + Character.charCount(Character.codePointAt(v, i, n));
        while (k < n) {
            int cp = Character.codePointAt(v, k, n);
            if (cp == 0x307) {
                return true;
            }
            int f = caseFlags(cp);
            if ((f & CharacterData.F_CCC_ABOVE) != 0 || (f & CharacterData.F_CCC_NONZERO) == 0) {
                return false;
            }
            k += Character.charCount(cp);
        }
        return false;
    }

    /**
     * After_I (want == 'I') or After_Soft_Dotted (want == -1): such a character comes
     * before i, nothing of class 0 or 230 between.
     */
    private static boolean after(char[] v, int i, int want) {
        int k = i;
        while (k > 0) {
            int cp = Character.codePointBefore(v, k, 0);
            k -= Character.charCount(cp);
            if (want == 'I' ? cp == 'I' : (caseFlags(cp) & CharacterData.F_SOFT_DOTTED) != 0) {
                return true;
            }
            int f = caseFlags(cp);
            if ((f & CharacterData.F_CCC_ABOVE) != 0 || (f & CharacterData.F_CCC_NONZERO) == 0) {
                return false;
            }
        }
        return false;
    }

    private String toLowerCase(int lang) {
        char[] v = value;
        int n = v.length;
        int i = 0;
        for (; i < n; i++) {
            char c = v[i];
            if (c < 0x80) {
                if (c >= 'A' && c <= 'Z') {
                    break;
                }
            } else if (c == '\u0130' || c == '\u03a3' || c == '\u0307' || Character.isSurrogate(c)
                    || Character.toLowerCase(c) != c) {
                break;
            }
        }
        if (i == n) {
            return this;
        }
        StringBuilder sb = new StringBuilder(n + 2);
        sb.append(v, 0, i);
        while (i < n) {
            int cp = Character.codePointAt(v, i, n);
            int size = Character.charCount(cp);
            if (isLanguageSensitive(cp)) {
                lang = resolveLanguage(lang);
            }
            if (cp == 0x3A3) {
                sb.append(isFinalSigma(v, i, n) ? '\u03c2' : '\u03c3');
            } else if (lang == LANG_TURKIC && cp == 0x130) {
                sb.append('i');
            } else if (lang == LANG_TURKIC && cp == 0x307 && after(v, i, 'I')) {
                // dropped: I + dot above is i
            } else if (lang == LANG_TURKIC && cp == 'I') {
                sb.append(beforeDot(v, i, n) ? 'i' : '\u0131');
            } else if (lang == LANG_LITHUANIAN && (cp == 'I' || cp == 'J' || cp == 0x12E) && moreAbove(v, i, n)) {
                sb.append((char) Character.toLowerCase(cp)).append('\u0307');
            } else if (lang == LANG_LITHUANIAN && (cp == 0xCC || cp == 0xCD || cp == 0x128)) {
                sb.append("i\u0307").append(cp == 0xCC ? '\u0300' : cp == 0xCD ? '\u0301' : '\u0303');
            } else if (cp < 0x100) {
                sb.append((char) Character.toLowerCase(cp));
            } else {
                String sp = CharacterData.special(false, cp);
                if (sp != null) {
                    sb.append(sp);
                } else {
                    sb.appendCodePoint(Character.toLowerCase(cp));
                }
            }
            i += size;
        }
        return sb.toString();
    }

    private static boolean isCaseIgnorable(int cp) {
        int t = Character.getType(cp);
        return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK || t == Character.FORMAT
                || t == Character.MODIFIER_LETTER || t == Character.MODIFIER_SYMBOL
                || cp == '\'' || cp == '.' || cp == ':' || cp == 0xB7 || cp == 0x2018 || cp == 0x2019
                || cp == 0x2024 || cp == 0x2027;
    }

    private static boolean isCased(int cp) {
        return Character.isUpperCase(cp) || Character.isLowerCase(cp) || Character.isTitleCase(cp);
    }

    /** Unicode's Final_Sigma condition for the capital sigma at {@code i}. */
    private static boolean isFinalSigma(char[] v, int i, int n) {
        int k = i;
        boolean before = false;
        while (k > 0) {
            int cp = Character.codePointBefore(v, k, 0);
            k -= Character.charCount(cp);
            if (isCaseIgnorable(cp)) {
                continue;
            }
            before = isCased(cp);
            break;
        }
        if (!before) {
            return false;
        }
        k = i + 1;
        while (k < n) {
            int cp = Character.codePointAt(v, k, n);
            k += Character.charCount(cp);
            if (isCaseIgnorable(cp)) {
                continue;
            }
            return !isCased(cp);
        }
        return true;
    }

    public String toUpperCase(Locale locale) {
        return toUpperCase(caseLanguage(locale));
    }

    /** Full case mapping in the default locale (SpecialCasing's expansions, ß to SS). */
    public String toUpperCase() {
        return toUpperCase(LANG_DEFAULT);
    }

    private String toUpperCase(int lang) {
        char[] v = value;
        int n = v.length;
        int i = 0;
        for (; i < n; i++) {
            char c = v[i];
            if (c < 0x80) {
                if (c >= 'a' && c <= 'z') {
                    break;
                }
            } else if (c == '\u00df' || c == '\u0307' || Character.isSurrogate(c) || Character.toUpperCase(c) != c
                    || (c >= 0x100 && CharacterData.special(true, c) != null)) {
                break;
            }
        }
        if (i == n) {
            return this;
        }
        StringBuilder sb = new StringBuilder(n + 4);
        sb.append(v, 0, i);
        while (i < n) {
            int cp = Character.codePointAt(v, i, n);
            if (isLanguageSensitive(cp)) {
                lang = resolveLanguage(lang);
            }
            if (lang == LANG_TURKIC && cp == 'i') {
                sb.append('\u0130');
            } else if (lang == LANG_LITHUANIAN && cp == 0x307 && after(v, i, -1)) {
                // dropped: the dot of a soft-dotted letter
            } else if (cp < 0x100 && cp != 0xDF) {
                sb.appendCodePoint(Character.toUpperCase(cp));
            } else {
                String sp = CharacterData.special(true, cp);
                if (sp != null) {
                    sb.append(sp);
                } else {
                    sb.appendCodePoint(Character.toUpperCase(cp));
                }
            }
            i += Character.charCount(cp);
        }
        return sb.toString();
    }

    public String trim() {
        char[] v = value;
        int len = v.length;
        int st = 0;
        while (st < len && v[st] <= ' ') {
            st++;
        }
        while (st < len && v[len - 1] <= ' ') {
            len--;
        }
        return (st > 0 || len < v.length) ? substring(st, len) : this;
    }

    public String strip() {
        int st = leadingWhite();
        if (st == value.length) {
            return "";
        }
        return substring(st, value.length - trailingWhite());
    }

    public String stripLeading() {
        return substring(leadingWhite());
    }

    public String stripTrailing() {
        return substring(0, value.length - trailingWhite());
    }

    private int leadingWhite() {
        int i = 0;
        while (i < value.length) {
            int cp = Character.codePointAt(value, i, value.length);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }

    private int trailingWhite() {
        int i = value.length;
        while (i > 0) {
            int cp = Character.codePointBefore(value, i, 0);
            if (!Character.isWhitespace(cp)) {
                break;
            }
            i -= Character.charCount(cp);
        }
        return value.length - i;
    }

    public boolean isBlank() {
        return leadingWhite() == value.length;
    }

    public String repeat(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count is negative: " + count);
        }
        if (count == 1) {
            return this;
        }
        int len = value.length;
        if (len == 0 || count == 0) {
            return "";
        }
        if ((long) len * count > Integer.MAX_VALUE - 8) {
            throw new OutOfMemoryError("Required length exceeds implementation limit");
        }
        char[] r = new char[len * count];
        for (int i = 0; i < count; i++) {
            System.arraycopy(value, 0, r, i * len, len);
        }
        return new String(r, true);
    }

    @Override
    public IntStream chars() {
        char[] v = value;
        int[] a = new int[v.length];
        for (int i = 0; i < v.length; i++) {
            a[i] = v[i];
        }
        return IntStream.of(a);
    }

    /** The lines of this string, split at \n, \r or \r\n (no empty last line). */
    public Stream<String> lines() {
        char[] v = value;
        int n = v.length;
        String[] out = new String[8];
        int count = 0;
        int i = 0;
        while (i < n) {
            int e = i;
            while (e < n && v[e] != '\n' && v[e] != '\r') {
                e++;
            }
            if (count == out.length) {
                out = grow(out, count * 2);
            }
            out[count++] = substring(i, e);
            if (e < n && v[e] == '\r' && e + 1 < n && v[e + 1] == '\n') {
                e++;
            }
            i = e + 1;
        }
        String[] r = new String[count];
        System.arraycopy(out, 0, r, 0, count);
        return Stream.of(r);
    }

    public String indent(int n) {
        if (isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        int len = value.length;
        while (i < len) {
            int e = i;
            while (e < len && value[e] != '\n' && value[e] != '\r') {
                e++;
            }
            String line = substring(i, e);
            if (n > 0) {
                for (int k = 0; k < n; k++) {
                    sb.append(' ');
                }
                sb.append(line);
            } else if (n < 0) {
                int k = 0;
                while (k < line.length() && k < -n && Character.isWhitespace(line.charAt(k))) {
                    k++;
                }
                sb.append(line, k, line.length());
            } else {
                sb.append(line);
            }
            sb.append('\n');
            if (e < len && value[e] == '\r' && e + 1 < len && value[e + 1] == '\n') {
                e++;
            }
            i = e + 1;
        }
        return sb.toString();
    }

    public String toString() {
        return this;
    }

    public static String format(String format, Object... args) {
        return new Formatter().format(format, args).toString();
    }

    public static String format(Locale l, String format, Object... args) {
        return new Formatter(l).format(format, args).toString();
    }

    public String formatted(Object... args) {
        return new Formatter().format(this, args).toString();
    }

    // ---------------------------------------------------------------- valueOf

    public static String valueOf(Object obj) {
        return (obj == null) ? "null" : obj.toString();
    }

    public static String valueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data, int offset, int count) {
        return new String(data, offset, count);
    }

    public static String copyValueOf(char[] data) {
        return new String(data);
    }

    public static String valueOf(boolean b) {
        return b ? "true" : "false";
    }

    public static String valueOf(char c) {
        return new String(new char[] {c}, true);
    }

    public static String valueOf(int i) {
        return Integer.toString(i);
    }

    public static String valueOf(long l) {
        return Long.toString(l);
    }

    public static String valueOf(float f) {
        return Float.toString(f);
    }

    public static String valueOf(double d) {
        return Double.toString(d);
    }

    public native String intern();
}
