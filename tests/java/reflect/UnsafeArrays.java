// sun.misc.Unsafe on array elements and on fields of every type, as protobuf, Guava and
// serializers use it: arrayBaseOffset/arrayIndexScale addressing, a long or int read and
// written at any byte of a byte[] (little-endian), elements of int/long/double/char/Object
// arrays, compare-and-swap and getAndAdd on elements (with threads), and get/put of byte,
// short, char, boolean, float and double fields.
import java.lang.reflect.Field;
import java.util.Arrays;
import sun.misc.Unsafe;

public class UnsafeArrays {
    static class Prims {
        byte b = -5;
        short s = -300;
        char c = 'x';
        boolean z = true;
        float f = 1.5f;
        double d = -2.25;
        int after = 77;
    }

    public static void main(String[] args) throws Exception {
        Field tf = Unsafe.class.getDeclaredField("theUnsafe");
        tf.setAccessible(true);
        final Unsafe u = (Unsafe) tf.get(null);
        long bb = u.arrayBaseOffset(byte[].class);
        System.out.println("scales " + u.arrayIndexScale(byte[].class) + " " + u.arrayIndexScale(short[].class) + " "
                + u.arrayIndexScale(char[].class) + " " + u.arrayIndexScale(int[].class) + " "
                + u.arrayIndexScale(float[].class) + " " + u.arrayIndexScale(long[].class) + " "
                + u.arrayIndexScale(double[].class) + " " + u.arrayIndexScale(boolean[].class));
        System.out.println("constants " + (Unsafe.ARRAY_BYTE_BASE_OFFSET == bb) + " " + Unsafe.ARRAY_LONG_INDEX_SCALE
                + " " + (Unsafe.ARRAY_OBJECT_INDEX_SCALE == u.arrayIndexScale(Object[].class)));

        byte[] bytes = new byte[16];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 17);
        }
        System.out.println("getByte " + u.getByte(bytes, bb + 3) + " " + u.getByte(bytes, bb + 15));
        System.out.println("getLong@0 " + Long.toHexString(u.getLong(bytes, bb)) + " @3 "
                + Long.toHexString(u.getLong(bytes, bb + 3)) + " @8 " + Long.toHexString(u.getLong(bytes, bb + 8)));
        System.out.println("getInt@5 " + Integer.toHexString(u.getInt(bytes, bb + 5)) + " getShort@1 "
                + u.getShort(bytes, bb + 1) + " getChar@2 " + (int) u.getChar(bytes, bb + 2));
        u.putLong(bytes, bb + 1, 0x0102030405060708L);
        u.putInt(bytes, bb + 10, -2);
        u.putByte(bytes, bb + 15, (byte) 99);
        System.out.println("after puts " + Arrays.toString(bytes));

        int[] ints = {10, 20, 30, 40};
        long ib = u.arrayBaseOffset(int[].class), is = u.arrayIndexScale(int[].class);
        System.out.println("int elems " + u.getInt(ints, ib + 2 * is) + " cas " + u.compareAndSwapInt(ints, ib + is, 20, 21)
                + " " + u.compareAndSwapInt(ints, ib + is, 20, 22) + " addInt " + u.getAndAddInt(ints, ib + 3 * is, 5)
                + " setInt " + u.getAndSetInt(ints, ib, -1) + " -> " + Arrays.toString(ints));
        long[] longs = {1L << 40, 7};
        long lb = u.arrayBaseOffset(long[].class), ls = u.arrayIndexScale(long[].class);
        u.putLongVolatile(longs, lb + ls, 123456789012345L);
        System.out.println("long elems " + u.getLongVolatile(longs, lb) + " cas " + u.compareAndSwapLong(longs, lb, 1L << 40, 3)
                + " addLong " + u.getAndAddLong(longs, lb + ls, 1) + " -> " + Arrays.toString(longs));
        double[] ds = {0.5, 1.5};
        long db = u.arrayBaseOffset(double[].class), dsz = u.arrayIndexScale(double[].class);
        u.putDouble(ds, db + dsz, Math.PI);
        System.out.println("double elems " + u.getDouble(ds, db) + " " + ds[1] + " as long "
                + Long.toHexString(u.getLong(ds, db)));
        float[] fs = {2.5f, -0.0f};
        long fb = u.arrayBaseOffset(float[].class);
        u.putFloat(fs, fb + 4, 9.75f);
        System.out.println("float elems " + u.getFloat(fs, fb) + " " + fs[1] + " bits " + Integer.toHexString(u.getInt(fs, fb)));
        char[] cs = "hello".toCharArray();
        long cb = u.arrayBaseOffset(char[].class);
        u.putChar(cs, cb + 2, 'L');
        boolean[] zs = new boolean[3];
        long zb = u.arrayBaseOffset(boolean[].class);
        u.putBoolean(zs, zb + 1, true);
        short[] ss = {1, 2, 3};
        long sb = u.arrayBaseOffset(short[].class);
        u.putShort(ss, sb + 4, (short) -9);
        System.out.println("small elems " + new String(cs) + " " + u.getChar(cs, cb + 8) + " " + Arrays.toString(zs) + " "
                + u.getBoolean(zs, zb + 1) + " " + Arrays.toString(ss) + " " + u.getShortVolatile(ss, sb));

        Object[] objs = {"a", "b", null};
        long ob = u.arrayBaseOffset(Object[].class), os = u.arrayIndexScale(Object[].class);
        u.putObject(objs, ob + 2 * os, "c");
        System.out.println("object elems " + u.getObject(objs, ob) + " " + u.getObjectVolatile(objs, ob + os) + " cas "
                + u.compareAndSwapObject(objs, ob, "a", "A") + " " + u.compareAndSwapObject(objs, ob, "a", "Z") + " set "
                + u.getAndSetObject(objs, ob + os, "B") + " -> " + Arrays.toString(objs));

        Prims p = new Prims();
        long fbyte = u.objectFieldOffset(Prims.class.getDeclaredField("b"));
        long fshort = u.objectFieldOffset(Prims.class.getDeclaredField("s"));
        long fchar = u.objectFieldOffset(Prims.class.getDeclaredField("c"));
        long fbool = u.objectFieldOffset(Prims.class.getDeclaredField("z"));
        long ffloat = u.objectFieldOffset(Prims.class.getDeclaredField("f"));
        long fdouble = u.objectFieldOffset(Prims.class.getDeclaredField("d"));
        System.out.println("fields " + u.getByte(p, fbyte) + " " + u.getShort(p, fshort) + " " + u.getChar(p, fchar) + " "
                + u.getBoolean(p, fbool) + " " + u.getFloat(p, ffloat) + " " + u.getDoubleVolatile(p, fdouble));
        u.putByte(p, fbyte, (byte) -128);
        u.putShort(p, fshort, (short) 32767);
        u.putCharVolatile(p, fchar, '\uffff');
        u.putBoolean(p, fbool, false);
        u.putFloatVolatile(p, ffloat, -1e-3f);
        u.putDouble(p, fdouble, 6.02e23);
        System.out.println("after " + p.b + " " + p.s + " " + (int) p.c + " " + p.z + " " + p.f + " " + p.d + " "
                + p.after + " " + (p.b + 1) + " " + (p.c + 1));

        final int[] counter = new int[3];
        final long slot = ib + u.arrayIndexScale(int[].class);
        Thread[] ts = new Thread[4];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread(() -> {
                for (int k = 0; k < 20000; k++) {
                    int v;
                    do {
                        v = u.getIntVolatile(counter, slot);
                    } while (!u.compareAndSwapInt(counter, slot, v, v + 1));
                    u.getAndAddInt(counter, ib, 1);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("threads " + Arrays.toString(counter));
    }
}
