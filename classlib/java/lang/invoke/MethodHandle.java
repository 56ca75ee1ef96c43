package java.lang.invoke;

import java.util.Arrays;
import java.util.List;

/**
 * A typed reference to a method, constructor or field.  The handles here run over
 * core reflection.  {@code invokeExact} and {@code invoke} are signature-polymorphic:
 * the VM links each call site's descriptor to a native that boxes the arguments
 * into {@link #invokeFromVM} (vm/natives/invoke.c).
 */
public abstract class MethodHandle {

    private final MethodType type;

    MethodHandle(MethodType type) {
        this.type = type;
    }

    public MethodType type() {
        return type;
    }

    /** Runs the target with arguments already of this handle's parameter types (boxed). */
    abstract Object run(Object[] args) throws Throwable;

    public final native Object invokeExact(Object... args) throws Throwable;

    public final native Object invoke(Object... args) throws Throwable;

    /** The VM's entry for a call site of descriptor siteDesc in class caller. */
    final Object invokeFromVM(Class<?> caller, String siteDesc, boolean exact, Object[] args) throws Throwable {
        MethodType site = MethodType.fromMethodDescriptorString(siteDesc,
                caller == null ? null : caller.getClassLoader());
        if (exact && !site.equals(type)) {
            throw new WrongMethodTypeException("expected " + type + " but found " + site);
        }
        if (!exact && site.parameterCount() != type.parameterCount()) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + site);
        }
        Object r = run(exact ? args : convertArgs(args));
        return convert(r, site.returnType());
    }

    private Object[] convertArgs(Object[] args) {
        Object[] a = args.clone();
        for (int i = 0; i < a.length; i++) {
            a[i] = convert(a[i], type.parameterType(i));
        }
        return a;
    }

    /** v as type t (boxed when primitive): a cast, unboxing and widening as asType does. */
    static Object convert(Object v, Class<?> t) {
        if (t == void.class) {
            return null;
        }
        if (!t.isPrimitive()) {
            return t.cast(v);
        }
        if (v == null) {
            throw new NullPointerException();
        }
        Class<?> w = MethodType.wrapper(t);
        if (w.isInstance(v)) {
            return v;
        }
        if (v instanceof Character && t != boolean.class) {
            v = (int) (Character) v;
            if (t == char.class) {
                return v;
            }
        }
        if (v instanceof Number && !(v instanceof Character) && t != boolean.class && t != char.class) {
            Number n = (Number) v;
            int rank = rank(v.getClass()), want = rank(w);
            if (rank >= 0 && want >= rank) {
                switch (t.getName()) {
                    case "short": return n.shortValue();
                    case "int": return n.intValue();
                    case "long": return n.longValue();
                    case "float": return n.floatValue();
                    case "double": return n.doubleValue();
                    default: break;
                }
            }
        }
        throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + w.getName());
    }

    private static int rank(Class<?> c) {
        List<Class<?>> order = Arrays.asList(Byte.class, Short.class, Integer.class, Long.class, Float.class,
                Double.class);
        return order.indexOf(c);
    }

    public Object invokeWithArguments(Object... arguments) throws Throwable {
        Object[] a = arguments == null ? new Object[0] : arguments;
        if (a.length != type.parameterCount()) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + a.length + " arguments");
        }
        return convert(run(convertArgs(a)), MethodType.wrapper(type.returnType()) == Void.class
                ? void.class : MethodType.wrapper(type.returnType()));
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter: " + x);
        }
        return MethodHandles.insertArguments(this, 0, type.parameterType(0).cast(x));
    }

    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type)) {
            return this;
        }
        if (newType.parameterCount() != type.parameterCount()) {
            throw new WrongMethodTypeException("cannot convert " + this + " to " + newType);
        }
        final MethodHandle target = this;
        return new MethodHandle(newType) {
            Object run(Object[] args) throws Throwable {
                return convert(target.run(target.convertArgs(args)),
                        MethodType.wrapper(newType().returnType()) == Void.class ? void.class
                                : MethodType.wrapper(newType().returnType()));
            }

            private MethodType newType() {
                return type();
            }
        };
    }

    public boolean isVarargsCollector() {
        return false;
    }

    public String toString() {
        return "MethodHandle" + type;
    }
}
