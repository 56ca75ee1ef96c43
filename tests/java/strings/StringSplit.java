// String.split: trailing empty strings removed, limits, regex metacharacters,
// leading separators, and single-character separators (plain and escaped).
// Real regular expressions are in StringRegex.
import java.util.Arrays;

public class StringSplit {
    static void show(String s, String regex) {
        System.out.println("\"" + s + "\".split(\"" + regex + "\") = " + Arrays.toString(s.split(regex))
            + " len " + s.split(regex).length);
    }

    static void show(String s, String regex, int limit) {
        System.out.println("\"" + s + "\".split(\"" + regex + "\", " + limit + ") = "
            + Arrays.toString(s.split(regex, limit)));
    }

    public static void main(String[] args) {
        show("a,b,c", ",");
        show("a,b,,c,,", ",");
        show(",a,b", ",");
        show("", ",");
        show(",", ",");
        show("a b  c", " ");
        show("1.2.3", "\\.");
        show("a|b|c", "\\|");
        show("abc", "");
        show("key=value=more", "=");
        show("a,b,c,d", ",", 2);
        show("a,b,,", ",", -1);
        show("a,b,,", ",", 0);
        show("a,b,,", ",", 10);
        show("boo:and:foo", "o", -1);
        show("boo:and:foo", "o", 0);
        show("tab\tseparated\tvalues", "\t");
        String csv = "name,age,city\nann,30,oslo\nbob,25,rome";
        for (String line : csv.split("\n")) {
            String[] f = line.split(",");
            System.out.println(f[0] + " | " + f[1] + " | " + f[2]);
        }
        int words = 0;
        for (String w : "the quick brown fox".split(" ")) words++;
        System.out.println("words = " + words);
    }
}
