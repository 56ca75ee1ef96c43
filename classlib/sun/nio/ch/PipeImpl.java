package sun.nio.ch;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Pipe;
import java.nio.channels.SelectionKey;
import java.nio.channels.spi.SelectorProvider;
import java.util.Objects;

/** A pipe(2), both ends non-blocking on every backend. */
class PipeImpl extends Pipe {
    private final SourceChannelImpl source;
    private final SinkChannelImpl sink;

    PipeImpl(SelectorProvider sp) throws IOException {
        int[] fds = new int[2];
        int r = NioNatives.pipe0(fds);
        if (r < 0) {
            throw IOUtil.error(r);
        }
        source = new SourceChannelImpl(sp, fds[0]);
        sink = new SinkChannelImpl(sp, fds[1]);
    }

    public SourceChannel source() {
        return source;
    }

    public SinkChannel sink() {
        return sink;
    }

    static final class SourceChannelImpl extends SourceChannel implements SelChImpl {
        private final FdHolder fdh;
        private final Object readLock = new Object();

        SourceChannelImpl(SelectorProvider sp, int fd) {
            super(sp);
            fdh = new FdHolder(fd);
        }

        public int fdVal() {
            return fdh.fd();
        }

        public int translateReadyOps(int ev, int interest) {
            return (ev & (NioNatives.EV_READ | NioNatives.EV_ERROR)) != 0 ? interest & SelectionKey.OP_READ : 0;
        }

        private int io(ByteBuffer b, boolean block) throws IOException {
            int n = 0;
            int fd = -1;
            try {
                begin();
                fd = fdh.enter();
                if (fd < 0) {
                    return 0;
                }
                n = IOUtil.read(IOUtil.STREAM, fd, b, 0, block);
                if (n == NioNatives.EOF) {
                    return -1;
                }
                if (n < 0) {
                    if (!isOpen()) {
                        n = 0;
                        return 0;
                    }
                    throw IOUtil.error(n);
                }
                return n;
            } finally {
                if (fd >= 0) {
                    fdh.leave();
                }
                end(n > 0 || n == NioNatives.EOF || (n == 0 && fd >= 0 && isOpen()));
            }
        }

        public int read(ByteBuffer dst) throws IOException {
            Objects.requireNonNull(dst);
            synchronized (readLock) {
                IOUtil.ensureOpen(this, isBlocking());
                return io(dst, isBlocking());
            }
        }

        public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
            IOUtil.checkRange(dsts, offset, length);
            synchronized (readLock) {
                IOUtil.ensureOpen(this, isBlocking());
                long total = 0;
                for (int i = offset; i < offset + length; i++) {
                    int want = dsts[i].remaining();
                    if (want == 0) {
                        continue;
                    }
                    int n = io(dsts[i], isBlocking() && total == 0);
                    if (n < 0) {
                        return total == 0 ? -1 : total;
                    }
                    total += n;
                    if (n < want) {
                        break;
                    }
                }
                return total;
            }
        }

        public long read(ByteBuffer[] dsts) throws IOException {
            return read(dsts, 0, dsts.length);
        }

        protected void implConfigureBlocking(boolean block) {
        }

        protected void implCloseSelectableChannel() throws IOException {
            fdh.close();
        }
    }

    static final class SinkChannelImpl extends SinkChannel implements SelChImpl {
        private final FdHolder fdh;
        private final Object writeLock = new Object();

        SinkChannelImpl(SelectorProvider sp, int fd) {
            super(sp);
            fdh = new FdHolder(fd);
        }

        public int fdVal() {
            return fdh.fd();
        }

        public int translateReadyOps(int ev, int interest) {
            return (ev & (NioNatives.EV_WRITE | NioNatives.EV_ERROR)) != 0 ? interest & SelectionKey.OP_WRITE : 0;
        }

        private int io(ByteBuffer b) throws IOException {
            int n = 0;
            int fd = -1;
            try {
                begin();
                fd = fdh.enter();
                if (fd < 0) {
                    return 0;
                }
                n = IOUtil.write(IOUtil.STREAM, fd, b, 0, isBlocking());
                if (n < 0) {
                    if (!isOpen()) {
                        n = 0;
                        return 0;
                    }
                    throw IOUtil.error(n);
                }
                return n;
            } finally {
                if (fd >= 0) {
                    fdh.leave();
                }
                end(n > 0 || (n == 0 && fd >= 0 && isOpen()));
            }
        }

        public int write(ByteBuffer src) throws IOException {
            Objects.requireNonNull(src);
            synchronized (writeLock) {
                IOUtil.ensureOpen(this, isBlocking());
                return io(src);
            }
        }

        public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
            IOUtil.checkRange(srcs, offset, length);
            synchronized (writeLock) {
                IOUtil.ensureOpen(this, isBlocking());
                long total = 0;
                for (int i = offset; i < offset + length; i++) {
                    int want = srcs[i].remaining();
                    if (want == 0) {
                        continue;
                    }
                    int n = io(srcs[i]);
                    total += n;
                    if (n < want) {
                        break;
                    }
                }
                return total;
            }
        }

        public long write(ByteBuffer[] srcs) throws IOException {
            return write(srcs, 0, srcs.length);
        }

        protected void implConfigureBlocking(boolean block) {
        }

        protected void implCloseSelectableChannel() throws IOException {
            fdh.close();
        }
    }
}
