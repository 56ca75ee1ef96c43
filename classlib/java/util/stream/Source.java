package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * A pull-based sequence of elements: the stages of a stream pipeline are chained Sources,
 * and a terminal operation pulls elements one at a time through the whole chain, so every
 * element goes through all the stages before the next one starts (sorted being the one
 * barrier), and short-circuiting operations stop pulling as soon as they are done.
 * Primitive streams use Sources of boxed values.
 */
abstract class Source<T> {
    /** Passes the next element to action and returns true, or returns false at the end. */
    abstract boolean tryAdvance(Consumer<? super T> action);

    void forEachRemaining(Consumer<? super T> action) {
        while (tryAdvance(action)) {
        }
    }

    /**
     * Splits what is left into up to n sources that together give the same elements in
     * the same encounter order, for parallel evaluation; null when this stage cannot be
     * split (a stateful stage, an unsplittable source).  Only called before any pull.
     */
    java.util.List<Source<T>> split(int n) {
        return null;
    }

    /** Splits [from, to) into up to n ranges: their bounds, n+1 of them (or null if too small). */
    static int[] ranges(int from, int to, int n) {
        int len = to - from;
        if (len < 2 || n < 2) {
            return null;
        }
        int k = Math.min(n, len);
        int[] b = new int[k + 1];
        for (int i = 0; i <= k; i++) {
            b[i] = from + (int) ((long) len * i / k);
        }
        return b;
    }

    /** The number of elements left, when it is known without running the pipeline; else -1. */
    long exactSize() {
        return -1;
    }

    /* ---------------- sources ---------------- */

    /** Over a spliterator, or the one a supplier gives at the first pull. */
    static final class SpliteratorSource<T> extends Source<T> {
        private java.util.Spliterator<T> spliterator;
        private Supplier<? extends java.util.Spliterator<T>> supplier;

        SpliteratorSource(java.util.Spliterator<T> spliterator, Supplier<? extends java.util.Spliterator<T>> supplier) {
            this.spliterator = spliterator;
            this.supplier = supplier;
        }

        private java.util.Spliterator<T> bind() {
            if (spliterator == null) {
                spliterator = supplier.get();
                supplier = null;
            }
            return spliterator;
        }

        boolean tryAdvance(Consumer<? super T> action) {
            return bind().tryAdvance(action);
        }

        void forEachRemaining(Consumer<? super T> action) {
            bind().forEachRemaining(action);
        }

        long exactSize() {
            return bind().getExactSizeIfKnown();
        }

        java.util.List<Source<T>> split(int n) {
            java.util.ArrayList<java.util.Spliterator<T>> parts = new java.util.ArrayList<java.util.Spliterator<T>>();
            parts.add(bind());
            boolean progress = true;
            while (parts.size() < n && progress) {
                progress = false;
                for (int i = 0; i < parts.size() && parts.size() < n; i += 2) {
                    java.util.Spliterator<T> prefix = parts.get(i).trySplit();
                    if (prefix != null) {
                        parts.add(i, prefix);
                        progress = true;
                    }
                }
            }
            if (parts.size() < 2) {
                return null;
            }
            java.util.ArrayList<Source<T>> out = new java.util.ArrayList<Source<T>>(parts.size());
            for (java.util.Spliterator<T> sp : parts) {
                out.add(new SpliteratorSource<T>(sp, null));
            }
            return out;
        }
    }

    static final class ArraySource<T> extends Source<T> {
        private final Object[] array;
        private int index;
        private final int fence;

        ArraySource(Object[] array, int from, int to) {
            this.array = array;
            this.index = from;
            this.fence = to;
        }

        @SuppressWarnings("unchecked")
        boolean tryAdvance(Consumer<? super T> action) {
            if (index < fence) {
                action.accept((T) array[index++]);
                return true;
            }
            return false;
        }

        @SuppressWarnings("unchecked")
        void forEachRemaining(Consumer<? super T> action) {
            Object[] a = array;
            int hi = fence;
            int i = index;
            index = hi;
            for (; i < hi; i++)
                action.accept((T) a[i]);
        }

        long exactSize() {
            return fence - index;
        }

        java.util.List<Source<T>> split(int n) {
            int[] b = ranges(index, fence, n);
            if (b == null) {
                return null;
            }
            java.util.ArrayList<Source<T>> out = new java.util.ArrayList<Source<T>>();
            for (int i = 0; i + 1 < b.length; i++) {
                out.add(new ArraySource<T>(array, b[i], b[i + 1]));
            }
            return out;
        }
    }

    /** Elements of a collection (iterated from the first use on), or of an iterator. */
    static final class IterableSource<T> extends Source<T> {
        private final Collection<? extends T> iterable;
        private Iterator<? extends T> it;

        IterableSource(Collection<? extends T> iterable) {
            this.iterable = iterable;
        }

        IterableSource(Iterator<? extends T> it) {
            this.iterable = null;
            this.it = it;
        }

        boolean tryAdvance(Consumer<? super T> action) {
            if (it == null)
                it = iterable.iterator();
            if (it.hasNext()) {
                action.accept(it.next());
                return true;
            }
            return false;
        }

        void forEachRemaining(Consumer<? super T> action) {
            if (it == null && iterable != null) {
                // lets collections run their own forEach (and its modification checks)
                it = java.util.Collections.emptyIterator();
                iterable.forEach(action);
                return;
            }
            while (it.hasNext())
                action.accept(it.next());
        }

        long exactSize() {
            if (it == null && iterable != null)
                return iterable.size();
            return -1;
        }

        /** Not yet started: the collection's own spliterator, split. */
        @SuppressWarnings("unchecked")
        java.util.List<Source<T>> split(int n) {
            if (it != null || iterable == null) {
                return null;
            }
            java.util.List<Source<T>> parts = new SpliteratorSource<T>((java.util.Spliterator<T>) iterable.spliterator(), null).split(n);
            if (parts != null) {
                it = java.util.Collections.emptyIterator();
            }
            return parts;
        }
    }

    static final class IterateSource<T> extends Source<T> {
        private final Predicate<? super T> hasNext;
        private final UnaryOperator<T> next;
        private T prev;
        private boolean started, finished;

        IterateSource(T seed, Predicate<? super T> hasNext, UnaryOperator<T> next) {
            this.prev = seed;
            this.hasNext = hasNext;
            this.next = next;
        }

        boolean tryAdvance(Consumer<? super T> action) {
            if (finished)
                return false;
            T t;
            if (started) {
                t = next.apply(prev);
            } else {
                t = prev;
                started = true;
            }
            if (hasNext != null && !hasNext.test(t)) {
                prev = null;
                finished = true;
                return false;
            }
            prev = t;
            action.accept(t);
            return true;
        }
    }

    static final class GenerateSource<T> extends Source<T> {
        private final Supplier<? extends T> s;

        GenerateSource(Supplier<? extends T> s) {
            this.s = s;
        }

        boolean tryAdvance(Consumer<? super T> action) {
            action.accept(s.get());
            return true;
        }
    }

    static final class ConcatSource<T> extends Source<T> {
        private final Source<? extends T> a, b;
        private boolean inFirst = true;

        ConcatSource(Source<? extends T> a, Source<? extends T> b) {
            this.a = a;
            this.b = b;
        }

        boolean tryAdvance(Consumer<? super T> action) {
            if (inFirst) {
                if (a.tryAdvance(action))
                    return true;
                inFirst = false;
            }
            return b.tryAdvance(action);
        }

        long exactSize() {
            long sa = inFirst ? a.exactSize() : 0, sb = b.exactSize();
            if (sa < 0 || sb < 0)
                return -1;
            long s = sa + sb;
            return (s >= 0) ? s : Long.MAX_VALUE;
        }
    }

    /* ---------------- intermediate stages ---------------- */

    static final class FilterSource<T> extends Source<T> implements Consumer<T> {
        private final Source<T> up;
        private final Predicate<? super T> predicate;
        private Consumer<? super T> downstream;
        private boolean passed;

        FilterSource(Source<T> up, Predicate<? super T> predicate) {
            this.up = up;
            this.predicate = predicate;
        }

        public void accept(T t) {
            if (predicate.test(t)) {
                passed = true;
                downstream.accept(t);
            }
        }

        boolean tryAdvance(Consumer<? super T> action) {
            downstream = action;
            passed = false;
            while (!passed && up.tryAdvance(this)) {
            }
            return passed;
        }

        void forEachRemaining(Consumer<? super T> action) {
            downstream = action;
            up.forEachRemaining(this);
        }

        java.util.List<Source<T>> split(int n) {
            java.util.List<Source<T>> ups = up.split(n);
            if (ups == null) {
                return null;
            }
            java.util.ArrayList<Source<T>> out = new java.util.ArrayList<Source<T>>(ups.size());
            for (Source<T> u : ups) {
                out.add(new FilterSource<T>(u, predicate));
            }
            return out;
        }
    }

    static final class MapSource<T, R> extends Source<R> implements Consumer<T> {
        private final Source<T> up;
        private final Function<? super T, ? extends R> mapper;
        private Consumer<? super R> downstream;

        MapSource(Source<T> up, Function<? super T, ? extends R> mapper) {
            this.up = up;
            this.mapper = mapper;
        }

        public void accept(T t) {
            downstream.accept(mapper.apply(t));
        }

        boolean tryAdvance(Consumer<? super R> action) {
            downstream = action;
            return up.tryAdvance(this);
        }

        void forEachRemaining(Consumer<? super R> action) {
            downstream = action;
            up.forEachRemaining(this);
        }

        long exactSize() {
            return up.exactSize();
        }

        java.util.List<Source<R>> split(int n) {
            java.util.List<Source<T>> ups = up.split(n);
            if (ups == null) {
                return null;
            }
            java.util.ArrayList<Source<R>> out = new java.util.ArrayList<Source<R>>(ups.size());
            for (Source<T> u : ups) {
                out.add(new MapSource<T, R>(u, mapper));
            }
            return out;
        }
    }

    static final class PeekSource<T> extends Source<T> implements Consumer<T> {
        private final Source<T> up;
        private final Consumer<? super T> peek;
        private Consumer<? super T> downstream;

        PeekSource(Source<T> up, Consumer<? super T> peek) {
            this.up = up;
            this.peek = peek;
        }

        public void accept(T t) {
            peek.accept(t);
            downstream.accept(t);
        }

        boolean tryAdvance(Consumer<? super T> action) {
            downstream = action;
            return up.tryAdvance(this);
        }

        void forEachRemaining(Consumer<? super T> action) {
            downstream = action;
            up.forEachRemaining(this);
        }

        long exactSize() {
            return up.exactSize();
        }

        java.util.List<Source<T>> split(int n) {
            java.util.List<Source<T>> ups = up.split(n);
            if (ups == null) {
                return null;
            }
            java.util.ArrayList<Source<T>> out = new java.util.ArrayList<Source<T>>(ups.size());
            for (Source<T> u : ups) {
                out.add(new PeekSource<T>(u, peek));
            }
            return out;
        }
    }

    /** Replaces each element by the elements of the stream (or other source) it maps to. */
    static final class FlatMapSource<T, R> extends Source<R> implements Consumer<T> {
        private final Source<T> up;
        private final Function<? super T, ? extends BaseStream<? extends R, ?>> mapper;
        private BaseStream<? extends R, ?> currentStream;
        private Source<? extends R> current;

        FlatMapSource(Source<T> up, Function<? super T, ? extends BaseStream<? extends R, ?>> mapper) {
            this.up = up;
            this.mapper = mapper;
        }

        public void accept(T t) {
            currentStream = mapper.apply(t);
            current = (currentStream == null) ? null : StreamSupport.sourceOf(currentStream);
        }

        private void closeCurrent() {
            if (currentStream != null)
                currentStream.close();
            currentStream = null;
            current = null;
        }

        boolean tryAdvance(Consumer<? super R> action) {
            for (;;) {
                if (current != null) {
                    if (current.tryAdvance(action))
                        return true;
                    closeCurrent();
                }
                if (!up.tryAdvance(this))
                    return false;
            }
        }

        void forEachRemaining(final Consumer<? super R> action) {
            if (current != null) {
                current.forEachRemaining(action);
                closeCurrent();
            }
            up.forEachRemaining(new Consumer<T>() {
                public void accept(T t) {
                    FlatMapSource.this.accept(t);
                    if (current != null) {
                        current.forEachRemaining(action);
                        closeCurrent();
                    }
                }
            });
        }

        java.util.List<Source<R>> split(int n) {
            java.util.List<Source<T>> ups = up.split(n);
            if (ups == null) {
                return null;
            }
            java.util.ArrayList<Source<R>> out = new java.util.ArrayList<Source<R>>(ups.size());
            for (Source<T> u : ups) {
                out.add(new FlatMapSource<T, R>(u, mapper));
            }
            return out;
        }
    }

    /** mapMulti: the elements a mapper pushes for each input element, buffered per element. */
    static final class MapMultiSource<T, R> extends Source<R> implements Consumer<T> {
        private final Source<T> up;
        private final BiConsumer<? super T, ? super Consumer<R>> mapper;
        private final ArrayList<R> buffer = new ArrayList<R>();
        private int pos;
        private final Consumer<R> collect = new Consumer<R>() {
            public void accept(R r) {
                buffer.add(r);
            }
        };

        MapMultiSource(Source<T> up, BiConsumer<? super T, ? super Consumer<R>> mapper) {
            this.up = up;
            this.mapper = mapper;
        }

        public void accept(T t) {
            buffer.clear();
            pos = 0;
            mapper.accept(t, collect);
        }

        boolean tryAdvance(Consumer<? super R> action) {
            for (;;) {
                if (pos < buffer.size()) {
                    action.accept(buffer.get(pos++));
                    return true;
                }
                if (!up.tryAdvance(this))
                    return false;
            }
        }

        java.util.List<Source<R>> split(int n) {
            java.util.List<Source<T>> ups = up.split(n);
            if (ups == null) {
                return null;
            }
            java.util.ArrayList<Source<R>> out = new java.util.ArrayList<Source<R>>(ups.size());
            for (Source<T> u : ups) {
                out.add(new MapMultiSource<T, R>(u, mapper));
            }
            return out;
        }
    }

    static final class DistinctSource<T> extends Source<T> implements Consumer<T> {
        private final Source<T> up;
        private final HashSet<T> seen = new HashSet<T>();
        private Consumer<? super T> downstream;
        private boolean passed;

        DistinctSource(Source<T> up) {
            this.up = up;
        }

        public void accept(T t) {
            if (seen.add(t)) {
                passed = true;
                downstream.accept(t);
            }
        }

        boolean tryAdvance(Consumer<? super T> action) {
            downstream = action;
            passed = false;
            while (!passed && up.tryAdvance(this)) {
            }
            return passed;
        }
    }

    /** Pulls everything from upstream, sorts it (stably), then hands it out. */
    static final class SortedSource<T> extends Source<T> {
        private final Source<T> up;
        private final Comparator<? super T> comparator;
        private Object[] sorted;
        private int index;

        SortedSource(Source<T> up, Comparator<? super T> comparator) {
            this.up = up;
            this.comparator = comparator;
        }

        @SuppressWarnings("unchecked")
        private void fill() {
            final ArrayList<T> all = new ArrayList<T>();
            up.forEachRemaining(new Consumer<T>() {
                public void accept(T t) {
                    all.add(t);
                }
            });
            Object[] a = all.toArray();
            if (comparator == null)
                Arrays.sort(a);
            else
                Arrays.sort((T[]) a, comparator);
            sorted = a;
        }

        @SuppressWarnings("unchecked")
        boolean tryAdvance(Consumer<? super T> action) {
            if (sorted == null)
                fill();
            if (index < sorted.length) {
                action.accept((T) sorted[index++]);
                return true;
            }
            return false;
        }

        long exactSize() {
            return (sorted == null) ? up.exactSize() : sorted.length - index;
        }
    }

    /** skip(skip) then limit(limit); limit < 0 means no limit. */
    static final class SliceSource<T> extends Source<T> {
        private final Source<T> up;
        private long toSkip;
        private long remaining;
        private static final Consumer<Object> DISCARD = new Consumer<Object>() {
            public void accept(Object o) {
            }
        };

        SliceSource(Source<T> up, long skip, long limit) {
            this.up = up;
            this.toSkip = skip;
            this.remaining = limit;
        }

        boolean tryAdvance(Consumer<? super T> action) {
            while (toSkip > 0) {
                toSkip--;
                if (remaining == 0 || !up.tryAdvance(DISCARD)) {
                    toSkip = 0;
                    return false;
                }
            }
            if (remaining == 0)
                return false;
            if (up.tryAdvance(action)) {
                if (remaining > 0)
                    remaining--;
                return true;
            }
            return false;
        }

        long exactSize() {
            long s = up.exactSize();
            if (s < 0)
                return -1;
            s = Math.max(0, s - toSkip);
            return (remaining >= 0) ? Math.min(s, remaining) : s;
        }
    }

    static final class TakeWhileSource<T> extends Source<T> implements Consumer<T> {
        private final Source<T> up;
        private final Predicate<? super T> predicate;
        private Consumer<? super T> downstream;
        private boolean done;

        TakeWhileSource(Source<T> up, Predicate<? super T> predicate) {
            this.up = up;
            this.predicate = predicate;
        }

        public void accept(T t) {
            if (predicate.test(t))
                downstream.accept(t);
            else
                done = true;
        }

        boolean tryAdvance(Consumer<? super T> action) {
            if (done)
                return false;
            downstream = action;
            return up.tryAdvance(this) && !done;
        }
    }

    static final class DropWhileSource<T> extends Source<T> implements Consumer<T> {
        private final Source<T> up;
        private final Predicate<? super T> predicate;
        private Consumer<? super T> downstream;
        private boolean dropping = true;
        private boolean passed;

        DropWhileSource(Source<T> up, Predicate<? super T> predicate) {
            this.up = up;
            this.predicate = predicate;
        }

        public void accept(T t) {
            if (dropping && predicate.test(t))
                return;
            dropping = false;
            passed = true;
            downstream.accept(t);
        }

        boolean tryAdvance(Consumer<? super T> action) {
            downstream = action;
            passed = false;
            while (!passed && up.tryAdvance(this)) {
            }
            return passed;
        }
    }
}
