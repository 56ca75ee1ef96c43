// Bulk transfer over loopback: 8 MB from a sender thread, in chunks of odd
// sizes through a BufferedOutputStream, read back through a DataInputStream
// with a running checksum, then a half close (shutdownOutput) ends the
// stream and the receiver answers with its count and checksum.
// timeout: 120
import java.io.*;
import java.net.*;

public class NetBulkTransfer {
    static final int TOTAL = 8 * 1024 * 1024;

    static long sum(long h, byte[] b, int off, int len) {
        for (int i = off; i < off + len; i++) h = h * 31 + (b[i] & 0xFF);
        return h;
    }

    public static void main(String[] args) throws Exception {
        ServerSocket ss = new ServerSocket(0);
        long[] sent = new long[1];
        Thread sender = new Thread(() -> {
            try (Socket s = new Socket(InetAddress.getLoopbackAddress(), ss.getLocalPort())) {
                OutputStream out = new BufferedOutputStream(s.getOutputStream(), 4096);
                byte[] buf = new byte[7919];
                long h = 0;
                int done = 0, k = 0;
                while (done < TOTAL) {
                    int n = Math.min(TOTAL - done, 1 + (k * 997) % buf.length);
                    for (int i = 0; i < n; i++) buf[i] = (byte) (done + i * 7);
                    out.write(buf, 0, n);
                    h = sum(h, buf, 0, n);
                    done += n;
                    k++;
                }
                out.flush();
                s.shutdownOutput();
                sent[0] = h;
                DataInputStream in = new DataInputStream(s.getInputStream());
                System.out.println("receiver says: " + in.readInt() + " bytes, checksum matches " + (in.readLong() == h));
                System.out.println("then eof: " + in.read());
            } catch (IOException e) {
                System.out.println("sender: " + e);
            }
        });
        sender.start();
        Socket r = ss.accept();
        InputStream in = r.getInputStream();
        byte[] buf = new byte[10000];
        long h = 0;
        int total = 0, n;
        while ((n = in.read(buf, 0, 1 + total % buf.length)) != -1) {
            h = sum(h, buf, 0, n);
            total += n;
        }
        DataOutputStream out = new DataOutputStream(r.getOutputStream());
        out.writeInt(total);
        out.writeLong(h);
        out.flush();
        r.close();
        sender.join();
        System.out.println("received " + total + " bytes");
        ss.close();
    }
}
