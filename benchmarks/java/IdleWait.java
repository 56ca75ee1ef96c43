// Seed 001 (JDK 1.3): o.wait() forever.  With N > 1, N - 1 more threads each wait
// forever on their own object too, so N threads in all are waiting.
// usage: IdleWait [N]    prints "waiting N" once every thread has started.
// A wait() that returns (nothing ever notifies) prints "IdleWait FAIL" and exits 1.
public class IdleWait {
    static final Object started = new Object();
    static int count;

    static void waitForever() {
        Object o = new Object();
        synchronized (o) {
            synchronized (started) {
                count++;
                started.notifyAll();
            }
            try {
                o.wait();
            } catch (InterruptedException e) {
                System.out.println("IdleWait FAIL: interrupted");
                System.exit(1);
            }
        }
        System.out.println("IdleWait FAIL: wait() returned");
        System.exit(1);
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        for (int i = 1; i < n; i++) {
            Thread t = new Thread(IdleWait::waitForever, "waiter-" + i);
            t.start();
        }
        synchronized (started) {
            while (count < n - 1) started.wait();
        }
        System.out.println("waiting " + n);
        Object o = new Object();
        synchronized (o) {
            o.wait();
        }
        System.out.println("IdleWait FAIL: wait() returned");
        System.exit(1);
    }
}
