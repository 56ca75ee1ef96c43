package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * A cursor over a source's elements that may hand off a prefix of them to a new spliterator
 * (trySplit).  The streams of this library are sequential: they pull through tryAdvance and
 * never split, but library code (and user code) may split.
 */
public interface Spliterator<T> {
    int ORDERED = 0x00000010;
    int DISTINCT = 0x00000001;
    int SORTED = 0x00000004;
    int SIZED = 0x00000040;
    int NONNULL = 0x00000100;
    int IMMUTABLE = 0x00000400;
    int CONCURRENT = 0x00001000;
    int SUBSIZED = 0x00004000;

    boolean tryAdvance(Consumer<? super T> action);

    default void forEachRemaining(Consumer<? super T> action) {
        while (tryAdvance(action)) {
        }
    }

    Spliterator<T> trySplit();

    long estimateSize();

    default long getExactSizeIfKnown() {
        return (characteristics() & SIZED) == 0 ? -1L : estimateSize();
    }

    int characteristics();

    default boolean hasCharacteristics(int characteristics) {
        return (characteristics() & characteristics) == characteristics;
    }

    default Comparator<? super T> getComparator() {
        throw new IllegalStateException();
    }

    interface OfPrimitive<T, T_CONS, T_SPLITR extends OfPrimitive<T, T_CONS, T_SPLITR>> extends Spliterator<T> {
        @Override
        T_SPLITR trySplit();

        boolean tryAdvance(T_CONS action);

        default void forEachRemaining(T_CONS action) {
            while (tryAdvance(action)) {
            }
        }
    }

    interface OfInt extends OfPrimitive<Integer, IntConsumer, OfInt> {
        @Override
        OfInt trySplit();

        @Override
        boolean tryAdvance(IntConsumer action);

        @Override
        default void forEachRemaining(IntConsumer action) {
            while (tryAdvance(action)) {
            }
        }

        @Override
        default boolean tryAdvance(final Consumer<? super Integer> action) {
            if (action instanceof IntConsumer)
                return tryAdvance((IntConsumer) action);
            Objects.requireNonNull(action);
            return tryAdvance(new IntConsumer() {
                public void accept(int v) {
                    action.accept(v);
                }
            });
        }

        @Override
        default void forEachRemaining(final Consumer<? super Integer> action) {
            if (action instanceof IntConsumer) {
                forEachRemaining((IntConsumer) action);
                return;
            }
            Objects.requireNonNull(action);
            forEachRemaining(new IntConsumer() {
                public void accept(int v) {
                    action.accept(v);
                }
            });
        }
    }

    interface OfLong extends OfPrimitive<Long, LongConsumer, OfLong> {
        @Override
        OfLong trySplit();

        @Override
        boolean tryAdvance(LongConsumer action);

        @Override
        default void forEachRemaining(LongConsumer action) {
            while (tryAdvance(action)) {
            }
        }

        @Override
        default boolean tryAdvance(final Consumer<? super Long> action) {
            if (action instanceof LongConsumer)
                return tryAdvance((LongConsumer) action);
            Objects.requireNonNull(action);
            return tryAdvance(new LongConsumer() {
                public void accept(long v) {
                    action.accept(v);
                }
            });
        }

        @Override
        default void forEachRemaining(final Consumer<? super Long> action) {
            if (action instanceof LongConsumer) {
                forEachRemaining((LongConsumer) action);
                return;
            }
            Objects.requireNonNull(action);
            forEachRemaining(new LongConsumer() {
                public void accept(long v) {
                    action.accept(v);
                }
            });
        }
    }

    interface OfDouble extends OfPrimitive<Double, DoubleConsumer, OfDouble> {
        @Override
        OfDouble trySplit();

        @Override
        boolean tryAdvance(DoubleConsumer action);

        @Override
        default void forEachRemaining(DoubleConsumer action) {
            while (tryAdvance(action)) {
            }
        }

        @Override
        default boolean tryAdvance(final Consumer<? super Double> action) {
            if (action instanceof DoubleConsumer)
                return tryAdvance((DoubleConsumer) action);
            Objects.requireNonNull(action);
            return tryAdvance(new DoubleConsumer() {
                public void accept(double v) {
                    action.accept(v);
                }
            });
        }

        @Override
        default void forEachRemaining(final Consumer<? super Double> action) {
            if (action instanceof DoubleConsumer) {
                forEachRemaining((DoubleConsumer) action);
                return;
            }
            Objects.requireNonNull(action);
            forEachRemaining(new DoubleConsumer() {
                public void accept(double v) {
                    action.accept(v);
                }
            });
        }
    }
}
