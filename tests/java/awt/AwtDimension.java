// java.awt.Dimension and Point (and their java.awt.geom bases): constructors,
// rounding setters, equals/hashCode, toString, clone, distance.
import java.awt.Dimension;
import java.awt.Point;
import java.awt.geom.Dimension2D;
import java.awt.geom.Point2D;

public class AwtDimension {
    public static void main(String[] args) {
        Dimension a = new Dimension(3, 4);
        Dimension b = new Dimension(a);
        Dimension z = new Dimension();
        System.out.println(a + " " + b + " " + z);
        System.out.println(a.equals(b) + " " + a.equals(z) + " " + a.equals("x") + " " + (a == b));
        System.out.println(a.hashCode() + " " + z.hashCode() + " " + new Dimension(100, 7).hashCode()
                + " " + new Dimension(-5, 2).hashCode());
        System.out.println(a.getWidth() + " " + a.getHeight() + " " + a.width + " " + a.height);
        double[][] sizes = { { 5.5, 6.4 }, { 1.0, 2.0 }, { -0.5, -1.5 }, { 0.0001, 7.9999 } };
        for (double[] s : sizes) {
            Dimension d = new Dimension();
            d.setSize(s[0], s[1]);
            System.out.println("setSize(" + s[0] + "," + s[1] + ") -> " + d);
        }
        Dimension c = new Dimension(1, 1);
        c.setSize(a);
        System.out.println(c + " " + c.getSize() + " " + (c.getSize() != c));
        c.setSize(9, 8);
        System.out.println(c);
        Dimension2D d2 = c;
        d2.setSize(new Dimension(2, 3));
        System.out.println(c);
        Dimension cl = (Dimension) c.clone();
        System.out.println(cl + " " + (cl != c) + " " + cl.equals(c));

        Point p = new Point(3, 4);
        Point q = new Point(p);
        System.out.println(p + " " + q + " " + new Point() + " " + p.equals(q) + " " + p.getX());
        p.translate(2, -1);
        System.out.println(p + " " + p.getLocation());
        p.setLocation(1.5, -1.5);
        System.out.println(p);
        p.setLocation(2.49, 2.5);
        System.out.println(p);
        p.move(7, 8);
        System.out.println(p + " " + p.hashCode() + " " + new Point(0, 0).hashCode());
        Point2D p2 = new Point(0, 0);
        System.out.println(p2.distance(3, 4) + " " + p2.distanceSq(new Point(1, 1))
                + " " + Point2D.distance(1, 1, 4, 5));
        Point pc = (Point) p.clone();
        System.out.println(pc + " " + (pc != p));
    }
}
