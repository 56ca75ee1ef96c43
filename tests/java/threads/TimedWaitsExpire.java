// Every timed wait that nobody ends runs out: Object.wait(ms), Thread.join(ms),
// Thread.sleep, Condition.awaitNanos and await(time, unit), LockSupport.parkNanos
// and parkUntil, CountDownLatch.await, Semaphore.tryAcquire, BlockingQueue.poll
// and offer, Lock.tryLock, Future.get; each waits at least (about) its time.
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class TimedWaitsExpire {
    interface Wait { Object run() throws Exception; }

    static void check(String what, long ms, Wait w) throws Exception {
        long t0 = System.nanoTime();
        Object r = w.run();
        long took = (System.nanoTime() - t0) / 1_000_000;
        // allow 1 ms of rounding; there is no upper bound that timing could break
        System.out.println(what + " -> " + r + ", waited enough: " + (took >= ms - 1));
    }

    public static void main(String[] args) throws Exception {
        Object lock = new Object();
        check("Object.wait(30)", 30, () -> { synchronized (lock) { lock.wait(30); } return "returned"; });
        check("Object.wait(20, 500000)", 20, () -> { synchronized (lock) { lock.wait(20, 500000); } return "returned"; });
        Thread stuck = new Thread(() -> {
            synchronized (lock) { try { lock.wait(); } catch (InterruptedException e) { } }
        });
        stuck.start();
        check("Thread.join(30)", 30, () -> { stuck.join(30); return "alive " + stuck.isAlive(); });
        check("Thread.sleep(25)", 25, () -> { Thread.sleep(25); return "slept"; });
        check("Thread.sleep(10, 999999)", 10, () -> { Thread.sleep(10, 999999); return "slept"; });

        ReentrantLock rl = new ReentrantLock();
        Condition cond = rl.newCondition();
        check("Condition.awaitNanos(30ms)", 30, () -> {
            rl.lock();
            try { return "remaining <= 0: " + (cond.awaitNanos(30_000_000L) <= 0) + ", holds lock " + rl.isHeldByCurrentThread(); }
            finally { rl.unlock(); }
        });
        check("Condition.await(20, MILLISECONDS)", 20, () -> {
            rl.lock();
            try { return cond.await(20, TimeUnit.MILLISECONDS); } finally { rl.unlock(); }
        });
        check("LockSupport.parkNanos(25ms)", 25, () -> {
            long end = System.nanoTime() + 25_000_000L;
            // park may return spuriously: re-park until the time is up
            for (long left; (left = end - System.nanoTime()) > 0; ) LockSupport.parkNanos(left);
            return "parked";
        });
        check("LockSupport.parkUntil(+25ms)", 25, () -> {
            long deadline = System.currentTimeMillis() + 26;
            while (System.currentTimeMillis() < deadline) LockSupport.parkUntil(deadline);
            return "parked";
        });
        check("CountDownLatch.await(20ms)", 20, () -> new CountDownLatch(1).await(20, TimeUnit.MILLISECONDS));
        check("Semaphore.tryAcquire(20ms)", 20, () -> new Semaphore(0).tryAcquire(20, TimeUnit.MILLISECONDS));
        check("LinkedBlockingQueue.poll(20ms)", 20, () -> new LinkedBlockingQueue<Integer>().poll(20, TimeUnit.MILLISECONDS));
        ArrayBlockingQueue<Integer> full = new ArrayBlockingQueue<>(1);
        full.add(1);
        check("ArrayBlockingQueue.offer(20ms) when full", 20, () -> full.offer(2, 20, TimeUnit.MILLISECONDS));
        check("SynchronousQueue.poll(20ms)", 20, () -> new SynchronousQueue<String>().poll(20, TimeUnit.MILLISECONDS));

        CountDownLatch held = new CountDownLatch(1), release = new CountDownLatch(1);
        Thread owner = new Thread(() -> {
            rl.lock();
            try { held.countDown(); release.await(); } catch (InterruptedException e) { } finally { rl.unlock(); }
        });
        owner.start();
        held.await();
        check("ReentrantLock.tryLock(20ms) while owned", 20, () -> rl.tryLock(20, TimeUnit.MILLISECONDS));
        System.out.println("tryLock() while owned: " + rl.tryLock());
        release.countDown();
        owner.join();

        ExecutorService pool = Executors.newSingleThreadExecutor();
        CountDownLatch never = new CountDownLatch(1);
        Future<String> f = pool.submit(() -> { never.await(); return "done"; });
        check("Future.get(20ms)", 20, () -> {
            try { return f.get(20, TimeUnit.MILLISECONDS); } catch (TimeoutException e) { return "TimeoutException"; }
        });
        never.countDown();
        System.out.println("Future.get() afterwards: " + f.get());
        pool.shutdown();
        System.out.println("pool terminated: " + pool.awaitTermination(10, TimeUnit.SECONDS));

        synchronized (lock) { lock.notifyAll(); }
        stuck.join();
        System.out.println("zero and negative time-outs return at once: "
                + new CountDownLatch(1).await(0, TimeUnit.SECONDS) + " "
                + new Semaphore(0).tryAcquire(-5, TimeUnit.SECONDS) + " "
                + new LinkedBlockingQueue<Integer>().poll(0, TimeUnit.NANOSECONDS));
    }
}
