package java.lang;

import java.io.Serializable;

/**
 * The char box and the character-property methods.
 *
 * Coverage: the general categories, case mappings and digit values are exact for
 * ASCII and Latin-1 (U+0000..U+00FF).  Beyond that they are approximations covering
 * Latin Extended-A, Latin Extended Additional, Greek, Cyrillic, Armenian, the common
 * punctuation/symbol blocks, CJK, kana, Hangul, fullwidth forms and the decimal digits
 * of the major scripts; everything else is reported as UNASSIGNED.
 */
public final class Character implements Serializable, Comparable<Character> {

    public static final int MIN_RADIX = 2;
    public static final int MAX_RADIX = 36;
    public static final char MIN_VALUE = '\u0000';
    public static final char MAX_VALUE = '\uFFFF';

    @SuppressWarnings("unchecked")
    public static final Class<Character> TYPE = (Class<Character>) Class.getPrimitiveClass("char");

    public static final byte UNASSIGNED = 0;
    public static final byte UPPERCASE_LETTER = 1;
    public static final byte LOWERCASE_LETTER = 2;
    public static final byte TITLECASE_LETTER = 3;
    public static final byte MODIFIER_LETTER = 4;
    public static final byte OTHER_LETTER = 5;
    public static final byte NON_SPACING_MARK = 6;
    public static final byte ENCLOSING_MARK = 7;
    public static final byte COMBINING_SPACING_MARK = 8;
    public static final byte DECIMAL_DIGIT_NUMBER = 9;
    public static final byte LETTER_NUMBER = 10;
    public static final byte OTHER_NUMBER = 11;
    public static final byte SPACE_SEPARATOR = 12;
    public static final byte LINE_SEPARATOR = 13;
    public static final byte PARAGRAPH_SEPARATOR = 14;
    public static final byte CONTROL = 15;
    public static final byte FORMAT = 16;
    public static final byte PRIVATE_USE = 18;
    public static final byte SURROGATE = 19;
    public static final byte DASH_PUNCTUATION = 20;
    public static final byte START_PUNCTUATION = 21;
    public static final byte END_PUNCTUATION = 22;
    public static final byte CONNECTOR_PUNCTUATION = 23;
    public static final byte OTHER_PUNCTUATION = 24;
    public static final byte MATH_SYMBOL = 25;
    public static final byte CURRENCY_SYMBOL = 26;
    public static final byte MODIFIER_SYMBOL = 27;
    public static final byte OTHER_SYMBOL = 28;
    public static final byte INITIAL_QUOTE_PUNCTUATION = 29;
    public static final byte FINAL_QUOTE_PUNCTUATION = 30;

    public static final byte DIRECTIONALITY_UNDEFINED = -1;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT = 0;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT = 1;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER = 3;
    public static final byte DIRECTIONALITY_WHITESPACE = 12;
    public static final byte DIRECTIONALITY_OTHER_NEUTRALS = 13;

    public static final char MIN_HIGH_SURROGATE = '\uD800';
    public static final char MAX_HIGH_SURROGATE = '\uDBFF';
    public static final char MIN_LOW_SURROGATE = '\uDC00';
    public static final char MAX_LOW_SURROGATE = '\uDFFF';
    public static final char MIN_SURROGATE = MIN_HIGH_SURROGATE;
    public static final char MAX_SURROGATE = MAX_LOW_SURROGATE;
    public static final int MIN_SUPPLEMENTARY_CODE_POINT = 0x010000;
    public static final int MIN_CODE_POINT = 0x000000;
    public static final int MAX_CODE_POINT = 0X10FFFF;
    public static final int SIZE = 16;
    public static final int BYTES = 2;

    private final char value;

    @Deprecated
    public Character(char value) {
        this.value = value;
    }

    private static final class Cache {
        static final Character[] CACHE;

        static {
            Character[] c = new Character[128];
            for (int i = 0; i < 128; i++) {
                c[i] = new Character((char) i);
            }
            CACHE = c;
        }
    }

    public static Character valueOf(char c) {
        if (c < 128) {
            return Cache.CACHE[c];
        }
        return new Character(c);
    }

    public char charValue() {
        return value;
    }

    public int hashCode() {
        return value;
    }

    public static int hashCode(char value) {
        return value;
    }

    public boolean equals(Object obj) {
        return obj instanceof Character && value == ((Character) obj).value;
    }

    public String toString() {
        return String.valueOf(value);
    }

    public static String toString(char c) {
        return String.valueOf(c);
    }

    public static String toString(int codePoint) {
        return new String(toChars(codePoint), true);
    }

    public int compareTo(Character anotherCharacter) {
        return compare(value, anotherCharacter.value);
    }

    public static int compare(char x, char y) {
        return x - y;
    }

    public static char reverseBytes(char ch) {
        return (char) (((ch & 0xFF00) >> 8) | (ch << 8));
    }

    // ---------------------------------------------------------------- code points and surrogates

    public static boolean isValidCodePoint(int codePoint) {
        return (codePoint >>> 16) < ((MAX_CODE_POINT + 1) >>> 16);
    }

    public static boolean isBmpCodePoint(int codePoint) {
        return codePoint >>> 16 == 0;
    }

    public static boolean isSupplementaryCodePoint(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT && codePoint < MAX_CODE_POINT + 1;
    }

    public static boolean isHighSurrogate(char ch) {
        return ch >= MIN_HIGH_SURROGATE && ch < (MAX_HIGH_SURROGATE + 1);
    }

    public static boolean isLowSurrogate(char ch) {
        return ch >= MIN_LOW_SURROGATE && ch < (MAX_LOW_SURROGATE + 1);
    }

    public static boolean isSurrogate(char ch) {
        return ch >= MIN_SURROGATE && ch < (MAX_SURROGATE + 1);
    }

    public static boolean isSurrogatePair(char high, char low) {
        return isHighSurrogate(high) && isLowSurrogate(low);
    }

    public static int charCount(int codePoint) {
        return codePoint >= MIN_SUPPLEMENTARY_CODE_POINT ? 2 : 1;
    }

    public static int toCodePoint(char high, char low) {
        return ((high << 10) + low) + (MIN_SUPPLEMENTARY_CODE_POINT
                - (MIN_HIGH_SURROGATE << 10) - MIN_LOW_SURROGATE);
    }

    public static char highSurrogate(int codePoint) {
        return (char) ((codePoint >>> 10) + (MIN_HIGH_SURROGATE - (MIN_SUPPLEMENTARY_CODE_POINT >>> 10)));
    }

    public static char lowSurrogate(int codePoint) {
        return (char) ((codePoint & 0x3ff) + MIN_LOW_SURROGATE);
    }

    public static int codePointAt(CharSequence seq, int index) {
        char c1 = seq.charAt(index);
        if (isHighSurrogate(c1) && ++index < seq.length()) {
            char c2 = seq.charAt(index);
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointAt(char[] a, int index) {
        return codePointAt(a, index, a.length);
    }

    public static int codePointAt(char[] a, int index, int limit) {
        if (index >= limit || index < 0 || limit > a.length) {
            throw new IndexOutOfBoundsException();
        }
        char c1 = a[index];
        if (isHighSurrogate(c1) && ++index < limit) {
            char c2 = a[index];
            if (isLowSurrogate(c2)) {
                return toCodePoint(c1, c2);
            }
        }
        return c1;
    }

    public static int codePointBefore(CharSequence seq, int index) {
        char c2 = seq.charAt(--index);
        if (isLowSurrogate(c2) && index > 0) {
            char c1 = seq.charAt(--index);
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int codePointBefore(char[] a, int index) {
        return codePointBefore(a, index, 0);
    }

    public static int codePointBefore(char[] a, int index, int start) {
        if (index <= start || start < 0 || start >= a.length) {
            throw new IndexOutOfBoundsException();
        }
        char c2 = a[--index];
        if (isLowSurrogate(c2) && index > start) {
            char c1 = a[--index];
            if (isHighSurrogate(c1)) {
                return toCodePoint(c1, c2);
            }
        }
        return c2;
    }

    public static int toChars(int codePoint, char[] dst, int dstIndex) {
        if (isBmpCodePoint(codePoint)) {
            dst[dstIndex] = (char) codePoint;
            return 1;
        }
        if (isValidCodePoint(codePoint)) {
            dst[dstIndex + 1] = lowSurrogate(codePoint);
            dst[dstIndex] = highSurrogate(codePoint);
            return 2;
        }
        throw invalidCodePoint(codePoint);
    }

    public static char[] toChars(int codePoint) {
        if (isBmpCodePoint(codePoint)) {
            return new char[] {(char) codePoint};
        }
        if (isValidCodePoint(codePoint)) {
            return new char[] {highSurrogate(codePoint), lowSurrogate(codePoint)};
        }
        throw invalidCodePoint(codePoint);
    }

    private static IllegalArgumentException invalidCodePoint(int codePoint) {
        return new IllegalArgumentException(
                "Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase());
    }

    public static int codePointCount(CharSequence seq, int beginIndex, int endIndex) {
        int length = seq.length();
        if (beginIndex < 0 || endIndex > length || beginIndex > endIndex) {
            throw new IndexOutOfBoundsException();
        }
        int n = endIndex - beginIndex;
        for (int i = beginIndex; i < endIndex;) {
            if (isHighSurrogate(seq.charAt(i++)) && i < endIndex && isLowSurrogate(seq.charAt(i))) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int codePointCount(char[] a, int offset, int count) {
        if (count > a.length - offset || offset < 0 || count < 0) {
            throw new IndexOutOfBoundsException();
        }
        int endIndex = offset + count;
        int n = count;
        for (int i = offset; i < endIndex;) {
            if (isHighSurrogate(a[i++]) && i < endIndex && isLowSurrogate(a[i])) {
                n--;
                i++;
            }
        }
        return n;
    }

    public static int offsetByCodePoints(CharSequence seq, int index, int codePointOffset) {
        int length = seq.length();
        if (index < 0 || index > length) {
            throw new IndexOutOfBoundsException();
        }
        int x = index;
        if (codePointOffset >= 0) {
            int i;
            for (i = 0; x < length && i < codePointOffset; i++) {
                if (isHighSurrogate(seq.charAt(x++)) && x < length && isLowSurrogate(seq.charAt(x))) {
                    x++;
                }
            }
            if (i < codePointOffset) {
                throw new IndexOutOfBoundsException();
            }
        } else {
            int i;
            for (i = codePointOffset; x > 0 && i < 0; i++) {
                if (isLowSurrogate(seq.charAt(--x)) && x > 0 && isHighSurrogate(seq.charAt(x - 1))) {
                    x--;
                }
            }
            if (i < 0) {
                throw new IndexOutOfBoundsException();
            }
        }
        return x;
    }

    // ---------------------------------------------------------------- categories

    private static final byte[] LATIN1_TYPE = new byte[256];

    static {
        byte[] t = LATIN1_TYPE;
        for (int i = 0; i < 0x20; i++) {
            t[i] = CONTROL;
        }
        for (int i = 0x7F; i < 0xA0; i++) {
            t[i] = CONTROL;
        }
        t[' '] = SPACE_SEPARATOR;
        t[0xA0] = SPACE_SEPARATOR;
        String po = "!\"#%&'*,./:;?@\\\u00a1\u00a7\u00b6\u00b7\u00bf";
        for (int i = 0; i < po.length(); i++) {
            t[po.charAt(i)] = OTHER_PUNCTUATION;
        }
        t['$'] = CURRENCY_SYMBOL;
        for (int i = 0xA2; i <= 0xA5; i++) {
            t[i] = CURRENCY_SYMBOL;
        }
        t['('] = START_PUNCTUATION;
        t['['] = START_PUNCTUATION;
        t['{'] = START_PUNCTUATION;
        t[')'] = END_PUNCTUATION;
        t[']'] = END_PUNCTUATION;
        t['}'] = END_PUNCTUATION;
        String sm = "+<=>|~\u00ac\u00b1\u00d7\u00f7";
        for (int i = 0; i < sm.length(); i++) {
            t[sm.charAt(i)] = MATH_SYMBOL;
        }
        t['-'] = DASH_PUNCTUATION;
        for (int i = '0'; i <= '9'; i++) {
            t[i] = DECIMAL_DIGIT_NUMBER;
        }
        for (int i = 'A'; i <= 'Z'; i++) {
            t[i] = UPPERCASE_LETTER;
            t[i + 32] = LOWERCASE_LETTER;
        }
        String sk = "^`\u00a8\u00af\u00b4\u00b8";
        for (int i = 0; i < sk.length(); i++) {
            t[sk.charAt(i)] = MODIFIER_SYMBOL;
        }
        t['_'] = CONNECTOR_PUNCTUATION;
        t[0xA6] = OTHER_SYMBOL;
        t[0xA9] = OTHER_SYMBOL;
        t[0xAE] = OTHER_SYMBOL;
        t[0xB0] = OTHER_SYMBOL;
        t[0xAA] = OTHER_LETTER;
        t[0xBA] = OTHER_LETTER;
        t[0xAB] = INITIAL_QUOTE_PUNCTUATION;
        t[0xBB] = FINAL_QUOTE_PUNCTUATION;
        t[0xAD] = FORMAT;
        t[0xB2] = OTHER_NUMBER;
        t[0xB3] = OTHER_NUMBER;
        t[0xB9] = OTHER_NUMBER;
        t[0xBC] = OTHER_NUMBER;
        t[0xBD] = OTHER_NUMBER;
        t[0xBE] = OTHER_NUMBER;
        t[0xB5] = LOWERCASE_LETTER;
        for (int i = 0xC0; i <= 0xDE; i++) {
            if (i != 0xD7) {
                t[i] = UPPERCASE_LETTER;
            }
        }
        for (int i = 0xDF; i <= 0xFF; i++) {
            if (i != 0xF7) {
                t[i] = LOWERCASE_LETTER;
            }
        }
    }

    /** Zero digits of the decimal digit runs (each followed by 1..9). */
    private static final int[] DIGIT_ZEROS = {
        0x0030, 0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0B66, 0x0BE6, 0x0C66,
        0x0CE6, 0x0D66, 0x0DE6, 0x0E50, 0x0ED0, 0x0F20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946,
        0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0,
        0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0, 0x11066, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC,
        0x1D7F6, 0x1E950
    };

    /** Returns the value 0..9 if {@code cp} is a decimal digit, else -1. */
    private static int decimalValue(int cp) {
        if (cp < 0x80) {
            return (cp >= '0' && cp <= '9') ? cp - '0' : -1;
        }
        for (int i = 1; i < DIGIT_ZEROS.length; i++) {
            int z = DIGIT_ZEROS[i];
            if (cp >= z && cp <= z + 9) {
                return cp - z;
            }
            if (cp < z) {
                break;
            }
        }
        return -1;
    }

    /** Sorted ranges of letters beyond Latin-1: start, end, type. */
    private static final int[] RANGES = {
        0x0180, 0x01BF, OTHER_LETTER, 0x01C0, 0x01C3, OTHER_LETTER, 0x01CD, 0x024F, OTHER_LETTER,
        0x0250, 0x02AF, LOWERCASE_LETTER, 0x02B0, 0x02C1, MODIFIER_LETTER,
        0x02C2, 0x02C5, MODIFIER_SYMBOL, 0x02C6, 0x02D1, MODIFIER_LETTER, 0x02D2, 0x02DF, MODIFIER_SYMBOL,
        0x02E0, 0x02E4, MODIFIER_LETTER, 0x02E5, 0x02FF, MODIFIER_SYMBOL,
        0x0300, 0x036F, NON_SPACING_MARK,
        0x0483, 0x0487, NON_SPACING_MARK, 0x0488, 0x0489, ENCLOSING_MARK,
        0x0591, 0x05BD, NON_SPACING_MARK, 0x05D0, 0x05EA, OTHER_LETTER, 0x05EF, 0x05F2, OTHER_LETTER,
        0x0620, 0x063F, OTHER_LETTER, 0x0641, 0x064A, OTHER_LETTER, 0x064B, 0x065F, NON_SPACING_MARK,
        0x066E, 0x066F, OTHER_LETTER, 0x0671, 0x06D3, OTHER_LETTER,
        0x0904, 0x0939, OTHER_LETTER, 0x0958, 0x0961, OTHER_LETTER,
        0x0E01, 0x0E30, OTHER_LETTER, 0x0E40, 0x0E45, OTHER_LETTER,
        0x10D0, 0x10FA, LOWERCASE_LETTER, 0x1100, 0x11FF, OTHER_LETTER,
        0x2000, 0x200A, SPACE_SEPARATOR, 0x200B, 0x200F, FORMAT, 0x2010, 0x2015, DASH_PUNCTUATION,
        0x2016, 0x2017, OTHER_PUNCTUATION, 0x2018, 0x2018, INITIAL_QUOTE_PUNCTUATION,
        0x2019, 0x2019, FINAL_QUOTE_PUNCTUATION, 0x201A, 0x201A, START_PUNCTUATION,
        0x201B, 0x201C, INITIAL_QUOTE_PUNCTUATION, 0x201D, 0x201D, FINAL_QUOTE_PUNCTUATION,
        0x201E, 0x201E, START_PUNCTUATION, 0x201F, 0x201F, INITIAL_QUOTE_PUNCTUATION,
        0x2020, 0x2027, OTHER_PUNCTUATION, 0x2028, 0x2028, LINE_SEPARATOR,
        0x2029, 0x2029, PARAGRAPH_SEPARATOR, 0x202A, 0x202E, FORMAT, 0x202F, 0x202F, SPACE_SEPARATOR,
        0x2030, 0x2038, OTHER_PUNCTUATION, 0x2039, 0x2039, INITIAL_QUOTE_PUNCTUATION,
        0x203A, 0x203A, FINAL_QUOTE_PUNCTUATION, 0x203B, 0x203E, OTHER_PUNCTUATION,
        0x203F, 0x2040, CONNECTOR_PUNCTUATION, 0x2041, 0x2043, OTHER_PUNCTUATION,
        0x2044, 0x2044, MATH_SYMBOL, 0x2045, 0x2045, START_PUNCTUATION, 0x2046, 0x2046, END_PUNCTUATION,
        0x2047, 0x205E, OTHER_PUNCTUATION, 0x205F, 0x205F, SPACE_SEPARATOR, 0x2060, 0x2064, FORMAT,
        0x2070, 0x2070, OTHER_NUMBER, 0x2071, 0x2071, MODIFIER_LETTER, 0x2074, 0x2079, OTHER_NUMBER,
        0x207A, 0x207C, MATH_SYMBOL, 0x207F, 0x207F, MODIFIER_LETTER, 0x2080, 0x2089, OTHER_NUMBER,
        0x208A, 0x208C, MATH_SYMBOL, 0x20A0, 0x20C0, CURRENCY_SYMBOL, 0x20D0, 0x20DC, NON_SPACING_MARK,
        0x2100, 0x214F, OTHER_SYMBOL, 0x2150, 0x215F, OTHER_NUMBER, 0x2160, 0x2182, LETTER_NUMBER,
        0x2190, 0x2194, MATH_SYMBOL, 0x2195, 0x21FF, OTHER_SYMBOL, 0x2200, 0x22FF, MATH_SYMBOL,
        0x2300, 0x2307, OTHER_SYMBOL, 0x2308, 0x230B, START_PUNCTUATION, 0x230C, 0x245F, OTHER_SYMBOL,
        0x2460, 0x249B, OTHER_NUMBER, 0x249C, 0x24E9, OTHER_SYMBOL, 0x24EA, 0x24FF, OTHER_NUMBER,
        0x2500, 0x25B6, OTHER_SYMBOL, 0x25B7, 0x25B7, MATH_SYMBOL, 0x25B8, 0x25C0, OTHER_SYMBOL,
        0x25C1, 0x25C1, MATH_SYMBOL, 0x25C2, 0x25F7, OTHER_SYMBOL, 0x25F8, 0x25FF, MATH_SYMBOL,
        0x2600, 0x2767, OTHER_SYMBOL, 0x2776, 0x2793, OTHER_NUMBER, 0x2794, 0x27BF, OTHER_SYMBOL,
        0x27C0, 0x27FF, MATH_SYMBOL, 0x2800, 0x28FF, OTHER_SYMBOL, 0x2900, 0x2AFF, MATH_SYMBOL,
        0x2B00, 0x2BFF, OTHER_SYMBOL,
        0x3000, 0x3000, SPACE_SEPARATOR, 0x3001, 0x3003, OTHER_PUNCTUATION, 0x3004, 0x3004, OTHER_SYMBOL,
        0x3005, 0x3005, MODIFIER_LETTER, 0x3006, 0x3006, OTHER_LETTER, 0x3007, 0x3007, LETTER_NUMBER,
        0x3021, 0x3029, LETTER_NUMBER, 0x3041, 0x3096, OTHER_LETTER, 0x309D, 0x309E, MODIFIER_LETTER,
        0x309F, 0x309F, OTHER_LETTER, 0x30A0, 0x30A0, DASH_PUNCTUATION, 0x30A1, 0x30FA, OTHER_LETTER,
        0x30FB, 0x30FB, OTHER_PUNCTUATION, 0x30FC, 0x30FE, MODIFIER_LETTER, 0x30FF, 0x30FF, OTHER_LETTER,
        0x3105, 0x312F, OTHER_LETTER, 0x3131, 0x318E, OTHER_LETTER, 0x3400, 0x4DBF, OTHER_LETTER,
        0x4E00, 0x9FFC, OTHER_LETTER, 0xA000, 0xA48C, OTHER_LETTER, 0xAC00, 0xD7A3, OTHER_LETTER,
        0xD800, 0xDFFF, SURROGATE, 0xE000, 0xF8FF, PRIVATE_USE, 0xF900, 0xFA6D, OTHER_LETTER,
        0xFA70, 0xFAD9, OTHER_LETTER, 0xFB00, 0xFB06, LOWERCASE_LETTER, 0xFE00, 0xFE0F, NON_SPACING_MARK,
        0xFEFF, 0xFEFF, FORMAT, 0xFF04, 0xFF04, CURRENCY_SYMBOL, 0xFF08, 0xFF08, START_PUNCTUATION,
        0xFF09, 0xFF09, END_PUNCTUATION, 0xFF0B, 0xFF0B, MATH_SYMBOL, 0xFF0D, 0xFF0D, DASH_PUNCTUATION,
        0xFF10, 0xFF19, DECIMAL_DIGIT_NUMBER, 0xFF1C, 0xFF1E, MATH_SYMBOL, 0xFF21, 0xFF3A, UPPERCASE_LETTER,
        0xFF3B, 0xFF3B, START_PUNCTUATION, 0xFF3D, 0xFF3D, END_PUNCTUATION, 0xFF3F, 0xFF3F, CONNECTOR_PUNCTUATION,
        0xFF41, 0xFF5A, LOWERCASE_LETTER, 0xFF5B, 0xFF5B, START_PUNCTUATION, 0xFF5D, 0xFF5D, END_PUNCTUATION,
        0xFF66, 0xFF9D, OTHER_LETTER, 0xFFE0, 0xFFE1, CURRENCY_SYMBOL, 0xFFFC, 0xFFFD, OTHER_SYMBOL,
        0x10000, 0x100FA, OTHER_LETTER, 0x1D400, 0x1D7CB, OTHER_LETTER, 0x1F000, 0x1FAFF, OTHER_SYMBOL,
        0x20000, 0x2FA1D, OTHER_LETTER, 0x30000, 0x3134A, OTHER_LETTER, 0xF0000, 0x10FFFD, PRIVATE_USE
    };

    public static int getType(char ch) {
        return getType((int) ch);
    }

    public static int getType(int cp) {
        if (cp < 0x100) {
            return cp < 0 ? UNASSIGNED : LATIN1_TYPE[cp];
        }
        // cased alphabets
        if (cp < 0x180) {
            if (cp == 0x138 || cp == 0x149 || cp == 0x17F) {
                return LOWERCASE_LETTER;
            }
            return toLowerCase(cp) != cp ? UPPERCASE_LETTER : LOWERCASE_LETTER;
        }
        if (cp >= 0x1C4 && cp <= 0x1CC) {
            int r = (cp - 0x1C4) % 3;
            return r == 0 ? UPPERCASE_LETTER : (r == 1 ? TITLECASE_LETTER : LOWERCASE_LETTER);
        }
        if ((cp >= 0x370 && cp <= 0x3FF) || (cp >= 0x400 && cp <= 0x52F && (cp < 0x482 || cp > 0x489))
                || (cp >= 0x531 && cp <= 0x587) || (cp >= 0x1E00 && cp <= 0x1FFF)
                || (cp >= 0x10A0 && cp <= 0x10C5)) {
            if (cp == 0x374 || cp == 0x375 || cp == 0x37E || cp == 0x384 || cp == 0x385 || cp == 0x387
                    || cp == 0x3F6 || cp == 0x482 || (cp >= 0x378 && cp <= 0x379) || (cp >= 0x380 && cp <= 0x383)
                    || cp == 0x38B || cp == 0x38D || cp == 0x3A2 || (cp >= 0x557 && cp <= 0x560)) {
                return cp == 0x37E || cp == 0x387 ? OTHER_PUNCTUATION
                        : (cp == 0x384 || cp == 0x385 || cp == 0x375 ? MODIFIER_SYMBOL
                        : (cp == 0x374 ? MODIFIER_LETTER : (cp == 0x3F6 ? MATH_SYMBOL
                        : (cp == 0x482 ? OTHER_SYMBOL : UNASSIGNED))));
            }
            if (toLowerCase(cp) != cp) {
                return UPPERCASE_LETTER;
            }
            if (toUpperCase(cp) != cp) {
                return LOWERCASE_LETTER;
            }
            return cp >= 0x1E00 ? LOWERCASE_LETTER : (cp < 0x400 || cp > 0x52F ? LOWERCASE_LETTER : LOWERCASE_LETTER);
        }
        if (decimalValue(cp) >= 0) {
            return DECIMAL_DIGIT_NUMBER;
        }
        int[] r = RANGES;
        int lo = 0, hi = r.length / 3 - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int s = r[mid * 3];
            if (cp < s) {
                hi = mid - 1;
            } else if (cp > r[mid * 3 + 1]) {
                lo = mid + 1;
            } else {
                return r[mid * 3 + 2];
            }
        }
        return UNASSIGNED;
    }

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    public static boolean isLowerCase(int cp) {
        if (cp < 0x80) {
            return cp >= 'a' && cp <= 'z';
        }
        return getType(cp) == LOWERCASE_LETTER || cp == 0xAA || cp == 0xBA
                || (cp >= 0x2B0 && cp <= 0x2B8) || (cp >= 0x2C0 && cp <= 0x2C1) || (cp >= 0x2E0 && cp <= 0x2E4)
                || cp == 0x345 || cp == 0x37A || (cp >= 0x2170 && cp <= 0x217F) || (cp >= 0x24D0 && cp <= 0x24E9);
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    public static boolean isUpperCase(int cp) {
        if (cp < 0x80) {
            return cp >= 'A' && cp <= 'Z';
        }
        return getType(cp) == UPPERCASE_LETTER || (cp >= 0x2160 && cp <= 0x216F)
                || (cp >= 0x24B6 && cp <= 0x24CF);
    }

    public static boolean isTitleCase(char ch) {
        return isTitleCase((int) ch);
    }

    public static boolean isTitleCase(int cp) {
        return getType(cp) == TITLECASE_LETTER;
    }

    public static boolean isDigit(char ch) {
        return isDigit((int) ch);
    }

    public static boolean isDigit(int cp) {
        if (cp < 0x80) {
            return cp >= '0' && cp <= '9';
        }
        return decimalValue(cp) >= 0;
    }

    public static boolean isDefined(char ch) {
        return isDefined((int) ch);
    }

    public static boolean isDefined(int cp) {
        return getType(cp) != UNASSIGNED;
    }

    public static boolean isLetter(char ch) {
        return isLetter((int) ch);
    }

    public static boolean isLetter(int cp) {
        if (cp < 0x80) {
            return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
        }
        int t = getType(cp);
        return t >= UPPERCASE_LETTER && t <= OTHER_LETTER;
    }

    public static boolean isLetterOrDigit(char ch) {
        return isLetterOrDigit((int) ch);
    }

    public static boolean isLetterOrDigit(int cp) {
        if (cp < 0x80) {
            return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9');
        }
        int t = getType(cp);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == DECIMAL_DIGIT_NUMBER;
    }

    @Deprecated
    public static boolean isJavaLetter(char ch) {
        return isJavaIdentifierStart(ch);
    }

    @Deprecated
    public static boolean isJavaLetterOrDigit(char ch) {
        return isJavaIdentifierPart(ch);
    }

    public static boolean isAlphabetic(int cp) {
        int t = getType(cp);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || isLowerCase(cp) || isUpperCase(cp);
    }

    public static boolean isIdeographic(int cp) {
        return (cp >= 0x3006 && cp <= 0x3007) || (cp >= 0x3021 && cp <= 0x3029)
                || (cp >= 0x3038 && cp <= 0x303A) || (cp >= 0x3400 && cp <= 0x4DBF)
                || (cp >= 0x4E00 && cp <= 0x9FFC) || (cp >= 0xF900 && cp <= 0xFA6D)
                || (cp >= 0xFA70 && cp <= 0xFAD9) || (cp >= 0x20000 && cp <= 0x2FA1D)
                || (cp >= 0x30000 && cp <= 0x3134A);
    }

    public static boolean isJavaIdentifierStart(char ch) {
        return isJavaIdentifierStart((int) ch);
    }

    public static boolean isJavaIdentifierStart(int cp) {
        if (cp < 0x80) {
            return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || cp == '_' || cp == '$';
        }
        int t = getType(cp);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || t == CURRENCY_SYMBOL || t == CONNECTOR_PUNCTUATION;
    }

    public static boolean isJavaIdentifierPart(char ch) {
        return isJavaIdentifierPart((int) ch);
    }

    public static boolean isJavaIdentifierPart(int cp) {
        if (cp < 0x80) {
            return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9')
                    || cp == '_' || cp == '$' || isIdentifierIgnorable(cp);
        }
        int t = getType(cp);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || t == CURRENCY_SYMBOL || t == CONNECTOR_PUNCTUATION || t == DECIMAL_DIGIT_NUMBER
                || t == NON_SPACING_MARK || t == COMBINING_SPACING_MARK || isIdentifierIgnorable(cp);
    }

    public static boolean isUnicodeIdentifierStart(char ch) {
        return isUnicodeIdentifierStart((int) ch);
    }

    public static boolean isUnicodeIdentifierStart(int cp) {
        int t = getType(cp);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER;
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    public static boolean isUnicodeIdentifierPart(int cp) {
        int t = getType(cp);
        return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == LETTER_NUMBER
                || t == CONNECTOR_PUNCTUATION || t == DECIMAL_DIGIT_NUMBER || t == NON_SPACING_MARK
                || t == COMBINING_SPACING_MARK || isIdentifierIgnorable(cp);
    }

    public static boolean isIdentifierIgnorable(char ch) {
        return isIdentifierIgnorable((int) ch);
    }

    public static boolean isIdentifierIgnorable(int cp) {
        return (cp >= 0 && cp <= 8) || (cp >= 0x0E && cp <= 0x1B) || (cp >= 0x7F && cp <= 0x9F)
                || (cp > 0x9F && getType(cp) == FORMAT);
    }

    public static boolean isSpaceChar(char ch) {
        return isSpaceChar((int) ch);
    }

    public static boolean isSpaceChar(int cp) {
        int t = getType(cp);
        return t == SPACE_SEPARATOR || t == LINE_SEPARATOR || t == PARAGRAPH_SEPARATOR;
    }

    public static boolean isWhitespace(char ch) {
        return isWhitespace((int) ch);
    }

    public static boolean isWhitespace(int cp) {
        if (cp < 0x80) {
            return cp == ' ' || (cp >= 0x09 && cp <= 0x0D) || (cp >= 0x1C && cp <= 0x1F);
        }
        if (cp == 0xA0 || cp == 0x2007 || cp == 0x202F) {
            return false;
        }
        return cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029
                || cp == 0x205F || cp == 0x3000;
    }

    public static boolean isISOControl(char ch) {
        return isISOControl((int) ch);
    }

    public static boolean isISOControl(int cp) {
        return cp <= 0x9F && (cp >= 0x7F || (cp >>> 5 == 0));
    }

    @Deprecated
    public static boolean isSpace(char ch) {
        return ch <= 0x0020 && (((((1L << 0x0009) | (1L << 0x000A) | (1L << 0x000C) | (1L << 0x000D)
                | (1L << 0x0020)) >> ch) & 1L) != 0);
    }

    public static boolean isMirrored(char ch) {
        return isMirrored((int) ch);
    }

    public static boolean isMirrored(int cp) {
        return cp == '(' || cp == ')' || cp == '<' || cp == '>' || cp == '[' || cp == ']' || cp == '{'
                || cp == '}' || cp == 0xAB || cp == 0xBB;
    }

    public static byte getDirectionality(char ch) {
        return getDirectionality((int) ch);
    }

    public static byte getDirectionality(int cp) {
        int t = getType(cp);
        if (t == UNASSIGNED) {
            return DIRECTIONALITY_UNDEFINED;
        }
        if (cp >= '0' && cp <= '9') {
            return DIRECTIONALITY_EUROPEAN_NUMBER;
        }
        if (isWhitespace(cp) && cp != '\n' && cp != '\r') {
            return DIRECTIONALITY_WHITESPACE;
        }
        if (cp >= 0x590 && cp <= 0x5FF) {
            return DIRECTIONALITY_RIGHT_TO_LEFT;
        }
        if (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) {
            return DIRECTIONALITY_LEFT_TO_RIGHT;
        }
        return DIRECTIONALITY_OTHER_NEUTRALS;
    }

    // ---------------------------------------------------------------- case mapping

    public static char toLowerCase(char ch) {
        return (char) toLowerCase((int) ch);
    }

    public static int toLowerCase(int cp) {
        if (cp < 0x80) {
            return (cp >= 'A' && cp <= 'Z') ? cp + 32 : cp;
        }
        if (cp < 0x100) {
            return (cp >= 0xC0 && cp <= 0xDE && cp != 0xD7) ? cp + 32 : cp;
        }
        if (cp < 0x180) {
            if (cp == 0x130) {
                return 'i';
            }
            if (cp == 0x178) {
                return 0xFF;
            }
            if ((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14A && cp <= 0x177)) {
                return (cp & 1) == 0 ? cp + 1 : cp;
            }
            if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E)) {
                return (cp & 1) == 1 ? cp + 1 : cp;
            }
            return cp;
        }
        if (cp >= 0x1C4 && cp <= 0x1CC) {
            int r = (cp - 0x1C4) % 3;
            return r == 2 ? cp : cp + 2 - r;
        }
        if (cp >= 0x370 && cp < 0x400) {
            if ((cp >= 0x391 && cp <= 0x3A1) || (cp >= 0x3A3 && cp <= 0x3AB)) {
                return cp + 32;
            }
            if (cp == 0x386) {
                return 0x3AC;
            }
            if (cp >= 0x388 && cp <= 0x38A) {
                return cp + 37;
            }
            if (cp == 0x38C) {
                return 0x3CC;
            }
            if (cp == 0x38E || cp == 0x38F) {
                return cp + 63;
            }
            if (cp >= 0x3D8 && cp <= 0x3EF) {
                return (cp & 1) == 0 ? cp + 1 : cp;
            }
            return cp;
        }
        if (cp >= 0x400 && cp < 0x530) {
            if (cp <= 0x40F) {
                return cp + 80;
            }
            if (cp <= 0x42F) {
                return cp + 32;
            }
            if ((cp >= 0x460 && cp <= 0x481) || (cp >= 0x48A && cp <= 0x4BF) || (cp >= 0x4D0 && cp <= 0x52F)) {
                return (cp & 1) == 0 ? cp + 1 : cp;
            }
            if (cp == 0x4C0) {
                return 0x4CF;
            }
            if (cp >= 0x4C1 && cp <= 0x4CE) {
                return (cp & 1) == 1 ? cp + 1 : cp;
            }
            return cp;
        }
        if (cp >= 0x531 && cp <= 0x556) {
            return cp + 48;
        }
        if (cp >= 0x10A0 && cp <= 0x10C5) {
            return cp + 7264;
        }
        if (cp >= 0x1E00 && cp <= 0x1EFF) {
            if (cp == 0x1E9E) {
                return 0xDF;
            }
            if (cp >= 0x1E96 && cp <= 0x1E9F) {
                return cp;
            }
            return (cp & 1) == 0 ? cp + 1 : cp;
        }
        if (cp >= 0x2160 && cp <= 0x216F) {
            return cp + 16;
        }
        if (cp >= 0x24B6 && cp <= 0x24CF) {
            return cp + 26;
        }
        if (cp >= 0xFF21 && cp <= 0xFF3A) {
            return cp + 32;
        }
        if (cp >= 0x10400 && cp <= 0x10427) {
            return cp + 40;
        }
        return cp;
    }

    public static char toUpperCase(char ch) {
        return (char) toUpperCase((int) ch);
    }

    public static int toUpperCase(int cp) {
        if (cp < 0x80) {
            return (cp >= 'a' && cp <= 'z') ? cp - 32 : cp;
        }
        if (cp < 0x100) {
            if (cp >= 0xE0 && cp <= 0xFE && cp != 0xF7) {
                return cp - 32;
            }
            if (cp == 0xB5) {
                return 0x39C;
            }
            if (cp == 0xFF) {
                return 0x178;
            }
            return cp;
        }
        if (cp < 0x180) {
            if (cp == 0x131) {
                return 'I';
            }
            if (cp == 0x17F) {
                return 'S';
            }
            if ((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14A && cp <= 0x177)) {
                return (cp & 1) == 1 ? cp - 1 : cp;
            }
            if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E)) {
                return (cp & 1) == 0 ? cp - 1 : cp;
            }
            return cp;
        }
        if (cp >= 0x1C4 && cp <= 0x1CC) {
            int r = (cp - 0x1C4) % 3;
            return cp - r;
        }
        if (cp >= 0x370 && cp < 0x400) {
            if ((cp >= 0x3B1 && cp <= 0x3C1) || (cp >= 0x3C3 && cp <= 0x3CB)) {
                return cp - 32;
            }
            if (cp == 0x3C2) {
                return 0x3A3;
            }
            if (cp == 0x3AC) {
                return 0x386;
            }
            if (cp >= 0x3AD && cp <= 0x3AF) {
                return cp - 37;
            }
            if (cp == 0x3CC) {
                return 0x38C;
            }
            if (cp == 0x3CD || cp == 0x3CE) {
                return cp - 63;
            }
            if (cp >= 0x3D8 && cp <= 0x3EF) {
                return (cp & 1) == 1 ? cp - 1 : cp;
            }
            return cp;
        }
        if (cp >= 0x400 && cp < 0x530) {
            if (cp >= 0x450 && cp <= 0x45F) {
                return cp - 80;
            }
            if (cp >= 0x430 && cp <= 0x44F) {
                return cp - 32;
            }
            if ((cp >= 0x460 && cp <= 0x481) || (cp >= 0x48A && cp <= 0x4BF) || (cp >= 0x4D0 && cp <= 0x52F)) {
                return (cp & 1) == 1 ? cp - 1 : cp;
            }
            if (cp == 0x4CF) {
                return 0x4C0;
            }
            if (cp >= 0x4C1 && cp <= 0x4CE) {
                return (cp & 1) == 0 ? cp - 1 : cp;
            }
            return cp;
        }
        if (cp >= 0x561 && cp <= 0x586) {
            return cp - 48;
        }
        if (cp >= 0x1E00 && cp <= 0x1EFF) {
            if (cp >= 0x1E96 && cp <= 0x1E9F) {
                return cp == 0x1E9B ? 0x1E60 : cp;
            }
            return (cp & 1) == 1 ? cp - 1 : cp;
        }
        if (cp >= 0x2170 && cp <= 0x217F) {
            return cp - 16;
        }
        if (cp >= 0x24D0 && cp <= 0x24E9) {
            return cp - 26;
        }
        if (cp >= 0xFF41 && cp <= 0xFF5A) {
            return cp - 32;
        }
        if (cp >= 0x10428 && cp <= 0x1044F) {
            return cp - 40;
        }
        return cp;
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    public static int toTitleCase(int cp) {
        if (cp >= 0x1C4 && cp <= 0x1CC) {
            return cp - (cp - 0x1C4) % 3 + 1;
        }
        return toUpperCase(cp);
    }

    // ---------------------------------------------------------------- digits

    public static int digit(char ch, int radix) {
        return digit((int) ch, radix);
    }

    public static int digit(int cp, int radix) {
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return -1;
        }
        int v;
        if (cp >= '0' && cp <= '9') {
            v = cp - '0';
        } else if (cp >= 'a' && cp <= 'z') {
            v = cp - 'a' + 10;
        } else if (cp >= 'A' && cp <= 'Z') {
            v = cp - 'A' + 10;
        } else if (cp < 0x80) {
            return -1;
        } else if (cp >= 0xFF21 && cp <= 0xFF3A) {
            v = cp - 0xFF21 + 10;
        } else if (cp >= 0xFF41 && cp <= 0xFF5A) {
            v = cp - 0xFF41 + 10;
        } else {
            v = decimalValue(cp);
            if (v < 0) {
                return -1;
            }
        }
        return v < radix ? v : -1;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    public static int getNumericValue(int cp) {
        int v = digit(cp, MAX_RADIX);
        if (v >= 0) {
            return v;
        }
        switch (cp) {
            case 0xB2:
                return 2;
            case 0xB3:
                return 3;
            case 0xB9:
                return 1;
            case 0xBC:
            case 0xBD:
            case 0xBE:
                return -2;
            default:
                break;
        }
        if (cp >= 0x2160 && cp <= 0x217F) {
            int k = (cp - 0x2160) & 15;
            if (k < 12) {
                return k + 1;
            }
            return k == 12 ? 50 : (k == 13 ? 100 : (k == 14 ? 500 : 1000));
        }
        if (cp >= 0x2460 && cp <= 0x2473) {
            return cp - 0x2460 + 1;
        }
        if (cp >= 0x2474 && cp <= 0x2487) {
            return cp - 0x2474 + 1;
        }
        if (cp >= 0x2488 && cp <= 0x249B) {
            return cp - 0x2488 + 1;
        }
        if (cp >= 0x2070 && cp <= 0x2079 && cp != 0x2071 && cp != 0x2072 && cp != 0x2073) {
            return cp - 0x2070;
        }
        if (cp >= 0x2080 && cp <= 0x2089) {
            return cp - 0x2080;
        }
        return -1;
    }

    public static char forDigit(int digit, int radix) {
        if (digit >= radix || digit < 0) {
            return '\0';
        }
        if (radix < MIN_RADIX || radix > MAX_RADIX) {
            return '\0';
        }
        if (digit < 10) {
            return (char) ('0' + digit);
        }
        return (char) ('a' - 10 + digit);
    }

    public static String getName(int codePoint) {
        if (!isValidCodePoint(codePoint)) {
            throw new IllegalArgumentException(
                    "Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase());
        }
        return null;
    }
}
