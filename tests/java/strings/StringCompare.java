// compareTo ordering, CASE_INSENSITIVE_ORDER, sorting strings, equals/hashCode
// contracts, and lexicographic ordering with prefixes and non-letters.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class StringCompare {
    public static void main(String[] args) {
        String[] pairs = { "apple", "banana", "apple", "apple", "Apple", "apple", "app", "apple",
                           "", "a", "a", "", "Z", "a", "10", "9", "abc", "abd", "\u00e9", "z" };
        for (int i = 0; i < pairs.length; i += 2) {
            int r = pairs[i].compareTo(pairs[i + 1]);
            int ri = pairs[i].compareToIgnoreCase(pairs[i + 1]);
            System.out.println(pairs[i].length() + ":" + pairs[i + 1].length() + " compareTo=" + r
                + " ignoreCase=" + ri + " equals=" + pairs[i].equals(pairs[i + 1]));
        }
        List<String> list = new ArrayList<>(List.of("delta", "Alpha", "charlie", "Bravo", "echo", "alpha", "_x", "123"));
        Collections.sort(list);
        System.out.println(list);
        list.sort(String.CASE_INSENSITIVE_ORDER);
        System.out.println(list);
        list.sort(Collections.reverseOrder());
        System.out.println(list);
        String a = "same", b = new String("same");
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()) + " " + a.compareTo(b));
        System.out.println("Hello".equalsIgnoreCase("hELLO") + " " + "ss".equalsIgnoreCase("S"));
        System.out.println("b".compareTo("a") > 0 ? "b after a" : "b before a");
        String min = null;
        for (String s : new String[] { "pear", "apple", "zoo", "fig" }) if (min == null || s.compareTo(min) < 0) min = s;
        System.out.println("min = " + min);
    }
}
