// Interrupts of sleep, wait and join throw InterruptedException and clear the
// interrupt status; an interrupt that arrives first makes the next sleep/wait/
// join throw at once; interrupted() clears, isInterrupted() does not; an
// interrupt of a thread that is not blocked is just remembered; a thread
// blocked entering a monitor is not woken by an interrupt.
public class InterruptRules {
    static void awaitState(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) Thread.sleep(1);
    }

    public static void main(String[] args) throws Exception {
        StringBuilder log = new StringBuilder();

        // 1. sleep
        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(100_000);
                log.append("sleep finished?\n");
            } catch (InterruptedException e) {
                log.append("sleep: ").append(e.getMessage()).append(", status after: ")
                        .append(Thread.currentThread().isInterrupted()).append('\n');
            }
        });
        sleeper.start();
        awaitState(sleeper, Thread.State.TIMED_WAITING);
        sleeper.interrupt();
        sleeper.join();

        // 2. wait() and wait(ms)
        Object lock = new Object();
        for (int round = 0; round < 2; round++) {
            final boolean timed = round == 1;
            Thread waiter = new Thread(() -> {
                synchronized (lock) {
                    try {
                        if (timed) lock.wait(100_000); else lock.wait();
                        log.append("wait returned?\n");
                    } catch (InterruptedException e) {
                        log.append(timed ? "wait(ms)" : "wait()").append(" interrupted, holds lock: ")
                                .append(Thread.holdsLock(lock)).append(", status: ")
                                .append(Thread.currentThread().isInterrupted()).append('\n');
                    }
                }
            });
            waiter.start();
            awaitState(waiter, timed ? Thread.State.TIMED_WAITING : Thread.State.WAITING);
            waiter.interrupt();
            waiter.join();
        }

        // 3. join
        Object never = new Object();
        Thread forever = new Thread(() -> {
            synchronized (never) {
                try { never.wait(); } catch (InterruptedException e) { /* ends */ }
            }
        });
        forever.start();
        Thread joiner = new Thread(() -> {
            try {
                forever.join();
                log.append("join returned?\n");
            } catch (InterruptedException e) {
                log.append("join interrupted, target alive: ").append(forever.isAlive()).append('\n');
            }
        });
        joiner.start();
        awaitState(joiner, Thread.State.WAITING);
        joiner.interrupt();
        joiner.join();
        forever.interrupt();
        forever.join();

        // 4. an interrupt that comes first
        Thread early = new Thread(() -> {
            Thread me = Thread.currentThread();
            me.interrupt();
            try { Thread.sleep(100_000); } catch (InterruptedException e) { log.append("pending -> sleep throws\n"); }
            me.interrupt();
            synchronized (lock) {
                try { lock.wait(); } catch (InterruptedException e) { log.append("pending -> wait throws\n"); }
            }
            me.interrupt();
            try { Thread.currentThread().join(100_000); } catch (InterruptedException e) { log.append("pending -> join throws\n"); }
            me.interrupt();
            log.append("interrupted(): ").append(Thread.interrupted()).append(' ').append(Thread.interrupted()).append('\n');
            me.interrupt();
            log.append("isInterrupted(): ").append(me.isInterrupted()).append(' ').append(me.isInterrupted()).append('\n');
            Thread.interrupted();
        });
        early.start();
        early.join();

        // 5. a busy thread sees its flag only when it looks
        volatileStop = false;
        Thread busy = new Thread(() -> {
            long spins = 0;
            while (!Thread.currentThread().isInterrupted()) spins++;
            log.append("busy thread saw the interrupt, status still: ")
                    .append(Thread.currentThread().isInterrupted()).append('\n');
        });
        busy.start();
        busy.interrupt();
        busy.join();

        // 6. blocked on monitor entry: not woken by interrupt
        Object mon = new Object();
        Thread entrant;
        synchronized (mon) {
            entrant = new Thread(() -> {
                synchronized (mon) {
                    log.append("entered monitor, status: ").append(Thread.currentThread().isInterrupted()).append('\n');
                }
            });
            entrant.start();
            awaitState(entrant, Thread.State.BLOCKED);
            entrant.interrupt();
            Thread.sleep(20);
            log.append("still blocked after interrupt: ").append(entrant.getState()).append('\n');
        }
        entrant.join();

        // 7. interrupting a thread that has not started or has ended
        Thread fresh = new Thread(() -> { });
        fresh.interrupt();
        log.append("unstarted thread interrupted, then started: ");
        fresh.start();
        fresh.join();
        log.append(fresh.getState()).append('\n');

        // 8. main's own status
        Thread.currentThread().interrupt();
        try {
            Thread.sleep(0);
            log.append("sleep(0) with pending interrupt did not throw\n");
        } catch (InterruptedException e) {
            log.append("sleep(0) with pending interrupt throws\n");
        }
        log.append("main status after: ").append(Thread.currentThread().isInterrupted()).append('\n');
        System.out.print(log);
    }

    static volatile boolean volatileStop;
}
