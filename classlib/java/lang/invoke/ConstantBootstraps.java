package java.lang.invoke;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/** Bootstrap methods for dynamically-computed constants (the JDK's, for condy and ConstantDescs). */
public final class ConstantBootstraps {
    private ConstantBootstraps() {
    }

    public static Object nullConstant(MethodHandles.Lookup lookup, String name, Class<?> type) {
        if (type.isPrimitive()) {
            throw new IllegalArgumentException(String.format("not reference: %s", type));
        }
        return null;
    }

    public static Class<?> primitiveClass(MethodHandles.Lookup lookup, String name, Class<?> type) {
        if (name.length() == 1) {
            switch (name.charAt(0)) {
                case 'I': return int.class;
                case 'J': return long.class;
                case 'F': return float.class;
                case 'D': return double.class;
                case 'S': return short.class;
                case 'B': return byte.class;
                case 'C': return char.class;
                case 'Z': return boolean.class;
                case 'V': return void.class;
                default: break;
            }
        }
        throw new IllegalArgumentException(String.format("not primitive: %s", name));
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    public static <E extends Enum<E>> E enumConstant(MethodHandles.Lookup lookup, String name, Class<E> type) {
        return (E) Enum.valueOf((Class) type, name);
    }

    public static Object getStaticFinal(MethodHandles.Lookup lookup, String name, Class<?> type, Class<?> declaringClass)
            throws IllegalAccessException, NoSuchFieldException {
        Field f = declaringClass.getDeclaredField(name);
        if (!Modifier.isFinal(f.getModifiers())) {
            throw new IllegalAccessException("not a final field: " + f);
        }
        MethodHandle h = lookup.findStaticGetter(declaringClass, name, type);
        try {
            return h.invoke();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new LinkageError("Unexpected throwable", t);
        }
    }

    public static Object getStaticFinal(MethodHandles.Lookup lookup, String name, Class<?> type)
            throws IllegalAccessException, NoSuchFieldException {
        Class<?> decl = type.isPrimitive() ? MethodType.wrapper(type) : type;
        return getStaticFinal(lookup, name, type, decl);
    }

    public static Object invoke(MethodHandles.Lookup lookup, String name, Class<?> type, MethodHandle handle,
            Object... args) throws Throwable {
        if (type != handle.type().returnType()) {
            handle = handle.asType(handle.type().changeReturnType(type));
        }
        return handle.invokeWithArguments(args);
    }

    public static VarHandle fieldVarHandle(MethodHandles.Lookup lookup, String name, Class<VarHandle> type,
            Class<?> declaringClass, Class<?> fieldType) throws NoSuchFieldException, IllegalAccessException {
        return lookup.findVarHandle(declaringClass, name, fieldType);
    }

    public static VarHandle staticFieldVarHandle(MethodHandles.Lookup lookup, String name, Class<VarHandle> type,
            Class<?> declaringClass, Class<?> fieldType) throws NoSuchFieldException, IllegalAccessException {
        return lookup.findStaticVarHandle(declaringClass, name, fieldType);
    }

    public static VarHandle arrayVarHandle(MethodHandles.Lookup lookup, String name, Class<VarHandle> type,
            Class<?> arrayClass) {
        return MethodHandles.arrayElementVarHandle(arrayClass);
    }

    public static Object explicitCast(MethodHandles.Lookup lookup, String name, Class<?> dstType, Object value)
            throws ClassCastException {
        if (dstType == void.class) {
            throw new ClassCastException("Can not convert to void");
        }
        if (dstType == Object.class || value == null && !dstType.isPrimitive()) {
            return value;
        }
        return MethodHandle.convert(value, dstType.isPrimitive() ? MethodType.wrapper(dstType) : dstType);
    }
}
