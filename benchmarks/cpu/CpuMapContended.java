// CPU benchmark: contended ConcurrentHashMap: four threads put, get and merge on one
// shared map over overlapping keys (the table grows while they run); the checksum does
// not depend on the interleaving.
// usage: CpuMapContended [N]
// args: 20000
public class CpuMapContended {
    static final int KEYS = 1024;

    static long fixed(int k) {
        return (long) k * 2654435761L & 0xffffff;
    }

    public static void main(String[] args) throws InterruptedException {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
        java.util.concurrent.ConcurrentHashMap<Integer, Long> map = new java.util.concurrent.ConcurrentHashMap<>();
        java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
        long[] bad = new long[4];
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                long errors = 0;
                for (int i = 0; i < n; i++) {
                    int k = (i * 31 + id * 257) & (KEYS - 1);
                    switch (i % 4) {
                        case 0:
                            map.put(KEYS + k, fixed(k));
                            break;
                        case 1: {
                            Long v = map.get(KEYS + k);
                            if (v != null && v != fixed(k))
                                errors++;
                            break;
                        }
                        case 2:
                            map.merge(k, (long) (id + 1), Long::sum);
                            break;
                        default:
                            map.computeIfAbsent(2 * KEYS + (k & 255), x -> (long) x * 3);
                            break;
                    }
                }
                bad[id] = errors;
            });
        }
        for (Thread t : ts) {
            t.start();
        }
        go.countDown();
        for (Thread t : ts) {
            t.join();
        }
        long sum = 0, mix = 0;
        for (java.util.Map.Entry<Integer, Long> e : map.entrySet()) {
            sum += e.getValue();
            mix += (long) e.getKey() * 1_000_003L ^ e.getValue();
        }
        long errors = bad[0] + bad[1] + bad[2] + bad[3];
        System.out.println("map " + map.size() + " " + sum + " " + mix + " errors " + errors);
    }
}
