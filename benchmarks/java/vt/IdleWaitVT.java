// Generated from ../IdleWait.java for HotSpot's virtual threads (JDK 21+, compiled with that JDK's
// javac by benchmarks/run.py): the same program, its threads made with Thread.ofVirtual().
// Seed 001 (JDK 1.3): o.wait() forever.  With N > 1, N - 1 more threads each wait
// forever on their own object too, so N threads in all are waiting.
// usage: IdleWaitVT [N]    prints "waiting N" once every thread has started.
// A wait() that returns (nothing ever notifies) prints "IdleWaitVT FAIL" and exits 1.
public class IdleWaitVT {
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
                System.out.println("IdleWaitVT FAIL: interrupted");
                System.exit(1);
            }
        }
        System.out.println("IdleWaitVT FAIL: wait() returned");
        System.exit(1);
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        for (int i = 1; i < n; i++) {
            Thread t = Thread.ofVirtual().name("waiter-" + i).unstarted(IdleWaitVT::waitForever);
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
        System.out.println("IdleWaitVT FAIL: wait() returned");
        System.exit(1);
    }
}
