package java.util.function;

@FunctionalInterface
public interface IntUnaryOperator {
    int applyAsInt(int operand);

    default IntUnaryOperator compose(IntUnaryOperator before) {
        if (before == null) throw new NullPointerException();
        return v -> applyAsInt(before.applyAsInt(v));
    }

    default IntUnaryOperator andThen(IntUnaryOperator after) {
        if (after == null) throw new NullPointerException();
        return v -> after.applyAsInt(applyAsInt(v));
    }

    static IntUnaryOperator identity() {
        return v -> v;
    }
}
