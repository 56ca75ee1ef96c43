package java.lang.ref;

/**
 * A queue of references: the "Reference Handler" thread appends the references the
 * collector cleared (and {@link Reference#enqueue} those a program enqueues itself).
 * Last in, first out, as the JDK's.
 */
public class ReferenceQueue<T> {

    final Object lock = new Object();
    private Reference<? extends T> head;
    private long length;

    public ReferenceQueue() {
    }

    @SuppressWarnings("unchecked")
    boolean enqueue(Reference<?> r) {
        synchronized (lock) {
            if (r.state != 0) {
                return false;
            }
            r.state = 1;
            r.next = (head == null) ? r : head;
            head = (Reference<? extends T>) r;
            length++;
            lock.notifyAll();
            return true;
        }
    }

    @SuppressWarnings("unchecked")
    private Reference<? extends T> take() {
        Reference<? extends T> r = head;
        if (r != null) {
            Reference<?> n = r.next;
            head = (n == r) ? null : (Reference<? extends T>) n;
            r.next = r;
            r.state = 2;
            length--;
        }
        return r;
    }

    public Reference<? extends T> poll() {
        if (head == null) {
            return null;
        }
        synchronized (lock) {
            return take();
        }
    }

    public Reference<? extends T> remove(long timeout) throws InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        synchronized (lock) {
            Reference<? extends T> r = take();
            if (r != null) {
                return r;
            }
            long start = (timeout == 0) ? 0 : System.nanoTime();
            for (;;) {
                lock.wait(timeout);
                r = take();
                if (r != null) {
                    return r;
                }
                if (timeout != 0) {
                    long end = System.nanoTime();
                    timeout -= (end - start) / 1000000;
                    if (timeout <= 0) {
                        return null;
                    }
                    start = end;
                }
            }
        }
    }

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
