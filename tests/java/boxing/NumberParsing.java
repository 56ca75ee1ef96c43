// Parsing numbers from strings and the NumberFormatException messages.
public class NumberParsing {
    static void tryInt(String s) {
        try {
            System.out.println("parseInt(" + quote(s) + ") = " + Integer.parseInt(s));
        } catch (NumberFormatException e) {
            System.out.println("parseInt(" + quote(s) + "): " + e.getMessage());
        }
    }

    static void tryDouble(String s) {
        try {
            System.out.println("parseDouble(" + quote(s) + ") = " + Double.parseDouble(s));
        } catch (NumberFormatException e) {
            System.out.println("parseDouble(" + quote(s) + "): " + e.getMessage());
        } catch (NullPointerException e) {
            System.out.println("parseDouble(null): NullPointerException");
        }
    }

    static String quote(String s) { return s == null ? "null" : "\"" + s + "\""; }

    public static void main(String[] args) {
        String[] ints = { "0", "-0", "+5", "123", "-2147483648", "2147483647", "2147483648", "-2147483649",
                          "", " 1", "1 ", "1.0", "abc", "0x10", "--1", "+", "-", null, "00012", "99999999999" };
        for (String s : ints) tryInt(s);
        String[] doubles = { "1.5", "-0.0", "1e3", "1E-3", ".5", "5.", "  2.5  ", "NaN", "-Infinity", "1.7976931348623157E309",
                             "abc", "", "1,5", "0x1.8p1", "1d", "2f", null };
        for (String s : doubles) tryDouble(s);
        try {
            Integer.parseInt("12", 40);
        } catch (NumberFormatException e) {
            System.out.println("radix 40: " + e.getMessage());
        }
        try {
            Integer.valueOf("x1");
        } catch (NumberFormatException e) {
            System.out.println("valueOf: " + e.getMessage());
        }
        try {
            Float.parseFloat("f");
        } catch (NumberFormatException e) {
            System.out.println("parseFloat: " + e.getMessage());
        }
        System.out.println(Integer.parseInt("zz", 36) + " " + Integer.parseInt("-80000000", 16) + " " + Long.parseLong("-1010", 2));
        System.out.println(Boolean.parseBoolean(null) + " " + Boolean.parseBoolean("true") + " " + Boolean.parseBoolean("false"));
        System.out.println(Integer.decode("0x1F") + " " + Integer.decode("-010") + " " + Integer.decode("#ff") + " " + Long.decode("123"));
        int total = 0;
        for (String tok : "10 20 x 30 4.5 40".split(" ")) {
            try { total += Integer.parseInt(tok); } catch (NumberFormatException e) { total += 1000; }
        }
        System.out.println("total " + total);
    }
}
