// String methods that take regular expressions: split with real patterns,
// matches, replaceAll/replaceFirst with groups, and java.util.regex basics.
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

public class StringRegex {
    public static void main(String[] args) {
        System.out.println(Arrays.toString("a b  c".split(" +")));
        System.out.println(Arrays.toString("  the   quick brown  fox ".split("\\s+")));
        System.out.println(Arrays.toString("1.2.3".split(".")));
        System.out.println(Arrays.toString("a1b22c333d".split("\\d+")));
        System.out.println(Arrays.toString("CamelCaseString".split("(?=[A-Z])")));
        System.out.println(Arrays.toString("x, y ,z".split("\\s*,\\s*")));
        System.out.println(Arrays.toString("one1two22three".split("[0-9]+", 2)));
        System.out.println("abc123".matches("[a-z]+[0-9]+") + " " + "abc".matches("a.c") + " " + "abc".matches("ab")
            + " " + "2024-01-15".matches("\\d{4}-\\d{2}-\\d{2}") + " " + "aaa".matches("a*") + " " + "".matches("a?"));
        System.out.println("a,b,,c".replaceAll(",+", ";") + " " + "aaa".replaceFirst("a", "b")
            + " " + "x1y22z333".replaceAll("[0-9]", "#") + " " + "John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1"));
        System.out.println("  collapse   inner   spaces ".trim().replaceAll("\\s+", " "));
        Pattern p = Pattern.compile("(\\w+)=(\\d+)");
        Matcher m = p.matcher("a=1, bb=22, ccc=333");
        while (m.find()) {
            System.out.println(m.group(1) + " -> " + Integer.parseInt(m.group(2)) + " at " + m.start());
        }
        System.out.println(Pattern.matches("[A-Z][a-z]*", "Hello") + " " + Pattern.compile("o").split("foo bar boo").length);
        System.out.println("literal: " + "a.b.c".replace(".", "\\") + " " + "price $5".replaceAll("\\$", "USD "));
    }
}
