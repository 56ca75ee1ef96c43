import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.invoke.VarHandle.AccessMode;
import java.util.Arrays;

/* VarHandle access modes called signature-polymorphically (javac's descriptors) on
 * instance fields, static fields and array elements of every type, and every mode of
 * every variable kind driven through toMethodHandle. */
public class VarHandleAccess {
    int i;
    long l;
    byte b;
    short s;
    char c;
    boolean z;
    float f;
    double d;
    String str;
    volatile int vi;
    static int si;
    static long sl;
    static byte sb;
    static String sstr;
    static double sd;

    static class Init {
        static int x = 41;
        static {
            System.out.println("Init initialized");
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        VarHandleAccess o = new VarHandleAccess();

        VarHandle I = lk.findVarHandle(VarHandleAccess.class, "i", int.class);
        I.set(o, 5);
        System.out.println("int get " + (int) I.get(o) + " field " + o.i);
        System.out.println("cas " + I.compareAndSet(o, 5, 7) + " " + I.compareAndSet(o, 5, 8) + " -> " + o.i);
        System.out.println("cae " + (int) I.compareAndExchange(o, 7, 9) + " " + (int) I.compareAndExchangeAcquire(o, 7, 10)
                + " " + (int) I.compareAndExchangeRelease(o, 9, 11) + " -> " + o.i);
        System.out.println("wcas " + I.weakCompareAndSet(o, 11, 12) + " " + I.weakCompareAndSetPlain(o, 12, 13)
                + " " + I.weakCompareAndSetAcquire(o, 13, 14) + " " + I.weakCompareAndSetRelease(o, 14, 15) + " -> " + o.i);
        System.out.println("gas " + (int) I.getAndSet(o, 20) + " " + (int) I.getAndSetAcquire(o, 21) + " "
                + (int) I.getAndSetRelease(o, 22) + " -> " + o.i);
        System.out.println("gaa " + (int) I.getAndAdd(o, 3) + " " + (int) I.getAndAddAcquire(o, -1) + " "
                + (int) I.getAndAddRelease(o, Integer.MAX_VALUE) + " -> " + o.i);
        o.i = 0b1100;
        System.out.println("bits " + (int) I.getAndBitwiseOr(o, 0b0011) + " " + (int) I.getAndBitwiseAnd(o, 0b0110) + " "
                + (int) I.getAndBitwiseXor(o, 0b1111) + " " + (int) I.getAndBitwiseOrAcquire(o, 1) + " "
                + (int) I.getAndBitwiseAndRelease(o, 3) + " " + (int) I.getAndBitwiseXorAcquire(o, 2) + " -> " + o.i);
        I.setVolatile(o, 1);
        System.out.print((int) I.getVolatile(o));
        I.setRelease(o, 2);
        System.out.print((int) I.getAcquire(o));
        I.setOpaque(o, 3);
        System.out.println((int) I.getOpaque(o));
        I.getAndAdd(o, 10);                 // a void site: the result is dropped
        Object boxed = I.get(o);            // an Object site: boxed
        long widened = (long) I.get(o);     // a long site: widened
        System.out.println("sites " + o.i + " " + boxed + " " + widened);
        I.set(o, (Object) Integer.valueOf(77));   // an Object argument: unboxed
        I.set(o, (short) 78);                     // a short argument: widened
        System.out.println("converted " + o.i);

        VarHandle L = lk.findVarHandle(VarHandleAccess.class, "l", long.class);
        L.set(o, 1L << 40);
        System.out.println("long " + (long) L.getAndAdd(o, 5L) + " " + L.compareAndSet(o, (1L << 40) + 5, -1L) + " "
                + (long) L.getAndBitwiseAnd(o, 0xFF00L) + " " + (long) L.compareAndExchange(o, 0xFF00L, 3L) + " " + o.l);

        VarHandle B = lk.findVarHandle(VarHandleAccess.class, "b", byte.class);
        B.set(o, (byte) 127);
        System.out.println("byte " + (byte) B.getAndAdd(o, (byte) 1) + " " + o.b + " " + B.compareAndSet(o, (byte) -128, (byte) -1)
                + " " + o.b + " " + (byte) B.getAndBitwiseXor(o, (byte) 0x0F) + " " + o.b);

        VarHandle S = lk.findVarHandle(VarHandleAccess.class, "s", short.class);
        S.set(o, (short) -2);
        System.out.println("short " + (short) S.getAndAdd(o, (short) 3) + " " + S.compareAndSet(o, (short) 1, (short) 32767)
                + " " + (short) S.getAndAdd(o, (short) 1) + " " + o.s);

        VarHandle C = lk.findVarHandle(VarHandleAccess.class, "c", char.class);
        C.set(o, 'A');
        System.out.println("char " + (char) C.getAndAdd(o, (char) 1) + " " + C.compareAndSet(o, 'B', '\uffff') + " "
                + (char) C.getAndAdd(o, (char) 2) + " " + (int) o.c);

        VarHandle Z = lk.findVarHandle(VarHandleAccess.class, "z", boolean.class);
        System.out.println("boolean " + Z.compareAndSet(o, false, true) + " " + (boolean) Z.getAndBitwiseXor(o, true) + " "
                + (boolean) Z.getAndBitwiseOr(o, true) + " " + (boolean) Z.getAndBitwiseAnd(o, false) + " " + o.z);

        VarHandle F = lk.findVarHandle(VarHandleAccess.class, "f", float.class);
        F.set(o, 1.5f);
        System.out.println("float " + (float) F.getAndAdd(o, 2.25f) + " " + F.compareAndSet(o, 3.75f, Float.NaN) + " "
                + F.compareAndSet(o, Float.NaN, -0.0f) + " " + F.compareAndSet(o, 0.0f, 1f) + " " + o.f);

        VarHandle D = lk.findVarHandle(VarHandleAccess.class, "d", double.class);
        D.set(o, 0.1);
        System.out.println("double " + (double) D.getAndAdd(o, 0.2) + " " + (double) D.compareAndExchange(o, 0.1 + 0.2, 1e300)
                + " " + (double) D.getAndSet(o, -1.0) + " " + o.d);

        VarHandle STR = lk.findVarHandle(VarHandleAccess.class, "str", String.class);
        String a1 = new String("a"), a2 = new String("a");
        STR.set(o, a1);
        System.out.println("ref " + STR.compareAndSet(o, a2, "x") + " " + STR.compareAndSet(o, a1, "y") + " "
                + (String) STR.getAndSet(o, "z") + " " + (String) STR.compareAndExchange(o, "z", null) + " " + o.str);

        VarHandle VI = lk.findVarHandle(VarHandleAccess.class, "vi", int.class);
        System.out.println("volatile " + (int) VI.getAndAdd(o, 4) + " " + o.vi);

        // statics
        VarHandle SI = lk.findStaticVarHandle(VarHandleAccess.class, "si", int.class);
        SI.set(40);
        System.out.println("static int " + (int) SI.getAndAdd(2) + " " + si + " " + SI.compareAndSet(42, 1) + " " + (int) SI.get());
        VarHandle SL = lk.findStaticVarHandle(VarHandleAccess.class, "sl", long.class);
        System.out.println("static long " + (long) SL.getAndAdd(1L << 33) + " " + sl + " " + (long) SL.getAndBitwiseOr(1L));
        VarHandle SB = lk.findStaticVarHandle(VarHandleAccess.class, "sb", byte.class);
        System.out.println("static byte " + (byte) SB.getAndAdd((byte) -1) + " " + sb);
        VarHandle SS = lk.findStaticVarHandle(VarHandleAccess.class, "sstr", String.class);
        System.out.println("static ref " + (String) SS.getAndSet("q") + " " + sstr + " " + SS.compareAndSet("q", "r") + " " + sstr);
        VarHandle SD = lk.findStaticVarHandle(VarHandleAccess.class, "sd", double.class);
        System.out.println("static double " + (double) SD.getAndAdd(2.5) + " " + sd);
        VarHandle INIT = lk.findStaticVarHandle(Init.class, "x", int.class);
        System.out.println("before first access");
        System.out.println("init " + (int) INIT.getAndAdd(1) + " " + Init.x);

        // arrays
        int[] ia = { 1, 2, 3 };
        VarHandle IA = MethodHandles.arrayElementVarHandle(int[].class);
        System.out.println("int[] " + (int) IA.getAndAdd(ia, 1, 10) + " " + IA.compareAndSet(ia, 2, 3, 30) + " "
                + (int) IA.getAndBitwiseOr(ia, 0, 4) + " " + Arrays.toString(ia));
        long[] la = { 5, 6 };
        VarHandle LA = MethodHandles.arrayElementVarHandle(long[].class);
        System.out.println("long[] " + (long) LA.getAndAdd(la, 1, -7L) + " " + (long) LA.compareAndExchange(la, 0, 5L, 9L)
                + " " + Arrays.toString(la));
        byte[] ba = { 0, 127, -1, 4 };
        VarHandle BA = MethodHandles.arrayElementVarHandle(byte[].class);
        System.out.println("byte[] " + (byte) BA.getAndAdd(ba, 1, (byte) 1) + " " + BA.compareAndSet(ba, 2, (byte) -1, (byte) 77)
                + " " + (byte) BA.getAndBitwiseXor(ba, 3, (byte) -1) + " " + (byte) BA.get(ba, 0) + " " + Arrays.toString(ba));
        short[] sa = { -5, 0 };
        VarHandle SA = MethodHandles.arrayElementVarHandle(short[].class);
        System.out.println("short[] " + (short) SA.getAndAdd(sa, 0, (short) 3) + " " + SA.compareAndSet(sa, 0, (short) -2, (short) -300)
                + " " + Arrays.toString(sa));
        char[] ca = { 'x', 'y' };
        VarHandle CA = MethodHandles.arrayElementVarHandle(char[].class);
        System.out.println("char[] " + (char) CA.getAndSet(ca, 1, 'Y') + " " + CA.compareAndSet(ca, 0, 'x', '\u00e9') + " "
                + new String(ca));
        boolean[] za = { false, true };
        VarHandle ZA = MethodHandles.arrayElementVarHandle(boolean[].class);
        System.out.println("boolean[] " + (boolean) ZA.getAndBitwiseOr(za, 0, true) + " " + ZA.compareAndSet(za, 1, true, false)
                + " " + Arrays.toString(za));
        float[] fa = { 1f };
        VarHandle FA = MethodHandles.arrayElementVarHandle(float[].class);
        System.out.println("float[] " + (float) FA.getAndAdd(fa, 0, 0.5f) + " " + Arrays.toString(fa));
        double[] da = { 2.0 };
        VarHandle DA = MethodHandles.arrayElementVarHandle(double[].class);
        System.out.println("double[] " + (double) DA.getAndAdd(da, 0, 0.25) + " " + DA.compareAndSet(da, 0, 2.25, 3.0)
                + " " + Arrays.toString(da));
        Object[] oa = new String[] { "p", "q" };
        VarHandle OA = MethodHandles.arrayElementVarHandle(Object[].class);
        System.out.println("Object[] " + OA.getAndSet(oa, 0, "P") + " " + OA.compareAndSet(oa, 1, "q", "Q") + " "
                + OA.compareAndExchange(oa, 1, "x", "y") + " " + Arrays.toString(oa));

        // descriptions
        System.out.println(I + " " + I.varType() + " " + I.coordinateTypes() + " " + I.hasInvokeExactBehavior());
        System.out.println(SI + " " + SI.coordinateTypes() + " " + IA + " " + OA.coordinateTypes());
        for (AccessMode m : AccessMode.values()) {
            System.out.println(m + " " + m.methodName() + " " + AccessMode.valueFromMethodName(m.methodName())
                    + " " + I.accessModeType(m) + " " + STR.accessModeType(m) + " " + SI.accessModeType(m)
                    + " " + IA.accessModeType(m) + " supported " + STR.isAccessModeSupported(m) + " "
                    + D.isAccessModeSupported(m) + " " + Z.isAccessModeSupported(m));
        }
        MethodHandle getter = I.toMethodHandle(AccessMode.GET);
        MethodHandle adder = IA.toMethodHandle(AccessMode.GET_AND_ADD);
        System.out.println(getter.type() + " " + (int) getter.invokeExact(o) + " " + adder.type() + " "
                + (int) adder.invoke(ia, 2, 1) + " " + ia[2]);

        // every supported mode of every kind of variable through toMethodHandle
        StringBuilder sb = new StringBuilder();
        Object[][] vars = {
            { lk.findVarHandle(VarHandleAccess.class, "i", int.class), 6, 3 },
            { lk.findVarHandle(VarHandleAccess.class, "l", long.class), 6L, 3L },
            { lk.findVarHandle(VarHandleAccess.class, "b", byte.class), (byte) 6, (byte) 3 },
            { lk.findVarHandle(VarHandleAccess.class, "s", short.class), (short) 6, (short) 3 },
            { lk.findVarHandle(VarHandleAccess.class, "c", char.class), (char) 6, (char) 3 },
            { lk.findVarHandle(VarHandleAccess.class, "z", boolean.class), true, false },
            { lk.findVarHandle(VarHandleAccess.class, "f", float.class), 6f, 3f },
            { lk.findVarHandle(VarHandleAccess.class, "d", double.class), 6d, 3d },
            { lk.findVarHandle(VarHandleAccess.class, "str", String.class), "six", "three" },
        };
        for (Object[] v : vars) {
            VarHandle vh = (VarHandle) v[0];
            sb.setLength(0);
            sb.append(vh.varType()).append(':');
            for (AccessMode m : AccessMode.values()) {
                if (!vh.isAccessModeSupported(m)) {
                    sb.append(" -");
                    continue;
                }
                vh.toMethodHandle(m == AccessMode.GET ? AccessMode.SET : AccessMode.SET_VOLATILE).invoke(o, v[1]);
                MethodHandle h = vh.toMethodHandle(m);
                Object r;
                switch (h.type().parameterCount()) {
                    case 1: r = h.invoke(o); break;
                    case 2: r = h.invoke(o, v[2]); break;
                    default: r = h.invoke(o, v[1], v[2]); break;
                }
                sb.append(' ').append(r).append('/').append(vh.get(o));
            }
            System.out.println(sb);
        }
    }
}
