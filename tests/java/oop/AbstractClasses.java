// Abstract classes with constructors, abstract and concrete methods, template
// method pattern, and AbstractMethodError-free dispatch through several levels.
import java.util.ArrayList;
import java.util.List;

public class AbstractClasses {
    static abstract class Shape {
        private static int created = 0;
        protected final String name;
        Shape(String name) { this.name = name; created++; }
        abstract double area();
        abstract double perimeter();
        String report() { return String.format("%s: area=%.2f perimeter=%.2f", name, area(), perimeter()); }
        static int created() { return created; }
    }

    static class Circle extends Shape {
        final double r;
        Circle(double r) { super("circle"); this.r = r; }
        double area() { return Math.PI * r * r; }
        double perimeter() { return 2 * Math.PI * r; }
    }

    static class Rect extends Shape {
        final double w, h;
        Rect(double w, double h) { this("rect", w, h); }
        protected Rect(String n, double w, double h) { super(n); this.w = w; this.h = h; }
        double area() { return w * h; }
        double perimeter() { return 2 * (w + h); }
    }

    static class Square extends Rect {
        Square(double s) { super("square", s, s); }
        @Override String report() { return "[" + super.report() + "]"; }
    }

    static abstract class Processor {
        final String run(String input) { return finish(transform(start(input))); }
        String start(String s) { return s.trim(); }
        abstract String transform(String s);
        String finish(String s) { return "<" + s + ">"; }
    }

    public static void main(String[] args) {
        List<Shape> shapes = new ArrayList<>();
        shapes.add(new Circle(1));
        shapes.add(new Rect(2, 3.5));
        shapes.add(new Square(4));
        double total = 0;
        for (Shape s : shapes) {
            System.out.println(s.report());
            total += s.area();
        }
        System.out.printf("total area %.3f, created %d%n", total, Shape.created());
        Processor upper = new Processor() { String transform(String s) { return s.toUpperCase(); } };
        Processor rev = new Processor() {
            String transform(String s) { return new StringBuilder(s).reverse().toString(); }
            @Override String finish(String s) { return "(" + s + ")"; }
        };
        System.out.println(upper.run("  hello ") + " " + rev.run(" abc "));
        Shape unnamed = new Shape("anonymous") {
            double area() { return 1; }
            double perimeter() { return 4; }
        };
        System.out.println(unnamed.report() + ", created " + Shape.created());
    }
}
