package java.util.function;

@FunctionalInterface
public interface IntToDoubleFunction {
    double applyAsDouble(int value);
}
