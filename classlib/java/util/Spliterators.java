package java.util;

import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

/**
 * Factories for spliterators over arrays, collections and iterators, adapters back to
 * iterators, and the Abstract*Spliterator bases whose trySplit copies a batch of elements
 * into an array spliterator.  Array spliterators split in halves; iterator-based ones hand off
 * batches that grow by BATCH_UNIT per split, up to MAX_BATCH.
 */
public final class Spliterators {
    static final int BATCH_UNIT = 1 << 10;
    static final int MAX_BATCH = 1 << 25;

    private Spliterators() {
    }

    private static void checkRange(int length, int from, int to) {
        if (from > to)
            throw new ArrayIndexOutOfBoundsException("origin(" + from + ") > fence(" + to + ")");
        if (from < 0)
            throw new ArrayIndexOutOfBoundsException(from);
        if (to > length)
            throw new ArrayIndexOutOfBoundsException(to);
    }

    private static int nextBatch(int batch, long est) {
        int n = batch + BATCH_UNIT;
        if (n > est)
            n = (int) est;
        if (n > MAX_BATCH)
            n = MAX_BATCH;
        return n;
    }

    /* ---------------- empty ---------------- */

    public static <T> Spliterator<T> emptySpliterator() {
        return new ArraySpliterator<T>(new Object[0], 0, 0, 0);
    }

    public static Spliterator.OfInt emptyIntSpliterator() {
        return new IntArraySpliterator(new int[0], 0, 0, 0);
    }

    public static Spliterator.OfLong emptyLongSpliterator() {
        return new LongArraySpliterator(new long[0], 0, 0, 0);
    }

    public static Spliterator.OfDouble emptyDoubleSpliterator() {
        return new DoubleArraySpliterator(new double[0], 0, 0, 0);
    }

    /* ---------------- arrays ---------------- */

    public static <T> Spliterator<T> spliterator(Object[] array, int additionalCharacteristics) {
        return new ArraySpliterator<T>(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static <T> Spliterator<T> spliterator(Object[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new ArraySpliterator<T>(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int additionalCharacteristics) {
        return new IntArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfInt spliterator(int[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new IntArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int additionalCharacteristics) {
        return new LongArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfLong spliterator(long[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new LongArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int additionalCharacteristics) {
        return new DoubleArraySpliterator(Objects.requireNonNull(array), 0, array.length, additionalCharacteristics);
    }

    public static Spliterator.OfDouble spliterator(double[] array, int fromIndex, int toIndex, int additionalCharacteristics) {
        checkRange(Objects.requireNonNull(array).length, fromIndex, toIndex);
        return new DoubleArraySpliterator(array, fromIndex, toIndex, additionalCharacteristics);
    }

    static final class ArraySpliterator<T> implements Spliterator<T> {
        private final Object[] array;
        private int index;
        private final int fence;
        private final int characteristics;
        Comparator<? super T> comparator; // what getComparator reports when SORTED

        ArraySpliterator(Object[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = additional | SIZED | SUBSIZED;
        }

        public Spliterator<T> trySplit() {
            int lo = index, mid = (lo + fence) >>> 1;
            if (lo >= mid)
                return null;
            index = mid;
            ArraySpliterator<T> prefix = new ArraySpliterator<T>(array, lo, mid, characteristics);
            prefix.comparator = comparator;
            return prefix;
        }

        @SuppressWarnings("unchecked")
        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            if (index >= fence)
                return false;
            action.accept((T) array[index++]);
            return true;
        }

        @SuppressWarnings("unchecked")
        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            int i = index;
            index = fence;
            for (; i < fence; i++)
                action.accept((T) array[i]);
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(SORTED))
                return comparator;
            throw new IllegalStateException();
        }
    }

    static final class IntArraySpliterator implements Spliterator.OfInt {
        private final int[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        IntArraySpliterator(int[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = additional | SIZED | SUBSIZED;
        }

        public OfInt trySplit() {
            int lo = index, mid = (lo + fence) >>> 1;
            if (lo >= mid)
                return null;
            index = mid;
            return new IntArraySpliterator(array, lo, mid, characteristics);
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (index >= fence)
                return false;
            action.accept(array[index++]);
            return true;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(SORTED))
                return null;
            throw new IllegalStateException();
        }
    }

    static final class LongArraySpliterator implements Spliterator.OfLong {
        private final long[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        LongArraySpliterator(long[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = additional | SIZED | SUBSIZED;
        }

        public OfLong trySplit() {
            int lo = index, mid = (lo + fence) >>> 1;
            if (lo >= mid)
                return null;
            index = mid;
            return new LongArraySpliterator(array, lo, mid, characteristics);
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (index >= fence)
                return false;
            action.accept(array[index++]);
            return true;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(SORTED))
                return null;
            throw new IllegalStateException();
        }
    }

    static final class DoubleArraySpliterator implements Spliterator.OfDouble {
        private final double[] array;
        private int index;
        private final int fence;
        private final int characteristics;

        DoubleArraySpliterator(double[] array, int from, int to, int additional) {
            this.array = array;
            this.index = from;
            this.fence = to;
            this.characteristics = additional | SIZED | SUBSIZED;
        }

        public OfDouble trySplit() {
            int lo = index, mid = (lo + fence) >>> 1;
            if (lo >= mid)
                return null;
            index = mid;
            return new DoubleArraySpliterator(array, lo, mid, characteristics);
        }

        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (index >= fence)
                return false;
            action.accept(array[index++]);
            return true;
        }

        public long estimateSize() {
            return fence - index;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(SORTED))
                return null;
            throw new IllegalStateException();
        }
    }

    /* ---------------- collections and iterators ---------------- */

    public static <T> Spliterator<T> spliterator(Collection<? extends T> c, int characteristics) {
        return new IteratorSpliterator<T>(Objects.requireNonNull(c), null, -1, sizedCharacteristics(characteristics));
    }

    public static <T> Spliterator<T> spliterator(Iterator<? extends T> iterator, long size, int characteristics) {
        return new IteratorSpliterator<T>(null, Objects.requireNonNull(iterator), size, sizedCharacteristics(characteristics));
    }

    public static <T> Spliterator<T> spliteratorUnknownSize(Iterator<? extends T> iterator, int characteristics) {
        return new IteratorSpliterator<T>(null, Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    /** A SortedSet's default spliterator: its getComparator is the set's comparator. */
    static <T> Spliterator<T> sortedSetSpliterator(SortedSet<T> set) {
        IteratorSpliterator<T> s = new IteratorSpliterator<T>(set, null, -1,
                Spliterator.DISTINCT | Spliterator.SORTED | Spliterator.ORDERED | Spliterator.SIZED | Spliterator.SUBSIZED);
        s.comparator = set.comparator();
        return s;
    }

    private static int sizedCharacteristics(int characteristics) {
        return (characteristics & Spliterator.CONCURRENT) == 0
                ? characteristics | Spliterator.SIZED | Spliterator.SUBSIZED : characteristics;
    }

    public static Spliterator.OfInt spliterator(PrimitiveIterator.OfInt iterator, long size, int characteristics) {
        return new IntIteratorSpliterator(Objects.requireNonNull(iterator), size, sizedCharacteristics(characteristics));
    }

    public static Spliterator.OfInt spliteratorUnknownSize(PrimitiveIterator.OfInt iterator, int characteristics) {
        return new IntIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    public static Spliterator.OfLong spliterator(PrimitiveIterator.OfLong iterator, long size, int characteristics) {
        return new LongIteratorSpliterator(Objects.requireNonNull(iterator), size, sizedCharacteristics(characteristics));
    }

    public static Spliterator.OfLong spliteratorUnknownSize(PrimitiveIterator.OfLong iterator, int characteristics) {
        return new LongIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    public static Spliterator.OfDouble spliterator(PrimitiveIterator.OfDouble iterator, long size, int characteristics) {
        return new DoubleIteratorSpliterator(Objects.requireNonNull(iterator), size, sizedCharacteristics(characteristics));
    }

    public static Spliterator.OfDouble spliteratorUnknownSize(PrimitiveIterator.OfDouble iterator, int characteristics) {
        return new DoubleIteratorSpliterator(Objects.requireNonNull(iterator), Long.MAX_VALUE,
                characteristics & ~(Spliterator.SIZED | Spliterator.SUBSIZED));
    }

    /** Over a collection (its iterator taken at the first use: late binding) or an iterator. */
    static final class IteratorSpliterator<T> implements Spliterator<T> {
        private final Collection<? extends T> collection;
        private Iterator<? extends T> it;
        private long est;
        private final int characteristics;
        private int batch;
        Comparator<? super T> comparator; // what getComparator reports when SORTED (SortedSet's)

        IteratorSpliterator(Collection<? extends T> collection, Iterator<? extends T> it, long est, int characteristics) {
            this.collection = collection;
            this.it = it;
            this.est = est;
            this.characteristics = characteristics;
        }

        private Iterator<? extends T> bind() {
            if (it == null) {
                it = collection.iterator();
                est = collection.size();
            }
            return it;
        }

        public Spliterator<T> trySplit() {
            Iterator<? extends T> i = bind();
            if (est <= 1 || !i.hasNext())
                return null;
            int n = nextBatch(batch, est);
            Object[] a = new Object[n];
            int j = 0;
            do {
                a[j++] = i.next();
            } while (j < n && i.hasNext());
            batch = j;
            if (est != Long.MAX_VALUE)
                est -= j;
            ArraySpliterator<T> prefix = new ArraySpliterator<T>(a, 0, j, characteristics);
            prefix.comparator = comparator;
            return prefix;
        }

        public boolean tryAdvance(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            Iterator<? extends T> i = bind();
            if (!i.hasNext())
                return false;
            action.accept(i.next());
            return true;
        }

        public void forEachRemaining(Consumer<? super T> action) {
            Objects.requireNonNull(action);
            Iterator<? extends T> i = bind();
            while (i.hasNext())
                action.accept(i.next());
        }

        public long estimateSize() {
            bind();
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super T> getComparator() {
            if (hasCharacteristics(SORTED))
                return comparator;
            throw new IllegalStateException();
        }
    }

    static final class IntIteratorSpliterator implements Spliterator.OfInt {
        private final PrimitiveIterator.OfInt it;
        private long est;
        private final int characteristics;
        private int batch;

        IntIteratorSpliterator(PrimitiveIterator.OfInt it, long est, int characteristics) {
            this.it = it;
            this.est = est;
            this.characteristics = characteristics;
        }

        public OfInt trySplit() {
            if (est <= 1 || !it.hasNext())
                return null;
            int n = nextBatch(batch, est);
            int[] a = new int[n];
            int j = 0;
            do {
                a[j++] = it.nextInt();
            } while (j < n && it.hasNext());
            batch = j;
            if (est != Long.MAX_VALUE)
                est -= j;
            return new IntArraySpliterator(a, 0, j, characteristics);
        }

        public boolean tryAdvance(IntConsumer action) {
            Objects.requireNonNull(action);
            if (!it.hasNext())
                return false;
            action.accept(it.nextInt());
            return true;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Integer> getComparator() {
            if (hasCharacteristics(SORTED))
                return null;
            throw new IllegalStateException();
        }
    }

    static final class LongIteratorSpliterator implements Spliterator.OfLong {
        private final PrimitiveIterator.OfLong it;
        private long est;
        private final int characteristics;
        private int batch;

        LongIteratorSpliterator(PrimitiveIterator.OfLong it, long est, int characteristics) {
            this.it = it;
            this.est = est;
            this.characteristics = characteristics;
        }

        public OfLong trySplit() {
            if (est <= 1 || !it.hasNext())
                return null;
            int n = nextBatch(batch, est);
            long[] a = new long[n];
            int j = 0;
            do {
                a[j++] = it.nextLong();
            } while (j < n && it.hasNext());
            batch = j;
            if (est != Long.MAX_VALUE)
                est -= j;
            return new LongArraySpliterator(a, 0, j, characteristics);
        }

        public boolean tryAdvance(LongConsumer action) {
            Objects.requireNonNull(action);
            if (!it.hasNext())
                return false;
            action.accept(it.nextLong());
            return true;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Long> getComparator() {
            if (hasCharacteristics(SORTED))
                return null;
            throw new IllegalStateException();
        }
    }

    static final class DoubleIteratorSpliterator implements Spliterator.OfDouble {
        private final PrimitiveIterator.OfDouble it;
        private long est;
        private final int characteristics;
        private int batch;

        DoubleIteratorSpliterator(PrimitiveIterator.OfDouble it, long est, int characteristics) {
            this.it = it;
            this.est = est;
            this.characteristics = characteristics;
        }

        public OfDouble trySplit() {
            if (est <= 1 || !it.hasNext())
                return null;
            int n = nextBatch(batch, est);
            double[] a = new double[n];
            int j = 0;
            do {
                a[j++] = it.nextDouble();
            } while (j < n && it.hasNext());
            batch = j;
            if (est != Long.MAX_VALUE)
                est -= j;
            return new DoubleArraySpliterator(a, 0, j, characteristics);
        }

        public boolean tryAdvance(DoubleConsumer action) {
            Objects.requireNonNull(action);
            if (!it.hasNext())
                return false;
            action.accept(it.nextDouble());
            return true;
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }

        public Comparator<? super Double> getComparator() {
            if (hasCharacteristics(SORTED))
                return null;
            throw new IllegalStateException();
        }
    }

    /* ---------------- back to iterators ---------------- */

    public static <T> Iterator<T> iterator(final Spliterator<? extends T> spliterator) {
        Objects.requireNonNull(spliterator);
        return new Iterator<T>() {
            private boolean ready;
            private T next;
            private final Consumer<T> sink = new Consumer<T>() {
                public void accept(T t) {
                    ready = true;
                    next = t;
                }
            };

            public boolean hasNext() {
                if (!ready)
                    spliterator.tryAdvance(sink);
                return ready;
            }

            public T next() {
                if (!ready && !hasNext())
                    throw new NoSuchElementException();
                ready = false;
                T t = next;
                next = null;
                return t;
            }

            public void forEachRemaining(Consumer<? super T> action) {
                Objects.requireNonNull(action);
                if (ready) {
                    ready = false;
                    T t = next;
                    next = null;
                    action.accept(t);
                }
                spliterator.forEachRemaining(action);
            }
        };
    }

    public static PrimitiveIterator.OfInt iterator(final Spliterator.OfInt spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfInt() {
            private boolean ready;
            private int next;
            private final IntConsumer sink = new IntConsumer() {
                public void accept(int v) {
                    ready = true;
                    next = v;
                }
            };

            public boolean hasNext() {
                if (!ready)
                    spliterator.tryAdvance(sink);
                return ready;
            }

            public int nextInt() {
                if (!ready && !hasNext())
                    throw new NoSuchElementException();
                ready = false;
                return next;
            }
        };
    }

    public static PrimitiveIterator.OfLong iterator(final Spliterator.OfLong spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfLong() {
            private boolean ready;
            private long next;
            private final LongConsumer sink = new LongConsumer() {
                public void accept(long v) {
                    ready = true;
                    next = v;
                }
            };

            public boolean hasNext() {
                if (!ready)
                    spliterator.tryAdvance(sink);
                return ready;
            }

            public long nextLong() {
                if (!ready && !hasNext())
                    throw new NoSuchElementException();
                ready = false;
                return next;
            }
        };
    }

    public static PrimitiveIterator.OfDouble iterator(final Spliterator.OfDouble spliterator) {
        Objects.requireNonNull(spliterator);
        return new PrimitiveIterator.OfDouble() {
            private boolean ready;
            private double next;
            private final DoubleConsumer sink = new DoubleConsumer() {
                public void accept(double v) {
                    ready = true;
                    next = v;
                }
            };

            public boolean hasNext() {
                if (!ready)
                    spliterator.tryAdvance(sink);
                return ready;
            }

            public double nextDouble() {
                if (!ready && !hasNext())
                    throw new NoSuchElementException();
                ready = false;
                return next;
            }
        };
    }

    /* ---------------- abstract bases ---------------- */

    /** A base whose trySplit moves a batch of elements, read by tryAdvance, into an array. */
    public abstract static class AbstractSpliterator<T> implements Spliterator<T> {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & SIZED) != 0
                    ? additionalCharacteristics | SUBSIZED : additionalCharacteristics;
        }

        public Spliterator<T> trySplit() {
            if (est <= 1)
                return null;
            final Object[][] box = {new Object[nextBatch(batch, est)]};
            final int[] count = {0};
            Consumer<T> add = new Consumer<T>() {
                public void accept(T t) {
                    box[0][count[0]++] = t;
                }
            };
            int n = box[0].length;
            while (count[0] < n && tryAdvance(add)) {
            }
            if (count[0] == 0)
                return null;
            batch = count[0];
            if (est != Long.MAX_VALUE)
                est -= count[0];
            return new ArraySpliterator<T>(box[0], 0, count[0], characteristics());
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractIntSpliterator implements Spliterator.OfInt {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractIntSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & SIZED) != 0
                    ? additionalCharacteristics | SUBSIZED : additionalCharacteristics;
        }

        public Spliterator.OfInt trySplit() {
            if (est <= 1)
                return null;
            final int[] a = new int[nextBatch(batch, est)];
            final int[] count = {0};
            IntConsumer add = new IntConsumer() {
                public void accept(int v) {
                    a[count[0]++] = v;
                }
            };
            while (count[0] < a.length && tryAdvance(add)) {
            }
            if (count[0] == 0)
                return null;
            batch = count[0];
            if (est != Long.MAX_VALUE)
                est -= count[0];
            return new IntArraySpliterator(a, 0, count[0], characteristics());
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractLongSpliterator implements Spliterator.OfLong {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractLongSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & SIZED) != 0
                    ? additionalCharacteristics | SUBSIZED : additionalCharacteristics;
        }

        public Spliterator.OfLong trySplit() {
            if (est <= 1)
                return null;
            final long[] a = new long[nextBatch(batch, est)];
            final int[] count = {0};
            LongConsumer add = new LongConsumer() {
                public void accept(long v) {
                    a[count[0]++] = v;
                }
            };
            while (count[0] < a.length && tryAdvance(add)) {
            }
            if (count[0] == 0)
                return null;
            batch = count[0];
            if (est != Long.MAX_VALUE)
                est -= count[0];
            return new LongArraySpliterator(a, 0, count[0], characteristics());
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }

    public abstract static class AbstractDoubleSpliterator implements Spliterator.OfDouble {
        private final int characteristics;
        private long est;
        private int batch;

        protected AbstractDoubleSpliterator(long est, int additionalCharacteristics) {
            this.est = est;
            this.characteristics = (additionalCharacteristics & SIZED) != 0
                    ? additionalCharacteristics | SUBSIZED : additionalCharacteristics;
        }

        public Spliterator.OfDouble trySplit() {
            if (est <= 1)
                return null;
            final double[] a = new double[nextBatch(batch, est)];
            final int[] count = {0};
            DoubleConsumer add = new DoubleConsumer() {
                public void accept(double v) {
                    a[count[0]++] = v;
                }
            };
            while (count[0] < a.length && tryAdvance(add)) {
            }
            if (count[0] == 0)
                return null;
            batch = count[0];
            if (est != Long.MAX_VALUE)
                est -= count[0];
            return new DoubleArraySpliterator(a, 0, count[0], characteristics());
        }

        public long estimateSize() {
            return est;
        }

        public int characteristics() {
            return characteristics;
        }
    }
}
