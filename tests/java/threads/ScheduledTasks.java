// ScheduledExecutorService: delayed tasks run no earlier than their delay and in
// trigger-time order; a Callable's value comes back through its ScheduledFuture;
// fixed-rate and fixed-delay tasks repeat until cancelled; a cancelled delayed
// task never runs; after shutdown() delayed tasks still run and periodic ones
// stop, and awaitTermination waits for them.
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.*;
import java.util.concurrent.atomic.AtomicInteger;

public class ScheduledTasks {
    public static void main(String[] args) throws Exception {
        // one worker: tasks run in trigger-time order. Submission itself may be slow
        // on a loaded machine, so each task's trigger time is bracketed by nanoTime
        // before and after its schedule call, and only a definite inversion counts.
        ScheduledExecutorService one = Executors.newScheduledThreadPool(1);
        List<long[]> ran = Collections.synchronizedList(new ArrayList<>());   // {lo, hi, delayMs}
        List<ScheduledFuture<?>> fs = new ArrayList<>();
        long[] ranTooEarly = new long[1];
        for (long delayMs : new long[] { 60, 20, 40, 30, 50 }) {
            long lo = System.nanoTime() + delayMs * 1_000_000L;
            long[] job = new long[] { lo, 0, delayMs };
            fs.add(one.schedule(() -> {
                if (System.nanoTime() < job[0]) ranTooEarly[0]++;
                ran.add(job);
            }, delayMs, TimeUnit.MILLISECONDS));
            job[1] = System.nanoTime() + delayMs * 1_000_000L;
        }
        ScheduledFuture<Integer> value = one.schedule(() -> 6 * 7, 10, TimeUnit.MILLISECONDS);
        System.out.println("callable result: " + value.get());
        for (ScheduledFuture<?> f : fs) f.get();
        boolean inOrder = true;
        for (int i = 0; i + 1 < ran.size(); i++) inOrder &= ran.get(i)[0] <= ran.get(i + 1)[1];
        System.out.println("ran " + ran.size() + " delayed tasks, in trigger-time order: " + inOrder
                + ", none early: " + (ranTooEarly[0] == 0));
        one.shutdown();
        System.out.println("first pool terminated: " + one.awaitTermination(10, TimeUnit.SECONDS));

        ScheduledExecutorService ses = Executors.newScheduledThreadPool(2);

        ScheduledFuture<?> never = ses.schedule(() -> System.out.println("never (wrong)"), 10, TimeUnit.SECONDS);
        System.out.println("delay positive before cancel: " + (never.getDelay(TimeUnit.MILLISECONDS) > 0));
        System.out.println("cancel: " + never.cancel(false) + ", cancelled " + never.isCancelled() + ", done " + never.isDone());

        AtomicInteger rate = new AtomicInteger(), delay = new AtomicInteger();
        CountDownLatch fiveRate = new CountDownLatch(5), fiveDelay = new CountDownLatch(5);
        ScheduledFuture<?> r = ses.scheduleAtFixedRate(() -> { rate.incrementAndGet(); fiveRate.countDown(); }, 0, 5, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> d = ses.scheduleWithFixedDelay(() -> { delay.incrementAndGet(); fiveDelay.countDown(); }, 1, 5, TimeUnit.MILLISECONDS);
        fiveRate.await();
        fiveDelay.await();
        r.cancel(false);
        d.cancel(false);
        System.out.println("periodic ran at least 5 times: " + (rate.get() >= 5) + " " + (delay.get() >= 5)
                + ", periodic cancelled " + r.isCancelled() + " " + d.isCancelled());
        try {
            r.get();
        } catch (CancellationException e) {
            System.out.println("get on cancelled periodic: CancellationException");
        }

        AtomicInteger failures = new AtomicInteger();
        ScheduledFuture<?> failing = ses.scheduleAtFixedRate(() -> {
            if (failures.incrementAndGet() == 3) throw new IllegalStateException("third run fails");
        }, 0, 2, TimeUnit.MILLISECONDS);
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("periodic task stops on exception: " + e.getCause().getMessage() + ", runs " + failures.get());
        }

        ScheduledFuture<String> late = ses.schedule(() -> "ran after shutdown", 30, TimeUnit.MILLISECONDS);
        ScheduledFuture<?> periodic = ses.scheduleAtFixedRate(() -> { }, 0, 1, TimeUnit.MILLISECONDS);
        ses.shutdown();
        System.out.println("terminated: " + ses.awaitTermination(10, TimeUnit.SECONDS));
        System.out.println("delayed task after shutdown: " + late.get() + ", periodic cancelled " + periodic.isCancelled());
        try {
            ses.schedule(() -> { }, 1, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            System.out.println("schedule after shutdown: RejectedExecutionException");
        }

        ScheduledExecutorService single = Executors.newSingleThreadScheduledExecutor();
        List<Integer> seq = Collections.synchronizedList(new ArrayList<>());
        for (int i = 0; i < 10; i++) { final int v = i; single.schedule(() -> seq.add(v), 5, TimeUnit.MILLISECONDS); }
        String name = single.schedule(() -> Thread.currentThread().getName(), 6, TimeUnit.MILLISECONDS).get();
        System.out.println("same delay keeps submission order: " + seq + ", thread " + name);
        single.shutdownNow();
        System.out.println("single terminated: " + single.awaitTermination(10, TimeUnit.SECONDS));
    }
}
