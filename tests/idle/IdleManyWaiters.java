// N threads (default 1000) each waiting forever on its own monitor, and main
// in Thread.sleep(Long.MAX_VALUE).
public class IdleManyWaiters {
    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        for (int i = 0; i < n; i++) {
            Thread t = new Thread(() -> {
                Object o = new Object();
                synchronized (o) {
                    try {
                        o.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            });
            t.setDaemon(true);
            t.start();
        }
        System.out.println("started " + n);
        Thread.sleep(Long.MAX_VALUE);
    }
}
