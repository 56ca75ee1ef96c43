// try-with-resources: close order (reverse), close after exceptions, suppressed
// exceptions from close, exceptions from close alone, null resources, and
// effectively-final resources (Java 9 form).
public class TryWithResources {
    static class Res implements AutoCloseable {
        final String name;
        final boolean failClose;
        Res(String name, boolean failClose) { this.name = name; this.failClose = failClose; System.out.println("open " + name); }
        Res(String name) { this(name, false); }
        @Override public void close() {
            System.out.println("close " + name);
            if (failClose) throw new IllegalStateException("close failed: " + name);
        }
    }

    public static void main(String[] args) {
        try (Res a = new Res("a"); Res b = new Res("b")) {
            System.out.println("body with " + a.name + b.name);
        }
        try (Res a = new Res("a2"); Res b = new Res("b2", true)) {
            throw new RuntimeException("body failed");
        } catch (RuntimeException e) {
            System.out.println("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed " + s.getMessage());
        }
        try (Res a = new Res("a3", true); Res b = new Res("b3", true)) {
            System.out.println("body ok");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
            for (Throwable s : e.getSuppressed()) System.out.println("  suppressed " + s.getMessage());
        }
        try (Res nothing = null) {
            System.out.println("null resource is fine");
        }
        Res outer = new Res("effectively-final");
        try (outer) {
            System.out.println("using " + outer.name);
        }
        try (Res a = new Res("a4")) {
            try (Res b = new Res("b4")) {
                throw new UnsupportedOperationException("deep");
            } finally {
                System.out.println("inner finally");
            }
        } catch (UnsupportedOperationException e) {
            System.out.println("caught " + e.getMessage() + " suppressed=" + e.getSuppressed().length);
        } finally {
            System.out.println("outer finally");
        }
        try {
            try (Res a = new Res("ctor-ok"); Res b = failingOpen()) {
                System.out.println("not reached");
            }
        } catch (IllegalArgumentException e) {
            System.out.println("open failed: " + e.getMessage());
        }
        Exception main = new Exception("main");
        main.addSuppressed(new Exception("s1"));
        main.addSuppressed(new RuntimeException("s2"));
        System.out.println(main.getSuppressed().length + " " + main.getSuppressed()[1]);
        try {
            main.addSuppressed(main);
        } catch (IllegalArgumentException e) {
            System.out.println("self-suppression: " + e.getMessage());
        }
    }

    static Res failingOpen() { throw new IllegalArgumentException("cannot open"); }
}
