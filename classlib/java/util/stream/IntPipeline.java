package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.IntSummaryStatistics;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.IntBinaryOperator;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.IntSupplier;
import java.util.function.IntUnaryOperator;
import java.util.function.ObjIntConsumer;
import java.util.function.IntToLongFunction;
import java.util.function.IntToDoubleFunction;

/** A sequential IntStream: a pipeline of boxed values over a Source. */
final class IntPipeline implements IntStream {
    final Source<Integer> source;
    final PipelineState state;
    private boolean linked;

    IntPipeline(Source<Integer> source, PipelineState state) {
        this.source = source;
        this.state = state;
    }

    IntPipeline(Source<Integer> source) {
        this(source, new PipelineState());
    }

    final Source<Integer> consume() {
        state.checkUse(linked);
        linked = true;
        return source;
    }

    private IntStream then(Source<Integer> next) {
        return new IntPipeline(next, state);
    }

    /* ---------------- sources ---------------- */

    static final class ArraySource extends Source<Integer> {
        private final int[] array;
        private int index;
        private final int fence;

        ArraySource(int[] array, int from, int to) {
            this.array = array;
            this.index = from;
            this.fence = to;
        }

        boolean tryAdvance(Consumer<? super Integer> action) {
            if (index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        long exactSize() {
            return fence - index;
        }

        java.util.List<Source<Integer>> split(int n) {
            int[] b = ranges(index, fence, n);
            if (b == null) {
                return null;
            }
            java.util.ArrayList<Source<Integer>> out = new java.util.ArrayList<Source<Integer>>();
            for (int i = 0; i + 1 < b.length; i++) {
                out.add(new IntPipeline.ArraySource(array, b[i], b[i + 1]));
            }
            return out;
        }
    }

    static IntStream range(int from, int last) {
        return new IntPipeline(new RangeSource(from, last));
    }

    /** from..last inclusive. */
    static final class RangeSource extends Source<Integer> {
        private int next;
        private final int last;
        private boolean done;

        RangeSource(int from, int last) {
            this.next = from;
            this.last = last;
        }

        boolean tryAdvance(Consumer<? super Integer> action) {
            if (done)
                return false;
            int v = next;
            if (v == last)
                done = true;
            else
                next = v + 1;
            action.accept(v);
            return true;
        }

        long exactSize() {
            if (done)
                return 0;
            long n = (long) last - (long) next + 1;
            return (n > 0) ? n : Long.MAX_VALUE;
        }

        java.util.List<Source<Integer>> split(int n) {
            if (done || n < 2) {
                return null;
            }
            long len = (long) last - (long) next + 1;
            if (len < 2 || len > Integer.MAX_VALUE) {
                return null;
            }
            int k = (int) Math.min(n, len);
            java.util.ArrayList<Source<Integer>> out = new java.util.ArrayList<Source<Integer>>();
            long from = next;
            for (int i = 1; i <= k; i++) {
                long to = next + len * i / k; // exclusive
                out.add(new RangeSource((int) from, (int) (to - 1)));
                from = to;
            }
            return out;
        }
    }

    static IntStream iterate(int seed, final IntPredicate hasNext, final IntUnaryOperator next) {
        Predicate<Integer> test = (hasNext == null) ? null : new Predicate<Integer>() {
            public boolean test(Integer v) {
                return hasNext.test(v);
            }
        };
        return new IntPipeline(new Source.IterateSource<Integer>(seed, test, new java.util.function.UnaryOperator<Integer>() {
            public Integer apply(Integer v) {
                return next.applyAsInt(v);
            }
        }));
    }

    static IntStream generate(final IntSupplier s) {
        return new IntPipeline(new Source.GenerateSource<Integer>(new Supplier<Integer>() {
            public Integer get() {
                return s.getAsInt();
            }
        }));
    }

    static IntStream concat(IntStream a, IntStream b) {
        Source<Integer> sa = StreamSupport.sourceOf(a);
        Source<Integer> sb = StreamSupport.sourceOf(b);
        IntPipeline result = new IntPipeline(new Source.ConcatSource<Integer>(sa, sb));
        result.state.closeWith(a, b);
        return result;
    }

    private static Predicate<Integer> predicate(final IntPredicate p) {
        return new Predicate<Integer>() {
            public boolean test(Integer v) {
                return p.test(v);
            }
        };
    }

    private static Consumer<Integer> consumer(final IntConsumer c) {
        return new Consumer<Integer>() {
            public void accept(Integer v) {
                c.accept(v);
            }
        };
    }

    /* ---------------- intermediate operations ---------------- */

    public IntStream filter(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.FilterSource<Integer>(consume(), predicate(predicate)));
    }

    public IntStream map(final IntUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.MapSource<Integer, Integer>(consume(), new Function<Integer, Integer>() {
            public Integer apply(Integer t) {
                return mapper.applyAsInt(t);
            }
        }));
    }

    public <U> Stream<U> mapToObj(final IntFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<U>(new Source.MapSource<Integer, U>(consume(), new Function<Integer, U>() {
            public U apply(Integer t) {
                return mapper.apply(t);
            }
        }), state);
    }

    public LongStream mapToLong(final IntToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(new Source.MapSource<Integer, Long>(consume(), new Function<Integer, Long>() {
            public Long apply(Integer t) {
                return mapper.applyAsLong(t.intValue());
            }
        }), state);
    }

    public DoubleStream mapToDouble(final IntToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(new Source.MapSource<Integer, Double>(consume(), new Function<Integer, Double>() {
            public Double apply(Integer t) {
                return mapper.applyAsDouble(t.intValue());
            }
        }), state);
    }

    public IntStream flatMap(final IntFunction<? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.FlatMapSource<Integer, Integer>(consume(), new Function<Integer, IntStream>() {
            public IntStream apply(Integer t) {
                return mapper.apply(t);
            }
        }));
    }

    public IntStream mapMulti(final IntMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.MapMultiSource<Integer, Integer>(consume(), new BiConsumer<Integer, Consumer<Integer>>() {
            public void accept(Integer t, final Consumer<Integer> sink) {
                mapper.accept(t, new IntConsumer() {
                    public void accept(int v) {
                        sink.accept(v);
                    }
                });
            }
        }));
    }

    public IntStream distinct() {
        return then(new Source.DistinctSource<Integer>(consume()));
    }

    public IntStream sorted() {
        return then(new Source.SortedSource<Integer>(consume(), null));
    }

    public IntStream peek(IntConsumer action) {
        Objects.requireNonNull(action);
        return then(new Source.PeekSource<Integer>(consume(), consumer(action)));
    }

    public IntStream limit(long maxSize) {
        if (maxSize < 0)
            throw new IllegalArgumentException(Long.toString(maxSize));
        return then(new Source.SliceSource<Integer>(consume(), 0, maxSize));
    }

    public IntStream skip(long n) {
        if (n < 0)
            throw new IllegalArgumentException(Long.toString(n));
        if (n == 0)
            return this;
        return then(new Source.SliceSource<Integer>(consume(), n, -1));
    }

    public IntStream takeWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.TakeWhileSource<Integer>(consume(), predicate(predicate)));
    }

    public IntStream dropWhile(IntPredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.DropWhileSource<Integer>(consume(), predicate(predicate)));
    }

    public LongStream asLongStream() {
        return new LongPipeline(new Source.MapSource<Integer, Long>(consume(), new Function<Integer, Long>() {
            public Long apply(Integer t) {
                return (long) t.intValue();
            }
        }), state);
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(new Source.MapSource<Integer, Double>(consume(), new Function<Integer, Double>() {
            public Double apply(Integer t) {
                return (double) t.intValue();
            }
        }), state);
    }

    public Stream<Integer> boxed() {
        return new ReferencePipeline<Integer>(consume(), state);
    }

    /* ---------------- terminal operations ---------------- */

    /** The source a terminal operation runs over: a parallel pipeline's stages evaluated in parallel first. */
    final Source<Integer> terminal() {
        return Parallel.prefetch(consume(), state);
    }

    public void forEach(IntConsumer action) {
        Objects.requireNonNull(action);
        terminal().forEachRemaining(consumer(action));
    }

    public void forEachOrdered(IntConsumer action) {
        forEach(action);
    }

    public int[] toArray() {
        final int[][] buf = {new int[16]};
        final int[] n = {0};
        terminal().forEachRemaining(new Consumer<Integer>() {
            public void accept(Integer v) {
                if (n[0] == buf[0].length)
                    buf[0] = Arrays.copyOf(buf[0], n[0] * 2);
                buf[0][n[0]++] = v;
            }
        });
        return Arrays.copyOf(buf[0], n[0]);
    }

    public int reduce(int identity, final IntBinaryOperator op) {
        Objects.requireNonNull(op);
        final int[] acc = {identity};
        terminal().forEachRemaining(new Consumer<Integer>() {
            public void accept(Integer v) {
                acc[0] = op.applyAsInt(acc[0], v);
            }
        });
        return acc[0];
    }

    public OptionalInt reduce(final IntBinaryOperator op) {
        Objects.requireNonNull(op);
        final int[] acc = new int[1];
        final boolean[] empty = {true};
        terminal().forEachRemaining(new Consumer<Integer>() {
            public void accept(Integer v) {
                if (empty[0]) {
                    empty[0] = false;
                    acc[0] = v;
                } else {
                    acc[0] = op.applyAsInt(acc[0], v);
                }
            }
        });
        return empty[0] ? OptionalInt.empty() : OptionalInt.of(acc[0]);
    }

    public <R> R collect(Supplier<R> supplier, final ObjIntConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final R container = supplier.get();
        terminal().forEachRemaining(new Consumer<Integer>() {
            public void accept(Integer v) {
                accumulator.accept(container, v);
            }
        });
        return container;
    }

    public int sum() {
        final int[] s = new int[1];
        terminal().forEachRemaining(new Consumer<Integer>() {
            public void accept(Integer v) {
                s[0] += v;
            }
        });
        return s[0];
    }

    public OptionalDouble average() {
        final long[] s = new long[2];
        terminal().forEachRemaining(new Consumer<Integer>() {
            public void accept(Integer v) {
                s[0]++;
                s[1] += v;
            }
        });
        return s[0] > 0 ? OptionalDouble.of((double) s[1] / s[0]) : OptionalDouble.empty();
    }

    public OptionalInt min() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalInt max() {
        return reduce(new IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        Source<Integer> s = consume();
        long size = s.exactSize();
        if (size >= 0)
            return size;
        s = Parallel.prefetch(s, state);
        final long[] n = {0};
        s.forEachRemaining(new Consumer<Integer>() {
            public void accept(Integer v) {
                n[0]++;
            }
        });
        return n[0];
    }

    public IntSummaryStatistics summaryStatistics() {
        final IntSummaryStatistics stats = new IntSummaryStatistics();
        terminal().forEachRemaining(new Consumer<Integer>() {
            public void accept(Integer v) {
                stats.accept(v.intValue());
            }
        });
        return stats;
    }

    private boolean match(final IntPredicate predicate, final boolean stopOn) {
        Objects.requireNonNull(predicate);
        Source<Integer> s = terminal();
        final boolean[] stopped = {false};
        Consumer<Integer> probe = new Consumer<Integer>() {
            public void accept(Integer v) {
                if (predicate.test(v) == stopOn)
                    stopped[0] = true;
            }
        };
        while (!stopped[0] && s.tryAdvance(probe)) {
        }
        return stopped[0];
    }

    public boolean anyMatch(IntPredicate predicate) {
        return match(predicate, true);
    }

    public boolean allMatch(IntPredicate predicate) {
        return !match(predicate, false);
    }

    public boolean noneMatch(IntPredicate predicate) {
        return !match(predicate, true);
    }

    public OptionalInt findFirst() {
        final int[] box = new int[1];
        boolean found = terminal().tryAdvance(new Consumer<Integer>() {
            public void accept(Integer v) {
                box[0] = v;
            }
        });
        return found ? OptionalInt.of(box[0]) : OptionalInt.empty();
    }

    public OptionalInt findAny() {
        return findFirst();
    }

    public PrimitiveIterator.OfInt iterator() {
        final Iterator<Integer> it = StreamSupport.iteratorOf(consume());
        return new PrimitiveIterator.OfInt() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public int nextInt() {
                return it.next();
            }
        };
    }

    public java.util.Spliterator.OfInt spliterator() {
        return StreamSupport.intSpliteratorOf(consume());
    }

    /* ---------------- BaseStream ---------------- */

    public boolean isParallel() {
        return state.parallel;
    }

    public IntStream sequential() {
        state.parallel = false;
        return this;
    }

    public IntStream parallel() {
        state.parallel = true;
        return this;
    }

    public IntStream unordered() {
        return this;
    }

    public IntStream onClose(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        state.checkUse(linked);
        state.addCloseHandler(closeHandler);
        return this;
    }

    public void close() {
        state.close();
    }

    static final class IntBuilder implements IntStream.Builder {
        private int[] elements = new int[8];
        private int count;
        private boolean built;

        public void accept(int t) {
            if (built)
                throw new IllegalStateException();
            if (count == elements.length)
                elements = Arrays.copyOf(elements, count * 2);
            elements[count++] = t;
        }

        public IntStream build() {
            if (built)
                throw new IllegalStateException();
            built = true;
            return StreamSupport.ofIntArray(elements, 0, count);
        }
    }
}
