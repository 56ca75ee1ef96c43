import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

// A thread blocked reading a child's output blocks only itself: the main
// thread must still run to write the line the child waits for (on green
// threads a read that blocked the OS thread would hang here).  Then several
// children at once, each read by its own thread, and a waitFor interrupted.
public class ProcessThreads {
    public static void main(String[] args) throws Exception {
        final Process p = new ProcessBuilder("sh", "-c", "read x; echo got $x").start();
        final String[] result = new String[1];
        Thread reader = new Thread(() -> {
            try {
                result[0] = new BufferedReader(new InputStreamReader(p.getInputStream())).readLine();
            } catch (Exception e) {
                result[0] = e.toString();
            }
        });
        reader.start();
        Thread.sleep(100);
        OutputStream in = p.getOutputStream();
        in.write("ping\n".getBytes());
        in.flush();
        reader.join();
        System.out.println("reader: " + result[0] + ", exit " + p.waitFor());

        List<Thread> threads = new ArrayList<>();
        final int[] sums = new int[6];
        for (int k = 0; k < sums.length; k++) {
            final int id = k;
            Thread t = new Thread(() -> {
                try {
                    Process c = new ProcessBuilder("seq", "1", String.valueOf(100 * (id + 1))).start();
                    BufferedReader r = new BufferedReader(new InputStreamReader(c.getInputStream()));
                    String line;
                    int s = 0;
                    while ((line = r.readLine()) != null)
                        s += Integer.parseInt(line);
                    sums[id] = s + 1000000 * c.waitFor();
                } catch (Exception e) {
                    sums[id] = -1;
                }
            });
            threads.add(t);
            t.start();
        }
        for (Thread t : threads)
            t.join();
        for (int k = 0; k < sums.length; k++)
            System.out.println("seq 1.." + (100 * (k + 1)) + " sums to " + sums[k]);

        final Process sleeper = new ProcessBuilder("sleep", "10").start();
        final Thread main = Thread.currentThread();
        Thread interrupter = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
            }
            main.interrupt();
        });
        interrupter.start();
        try {
            sleeper.waitFor();
            System.out.println("waitFor returned");
        } catch (InterruptedException e) {
            System.out.println("waitFor interrupted, alive " + sleeper.isAlive());
        }
        sleeper.destroyForcibly();
        System.out.println("then: " + sleeper.waitFor());
        interrupter.join();
    }
}
