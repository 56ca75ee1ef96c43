// A thread notified while the notifier still holds the monitor is BLOCKED
// (it must re-acquire the monitor before wait() returns), then finishes.
public class NotifiedState {
    static final Object lock = new Object();
    static boolean ready;

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            synchronized (lock) {
                ready = true;
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                }
                System.out.println("waiter has the monitor again");
            }
        }, "waiter");
        w.start();
        while (true) {
            synchronized (lock) {
                if (ready)
                    break;
            }
            Thread.sleep(1);
        }
        while (w.getState() != Thread.State.WAITING)
            Thread.sleep(1);
        System.out.println("before notify: " + w.getState());
        synchronized (lock) {
            lock.notify();
            Thread.sleep(50);
            System.out.println("notified, monitor still held: " + w.getState());
        }
        w.join();
        System.out.println("after join: " + w.getState());
    }
}
