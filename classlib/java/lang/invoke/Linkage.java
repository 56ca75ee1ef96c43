package java.lang.invoke;

/**
 * The VM's calls into java.lang.invoke for invokedynamic with a program's own bootstrap
 * method and for the constants it takes (vm/natives/invoke.c): method-handle and
 * method-type constants, dynamically-computed constants (condy), the bootstrap call and
 * the call of the site's current target.
 */
final class Linkage {
    private Linkage() {
    }

    /** JVMS 4.4.8 reference kinds. */
    static final int GET_FIELD = 1, GET_STATIC = 2, PUT_FIELD = 3, PUT_STATIC = 4, INVOKE_VIRTUAL = 5,
            INVOKE_STATIC = 6, INVOKE_SPECIAL = 7, NEW_INVOKE_SPECIAL = 8, INVOKE_INTERFACE = 9;

    private static MethodHandles.Lookup lookup(Class<?> caller) {
        return new MethodHandles.Lookup(caller, null, MethodHandles.Lookup.FULL);
    }

    static MethodType methodType(Class<?> caller, String desc) {
        return MethodType.fromMethodDescriptorString(desc, caller.getClassLoader());
    }

    /** A CONSTANT_MethodHandle: resolved as the caller's own lookup would (its errors). */
    static MethodHandle methodHandle(Class<?> caller, int kind, Class<?> refc, String name, String desc)
            throws ReflectiveOperationException {
        MethodHandles.Lookup lk = lookup(caller);
        ClassLoader cl = caller.getClassLoader();
        switch (kind) {
            case GET_FIELD: return lk.findGetter(refc, name, fieldType(desc, cl));
            case GET_STATIC: return lk.findStaticGetter(refc, name, fieldType(desc, cl));
            case PUT_FIELD: return lk.findSetter(refc, name, fieldType(desc, cl));
            case PUT_STATIC: return lk.findStaticSetter(refc, name, fieldType(desc, cl));
            case INVOKE_STATIC: return lk.findStatic(refc, name, MethodType.fromMethodDescriptorString(desc, cl));
            case INVOKE_SPECIAL:
                return lk.findSpecial(refc, name, MethodType.fromMethodDescriptorString(desc, cl), caller);
            case NEW_INVOKE_SPECIAL:
                return lk.findConstructor(refc, MethodType.fromMethodDescriptorString(desc, cl));
            default: return lk.findVirtual(refc, name, MethodType.fromMethodDescriptorString(desc, cl));
        }
    }

    private static Class<?> fieldType(String desc, ClassLoader cl) {
        return MethodType.fromMethodDescriptorString("()" + desc, cl).returnType();
    }

    /** The bootstrap call of an invokedynamic site: (Lookup, name, type, static args...), with
     * HotSpot's BootstrapMethodErrors (an Error the bootstrap throws passes as it is). */
    static CallSite callSite(Class<?> caller, MethodHandle bsm, String name, String desc, Object[] statics) {
        MethodType type = methodType(caller, desc);
        Object r;
        try {
            r = invokeBootstrap(caller, bsm, name, type, statics);
            if (r != null && !(r instanceof CallSite)) {
                throw new ClassCastException("Cannot cast " + r.getClass().getName() + " to " + CallSite.class.getName());
            }
        } catch (Error e) {
            throw e;
        } catch (Throwable e) {
            throw new BootstrapMethodError("bootstrap method initialization exception", e);
        }
        if (r == null) {
            throw new BootstrapMethodError("CallSite bootstrap method initialization exception",
                    new ClassCastException("CallSite bootstrap method failed to produce an instance of CallSite"));
        }
        CallSite site = (CallSite) r;
        MethodHandle target = site.getTarget();
        if (!target.type().equals(type)) {
            throw new BootstrapMethodError("CallSite bootstrap method initialization exception",
                    new WrongMethodTypeException(target + " should be of type " + type));
        }
        return site;
    }

    /** A dynamically-computed constant of field descriptor desc: (Lookup, name, type, static args...). */
    static Object constant(Class<?> caller, MethodHandle bsm, String name, String desc, Object[] statics) {
        Class<?> type = fieldType(desc, caller.getClassLoader());
        try {
            Object r = invokeBootstrap(caller, bsm, name, type, statics);
            return MethodHandle.convert(r, type.isPrimitive() ? MethodType.wrapper(type) : type);
        } catch (Error e) {
            throw e;
        } catch (Throwable e) {
            throw new BootstrapMethodError("bootstrap method initialization exception", e);
        }
    }

    private static Object invokeBootstrap(Class<?> caller, MethodHandle bsm, String name, Object type, Object[] statics)
            throws Throwable {
        Object[] all = new Object[3 + statics.length];
        all[0] = lookup(caller);
        all[1] = name;
        all[2] = type;
        System.arraycopy(statics, 0, all, 3, statics.length);
        MethodType bt = bsm.type();
        if (!bsm.isVarargsCollector() && bt.parameterCount() != all.length) {
            Class<?>[] ps = new Class<?>[all.length];
            java.util.Arrays.fill(ps, Object.class);
            ps[0] = MethodHandles.Lookup.class;
            ps[1] = String.class;
            ps[2] = type instanceof Class ? Class.class : MethodType.class;
            throw new WrongMethodTypeException("cannot convert " + bsm + " to " + MethodType.methodType(Object.class, ps));
        }
        return bsm.invokeWithArguments(all);
    }

    /** A call of the site: its current target with the site's arguments (boxed). */
    static Object invoke(CallSite site, Object[] args) throws Throwable {
        return site.getTarget().run(args);
    }
}
