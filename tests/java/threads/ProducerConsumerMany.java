// Several producers and consumers share a bounded buffer built on synchronized,
// wait() and notifyAll(); every item is consumed exactly once (checked by sums,
// counts and a sorted list), and the buffer never exceeds its capacity.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

public class ProducerConsumerMany {
    static final class Buffer {
        private final int[] items;
        private int head, count, maxSeen;
        Buffer(int capacity) { items = new int[capacity]; }

        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) wait();
            items[(head + count) % items.length] = v;
            count++;
            if (count > maxSeen) maxSeen = count;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }

        synchronized int maxSeen() { return maxSeen; }
    }

    public static void main(String[] args) throws InterruptedException {
        final int producers = 4, consumers = 3, perProducer = 500, capacity = 5;
        Buffer buf = new Buffer(capacity);
        List<Integer> taken = Collections.synchronizedList(new ArrayList<>());
        long[] consumerSums = new long[consumers];
        int[] consumerCounts = new int[consumers];
        Thread[] ps = new Thread[producers];
        Thread[] cs = new Thread[consumers];
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            cs[c] = new Thread(() -> {
                try {
                    for (;;) {
                        int v = buf.take();
                        if (v < 0) break;            // poison pill
                        taken.add(v);
                        consumerSums[id] += v;
                        consumerCounts[id]++;
                    }
                } catch (InterruptedException e) {
                    System.out.println("consumer interrupted (wrong)");
                }
            });
            cs[c].start();
        }
        for (int p = 0; p < producers; p++) {
            final int base = p * perProducer;
            ps[p] = new Thread(() -> {
                try {
                    for (int i = 1; i <= perProducer; i++) buf.put(base + i);
                } catch (InterruptedException e) {
                    System.out.println("producer interrupted (wrong)");
                }
            });
            ps[p].start();
        }
        for (Thread t : ps) t.join();
        for (int c = 0; c < consumers; c++) buf.put(-1);
        for (Thread t : cs) t.join();

        long total = 0;
        int count = 0;
        for (int c = 0; c < consumers; c++) { total += consumerSums[c]; count += consumerCounts[c]; }
        int n = producers * perProducer;
        System.out.println("items consumed: " + count + " of " + n);
        System.out.println("sum: " + total + " expected " + ((long) n * (n + 1) / 2));
        List<Integer> sorted = new ArrayList<>(taken);
        Collections.sort(sorted);
        boolean exact = sorted.size() == n;
        for (int i = 0; exact && i < n; i++) exact = sorted.get(i) == i + 1;
        System.out.println("each item exactly once: " + exact);
        System.out.println("capacity respected: " + (buf.maxSeen() <= capacity));
        System.out.println("first/last sorted: " + sorted.get(0) + " " + sorted.get(n - 1));
    }
}
