package java.util.function;

@FunctionalInterface
public interface IntConsumer {
    void accept(int value);

    default IntConsumer andThen(IntConsumer after) {
        if (after == null) throw new NullPointerException();
        return v -> { accept(v); after.accept(v); };
    }
}
