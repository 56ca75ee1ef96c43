import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.invoke.VarHandle.AccessMode;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/* byteArrayViewVarHandle and byteBufferViewVarHandle (heap buffers): every view type in
 * both byte orders, plain access at any index, atomic modes at aligned ones, and the
 * exceptions (bounds, null, misaligned, unsupported modes, bad view classes). */
public class VarHandleByteView {
    static void t(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (Throwable e) {
            System.out.println(what + ": " + (e instanceof IllegalStateException ? e.getClass().getName() : e.toString()));
        }
    }

    public static void main(String[] args) {
        VarHandle le = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle be = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
        byte[] b = new byte[16];
        le.set(b, 1, 0x01020304);
        be.set(b, 6, 0xA1B2C3D4);
        System.out.println(Arrays.toString(b) + " " + le + " " + le.coordinateTypes());
        System.out.println(Integer.toHexString((int) be.get(b, 1)) + " " + Integer.toHexString((int) le.get(b, 6)));
        b = new byte[16];
        System.out.println((int) le.getAndAdd(b, 4, 0x1FF) + " " + (int) le.getAndAdd(b, 4, 1) + " " + Arrays.toString(b));
        System.out.println((int) be.getAndAdd(b, 8, 0x1FF) + " " + (int) be.getAndAdd(b, 8, 1) + " " + Arrays.toString(b));
        System.out.println(be.compareAndSet(b, 8, 0x200, -2) + " " + be.compareAndSet(b, 8, 0x200, 7) + " "
                + (int) be.getVolatile(b, 8) + " " + (int) be.getAndBitwiseXor(b, 8, 0xFF) + " " + (int) be.get(b, 8)
                + " " + (int) be.compareAndExchange(b, 8, 0xFFFFFF01, 0x01020304) + " " + Arrays.toString(b));

        for (Class<?> c : new Class<?>[] { short[].class, char[].class, int[].class, long[].class, float[].class,
            double[].class }) {
            for (ByteOrder o : new ByteOrder[] { ByteOrder.BIG_ENDIAN, ByteOrder.LITTLE_ENDIAN }) {
                VarHandle h = MethodHandles.byteArrayViewVarHandle(c, o);
                byte[] a = new byte[20];
                Class<?> t = c.getComponentType();
                Object v = t == short.class ? (Object) (short) -2 : t == char.class ? (Object) '\u1234'
                        : t == int.class ? (Object) (-5) : t == long.class ? (Object) 0x0102030405060708L
                        : t == float.class ? (Object) 1.5f : (Object) (-0.25);
                h.toMethodHandle(AccessMode.SET).asType(h.accessModeType(AccessMode.SET).generic());
                try {
                    h.toMethodHandle(AccessMode.SET).invoke(a, 3, v);
                    Object back = h.toMethodHandle(AccessMode.GET).invoke(a, 3);
                    h.toMethodHandle(AccessMode.SET_VOLATILE).invoke(a, 8, v);
                    Object vol = h.toMethodHandle(AccessMode.GET_ACQUIRE).invoke(a, 8);
                    StringBuilder sup = new StringBuilder();
                    for (AccessMode m : AccessMode.values()) {
                        sup.append(h.isAccessModeSupported(m) ? '+' : '-');
                    }
                    System.out.println(t + " " + o + " " + back + " " + vol + " " + Arrays.toString(a) + " " + sup);
                } catch (Throwable e) {
                    System.out.println(t + " " + o + " " + e);
                }
            }
        }
        VarHandle lh = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
        byte[] lb = new byte[16];
        System.out.println((long) lh.getAndAdd(lb, 8, -1L) + " " + (long) lh.getAndBitwiseAnd(lb, 8, 0xFF00FF00FF00FF00L) + " "
                + Long.toHexString((long) lh.get(lb, 8)) + " " + Arrays.toString(lb));
        VarHandle dh = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);
        System.out.println(dh.compareAndSet(lb, 0, 0.0, 2.5) + " " + (double) dh.getAndSet(lb, 0, 1.0) + " " + (double) dh.get(lb, 0));

        byte[] small = new byte[10];
        t("index past end", () -> le.set(small, 7, 1));
        t("last index", () -> le.set(small, 6, 1));
        t("negative index", () -> le.get(small, -1));
        t("null array", () -> le.get((byte[]) null, 0));
        t("null array volatile", () -> le.getVolatile((byte[]) null, 0));
        t("misaligned volatile", () -> le.getVolatile(small, 1));
        t("misaligned cas", () -> le.compareAndSet(small, 2, 0, 1));
        t("aligned volatile", () -> le.setVolatile(small, 4, 9));
        t("short cas", () -> MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.BIG_ENDIAN)
                .compareAndSet(small, 0, (short) 0, (short) 1));
        t("double add", () -> dh.getAndAdd(lb, 0, 1.0));
        t("byte[] view", () -> MethodHandles.byteArrayViewVarHandle(byte[].class, ByteOrder.BIG_ENDIAN));
        t("boolean[] view", () -> MethodHandles.byteArrayViewVarHandle(boolean[].class, ByteOrder.BIG_ENDIAN));
        t("Object[] view", () -> MethodHandles.byteArrayViewVarHandle(Object[].class, ByteOrder.BIG_ENDIAN));
        t("not an array", () -> MethodHandles.byteArrayViewVarHandle(int.class, ByteOrder.BIG_ENDIAN));

        ByteBuffer bb = ByteBuffer.allocate(32);
        VarHandle bl = MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
        VarHandle bi = MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
        bl.set(bb, 8, 0x1122334455667788L);
        bi.set(bb, 1, 0x0A0B0C0D);
        System.out.println(Long.toHexString(bb.getLong(8)) + " " + Integer.toHexString(bb.getInt(1)) + " " + bl + " "
                + bl.coordinateTypes());
        System.out.println((int) bi.getAndAdd(bb, 16, 5) + " " + (int) bi.getAndAdd(bb, 16, 5) + " " + bb.get(16) + " "
                + bi.compareAndSet(bb, 16, 10, 11) + " " + (int) bi.getVolatile(bb, 16));
        ByteBuffer sliced = ByteBuffer.wrap(new byte[24], 4, 16).slice();
        bi.set(sliced, 0, 0x01020304);
        System.out.println(Arrays.toString(sliced.array()) + " " + sliced.arrayOffset());
        t("read-only set", () -> bi.set(bb.asReadOnlyBuffer(), 0, 1));
        t("read-only get", () -> System.out.println((int) bi.get(bb.asReadOnlyBuffer(), 16)));
    }
}
