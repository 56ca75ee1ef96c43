package sun.misc;

/**
 * The part of HotSpot's sun.misc.Unsafe that libraries reach through reflection (the private
 * static field theUnsafe): allocateInstance, which creates an object without running any
 * constructor (Gson uses it for classes without a no-argument constructor); the operations on
 * instance fields (objectFieldOffset) and on array elements (arrayBaseOffset, arrayIndexScale):
 * get/put of every type (plain, volatile, ordered), compareAndSwap and getAndAdd/getAndSet of
 * int, long and Object, all sequentially consistent.  Inside a primitive array any primitive
 * access may start at any byte (a long read out of a byte[], as protobuf and Guava do); a
 * reference access must be on an element of a reference array.  An offset that is not one of
 * an instance field of the object's class of the operation's type, or that leaves the
 * elements, is an IllegalArgumentException (HotSpot would read or write raw memory).  Raw
 * memory and static fields are not provided (a call finds no such method, or throws
 * IllegalArgumentException naming the limit).
 */
public final class Unsafe {
    private static final Unsafe theUnsafe = new Unsafe();

    private Unsafe() {
    }

    public static final int INVALID_FIELD_OFFSET = -1;
    public static final int ARRAY_BOOLEAN_BASE_OFFSET = theUnsafe.arrayBaseOffset(boolean[].class);
    public static final int ARRAY_BYTE_BASE_OFFSET = theUnsafe.arrayBaseOffset(byte[].class);
    public static final int ARRAY_SHORT_BASE_OFFSET = theUnsafe.arrayBaseOffset(short[].class);
    public static final int ARRAY_CHAR_BASE_OFFSET = theUnsafe.arrayBaseOffset(char[].class);
    public static final int ARRAY_INT_BASE_OFFSET = theUnsafe.arrayBaseOffset(int[].class);
    public static final int ARRAY_LONG_BASE_OFFSET = theUnsafe.arrayBaseOffset(long[].class);
    public static final int ARRAY_FLOAT_BASE_OFFSET = theUnsafe.arrayBaseOffset(float[].class);
    public static final int ARRAY_DOUBLE_BASE_OFFSET = theUnsafe.arrayBaseOffset(double[].class);
    public static final int ARRAY_OBJECT_BASE_OFFSET = theUnsafe.arrayBaseOffset(Object[].class);
    public static final int ARRAY_BOOLEAN_INDEX_SCALE = theUnsafe.arrayIndexScale(boolean[].class);
    public static final int ARRAY_BYTE_INDEX_SCALE = theUnsafe.arrayIndexScale(byte[].class);
    public static final int ARRAY_SHORT_INDEX_SCALE = theUnsafe.arrayIndexScale(short[].class);
    public static final int ARRAY_CHAR_INDEX_SCALE = theUnsafe.arrayIndexScale(char[].class);
    public static final int ARRAY_INT_INDEX_SCALE = theUnsafe.arrayIndexScale(int[].class);
    public static final int ARRAY_LONG_INDEX_SCALE = theUnsafe.arrayIndexScale(long[].class);
    public static final int ARRAY_FLOAT_INDEX_SCALE = theUnsafe.arrayIndexScale(float[].class);
    public static final int ARRAY_DOUBLE_INDEX_SCALE = theUnsafe.arrayIndexScale(double[].class);
    public static final int ARRAY_OBJECT_INDEX_SCALE = theUnsafe.arrayIndexScale(Object[].class);
    public static final int ADDRESS_SIZE = 8;

    /** The offset of element 0 in arrays of class arrayClass (every kind: after the header). */
    public int arrayBaseOffset(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        }
        return arrayBase0();
    }

    /** The size of one element of arrays of class arrayClass (references take 8 bytes here). */
    public int arrayIndexScale(Class<?> arrayClass) {
        Class<?> c = arrayClass.getComponentType();
        if (c == null) {
            throw new IllegalArgumentException("not an array class: " + arrayClass.getName());
        }
        if (c == boolean.class || c == byte.class) {
            return 1;
        }
        if (c == short.class || c == char.class) {
            return 2;
        }
        if (c == int.class || c == float.class) {
            return 4;
        }
        return 8;
    }

    public int addressSize() {
        return ADDRESS_SIZE;
    }

    private static native int arrayBase0();

    public native byte getByte(Object o, long offset);

    public native byte getByteVolatile(Object o, long offset);

    public native void putByte(Object o, long offset, byte x);

    public native void putByteVolatile(Object o, long offset, byte x);

    public native boolean getBoolean(Object o, long offset);

    public native boolean getBooleanVolatile(Object o, long offset);

    public native void putBoolean(Object o, long offset, boolean x);

    public native void putBooleanVolatile(Object o, long offset, boolean x);

    public native short getShort(Object o, long offset);

    public native short getShortVolatile(Object o, long offset);

    public native void putShort(Object o, long offset, short x);

    public native void putShortVolatile(Object o, long offset, short x);

    public native char getChar(Object o, long offset);

    public native char getCharVolatile(Object o, long offset);

    public native void putChar(Object o, long offset, char x);

    public native void putCharVolatile(Object o, long offset, char x);

    public native float getFloat(Object o, long offset);

    public native float getFloatVolatile(Object o, long offset);

    public native void putFloat(Object o, long offset, float x);

    public native void putFloatVolatile(Object o, long offset, float x);

    public native double getDouble(Object o, long offset);

    public native double getDoubleVolatile(Object o, long offset);

    public native void putDouble(Object o, long offset, double x);

    public native void putDoubleVolatile(Object o, long offset, double x);

    /** A new instance of cls with every field zero or null; cls is initialized first. */
    public native Object allocateInstance(Class<?> cls) throws InstantiationException;

    public long objectFieldOffset(java.lang.reflect.Field f) {
        if (f == null) {
            throw new NullPointerException();
        }
        return objectFieldOffset0(f);
    }

    private native long objectFieldOffset0(java.lang.reflect.Field f);

    public native int getInt(Object o, long offset);

    public native int getIntVolatile(Object o, long offset);

    public native void putInt(Object o, long offset, int x);

    public native void putIntVolatile(Object o, long offset, int x);

    public native void putOrderedInt(Object o, long offset, int x);

    public native boolean compareAndSwapInt(Object o, long offset, int expected, int x);

    public native int getAndAddInt(Object o, long offset, int delta);

    public native int getAndSetInt(Object o, long offset, int newValue);

    public native long getLong(Object o, long offset);

    public native long getLongVolatile(Object o, long offset);

    public native void putLong(Object o, long offset, long x);

    public native void putLongVolatile(Object o, long offset, long x);

    public native void putOrderedLong(Object o, long offset, long x);

    public native boolean compareAndSwapLong(Object o, long offset, long expected, long x);

    public native long getAndAddLong(Object o, long offset, long delta);

    public native long getAndSetLong(Object o, long offset, long newValue);

    public native Object getObject(Object o, long offset);

    public native Object getObjectVolatile(Object o, long offset);

    public native void putObject(Object o, long offset, Object x);

    public native void putObjectVolatile(Object o, long offset, Object x);

    public native void putOrderedObject(Object o, long offset, Object x);

    public native boolean compareAndSwapObject(Object o, long offset, Object expected, Object x);

    public native Object getAndSetObject(Object o, long offset, Object newValue);
}
