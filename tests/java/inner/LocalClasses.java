// Local classes declared inside methods: capturing effectively-final locals and
// parameters, recursion, local classes in static and instance contexts, local
// records/enums/interfaces (implicitly static), and multiple instances.
public class LocalClasses {
    int field = 7;

    Object instanceLocal(int param) {
        int local = param * 2;
        class Helper {
            int compute() { return field + param + local; }
            public String toString() { return "Helper(" + compute() + ")"; }
        }
        return new Helper();
    }

    static String staticLocal(String prefix) {
        class Counter {
            private int n;
            Counter inc() { n++; return this; }
            String show() { return prefix + n; }
        }
        Counter a = new Counter().inc().inc();
        Counter b = new Counter().inc();
        return a.show() + " " + b.show();
    }

    static int fibWithLocal(int n) {
        class Fib {
            int f(int k) { return k < 2 ? k : f(k - 1) + f(k - 2); }
        }
        return new Fib().f(n);
    }

    static String localTypes() {
        enum Color { RED, GREEN }
        interface Shape { double area(); }
        record Sq(double side) implements Shape { public double area() { return side * side; } }
        Shape s = new Sq(3);
        return Color.GREEN.ordinal() + " " + s.area() + " " + Color.valueOf("RED");
    }

    public static void main(String[] args) {
        System.out.println(new LocalClasses().instanceLocal(5));
        System.out.println(staticLocal("count="));
        System.out.println(fibWithLocal(15));
        System.out.println(localTypes());
        Object h = new LocalClasses().instanceLocal(1);
        System.out.println(h.getClass().getName() + " '" + h.getClass().getSimpleName() + "'");
        Runnable[] rs = new Runnable[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            class Task implements Runnable { public void run() { System.out.println("task " + id); } }
            rs[i] = new Task();
        }
        for (Runnable r : rs) r.run();
    }
}
