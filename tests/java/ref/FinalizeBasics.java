import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.lang.ref.WeakReference;

// finalize() runs once per unreachable object on the Finalizer thread; what it throws is
// ignored; an object it reaches stays alive until then; it may resurrect itself.
public class FinalizeBasics {
    static final List<String> log = Collections.synchronizedList(new ArrayList<>());
    static CountDownLatch latch;
    static Node saved;

    static class Node {
        final String name;
        Node next;
        final int[] payload = new int[4];

        Node(String name) {
            this.name = name;
            payload[0] = name.length();
        }

        @Override
        protected void finalize() throws Throwable {
            String nx = next == null ? "-" : next.name + "/" + next.payload[0];
            log.add(name + " next=" + nx + " thread=" + Thread.currentThread().getName()
                    + " daemon=" + Thread.currentThread().isDaemon());
            if (name.equals("thrower")) {
                latch.countDown();
                throw new IllegalStateException("ignored");
            }
            if (name.equals("phoenix")) {
                saved = this;
            }
            latch.countDown();
        }
    }

    static class Plain {
        int x;
    }

    static class Empty {
        @Override
        protected void finalize() {
        }
    }

    static void await(int n) throws InterruptedException {
        latch = new CountDownLatch(n);
        for (int i = 0; i < 50 && latch.getCount() > 0; i++) {
            System.gc();
            latch.await(100, TimeUnit.MILLISECONDS);
        }
    }

    static void make() {
        Node a = new Node("a");
        Node b = new Node("b");
        Node c = new Node("c");
        a.next = b;
        b.next = c;
        c.next = a;
    }

    public static void main(String[] args) throws Exception {
        latch = new CountDownLatch(3);
        make();
        await(3);
        Collections.sort(log);
        for (String s : log) {
            System.out.println(s);
        }
        log.clear();

        new Node("thrower");
        await(1);
        System.out.println(log);
        log.clear();

        WeakReference<Node> weak = new WeakReference<>(new Node("phoenix"));
        await(1);
        System.out.println(log + " resurrected=" + (saved != null) + " weak cleared=" + (weak.get() == null));
        log.clear();
        saved = null;
        latch = new CountDownLatch(1);
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(20);
        }
        System.out.println("second time: " + log + " (finalize runs once)");

        new Plain();
        new Empty();
        System.gc();
        System.runFinalization();
        Runtime.getRuntime().runFinalization();
        System.out.println("done " + log.size());
    }
}
