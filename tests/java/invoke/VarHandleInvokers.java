import java.lang.invoke.*;

import java.lang.reflect.*;

/* MethodHandles.varHandleInvoker and varHandleExactInvoker (their types, calls and
 * WrongMethodTypeException texts) and unreflectVarHandle's access checks. */
public class VarHandleInvokers {
    private int priv;
    protected long prot;
    int pkg;
    public static void main(String[] a) throws Throwable {
        for (String n : new String[] { "priv", "prot", "pkg" }) {
            Field f = VarHandleInvokers.class.getDeclaredField(n);
            try { MethodHandles.publicLookup().unreflectVarHandle(f); System.out.println("ok"); } catch (Throwable e) { String m = e.toString(); int i = m.indexOf(", from "); System.out.println(i < 0 ? m : m.substring(0, i)); }
        }
        MethodHandle inv = MethodHandles.varHandleInvoker(VarHandle.AccessMode.GET_AND_ADD, MethodType.methodType(int.class, VarHandleInvokers.class, int.class));
        MethodHandle exinv = MethodHandles.varHandleExactInvoker(VarHandle.AccessMode.GET, MethodType.methodType(long.class, VarHandleInvokers.class));
        System.out.println(inv + " " + exinv);
        VarHandle vh = MethodHandles.lookup().findVarHandle(VarHandleInvokers.class, "pkg", int.class);
        VarHandleInvokers u = new VarHandleInvokers();
        System.out.println((int) inv.invokeExact(vh, u, 5) + " " + (int) inv.invokeExact(vh, u, 5) + " " + u.pkg);
        try { long l = (long) exinv.invokeExact(vh, u); } catch (Throwable e) { System.out.println(e); }
        VarHandle lh = MethodHandles.lookup().findVarHandle(VarHandleInvokers.class, "prot", long.class);
        u.prot = 77;
        System.out.println((long) exinv.invokeExact(lh, u));
        MethodHandle inv2 = MethodHandles.varHandleInvoker(VarHandle.AccessMode.GET, MethodType.methodType(Object.class, Object.class));
        System.out.println(inv2.invoke(vh, u));
        try { inv2.invoke(vh, "x"); } catch (Throwable e) { System.out.println(e); }
        try { MethodHandles.varHandleInvoker(VarHandle.AccessMode.GET, MethodType.methodType(Object.class, Object.class, int.class)).invoke(vh, u, 1); } catch (Throwable e) { System.out.println(e); }
    }
}
