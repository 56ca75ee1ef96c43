// System.exit called from a finally block while an exception is propagating:
// the exception is never reported and the status is the one given to exit.
public class ExitInFinally {
    static void fail() {
        throw new IllegalStateException("never printed");
    }

    public static void main(String[] args) {
        try {
            System.out.println("calling fail");
            fail();
        } finally {
            System.out.println("exiting from finally");
            System.exit(42);
        }
    }
}
