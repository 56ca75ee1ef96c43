import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * Many threads allocating at once in a small heap: THREADS threads are all started
 * and wait at a latch, then each runs ROUNDS rounds of allocation of many sizes
 * (a small map with string keys, int/long/byte arrays from 8 bytes to a few KiB, a
 * string built piecewise), keeping only its last KEEP results, and holds them until
 * every thread is done.  The live set then is about THREADS x KEEP x 1 KiB; what the
 * heap must hold beyond it is each thread's allocation caches.  Prints one line with a checksum that depends only on the
 * arguments.  Used by benchmarks/smallheap.py to find the smallest -Xmx each VM
 * runs it in.
 *
 * usage: ManyThreadsHeap THREADS [ROUNDS] [KEEP]
 */
public class ManyThreadsHeap {
    static long work(int id, int rounds, int keep, ArrayDeque<Object> kept) {
        long sum = 0;
        for (int r = 0; r < rounds; r++) {
            Map<String, Integer> m = new HashMap<>();
            for (int i = 0; i < 12; i++) {
                m.put("t" + id + "." + i, i + r);
            }
            for (int v : m.values()) {
                sum += v;
            }
            int[] a = new int[(r * 37 + id) % 400 + 1];
            long[] b = new long[(r * 11 + id) % 150 + 1];
            byte[] c = new byte[(r * 53 + id) % 1500 + 1];
            a[a.length - 1] = r;
            b[0] = id;
            c[c.length - 1] = 1;
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 8; i++) {
                sb.append(i * r).append(';');
            }
            String s = sb.toString();
            sum += a[a.length - 1] + b[0] + c[c.length - 1] + s.length();
            kept.addLast(new Object[] { a, s });
            if (kept.size() > keep) {
                kept.removeFirst();
            }
        }
        return sum;
    }

    public static void main(String[] args) throws Exception {
        final int threads = Integer.parseInt(args[0]);
        final int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        final int keep = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        final long[] out = new long[threads];
        final CountDownLatch started = new CountDownLatch(threads);
        final CountDownLatch go = new CountDownLatch(1);
        final CountDownLatch done = new CountDownLatch(threads);
        Thread[] ts = new Thread[threads];
        for (int k = 0; k < threads; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                // Any step here may die of OutOfMemoryError (a latch's wait allocates its
                // queue node).  The thread then gives up, its sum left 0 (so the checksum
                // is wrong), and `done` is counted down whatever happens, so that the
                // others do not wait forever; countDown allocates nothing.
                boolean counted = false;
                try {
                    started.countDown();
                    go.await();
                    ArrayDeque<Object> kept = new ArrayDeque<>();
                    long sum = work(id, rounds, keep, kept);
                    done.countDown();
                    counted = true;
                    done.await();       // every thread's last KEEP results are live at once here
                    out[id] = sum + kept.size();
                } catch (InterruptedException | OutOfMemoryError e) {
                    out[id] = 0;
                } finally {
                    if (!counted) {
                        done.countDown();
                    }
                }
            });
            ts[k].setDaemon(true);      // main's failure ends the run
            ts[k].start();
        }
        started.await();
        go.countDown();
        long sum = 0;
        for (int k = 0; k < threads; k++) {
            ts[k].join();
            sum += out[k];
        }
        System.out.println("threads " + threads + " rounds " + rounds + " keep " + keep + " sum " + sum);
    }
}
