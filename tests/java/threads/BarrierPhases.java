// CyclicBarrier: workers compute in phases; the barrier action (run by the last
// arriving thread, once per phase) combines the partial results; arrival
// indexes of each phase are a permutation of 0..n-1; the barrier breaks on a
// time-out (TimeoutException for the waiter, BrokenBarrierException for the
// others) and works again after reset().
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

public class BarrierPhases {
    public static void main(String[] args) throws Exception {
        final int n = 4, phases = 5;
        long[] partial = new long[n];
        List<Long> phaseTotals = new ArrayList<>();
        List<List<Integer>> arrivals = new ArrayList<>();
        for (int p = 0; p < phases; p++) arrivals.add(Collections.synchronizedList(new ArrayList<>()));
        int[] phase = new int[1];
        CyclicBarrier barrier = new CyclicBarrier(n, () -> {
            long s = 0;
            for (long v : partial) s += v;
            phaseTotals.add(s);
            phase[0]++;
        });
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try {
                    for (int p = 0; p < phases; p++) {
                        partial[id] = (long) (id + 1) * (p + 1) * 10;
                        int idx = barrier.await();
                        arrivals.get(p).add(idx);
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    System.out.println("unexpected " + e);
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println("phase totals: " + phaseTotals + ", phases run " + phase[0]);
        boolean perms = true;
        for (List<Integer> a : arrivals) {
            List<Integer> s = new ArrayList<>(a);
            Collections.sort(s);
            perms &= s.equals(List.of(0, 1, 2, 3));
        }
        System.out.println("arrival indexes are permutations of 0..3: " + perms);
        System.out.println("parties " + barrier.getParties() + ", waiting " + barrier.getNumberWaiting()
                + ", broken " + barrier.isBroken());

        CyclicBarrier b2 = new CyclicBarrier(3);
        String[] other = new String[1];
        Thread t1 = new Thread(() -> {
            try { b2.await(); other[0] = "passed?"; }
            catch (BrokenBarrierException e) { other[0] = "BrokenBarrierException"; }
            catch (InterruptedException e) { other[0] = "interrupted?"; }
        });
        t1.start();
        while (b2.getNumberWaiting() < 1) Thread.sleep(1);
        try {
            b2.await(20, TimeUnit.MILLISECONDS);
            System.out.println("timed await passed?");
        } catch (TimeoutException e) {
            System.out.println("timed await: TimeoutException");
        }
        t1.join();
        System.out.println("other waiter: " + other[0] + ", broken " + b2.isBroken());
        try {
            b2.await();
        } catch (BrokenBarrierException e) {
            System.out.println("await on broken barrier: BrokenBarrierException");
        }
        b2.reset();
        System.out.println("after reset: broken " + b2.isBroken() + ", waiting " + b2.getNumberWaiting());
        int[] idx = new int[3];
        Thread[] again = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            again[i] = new Thread(() -> {
                try { idx[id] = b2.await(); } catch (Exception e) { idx[id] = -1; }
            });
            again[i].start();
        }
        for (Thread t : again) t.join();
        System.out.println("reused: index sum " + (idx[0] + idx[1] + idx[2]));

        CyclicBarrier b3 = new CyclicBarrier(2);
        String[] r3 = new String[1];
        Thread ti = new Thread(() -> {
            try { b3.await(); r3[0] = "passed?"; }
            catch (InterruptedException e) { r3[0] = "InterruptedException"; }
            catch (BrokenBarrierException e) { r3[0] = "broken?"; }
        });
        ti.start();
        while (b3.getNumberWaiting() < 1) Thread.sleep(1);
        ti.interrupt();
        ti.join();
        System.out.println("interrupted waiter: " + r3[0] + ", barrier broken " + b3.isBroken());

        CyclicBarrier failing = new CyclicBarrier(1, () -> { throw new IllegalStateException("action failed"); });
        try {
            failing.await();
        } catch (IllegalStateException e) {
            System.out.println("action exception reaches the last party: " + e.getMessage() + ", broken " + failing.isBroken());
        }
        try {
            new CyclicBarrier(0);
        } catch (IllegalArgumentException e) {
            System.out.println("zero parties: IllegalArgumentException");
        }
    }
}
