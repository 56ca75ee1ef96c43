import java.util.Observable;
import java.util.Observer;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicLongFieldUpdater;
import java.util.concurrent.atomic.AtomicMarkableReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;
import java.util.concurrent.atomic.AtomicStampedReference;
import java.util.concurrent.atomic.DoubleAccumulator;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

public class AtomArrays {
    static class Node {
        private volatile int count;
        volatile long total;
        volatile String label = "start";
        int plain;
        volatile long wrong;
        static volatile int shared;
    }

    static class Sub extends Node {
        volatile int own;
    }

    static final AtomicIntegerFieldUpdater<Node> COUNT = AtomicIntegerFieldUpdater.newUpdater(Node.class, "count");
    static final AtomicLongFieldUpdater<Node> TOTAL = AtomicLongFieldUpdater.newUpdater(Node.class, "total");
    static final AtomicReferenceFieldUpdater<Node, String> LABEL =
        AtomicReferenceFieldUpdater.newUpdater(Node.class, String.class, "label");

    static void run(int threads, Runnable r) throws InterruptedException {
        Thread[] ts = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            ts[i] = new Thread(r);
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }

    public static void main(String[] args) throws Exception {
        AtomicIntegerArray ia = new AtomicIntegerArray(5);
        ia.set(0, 10);
        System.out.println(ia + " " + ia.length() + " " + ia.getAndIncrement(0) + " " + ia.incrementAndGet(0) + " " + ia.addAndGet(1, -7)
                           + " " + ia.compareAndSet(1, -7, 3) + " " + ia.compareAndSet(1, -7, 4) + " " + ia.getAndSet(2, 99)
                           + " " + ia.compareAndExchange(2, 99, 100) + " " + ia.updateAndGet(3, x -> x * 2 + 1)
                           + " " + ia.accumulateAndGet(4, 6, Math::max) + " " + ia.getAndDecrement(4) + " " + ia);
        ia.set(3, Integer.MAX_VALUE);
        System.out.println("wrap " + ia.incrementAndGet(3) + " " + new AtomicIntegerArray(new int[] { 1, 2, 3 }) + " " + new AtomicIntegerArray(0));
        AtomicLongArray la = new AtomicLongArray(new long[] { 1L << 40, -1 });
        System.out.println(la + " " + la.getAndAdd(0, 5) + " " + la.decrementAndGet(1) + " " + la.getAndUpdate(1, x -> x * x)
                           + " " + la.get(1) + " " + la.compareAndExchange(0, 7, 8) + " " + la);
        la.set(1, Long.MAX_VALUE);
        System.out.println("wrap " + la.incrementAndGet(1));
        AtomicReferenceArray<String> ra = new AtomicReferenceArray<>(new String[] { "a", null, "c" });
        String a = ra.get(0);
        System.out.println(ra + " " + ra.compareAndSet(0, a, "A") + " " + ra.compareAndSet(0, new String("A"), "B") + " " + ra.getAndSet(1, "b")
                           + " " + ra.accumulateAndGet(2, "!", String::concat) + " " + ra.updateAndGet(1, s -> s + s) + " " + ra);
        for (int bad : new int[] { -1, 5 }) {
            try {
                ia.get(bad);
            } catch (IndexOutOfBoundsException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        try {
            ra.set(3, "x");
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
        }

        // contention: totals are exact
        final AtomicIntegerArray hits = new AtomicIntegerArray(4);
        final AtomicLongArray sums = new AtomicLongArray(2);
        final Node node = new Node();
        final LongAdder adder = new LongAdder();
        final DoubleAdder dadder = new DoubleAdder();
        final LongAccumulator max = new LongAccumulator(Math::max, Long.MIN_VALUE);
        run(4, () -> {
            for (int i = 0; i < 2000; i++) {
                hits.incrementAndGet(i & 3);
                sums.addAndGet(i & 1, i);
                COUNT.incrementAndGet(node);
                TOTAL.addAndGet(node, 3);
                adder.increment();
                dadder.add(0.5);
                max.accumulate(i);
            }
        });
        System.out.println("threads " + hits + " " + sums + " " + COUNT.get(node) + " " + TOTAL.get(node) + " " + adder + " " + dadder + " " + max);

        // field updaters
        Node n = new Node();
        System.out.println("updaters " + COUNT.getAndAdd(n, 5) + " " + COUNT.compareAndSet(n, 5, 6) + " " + COUNT.get(n) + " " + COUNT.getAndSet(n, 1)
                           + " " + COUNT.accumulateAndGet(n, 10, Integer::sum) + " " + TOTAL.incrementAndGet(n) + " " + TOTAL.getAndUpdate(n, x -> x - 10)
                           + " " + TOTAL.get(n) + " " + LABEL.get(n) + " " + LABEL.compareAndSet(n, "start", "next") + " " + LABEL.getAndSet(n, "last")
                           + " " + LABEL.updateAndGet(n, s -> s.toUpperCase()) + " " + n.label + " " + n.count + " " + n.total);
        Sub sub = new Sub();
        COUNT.set(sub, 42);
        System.out.println("subclass " + COUNT.get(sub) + " " + AtomicIntegerFieldUpdater.newUpdater(Sub.class, "own").incrementAndGet(sub));
        String[][] bad = { { "missing" }, { "plain" }, { "total" }, { "label" } };
        for (String[] b : bad) {
            try {
                AtomicIntegerFieldUpdater.newUpdater(Node.class, b[0]);
                System.out.println("made " + b[0]);
            } catch (RuntimeException e) {
                System.out.println(b[0] + ": " + e);
            }
        }
        try {
            AtomicIntegerFieldUpdater.newUpdater(Sub.class, "count");
        } catch (RuntimeException e) {
            System.out.println("inherited: " + e);
        }
        try {
            AtomicLongFieldUpdater.newUpdater(Node.class, "count");
        } catch (RuntimeException e) {
            System.out.println("long of int: " + e);
        }
        try {
            AtomicReferenceFieldUpdater.newUpdater(Node.class, Integer.class, "label");
        } catch (RuntimeException e) {
            System.out.println("wrong vclass: " + e.getClass().getName());
        }
        try {
            AtomicReferenceFieldUpdater.newUpdater(Node.class, int.class, "count");
        } catch (RuntimeException e) {
            System.out.println("primitive vclass: " + e);
        }
        try {
            COUNT.get(null);
        } catch (RuntimeException e) {
            System.out.println("null target: " + e.getClass().getName());
        }

        // adders and accumulators
        LongAdder la2 = new LongAdder();
        la2.add(10);
        la2.decrement();
        System.out.println("adder " + la2.sum() + " " + la2.intValue() + " " + la2.doubleValue() + " " + la2.sumThenReset() + " " + la2);
        DoubleAdder da = new DoubleAdder();
        da.add(0.1);
        da.add(0.2);
        System.out.println("double adder " + da + " " + da.longValue() + " " + da.sumThenReset() + " " + da.sum());
        LongAccumulator prod = new LongAccumulator((x, y) -> x * y, 1);
        for (int i = 1; i <= 10; i++) {
            prod.accumulate(i);
        }
        System.out.println("accumulator " + prod + " " + prod.getThenReset() + " " + prod.get() + " " + prod.floatValue());
        DoubleAccumulator dmin = new DoubleAccumulator(Math::min, Double.POSITIVE_INFINITY);
        dmin.accumulate(3.5);
        dmin.accumulate(-2.25);
        System.out.println("double accumulator " + dmin + " " + dmin.intValue());
        dmin.reset();
        System.out.println("reset " + dmin.get());

        // stamped and markable
        String r1 = "one";
        String r2 = "two";
        AtomicStampedReference<String> sr = new AtomicStampedReference<>(r1, 0);
        int[] holder = new int[1];
        System.out.println("stamped " + sr.compareAndSet(r1, r2, 0, 1) + " " + sr.compareAndSet(r1, r2, 0, 1) + " " + sr.compareAndSet(r2, r1, 0, 2)
                           + " " + sr.getReference() + " " + sr.getStamp() + " " + sr.attemptStamp(r2, 5) + " " + sr.get(holder) + " " + holder[0]);
        sr.set(r1, 9);
        System.out.println("stamped set " + sr.getReference() + " " + sr.getStamp());
        AtomicMarkableReference<String> mr = new AtomicMarkableReference<>(r1, false);
        boolean[] mh = new boolean[1];
        System.out.println("markable " + mr.compareAndSet(r1, r2, false, true) + " " + mr.isMarked() + " " + mr.attemptMark(r2, false)
                           + " " + mr.get(mh) + " " + mh[0] + " " + mr.compareAndSet(r2, r1, true, true));

        // Observable
        class Counter extends Observable {
            void bump(Object what) {
                setChanged();
                notifyObservers(what);
            }
        }
        Counter c = new Counter();
        Observer o1 = (o, arg) -> System.out.println("observer 1 got " + arg);
        Observer o2 = (o, arg) -> System.out.println("observer 2 got " + arg + " changed " + o.hasChanged());
        c.addObserver(o1);
        c.addObserver(o2);
        c.addObserver(o1);
        System.out.println("observers " + c.countObservers());
        c.bump("first");
        c.notifyObservers("not changed");
        c.deleteObserver(o1);
        c.bump("second");
        c.deleteObservers();
        c.bump("third");
        System.out.println("observers " + c.countObservers() + " " + c.hasChanged());
    }
}
