// Closing a socket from another thread wakes the thread blocked on it with
// SocketException "Socket closed": a reader, an accept (with and without a
// time-out) and a writer stuck on a full send buffer.  Thread.interrupt does
// not end a blocked accept or read (plain sockets are not interruptible),
// the interrupt status stays set.  shutdownInput ends a blocked read with -1.
import java.io.*;
import java.net.*;

public class NetCloseWakes {
    static volatile String result;

    static void waitBlocked(Thread t) throws InterruptedException {
        // give the thread time to block (the outcome does not depend on it)
        Thread.sleep(200);
    }

    public static void main(String[] args) throws Exception {
        // 1. accept, interrupted (stays blocked), then closed
        ServerSocket ss = new ServerSocket(0);
        Thread acc = new Thread(() -> {
            try {
                ss.accept();
                result = "accepted?";
            } catch (IOException e) {
                result = e + ", interrupted " + Thread.currentThread().isInterrupted();
            }
        });
        acc.start();
        waitBlocked(acc);
        acc.interrupt();
        Thread.sleep(100);
        System.out.println("accept alive after interrupt: " + acc.isAlive());
        ss.close();
        acc.join();
        System.out.println("accept: " + result);

        // 2. timed accept, closed before its time-out
        ServerSocket ss2 = new ServerSocket(0);
        ss2.setSoTimeout(20000);
        Thread acc2 = new Thread(() -> {
            try {
                ss2.accept();
                result = "accepted?";
            } catch (IOException e) {
                result = e.toString();
            }
        });
        long t0 = System.nanoTime();
        acc2.start();
        waitBlocked(acc2);
        ss2.close();
        acc2.join();
        System.out.println("timed accept: " + result + ", well before the time-out: "
                + ((System.nanoTime() - t0) / 1000000 < 10000));

        // 3. reader, interrupted (stays blocked), then closed
        ServerSocket ss3 = new ServerSocket(0);
        Socket c = new Socket(InetAddress.getLoopbackAddress(), ss3.getLocalPort());
        Socket peer = ss3.accept();
        Thread rd = new Thread(() -> {
            try {
                int b = c.getInputStream().read();
                result = "read " + b;
            } catch (IOException e) {
                result = e + ", interrupted " + Thread.currentThread().isInterrupted();
            }
        });
        rd.start();
        waitBlocked(rd);
        rd.interrupt();
        Thread.sleep(100);
        System.out.println("reader alive after interrupt: " + rd.isAlive());
        c.close();
        rd.join();
        System.out.println("reader: " + result);
        System.out.println("peer sees eof: " + peer.getInputStream().read());
        peer.close();

        // 4. several readers of one socket, all woken by one close
        Socket c2 = new Socket(InetAddress.getLoopbackAddress(), ss3.getLocalPort());
        Socket peer2 = ss3.accept();
        String[] rs = new String[4];
        Thread[] readers = new Thread[4];
        for (int i = 0; i < 4; i++) {
            final int id = i;
            readers[i] = new Thread(() -> {
                try {
                    rs[id] = "read " + c2.getInputStream().read();
                } catch (IOException e) {
                    rs[id] = e.toString();
                }
            });
            readers[i].start();
        }
        Thread.sleep(200);
        c2.close();
        for (Thread t : readers) t.join();
        for (int i = 0; i < 4; i++) System.out.println("reader " + i + ": " + rs[i]);
        peer2.close();

        // 5. shutdownInput ends a blocked read with -1
        Socket c3 = new Socket(InetAddress.getLoopbackAddress(), ss3.getLocalPort());
        Socket peer3 = ss3.accept();
        Thread rd3 = new Thread(() -> {
            try {
                result = "read " + c3.getInputStream().read();
            } catch (IOException e) {
                result = e.toString();
            }
        });
        rd3.start();
        Thread.sleep(200);
        c3.shutdownInput();
        rd3.join();
        System.out.println("after shutdownInput: " + result + ", input shutdown " + c3.isInputShutdown());
        c3.close();
        peer3.close();

        // 6. a writer blocked on a full send buffer, then closed
        Socket c4 = new Socket(InetAddress.getLoopbackAddress(), ss3.getLocalPort());
        Socket peer4 = ss3.accept();
        long[] written = new long[1];
        Thread wr = new Thread(() -> {
            byte[] chunk = new byte[65536];
            try {
                OutputStream out = c4.getOutputStream();
                while (true) {
                    out.write(chunk);
                    written[0] += chunk.length;
                }
            } catch (IOException e) {
                result = e.toString();
            }
        });
        wr.start();
        Thread.sleep(300);
        c4.close();
        wr.join();
        System.out.println("writer: " + result + ", wrote something: " + (written[0] > 0));
        peer4.close();
        ss3.close();
    }
}
