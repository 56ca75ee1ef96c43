import java.io.BufferedReader;
import java.io.InputStreamReader;

/** Per-thread memory: prints "base", then, after a line on stdin, starts N threads
 *  that each park in lock.wait() forever, prints "ready N" once all N are waiting,
 *  and exits at the next line (or EOF) on stdin.  The driver (benchmarks/threadsmem.py)
 *  reads VmRSS at "base" and at "ready": (ready - base) / N is one parked thread. */
public class ThreadsMem {
    static final Object lock = new Object();
    static int waiting;

    public static void main(String[] args) throws Exception {
        int n = Integer.parseInt(args[0]);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        Runnable body = () -> {
            synchronized (lock) {
                waiting++;
                lock.notifyAll();
                try {
                    while (true) {
                        lock.wait();
                    }
                } catch (InterruptedException e) {
                    // end
                }
            }
        };
        // warm the paths a thread takes (class loading, lambda, monitor inflation)
        Thread w = new Thread(() -> { synchronized (lock) { lock.notifyAll(); } });
        w.start();
        w.join();
        System.out.println("base");
        System.out.flush();
        in.readLine();
        for (int i = 0; i < n; i++) {
            Thread t = new Thread(body);
            t.setDaemon(true);
            t.start();
        }
        synchronized (lock) {
            while (waiting < n) {
                lock.wait();
            }
        }
        System.out.println("ready " + n);
        System.out.flush();
        in.readLine();
        System.exit(0);
    }
}
