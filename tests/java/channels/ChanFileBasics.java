import java.io.*;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.EnumSet;

/* FileChannel: open options, read/write with and without position,
 * scattering/gathering, position/size/truncate/force, transfers, map,
 * locks, stream channels, Channels adapters, and the errors HotSpot gives. */
public class ChanFileBasics {
    static String str(ByteBuffer b) {
        b.flip();
        byte[] a = new byte[b.remaining()];
        b.get(a);
        return new String(a, StandardCharsets.US_ASCII);
    }

    static void ex(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (RuntimeException e) {
            Throwable c = e instanceof UncheckedIOException ? e.getCause() : e;
            System.out.println(what + ": " + c.getClass().getName() + ": " + c.getMessage());
        }
    }

    interface IORun {
        void run() throws IOException;
    }

    static Runnable io(IORun r) {
        return () -> {
            try {
                r.run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    public static void main(String[] args) throws Exception {
        Path p = Paths.get("data.bin");
        try (FileChannel fc = FileChannel.open(p, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                                               StandardOpenOption.READ)) {
            System.out.println("open=" + fc.isOpen() + " size=" + fc.size() + " pos=" + fc.position());
            int n = fc.write(ByteBuffer.wrap("hello, channel world".getBytes()));
            System.out.println("wrote " + n + " pos=" + fc.position() + " size=" + fc.size());
            fc.position(7);
            ByteBuffer b = ByteBuffer.allocate(7);
            System.out.println("read " + fc.read(b) + " '" + str(b) + "' pos=" + fc.position());
            ByteBuffer at = ByteBuffer.allocate(5);
            System.out.println("pread " + fc.read(at, 0) + " '" + str(at) + "' pos=" + fc.position());
            System.out.println("pwrite " + fc.write(ByteBuffer.wrap("HELLO".getBytes()), 0) + " pos=" + fc.position());
            System.out.println("pread past end " + fc.read(ByteBuffer.allocate(4), 100));
            // gathering / scattering
            fc.position(fc.size());
            ByteBuffer[] g = { ByteBuffer.wrap("-abc".getBytes()), ByteBuffer.wrap("".getBytes()),
                               ByteBuffer.wrap("-defg".getBytes()) };
            System.out.println("gather " + fc.write(g) + " size=" + fc.size());
            fc.position(0);
            ByteBuffer[] s = { ByteBuffer.allocate(5), ByteBuffer.allocateDirect(10), ByteBuffer.allocate(100) };
            long got = fc.read(s);
            System.out.println("scatter " + got + " '" + str(s[0]) + "|" + str(s[1]) + "|" + str(s[2]) + "'");
            System.out.println("read at end " + fc.read(ByteBuffer.allocate(3)));
            System.out.println("read empty " + fc.read(ByteBuffer.allocate(0)));
            // truncate
            fc.truncate(40);
            System.out.println("truncate bigger: size=" + fc.size() + " pos=" + fc.position());
            fc.truncate(12);
            System.out.println("truncate: size=" + fc.size() + " pos=" + fc.position());
            fc.force(true);
            fc.force(false);
            // position beyond the end, then write: a hole of zeros
            fc.position(16);
            fc.write(ByteBuffer.wrap("Z".getBytes()));
            ByteBuffer all = ByteBuffer.allocate(32);
            fc.read(all, 0);
            all.flip();
            StringBuilder sb = new StringBuilder();
            while (all.hasRemaining()) {
                byte c = all.get();
                sb.append(c == 0 ? '.' : (char) c);
            }
            System.out.println("hole: " + sb);
            // direct and read-only source buffers
            ByteBuffer d = ByteBuffer.allocateDirect(3);
            d.put("xyz".getBytes()).flip();
            fc.write(d.asReadOnlyBuffer(), 17);
            ex("read into read-only", io(() -> fc.read(ByteBuffer.allocate(2).asReadOnlyBuffer())));
            ex("negative position", io(() -> fc.position(-1)));
            ex("negative pread", io(() -> fc.read(ByteBuffer.allocate(1), -1)));
            ex("negative truncate", io(() -> fc.truncate(-1)));
            ex("scatter range", io(() -> fc.read(s, 2, 5)));
        }

        // transferTo / transferFrom
        try (FileChannel src = FileChannel.open(p, StandardOpenOption.READ);
             FileChannel dst = FileChannel.open(Paths.get("copy.bin"), EnumSet.of(StandardOpenOption.CREATE_NEW,
                     StandardOpenOption.WRITE, StandardOpenOption.READ))) {
            System.out.println("transferTo " + src.transferTo(0, 1000, dst) + " dst size=" + dst.size());
            System.out.println("transferTo past end " + src.transferTo(500, 10, dst));
            System.out.println("transferFrom " + dst.transferFrom(src.position(3), 2, 5) + " src pos=" + src.position());
            System.out.println("transferFrom past end " + dst.transferFrom(src, 1000, 5));
            ByteBuffer b = ByteBuffer.allocate(64);
            dst.read(b, 0);
            System.out.println("copy: " + str(b).replace('\0', '.'));
            ex("write read-only", io(() -> src.write(ByteBuffer.wrap(new byte[1]))));
            ex("truncate read-only", io(() -> src.truncate(0)));
            ex("transferFrom into read-only", io(() -> src.transferFrom(dst, 0, 1)));
            ex("transferTo to read-only", io(() -> dst.transferTo(0, 1, src)));
        }
        ex("create new again", io(() -> FileChannel.open(Paths.get("copy.bin"), StandardOpenOption.CREATE_NEW,
                                                       StandardOpenOption.WRITE)));
        ex("missing", io(() -> FileChannel.open(Paths.get("missing.bin"))));
        ex("read+append", io(() -> FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.APPEND)));
        ex("append+truncate", io(() -> FileChannel.open(p, StandardOpenOption.APPEND,
                                                       StandardOpenOption.TRUNCATE_EXISTING)));

        // append mode
        try (FileChannel fc = FileChannel.open(p, StandardOpenOption.APPEND)) {
            System.out.println("append pos=" + fc.position() + " size=" + fc.size());
            fc.write(ByteBuffer.wrap("++".getBytes()));
            System.out.println("append pos=" + fc.position() + " size=" + fc.size());
            ex("read write-only", io(() -> fc.read(ByteBuffer.allocate(1))));
        }

        // map
        try (FileChannel fc = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            MappedByteBuffer ro = fc.map(FileChannel.MapMode.READ_ONLY, 0, 5);
            System.out.println("ro: " + ro.isReadOnly() + " " + ro.isDirect() + " cap=" + ro.capacity()
                               + " '" + (char) ro.get(0) + (char) ro.get(4) + "'");
            ex("put read-only map", () -> ro.put(0, (byte) 1));
            MappedByteBuffer rw = fc.map(FileChannel.MapMode.READ_WRITE, 2, 4);
            rw.put(0, (byte) 'M').put(3, (byte) 'N');
            rw.force();
            ByteBuffer b = ByteBuffer.allocate(8);
            fc.read(b, 0);
            System.out.println("after force: " + str(b));
            MappedByteBuffer pr = fc.map(FileChannel.MapMode.PRIVATE, 0, 4);
            pr.put(0, (byte) 'p');
            pr.force();
            b = ByteBuffer.allocate(4);
            fc.read(b, 0);
            System.out.println("private: " + str(b) + " buffer=" + (char) pr.get(0));
            long before = fc.size();
            MappedByteBuffer ext = fc.map(FileChannel.MapMode.READ_WRITE, before, 6);
            System.out.println("extend: " + before + " -> " + fc.size() + " " + ext.getInt(0));
            ext.put(0, (byte) 'E');
            MappedByteBuffer slice = rw.slice();
            slice.put(1, (byte) 's');
            slice.force();
            ex("map negative", io(() -> fc.map(FileChannel.MapMode.READ_ONLY, -1, 1)));
            ex("map huge", io(() -> fc.map(FileChannel.MapMode.READ_ONLY, 0, 1L << 32)));
            ex("map null", io(() -> fc.map(null, 0, 1)));
        }
        try (FileChannel fc = FileChannel.open(p)) {
            ByteBuffer b = ByteBuffer.allocate((int) fc.size());
            fc.read(b);
            System.out.println("after close: " + str(b).replace('\0', '.'));
            ex("map rw on read-only", io(() -> fc.map(FileChannel.MapMode.READ_WRITE, 0, 1)));
            ex("map ro beyond end", io(() -> fc.map(FileChannel.MapMode.READ_ONLY, 0, 1000)));
        }

        // locks
        try (FileChannel fc = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE);
             FileChannel other = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            FileLock l = fc.lock(0, 10, false);
            System.out.println(l + " shared=" + l.isShared() + " overlaps(5,10)=" + l.overlaps(5, 10)
                               + " overlaps(10,5)=" + l.overlaps(10, 5) + " channel=" + (l.channel() == fc));
            ex("overlap same channel", io(() -> fc.lock(5, 10, false)));
            ex("overlap other channel", io(() -> other.tryLock(0, 1, true)));
            FileLock l2 = fc.tryLock(10, 10, true);
            System.out.println(l2);
            l.release();
            System.out.println(l + " " + l.isValid());
            ex("whole file over a shared lock", io(() -> other.tryLock()));
            l2.release();
            FileLock l3 = other.tryLock();
            System.out.println(l3 == null ? "null" : l3.toString());
            if (l3 != null) {
                l3.close();
            }
            FileLock l4 = other.lock();
            System.out.println(l4);
            other.close();
            System.out.println("after close: " + l4.isValid());
            ex("release after close", io(() -> l4.release()));
            ex("lock negative", io(() -> fc.lock(-1, 1, false)));
        }
        try (FileChannel fc = FileChannel.open(p)) {
            ex("exclusive lock on read-only", io(() -> fc.lock()));
        }

        // streams' channels
        try (FileOutputStream fos = new FileOutputStream("s.txt")) {
            FileChannel c = fos.getChannel();
            System.out.println("same channel: " + (c == fos.getChannel()));
            fos.write("abc".getBytes());
            System.out.println("fos pos=" + c.position());
            c.write(ByteBuffer.wrap("def".getBytes()));
            fos.write('g');
            System.out.println("fos pos=" + c.position() + " size=" + c.size());
            ex("read fos channel", io(() -> c.read(ByteBuffer.allocate(1))));
        }
        try (FileOutputStream fos = new FileOutputStream("s.txt", true)) {
            FileChannel c = fos.getChannel();
            System.out.println("append fos pos=" + c.position());
            c.write(ByteBuffer.wrap("h".getBytes()));
        }
        FileInputStream fis = new FileInputStream("s.txt");
        FileChannel ic = fis.getChannel();
        System.out.println("fis read " + (char) fis.read() + " pos=" + ic.position());
        ByteBuffer b3 = ByteBuffer.allocate(3);
        ic.read(b3);
        System.out.println("channel '" + str(b3) + "' stream next " + (char) fis.read());
        ic.close();
        System.out.println("channel closed: " + ic.isOpen());
        ex("stream after channel close", io(() -> fis.read()));
        ex("channel read after close", io(() -> ic.read(ByteBuffer.allocate(1))));
        ex("channel size after close", io(() -> ic.size()));
        RandomAccessFile raf = new RandomAccessFile("s.txt", "rw");
        FileChannel rc = raf.getChannel();
        raf.seek(2);
        System.out.println("raf pos=" + rc.position() + " size=" + rc.size());
        rc.position(5);
        System.out.println("raf fp=" + raf.getFilePointer() + " read " + (char) raf.read());
        raf.close();
        System.out.println("raf channel open: " + rc.isOpen());
        RandomAccessFile rro = new RandomAccessFile("s.txt", "r");
        ex("write raf r channel", io(() -> rro.getChannel().write(ByteBuffer.wrap(new byte[1]))));
        rro.close();

        // Channels adapters
        try (FileChannel fc = FileChannel.open(Paths.get("s.txt"))) {
            InputStream in = Channels.newInputStream(fc);
            System.out.println("available " + in.available());
            byte[] buf = new byte[4];
            System.out.println("stream read " + in.read(buf) + " " + new String(buf, 0, 4));
            BufferedReader r = new BufferedReader(Channels.newReader(fc, "UTF-8"));
            System.out.println("reader: " + r.readLine());
        }
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        WritableByteChannel wc = Channels.newChannel(bo);
        wc.write(ByteBuffer.wrap("via channel ".getBytes()));
        Writer w = Channels.newWriter(wc, StandardCharsets.UTF_8);
        w.write("and writer");
        w.flush();
        OutputStream os = Channels.newOutputStream(wc);
        os.write('!');
        System.out.println(bo.toString());
        ReadableByteChannel rbc = Channels.newChannel(new ByteArrayInputStream("0123456789".getBytes()));
        ByteBuffer rb = ByteBuffer.allocate(4);
        System.out.println("newChannel read " + rbc.read(rb) + " '" + str(rb) + "'");
        rb = ByteBuffer.allocate(40);
        System.out.println("newChannel read " + rbc.read(rb) + " then " + rbc.read(ByteBuffer.allocate(1)));
        wc.close();
        ex("closed stream channel", io(() -> wc.write(ByteBuffer.allocate(1))));
        try (SeekableByteChannel sbc = Files.newByteChannel(Paths.get("s.txt"))) {
            ByteBuffer b2 = ByteBuffer.allocate(3);
            sbc.position(1).read(b2);
            System.out.println("newByteChannel: '" + str(b2) + "' size=" + sbc.size() + " pos=" + sbc.position());
            ex("newByteChannel write", io(() -> sbc.write(ByteBuffer.allocate(1))));
        }
        System.out.println("delete on close:");
        FileChannel tmp = FileChannel.open(Paths.get("tmp.bin"), StandardOpenOption.CREATE_NEW,
                                           StandardOpenOption.WRITE, StandardOpenOption.DELETE_ON_CLOSE);
        System.out.println("  exists " + Files.exists(Paths.get("tmp.bin")));
        tmp.close();
        System.out.println("  exists " + Files.exists(Paths.get("tmp.bin")));
        tmp.close();
    }
}
