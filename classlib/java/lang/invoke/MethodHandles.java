package java.lang.invoke;

/** Present for javac (see MethodHandle). */
public class MethodHandles {
    private MethodHandles() {
    }

    public static final class Lookup {
        private Lookup() {
        }
    }
}
