package javax.lang.model;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/** Java language versions, and the lexical questions about names that depend on them. */
public enum SourceVersion {
    RELEASE_0, RELEASE_1, RELEASE_2, RELEASE_3, RELEASE_4, RELEASE_5, RELEASE_6, RELEASE_7, RELEASE_8,
    RELEASE_9, RELEASE_10, RELEASE_11, RELEASE_12, RELEASE_13, RELEASE_14, RELEASE_15, RELEASE_16, RELEASE_17;

    private static final Set<String> KEYWORDS = new HashSet<>(Arrays.asList(
            "abstract", "continue", "for", "new", "switch", "assert", "default", "if", "package",
            "synchronized", "boolean", "do", "goto", "private", "this", "break", "double", "implements",
            "protected", "throw", "byte", "else", "import", "public", "throws", "case", "enum", "instanceof",
            "return", "transient", "catch", "extends", "int", "short", "try", "char", "final", "interface",
            "static", "void", "class", "finally", "long", "strictfp", "volatile", "const", "float", "native",
            "super", "while", "_", "true", "false", "null"));

    public static SourceVersion latest() {
        return RELEASE_17;
    }

    public static SourceVersion latestSupported() {
        return RELEASE_17;
    }

    public static boolean isIdentifier(CharSequence name) {
        String id = name.toString();
        if (id.isEmpty()) {
            return false;
        }
        int cp = id.codePointAt(0);
        if (!Character.isJavaIdentifierStart(cp)) {
            return false;
        }
        for (int i = Character.charCount(cp); i < id.length(); i += Character.charCount(cp)) {
            cp = id.codePointAt(i);
            if (!Character.isJavaIdentifierPart(cp)) {
                return false;
            }
        }
        return true;
    }

    public static boolean isName(CharSequence name) {
        return isName(name, latest());
    }

    public static boolean isName(CharSequence name, SourceVersion version) {
        String s = name.toString();
        for (String part : s.split("\\.", -1)) {
            if (!isIdentifier(part) || isKeyword(part, version)) {
                return false;
            }
        }
        return true;
    }

    public static boolean isKeyword(CharSequence s) {
        return isKeyword(s, latest());
    }

    public static boolean isKeyword(CharSequence s, SourceVersion version) {
        String k = s.toString();
        if (!KEYWORDS.contains(k)) {
            return false;
        }
        switch (k) {
            case "strictfp": return version.compareTo(RELEASE_2) >= 0;
            case "assert": return version.compareTo(RELEASE_4) >= 0;
            case "enum": return version.compareTo(RELEASE_5) >= 0;
            case "_": return version.compareTo(RELEASE_9) >= 0;
            default: return true;
        }
    }
}
