// Interface constants (implicitly static final), static methods, interfaces
// extending several interfaces, instanceof on interfaces, interface arrays, and
// generic interfaces implemented twice through a hierarchy.
import java.util.ArrayList;
import java.util.List;

public class InterfaceFeatures {
    interface Config {
        int MAX = 10;
        String NAME = "cfg-" + MAX;
        List<String> LOG = new ArrayList<>();
        static String describe() { return NAME + " max " + MAX; }
    }

    interface Readable { String read(); }
    interface Writable { void write(String s); }
    interface Channel extends Readable, Writable { default String echo(String s) { write(s); return read(); } }

    static class Buffer implements Channel, Config {
        private final StringBuilder data = new StringBuilder();
        public String read() { String s = data.toString(); data.setLength(0); return s; }
        public void write(String s) { LOG.add("write " + s); data.append(s).append(MAX); }
    }

    interface Transformer<T> { T apply(T t); }
    static class Doubler implements Transformer<Integer> { public Integer apply(Integer x) { return x * 2; } }

    interface Visitor<R> { R visitNum(int n); R visitAdd(Node a, Node b); }
    interface Node { <R> R accept(Visitor<R> v); }

    static Node num(int n) { return new Node() { public <R> R accept(Visitor<R> v) { return v.visitNum(n); } }; }
    static Node add(Node a, Node b) { return new Node() { public <R> R accept(Visitor<R> v) { return v.visitAdd(a, b); } }; }

    public static void main(String[] args) {
        System.out.println(Config.describe() + " " + Config.NAME + " " + Buffer.MAX);
        Buffer b = new Buffer();
        System.out.println(b.echo("ping") + " " + b.echo("pong"));
        System.out.println(Config.LOG);
        Object o = b;
        System.out.println((o instanceof Readable) + " " + (o instanceof Writable) + " " + (o instanceof Channel)
            + " " + (o instanceof Config) + " " + (o instanceof Runnable));
        Readable[] rs = { b, () -> "lambda-read" };
        for (Readable r : rs) System.out.println("read: '" + r.read() + "'");
        Transformer<Integer> t = new Doubler();
        System.out.println(t.apply(21));
        Node expr = add(num(1), add(num(2), num(3)));
        int value = expr.accept(new Visitor<Integer>() {
            public Integer visitNum(int n) { return n; }
            public Integer visitAdd(Node a, Node c) { return a.accept(this) + c.accept(this); }
        });
        String shown = expr.accept(new Visitor<String>() {
            public String visitNum(int n) { return String.valueOf(n); }
            public String visitAdd(Node a, Node c) { return "(" + a.accept(this) + " + " + c.accept(this) + ")"; }
        });
        System.out.println(shown + " = " + value);
        System.out.println(Channel.class.isInterface() + " " + Buffer.class.isInterface() + " " + Buffer.class.getInterfaces().length);
    }
}
