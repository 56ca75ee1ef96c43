// CPU benchmark: contended synchronized: four threads increment shared counters under
// one monitor, with a wait/notifyAll hand-off every 1024 increments.
// usage: CpuSyncContended [N]
// args: 20000
public class CpuSyncContended {
    private long count;
    private long turns;

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 2_000_000;
        CpuSyncContended s = new CpuSyncContended();
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        Thread[] ts = new Thread[4];
        for (int k = 0; k < ts.length; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < n; i++) {
                    synchronized (s) {
                        s.count += (i & 7) + id;
                        if ((i & 1023) == 0) {
                            s.turns++;
                            s.notifyAll();
                        }
                    }
                }
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        go.countDown();
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("contended " + s.count + " " + s.turns);
    }
}
