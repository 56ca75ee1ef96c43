package java.util.stream;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveTask;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Parallel evaluation of a parallel stream's terminal operation, as the JDK's: on the
 * pool of the calling worker thread, else the common pool.  The pipeline (a source
 * and stateless stages: filter, map, peek, flatMap, mapMulti) is split into
 * segments in encounter order (Source.split); each segment is evaluated by a
 * ForkJoinTask (the calling thread takes the first and joins the others, running
 * any still queued itself), and the per-segment results are combined left to
 * right, so an associative reduction gives the sequential result.  A pipeline that
 * cannot be split (a stateful stage, iterate/generate, concat) runs sequentially.
 */
final class Parallel {
    private Parallel() {
    }

    /** How many segments to cut: a few per thread of the pool that will run them. */
    static int pieces() {
        ForkJoinPool p = ForkJoinTask.getPool();
        if (p == null) {
            p = ForkJoinPool.commonPool();
        }
        return Math.min(256, 4 * (p.getParallelism() + 1));
    }

    /** The segments of s, or null to evaluate it sequentially. */
    static <T> List<Source<T>> segments(Source<T> s, PipelineState state) {
        if (!state.parallel) {
            return null;
        }
        List<Source<T>> l = s.split(pieces());
        return l != null && l.size() > 1 ? l : null;
    }

    /** Runs leaf on every segment in parallel; combines the results in encounter order. */
    static <T, R> R evaluate(List<Source<T>> segs, final Function<Source<T>, R> leaf, BinaryOperator<R> combine) {
        int n = segs.size();
        List<ForkJoinTask<R>> tasks = new ArrayList<ForkJoinTask<R>>(n);
        for (final Source<T> seg : segs) {
            tasks.add(new RecursiveTask<R>() {
                protected R compute() {
                    return leaf.apply(seg);
                }
            });
        }
        for (int i = n - 1; i >= 1; i--) {
            tasks.get(i).fork();
        }
        R acc;
        try {
            acc = tasks.get(0).invoke();
        } catch (RuntimeException | Error e) {
            for (int i = 1; i < n; i++) {
                tasks.get(i).cancel(false);
            }
            throw e;
        }
        for (int i = 1; i < n; i++) {
            acc = combine.apply(acc, tasks.get(i).join());
        }
        return acc;
    }

    /**
     * Evaluates the stages of a parallel pipeline in parallel into one buffer, in
     * encounter order, for a terminal operation that then runs sequentially over it.
     */
    static <T> Source<T> prefetch(Source<T> s, PipelineState state) {
        List<Source<T>> segs = segments(s, state);
        if (segs == null) {
            return s;
        }
        ArrayList<T> all = evaluate(segs, new Function<Source<T>, ArrayList<T>>() {
            public ArrayList<T> apply(Source<T> seg) {
                final ArrayList<T> out = new ArrayList<T>();
                seg.forEachRemaining(new Consumer<T>() {
                    public void accept(T t) {
                        out.add(t);
                    }
                });
                return out;
            }
        }, new BinaryOperator<ArrayList<T>>() {
            public ArrayList<T> apply(ArrayList<T> a, ArrayList<T> b) {
                a.addAll(b);
                return a;
            }
        });
        return new Source.ArraySource<T>(all.toArray(), 0, all.size());
    }
}
