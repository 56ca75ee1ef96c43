// After wait() ends (interrupt, time-out, notifyAll), the thread re-acquires
// the monitor like any other: BLOCKED while another thread holds it.  The
// interrupt and the notifyAll are sent by the thread holding the monitor
// (interrupting a waiter from inside synchronized once hung the VM).
public class WaitReacquire {
    static final Object lock = new Object();
    static int inWait;

    static Thread waiter(String name, long millis, String[] result, int slot) {
        Thread t = new Thread(() -> {
            synchronized (lock) {
                inWait++;
                try {
                    lock.wait(millis);
                    result[slot] = "returned";
                } catch (InterruptedException e) {
                    result[slot] = "InterruptedException, interrupted now " + Thread.currentThread().isInterrupted();
                }
            }
        }, name);
        t.start();
        return t;
    }

    static void awaitInWait(int n, Thread... ts) throws InterruptedException {
        for (;;) {
            synchronized (lock) {
                if (inWait >= n)
                    break;
            }
            Thread.sleep(1);
        }
        for (Thread t : ts)
            while (t.getState() != Thread.State.WAITING && t.getState() != Thread.State.TIMED_WAITING)
                Thread.sleep(1);
    }

    static void awaitState(Thread t, Thread.State s) throws InterruptedException {
        for (int i = 0; i < 2000 && t.getState() != s; i++)
            Thread.sleep(1);
    }

    public static void main(String[] args) throws Exception {
        String[] r = new String[4];

        Thread a = waiter("interrupted", 0, r, 0);
        awaitInWait(1, a);
        synchronized (lock) {
            a.interrupt();
            awaitState(a, Thread.State.BLOCKED);
            System.out.println("interrupted by the monitor's holder: " + a.getState());
        }
        a.join();
        System.out.println("then: " + r[0]);

        Thread b = waiter("timed", 30, r, 1);
        awaitInWait(2, b);
        synchronized (lock) {
            Thread.sleep(200);              // b's 30 ms run out while we hold the monitor
            awaitState(b, Thread.State.BLOCKED);
            System.out.println("timed out, monitor held elsewhere: " + b.getState());
        }
        b.join();
        System.out.println("then: " + r[1]);

        Thread c = waiter("all-1", 0, r, 2), d = waiter("all-2", 0, r, 3);
        awaitInWait(4, c, d);
        synchronized (lock) {
            lock.notifyAll();
            System.out.println("notifyAll, monitor still held: " + c.getState() + " " + d.getState());
        }
        c.join();
        d.join();
        System.out.println("then: " + r[2] + ", " + r[3]);

        Thread self = new Thread(() -> {
            synchronized (lock) {
                Thread.currentThread().interrupt();
                try {
                    lock.wait();
                    System.out.println("self-interrupted wait returned?");
                } catch (InterruptedException e) {
                    System.out.println("interrupted before wait: InterruptedException at once");
                }
            }
        });
        self.start();
        self.join();
    }
}
