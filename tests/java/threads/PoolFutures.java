// Thread pools: submit Callables to a fixed pool and sum the Futures; worker
// names pool-N-thread-M; invokeAll and invokeAny; an exception in a task comes
// back as ExecutionException; cancel; shutdown rejects new tasks and
// awaitTermination waits for the queued ones; a single-thread executor runs
// tasks in order; a cached pool; ExecutorCompletionService.
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

public class PoolFutures {
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> futures = new ArrayList<>();
        for (int i = 1; i <= 200; i++) {
            final long n = i;
            futures.add(pool.submit(() -> n * n));
        }
        long sum = 0;
        for (Future<Long> f : futures) sum += f.get();
        System.out.println("sum of squares 1..200: " + sum);
        System.out.println("all done: " + futures.stream().allMatch(Future::isDone));

        Set<String> names = new TreeSet<>();
        CountDownLatch allIn = new CountDownLatch(4);
        List<Future<String>> nameFutures = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            nameFutures.add(pool.submit(() -> {
                allIn.countDown();
                allIn.await();              // all four workers busy at once
                return Thread.currentThread().getName();
            }));
        }
        for (Future<String> f : nameFutures) names.add(f.get());
        System.out.println("worker names: " + names);

        List<Callable<Integer>> tasks = new ArrayList<>();
        for (int i = 1; i <= 10; i++) { final int v = i; tasks.add(() -> v * 3); }
        int total = 0;
        for (Future<Integer> f : pool.invokeAll(tasks)) total += f.get();
        System.out.println("invokeAll total: " + total);
        int any = pool.invokeAny(List.of(() -> 7, () -> 7, () -> 7));
        System.out.println("invokeAny: " + any);
        try {
            pool.invokeAny(List.<Callable<Integer>>of(() -> { throw new IllegalStateException("all fail"); }));
        } catch (ExecutionException e) {
            System.out.println("invokeAny all failing: " + e.getCause());
        }

        Future<Integer> bad = pool.submit(() -> { throw new ArithmeticException("bad task"); });
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println("ExecutionException cause: " + e.getCause() + ", message " + e.getMessage());
        }
        Future<?> runnable = pool.submit(() -> { });
        System.out.println("Runnable future result: " + runnable.get());
        System.out.println("Runnable with result: " + pool.submit(() -> { }, "fixed").get());

        CountDownLatch blockerStarted = new CountDownLatch(1);
        Future<String> blocker = pool.submit(() -> {
            blockerStarted.countDown();
            try { Thread.sleep(100_000); return "slept?"; }
            catch (InterruptedException e) { return "interrupted"; }
        });
        blockerStarted.await();
        System.out.println("cancel(true): " + blocker.cancel(true) + ", cancelled " + blocker.isCancelled()
                + ", done " + blocker.isDone());
        try {
            blocker.get();
        } catch (CancellationException e) {
            System.out.println("get on cancelled: CancellationException");
        }
        System.out.println("cancel again: " + blocker.cancel(true));

        AtomicInteger ran = new AtomicInteger();
        for (int i = 0; i < 50; i++) pool.execute(ran::incrementAndGet);
        pool.shutdown();
        System.out.println("isShutdown " + pool.isShutdown());
        try {
            pool.submit(() -> 1);
        } catch (RejectedExecutionException e) {
            System.out.println("submit after shutdown: RejectedExecutionException");
        }
        System.out.println("awaitTermination: " + pool.awaitTermination(10, TimeUnit.SECONDS)
                + ", ran " + ran.get() + ", terminated " + pool.isTerminated());

        ExecutorService single = Executors.newSingleThreadExecutor();
        List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < 20; i++) { final int v = i; single.execute(() -> order.add(v)); }
        Future<String> who = single.submit(() -> Thread.currentThread().getName());
        System.out.println("single executor thread: " + who.get() + ", order " + order);
        single.shutdown();
        single.awaitTermination(10, TimeUnit.SECONDS);

        ExecutorService cached = Executors.newCachedThreadPool();
        List<Future<Integer>> cf = new ArrayList<>();
        for (int i = 0; i < 10; i++) { final int v = i; cf.add(cached.submit(() -> v + 100)); }
        int ct = 0;
        for (Future<Integer> f : cf) ct += f.get();
        System.out.println("cached pool total: " + ct);
        List<Runnable> pending = cached.shutdownNow();
        System.out.println("cached shutdownNow pending: " + pending.size() + ", terminated "
                + cached.awaitTermination(10, TimeUnit.SECONDS));

        ExecutorService ecsPool = Executors.newFixedThreadPool(3);
        CompletionService<Integer> ecs = new ExecutorCompletionService<>(ecsPool);
        for (int i = 1; i <= 6; i++) { final int v = i; ecs.submit(() -> v * v * v); }
        List<Integer> cubes = new ArrayList<>();
        for (int i = 0; i < 6; i++) cubes.add(ecs.take().get());
        Collections.sort(cubes);
        System.out.println("completion service (sorted): " + cubes + ", poll now " + ecs.poll());
        ecsPool.shutdown();
        System.out.println("terminated: " + ecsPool.awaitTermination(10, TimeUnit.SECONDS));

        ThreadPoolExecutor tpe = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1));
        CountDownLatch hold = new CountDownLatch(1);
        tpe.execute(() -> { try { hold.await(); } catch (InterruptedException e) { } });
        tpe.execute(() -> { });
        try {
            tpe.execute(() -> { });
        } catch (RejectedExecutionException e) {
            System.out.println("queue full: RejectedExecutionException");
        }
        System.out.println("pool size " + tpe.getPoolSize() + ", queued " + tpe.getQueue().size()
                + ", core " + tpe.getCorePoolSize() + ", max " + tpe.getMaximumPoolSize());
        hold.countDown();
        tpe.shutdown();
        tpe.awaitTermination(10, TimeUnit.SECONDS);
        System.out.println("completed tasks " + tpe.getCompletedTaskCount() + ", largest pool " + tpe.getLargestPoolSize());
    }
}
