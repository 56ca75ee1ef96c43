import java.lang.ref.Cleaner;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.WeakHashMap;

// Idle with the VM's reference threads started and fed once: the Reference Handler, the
// Finalizer and a Cleaner's thread must all block without a deadline.
public class IdleRefs {
    static class Finalizable {
        @Override
        protected void finalize() {
            System.out.println("finalized");
        }
    }

    public static void main(String[] args) throws Exception {
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        WeakReference<Object> w = new WeakReference<>(new Object(), q);
        WeakHashMap<Object, String> m = new WeakHashMap<>();
        m.put(new Object(), "x");
        Cleaner c = Cleaner.create();
        c.register(new Object(), () -> System.out.println("cleaned"));
        new Finalizable();
        System.gc();
        System.out.println("enqueued " + (q.remove(5000) == w) + " size " + m.size());
        Thread.sleep(Long.MAX_VALUE);
    }
}
