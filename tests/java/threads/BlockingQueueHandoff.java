// BlockingQueue implementations: LinkedBlockingQueue and ArrayBlockingQueue
// pass every item from producers to consumers (put/take block at the bounds);
// offer/poll/add/remove/peek/drainTo/remainingCapacity at the edges; a
// SynchronousQueue hands each item directly to a taker; a
// PriorityBlockingQueue takes in priority order; nulls are rejected.
import java.util.*;
import java.util.concurrent.*;

public class BlockingQueueHandoff {
    static long pipe(BlockingQueue<Integer> q, int producers, int per, int consumers) throws InterruptedException {
        long[] sums = new long[consumers];
        Thread[] cs = new Thread[consumers], ps = new Thread[producers];
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            cs[c] = new Thread(() -> {
                try { for (int v; (v = q.take()) != 0; ) sums[id] += v; }
                catch (InterruptedException e) { System.out.println("consumer interrupted?"); }
            });
            cs[c].start();
        }
        for (int p = 0; p < producers; p++) {
            final int base = p * per;
            ps[p] = new Thread(() -> {
                try { for (int i = 1; i <= per; i++) q.put(base + i); }
                catch (InterruptedException e) { System.out.println("producer interrupted?"); }
            });
            ps[p].start();
        }
        for (Thread t : ps) t.join();
        for (int c = 0; c < consumers; c++) q.put(0);
        for (Thread t : cs) t.join();
        long s = 0;
        for (long v : sums) s += v;
        return s;
    }

    public static void main(String[] args) throws Exception {
        int n = 3 * 300;
        long expected = (long) n * (n + 1) / 2;
        System.out.println("LinkedBlockingQueue(5) pipe: " + pipe(new LinkedBlockingQueue<>(5), 3, 300, 2) + " expected " + expected);
        System.out.println("ArrayBlockingQueue(3) pipe: " + pipe(new ArrayBlockingQueue<>(3), 3, 300, 3) + " expected " + expected);
        System.out.println("unbounded LinkedBlockingQueue pipe: " + pipe(new LinkedBlockingQueue<>(), 3, 300, 2));
        System.out.println("SynchronousQueue pipe: " + pipe(new SynchronousQueue<>(), 3, 300, 2));

        ArrayBlockingQueue<String> abq = new ArrayBlockingQueue<>(3);
        System.out.println("offer: " + abq.offer("a") + abq.offer("b") + abq.offer("c") + abq.offer("d")
                + ", size " + abq.size() + ", remaining " + abq.remainingCapacity() + ", " + abq);
        try {
            abq.add("e");
        } catch (IllegalStateException e) {
            System.out.println("add when full: " + e.getMessage());
        }
        System.out.println("peek " + abq.peek() + ", poll " + abq.poll() + ", remove(c) " + abq.remove("c")
                + ", contains b " + abq.contains("b") + ", now " + abq);
        List<String> drained = new ArrayList<>();
        abq.addAll(List.of("x", "y"));
        System.out.println("drainTo(2): " + abq.drainTo(drained, 2) + " " + drained + ", left " + abq);
        System.out.println("drainTo rest: " + abq.drainTo(drained) + " " + drained + ", empty " + abq.isEmpty()
                + ", poll on empty " + abq.poll());
        try {
            abq.remove();
        } catch (NoSuchElementException e) {
            System.out.println("remove() on empty: NoSuchElementException");
        }
        try {
            abq.offer(null);
        } catch (NullPointerException e) {
            System.out.println("offer(null): NullPointerException");
        }

        LinkedBlockingQueue<Integer> lbq = new LinkedBlockingQueue<>(List.of(3, 1, 2));
        System.out.println("LinkedBlockingQueue from a list: " + lbq + ", remaining " + lbq.remainingCapacity());
        Iterator<Integer> it = lbq.iterator();
        it.next();
        it.remove();
        System.out.println("after iterator remove: " + lbq + ", toArray " + Arrays.toString(lbq.toArray()));

        SynchronousQueue<String> sq = new SynchronousQueue<>();
        System.out.println("SynchronousQueue offer with no taker: " + sq.offer("lost") + ", size " + sq.size()
                + ", peek " + sq.peek() + ", " + sq);
        String[] got = new String[1];
        Thread taker = new Thread(() -> { try { got[0] = sq.take(); } catch (InterruptedException e) { } });
        taker.start();
        sq.put("handed");
        taker.join();
        System.out.println("taker got: " + got[0]);
        Thread giver = new Thread(() -> { try { sq.put("given"); } catch (InterruptedException e) { } });
        giver.start();
        System.out.println("poll with a waiting putter: " + sq.poll(10, TimeUnit.SECONDS));
        giver.join();

        PriorityBlockingQueue<Integer> pq = new PriorityBlockingQueue<>();
        for (int v : new int[] { 5, 1, 4, 2, 3 }) pq.put(v);
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) order.append(pq.take()).append(' ');
        System.out.println("priority order: " + order.toString().trim());
        PriorityBlockingQueue<String> byLen = new PriorityBlockingQueue<>(4, Comparator.comparing(String::length));
        Thread waiting = new Thread(() -> {
            try { got[0] = byLen.take(); } catch (InterruptedException e) { }
        });
        waiting.start();
        while (waiting.getState() != Thread.State.WAITING) Thread.sleep(1);
        byLen.add("longest");
        waiting.join();
        System.out.println("take woke on add: " + got[0]);

        LinkedBlockingQueue<Integer> blocked = new LinkedBlockingQueue<>(1);
        blocked.put(1);
        String[] res = new String[1];
        Thread putter = new Thread(() -> {
            try { blocked.put(2); res[0] = "put returned?"; }
            catch (InterruptedException e) { res[0] = "blocked put interrupted"; }
        });
        putter.start();
        while (putter.getState() != Thread.State.WAITING) Thread.sleep(1);
        putter.interrupt();
        putter.join();
        System.out.println(res[0] + ", queue " + blocked);
    }
}
