// 200 threads in 100 pairs play ping-pong through wait/notify on a per-pair
// object, each pair for a fixed number of rounds; all pairs run at the same time
// and the total number of hits is exact.
public class PingPongPairs {
    static final class Table {
        int turn;        // 0: ping's turn, 1: pong's turn
        int hits;
    }

    public static void main(String[] args) throws InterruptedException {
        final int pairs = 100, rounds = 20;
        Table[] tables = new Table[pairs];
        Thread[] ts = new Thread[2 * pairs];
        for (int p = 0; p < pairs; p++) {
            Table t = tables[p] = new Table();
            for (int side = 0; side < 2; side++) {
                final int me = side;
                ts[2 * p + side] = new Thread(() -> {
                    try {
                        for (int r = 0; r < rounds; r++) {
                            synchronized (t) {
                                while (t.turn != me) t.wait();
                                t.hits++;
                                t.turn = 1 - me;
                                t.notify();
                            }
                        }
                    } catch (InterruptedException e) {
                        System.out.println("interrupted?");
                    }
                });
            }
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long total = 0;
        boolean allEven = true;
        for (Table t : tables) { total += t.hits; allEven &= t.hits == 2 * rounds && t.turn == 0; }
        System.out.println("threads: " + ts.length + ", total hits: " + total + " (expected " + 2L * pairs * rounds + ")");
        System.out.println("every table finished with ping to serve: " + allEven);

        // one shared object, many waiters, notifyAll wakes all of them
        Object shared = new Object();
        int[] state = new int[2];   // [0] generation, [1] woken count
        Thread[] ws = new Thread[50];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Thread(() -> {
                synchronized (shared) {
                    int gen = state[0];
                    try { while (state[0] == gen) shared.wait(); } catch (InterruptedException e) { }
                    state[1]++;
                }
            });
            ws[i].start();
        }
        for (Thread w : ws) while (w.getState() != Thread.State.WAITING) Thread.sleep(1);
        synchronized (shared) { state[0]++; shared.notifyAll(); }
        for (Thread w : ws) w.join();
        System.out.println("notifyAll woke: " + state[1]);
    }
}
