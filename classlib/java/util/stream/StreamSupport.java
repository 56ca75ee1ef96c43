package java.util.stream;

import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;
import java.util.function.Supplier;
import java.util.function.Consumer;

/**
 * Entry points for creating streams: the standard ones over spliterators (read through
 * tryAdvance, never split: streams are sequential), and the library's own over collections,
 * iterators and arrays.
 */
public final class StreamSupport {
    private StreamSupport() {
    }

    public static <T> Stream<T> stream(Spliterator<T> spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        Stream<T> s = new ReferencePipeline<T>(new Source.SpliteratorSource<T>(spliterator, null));
        return parallel ? s.parallel() : s;
    }

    public static <T> Stream<T> stream(Supplier<? extends Spliterator<T>> supplier, int characteristics, boolean parallel) {
        Objects.requireNonNull(supplier);
        Stream<T> s = new ReferencePipeline<T>(new Source.SpliteratorSource<T>(null, supplier));
        return parallel ? s.parallel() : s;
    }

    public static IntStream intStream(Spliterator.OfInt spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        IntStream s = new IntPipeline(new Source.SpliteratorSource<Integer>(spliterator, null));
        return parallel ? s.parallel() : s;
    }

    public static IntStream intStream(Supplier<? extends Spliterator.OfInt> supplier, int characteristics, boolean parallel) {
        Objects.requireNonNull(supplier);
        IntStream s = new IntPipeline(new Source.SpliteratorSource<Integer>(null, supplier));
        return parallel ? s.parallel() : s;
    }

    public static LongStream longStream(Spliterator.OfLong spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        LongStream s = new LongPipeline(new Source.SpliteratorSource<Long>(spliterator, null));
        return parallel ? s.parallel() : s;
    }

    public static LongStream longStream(Supplier<? extends Spliterator.OfLong> supplier, int characteristics, boolean parallel) {
        Objects.requireNonNull(supplier);
        LongStream s = new LongPipeline(new Source.SpliteratorSource<Long>(null, supplier));
        return parallel ? s.parallel() : s;
    }

    public static DoubleStream doubleStream(Spliterator.OfDouble spliterator, boolean parallel) {
        Objects.requireNonNull(spliterator);
        DoubleStream s = new DoublePipeline(new Source.SpliteratorSource<Double>(spliterator, null));
        return parallel ? s.parallel() : s;
    }

    public static DoubleStream doubleStream(Supplier<? extends Spliterator.OfDouble> supplier, int characteristics, boolean parallel) {
        Objects.requireNonNull(supplier);
        DoubleStream s = new DoublePipeline(new Source.SpliteratorSource<Double>(null, supplier));
        return parallel ? s.parallel() : s;
    }

    /** The spliterator of a stream's remaining elements (Stream.spliterator()), pulling from its source. */
    static <T> Spliterator<T> spliteratorOf(final Source<T> source) {
        long n = source.exactSize();
        return new Spliterators.AbstractSpliterator<T>(n >= 0 ? n : Long.MAX_VALUE,
                n >= 0 ? Spliterator.ORDERED | Spliterator.SIZED : Spliterator.ORDERED) {
            public boolean tryAdvance(Consumer<? super T> action) {
                return source.tryAdvance(action);
            }

            public void forEachRemaining(Consumer<? super T> action) {
                source.forEachRemaining(action);
            }
        };
    }

    static Spliterator.OfInt intSpliteratorOf(final Source<Integer> source) {
        long n = source.exactSize();
        return new Spliterators.AbstractIntSpliterator(n >= 0 ? n : Long.MAX_VALUE,
                n >= 0 ? Spliterator.ORDERED | Spliterator.SIZED : Spliterator.ORDERED) {
            public boolean tryAdvance(final IntConsumer action) {
                Objects.requireNonNull(action);
                return source.tryAdvance(new Consumer<Integer>() {
                    public void accept(Integer v) {
                        action.accept(v);
                    }
                });
            }
        };
    }

    static Spliterator.OfLong longSpliteratorOf(final Source<Long> source) {
        long n = source.exactSize();
        return new Spliterators.AbstractLongSpliterator(n >= 0 ? n : Long.MAX_VALUE,
                n >= 0 ? Spliterator.ORDERED | Spliterator.SIZED : Spliterator.ORDERED) {
            public boolean tryAdvance(final LongConsumer action) {
                Objects.requireNonNull(action);
                return source.tryAdvance(new Consumer<Long>() {
                    public void accept(Long v) {
                        action.accept(v);
                    }
                });
            }
        };
    }

    static Spliterator.OfDouble doubleSpliteratorOf(final Source<Double> source) {
        long n = source.exactSize();
        return new Spliterators.AbstractDoubleSpliterator(n >= 0 ? n : Long.MAX_VALUE,
                n >= 0 ? Spliterator.ORDERED | Spliterator.SIZED : Spliterator.ORDERED) {
            public boolean tryAdvance(final DoubleConsumer action) {
                Objects.requireNonNull(action);
                return source.tryAdvance(new Consumer<Double>() {
                    public void accept(Double v) {
                        action.accept(v);
                    }
                });
            }
        };
    }

    /** A sequential stream over a collection; its size is known, as for the standard streams. */
    public static <T> Stream<T> ofCollection(Collection<? extends T> c) {
        return new ReferencePipeline<T>(new Source.IterableSource<T>(c));
    }

    /** A sequential stream over any iterable (size unknown). */
    public static <T> Stream<T> ofIterable(Iterable<? extends T> it) {
        return ofIterator(it.iterator());
    }

    /** A sequential stream of the remaining elements of an iterator. */
    public static <T> Stream<T> ofIterator(Iterator<? extends T> it) {
        return new ReferencePipeline<T>(new Source.IterableSource<T>(it));
    }

    /** A sequential stream of array[from, to), unchecked. */
    public static <T> Stream<T> ofArray(Object[] array, int from, int to) {
        return new ReferencePipeline<T>(new Source.ArraySource<T>(array, from, to));
    }

    public static IntStream ofIntArray(int[] array, int from, int to) {
        return new IntPipeline(new IntPipeline.ArraySource(array, from, to));
    }

    public static LongStream ofLongArray(long[] array, int from, int to) {
        return new LongPipeline(new LongPipeline.ArraySource(array, from, to));
    }

    public static DoubleStream ofDoubleArray(double[] array, int from, int to) {
        return new DoublePipeline(new DoublePipeline.ArraySource(array, from, to));
    }

    /** A sequential IntStream of the remaining values of an iterator. */
    public static IntStream ofIntIterator(PrimitiveIterator.OfInt it) {
        return new IntPipeline(new Source.IterableSource<Integer>(it));
    }

    /** The source of any stream, consuming it (foreign streams are read through their iterator). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T> Source<T> sourceOf(BaseStream<? extends T, ?> s) {
        if (s instanceof ReferencePipeline)
            return ((ReferencePipeline<T>) s).consume();
        if (s instanceof IntPipeline)
            return (Source) ((IntPipeline) s).consume();
        if (s instanceof LongPipeline)
            return (Source) ((LongPipeline) s).consume();
        if (s instanceof DoublePipeline)
            return (Source) ((DoublePipeline) s).consume();
        return new Source.IterableSource<T>((Iterator<T>) s.iterator());
    }

    /** An iterator pulling from a source one element ahead at most. */
    static <T> Iterator<T> iteratorOf(final Source<T> source) {
        return new Iterator<T>() {
            private boolean ready;
            private T nextElement;
            private final Consumer<T> sink = new Consumer<T>() {
                public void accept(T t) {
                    ready = true;
                    nextElement = t;
                }
            };

            public boolean hasNext() {
                if (!ready)
                    source.tryAdvance(sink);
                return ready;
            }

            public T next() {
                if (!ready && !hasNext())
                    throw new NoSuchElementException();
                ready = false;
                T t = nextElement;
                nextElement = null;
                return t;
            }
        };
    }
}
