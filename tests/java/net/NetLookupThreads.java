// Host-name lookups from several threads while another keeps running: the
// lookups run off the scheduler (green, mn: on helper OS threads, the caller
// waiting in io/), so the main thread's ticks go on; results are printed
// after the joins, so the output does not depend on the interleaving.
import java.net.*;
import java.util.*;

public class NetLookupThreads {
    static final int THREADS = 6;
    static final int ROUNDS = 5;

    public static void main(String[] args) throws Exception {
        String[] results = new String[THREADS];
        Thread[] ts = new Thread[THREADS];
        for (int i = 0; i < THREADS; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                StringBuilder sb = new StringBuilder();
                for (int r = 0; r < ROUNDS; r++) {
                    try {
                        InetAddress[] all = InetAddress.getAllByName("localhost");
                        InetAddress first = all[0];
                        boolean loop = true;
                        for (InetAddress a : all) {
                            loop &= a.isLoopbackAddress() && a.getHostName().equals("localhost");
                        }
                        if (r == 0) {
                            sb.append(first).append(" loopback=").append(loop);
                        }
                        if (id % 2 == 1) {
                            try {
                                InetAddress.getByName("no-such-host.invalid");
                                sb.append(" resolved?");
                            } catch (UnknownHostException e) {
                                if (r == 0) {
                                    sb.append(" unknown=").append(e.getMessage().startsWith("no-such-host.invalid"));
                                }
                            }
                        }
                    } catch (UnknownHostException e) {
                        sb.append(" failed ").append(e.getMessage());
                    }
                }
                results[id] = sb.toString();
            }, "resolver-" + i);
            ts[i].start();
        }
        for (int i = 0; i < 5; i++) {
            System.out.println("main tick " + i);
            Thread.sleep(1);
        }
        for (Thread t : ts) {
            t.join();
        }
        for (int i = 0; i < THREADS; i++) {
            System.out.println("resolver " + i + ": " + results[i]);
        }
        InetAddress x = InetAddress.getByName("localhost");
        System.out.println("cached: " + (x == InetAddress.getByName("localhost")) + " " + (InetAddress.getAllByName("localhost") != InetAddress.getAllByName("localhost")));
        for (int i = 0; i < 2; i++) {
            try {
                InetAddress.getByName("other-host.invalid");
            } catch (UnknownHostException e) {
                String m = e.getMessage();
                System.out.println("failure " + i + ": " + (m.startsWith("other-host.invalid: ") ? "other-host.invalid: <resolver's reason>" : m));
            }
        }
        InetSocketAddress sa = new InetSocketAddress("localhost", 8080);
        System.out.println(sa + " resolved=" + !sa.isUnresolved() + " " + new InetSocketAddress("no-such-host.invalid", 1).isUnresolved());
        ServerSocket ss = new ServerSocket(0, 5, InetAddress.getByName("localhost"));
        Socket c = new Socket("localhost", ss.getLocalPort());
        Socket s = ss.accept();
        c.getOutputStream().write("hi".getBytes());
        byte[] b = new byte[2];
        int n = s.getInputStream().read(b);
        System.out.println("connected by name: " + new String(b, 0, n) + " " + c.getInetAddress());
        c.close();
        s.close();
        ss.close();
    }
}
