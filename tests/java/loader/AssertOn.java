// jvm-args: -ea
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Supplier;

// -ea: assert statements fire in class-path classes (not in the class library).
public class AssertOn {

    public static class Checked implements Supplier<String> {
        public String get() {
            try {
                assert false : "from " + (getClass().getClassLoader() instanceof Own ? "own loader" : "app");
                return "no assertion (" + getClass().desiredAssertionStatus() + ")";
            } catch (AssertionError e) {
                return "assertion: " + e.getMessage() + " (" + getClass().desiredAssertionStatus() + ")";
            }
        }
    }

    public static class Own extends ClassLoader {
        public Own() {
            super(AssertOn.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.startsWith("AssertOn$Checked")) {
                return super.loadClass(name, resolve);
            }
            Class<?> c = findLoadedClass(name);
            if (c != null) {
                return c;
            }
            try (InputStream in = AssertOn.class.getResourceAsStream(name + ".class")) {
                byte[] b = in.readAllBytes();
                return defineClass(name, b, 0, b.length);
            } catch (IOException e) {
                throw new ClassNotFoundException(name, e);
            }
        }
    }

    @SuppressWarnings("unchecked")
    static String viaLoader(Own l) throws Exception {
        return ((Supplier<String>) l.loadClass("AssertOn$Checked").newInstance()).get();
    }

    public static void main(String[] args) throws Exception {
        System.out.println("status: " + AssertOn.class.desiredAssertionStatus() + " " + Checked.class.desiredAssertionStatus()
                + " system " + String.class.desiredAssertionStatus() + " " + java.util.ArrayList.class.desiredAssertionStatus());
        try {
            assert 1 + 1 == 3 : "arithmetic";
            System.out.println("not fired");
        } catch (AssertionError e) {
            System.out.println("fired: " + e);
        }
        try {
            assert args.length > 5;
        } catch (AssertionError e) {
            System.out.println("no message: " + e + " " + e.getMessage());
        }
        try {
            assert false : 42;
        } catch (AssertionError e) {
            System.out.println("int message: " + e.getMessage());
        }
        try {
            assert false : new IllegalStateException("the cause");
        } catch (AssertionError e) {
            System.out.println("throwable message: " + e.getMessage() + " cause " + e.getCause());
        }
        int side = 0;
        assert ++side > 0;
        System.out.println("side effect ran: " + side);
        System.out.println(new Checked().get());

        Own l = new Own();
        System.out.println(viaLoader(l));
        Own off = new Own();
        off.setClassAssertionStatus("AssertOn$Checked", false);
        System.out.println(viaLoader(off));
        Own pkg = new Own();
        pkg.setDefaultAssertionStatus(false);
        System.out.println(viaLoader(pkg));
        Own cleared = new Own();
        cleared.setClassAssertionStatus("AssertOn$Checked", false);
        cleared.clearAssertionStatus();
        System.out.println(viaLoader(cleared));
        assert false : "uncaught";
    }
}
