package java.util.concurrent;

/**
 * A meeting point where two threads swap objects.  One slot under this
 * exchanger's monitor: the first thread to arrive leaves its item there and
 * waits; the second takes it, leaves its own in the slot's reply and wakes the
 * first.  A waiter that is interrupted or times out withdraws its slot, unless a
 * partner has already taken it (then the exchange stands and an interrupt stays
 * pending).  Null items are allowed.
 */
public class Exchanger<V> {
    private static final class Slot {
        final Object item;
        Object reply;
        boolean matched;

        Slot(Object item) {
            this.item = item;
        }
    }

    private final Object lock = new Object();
    private Slot waiting;

    public Exchanger() {
    }

    public V exchange(V x) throws InterruptedException {
        try {
            return doExchange(x, false, 0L);
        } catch (TimeoutException cannotHappen) {
            throw new Error(cannotHappen);
        }
    }

    public V exchange(V x, long timeout, TimeUnit unit)
            throws InterruptedException, TimeoutException {
        return doExchange(x, true, unit.toNanos(timeout));
    }

    @SuppressWarnings("unchecked")
    private V doExchange(V x, boolean timed, long nanos) throws InterruptedException, TimeoutException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            Slot s = waiting;
            if (s != null) {
                waiting = null;
                s.reply = x;
                s.matched = true;
                lock.notifyAll();
                return (V) s.item;
            }
            s = new Slot(x);
            waiting = s;
            long deadline = timed ? System.nanoTime() + nanos : 0L;
            try {
                while (!s.matched) {
                    if (timed) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0L) {
                            waiting = null;
                            throw new TimeoutException();
                        }
                        lock.wait(Math.max(1L, TimeUnit.NANOSECONDS.toMillis(left)));
                    } else {
                        lock.wait();
                    }
                }
            } catch (InterruptedException ie) {
                if (s.matched) {
                    Thread.currentThread().interrupt();
                } else {
                    waiting = null;
                    throw ie;
                }
            }
            return (V) s.reply;
        }
    }
}
