import java.lang.invoke.*;
import java.lang.reflect.*;
import java.util.*;

public class MethodHandleReveal {
    private int secret = 3;
    public static int count;
    public String name = "n";
    private static String hidden() { return "h"; }
    public static String join(String... xs) { return String.join(",", xs); }
    public MethodHandleReveal() {}
    MethodHandleReveal(int x) { secret = x; }

    static void show(MethodHandles.Lookup lk, MethodHandle h) {
        try {
            MethodHandleInfo i = lk.revealDirect(h);
            System.out.println(i + " | kind=" + i.getReferenceKind() + " " + MethodHandleInfo.referenceKindToString(i.getReferenceKind())
                + " decl=" + i.getDeclaringClass().getName() + " name=" + i.getName() + " type=" + i.getMethodType()
                + " mods=" + Modifier.toString(i.getModifiers()) + " varargs=" + i.isVarArgs());
            for (Class<? extends Member> k : List.of(Method.class, Field.class, Constructor.class, Member.class)) {
                try {
                    System.out.println("  as " + k.getSimpleName() + ": " + i.reflectAs(k, lk));
                } catch (Exception e) {
                    System.out.println("  as " + k.getSimpleName() + ": " + e);
                }
            }
        } catch (Exception e) {
            System.out.println(("reveal " + h + ": " + e).replaceAll("@[0-9a-f]+", "@HASH"));
        }
    }

    public static void main(String[] a) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        show(lk, lk.findVirtual(String.class, "length", MethodType.methodType(int.class)));
        show(lk, lk.findVirtual(List.class, "size", MethodType.methodType(int.class)));
        show(lk, lk.findVirtual(ArrayList.class, "hashCode", MethodType.methodType(int.class)));
        show(lk, lk.findVirtual(ArrayList.class, "size", MethodType.methodType(int.class)));
        show(lk, lk.findStatic(MethodHandleReveal.class, "hidden", MethodType.methodType(String.class)));
        show(lk, lk.findStatic(MethodHandleReveal.class, "join", MethodType.methodType(String.class, String[].class)));
        show(lk, lk.findStatic(Math.class, "max", MethodType.methodType(int.class, int.class, int.class)));
        show(lk, lk.findConstructor(MethodHandleReveal.class, MethodType.methodType(void.class)));
        show(lk, lk.findConstructor(MethodHandleReveal.class, MethodType.methodType(void.class, int.class)));
        show(lk, lk.findGetter(MethodHandleReveal.class, "secret", int.class));
        show(lk, lk.findSetter(MethodHandleReveal.class, "secret", int.class));
        show(lk, lk.findStaticGetter(MethodHandleReveal.class, "count", int.class));
        show(lk, lk.findStaticSetter(MethodHandleReveal.class, "count", int.class));
        show(lk, lk.findSpecial(Object.class, "toString", MethodType.methodType(String.class), MethodHandleReveal.class));
        show(lk, lk.unreflect(Object.class.getMethod("hashCode")));
        show(lk, lk.unreflect(Runnable.class.getMethod("run")));
        show(lk, lk.unreflectConstructor(ArrayList.class.getConstructor(int.class)));
        show(lk, lk.unreflectGetter(MethodHandleReveal.class.getField("name")));
        show(lk, lk.unreflectSetter(MethodHandleReveal.class.getField("name")));
        show(lk, lk.unreflectSpecial(Object.class.getMethod("toString"), MethodHandleReveal.class));
        MethodHandle j = lk.findStatic(MethodHandleReveal.class, "join", MethodType.methodType(String.class, String[].class));
        show(lk, j.asFixedArity());
        show(lk, j.asType(MethodType.methodType(Object.class, String[].class)));
        show(lk, lk.findVirtual(String.class, "length", MethodType.methodType(int.class)).bindTo("abc"));
        show(lk, MethodHandles.constant(int.class, 1));
        show(lk, MethodHandles.identity(int.class));
        show(lk, lk.bind("x", "length", MethodType.methodType(int.class)));
        show(MethodHandles.publicLookup(), lk.findStatic(MethodHandleReveal.class, "hidden", MethodType.methodType(String.class)));
        show(MethodHandles.publicLookup(), lk.findGetter(MethodHandleReveal.class, "secret", int.class));
        show(lk.in(String.class), lk.findStatic(MethodHandleReveal.class, "join", MethodType.methodType(String.class, String[].class)));
        MethodHandle ldc = lk.findVirtual(Object.class, "equals", MethodType.methodType(boolean.class, Object.class));
        System.out.println(MethodHandles.reflectAs(Method.class, ldc));
        System.out.println(MethodHandles.reflectAs(Member.class, lk.findGetter(MethodHandleReveal.class, "secret", int.class)));
        System.out.println(MethodHandles.reflectAs(Constructor.class, lk.findConstructor(MethodHandleReveal.class, MethodType.methodType(void.class))));
        try { MethodHandles.reflectAs(Field.class, ldc); } catch (Exception e) { System.out.println(e); }
        try { MethodHandles.reflectAs(Method.class, MethodHandles.constant(int.class, 1)); } catch (Exception e) { System.out.println(e); }
        try { MethodHandles.reflectAs(Method.class, null); } catch (Exception e) { System.out.println(e); }
        try { lk.revealDirect(null); } catch (Exception e) { System.out.println(e); }
        for (int k = 0; k <= 10; k++) {
            try { System.out.println(k + " " + MethodHandleInfo.referenceKindToString(k)); } catch (Exception e) { System.out.println(e); }
        }
        System.out.println(MethodHandleInfo.toString(MethodHandleInfo.REF_invokeStatic, String.class, "valueOf", MethodType.methodType(String.class, int.class)));
        try { MethodHandleInfo.toString(0, String.class, "x", MethodType.methodType(void.class)); } catch (Exception e) { System.out.println(e); }
        System.out.println(MethodHandleInfo.REF_getField + " " + MethodHandleInfo.REF_invokeInterface);
        Method m = MethodHandles.reflectAs(Method.class, ldc);
        System.out.println(m.equals(Object.class.getMethod("equals", Object.class)) + " " + (m == Object.class.getMethod("equals", Object.class)));
    }
}
