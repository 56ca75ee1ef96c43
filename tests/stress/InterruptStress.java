import java.util.Random;

/* Stress: T threads each block R times, in sleep, in wait() or in join()
 * (chosen by a seeded Random), in calls that only an interrupt can end;
 * main delivers exactly one interrupt per blocking call, at random moments
 * (some before the call blocks, some after), to randomly chosen threads.
 * Every interrupt must end exactly one call with InterruptedException and
 * leave the flag clear.  usage: InterruptStress THREADS ROUNDS */
public class InterruptStress {
    static final Object lock = new Object();
    static final Object foreverLock = new Object();
    static volatile boolean stop;
    static long[] caught = new long[3];
    static long unexpected, flagsLeft;

    /* Each thread's blocking call number, -1 when done (synchronized: the
     * class library has no AtomicIntegerArray). */
    static final class Armed {
        private final int[] v;
        Armed(int n) {
            v = new int[n];
        }
        synchronized int get(int i) {
            return v[i];
        }
        synchronized void set(int i, int x) {
            v[i] = x;
        }
    }

    public static void main(String[] args) throws Exception {
        final int n = Integer.parseInt(args[0]);
        final int rounds = Integer.parseInt(args[1]);
        final Armed armed = new Armed(n);
        final Thread forever = new Thread(() -> {
            synchronized (foreverLock) {
                while (!stop) {
                    try {
                        foreverLock.wait();
                    } catch (InterruptedException e) {
                        unexpected++;
                    }
                }
            }
        }, "forever");
        forever.start();
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                Random r = new Random(1000 + id);
                Object mon = new Object();
                long[] mine = new long[3];
                long odd = 0, left = 0;
                for (int k = 0; k < rounds; k++) {
                    int mode = r.nextInt(3);
                    armed.set(id, k + 1);
                    try {
                        if (mode == 0) {
                            Thread.sleep(1000000000L);
                        } else if (mode == 1) {
                            synchronized (mon) {
                                while (true)
                                    mon.wait();
                            }
                        } else {
                            forever.join();
                        }
                        odd++;
                    } catch (InterruptedException e) {
                        mine[mode]++;
                    }
                    if (Thread.currentThread().isInterrupted())
                        left++;
                }
                armed.set(id, -1);
                synchronized (lock) {
                    for (int m = 0; m < 3; m++)
                        caught[m] += mine[m];
                    unexpected += odd;
                    flagsLeft += left;
                }
            }, "interruptee-" + i);
            ts[i].start();
        }
        Random r = new Random(42);
        int[] sent = new int[n];
        long total = 0;
        int done = 0, idle = 0;
        while (done < n) {
            int found = 0;
            int start = r.nextInt(n);
            done = 0;
            for (int j = 0; j < n; j++) {
                int i = (start + j) % n;
                int a = armed.get(i);
                if (a < 0) {
                    done++;
                    continue;
                }
                if (a > sent[i] && r.nextInt(4) != 0) {
                    if (r.nextInt(3) == 0)
                        Thread.yield();
                    sent[i] = a;
                    ts[i].interrupt();
                    total++;
                    found++;
                }
            }
            if (found == 0 && ++idle % 8 == 0)
                Thread.sleep(1);
            else
                Thread.yield();
        }
        for (Thread t : ts)
            t.join();
        stop = true;
        synchronized (foreverLock) {
            foreverLock.notifyAll();
        }
        forever.join();
        System.out.println("InterruptStress: " + n + " threads x " + rounds + " rounds, interrupts "
                           + total + ", caught in sleep " + caught[0] + ", wait " + caught[1]
                           + ", join " + caught[2] + ", unexpected " + unexpected
                           + ", flags left " + flagsLeft);
    }
}
