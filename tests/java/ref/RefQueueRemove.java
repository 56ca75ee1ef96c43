import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;

// Cleared references reach their queue: remove(timeout) returns them after System.gc().
public class RefQueueRemove {
    static Reference<?> await(ReferenceQueue<Object> q) throws InterruptedException {
        for (int i = 0; i < 20; i++) {
            System.gc();
            Reference<?> r = q.remove(500);
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        System.out.println("empty poll: " + q.poll());
        System.out.println("empty remove(50): " + q.remove(50));

        Object strong = new Object();
        WeakReference<Object> kept = new WeakReference<>(strong, q);
        WeakReference<Object> w = new WeakReference<>(new Object(), q);
        Reference<?> got = await(q);
        System.out.println("weak enqueued: " + (got == w) + " cleared: " + (w.get() == null));
        System.out.println("kept alive: " + (kept.get() == strong) + " enqueued: " + kept.isEnqueued());
        System.out.println("then poll: " + q.poll());

        PhantomReference<Object> p = new PhantomReference<>(new Object(), q);
        System.out.println("phantom get: " + p.get());
        got = await(q);
        System.out.println("phantom enqueued: " + (got == p) + " refersTo(null): " + p.refersTo(null));

        // Explicit enqueue: once only; the queue is last in, first out.
        WeakReference<Object> a = new WeakReference<>(strong, q);
        WeakReference<Object> b = new WeakReference<>(strong, q);
        System.out.println("enqueue a: " + a.enqueue() + " again: " + a.enqueue() + " b: " + b.enqueue());
        System.out.println("isEnqueued a: " + a.isEnqueued() + " cleared a: " + (a.get() == null));
        System.out.println("first out is b: " + (q.poll() == b) + ", then a: " + (q.remove() == a));
        System.out.println("after removal: " + a.isEnqueued() + " enqueue again: " + a.enqueue());

        // Without a queue: cleared, never enqueued.
        WeakReference<Object> nq = new WeakReference<>(new Object());
        System.gc();
        System.out.println("no queue cleared: " + (nq.get() == null) + " enqueue: " + nq.enqueue());

        // clear() before the collection: nothing is enqueued.
        WeakReference<Object> c = new WeakReference<>(new Object(), q);
        c.clear();
        System.gc();
        System.out.println("cleared by hand, remove(200): " + q.remove(200));

        // A waiting thread is woken by the enqueue.
        ReferenceQueue<Object> q2 = new ReferenceQueue<>();
        WeakReference<Object> w2 = new WeakReference<>(new Object(), q2);
        Reference<?>[] box = new Reference<?>[1];
        Thread waiter = new Thread(() -> {
            try {
                box[0] = q2.remove();
            } catch (InterruptedException e) {
                box[0] = null;
            }
        });
        waiter.start();
        Thread.sleep(50);
        while (waiter.isAlive()) {
            System.gc();
            waiter.join(200);
        }
        System.out.println("waiter got it: " + (box[0] == w2));

        try {
            q.remove(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        SoftReference<Object> s = new SoftReference<>(strong, q);
        System.gc();
        System.out.println("soft to a live object kept: " + (s.get() == strong));
    }
}
