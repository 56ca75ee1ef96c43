package java.sql;

/** Statement's identifier rule: an ASCII letter, then ASCII letters, digits or '_' (the
 *  POSIX classes \p{Alpha} and \p{Alnum} that the specification names are ASCII-only). */
final class SimpleIdentifier {
    private SimpleIdentifier() {
    }

    static boolean isSimple(String s) {
        if (s.isEmpty() || !letter(s.charAt(0))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!letter(c) && !(c >= '0' && c <= '9') && c != '_') {
                return false;
            }
        }
        return true;
    }

    /** Whether s holds a character that a regular expression's '.' does not match. */
    static boolean hasLineTerminator(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
                return true;
            }
        }
        return false;
    }

    /** The helpful NullPointerException HotSpot gives for val.replace(...) on a null val. */
    static void requireForReplace(String val) {
        if (val == null) {
            throw new NullPointerException("Cannot invoke \"String.replace(java.lang.CharSequence, "
                    + "java.lang.CharSequence)\" because \"val\" is null");
        }
    }

    /** The helpful NullPointerException HotSpot gives for identifier.length() on null. */
    static void requireForLength(String identifier) {
        if (identifier == null) {
            throw new NullPointerException("Cannot invoke \"String.length()\" because \"identifier\" is null");
        }
    }

    private static boolean letter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
