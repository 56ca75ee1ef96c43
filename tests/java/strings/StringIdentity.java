// String literal interning: identical literals and compile-time constant
// expressions are the same object; runtime concatenation is not until intern().
public class StringIdentity {
    static final String CONST = "hel";
    static String nonConst = "hel";
    static final String FOLDED = CONST + "lo";

    public static void main(String[] args) {
        String a = "hello";
        String b = "hello";
        String c = "hel" + "lo";
        String d = CONST + "lo";
        String e = nonConst + "lo";
        String f = new String("hello");
        final String local = "hel";
        String g = local + "lo";
        String h = e.intern();
        System.out.println("literal == literal: " + (a == b));
        System.out.println("constant folding: " + (a == c));
        System.out.println("static final constant: " + (a == d));
        System.out.println("FOLDED: " + (a == FOLDED));
        System.out.println("final local: " + (a == g));
        System.out.println("runtime concat: " + (a == e));
        System.out.println("new String: " + (a == f));
        System.out.println("intern: " + (a == h));
        System.out.println("equals: " + a.equals(e) + " " + a.equals(f));
        System.out.println("other class literal: " + (a == Other.HELLO));
        System.out.println("int constant concat: " + ("a1" == "a" + 1));
        System.out.println("char constant concat: " + ("ab" == "a" + 'b'));
        System.out.println("boolean constant: " + ("xtrue" == "x" + true));
        String sub = a.substring(0);
        System.out.println("substring(0) same object: " + (sub == a));
        String empty1 = "";
        String empty2 = new StringBuilder().toString();
        System.out.println("empty equals: " + empty1.equals(empty2) + ", isEmpty: " + empty2.isEmpty());
        System.out.println("new String(...).intern() == literal: " + (new String(new char[] { 'z', 'q' }).intern() == "zq"));
        String s1 = new StringBuilder("unique").append("Str").toString();
        String s2 = s1.intern();
        System.out.println("intern of fresh string: " + (s2 == "uniqueStr") + " " + (s2 == s1.intern()));
        System.out.println("valueOf(char[]) not interned: " + (String.valueOf(new char[] { 'h', 'i' }) == "hi"));
        System.out.println("hashCode equal: " + (a.hashCode() == f.hashCode()));
    }

    static class Other {
        static final String HELLO = "hello";
    }
}
