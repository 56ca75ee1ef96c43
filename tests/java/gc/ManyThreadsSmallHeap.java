// jvm-args: -Xmx8m
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/* 150 threads alive at once in an 8 MiB heap, each allocating objects of many
 * sizes (strings, boxes, maps, arrays from 16 bytes to a few KiB) and keeping a
 * small working set: the heap must not run out because every thread caches
 * allocation pages of its own. */
public class ManyThreadsSmallHeap {
    static final int THREADS = 150;

    static long work(int id, int rounds) {
        long sum = 0;
        List<Object> keep = new ArrayList<>();
        for (int r = 0; r < rounds; r++) {
            Map<String, Integer> m = new HashMap<>();
            for (int i = 0; i < 20; i++)
                m.put("k" + id + "-" + i, i * r);
            for (int v : m.values())
                sum += v;
            int[] a = new int[(r * 37 + id) % 900 + 1];
            long[] b = new long[(r * 11 + id) % 300 + 1];
            byte[] c = new byte[(r * 53 + id) % 2000 + 1];
            a[a.length - 1] = r;
            sum += a[a.length - 1] + b.length + c.length;
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 10; i++)
                sb.append(i).append(',');
            sum += sb.toString().length();
            keep.add(new Object[] { a, sb.toString() });
            if (keep.size() > 4)
                keep.remove(0);
        }
        return sum + keep.size();
    }

    public static void main(String[] args) throws Exception {
        final long[] out = new long[THREADS];
        final CountDownLatch started = new CountDownLatch(THREADS);
        final CountDownLatch go = new CountDownLatch(1);
        Thread[] ts = new Thread[THREADS];
        for (int k = 0; k < THREADS; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                started.countDown();
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                out[id] = work(id, 150);
            });
            ts[k].start();
        }
        started.await();
        go.countDown();
        long sum = 0;
        for (int k = 0; k < THREADS; k++) {
            ts[k].join();
            sum += out[k];
        }
        System.out.println("threads " + THREADS + ", sum " + sum);
    }
}
