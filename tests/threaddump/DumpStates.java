import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/* Threads in known states for run-dump-tests.py, which sends SIGQUIT and
 * checks each thread's name, daemon flag, priority, state line and the
 * frame (file and line, marked "// dump: NAME") of the method it stands in.
 * Phase 1 (after "ready"): every thread blocked, main reading stdin.
 * Phase 2 (after "spinning"): one more thread running a CPU-bound loop.
 * The monitors each frame holds ("- locked") and what a parked thread
 * parks for are checked too.
 * Then "quit" on stdin ends every thread and the program prints "done". */
public class DumpStates {
    static final Object monitor = new Object();
    static final Object timedMonitor = new Object();
    static final Object lock = new Object();
    static final Object holdA = new Object(), holdB = new Object();
    static final ReentrantLock rlock = new ReentrantLock();
    static volatile boolean stop;
    static volatile long spins;

    static void sleeper() {
        try {
            Thread.sleep(1000000000L); // dump: dump-sleeper
        } catch (InterruptedException e) {
        }
    }

    static void waiter() {
        synchronized (monitor) {
            while (!stop) {
                try {
                    monitor.wait(); // dump: dump-waiter
                } catch (InterruptedException e) {
                }
            }
        }
    }

    static void timedWaiter() {
        synchronized (timedMonitor) {
            while (!stop) {
                try {
                    timedMonitor.wait(1000000000L); // dump: dump-timed-waiter
                } catch (InterruptedException e) {
                }
            }
        }
    }

    static void parker() {
        while (!stop)
            LockSupport.park(); // dump: dump-parker
    }

    static void blocker() {
        synchronized (lock) {
            spins++; // dump: dump-blocked (HotSpot shows the line after a blocked monitorenter)
        }
    }

    static synchronized void holder() {
        holdInner();
    }

    static void holdInner() {
        synchronized (holdA) {
            synchronized (holdB) {
                synchronized (holdA) {
                    while (!stop) {
                        try {
                            holdA.wait(); // dump: dump-holder
                        } catch (InterruptedException e) {
                        }
                    }
                }
            }
        }
    }

    static void lockParker() {
        rlock.lock(); // dump: dump-lock-parker
        rlock.unlock();
    }

    static void joiner(Thread t) {
        try {
            t.join(); // dump: dump-joiner
        } catch (InterruptedException e) {
        }
    }

    static void spinner() {
        long n = 0;
        while (!stop) {
            n++; // dump: dump-spinner (any line of the loop)
            if ((n & 1023) == 0)
                spins = n;
        }
    }

    static Thread start(String name, Runnable r) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    static void await(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s)
            Thread.sleep(5);
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        Thread sleeper, waiter, timed, parker, blocked, joiner, spinner, holder, lockParker;
        rlock.lock();
        synchronized (lock) {
            sleeper = start("dump-sleeper", DumpStates::sleeper);
            waiter = start("dump-waiter", DumpStates::waiter);
            timed = start("dump-timed-waiter", DumpStates::timedWaiter);
            parker = new Thread(DumpStates::parker, "dump-parker");
            parker.setDaemon(true);
            parker.setPriority(7);
            parker.start();
            blocked = start("dump-blocked", DumpStates::blocker);
            final Thread s = sleeper;
            joiner = start("dump-joiner", () -> joiner(s));
            holder = start("dump-holder", DumpStates::holder);
            lockParker = start("dump-lock-parker", DumpStates::lockParker);
            await(sleeper, Thread.State.TIMED_WAITING);
            await(waiter, Thread.State.WAITING);
            await(timed, Thread.State.TIMED_WAITING);
            await(parker, Thread.State.WAITING);
            await(blocked, Thread.State.BLOCKED);
            await(joiner, Thread.State.WAITING);
            await(holder, Thread.State.WAITING);
            await(lockParker, Thread.State.WAITING);
            System.out.println("ready");
            String line = in.readLine(); // dump: main
            if (!"spin".equals(line))
                throw new IllegalStateException("expected spin, got " + line);
            spinner = start("dump-spinner", DumpStates::spinner);
            while (spins == 0)
                Thread.sleep(5);
            System.out.println("spinning");
            line = in.readLine(); // dump: main@2
            if (!"quit".equals(line))
                throw new IllegalStateException("expected quit, got " + line);
        }
        stop = true;
        sleeper.interrupt();
        synchronized (monitor) {
            monitor.notifyAll();
        }
        timed.interrupt();
        LockSupport.unpark(parker);
        synchronized (holdA) {
            holdA.notifyAll();
        }
        rlock.unlock();
        for (Thread t : new Thread[] { sleeper, waiter, timed, parker, blocked, joiner, spinner, holder,
                                       lockParker })
            t.join();
        System.out.println("done");
    }
}
