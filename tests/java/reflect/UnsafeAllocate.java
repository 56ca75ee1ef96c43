// sun.misc.Unsafe as libraries reach it (Gson's UnsafeAllocator): Class.forName, the private
// static field theUnsafe made accessible, allocateInstance by reflection.  The instance gets no
// constructor (not even its superclass's) and no field initializers, but its class is
// initialized first; abstract classes, interfaces, arrays, primitives and Class are refused,
// a failed initializer surfaces as HotSpot's errors; getUnsafe is absent from user code's view.
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

public class UnsafeAllocate {
    static abstract class Abstract {}
    interface Iface {}
    static class Base {
        String tag = "base-init";
        Base() { System.out.println("Base() ran"); }
    }
    static class Point extends Base {
        static { System.out.println("Point initialized"); }
        final int x;
        int y = 7;
        Object ref = "field-init";
        Point(int x) { this.x = x; System.out.println("Point(int) ran"); }
        public String toString() { return "Point x=" + x + " y=" + y + " ref=" + ref + " tag=" + tag; }
    }
    static class Bad {
        static int v = 1 / zero();
        static int zero() { return 0; }
    }

    public static void main(String[] args) throws Exception {
        Class<?> uc = Class.forName("sun.misc.Unsafe");
        System.out.println(uc.getName() + " final " + java.lang.reflect.Modifier.isFinal(uc.getModifiers()));
        try {
            uc.getMethod("getUnsafe");
            System.out.println("getUnsafe visible");
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage());
        }
        Field f = uc.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        Object u = f.get(null);
        System.out.println("theUnsafe " + (u != null) + " same " + (u == f.get(null)) + " type " + u.getClass().getName());
        Method m = uc.getMethod("allocateInstance", Class.class);
        System.out.println("before allocate");
        Point p = (Point) m.invoke(u, Point.class);
        System.out.println(p);
        p.y = 3;
        System.out.println(p + " " + (p instanceof Base));
        Point q = (Point) m.invoke(u, Point.class);
        System.out.println("distinct " + (p != q) + " " + q);
        StringBuilder sb = (StringBuilder) m.invoke(u, StringBuilder.class);
        System.out.println("StringBuilder allocated " + (sb != null));
        for (Class<?> c : new Class<?>[] {Abstract.class, Iface.class, int.class, int[].class, String[][].class,
                                          Class.class, Bad.class, Bad.class, Object.class}) {
            try {
                Object o = m.invoke(u, c);
                System.out.println(c + " -> " + o.getClass().getName());
            } catch (InvocationTargetException e) {
                System.out.println(c + " -> " + e.getCause());
            }
        }
    }
}
