import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/* VarHandle call sites whose types differ from the access mode's in the ways javac
 * emits them: subclass receivers, Object and interface-typed arguments and results,
 * dropped results, wrong-typed references, covariant arrays, bad indexes; each checked
 * before any store, on int, long and reference variables. */
public class VarHandleSites {
    static class Base {
        int n;
        long w;
        CharSequence cs;
        String str;
    }

    static class Sub extends Base {
    }

    static String sref;

    static void t(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (Throwable e) {
            System.out.println(what + ": " + e);
        }
    }

    public static void main(String[] args) throws Exception {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        VarHandle N = lk.findVarHandle(Base.class, "n", int.class);
        VarHandle W = lk.findVarHandle(Base.class, "w", long.class);
        VarHandle CS = lk.findVarHandle(Base.class, "cs", CharSequence.class);
        VarHandle STR = lk.findVarHandle(Base.class, "str", String.class);
        VarHandle SREF = lk.findStaticVarHandle(VarHandleSites.class, "sref", String.class);
        VarHandle OA = MethodHandles.arrayElementVarHandle(Object[].class);
        VarHandle SA = MethodHandles.arrayElementVarHandle(String[].class);
        VarHandle LA = MethodHandles.arrayElementVarHandle(long[].class);
        Sub s = new Sub();
        Object so = s;

        N.set(s, 3);
        System.out.println("sub receiver " + (int) N.getAndAdd(s, 4) + " " + s.n);
        System.out.println("Object receiver " + (int) N.getAndAdd(so, 1) + " " + N.compareAndSet(so, 8, 9) + " " + s.n);
        t("String receiver", () -> N.set((Object) "x", 1));
        t("null receiver", () -> N.getAndAdd((Base) null, 1));
        System.out.println("n " + s.n);

        W.set(s, -1L);
        System.out.println("long " + (long) W.getAndBitwiseAnd(s, 0xF0L) + " " + (long) W.getAndBitwiseOr(s, 1L) + " "
                + (long) W.getAndBitwiseXor(s, 0xFFL) + " " + s.w + " " + (long) W.compareAndExchange(s, 14L, 1L << 62)
                + " " + s.w);
        W.getAndAdd(s, 5L);
        System.out.println("dropped " + s.w);

        CS.set(s, "chars");
        CS.set(s, new StringBuilder("builder"));
        System.out.println("interface var " + s.cs + " " + CS.compareAndSet(s, s.cs, "x") + " " + s.cs);
        t("Integer into CharSequence", () -> CS.set(s, (Object) 5));
        System.out.println("cs " + s.cs);

        STR.set(s, "a");
        Object o1 = STR.get(s);
        CharSequence c1 = (CharSequence) STR.get(s);
        String g1 = (String) STR.getAndSet(s, "b");
        System.out.println("results " + o1 + " " + c1 + " " + g1 + " " + (String) STR.get(s));
        t("result as Integer", () -> System.out.println((Integer) STR.get(s)));
        STR.set(s, (String) null);
        t("null result as Integer", () -> System.out.println((Integer) STR.get(s)));
        t("Object(Integer) into String", () -> STR.compareAndSet(s, (Object) null, (Object) 1));
        System.out.println("str " + s.str);

        SREF.set("static");
        System.out.println("static " + (String) SREF.getAndSet("s2") + " " + SREF.compareAndSet("s2", "s3") + " " + sref);
        t("static Integer", () -> SREF.set((Object) 1));

        Object[] strings = new String[2];
        OA.set(strings, 0, "ok");
        t("Integer into String[] via Object[]", () -> OA.set(strings, 1, 7));
        t("Integer into String[] getAndSet", () -> OA.getAndSet(strings, 1, 7));
        t("cas expecting Integer", () -> System.out.println(OA.compareAndSet(strings, 0, 7, "new")));
        t("index", () -> OA.get(strings, 2));
        t("negative index", () -> LA.getAndAdd(new long[1], -1, 1L));
        t("String[] handle on Object[]", () -> SA.get(new Object[1], 0));
        System.out.println("strings " + strings[0] + " " + strings[1]);
        long[] la = { 10 };
        System.out.println("long[] " + (long) LA.getAndAdd(la, 0, 5L) + " " + (long) LA.getAndBitwiseOr((Object) la, 0, 16L)
                + " " + la[0]);
        int widened = (int) N.get(s);
        long asLong = (long) N.get(s);
        double asDouble = (double) W.get(s);
        System.out.println("widened " + widened + " " + asLong + " " + asDouble);
    }
}
