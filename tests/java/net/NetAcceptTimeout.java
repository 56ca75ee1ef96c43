// Time-outs: ServerSocket.setSoTimeout makes accept throw
// SocketTimeoutException "Accept timed out" and the server stays usable
// (a later accept succeeds); Socket.setSoTimeout makes a read throw "Read
// timed out" and the connection stays usable; while one thread waits in a
// timed accept, other threads keep running.
import java.io.*;
import java.net.*;

public class NetAcceptTimeout {
    public static void main(String[] args) throws Exception {
        ServerSocket ss = new ServerSocket(0);
        ss.setSoTimeout(150);
        System.out.println("soTimeout " + ss.getSoTimeout());
        int[] counter = new int[1];
        Thread busy = new Thread(() -> {
            for (int i = 0; i < 5; i++) {
                synchronized (counter) { counter[0]++; }
                try { Thread.sleep(10); } catch (InterruptedException e) { }
            }
        });
        long t0 = System.nanoTime();
        busy.start();
        try {
            ss.accept();
            System.out.println("accepted?");
        } catch (SocketTimeoutException e) {
            long ms = (System.nanoTime() - t0) / 1000000;
            System.out.println(e + " (after >= 100 ms: " + (ms >= 100) + ")");
            System.out.println("is InterruptedIOException: " + (e instanceof InterruptedIOException));
        }
        busy.join();
        System.out.println("other thread ran: " + counter[0]);
        for (int i = 0; i < 2; i++) {
            try { ss.accept(); } catch (SocketTimeoutException e) { System.out.println("again: " + e.getMessage()); }
        }
        System.out.println("closed after time-outs: " + ss.isClosed());
        // a connection arriving within the time-out is accepted
        ss.setSoTimeout(5000);
        Socket c = new Socket(InetAddress.getLoopbackAddress(), ss.getLocalPort());
        Socket s = ss.accept();
        System.out.println("accepted within time-out: " + s.isConnected());
        // read time-out, then the connection still works
        c.setSoTimeout(100);
        InputStream in = c.getInputStream();
        try {
            in.read();
        } catch (SocketTimeoutException e) {
            System.out.println("read: " + e);
        }
        try {
            in.read(new byte[10]);
        } catch (SocketTimeoutException e) {
            System.out.println("read again: " + e.getMessage());
        }
        s.getOutputStream().write("hello".getBytes());
        byte[] buf = new byte[5];
        int n = 0;
        while (n < 5) n += in.read(buf, n, 5 - n);
        System.out.println("after time-out read: " + new String(buf));
        c.setSoTimeout(0);
        s.close();
        System.out.println("eof: " + in.read());
        c.close();
        ss.close();
        try { ss.setSoTimeout(-1); } catch (Exception e) { System.out.println(e); }
        ServerSocket s2 = new ServerSocket(0);
        try { s2.setSoTimeout(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { c.setSoTimeout(-1); } catch (Exception e) { System.out.println(e); }
        Socket u = new Socket();
        try { u.setSoTimeout(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
        s2.close();
    }
}
