package java.lang.invoke;

/** Present for javac (see MethodHandle). */
public abstract class CallSite {
    CallSite() {
    }

    public abstract MethodHandle getTarget();
}
