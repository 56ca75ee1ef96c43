// Thread.getState through a thread's life: NEW before start, RUNNABLE inside
// run (seen by the thread itself), BLOCKED entering a held monitor, WAITING in
// wait(), join() and park(), TIMED_WAITING in sleep(), wait(ms), join(ms) and
// parkNanos, TERMINATED after join. The thread announces each step in a
// volatile before it blocks, and main polls until it sees that step's state.
import java.util.concurrent.locks.LockSupport;

public class ThreadStateWalk {
    static volatile int step;
    static volatile boolean go;

    static void until(Thread t, int s, Thread.State state) throws InterruptedException {
        while (step != s || t.getState() != state) Thread.sleep(1);
        System.out.println("step " + s + ": " + state);
    }

    public static void main(String[] args) throws Exception {
        Object mon = new Object();
        Thread.State[] inside = new Thread.State[1];
        Thread t = new Thread(() -> {
            inside[0] = Thread.currentThread().getState();
            step = 1;
            synchronized (mon) { }                                   // BLOCKED: main holds mon
            step = 2;
            synchronized (mon) {
                // waits may wake spuriously: always wait in a loop on a condition
                try { while (!go) mon.wait(); } catch (InterruptedException e) { }   // WAITING
                go = false;
            }
            step = 3;
            try { Thread.sleep(100_000); } catch (InterruptedException e) { }   // TIMED_WAITING
            step = 4;
            synchronized (mon) {
                try { while (!go) mon.wait(100_000); } catch (InterruptedException e) { }  // TIMED_WAITING
                go = false;
            }
            step = 5;
            while (!go) LockSupport.park();                          // WAITING
            go = false;
            step = 6;
            while (!go) LockSupport.parkNanos(1_000_000_000L);       // TIMED_WAITING
        });
        System.out.println("before start: " + t.getState());
        synchronized (mon) {
            t.start();
            until(t, 1, Thread.State.BLOCKED);
        }
        until(t, 2, Thread.State.WAITING);
        System.out.println("inside run the thread saw itself " + inside[0]);
        synchronized (mon) { go = true; mon.notify(); }
        until(t, 3, Thread.State.TIMED_WAITING);
        t.interrupt();                                  // the only way to end a sleep early
        until(t, 4, Thread.State.TIMED_WAITING);
        synchronized (mon) { go = true; mon.notify(); }
        until(t, 5, Thread.State.WAITING);
        go = true;
        LockSupport.unpark(t);
        until(t, 6, Thread.State.TIMED_WAITING);
        go = true;
        LockSupport.unpark(t);
        t.join();
        System.out.println("after join: " + t.getState());

        Thread sleeper = new Thread(() -> { try { Thread.sleep(100_000); } catch (InterruptedException e) { } });
        Thread joiner = new Thread(() -> { try { sleeper.join(); } catch (InterruptedException e) { } });
        Thread timedJoiner = new Thread(() -> { try { sleeper.join(100_000); } catch (InterruptedException e) { } });
        sleeper.start();
        joiner.start();
        timedJoiner.start();
        while (joiner.getState() != Thread.State.WAITING) Thread.sleep(1);
        System.out.println("join(): WAITING");
        while (timedJoiner.getState() != Thread.State.TIMED_WAITING) Thread.sleep(1);
        System.out.println("join(ms): TIMED_WAITING");
        sleeper.interrupt();
        joiner.join();
        timedJoiner.join();
        System.out.println("all ended: " + sleeper.getState() + " " + joiner.getState() + " " + timedJoiner.getState());
        System.out.println("main itself: " + Thread.currentThread().getState());
        System.out.println("all states: " + java.util.Arrays.toString(Thread.State.values()));
    }
}
