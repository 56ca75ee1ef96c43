package java.util.function;

@FunctionalInterface
public interface DoubleUnaryOperator {
    double applyAsDouble(double operand);

    default DoubleUnaryOperator compose(DoubleUnaryOperator before) {
        if (before == null) throw new NullPointerException();
        return v -> applyAsDouble(before.applyAsDouble(v));
    }

    default DoubleUnaryOperator andThen(DoubleUnaryOperator after) {
        if (after == null) throw new NullPointerException();
        return v -> after.applyAsDouble(applyAsDouble(v));
    }

    static DoubleUnaryOperator identity() {
        return v -> v;
    }
}
