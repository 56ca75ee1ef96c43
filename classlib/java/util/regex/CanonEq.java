package java.util.regex;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;

/**
 * CANON_EQ as a rewrite of the pattern before parsing: each literal character sequence
 * outside classes and escapes that has canonically equivalent spellings (a base and its
 * combining marks, a precomposed letter, a Hangul syllable or its jamo) becomes a
 * non-capturing alternation of all of them: every order of the marks that keeps the
 * sequence canonically equivalent, each with the base composed with a prefix of its
 * marks.  A quantifier after it applies to the whole sequence, as in the JDK.
 * A simple class gets its members' other spellings as alternatives ([é] matches e and
 * U+0301); other classes and escaped characters are left as written.
 */
final class CanonEq {

    private CanonEq() {
    }

    private static final int MAX_MARKS = 5;

    static String rewrite(String p) {
        StringBuilder out = new StringBuilder(p.length() + 16);
        int n = p.length();
        int i = 0;
        while (i < n) {
            char c = p.charAt(i);
            if (c == '\\') {
                i = copyEscape(p, i, out);
                continue;
            }
            if (c == '[') {
                int start = out.length();
                i = copyClass(p, i, out);
                classEquivalents(out, start);
                continue;
            }
            int cp = p.codePointAt(i);
            int end = i + Character.charCount(cp);
            if (isMeta(cp)) {
                out.appendCodePoint(cp);
                i = end;
                continue;
            }
            // the base, then its combining marks (or the jamo of a Hangul syllable)
            if (cp >= 0x1100 && cp <= 0x1112 && end < n && p.charAt(end) >= 0x1161 && p.charAt(end) <= 0x1175) {
                end++;
                if (end < n && p.charAt(end) >= 0x11A8 && p.charAt(end) <= 0x11C2) {
                    end++;
                }
            }
            while (end < n && isMark(p.codePointAt(end))) {
                end += Character.charCount(p.codePointAt(end));
            }
            String seq = p.substring(i, end);
            i = end;
            List<String> alts = equivalents(seq);
            if (alts.size() <= 1) {
                out.append(seq);
                continue;
            }
            out.append("(?:");
            for (int k = 0; k < alts.size(); k++) {
                if (k > 0) {
                    out.append('|');
                }
                out.append(alts.get(k));
            }
            out.append(')');
        }
        return out.toString();
    }

    private static boolean isMeta(int c) {
        return "()|.*+?{}^$".indexOf(c) >= 0 || c == '#' || c == ' ';
    }

    private static boolean isMark(int c) {
        int t = Character.getType(c);
        return t == Character.NON_SPACING_MARK || t == Character.COMBINING_SPACING_MARK
                || t == Character.ENCLOSING_MARK;
    }

    /** Copies the escape at i (\Q..\E, \p{..}, \x{..}, \N{..}, \k<..>, or \ and one char). */
    private static int copyEscape(String p, int i, StringBuilder out) {
        int n = p.length();
        if (i + 1 >= n) {
            out.append(p, i, n);
            return n;
        }
        char e = p.charAt(i + 1);
        int end = i + 2;
        if (e == 'Q') {
            int q = p.indexOf("\\E", end);
            end = q < 0 ? n : q + 2;
        } else if ((e == 'p' || e == 'P' || e == 'x' || e == 'N') && end < n && p.charAt(end) == '{') {
            int q = p.indexOf('}', end);
            end = q < 0 ? n : q + 1;
        } else if (e == 'k' && end < n && p.charAt(end) == '<') {
            int q = p.indexOf('>', end);
            end = q < 0 ? n : q + 1;
        }
        out.append(p, i, end);
        return end;
    }

    /** Copies the class at i through its closing ']' (nested classes and escapes included). */
    private static int copyClass(String p, int i, StringBuilder out) {
        int n = p.length();
        int depth = 0;
        int k = i;
        while (k < n) {
            char c = p.charAt(k);
            if (c == '\\') {
                k = Math.min(k + 2, n);
                continue;
            }
            if (c == '[') {
                depth++;
                if (k + 1 < n && p.charAt(k + 1) == '^') {
                    k++;
                }
                if (k + 1 < n && p.charAt(k + 1) == ']') {
                    k++;                          // a ']' first in a class is a member
                }
            } else if (c == ']') {
                depth--;
                if (depth == 0) {
                    k++;
                    break;
                }
            }
            k++;
        }
        out.append(p, i, k);
        return k;
    }

    /**
     * A simple class (no negation, nesting, intersection or escapes) whose single members
     * have other canonically equivalent spellings becomes (?:[class]|spelling|...), so
     * that [é] also matches e and U+0301.
     */
    private static void classEquivalents(StringBuilder out, int start) {
        String cls = out.substring(start);
        if (cls.length() < 3 || cls.charAt(1) == '^' || cls.indexOf('[', 1) >= 0 || cls.contains("&&")
                || cls.indexOf('\\') >= 0 || cls.charAt(cls.length() - 1) != ']') {
            return;
        }
        String body = cls.substring(1, cls.length() - 1);
        List<String> extra = new ArrayList<String>();
        for (int k = 0; k < body.length(); ) {
            int cp = body.codePointAt(k);
            int next = k + Character.charCount(cp);
            boolean rangeEnd = (next < body.length() && body.charAt(next) == '-') || (k > 0 && body.charAt(k - 1) == '-');
            if (!rangeEnd) {
                List<String> eq = equivalents(new String(Character.toChars(cp)));
                for (int x = 1; x < eq.size(); x++) {
                    add(extra, eq.get(x));
                }
            }
            k = next;
        }
        if (extra.isEmpty()) {
            return;
        }
        out.setLength(start);
        out.append("(?:").append(cls);
        for (String e : extra) {
            out.append('|').append(e);
        }
        out.append(')');
    }

    /** Every canonically equivalent spelling of seq (itself first), or just seq. */
    static List<String> equivalents(String seq) {
        List<String> result = new ArrayList<String>();
        result.add(seq);
        String nfd = Normalizer.normalize(seq, Normalizer.Form.NFD);
        int[] cps = nfd.codePoints().toArray();
        if (cps.length == 1) {
            return result;
        }
        if (cps.length - 1 > MAX_MARKS) {
            add(result, nfd);
            add(result, Normalizer.normalize(seq, Normalizer.Form.NFC));
            return result;
        }
        int[] marks = new int[cps.length - 1];
        System.arraycopy(cps, 1, marks, 0, marks.length);
        permute(cps[0], marks, 0, nfd, result);
        return result;
    }

    private static void permute(int base, int[] marks, int k, String nfd, List<String> result) {
        if (k == marks.length) {
            // the base composed with the first j marks of this order, the rest after it
            StringBuilder plain = new StringBuilder().appendCodePoint(base);
            for (int m : marks) {
                plain.appendCodePoint(m);
            }
            if (!Normalizer.normalize(plain, Normalizer.Form.NFD).equals(nfd)) {
                return;
            }
            for (int j = 0; j <= marks.length; j++) {
                StringBuilder head = new StringBuilder().appendCodePoint(base);
                for (int x = 0; x < j; x++) {
                    head.appendCodePoint(marks[x]);
                }
                String composed = Normalizer.normalize(head, Normalizer.Form.NFC);
                if (composed.codePointCount(0, composed.length()) != 1) {
                    break;                        // this prefix does not compose into one
                }
                StringBuilder s = new StringBuilder(composed);
                for (int x = j; x < marks.length; x++) {
                    s.appendCodePoint(marks[x]);
                }
                add(result, s.toString());
            }
            return;
        }
        for (int x = k; x < marks.length; x++) {
            int t = marks[k];
            marks[k] = marks[x];
            marks[x] = t;
            permute(base, marks, k + 1, nfd, result);
            marks[x] = marks[k];
            marks[k] = t;
        }
    }

    private static void add(List<String> list, String s) {
        if (!list.contains(s)) {
            list.add(s);
        }
    }
}
