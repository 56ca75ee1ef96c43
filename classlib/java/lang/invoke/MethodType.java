package java.lang.invoke;

/** Present for javac (see MethodHandle). */
public final class MethodType {
    private MethodType() {
    }
}
