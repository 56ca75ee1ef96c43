/* Stress: 64 threads in 32 pairs play wait/notify ping-pong, each pair on
 * its own monitor, a fixed number of exchanges each; every exchange also
 * bumps a counter shared by all 64 under one monitor (contention).  The
 * totals are exact.  usage: PingPong EXCHANGES [THREADS] */
public class PingPong {
    static final Object shared = new Object();
    static long sharedCount;

    static final class Table {
        int turn;                   /* 0: ping plays, 1: pong plays */
        long played;
    }

    public static void main(String[] args) throws Exception {
        final int exchanges = Integer.parseInt(args[0]);
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 64;
        int pairs = threads / 2;
        Thread[] ts = new Thread[pairs * 2];
        final Table[] tables = new Table[pairs];
        final long[] perThread = new long[pairs * 2];
        for (int p = 0; p < pairs; p++) {
            tables[p] = new Table();
            for (int side = 0; side < 2; side++) {
                final Table tb = tables[p];
                final int me = side, slot = 2 * p + side;
                ts[slot] = new Thread(() -> {
                    try {
                        for (int i = 0; i < exchanges; i++) {
                            synchronized (tb) {
                                while (tb.turn != me)
                                    tb.wait();
                                tb.played++;
                                tb.turn = 1 - me;
                                tb.notify();
                            }
                            synchronized (shared) {
                                sharedCount++;
                            }
                            perThread[slot]++;
                        }
                    } catch (InterruptedException e) {
                        throw new RuntimeException(e);
                    }
                }, "pingpong-" + slot);
            }
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
        long played = 0, exact = 0;
        for (Table tb : tables) {
            played += tb.played;
            if (tb.played == 2L * exchanges && tb.turn == 0)
                exact++;
        }
        long per = 0;
        for (long c : perThread)
            per += c;
        System.out.println("PingPong: " + ts.length + " threads, " + pairs + " pairs x " + exchanges
                           + " exchanges, played " + played + ", exact pairs " + exact
                           + ", shared " + sharedCount + ", per-thread " + per);
    }
}
