package java.util.function;

@FunctionalInterface
public interface LongUnaryOperator {
    long applyAsLong(long operand);

    default LongUnaryOperator compose(LongUnaryOperator before) {
        if (before == null) throw new NullPointerException();
        return v -> applyAsLong(before.applyAsLong(v));
    }

    default LongUnaryOperator andThen(LongUnaryOperator after) {
        if (after == null) throw new NullPointerException();
        return v -> after.applyAsLong(applyAsLong(v));
    }

    static LongUnaryOperator identity() {
        return v -> v;
    }
}
