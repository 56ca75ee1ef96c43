// Connecting to a port nobody listens on gives ConnectException "Connection
// refused" (by address, by "localhost", with and without a connect time-out,
// from several threads at once); the failed Socket is not closed nor
// connected; argument errors of connect.
import java.io.*;
import java.net.*;

public class NetConnectRefused {
    public static void main(String[] args) throws Exception {
        ServerSocket ss = new ServerSocket(0);
        int port = ss.getLocalPort();
        ss.close();
        try {
            new Socket("127.0.0.1", port);
        } catch (ConnectException e) {
            System.out.println("by address: " + e);
        }
        try {
            new Socket("localhost", port);
        } catch (ConnectException e) {
            System.out.println("by name: " + e);
        }
        try {
            new Socket(InetAddress.getLoopbackAddress(), port);
        } catch (IOException e) {
            System.out.println("loopback: " + e + " is SocketException: " + (e instanceof SocketException));
        }
        Socket s = new Socket();
        try {
            s.connect(new InetSocketAddress("127.0.0.1", port), 1000);
        } catch (ConnectException e) {
            System.out.println("with time-out: " + e.getMessage());
        }
        System.out.println("closed " + s.isClosed() + ", connected " + s.isConnected() + ", " + s);
        s.close();
        String[] res = new String[8];
        Thread[] ts = new Thread[8];
        for (int i = 0; i < 8; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                try (Socket x = new Socket(InetAddress.getLoopbackAddress(), port)) {
                    res[id] = "connected?";
                } catch (IOException e) {
                    res[id] = e.getClass().getSimpleName() + ": " + e.getMessage();
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        for (int i = 0; i < 8; i++) System.out.println("thread " + i + ": " + res[i]);
        Socket a = new Socket();
        try { a.connect(null); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { a.connect(new InetSocketAddress("127.0.0.1", port), -1); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { a.connect(InetSocketAddress.createUnresolved("no.such.host.invalid", 80)); } catch (UnknownHostException e) { System.out.println(e); }
        a.close();
        try { a.connect(new InetSocketAddress("127.0.0.1", port)); } catch (SocketException e) { System.out.println(e); }
        try { new Socket("127.0.0.1", 70000); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new ServerSocket(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new ServerSocket(65536); } catch (IllegalArgumentException e) { System.out.println(e); }
        ServerSocket b = new ServerSocket(0);
        try {
            new ServerSocket(b.getLocalPort());
        } catch (BindException e) {
            System.out.println(e);
        }
        b.close();
    }
}
