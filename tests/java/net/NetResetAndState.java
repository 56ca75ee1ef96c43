// Connection errors and state checks: a peer reset (SO_LINGER 0 close)
// gives "Connection reset" on every later read; end of stream gives -1 again
// and again; writing to a peer that has gone gives "Broken pipe" (or, when
// the reset is seen first, "Connection reset"); the messages of calls on
// closed, unconnected and shut-down sockets; options and toString forms.
import java.io.*;
import java.net.*;

public class NetResetAndState {
    static String mask(Object o) {
        return String.valueOf(o).replaceAll("port=\\d+", "port=N").replaceAll("localport=\\d+", "localport=N")
                .replaceAll(":\\d+$", ":N");
    }

    public static void main(String[] args) throws Exception {
        ServerSocket ss = new ServerSocket(0, 10, InetAddress.getLoopbackAddress());
        int port = ss.getLocalPort();
        System.out.println(mask(ss));
        System.out.println("server address " + ss.getInetAddress() + ", reuse " + ss.getReuseAddress());
        System.out.println(mask(ss.getLocalSocketAddress()));

        // reset
        Socket c = new Socket(InetAddress.getLoopbackAddress(), port);
        Socket s = ss.accept();
        c.setSoLinger(true, 0);
        System.out.println("linger " + c.getSoLinger());
        c.close();
        Thread.sleep(100);
        InputStream sin = s.getInputStream();
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println("read " + sin.read());
            } catch (SocketException e) {
                System.out.println("read: " + e);
            }
        }
        s.close();

        // end of stream, repeatedly; half close
        Socket c2 = new Socket(InetAddress.getLoopbackAddress(), port);
        Socket s2 = ss.accept();
        s2.getOutputStream().write(new byte[] {7, 8});
        s2.shutdownOutput();
        InputStream in2 = c2.getInputStream();
        System.out.println("reads: " + in2.read() + " " + in2.read() + " " + in2.read() + " " + in2.read()
                + " " + in2.read(new byte[4], 0, 4));
        System.out.println("output shutdown " + s2.isOutputShutdown() + ", input shutdown " + s2.isInputShutdown());
        try { s2.getOutputStream(); } catch (SocketException e) { System.out.println(e); }
        try { s2.shutdownOutput(); } catch (SocketException e) { System.out.println(e); }
        c2.getOutputStream().write("still open".getBytes());
        byte[] b = new byte[10];
        int n = 0;
        while (n < 10) n += s2.getInputStream().read(b, n, 10 - n);
        System.out.println("other direction: " + new String(b));
        c2.close();
        s2.close();

        // broken pipe
        Socket c3 = new Socket(InetAddress.getLoopbackAddress(), port);
        Socket s3 = ss.accept();
        c3.close();
        Thread.sleep(100);
        String why = "none";
        try {
            for (int i = 0; i < 200; i++) {
                s3.getOutputStream().write(new byte[1000]);
                Thread.sleep(5);
            }
        } catch (SocketException e) {
            why = e.getMessage().equals("Broken pipe") || e.getMessage().equals("Connection reset")
                    ? "Broken pipe or Connection reset" : e.getMessage();
        }
        System.out.println("write to a gone peer: " + why);
        s3.close();

        // states
        Socket c4 = new Socket(InetAddress.getLoopbackAddress(), port);
        Socket s4 = ss.accept();
        System.out.println("connected " + c4.isConnected() + ", bound " + c4.isBound() + ", closed " + c4.isClosed());
        System.out.println("remote " + c4.getInetAddress() + ", port matches " + (c4.getPort() == port)
                + ", local port matches " + (c4.getLocalPort() == s4.getPort()));
        System.out.println("accepted: remote " + s4.getInetAddress() + ", local port matches " + (s4.getLocalPort() == port));
        System.out.println("local address " + c4.getLocalAddress() + ", " + mask(c4.getRemoteSocketAddress()));
        System.out.println(mask(c4));
        System.out.println("nodelay " + c4.getTcpNoDelay() + ", keepalive " + c4.getKeepAlive() + ", timeout " + c4.getSoTimeout()
                + ", linger " + c4.getSoLinger() + ", oob " + c4.getOOBInline());
        c4.setTcpNoDelay(true);
        c4.setKeepAlive(true);
        System.out.println("nodelay " + c4.getTcpNoDelay() + ", keepalive " + c4.getKeepAlive());
        System.out.println("buffers positive: " + (c4.getReceiveBufferSize() > 0 && c4.getSendBufferSize() > 0));
        try { c4.setSoLinger(true, -1); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { c4.setReceiveBufferSize(0); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { c4.setSendBufferSize(0); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { c4.connect(new InetSocketAddress("127.0.0.1", port)); } catch (SocketException e) { System.out.println(e); }
        try { c4.bind(null); } catch (SocketException e) { System.out.println(e); }
        InputStream in4 = c4.getInputStream();
        OutputStream out4 = c4.getOutputStream();
        System.out.println("same streams: " + (in4 == c4.getInputStream()) + " " + (out4 == c4.getOutputStream()));
        System.out.println("available " + in4.available() + ", read 0 bytes: " + in4.read(new byte[4], 0, 0));
        try { in4.read(new byte[4], 3, 2); } catch (IndexOutOfBoundsException e) { System.out.println(e.getClass().getName()); }
        in4.close();
        System.out.println("closing the stream closes the socket: " + c4.isClosed());
        try { in4.read(); } catch (SocketException e) { System.out.println("read: " + e); }
        try { out4.write(1); } catch (SocketException e) { System.out.println("write: " + e); }
        try { in4.available(); } catch (SocketException e) { System.out.println("available: " + e); }
        try { c4.getInputStream(); } catch (SocketException e) { System.out.println(e); }
        try { c4.getOutputStream(); } catch (SocketException e) { System.out.println(e); }
        try { c4.setTcpNoDelay(true); } catch (SocketException e) { System.out.println(e); }
        try { c4.getSoTimeout(); } catch (SocketException e) { System.out.println(e); }
        try { c4.shutdownInput(); } catch (SocketException e) { System.out.println(e); }
        System.out.println("after close: " + mask(c4) + ", port matches " + (c4.getPort() == port) + ", local " + c4.getLocalAddress());
        c4.close();
        s4.close();

        Socket u = new Socket();
        System.out.println(u + " port " + u.getPort() + " local " + u.getLocalPort() + " addr " + u.getInetAddress()
                + " localaddr " + u.getLocalAddress() + " remote " + u.getRemoteSocketAddress() + " local " + u.getLocalSocketAddress());
        try { u.getInputStream(); } catch (SocketException e) { System.out.println(e); }
        try { u.getOutputStream(); } catch (SocketException e) { System.out.println(e); }
        try { u.shutdownInput(); } catch (SocketException e) { System.out.println(e); }
        try { u.shutdownOutput(); } catch (SocketException e) { System.out.println(e); }
        u.close();
        u.close();

        ServerSocket us = new ServerSocket();
        System.out.println(us + " " + us.getLocalPort() + " " + us.getInetAddress() + " " + us.getLocalSocketAddress() + " " + us.isBound());
        try { us.accept(); } catch (SocketException e) { System.out.println(e); }
        us.setReuseAddress(false);
        System.out.println("reuse " + us.getReuseAddress());
        us.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        System.out.println(mask(us) + " bound " + us.isBound());
        try { us.bind(null); } catch (SocketException e) { System.out.println(e); }
        us.close();
        try { us.accept(); } catch (SocketException e) { System.out.println(e); }
        try { us.bind(null); } catch (SocketException e) { System.out.println(e); }
        try { us.setSoTimeout(1); } catch (SocketException e) { System.out.println(e); }
        System.out.println("after close: " + mask(us) + " local port kept " + (us.getLocalPort() > 0));
        ss.close();
        try { ss.accept(); } catch (SocketException e) { System.out.println(e); }
    }
}
