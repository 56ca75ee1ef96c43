package java.lang;

import java.io.Serializable;

/**
 * The char box and the character-property methods.
 *
 * Properties: Latin-1 (U+0000..U+00FF) from a small built-in table; everything else from
 * the run-length tables in CharacterData (general category, simple case mappings,
 * numeric values, Other_Lowercase/Uppercase/Alphabetic, ideographic, mirrored), which
 * follow the Unicode 13 data of Java 17.  getDirectionality is an approximation.
 */
public final class Character implements Serializable, Comparable<Character> {
    private static final long serialVersionUID = 3786198910865385080L;

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
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_ARABIC = 2;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER = 3;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER_SEPARATOR = 4;
    public static final byte DIRECTIONALITY_EUROPEAN_NUMBER_TERMINATOR = 5;
    public static final byte DIRECTIONALITY_ARABIC_NUMBER = 6;
    public static final byte DIRECTIONALITY_COMMON_NUMBER_SEPARATOR = 7;
    public static final byte DIRECTIONALITY_NONSPACING_MARK = 8;
    public static final byte DIRECTIONALITY_BOUNDARY_NEUTRAL = 9;
    public static final byte DIRECTIONALITY_PARAGRAPH_SEPARATOR = 10;
    public static final byte DIRECTIONALITY_SEGMENT_SEPARATOR = 11;
    public static final byte DIRECTIONALITY_WHITESPACE = 12;
    public static final byte DIRECTIONALITY_OTHER_NEUTRALS = 13;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT_EMBEDDING = 14;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT_OVERRIDE = 15;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_EMBEDDING = 16;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_OVERRIDE = 17;
    public static final byte DIRECTIONALITY_POP_DIRECTIONAL_FORMAT = 18;
    public static final byte DIRECTIONALITY_LEFT_TO_RIGHT_ISOLATE = 19;
    public static final byte DIRECTIONALITY_RIGHT_TO_LEFT_ISOLATE = 20;
    public static final byte DIRECTIONALITY_FIRST_STRONG_ISOLATE = 21;
    public static final byte DIRECTIONALITY_POP_DIRECTIONAL_ISOLATE = 22;

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

    public static int getType(char ch) {
        return getType((int) ch);
    }

    public static int getType(int cp) {
        if (cp < 0x100) {
            return cp < 0 ? UNASSIGNED : LATIN1_TYPE[cp];
        }
        if (cp > MAX_CODE_POINT) {
            return UNASSIGNED;
        }
        return CharacterData.type(cp);
    }

    private static int otherFlags(int cp) {
        return (cp < 0x100 || cp > MAX_CODE_POINT) ? 0 : CharacterData.flags(cp);
    }

    public static boolean isLowerCase(char ch) {
        return isLowerCase((int) ch);
    }

    public static boolean isLowerCase(int cp) {
        if (cp < 0x80) {
            return cp >= 'a' && cp <= 'z';
        }
        return getType(cp) == LOWERCASE_LETTER || cp == 0xAA || cp == 0xBA
                || (otherFlags(cp) & CharacterData.F_OTHER_LOWER) != 0;
    }

    public static boolean isUpperCase(char ch) {
        return isUpperCase((int) ch);
    }

    public static boolean isUpperCase(int cp) {
        if (cp < 0x80) {
            return cp >= 'A' && cp <= 'Z';
        }
        return getType(cp) == UPPERCASE_LETTER || (otherFlags(cp) & CharacterData.F_OTHER_UPPER) != 0;
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
        return getType(cp) == DECIMAL_DIGIT_NUMBER;
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
                || (otherFlags(cp) & CharacterData.F_OTHER_ALPHABETIC) != 0;
    }

    public static boolean isIdeographic(int cp) {
        return (otherFlags(cp) & CharacterData.F_IDEOGRAPHIC) != 0;
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
        if (cp < 0x100) {
            return isLetter(cp);
        }
        return (otherFlags(cp) & CharacterData.F_ID_START) != 0;
    }

    public static boolean isUnicodeIdentifierPart(char ch) {
        return isUnicodeIdentifierPart((int) ch);
    }

    public static boolean isUnicodeIdentifierPart(int cp) {
        if (cp < 0x100) {
            int t = getType(cp);
            return (t >= UPPERCASE_LETTER && t <= OTHER_LETTER) || t == CONNECTOR_PUNCTUATION
                    || t == DECIMAL_DIGIT_NUMBER || cp == 0xB7 || isIdentifierIgnorable(cp);
        }
        return (otherFlags(cp) & CharacterData.F_ID_CONTINUE) != 0 || isIdentifierIgnorable(cp);
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
        if (cp < 0x100) {
            return cp == '(' || cp == ')' || cp == '<' || cp == '>' || cp == '[' || cp == ']' || cp == '{'
                    || cp == '}' || cp == 0xAB || cp == 0xBB;
        }
        return (otherFlags(cp) & CharacterData.F_MIRRORED) != 0;
    }

    public static byte getDirectionality(char ch) {
        return getDirectionality((int) ch);
    }

    public static byte getDirectionality(int cp) {
        if (cp < 0 || cp > MAX_CODE_POINT) {
            return DIRECTIONALITY_UNDEFINED;
        }
        return (byte) CharacterData.direction(cp);
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
        if (cp > MAX_CODE_POINT) {
            return cp;
        }
        return CharacterData.toLower(cp);
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
        if (cp > MAX_CODE_POINT) {
            return cp;
        }
        return CharacterData.toUpper(cp);
    }

    public static char toTitleCase(char ch) {
        return (char) toTitleCase((int) ch);
    }

    public static int toTitleCase(int cp) {
        if (cp < 0x100 || cp > MAX_CODE_POINT) {
            return toUpperCase(cp);
        }
        return CharacterData.toTitle(cp);
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
        } else if (cp >= 0x100 && cp <= MAX_CODE_POINT && CharacterData.type(cp) == DECIMAL_DIGIT_NUMBER) {
            v = CharacterData.numeric(cp);
        } else {
            return -1;
        }
        return v < radix ? v : -1;
    }

    public static int getNumericValue(char ch) {
        return getNumericValue((int) ch);
    }

    public static int getNumericValue(int cp) {
        if (cp < 0x100) {
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
                    return -1;
            }
        }
        if (cp > MAX_CODE_POINT) {
            return -1;
        }
        return CharacterData.numeric(cp);
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
        String name = CharacterName.get(codePoint);
        if (name != null) {
            return name;
        }
        if (getType(codePoint) == UNASSIGNED) {
            return null;
        }
        UnicodeBlock block = UnicodeBlock.of(codePoint);
        String hex = Integer.toHexString(codePoint).toUpperCase();
        return block == null ? hex : block.toString().replace('_', ' ') + " " + hex;
    }

    public static int codePointOf(String name) {
        String upper = name.trim().toUpperCase(java.util.Locale.ROOT);
        int cp = CharacterName.lookup(upper);
        if (cp >= 0) {
            return cp;
        }
        int space = upper.lastIndexOf(' ');
        if (space > 0) {
            try {
                int c = Integer.parseInt(upper.substring(space + 1), 16);
                if (isValidCodePoint(c) && upper.equals(getName(c))) {
                    return c;
                }
            } catch (NumberFormatException e) {
                // not "BLOCK NAME HEX"
            }
        }
        throw new IllegalArgumentException("Unrecognized character name :" + name);
    }

    // The classes Subset, UnicodeBlock and UnicodeScript: classlib/gen-unicode.py writes
    // them here from the Unicode data (build/classlib-gen/java/lang/Character.java).
    // @unicode-generated-classes
}
