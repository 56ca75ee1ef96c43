import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;

// Idle with fork/join pools that have run work: a custom pool of 4 workers and the common
// pool, whose parked workers must block without a deadline short of the 60 s keepAlive, and
// a Timer whose next task is an hour away (one timed wait until then).
public class IdleForkJoin {
    static final class Sum extends RecursiveTask<Long> {
        final int lo, hi;

        Sum(int lo, int hi) {
            this.lo = lo;
            this.hi = hi;
        }

        protected Long compute() {
            if (hi - lo < 1000) {
                long s = 0;
                for (int i = lo; i < hi; i++) {
                    s += i;
                }
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum l = new Sum(lo, mid);
            l.fork();
            return new Sum(mid, hi).compute() + l.join();
        }
    }

    public static void main(String[] args) throws Exception {
        ForkJoinPool pool = new ForkJoinPool(4);
        long s = pool.invoke(new Sum(0, 200000));
        long c = ForkJoinPool.commonPool().invoke(new Sum(0, 100000));
        int v = CompletableFuture.supplyAsync(() -> 42).join();
        Timer timer = new Timer();
        timer.schedule(new TimerTask() {
            public void run() {
                System.out.println("never");
            }
        }, 3600 * 1000L);
        System.out.println("sums " + s + " " + c + " " + v + " pool " + pool.getPoolSize());
        Thread.sleep(Long.MAX_VALUE);
    }
}
