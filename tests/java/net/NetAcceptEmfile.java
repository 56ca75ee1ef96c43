// accept() when the process has no file descriptor left: HotSpot 17 throws a
// plain IOException (not a SocketException) "Too many open files"; the
// pending connection stays queued and the server keeps running; once
// descriptors are freed the same connection is accepted and its data read.
// timeout: 90
import java.io.*;
import java.net.*;
import java.util.*;

public class NetAcceptEmfile {
    public static void main(String[] args) throws Exception {
        ServerSocket ss = new ServerSocket(0, 10, InetAddress.getLoopbackAddress());
        Socket c1 = new Socket(InetAddress.getLoopbackAddress(), ss.getLocalPort());
        c1.getOutputStream().write(42);
        Socket c2 = new Socket(InetAddress.getLoopbackAddress(), ss.getLocalPort());
        c2.getOutputStream().write(43);
        List<FileInputStream> held = new ArrayList<>();
        String why = null;
        for (int i = 0; i < 200000 && why == null; i++) {
            try {
                held.add(new FileInputStream("/dev/null"));
            } catch (IOException e) {
                why = e.getMessage();
            }
        }
        System.out.println("opening files stopped: " + why);
        for (int i = 0; i < 2; i++) {
            try {
                ss.accept();
                System.out.println("accepted?");
            } catch (IOException e) {
                System.out.println("accept " + i + ": " + e);
            }
        }
        System.out.println("server closed: " + ss.isClosed());
        for (int i = 0; i < 3; i++) held.remove(held.size() - 1).close();
        Socket s1 = ss.accept();
        System.out.println("accepted after freeing: read " + s1.getInputStream().read());
        for (FileInputStream f : held) f.close();
        held.clear();
        Socket s2 = ss.accept();
        System.out.println("second: read " + s2.getInputStream().read());
        s1.close();
        s2.close();
        c1.close();
        c2.close();
        ss.close();
    }
}
