package java.util.stream;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.ToDoubleFunction;
import java.util.function.ToIntFunction;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;

/**
 * A Stream over a pull-based Source.  A parallel stream's terminal operation is
 * evaluated by Parallel over segments of the pipeline (forEach, reductions,
 * collect, toArray/toList, count, the matches, findFirst/findAny); forEachOrdered
 * and the lazy iterator/spliterator stay sequential.
 */
class ReferencePipeline<T> implements Stream<T> {
    final Source<T> source;
    final PipelineState state;
    private boolean linked;

    ReferencePipeline(Source<T> source, PipelineState state) {
        this.source = source;
        this.state = state;
    }

    ReferencePipeline(Source<T> source) {
        this(source, new PipelineState());
    }

    /** Marks this stage as used (each stage takes one operation) and returns its source. */
    final Source<T> consume() {
        state.checkUse(linked);
        linked = true;
        return source;
    }

    private <R> Stream<R> then(Source<R> next) {
        return new ReferencePipeline<R>(next, state);
    }

    /* ---------------- factories ---------------- */

    static <T> Stream<T> iterate(T seed, Predicate<? super T> hasNext, UnaryOperator<T> next) {
        return new ReferencePipeline<T>(new Source.IterateSource<T>(seed, hasNext, next));
    }

    static <T> Stream<T> generate(Supplier<? extends T> s) {
        return new ReferencePipeline<T>(new Source.GenerateSource<T>(s));
    }

    @SuppressWarnings("unchecked")
    static <T> Stream<T> concat(Stream<? extends T> a, Stream<? extends T> b) {
        Source<? extends T> sa = StreamSupport.sourceOf(a);
        Source<? extends T> sb = StreamSupport.sourceOf(b);
        ReferencePipeline<T> result = new ReferencePipeline<T>(new Source.ConcatSource<T>(sa, sb));
        result.state.closeWith(a, b);
        if (a.isParallel() || b.isParallel())
            result.state.parallel = true;
        return result;
    }

    /* ---------------- intermediate operations ---------------- */

    public Stream<T> filter(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.FilterSource<T>(consume(), predicate));
    }

    public <R> Stream<R> map(Function<? super T, ? extends R> mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.MapSource<T, R>(consume(), mapper));
    }

    public IntStream mapToInt(final ToIntFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(new Source.MapSource<T, Integer>(consume(), new Function<T, Integer>() {
            public Integer apply(T t) {
                return mapper.applyAsInt(t);
            }
        }), state);
    }

    public LongStream mapToLong(final ToLongFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(new Source.MapSource<T, Long>(consume(), new Function<T, Long>() {
            public Long apply(T t) {
                return mapper.applyAsLong(t);
            }
        }), state);
    }

    public DoubleStream mapToDouble(final ToDoubleFunction<? super T> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(new Source.MapSource<T, Double>(consume(), new Function<T, Double>() {
            public Double apply(T t) {
                return mapper.applyAsDouble(t);
            }
        }), state);
    }

    public <R> Stream<R> flatMap(Function<? super T, ? extends Stream<? extends R>> mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.FlatMapSource<T, R>(consume(), mapper));
    }

    public IntStream flatMapToInt(Function<? super T, ? extends IntStream> mapper) {
        Objects.requireNonNull(mapper);
        return new IntPipeline(new Source.FlatMapSource<T, Integer>(consume(), mapper), state);
    }

    public LongStream flatMapToLong(Function<? super T, ? extends LongStream> mapper) {
        Objects.requireNonNull(mapper);
        return new LongPipeline(new Source.FlatMapSource<T, Long>(consume(), mapper), state);
    }

    public DoubleStream flatMapToDouble(Function<? super T, ? extends DoubleStream> mapper) {
        Objects.requireNonNull(mapper);
        return new DoublePipeline(new Source.FlatMapSource<T, Double>(consume(), mapper), state);
    }

    public <R> Stream<R> mapMulti(BiConsumer<? super T, ? super Consumer<R>> mapper) {
        Objects.requireNonNull(mapper);
        return then(new Source.MapMultiSource<T, R>(consume(), mapper));
    }

    public Stream<T> distinct() {
        return then(new Source.DistinctSource<T>(consume()));
    }

    public Stream<T> sorted() {
        return then(new Source.SortedSource<T>(consume(), null));
    }

    public Stream<T> sorted(Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return then(new Source.SortedSource<T>(consume(), comparator));
    }

    public Stream<T> peek(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        return then(new Source.PeekSource<T>(consume(), action));
    }

    public Stream<T> limit(long maxSize) {
        if (maxSize < 0)
            throw new IllegalArgumentException(Long.toString(maxSize));
        return then(new Source.SliceSource<T>(consume(), 0, maxSize));
    }

    public Stream<T> skip(long n) {
        if (n < 0)
            throw new IllegalArgumentException(Long.toString(n));
        if (n == 0)
            return this;
        return then(new Source.SliceSource<T>(consume(), n, -1));
    }

    public Stream<T> takeWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.TakeWhileSource<T>(consume(), predicate));
    }

    public Stream<T> dropWhile(Predicate<? super T> predicate) {
        Objects.requireNonNull(predicate);
        return then(new Source.DropWhileSource<T>(consume(), predicate));
    }

    /* ---------------- terminal operations ---------------- */

    /** The segments to evaluate in parallel, or null (sequential). */
    private List<Source<T>> segments(Source<T> s) {
        return Parallel.segments(s, state);
    }

    public void forEach(final Consumer<? super T> action) {
        Objects.requireNonNull(action);
        Source<T> s = consume();
        List<Source<T>> segs = segments(s);
        if (segs == null) {
            s.forEachRemaining(action);
            return;
        }
        Parallel.evaluate(segs, new Function<Source<T>, Object>() {
            public Object apply(Source<T> seg) {
                seg.forEachRemaining(action);
                return null;
            }
        }, new BinaryOperator<Object>() {
            public Object apply(Object a, Object b) {
                return null;
            }
        });
    }

    public void forEachOrdered(Consumer<? super T> action) {
        Objects.requireNonNull(action);
        Parallel.prefetch(consume(), state).forEachRemaining(action);
    }

    /** Drains the pipeline into a list (in encounter order, also when parallel). */
    final ArrayList<T> drain() {
        return drainSource(Parallel.prefetch(consume(), state));
    }

    private static <T> ArrayList<T> drainSource(Source<T> s) {
        final ArrayList<T> list = new ArrayList<T>();
        s.forEachRemaining(new Consumer<T>() {
            public void accept(T t) {
                list.add(t);
            }
        });
        return list;
    }

    public Object[] toArray() {
        return drain().toArray();
    }

    @SuppressWarnings("unchecked")
    public <A> A[] toArray(IntFunction<A[]> generator) {
        ArrayList<T> list = drain();
        int n = list.size();
        A[] result = generator.apply(n);
        if (result.length != n)
            throw new IllegalStateException("Begin size " + n + " is not equal to fixed size " + result.length);
        Object[] out = result;
        for (int i = 0; i < n; i++)
            out[i] = list.get(i);
        return result;
    }

    public T reduce(final T identity, final BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Source<T> s = consume();
        List<Source<T>> segs = segments(s);
        if (segs != null) {
            return Parallel.evaluate(segs, new Function<Source<T>, T>() {
                public T apply(Source<T> seg) {
                    return reduceSource(seg, identity, accumulator);
                }
            }, accumulator);
        }
        return reduceSource(s, identity, accumulator);
    }

    private static <T> T reduceSource(Source<T> s, T identity, final BinaryOperator<T> accumulator) {
        final Object[] acc = {identity};
        s.forEachRemaining(new Consumer<T>() {
            @SuppressWarnings("unchecked")
            public void accept(T t) {
                acc[0] = accumulator.apply((T) acc[0], t);
            }
        });
        @SuppressWarnings("unchecked")
        T result = (T) acc[0];
        return result;
    }

    public Optional<T> reduce(final BinaryOperator<T> accumulator) {
        Objects.requireNonNull(accumulator);
        Source<T> s = consume();
        List<Source<T>> segs = segments(s);
        if (segs != null) {
            return Parallel.evaluate(segs, new Function<Source<T>, Optional<T>>() {
                public Optional<T> apply(Source<T> seg) {
                    return reduceSource(seg, accumulator);
                }
            }, new BinaryOperator<Optional<T>>() {
                public Optional<T> apply(Optional<T> a, Optional<T> b) {
                    if (!a.isPresent()) {
                        return b;
                    }
                    if (!b.isPresent()) {
                        return a;
                    }
                    return Optional.of(accumulator.apply(a.get(), b.get()));
                }
            });
        }
        return reduceSource(s, accumulator);
    }

    private static <T> Optional<T> reduceSource(Source<T> s, final BinaryOperator<T> accumulator) {
        final Object[] acc = new Object[1];
        final boolean[] empty = {true};
        s.forEachRemaining(new Consumer<T>() {
            @SuppressWarnings("unchecked")
            public void accept(T t) {
                if (empty[0]) {
                    empty[0] = false;
                    acc[0] = t;
                } else {
                    acc[0] = accumulator.apply((T) acc[0], t);
                }
            }
        });
        @SuppressWarnings("unchecked")
        T result = (T) acc[0];
        return empty[0] ? Optional.<T>empty() : Optional.of(result);
    }

    public <U> U reduce(final U identity, final BiFunction<U, ? super T, U> accumulator, BinaryOperator<U> combiner) {
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Source<T> s = consume();
        List<Source<T>> segs = segments(s);
        if (segs != null) {
            return Parallel.evaluate(segs, new Function<Source<T>, U>() {
                public U apply(Source<T> seg) {
                    return reduceSource(seg, identity, accumulator);
                }
            }, combiner);
        }
        return reduceSource(s, identity, accumulator);
    }

    private static <T, U> U reduceSource(Source<T> s, U identity, final BiFunction<U, ? super T, U> accumulator) {
        final Object[] acc = {identity};
        s.forEachRemaining(new Consumer<T>() {
            @SuppressWarnings("unchecked")
            public void accept(T t) {
                acc[0] = accumulator.apply((U) acc[0], t);
            }
        });
        @SuppressWarnings("unchecked")
        U result = (U) acc[0];
        return result;
    }

    public <R> R collect(final Supplier<R> supplier, final BiConsumer<R, ? super T> accumulator, final BiConsumer<R, R> combiner) {
        Objects.requireNonNull(supplier);
        Objects.requireNonNull(accumulator);
        Objects.requireNonNull(combiner);
        Source<T> s = consume();
        List<Source<T>> segs = segments(s);
        if (segs != null) {
            return Parallel.evaluate(segs, new Function<Source<T>, R>() {
                public R apply(Source<T> seg) {
                    return collectSource(seg, supplier, accumulator);
                }
            }, new BinaryOperator<R>() {
                public R apply(R a, R b) {
                    combiner.accept(a, b);
                    return a;
                }
            });
        }
        return collectSource(s, supplier, accumulator);
    }

    private static <T, R> R collectSource(Source<T> s, Supplier<R> supplier, final BiConsumer<R, ? super T> accumulator) {
        final R container = supplier.get();
        s.forEachRemaining(new Consumer<T>() {
            public void accept(T t) {
                accumulator.accept(container, t);
            }
        });
        return container;
    }

    @SuppressWarnings("unchecked")
    public <R, A> R collect(final Collector<? super T, A, R> collector) {
        Objects.requireNonNull(collector);
        Source<T> s = consume();
        List<Source<T>> segs = collector.combiner() instanceof Collectors.NoCombiner<?> ? null : segments(s);
        if (segs == null) {
            s = Parallel.prefetch(s, state);
        }
        A container;
        if (segs != null) {
            container = Parallel.evaluate(segs, new Function<Source<T>, A>() {
                public A apply(Source<T> seg) {
                    return collectInto(seg, collector);
                }
            }, collector.combiner());
        } else {
            container = collectInto(s, collector);
        }
        if (collector.characteristics().contains(Collector.Characteristics.IDENTITY_FINISH))
            return (R) container;
        return collector.finisher().apply(container);
    }

    @SuppressWarnings("unchecked")
    private static <T, A> A collectInto(Source<T> s, Collector<? super T, A, ?> collector) {
        final A container = collector.supplier().get();
        final BiConsumer<A, ? super T> accumulator = collector.accumulator();
        s.forEachRemaining(new Consumer<T>() {
            public void accept(T t) {
                ((BiConsumer<A, T>) accumulator).accept(container, t);
            }
        });
        return container;
    }

    public List<T> toList() {
        return java.util.ImmutableCollections.listFromTrustedArrayNullsAllowed(toArrayUnchecked());
    }

    @SuppressWarnings("unchecked")
    private T[] toArrayUnchecked() {
        return (T[]) toArray();
    }

    public Optional<T> min(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) <= 0 ? a : b;
            }
        });
    }

    public Optional<T> max(final Comparator<? super T> comparator) {
        Objects.requireNonNull(comparator);
        return reduce(new BinaryOperator<T>() {
            public T apply(T a, T b) {
                return comparator.compare(a, b) >= 0 ? a : b;
            }
        });
    }

    public long count() {
        Source<T> s = consume();
        long size = s.exactSize();
        if (size >= 0)
            return size;
        List<Source<T>> segs = segments(s);
        if (segs != null) {
            return Parallel.evaluate(segs, new Function<Source<T>, Long>() {
                public Long apply(Source<T> seg) {
                    final long[] n = {0};
                    seg.forEachRemaining(new Consumer<T>() {
                        public void accept(T t) {
                            n[0]++;
                        }
                    });
                    return n[0];
                }
            }, new BinaryOperator<Long>() {
                public Long apply(Long a, Long b) {
                    return a + b;
                }
            });
        }
        final long[] n = {0};
        s.forEachRemaining(new Consumer<T>() {
            public void accept(T t) {
                n[0]++;
            }
        });
        return n[0];
    }

    /** Tests elements until one gives stopOn; returns whether one did. */
    private boolean match(final Predicate<? super T> predicate, final boolean stopOn) {
        Objects.requireNonNull(predicate);
        Source<T> s = consume();
        List<Source<T>> segs = segments(s);
        if (segs != null) {
            return Parallel.evaluate(segs, new Function<Source<T>, Boolean>() {
                public Boolean apply(Source<T> seg) {
                    return matchSource(seg, predicate, stopOn);
                }
            }, new BinaryOperator<Boolean>() {
                public Boolean apply(Boolean a, Boolean b) {
                    return a || b;
                }
            });
        }
        return matchSource(s, predicate, stopOn);
    }

    private static <T> boolean matchSource(Source<T> s, final Predicate<? super T> predicate, final boolean stopOn) {
        final boolean[] stopped = {false};
        Consumer<T> probe = new Consumer<T>() {
            public void accept(T t) {
                if (predicate.test(t) == stopOn)
                    stopped[0] = true;
            }
        };
        while (!stopped[0] && s.tryAdvance(probe)) {
        }
        return stopped[0];
    }

    public boolean anyMatch(Predicate<? super T> predicate) {
        return match(predicate, true);
    }

    public boolean allMatch(Predicate<? super T> predicate) {
        return !match(predicate, false);
    }

    public boolean noneMatch(Predicate<? super T> predicate) {
        return !match(predicate, true);
    }

    public Optional<T> findFirst() {
        Source<T> s = consume();
        List<Source<T>> segs = segments(s);
        if (segs != null) {
            return Parallel.evaluate(segs, new Function<Source<T>, Optional<T>>() {
                public Optional<T> apply(Source<T> seg) {
                    return findFirstSource(seg);
                }
            }, new BinaryOperator<Optional<T>>() {
                public Optional<T> apply(Optional<T> a, Optional<T> b) {
                    return a.isPresent() ? a : b;
                }
            });
        }
        return findFirstSource(s);
    }

    private static <T> Optional<T> findFirstSource(Source<T> s) {
        final Object[] box = new Object[1];
        boolean found = s.tryAdvance(new Consumer<T>() {
            public void accept(T t) {
                box[0] = t;
            }
        });
        @SuppressWarnings("unchecked")
        T result = (T) box[0];
        return found ? Optional.of(result) : Optional.<T>empty();
    }

    public Optional<T> findAny() {
        return findFirst();
    }

    public Iterator<T> iterator() {
        return StreamSupport.iteratorOf(consume());
    }

    public java.util.Spliterator<T> spliterator() {
        return StreamSupport.spliteratorOf(consume());
    }

    /* ---------------- BaseStream ---------------- */

    public boolean isParallel() {
        return state.parallel;
    }

    public Stream<T> sequential() {
        state.parallel = false;
        return this;
    }

    public Stream<T> parallel() {
        state.parallel = true;
        return this;
    }

    public Stream<T> unordered() {
        return this;
    }

    public Stream<T> onClose(Runnable closeHandler) {
        Objects.requireNonNull(closeHandler);
        state.checkUse(linked);
        state.addCloseHandler(closeHandler);
        return this;
    }

    public void close() {
        state.close();
    }

    /* ---------------- builder ---------------- */

    static final class StreamBuilder<T> implements Stream.Builder<T> {
        private ArrayList<T> elements = new ArrayList<T>();
        private boolean built;

        public void accept(T t) {
            if (built)
                throw new IllegalStateException();
            elements.add(t);
        }

        public Stream<T> build() {
            if (built)
                throw new IllegalStateException();
            built = true;
            Object[] a = elements.toArray();
            elements = null;
            return StreamSupport.ofArray(a, 0, a.length);
        }
    }
}
