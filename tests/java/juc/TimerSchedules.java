import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

public class TimerSchedules {
    public static void main(String[] args) throws Exception {
        Timer t = new Timer();
        String next = new Thread().getName();
        final List<String> log = Collections.synchronizedList(new ArrayList<String>());
        final CountDownLatch done = new CountDownLatch(1);
        final String[] threadName = new String[1];
        final boolean[] daemon = new boolean[1];
        t.schedule(new TimerTask() {
            public void run() {
                threadName[0] = Thread.currentThread().getName();
                daemon[0] = Thread.currentThread().isDaemon();
                log.add("c");
                done.countDown();
            }
        }, 120);
        t.schedule(new TimerTask() { public void run() { log.add("a"); } }, 0);
        t.schedule(new TimerTask() { public void run() { log.add("b"); } }, 60);
        done.await();
        System.out.println("order " + log + " on " + threadName[0] + " daemon " + daemon[0] + " next thread " + next);

        // fixed rate and fixed delay: count runs, then cancel from inside
        final AtomicInteger rate = new AtomicInteger();
        final CountDownLatch rateDone = new CountDownLatch(1);
        TimerTask rt = new TimerTask() {
            public void run() {
                if (rate.incrementAndGet() == 5) { cancel(); rateDone.countDown(); }
            }
        };
        t.scheduleAtFixedRate(rt, 0, 10);
        final AtomicInteger delay = new AtomicInteger();
        final CountDownLatch delayDone = new CountDownLatch(1);
        final long[] gaps = new long[1];
        TimerTask dt = new TimerTask() {
            long last;
            public void run() {
                long sched = scheduledExecutionTime();
                if (last != 0) gaps[0] = Math.max(gaps[0], sched - last);
                last = sched;
                if (delay.incrementAndGet() == 4) { cancel(); delayDone.countDown(); }
            }
        };
        t.schedule(dt, 5, 15);
        rateDone.await();
        delayDone.await();
        Thread.sleep(50);
        System.out.println("rate runs " + rate.get() + " delay runs " + delay.get() + " gap>=15 " + (gaps[0] >= 15));
        System.out.println("cancel again " + rt.cancel() + " " + dt.cancel());

        // state errors
        TimerTask once = new TimerTask() { public void run() { } };
        // an earlier task stays at the head, so the timer thread never looks at once itself
        t.schedule(new TimerTask() { public void run() { } }, 50000);
        t.schedule(once, 100000);
        try { t.schedule(once, 10); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        System.out.println("cancel scheduled " + once.cancel() + " purge " + t.purge() + " purge again " + t.purge());
        try { t.schedule(once, 10); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        try { t.schedule(new TimerTask() { public void run() { } }, -1); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { t.schedule(new TimerTask() { public void run() { } }, 1, 0); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { t.scheduleAtFixedRate(new TimerTask() { public void run() { } }, 1, -5); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { t.schedule(new TimerTask() { public void run() { } }, new Date(-5)); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { t.schedule(null, 5); } catch (NullPointerException e) { System.out.println("NPE"); }
        TimerTask fresh = new TimerTask() { public void run() { } };
        System.out.println("fresh cancel " + fresh.cancel() + " scheduledExecutionTime " + fresh.scheduledExecutionTime());
        try { t.schedule(fresh, 1); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }

        // a Date in the past runs at once
        final CountDownLatch past = new CountDownLatch(1);
        t.schedule(new TimerTask() { public void run() { past.countDown(); } }, new Date(System.currentTimeMillis() - 10000));
        System.out.println("past date ran " + past.await(5, TimeUnit.SECONDS));

        t.cancel();
        try { t.schedule(new TimerTask() { public void run() { } }, 1); } catch (IllegalStateException e) { System.out.println("ISE " + e.getMessage()); }
        t.cancel();
        System.out.println("purge after cancel " + t.purge());

        // a task that throws kills its timer
        Thread.setDefaultUncaughtExceptionHandler((th, ex) -> System.out.println("uncaught in " + th.getName() + ": " + ex));
        Timer named = new Timer("my-timer", true);
        final CountDownLatch thrown = new CountDownLatch(1);
        final String[] nm = new String[1];
        named.schedule(new TimerTask() {
            public void run() {
                nm[0] = Thread.currentThread().getName() + " " + Thread.currentThread().isDaemon();
                thrown.countDown();
                throw new IllegalStateException("task failed");
            }
        }, 0);
        thrown.await();
        Thread.sleep(200);
        System.out.println("ran on " + nm[0]);
        try { named.schedule(new TimerTask() { public void run() { } }, 1); } catch (IllegalStateException e) { System.out.println("after throw: ISE " + e.getMessage()); }
        Timer d = new Timer(true);
        System.out.println("done");
    }
}
