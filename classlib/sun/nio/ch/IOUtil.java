package sun.nio.ch;

import java.io.IOException;
import java.net.ConnectException;
import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.ProtocolFamily;
import java.net.SocketException;
import java.net.StandardProtocolFamily;
import java.net.UnknownHostException;
import java.nio.ByteBuffer;
import java.nio.channels.UnresolvedAddressException;
import java.nio.channels.UnsupportedAddressTypeException;
import java.util.Arrays;

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
        if (e == NioNatives.ETIMEDOUT) {
            return new ConnectException(strerror(err));
        }
        if (e == NioNatives.ENETUNREACH) {
            return new SocketException(strerror(err));     /* as HotSpot's Net: not a ConnectException */
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

    /** The family number socket0 takes for f (HotSpot's exceptions for the others). */
    static int family(ProtocolFamily f) {
        if (f == null) {
            throw new NullPointerException();
        }
        if (f == StandardProtocolFamily.INET) {
            return 4;
        }
        if (f == StandardProtocolFamily.INET6) {
            if (!NioNatives.ipv6Available0()) {
                throw new UnsupportedOperationException("IPv6 not available");
            }
            return 6;
        }
        throw new UnsupportedOperationException("Protocol family not supported");
    }

    /** A new socket of that family (0: the default one) and the family it has: {fd, 4|6}. */
    static int[] socket(boolean stream, int family) throws IOException {
        int fd = NioNatives.socket0(stream, family);
        if (fd < 0) {
            throw error(fd);
        }
        int fam = NioNatives.family0(fd);
        if (fam < 0) {
            NioNatives.close0(fd);
            throw error(fam);
        }
        return new int[] { fd, fam };
    }

    /** As checkAddress, and an IPv4 socket takes IPv4 addresses only. */
    static InetSocketAddress checkAddress(SocketAddress sa, int family) {
        InetSocketAddress isa = checkAddress(sa);
        if (family == 4 && !(isa.getAddress() instanceof Inet4Address)) {
            throw new UnsupportedAddressTypeException();
        }
        return isa;
    }

    private static InetAddress lo4, lo6;

    /** A destination: the wildcard address means the loopback of its family. */
    static InetSocketAddress remote(InetSocketAddress isa) {
        InetAddress ia = isa.getAddress();
        if (!ia.isAnyLocalAddress()) {
            return isa;
        }
        try {
            if (ia instanceof Inet4Address) {
                if (lo4 == null) {
                    lo4 = InetAddress.getByAddress(new byte[] { 127, 0, 0, 1 });
                }
                return new InetSocketAddress(lo4, isa.getPort());
            }
            if (lo6 == null) {
                byte[] b = new byte[16];
                b[15] = 1;
                lo6 = InetAddress.getByAddress(b);
            }
            return new InetSocketAddress(lo6, isa.getPort());
        } catch (UnknownHostException e) {
            throw new InternalError(e);
        }
    }

    static byte[] bytes(InetAddress a) {
        return a.getAddress();
    }

    static int scope(InetAddress a) {
        return a instanceof Inet6Address ? ((Inet6Address) a).getScopeId() : 0;
    }

    /** The address a native stored in addr (byte[16]) and info (family, scope, port). */
    static InetSocketAddress sockAddr(byte[] addr, int[] info) {
        try {
            InetAddress ia;
            if (info[0] == 4) {
                ia = InetAddress.getByAddress(Arrays.copyOf(addr, 4));
            } else if (info[1] == 0) {
                ia = InetAddress.getByAddress(Arrays.copyOf(addr, 16));
            } else {
                ia = Inet6Address.getByAddress(null, Arrays.copyOf(addr, 16), info[1]);
            }
            return new InetSocketAddress(ia, info[2]);
        } catch (UnknownHostException e) {
            throw new InternalError(e);
        }
    }

    /** getsockname (peer: getpeername) of fd. */
    static InetSocketAddress sockname(int fd, boolean peer) throws IOException {
        byte[] b = new byte[16];
        int[] info = new int[3];
        int r = NioNatives.sockname0(fd, peer, b, info);
        if (r < 0) {
            throw error(r);
        }
        return sockAddr(b, info);
    }

    static int bind(int fd, InetSocketAddress isa) {
        InetAddress a = isa.getAddress();
        return NioNatives.bind0(fd, bytes(a), scope(a), isa.getPort());
    }
}
