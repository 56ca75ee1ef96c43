import java.io.*;
import java.util.Arrays;

// Object serialization: the bytes written are the JDK's (printed in hex), and what is
// read back equals what was written: user classes with every primitive type, strings,
// arrays, enums, records, back references, transient fields, custom writeObject /
// readObject, writeReplace / readResolve, Externalizable, a non-serializable base
// class whose no-arg constructor runs, and the computed serialVersionUID.
public class SerialBasics {
    static class Base {
        int baseField = 7;
        Base() { baseField = 11; }
    }

    static class Prims extends Base implements Serializable {
        private static final long serialVersionUID = 42L;
        boolean z = true; byte b = -3; char c = 'q'; short s = 300; int i = 123456; long j = -9876543210L;
        float f = 1.5f; double d = Math.PI;
        String str = "hello"; int[] arr = { 1, 2, 3 }; transient int skipped = 99;
        Prims other;
        public String toString() {
            return z + " " + b + " " + c + " " + s + " " + i + " " + j + " " + f + " " + d + " " + str + " "
                    + Arrays.toString(arr) + " skipped=" + skipped + " base=" + baseField;
        }
    }

    static class NoUid implements Serializable {
        int x = 5;
        String name = "no uid";
        void m() { }
        public int n(String a) { return a.length(); }
    }

    static class Custom implements Serializable {
        private static final long serialVersionUID = 1L;
        int visible = 1;
        transient String secret = "s3cret";
        private void writeObject(ObjectOutputStream out) throws IOException {
            out.defaultWriteObject();
            out.writeUTF(new StringBuilder(secret).reverse().toString());
            out.writeInt(2024);
        }
        private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
            in.defaultReadObject();
            secret = new StringBuilder(in.readUTF()).reverse().toString() + "/" + in.readInt();
        }
    }

    static class Ext implements Externalizable {
        String a; int b;
        public Ext() { }
        Ext(String a, int b) { this.a = a; this.b = b; }
        public void writeExternal(ObjectOutput out) throws IOException { out.writeUTF(a); out.writeInt(b); }
        public void readExternal(ObjectInput in) throws IOException { a = in.readUTF(); b = in.readInt(); }
    }

    static class Singleton implements Serializable {
        private static final long serialVersionUID = 3L;
        static final Singleton INSTANCE = new Singleton();
        private Object readResolve() { return INSTANCE; }
    }

    static class Replaced implements Serializable {
        private static final long serialVersionUID = 4L;
        int v = 8;
        private Object writeReplace() { return "replaced:" + v; }
    }

    enum Color { RED, GREEN { public String toString() { return "green!"; } }, BLUE }

    record Point(int x, int y, String label) implements Serializable { }

    static class NotSer { }

    static class HasNotSer implements Serializable {
        private static final long serialVersionUID = 5L;
        Object field = new NotSer();
    }

    static byte[] write(Object... objs) throws IOException {
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        ObjectOutputStream out = new ObjectOutputStream(bos);
        for (Object o : objs)
            out.writeObject(o);
        out.writeInt(77);
        out.close();
        return bos.toByteArray();
    }

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < b.length; k++) {
            if (k > 0 && k % 40 == 0)
                sb.append('\n');
            sb.append(String.format("%02x", b[k] & 0xff));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        Prims p = new Prims();
        p.other = p;
        NoUid nu = new NoUid();
        Custom cu = new Custom();
        Ext ex = new Ext("ext", 5);
        int[][] grid = { { 1, 2 }, { 3 } };
        String shared = "shared";
        Object[] mixed = { shared, shared, Color.GREEN, Color.RED, new Point(1, 2, "p"), null, 'x', 3L };
        byte[] bytes = write(p, nu, cu, ex, Singleton.INSTANCE, new Replaced(), grid, mixed, Color.BLUE, "tail");
        System.out.println(bytes.length + " bytes");
        System.out.println(hex(bytes));
        System.out.println("suid NoUid " + ObjectStreamClass.lookup(NoUid.class).getSerialVersionUID());
        System.out.println("suid int[] " + ObjectStreamClass.lookup(int[].class).getSerialVersionUID());
        System.out.println("desc " + ObjectStreamClass.lookup(Prims.class) + " fields "
                + Arrays.toString(ObjectStreamClass.lookup(Prims.class).getFields()));
        System.out.println("lookup of a non-serializable class: " + ObjectStreamClass.lookup(NotSer.class));

        ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes));
        Prims p2 = (Prims) in.readObject();
        System.out.println("prims: " + p2 + " self-ref " + (p2.other == p2));
        NoUid nu2 = (NoUid) in.readObject();
        System.out.println("nouid: " + nu2.x + " " + nu2.name);
        Custom cu2 = (Custom) in.readObject();
        System.out.println("custom: " + cu2.visible + " " + cu2.secret);
        Ext ex2 = (Ext) in.readObject();
        System.out.println("ext: " + ex2.a + " " + ex2.b);
        System.out.println("singleton resolved: " + (in.readObject() == Singleton.INSTANCE));
        System.out.println("replaced: " + in.readObject());
        System.out.println("grid: " + Arrays.deepToString((int[][]) in.readObject()));
        Object[] mixed2 = (Object[]) in.readObject();
        System.out.println("mixed: " + Arrays.toString(mixed2) + " same string " + (mixed2[0] == mixed2[1])
                + " enum identity " + (mixed2[2] == Color.GREEN));
        System.out.println("enum: " + in.readObject());
        System.out.println("tail: " + in.readObject() + " then int " + in.readInt());
        try {
            in.readObject();
        } catch (EOFException e) {
            System.out.println("end: EOFException");
        }

        try {
            write(new HasNotSer());
        } catch (NotSerializableException e) {
            System.out.println("NotSerializableException: " + e.getMessage());
        }
        try {
            new ObjectInputStream(new ByteArrayInputStream(new byte[] { 1, 2, 3, 4 }));
        } catch (StreamCorruptedException e) {
            System.out.println("StreamCorruptedException: " + e.getMessage());
        }
        byte[] bad = bytes.clone();
        bad[4] = 0x42;
        try {
            new ObjectInputStream(new ByteArrayInputStream(bad)).readObject();
        } catch (StreamCorruptedException e) {
            System.out.println("StreamCorruptedException: " + e.getMessage());
        }
        ObjectInputStream prim = new ObjectInputStream(new ByteArrayInputStream(write()));
        try {
            prim.readObject();
        } catch (OptionalDataException e) {
            System.out.println("OptionalDataException length " + e.length + " eof " + e.eof + ", int " + prim.readInt());
        }
        byte[] truncated = Arrays.copyOf(bytes, 60);
        try {
            new ObjectInputStream(new ByteArrayInputStream(truncated)).readObject();
        } catch (EOFException e) {
            System.out.println("truncated: EOFException");
        }
    }
}
