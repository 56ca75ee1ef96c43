package java.lang.invoke;

/**
 * Sequentially consistent access to one word of an object, array or class's statics,
 * by offset: the natives of java.util.concurrent.atomic.Atomics, registered under this
 * name too (vm/natives/atomics.c).  Only VarHandle calls it, with offsets it has checked:
 * a field's from fieldInfo (out[2]: negative for a static slot, whose object is then the
 * declaring class), an element's from an index checked against the array's length.
 */
final class VarHandleWords {
    private VarHandleWords() {
    }

    static final long BASE = arrayBase();

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

    /** A 1- or 2-byte element (width), zero-extended. */
    static native int getSmall(Object o, long off, int width);

    static native void putSmall(Object o, long off, int width, int v);

    static native int cmpxchgSmall(Object o, long off, int width, int expect, int update);

    private static native int arrayBase();

    static native String fieldInfo(Class<?> c, String name, long[] out);
}
