// java.io on large files: 16 MB written through BufferedOutputStream in
// pieces of varying size, 4 MB appended (FileOutputStream append mode), read
// back through BufferedInputStream, FileInputStream and DataInputStream, each
// with a checksum compared with the one computed while writing; File.length,
// delete; a missing file gives FileNotFoundException naming the path.
// timeout: 120
import java.io.*;

public class LargeFileChecksum {
    static long mix(long h, int b) {
        return (h ^ b) * 0x100000001b3L;
    }

    public static void main(String[] args) throws IOException {
        File f = new File("big.bin");
        long h = 0xcbf29ce484222325L;
        byte[] buf = new byte[65536];
        int total = 0, k = 0;
        try (OutputStream out = new BufferedOutputStream(new FileOutputStream(f), 32768)) {
            while (total < 16 * 1024 * 1024) {
                int n = Math.min(16 * 1024 * 1024 - total, 1 + (k * 7919) % buf.length);
                for (int i = 0; i < n; i++) {
                    buf[i] = (byte) ((total + i) * 31 + k);
                    h = mix(h, buf[i] & 0xFF);
                }
                out.write(buf, 0, n);
                total += n;
                k++;
            }
        }
        System.out.println("written " + total + ", length " + f.length());
        try (FileOutputStream out = new FileOutputStream(f, true)) {
            for (int j = 0; j < 64; j++) {
                for (int i = 0; i < buf.length; i++) {
                    buf[i] = (byte) (i ^ j);
                    h = mix(h, buf[i] & 0xFF);
                }
                out.write(buf);
                total += buf.length;
            }
        }
        System.out.println("after append " + f.length() + " = " + total + ": " + (f.length() == total));
        long r1 = 0xcbf29ce484222325L;
        int c, n1 = 0;
        try (InputStream in = new BufferedInputStream(new FileInputStream(f), 16384)) {
            while ((c = in.read()) != -1) {
                r1 = mix(r1, c);
                n1++;
            }
        }
        System.out.println("byte-by-byte: " + n1 + " bytes, checksum matches " + (r1 == h));
        long r2 = 0xcbf29ce484222325L;
        int n2 = 0, n;
        try (FileInputStream in = new FileInputStream("big.bin")) {
            byte[] b = new byte[10007];
            while ((n = in.read(b)) != -1) {
                for (int i = 0; i < n; i++) r2 = mix(r2, b[i] & 0xFF);
                n2 += n;
            }
        }
        System.out.println("blocks: " + n2 + " bytes, checksum matches " + (r2 == h));
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(new FileInputStream(f)))) {
            in.skipBytes(16 * 1024 * 1024);
            long sum = 0;
            for (int i = 0; i < 64 * 65536 / 4; i++) sum += in.readInt();
            System.out.println("appended ints sum " + sum);
            try {
                in.readByte();
            } catch (EOFException e) {
                System.out.println("then EOFException");
            }
        }
        System.out.println("deleted " + f.delete() + ", exists " + f.exists());
        try {
            new FileInputStream("no/such/dir/file.bin");
        } catch (FileNotFoundException e) {
            System.out.println(e);
        }
        try {
            new FileOutputStream("no/such/dir/out.bin");
        } catch (FileNotFoundException e) {
            System.out.println(e);
        }
    }
}
