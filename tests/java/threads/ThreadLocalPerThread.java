// ThreadLocal gives each thread its own value: initialValue/withInitial run once
// per thread, set/get/remove affect only the current thread, and
// InheritableThreadLocal copies the parent's value at construction.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

public class ThreadLocalPerThread {
    static final AtomicInteger inits = new AtomicInteger();
    static final ThreadLocal<Integer> perThread = ThreadLocal.withInitial(() -> inits.incrementAndGet() * 0 + 100);
    static final ThreadLocal<StringBuilder> buffers = new ThreadLocal<StringBuilder>() {
        @Override protected StringBuilder initialValue() { return new StringBuilder(); }
    };
    static final InheritableThreadLocal<String> inherited = new InheritableThreadLocal<String>() {
        @Override protected String childValue(String parent) { return parent + "+child"; }
    };

    public static void main(String[] args) throws Exception {
        List<String> results = Collections.synchronizedList(new ArrayList<>());
        Thread[] ts = new Thread[8];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                int start = perThread.get();
                for (int k = 0; k <= id; k++) perThread.set(perThread.get() + 1);
                for (int k = 0; k < 3; k++) buffers.get().append(id);
                results.add("t" + id + " start " + start + " end " + perThread.get() + " buf " + buffers.get());
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        Collections.sort(results);
        for (String r : results) System.out.println(r);
        System.out.println("initializer runs: " + inits.get() + " (one per thread)");
        System.out.println("main still sees initial: " + perThread.get() + ", inits now " + inits.get());
        perThread.set(5);
        perThread.remove();
        System.out.println("after remove main gets a fresh initial: " + perThread.get() + ", inits " + inits.get());

        ThreadLocal<String> plain = new ThreadLocal<>();
        System.out.println("no initial value: " + plain.get());
        plain.set("main-value");
        String[] fromOther = new String[1];
        Thread o = new Thread(() -> fromOther[0] = plain.get());
        o.start();
        o.join();
        System.out.println("other thread sees: " + fromOther[0] + ", main sees " + plain.get());

        inherited.set("parent");
        String[] childSaw = new String[2];
        Thread child = new Thread(() -> {
            childSaw[0] = inherited.get();
            inherited.set("changed by child");
        });
        inherited.set("parent-later");          // after construction: not seen by the child
        child.start();
        child.join();
        Thread child2 = new Thread(() -> childSaw[1] = inherited.get());
        child2.start();
        child2.join();
        System.out.println("inheritable: child " + childSaw[0] + ", second child " + childSaw[1] + ", parent " + inherited.get());
    }
}
