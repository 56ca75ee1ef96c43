// Class initialization: superclass before subclass, exactly once, in textual
// order of static initializers and static field initializers, triggered by
// new, static method call, static field read/write; not by constant fields,
// not by Class literals or array creation, and not by subclass-only static access
// to a superclass field (only the declaring class is initialized).
public class StaticInitOrder {
    static StringBuilder log = new StringBuilder();

    static void log(String s) { log.append(s).append(' '); }

    static class Base {
        static int baseField = init("Base.baseField");
        static { log("Base.static{}"); }
        static final int CONST = 42;              // compile-time constant: no init
        static final String SCONST = "constant";  // compile-time constant: no init
        static final Integer BOXED = init("Base.BOXED");  // not a constant
        static void touch() { log("Base.touch()"); }
    }

    static class Derived extends Base {
        static { log("Derived.static{}"); }
        static int derivedField = init("Derived.derivedField");
        static void touch2() { log("Derived.touch2()"); }
    }

    static class ByNew { static { log("ByNew.static{}"); } ByNew() { log("ByNew()"); } }
    static class ByWrite { static int v; static { log("ByWrite.static{}"); } }
    static class ByArray { static { log("ByArray.static{} (should not appear)"); } }
    static class ByLiteral { static { log("ByLiteral.static{} (should not appear)"); } }
    static class Lazy { static { log("Lazy.static{}"); } static int value = 7; }

    static int init(String what) { log(what); return 1; }

    static void step(String s) { System.out.println(s + ": " + log.toString().trim()); log.setLength(0); }

    public static void main(String[] args) {
        step("start");
        int c = Base.CONST;
        String sc = Base.SCONST;
        step("constants " + c + " " + sc);
        ByArray[] arr = new ByArray[3];
        Class<?> k = ByLiteral.class;
        step("array+literal " + arr.length + " " + k.getSimpleName());
        int viaSub = Derived.baseField;   // only Base is initialized
        step("Derived.baseField=" + viaSub);
        Derived.touch2();
        step("Derived.touch2()");
        Derived.touch2();
        Base.touch();
        step("again");
        new ByNew();
        new ByNew();
        step("new twice");
        ByWrite.v = 5;
        step("static write");
        if (args.length > 100) System.out.println(Lazy.value);
        step("not reached branch");
        System.out.println(Lazy.value + Lazy.value);
        step("Lazy.value");
    }
}
