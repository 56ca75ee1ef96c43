// jvm-args: -Xmx32m
// Many threads allocating at once; each checks its own data.
import java.util.ArrayList;
import java.util.List;

public class GcManyThreads {
    public static void main(String[] args) throws InterruptedException {
        int n = 8;
        long[] results = new long[n];
        List<Thread> ts = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            final int id = k;
            Thread t = new Thread(() -> {
                long sum = 0;
                List<String> live = new ArrayList<>();
                for (int i = 0; i < 20_000; i++) {
                    String s = "t" + id + ":" + i;
                    if (i % 100 == 0)
                        live.add(s);
                    sum += s.length();
                }
                for (String s : live)
                    sum += s.hashCode() % 7;
                results[id] = sum;
            });
            ts.add(t);
            t.start();
        }
        for (Thread t : ts)
            t.join();
        long total = 0;
        for (long r : results)
            total += r;
        System.out.println("total: " + total);
    }
}
