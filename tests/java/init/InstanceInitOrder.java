// Object construction order: super constructor first, then field initializers and
// instance initializer blocks in textual order, then the constructor body;
// this(...) chaining runs the initializers once; virtual calls from a super
// constructor see default field values.
public class InstanceInitOrder {
    static StringBuilder log = new StringBuilder();

    static int note(String s, int v) { log.append(s).append(' '); return v; }

    static class Base {
        int a = note("Base.a", 1);
        { note("Base.{}", 0); }
        Base() {
            note("Base()", 0);
            hook();
        }
        void hook() { note("Base.hook", 0); }
    }

    static class Sub extends Base {
        int b = note("Sub.b", 2);
        String s = "initialized";
        final int fin;
        { note("Sub.{1}", 0); }
        Sub() {
            this(99);
            note("Sub()", 0);
        }
        Sub(int f) {
            super();
            note("Sub(int)", 0);
            fin = f;
        }
        { note("Sub.{2}", 0); }
        @Override void hook() { note("Sub.hook(b=" + b + ",s=" + s + ")", 0); }
    }

    static class Counter {
        static int made;
        final int serial = ++made;
        final String label;
        Counter() { this("default"); }
        Counter(String label) { this.label = label + "#" + serial; }
    }

    public static void main(String[] args) {
        Sub s = new Sub();
        System.out.println(log.toString().trim());
        System.out.println("a=" + s.a + " b=" + s.b + " fin=" + s.fin + " s=" + s.s);
        log.setLength(0);
        new Sub(5);
        System.out.println(log.toString().trim());
        System.out.println(new Counter().label + " " + new Counter("x").label + " " + new Counter().label);
    }
}
