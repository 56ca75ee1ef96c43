package sun.misc;

/**
 * The part of HotSpot's sun.misc.Unsafe that libraries reach through reflection (the private
 * static field theUnsafe): allocateInstance, which creates an object without running any
 * constructor (Gson uses it for classes without a no-argument constructor); and the field
 * operations on instance fields: objectFieldOffset, get/put (plain, volatile, ordered),
 * compareAndSwap and getAndAdd/getAndSet of int, long and Object, all sequentially consistent.
 * An offset that is not one of an instance field of the object's class, of the operation's
 * type, is an IllegalArgumentException (HotSpot would read or write raw memory).  Raw memory,
 * arrays and static fields are not provided (a call finds no such method, or throws
 * IllegalArgumentException naming the limit).
 */
public final class Unsafe {
    private static final Unsafe theUnsafe = new Unsafe();

    private Unsafe() {
    }

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
