// join() makes results visible and orders work: each thread of a chain joins its
// predecessor before appending, so the order is fixed; join on a finished or
// never-started thread returns at once; join(ms) on a thread still blocked
// returns after the time-out with the thread still alive.
import java.util.ArrayList;
import java.util.List;

public class JoinOrdering {
    public static void main(String[] args) throws InterruptedException {
        List<String> order = new ArrayList<>();
        Thread[] chain = new Thread[8];
        for (int i = 0; i < chain.length; i++) {
            final int id = i;
            chain[i] = new Thread(() -> {
                try {
                    if (id > 0) chain[id - 1].join();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
                synchronized (order) { order.add("t" + id); }
            });
        }
        // each is started after its predecessor, so its join waits for it
        for (Thread t : chain) t.start();
        chain[chain.length - 1].join();
        System.out.println("chain order: " + order);
        for (Thread t : chain) t.join();

        long[] partial = new long[4];
        Thread[] workers = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            workers[i] = new Thread(() -> {
                long s = 0;
                for (int k = id * 1000; k < (id + 1) * 1000; k++) s += k;
                partial[id] = s;
            });
            workers[i].start();
        }
        long sum = 0;
        for (int i = 0; i < 4; i++) { workers[i].join(); sum += partial[i]; }
        System.out.println("sum after joins: " + sum);

        Thread done = new Thread(() -> { });
        done.start();
        done.join();
        done.join();
        done.join(10);
        System.out.println("joining a finished thread again: alive " + done.isAlive());
        Thread never = new Thread(() -> { });
        never.join();
        never.join(5);
        System.out.println("joining an unstarted thread returns: state " + never.getState());

        Object gate = new Object();
        boolean[] open = new boolean[1];
        Thread blocked = new Thread(() -> {
            synchronized (gate) {
                while (!open[0]) {
                    try { gate.wait(); } catch (InterruptedException e) { return; }
                }
            }
        });
        blocked.start();
        long t0 = System.nanoTime();
        blocked.join(50);
        long waitedMs = (System.nanoTime() - t0) / 1_000_000;
        System.out.println("join(50) timed out: alive " + blocked.isAlive() + ", waited >= 49ms " + (waitedMs >= 49));
        synchronized (gate) { open[0] = true; gate.notifyAll(); }
        blocked.join();
        System.out.println("after release: alive " + blocked.isAlive() + ", state " + blocked.getState());
        try {
            blocked.join(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("join(-1): " + e.getMessage());
        }
    }
}
