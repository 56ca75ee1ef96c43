// Thread.interrupt wakes a sleeping or waiting thread with InterruptedException
// and clears the flag; interrupted() clears, isInterrupted() does not; sleep(0).
public class InterruptSleep {
    public static void main(String[] args) throws InterruptedException {
        String[] result = new String[2];
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60_000);
                result[0] = "slept fully (wrong)";
            } catch (InterruptedException e) {
                result[0] = "sleep interrupted, flag now " + Thread.currentThread().isInterrupted();
            }
        });
        sleeper.start();
        while (sleeper.getState() != Thread.State.TIMED_WAITING) Thread.sleep(1);
        sleeper.interrupt();
        sleeper.join();
        System.out.println(result[0]);
        Object lock = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                try {
                    lock.wait();
                    result[1] = "woke normally (wrong)";
                } catch (InterruptedException e) {
                    result[1] = "wait interrupted";
                }
            }
        });
        waiter.start();
        while (waiter.getState() != Thread.State.WAITING) Thread.sleep(1);
        waiter.interrupt();
        waiter.join();
        System.out.println(result[1]);
        Thread me = Thread.currentThread();
        me.interrupt();
        System.out.println("isInterrupted " + me.isInterrupted() + " " + me.isInterrupted());
        System.out.println("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted());
        me.interrupt();
        try {
            Thread.sleep(10);
            System.out.println("not interrupted?");
        } catch (InterruptedException e) {
            System.out.println("sleep with pending interrupt throws at once, flag " + me.isInterrupted());
        }
        Thread.sleep(0);
        Thread.yield();
        System.out.println("done");
    }
}
