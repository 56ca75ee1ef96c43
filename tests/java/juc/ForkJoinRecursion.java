import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class ForkJoinRecursion {
    static final class Fib extends RecursiveTask<Long> {
        final int n;
        Fib(int n) { this.n = n; }
        protected Long compute() {
            if (n < 12) return seq(n);
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }
        static long seq(int n) { return n < 2 ? n : seq(n - 1) + seq(n - 2); }
    }

    static final class SumAction extends RecursiveAction {
        final long[] a; final int lo, hi; final AtomicLong out;
        SumAction(long[] a, int lo, int hi, AtomicLong out) { this.a = a; this.lo = lo; this.hi = hi; this.out = out; }
        protected void compute() {
            if (hi - lo <= 500) {
                long s = 0;
                for (int i = lo; i < hi; i++) s += a[i];
                out.addAndGet(s);
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new SumAction(a, lo, mid, out), new SumAction(a, mid, hi, out));
        }
    }

    static final class SortTask extends RecursiveAction {
        final int[] a; final int lo, hi;
        SortTask(int[] a, int lo, int hi) { this.a = a; this.lo = lo; this.hi = hi; }
        protected void compute() {
            if (hi - lo < 64) { Arrays.sort(a, lo, hi); return; }
            int mid = (lo + hi) >>> 1;
            SortTask l = new SortTask(a, lo, mid), r = new SortTask(a, mid, hi);
            invokeAll(Arrays.asList(l, r));
            int[] tmp = new int[hi - lo];
            int i = lo, j = mid, k = 0;
            while (i < mid && j < hi) tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
            System.arraycopy(tmp, 0, a, lo, tmp.length);
        }
    }

    /** Counts in a CountedCompleter tree: each leaf adds, completion fires once at the root. */
    static final class Counter extends CountedCompleter<Long> {
        final int lo, hi; final AtomicLong acc; final List<String> log;
        Counter(Counter parent, int lo, int hi, AtomicLong acc, List<String> log) {
            super(parent); this.lo = lo; this.hi = hi; this.acc = acc; this.log = log;
        }
        public void compute() {
            int l = lo, h = hi;
            while (h - l > 100) {
                int mid = (l + h) >>> 1;
                addToPendingCount(1);
                new Counter(this, mid, h, acc, log).fork();
                h = mid;
            }
            long s = 0;
            for (int i = l; i < h; i++) s += (long) i * i;
            acc.addAndGet(s);
            tryComplete();
        }
        public void onCompletion(CountedCompleter<?> caller) {
            if (getCompleter() == null) log.add("root completed");
        }
        public Long getRawResult() { return acc.get(); }
    }

    static final class Failing extends CountedCompleter<Void> {
        Failing(CountedCompleter<?> p) { super(p); }
        public void compute() { throw new IllegalStateException("leaf failed"); }
    }

    static final class Parent extends CountedCompleter<Void> {
        final List<String> log;
        Parent(List<String> log) { this.log = log; }
        public void compute() {
            setPendingCount(1);
            new Failing(this).fork();
            tryComplete();
        }
        public boolean onExceptionalCompletion(Throwable ex, CountedCompleter<?> caller) {
            log.add("parent saw " + ex.getMessage() + " from " + (caller == this ? "self" : caller.getClass().getSimpleName()));
            return true;
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(4);
        System.out.println("fib(24) = " + pool.invoke(new Fib(24)));
        System.out.println("fib(20) via submit = " + pool.submit(new Fib(20)).get());
        System.out.println("fib(15) direct = " + new Fib(15).invoke());

        long[] a = new long[100000];
        long expect = 0;
        for (int i = 0; i < a.length; i++) { a[i] = (i * 31L) % 1000; expect += a[i]; }
        AtomicLong out = new AtomicLong();
        pool.invoke(new SumAction(a, 0, a.length, out));
        System.out.println("sum ok = " + (out.get() == expect));

        Random rnd = new Random(42);
        int[] arr = new int[20000];
        for (int i = 0; i < arr.length; i++) arr[i] = rnd.nextInt(1000000);
        int[] copy = arr.clone();
        Arrays.sort(copy);
        pool.invoke(new SortTask(arr, 0, arr.length));
        System.out.println("sorted = " + Arrays.equals(arr, copy));

        List<String> log = Collections.synchronizedList(new ArrayList<String>());
        AtomicLong acc = new AtomicLong();
        Counter root = new Counter(null, 0, 5000, acc, log);
        long got = pool.invoke(root);
        long sq = 0;
        for (int i = 0; i < 5000; i++) sq += (long) i * i;
        System.out.println("counted " + (got == sq) + " " + log + " pending=" + root.getPendingCount());

        List<String> log2 = Collections.synchronizedList(new ArrayList<String>());
        Parent p = new Parent(log2);
        try {
            pool.invoke(p);
            System.out.println("no exception?");
        } catch (IllegalStateException e) {
            System.out.println("parent threw " + e.getClass().getSimpleName() + " done=" + p.isDone()
                    + " abnormal=" + p.isCompletedAbnormally() + " cancelled=" + p.isCancelled());
        }
        System.out.println(log2);

        // work really is spread: tasks that wait for each other need two threads at once
        CountDownLatch both = new CountDownLatch(2);
        ForkJoinTask<?> x = pool.submit(() -> { both.countDown(); try { both.await(); } catch (InterruptedException e) { } });
        ForkJoinTask<?> y = pool.submit(() -> { both.countDown(); try { both.await(); } catch (InterruptedException e) { } });
        x.get(); y.get();
        System.out.println("two at once: " + (both.getCount() == 0));

        // invokeAll of many tasks in a pool: results in order
        List<Callable<Integer>> cs = new ArrayList<>();
        for (int i = 0; i < 20; i++) { final int k = i; cs.add(() -> k * k); }
        StringBuilder sb = new StringBuilder();
        for (Future<Integer> f : pool.invokeAll(cs)) sb.append(f.get()).append(' ');
        System.out.println(sb.toString().trim());
        System.out.println("invokeAny " + pool.invokeAny(Arrays.asList(() -> 7)));

        // tags, states
        ForkJoinTask<Integer> t = ForkJoinTask.adapt(() -> 5);
        System.out.println(t.getForkJoinTaskTag() + " " + t.setForkJoinTaskTag((short) 3) + " " + t.getForkJoinTaskTag()
                + " " + t.compareAndSetForkJoinTaskTag((short) 2, (short) 9) + " " + t.compareAndSetForkJoinTaskTag((short) 3, (short) 9)
                + " " + t.getForkJoinTaskTag());
        System.out.println(t.isDone() + " " + t.invoke() + " " + t.isDone() + " " + t.isCompletedNormally() + " tag " + t.getForkJoinTaskTag());
        t.reinitialize();
        System.out.println("reinit " + t.isDone() + " tag " + t.getForkJoinTaskTag());
        ForkJoinTask<String> c = ForkJoinTask.adapt(() -> {}, "r");
        c.complete("set");
        System.out.println(c.join() + " " + c.isCompletedNormally());
        ForkJoinTask<String> e = ForkJoinTask.adapt(() -> {}, "r");
        e.completeExceptionally(new java.io.IOException("checked"));
        System.out.println(e.getException() + " / " + e.getException().getCause());
        try { e.get(10, TimeUnit.MILLISECONDS); } catch (ExecutionException ee) { System.out.println("get: " + ee.getCause()); }
        ForkJoinTask<String> w = ForkJoinTask.adapt(() -> {}, "r");
        try { w.get(20, TimeUnit.MILLISECONDS); } catch (TimeoutException te) { System.out.println("timeout " + te.getMessage()); }
        System.out.println("inForkJoinPool " + ForkJoinTask.inForkJoinPool() + " pool " + ForkJoinTask.getPool());
        System.out.println("in task: " + pool.submit(() -> ForkJoinTask.inForkJoinPool() + " " + (ForkJoinTask.getPool() == pool)).get());

        // invokeAll: first failure is rethrown, the others cancelled or done
        try {
            ForkJoinTask.invokeAll(ForkJoinTask.adapt(() -> { throw new ArithmeticException("first"); }), ForkJoinTask.adapt(() -> 2));
        } catch (ArithmeticException ae) {
            System.out.println("invokeAll threw " + ae.getMessage());
        }
        try {
            ForkJoinTask.invokeAll(ForkJoinTask.adapt(() -> 1), null);
        } catch (NullPointerException npe) {
            System.out.println("invokeAll null -> NPE");
        }

        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS) + " " + pool.isTerminated() + " " + pool.isShutdown());
        try { pool.execute(() -> {}); } catch (RejectedExecutionException r) { System.out.println("rejected " + r.getMessage()); }
    }
}
