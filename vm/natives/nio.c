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
#include "net.h"
#include "../excep.h"
#include "../jstring.h"
#include "../native.h"
#include "../object.h"
#include "../../os/os.h"
#include "../safepoint.h"
#include "../../io/io.h"
#include "../../io/inet.h"
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
    IoAddr addr;
    int has_addr;
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
        c->result = io_accept_ip(c->fd, c->deadline, &c->addr);
        break;
    case C_CONNECT:
        c->result = io_connect_ip(c->fd, &c->addr, TH_FOREVER);
        break;
    case C_FINISH:
        c->result = io_connect_finish(c->fd, c->deadline);
        break;
    case C_SENDTO:
        c->result = io_sendto(c->fd, c->buf, c->n, c->has_addr ? &c->addr : NULL, c->deadline);
        break;
    case C_RECVFROM:
        c->result = io_recvfrom(c->fd, c->buf, c->n, &c->addr, c->deadline, 0);
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

/* A wait in milliseconds as a deadline: < 0 for ever, 0 not at all. */
static int64_t wait_ms(int64_t ms)
{
    if (ms < 0)
        return TH_FOREVER;
    if (ms == 0)
        return IO_NOW;
    if (ms > INT64_MAX / 2000000)
        return TH_FOREVER;
    int64_t d = th_now() + ms * 1000000;
    return d < 0 ? TH_FOREVER : d;
}

/* addr: byte[4] or byte[16] (network order); -EINVAL for anything else. */
static int addr_in(VMThread *t, Array *b, int32_t scope, int32_t port, IoAddr *a)
{
    memset(a, 0, sizeof *a);
    if (b == NULL) {
        exc_npe(t, NULL);
        return -1;
    }
    if (b->length != 4 && b->length != 16) {
        exc_throw(t, "java/lang/IllegalArgumentException", "bad address");
        return -1;
    }
    a->family = b->length == 4 ? 4 : 6;
    memcpy(a->addr, ARRAY_DATA(b), (size_t)b->length);
    a->scope = (uint32_t)scope;
    a->port = port;
    return 0;
}

/* The out-arrays of an address: byte[16] and int[3] (family, scope, port). */
static int out_ok(VMThread *t, Array *out, Array *info)
{
    if (out == NULL || info == NULL) {
        exc_npe(t, NULL);
        return 0;
    }
    if (out->length < 16 || info->length < 3) {
        exc_throw(t, "java/lang/IndexOutOfBoundsException", "array too short");
        return 0;
    }
    return 1;
}

static void addr_out(const IoAddr *a, Array *out, Array *info)
{
    memcpy(ARRAY_DATA(out), a->addr, 16);
    ARRAY_ELEMS(info, int32_t)[0] = a->family;
    ARRAY_ELEMS(info, int32_t)[1] = (int32_t)a->scope;
    ARRAY_ELEMS(info, int32_t)[2] = a->port;
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

/* int readTimed0(int fd, byte[] b, int off, int len, long waitMs): one
 * read of a socket, -ETIMEDOUT at the time-out (the socket() adaptors'
 * SO_TIMEOUT). */
NATIVE(nio_readTimed0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        RET_I(0);
    if (a[3].i == 0)
        RET_I(0);
    Call c = { .what = C_READ, .fd = a[0].i, .buf = (char *)ARRAY_DATA(b) + a[2].i,
               .n = (size_t)a[3].i, .deadline = wait_ms(a[4].j) };
    long r = call(t, &c);
    if (r == 0)
        RET_I(NIO_EOF);
    if (r == -EAGAIN)
        RET_I(0);
    RET_I(r);
}

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

/* int socket0(boolean stream, int family): family 0 dual-stack (IPv6
 * carrying IPv4, or IPv4 without IPv6), 4 or 6; the fd is non-blocking. */
NATIVE(nio_socket0)
{
    int fd = io_socket_family(!a[0].i, a[1].i);
    if (fd >= 0) {
        int r = io_make_nonblocking(fd);
        if (r < 0) {
            io_close(fd);
            RET_I(r);
        }
    }
    RET_I(fd);
}

/* int family0(int fd): 4 or 6, or -errno. */
NATIVE(nio_family0)
{
    RET_I(io_family(a[0].i));
}

NATIVE(nio_ipv6Available0)
{
    (void)t;
    (void)a;
    RET_I(io_ipv6_available());
}

/* int bind0(int fd, byte[] addr, int scope, int port) */
NATIVE(nio_bind0)
{
    IoAddr ad;
    if (addr_in(t, (Array *)a[1].l, a[2].i, a[3].i, &ad) < 0)
        RET_I(-EINVAL);
    RET_I(io_bind_ip(a[0].i, &ad));
}

NATIVE(nio_listen0)
{
    RET_I(io_listen(a[0].i, a[1].i));
}

/* int accept0(int fd, long waitMs, byte[] addr16, int[] info): the new fd,
 * NIO_AGAIN (not waiting), -ETIMEDOUT. */
NATIVE(nio_accept0)
{
    Array *out = (Array *)a[3].l, *info = (Array *)a[4].l;
    if (!out_ok(t, out, info))
        RET_I(-EINVAL);
    Call c = { .what = C_ACCEPT, .fd = a[0].i, .deadline = wait_ms(a[1].j) };
    long r = call(t, &c);
    if (r == -ETIMEDOUT && a[1].j == 0)
        RET_I(NIO_AGAIN);
    if (r >= 0) {
        int k = io_make_nonblocking((int)r);
        if (k < 0) {
            io_close((int)r);
            RET_I(k);
        }
        addr_out(&c.addr, out, info);
    }
    RET_I(r);
}

/* int connect0(int fd, byte[] addr, int scope, int port, boolean block):
 * 1 connected, 0 in progress.  A datagram socket only takes the peer. */
NATIVE(nio_connect0)
{
    Call c = { .what = C_CONNECT, .fd = a[0].i };
    if (addr_in(t, (Array *)a[1].l, a[2].i, a[3].i, &c.addr) < 0)
        RET_I(-EINVAL);
    if (!a[4].i) {
        int r = io_connect_start_ip(c.fd, &c.addr);
        RET_I(r == 0 ? 1 : r == 1 ? 0 : r);
    }
    long r = call(t, &c);
    RET_I(r == 0 ? 1 : r);
}

NATIVE(nio_disconnect0)
{
    (void)t;
    RET_I(io_disconnect(a[0].i));
}

/* int finishConnect0(int fd, long waitMs): 1 connected, 0 still in
 * progress (not waiting), -ETIMEDOUT. */
NATIVE(nio_finishConnect0)
{
    Call c = { .what = C_FINISH, .fd = a[0].i, .deadline = wait_ms(a[1].j) };
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

/* int sockname0(int fd, boolean peer, byte[] addr16, int[] info) */
NATIVE(nio_sockname0)
{
    Array *out = (Array *)a[2].l, *info = (Array *)a[3].l;
    if (!out_ok(t, out, info))
        RET_I(-EINVAL);
    IoAddr ad;
    int r = a[1].i ? io_peername_ip(a[0].i, &ad) : io_sockname_ip(a[0].i, &ad);
    if (r == 0)
        addr_out(&ad, out, info);
    RET_I(r);
}

/* Options by java.net.Net's numbers (net.h). */
NATIVE(nio_setIntOption0)
{
    (void)t;
    RET_I(net_ip_option_set(a[0].i, a[1].i, a[2].i));
}

/* The value (linger: -1 when off), or -errno - 1000 on failure. */
NATIVE(nio_getIntOption0)
{
    (void)t;
    int v = 0;
    int r = net_ip_option_get(a[0].i, a[1].i, &v);
    RET_I(r < 0 ? r - 1000 : v);
}

/* int sendto0(int fd, byte[] b, int off, int len, byte[] addr, int scope,
 * int port, boolean block): addr null sends to the connected peer; 0
 * would block. */
NATIVE(nio_sendto0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        RET_I(0);
    Call c = { .what = C_SENDTO, .fd = a[0].i, .buf = (char *)ARRAY_DATA(b) + a[2].i,
               .n = (size_t)a[3].i, .deadline = wait_of(a[7].i) };
    if (a[4].l != NULL) {
        if (addr_in(t, (Array *)a[4].l, a[5].i, a[6].i, &c.addr) < 0)
            RET_I(0);
        c.has_addr = 1;
    }
    long r = call(t, &c);
    RET_I(r == -EAGAIN ? 0 : r);
}

/* int recvfrom0(int fd, byte[] b, int off, int len, long waitMs, byte[]
 * from16, int[] info): the datagram's length, NIO_AGAIN (not waiting),
 * -ETIMEDOUT. */
NATIVE(nio_recvfrom0)
{
    Array *b = (Array *)a[1].l;
    Array *out = (Array *)a[6].l, *info = (Array *)a[7].l;
    if (!range_ok(t, b, a[2].i, a[3].i) || !out_ok(t, out, info))
        RET_I(0);
    Call c = { .what = C_RECVFROM, .fd = a[0].i, .buf = (char *)ARRAY_DATA(b) + a[2].i,
               .n = (size_t)a[3].i, .deadline = wait_ms(a[4].j) };
    long r = call(t, &c);
    if (r == -EAGAIN)
        RET_I(NIO_AGAIN);
    if (r >= 0)
        addr_out(&c.addr, out, info);
    RET_I(r);
}

/* int mcast0(int fd, byte[] group, int ifindex, boolean join) */
NATIVE(nio_mcast0)
{
    IoAddr g;
    if (addr_in(t, (Array *)a[1].l, 0, 0, &g) < 0)
        RET_I(-EINVAL);
    RET_I(io_mcast_group(a[0].i, &g, a[2].i, a[3].i));
}

/* int mcastSource0(int fd, byte[] group, int ifindex, byte[] source, int op):
 * io_mcast_source's ops (0 join, 1 leave, 2 block, 3 unblock). */
NATIVE(nio_mcastSource0)
{
    IoAddr g, src;
    if (addr_in(t, (Array *)a[1].l, 0, 0, &g) < 0 || addr_in(t, (Array *)a[3].l, 0, 0, &src) < 0)
        RET_I(-EINVAL);
    RET_I(io_mcast_source(a[0].i, &g, a[2].i, &src, a[4].i));
}

/* ---- file mappings ----
 *
 * A mapping is a byte[] that lives outside the heap: io_map puts the file's
 * pages one page after the start of an anonymous region, and the array's
 * header is written at the end of that first page, so the array's elements
 * are the file's bytes.  The collector never sees it (marking skips
 * references outside the heap's bitmap, sweeping walks only heap pages), so
 * it is neither moved nor freed: sun.nio.ch.FileMapping unmaps it through a
 * Cleaner once no buffer that shares it is reachable. */

/* byte[] map0(int fd, int mode, long position, long size, long[] out): mode
 * 0 read-only, 1 read-write, 2 private; position need not be page-aligned:
 * the array starts at the page below it, out[2] bytes before it.  out[0]
 * the region's address, out[1] its length (for unmap0), out[2] that lead;
 * null with out[0] = -errno on failure. */
NATIVE(nio_map0)
{
    Array *out = (Array *)a[6].l;
    if (out == NULL || out->length < 3) {
        exc_npe(t, NULL);
        return (Value){ .l = NULL };
    }
    int64_t pos = a[2].j, size = a[4].j;
    int64_t *o = ARRAY_ELEMS(out, int64_t);
    size_t page = os_page_size();
    if (pos < 0 || size <= 0 || size > INT32_MAX) {
        o[0] = -EINVAL;
        return (Value){ .l = NULL };
    }
    Array *tmpl = array_new_prim(t, 'B', 0);   /* the header of a byte[] */
    if (tmpl == NULL)
        return (Value){ .l = NULL };
    int64_t aligned = pos & ~(int64_t)(page - 1);
    size_t lead = (size_t)(pos - aligned);
    size_t len = lead + (size_t)size;
    int err = 0;
    char *base = io_map(a[0].i, a[1].i, aligned, len, page, &err);
    if (base == NULL) {
        o[0] = err;
        return (Value){ .l = NULL };
    }
    Array *arr = (Array *)(base + page - sizeof(Array));
    memset(arr, 0, sizeof *arr);
    arr->hdr.cls = tmpl->hdr.cls;
    arr->length = len > INT32_MAX ? INT32_MAX : (int32_t)len;
    o[0] = (int64_t)(uintptr_t)base;
    o[1] = (int64_t)(page + len);
    o[2] = (int64_t)lead;
    return (Value){ .l = (Object *)arr };
}

/* int unmap0(long address, long length) */
NATIVE(nio_unmap0)
{
    (void)t;
    RET_I(io_unmap((void *)(uintptr_t)a[0].j, (size_t)a[2].j));
}

typedef struct MapCall {
    char *addr;
    size_t len;
    int op;
    int result;
} MapCall;

static void map_cb(void *p)
{
    MapCall *m = p;
    if (m->op == 0)
        m->result = io_map_sync(m->addr, m->len);
    else if (m->op == 1)
        io_map_load(m->addr, m->len);
    else
        m->result = io_map_loaded(m->addr, m->len);
}

/* int mapOp0(long address, long offset, long length, int op): on the bytes
 * [offset, offset + length) of the file's pages at address (map0's out[0]
 * plus a page): op 0 msync (0 or -errno), 1 load, 2 1 if all resident. */
NATIVE(nio_mapOp0)
{
    size_t page = os_page_size();
    uintptr_t start = (uintptr_t)a[0].j + (uintptr_t)a[2].j;
    uintptr_t lo = start & ~(uintptr_t)(page - 1);
    size_t len = (size_t)a[4].j + (size_t)(start - lo);
    if (len == 0)
        RET_I(a[6].i == 2 ? 1 : 0);
    MapCall m = { (char *)lo, len, a[6].i, 0 };
    sp_call_blocking(t, map_cb, &m);
    RET_I(m.result);
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

/* String strerror0(int errno): the callers pass the positive number
 * (IOUtil.strerror negates its -errno); a negative one is taken too. */
NATIVE(nio_strerror0)
{
    int e = a[0].i < 0 ? -a[0].i : a[0].i;
    return (Value){ .l = jstring_new(t, strerror(e)) };
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
    { NN, "socket0", "(ZI)I", nio_socket0 },
    { NN, "family0", "(I)I", nio_family0 },
    { NN, "ipv6Available0", "()Z", nio_ipv6Available0 },
    { NN, "bind0", "(I[BII)I", nio_bind0 },
    { NN, "listen0", "(II)I", nio_listen0 },
    { NN, "accept0", "(IJ[B[I)I", nio_accept0 },
    { NN, "connect0", "(I[BIIZ)I", nio_connect0 },
    { NN, "disconnect0", "(I)I", nio_disconnect0 },
    { NN, "mcast0", "(I[BIZ)I", nio_mcast0 },
    { NN, "mcastSource0", "(I[BI[BI)I", nio_mcastSource0 },
    { NN, "finishConnect0", "(IJ)I", nio_finishConnect0 },
    { NN, "readTimed0", "(I[BIIJ)I", nio_readTimed0 },
    { NN, "shutdown0", "(II)I", nio_shutdown0 },
    { NN, "close0", "(I)I", nio_close0 },
    { NN, "preClose0", "(I)I", nio_preClose0 },
    { NN, "sockname0", "(IZ[B[I)I", nio_sockname0 },
    { NN, "setIntOption0", "(III)I", nio_setIntOption0 },
    { NN, "getIntOption0", "(II)I", nio_getIntOption0 },
    { NN, "sendto0", "(I[BII[BIIZ)I", nio_sendto0 },
    { NN, "recvfrom0", "(I[BIIJ[B[I)I", nio_recvfrom0 },
    { NN, "pipe0", "([I)I", nio_pipe0 },
    { NN, "map0", "(IIJJ[J)[B", nio_map0 },
    { NN, "unmap0", "(JJ)I", nio_unmap0 },
    { NN, "mapOp0", "(JJJI)I", nio_mapOp0 },
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
