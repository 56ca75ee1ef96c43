// Records (Java 16): canonical constructor, accessors, toString/equals/hashCode
// generated through invokedynamic ObjectMethods.bootstrap, compact constructors
// with validation, static factories, records implementing interfaces.
import java.util.HashSet;
import java.util.Set;

public class RecordBasics {
    record Point(int x, int y) {
        Point {
            if (x < 0) throw new IllegalArgumentException("negative x: " + x);
        }
        static Point origin() { return new Point(0, 0); }
        double dist() { return Math.sqrt(x * x + y * y); }
    }

    record Named(String name, double value, long id, boolean flag, char c) { }

    interface Shape { double area(); }
    record Rect(double w, double h) implements Shape { public double area() { return w * h; } }

    record Empty() { }

    public static void main(String[] args) {
        Point p = new Point(3, 4);
        System.out.println(p + " x=" + p.x() + " y=" + p.y() + " dist=" + p.dist());
        System.out.println(p.equals(new Point(3, 4)) + " " + p.equals(new Point(4, 3)) + " " + p.equals(null) + " " + (p.hashCode() == new Point(3, 4).hashCode()));
        System.out.println(Point.origin());
        try {
            new Point(-1, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Named n = new Named("widget", 2.5, 1L << 40, true, 'q');
        System.out.println(n);
        Named nn = new Named(null, -0.0, 0, false, 'x');
        System.out.println(nn + " " + nn.equals(new Named(null, -0.0, 0, false, 'x')) + " " + nn.equals(new Named(null, 0.0, 0, false, 'x')));
        Shape s = new Rect(2, 3.5);
        System.out.println(s + " area " + s.area());
        System.out.println(new Empty() + " " + new Empty().equals(new Empty()) + " " + new Empty().hashCode());
        Set<Point> set = new HashSet<>();
        for (int i = 0; i < 5; i++) set.add(new Point(i % 2, 0));
        System.out.println("distinct points: " + set.size());
        System.out.println(Point.class.getSuperclass().getName());
    }
}
