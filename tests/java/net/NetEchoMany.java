// An echo server (one thread per connection) and 50 concurrent client threads
// in one program, on loopback: every client sends its messages, reads each
// echo back and checks every byte; a CPU-bound thread keeps computing while
// the I/O threads block (on green threads it must keep progressing).
// args: 50 100
// timeout: 120
import java.io.*;
import java.net.*;
import java.util.*;
import java.util.concurrent.atomic.*;

public class NetEchoMany {
    static volatile boolean stop;
    static final AtomicLong cpuTicks = new AtomicLong();

    public static void main(String[] args) throws Exception {
        int clients = Integer.parseInt(args[0]);
        int messages = Integer.parseInt(args[1]);
        ServerSocket server = new ServerSocket(0, 100, InetAddress.getLoopbackAddress());
        int port = server.getLocalPort();
        List<Thread> handlers = Collections.synchronizedList(new ArrayList<>());
        Thread acceptor = new Thread(() -> {
            try {
                for (int i = 0; i < clients; i++) {
                    Socket s = server.accept();
                    Thread h = new Thread(() -> echo(s));
                    handlers.add(h);
                    h.start();
                }
            } catch (IOException e) {
                System.out.println("acceptor: " + e);
            }
        });
        acceptor.start();
        Thread cpu = new Thread(() -> {
            long x = 1;
            while (!stop) {
                for (int i = 0; i < 1000; i++) x = x * 6364136223846793005L + 1442695040888963407L;
                cpuTicks.incrementAndGet();
            }
            if (x == 42) System.out.println("unlikely");
        });
        cpu.setDaemon(true);
        cpu.start();

        long[] sums = new long[clients];
        int[] bad = new int[clients];
        Thread[] cs = new Thread[clients];
        for (int c = 0; c < clients; c++) {
            final int id = c;
            cs[c] = new Thread(() -> {
                try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port)) {
                    s.setTcpNoDelay(true);
                    DataOutputStream out = new DataOutputStream(new BufferedOutputStream(s.getOutputStream()));
                    DataInputStream in = new DataInputStream(new BufferedInputStream(s.getInputStream()));
                    Random r = new Random(id);
                    for (int m = 0; m < messages; m++) {
                        int len = 1 + r.nextInt(300);
                        byte[] msg = new byte[len];
                        r.nextBytes(msg);
                        out.writeInt(len);
                        out.write(msg);
                        out.flush();
                        int got = in.readInt();
                        byte[] back = new byte[got];
                        in.readFully(back);
                        if (got != len || !Arrays.equals(msg, back)) bad[id]++;
                        for (byte b : back) sums[id] += b & 0xFF;
                    }
                    s.shutdownOutput();
                    if (in.read() != -1) bad[id]++;
                } catch (IOException e) {
                    System.out.println("client " + id + ": " + e);
                    bad[id]++;
                }
            });
            cs[c].start();
        }
        for (Thread t : cs) t.join();
        acceptor.join();
        synchronized (handlers) {
            for (Thread h : handlers) h.join();
        }
        stop = true;
        server.close();
        long total = 0;
        int errors = 0;
        for (int c = 0; c < clients; c++) {
            total += sums[c];
            errors += bad[c];
        }
        // the same sums, computed without sockets
        long expect = 0;
        for (int c = 0; c < clients; c++) {
            Random r = new Random(c);
            for (int m = 0; m < messages; m++) {
                byte[] msg = new byte[1 + r.nextInt(300)];
                r.nextBytes(msg);
                for (byte b : msg) expect += b & 0xFF;
            }
        }
        System.out.println("clients " + clients + ", messages " + (clients * messages));
        System.out.println("byte sum matches: " + (total == expect));
        System.out.println("errors: " + errors);
        System.out.println("cpu thread progressed: " + (cpuTicks.get() > 0));
        System.out.println("server closed: " + server.isClosed());
    }

    static void echo(Socket s) {
        try (Socket sock = s) {
            DataInputStream in = new DataInputStream(new BufferedInputStream(sock.getInputStream()));
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(sock.getOutputStream()));
            while (true) {
                int len;
                try {
                    len = in.readInt();
                } catch (EOFException e) {
                    break;
                }
                byte[] b = new byte[len];
                in.readFully(b);
                out.writeInt(len);
                out.write(b);
                out.flush();
            }
        } catch (IOException e) {
            System.out.println("echo: " + e);
        }
    }
}
