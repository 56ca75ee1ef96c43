/** Runtime.Version (JEP 322): parsing, its errors, comparison, and Runtime.version(). */
import java.util.*;
public class RuntimeVersionParse {
    static void t(String s) {
        try {
            Runtime.Version v = Runtime.Version.parse(s);
            System.out.println(s + " -> " + v + " feature=" + v.feature() + " interim=" + v.interim() + " update=" + v.update()
                + " patch=" + v.patch() + " version=" + v.version() + " pre=" + v.pre() + " build=" + v.build() + " opt=" + v.optional()
                + " hash=" + v.hashCode());
        } catch (Exception e) { System.out.println(s + " -> " + e); }
    }
    public static void main(String[] a) {
        for (String s : new String[]{"17", "17.0.15", "17.0.15+6", "9-ea", "9-ea+12", "9+12-foo", "9-ea+12-foo", "11.0.2.1.4", "1.8", "9.0.0", "17+", "17-", "x", "", "9.1-rc1+5", "10+-opt", "017", "9.0.1+x"})
            t(s);
        Runtime.Version a1 = Runtime.Version.parse("9.0.1+20"), b = Runtime.Version.parse("9.0.1"), c = Runtime.Version.parse("9.0.1-ea+20");
        System.out.println(a1.compareTo(b) + " " + b.compareTo(c) + " " + a1.compareToIgnoreOptional(b) + " " + a1.equals(b) + " " + Runtime.Version.parse("9.1").equals(Runtime.Version.parse("9.1+-x")));
        System.out.println(Runtime.Version.parse("9.1").compareTo(Runtime.Version.parse("9")) + " " + Runtime.Version.parse("9-ea").compareTo(Runtime.Version.parse("9-rc")) + " " + Runtime.Version.parse("9-1").compareTo(Runtime.Version.parse("9-a")) + " " + Runtime.Version.parse("9-10").compareTo(Runtime.Version.parse("9-9")) + " " + Runtime.Version.parse("9+-b").compareTo(Runtime.Version.parse("9+-a")) + " " + Runtime.Version.parse("9.1.2").compareTo(Runtime.Version.parse("9.1")));
        Runtime.Version cur = Runtime.version();
        System.out.println(cur.feature() + " " + (cur.feature() == 17) + " " + cur.getClass().getName());
        System.out.println(cur.feature() + " " + cur.major() + " " + cur.minor() + " " + cur.security());
        try { Runtime.Version.parse(null); } catch (Exception e) { System.out.println(e); }
    }
}
