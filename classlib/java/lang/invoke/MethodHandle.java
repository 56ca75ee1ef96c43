package java.lang.invoke;

import java.lang.reflect.Array;
import java.util.List;

/**
 * A typed reference to a method, constructor or field.  The handles here run over
 * core reflection: each handle's {@link #run} takes its arguments boxed, already of its
 * parameter types, and returns its result boxed.  {@code invokeExact} and {@code invoke}
 * are signature-polymorphic: the VM links each call site's descriptor to a native that
 * boxes the arguments into {@link #invokeFromVM} (vm/natives/invoke.c).  asType adapts
 * with the JDK's conversions (casts, boxing, unboxing, primitive widening) and HotSpot's
 * WrongMethodTypeException texts; a variable-arity handle collects trailing arguments.
 */
public abstract class MethodHandle {

    private final MethodType type;
    private MethodHandle asTypeCache;
    /** A direct handle's member (Method, Constructor or Field) and JVMS reference kind, for
     * Lookup.revealDirect; null and 0 for every other handle. */
    java.lang.reflect.Member member;
    int refKind;

    MethodHandle(MethodType type) {
        this.type = type;
    }

    public MethodType type() {
        return type;
    }

    /** Marks this handle as the direct handle of member m with reference kind kind. */
    final MethodHandle direct(java.lang.reflect.Member m, int kind) {
        member = m;
        refKind = kind;
        return this;
    }

    /** Whether revealDirect can crack this handle (a direct one, or a variable-arity view of one). */
    final boolean isCrackable() {
        return member != null;
    }

    /** Runs the target with arguments already of this handle's parameter types (boxed). */
    abstract Object run(Object[] args) throws Throwable;

    public final native Object invokeExact(Object... args) throws Throwable;

    public final native Object invoke(Object... args) throws Throwable;

    /** The VM's entry for a call site of descriptor siteDesc in class caller. */
    final Object invokeFromVM(Class<?> caller, String siteDesc, boolean exact, Object[] args) throws Throwable {
        MethodType site = MethodType.fromMethodDescriptorString(siteDesc,
                caller == null ? null : caller.getClassLoader());
        if (exact) {
            if (!site.equals(type)) {
                throw new WrongMethodTypeException("expected " + type + " but found " + site);
            }
            Object r = run(args);
            return type.returnType() == void.class ? null : r;
        }
        return asType(site).run(args);
    }

    // ------------------------------------------------------------ conversions

    private static final Class<?>[] WIDENING = { byte.class, short.class, char.class, int.class, long.class,
        float.class, double.class };

    /** Whether primitive src widens to primitive dst (JLS 5.1.2) or is dst. */
    static boolean widens(Class<?> src, Class<?> dst) {
        if (src == dst) {
            return true;
        }
        if (src == boolean.class || dst == boolean.class || src == void.class || dst == void.class) {
            return false;
        }
        if (dst == char.class) {
            return false;
        }
        int s = -1, d = -1;
        for (int i = 0; i < WIDENING.length; i++) {
            if (WIDENING[i] == src) {
                s = i;
            }
            if (WIDENING[i] == dst) {
                d = i;
            }
        }
        return s >= 0 && d > s;
    }

    /** Whether asType can convert a value of type src to type dst. */
    static boolean canConvert(Class<?> src, Class<?> dst) {
        if (src == dst || src == Object.class || dst == Object.class || src == void.class || dst == void.class) {
            return true;
        }
        if (src.isPrimitive()) {
            if (src == void.class) {
                return true;
            }
            return dst.isPrimitive() ? widens(src, dst) : dst.isAssignableFrom(MethodType.wrapper(src));
        }
        if (dst.isPrimitive()) {
            if (dst == void.class) {
                return true;
            }
            if (src.isAssignableFrom(MethodType.wrapper(dst))) {
                return true;
            }
            Class<?> p = MethodType.unwrapper(src);
            return p != src && widens(p, dst);
        }
        return true;
    }

    /** The zero of type t, boxed (null for a reference or void). */
    static Object zero(Class<?> t) {
        if (!t.isPrimitive() || t == void.class) {
            return null;
        }
        switch (t.getName()) {
            case "int": return 0;
            case "long": return 0L;
            case "boolean": return false;
            case "byte": return (byte) 0;
            case "char": return (char) 0;
            case "short": return (short) 0;
            case "float": return 0f;
            default: return 0d;
        }
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
        Class<?> vp = MethodType.unwrapper(v.getClass());
        if (vp == v.getClass() || !widens(vp, t)) {
            throw new ClassCastException("Cannot cast " + v.getClass().getName() + " to " + w.getName());
        }
        double d = v instanceof Character ? (double) (Character) v : ((Number) v).doubleValue();
        long l = v instanceof Character ? (long) (Character) v : ((Number) v).longValue();
        switch (t.getName()) {
            case "short": return (short) l;
            case "int": return (int) l;
            case "long": return v instanceof Float || v instanceof Double ? (long) d : l;
            case "float": return v instanceof Long ? (float) l : (float) d;
            default: return v instanceof Long ? (double) l : d;
        }
    }

    /** A result v of type from as type to. */
    static Object convertReturn(Object v, Class<?> from, Class<?> to) {
        if (to == void.class) {
            return null;
        }
        if (from == void.class) {
            return zero(to);
        }
        return convert(v, to);
    }

    static WrongMethodTypeException cannotConvert(MethodHandle h, MethodType to) {
        return new WrongMethodTypeException("cannot convert " + h + " to " + to);
    }

    // ------------------------------------------------------------ invocation

    public Object invokeWithArguments(Object... arguments) throws Throwable {
        Object[] a = arguments == null ? new Object[0] : arguments.clone();
        if (a.length > 255) {
            throw new IllegalArgumentException("too many arguments: " + a.length);
        }
        return asType(MethodType.genericMethodType(a.length)).run(a);
    }

    public Object invokeWithArguments(List<?> arguments) throws Throwable {
        return invokeWithArguments(arguments.toArray());
    }

    public MethodHandle bindTo(Object x) {
        if (type.parameterCount() == 0 || type.parameterType(0).isPrimitive()) {
            throw new IllegalArgumentException("no leading reference parameter");
        }
        return MethodHandles.insertArguments(asFixedArity(), 0, type.parameterType(0).cast(x));
    }

    public MethodHandle asType(MethodType newType) {
        if (newType.equals(type)) {
            return this;
        }
        MethodHandle c = asTypeCache;
        if (c != null && c.type.equals(newType)) {
            return c;
        }
        c = asTypeUncached(newType);
        asTypeCache = c;
        return c;
    }

    MethodHandle asTypeUncached(final MethodType nt) {
        final int n = type.parameterCount();
        if (nt.parameterCount() != n || !canConvert(type.returnType(), nt.returnType())) {
            throw cannotConvert(this, nt);
        }
        for (int i = 0; i < n; i++) {
            if (!canConvert(nt.parameterType(i), type.parameterType(i))) {
                throw cannotConvert(this, nt);
            }
        }
        final MethodHandle target = this;
        return new MethodHandle(nt) {
            Object run(Object[] args) throws Throwable {
                MethodType tt = target.type;
                for (int i = 0; i < n; i++) {
                    args[i] = convert(args[i], tt.parameterType(i));
                }
                return convertReturn(target.run(args), tt.returnType(), nt.returnType());
            }
        };
    }

    // ------------------------------------------------------------ arity

    public boolean isVarargsCollector() {
        return false;
    }

    public MethodHandle asFixedArity() {
        return this;
    }

    public MethodHandle withVarargs(boolean makeVarargs) {
        if (makeVarargs == isVarargsCollector()) {
            return this;
        }
        if (!makeVarargs) {
            return asFixedArity();
        }
        Class<?> last = type.lastParameterType();
        if (!last.isArray()) {
            throw new IllegalArgumentException("not an array type: " + last);
        }
        return asVarargsCollector(last);
    }

    public MethodHandle asVarargsCollector(Class<?> arrayType) {
        if (!arrayType.isArray()) {
            throw new IllegalArgumentException("not an array type: " + arrayType);
        }
        int n = type.parameterCount();
        if (n == 0 || !type.parameterType(n - 1).isAssignableFrom(arrayType)) {
            throw new IllegalArgumentException("array type not assignable to trailing argument: " + this + ", "
                    + arrayType);
        }
        if (isVarargsCollector() && ((VarargsCollector) this).arrayType == arrayType) {
            return this;
        }
        return new VarargsCollector(asFixedArity(), arrayType);
    }

    public MethodHandle asCollector(Class<?> arrayType, int arrayLength) {
        return asCollector(type.parameterCount() - 1, arrayType, arrayLength);
    }

    public MethodHandle asCollector(final int pos, Class<?> arrayType, final int len) {
        if (!arrayType.isArray()) {
            throw new IllegalArgumentException("not an array type: " + arrayType);
        }
        if (pos < 0 || pos >= type.parameterCount()) {
            throw new IllegalArgumentException("bad collect position");
        }
        if (len < 0 || len > 254) {
            throw new IllegalArgumentException("bad collect length");
        }
        if (!type.parameterType(pos).isAssignableFrom(arrayType)) {
            throw new IllegalArgumentException("array type not assignable to argument: " + this + ", " + arrayType);
        }
        final Class<?> comp = arrayType.getComponentType();
        Class<?>[] cs = new Class<?>[len];
        java.util.Arrays.fill(cs, comp);
        MethodType nt = type.dropParameterTypes(pos, pos + 1).insertParameterTypes(pos, cs);
        final MethodHandle target = asFixedArity();
        return new MethodHandle(nt) {
            Object run(Object[] args) throws Throwable {
                Object arr = Array.newInstance(comp, len);
                for (int i = 0; i < len; i++) {
                    MethodHandles.arraySet(arr, i, args[pos + i]);
                }
                Object[] all = new Object[args.length - len + 1];
                System.arraycopy(args, 0, all, 0, pos);
                all[pos] = arr;
                System.arraycopy(args, pos + len, all, pos + 1, args.length - pos - len);
                return target.run(all);
            }
        };
    }

    public MethodHandle asSpreader(Class<?> arrayType, int arrayLength) {
        return asSpreader(type.parameterCount() - arrayLength, arrayType, arrayLength);
    }

    public MethodHandle asSpreader(final int pos, Class<?> arrayType, final int len) {
        if (!arrayType.isArray()) {
            throw new IllegalArgumentException("not an array type: " + arrayType);
        }
        if (len < 0 || len > type.parameterCount() || pos < 0 || pos + len > type.parameterCount()) {
            throw new IllegalArgumentException("bad spread array length");
        }
        MethodType nt = type.dropParameterTypes(pos, pos + len).insertParameterTypes(pos, arrayType);
        final MethodHandle target = asFixedArity();
        return new MethodHandle(nt) {
            Object run(Object[] args) throws Throwable {
                Object arr = args[pos];
                int have = arr == null ? 0 : Array.getLength(arr);
                if (have != len) {
                    throw new IllegalArgumentException("array is not of length " + len);
                }
                Object[] all = new Object[args.length - 1 + len];
                System.arraycopy(args, 0, all, 0, pos);
                MethodType tt = target.type();
                for (int i = 0; i < len; i++) {
                    all[pos + i] = convert(Array.get(arr, i), tt.parameterType(pos + i));
                }
                System.arraycopy(args, pos + 1, all, pos + len, args.length - pos - 1);
                return target.run(all);
            }
        };
    }

    /** A variable-arity view of a fixed-arity handle whose last parameter takes arrayType. */
    static final class VarargsCollector extends MethodHandle {
        private final MethodHandle target;
        final Class<?> arrayType;

        VarargsCollector(MethodHandle target, Class<?> arrayType) {
            super(target.type());
            this.target = target;
            this.arrayType = arrayType;
            this.member = target.member;
            this.refKind = target.refKind;
        }

        Object run(Object[] args) throws Throwable {
            return target.run(args);
        }

        @Override
        public boolean isVarargsCollector() {
            return true;
        }

        @Override
        public MethodHandle asFixedArity() {
            return target;
        }

        @Override
        MethodHandle asTypeUncached(MethodType nt) {
            int n = type().parameterCount(), m = nt.parameterCount();
            if (m == n && arrayType.isAssignableFrom(nt.parameterType(n - 1))) {
                return target.asType(nt);
            }
            if (m < n - 1) {
                throw cannotConvert(this, nt);
            }
            return target.asCollector(arrayType, m - n + 1).asType(nt);
        }
    }

    public String toString() {
        return "MethodHandle" + type;
    }
}
