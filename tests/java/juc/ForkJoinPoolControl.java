import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class ForkJoinPoolControl {
    static final class NamedFactory implements ForkJoinPool.ForkJoinWorkerThreadFactory {
        final AtomicInteger made = new AtomicInteger();
        final List<String> events = Collections.synchronizedList(new ArrayList<String>());
        public ForkJoinWorkerThread newThread(ForkJoinPool pool) {
            made.incrementAndGet();
            return new ForkJoinWorkerThread(pool) {
                protected void onStart() { events.add("start"); }
                protected void onTermination(Throwable ex) { events.add("end " + ex); }
            };
        }
    }

    static final class Gate implements ForkJoinPool.ManagedBlocker {
        final CountDownLatch latch;
        int blocks;
        Gate(CountDownLatch l) { latch = l; }
        public boolean block() throws InterruptedException { blocks++; latch.await(); return true; }
        public boolean isReleasable() { return latch.getCount() == 0; }
    }

    public static void main(String[] args) throws Exception {
        // worker names: pools are numbered in creation order, workers from 1
        ForkJoinPool p1 = new ForkJoinPool(1);
        ForkJoinPool p2 = new ForkJoinPool(1);
        System.out.println(p2.submit(() -> Thread.currentThread().getName()).get() + " "
                + p1.submit(() -> Thread.currentThread().getName()).get());
        System.out.println("daemon " + p1.submit(() -> Thread.currentThread().isDaemon()).get()
                + " worker " + p1.submit(() -> Thread.currentThread() instanceof ForkJoinWorkerThread).get()
                + " index " + p1.submit(() -> ((ForkJoinWorkerThread) Thread.currentThread()).getPoolIndex()).get()
                + " same pool " + p1.submit(() -> ((ForkJoinWorkerThread) Thread.currentThread()).getPool() == p1).get());
        System.out.println("parallelism " + p1.getParallelism() + " async " + p1.getAsyncMode()
                + " factory default " + (p1.getFactory() == ForkJoinPool.defaultForkJoinWorkerThreadFactory)
                + " handler " + p1.getUncaughtExceptionHandler());
        String st = p1.toString();
        System.out.println(st.substring(st.indexOf('[')));
        p1.shutdown();
        p2.shutdownNow();
        System.out.println(p1.awaitTermination(5, TimeUnit.SECONDS) + " " + p2.awaitTermination(5, TimeUnit.SECONDS));
        st = p1.toString();
        System.out.println(st.substring(st.indexOf('[')));

        // the factory and its hooks; a short keepAlive lets idle workers go
        NamedFactory f = new NamedFactory();
        ForkJoinPool p3 = new ForkJoinPool(2, f, null, false, 0, 10, 1, null, 100, TimeUnit.MILLISECONDS);
        System.out.println("factory " + (p3.getFactory() == f) + " " + p3.submit(() -> 6 * 7).get());
        long until = System.currentTimeMillis() + 5000;
        while (p3.getPoolSize() > 0 && System.currentTimeMillis() < until) Thread.sleep(20);
        System.out.println("after keepAlive size " + p3.getPoolSize() + " made>=1 " + (f.made.get() >= 1));
        Thread.sleep(100);
        System.out.println("events " + new TreeSet<String>(f.events));
        System.out.println("still runs " + p3.submit(() -> "again").get());
        p3.shutdown();
        System.out.println("p3 terminated " + p3.awaitTermination(5, TimeUnit.SECONDS));

        // bad arguments
        String[] names = { "parallelism 0", "max < parallelism", "keepAlive 0" };
        Runnable[] bad = {
            () -> new ForkJoinPool(0),
            () -> new ForkJoinPool(4, ForkJoinPool.defaultForkJoinWorkerThreadFactory, null, false, 0, 2, 1, null, 1, TimeUnit.SECONDS),
            () -> new ForkJoinPool(4, ForkJoinPool.defaultForkJoinWorkerThreadFactory, null, false, 0, 8, 1, null, 0, TimeUnit.SECONDS),
        };
        for (int i = 0; i < bad.length; i++) {
            try { bad[i].run(); System.out.println(names[i] + ": accepted"); }
            catch (IllegalArgumentException e) { System.out.println(names[i] + ": IAE " + e.getMessage()); }
        }
        try { new ForkJoinPool(2, null, null, false); } catch (NullPointerException e) { System.out.println("null factory: NPE"); }

        // managed blocking inside a pool of one: the blocked worker is compensated, so
        // the task that opens the gate still runs
        ForkJoinPool one = new ForkJoinPool(1);
        CountDownLatch latch = new CountDownLatch(1);
        Gate g = new Gate(latch);
        ForkJoinTask<?> waiter = one.submit(() -> { try { ForkJoinPool.managedBlock(g); } catch (InterruptedException e) { } });
        Thread.sleep(50);
        ForkJoinTask<?> opener = one.submit(latch::countDown);
        opener.get(5, TimeUnit.SECONDS);
        waiter.get(5, TimeUnit.SECONDS);
        System.out.println("managed block released, blocks=" + g.blocks);
        Gate open = new Gate(new CountDownLatch(0));
        ForkJoinPool.managedBlock(open);
        System.out.println("releasable blocker: blocks=" + open.blocks);

        // awaitQuiescence and counts
        AtomicInteger n = new AtomicInteger();
        ForkJoinPool p4 = new ForkJoinPool(3);
        for (int i = 0; i < 100; i++) p4.execute(() -> { n.incrementAndGet(); });
        System.out.println("quiesced " + p4.awaitQuiescence(10, TimeUnit.SECONDS) + " ran " + n.get()
                + " queued " + p4.getQueuedTaskCount() + " submissions " + p4.getQueuedSubmissionCount()
                + " " + p4.hasQueuedSubmissions() + " quiescent " + p4.isQuiescent());
        // shutdown lets queued work finish
        CountDownLatch hold = new CountDownLatch(1);
        AtomicInteger after = new AtomicInteger();
        p4.execute(() -> { try { hold.await(); } catch (InterruptedException e) { } after.incrementAndGet(); });
        for (int i = 0; i < 10; i++) p4.execute(after::incrementAndGet);
        p4.shutdown();
        System.out.println("shutdown " + p4.isShutdown() + " terminated " + p4.isTerminated());
        try { p4.submit(() -> 1); } catch (RejectedExecutionException e) { System.out.println("rejected after shutdown"); }
        hold.countDown();
        System.out.println("terminated " + p4.awaitTermination(10, TimeUnit.SECONDS) + " after " + after.get()
                + " terminating " + p4.isTerminating());

        // async mode: local tasks run first-in first-out
        ForkJoinPool fifo = new ForkJoinPool(1, ForkJoinPool.defaultForkJoinWorkerThreadFactory, null, true);
        List<Integer> order = Collections.synchronizedList(new ArrayList<Integer>());
        fifo.invoke(new RecursiveAction() {
            protected void compute() {
                for (int i = 0; i < 5; i++) { final int k = i; ForkJoinTask.adapt(() -> order.add(k)).fork(); }
            }
        });
        fifo.awaitQuiescence(5, TimeUnit.SECONDS);
        ForkJoinPool lifo = new ForkJoinPool(1);
        List<Integer> order2 = Collections.synchronizedList(new ArrayList<Integer>());
        lifo.invoke(new RecursiveAction() {
            protected void compute() {
                for (int i = 0; i < 5; i++) { final int k = i; ForkJoinTask.adapt(() -> order2.add(k)).fork(); }
                System.out.println("local queue " + getQueuedTaskCount() + " peek " + (peekNextLocalTask() != null));
                helpQuiesce();
            }
        });
        System.out.println("async " + fifo.getAsyncMode() + " " + order + " lifo " + order2);

        // an exception in execute(Runnable) goes to the handler, the worker survives
        List<String> seen = Collections.synchronizedList(new ArrayList<String>());
        CountDownLatch handled = new CountDownLatch(1);
        ForkJoinPool ph = new ForkJoinPool(1, ForkJoinPool.defaultForkJoinWorkerThreadFactory,
                (t, e) -> { seen.add(e.getMessage()); handled.countDown(); }, false);
        ph.execute(() -> { throw new IllegalStateException("from execute"); });
        handled.await(5, TimeUnit.SECONDS);
        System.out.println("handler saw " + seen + " next " + ph.submit(() -> "fine").get());
        ForkJoinTask<?> sub = ph.submit(() -> { throw new IllegalStateException("from submit"); });
        try { sub.join(); } catch (IllegalStateException e) { System.out.println("join: " + e.getMessage() + " / " + e.getCause().getMessage()); }
        System.out.println("handler still " + seen);

        // the common pool cannot be shut down
        ForkJoinPool c = ForkJoinPool.commonPool();
        c.shutdown();
        System.out.println("common shutdown " + c.isShutdown() + " " + c.shutdownNow() + " " + c.isTerminated()
                + " same " + (c == ForkJoinPool.commonPool()) + " parallelism " + (c.getParallelism() == ForkJoinPool.getCommonPoolParallelism()));
        System.out.println("common awaitTermination " + c.awaitTermination(10, TimeUnit.MILLISECONDS));
        System.out.println("common result " + c.submit(() -> 5).get());
    }
}
