package java.util;

/**
 * A task for a {@link Timer}, run once or repeatedly.  Its state moves from
 * VIRGIN to SCHEDULED (Timer.sched), then to EXECUTED (a one-shot task that has
 * run) or CANCELLED; {@code lock} guards it and the timing fields, which the
 * timer thread reads and advances.  period is 0 for a one-shot task, positive for
 * fixed-rate and minus the delay for fixed-delay, as the JDK keeps it.
 */
public abstract class TimerTask implements Runnable {
    final Object lock = new Object();

    static final int VIRGIN = 0, SCHEDULED = 1, EXECUTED = 2, CANCELLED = 3;

    int state = VIRGIN;
    long nextExecutionTime;
    long period;

    protected TimerTask() {
    }

    public abstract void run();

    public boolean cancel() {
        synchronized (lock) {
            boolean result = state == SCHEDULED;
            state = CANCELLED;
            return result;
        }
    }

    public long scheduledExecutionTime() {
        synchronized (lock) {
            return period < 0 ? nextExecutionTime + period : nextExecutionTime - period;
        }
    }
}
