// The common java.lang.String methods.
public class StringMethods {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println(s.length() + " " + s.charAt(4) + " " + s.indexOf('o') + " " + s.lastIndexOf('o')
            + " " + s.indexOf("World") + " " + s.indexOf("xyz") + " " + s.indexOf('o', 5) + " " + s.lastIndexOf("l", 5));
        System.out.println(s.substring(7) + "|" + s.substring(0, 5) + "|" + s.substring(5, 5) + "|");
        System.out.println(s.toUpperCase() + " " + s.toLowerCase());
        System.out.println(s.replace('l', 'L') + " " + s.replace("World", "There") + " " + s.replace("", "-"));
        System.out.println(s.contains("lo, W") + " " + s.startsWith("Hell") + " " + s.endsWith("ld")
            + " " + s.startsWith("World", 7) + " " + s.isEmpty() + " " + "".isEmpty());
        System.out.println("[" + "  padded \t\n".trim() + "] [" + "  x ".strip() + "] [" + "  x ".stripLeading()
            + "] [" + "  x ".stripTrailing() + "] " + "   ".isBlank() + " " + " a ".isBlank());
        System.out.println(s.equals("Hello, World") + " " + s.equalsIgnoreCase("hello, world") + " " + s.equals(null));
        System.out.println("abc".compareTo("abd") + " " + "abc".compareTo("ab") + " " + "B".compareTo("a")
            + " " + "B".compareToIgnoreCase("a") + " " + "same".compareTo("same"));
        System.out.println(String.valueOf(42) + String.valueOf(true) + String.valueOf('c') + String.valueOf(1.5)
            + String.valueOf(2L) + String.valueOf(1.25f) + String.valueOf((Object) null));
        System.out.println(String.join("-", "a", "b", "c") + " " + String.join(", ", java.util.List.of("x", "y")));
        System.out.println("ab".repeat(3) + "|" + "x".repeat(0) + "|");
        System.out.println("racecar".length() + " " + new StringBuilder("racecar").reverse());
        char[] chars = s.toCharArray();
        System.out.println(chars.length + " " + chars[0] + " " + new String(chars, 7, 5) + " " + String.valueOf(chars, 0, 2));
        System.out.println("concat".concat("enate") + " " + "Mississippi".indexOf("ss", 3) + " " + "Mississippi".lastIndexOf("ss"));
        System.out.println("hashCodes: " + "".hashCode() + " " + "a".hashCode() + " " + s.hashCode() + " " + "polygenelubricants".hashCode());
        System.out.println("regionMatches: " + s.regionMatches(7, "World", 0, 5) + " " + s.regionMatches(true, 0, "HELLO", 0, 5));
        System.out.println("codePointAt: " + s.codePointAt(0) + " contentEquals: " + s.contentEquals(new StringBuilder(s)));
        System.out.println("intern: " + (new String("x").intern() == "x"));
        String multi = "line1\nline2\r\nline3";
        System.out.println("lines: " + multi.lines().count());
        System.out.println("format: " + String.format("%s=%d", "n", 5) + " " + "%05d".formatted(42));
        System.out.println("toString/valueOf identity: " + (s.toString() == s));
        System.out.println("chars: " + (int) "\u00e9".charAt(0) + " " + "tab\there".indexOf('\t'));
        try {
            s.charAt(12);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("charAt: " + e.getMessage());
        }
        try {
            s.substring(5, 2);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring: " + e.getMessage());
        }
        try {
            s.substring(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring: " + e.getMessage());
        }
        try {
            s.substring(3, 20);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("substring: " + e.getMessage());
        }
    }
}
