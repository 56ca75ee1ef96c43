package java.util.function;

@FunctionalInterface
public interface IntSupplier {
    int getAsInt();
}
