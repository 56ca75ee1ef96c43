// Sealed interfaces and classes (Java 17) with final, non-sealed and record
// permitted subclasses, and dispatch by instanceof.
public class SealedTypes {
    sealed interface Shape permits Circle, Square, Polygon { }
    record Circle(double r) implements Shape { }
    record Square(double side) implements Shape { }
    static non-sealed class Polygon implements Shape { int sides() { return 0; } }
    static final class Triangle extends Polygon { int sides() { return 3; } }

    static abstract sealed class Vehicle permits Car, Truck { abstract int wheels(); }
    static final class Car extends Vehicle { int wheels() { return 4; } }
    static final class Truck extends Vehicle { int wheels() { return 18; } }

    static double area(Shape s) {
        if (s instanceof Circle c) return Math.PI * c.r() * c.r();
        if (s instanceof Square sq) return sq.side() * sq.side();
        if (s instanceof Polygon p) return p.sides();
        throw new AssertionError();
    }

    public static void main(String[] args) {
        Shape[] shapes = { new Circle(1), new Square(2), new Polygon(), new Triangle() };
        for (Shape s : shapes) System.out.printf("%s %.4f%n", s.getClass().getSimpleName(), area(s));
        Vehicle[] vs = { new Car(), new Truck() };
        int w = 0;
        for (Vehicle v : vs) w += v.wheels();
        Polygon anon = new Polygon() { int sides() { return 5; } };   // non-sealed: open to anyone
        System.out.println("wheels " + w + ", anonymous polygon sides " + anon.sides() + ", area " + area(anon));
    }
}
