package java.lang.invoke;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * Lookups of method handles over core reflection: virtual, static, special (run as
 * virtual), constructors, field getters and setters, unreflect; insertArguments,
 * constant, identity.  Access is checked as the lookup class's code would see it
 * (private members of its own nest, package-private of its package).
 */
public class MethodHandles {
    private MethodHandles() {
    }

    public static Lookup lookup() {
        return new Lookup(callerClass0(), true);
    }

    public static Lookup publicLookup() {
        return new Lookup(Object.class, false);
    }

    /** The class of the innermost Java frame outside java.lang.invoke. */
    private static native Class<?> callerClass0();

    public static MethodHandle insertArguments(MethodHandle target, int pos, Object... values) {
        MethodType t = target.type();
        if (pos < 0 || pos + values.length > t.parameterCount()) {
            throw new IllegalArgumentException("too many values to insert");
        }
        final Object[] vs = values.clone();
        for (int i = 0; i < vs.length; i++) {
            vs[i] = MethodHandle.convert(vs[i], t.parameterType(pos + i));
        }
        return new MethodHandle(t.dropParameterTypes(pos, pos + vs.length)) {
            Object run(Object[] args) throws Throwable {
                Object[] all = new Object[args.length + vs.length];
                System.arraycopy(args, 0, all, 0, pos);
                System.arraycopy(vs, 0, all, pos, vs.length);
                System.arraycopy(args, pos, all, pos + vs.length, args.length - pos);
                return target.run(all);
            }
        };
    }

    public static MethodHandle constant(Class<?> type, Object value) {
        final Object v = MethodHandle.convert(value, type);
        return new MethodHandle(MethodType.methodType(type)) {
            Object run(Object[] args) {
                return v;
            }
        };
    }

    public static MethodHandle identity(Class<?> type) {
        return new MethodHandle(MethodType.methodType(type, type)) {
            Object run(Object[] args) {
                return args[0];
            }
        };
    }

    static Object unwrap(InvocationTargetException e) throws Throwable {
        throw e.getCause();
    }

    public static final class Lookup {
        public static final int PUBLIC = 1, PRIVATE = 2, PROTECTED = 4, PACKAGE = 8;

        private final Class<?> lookupClass;
        private final boolean full;

        Lookup(Class<?> lookupClass, boolean full) {
            this.lookupClass = lookupClass;
            this.full = full;
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public int lookupModes() {
            return full ? PUBLIC | PRIVATE | PROTECTED | PACKAGE | 16 : PUBLIC | 32;
        }

        public Lookup in(Class<?> requestedLookupClass) {
            return new Lookup(requestedLookupClass, full && requestedLookupClass == lookupClass);
        }

        public String toString() {
            return full ? lookupClass.getName() : lookupClass.getName() + "/publicLookup";
        }

        private static String topLevel(Class<?> c) {
            String n = c.getName();
            int d = n.indexOf('$');
            return d < 0 ? n : n.substring(0, d);
        }

        private boolean canAccess(Class<?> decl, int mods) {
            if (Modifier.isPublic(mods) && Modifier.isPublic(decl.getModifiers())) {
                return true;
            }
            if (!full) {
                return false;
            }
            if (Modifier.isPrivate(mods)) {
                return decl == lookupClass || (decl.getClassLoader() == lookupClass.getClassLoader()
                        && topLevel(decl).equals(topLevel(lookupClass)));
            }
            if (Modifier.isPublic(mods)) {
                return true;
            }
            boolean samePackage = decl.getClassLoader() == lookupClass.getClassLoader()
                    && decl.getPackageName().equals(lookupClass.getPackageName());
            return samePackage || (Modifier.isProtected(mods) && decl.isAssignableFrom(lookupClass));
        }

        private static String what(Class<?> refc, String name, MethodType type, String kind) {
            return "no such method: " + refc.getName() + "." + name + type + "/" + kind;
        }

        private Method method(Class<?> refc, String name, MethodType type, boolean wantStatic, String kind)
                throws NoSuchMethodException, IllegalAccessException {
            Method found = null;
            for (Class<?> c = refc; c != null && found == null; c = c.getSuperclass()) {
                try {
                    found = c.getDeclaredMethod(name, type.parameterArray());
                } catch (NoSuchMethodException e) {
                    // keep looking up
                }
            }
            if (found == null) {
                try {
                    found = refc.getMethod(name, type.parameterArray());
                } catch (NoSuchMethodException e) {
                    found = null;
                }
            }
            if (found == null || found.getReturnType() != type.returnType()) {
                throw new NoSuchMethodException(what(refc, name, type, kind));
            }
            if (Modifier.isStatic(found.getModifiers()) != wantStatic
                    || !canAccess(found.getDeclaringClass(), found.getModifiers())) {
                throw new IllegalAccessException(what(refc, name, type, kind));
            }
            found.setAccessible(true);
            return found;
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            final Method m = method(refc, name, type, false, "invokeVirtual");
            return new MethodHandle(type.insertParameterTypes(0, refc)) {
                Object run(Object[] args) throws Throwable {
                    if (args[0] == null) {
                        throw new NullPointerException();
                    }
                    Object[] rest = new Object[args.length - 1];
                    System.arraycopy(args, 1, rest, 0, rest.length);
                    try {
                        return m.invoke(args[0], rest);
                    } catch (InvocationTargetException e) {
                        return unwrap(e);
                    }
                }
            };
        }

        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller)
                throws NoSuchMethodException, IllegalAccessException {
            throw new UnsupportedOperationException("MethodHandles.Lookup.findSpecial is not supported yet");
        }

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            final Method m = method(refc, name, type, true, "invokeStatic");
            return new MethodHandle(type) {
                Object run(Object[] args) throws Throwable {
                    try {
                        return m.invoke(null, args);
                    } catch (InvocationTargetException e) {
                        return unwrap(e);
                    }
                }
            };
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            if (type.returnType() != void.class) {
                throw new NoSuchMethodException("no such constructor: " + refc.getName() + ".<init>" + type
                        + "/newInvokeSpecial");
            }
            final Constructor<?> c;
            try {
                c = refc.getDeclaredConstructor(type.parameterArray());
            } catch (NoSuchMethodException e) {
                throw new NoSuchMethodException("no such constructor: " + refc.getName() + ".<init>" + type
                        + "/newInvokeSpecial");
            }
            if (!canAccess(refc, c.getModifiers())) {
                throw new IllegalAccessException("no such constructor: " + refc.getName() + ".<init>" + type
                        + "/newInvokeSpecial");
            }
            c.setAccessible(true);
            return unreflectConstructor(c);
        }

        private Field field(Class<?> refc, String name, Class<?> type, boolean wantStatic, String kind)
                throws NoSuchFieldException, IllegalAccessException {
            Field f = null;
            for (Class<?> c = refc; c != null && f == null; c = c.getSuperclass()) {
                try {
                    f = c.getDeclaredField(name);
                } catch (NoSuchFieldException e) {
                    // keep looking up
                }
            }
            String msg = "no such field: " + refc.getName() + "." + name + "/" + type.getName() + "/" + kind;
            if (f == null || f.getType() != type) {
                throw new NoSuchFieldException(msg);
            }
            if (Modifier.isStatic(f.getModifiers()) != wantStatic || !canAccess(f.getDeclaringClass(), f.getModifiers())) {
                throw new IllegalAccessException(msg);
            }
            f.setAccessible(true);
            return f;
        }

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return getter(field(refc, name, type, false, "getField"));
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return getter(field(refc, name, type, true, "getStatic"));
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return setter(field(refc, name, type, false, "putField"));
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return setter(field(refc, name, type, true, "putStatic"));
        }

        private static MethodHandle getter(final Field f) {
            final boolean st = Modifier.isStatic(f.getModifiers());
            MethodType t = st ? MethodType.methodType(f.getType())
                    : MethodType.methodType(f.getType(), f.getDeclaringClass());
            return new MethodHandle(t) {
                Object run(Object[] args) throws Throwable {
                    if (!st && args[0] == null) {
                        throw new NullPointerException();
                    }
                    return f.get(st ? null : args[0]);
                }
            };
        }

        private static MethodHandle setter(final Field f) {
            final boolean st = Modifier.isStatic(f.getModifiers());
            MethodType t = st ? MethodType.methodType(void.class, f.getType())
                    : MethodType.methodType(void.class, f.getDeclaringClass(), f.getType());
            return new MethodHandle(t) {
                Object run(Object[] args) throws Throwable {
                    if (!st && args[0] == null) {
                        throw new NullPointerException();
                    }
                    f.set(st ? null : args[0], args[st ? 0 : 1]);
                    return null;
                }
            };
        }

        public MethodHandle unreflect(Method m) throws IllegalAccessException {
            if (!m.isAccessible() && !canAccess(m.getDeclaringClass(), m.getModifiers())) {
                throw new IllegalAccessException("no access to " + m);
            }
            m.setAccessible(true);
            MethodType t = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            if (Modifier.isStatic(m.getModifiers())) {
                final Method sm = m;
                return new MethodHandle(t) {
                    Object run(Object[] args) throws Throwable {
                        try {
                            return sm.invoke(null, args);
                        } catch (InvocationTargetException e) {
                            return unwrap(e);
                        }
                    }
                };
            }
            try {
                return findVirtualOf(m, t.insertParameterTypes(0, m.getDeclaringClass()));
            } catch (RuntimeException e) {
                throw e;
            }
        }

        private static MethodHandle findVirtualOf(final Method m, MethodType t) {
            return new MethodHandle(t) {
                Object run(Object[] args) throws Throwable {
                    if (args[0] == null) {
                        throw new NullPointerException();
                    }
                    Object[] rest = new Object[args.length - 1];
                    System.arraycopy(args, 1, rest, 0, rest.length);
                    try {
                        return m.invoke(args[0], rest);
                    } catch (InvocationTargetException e) {
                        return unwrap(e);
                    }
                }
            };
        }

        public MethodHandle unreflectConstructor(final Constructor<?> c) throws IllegalAccessException {
            c.setAccessible(true);
            MethodType t = MethodType.methodType(c.getDeclaringClass(), c.getParameterTypes());
            return new MethodHandle(t) {
                Object run(Object[] args) throws Throwable {
                    try {
                        return c.newInstance(args);
                    } catch (InvocationTargetException e) {
                        return unwrap(e);
                    }
                }
            };
        }

        public MethodHandle unreflectGetter(Field f) throws IllegalAccessException {
            f.setAccessible(true);
            return getter(f);
        }

        public MethodHandle unreflectSetter(Field f) throws IllegalAccessException {
            f.setAccessible(true);
            return setter(f);
        }

        public Class<?> findClass(String targetName) throws ClassNotFoundException, IllegalAccessException {
            return Class.forName(targetName, false, lookupClass.getClassLoader());
        }
    }
}
