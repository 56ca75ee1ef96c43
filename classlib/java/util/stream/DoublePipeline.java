package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.OptionalDouble;
import java.util.PrimitiveIterator;
import java.util.DoubleSummaryStatistics;
import java.util.function.BiConsumer;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleConsumer;
import java.util.function.DoubleFunction;
import java.util.function.DoublePredicate;
import java.util.function.DoubleSupplier;
import java.util.function.DoubleUnaryOperator;
import java.util.function.ObjDoubleConsumer;
import java.util.function.DoubleToIntFunction;
import java.util.function.DoubleToLongFunction;

/** A sequential DoubleStream: a pipeline of boxed values over a Source. */
final class DoublePipeline implements DoubleStream {
    final Source<Double> source;
    final PipelineState state;
    private boolean linked;

    DoublePipeline(Source<Double> source, PipelineState state) {
        this.source = source;
        this.state = state;
    }

    DoublePipeline(Source<Double> source) {
        this(source, new PipelineState());
    }

    final Source<Double> consume() {
        state.checkUse(linked);
        linked = true;
        return source;
    }

    private DoubleStream then(Source<Double> next) {
        return new DoublePipeline(next, state);
    }

    /* ---------------- sources ---------------- */

    static final class ArraySource extends Source<Double> {
        private final double[] array;
        private int index;
        private final int fence;

        ArraySource(double[] array, int from, int to) {
            this.array = array;
            this.index = from;
            this.fence = to;
        }

        boolean tryAdvance(Consumer<? super Double> action) {
            if (index < fence) {
                action.accept(array[index++]);
                return true;
            }
            return false;
        }

        long exactSize() {
            return fence - index;
        }

        java.util.List<Source<Double>> split(int n) {
            int[] b = ranges(index, fence, n);
            if (b == null) {
                return null;
            }
            java.util.ArrayList<Source<Double>> out = new java.util.ArrayList<Source<Double>>();
            for (int i = 0; i + 1 < b.length; i++) {
                out.add(new DoublePipeline.ArraySource(array, b[i], b[i + 1]));
            }
            return out;
        }
    }

    static DoubleStream iterate(double seed, final DoublePredicate hasNext, final DoubleUnaryOperator next) {
        Predicate<Double> test = (hasNext == null) ? null : new Predicate<Double>() {
            public boolean test(Double v) {
                return hasNext.test(v);
            }
        };
        return new DoublePipeline(new Source.IterateSource<Double>(seed, test, new java.util.function.UnaryOperator<Double>() {
            public Double apply(Double v) {
                return next.applyAsDouble(v);
            }
        }));
    }

    static DoubleStream generate(final DoubleSupplier s) {
        return new DoublePipeline(new Source.GenerateSource<Double>(new Supplier<Double>() {
            public Double get() {
                return s.getAsDouble();
            }
        }));
    }

    static DoubleStream concat(DoubleStream a, DoubleStream b) {
        Source<Double> sa = StreamSupport.sourceOf(a);
        Source<Double> sb = StreamSupport.sourceOf(b);
        DoublePipeline result = new DoublePipeline(new Source.ConcatSource<Double>(sa, sb));
        result.state.closeWith(a, b);
        return result;
    }

    private static Predicate<Double> predicate(final DoublePredicate p) {
        return new Predicate<Double>() {
            public boolean test(Double v) {
                return p.test(v);
            }
        };
    }

    private static Consumer<Double> consumer(final DoubleConsumer c) {
        return new Consumer<Double>() {
            public void accept(Double v) {
                c.accept(v);
            }
        };
    }

    /* ---------------- intermediate operations ---------------- */

    public DoubleStream filter(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.FilterSource<Double>(consume(), predicate(predicate)));
    }

    public DoubleStream map(final DoubleUnaryOperator mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.MapSource<Double, Double>(consume(), new Function<Double, Double>() {
            public Double apply(Double t) {
                return mapper.applyAsDouble(t);
            }
        }));
    }

    public <U> Stream<U> mapToObj(final DoubleFunction<? extends U> mapper) {
        Objects.requireNonNull(mapper);
        return new ReferencePipeline<U>(new Source.MapSource<Double, U>(consume(), new Function<Double, U>() {
            public U apply(Double t) {
                return mapper.apply(t);
            }
        }), state);
    }

    public IntStream mapToInt(final DoubleToIntFunction mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(new Source.MapSource<Double, Integer>(consume(), new Function<Double, Integer>() {
            public Integer apply(Double t) {
                return mapper.applyAsInt(t.doubleValue());
            }
        }), state);
    }

    public LongStream mapToLong(final DoubleToLongFunction mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(new Source.MapSource<Double, Long>(consume(), new Function<Double, Long>() {
            public Long apply(Double t) {
                return mapper.applyAsLong(t.doubleValue());
            }
        }), state);
    }

    public DoubleStream flatMap(final DoubleFunction<? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.FlatMapSource<Double, Double>(consume(), new Function<Double, DoubleStream>() {
            public DoubleStream apply(Double t) {
                return mapper.apply(t);
            }
        }));
    }

    public DoubleStream mapMulti(final DoubleMapMultiConsumer mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.MapMultiSource<Double, Double>(consume(), new BiConsumer<Double, Consumer<Double>>() {
            public void accept(Double t, final Consumer<Double> sink) {
                mapper.accept(t, new DoubleConsumer() {
                    public void accept(double v) {
                        sink.accept(v);
                    }
                });
            }
        }));
    }

    public DoubleStream distinct() {
        return then(new Source.DistinctSource<Double>(consume()));
    }

    public DoubleStream sorted() {
        return then(new Source.SortedSource<Double>(consume(), null));
    }

    public DoubleStream peek(DoubleConsumer action) {
        Objects.requireNonNull(action);
        return then(new Source.PeekSource<Double>(consume(), consumer(action)));
    }

    public DoubleStream limit(long maxSize) {
        if (maxSize < 0)
            throw new IllegalArgumentException(Long.toString(maxSize));
        return then(new Source.SliceSource<Double>(consume(), 0, maxSize));
    }

    public DoubleStream skip(long n) {
        if (n < 0)
            throw new IllegalArgumentException(Long.toString(n));
        if (n == 0)
            return this;
        return then(new Source.SliceSource<Double>(consume(), n, -1));
    }

    public DoubleStream takeWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.TakeWhileSource<Double>(consume(), predicate(predicate)));
    }

    public DoubleStream dropWhile(DoublePredicate predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.DropWhileSource<Double>(consume(), predicate(predicate)));
    }

    public Stream<Double> boxed() {
        return new ReferencePipeline<Double>(consume(), state);
    }

    /* ---------------- terminal operations ---------------- */

    /** The source a terminal operation runs over: a parallel pipeline's stages evaluated in parallel first. */
    final Source<Double> terminal() {
        return Parallel.prefetch(consume(), state);
    }

    public void forEach(DoubleConsumer action) {
        Objects.requireNonNull(action);
        terminal().forEachRemaining(consumer(action));
    }

    public void forEachOrdered(DoubleConsumer action) {
        forEach(action);
    }

    public double[] toArray() {
        final double[][] buf = {new double[16]};
        final int[] n = {0};
        terminal().forEachRemaining(new Consumer<Double>() {
            public void accept(Double v) {
                if (n[0] == buf[0].length)
                    buf[0] = Arrays.copyOf(buf[0], n[0] * 2);
                buf[0][n[0]++] = v;
            }
        });
        return Arrays.copyOf(buf[0], n[0]);
    }

    public double reduce(double identity, final DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        final double[] acc = {identity};
        terminal().forEachRemaining(new Consumer<Double>() {
            public void accept(Double v) {
                acc[0] = op.applyAsDouble(acc[0], v);
            }
        });
        return acc[0];
    }

    public OptionalDouble reduce(final DoubleBinaryOperator op) {
        Objects.requireNonNull(op);
        final double[] acc = new double[1];
        final boolean[] empty = {true};
        terminal().forEachRemaining(new Consumer<Double>() {
            public void accept(Double v) {
                if (empty[0]) {
                    empty[0] = false;
                    acc[0] = v;
                } else {
                    acc[0] = op.applyAsDouble(acc[0], v);
                }
            }
        });
        return empty[0] ? OptionalDouble.empty() : OptionalDouble.of(acc[0]);
    }

    public <R> R collect(Supplier<R> supplier, final ObjDoubleConsumer<R> accumulator, BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        final R container = supplier.get();
        terminal().forEachRemaining(new Consumer<Double>() {
            public void accept(Double v) {
                accumulator.accept(container, v);
            }
        });
        return container;
    }

    /** Kahan summation: [0] sum, [1] compensation, [2] simple sum (for infinities). */
    static void sumWithCompensation(double[] s, double value) {
        double tmp = value - s[1];
        double sum = s[0];
        double velvel = sum + tmp;
        s[1] = (velvel - sum) - tmp;
        s[0] = velvel;
    }

    static double computeFinalSum(double[] s) {
        double tmp = s[0] - s[1];
        double simpleSum = s[s.length - 1];
        if (Double.isNaN(tmp) && Double.isInfinite(simpleSum))
            return simpleSum;
        return tmp;
    }

    public double sum() {
        final double[] s = new double[3];
        terminal().forEachRemaining(new Consumer<Double>() {
            public void accept(Double d) {
                sumWithCompensation(s, d);
                s[2] += d;
            }
        });
        return computeFinalSum(s);
    }

    public OptionalDouble average() {
        final double[] s = new double[4];
        terminal().forEachRemaining(new Consumer<Double>() {
            public void accept(Double d) {
                s[2]++;
                sumWithCompensation(s, d);
                s[3] += d;
            }
        });
        if (s[2] > 0) {
            double[] fin = {s[0], s[1], s[3]};
            return OptionalDouble.of(computeFinalSum(fin) / s[2]);
        }
        return OptionalDouble.empty();
    }

    public OptionalDouble min() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.min(a, b);
            }
        });
    }

    public OptionalDouble max() {
        return reduce(new DoubleBinaryOperator() {
            public double applyAsDouble(double a, double b) {
                return Math.max(a, b);
            }
        });
    }

    public long count() {
        Source<Double> s = consume();
        long size = s.exactSize();
        if (size >= 0)
            return size;
        s = Parallel.prefetch(s, state);
        final long[] n = {0};
        s.forEachRemaining(new Consumer<Double>() {
            public void accept(Double v) {
                n[0]++;
            }
        });
        return n[0];
    }

    public DoubleSummaryStatistics summaryStatistics() {
        final DoubleSummaryStatistics stats = new DoubleSummaryStatistics();
        terminal().forEachRemaining(new Consumer<Double>() {
            public void accept(Double v) {
                stats.accept(v.doubleValue());
            }
        });
        return stats;
    }

    private boolean match(final DoublePredicate predicate, final boolean stopOn) {
        Objects.requireNonNull(predicate);
        Source<Double> s = terminal();
        final boolean[] stopped = {false};
        Consumer<Double> probe = new Consumer<Double>() {
            public void accept(Double v) {
                if (predicate.test(v) == stopOn)
                    stopped[0] = true;
            }
        };
        while (!stopped[0] && s.tryAdvance(probe)) {
        }
        return stopped[0];
    }

    public boolean anyMatch(DoublePredicate predicate) {
        return match(predicate, true);
    }

    public boolean allMatch(DoublePredicate predicate) {
        return !match(predicate, false);
    }

    public boolean noneMatch(DoublePredicate predicate) {
        return !match(predicate, true);
    }

    public OptionalDouble findFirst() {
        final double[] box = new double[1];
        boolean found = terminal().tryAdvance(new Consumer<Double>() {
            public void accept(Double v) {
                box[0] = v;
            }
        });
        return found ? OptionalDouble.of(box[0]) : OptionalDouble.empty();
    }

    public OptionalDouble findAny() {
        return findFirst();
    }

    public PrimitiveIterator.OfDouble iterator() {
        final Iterator<Double> it = StreamSupport.iteratorOf(consume());
        return new PrimitiveIterator.OfDouble() {
            public boolean hasNext() {
                return it.hasNext();
            }

            public double nextDouble() {
                return it.next();
            }
        };
    }

    public java.util.Spliterator.OfDouble spliterator() {
        return StreamSupport.doubleSpliteratorOf(consume());
    }

    /* ---------------- BaseStream ---------------- */

    public boolean isParallel() {
        return state.parallel;
    }

    public DoubleStream sequential() {
        state.parallel = false;
        return this;
    }

    public DoubleStream parallel() {
        state.parallel = true;
        return this;
    }

    public DoubleStream unordered() {
        return this;
    }

    public DoubleStream onClose(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        state.checkUse(linked);
        state.addCloseHandler(closeHandler);
        return this;
    }

    public void close() {
        state.close();
    }

    static final class DoubleBuilder implements DoubleStream.Builder {
        private double[] elements = new double[8];
        private int count;
        private boolean built;

        public void accept(double t) {
            if (built)
                throw new IllegalStateException();
            if (count == elements.length)
                elements = Arrays.copyOf(elements, count * 2);
            elements[count++] = t;
        }

        public DoubleStream build() {
            if (built)
                throw new IllegalStateException();
            built = true;
            return StreamSupport.ofDoubleArray(elements, 0, count);
        }
    }
}
