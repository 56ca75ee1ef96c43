package java.lang.reflect;

import java.lang.annotation.Annotation;

public class AccessibleObject implements AnnotatedElement {
    boolean override;

    protected AccessibleObject() {
    }

    public static void setAccessible(AccessibleObject[] array, boolean flag) {
        for (AccessibleObject ao : array) {
            ao.setAccessible(flag);
        }
    }

    public void setAccessible(boolean flag) {
        if (flag) {
            String why = openCheck();
            if (why != null) {
                throw new InaccessibleObjectException(why);
            }
        }
        override = flag;
    }

    public final boolean trySetAccessible() {
        if (openCheck() != null) {
            return false;
        }
        override = true;
        return true;
    }

    @Deprecated
    public boolean isAccessible() {
        return override;
    }

    public final boolean canAccess(Object obj) {
        Class<?> decl = declaringClassOf();
        int mods = modifiersOf();
        if (Modifier.isStatic(mods) || this instanceof Constructor) {
            if (obj != null) {
                throw new IllegalArgumentException("non-null object for " + this);
            }
        } else if (obj == null) {
            throw new IllegalArgumentException("null object for " + this);
        } else if (!decl.isInstance(obj)) {
            throw new IllegalArgumentException("object is not an instance of " + decl.getName());
        }
        if (override) {
            return true;
        }
        return accessDenied(VMReflection.callerClass(), decl, obj, mods) == null;
    }

    Class<?> declaringClassOf() {
        throw new UnsupportedOperationException();
    }

    int modifiersOf() {
        throw new UnsupportedOperationException();
    }

    /**
     * Why setAccessible(true) is refused from the caller, or null.  The class library stands
     * for the module java.base, which opens nothing to the unnamed module, except sun.misc
     * (HotSpot's module jdk.unsupported opens it to everyone).
     */
    private String openCheck() {
        Class<?> decl = declaringClassOf();
        if (!inJavaBase(decl) || inJavaBase(VMReflection.callerClass())
                || decl.getPackageName().equals("sun.misc")) {
            return null;
        }
        if (Modifier.isPublic(modifiersOf()) && Modifier.isPublic(decl.getModifiers())) {
            return null;
        }
        if (Modifier.isProtected(modifiersOf()) && Modifier.isStatic(modifiersOf())
                && decl.isAssignableFrom(VMReflection.callerClass())) {
            return null;
        }
        String pkg = decl.getPackageName();
        Module caller = VMReflection.callerClass().getModule();
        String what = this instanceof Field ? "field " + this : this.toString();
        return "Unable to make " + what + " accessible: " + decl.getModule() + " does not \"opens "
                + pkg + "\" to " + caller;
    }

    static boolean inJavaBase(Class<?> c) {
        if (c == null) {
            return true;
        }
        String n = c.getName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.");
    }

    static void checkAccess(Class<?> caller, Class<?> decl, Object target, int mods)
            throws IllegalAccessException {
        String why = accessDenied(caller, decl, target, mods);
        if (why != null) {
            throw new IllegalAccessException(why);
        }
    }

    /** Null if caller may use a member of decl with modifiers mods, else the message. */
    static String accessDenied(Class<?> caller, Class<?> decl, Object target, int mods) {
        if (caller == decl || caller == null) {
            return null;
        }
        boolean samePackage = caller.getPackageName().equals(decl.getPackageName())
                && caller.getClassLoader() == decl.getClassLoader();
        boolean classOk = Modifier.isPublic(decl.getModifiers()) || samePackage;
        if (classOk) {
            if (Modifier.isPublic(mods)) {
                return null;
            }
            if (Modifier.isPrivate(mods)) {
                if (caller.getNestHost() == decl.getNestHost()) {
                    return null;
                }
            } else if (samePackage) {
                return null;
            } else if (Modifier.isProtected(mods) && isSubclass(caller, decl)) {
                if (Modifier.isStatic(mods) || target == null || isSubclass(target.getClass(), caller)) {
                    return null;
                }
            }
        }
        String modText = Modifier.toString(mods);
        String declText = decl + moduleOf(decl);
        if (!classOk) {
            return caller + " cannot access a member of " + declText + " with modifiers \"" + modText + "\"";
        }
        return caller + " cannot access a member of " + declText + " with modifiers \"" + modText + "\"";
    }

    private static String moduleOf(Class<?> c) {
        return inJavaBase(c) ? " (in module java.base)" : "";
    }

    private static boolean isSubclass(Class<?> c, Class<?> of) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            if (k == of) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------ annotations

    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        throw new AssertionError("All subclasses should override this method");
    }

    public boolean isAnnotationPresent(Class<? extends Annotation> annotationClass) {
        return getAnnotation(annotationClass) != null;
    }

    public <T extends Annotation> T[] getAnnotationsByType(Class<T> annotationClass) {
        throw new AssertionError("All subclasses should override this method");
    }

    public Annotation[] getAnnotations() {
        return getDeclaredAnnotations();
    }

    public <T extends Annotation> T getDeclaredAnnotation(Class<T> annotationClass) {
        return getAnnotation(annotationClass);
    }

    public <T extends Annotation> T[] getDeclaredAnnotationsByType(Class<T> annotationClass) {
        return getAnnotationsByType(annotationClass);
    }

    public Annotation[] getDeclaredAnnotations() {
        throw new AssertionError("All subclasses should override this method");
    }
}
