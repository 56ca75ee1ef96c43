import java.lang.reflect.*;
import java.util.*;

public class ReflectFields {
    static class Holder {
        boolean z = true;
        byte b = 1;
        char c = 'c';
        short s = 2;
        int i = 3;
        long j = 4;
        float f = 5.5f;
        double d = 6.25;
        String str = "text";
        int[] arr = { 1, 2 };
        volatile long vol = 7;
        final int fin = 8;
        static int counter = 9;
        static final String CONST = "const";
        transient Object any;
    }

    static String attempt(String what, ThrowingRunnable r) {
        try {
            return what + " -> " + r.run();
        } catch (Exception e) {
            return what + " -> " + e;
        }
    }

    interface ThrowingRunnable {
        Object run() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        Holder h = new Holder();
        Field[] fs = Holder.class.getDeclaredFields();
        Arrays.sort(fs, Comparator.comparing(Field::getName));
        for (Field f : fs) {
            Object v = f.get(Modifier.isStatic(f.getModifiers()) ? null : h);
            String shown = v instanceof int[] ? Arrays.toString((int[]) v) : String.valueOf(v);
            System.out.println(f + " = " + shown + " [" + f.getType().getName() + ", mods "
                    + Modifier.toString(f.getModifiers()) + "]");
        }
        Class<Holder> k = Holder.class;
        Field i = k.getDeclaredField("i"), j = k.getDeclaredField("j"), b = k.getDeclaredField("b");
        Field c = k.getDeclaredField("c"), d = k.getDeclaredField("d"), f = k.getDeclaredField("f");
        Field z = k.getDeclaredField("z"), s = k.getDeclaredField("s"), str = k.getDeclaredField("str");
        // typed getters with widening
        System.out.println(i.getInt(h) + " " + i.getLong(h) + " " + i.getFloat(h) + " " + i.getDouble(h));
        System.out.println(b.getByte(h) + " " + b.getShort(h) + " " + b.getInt(h) + " " + b.getDouble(h));
        System.out.println(c.getChar(h) + " " + c.getInt(h) + " " + c.getLong(h));
        System.out.println(f.getFloat(h) + " " + f.getDouble(h) + " " + z.getBoolean(h) + " " + s.getShort(h));
        System.out.println(attempt("j.getInt", () -> j.getInt(h)));
        System.out.println(attempt("c.getShort", () -> c.getShort(h)));
        System.out.println(attempt("d.getFloat", () -> d.getFloat(h)));
        System.out.println(attempt("z.getInt", () -> z.getInt(h)));
        System.out.println(attempt("i.getBoolean", () -> i.getBoolean(h)));
        System.out.println(attempt("str.getInt", () -> str.getInt(h)));
        // typed setters with widening
        i.setInt(h, 30); j.setInt(h, 40); d.setFloat(h, 0.5f); f.setLong(h, 12L); s.setByte(h, (byte) 22);
        i.setChar(h, 'A');
        System.out.println(h.i + " " + h.j + " " + h.d + " " + h.f + " " + h.s);
        System.out.println(attempt("i.setLong", () -> { i.setLong(h, 1L); return "set"; }));
        System.out.println(attempt("b.setInt", () -> { b.setInt(h, 1); return "set"; }));
        System.out.println(attempt("c.setShort", () -> { c.setShort(h, (short) 1); return "set"; }));
        System.out.println(attempt("z.setInt", () -> { z.setInt(h, 1); return "set"; }));
        System.out.println(attempt("s.setChar", () -> { s.setChar(h, 'x'); return "set"; }));
        // generic set with unboxing
        i.set(h, 77); j.set(h, 'B'); d.set(h, 3); z.set(h, false); str.set(h, "new");
        System.out.println(h.i + " " + h.j + " " + h.d + " " + h.z + " " + h.str);
        System.out.println(attempt("i.set(String)", () -> { i.set(h, "1"); return "set"; }));
        System.out.println(attempt("i.set(null)", () -> { i.set(h, null); return "set"; }));
        System.out.println(attempt("i.set(Long)", () -> { i.set(h, 5L); return "set"; }));
        System.out.println(attempt("str.set(Integer)", () -> { str.set(h, 5); return "set"; }));
        System.out.println(attempt("str.set(null)", () -> { str.set(h, null); return h.str; }));
        System.out.println(attempt("i.get(wrong)", () -> i.get("wrong")));
        try {
            i.get(null);
        } catch (NullPointerException e) {
            System.out.println("NPE for a null object");
        }
        // statics and finals
        Field counter = k.getDeclaredField("counter");
        counter.setInt(null, 10);
        System.out.println(Holder.counter + " " + counter.get(null) + " " + counter.get(h));
        Field cst = k.getDeclaredField("CONST");
        System.out.println(attempt("CONST.set", () -> { cst.set(null, "x"); return "set"; }));
        cst.setAccessible(true);
        System.out.println(attempt("CONST.set accessible", () -> { cst.set(null, "x"); return "set"; }));
        Field fin = k.getDeclaredField("fin");
        System.out.println(attempt("fin.setInt", () -> { fin.setInt(h, 1); return "set"; }));
        fin.setAccessible(true);
        System.out.println(attempt("fin.setInt accessible", () -> { fin.setInt(h, 80); return fin.getInt(h); }));
        Field vol = k.getDeclaredField("vol");
        vol.setLong(h, Long.MIN_VALUE);
        System.out.println(h.vol + " " + Modifier.isVolatile(vol.getModifiers()));
        // public fields through getField / getFields
        System.out.println(Pub.class.getField("x") + " | " + Pub.class.getField("Y"));
        List<String> names = new ArrayList<>();
        for (Field pf : Pub.class.getFields()) {
            names.add(pf.getName());
        }
        Collections.sort(names);
        System.out.println(names);
        System.out.println(attempt("getField(hidden)", () -> Pub.class.getField("hidden")));
        System.out.println(attempt("getDeclaredField(nope)", () -> Pub.class.getDeclaredField("nope")));
        System.out.println(k.getDeclaredField("i").equals(k.getDeclaredField("i")) + " "
                + k.getDeclaredField("i").equals(k.getDeclaredField("j")));
        System.out.println(Color.class.getField("RED").isEnumConstant() + " " + k.getDeclaredField("i").isEnumConstant());
    }

    public interface Konst {
        int Y = 42;
    }

    public static class PubBase {
        public int inherited;
    }

    public static class Pub extends PubBase implements Konst {
        public int x;
        private int hidden;
    }

    enum Color { RED, GREEN }
}
