package java.util.concurrent.atomic;

/**
 * Sequentially consistent access to one word of an object or array, by
 * byte offset (vm/natives/atomics.c).  Only this package calls it, and
 * only with offsets it has checked: a field's offset from fieldInfo, or
 * an element's from the index checked against the array's length.
 */
final class Atomics {
    private Atomics() {
    }

    static final long BASE = arrayBase();

    static long intElement(int[] a, int i) {
        if (i < 0 || i >= a.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + a.length);
        }
        return BASE + 4L * i;
    }

    static long longElement(long[] a, int i) {
        if (i < 0 || i >= a.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + a.length);
        }
        return BASE + 8L * i;
    }

    static long refElement(Object[] a, int i) {
        if (i < 0 || i >= a.length) {
            throw new ArrayIndexOutOfBoundsException("Index " + i + " out of bounds for length " + a.length);
        }
        return BASE + 8L * i;
    }

    static native int getInt(Object o, long off);

    static native void putInt(Object o, long off, int v);

    static native boolean casInt(Object o, long off, int expect, int update);

    static native int cmpxchgInt(Object o, long off, int expect, int update);

    static native int getAndAddInt(Object o, long off, int delta);

    static native int getAndSetInt(Object o, long off, int v);

    static native long getLong(Object o, long off);

    static native void putLong(Object o, long off, long v);

    static native boolean casLong(Object o, long off, long expect, long update);

    static native long cmpxchgLong(Object o, long off, long expect, long update);

    static native long getAndAddLong(Object o, long off, long delta);

    static native long getAndSetLong(Object o, long off, long v);

    static native Object getRef(Object o, long off);

    static native void putRef(Object o, long off, Object v);

    static native boolean casRef(Object o, long off, Object expect, Object update);

    static native Object cmpxchgRef(Object o, long off, Object expect, Object update);

    static native Object getAndSetRef(Object o, long off, Object v);

    private static native int arrayBase();

    /* The descriptor of the field `name` that c itself declares, with
     * out[0] its offset (-1 if static) and out[1] its modifiers; null if none. */
    static native String fieldInfo(Class<?> c, String name, long[] out);
}
