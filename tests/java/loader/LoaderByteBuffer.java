import java.io.*;
import java.nio.ByteBuffer;
import java.nio.file.*;

// ClassLoader.defineClass(String, ByteBuffer, ProtectionDomain): a heap buffer and a direct
// one, the position moved to the limit, and the defined class runs.
public class LoaderByteBuffer {
    public static class Payload {
        public String toString() { return "payload from " + getClass().getClassLoader().getClass().getSimpleName(); }
    }

    static class BufLoader extends ClassLoader {
        BufLoader() { super(null); }
        Class<?> define(ByteBuffer b) { return defineClass("LoaderByteBuffer$Payload", b, null); }
    }

    public static void main(String[] args) throws Exception {
        byte[] bytes;
        try (InputStream in = LoaderByteBuffer.class.getResourceAsStream("LoaderByteBuffer$Payload.class")) {
            bytes = in.readAllBytes();
        }
        ByteBuffer heap = ByteBuffer.wrap(bytes);
        Class<?> c1 = new BufLoader().define(heap);
        System.out.println(c1.getDeclaredConstructor().newInstance() + ", position at limit " + (heap.position() == heap.limit()));
        ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length + 4);
        direct.put(new byte[] { 1, 2 }).put(bytes).put(new byte[] { 3, 4 });
        direct.flip().position(2).limit(2 + bytes.length);
        Class<?> c2 = new BufLoader().define(direct);
        System.out.println(c2.getName() + " " + (c1 != c2) + " " + (c2 != Payload.class) + " remaining " + direct.remaining());
    }
}
