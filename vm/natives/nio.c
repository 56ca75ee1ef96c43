/* nio.c: natives of sun.nio.ch.NioNatives, the system calls under
 * java.nio.channels (FileChannel, SocketChannel, ServerSocketChannel,
 * DatagramChannel, Pipe, Selector), over io/io.h so that they block as the
 * thread backend wants.
 *
 * Nothing here throws but NullPointerException / IndexOutOfBounds for bad
 * arrays: results are counts (>= 0) or -errno (Linux numbers), and the Java
 * side throws what HotSpot throws.  A read that reaches the end of the
 * stream returns NIO_EOF; a non-blocking call that would block returns 0
 * (reads, writes, sends) or NIO_AGAIN (accept, receive).  Calls that may
 * wait run in a safe region (sp_call_blocking); they touch no Java object
 * but the byte or int arrays passed in, which the caller's frame keeps alive
 * and the collector does not move. */
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include "../excep.h"
#include "../jstring.h"
#include "../native.h"
#include "../safepoint.h"
#include "../../io/io.h"
#include "../../threads/threads.h"

#define NATIVE(name) static Value name(VMThread *t __attribute__((unused)), Value *a)
#define RET_I(x) return (Value){ .i = (int32_t)(x) }
#define RET_J(x) return (Value){ .j = (int64_t)(x) }

#define NIO_EOF (-1000000)
#define NIO_AGAIN (-1000001)

static int range_ok(VMThread *t, Array *b, int32_t off, int32_t len)
{
    if (b == NULL) {
        exc_npe(t, NULL);
        return 0;
    }
    if (off < 0 || len < 0 || (int64_t)off + len > b->length) {
        exc_throwf(t, "java/lang/IndexOutOfBoundsException",
                   "Range [%d, %d + %d) out of bounds for length %d", off, off, len, b->length);
        return 0;
    }
    return 1;
}

static int ints_ok(VMThread *t, Array *b, int32_t n)
{
    if (b == NULL) {
        exc_npe(t, NULL);
        return 0;
    }
    if (b->length < n) {
        exc_throw(t, "java/lang/IndexOutOfBoundsException", "array too short");
        return 0;
    }
    return 1;
}

enum { C_FREAD, C_FWRITE, C_PREAD, C_PWRITE, C_READ, C_WRITE, C_WRITE_ALL, C_LOCK, C_ACCEPT,
       C_CONNECT, C_FINISH, C_SENDTO, C_RECVFROM, C_POLL, C_CLOSE, C_PRECLOSE, C_SYNC };

typedef struct Call {
    int what;
    int fd;
    char *buf;
    size_t n;
    int64_t pos, len, deadline;
    int flag, flag2;
    uint32_t addr;
    int port;
    int *fds, *evs;
    long result;
} Call;

static void call_cb(void *p)
{
    Call *c = p;
    switch (c->what) {
    case C_FREAD:
        c->result = io_read(c->fd, c->buf, c->n);
        break;
    case C_FWRITE:
        c->result = io_write(c->fd, c->buf, c->n);
        break;
    case C_PREAD:
        c->result = io_pread(c->fd, c->buf, c->n, c->pos);
        break;
    case C_PWRITE:
        c->result = io_pwrite(c->fd, c->buf, c->n, c->pos);
        break;
    case C_READ:
        c->result = io_read_some(c->fd, c->buf, c->n, c->deadline);
        break;
    case C_WRITE:
        c->result = io_write_some(c->fd, c->buf, c->n, c->deadline);
        break;
    case C_WRITE_ALL: {
        size_t done = 0;
        long r = 0;
        while (done < c->n) {
            r = io_write_some(c->fd, c->buf + done, c->n - done, TH_FOREVER);
            if (r < 0)
                break;
            done += (size_t)r;
        }
        c->result = r < 0 ? r : (long)done;
        break;
    }
    case C_LOCK:
        c->result = io_lock(c->fd, c->pos, c->len, c->flag, c->flag2);
        break;
    case C_ACCEPT:
        c->result = io_accept(c->fd, c->deadline, &c->addr, &c->port);
        break;
    case C_CONNECT:
        c->result = io_connect(c->fd, c->addr, c->port, TH_FOREVER);
        break;
    case C_FINISH:
        c->result = io_connect_finish(c->fd, c->deadline);
        break;
    case C_SENDTO:
        c->result = io_sendto4(c->fd, c->buf, c->n, c->addr, c->port, c->deadline);
        break;
    case C_RECVFROM:
        c->result = io_recvfrom4(c->fd, c->buf, c->n, c->deadline, &c->addr, &c->port);
        break;
    case C_POLL:
        c->result = io_poller_wait(c->fd, c->fds, c->evs, (int)c->n, c->deadline);
        break;
    case C_CLOSE:
        c->result = io_close(c->fd);
        break;
    case C_PRECLOSE:
        c->result = io_preclose(c->fd);
        break;
    case C_SYNC:
        c->result = io_sync(c->fd, c->flag);
        break;
    }
}

static long call(VMThread *t, Call *c)
{
    sp_call_blocking(t, call_cb, c);
    return c->result;
}

static int64_t wait_of(int32_t block)
{
    return block ? TH_FOREVER : IO_NOW;
}

/* int open0(String path, int flags, int mode): flags 1 read, 2 write,
 * 4 append, 8 truncate, 16 create, 32 create-new, 64 sync, 128 dsync. */
NATIVE(nio_open0)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        RET_I(-1);
    }
    char *p = jstring_to_utf8(a[0].l, NULL);
    if (p == NULL) {
        exc_oom(t);
        RET_I(-1);
    }
    int f = a[1].i;
    int fl = (f & 1) && (f & 2) ? O_RDWR : (f & 2) ? O_WRONLY : O_RDONLY;
    if (f & 4)
        fl |= O_APPEND;
    if (f & 8)
        fl |= O_TRUNC;
    if (f & 16)
        fl |= O_CREAT;
    if (f & 32)
        fl |= O_CREAT | O_EXCL;
    if (f & 64)
        fl |= O_SYNC;
    if (f & 128)
        fl |= O_DSYNC;
    int fd = io_open(p, fl, a[2].i);
    free(p);
    RET_I(fd);
}

static Value rw(VMThread *t, Value *a, int what, int64_t pos, int block)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        RET_I(0);
    if (a[3].i == 0)
        RET_I(0);
    Call c = { .what = what, .fd = a[0].i, .buf = (char *)ARRAY_DATA(b) + a[2].i,
               .n = (size_t)a[3].i, .pos = pos, .deadline = wait_of(block) };
    long r = call(t, &c);
    if (r == 0 && (what == C_FREAD || what == C_PREAD || what == C_READ))
        RET_I(NIO_EOF);
    if (r == -EAGAIN)
        RET_I(0);
    RET_I(r);
}

/* File reads and writes (fd position or a given one). */
NATIVE(nio_fread0) { return rw(t, a, C_FREAD, 0, 1); }
NATIVE(nio_fwrite0) { return rw(t, a, C_FWRITE, 0, 1); }
NATIVE(nio_pread0) { return rw(t, a, C_PREAD, a[4].j, 1); }
NATIVE(nio_pwrite0) { return rw(t, a, C_PWRITE, a[4].j, 1); }
/* Pipes and sockets: read0 one read; write0 all when blocking, else what fits. */
NATIVE(nio_read0) { return rw(t, a, C_READ, 0, a[4].i); }
NATIVE(nio_write0) { return rw(t, a, a[4].i ? C_WRITE_ALL : C_WRITE, 0, a[4].i); }

NATIVE(nio_seek0)
{
    RET_J(io_seek(a[0].i, a[1].j, a[3].i));
}

NATIVE(nio_size0)
{
    RET_J(io_size(a[0].i));
}

NATIVE(nio_truncate0)
{
    RET_I(io_truncate(a[0].i, a[1].j));
}

NATIVE(nio_sync0)
{
    Call c = { .what = C_SYNC, .fd = a[0].i, .flag = !a[1].i };
    RET_I(call(t, &c));
}

/* int lock0(int fd, long pos, long len, boolean shared, boolean wait). */
NATIVE(nio_lock0)
{
    Call c = { .what = C_LOCK, .fd = a[0].i, .pos = a[1].j, .len = a[3].j, .flag = a[5].i,
               .flag2 = a[6].i };
    if (!a[6].i)
        RET_I(io_lock(c.fd, c.pos, c.len, c.flag, 0));
    RET_I(call(t, &c));
}

NATIVE(nio_unlock0)
{
    RET_I(io_unlock(a[0].i, a[1].j, a[3].j));
}

NATIVE(nio_socket0)
{
    if (a[0].i) {
        int fd = io_socket();
        if (fd >= 0) {
            int r = io_make_nonblocking(fd);
            if (r < 0) {
                io_close(fd);
                RET_I(r);
            }
        }
        RET_I(fd);
    }
    RET_I(io_udp_socket());
}

NATIVE(nio_bind0)
{
    RET_I(io_bind(a[0].i, (uint32_t)a[1].i, a[2].i));
}

NATIVE(nio_listen0)
{
    RET_I(io_listen(a[0].i, a[1].i));
}

/* int accept0(int fd, boolean block, int[] peer): the new fd, NIO_AGAIN. */
NATIVE(nio_accept0)
{
    Array *peer = (Array *)a[2].l;
    if (!ints_ok(t, peer, 2))
        RET_I(-EINVAL);
    Call c = { .what = C_ACCEPT, .fd = a[0].i, .deadline = wait_of(a[1].i) };
    long r = call(t, &c);
    if (r == -ETIMEDOUT && !a[1].i)
        RET_I(NIO_AGAIN);
    if (r >= 0) {
        int k = io_make_nonblocking((int)r);
        if (k < 0) {
            io_close((int)r);
            RET_I(k);
        }
        ARRAY_ELEMS(peer, int32_t)[0] = (int32_t)c.addr;
        ARRAY_ELEMS(peer, int32_t)[1] = c.port;
    }
    RET_I(r);
}

/* int connect0(int fd, int addr, int port, boolean block): 1 connected,
 * 0 in progress. */
NATIVE(nio_connect0)
{
    if (!a[3].i) {
        int r = io_connect_start(a[0].i, (uint32_t)a[1].i, a[2].i);
        RET_I(r == 0 ? 1 : r == 1 ? 0 : r);
    }
    Call c = { .what = C_CONNECT, .fd = a[0].i, .addr = (uint32_t)a[1].i, .port = a[2].i };
    long r = call(t, &c);
    RET_I(r == 0 ? 1 : r);
}

NATIVE(nio_finishConnect0)
{
    Call c = { .what = C_FINISH, .fd = a[0].i, .deadline = wait_of(a[1].i) };
    RET_I(call(t, &c));
}

NATIVE(nio_shutdown0)
{
    int r = io_shutdown(a[0].i, a[1].i);
    RET_I(r == -ENOTCONN ? 0 : r);
}

NATIVE(nio_close0)
{
    Call c = { .what = C_CLOSE, .fd = a[0].i };
    long r = call(t, &c);
    RET_I(r == -EBADF ? 0 : r);
}

NATIVE(nio_preClose0)
{
    Call c = { .what = C_PRECLOSE, .fd = a[0].i };
    RET_I(call(t, &c));
}

/* int sockname0(int fd, boolean peer, int[] out): out[0] address, out[1] port. */
NATIVE(nio_sockname0)
{
    Array *out = (Array *)a[2].l;
    if (!ints_ok(t, out, 2))
        RET_I(-EINVAL);
    uint32_t addr = 0;
    int port = 0;
    int r = a[1].i ? io_peername(a[0].i, &addr, &port) : io_sockname(a[0].i, &addr, &port);
    if (r == 0) {
        ARRAY_ELEMS(out, int32_t)[0] = (int32_t)addr;
        ARRAY_ELEMS(out, int32_t)[1] = port;
    }
    RET_I(r);
}

/* Option numbers shared with NioNatives.java (as java.net.Net's, plus 8
 * SO_BROADCAST). */
static int opt_of(int opt, int *level, int *name)
{
    *level = SOL_SOCKET;
    switch (opt) {
    case 1: *level = IPPROTO_TCP; *name = TCP_NODELAY; return 0;
    case 2: *name = SO_REUSEADDR; return 0;
    case 3: *name = SO_KEEPALIVE; return 0;
    case 4: *name = SO_RCVBUF; return 0;
    case 5: *name = SO_SNDBUF; return 0;
    case 7: *name = SO_OOBINLINE; return 0;
    case 8: *name = SO_BROADCAST; return 0;
    case 9: *name = SO_REUSEPORT; return 0;
    default: return -1;
    }
}

NATIVE(nio_setIntOption0)
{
    int fd = a[0].i, opt = a[1].i, v = a[2].i;
    if (opt == 6)
        RET_I(io_set_linger(fd, v >= 0, v < 0 ? 0 : v));
    int level, name;
    if (opt_of(opt, &level, &name) < 0)
        RET_I(-ENOPROTOOPT);
    RET_I(io_setsockopt_int(fd, level, name, v));
}

/* The value (linger: -1 when off), or -errno - 1000 on failure. */
NATIVE(nio_getIntOption0)
{
    int fd = a[0].i, opt = a[1].i;
    if (opt == 6) {
        int secs = -1;
        int r = io_get_linger(fd, &secs);
        RET_I(r < 0 ? r - 1000 : secs);
    }
    int level, name;
    if (opt_of(opt, &level, &name) < 0)
        RET_I(-ENOPROTOOPT - 1000);
    int r = io_getsockopt_int(fd, level, name);
    RET_I(r < 0 ? r - 1000 : r);
}

/* int sendto0(int fd, byte[] b, int off, int len, int addr, int port,
 * boolean block): port < 0 sends to the connected peer; 0 would block. */
NATIVE(nio_sendto0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        RET_I(0);
    Call c = { .what = C_SENDTO, .fd = a[0].i, .buf = (char *)ARRAY_DATA(b) + a[2].i,
               .n = (size_t)a[3].i, .addr = (uint32_t)a[4].i, .port = a[5].i,
               .deadline = wait_of(a[6].i) };
    long r = call(t, &c);
    RET_I(r == -EAGAIN ? 0 : r);
}

/* int recvfrom0(int fd, byte[] b, int off, int len, boolean block,
 * int[] from): the datagram's length, NIO_AGAIN. */
NATIVE(nio_recvfrom0)
{
    Array *b = (Array *)a[1].l;
    Array *from = (Array *)a[5].l;
    if (!range_ok(t, b, a[2].i, a[3].i) || !ints_ok(t, from, 2))
        RET_I(0);
    Call c = { .what = C_RECVFROM, .fd = a[0].i, .buf = (char *)ARRAY_DATA(b) + a[2].i,
               .n = (size_t)a[3].i, .deadline = wait_of(a[4].i) };
    long r = call(t, &c);
    if (r == -EAGAIN)
        RET_I(NIO_AGAIN);
    if (r >= 0) {
        ARRAY_ELEMS(from, int32_t)[0] = (int32_t)c.addr;
        ARRAY_ELEMS(from, int32_t)[1] = c.port;
    }
    RET_I(r);
}

NATIVE(nio_pipe0)
{
    Array *out = (Array *)a[0].l;
    if (!ints_ok(t, out, 2))
        RET_I(-EINVAL);
    int fds[2];
    int r = io_pipe(fds);
    if (r == 0) {
        ARRAY_ELEMS(out, int32_t)[0] = fds[0];
        ARRAY_ELEMS(out, int32_t)[1] = fds[1];
    }
    RET_I(r);
}

NATIVE(nio_pollerNew0)
{
    (void)t;
    (void)a;
    RET_I(io_poller_new());
}

NATIVE(nio_pollerCtl0)
{
    RET_I(io_poller_ctl(a[0].i, a[1].i, a[2].i, a[3].i));
}

/* int pollerWait0(int ep, int[] fds, int[] events, long timeoutMs):
 * timeout < 0 waits for ever, 0 not at all. */
NATIVE(nio_pollerWait0)
{
    Array *fds = (Array *)a[1].l, *evs = (Array *)a[2].l;
    if (!ints_ok(t, fds, 1) || !ints_ok(t, evs, fds->length))
        RET_I(-EINVAL);
    int64_t ms = a[3].j;
    int64_t deadline = ms < 0 ? TH_FOREVER : ms == 0 ? IO_NOW : th_now() + ms * 1000000;
    if (ms > 0 && (ms > INT64_MAX / 2000000 || deadline < 0))
        deadline = TH_FOREVER;
    Call c = { .what = C_POLL, .fd = a[0].i, .n = (size_t)fds->length,
               .fds = ARRAY_ELEMS(fds, int32_t), .evs = ARRAY_ELEMS(evs, int32_t),
               .deadline = deadline };
    RET_I(call(t, &c));
}

NATIVE(nio_wakeupNew0)
{
    (void)t;
    (void)a;
    RET_I(io_wakeup_new());
}

NATIVE(nio_wakeupSignal0)
{
    (void)t;
    RET_I(io_wakeup_signal(a[0].i));
}

NATIVE(nio_wakeupDrain0)
{
    (void)t;
    RET_I(io_wakeup_drain(a[0].i));
}

NATIVE(nio_available0)
{
    (void)t;
    long n = io_available(a[0].i);
    RET_I(n);
}

NATIVE(nio_strerror0)
{
    return (Value){ .l = jstring_new(t, strerror(-a[0].i)) };
}

#define NN "sun/nio/ch/NioNatives"

static const NativeDef defs[] = {
    { NN, "open0", "(Ljava/lang/String;II)I", nio_open0 },
    { NN, "fread0", "(I[BII)I", nio_fread0 },
    { NN, "fwrite0", "(I[BII)I", nio_fwrite0 },
    { NN, "pread0", "(I[BIIJ)I", nio_pread0 },
    { NN, "pwrite0", "(I[BIIJ)I", nio_pwrite0 },
    { NN, "read0", "(I[BIIZ)I", nio_read0 },
    { NN, "write0", "(I[BIIZ)I", nio_write0 },
    { NN, "seek0", "(IJI)J", nio_seek0 },
    { NN, "size0", "(I)J", nio_size0 },
    { NN, "truncate0", "(IJ)I", nio_truncate0 },
    { NN, "sync0", "(IZ)I", nio_sync0 },
    { NN, "lock0", "(IJJZZ)I", nio_lock0 },
    { NN, "unlock0", "(IJJ)I", nio_unlock0 },
    { NN, "socket0", "(Z)I", nio_socket0 },
    { NN, "bind0", "(III)I", nio_bind0 },
    { NN, "listen0", "(II)I", nio_listen0 },
    { NN, "accept0", "(IZ[I)I", nio_accept0 },
    { NN, "connect0", "(IIIZ)I", nio_connect0 },
    { NN, "finishConnect0", "(IZ)I", nio_finishConnect0 },
    { NN, "shutdown0", "(II)I", nio_shutdown0 },
    { NN, "close0", "(I)I", nio_close0 },
    { NN, "preClose0", "(I)I", nio_preClose0 },
    { NN, "sockname0", "(IZ[I)I", nio_sockname0 },
    { NN, "setIntOption0", "(III)I", nio_setIntOption0 },
    { NN, "getIntOption0", "(II)I", nio_getIntOption0 },
    { NN, "sendto0", "(I[BIIIIZ)I", nio_sendto0 },
    { NN, "recvfrom0", "(I[BIIZ[I)I", nio_recvfrom0 },
    { NN, "pipe0", "([I)I", nio_pipe0 },
    { NN, "pollerNew0", "()I", nio_pollerNew0 },
    { NN, "pollerCtl0", "(IIII)I", nio_pollerCtl0 },
    { NN, "pollerWait0", "(I[I[IJ)I", nio_pollerWait0 },
    { NN, "wakeupNew0", "()I", nio_wakeupNew0 },
    { NN, "wakeupSignal0", "(I)I", nio_wakeupSignal0 },
    { NN, "wakeupDrain0", "(I)I", nio_wakeupDrain0 },
    { NN, "available0", "(I)I", nio_available0 },
    { NN, "strerror0", "(I)Ljava/lang/String;", nio_strerror0 },
};

void natives_nio_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
