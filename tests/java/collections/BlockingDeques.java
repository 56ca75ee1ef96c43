// LinkedBlockingDeque and ConcurrentLinkedDeque: both ends, bounded capacity, timed offers and
// polls, exceptions on null/full/empty, iterators (weakly consistent: no CME while the deque
// changes, remove() through them), drainTo, toString; and a bounded producer/consumer across
// threads whose result does not depend on scheduling.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;

public class BlockingDeques {
    interface Op { void run() throws Exception; }

    static void attempt(String what, Op op) {
        try {
            op.run();
            System.out.println(what + ": ok");
        } catch (Exception e) {
            System.out.println(what + ": " + e.getClass().getName() + " " + e.getMessage());
        }
    }

    public static void main(String[] args) throws Exception {
        LinkedBlockingDeque<Integer> d = new LinkedBlockingDeque<>(4);
        d.addFirst(2);
        d.addLast(3);
        d.offerFirst(1);
        d.putLast(4);
        System.out.println(d + " size " + d.size() + " remaining " + d.remainingCapacity());
        System.out.println("offerFirst full " + d.offerFirst(0) + " offerLast full " + d.offerLast(5));
        attempt("addFirst full", () -> d.addFirst(0));
        attempt("add full", () -> d.add(0));
        attempt("push full", () -> d.push(0));
        System.out.println("timed offer " + d.offerLast(9, 10, TimeUnit.MILLISECONDS));
        System.out.println("peekFirst " + d.peekFirst() + " peekLast " + d.peekLast()
                + " getFirst " + d.getFirst() + " getLast " + d.getLast() + " element " + d.element());
        System.out.println("takeLast " + d.takeLast() + " takeFirst " + d.takeFirst() + " -> " + d);
        d.push(7);
        d.add(7);
        System.out.println(d + " removeLastOccurrence " + d.removeLastOccurrence(7) + " -> " + d);
        System.out.println("removeFirstOccurrence " + d.removeFirstOccurrence(7) + " -> " + d
                + " absent " + d.removeFirstOccurrence(99) + " null " + d.remove(null));
        System.out.println("contains 3 " + d.contains(3) + " contains null " + d.contains(null));
        d.clear();
        System.out.println("cleared " + d + " poll " + d.poll() + " pollLast " + d.pollLast()
                + " peek " + d.peek());
        System.out.println("timed poll " + d.pollFirst(10, TimeUnit.MILLISECONDS) + " "
                + d.pollLast(0, TimeUnit.SECONDS));
        attempt("removeFirst empty", () -> d.removeFirst());
        attempt("removeLast empty", () -> d.removeLast());
        attempt("getLast empty", () -> d.getLast());
        attempt("element empty", () -> d.element());
        attempt("pop empty", () -> d.pop());
        attempt("offer null", () -> d.offer(null));
        attempt("putFirst null", () -> d.putFirst(null));
        attempt("capacity 0", () -> new LinkedBlockingDeque<Integer>(0));
        attempt("drainTo self", () -> d.drainTo(d));

        LinkedBlockingDeque<String> s = new LinkedBlockingDeque<>(Arrays.asList("a", "b", "c", "d", "e"));
        System.out.println(s + " remaining " + s.remainingCapacity());
        Iterator<String> it = s.iterator();
        StringBuilder seen = new StringBuilder();
        while (it.hasNext()) {
            String x = it.next();
            seen.append(x);
            if (x.equals("b")) it.remove();
            if (x.equals("c")) s.addFirst("z");
        }
        System.out.println("iterated " + seen + " now " + s);
        StringBuilder back = new StringBuilder();
        for (Iterator<String> di = s.descendingIterator(); di.hasNext();) back.append(di.next());
        System.out.println("descending " + back);
        attempt("iterator remove twice", () -> {
            Iterator<String> i2 = s.iterator();
            i2.next();
            i2.remove();
            i2.remove();
        });
        List<String> sink = new ArrayList<>();
        System.out.println("drainTo 2 " + s.drainTo(sink, 2) + " " + sink + " left " + s);
        System.out.println("drainTo all " + s.drainTo(sink) + " " + sink + " left " + s);
        System.out.println("toArray " + Arrays.toString(new LinkedBlockingDeque<>(List.of(1, 2)).toArray(new Integer[0])));
        BlockingQueue<Integer> asQueue = new LinkedBlockingDeque<>();
        System.out.println("is BlockingDeque " + (asQueue instanceof BlockingDeque)
                + " unbounded remaining " + asQueue.remainingCapacity());

        ConcurrentLinkedDeque<String> c = new ConcurrentLinkedDeque<>();
        c.push("b");
        c.offerFirst("a");
        c.addLast("c");
        c.offer("d");
        System.out.println(c + " size " + c.size() + " first " + c.peekFirst() + " last " + c.peekLast());
        for (String x : c) {
            if (x.equals("a")) c.addLast("e");
            if (x.equals("c")) c.remove("d");
        }
        System.out.println("after walk " + c);
        System.out.println("pollLast " + c.pollLast() + " pop " + c.pop() + " -> " + c);
        c.removeIf(x -> x.equals("c"));
        System.out.println("removeIf " + c + " isEmpty " + c.isEmpty());
        c.clear();
        System.out.println("cleared " + c + " poll " + c.poll() + " peek " + c.peekLast());
        attempt("CLD removeFirst empty", () -> c.removeFirst());
        attempt("CLD getFirst empty", () -> c.getFirst());
        attempt("CLD add null", () -> c.add(null));
        attempt("CLD removeFirstOccurrence null", () -> c.removeFirstOccurrence(null));
        attempt("CLD addAll with null", () -> c.addAll(Arrays.asList("x", null)));
        System.out.println("after failed addAll " + c + " contains null " + c.contains(null));
        Deque<Integer> cd = new ConcurrentLinkedDeque<>(List.of(1, 2, 3));
        StringBuilder cb = new StringBuilder();
        for (Iterator<Integer> di = cd.descendingIterator(); di.hasNext();) cb.append(di.next());
        System.out.println("CLD descending " + cb + " toArray " + Arrays.toString(cd.toArray()));

        // Producers put at either end of a small bounded deque; consumers take from either
        // end, each stopping at its own stop mark.  Every value arrives exactly once, so the sum and count do not depend on timing.
        final LinkedBlockingDeque<Integer> q = new LinkedBlockingDeque<>(3);
        final ConcurrentLinkedDeque<Integer> got = new ConcurrentLinkedDeque<>();
        final int perProducer = 500;
        List<Thread> threads = new ArrayList<>();
        for (int p = 0; p < 2; p++) {
            final int base = p * perProducer;
            final boolean front = p == 0;
            threads.add(new Thread(() -> {
                try {
                    for (int i = 1; i <= perProducer; i++) {
                        if (front) q.putFirst(base + i); else q.putLast(base + i);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }));
        }
        for (int k = 0; k < 2; k++) {
            final boolean first = k == 0;
            threads.add(new Thread(() -> {
                try {
                    for (;;) {
                        Integer v = first ? q.takeFirst() : q.pollLast(10, TimeUnit.SECONDS);
                        if (v == null || v == -1) return;
                        got.add(v);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }));
        }
        for (Thread t : threads) t.start();
        threads.get(0).join();
        threads.get(1).join();
        q.putLast(-1); // one stop mark per consumer, after every value
        q.putLast(-1);
        threads.get(2).join();
        threads.get(3).join();
        long sum = 0;
        boolean[] once = new boolean[2 * perProducer + 1];
        boolean dup = false;
        for (int v : got) {
            sum += v;
            if (once[v]) dup = true;
            once[v] = true;
        }
        System.out.println("consumed " + got.size() + " sum " + sum + " duplicates " + dup
                + " left " + q.size());
    }
}
