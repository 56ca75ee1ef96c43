// java.util.concurrent.atomic under contention and at its edges: exact totals
// from several threads (increments, a CAS loop over boxed values, a spin lock
// made of an AtomicBoolean), wrap-around, compareAndExchange's witness,
// identity (not equals) for references, update functions, and an atomic that
// the program itself synchronizes on, which must not block its operations.
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

public class AtomicCas {
    static int guarded;

    public static void main(String[] args) throws Exception {
        final int threads = 4, n = 20000;
        AtomicInteger ai = new AtomicInteger();
        AtomicLong al = new AtomicLong();
        AtomicReference<Integer> ar = new AtomicReference<>(0);
        AtomicBoolean lock = new AtomicBoolean();
        AtomicInteger casFailures = new AtomicInteger();
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < n; i++) {
                    ai.incrementAndGet();
                    ai.getAndAdd(id);
                    ai.addAndGet(-id);
                    al.getAndAdd(1L << 40);
                    al.accumulateAndGet(3, Long::sum);
                    for (;;) {
                        Integer v = ar.get();
                        if (ar.compareAndSet(v, v + 1))
                            break;
                        casFailures.incrementAndGet();
                    }
                    while (!lock.compareAndSet(false, true))
                        Thread.onSpinWait();
                    guarded++;
                    lock.set(false);
                }
            });
            ts[t].start();
        }
        for (Thread t : ts)
            t.join();
        System.out.println("int total " + ai.get() + " (want " + threads * n + ")");
        System.out.println("long total " + al.get() + " (want " + ((long) threads * n * ((1L << 40) + 3)) + ")");
        System.out.println("reference CAS-loop total " + ar.get() + ", failures counted: " + (casFailures.get() >= 0));
        System.out.println("spin-locked counter " + guarded + ", lock free again: " + !lock.get());

        AtomicInteger w = new AtomicInteger(Integer.MAX_VALUE);
        System.out.println("int wraps: " + w.incrementAndGet() + " " + w.getAndDecrement() + " " + w.get());
        AtomicLong lw = new AtomicLong(Long.MAX_VALUE);
        System.out.println("long wraps: " + lw.addAndGet(1) + " " + lw.getAndAdd(-1) + " " + lw.decrementAndGet());
        AtomicInteger neg = new AtomicInteger(-5);
        System.out.println("negative: " + neg.compareAndSet(-5, -7) + " " + neg.get() + " "
                + neg.compareAndSet(-5, 0) + " " + neg.getAndSet(-1) + " " + neg.get());

        AtomicInteger x = new AtomicInteger(10);
        System.out.println("exchange witness: " + x.compareAndExchange(10, 20) + " " + x.compareAndExchange(10, 30)
                + " now " + x.get());
        AtomicLong y = new AtomicLong(-1);
        System.out.println("long exchange witness: " + y.compareAndExchange(-1, 5) + " "
                + y.compareAndExchange(-1, 6) + " now " + y.get());
        AtomicBoolean b = new AtomicBoolean(true);
        System.out.println("boolean: " + b.compareAndExchange(true, false) + " " + b.compareAndExchange(true, true)
                + " " + b.getAndSet(true) + " " + b.get() + " " + b.compareAndSet(false, false));

        String a1 = new String("same"), a2 = new String("same");
        AtomicReference<String> rs = new AtomicReference<>(a1);
        System.out.println("reference identity: cas(equal copy) " + rs.compareAndSet(a2, "x")
                + ", cas(same object) " + rs.compareAndSet(a1, "x") + ", now " + rs.get());
        System.out.println("reference exchange: " + rs.compareAndExchange("x", "y") + " " + rs.getAndSet(null)
                + " " + rs.get() + " " + rs.compareAndSet(null, "z") + " " + rs.get());

        int[] calls = new int[1];
        AtomicInteger u = new AtomicInteger(3);
        int r1 = u.updateAndGet(v -> { calls[0]++; return v * 7; });
        int r2 = u.getAndUpdate(v -> { calls[0]++; return v - 1; });
        int r3 = u.accumulateAndGet(100, (p, q) -> { calls[0]++; return p + q; });
        int r4 = u.getAndAccumulate(2, (p, q) -> { calls[0]++; return p * q; });
        System.out.println("update functions: " + r1 + " " + r2 + " " + r3 + " " + r4 + " -> " + u.get()
                + ", applied " + calls[0] + " times");
        AtomicReference<String> sr = new AtomicReference<>("a");
        System.out.println("reference updates: " + sr.updateAndGet(s -> s + "b") + " " + sr.getAndUpdate(s -> s + "c")
                + " " + sr.accumulateAndGet("d", String::concat) + " " + sr.getAndAccumulate("e", String::concat)
                + " -> " + sr.get());

        // The program holds the atomic's monitor; another thread's updates go on.
        AtomicInteger held = new AtomicInteger();
        synchronized (held) {
            Thread t = new Thread(() -> {
                for (int i = 0; i < 1000; i++)
                    held.incrementAndGet();
                held.compareAndSet(1000, -1);
            });
            t.start();
            t.join(5000);
            System.out.println("while its monitor is held: " + held.get() + ", updater done " + !t.isAlive());
        }
    }
}
