package java.util.function;

@FunctionalInterface
public interface DoublePredicate {
    boolean test(double value);

    default DoublePredicate and(DoublePredicate other) {
        if (other == null) throw new NullPointerException();
        return v -> test(v) && other.test(v);
    }

    default DoublePredicate negate() {
        return v -> !test(v);
    }

    default DoublePredicate or(DoublePredicate other) {
        if (other == null) throw new NullPointerException();
        return v -> test(v) || other.test(v);
    }
}
