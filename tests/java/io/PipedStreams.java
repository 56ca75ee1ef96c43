/** Piped streams, readers and writers: transfer between threads, and every error the JDK reports. */
import java.io.*;
public class PipedStreams {
    public static void main(String[] a) throws Exception {
        PipedInputStream pin = new PipedInputStream(16);
        PipedOutputStream pout = new PipedOutputStream(pin);
        Thread w = new Thread(() -> {
            try {
                for (int i = 0; i < 1000; i++) pout.write(i);
                byte[] big = new byte[300];
                for (int i = 0; i < big.length; i++) big[i] = (byte) (i * 7);
                pout.write(big);
                pout.close();
            } catch (IOException e) { System.out.println("writer: " + e); }
        });
        w.start();
        long sum = 0; int n = 0; int c;
        byte[] buf = new byte[37];
        while ((c = pin.read(buf, 0, buf.length)) > 0) { for (int i = 0; i < c; i++) sum += (buf[i] & 0xff) * (n++ % 13 + 1); }
        w.join();
        System.out.println("bytes " + n + " sum " + sum + " then " + pin.read());
        // errors
        try { new PipedInputStream().read(); } catch (IOException e) { System.out.println(e); }
        try { new PipedOutputStream().write(1); } catch (IOException e) { System.out.println(e); }
        PipedInputStream p2 = new PipedInputStream();
        PipedOutputStream o2 = new PipedOutputStream(p2);
        try { new PipedOutputStream(p2); } catch (IOException e) { System.out.println(e); }
        try { o2.connect(new PipedInputStream()); } catch (IOException e) { System.out.println(e); }
        try { new PipedInputStream(0); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new PipedReader(0); } catch (IllegalArgumentException e) { System.out.println(e); }
        o2.write(new byte[]{1, 2, 3});
        System.out.println("available " + p2.available());
        p2.close();
        try { o2.write(4); } catch (IOException e) { System.out.println(e); }
        try { p2.read(); } catch (IOException e) { System.out.println(e); }
        // writer thread dies without closing: reader gets data then "Pipe broken"
        PipedInputStream p3 = new PipedInputStream();
        PipedOutputStream o3 = new PipedOutputStream(p3);
        Thread t3 = new Thread(() -> { try { o3.write(65); } catch (IOException e) { } });
        t3.start(); t3.join();
        System.out.println("got " + p3.read());
        try { p3.read(); } catch (IOException e) { System.out.println(e); }
        // chars
        PipedReader r = new PipedReader(8);
        PipedWriter pw = new PipedWriter(r);
        Thread tw = new Thread(() -> { try (PrintWriter out = new PrintWriter(pw)) { for (int i = 0; i < 50; i++) out.println("line " + i + " \u00e9\u4e2d"); } });
        tw.start();
        BufferedReader br = new BufferedReader(r);
        String line; int lines = 0; int h = 0;
        while ((line = br.readLine()) != null) { lines++; h = h * 31 + line.hashCode(); }
        tw.join();
        System.out.println("lines " + lines + " hash " + h + " ready-after-close? ");
        try { r.ready(); System.out.println("ready ok"); } catch (IOException e) { System.out.println(e); }
        PipedReader r2 = new PipedReader(); PipedWriter w2 = new PipedWriter(r2);
        w2.write("abc"); System.out.println(r2.ready() + " " + (char) r2.read());
        r2.close();
        try { w2.write('x'); } catch (IOException e) { System.out.println(e); }
        try { w2.flush(); } catch (IOException e) { System.out.println(e); }
        try { new PipedWriter().write('x'); } catch (IOException e) { System.out.println(e); }
        // reader dies: writer gets "Read end dead" once the buffer is full
        PipedInputStream p4 = new PipedInputStream(4);
        PipedOutputStream o4 = new PipedOutputStream(p4);
        o4.write(1);
        Thread t4 = new Thread(() -> { try { p4.read(); } catch (IOException e) { } });
        t4.start(); t4.join();
        try { for (int i = 0; i < 10; i++) o4.write(i); System.out.println("no error"); } catch (IOException e) { System.out.println(e); }
    }
}
