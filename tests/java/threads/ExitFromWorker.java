// System.exit(3) called by a non-main thread ends the VM at once with status 3,
// while main is blocked in join() and other threads sleep, wait or spin; output
// printed before the exit is complete and nothing after it appears.
public class ExitFromWorker {
    static volatile boolean spin = true;

    public static void main(String[] args) throws InterruptedException {
        Object mon = new Object();
        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(100_000); } catch (InterruptedException e) { }
            System.out.println("sleeper woke (wrong)");
        });
        Thread waiter = new Thread(() -> {
            synchronized (mon) { try { mon.wait(); } catch (InterruptedException e) { } }
            System.out.println("waiter woke (wrong)");
        });
        Thread spinner = new Thread(() -> { while (spin) { } System.out.println("spinner stopped (wrong)"); });
        sleeper.start();
        waiter.start();
        spinner.start();
        Thread exiter = new Thread(() -> {
            try {
                while (waiter.getState() != Thread.State.WAITING || sleeper.getState() != Thread.State.TIMED_WAITING)
                    Thread.sleep(1);
            } catch (InterruptedException e) { }
            for (int i = 1; i <= 5; i++) System.out.println("exiter line " + i);
            System.exit(3);
            System.out.println("after exit (wrong)");
        });
        System.out.println("main starts the exiter and joins it");
        exiter.start();
        exiter.join();
        System.out.println("main returned from join (wrong)");
    }
}
