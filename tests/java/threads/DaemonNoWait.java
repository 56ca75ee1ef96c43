// Daemon threads do not keep the VM alive: one spins forever, one sleeps
// forever, one waits forever on a monitor, one is parked; main prints and
// returns, and the VM exits with status 0 and all output written. isDaemon is
// inherited from the creating thread; setDaemon on a started thread fails.
import java.util.concurrent.locks.LockSupport;

public class DaemonNoWait {
    static volatile long spins;

    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread(() -> { while (true) spins++; }, "spinner");
        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(Long.MAX_VALUE); } catch (InterruptedException e) { }
        }, "sleeper");
        Object mon = new Object();
        Thread waiter = new Thread(() -> {
            synchronized (mon) { try { mon.wait(); } catch (InterruptedException e) { } }
        }, "waiter");
        Thread parker = new Thread(() -> { while (true) LockSupport.park(); }, "parker");
        Thread[] all = { spinner, sleeper, waiter, parker };
        for (Thread t : all) {
            t.setDaemon(true);
            t.start();
        }
        while (spins == 0) Thread.sleep(1);
        while (sleeper.getState() != Thread.State.TIMED_WAITING) Thread.sleep(1);
        while (waiter.getState() != Thread.State.WAITING) Thread.sleep(1);
        while (parker.getState() != Thread.State.WAITING) Thread.sleep(1);
        for (Thread t : all) System.out.println(t.getName() + " daemon " + t.isDaemon() + " alive " + t.isAlive());
        try {
            spinner.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon after start: IllegalThreadStateException");
        }
        boolean[] inherited = new boolean[2];
        Thread parent = new Thread(() -> {
            Thread child = new Thread(() -> { });
            inherited[0] = child.isDaemon();
            Thread.currentThread();
        });
        parent.setDaemon(true);
        parent.start();
        parent.join();
        inherited[1] = new Thread(() -> { }).isDaemon();
        System.out.println("child of daemon is daemon: " + inherited[0] + ", child of main: " + inherited[1]);
        System.out.println("main thread daemon: " + Thread.currentThread().isDaemon());
        for (int i = 0; i < 50; i++) System.out.println("line " + i);
        System.out.println("main ends");
    }
}
