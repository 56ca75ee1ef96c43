// Class.getName / getSimpleName for top-level, static nested, inner, local,
// anonymous classes, arrays, primitives and lambdas-free cases.
public class ClassNames {
    static class Nested { class Inner { } }
    interface Marker { }
    enum Kind { ONE, TWO { } }

    public static void main(String[] args) {
        class Local { }
        Object anon = new Object() { };
        Marker anonMarker = new Marker() { };
        Class<?>[] classes = { ClassNames.class, Nested.class, Nested.Inner.class, Local.class, anon.getClass(),
                               anonMarker.getClass(), Marker.class, Kind.class, Kind.ONE.getClass(), Kind.TWO.getClass(),
                               int[].class, Nested[].class, String[][].class, String.class, int.class, void.class };
        for (Class<?> c : classes) {
            System.out.println(c.getName() + " | simple='" + c.getSimpleName() + "' | interface=" + c.isInterface()
                + " array=" + c.isArray() + " primitive=" + c.isPrimitive());
        }
        System.out.println(Kind.TWO.getDeclaringClass().getSimpleName() + " " + Kind.TWO.getClass().getSuperclass().getSimpleName());
        System.out.println(Nested.Inner.class.getSuperclass().getName() + " " + int[].class.getComponentType() + " " + Object.class.getSuperclass());
        System.out.println(Integer.TYPE + " " + (Integer.TYPE == int.class) + " " + Integer.class.isInstance(5) + " " + Number.class.isAssignableFrom(Integer.class));
        System.out.println(Marker.class.isAssignableFrom(anonMarker.getClass()) + " " + Kind.class.isEnum() + " " + Kind.TWO.getClass().isEnum());
        try {
            Class<?> c = Class.forName("ClassNames$Nested");
            System.out.println("forName: " + c.getSimpleName());
            Class.forName("NoSuchClassAnywhere");
        } catch (ClassNotFoundException e) {
            System.out.println("ClassNotFoundException: " + e.getMessage());
        }
        System.out.println(String.class + " | " + Runnable.class + " | " + int.class);
    }
}
