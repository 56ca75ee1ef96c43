package java.util.regex;

import java.util.regex.Pattern.CharPred;

/** The \p{..} property names: POSIX (US-ASCII), java.lang.Character, categories, a few scripts and blocks. */
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

    static CharPred forName(String name, boolean caseInsensitive) {
        CharPred p = lookup(name);
        if (p == null && name.startsWith("Is")) {
            p = lookup(name.substring(2));
            if (p == null) {
                p = binary(name.substring(2));
            }
        }
        if (p == null && name.startsWith("In")) {
            p = block(name.substring(2));
        }
        if (p == null) {
            int eq = name.indexOf('=');
            if (eq > 0) {
                String key = name.substring(0, eq);
                String val = name.substring(eq + 1);
                if (key.equals("general_category") || key.equals("gc")) {
                    p = lookup(val);
                } else if (key.equals("script") || key.equals("sc")) {
                    p = script(val);
                } else if (key.equals("block") || key.equals("blk")) {
                    p = block(val);
                }
            }
        }
        if (p == null && name.startsWith("Is")) {
            p = script(name.substring(2));
        }
        if (p != null && caseInsensitive && (name.equals("Lower") || name.equals("Upper"))) {
            return lookup("Alpha");
        }
        if (p != null && caseInsensitive && (name.equals("Lu") || name.equals("Ll") || name.equals("javaLowerCase")
                || name.equals("javaUpperCase") || name.equals("IsLowercase") || name.equals("IsUppercase")
                || name.equals("IsLowerCase") || name.equals("IsUpperCase"))) {
            return new CharPred() {
                boolean is(int c) {
                    return Character.isLetter(c) && (Character.isUpperCase(c) || Character.isLowerCase(c)
                            || Character.isTitleCase(c));
                }
            };
        }
        return p;
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

    /** Binary properties after "Is" (case-insensitive, '_', '-' and ' ' ignored). */
    private static CharPred binary(String raw) {
        String n = raw.toLowerCase().replace("_", "").replace("-", "").replace(" ", "");
        switch (n) {
            case "alphabetic":
                return lookup("javaAlphabetic");
            case "letter":
                return lookup("javaLetter");
            case "digit":
                return lookup("javaDigit");
            case "uppercase":
                return lookup("javaUpperCase");
            case "lowercase":
                return lookup("javaLowerCase");
            case "titlecase":
                return lookup("javaTitleCase");
            case "whitespace":
                return new CharPred() {
                    boolean is(int c) {
                        return (c >= 0x09 && c <= 0x0D) || c == 0x85 || Character.isSpaceChar(c);
                    }
                };
            case "punctuation":
                return category(P);
            case "control":
                return category(bit(Character.CONTROL));
            case "hexdigit":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.digit(c, 16) >= 0;
                    }
                };
            case "ideographic":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isIdeographic(c);
                    }
                };
            case "assigned":
                return lookup("javaDefined");
            case "emoji":
                return range(0x1F300, 0x1FAFF);
            default:
                return null;
        }
    }

    private static CharPred script(String raw) {
        String n = raw.toLowerCase();
        switch (n) {
            case "latin":
            case "latn":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isLetter(c) && (c < 0x250 || (c >= 0x1E00 && c <= 0x1EFF)
                                || (c >= 0xFF21 && c <= 0xFF5A));
                    }
                };
            case "greek":
            case "grek":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isLetter(c) && ((c >= 0x370 && c <= 0x3FF) || (c >= 0x1F00 && c <= 0x1FFF));
                    }
                };
            case "cyrillic":
            case "cyrl":
                return new CharPred() {
                    boolean is(int c) {
                        return c >= 0x400 && c <= 0x52F && Character.isLetter(c);
                    }
                };
            case "han":
            case "hani":
                return new CharPred() {
                    boolean is(int c) {
                        return Character.isIdeographic(c);
                    }
                };
            case "hiragana":
            case "hira":
                return range(0x3041, 0x309F);
            case "katakana":
            case "kana":
                return range(0x30A0, 0x30FF);
            case "hangul":
            case "hang":
                return new CharPred() {
                    boolean is(int c) {
                        return (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0x1100 && c <= 0x11FF) || (c >= 0x3131 && c <= 0x318E);
                    }
                };
            case "arabic":
            case "arab":
                return range(0x600, 0x6FF);
            case "hebrew":
            case "hebr":
                return range(0x591, 0x5F4);
            case "common":
            case "zyyy":
                return new CharPred() {
                    boolean is(int c) {
                        return !Character.isLetter(c) && Character.isDefined(c);
                    }
                };
            default:
                return null;
        }
    }

    private static CharPred block(String raw) {
        String n = raw.toLowerCase().replace("_", "").replace("-", "").replace(" ", "");
        switch (n) {
            case "basiclatin":
                return range(0, 0x7F);
            case "latin1supplement":
                return range(0x80, 0xFF);
            case "latinextendeda":
                return range(0x100, 0x17F);
            case "latinextendedb":
                return range(0x180, 0x24F);
            case "greek":
            case "greekandcoptic":
                return range(0x370, 0x3FF);
            case "cyrillic":
                return range(0x400, 0x4FF);
            case "hebrew":
                return range(0x590, 0x5FF);
            case "arabic":
                return range(0x600, 0x6FF);
            case "generalpunctuation":
                return range(0x2000, 0x206F);
            case "currencysymbols":
                return range(0x20A0, 0x20CF);
            case "arrows":
                return range(0x2190, 0x21FF);
            case "mathematicaloperators":
                return range(0x2200, 0x22FF);
            case "boxdrawing":
                return range(0x2500, 0x257F);
            case "hiragana":
                return range(0x3040, 0x309F);
            case "katakana":
                return range(0x30A0, 0x30FF);
            case "cjkunifiedideographs":
                return range(0x4E00, 0x9FFF);
            case "hangulsyllables":
                return range(0xAC00, 0xD7AF);
            case "halfwidthandfullwidthforms":
                return range(0xFF00, 0xFFEF);
            default:
                return null;
        }
    }
}
