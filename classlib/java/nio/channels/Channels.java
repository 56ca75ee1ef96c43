package java.nio.channels;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.ByteBuffer;
import java.nio.channels.spi.AbstractInterruptibleChannel;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.util.Objects;

/** Streams over channels and channels over streams. */
public final class Channels {
    private Channels() {
    }

    private static void checkBlocking(Channel ch) {
        if (ch instanceof SelectableChannel && !((SelectableChannel) ch).isBlocking()) {
            throw new IllegalBlockingModeException();
        }
    }

    private static final class ChannelInputStream extends InputStream {
        private final ReadableByteChannel ch;
        private ByteBuffer bb;
        private byte[] bs;
        private byte[] b1;

        ChannelInputStream(ReadableByteChannel ch) {
            this.ch = ch;
        }

        public synchronized int read() throws IOException {
            if (b1 == null) {
                b1 = new byte[1];
            }
            int n = read(b1, 0, 1);
            return n == 1 ? b1[0] & 0xff : -1;
        }

        public synchronized int read(byte[] bs, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, bs.length);
            if (len == 0) {
                return 0;
            }
            ByteBuffer b = (this.bs == bs) ? bb : ByteBuffer.wrap(bs);
            b.limit(Math.min(off + len, b.capacity()));
            b.position(off);
            this.bb = b;
            this.bs = bs;
            checkBlocking(ch);
            return ch.read(b);
        }

        public int available() throws IOException {
            if (ch instanceof SeekableByteChannel) {
                SeekableByteChannel sbc = (SeekableByteChannel) ch;
                long rem = Math.max(0, sbc.size() - sbc.position());
                return rem > Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) rem;
            }
            return 0;
        }

        public void close() throws IOException {
            ch.close();
        }
    }

    private static final class ChannelOutputStream extends OutputStream {
        private final WritableByteChannel ch;
        private byte[] b1;

        ChannelOutputStream(WritableByteChannel ch) {
            this.ch = ch;
        }

        public synchronized void write(int b) throws IOException {
            if (b1 == null) {
                b1 = new byte[1];
            }
            b1[0] = (byte) b;
            write(b1, 0, 1);
        }

        public synchronized void write(byte[] bs, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, bs.length);
            if (len == 0) {
                return;
            }
            checkBlocking(ch);
            ByteBuffer bb = ByteBuffer.wrap(bs, off, len);
            while (bb.hasRemaining()) {
                ch.write(bb);
            }
        }

        public void close() throws IOException {
            ch.close();
        }
    }

    public static InputStream newInputStream(ReadableByteChannel ch) {
        Objects.requireNonNull(ch, "ch");
        return new ChannelInputStream(ch);
    }

    public static OutputStream newOutputStream(WritableByteChannel ch) {
        Objects.requireNonNull(ch, "ch");
        return new ChannelOutputStream(ch);
    }

    private static final class ReadableStreamChannel extends AbstractInterruptibleChannel
            implements ReadableByteChannel {
        private final InputStream in;
        private byte[] buf = new byte[0];

        ReadableStreamChannel(InputStream in) {
            this.in = in;
        }

        public int read(ByteBuffer dst) throws IOException {
            if (!isOpen()) {
                throw new ClosedChannelException();
            }
            int len = dst.remaining();
            int total = 0;
            int n = 0;
            while (total < len) {
                int want = Math.min(len - total, 8192);
                if (buf.length < want) {
                    buf = new byte[want];
                }
                if (total > 0 && in.available() <= 0) {
                    break;
                }
                try {
                    begin();
                    n = in.read(buf, 0, want);
                } finally {
                    end(n > 0);
                }
                if (n < 0) {
                    break;
                }
                total += n;
                dst.put(buf, 0, n);
            }
            if (n < 0 && total == 0) {
                return -1;
            }
            return total;
        }

        protected void implCloseChannel() throws IOException {
            in.close();
        }
    }

    private static final class WritableStreamChannel extends AbstractInterruptibleChannel
            implements WritableByteChannel {
        private final OutputStream out;
        private byte[] buf = new byte[0];

        WritableStreamChannel(OutputStream out) {
            this.out = out;
        }

        public int write(ByteBuffer src) throws IOException {
            if (!isOpen()) {
                throw new ClosedChannelException();
            }
            int len = src.remaining();
            int total = 0;
            while (total < len) {
                int n = Math.min(len - total, 8192);
                if (buf.length < n) {
                    buf = new byte[n];
                }
                src.get(buf, 0, n);
                try {
                    begin();
                    out.write(buf, 0, n);
                } finally {
                    end(n > 0);
                }
                total += n;
            }
            return total;
        }

        protected void implCloseChannel() throws IOException {
            out.close();
        }
    }

    public static ReadableByteChannel newChannel(InputStream in) {
        Objects.requireNonNull(in, "in");
        if (in.getClass() == java.io.FileInputStream.class) {
            return ((java.io.FileInputStream) in).getChannel();
        }
        return new ReadableStreamChannel(in);
    }

    public static WritableByteChannel newChannel(OutputStream out) {
        Objects.requireNonNull(out, "out");
        if (out.getClass() == java.io.FileOutputStream.class) {
            return ((java.io.FileOutputStream) out).getChannel();
        }
        return new WritableStreamChannel(out);
    }

    public static Reader newReader(ReadableByteChannel ch, CharsetDecoder dec, int minBufferCap) {
        Objects.requireNonNull(ch, "ch");
        return new InputStreamReader(newInputStream(ch), dec.charset());
    }

    public static Reader newReader(ReadableByteChannel ch, String csName) {
        Objects.requireNonNull(csName, "csName");
        return newReader(ch, Charset.forName(csName));
    }

    public static Reader newReader(ReadableByteChannel ch, Charset charset) {
        Objects.requireNonNull(charset, "charset");
        return new InputStreamReader(newInputStream(ch), charset);
    }

    public static Writer newWriter(WritableByteChannel ch, CharsetEncoder enc, int minBufferCap) {
        Objects.requireNonNull(ch, "ch");
        return new OutputStreamWriter(newOutputStream(ch), enc.charset());
    }

    public static Writer newWriter(WritableByteChannel ch, String csName) {
        Objects.requireNonNull(csName, "csName");
        return newWriter(ch, Charset.forName(csName));
    }

    public static Writer newWriter(WritableByteChannel ch, Charset charset) {
        Objects.requireNonNull(charset, "charset");
        return new OutputStreamWriter(newOutputStream(ch), charset);
    }
}
