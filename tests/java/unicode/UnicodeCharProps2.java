/**
 * Character properties (alphabetic, ideographic, mirrored, white space, identifiers, defined,
 * UnicodeBlock, UnicodeScript) over all 0x110000 code points, as one digest per property
 * (Unicode 13.0, as Java 17), and a few readable samples.
 */
public class UnicodeCharProps2 {
    static final int FIRST = 14, LAST = 27;
    static final String[] NAMES = {
        "getType", "getDirectionality", "toUpperCase", "toLowerCase", "toTitleCase",
        "getNumericValue", "digit(36)", "digit(10)", "isLowerCase", "isUpperCase", "isTitleCase",
        "isLetter", "isDigit", "isLetterOrDigit", "isAlphabetic", "isIdeographic", "isMirrored",
        "isWhitespace", "isSpaceChar", "isJavaIdentifierStart", "isJavaIdentifierPart",
        "isUnicodeIdentifierStart", "isUnicodeIdentifierPart", "isIdentifierIgnorable",
        "isDefined", "isISOControl", "UnicodeBlock.of", "UnicodeScript.of"
    };

    static int bit(boolean b) {
        return b ? 1 : 0;
    }

    public static void main(String[] args) {
        int n = NAMES.length;
        long[] h = new long[n];
        int[] count = new int[n];
        Character.UnicodeBlock lastBlock = null;
        int blockIndex = -1;
        for (int cp = 0; cp <= Character.MAX_CODE_POINT; cp++) {
            int[] v = new int[n];
            if (0 >= FIRST && 0 <= LAST) {
                v[0] = Character.getType(cp);
            }
            if (1 >= FIRST && 1 <= LAST) {
                v[1] = Character.getDirectionality(cp);
            }
            if (2 >= FIRST && 2 <= LAST) {
                v[2] = Character.toUpperCase(cp);
            }
            if (3 >= FIRST && 3 <= LAST) {
                v[3] = Character.toLowerCase(cp);
            }
            if (4 >= FIRST && 4 <= LAST) {
                v[4] = Character.toTitleCase(cp);
            }
            if (5 >= FIRST && 5 <= LAST) {
                v[5] = Character.getNumericValue(cp);
            }
            if (6 >= FIRST && 6 <= LAST) {
                v[6] = Character.digit(cp, 36);
            }
            if (7 >= FIRST && 7 <= LAST) {
                v[7] = Character.digit(cp, 10);
            }
            if (8 >= FIRST && 8 <= LAST) {
                v[8] = bit(Character.isLowerCase(cp));
            }
            if (9 >= FIRST && 9 <= LAST) {
                v[9] = bit(Character.isUpperCase(cp));
            }
            if (10 >= FIRST && 10 <= LAST) {
                v[10] = bit(Character.isTitleCase(cp));
            }
            if (11 >= FIRST && 11 <= LAST) {
                v[11] = bit(Character.isLetter(cp));
            }
            if (12 >= FIRST && 12 <= LAST) {
                v[12] = bit(Character.isDigit(cp));
            }
            if (13 >= FIRST && 13 <= LAST) {
                v[13] = bit(Character.isLetterOrDigit(cp));
            }
            if (14 >= FIRST && 14 <= LAST) {
                v[14] = bit(Character.isAlphabetic(cp));
            }
            if (15 >= FIRST && 15 <= LAST) {
                v[15] = bit(Character.isIdeographic(cp));
            }
            if (16 >= FIRST && 16 <= LAST) {
                v[16] = bit(Character.isMirrored(cp));
            }
            if (17 >= FIRST && 17 <= LAST) {
                v[17] = bit(Character.isWhitespace(cp));
            }
            if (18 >= FIRST && 18 <= LAST) {
                v[18] = bit(Character.isSpaceChar(cp));
            }
            if (19 >= FIRST && 19 <= LAST) {
                v[19] = bit(Character.isJavaIdentifierStart(cp));
            }
            if (20 >= FIRST && 20 <= LAST) {
                v[20] = bit(Character.isJavaIdentifierPart(cp));
            }
            if (21 >= FIRST && 21 <= LAST) {
                v[21] = bit(Character.isUnicodeIdentifierStart(cp));
            }
            if (22 >= FIRST && 22 <= LAST) {
                v[22] = bit(Character.isUnicodeIdentifierPart(cp));
            }
            if (23 >= FIRST && 23 <= LAST) {
                v[23] = bit(Character.isIdentifierIgnorable(cp));
            }
            if (24 >= FIRST && 24 <= LAST) {
                v[24] = bit(Character.isDefined(cp));
            }
            if (25 >= FIRST && 25 <= LAST) {
                v[25] = bit(Character.isISOControl(cp));
            }
            if (26 >= FIRST && 26 <= LAST) {
                Character.UnicodeBlock b = Character.UnicodeBlock.of(cp);
                if (b != lastBlock) {
                    lastBlock = b;
                    blockIndex++;
                }
                v[26] = b == null ? -1 : blockIndex;
            }
            if (27 >= FIRST && 27 <= LAST) {
                v[27] = Character.UnicodeScript.of(cp).ordinal();
            }
            for (int i = FIRST; i <= LAST; i++) {
                h[i] = h[i] * 1000003L + v[i] + 7;
                if (v[i] != 0 && v[i] != -1 && !(i >= 2 && i <= 4 && v[i] == cp)) {
                    count[i]++;
                }
            }
        }
        for (int i = FIRST; i <= LAST; i++) {
            System.out.println(NAMES[i] + ": " + Long.toHexString(h[i]) + " (" + count[i] + " non-trivial)");
        }
        System.out.println("blocks seen: " + (blockIndex + 1));
        System.out.println("scripts: " + Character.UnicodeScript.values().length);
    }
}
