package java.util.function;

@FunctionalInterface
public interface IntBinaryOperator {
    int applyAsInt(int left, int right);
}
