// Generated from ../VolanoClient.java for HotSpot's virtual threads (JDK 21+, compiled with that JDK's
// javac by benchmarks/run.py): the same program, its threads made with Thread.ofVirtual().
// The client side of the VolanoMark-like chat (seed 004): opens C connections to the
// server, in rooms of R (20), and once every connection has joined, each one sends M
// messages, waiting for its own message to come back before sending the next, and
// counts every message broadcast to it.  Nothing may be lost: each connection must
// receive (members of its room) x M messages.
// usage: VolanoClientVT PORT C M [R] [TIMEOUT_S]
// prints "Average throughput = X messages per second" and
// "VOLANO OK connections=C delivered=D expected=E ms=T" or "VOLANO FAIL ..." (exit 1).
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;

public class VolanoClientVT {
    static final Object gate = new Object();
    static boolean open;
    static volatile String failure;
    static String noDelay = "yes";

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        int c = Integer.parseInt(args[1]);
        final int m = Integer.parseInt(args[2]);
        int r = args.length > 3 ? Integer.parseInt(args[3]) : 20;
        int timeoutS = args.length > 4 ? Integer.parseInt(args[4]) : 120;
        final Socket[] socks = new Socket[c];
        final BufferedReader[] ins = new BufferedReader[c];
        final long[] received = new long[c];
        long expected = 0;
        long tc = System.nanoTime();
        for (int i = 0; i < c; i++) {
            try {
                socks[i] = new Socket("127.0.0.1", port);
                if (!VolanoServerVT.noDelay(socks[i])) noDelay = "no";
                OutputStream o = socks[i].getOutputStream();
                o.write(("JOIN room" + (i / r) + "\n").getBytes());
                o.flush();
                ins[i] = new BufferedReader(new InputStreamReader(socks[i].getInputStream()));
                String ok = ins[i].readLine();
                if (!"OK".equals(ok)) throw new IOException("join answered " + ok);
            } catch (Throwable e) {
                System.out.println("VOLANO FAIL connect " + i + " of " + c + ": " + e);
                System.exit(1);
            }
            int members = Math.min(r, c - (i / r) * r);
            expected += (long) members * m;
        }
        long connectMs = (System.nanoTime() - tc) / 1000000;
        Thread[] ts = new Thread[c];
        for (int i = 0; i < c; i++) {
            final int id = i;
            final int room = i / r;
            final int members = Math.min(r, c - room * r);
            ts[i] = Thread.ofVirtual().unstarted(() -> {
                try {
                    synchronized (gate) {
                        while (!open) gate.wait();
                    }
                    OutputStream o = socks[id].getOutputStream();
                    BufferedReader in = ins[id];
                    long got = 0;
                    for (int k = 0; k < m; k++) {
                        String mine = "MSG room" + room + " user" + id + " " + k + " the quick brown fox";
                        o.write((mine + "\n").getBytes());
                        o.flush();
                        for (;;) {
                            String line = in.readLine();
                            if (line == null) throw new IOException("connection closed after " + got);
                            got++;
                            received[id] = got;
                            if (line.equals(mine)) break;
                        }
                    }
                    while (got < (long) members * m) {
                        String line = in.readLine();
                        if (line == null) throw new IOException("connection closed after " + got);
                        got++;
                        received[id] = got;
                    }
                } catch (Throwable e) {
                    if (failure == null) failure = "connection " + id + ": " + e;
                }
            });
            ts[i].setDaemon(true);
            ts[i].start();
        }
        long t0 = System.nanoTime();
        synchronized (gate) {
            open = true;
            gate.notifyAll();
        }
        long deadline = System.currentTimeMillis() + timeoutS * 1000L;
        for (int i = 0; i < c; i++) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) break;
            ts[i].join(left);
        }
        long ms = (System.nanoTime() - t0) / 1000000;
        long delivered = 0;
        for (int i = 0; i < c; i++) delivered += received[i];
        for (int i = 0; i < c; i++) {
            try {
                socks[i].close();
            } catch (IOException e) {
            }
        }
        System.out.println("connections = " + c + ", rooms of " + r + ", messages per connection = " + m
                + ", connect time (ms) = " + connectMs + ", TCP_NODELAY = " + noDelay);
        System.out.println("Average throughput = " + (delivered * 1000 / Math.max(1, ms)) + " messages per second");
        if (failure != null || delivered != expected) {
            System.out.println("VOLANO FAIL connections=" + c + " delivered=" + delivered + " expected=" + expected
                    + " ms=" + ms + (failure != null ? " error=" + failure : " timeout=" + timeoutS + "s"));
            System.exit(1);
        }
        System.out.println("VOLANO OK connections=" + c + " delivered=" + delivered + " expected=" + expected + " ms=" + ms);
        System.exit(0);
    }
}
