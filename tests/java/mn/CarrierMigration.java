import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/* What a thread owns stays its own however its OS thread changes (the mn
 * backend moves Java threads between carrier OS threads): ThreadLocal
 * values, the current thread's identity and name, monitors held across
 * yields and sleeps; and the scheduling facts every backend must keep:
 * a CPU-bound thread does not keep a sleeper from its deadline, wait/notify
 * and park/unpark hand over in order, interrupts and uncaught exception
 * handlers reach the right thread. */
public class CarrierMigration {
    static final ThreadLocal<int[]> TL = ThreadLocal.withInitial(() -> new int[1]);
    static volatile boolean stop;

    public static void main(String[] args) throws Exception {
        locals();
        spinnerAndSleeper();
        pingPong();
        parkChain();
        interrupts();
        uncaught();
    }

    static void locals() throws Exception {
        int threads = 24, rounds = 300;
        Object lock = new Object();
        long[] shared = new long[1];
        long[] local = new long[threads];
        boolean[] ok = new boolean[threads];
        CyclicBarrier barrier = new CyclicBarrier(threads);
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                Thread self = Thread.currentThread();
                String name = self.getName();
                int[] mine = TL.get();
                boolean same = true;
                for (int r = 0; r < rounds; r++) {
                    mine[0] += id;
                    synchronized (lock) {
                        long v = shared[0];
                        if (r % 7 == 0)
                            Thread.yield();         // still the owner after the yield
                        shared[0] = v + id;
                    }
                    if (r % 10 == 0)
                        Thread.yield();
                    if (r % 60 == 0) {
                        try {
                            Thread.sleep(1);
                        } catch (InterruptedException e) {
                            same = false;
                        }
                    }
                    if (r % 150 == 0) {
                        try {
                            barrier.await();
                        } catch (Exception e) {
                            same = false;
                        }
                    }
                    if (TL.get() != mine || Thread.currentThread() != self || !self.getName().equals(name))
                        same = false;
                }
                local[id] = mine[0];
                ok[id] = same;
            }, "mig-" + i);
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
        long want = 0, sum = 0;
        int good = 0;
        for (int i = 0; i < threads; i++) {
            want += (long) i * rounds;
            sum += local[i];
            if (ok[i])
                good++;
        }
        System.out.println("locals: shared " + shared[0] + " want " + want + ", thread-local sum " + sum
                + ", threads that kept their own values " + good + "/" + threads);
    }

    static void spinnerAndSleeper() throws Exception {
        stop = false;
        int spinners = 3;                   // at least as many as the CPUs of the machines we test on
        Thread[] ts = new Thread[spinners];
        AtomicInteger stopped = new AtomicInteger();
        for (int i = 0; i < spinners; i++) {
            ts[i] = new Thread(() -> {
                long n = 0;
                while (!stop)
                    n++;
                if (n >= 0)
                    stopped.incrementAndGet();
            });
            ts[i].start();
        }
        long t0 = System.nanoTime();
        Thread.sleep(30);                   // all CPUs are busy spinning
        long slept = (System.nanoTime() - t0) / 1000000;
        stop = true;
        for (Thread t : ts)
            t.join();
        System.out.println("spinners: main slept at least 30 ms: " + (slept >= 30)
                + ", woke within 2 s: " + (slept < 2000) + ", spinners stopped " + stopped.get() + "/" + spinners);
    }

    static void pingPong() throws Exception {
        Object m = new Object();
        int[] turn = new int[1];
        int rounds = 2000;
        StringBuilder order = new StringBuilder();
        Thread[] ts = new Thread[2];
        for (int p = 0; p < 2; p++) {
            final int me = p;
            ts[p] = new Thread(() -> {
                for (int r = 0; r < rounds; r++) {
                    synchronized (m) {
                        while (turn[0] != me) {
                            try {
                                m.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        if (r < 5)
                            order.append(me);
                        turn[0] = 1 - me;
                        m.notifyAll();
                    }
                }
            });
            ts[p].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("ping-pong: " + rounds + " rounds each, first turns " + order + ", last turn " + turn[0]);
    }

    static void parkChain() throws Exception {
        int n = 50;
        Thread[] ts = new Thread[n];
        AtomicInteger seen = new AtomicInteger();
        CountDownLatch parked = new CountDownLatch(n);
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                parked.countDown();
                while (seen.get() != id)
                    LockSupport.park();
                seen.set(id + 1);
                if (id + 1 < n)
                    LockSupport.unpark(ts[id + 1]);
            });
        }
        for (Thread t : ts)
            t.start();
        parked.await();
        LockSupport.unpark(ts[0]);
        for (Thread t : ts)
            t.join();
        System.out.println("park chain: " + seen.get() + " of " + n + " threads passed the token in order");
    }

    static void interrupts() throws Exception {
        int n = 16;
        Thread[] ts = new Thread[n];
        AtomicInteger caught = new AtomicInteger();
        CountDownLatch ready = new CountDownLatch(n);
        for (int i = 0; i < n; i++) {
            ts[i] = new Thread(() -> {
                ready.countDown();
                try {
                    Thread.sleep(60000);
                } catch (InterruptedException e) {
                    if (!Thread.currentThread().isInterrupted())
                        caught.incrementAndGet();
                }
            });
            ts[i].start();
        }
        ready.await();
        for (Thread t : ts)
            t.interrupt();
        for (Thread t : ts)
            t.join();
        System.out.println("interrupts: " + caught.get() + "/" + n + " sleepers woke with InterruptedException");
    }

    static void uncaught() throws Exception {
        StringBuilder got = new StringBuilder();
        Thread t = new Thread(() -> {
            Thread.yield();
            throw new IllegalStateException("from " + Thread.currentThread().getName());
        }, "thrower");
        t.setUncaughtExceptionHandler((th, e) -> {
            synchronized (got) {
                got.append(th.getName()).append(": ").append(e.getMessage());
            }
        });
        t.start();
        t.join();
        synchronized (got) {
            System.out.println("uncaught: " + got);
        }
    }
}
