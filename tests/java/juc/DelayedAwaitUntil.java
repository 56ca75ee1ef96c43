import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.locks.*;

public class DelayedAwaitUntil {
    public static void main(String[] args) throws Exception {
        long t0 = System.nanoTime();
        List<String> log = Collections.synchronizedList(new ArrayList<String>());
        Executor direct = Runnable::run;
        Executor later = CompletableFuture.delayedExecutor(80, TimeUnit.MILLISECONDS, direct);
        CompletableFuture<String> f = CompletableFuture.supplyAsync(() -> {
            log.add("ran on " + Thread.currentThread().getName() + " daemon " + Thread.currentThread().isDaemon());
            return "late";
        }, later);
        System.out.println(f.get(5, TimeUnit.SECONDS) + " after>=80ms " + ((System.nanoTime() - t0) / 1000000 >= 80) + " " + log);
        System.out.println("default executor form " + CompletableFuture.supplyAsync(() -> 7, CompletableFuture.delayedExecutor(10, TimeUnit.MILLISECONDS)).get(5, TimeUnit.SECONDS));
        try { CompletableFuture.delayedExecutor(1, null); } catch (NullPointerException e) { System.out.println("NPE unit"); }
        try { CompletableFuture.delayedExecutor(1, TimeUnit.SECONDS, null); } catch (NullPointerException e) { System.out.println("NPE executor"); }

        ReentrantLock lock = new ReentrantLock();
        Condition c = lock.newCondition();
        lock.lock();
        try {
            boolean r = c.awaitUntil(new Date(System.currentTimeMillis() + 30));
            System.out.println("awaitUntil elapsed " + r + " held " + lock.isHeldByCurrentThread());
            System.out.println("awaitUntil past " + c.awaitUntil(new Date(0)));
            Thread s = new Thread(() -> { lock.lock(); try { c.signal(); } finally { lock.unlock(); } });
            s.start();
            System.out.println("awaitUntil signalled " + c.awaitUntil(new Date(System.currentTimeMillis() + 10000)));
            s.join();
        } finally {
            lock.unlock();
        }
        try { c.awaitUntil(new Date()); } catch (IllegalMonitorStateException e) { System.out.println("IMSE"); }
    }
}
