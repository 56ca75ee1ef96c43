package java.lang.reflect;

/**
 * The VM's side of core reflection (vm/natives/reflect.c; classlib/CONTRACT.md).  Public
 * only so that java.lang.Class can reach it; not part of the Java SE API.  Handles are the
 * VM's Method and Field records.
 */
public final class VMReflection {
    private VMReflection() {
    }

    static native Method[] methods(Class<?> c, boolean publicOnly);

    static native Constructor<?>[] constructors(Class<?> c, boolean publicOnly);

    static native Field[] fields(Class<?> c, boolean publicOnly);

    static native String descriptor(long handle, boolean isField);

    static native Class<?>[] types(Class<?> ctx, String desc);

    static native Class<?>[] exceptionTypes(long method);

    /** Raw body of a class (kind 0), method (1) or field (2) attribute, or null. */
    static native byte[] attribute(Class<?> c, int kind, long handle, String name);

    static native Object constant(Class<?> c, int index);

    static native Class<?> classNamed(Class<?> ctx, String internalName);

    static native Class<?> callerClass();

    static native Class<?> apiCallerClass();

    static native boolean isHidden(Class<?> c);

    static native Class<?> defineHidden0(ClassLoader loader, byte[] bytes, Class<?> nestHost);

    static native Class<?> hiddenNestHost0(Class<?> c);

    static native void initialize0(Class<?> c);

    static native Object invoke(long method, Object receiver, Object[] args, Class<?>[] ptypes);

    static native Object invokeSpecial(long method, Object receiver, Object[] args, Class<?>[] ptypes);

    static native Object newInstance(long ctor, Object[] args, Class<?>[] ptypes);

    static native Object get(long field, Object obj);

    static native void set(long field, Object obj, Object value);

    static native Object annotationInstance(Class<?> type);

    // ------------------------------------------------------------ for java.lang.Class

    public static Method[] declaredMethods(Class<?> c, boolean publicOnly) {
        return methods(c, publicOnly);
    }

    public static Constructor<?>[] declaredConstructors(Class<?> c, boolean publicOnly) {
        return constructors(c, publicOnly);
    }

    public static Field[] declaredFields(Class<?> c, boolean publicOnly) {
        return fields(c, publicOnly);
    }

    public static byte[] classAttribute(Class<?> c, String name) {
        return attribute(c, 0, 0L, name);
    }

    public static Object classConstant(Class<?> c, int index) {
        return constant(c, index);
    }

    public static Class<?> classFromName(Class<?> ctx, String internalName) {
        return classNamed(ctx, internalName);
    }

    public static boolean hidden(Class<?> c) {
        return isHidden(c);
    }

    /** A hidden class from bytes in loader (Lookup.defineHiddenClass); nestHost null: its own. */
    public static Class<?> defineHidden(ClassLoader loader, byte[] bytes, Class<?> nestHost) {
        return defineHidden0(loader, bytes, nestHost);
    }

    /** A hidden class's nest host; null for any other class. */
    public static Class<?> hiddenNestHost(Class<?> c) {
        return hiddenNestHost0(c);
    }

    /** Runs c's static initialization if it has not run (a hidden class has no name to load by). */
    public static void initialize(Class<?> c) {
        initialize0(c);
    }

    public static Class<?> caller() {
        return callerClass();
    }

    /** The caller of the class library method that calls this (reflection skipped); null if none. */
    public static Class<?> apiCaller() {
        return apiCallerClass();
    }

    /** m run on receiver without virtual dispatch (invokespecial); the target's exceptions wrapped. */
    public static Object invokeNonVirtual(Method m, Object receiver, Object[] args) throws InvocationTargetException {
        return invokeSpecial(m.handle, receiver, args, m.ptypes());
    }

    /** Defines class name from bytes in loader (null or the app loader: the built-in namespace). */
    public static Class<?> defineInLoader(ClassLoader loader, String name, byte[] bytes) {
        return Proxy.defineClass0(loader, name, bytes, 0, bytes.length);
    }

    public static Method copy(Method m) {
        return m.copy();
    }

    public static Field copy(Field f) {
        return f.copy();
    }

    public static <T> Constructor<T> copy(Constructor<T> c) {
        return c.copy();
    }

    public static String methodDescriptor(Method m) {
        return m.descriptor();
    }

    public static java.lang.annotation.Annotation[] classAnnotations(Class<?> c) {
        return AnnotationParser.parse(c, attribute(c, 0, 0L, "RuntimeVisibleAnnotations"));
    }

    public static Type[] classGenerics(Class<?> c, int which) {
        return Generics.ofClass(c, which);
    }

    public static TypeVariable<?>[] classTypeParameters(Class<?> c) {
        return Generics.classTypeParameters(c);
    }

    /** t, c's superclass (index 65535) or its interface number index, with its type annotations. */
    public static AnnotatedType annotatedType(Class<?> c, Type t, int index) {
        return t == null ? null : AnnotatedTypes.of(t,
                AnnotatedTypes.select(AnnotatedTypes.read(c, 0, 0L), AnnotatedTypes.SUPERTYPE, index));
    }

    public static char primitiveDescriptor(Class<?> c) {
        return Generics.descriptorChar(c);
    }

    public static String typeVariableText(TypeVariable<?> tv) {
        return Generics.typeVarBounds(tv);
    }

    public static RecordComponent[] recordComponents(Class<?> c) {
        return RecordComponent.of(c);
    }

    public static void checkMemberAccess(Class<?> caller, Class<?> declaring, Object target, int modifiers)
            throws IllegalAccessException {
        AccessibleObject.checkAccess(caller, declaring, target, modifiers);
    }

    // ------------------------------------------------------------ class-file bytes

    static int u1(byte[] b, int p) {
        return b[p] & 0xff;
    }

    static int u2(byte[] b, int p) {
        return ((b[p] & 0xff) << 8) | (b[p + 1] & 0xff);
    }

    static String utf8(Class<?> c, int index) {
        Object o = constant(c, index);
        return o instanceof String ? (String) o : null;
    }
}
