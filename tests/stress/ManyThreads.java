/* Stress: N short-lived threads, started in waves of at most W alive at a
 * time (so the count alive stays bounded on native), every one joined.
 * Each thread adds its index to a shared total under a monitor and records
 * that it ran; the result line is exact.  usage: ManyThreads N [W] */
public class ManyThreads {
    static final Object lock = new Object();
    static long total;
    static int ran;

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        int wave = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        final boolean[] done = new boolean[n];
        int joined = 0;
        for (int base = 0; base < n; base += wave) {
            int m = Math.min(wave, n - base);
            Thread[] ts = new Thread[m];
            for (int k = 0; k < m; k++) {
                final int id = base + k;
                ts[k] = new Thread(() -> {
                    long local = 0;
                    for (int i = 0; i <= id % 100; i++)
                        local += i;
                    synchronized (lock) {
                        total += id;
                        ran++;
                    }
                    done[id] = local == (long) (id % 100) * (id % 100 + 1) / 2;
                }, "short-" + id);
                ts[k].start();
            }
            for (Thread t : ts) {
                t.join();
                if (!t.isAlive())
                    joined++;
            }
        }
        int ok = 0;
        for (boolean d : done)
            if (d)
                ok++;
        System.out.println("ManyThreads: " + n + " threads, joined " + joined + ", ran " + ran
                           + ", checked " + ok + ", total " + total);
    }
}
