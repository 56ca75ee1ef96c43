import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;

/* Round trips of one byte over a loopback socket to an echo thread, with
 * SPINNERS threads meanwhile running a CPU-bound loop (benchmarks/latency.py).
 * On green threads a ready socket used to wait for the end of the running
 * thread's time slice; it should not wait at all.
 *
 * usage: BusyEcho TRIPS SPINNERS      prints "TRIPS round trips, X us each" */
public class BusyEcho {
    static volatile boolean stop;
    static volatile long sink;

    public static void main(String[] args) throws Exception {
        int trips = Integer.parseInt(args[0]);
        int spinners = Integer.parseInt(args[1]);
        ServerSocket ss = new ServerSocket(0);
        Thread echo = new Thread(() -> {
            try (Socket s = ss.accept()) {
                InputStream in = s.getInputStream();
                OutputStream out = s.getOutputStream();
                int b;
                while ((b = in.read()) >= 0)
                    out.write(b);
            } catch (IOException e) {
                System.out.println("echo: " + e);
            }
        }, "echo");
        echo.setDaemon(true);
        echo.start();
        for (int i = 0; i < spinners; i++) {
            Thread t = new Thread(() -> {
                long n = 0;
                while (!stop)
                    n++;
                sink = n;
            }, "spinner-" + i);
            t.setDaemon(true);
            t.start();
        }
        try (Socket c = new Socket("127.0.0.1", ss.getLocalPort())) {
            InputStream in = c.getInputStream();
            OutputStream out = c.getOutputStream();
            for (int i = 0; i < 10; i++) {          // warm-up
                out.write(1);
                in.read();
            }
            long t0 = System.nanoTime();
            for (int i = 0; i < trips; i++) {
                out.write(i & 0x7f);
                if (in.read() != (i & 0x7f))
                    throw new IllegalStateException("echo returned the wrong byte");
            }
            long t1 = System.nanoTime();
            System.out.printf("%d round trips, %.1f us each%n", trips, (t1 - t0) / 1000.0 / trips);
        }
        stop = true;
    }
}
