package java.lang.invoke;

/** A call site whose target may be set again (of the same type). */
public class MutableCallSite extends CallSite {
    public MutableCallSite(MethodType type) {
        super(type);
    }

    public MutableCallSite(MethodHandle target) {
        super(target);
    }

    public final synchronized MethodHandle getTarget() {
        return target;
    }

    public void setTarget(MethodHandle newTarget) {
        checkTarget(newTarget);
        synchronized (this) {
            target = newTarget;
        }
    }

    public final MethodHandle dynamicInvoker() {
        return makeDynamicInvoker();
    }

    public static void syncAll(MutableCallSite[] sites) {
        for (MutableCallSite s : sites) {
            if (s == null) {
                throw new NullPointerException();
            }
        }
    }
}
