// Anonymous classes: implementing interfaces and extending classes (with
// constructor arguments), capturing locals and this, instance initializer blocks,
// their names, and fields of their own.
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;

public class AnonymousClasses {
    static abstract class Greeter {
        final String greeting;
        Greeter(String greeting) { this.greeting = greeting; }
        abstract String greet(String who);
    }

    String tag = "outer-tag";

    Runnable capturingThis() {
        return new Runnable() {
            public void run() { System.out.println("anonymous sees " + tag); }
        };
    }

    static Iterable<Integer> range(int from, int to) {
        return new Iterable<Integer>() {
            public Iterator<Integer> iterator() {
                return new Iterator<Integer>() {
                    int next = from;
                    public boolean hasNext() { return next < to; }
                    public Integer next() { return next++; }
                };
            }
        };
    }

    public static void main(String[] args) {
        String punctuation = "!";
        Greeter g = new Greeter("Hello") {
            int uses;
            { uses = 100; }
            String greet(String who) { uses++; return greeting + ", " + who + punctuation + " (" + uses + ")"; }
        };
        System.out.println(g.greet("Ann"));
        System.out.println(g.greet("Bob"));
        new AnonymousClasses().capturingThis().run();
        int sum = 0;
        for (int i : range(1, 6)) sum += i;
        System.out.println("range sum " + sum);
        List<String> list = new ArrayList<>(List.of("pear", "fig", "banana"));
        list.sort(new Comparator<String>() {
            public int compare(String a, String b) { return a.length() - b.length(); }
        });
        System.out.println(list);
        Object o = new Object() {
            @Override public String toString() { return "custom anonymous toString"; }
        };
        System.out.println(o);
        System.out.println(g.getClass().getName() + " '" + g.getClass().getSimpleName() + "' " + g.getClass().getSuperclass().getSimpleName());
        List<Object> init = new ArrayList<Object>() {{ add("double"); add("brace"); }};
        System.out.println(init + " " + init.getClass().getSuperclass().getSimpleName());
    }
}
