// CPU benchmark: uncontended synchronized methods and blocks in a hot loop.
// usage: CpuSync [N]
// args: 100000
public class CpuSync {
    private long count;
    private final Object lock = new Object();
    private long other;

    synchronized void inc(int d) {
        count += d;
    }

    void incBlock(int d) {
        synchronized (lock) {
            other += d ^ 1;
        }
    }

    static int statics;

    static synchronized void incStatic() {
        statics++;
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 5_000_000;
        CpuSync s = new CpuSync();
        for (int i = 0; i < n; i++) {
            s.inc(i & 7);
            s.incBlock(i & 3);
            if ((i & 15) == 0)
                incStatic();
            synchronized (s) {          // nested: the same monitor re-entered
                s.inc(1);
            }
        }
        System.out.println("sync " + s.count + " " + s.other + " " + statics);
    }
}
