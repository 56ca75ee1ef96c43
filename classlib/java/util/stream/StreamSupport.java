package java.util.stream;

import java.util.Collection;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.PrimitiveIterator;
import java.util.function.Consumer;

/**
 * Entry points for creating streams from the rest of the library.  (The standard
 * Spliterator-based methods of this class are not provided: the library has no
 * Spliterators.)
 */
public final class StreamSupport {
    private StreamSupport() {
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
