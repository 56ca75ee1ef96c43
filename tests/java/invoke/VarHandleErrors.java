import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.invoke.VarHandle.AccessMode;
import java.lang.reflect.Array;
import java.lang.reflect.Field;

/* What VarHandles throw, with HotSpot's texts: wrong site types (exact and invoke
 * behaviour), unsupported modes (final fields, getAndAdd on a reference, bitwise on
 * floating point), null receivers and arrays, bad indexes, array stores, failed
 * lookups; and the fences and reflective calls. */
public class VarHandleErrors {
    int i;
    final int fi = 3;
    String s;
    Object o;
    static int si;
    static final String SF = "constant";
    private int priv;

    static void show(Throwable e) {
        String m = String.valueOf(e);
        int at = m.indexOf(", from ");
        System.out.println(at < 0 ? m : m.substring(0, at) + " (from ...)");
    }

    interface Body {
        void run() throws Throwable;
    }

    static void t(String what, Body b) {
        try {
            b.run();
            System.out.println(what + ": ok");
        } catch (Throwable e) {
            System.out.print(what + ": ");
            show(e);
        }
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        VarHandle vh = lk.findVarHandle(VarHandleErrors.class, "i", int.class);
        VarHandle sh = lk.findVarHandle(VarHandleErrors.class, "s", String.class);
        VarHandle fh = lk.findVarHandle(VarHandleErrors.class, "fi", int.class);
        VarHandle oh = lk.findVarHandle(VarHandleErrors.class, "o", Object.class);
        VarHandle sfh = lk.findStaticVarHandle(VarHandleErrors.class, "SF", String.class);
        VarHandle ah = MethodHandles.arrayElementVarHandle(int[].class);
        VarHandle oah = MethodHandles.arrayElementVarHandle(Object[].class);
        VarHandleErrors p = new VarHandleErrors();

        t("getAndAdd String", () -> sh.getAndAdd(p, "x"));
        t("bitwise Object", () -> oh.getAndBitwiseOr(p, 1));
        t("set final", () -> fh.set(p, 5));
        t("get final", () -> System.out.println((int) fh.get(p)));
        t("cas final", () -> fh.compareAndSet(p, 3, 4));
        t("set static final", () -> sfh.set("x"));
        t("get static final", () -> System.out.println((String) sfh.get()));
        t("final via handle", () -> fh.toMethodHandle(AccessMode.SET).invoke(p, 1));
        t("bitwise double[]", () -> MethodHandles.arrayElementVarHandle(double[].class).getAndBitwiseOr(new double[1], 0, 1.0));
        t("add boolean[]", () -> MethodHandles.arrayElementVarHandle(boolean[].class).getAndAdd(new boolean[1], 0, true));
        System.out.println(fh.isAccessModeSupported(AccessMode.SET) + " " + fh.isAccessModeSupported(AccessMode.GET_OPAQUE)
                + " " + sh.isAccessModeSupported(AccessMode.GET_AND_ADD) + " " + sh.isAccessModeSupported(AccessMode.GET_AND_SET));

        t("set String to int", () -> vh.set(p, "x"));
        t("set long to int", () -> vh.set(p, 1L));
        t("set Object(Integer) to String", () -> sh.set(p, (Object) 1));
        t("exact short", () -> vh.withInvokeExactBehavior().set(p, (short) 1));
        t("exact int", () -> System.out.println((int) vh.withInvokeExactBehavior().get(p)));
        t("exact Object", () -> System.out.println(vh.withInvokeExactBehavior().get(p)));
        t("exact cas", () -> System.out.println(vh.withInvokeExactBehavior().compareAndSet(p, 0, 1)));
        t("exact void cas", () -> vh.withInvokeExactBehavior().getAndAdd(p, 1));
        System.out.println(vh.withInvokeExactBehavior().hasInvokeExactBehavior() + " "
                + vh.withInvokeExactBehavior().withInvokeBehavior().hasInvokeExactBehavior() + " " + vh.withInvokeExactBehavior());
        t("too few", () -> vh.set(p));
        t("cas too few", () -> vh.compareAndSet(p, 1));
        t("to boolean", () -> System.out.println((boolean) vh.get(p)));
        t("receiver String", () -> vh.set("str", 1));
        t("receiver null", () -> vh.set((VarHandleErrors) null, 1));
        t("receiver null cas", () -> vh.compareAndSet((VarHandleErrors) null, 1, 2));
        t("receiver Object null", () -> vh.getAndAdd((Object) null, 1));
        t("unboxing null", () -> vh.set(p, (Integer) null));
        t("index", () -> ah.set(new int[3], 5, 1));
        t("negative index", () -> ah.get(new int[2], -1));
        t("null array", () -> ah.set((int[]) null, 5, 1));
        t("array store", () -> oah.set(new String[3], 0, 1));
        t("array store cas", () -> oah.compareAndSet(new String[3], 0, null, 1));
        t("not an array", () -> MethodHandles.arrayElementVarHandle(int.class));

        t("static as instance", () -> lk.findVarHandle(VarHandleErrors.class, "si", int.class));
        t("instance as static", () -> lk.findStaticVarHandle(VarHandleErrors.class, "i", int.class));
        t("no such field", () -> lk.findVarHandle(VarHandleErrors.class, "zz", int.class));
        t("wrong type", () -> lk.findVarHandle(VarHandleErrors.class, "i", long.class));
        t("private from public lookup", () -> MethodHandles.publicLookup().findVarHandle(VarHandleErrors.class, "priv", int.class));
        Field f = VarHandleErrors.class.getDeclaredField("priv");
        VarHandle uh = lk.unreflectVarHandle(f);
        uh.set(p, 12);
        System.out.println("unreflect " + p.priv + " " + uh);
        VarHandle ufh = lk.unreflectVarHandle(VarHandleErrors.class.getDeclaredField("fi"));
        t("unreflect final set", () -> ufh.set(p, 1));

        t("valueFromMethodName", () -> AccessMode.valueFromMethodName("getPlain"));
        t("reflective get", () -> VarHandle.class.getMethod("get", Object[].class).invoke(vh, (Object) new Object[] { p }));

        VarHandle.fullFence();
        VarHandle.acquireFence();
        VarHandle.releaseFence();
        VarHandle.loadLoadFence();
        VarHandle.storeStoreFence();
        System.out.println("fences");

        // the null-array and bad-index matrix: every supported mode of every array type
        Class<?>[] cs = { int[].class, byte[].class, boolean[].class, char[].class, short[].class, long[].class,
            float[].class, double[].class, Object[].class, String[].class };
        for (Class<?> c : cs) {
            VarHandle h = MethodHandles.arrayElementVarHandle(c);
            Class<?> ct = c.getComponentType();
            Object val = ct == int.class ? (Object) 1 : ct == byte.class ? (Object) (byte) 1 : ct == boolean.class
                    ? (Object) true : ct == char.class ? (Object) 'a' : ct == short.class ? (Object) (short) 1
                    : ct == long.class ? (Object) 1L : ct == float.class ? (Object) 1f : ct == double.class ? (Object) 1d : "s";
            for (AccessMode m : AccessMode.values()) {
                if (!h.isAccessModeSupported(m)) {
                    continue;
                }
                MethodHandle mh = h.toMethodHandle(m);
                Object[] a = new Object[mh.type().parameterCount()];
                a[1] = 0;
                for (int k = 2; k < a.length; k++) {
                    a[k] = val;
                }
                try {
                    mh.invokeWithArguments(a);
                } catch (Throwable e) {
                    System.out.println(c.getSimpleName() + " " + m + " " + e);
                }
                a[0] = Array.newInstance(ct, 1);
                a[1] = 1;
                try {
                    mh.invokeWithArguments(a);
                } catch (Throwable e) {
                    System.out.println(c.getSimpleName() + " " + m + " " + e);
                }
            }
        }
    }
}
