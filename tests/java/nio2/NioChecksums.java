import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.zip.Adler32;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

public class NioChecksums {
    public static void main(String[] args) throws Exception {
        byte[] data = "checksums over byte buffers, heap and direct".getBytes();
        ByteBuffer heap = ByteBuffer.wrap(data, 3, 30);
        ByteBuffer direct = ByteBuffer.allocateDirect(data.length);
        direct.put(data).flip().position(3).limit(33);
        CRC32 a = new CRC32();
        a.update(heap);
        CRC32 b = new CRC32();
        b.update(direct);
        CRC32 c = new CRC32();
        c.update(data, 3, 30);
        System.out.println("crc32 " + Long.toHexString(a.getValue()) + " " + (a.getValue() == b.getValue()) + " " + (a.getValue() == c.getValue())
                           + " positions " + heap.position() + " " + direct.position());
        Adler32 ad = new Adler32();
        ad.update(ByteBuffer.wrap(data));
        CRC32C cc = new CRC32C();
        cc.update(ByteBuffer.wrap(data).asReadOnlyBuffer());
        System.out.println("adler " + Long.toHexString(ad.getValue()) + " crc32c " + Long.toHexString(cc.getValue()));
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        ByteBuffer mb = ByteBuffer.wrap(data);
        md.update(mb);
        StringBuilder sb = new StringBuilder();
        for (byte x : md.digest()) {
            sb.append(String.format("%02x", x & 0xff));
        }
        System.out.println("sha256 " + sb + " position " + mb.position());

        Deflater d = new Deflater();
        d.setInput(data);
        d.finish();
        ByteBuffer z = ByteBuffer.allocate(200);
        int n = d.deflate(z);
        z.flip();
        System.out.println("deflated " + n + " " + z.remaining() + " finished " + d.finished());
        Inflater inf = new Inflater();
        byte[] zb = new byte[z.remaining()];
        z.get(zb);
        inf.setInput(zb);
        ByteBuffer out = ByteBuffer.allocate(100);
        int m = inf.inflate(out);
        out.flip();
        byte[] back = new byte[out.remaining()];
        out.get(back);
        System.out.println("inflated " + m + " '" + new String(back) + "' finished " + inf.finished());
    }
}
