import java.nio.BufferOverflowException;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.DoubleBuffer;
import java.nio.FloatBuffer;
import java.nio.IntBuffer;
import java.nio.InvalidMarkException;
import java.nio.LongBuffer;
import java.nio.ReadOnlyBufferException;
import java.nio.ShortBuffer;
import java.util.Arrays;

public class NioBuffers {
    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Exception e) {
            System.out.println(name + ": " + e);
        }
    }

    static String bytes(ByteBuffer b) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < b.limit(); i++) {
            sb.append(String.format("%02x", b.get(i) & 0xff));
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        ByteBuffer b = ByteBuffer.allocate(32);
        System.out.println(b + " " + b.order() + " " + ByteOrder.nativeOrder() + " hasArray " + b.hasArray() + " direct " + b.isDirect());
        b.put((byte) 1).putShort((short) -2).putChar('A').putInt(0x01020304).putLong(-5L).putFloat(1.5f).putDouble(-0.25);
        System.out.println("after puts " + b + " " + bytes(b));
        b.flip();
        System.out.println(b.get() + " " + b.getShort() + " " + b.getChar() + " " + Integer.toHexString(b.getInt()) + " " + b.getLong() + " " + b.getFloat() + " " + b.getDouble() + " " + b);
        b.clear();
        b.order(ByteOrder.LITTLE_ENDIAN).putInt(0x01020304).putLong(0, 0x1122334455667788L);
        System.out.println("little " + bytes(b).substring(0, 16) + " " + Long.toHexString(b.getLong(0)) + " " + b.getShort(1) + " " + b.order());
        step("underflow", () -> ByteBuffer.allocate(3).getInt());
        step("overflow", () -> ByteBuffer.allocate(3).putInt(1));
        step("index", () -> ByteBuffer.allocate(3).get(3));
        step("index int", () -> ByteBuffer.allocate(6).getInt(3));
        step("position", () -> ByteBuffer.allocate(3).position(4));
        step("negative position", () -> ByteBuffer.allocate(3).position(-1));
        step("limit", () -> ByteBuffer.allocate(3).limit(5));
        step("allocate", () -> ByteBuffer.allocate(-1));
        step("reset", () -> ByteBuffer.allocate(3).reset());
        step("mark dropped", () -> {
            ByteBuffer m = ByteBuffer.allocate(10);
            m.position(5).mark();
            m.position(2);
            return m.reset();
        });
        step("mark", () -> {
            ByteBuffer m = ByteBuffer.allocate(10);
            m.position(2).mark().position(7);
            return m.reset().position();
        });

        byte[] arr = "hello world".getBytes();
        ByteBuffer w = ByteBuffer.wrap(arr, 6, 5);
        System.out.println("wrap " + w + " " + (char) w.get() + " arrayOffset " + w.arrayOffset() + " same array " + (w.array() == arr));
        ByteBuffer s = w.slice();
        System.out.println("slice " + s + " " + (char) s.get(0) + " arrayOffset " + s.arrayOffset());
        s.put(0, (byte) 'O');
        System.out.println("shared " + new String(arr));
        ByteBuffer d = w.duplicate();
        d.position(0);
        System.out.println("duplicate " + d + " " + w + " " + d.order());
        ByteBuffer ro = w.asReadOnlyBuffer();
        System.out.println("read-only " + ro + " " + ro.isReadOnly() + " " + ro.hasArray() + " " + ro.get(0));
        step("ro put", () -> ro.put((byte) 1));
        step("ro array", () -> ro.array());
        step("slice range", () -> ByteBuffer.wrap(arr).slice(2, 3));
        ByteBuffer c = ByteBuffer.wrap("abcdef".getBytes());
        c.position(4);
        c.compact();
        System.out.println("compact " + c + " " + (char) c.get(0) + (char) c.get(1));
        ByteBuffer x = ByteBuffer.wrap(new byte[] { 1, 2, 3 });
        ByteBuffer y = ByteBuffer.wrap(new byte[] { 1, 2, 4 });
        System.out.println("compare " + x.compareTo(y) + " " + y.compareTo(x) + " equal " + x.equals(y) + " " + x.equals(ByteBuffer.wrap(new byte[] { 1, 2, 3 }))
                           + " hash " + x.hashCode() + " mismatch " + x.mismatch(y) + " " + x.mismatch(x.duplicate()));
        ByteBuffer dst = ByteBuffer.allocate(5);
        dst.put(x);
        byte[] out = new byte[5];
        dst.flip();
        dst.get(out, 1, 3);
        System.out.println("bulk " + Arrays.toString(out) + " " + dst + " " + x);
        step("bulk underflow", () -> ByteBuffer.allocate(2).get(new byte[3]));
        step("bulk self", () -> dst.put(dst));
        ByteBuffer dir = ByteBuffer.allocateDirect(16);
        dir.putInt(7).putInt(8);
        System.out.println("direct " + dir + " " + dir.isDirect() + " " + dir.hasArray() + " " + dir.getInt(4) + " " + dir.slice() + " " + dir.asReadOnlyBuffer());
        step("direct array", () -> dir.array());

        // views
        ByteBuffer vb = ByteBuffer.allocate(24);
        IntBuffer ib = vb.asIntBuffer();
        ib.put(1).put(-1).put(0x7f000001);
        System.out.println("int view " + ib + " " + bytes(vb).substring(0, 24) + " " + ib.order() + " " + ib.get(1));
        vb.order(ByteOrder.LITTLE_ENDIAN);
        LongBuffer lb = vb.asLongBuffer();
        System.out.println("long view " + lb + " " + Long.toHexString(lb.get(0)) + " " + lb.order());
        ShortBuffer sb2 = vb.asShortBuffer();
        CharBuffer cbv = vb.asCharBuffer();
        FloatBuffer fb = vb.asFloatBuffer();
        DoubleBuffer db = vb.asDoubleBuffer();
        System.out.println("views " + sb2 + " " + sb2.get(0) + " " + cbv.length() + " " + fb.get(0) + " " + db.capacity() + " " + fb.asReadOnlyBuffer() + " " + ib.slice());
        vb.position(5);
        System.out.println("odd view " + vb.asIntBuffer() + " " + vb.asReadOnlyBuffer().asIntBuffer());

        // typed heap buffers
        IntBuffer ih = IntBuffer.wrap(new int[] { 5, 4, 3, 2, 1 });
        ih.position(1);
        System.out.println("int heap " + ih + " " + ih.get() + " " + ih.slice() + " " + ih.hasArray() + " " + ih.order() + " hash " + ih.hashCode() + " " + ih.compareTo(IntBuffer.wrap(new int[] { 3, 2 })));
        LongBuffer lh = LongBuffer.allocate(3).put(9L).put(8L);
        lh.flip();
        System.out.println("long heap " + lh + " " + lh.get(1) + " " + lh.equals(LongBuffer.wrap(new long[] { 9, 8 })));
        DoubleBuffer dh = DoubleBuffer.wrap(new double[] { Double.NaN, -0.0 });
        System.out.println("double heap " + dh.equals(DoubleBuffer.wrap(new double[] { Double.NaN, 0.0 })) + " " + dh.compareTo(DoubleBuffer.wrap(new double[] { Double.NaN, 0.0 })) + " " + dh.hashCode());
        FloatBuffer fh = FloatBuffer.allocate(2).put(1.5f);
        System.out.println("float heap " + fh + " " + fh.array()[0] + " " + fh.asReadOnlyBuffer());
        ShortBuffer sh = ShortBuffer.wrap(new short[] { 1, 2, 3 }, 1, 2);
        System.out.println("short heap " + sh + " " + sh.get() + " " + sh.arrayOffset() + " " + sh.duplicate());

        // CharBuffer
        CharBuffer cb = CharBuffer.allocate(16);
        cb.put("hello").append(' ').append("world", 0, 3).append('!');
        System.out.println("char [" + cb + "] " + cb.position());
        cb.flip();
        System.out.println("char [" + cb + "] " + cb.length() + " " + cb.charAt(1) + " [" + cb.subSequence(1, 4) + "] " + cb.get(4));
        CharBuffer str = CharBuffer.wrap("read only text", 5, 9);
        System.out.println("wrapped [" + str + "] " + str.isReadOnly() + " " + str.hasArray() + " " + str.position() + " " + str.limit() + " " + str.capacity() + " [" + str.slice() + "]");
        step("wrapped put", () -> str.put('x'));
        CharBuffer target = CharBuffer.allocate(4);
        try {
            int n = CharBuffer.wrap("abcdef").read(target);
            target.flip();
            System.out.println("read " + n + " [" + target + "]");
        } catch (java.io.IOException e) {
            System.out.println(e);
        }
        System.out.println("chars " + CharBuffer.wrap("xyz").chars().sum() + " compare " + CharBuffer.wrap("abc").compareTo(CharBuffer.wrap("abd"))
                           + " equals " + CharBuffer.wrap("abc").equals(CharBuffer.wrap(new char[] { 'a', 'b', 'c' })));
        step("char overflow", () -> CharBuffer.allocate(2).put("abc"));
        step("charAt", () -> CharBuffer.wrap("ab").charAt(2));
        step("underflow type", () -> new BufferUnderflowException() instanceof RuntimeException);
        step("types", () -> (new ReadOnlyBufferException() instanceof UnsupportedOperationException) + " " + (new InvalidMarkException() instanceof IllegalStateException)
                            + " " + (new BufferOverflowException() instanceof RuntimeException));
    }
}
