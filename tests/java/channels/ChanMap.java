import java.io.RandomAccessFile;
import java.nio.*;
import java.nio.channels.FileChannel;
import java.nio.file.*;

/* FileChannel.map as a real mapping: writes through READ_WRITE seen by
 * readers of the file at once (and file writes seen by the buffer), PRIVATE
 * copy-on-write, READ_ONLY (ReadOnlyBufferException), unaligned positions,
 * mapping beyond the end grows the file, force/load/isLoaded, slices and
 * views, a mapping outliving its channel, and many mappings dropped for the
 * collector to unmap. */
public class ChanMap {
    static String name(Throwable e) {
        return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    static String read(Path p, int off, int len) throws Exception {
        byte[] all = Files.readAllBytes(p);
        return new String(all, off, Math.min(len, all.length - off), "US-ASCII");
    }

    public static void main(String[] args) throws Exception {
        Path p = Files.createTempFile("chanmap", ".bin");
        Files.write(p, "0123456789abcdefghijklmnopqrstuvwxyz".getBytes("US-ASCII"));
        FileChannel ch = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE);

        MappedByteBuffer rw = ch.map(FileChannel.MapMode.READ_WRITE, 0, 36);
        System.out.println("rw direct=" + rw.isDirect() + " readOnly=" + rw.isReadOnly() + " cap=" + rw.capacity()
                           + " hasArray=" + rw.hasArray() + " order=" + rw.order());
        System.out.println("rw[10]=" + (char) rw.get(10));
        rw.put(0, (byte) 'X');
        rw.position(1);
        rw.put("YZ".getBytes());
        System.out.println("file after buffer writes, no force: " + read(p, 0, 8));
        ByteBuffer rb = ByteBuffer.allocate(4);
        ch.read(rb, 0);
        System.out.println("channel read: " + new String(rb.array(), "US-ASCII"));
        ch.write(ByteBuffer.wrap("!!".getBytes()), 20);
        System.out.println("buffer after channel write: " + (char) rw.get(20) + (char) rw.get(21));
        System.out.println("force returns same " + (rw.force() == rw) + " ranged " + (rw.force(0, 4) == rw));
        try {
            rw.force(30, 10);
        } catch (Exception e) {
            System.out.println("force out of range: " + name(e));
        }
        rw.load();
        System.out.println("loaded " + rw.isLoaded());

        // views and slices write to the same pages
        rw.putInt(24, 0x41424344);
        System.out.println("putInt: " + read(p, 24, 4));
        IntBuffer ib = rw.duplicate().position(28).slice().asIntBuffer();
        ib.put(0, 0x31323334);
        System.out.println("int view: " + read(p, 28, 4));
        ByteBuffer sl = rw.slice(4, 4);
        sl.put(0, (byte) '#');
        System.out.println("slice: " + read(p, 4, 2) + " slice direct " + sl.isDirect());
        ByteBuffer le = rw.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        System.out.println("little-endian int at 24 = " + Integer.toHexString(le.getInt(24)));

        // read-only
        MappedByteBuffer ro = ch.map(FileChannel.MapMode.READ_ONLY, 0, 10);
        System.out.println("ro readOnly=" + ro.isReadOnly() + " first=" + (char) ro.get(0));
        try {
            ro.put(0, (byte) 1);
        } catch (Exception e) {
            System.out.println("ro put: " + name(e));
        }
        rw.put(1, (byte) 'q');
        System.out.println("ro sees rw write: " + (char) ro.get(1));

        // private
        MappedByteBuffer pv = ch.map(FileChannel.MapMode.PRIVATE, 0, 10);
        pv.put(0, (byte) 'P');
        System.out.println("private own=" + (char) pv.get(0) + " file=" + read(p, 0, 1) + " rw=" + (char) rw.get(0));
        pv.force();

        // an unaligned position past the first page, and growing the file
        long before = ch.size();
        MappedByteBuffer far = ch.map(FileChannel.MapMode.READ_WRITE, 5000, 100);
        System.out.println("grown from " + before + " to " + ch.size() + " first byte " + far.get(0));
        far.put(0, (byte) 'F');
        far.put(99, (byte) 'L');
        System.out.println("far bytes in file: " + read(p, 5000, 1) + read(p, 5099, 1));
        MappedByteBuffer mid = ch.map(FileChannel.MapMode.READ_ONLY, 4097, 3);
        System.out.println("mid cap " + mid.capacity() + " byte " + mid.get(0));

        // size 0
        MappedByteBuffer empty = ch.map(FileChannel.MapMode.READ_WRITE, 0, 0);
        System.out.println("empty cap " + empty.capacity() + " loaded " + empty.isLoaded());

        // errors
        try {
            ch.map(FileChannel.MapMode.READ_WRITE, -1, 10);
        } catch (Exception e) {
            System.out.println("negative position: " + name(e));
        }
        try {
            ch.map(FileChannel.MapMode.READ_WRITE, 0, -1);
        } catch (Exception e) {
            System.out.println("negative size: " + name(e));
        }
        try {
            ch.map(FileChannel.MapMode.READ_WRITE, 0, Integer.MAX_VALUE + 1L);
        } catch (Exception e) {
            System.out.println("too big: " + name(e));
        }
        FileChannel rd = FileChannel.open(p, StandardOpenOption.READ);
        try {
            rd.map(FileChannel.MapMode.READ_WRITE, 0, 10);
        } catch (Exception e) {
            System.out.println("rw on read-only channel: " + name(e));
        }
        try {
            rd.map(FileChannel.MapMode.READ_ONLY, 0, 100000);
        } catch (Exception e) {
            System.out.println("beyond the end, read-only: " + name(e));
        }
        MappedByteBuffer rdm = rd.map(FileChannel.MapMode.READ_ONLY, 0, 4);
        rd.close();
        System.out.println("after its channel closed: " + (char) rdm.get(0) + (char) rdm.get(1));

        // the mapping outlives the channel, and writes still reach the file
        ch.close();
        rw.put(2, (byte) 'C');
        System.out.println("write after close: " + read(p, 0, 4));
        try {
            ch.map(FileChannel.MapMode.READ_ONLY, 0, 1);
        } catch (Exception e) {
            System.out.println("map closed: " + name(e));
        }

        // many mappings dropped: the collector unmaps them
        try (RandomAccessFile raf = new RandomAccessFile(p.toFile(), "rw")) {
            FileChannel c2 = raf.getChannel();
            long sum = 0;
            for (int i = 0; i < 3000; i++) {
                MappedByteBuffer m = c2.map(FileChannel.MapMode.READ_WRITE, 0, 1 << 16);
                m.put(i % 100, (byte) 1);
                sum += m.get(5000);
                if (i % 500 == 0) {
                    System.gc();
                }
            }
            System.out.println("3000 mappings sum " + sum + " size " + c2.size());
        }
        Files.delete(p);
    }
}
