/* net.c: natives of java.net.Net (the socket calls of Socket and
 * ServerSocket), over io/io.h, so that they block as the thread backend
 * wants: a plain blocking call on native threads, the iomgr on green ones.
 *
 * Addresses cross as host-order IPv4 ints, time-outs as milliseconds (0 =
 * none).  Errors become the exceptions HotSpot 17 throws, with its
 * messages (the C library's strerror text where HotSpot uses it too). */
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>
#include "../excep.h"
#include "../jstring.h"
#include "../native.h"
#include "net.h"
#include "../safepoint.h"
#include "../../io/io.h"
#include "../../io/inet.h"
#include "../../threads/threads.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_V() return (Value){ .raw = 0 }

/* Throws what HotSpot throws for error -err during op (net.h). */
void net_error(VMThread *t, long err, int op, int timed)
{
    int e = (int)-err;
    const char *cls = "java/net/SocketException";
    const char *msg = strerror(e);
    switch (e) {
    case EBADF:
        msg = "Socket closed";
        break;
    case ETIMEDOUT:
        if (op == OP_ACCEPT) {
            cls = "java/net/SocketTimeoutException";
            msg = "Accept timed out";
        } else if (op == OP_READ) {
            cls = "java/net/SocketTimeoutException";
            msg = "Read timed out";
        } else if (op == OP_RECEIVE) {
            cls = "java/net/SocketTimeoutException";
            msg = "Receive timed out";
        } else if (op == OP_CONNECT && timed) {
            cls = "java/net/SocketTimeoutException";
            msg = "Connect timed out";
        } else if (op == OP_CONNECT) {
            cls = "java/net/ConnectException";
        }
        break;
    case ECONNRESET:
        msg = "Connection reset";
        break;
    case EPIPE:
        msg = "Broken pipe";
        break;
    case ECONNREFUSED:
        if (op == OP_RECEIVE || op == OP_SEND) {
            cls = "java/net/PortUnreachableException";
            msg = NULL;             /* HotSpot 17 gives it no message */
        } else {
            cls = "java/net/ConnectException";
        }
        break;
    case EAFNOSUPPORT:
        msg = "Protocol family unavailable";
        break;
    case EHOSTUNREACH:
        cls = "java/net/NoRouteToHostException";
        break;
    case ENETUNREACH:
        if (op == OP_CONNECT)
            cls = "java/net/ConnectException";
        break;
    case EADDRINUSE:
    case EADDRNOTAVAIL:
    case EACCES:
        if (op == OP_BIND || op == OP_CONNECT)
            cls = "java/net/BindException";
        break;
    default:
        /* HotSpot's accept passes the system's error on as a plain
         * IOException ("Too many open files"); the others are converted
         * to SocketException. */
        if (op == OP_ACCEPT)
            cls = "java/io/IOException";
        break;
    }
    exc_throw(t, cls, msg);
}

/* A call that may block, made in a safe region (sp_call_blocking) so that
 * a collection need not wait for it; no Java object is touched inside but
 * the byte array being read into or written from, which the caller's frame
 * keeps alive and the collector does not move. */
enum { C_ACCEPT, C_CONNECT, C_RECV, C_SEND, C_CLOSE, C_PRECLOSE };

typedef struct NetCall {
    int what;
    int fd;
    void *buf;
    size_t n;
    int64_t deadline;
    uint32_t addr;
    int port;
    long result;
} NetCall;

static void net_call_cb(void *p)
{
    NetCall *c = p;
    switch (c->what) {
    case C_ACCEPT:
        c->result = io_accept(c->fd, c->deadline, &c->addr, &c->port);
        break;
    case C_CONNECT:
        c->result = io_connect(c->fd, c->addr, c->port, c->deadline);
        break;
    case C_RECV:
        c->result = io_recv(c->fd, c->buf, c->n, c->deadline);
        break;
    case C_SEND:
        c->result = io_send(c->fd, c->buf, c->n);
        break;
    case C_CLOSE:
        c->result = io_close(c->fd);
        break;
    case C_PRECLOSE:
        c->result = io_preclose(c->fd);
        break;
    }
}

static long net_call(VMThread *t, NetCall *c)
{
    sp_call_blocking(t, net_call_cb, c);
    return c->result;
}

static int64_t deadline_of(int32_t ms)
{
    return ms > 0 ? th_now() + (int64_t)ms * 1000000 : TH_FOREVER;
}

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

NATIVE(net_socket0)
{
    (void)a;
    int fd = io_socket();
    if (fd < 0) {
        net_error(t, fd, OP_OTHER, 0);
        return (Value){ .i = -1 };
    }
    return (Value){ .i = fd };
}

NATIVE(net_bind0)
{
    int r = io_bind(a[0].i, (uint32_t)a[1].i, a[2].i);
    if (r < 0)
        net_error(t, r, OP_BIND, 0);
    RET_V();
}

NATIVE(net_listen0)
{
    int r = io_listen(a[0].i, a[1].i);
    if (r < 0)
        net_error(t, r, OP_OTHER, 0);
    RET_V();
}

/* int accept0(int fd, int timeoutMs, int[] peer): peer[0] address,
 * peer[1] port. */
NATIVE(net_accept0)
{
    Array *peer = (Array *)a[2].l;
    if (peer == NULL || peer->length < 2) {
        exc_npe(t, NULL);
        return (Value){ .i = -1 };
    }
    NetCall c = { .what = C_ACCEPT, .fd = a[0].i, .deadline = deadline_of(a[1].i) };
    int fd = (int)net_call(t, &c);
    uint32_t addr = c.addr;
    int port = c.port;
    if (fd < 0) {
        net_error(t, fd, OP_ACCEPT, a[1].i > 0);
        return (Value){ .i = -1 };
    }
    ARRAY_ELEMS(peer, int32_t)[0] = (int32_t)addr;
    ARRAY_ELEMS(peer, int32_t)[1] = port;
    return (Value){ .i = fd };
}

NATIVE(net_connect0)
{
    NetCall c = { .what = C_CONNECT, .fd = a[0].i, .addr = (uint32_t)a[1].i, .port = a[2].i,
                  .deadline = deadline_of(a[3].i) };
    int r = (int)net_call(t, &c);
    if (r < 0)
        net_error(t, r, OP_CONNECT, a[3].i > 0);
    RET_V();
}

/* int read0(int fd, byte[] b, int off, int len, int timeoutMs): -1 at end. */
NATIVE(net_read0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        return (Value){ .i = -1 };
    if (a[3].i == 0)
        return (Value){ .i = 0 };
    NetCall c = { .what = C_RECV, .fd = a[0].i, .buf = (char *)ARRAY_DATA(b) + a[2].i,
                  .n = (size_t)a[3].i, .deadline = deadline_of(a[4].i) };
    long r = net_call(t, &c);
    if (r < 0) {
        net_error(t, r, OP_READ, a[4].i > 0);
        return (Value){ .i = -1 };
    }
    return (Value){ .i = r == 0 ? -1 : (int32_t)r };
}

NATIVE(net_write0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        RET_V();
    if (a[3].i == 0)
        RET_V();
    NetCall c = { .what = C_SEND, .fd = a[0].i, .buf = (char *)ARRAY_DATA(b) + a[2].i,
                  .n = (size_t)a[3].i };
    long r = net_call(t, &c);
    if (r < 0)
        net_error(t, r, OP_WRITE, 0);
    RET_V();
}

NATIVE(net_available0)
{
    long n = io_available(a[0].i);
    if (n < 0) {
        net_error(t, n, OP_OTHER, 0);
        return (Value){ .i = 0 };
    }
    return (Value){ .i = (int32_t)n };
}

NATIVE(net_shutdown0)
{
    int r = io_shutdown(a[0].i, a[1].i);
    if (r < 0 && r != -ENOTCONN)
        net_error(t, r, OP_OTHER, 0);
    RET_V();
}

NATIVE(net_preClose0)
{
    NetCall c = { .what = C_PRECLOSE, .fd = a[0].i };
    int r = (int)net_call(t, &c);
    if (r < 0)
        net_error(t, r, OP_OTHER, 0);
    RET_V();
}

NATIVE(net_close0)
{
    NetCall c = { .what = C_CLOSE, .fd = a[0].i };
    int r = (int)net_call(t, &c);
    if (r < 0 && r != -EBADF)
        net_error(t, r, OP_OTHER, 0);
    RET_V();
}

/* void setIntOption0(int fd, int opt, int value); SO_LINGER: value < 0 off.
 * The numbers are net.h's, shared with inet.c's setIpOption0. */
NATIVE(net_setIntOption0)
{
    int r = net_ip_option_set(a[0].i, a[1].i, a[2].i);
    if (r == -ENOPROTOOPT)
        exc_throw(t, "java/net/SocketException", "Unsupported option");
    else if (r < 0)
        net_error(t, r, OP_OTHER, 0);
    RET_V();
}

NATIVE(net_getIntOption0)
{
    int v = 0;
    int r = net_ip_option_get(a[0].i, a[1].i, &v);
    if (r == -ENOPROTOOPT) {
        exc_throw(t, "java/net/SocketException", "Unsupported option");
        return (Value){ .i = 0 };
    }
    if (r < 0) {
        net_error(t, r, OP_OTHER, 0);
        return (Value){ .i = a[1].i == OPT_SO_LINGER ? -1 : 0 };
    }
    return (Value){ .i = v };
}

NATIVE(net_localAddress0)
{
    uint32_t addr = 0;
    int r = io_sockname(a[0].i, &addr, NULL);
    if (r < 0) {
        net_error(t, r, OP_OTHER, 0);
        return (Value){ .i = 0 };
    }
    return (Value){ .i = (int32_t)addr };
}

NATIVE(net_localPort0)
{
    int port = 0;
    int r = io_sockname(a[0].i, NULL, &port);
    if (r < 0) {
        net_error(t, r, OP_OTHER, 0);
        return (Value){ .i = -1 };
    }
    return (Value){ .i = port };
}

typedef struct Lookup {
    const char *host;
    IoAddr addrs[16];
    int n;
    char why[160];
} Lookup;

static void lookup_cb(void *p)
{
    Lookup *l = p;
    l->n = io_resolve(l->host, l->addrs, 16, l->why, sizeof l->why);
}

/* int lookup0(String host): the first IPv4 address of host (through
 * io_resolve, so green and mn threads other than the caller go on), or
 * UnknownHostException "host: why". */
NATIVE(net_lookup0)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        return (Value){ .i = 0 };
    }
    char *host = jstring_to_utf8(a[0].l, NULL);
    if (host == NULL) {
        exc_oom(t);
        return (Value){ .i = 0 };
    }
    Lookup l = { .host = host };
    sp_call_blocking(t, lookup_cb, &l);
    int32_t addr = 0;
    int found = 0;
    for (int i = 0; i < l.n && !found; i++) {
        if (l.addrs[i].family == 4) {
            const uint8_t *b = l.addrs[i].addr;
            addr = (int32_t)(((uint32_t)b[0] << 24) | ((uint32_t)b[1] << 16) | ((uint32_t)b[2] << 8) | b[3]);
            found = 1;
        }
    }
    if (!found)
        exc_throwf(t, "java/net/UnknownHostException", "%s: %s", host,
                   l.n > 0 ? gai_strerror(EAI_NONAME) : l.why);
    free(host);
    return (Value){ .i = addr };
}

/* String reverseLookup0(int addr): the host name of addr, or null. */
NATIVE(net_reverseLookup0)
{
    struct sockaddr_in sa;
    memset(&sa, 0, sizeof sa);
    sa.sin_family = AF_INET;
    sa.sin_addr.s_addr = htonl((uint32_t)a[0].i);
    char name[NI_MAXHOST];
    if (getnameinfo((struct sockaddr *)&sa, sizeof sa, name, sizeof name, NULL, 0, NI_NAMEREQD) != 0)
        return (Value){ .l = NULL };
    return (Value){ .l = jstring_new(t, name) };
}

NATIVE(net_localHostName0)
{
    (void)a;
    char name[256];
    if (gethostname(name, sizeof name - 1) != 0)
        strcpy(name, "localhost");
    name[sizeof name - 1] = '\0';
    return (Value){ .l = jstring_new(t, name) };
}

static const NativeDef defs[] = {
    { "java/net/Net", "socket0", "()I", net_socket0 },
    { "java/net/Net", "bind0", "(III)V", net_bind0 },
    { "java/net/Net", "listen0", "(II)V", net_listen0 },
    { "java/net/Net", "accept0", "(II[I)I", net_accept0 },
    { "java/net/Net", "connect0", "(IIII)V", net_connect0 },
    { "java/net/Net", "read0", "(I[BIII)I", net_read0 },
    { "java/net/Net", "write0", "(I[BII)V", net_write0 },
    { "java/net/Net", "available0", "(I)I", net_available0 },
    { "java/net/Net", "shutdown0", "(II)V", net_shutdown0 },
    { "java/net/Net", "preClose0", "(I)V", net_preClose0 },
    { "java/net/Net", "close0", "(I)V", net_close0 },
    { "java/net/Net", "setIntOption0", "(III)V", net_setIntOption0 },
    { "java/net/Net", "getIntOption0", "(II)I", net_getIntOption0 },
    { "java/net/Net", "localAddress0", "(I)I", net_localAddress0 },
    { "java/net/Net", "localPort0", "(I)I", net_localPort0 },
    { "java/net/Net", "lookup0", "(Ljava/lang/String;)I", net_lookup0 },
    { "java/net/Net", "reverseLookup0", "(I)Ljava/lang/String;", net_reverseLookup0 },
    { "java/net/Net", "localHostName0", "()Ljava/lang/String;", net_localHostName0 },
};

void natives_net_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
