package java.lang.invoke;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A typed reference to a variable: an instance field, a static field or an array element.
 * The access-mode methods (get, set, compareAndSet, getAndAdd, ...) are
 * signature-polymorphic: the VM links each call site's name and descriptor to a native
 * that boxes the arguments into {@link #invokeFromVM} (vm/natives/invoke.c), which checks
 * the site's type against the access mode's (exactly, or with asType's conversions and
 * HotSpot's WrongMethodTypeException texts) and then runs the access on the variable's
 * word with the natives under the atomic classes (VarHandleWords).  Every access is
 * sequentially consistent, which is at least what each mode promises; the weak
 * compare-and-set modes never fail spuriously.
 */
public abstract class VarHandle {

    /** The kinds of access-mode type (the JDK's AccessType). */
    static final int T_GET = 0, T_SET = 1, T_CAS = 2, T_CAE = 3, T_GAU = 4;

    /** What each mode does. */
    static final int K_GET = 0, K_SET = 1, K_CAS = 2, K_CAE = 3, K_GAS = 4, K_ADD = 5, K_OR = 6, K_AND = 7,
            K_XOR = 8;

    public enum AccessMode {
        GET("get", T_GET, K_GET),
        SET("set", T_SET, K_SET),
        GET_VOLATILE("getVolatile", T_GET, K_GET),
        SET_VOLATILE("setVolatile", T_SET, K_SET),
        GET_ACQUIRE("getAcquire", T_GET, K_GET),
        SET_RELEASE("setRelease", T_SET, K_SET),
        GET_OPAQUE("getOpaque", T_GET, K_GET),
        SET_OPAQUE("setOpaque", T_SET, K_SET),
        COMPARE_AND_SET("compareAndSet", T_CAS, K_CAS),
        COMPARE_AND_EXCHANGE("compareAndExchange", T_CAE, K_CAE),
        COMPARE_AND_EXCHANGE_ACQUIRE("compareAndExchangeAcquire", T_CAE, K_CAE),
        COMPARE_AND_EXCHANGE_RELEASE("compareAndExchangeRelease", T_CAE, K_CAE),
        WEAK_COMPARE_AND_SET_PLAIN("weakCompareAndSetPlain", T_CAS, K_CAS),
        WEAK_COMPARE_AND_SET("weakCompareAndSet", T_CAS, K_CAS),
        WEAK_COMPARE_AND_SET_ACQUIRE("weakCompareAndSetAcquire", T_CAS, K_CAS),
        WEAK_COMPARE_AND_SET_RELEASE("weakCompareAndSetRelease", T_CAS, K_CAS),
        GET_AND_SET("getAndSet", T_GAU, K_GAS),
        GET_AND_SET_ACQUIRE("getAndSetAcquire", T_GAU, K_GAS),
        GET_AND_SET_RELEASE("getAndSetRelease", T_GAU, K_GAS),
        GET_AND_ADD("getAndAdd", T_GAU, K_ADD),
        GET_AND_ADD_ACQUIRE("getAndAddAcquire", T_GAU, K_ADD),
        GET_AND_ADD_RELEASE("getAndAddRelease", T_GAU, K_ADD),
        GET_AND_BITWISE_OR("getAndBitwiseOr", T_GAU, K_OR),
        GET_AND_BITWISE_OR_RELEASE("getAndBitwiseOrRelease", T_GAU, K_OR),
        GET_AND_BITWISE_OR_ACQUIRE("getAndBitwiseOrAcquire", T_GAU, K_OR),
        GET_AND_BITWISE_AND("getAndBitwiseAnd", T_GAU, K_AND),
        GET_AND_BITWISE_AND_RELEASE("getAndBitwiseAndRelease", T_GAU, K_AND),
        GET_AND_BITWISE_AND_ACQUIRE("getAndBitwiseAndAcquire", T_GAU, K_AND),
        GET_AND_BITWISE_XOR("getAndBitwiseXor", T_GAU, K_XOR),
        GET_AND_BITWISE_XOR_RELEASE("getAndBitwiseXorRelease", T_GAU, K_XOR),
        GET_AND_BITWISE_XOR_ACQUIRE("getAndBitwiseXorAcquire", T_GAU, K_XOR);

        final String methodName;
        final int at, kind;

        AccessMode(String methodName, int at, int kind) {
            this.methodName = methodName;
            this.at = at;
            this.kind = kind;
        }

        public String methodName() {
            return methodName;
        }

        public static AccessMode valueFromMethodName(String methodName) {
            for (AccessMode m : MODES) {
                if (m.methodName.equals(methodName)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("No AccessMode value for method name " + methodName);
        }
    }

    static final AccessMode[] MODES = AccessMode.values();

    final Class<?> varType;
    final Class<?>[] coords;
    final boolean exact;
    final boolean readOnly;
    private final MethodType[] types = new MethodType[5];
    private final MethodHandle[] handles = new MethodHandle[MODES.length];
    /** The last call site seen: its descriptor String (the VM passes one per site) and type. */
    private volatile Object[] lastSite;

    VarHandle(Class<?> varType, Class<?>[] coords, boolean exact, boolean readOnly) {
        this.varType = varType;
        this.coords = coords;
        this.exact = exact;
        this.readOnly = readOnly;
    }

    /** Runs mode with arguments already of its access-mode type (boxed). */
    abstract Object run(AccessMode mode, Object[] args) throws Throwable;

    /** The first argument as the first coordinate's type (at a site that names another). */
    Object convertCoordinate0(Object v) {
        return MethodHandle.convert(v, accessModeType(MODES[0]).parameterType(0));
    }

    /** This handle with the other invocation behaviour. */
    abstract VarHandle withExact(boolean exact);

    // ------------------------------------------------------------ access modes (signature-polymorphic)

    public final native Object get(Object... args);

    public final native void set(Object... args);

    public final native Object getVolatile(Object... args);

    public final native void setVolatile(Object... args);

    public final native Object getOpaque(Object... args);

    public final native void setOpaque(Object... args);

    public final native Object getAcquire(Object... args);

    public final native void setRelease(Object... args);

    public final native boolean compareAndSet(Object... args);

    public final native Object compareAndExchange(Object... args);

    public final native Object compareAndExchangeAcquire(Object... args);

    public final native Object compareAndExchangeRelease(Object... args);

    public final native boolean weakCompareAndSetPlain(Object... args);

    public final native boolean weakCompareAndSet(Object... args);

    public final native boolean weakCompareAndSetAcquire(Object... args);

    public final native boolean weakCompareAndSetRelease(Object... args);

    public final native Object getAndSet(Object... args);

    public final native Object getAndSetAcquire(Object... args);

    public final native Object getAndSetRelease(Object... args);

    public final native Object getAndAdd(Object... args);

    public final native Object getAndAddAcquire(Object... args);

    public final native Object getAndAddRelease(Object... args);

    public final native Object getAndBitwiseOr(Object... args);

    public final native Object getAndBitwiseOrAcquire(Object... args);

    public final native Object getAndBitwiseOrRelease(Object... args);

    public final native Object getAndBitwiseAnd(Object... args);

    public final native Object getAndBitwiseAndAcquire(Object... args);

    public final native Object getAndBitwiseAndRelease(Object... args);

    public final native Object getAndBitwiseXor(Object... args);

    public final native Object getAndBitwiseXorAcquire(Object... args);

    public final native Object getAndBitwiseXorRelease(Object... args);

    /** The VM's entry for a call site of mode (its ordinal) with descriptor siteDesc in class caller. */
    final Object invokeFromVM(Class<?> caller, String siteDesc, int modeIndex, Object[] args) throws Throwable {
        AccessMode mode = MODES[modeIndex];
        MethodType amt = accessModeType(mode);
        Object[] last = lastSite;
        MethodType site;
        if (last != null && last[0] == siteDesc && last[1] == caller) {
            site = (MethodType) last[2];
        } else {
            site = MethodType.fromMethodDescriptorString(siteDesc, caller == null ? null : caller.getClassLoader());
            lastSite = new Object[] { siteDesc, caller, site };
        }
        return invokeTyped(mode, amt, site, args, false);
    }

    /** A call of mode at a site of type site; an exact invoker's (invoker) insists on the type
     * and words the mismatch as invoker handles do. */
    final Object invokeTyped(AccessMode mode, MethodType amt, MethodType site, Object[] args, boolean invoker)
            throws Throwable {
        if (site.equals(amt)) {
            return run(mode, args);
        }
        if (invoker) {
            throw new WrongMethodTypeException("expected " + site.insertParameterTypes(0, VarHandle.class)
                    + " but found " + amt.insertParameterTypes(0, VarHandle.class));
        }
        if (exact) {
            throw new WrongMethodTypeException("expected " + amt + " but found " + site);
        }
        int n = amt.parameterCount();
        boolean ok = site.parameterCount() == n && MethodHandle.canConvert(amt.returnType(), site.returnType());
        for (int i = 0; ok && i < n; i++) {
            ok = MethodHandle.canConvert(site.parameterType(i), amt.parameterType(i));
        }
        if (!ok) {
            throw new WrongMethodTypeException("cannot convert MethodHandle"
                    + amt.insertParameterTypes(0, VarHandle.class) + " to " + site.insertParameterTypes(0, VarHandle.class));
        }
        for (int i = 0; i < n; i++) {
            Class<?> pt = amt.parameterType(i);
            if (args[i] == null && pt.isPrimitive()) {
                throw new NullPointerException("Cannot invoke \"" + MethodType.wrapper(pt).getName() + "." + pt.getName()
                        + "Value()\" because \"x\" is null");
            }
            args[i] = i == 0 && coords.length > 0 ? convertCoordinate0(args[0]) : MethodHandle.convert(args[i], pt);
        }
        return MethodHandle.convertReturn(run(mode, args), amt.returnType(), site.returnType());
    }

    /** MethodHandles.varHandleInvoker and varHandleExactInvoker: (VarHandle, type's parameters). */
    static MethodHandle invoker(final AccessMode mode, final MethodType type, final boolean exactInvoker) {
        if (mode == null || type == null) {
            throw new NullPointerException();
        }
        return new MethodHandle(type.insertParameterTypes(0, VarHandle.class)) {
            Object run(Object[] args) throws Throwable {
                VarHandle vh = (VarHandle) args[0];
                if (vh == null) {
                    throw new NullPointerException();
                }
                Object[] rest = Arrays.copyOfRange(args, 1, args.length);
                return vh.invokeTyped(mode, vh.accessModeType(mode), type, rest, exactInvoker);
            }
        };
    }

    // ------------------------------------------------------------ description

    public Class<?> varType() {
        return varType;
    }

    public List<Class<?>> coordinateTypes() {
        return Collections.unmodifiableList(Arrays.asList(coords.clone()));
    }

    public boolean hasInvokeExactBehavior() {
        return exact;
    }

    public VarHandle withInvokeExactBehavior() {
        return exact ? this : withExact(true);
    }

    public VarHandle withInvokeBehavior() {
        return exact ? withExact(false) : this;
    }

    public final MethodType accessModeType(AccessMode accessMode) {
        int at = accessMode.at;
        MethodType t = types[at];
        if (t == null) {
            Class<?> v = varType;
            switch (at) {
                case T_GET: t = MethodType.methodType(v, coords); break;
                case T_SET: t = MethodType.methodType(void.class, coords).appendParameterTypes(v); break;
                case T_CAS: t = MethodType.methodType(boolean.class, coords).appendParameterTypes(v, v); break;
                case T_CAE: t = MethodType.methodType(v, coords).appendParameterTypes(v, v); break;
                default: t = MethodType.methodType(v, coords).appendParameterTypes(v); break;
            }
            types[at] = t;
        }
        return t;
    }

    public final boolean isAccessModeSupported(AccessMode accessMode) {
        return supports(accessMode);
    }

    boolean supports(AccessMode accessMode) {
        int k = accessMode.kind;
        if (k == K_GET) {
            return true;
        }
        if (readOnly) {
            return false;
        }
        Class<?> v = varType;
        if (k == K_ADD) {
            return v.isPrimitive() && v != boolean.class;
        }
        if (k >= K_OR) {
            return v.isPrimitive() && v != float.class && v != double.class;
        }
        return true;
    }

    public MethodHandle toMethodHandle(final AccessMode accessMode) {
        MethodHandle h = handles[accessMode.ordinal()];
        if (h == null) {
            final VarHandle vh = this;
            h = new MethodHandle(accessModeType(accessMode)) {
                Object run(Object[] args) throws Throwable {
                    return vh.run(accessMode, args);
                }
            };
            handles[accessMode.ordinal()] = h;
        }
        return h;
    }

    public final String toString() {
        return "VarHandle[varType=" + varType.getName() + ", coord=" + Arrays.asList(coords) + "]";
    }

    // ------------------------------------------------------------ fences

    public static native void fullFence();

    public static native void acquireFence();

    public static native void releaseFence();

    public static void loadLoadFence() {
        acquireFence();
    }

    public static void storeStoreFence() {
        releaseFence();
    }

    // ------------------------------------------------------------ the variables

    /** How a variable's value sits in its word. */
    /** A nominal descriptor of this handle, where it has one (fields and array elements). */
    public java.util.Optional<VarHandleDesc> describeConstable() {
        return java.util.Optional.empty();
    }

    /** The descriptor of c, or null for a class that has none (a hidden class). */
    static java.lang.constant.ClassDesc classDesc(Class<?> c) {
        return c.describeConstable().orElse(null);
    }

    /** A nominal descriptor of a field or array-element VarHandle (the JDK's texts). */
    public static final class VarHandleDesc extends java.lang.constant.DynamicConstantDesc<VarHandle> {
        private enum Kind {
            FIELD, STATIC_FIELD, ARRAY
        }

        private final Kind kind;
        private final java.lang.constant.ClassDesc declaringClass;
        private final java.lang.constant.ClassDesc varType;

        private VarHandleDesc(Kind kind, String name, java.lang.constant.ClassDesc declaringClass,
                java.lang.constant.ClassDesc varType) {
            super(kind == Kind.FIELD ? java.lang.constant.ConstantDescs.BSM_VARHANDLE_FIELD
                    : kind == Kind.STATIC_FIELD ? java.lang.constant.ConstantDescs.BSM_VARHANDLE_STATIC_FIELD
                    : java.lang.constant.ConstantDescs.BSM_VARHANDLE_ARRAY, name,
                    java.lang.constant.ConstantDescs.CD_VarHandle, kind == Kind.ARRAY
                    ? new java.lang.constant.ConstantDesc[] { declaringClass }
                    : new java.lang.constant.ConstantDesc[] { declaringClass, varType });
            this.kind = kind;
            this.declaringClass = declaringClass;
            this.varType = varType;
        }

        public static VarHandleDesc ofField(java.lang.constant.ClassDesc declaringClass, String name,
                java.lang.constant.ClassDesc fieldType) {
            java.util.Objects.requireNonNull(declaringClass);
            java.util.Objects.requireNonNull(name);
            java.util.Objects.requireNonNull(fieldType);
            return new VarHandleDesc(Kind.FIELD, name, declaringClass, fieldType);
        }

        public static VarHandleDesc ofStaticField(java.lang.constant.ClassDesc declaringClass, String name,
                java.lang.constant.ClassDesc fieldType) {
            java.util.Objects.requireNonNull(declaringClass);
            java.util.Objects.requireNonNull(name);
            java.util.Objects.requireNonNull(fieldType);
            return new VarHandleDesc(Kind.STATIC_FIELD, name, declaringClass, fieldType);
        }

        public static VarHandleDesc ofArray(java.lang.constant.ClassDesc arrayClass) {
            java.util.Objects.requireNonNull(arrayClass);
            if (!arrayClass.isArray()) {
                throw new IllegalArgumentException("Array class argument not an array: " + arrayClass);
            }
            return new VarHandleDesc(Kind.ARRAY, java.lang.constant.ConstantDescs.DEFAULT_NAME, arrayClass,
                    arrayClass.componentType());
        }

        public java.lang.constant.ClassDesc varType() {
            return varType;
        }

        @Override
        public VarHandle resolveConstantDesc(MethodHandles.Lookup lookup) throws ReflectiveOperationException {
            switch (kind) {
                case FIELD:
                    return lookup.findVarHandle((Class<?>) declaringClass.resolveConstantDesc(lookup), constantName(),
                            (Class<?>) varType.resolveConstantDesc(lookup));
                case STATIC_FIELD:
                    return lookup.findStaticVarHandle((Class<?>) declaringClass.resolveConstantDesc(lookup),
                            constantName(), (Class<?>) varType.resolveConstantDesc(lookup));
                default:
                    return MethodHandles.arrayElementVarHandle((Class<?>) declaringClass.resolveConstantDesc(lookup));
            }
        }

        @Override
        public String toString() {
            if (kind == Kind.ARRAY) {
                return String.format("VarHandleDesc[%s[]]", declaringClass.displayName());
            }
            return String.format("VarHandleDesc[%s%s.%s:%s]", kind == Kind.STATIC_FIELD ? "static " : "",
                    declaringClass.displayName(), constantName(), varType.displayName());
        }
    }

    static final int R_INT = 0, R_LONG = 1, R_REF = 2, R_BYTE = 3, R_SHORT = 4;

    /** A field (static when stat: its object is the declaring class, initialized when the
     * handle is made) or an array element. */
    static final class Word extends VarHandle {
        private final boolean array, stat;
        private final long offset;          // a field's word (VarHandleWords)
        private final Class<?> decl;        // a static's class
        private final int rep, shift;
        private final char tc;              // the variable's descriptor char

        Word(Class<?> varType, Class<?>[] coords, boolean exact, boolean readOnly, boolean array, boolean stat,
                long offset, Class<?> decl) {
            super(varType, coords, exact, readOnly);
            this.array = array;
            this.stat = stat;
            this.offset = offset;
            this.decl = decl;
            char c = 'L';
            if (varType.isPrimitive()) {
                String n = varType.getName();
                c = n.equals("boolean") ? 'Z' : n.equals("long") ? 'J' : Character.toUpperCase(n.charAt(0));
            }
            tc = c;
            int r, s;
            switch (c) {
                case 'J': case 'D': r = R_LONG; s = 3; break;
                case 'L': r = R_REF; s = 3; break;
                case 'I': case 'F': r = R_INT; s = 2; break;
                case 'B': case 'Z': r = array ? R_BYTE : R_INT; s = 0; break;
                default: r = array ? R_SHORT : R_INT; s = 1; break;
            }
            rep = r;
            shift = s;
        }

        /** A field's name (null for an array element), for describeConstable. */
        private String fieldName;

        @Override
        public java.util.Optional<VarHandleDesc> describeConstable() {
            java.lang.constant.ClassDesc vt = classDesc(varType);
            if (array) {
                java.lang.constant.ClassDesc at = classDesc(coords[0]);
                return at == null ? java.util.Optional.<VarHandleDesc>empty()
                        : java.util.Optional.of(VarHandleDesc.ofArray(at));
            }
            java.lang.constant.ClassDesc dc = classDesc(stat ? decl : coords[0]);
            if (vt == null || dc == null || fieldName == null) {
                return java.util.Optional.empty();
            }
            return java.util.Optional.of(stat ? VarHandleDesc.ofStaticField(dc, fieldName, vt)
                    : VarHandleDesc.ofField(dc, fieldName, vt));
        }

        static Word field(java.lang.reflect.Field f, boolean exact) {
            long[] out = new long[3];
            Class<?> d = f.getDeclaringClass();
            if (VarHandleWords.fieldInfo(d, f.getName(), out) == null) {
                throw new InternalError("no field " + f);
            }
            boolean st = java.lang.reflect.Modifier.isStatic(f.getModifiers());
            boolean ro = java.lang.reflect.Modifier.isFinal(f.getModifiers());
            if (st) {
                MethodHandles.Lookup.initialize(d);     // as HotSpot does, when the handle is made
            }
            Word w = new Word(f.getType(), st ? new Class<?>[0] : new Class<?>[] { d }, exact, ro, false, st, out[2], d);
            w.fieldName = f.getName();
            return w;
        }

        static Word element(Class<?> arrayClass, boolean exact) {
            return new Word(arrayClass.getComponentType(), new Class<?>[] { arrayClass, int.class }, exact, false,
                    true, false, 0, null);
        }

        VarHandle withExact(boolean x) {
            Word w = new Word(varType, coords, x, readOnly, array, stat, offset, decl);
            w.fieldName = fieldName;
            return w;
        }

        /** An array element's array is cast as HotSpot's checkcast does (its text). */
        @Override
        Object convertCoordinate0(Object v) {
            if (!array || v == null) {
                return super.convertCoordinate0(v);
            }
            switch (tc) {
                case 'Z': return (boolean[]) v;
                case 'B': return (byte[]) v;
                case 'S': return (short[]) v;
                case 'C': return (char[]) v;
                case 'I': return (int[]) v;
                case 'J': return (long[]) v;
                case 'F': return (float[]) v;
                case 'D': return (double[]) v;
                default: return coords[0].cast((Object[]) v);
            }
        }

        private String arrayName() {
            switch (tc) {
                case 'L': return "object";
                case 'Z': return "byte/boolean";
                case 'B': return "byte/boolean";
                default: return varType.getName();
            }
        }

        Object run(AccessMode mode, Object[] args) throws Throwable {
            int k = mode.kind;
            if (!isAccessModeSupported(mode)) {
                throw new UnsupportedOperationException();
            }
            Object base;
            long off;
            int vi;
            if (array) {
                base = args[0];
                int i = (Integer) args[1];
                if (base == null) {
                    throw new NullPointerException((mode == AccessMode.GET ? "Cannot load from " + arrayName() + " array"
                            : mode == AccessMode.SET ? "Cannot store to " + arrayName() + " array"
                            : "Cannot read the array length") + " because \"array\" is null");
                }
                int len = java.lang.reflect.Array.getLength(base);
                if (i < 0 || i >= len) {
                    throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + len);
                }
                if (rep == R_REF && k != K_GET) {
                    Class<?> ct = base.getClass().getComponentType();
                    Object v = args[k == K_CAS || k == K_CAE ? 3 : 2];
                    if (v != null && !ct.isInstance(v)) {
                        // plain set is HotSpot's aastore; the others its reflective check
                        throw mode == AccessMode.SET ? new ArrayStoreException(v.getClass().getName())
                                : new ArrayStoreException();
                    }
                }
                off = VarHandleWords.BASE + ((long) i << shift);
                vi = 2;
            } else if (stat) {
                base = decl;
                off = offset;
                vi = 0;
            } else {
                base = args[0];
                if (base == null) {
                    throw new NullPointerException();
                }
                off = offset;
                vi = 1;
            }
            if (rep == R_REF) {
                switch (k) {
                    case K_GET: return VarHandleWords.getRef(base, off);
                    case K_SET: VarHandleWords.putRef(base, off, args[vi]); return null;
                    case K_CAS: return VarHandleWords.casRef(base, off, args[vi], args[vi + 1]);
                    case K_CAE: return VarHandleWords.cmpxchgRef(base, off, args[vi], args[vi + 1]);
                    default: return VarHandleWords.getAndSetRef(base, off, args[vi]);
                }
            }
            switch (k) {
                case K_GET:
                    return box(load(base, off));
                case K_SET:
                    store(base, off, bits(args[vi]));
                    return null;
                case K_CAS: {
                    long e = bits(args[vi]);
                    if (rep == R_INT) {
                        return VarHandleWords.casInt(base, off, (int) e, (int) bits(args[vi + 1]));
                    }
                    if (rep == R_LONG) {
                        return VarHandleWords.casLong(base, off, e, bits(args[vi + 1]));
                    }
                    return cmpxchg(base, off, e, bits(args[vi + 1])) == e;
                }
                case K_CAE:
                    return box(cmpxchg(base, off, bits(args[vi]), bits(args[vi + 1])));
                default:
                    break;
            }
            long x = bits(args[vi]);
            if (k == K_GAS && rep == R_INT) {
                return box(VarHandleWords.getAndSetInt(base, off, (int) x));
            }
            if (k == K_GAS && rep == R_LONG) {
                return box(VarHandleWords.getAndSetLong(base, off, x));
            }
            if (k == K_ADD && tc == 'I') {
                return VarHandleWords.getAndAddInt(base, off, (int) x);
            }
            if (k == K_ADD && tc == 'J') {
                return VarHandleWords.getAndAddLong(base, off, x);
            }
            long old = load(base, off);
            for (;;) {
                long nv = canon(update(k, old, x));
                long w = cmpxchg(base, off, old, nv);
                if (w == old) {
                    return box(old);
                }
                old = w;
            }
        }

        /** The new value of a read-modify-write mode k on old with operand x (both canonical). */
        private long update(int k, long old, long x) {
            switch (k) {
                case K_GAS: return x;
                case K_OR: return old | x;
                case K_AND: return old & x;
                case K_XOR: return old ^ x;
                default:
                    if (tc == 'F') {
                        return Float.floatToRawIntBits(Float.intBitsToFloat((int) old) + Float.intBitsToFloat((int) x));
                    }
                    if (tc == 'D') {
                        return Double.doubleToRawLongBits(Double.longBitsToDouble(old) + Double.longBitsToDouble(x));
                    }
                    return old + x;
            }
        }

        private long load(Object base, long off) {
            switch (rep) {
                case R_INT: return VarHandleWords.getInt(base, off);
                case R_LONG: return VarHandleWords.getLong(base, off);
                case R_BYTE: return VarHandleWords.getSmall(base, off, 1);
                default: return VarHandleWords.getSmall(base, off, 2);
            }
        }

        private void store(Object base, long off, long v) {
            switch (rep) {
                case R_INT: VarHandleWords.putInt(base, off, (int) v); break;
                case R_LONG: VarHandleWords.putLong(base, off, v); break;
                case R_BYTE: VarHandleWords.putSmall(base, off, 1, (int) v); break;
                default: VarHandleWords.putSmall(base, off, 2, (int) v); break;
            }
        }

        private long cmpxchg(Object base, long off, long e, long v) {
            switch (rep) {
                case R_INT: return VarHandleWords.cmpxchgInt(base, off, (int) e, (int) v);
                case R_LONG: return VarHandleWords.cmpxchgLong(base, off, e, v);
                case R_BYTE: return VarHandleWords.cmpxchgSmall(base, off, 1, (int) e, (int) v);
                default: return VarHandleWords.cmpxchgSmall(base, off, 2, (int) e, (int) v);
            }
        }

        /** x as this variable's word holds it: narrowed to the type, then zero-extended
         * for a 1- or 2-byte element, sign-extended from 32 bits for an int word. */
        private long canon(long x) {
            switch (tc) {
                case 'B': x = (byte) x; break;
                case 'S': x = (short) x; break;
                case 'C': x = (char) x; break;
                case 'Z': x = x & 1; break;
                case 'I': case 'F': x = (int) x; break;
                default: break;
            }
            switch (rep) {
                case R_BYTE: return x & 0xFF;
                case R_SHORT: return x & 0xFFFF;
                default: return x;
            }
        }

        private long bits(Object v) {
            long x;
            switch (tc) {
                case 'Z': x = (Boolean) v ? 1 : 0; break;
                case 'C': x = (Character) v; break;
                case 'F': x = Float.floatToRawIntBits((Float) v); break;
                case 'D': x = Double.doubleToRawLongBits((Double) v); break;
                default: x = ((Number) v).longValue(); break;
            }
            return canon(x);
        }

        private Object box(long x) {
            switch (tc) {
                case 'Z': return (x & 1) != 0;
                case 'B': return (byte) x;
                case 'S': return (short) x;
                case 'C': return (char) x;
                case 'I': return (int) x;
                case 'F': return Float.intBitsToFloat((int) x);
                case 'J': return x;
                default: return Double.longBitsToDouble(x);
            }
        }
    }

    /**
     * A view of a byte[] (or a ByteBuffer) as elements of a wider primitive type in a byte
     * order, at any byte index.  Plain get and set work at every index; the other modes
     * need an index aligned to the element's size (IllegalStateException) and run on the
     * word with VarHandleWords, its bytes swapped for the other byte order.  A direct
     * ByteBuffer supports only the plain modes here.
     */
    static final class View extends VarHandle {
        private final boolean buffer, big;
        private final char tc;
        private final int size;

        View(Class<?> viewArrayClass, boolean buffer, boolean big, boolean exact) {
            super(viewArrayClass.getComponentType(), new Class<?>[] {
                buffer ? java.nio.ByteBuffer.class : byte[].class, int.class }, exact, false);
            this.buffer = buffer;
            this.big = big;
            Class<?> c = viewArrayClass.getComponentType();
            String n = c.getName();
            tc = n.equals("long") ? 'J' : Character.toUpperCase(n.charAt(0));
            size = tc == 'S' || tc == 'C' ? 2 : tc == 'I' || tc == 'F' ? 4 : 8;
        }

        static View of(Class<?> viewArrayClass, java.nio.ByteOrder order, boolean buffer) {
            if (!viewArrayClass.isArray()) {
                throw new IllegalArgumentException("not an array: " + viewArrayClass);
            }
            Class<?> c = viewArrayClass.getComponentType();
            if (!c.isPrimitive() || c == byte.class || c == boolean.class) {
                throw new UnsupportedOperationException();
            }
            if (order == null) {
                throw new NullPointerException();
            }
            return new View(viewArrayClass, buffer, order == java.nio.ByteOrder.BIG_ENDIAN, false);
        }

        VarHandle withExact(boolean x) {
            return new View(java.lang.reflect.Array.newInstance(varType, 0).getClass(), buffer, big, x);
        }

        @Override
        boolean supports(AccessMode mode) {
            if (size == 2) {
                return mode.kind <= K_SET;
            }
            if ((tc == 'F' || tc == 'D') && mode.kind >= K_ADD) {
                return false;
            }
            return super.supports(mode);
        }

        Object run(AccessMode mode, Object[] args) throws Throwable {
            int k = mode.kind;
            if (!isAccessModeSupported(mode)) {
                throw new UnsupportedOperationException();
            }
            int index = (Integer) args[1];
            byte[] ba;
            int len, at;
            if (buffer) {
                java.nio.ByteBuffer bb = (java.nio.ByteBuffer) args[0];
                if (bb == null) {
                    throw new NullPointerException();
                }
                if (k != K_GET && bb.isReadOnly()) {
                    throw new java.nio.ReadOnlyBufferException();
                }
                len = bb.limit();
                if (index < 0 || index > len - size) {
                    throw new IndexOutOfBoundsException("Index " + index + " out of bounds for length " + (len - size + 1));
                }
                if (!bb.hasArray()) {
                    return direct(mode, bb, index, args);
                }
                ba = bb.array();
                at = bb.arrayOffset() + index;
            } else {
                ba = (byte[]) args[0];
                if (ba == null) {
                    throw new NullPointerException("Cannot read the array length because \"ba\" is null");
                }
                len = ba.length;
                if (index < 0 || index > len - size) {
                    throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length "
                            + (len - size + 1));
                }
                at = index;
            }
            if (mode == AccessMode.GET || mode == AccessMode.SET) {
                if (mode == AccessMode.GET) {
                    long x = 0;
                    for (int b = 0; b < size; b++) {
                        int v = ba[at + (big ? b : size - 1 - b)] & 0xFF;
                        x = (x << 8) | v;
                    }
                    return box(x);
                }
                long x = bits(args[2]);
                for (int b = 0; b < size; b++) {
                    ba[at + (big ? size - 1 - b : b)] = (byte) x;
                    x >>>= 8;
                }
                return null;
            }
            long off = VarHandleWords.BASE + at;
            if (off % size != 0) {
                throw new IllegalStateException("Misaligned access at address: " + off);
            }
            switch (k) {
                case K_GET: return box(load(ba, off));
                case K_SET: store(ba, off, bits(args[2])); return null;
                case K_CAS: {
                    long e = bits(args[2]);
                    return cmpxchg(ba, off, e, bits(args[3])) == e;
                }
                case K_CAE: return box(cmpxchg(ba, off, bits(args[2]), bits(args[3])));
                default: break;
            }
            long x = bits(args[2]);
            long old = load(ba, off);
            for (;;) {
                long nv;
                switch (k) {
                    case K_GAS: nv = x; break;
                    case K_OR: nv = old | x; break;
                    case K_AND: nv = old & x; break;
                    case K_XOR: nv = old ^ x; break;
                    default: nv = size == 4 ? (int) (old + x) : old + x; break;
                }
                long w = cmpxchg(ba, off, old, nv);
                if (w == old) {
                    return box(old);
                }
                old = w;
            }
        }

        /** A direct buffer: its plain get and put. */
        private Object direct(AccessMode mode, java.nio.ByteBuffer bb, int index, Object[] args) {
            if (mode != AccessMode.GET && mode != AccessMode.SET) {
                throw new UnsupportedOperationException("VarHandle " + mode.methodName
                        + " on a direct ByteBuffer is not supported by this VM");
            }
            java.nio.ByteOrder saved = bb.order();
            java.nio.ByteBuffer b = bb.duplicate().order(big ? java.nio.ByteOrder.BIG_ENDIAN
                    : java.nio.ByteOrder.LITTLE_ENDIAN);
            if (mode == AccessMode.GET) {
                switch (tc) {
                    case 'S': return b.getShort(index);
                    case 'C': return b.getChar(index);
                    case 'I': return b.getInt(index);
                    case 'J': return b.getLong(index);
                    case 'F': return b.getFloat(index);
                    default: return b.getDouble(index);
                }
            }
            Object v = args[2];
            switch (tc) {
                case 'S': b.putShort(index, (Short) v); break;
                case 'C': b.putChar(index, (Character) v); break;
                case 'I': b.putInt(index, (Integer) v); break;
                case 'J': b.putLong(index, (Long) v); break;
                case 'F': b.putFloat(index, (Float) v); break;
                default: b.putDouble(index, (Double) v); break;
            }
            bb.order(saved);
            return null;
        }

        /** The logical value x (canonical: sign-extended from 32 bits for 4 bytes, 16 for 2)
         * as the word holds it, or back: bytes swapped for big-endian. */
        private long swap(long x) {
            if (!big) {
                return x;
            }
            switch (size) {
                case 2: return Short.reverseBytes((short) x);
                case 4: return Integer.reverseBytes((int) x);
                default: return Long.reverseBytes(x);
            }
        }

        private long load(byte[] ba, long off) {
            switch (size) {
                case 2: return swap((short) VarHandleWords.getSmall(ba, off, 2));
                case 4: return swap(VarHandleWords.getInt(ba, off));
                default: return swap(VarHandleWords.getLong(ba, off));
            }
        }

        private void store(byte[] ba, long off, long x) {
            switch (size) {
                case 2: VarHandleWords.putSmall(ba, off, 2, (int) swap(x)); break;
                case 4: VarHandleWords.putInt(ba, off, (int) swap(x)); break;
                default: VarHandleWords.putLong(ba, off, swap(x)); break;
            }
        }

        private long cmpxchg(byte[] ba, long off, long e, long x) {
            if (size == 4) {
                return swap(VarHandleWords.cmpxchgInt(ba, off, (int) swap(e), (int) swap(x)));
            }
            return swap(VarHandleWords.cmpxchgLong(ba, off, swap(e), swap(x)));
        }

        private long bits(Object v) {
            switch (tc) {
                case 'S': return (Short) v;
                case 'C': return (short) (char) (Character) v;
                case 'I': return (Integer) v;
                case 'J': return (Long) v;
                case 'F': return Float.floatToRawIntBits((Float) v);
                default: return Double.doubleToRawLongBits((Double) v);
            }
        }

        private Object box(long x) {
            switch (tc) {
                case 'S': return (short) x;
                case 'C': return (char) x;
                case 'I': return (int) x;
                case 'J': return x;
                case 'F': return Float.intBitsToFloat((int) x);
                default: return Double.longBitsToDouble(x);
            }
        }
    }
}
