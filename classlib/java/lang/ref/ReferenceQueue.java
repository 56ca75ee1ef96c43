package java.lang.ref;

/**
 * A queue of references.  The GC does not enqueue cleared references, so only
 * references enqueued explicitly with Reference.enqueue appear here.
 */
public class ReferenceQueue<T> {

    private Reference<?>[] items = new Reference<?>[4];
    private int head;
    private int size;

    public ReferenceQueue() {
    }

    synchronized boolean enqueue(Reference<?> r) {
        if (size == items.length) {
            Reference<?>[] n = new Reference<?>[size * 2];
            for (int i = 0; i < size; i++) {
                n[i] = items[(head + i) % items.length];
            }
            items = n;
            head = 0;
        }
        items[(head + size) % items.length] = r;
        size++;
        notifyAll();
        return true;
    }

    @SuppressWarnings("unchecked")
    public synchronized Reference<? extends T> poll() {
        if (size == 0) {
            return null;
        }
        Reference<?> r = items[head];
        items[head] = null;
        head = (head + 1) % items.length;
        size--;
        return (Reference<? extends T>) r;
    }

    public synchronized Reference<? extends T> remove(long timeout) throws InterruptedException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout value");
        }
        Reference<? extends T> r = poll();
        if (r != null) {
            return r;
        }
        long start = (timeout == 0) ? 0 : System.nanoTime();
        while (true) {
            wait(timeout);
            r = poll();
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

    public Reference<? extends T> remove() throws InterruptedException {
        return remove(0);
    }
}
