package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.LongSummaryStatistics;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.LongBinaryOperator;
import java.util.function.LongConsumer;
import java.util.function.LongFunction;
import java.util.function.LongPredicate;
import java.util.function.LongSupplier;
import java.util.function.LongUnaryOperator;
import java.util.function.ObjLongConsumer;
import java.util.function.LongToIntFunction;
import java.util.function.LongToDoubleFunction;

/** A sequential LongStream: a pipeline of boxed values over a Source. */
final class LongPipeline implements LongStream {
    final Source<Long> source;
    final PipelineState state;
    private boolean linked;

    LongPipeline(Source<Long> source, PipelineState state) {
        this.source = source;
        this.state = state;
    }

    LongPipeline(Source<Long> source) {
        this(source, new PipelineState());
    }

    final Source<Long> consume() {
        state.checkUse(linked);
        linked = true;
        return source;
    }

    private LongStream then(Source<Long> next) {
        return new LongPipeline(next, state);
    }

    /* ---------------- sources ---------------- */

    static final class ArraySource extends Source<Long> {
        private final long[] array;
        private int index;
        private final int fence;

        ArraySource(long[] array, int from, int to) {
            this.array = array;
            this.index = from;
            this.fence = to;
        }

        boolean tryAdvance(Consumer<? super Long> action) {
            if (index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        long exactSize() {
            return fence - index;
        }

        java.util.List<Source<Long>> split(int n) {
            int[] b = ranges(index, fence, n);
            if (b == null) {
                return null;
            }
            java.util.ArrayList<Source<Long>> out = new java.util.ArrayList<Source<Long>>();
            for (int i = 0; i + 1 < b.length; i++) {
                out.add(new LongPipeline.ArraySource(array, b[i], b[i + 1]));
            }
            return out;
        }
    }

    static LongStream range(long from, long last) {
        return new LongPipeline(new RangeSource(from, last));
    }

    /** from..last inclusive. */
    static final class RangeSource extends Source<Long> {
        private long next;
        private final long last;
        private boolean done;

        RangeSource(long from, long last) {
            this.next = from;
            this.last = last;
        }

        boolean tryAdvance(Consumer<? super Long> action) {
            if (done)
                return false;
            long v = next;
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

        java.util.List<Source<Long>> split(int n) {
            if (done || n < 2) {
                return null;
            }
            long len = (long) last - (long) next + 1;
            if (len < 2 || len > Integer.MAX_VALUE) {
                return null;
            }
            int k = (int) Math.min(n, len);
            java.util.ArrayList<Source<Long>> out = new java.util.ArrayList<Source<Long>>();
            long from = next;
            for (int i = 1; i <= k; i++) {
                long to = next + len * i / k; // exclusive
                out.add(new RangeSource((long) from, (long) (to - 1)));
                from = to;
            }
            return out;
        }
    }

    static LongStream iterate(long seed, final LongPredicate hasNext, final LongUnaryOperator next) {
        Predicate<Long> test = (hasNext == null) ? null : new Predicate<Long>() {
            public boolean test(Long v) {
                return hasNext.test(v);
            }
        };
        return new LongPipeline(new Source.IterateSource<Long>(seed, test, new java.util.function.UnaryOperator<Long>() {
            public Long apply(Long v) {
                return next.applyAsLong(v);
            }
        }));
    }

    static LongStream generate(final LongSupplier s) {
        return new LongPipeline(new Source.GenerateSource<Long>(new Supplier<Long>() {
            public Long get() {
                return s.getAsLong();
            }
        }));
    }

    static LongStream concat(LongStream a, LongStream b) {
        Source<Long> sa = StreamSupport.sourceOf(a);
        Source<Long> sb = StreamSupport.sourceOf(b);
        LongPipeline result = new LongPipeline(new Source.ConcatSource<Long>(sa, sb));
        result.state.closeWith(a, b);
        return result;
    }

    private static Predicate<Long> predicate(final LongPredicate p) {
        return new Predicate<Long>() {
            public boolean test(Long v) {
                return p.test(v);
            }
        };
    }

    private static Consumer<Long> consumer(final LongConsumer c) {
        return new Consumer<Long>() {
            public void accept(Long v) {
                c.accept(v);
            }
        };
    }

    /* ---------------- intermediate operations ---------------- */

    public LongStream filter(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.FilterSource<Long>(consume(), predicate(predicate)));
    }

    public LongStream map(final LongUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.MapSource<Long, Long>(consume(), new Function<Long, Long>() {
            public Long apply(Long t) {
                return mapper.applyAsLong(t);
            }
        }));
    }

    public <U> Stream<U> mapToObj(final LongFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<U>(new Source.MapSource<Long, U>(consume(), new Function<Long, U>() {
            public U apply(Long t) {
                return mapper.apply(t);
            }
        }), state);
    }

    public IntStream mapToInt(final LongToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(new Source.MapSource<Long, Integer>(consume(), new Function<Long, Integer>() {
            public Integer apply(Long t) {
                return mapper.applyAsInt(t.longValue());
            }
        }), state);
    }

    public DoubleStream mapToDouble(final LongToDoubleFunction mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(new Source.MapSource<Long, Double>(consume(), new Function<Long, Double>() {
            public Double apply(Long t) {
                return mapper.applyAsDouble(t.longValue());
            }
        }), state);
    }

    public LongStream flatMap(final LongFunction<? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.FlatMapSource<Long, Long>(consume(), new Function<Long, LongStream>() {
            public LongStream apply(Long t) {
                return mapper.apply(t);
            }
        }));
    }

    public LongStream mapMulti(final LongMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.MapMultiSource<Long, Long>(consume(), new BiConsumer<Long, Consumer<Long>>() {
            public void accept(Long t, final Consumer<Long> sink) {
                mapper.accept(t, new LongConsumer() {
                    public void accept(long v) {
                        sink.accept(v);
                    }
                });
            }
        }));
    }

    public LongStream distinct() {
        return then(new Source.DistinctSource<Long>(consume()));
    }

    public LongStream sorted() {
        return then(new Source.SortedSource<Long>(consume(), null));
    }

    public LongStream peek(LongConsumer action) {
        Objects.requireNonNull(action);
        return then(new Source.PeekSource<Long>(consume(), consumer(action)));
    }

    public LongStream limit(long maxSize) {
        if (maxSize < 0)
            throw new IllegalArgumentException(Long.toString(maxSize));
        return then(new Source.SliceSource<Long>(consume(), 0, maxSize));
    }

    public LongStream skip(long n) {
        if (n < 0)
            throw new IllegalArgumentException(Long.toString(n));
        if (n == 0)
            return this;
        return then(new Source.SliceSource<Long>(consume(), n, -1));
    }

    public LongStream takeWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.TakeWhileSource<Long>(consume(), predicate(predicate)));
    }

    public LongStream dropWhile(LongPredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.DropWhileSource<Long>(consume(), predicate(predicate)));
    }

    public DoubleStream asDoubleStream() {
        return new DoublePipeline(new Source.MapSource<Long, Double>(consume(), new Function<Long, Double>() {
            public Double apply(Long t) {
                return (double) t.longValue();
            }
        }), state);
    }

    public Stream<Long> boxed() {
        return new ReferencePipeline<Long>(consume(), state);
    }

    /* ---------------- terminal operations ---------------- */

    /** The source a terminal operation runs over: a parallel pipeline's stages evaluated in parallel first. */
    final Source<Long> terminal() {
        return Parallel.prefetch(consume(), state);
    }

    public void forEach(LongConsumer action) {
        Objects.requireNonNull(action);
        terminal().forEachRemaining(consumer(action));
    }

    public void forEachOrdered(LongConsumer action) {
        forEach(action);
    }

    public long[] toArray() {
        final long[][] buf = {new long[16]};
        final int[] n = {0};
        terminal().forEachRemaining(new Consumer<Long>() {
            public void accept(Long v) {
                if (n[0] == buf[0].length)
                    buf[0] = Arrays.copyOf(buf[0], n[0] * 2);
                buf[0][n[0]++] = v;
            }
        });
        return Arrays.copyOf(buf[0], n[0]);
    }

    public long reduce(long identity, final LongBinaryOperator op) {
        Objects.requireNonNull(op);
        final long[] acc = {identity};
        terminal().forEachRemaining(new Consumer<Long>() {
            public void accept(Long v) {
                acc[0] = op.applyAsLong(acc[0], v);
            }
        });
        return acc[0];
    }

    public OptionalLong reduce(final LongBinaryOperator op) {
        Objects.requireNonNull(op);
        final long[] acc = new long[1];
        final boolean[] empty = {true};
        terminal().forEachRemaining(new Consumer<Long>() {
            public void accept(Long v) {
                if (empty[0]) {
                    empty[0] = false;
                    acc[0] = v;
                } else {
                    acc[0] = op.applyAsLong(acc[0], v);
                }
            }
        });
        return empty[0] ? OptionalLong.empty() : OptionalLong.of(acc[0]);
    }

    public <R> R collect(Supplier<R> supplier, final ObjLongConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final R container = supplier.get();
        terminal().forEachRemaining(new Consumer<Long>() {
            public void accept(Long v) {
                accumulator.accept(container, v);
            }
        });
        return container;
    }

    public long sum() {
        final long[] s = new long[1];
        terminal().forEachRemaining(new Consumer<Long>() {
            public void accept(Long v) {
                s[0] += v;
            }
        });
        return s[0];
    }

    public OptionalDouble average() {
        final long[] s = new long[2];
        terminal().forEachRemaining(new Consumer<Long>() {
            public void accept(Long v) {
                s[0]++;
                s[1] += v;
            }
        });
        return s[0] > 0 ? OptionalDouble.of((double) s[1] / s[0]) : OptionalDouble.empty();
    }

    public OptionalLong min() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalLong max() {
        return reduce(new LongBinaryOperator() {
            public long applyAsLong(long a, long b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        Source<Long> s = consume();
        long size = s.exactSize();
        if (size >= 0)
            return size;
        s = Parallel.prefetch(s, state);
        final long[] n = {0};
        s.forEachRemaining(new Consumer<Long>() {
            public void accept(Long v) {
                n[0]++;
            }
        });
        return n[0];
    }

    public LongSummaryStatistics summaryStatistics() {
        final LongSummaryStatistics stats = new LongSummaryStatistics();
        terminal().forEachRemaining(new Consumer<Long>() {
            public void accept(Long v) {
                stats.accept(v.longValue());
            }
        });
        return stats;
    }

    private boolean match(final LongPredicate predicate, final boolean stopOn) {
        Objects.requireNonNull(predicate);
        Source<Long> s = terminal();
        final boolean[] stopped = {false};
        Consumer<Long> probe = new Consumer<Long>() {
            public void accept(Long v) {
                if (predicate.test(v) == stopOn)
                    stopped[0] = true;
            }
        };
        while (!stopped[0] && s.tryAdvance(probe)) {
        }
        return stopped[0];
    }

    public boolean anyMatch(LongPredicate predicate) {
        return match(predicate, true);
    }

    public boolean allMatch(LongPredicate predicate) {
        return !match(predicate, false);
    }

    public boolean noneMatch(LongPredicate predicate) {
        return !match(predicate, true);
    }

    public OptionalLong findFirst() {
        final long[] box = new long[1];
        boolean found = terminal().tryAdvance(new Consumer<Long>() {
            public void accept(Long v) {
                box[0] = v;
            }
        });
        return found ? OptionalLong.of(box[0]) : OptionalLong.empty();
    }

    public OptionalLong findAny() {
        return findFirst();
    }

    public PrimitiveIterator.OfLong iterator() {
        final Iterator<Long> it = StreamSupport.iteratorOf(consume());
        return new PrimitiveIterator.OfLong() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public long nextLong() {
                return it.next();
            }
        };
    }

    public java.util.Spliterator.OfLong spliterator() {
        return StreamSupport.longSpliteratorOf(consume());
    }

    /* ---------------- BaseStream ---------------- */

    public boolean isParallel() {
        return state.parallel;
    }

    public LongStream sequential() {
        state.parallel = false;
        return this;
    }

    public LongStream parallel() {
        state.parallel = true;
        return this;
    }

    public LongStream unordered() {
        return this;
    }

    public LongStream onClose(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        state.checkUse(linked);
        state.addCloseHandler(closeHandler);
        return this;
    }

    public void close() {
        state.close();
    }

    static final class LongBuilder implements LongStream.Builder {
        private long[] elements = new long[8];
        private int count;
        private boolean built;

        public void accept(long t) {
            if (built)
                throw new IllegalStateException();
            if (count == elements.length)
                elements = Arrays.copyOf(elements, count * 2);
            elements[count++] = t;
        }

        public LongStream build() {
            if (built)
                throw new IllegalStateException();
            built = true;
            return StreamSupport.ofLongArray(elements, 0, count);
        }
    }
}
