import java.lang.ref.Cleaner;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// java.lang.ref.Cleaner: an action runs once, when its object is phantom reachable or at
// clean(), whichever is first; exceptions from actions are ignored.
public class CleanerActions {
    static final List<String> ran = Collections.synchronizedList(new ArrayList<>());

    static final class Action implements Runnable {
        final String name;
        final CountDownLatch latch;

        Action(String name, CountDownLatch latch) {
            this.name = name;
            this.latch = latch;
        }

        public void run() {
            ran.add(name + (Thread.currentThread().isDaemon() ? " on daemon" : " on caller"));
            latch.countDown();
            if (name.startsWith("boom")) {
                throw new RuntimeException("ignored");
            }
        }
    }

    static void await(CountDownLatch l) throws InterruptedException {
        for (int i = 0; i < 50 && l.getCount() > 0; i++) {
            System.gc();
            l.await(100, TimeUnit.MILLISECONDS);
        }
    }

    static Cleaner.Cleanable register(Cleaner c, String name, CountDownLatch l) {
        return c.register(new int[16], new Action(name, l));
    }

    public static void main(String[] args) throws Exception {
        Cleaner cleaner = Cleaner.create();
        CountDownLatch l1 = new CountDownLatch(3);
        register(cleaner, "auto-1", l1);
        register(cleaner, "boom-2", l1);
        register(cleaner, "auto-3", l1);
        await(l1);
        Collections.sort(ran);
        System.out.println(ran);
        ran.clear();

        CountDownLatch l2 = new CountDownLatch(1);
        Object keep = new Object();
        Cleaner.Cleanable c = cleaner.register(keep, new Action("explicit", l2));
        c.clean();
        c.clean();
        System.out.println(ran + " count=" + l2.getCount());
        ran.clear();
        System.gc();
        Thread.sleep(100);
        System.out.println("after gc: " + ran + " keep=" + (keep != null));

        AtomicInteger made = new AtomicInteger();
        Cleaner custom = Cleaner.create(r -> {
            made.incrementAndGet();
            return new Thread(r, "my-cleaner");
        });
        CountDownLatch l3 = new CountDownLatch(1);
        register(custom, "custom", l3);
        await(l3);
        System.out.println(ran + " threads made=" + made.get());
        ran.clear();

        CountDownLatch l4 = new CountDownLatch(1);
        Cleaner.Cleanable gone = register(cleaner, "never", l4);
        gone.clean();
        System.out.println("clean() on the caller: " + ran);
        try {
            cleaner.register(null, () -> { });
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
        try {
            cleaner.register(new Object(), null);
        } catch (NullPointerException e) {
            System.out.println("NPE " + e.getMessage());
        }
    }
}
