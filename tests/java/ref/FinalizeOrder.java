import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

// HotSpot's order for an object with a finalizer: weak references to it are cleared and
// enqueued first, then finalize() runs (the object and what it reaches still intact),
// and only once it is unreachable again is a phantom reference to it enqueued.
public class FinalizeOrder {
    static final List<String> events = new ArrayList<>();
    static volatile boolean finalized;
    static final CountDownLatch weakSeen = new CountDownLatch(1);

    static final class Tracked {
        final int[] data = { 1, 2, 3 };

        @Override
        protected void finalize() throws InterruptedException {
            boolean seen = weakSeen.await(10, TimeUnit.SECONDS);
            synchronized (events) {
                events.add("finalize after the weak reference was enqueued: " + seen);
                events.add("finalize data=" + (data[0] + data[1] + data[2]));
            }
            finalized = true;
        }
    }

    static void note(String s) {
        synchronized (events) {
            events.add(s);
        }
    }

    static Object[] make(ReferenceQueue<Object> wq, ReferenceQueue<Object> pq) {
        Tracked t = new Tracked();
        return new Object[] { new WeakReference<Object>(t, wq), new PhantomReference<Object>(t, pq) };
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Object> wq = new ReferenceQueue<>();
        ReferenceQueue<Object> pq = new ReferenceQueue<>();
        Object[] refs = make(wq, pq);
        WeakReference<?> w = (WeakReference<?>) refs[0];
        PhantomReference<?> p = (PhantomReference<?>) refs[1];

        Reference<?> got = null;
        for (int i = 0; i < 50 && got == null; i++) {
            System.gc();
            got = wq.remove(100);
        }
        note("weak enqueued=" + (got == w) + " cleared=" + (w.get() == null) + " finalized yet=" + finalized);
        weakSeen.countDown();
        for (int i = 0; i < 50 && !finalized; i++) {
            System.gc();
            System.runFinalization();
            Thread.sleep(20);
        }
        Reference<?> ph = null;
        for (int i = 0; i < 50 && ph == null; i++) {
            System.gc();
            ph = pq.remove(100);
        }
        note("phantom enqueued=" + (ph == p) + " after finalize=" + finalized);
        synchronized (events) {
            for (String e : events) {
                System.out.println(e);
            }
        }
    }
}
