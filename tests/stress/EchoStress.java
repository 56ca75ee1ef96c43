import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.CountDownLatch;

/* Stress: an echo server (a thread per connection) under C client
 * connections open at once; each client sends M messages of S bytes with a
 * pattern of its own and checks every byte echoed back.  usage:
 * EchoStress CONNECTIONS MESSAGES SIZE */
public class EchoStress {
    static final Object lock = new Object();
    static long echoed, verifiedBytes, mismatches, failures;
    static int verified;

    static byte pattern(int id, int msg, int k) {
        return (byte) (id * 31 + msg * 7 + k * 13 + (k >> 8));
    }

    public static void main(String[] args) throws Exception {
        final int conns = Integer.parseInt(args[0]);
        final int msgs = Integer.parseInt(args[1]);
        final int size = Integer.parseInt(args[2]);
        final ServerSocket ss = new ServerSocket(0, conns + 16);
        final int port = ss.getLocalPort();
        final Thread[] handlers = new Thread[conns];
        Thread acceptor = new Thread(() -> {
            try {
                for (int i = 0; i < conns; i++) {
                    final Socket s = ss.accept();
                    handlers[i] = new Thread(() -> {
                        long n = 0;
                        try (Socket c = s) {
                            InputStream in = c.getInputStream();
                            OutputStream out = c.getOutputStream();
                            byte[] buf = new byte[4096];
                            int r;
                            while ((r = in.read(buf)) > 0) {
                                out.write(buf, 0, r);
                                n += r;
                            }
                        } catch (Exception e) {
                            synchronized (lock) {
                                failures++;
                            }
                        }
                        synchronized (lock) {
                            echoed += n;
                        }
                    }, "echo-" + i);
                    handlers[i].start();
                }
            } catch (Exception e) {
                System.out.println("accept failed: " + e);
                synchronized (lock) {
                    failures++;
                }
            }
        }, "acceptor");
        acceptor.start();
        final CountDownLatch connected = new CountDownLatch(conns);
        Thread[] clients = new Thread[conns];
        for (int i = 0; i < conns; i++) {
            final int id = i;
            clients[i] = new Thread(() -> {
                boolean ok = true;
                long good = 0, bad = 0;
                Socket s = null;
                try {
                    s = new Socket("127.0.0.1", port);
                } catch (Exception e) {
                    System.out.println("connect failed: " + e);
                    ok = false;
                }
                connected.countDown();
                try {
                    connected.await();
                    if (s != null) {
                        InputStream in = s.getInputStream();
                        OutputStream out = s.getOutputStream();
                        byte[] msg = new byte[size], back = new byte[size];
                        for (int m = 0; m < msgs; m++) {
                            for (int k = 0; k < size; k++)
                                msg[k] = pattern(id, m, k);
                            out.write(msg);
                            int got = 0;
                            while (got < size) {
                                int r = in.read(back, got, size - got);
                                if (r < 0)
                                    throw new RuntimeException("EOF after " + got);
                                got += r;
                            }
                            for (int k = 0; k < size; k++) {
                                if (back[k] == pattern(id, m, k))
                                    good++;
                                else
                                    bad++;
                            }
                        }
                        s.close();
                    }
                } catch (Exception e) {
                    System.out.println("client " + id + " failed: " + e);
                    ok = false;
                }
                synchronized (lock) {
                    verifiedBytes += good;
                    mismatches += bad;
                    if (ok && bad == 0)
                        verified++;
                    else
                        failures++;
                }
            }, "client-" + i);
            clients[i].start();
        }
        for (Thread t : clients)
            t.join();
        acceptor.join();
        for (Thread t : handlers)
            if (t != null)
                t.join();
        ss.close();
        System.out.println("EchoStress: " + conns + " connections, " + msgs + " x " + size
                           + " bytes each, verified " + verified + ", bytes checked " + verifiedBytes
                           + ", echoed " + echoed + ", mismatches " + mismatches + ", failures " + failures);
    }
}
