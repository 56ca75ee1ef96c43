package java.lang.reflect;

/**
 * Array creation (native newArray, see the VM's natives) and element access, done in
 * Java with instanceof on the array types.
 */
public final class Array {
    private Array() {
    }

    public static Object newInstance(Class<?> componentType, int length) throws NegativeArraySizeException {
        if (componentType == null)
            throw new NullPointerException();
        if (length < 0)
            throw new NegativeArraySizeException(Integer.toString(length));
        return newArray(componentType, length);
    }

    private static native Object newArray(Class<?> componentType, int length);

    public static Object newInstance(Class<?> componentType, int... dimensions)
            throws IllegalArgumentException, NegativeArraySizeException {
        if (dimensions.length == 0 || dimensions.length > 255 || componentType == void.class) {
            throw new IllegalArgumentException();
        }
        for (int d : dimensions) {
            if (d < 0) {
                throw new NegativeArraySizeException(Integer.toString(d));
            }
        }
        return multi(componentType, dimensions, 0);
    }

    private static Object multi(Class<?> componentType, int[] dims, int k) {
        Class<?> type = componentType;
        for (int i = dims.length - 1; i > k; i--) {
            type = newInstance(type, 0).getClass();
        }
        Object a = newInstance(type, dims[k]);
        if (k + 1 < dims.length) {
            Object[] outer = (Object[]) a;
            for (int i = 0; i < outer.length; i++) {
                outer[i] = multi(componentType, dims, k + 1);
            }
        }
        return a;
    }

    /** The JDK's checks before an element access: an array (else IAE), then the index. */
    private static void check(Object array, int index) {
        int n = getLength(array);
        if (index < 0 || index >= n) {
            throw new ArrayIndexOutOfBoundsException();
        }
    }

    private static IllegalArgumentException notArray() {
        return new IllegalArgumentException("Argument is not an array");
    }

    public static int getLength(Object array) throws IllegalArgumentException {
        if (array instanceof Object[]) {
            return ((Object[]) array).length;
        } else if (array instanceof int[]) {
            return ((int[]) array).length;
        } else if (array instanceof long[]) {
            return ((long[]) array).length;
        } else if (array instanceof double[]) {
            return ((double[]) array).length;
        } else if (array instanceof byte[]) {
            return ((byte[]) array).length;
        } else if (array instanceof char[]) {
            return ((char[]) array).length;
        } else if (array instanceof boolean[]) {
            return ((boolean[]) array).length;
        } else if (array instanceof float[]) {
            return ((float[]) array).length;
        } else if (array instanceof short[]) {
            return ((short[]) array).length;
        }
        if (array == null) {
            throw new NullPointerException();
        }
        throw notArray();
    }

    public static Object get(Object array, int index) throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        check(array, index);
        if (array instanceof Object[]) {
            return ((Object[]) array)[index];
        } else if (array instanceof int[]) {
            return Integer.valueOf(((int[]) array)[index]);
        } else if (array instanceof long[]) {
            return Long.valueOf(((long[]) array)[index]);
        } else if (array instanceof double[]) {
            return Double.valueOf(((double[]) array)[index]);
        } else if (array instanceof byte[]) {
            return Byte.valueOf(((byte[]) array)[index]);
        } else if (array instanceof char[]) {
            return Character.valueOf(((char[]) array)[index]);
        } else if (array instanceof boolean[]) {
            return Boolean.valueOf(((boolean[]) array)[index]);
        } else if (array instanceof float[]) {
            return Float.valueOf(((float[]) array)[index]);
        } else if (array instanceof short[]) {
            return Short.valueOf(((short[]) array)[index]);
        }
        if (array == null) {
            throw new NullPointerException();
        }
        throw notArray();
    }

    public static void set(Object array, int index, Object value)
            throws IllegalArgumentException, ArrayIndexOutOfBoundsException {
        check(array, index);
        if (array instanceof Object[]) {
            Object[] a = (Object[]) array;
            if (value != null && !a.getClass().getComponentType().isInstance(value)) {
                throw new IllegalArgumentException("array element type mismatch");
            }
            a[index] = value;
            return;
        }
        if (array == null) {
            throw new NullPointerException();
        }
        if (value == null) {
            throw new IllegalArgumentException();
        }
        if (value instanceof Boolean) {
            if (array instanceof boolean[]) {
                ((boolean[]) array)[index] = ((Boolean) value).booleanValue();
                return;
            }
        } else if (value instanceof Character) {
            setChar(array, index, ((Character) value).charValue());
            return;
        } else if (value instanceof Byte) {
            setByte(array, index, ((Byte) value).byteValue());
            return;
        } else if (value instanceof Short) {
            setShort(array, index, ((Short) value).shortValue());
            return;
        } else if (value instanceof Integer) {
            setInt(array, index, ((Integer) value).intValue());
            return;
        } else if (value instanceof Long) {
            setLong(array, index, ((Long) value).longValue());
            return;
        } else if (value instanceof Float) {
            setFloat(array, index, ((Float) value).floatValue());
            return;
        } else if (value instanceof Double) {
            setDouble(array, index, ((Double) value).doubleValue());
            return;
        }
        if (getLength(array) >= 0) {
            throw new IllegalArgumentException("argument type mismatch");
        }
    }

    public static boolean getBoolean(Object array, int index) {
        check(array, index);
        if (array instanceof boolean[]) {
            return ((boolean[]) array)[index];
        }
        throw mismatch(array);
    }

    public static byte getByte(Object array, int index) {
        check(array, index);
        if (array instanceof byte[]) {
            return ((byte[]) array)[index];
        }
        throw mismatch(array);
    }

    public static char getChar(Object array, int index) {
        check(array, index);
        if (array instanceof char[]) {
            return ((char[]) array)[index];
        }
        throw mismatch(array);
    }

    public static short getShort(Object array, int index) {
        check(array, index);
        if (array instanceof short[]) {
            return ((short[]) array)[index];
        } else if (array instanceof byte[]) {
            return ((byte[]) array)[index];
        }
        throw mismatch(array);
    }

    public static int getInt(Object array, int index) {
        check(array, index);
        if (array instanceof int[]) {
            return ((int[]) array)[index];
        } else if (array instanceof char[]) {
            return ((char[]) array)[index];
        }
        return getShort(array, index);
    }

    public static long getLong(Object array, int index) {
        check(array, index);
        if (array instanceof long[]) {
            return ((long[]) array)[index];
        }
        return getInt(array, index);
    }

    public static float getFloat(Object array, int index) {
        check(array, index);
        if (array instanceof float[]) {
            return ((float[]) array)[index];
        }
        return getLong(array, index);
    }

    public static double getDouble(Object array, int index) {
        check(array, index);
        if (array instanceof double[]) {
            return ((double[]) array)[index];
        }
        return getFloat(array, index);
    }

    public static void setBoolean(Object array, int index, boolean z) {
        check(array, index);
        if (array instanceof boolean[]) {
            ((boolean[]) array)[index] = z;
            return;
        }
        throw mismatch(array);
    }

    public static void setByte(Object array, int index, byte b) {
        check(array, index);
        if (array instanceof byte[]) {
            ((byte[]) array)[index] = b;
            return;
        }
        setShort(array, index, b);
    }

    public static void setChar(Object array, int index, char c) {
        check(array, index);
        if (array instanceof char[]) {
            ((char[]) array)[index] = c;
            return;
        }
        setIntOnly(array, index, c);
    }

    public static void setShort(Object array, int index, short s) {
        check(array, index);
        if (array instanceof short[]) {
            ((short[]) array)[index] = s;
            return;
        }
        setIntOnly(array, index, s);
    }

    public static void setInt(Object array, int index, int i) {
        check(array, index);
        setIntOnly(array, index, i);
    }

    private static void setIntOnly(Object array, int index, int i) {
        if (array instanceof int[]) {
            ((int[]) array)[index] = i;
            return;
        }
        setLong(array, index, i);
    }

    public static void setLong(Object array, int index, long l) {
        check(array, index);
        if (array instanceof long[]) {
            ((long[]) array)[index] = l;
            return;
        }
        setFloat(array, index, (float) l);
    }

    public static void setFloat(Object array, int index, float f) {
        check(array, index);
        if (array instanceof float[]) {
            ((float[]) array)[index] = f;
            return;
        }
        setDouble(array, index, f);
    }

    public static void setDouble(Object array, int index, double d) {
        check(array, index);
        if (array instanceof double[]) {
            ((double[]) array)[index] = d;
            return;
        }
        throw mismatch(array);
    }

    private static RuntimeException mismatch(Object array) {
        if (array == null) {
            return new NullPointerException();
        }
        getLength(array); // not an array: IllegalArgumentException
        return new IllegalArgumentException("argument type mismatch");
    }
}
