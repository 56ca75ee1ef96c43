// More initialization triggers: interface static fields initialize the interface
// (not implementing classes), a class's initialization does not initialize its
// interfaces unless they have defaults, static method of a nested class, Class.forName
// initializes, enums initialize their constants first, and recursive initialization
// sees default values.
public class InitTriggers {
    static void log(String s) { System.out.println("  init: " + s); }

    interface Iface {
        int VALUE = InitTriggers.mark("Iface.VALUE");  // not a constant
        void m();
    }

    interface WithDefault {
        int W = InitTriggers.mark("WithDefault.W");
        default void d() { }
    }

    static class Impl implements Iface { static { log("Impl"); } public void m() { } }
    static class ImplD implements WithDefault { static { log("ImplD"); } }

    static class ForName { static { log("ForName"); } }

    enum Level {
        LOW, HIGH;
        static { log("Level static block after constants, LOW=" + LOW.ordinal()); }
        Level() { log("Level constructor " + name()); }
    }

    static class Recursive {
        static int first = Recursive2.peek();
        static int value = 10;
    }

    static class Recursive2 {
        static int peek() { return Recursive.value; }  // Recursive is being initialized: sees 0
    }

    static int mark(String s) { log(s); return 5; }

    public static void main(String[] args) throws Exception {
        System.out.println("new Impl()");
        new Impl();
        System.out.println("Iface.VALUE");
        System.out.println("  = " + Iface.VALUE);
        System.out.println("new ImplD()");
        new ImplD();
        System.out.println("Class.forName");
        Class.forName("InitTriggers$ForName");
        Class.forName("InitTriggers$ForName");
        System.out.println("Level.HIGH");
        System.out.println("  = " + Level.HIGH);
        System.out.println("Recursive.first = " + Recursive.first + ", value = " + Recursive.value);
    }
}
