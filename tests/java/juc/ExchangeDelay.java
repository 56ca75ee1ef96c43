import java.util.*;
import java.util.concurrent.*;

public class ExchangeDelay {
    static final class D implements Delayed {
        final String name; final long at;
        D(String name, long ms) { this.name = name; this.at = System.nanoTime() + ms * 1000000L; }
        public long getDelay(TimeUnit u) { return u.convert(at - System.nanoTime(), TimeUnit.NANOSECONDS); }
        public int compareTo(Delayed o) { return Long.compare(at, ((D) o).at); }
        public String toString() { return name; }
    }

    public static void main(String[] args) throws Exception {
        Exchanger<String> ex = new Exchanger<>();
        final String[] tgot = new String[2];
        Thread t = new Thread(() -> {
            try {
                tgot[0] = ex.exchange("from-thread");
                tgot[1] = ex.exchange(null);
            } catch (InterruptedException e) { }
        });
        t.start();
        System.out.println("main got " + ex.exchange("from-main"));
        System.out.println("main got " + ex.exchange("second"));
        t.join();
        System.out.println("thread got " + tgot[0] + " then " + tgot[1]);
        try { ex.exchange("x", 30, TimeUnit.MILLISECONDS); } catch (TimeoutException e) { System.out.println("timeout " + e.getMessage()); }
        Thread.currentThread().interrupt();
        try { ex.exchange("x"); } catch (InterruptedException e) { System.out.println("interrupted " + Thread.currentThread().isInterrupted()); }
        // a buffer swap loop between two threads
        Exchanger<List<Integer>> swap = new Exchanger<>();
        Thread filler = new Thread(() -> {
            List<Integer> buf = new ArrayList<>();
            try {
                for (int round = 0; round < 5; round++) {
                    for (int i = 0; i < 3; i++) buf.add(round * 10 + i);
                    buf = swap.exchange(buf);
                }
            } catch (InterruptedException e) { }
        });
        filler.start();
        List<Integer> mine = new ArrayList<>();
        int sum = 0;
        for (int round = 0; round < 5; round++) {
            mine = swap.exchange(mine);
            for (int v : mine) sum += v;
            mine.clear();
        }
        filler.join();
        System.out.println("swapped sum " + sum);

        DelayQueue<D> q = new DelayQueue<>();
        System.out.println("empty poll " + q.poll() + " peek " + q.peek() + " size " + q.size() + " cap " + (q.remainingCapacity() == Integer.MAX_VALUE));
        q.put(new D("a", 40));
        q.offer(new D("b", 100000), 1, TimeUnit.SECONDS);
        q.add(new D("now", -10));
        System.out.println("size " + q.size() + " head " + q.peek() + " poll " + q.poll() + " poll again " + q.poll());
        List<D> drained = new ArrayList<>();
        System.out.println("drain unexpired " + q.drainTo(drained) + " " + drained);
        long t0 = System.nanoTime();
        D first = q.take();
        long waited = (System.nanoTime() - t0) / 1000000L;
        System.out.println("take " + first + " not early " + (first.getDelay(TimeUnit.NANOSECONDS) <= 0));
        q.remove(q.peek());
        q.add(new D("c", 600));
        q.add(new D("b", 300));
        System.out.println("timed poll short " + q.poll(5, TimeUnit.MILLISECONDS));
        System.out.println("timed poll long " + q.poll(5, TimeUnit.SECONDS) + " then " + q.poll(5, TimeUnit.SECONDS));
        System.out.println("empty timed poll " + q.poll(20, TimeUnit.MILLISECONDS));
        q.add(new D("x", 100000)); q.add(new D("y", 200000)); q.add(new D("z", -1));
        Iterator<D> it = q.iterator();
        List<String> names = new ArrayList<>();
        while (it.hasNext()) { D d = it.next(); names.add(d.name); if (d.name.equals("x")) it.remove(); }
        Collections.sort(names);
        System.out.println("iterated " + names + " size after remove " + q.size());
        System.out.println("drainTo max 0 " + q.drainTo(new ArrayList<D>(), 0) + " drain 1 " + q.drainTo(new ArrayList<D>(), 1) + " left " + q.size());
        try { q.drainTo(q); } catch (IllegalArgumentException e) { System.out.println("drain to self IAE"); }
        try { q.add(null); } catch (NullPointerException e) { System.out.println("null NPE"); }
        System.out.println("remove " + q.remove(q.peek()) + " size " + q.size() + " toArray " + q.toArray().length);
        q.add(new D("w", 1000)); q.clear();
        System.out.println("cleared " + q.size() + " " + q);
        // a waiting taker is woken by an earlier element
        DelayQueue<D> q2 = new DelayQueue<>();
        q2.add(new D("late", 100000));
        Thread taker = new Thread(() -> { try { System.out.println("taker got " + q2.take()); } catch (InterruptedException e) { } });
        taker.start();
        Thread.sleep(50);
        q2.add(new D("early", 10));
        taker.join();
        DelayQueue<D> q3 = new DelayQueue<>(Arrays.asList(new D("p", -5), new D("q", -6)));
        System.out.println("from collection " + q3.size() + " first " + q3.poll());
    }
}
