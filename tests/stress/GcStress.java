import java.util.Random;

/* Stress for the collector (run with a tiny heap and many marking threads):
 * M mutator threads each keep a ring of live data (int arrays and linked
 * chains of small objects, filled from a seeded Random), check every item
 * when they replace it, and make garbage in between.  The checksum of all
 * data checked is exact.  usage: GcStress MUTATORS ROUNDS */
public class GcStress {
    static final int SLOTS = 16;
    static final Object lock = new Object();
    static long checked, errors, checksum;

    static final class Node {
        final int value;
        final Node next;
        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    static int fill(int seed, int k) {
        return seed * 1103515245 + k * 12345 + (k << 7);
    }

    public static void main(String[] args) throws Exception {
        final int mutators = Integer.parseInt(args[0]);
        final int rounds = Integer.parseInt(args[1]);
        Thread[] ts = new Thread[mutators];
        for (int i = 0; i < mutators; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                Random r = new Random(id);
                Object[] live = new Object[SLOTS];
                int[] seeds = new int[SLOTS];
                int[] lens = new int[SLOTS];
                long mine = 0, sum = 0, bad = 0;
                for (int round = 0; round < rounds + SLOTS; round++) {
                    int slot = round % SLOTS;
                    if (live[slot] != null) {
                        int seed = seeds[slot];
                        if (live[slot] instanceof int[]) {
                            int[] a = (int[]) live[slot];
                            if (a.length != lens[slot])
                                bad++;
                            for (int k = 0; k < a.length; k++) {
                                if (a[k] != fill(seed, k))
                                    bad++;
                                sum += a[k];
                            }
                        } else {
                            int k = 0;
                            for (Node n = (Node) live[slot]; n != null; n = n.next, k++) {
                                if (n.value != fill(seed, lens[slot] - 1 - k))
                                    bad++;
                                sum += n.value;
                            }
                            if (k != lens[slot])
                                bad++;
                        }
                        mine++;
                        live[slot] = null;
                    }
                    if (round >= rounds)
                        continue;
                    int seed = r.nextInt();
                    int len = 1 + r.nextInt(256);
                    seeds[slot] = seed;
                    lens[slot] = len;
                    if ((round & 1) == 0) {
                        int[] a = new int[len];
                        for (int k = 0; k < len; k++)
                            a[k] = fill(seed, k);
                        live[slot] = a;
                    } else {
                        Node head = null;
                        for (int k = 0; k < len; k++)
                            head = new Node(fill(seed, k), head);
                        live[slot] = head;
                    }
                    /* garbage: dies young */
                    byte[] junk = new byte[64 + r.nextInt(2048)];
                    junk[junk.length - 1] = (byte) round;
                    String s = "g" + round + "/" + id;
                    sum += junk[junk.length - 1] + s.length() - s.length();
                }
                synchronized (lock) {
                    checked += mine;
                    errors += bad;
                    checksum += sum;
                }
            }, "mutator-" + i);
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
        System.out.println("GcStress: " + mutators + " mutators x " + rounds + " rounds, checked "
                           + checked + ", errors " + errors + ", checksum " + checksum);
    }
}
