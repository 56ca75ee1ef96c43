import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class PhaserTiers {
    static String st(Phaser p) { String s = p.toString(); return s.substring(s.indexOf('[')); }

    public static void main(String[] args) throws Exception {
        Phaser p = new Phaser(3);
        System.out.println(st(p) + " phase " + p.getPhase() + " reg " + p.getRegisteredParties()
                + " arrived " + p.getArrivedParties() + " unarrived " + p.getUnarrivedParties());
        System.out.println("arrive " + p.arrive() + " " + st(p));
        System.out.println("register " + p.register() + " " + st(p));
        System.out.println("bulk " + p.bulkRegister(2) + " " + st(p));
        System.out.println("deregister " + p.arriveAndDeregister() + " " + st(p));
        for (int i = 0; i < 4; i++) p.arrive();
        System.out.println("after all " + st(p) + " phase " + p.getPhase());
        System.out.println("awaitAdvance old " + p.awaitAdvance(0) + " negative " + p.awaitAdvance(-3));

        // threads stepping through phases together
        final int N = 4, PHASES = 5;
        Phaser step = new Phaser(N) {
            protected boolean onAdvance(int phase, int parties) {
                return phase >= PHASES - 1 || parties == 0;
            }
        };
        final int[][] seen = new int[N][PHASES];
        final AtomicInteger counter = new AtomicInteger();
        final int[] atPhase = new int[PHASES];
        Thread[] ts = new Thread[N];
        for (int t = 0; t < N; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int ph = 0; ph < PHASES; ph++) {
                    counter.incrementAndGet();
                    int next = step.arriveAndAwaitAdvance();
                    seen[id][ph] = next;
                    synchronized (atPhase) { atPhase[ph] = Math.max(atPhase[ph], counter.get()); }
                }
            });
            ts[t].start();
        }
        for (Thread t : ts) t.join();
        boolean same = true;
        for (int id = 0; id < N; id++) {
            for (int ph = 0; ph < PHASES - 1; ph++) same &= seen[id][ph] == ph + 1;
            // the thread that advanced into termination gets the next phase, the others the negative one
            same &= seen[id][PHASES - 1] == PHASES || seen[id][PHASES - 1] == PHASES + Integer.MIN_VALUE;
        }
        System.out.println("phases seen in order by all " + same + " counter " + counter.get());
        System.out.println("terminated " + step.isTerminated() + " phase " + step.getPhase() + " " + st(step));
        System.out.println("register after termination " + step.register() + " arrive " + step.arrive());

        // deregistering the last party terminates by default
        Phaser one = new Phaser(1);
        System.out.println("last deregister " + one.arriveAndDeregister() + " terminated " + one.isTerminated() + " phase " + one.getPhase());

        // tiers: two children under a root
        Phaser root = new Phaser();
        Phaser c1 = new Phaser(root, 2);
        Phaser c2 = new Phaser(root, 1);
        System.out.println("root " + st(root) + " c1 " + st(c1) + " c2 " + st(c2) + " rootOf " + (c1.getRoot() == root) + " parent " + (c2.getParent() == root));
        c1.arrive();
        System.out.println("c1 one arrived: root " + st(root) + " c1 " + st(c1));
        c1.arrive();
        System.out.println("c1 done: root " + st(root) + " c1 " + st(c1) + " phase " + c1.getPhase());
        c2.arrive();
        System.out.println("c2 done: root " + st(root) + " c1 " + st(c1) + " c2 " + st(c2) + " phase " + root.getPhase());
        Phaser c3 = new Phaser(root);
        System.out.println("empty child " + st(c3) + " root " + st(root));
        c3.register();
        System.out.println("child registered " + st(c3) + " root " + st(root));
        c3.arriveAndDeregister();
        System.out.println("child deregistered " + st(c3) + " root " + st(root));
        c1.forceTermination();
        System.out.println("forced: root " + root.isTerminated() + " c2 " + c2.isTerminated() + " phase " + c2.getPhase());

        // errors
        Phaser e = new Phaser();
        try { e.arrive(); } catch (IllegalStateException x) { System.out.println("ISE " + x.getMessage().replaceAll("@[0-9a-f]+", "@X")); }
        try { new Phaser(-1); } catch (IllegalArgumentException x) { System.out.println("IAE " + x.getMessage()); }
        try { new Phaser(70000); } catch (IllegalArgumentException x) { System.out.println("IAE " + x.getMessage()); }
        try { e.bulkRegister(-1); } catch (IllegalArgumentException x) { System.out.println("IAE " + x.getMessage()); }
        try { new Phaser(65535).register(); } catch (IllegalStateException x) { System.out.println("ISE " + x.getMessage().replaceAll("@[0-9a-f]+", "@X")); }
        Phaser t = new Phaser(2);
        try { t.awaitAdvanceInterruptibly(0, 30, TimeUnit.MILLISECONDS); } catch (TimeoutException x) { System.out.println("timeout " + x.getMessage()); }
        Thread.currentThread().interrupt();
        try { t.awaitAdvanceInterruptibly(0); } catch (InterruptedException x) { System.out.println("interrupted"); }
        System.out.println("wrong phase returns at once " + t.awaitAdvanceInterruptibly(7));
    }
}
