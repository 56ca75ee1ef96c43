package java.nio;

public final class ByteOrder {
    private final String name;

    private ByteOrder(String name) {
        this.name = name;
    }

    public static final ByteOrder BIG_ENDIAN = new ByteOrder("BIG_ENDIAN");
    public static final ByteOrder LITTLE_ENDIAN = new ByteOrder("LITTLE_ENDIAN");

    /** The VM runs on little-endian machines only (x86-64, AArch64 little-endian). */
    public static ByteOrder nativeOrder() {
        return LITTLE_ENDIAN;
    }

    @Override
    public String toString() {
        return name;
    }
}
