package sun.nio.ch;

import java.io.IOException;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.channels.UnresolvedAddressException;
import java.nio.channels.UnsupportedAddressTypeException;

/** Buffers to arrays and back for the natives, and errors to HotSpot's exceptions. */
final class IOUtil {
    static final int FILE = 0, FILE_AT = 1, STREAM = 2;
    private static final int CHUNK = 65536;

    private IOUtil() {
    }

    private static int call(int kind, boolean write, int fd, byte[] b, int off, int len, long pos, boolean block) {
        if (write) {
            return kind == FILE ? NioNatives.fwrite0(fd, b, off, len)
                    : kind == FILE_AT ? NioNatives.pwrite0(fd, b, off, len, pos)
                    : NioNatives.write0(fd, b, off, len, block);
        }
        return kind == FILE ? NioNatives.fread0(fd, b, off, len)
                : kind == FILE_AT ? NioNatives.pread0(fd, b, off, len, pos)
                : NioNatives.read0(fd, b, off, len, block);
    }

    /** Reads into dst's remaining space: the count (0 would block), NioNatives.EOF, or -errno. */
    static int read(int kind, int fd, ByteBuffer dst, long pos, boolean block) {
        if (dst.isReadOnly()) {
            throw new IllegalArgumentException("Read-only buffer");
        }
        int rem = dst.remaining();
        if (rem == 0) {
            return 0;
        }
        int n;
        if (dst.hasArray()) {
            n = call(kind, false, fd, dst.array(), dst.arrayOffset() + dst.position(), rem, pos, block);
            if (n > 0) {
                dst.position(dst.position() + n);
            }
        } else {
            byte[] tmp = new byte[Math.min(rem, CHUNK)];
            n = call(kind, false, fd, tmp, 0, tmp.length, pos, block);
            if (n > 0) {
                dst.put(tmp, 0, n);
            }
        }
        return n;
    }

    /** Writes src's remaining bytes (all of them when blocking): the count or -errno. */
    static int write(int kind, int fd, ByteBuffer src, long pos, boolean block) {
        int rem = src.remaining();
        if (rem == 0) {
            return 0;
        }
        if (src.hasArray()) {
            int n = call(kind, true, fd, src.array(), src.arrayOffset() + src.position(), rem, pos, block);
            if (n > 0) {
                src.position(src.position() + n);
            }
            return n;
        }
        int done = 0;
        while (done < rem) {
            byte[] tmp = new byte[Math.min(rem - done, CHUNK)];
            src.duplicate().get(tmp);
            int n = call(kind, true, fd, tmp, 0, tmp.length, pos + done, block);
            if (n < 0) {
                return done > 0 ? done : n;
            }
            src.position(src.position() + n);
            done += n;
            if (n < tmp.length) {
                break;
            }
        }
        return done;
    }

    static void checkRange(Object[] a, int offset, int length) {
        java.util.Objects.checkFromIndexSize(offset, length, a.length);
    }

    static long remaining(ByteBuffer[] bufs, int offset, int length) {
        long n = 0;
        for (int i = offset; i < offset + length; i++) {
            n += bufs[i].remaining();
        }
        return n;
    }

    /* HotSpot 17's channels call begin() before they look at the state when
     * blocking, so a blocking call on a closed channel ends in end(false):
     * AsynchronousCloseException; a non-blocking one: ClosedChannelException. */
    static void ensureOpen(java.nio.channels.Channel ch, boolean blocking)
            throws java.nio.channels.ClosedChannelException {
        if (!ch.isOpen()) {
            throw blocking ? new java.nio.channels.AsynchronousCloseException()
                           : new java.nio.channels.ClosedChannelException();
        }
    }

    static String strerror(int err) {
        return NioNatives.strerror0(-err);
    }

    /** The exception HotSpot's channels throw for -errno err. */
    static IOException error(int err) {
        int e = -err;
        if (e == NioNatives.ECONNRESET) {
            return new SocketException("Connection reset");
        }
        if (e == NioNatives.ECONNREFUSED) {
            return new ConnectException("Connection refused");
        }
        if (e == NioNatives.EPIPE) {
            return new IOException("Broken pipe");
        }
        if (e == NioNatives.EADDRINUSE || e == NioNatives.EADDRNOTAVAIL) {
            return new java.net.BindException(strerror(err));
        }
        if (e == NioNatives.EHOSTUNREACH) {
            return new java.net.NoRouteToHostException(strerror(err));
        }
        if (e == NioNatives.ENETUNREACH || e == NioNatives.ETIMEDOUT) {
            return new ConnectException(strerror(err));
        }
        return new IOException(strerror(err));
    }

    static InetSocketAddress checkAddress(SocketAddress sa) {
        if (sa == null) {
            throw new NullPointerException();
        }
        if (!(sa instanceof InetSocketAddress)) {
            throw new UnsupportedAddressTypeException();
        }
        InetSocketAddress isa = (InetSocketAddress) sa;
        if (isa.isUnresolved()) {
            throw new UnresolvedAddressException();
        }
        return isa;
    }

    static int addrOf(InetAddress a) {
        byte[] b = a.getAddress();
        if (b.length != 4) {
            throw new UnsupportedAddressTypeException();
        }
        return ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    }

    static InetSocketAddress sockAddr(int addr, int port) {
        byte[] b = { (byte) (addr >>> 24), (byte) (addr >>> 16), (byte) (addr >>> 8), (byte) addr };
        try {
            return new InetSocketAddress(InetAddress.getByAddress(b), port);
        } catch (UnknownHostException e) {
            throw new InternalError(e);
        }
    }
}
