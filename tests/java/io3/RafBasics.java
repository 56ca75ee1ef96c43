import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.RandomAccessFile;

public class RafBasics {
    public static void main(String[] args) throws IOException {
        try (RandomAccessFile raf = new RandomAccessFile("data.bin", "rw")) {
            System.out.println("new " + raf.length() + " " + raf.getFilePointer() + " valid " + raf.getFD().valid());
            raf.writeInt(0x01020304);
            raf.writeLong(-2L);
            raf.writeShort(65535);
            raf.writeByte(200);
            raf.writeBoolean(true);
            raf.writeChar('Z');
            raf.writeFloat(1.5f);
            raf.writeDouble(Math.PI);
            raf.writeUTF("h\u00e9llo");
            raf.writeBytes("line one\r\nline two\rline three\nlast\n");
            raf.writeChars("AB");
            System.out.println("written " + raf.length() + " at " + raf.getFilePointer());
            raf.seek(0);
            System.out.println(Integer.toHexString(raf.readInt()) + " " + raf.readLong() + " " + raf.readUnsignedShort() + " " + raf.readUnsignedByte()
                               + " " + raf.readBoolean() + " " + raf.readChar() + " " + raf.readFloat() + " " + raf.readDouble() + " " + raf.readUTF().length());
            for (int i = 0; i < 4; i++) {
                System.out.println("line [" + raf.readLine() + "] at " + raf.getFilePointer());
            }
            System.out.println("chars " + raf.readChar() + raf.readChar() + " eof " + raf.read() + " line " + raf.readLine());
            try {
                raf.readInt();
            } catch (EOFException e) {
                System.out.println("EOFException " + e.getMessage());
            }
            raf.seek(2);
            byte[] b = new byte[6];
            raf.readFully(b);
            System.out.println("fully " + java.util.Arrays.toString(b) + " skip " + raf.skipBytes(5) + " at " + raf.getFilePointer()
                               + " skip past end " + raf.skipBytes(1000) + " at " + raf.getFilePointer());
            raf.seek(raf.length() + 10);
            raf.write(7);
            System.out.println("sparse " + raf.length());
            raf.seek(raf.length() - 12);
            System.out.println("hole " + raf.read() + " " + raf.read());
            raf.setLength(8);
            System.out.println("truncated " + raf.length() + " pointer " + raf.getFilePointer());
            raf.setLength(20);
            raf.seek(0);
            byte[] all = new byte[30];
            System.out.println("extended " + raf.length() + " read " + raf.read(all) + " then " + raf.read(all, 0, 5) + " zero " + raf.read(all, 0, 0));
            try {
                raf.seek(-1);
            } catch (IOException e) {
                System.out.println("seek: " + e.getMessage());
            }
            try {
                raf.read(all, 25, 10);
            } catch (IndexOutOfBoundsException e) {
                System.out.println("bounds: " + e.getMessage());
            }
        }
        try (RandomAccessFile ro = new RandomAccessFile(new File("data.bin"), "r")) {
            System.out.println("read-only " + ro.length() + " " + ro.readInt());
            try {
                ro.write(1);
            } catch (IOException e) {
                System.out.println("write: " + e.getMessage());
            }
            try {
                ro.setLength(0);
            } catch (IOException e) {
                System.out.println("setLength: " + e.getMessage());
            }
        }
        RandomAccessFile closed = new RandomAccessFile("data.bin", "rws");
        closed.close();
        closed.close();
        try {
            closed.read();
        } catch (IOException e) {
            System.out.println("closed: " + e.getMessage());
        }
        try (RandomAccessFile d = new RandomAccessFile("data.bin", "rwd")) {
            d.seek(d.length());
            d.write(new byte[] { 1, 2, 3 });
            System.out.println("rwd " + d.length());
        }
        try {
            new RandomAccessFile("no/such/file", "r");
        } catch (FileNotFoundException e) {
            System.out.println("missing: " + e.getMessage());
        }
        try {
            new RandomAccessFile(".", "r");
        } catch (FileNotFoundException e) {
            System.out.println("directory: " + e.getMessage());
        }
        try {
            new RandomAccessFile("data.bin", "w");
        } catch (IllegalArgumentException e) {
            System.out.println("mode: " + e.getMessage());
        }

        // DataInputStream.readLine keeps the byte after a lone CR
        DataInputStream din = new DataInputStream(new ByteArrayInputStream("one\rtwo\r\nthree\nX".getBytes()));
        @SuppressWarnings("deprecation")
        String l1 = din.readLine();
        System.out.println("readLine [" + l1 + "] next " + (char) din.read() + " available " + din.available());
        @SuppressWarnings("deprecation")
        String l2 = din.readLine();
        @SuppressWarnings("deprecation")
        String l3 = din.readLine();
        @SuppressWarnings("deprecation")
        String l4 = din.readLine();
        @SuppressWarnings("deprecation")
        String l5 = din.readLine();
        System.out.println("[" + l2 + "] [" + l3 + "] [" + l4 + "] " + l5);
        DataInputStream d2 = new DataInputStream(new ByteArrayInputStream(new byte[] { 'a', '\r', 0, 0, 0, 42 }));
        @SuppressWarnings("deprecation")
        String l6 = d2.readLine();
        System.out.println("[" + l6 + "] int " + d2.readInt());
    }
}
