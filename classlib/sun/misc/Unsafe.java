package sun.misc;

/**
 * The part of HotSpot's sun.misc.Unsafe that libraries reach through reflection (the private
 * static field theUnsafe): allocateInstance, which creates an object without running any
 * constructor (Gson uses it for classes without a no-argument constructor).  The raw memory
 * and field-offset operations are not provided (a call finds no such method).
 */
public final class Unsafe {
    private static final Unsafe theUnsafe = new Unsafe();

    private Unsafe() {
    }

    /** A new instance of cls with every field zero or null; cls is initialized first. */
    public native Object allocateInstance(Class<?> cls) throws InstantiationException;
}
