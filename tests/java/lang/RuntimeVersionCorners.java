/** Runtime.Version: the grammar's corner cases and HotSpot's messages for them. */
public class RuntimeVersionCorners {
    static void t(String s) {
        try { System.out.println(s + " -> " + Runtime.Version.parse(s)); } catch (Exception e) { System.out.println(s + " -> " + e); }
    }
    public static void main(String[] a) {
        System.out.println(Runtime.Version.parse("17").compareTo(Runtime.Version.parse("11")) + " " + Runtime.Version.parse("9+5").compareTo(Runtime.Version.parse("9+7")) + " " + Runtime.Version.parse("9-007").compareTo(Runtime.Version.parse("9-7")) + " " + Runtime.Version.parse("9+-b").compareToIgnoreOptional(Runtime.Version.parse("9+-a")));
        for (String s : new String[]{"9-ea+-opt", "9--x", "9-a.b", "9+012", "9+0", "9+0-x", "9-a+1-b.c-d", "99999999999", "9.99999999999", "9-ea-opt", "9.0.1-", "9.0.1+", "-9", "9..1", "9.1.", "9+1+2", "9 "})
            t(s);
        Runtime.Version v = Runtime.Version.parse("9.1.2");
        try { v.version().add(3); } catch (Exception e) { System.out.println(e.getClass().getName()); }
        System.out.println(v.equalsIgnoreOptional(Runtime.Version.parse("9.1.2+-zz")) + " " + v.equals("x"));
    }
}
