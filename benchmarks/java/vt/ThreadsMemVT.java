import java.io.BufferedReader;
import java.io.InputStreamReader;

/** ThreadsMem (../ThreadsMem.java) with virtual threads (Thread.ofVirtual(), JDK 21+;
 *  Object.wait unmounts the thread from JDK 24 on): compiled with that JDK's javac by
 *  benchmarks/threadsmem.py. */
public class ThreadsMemVT {
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
        Thread w = Thread.ofVirtual().start(() -> { synchronized (lock) { lock.notifyAll(); } });
        w.join();
        System.out.println("base");
        System.out.flush();
        in.readLine();
        for (int i = 0; i < n; i++) {
            Thread.ofVirtual().start(body);
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
