import java.lang.reflect.*;
public class ReflectNullReceiver {
    public int x; private int y; public void m() {} private void pm() {}
    public ReflectNullReceiver() {} 
    static void t(String w, Callable c) { try { System.out.println(w + " = " + c.call()); } catch (Throwable e) { System.out.println(w + " ! " + e); } }
    interface Callable { Object call() throws Throwable; }
    public static void main(String[] a) throws Exception {
        Method m = ReflectNullReceiver.class.getMethod("m"), pm = ReflectNullReceiver.class.getDeclaredMethod("pm");
        Field x = ReflectNullReceiver.class.getField("x"), y = ReflectNullReceiver.class.getDeclaredField("y");
        Method sm = String.class.getMethod("length");
        Field hf = Thread.class.getDeclaredField("daemon");
        t("m null", () -> m.invoke(null));
        t("pm null", () -> pm.invoke(null));
        t("String.length null", () -> sm.invoke(null));
        t("x get null", () -> x.get(null));
        t("x getInt null", () -> x.getInt(null));
        t("x set null", () -> { x.set(null, 1); return null; });
        t("y get null", () -> y.get(null));
        t("x get String", () -> x.get("s"));
        t("x set String", () -> { x.set("s", 1); return null; });
        m.setAccessible(true); x.setAccessible(true); pm.setAccessible(true); y.setAccessible(true);
        t("m null acc", () -> m.invoke(null));
        t("pm null acc", () -> pm.invoke(null));
        t("x get null acc", () -> x.get(null));
        t("x getInt null acc", () -> x.getInt(null));
        t("x set null acc", () -> { x.set(null, 1); return null; });
        t("y setInt null acc", () -> { y.setInt(null, 1); return null; });
        t("x get String acc", () -> x.get("s"));
        t("m String acc", () -> m.invoke("s"));
        t("ctor", () -> ReflectNullReceiver.class.getConstructor().newInstance((Object[]) null).getClass());
        t("ctor args", () -> ReflectNullReceiver.class.getConstructor().newInstance(1));
        t("m args null", () -> m.invoke(new ReflectNullReceiver(), (Object[]) null));
        t("m args extra", () -> m.invoke(new ReflectNullReceiver(), 1));
    }
}
