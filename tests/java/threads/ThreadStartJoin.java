// Thread start/join, results published through join, thread names, isAlive,
// getState before and after, Runnable vs subclass, and currentThread in main.
public class ThreadStartJoin {
    static class Squarer extends Thread {
        final int n; long result;
        Squarer(int n) { super("squarer-" + n); this.n = n; }
        @Override public void run() { long s = 0; for (int i = 1; i <= n; i++) s += (long) i * i; result = s; }
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println("main thread: " + Thread.currentThread().getName());
        Squarer[] ts = new Squarer[4];
        for (int i = 0; i < ts.length; i++) ts[i] = new Squarer((i + 1) * 1000);
        System.out.println("state before start: " + ts[0].getState() + ", alive " + ts[0].isAlive());
        for (Squarer t : ts) t.start();
        for (Squarer t : ts) t.join();
        for (Squarer t : ts) System.out.println(t.getName() + " -> " + t.result + " alive " + t.isAlive() + " state " + t.getState());
        long[] box = new long[1];
        Thread r = new Thread(() -> box[0] = Thread.currentThread().getName().length(), "runnable-thread");
        r.start();
        r.join();
        System.out.println("runnable wrote " + box[0]);
        Thread unnamed = new Thread(() -> { });
        System.out.println("default name starts with Thread-: " + unnamed.getName().startsWith("Thread-"));
        unnamed.start();
        unnamed.join();
        Thread daemon = new Thread(() -> { });
        daemon.setDaemon(true);
        System.out.println("daemon " + daemon.isDaemon() + ", priority " + daemon.getPriority() + ", main priority " + Thread.currentThread().getPriority());
        daemon.start();
        daemon.join(5000);
        System.out.println("done");
    }
}
