// throw null throws NullPointerException; exceptions thrown from static and
// instance methods, constructors, and lambdas are all catchable at the caller.
import java.util.function.Supplier;

public class ThrowNull {
    static class Boom {
        Boom(boolean fail) { if (fail) throw new IllegalArgumentException("ctor failed"); }
    }

    public static void main(String[] args) {
        try {
            RuntimeException e = null;
            throw e;
        } catch (NullPointerException e) {
            System.out.println("throw null -> NullPointerException");
        }
        try {
            new Boom(true);
        } catch (IllegalArgumentException e) {
            System.out.println("from constructor: " + e.getMessage());
        }
        Supplier<String> s = () -> { throw new UnsupportedOperationException("from lambda"); };
        try {
            s.get();
        } catch (UnsupportedOperationException e) {
            System.out.println(e.getMessage());
        }
        Runnable r = new Runnable() { public void run() { throw new ArithmeticException("from anonymous"); } };
        try {
            r.run();
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        int attempts = 0;
        while (true) {
            try {
                attempts++;
                if (attempts < 4) throw new IllegalStateException("retry");
                System.out.println("succeeded after " + attempts);
                break;
            } catch (IllegalStateException e) {
                System.out.println("attempt " + attempts + " failed");
            }
        }
        Object lock = new Object();
        try {
            synchronized (lock) {
                throw new RuntimeException("inside synchronized");
            }
        } catch (RuntimeException e) {
            System.out.println(e.getMessage() + ", lock released: " + !Thread.holdsLock(lock));
        }
    }
}
