// Test input for tests/unit/test_classfile.c: an interface with a default method.
public interface Shape {
    double area();
    default String describe() { return "area " + area(); }
}
