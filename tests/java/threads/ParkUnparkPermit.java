// LockSupport: unpark before park leaves a permit so park returns at once; permits
// do not add up; unpark of a parked thread wakes it; an interrupt ends a park
// without clearing the interrupt status (and a park with the status set returns
// at once); parkNanos times out; unpark of an unstarted thread is harmless.
import java.util.concurrent.locks.LockSupport;

public class ParkUnparkPermit {
    static volatile boolean released;

    public static void main(String[] args) throws Exception {
        Thread me = Thread.currentThread();
        LockSupport.unpark(me);
        long t0 = System.nanoTime();
        LockSupport.park();
        System.out.println("park after unpark returned at once: " + ((System.nanoTime() - t0) < 5_000_000_000L));

        LockSupport.unpark(me);
        LockSupport.unpark(me);
        LockSupport.park();                       // uses the single permit
        t0 = System.nanoTime();
        LockSupport.parkNanos(30_000_000L);       // no permit left: waits (or returns spuriously)
        System.out.println("two unparks give one permit: parkNanos waited " + ((System.nanoTime() - t0) >= 1_000_000L));

        Thread parker = new Thread(() -> {
            while (!released) LockSupport.park(ParkUnparkPermit.class);
        });
        parker.start();
        while (parker.getState() != Thread.State.WAITING) Thread.sleep(1);
        System.out.println("blocker while parked: " + LockSupport.getBlocker(parker));
        released = true;
        LockSupport.unpark(parker);
        parker.join();
        System.out.println("unpark woke the parked thread: " + parker.getState()
                + ", blocker after " + LockSupport.getBlocker(parker));

        boolean[] status = new boolean[2];
        Thread interrupted = new Thread(() -> {
            LockSupport.park();
            while (!Thread.currentThread().isInterrupted()) LockSupport.park();   // in case of a spurious return
            status[0] = Thread.currentThread().isInterrupted();
            long s = System.nanoTime();
            LockSupport.park();               // status still set: returns at once
            status[1] = (System.nanoTime() - s) < 5_000_000_000L && Thread.interrupted();
        });
        interrupted.start();
        while (interrupted.getState() != Thread.State.WAITING) Thread.sleep(1);
        interrupted.interrupt();
        interrupted.join();
        System.out.println("interrupt ends park, status kept: " + status[0] + ", park with status set returns: " + status[1]);

        Thread fresh = new Thread(() -> {
            long s = System.nanoTime();
            LockSupport.parkNanos(20_000_000L);
            LockSupport.parkNanos(20_000_000L);
        });
        LockSupport.unpark(fresh);                // not started yet: no effect, no error
        LockSupport.unpark(null);                 // ignored
        fresh.start();
        fresh.join();
        System.out.println("unpark of unstarted and null threads: ok");

        // a handoff chain: each thread unparks the next
        final int n = 10;
        Thread[] chain = new Thread[n];
        int[] order = new int[n];
        int[] pos = new int[1];
        boolean[] go = new boolean[n];
        for (int i = n - 1; i >= 0; i--) {
            final int id = i;
            final Thread next = i + 1 < n ? chain[i + 1] : null;
            chain[i] = new Thread(() -> {
                while (!goFlag(go, id)) LockSupport.park();
                synchronized (order) { order[pos[0]++] = id; }
                if (next != null) { setFlag(go, id + 1); LockSupport.unpark(next); }
            });
        }
        for (Thread t : chain) t.start();
        setFlag(go, 0);
        LockSupport.unpark(chain[0]);
        for (Thread t : chain) t.join();
        System.out.println("unpark chain order: " + java.util.Arrays.toString(order));
    }

    static synchronized boolean goFlag(boolean[] go, int i) { return go[i]; }

    static synchronized void setFlag(boolean[] go, int i) { go[i] = true; }
}
