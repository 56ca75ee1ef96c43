// java.lang.Object methods: equals/hashCode contracts for user classes,
// default equals is identity, hashCode consistency, getClass, toString overrides,
// and clone via Cloneable (CloneNotSupportedException otherwise).
import java.util.HashSet;
import java.util.Objects;
import java.util.Set;

public class ObjectMethods {
    static final class Point implements Cloneable {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Point)) return false;
            Point p = (Point) o;
            return x == p.x && y == p.y;
        }
        @Override public int hashCode() { return Objects.hash(x, y); }
        @Override public String toString() { return "Point[" + x + "," + y + "]"; }
        @Override public Point clone() {
            try { return (Point) super.clone(); } catch (CloneNotSupportedException e) { throw new AssertionError(e); }
        }
    }

    static class NoClone {
        Object tryClone() throws CloneNotSupportedException { return clone(); }
    }

    static class Plain { }

    public static void main(String[] args) throws Exception {
        Point a = new Point(1, 2), b = new Point(1, 2), c = new Point(2, 1);
        System.out.println(a.equals(b) + " " + a.equals(c) + " " + a.equals(null) + " " + a.equals("Point[1,2]"));
        System.out.println((a.hashCode() == b.hashCode()) + " " + a.hashCode() + " " + c.hashCode());
        Set<Point> set = new HashSet<>();
        set.add(a); set.add(b); set.add(c);
        System.out.println("set size " + set.size() + " contains " + set.contains(new Point(2, 1)));
        Point cl = a.clone();
        System.out.println(cl + " " + (cl != a) + " " + cl.equals(a) + " " + (cl.getClass() == Point.class));
        try {
            new NoClone().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException: " + e.getMessage());
        }
        Plain p1 = new Plain(), p2 = new Plain();
        System.out.println(p1.equals(p1) + " " + p1.equals(p2) + " " + (p1.hashCode() == p1.hashCode()));
        Object o = new Object();
        int h1 = o.hashCode(), h2 = o.hashCode();
        System.out.println("identity hash stable: " + (h1 == h2) + ", equals System.identityHashCode: " + (h1 == System.identityHashCode(o)));
        String s = "str";
        System.out.println(s.getClass().getName() + " " + Integer.valueOf(1).getClass().getName() + " " + new int[0].getClass().getName()
            + " " + a.getClass().getName() + " " + a.getClass().getSimpleName());
        System.out.println(Objects.equals(null, null) + " " + Objects.equals(a, b) + " " + Objects.hashCode(null)
            + " " + Objects.hash() + " " + Objects.hash((Object) null) + " " + Objects.hash(1, "a", 2.0));
        System.out.println(Objects.toString(null) + " " + Objects.toString(null, "default") + " " + Objects.requireNonNullElse(null, "else"));
        try {
            Objects.requireNonNull(null, "must not be null");
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        System.out.println(Objects.isNull(null) + " " + Objects.nonNull(a) + " " + Objects.compare("a", "b", String::compareTo));
        String ts = o.toString();
        System.out.println("Object.toString starts with class name: " + ts.startsWith("java.lang.Object@")
            + ", hex matches hashCode: " + ts.equals("java.lang.Object@" + Integer.toHexString(o.hashCode())));
    }
}
