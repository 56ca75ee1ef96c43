import java.io.*;
import java.util.*;

// TC_EXCEPTION: an IOException that aborts the outermost writeObject is written into the
// stream (the bytes, hex, are HotSpot's), the reader throws WriteAbortedException with it, and
// the stream goes on with fresh handles for the objects written after it.
public class SerialAborted {
    static class Fail extends IOException {
        private static final long serialVersionUID = 7L;

        Fail(String m) {
            super(m);
            setStackTrace(new StackTraceElement[] {new StackTraceElement("demo.Disk", "write", "Disk.java", 99)});
        }
    }

    static class Holder implements Serializable {
        private static final long serialVersionUID = 1L;
        int n = 5;
        String name = "holder";

        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeInt(7);
            throw new Fail("disk full");
        }
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < b.length; k++) {
            if (k > 0 && k % 50 == 0) {
                sb.append('\n');
            }
            sb.append(String.format("%02x", b[k] & 0xff));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bos);
        out.writeObject("before");
        try {
            out.writeObject(new Holder());
        } catch (IOException e) {
            System.out.println("write: " + e);
        }
        out.writeObject("before");
        out.writeInt(42);
        try {
            out.writeObject(new ArrayList<Object>(List.of("ok", new Object())));
        } catch (NotSerializableException e) {
            System.out.println("write: " + e);
        }
        int mark = bos.size();
        out.writeUnshared(new int[] {1, 2});
        out.close();
        byte[] b = bos.toByteArray();
        System.out.println(hex(Arrays.copyOf(b, 300)));
        System.out.println("total " + (b.length > mark));

        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(b));
        System.out.println("read: " + in.readObject());
        for (int i = 0; i < 2; i++) {
            try {
                System.out.println("read: " + in.readObject());
            } catch (WriteAbortedException e) {
                System.out.println("aborted: " + e.getMessage());
                System.out.println("  detail " + e.detail.getClass().getName() + " cause same " + (e.getCause() == e.detail));
                if (i == 0) {
                    System.out.println("  detail trace " + Arrays.toString(e.detail.getStackTrace()));
                }
            }
            if (i == 0) {
                System.out.println("read: " + in.readObject() + " " + in.readInt());
            }
        }
        System.out.println("read: " + Arrays.toString((int[]) in.readObject()));
    }
}
