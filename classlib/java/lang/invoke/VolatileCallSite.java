package java.lang.invoke;

/** A call site whose target is read and written as a volatile variable. */
public class VolatileCallSite extends CallSite {
    public VolatileCallSite(MethodType type) {
        super(type);
    }

    public VolatileCallSite(MethodHandle target) {
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
}
