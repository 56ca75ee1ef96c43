// Interface default methods: inherited, overridden, called with Iface.super.m(),
// diamond resolution (class wins, more specific interface wins, explicit choice),
// static interface methods, private interface methods.
public class DefaultMethods {
    interface Greeter {
        String name();
        default String greet() { return "Hello, " + decorate(name()); }
        private String decorate(String s) { return "*" + s + "*"; }
        static Greeter of(String n) { return () -> n; }
    }

    interface Loud extends Greeter {
        @Override default String greet() { return Greeter.super.greet().toUpperCase() + "!"; }
    }

    interface Polite {
        default String greet() { return "Good day"; }
    }

    static class Plain implements Greeter {
        public String name() { return "plain"; }
    }

    static class Shouter implements Loud {
        public String name() { return "shouter"; }
    }

    static class Both implements Greeter, Polite {
        public String name() { return "both"; }
        @Override public String greet() { return Greeter.super.greet() + " / " + Polite.super.greet(); }
    }

    static class Base {
        public String greet() { return "class wins"; }
    }

    static class Derived extends Base implements Polite { }

    interface A { default String who() { return "A"; } }
    interface B extends A { default String who() { return "B"; } }
    interface C extends A { }
    static class D implements B, C { }   // B is more specific than A

    interface Counter {
        int count();
        default int twice() { return count() * 2; }
        default int thrice() { return twice() + count(); }
    }

    static int sum(Counter... cs) {
        int s = 0;
        for (Counter c : cs) s += c.thrice();
        return s;
    }

    public static void main(String[] args) {
        System.out.println(new Plain().greet());
        System.out.println(new Shouter().greet());
        System.out.println(new Both().greet());
        System.out.println(new Derived().greet());
        System.out.println(new D().who());
        System.out.println(Greeter.of("static factory").greet());
        Counter c = () -> 7;
        System.out.println(c.twice() + " " + c.thrice() + " " + sum(c, () -> 1, new Counter() {
            public int count() { return 10; }
            public int twice() { return 0; }
        }));
        Loud anon = () -> "lambda";
        System.out.println(anon.greet());
    }
}
