/**
 * Every Character property over all 0x110000 code points, as one digest per property
 * (Unicode 13.0, as Java 17), and a few readable samples.
 */
public class UnicodeCharProps {
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
            v[0] = Character.getType(cp);
            v[1] = Character.getDirectionality(cp);
            v[2] = Character.toUpperCase(cp);
            v[3] = Character.toLowerCase(cp);
            v[4] = Character.toTitleCase(cp);
            v[5] = Character.getNumericValue(cp);
            v[6] = Character.digit(cp, 36);
            v[7] = Character.digit(cp, 10);
            v[8] = bit(Character.isLowerCase(cp));
            v[9] = bit(Character.isUpperCase(cp));
            v[10] = bit(Character.isTitleCase(cp));
            v[11] = bit(Character.isLetter(cp));
            v[12] = bit(Character.isDigit(cp));
            v[13] = bit(Character.isLetterOrDigit(cp));
            v[14] = bit(Character.isAlphabetic(cp));
            v[15] = bit(Character.isIdeographic(cp));
            v[16] = bit(Character.isMirrored(cp));
            v[17] = bit(Character.isWhitespace(cp));
            v[18] = bit(Character.isSpaceChar(cp));
            v[19] = bit(Character.isJavaIdentifierStart(cp));
            v[20] = bit(Character.isJavaIdentifierPart(cp));
            v[21] = bit(Character.isUnicodeIdentifierStart(cp));
            v[22] = bit(Character.isUnicodeIdentifierPart(cp));
            v[23] = bit(Character.isIdentifierIgnorable(cp));
            v[24] = bit(Character.isDefined(cp));
            v[25] = bit(Character.isISOControl(cp));
            Character.UnicodeBlock b = Character.UnicodeBlock.of(cp);
            if (b != lastBlock) {
                lastBlock = b;
                blockIndex++;
            }
            v[26] = b == null ? -1 : blockIndex;
            v[27] = Character.UnicodeScript.of(cp).ordinal();
            for (int i = 0; i < n; i++) {
                h[i] = h[i] * 1000003L + v[i] + 7;
                if (v[i] != 0 && v[i] != -1 && !(i >= 2 && i <= 4 && v[i] == cp)) {
                    count[i]++;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            System.out.println(NAMES[i] + ": " + Long.toHexString(h[i]) + " (" + count[i] + " non-trivial)");
        }
        int[] samples = {0x41, 0xDF, 0x130, 0x131, 0x1C5, 0x345, 0x3A3, 0x3C2, 0x1E9E, 0x2160, 0x216C, 0x2188,
            0x2460, 0x3007, 0x4E00, 0xAC00, 0xD800, 0xE000, 0xFF21, 0x10400, 0x1D7CE, 0x1F600, 0x1FAF0,
            0x2A6DF, 0x30000, 0x31350, 0xE0001, 0x10FFFF, 0x0BF1, 0x0D5E, 0x00BD, 0x1734, 0x0870};
        for (int cp : samples) {
            System.out.println(Integer.toHexString(cp) + ": type=" + Character.getType(cp)
                    + " dir=" + Character.getDirectionality(cp)
                    + " up=" + Integer.toHexString(Character.toUpperCase(cp))
                    + " low=" + Integer.toHexString(Character.toLowerCase(cp))
                    + " title=" + Integer.toHexString(Character.toTitleCase(cp))
                    + " num=" + Character.getNumericValue(cp)
                    + " alpha=" + Character.isAlphabetic(cp) + " ideo=" + Character.isIdeographic(cp)
                    + " block=" + Character.UnicodeBlock.of(cp) + " script=" + Character.UnicodeScript.of(cp));
        }
        System.out.println("blocks seen: " + (blockIndex + 1));
        System.out.println("scripts: " + Character.UnicodeScript.values().length);
    }
}
