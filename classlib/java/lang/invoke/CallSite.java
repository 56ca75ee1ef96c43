package java.lang.invoke;

/** A holder of a method handle, its target.  invokedynamic sites of user bootstraps are not linked by this VM. */
public abstract class CallSite {
    MethodHandle target;

    CallSite(MethodType type) {
        target = uninitialized(type);
    }

    CallSite(MethodHandle target) {
        if (target == null) {
            throw new NullPointerException();
        }
        this.target = target;
    }

    private static MethodHandle uninitialized(MethodType type) {
        return new MethodHandle(type) {
            Object run(Object[] args) {
                throw new IllegalStateException("uninitialized call site");
            }
        };
    }

    public MethodType type() {
        return target.type();
    }

    public abstract MethodHandle getTarget();

    public abstract void setTarget(MethodHandle newTarget);

    final void checkTarget(MethodHandle newTarget) {
        MethodType t = newTarget.type();
        if (!t.equals(type())) {
            throw new WrongMethodTypeException(newTarget + " should be of type " + type());
        }
    }

    public abstract MethodHandle dynamicInvoker();

    /** A handle that calls whatever the site's target is at each call. */
    final MethodHandle makeDynamicInvoker() {
        return new MethodHandle(type()) {
            Object run(Object[] args) throws Throwable {
                return getTarget().run(args);
            }
        };
    }
}
