// Covariant return types and the bridge methods javac generates for them and
// for generic overriding (Comparable<T>, generic superclass methods).
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class CovariantBridge {
    static class Fruit {
        Fruit copy() { return new Fruit(); }
        public String toString() { return "Fruit"; }
    }

    static class Apple extends Fruit {
        @Override Apple copy() { return new Apple(); }   // covariant
        public String toString() { return "Apple"; }
        String crunch() { return "crunch"; }
    }

    static class Version implements Comparable<Version> {
        final int major, minor;
        Version(int major, int minor) { this.major = major; this.minor = minor; }
        public int compareTo(Version o) { return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor); }
        public String toString() { return major + "." + minor; }
    }

    static abstract class Holder<T> {
        abstract T get();
        abstract void set(T t);
    }

    static class StringHolder extends Holder<String> {
        private String v = "init";
        String get() { return v; }
        void set(String s) { v = s.toUpperCase(); }
    }

    @SuppressWarnings({ "rawtypes", "unchecked" })
    public static void main(String[] args) {
        Fruit f = new Apple();
        Fruit c = f.copy();
        System.out.println(c + " " + new Apple().copy().crunch());
        List<Version> vs = new ArrayList<>(List.of(new Version(1, 10), new Version(1, 2), new Version(0, 9), new Version(2, 0)));
        Collections.sort(vs);
        System.out.println(vs);
        Comparable raw = new Version(1, 0);
        System.out.println(raw.compareTo(new Version(1, 1)));
        try {
            raw.compareTo("not a version");   // goes through the bridge's checkcast
        } catch (ClassCastException e) {
            System.out.println("bridge cast: ClassCastException");
        }
        Holder<String> h = new StringHolder();
        h.set("value");
        System.out.println(h.get());
        Holder rh = h;
        try {
            rh.set(42);
        } catch (ClassCastException e) {
            System.out.println("bridge set: ClassCastException");
        }
        Object o = rh.get();
        System.out.println(o);
        Fruit viaBridge = ((Fruit) new Apple()).copy();
        System.out.println(viaBridge.getClass().getSimpleName());
    }
}
