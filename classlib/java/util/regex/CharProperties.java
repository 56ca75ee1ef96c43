package java.util.regex;

import java.util.regex.Pattern.CharPred;

/**
 * The \\p{..} classes as java.util.regex.Pattern documents them: POSIX (US-ASCII, or Unicode
 * under UNICODE_CHARACTER_CLASS), java.lang.Character methods, general categories, Unicode
 * binary properties, scripts and blocks (Character.UnicodeScript / UnicodeBlock).
 */
final class CharProperties {

    private CharProperties() {
    }

    private static CharPred ascii(final String members) {
        return new CharPred() {
            boolean is(int c) {
                return c < 128 && members.indexOf(c) >= 0;
            }
        };
    }

    private static CharPred range(int lo, int hi) {
        return Pattern.range(lo, hi);
    }

    private static CharPred category(final int mask) {
        return new CharPred() {
            boolean is(int c) {
                return ((1 << Character.getType(c)) & mask) != 0;
            }
        };
    }

    private static int bit(int type) {
        return 1 << type;
    }

    private static final int L = bit(Character.UPPERCASE_LETTER) | bit(Character.LOWERCASE_LETTER)
            | bit(Character.TITLECASE_LETTER) | bit(Character.MODIFIER_LETTER) | bit(Character.OTHER_LETTER);
    private static final int M = bit(Character.NON_SPACING_MARK) | bit(Character.ENCLOSING_MARK)
            | bit(Character.COMBINING_SPACING_MARK);
    private static final int N = bit(Character.DECIMAL_DIGIT_NUMBER) | bit(Character.LETTER_NUMBER)
            | bit(Character.OTHER_NUMBER);
    private static final int Z = bit(Character.SPACE_SEPARATOR) | bit(Character.LINE_SEPARATOR)
            | bit(Character.PARAGRAPH_SEPARATOR);
    private static final int C = bit(Character.CONTROL) | bit(Character.FORMAT) | bit(Character.PRIVATE_USE)
            | bit(Character.SURROGATE) | bit(Character.UNASSIGNED);
    private static final int P = bit(Character.DASH_PUNCTUATION) | bit(Character.START_PUNCTUATION)
            | bit(Character.END_PUNCTUATION) | bit(Character.CONNECTOR_PUNCTUATION)
            | bit(Character.OTHER_PUNCTUATION) | bit(Character.INITIAL_QUOTE_PUNCTUATION)
            | bit(Character.FINAL_QUOTE_PUNCTUATION);
    private static final int S = bit(Character.MATH_SYMBOL) | bit(Character.CURRENCY_SYMBOL)
            | bit(Character.MODIFIER_SYMBOL) | bit(Character.OTHER_SYMBOL);

    private static final String PUNCT = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

    /** Lu, Ll or Lt: what a case-insensitive upper/lower/title class matches. */
    private static final CharPred ANY_CASE = new CharPred() {
        boolean is(int c) {
            return Character.isLowerCase(c) || Character.isUpperCase(c) || Character.isTitleCase(c);
        }
    };

    /** A name of Pattern's property table (case-sensitive), or null. */
    static CharPred forProperty(String name, boolean caseInsensitive) {
        if (caseInsensitive) {
            switch (name) {
                case "Lu":
                case "Ll":
                case "Lt":
                    return category(bit(Character.UPPERCASE_LETTER) | bit(Character.LOWERCASE_LETTER)
                            | bit(Character.TITLECASE_LETTER));
                case "Lower":
                case "Upper":
                    return lookup("Alpha");
                case "javaLowerCase":
                case "javaUpperCase":
                case "javaTitleCase":
                    return ANY_CASE;
                default:
                    break;
            }
        }
        return lookup(name);
    }

    private static CharPred lookup(String name) {
        switch (name) {
            // POSIX (US-ASCII only)
            case "Lower":
                return range('a', 'z');
            case "Upper":
                return range('A', 'Z');
            case "ASCII":
                return range(0, 0x7F);
            case "Alpha":
                return new CharPred() {
                    boolean is(int c) {
                        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
                    }
                };
            case "Digit":
                return range('0', '9');
            case "Alnum":
                return new CharPred() {
                    boolean is(int c) {
                        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
                    }
                };
            case "Punct":
                return ascii(PUNCT);
            case "Graph":
                return range(0x21, 0x7E);
            case "Print":
                return range(0x20, 0x7E);
            case "Blank":
                return ascii(" \t");
            case "Cntrl":
                return new CharPred() {
                    boolean is(int c) {
                        return c < 0x20 || c == 0x7F;
                    }
                };
            case "XDigit":
                return new CharPred() {
                    boolean is(int c) {
                        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
                    }
                };
            case "Space":
                return ascii(" \t\n\u000B\f\r");
            // java.lang.Character
            case "javaLowerCase":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isLowerCase(c);
                    }
                };
            case "javaUpperCase":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isUpperCase(c);
                    }
                };
            case "javaWhitespace":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isWhitespace(c);
                    }
                };
            case "javaMirrored":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isMirrored(c);
                    }
                };
            case "javaLetter":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isLetter(c);
                    }
                };
            case "javaDigit":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isDigit(c);
                    }
                };
            case "javaLetterOrDigit":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isLetterOrDigit(c);
                    }
                };
            case "javaAlphabetic":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isAlphabetic(c);
                    }
                };
            case "javaIdeographic":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isIdeographic(c);
                    }
                };
            case "javaSpaceChar":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isSpaceChar(c);
                    }
                };
            case "javaTitleCase":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isTitleCase(c);
                    }
                };
            case "javaDefined":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isDefined(c);
                    }
                };
            case "javaISOControl":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isISOControl(c);
                    }
                };
            case "javaIdentifierIgnorable":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isIdentifierIgnorable(c);
                    }
                };
            case "javaJavaIdentifierStart":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isJavaIdentifierStart(c);
                    }
                };
            case "javaJavaIdentifierPart":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isJavaIdentifierPart(c);
                    }
                };
            case "javaUnicodeIdentifierStart":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isUnicodeIdentifierStart(c);
                    }
                };
            case "javaUnicodeIdentifierPart":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isUnicodeIdentifierPart(c);
                    }
                };
            // general categories
            case "L":
                return category(L);
            case "LC":
                return category(bit(Character.UPPERCASE_LETTER) | bit(Character.LOWERCASE_LETTER)
                        | bit(Character.TITLECASE_LETTER));
            case "Lu":
                return category(bit(Character.UPPERCASE_LETTER));
            case "Ll":
                return category(bit(Character.LOWERCASE_LETTER));
            case "Lt":
                return category(bit(Character.TITLECASE_LETTER));
            case "Lm":
                return category(bit(Character.MODIFIER_LETTER));
            case "Lo":
                return category(bit(Character.OTHER_LETTER));
            case "M":
                return category(M);
            case "Mn":
                return category(bit(Character.NON_SPACING_MARK));
            case "Me":
                return category(bit(Character.ENCLOSING_MARK));
            case "Mc":
                return category(bit(Character.COMBINING_SPACING_MARK));
            case "N":
                return category(N);
            case "Nd":
                return category(bit(Character.DECIMAL_DIGIT_NUMBER));
            case "Nl":
                return category(bit(Character.LETTER_NUMBER));
            case "No":
                return category(bit(Character.OTHER_NUMBER));
            case "Z":
                return category(Z);
            case "Zs":
                return category(bit(Character.SPACE_SEPARATOR));
            case "Zl":
                return category(bit(Character.LINE_SEPARATOR));
            case "Zp":
                return category(bit(Character.PARAGRAPH_SEPARATOR));
            case "C":
                return category(C);
            case "Cc":
                return category(bit(Character.CONTROL));
            case "Cf":
                return category(bit(Character.FORMAT));
            case "Co":
                return category(bit(Character.PRIVATE_USE));
            case "Cs":
                return category(bit(Character.SURROGATE));
            case "Cn":
                return category(bit(Character.UNASSIGNED));
            case "P":
                return category(P);
            case "Pd":
                return category(bit(Character.DASH_PUNCTUATION));
            case "Ps":
                return category(bit(Character.START_PUNCTUATION));
            case "Pe":
                return category(bit(Character.END_PUNCTUATION));
            case "Pc":
                return category(bit(Character.CONNECTOR_PUNCTUATION));
            case "Po":
                return category(bit(Character.OTHER_PUNCTUATION));
            case "Pi":
                return category(bit(Character.INITIAL_QUOTE_PUNCTUATION));
            case "Pf":
                return category(bit(Character.FINAL_QUOTE_PUNCTUATION));
            case "S":
                return category(S);
            case "Sm":
                return category(bit(Character.MATH_SYMBOL));
            case "Sc":
                return category(bit(Character.CURRENCY_SYMBOL));
            case "Sk":
                return category(bit(Character.MODIFIER_SYMBOL));
            case "So":
                return category(bit(Character.OTHER_SYMBOL));
            case "LD":
                return category(L | bit(Character.DECIMAL_DIGIT_NUMBER));
            case "L1":
                return range(0, 0xFF);
            case "all":
                return Pattern.ANY;
            default:
                return null;
        }
    }

    private static boolean isHexDigit(int c) {
        return Character.isDigit(c) || (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46)
                || (c >= 0x61 && c <= 0x66) || (c >= 0xFF10 && c <= 0xFF19) || (c >= 0xFF21 && c <= 0xFF26)
                || (c >= 0xFF41 && c <= 0xFF46);
    }

    static boolean isUnicodeWhiteSpace(int c) {
        return ((Z >> Character.getType(c)) & 1) != 0 || (c >= 0x9 && c <= 0xD) || c == 0x85;
    }

    static boolean isJoinControl(int c) {
        return c == 0x200C || c == 0x200D;
    }

    static boolean isWord(int c) {
        return Character.isAlphabetic(c) || (((M | bit(Character.DECIMAL_DIGIT_NUMBER)
                | bit(Character.CONNECTOR_PUNCTUATION)) >> Character.getType(c)) & 1) != 0 || isJoinControl(c);
    }

    private static boolean isBlank(int c) {
        return Character.getType(c) == Character.SPACE_SEPARATOR || c == 0x9;
    }

    private static boolean isGraph(int c) {
        return (((bit(Character.SPACE_SEPARATOR) | bit(Character.LINE_SEPARATOR)
                | bit(Character.PARAGRAPH_SEPARATOR) | bit(Character.CONTROL) | bit(Character.SURROGATE)
                | bit(Character.UNASSIGNED)) >> Character.getType(c)) & 1) == 0;
    }

    /** The Unicode binary properties of \p{IsXxx} (any case), or null. */
    static CharPred forUnicodeProperty(String raw, final boolean caseInsensitive) {
        switch (raw.toUpperCase(java.util.Locale.ENGLISH)) {
            case "ALPHABETIC":
                return lookup("javaAlphabetic");
            case "ASSIGNED":
                return lookup("javaDefined");
            case "CONTROL":
                return category(bit(Character.CONTROL));
            case "HEXDIGIT":
            case "HEX_DIGIT":
                return new CharPred() {
                    boolean is(int c) {
                        return isHexDigit(c);
                    }
                };
            case "IDEOGRAPHIC":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isIdeographic(c);
                    }
                };
            case "JOINCONTROL":
            case "JOIN_CONTROL":
                return new CharPred() {
                    boolean is(int c) {
                        return isJoinControl(c);
                    }
                };
            case "LETTER":
                return lookup("javaLetter");
            case "LOWERCASE":
                return caseInsensitive ? ANY_CASE : lookup("javaLowerCase");
            case "UPPERCASE":
                return caseInsensitive ? ANY_CASE : lookup("javaUpperCase");
            case "TITLECASE":
                return caseInsensitive ? ANY_CASE : lookup("javaTitleCase");
            case "NONCHARACTERCODEPOINT":
            case "NONCHARACTER_CODE_POINT":
                return new CharPred() {
                    boolean is(int c) {
                        return (c & 0xFFFE) == 0xFFFE || (c >= 0xFDD0 && c <= 0xFDEF);
                    }
                };
            case "PUNCTUATION":
                return category(P);
            case "WHITESPACE":
            case "WHITE_SPACE":
                return new CharPred() {
                    boolean is(int c) {
                        return isUnicodeWhiteSpace(c);
                    }
                };
            case "WORD":
                return new CharPred() {
                    boolean is(int c) {
                        return isWord(c);
                    }
                };
            default:
                return forPOSIXName(raw, caseInsensitive);   // \p{IsAlpha}, \p{IsDigit}...
        }
    }

    /** The POSIX names under UNICODE_CHARACTER_CLASS (any case), or null. */
    static CharPred forPOSIXName(String raw, boolean caseInsensitive) {
        switch (raw.toUpperCase(java.util.Locale.ENGLISH)) {
            case "ALPHA":
                return lookup("javaAlphabetic");
            case "LOWER":
                return forUnicodeProperty("LOWERCASE", caseInsensitive);
            case "UPPER":
                return forUnicodeProperty("UPPERCASE", caseInsensitive);
            case "SPACE":
                return forUnicodeProperty("WHITE_SPACE", false);
            case "PUNCT":
                return category(P);
            case "XDIGIT":
                return forUnicodeProperty("HEX_DIGIT", false);
            case "ALNUM":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isAlphabetic(c) || Character.isDigit(c);
                    }
                };
            case "CNTRL":
                return category(bit(Character.CONTROL));
            case "DIGIT":
                return lookup("javaDigit");
            case "BLANK":
                return new CharPred() {
                    boolean is(int c) {
                        return isBlank(c);
                    }
                };
            case "GRAPH":
                return new CharPred() {
                    boolean is(int c) {
                        return isGraph(c);
                    }
                };
            case "PRINT":
                return new CharPred() {
                    boolean is(int c) {
                        return (isGraph(c) || isBlank(c)) && Character.getType(c) != Character.CONTROL;
                    }
                };
            default:
                return null;
        }
    }

    /** A Character.UnicodeScript by name or alias, or null. */
    static CharPred forUnicodeScript(String name) {
        final Character.UnicodeScript script;
        try {
            script = Character.UnicodeScript.forName(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
        return new CharPred() {
            boolean is(int c) {
                return Character.UnicodeScript.of(c) == script;
            }
        };
    }

    /** A Character.UnicodeBlock by name, or null. */
    static CharPred forUnicodeBlock(String name) {
        final Character.UnicodeBlock block;
        try {
            block = Character.UnicodeBlock.forName(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
        return new CharPred() {
            boolean is(int c) {
                return Character.UnicodeBlock.of(c) == block;
            }
        };
    }
}
