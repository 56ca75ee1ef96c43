/* inet.c: natives of java.net.Net for sockets of either IP family,
 * datagrams, multicast, lookups and interfaces, over io/inet.h (so they
 * block as the thread backend wants; lookups wait off the scheduler on
 * green and mn).
 *
 * Addresses cross as byte[] of 4 or 16 bytes (network order) with an int
 * scope id and port; results come back in a byte[16] and an int[3]
 * (family 4|6, scope, port).  Errors become HotSpot 17's exceptions. */
#include <errno.h>
#include <net/if.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include "../excep.h"
#include "../jstring.h"
#include "../native.h"
#include "net.h"
#include "../object.h"
#include "../safepoint.h"
#include "../../io/io.h"
#include "../../io/inet.h"
#include "../../threads/threads.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_V() return (Value){ .raw = 0 }


/* addr: byte[4] or byte[16]. */
static int addr_in(VMThread *t, Array *b, int32_t scope, int32_t port, IoAddr *a)
{
    memset(a, 0, sizeof *a);
    if (b == NULL || (b->length != 4 && b->length != 16)) {
        exc_throw(t, "java/lang/IllegalArgumentException", "bad address");
        return -1;
    }
    a->family = b->length == 4 ? 4 : 6;
    memcpy(a->addr, ARRAY_DATA(b), (size_t)b->length);
    a->scope = (uint32_t)scope;
    a->port = port;
    return 0;
}

/* Stores a into out (byte[16]) and info (int[3]: family, scope, port). */
static void addr_out(const IoAddr *a, Array *out, Array *info)
{
    if (out != NULL && out->length >= 16)
        memcpy(ARRAY_DATA(out), a->addr, 16);
    if (info != NULL && info->length >= 3) {
        ARRAY_ELEMS(info, int32_t)[0] = a->family;
        ARRAY_ELEMS(info, int32_t)[1] = (int32_t)a->scope;
        ARRAY_ELEMS(info, int32_t)[2] = a->port;
    }
}

static int out_ok(VMThread *t, Array *out, Array *info)
{
    if (out == NULL || info == NULL || out->length < 16 || info->length < 3) {
        exc_npe(t, NULL);
        return 0;
    }
    return 1;
}

static int64_t deadline_of(int32_t ms)
{
    return ms > 0 ? th_now() + (int64_t)ms * 1000000 : TH_FOREVER;
}

enum { C_CONNECT, C_ACCEPT, C_SENDTO, C_RECVFROM, C_RESOLVE, C_REVERSE };

typedef struct IpCall {
    int what;
    int fd;
    IoAddr addr;
    int has_addr;
    void *buf;
    size_t n;
    int64_t deadline;
    int peek;
    const char *host;
    IoAddr *list;
    int max;
    char why[160];
    long result;
} IpCall;

static void ip_call_cb(void *p)
{
    IpCall *c = p;
    switch (c->what) {
    case C_CONNECT:
        c->result = io_connect_ip(c->fd, &c->addr, c->deadline);
        break;
    case C_ACCEPT:
        c->result = io_accept_ip(c->fd, c->deadline, &c->addr);
        break;
    case C_SENDTO:
        c->result = io_sendto(c->fd, c->buf, c->n, c->has_addr ? &c->addr : NULL, TH_FOREVER);
        break;
    case C_RECVFROM:
        c->result = io_recvfrom(c->fd, c->buf, c->n, &c->addr, c->deadline, c->peek);
        break;
    case C_RESOLVE:
        c->result = io_resolve(c->host, c->list, c->max, c->why, sizeof c->why);
        break;
    case C_REVERSE:
        c->result = io_reverse(&c->addr, c->why, sizeof c->why);
        break;
    }
}

static long ip_call(VMThread *t, IpCall *c)
{
    sp_call_blocking(t, ip_call_cb, c);
    return c->result;
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

NATIVE(ip_ipv6Available0)
{
    (void)t;
    (void)a;
    return (Value){ .i = io_ipv6_available() };
}

/* int socketIp0(boolean datagram) */
NATIVE(ip_socketIp0)
{
    int fd = io_socket_ip(a[0].i);
    if (fd < 0) {
        net_error(t, fd, OP_OTHER, 0);
        return (Value){ .i = -1 };
    }
    if (a[0].i) {
        /* As HotSpot: datagram sockets may send to broadcast addresses
         * only when asked, but IPv4 mapped traffic on a dual socket is
         * otherwise the same. */
    }
    return (Value){ .i = fd };
}

/* int familyIp0(int fd): 4 or 6 */
NATIVE(ip_family0)
{
    int f = io_family(a[0].i);
    if (f < 0) {
        net_error(t, f, OP_OTHER, 0);
        return (Value){ .i = 4 };
    }
    return (Value){ .i = f };
}

/* void bindIp0(int fd, byte[] addr, int scope, int port) */
NATIVE(ip_bindIp0)
{
    IoAddr ad;
    if (addr_in(t, (Array *)a[1].l, a[2].i, a[3].i, &ad) < 0)
        RET_V();
    int r = io_bind_ip(a[0].i, &ad);
    if (r < 0)
        net_error(t, r, OP_BIND, 0);
    RET_V();
}

/* void connectIp0(int fd, byte[] addr, int scope, int port, int timeoutMs) */
NATIVE(ip_connectIp0)
{
    IpCall c = { .what = C_CONNECT, .fd = a[0].i, .deadline = deadline_of(a[4].i) };
    if (addr_in(t, (Array *)a[1].l, a[2].i, a[3].i, &c.addr) < 0)
        RET_V();
    long r = ip_call(t, &c);
    if (r < 0)
        net_error(t, r, OP_CONNECT, a[4].i > 0);
    RET_V();
}

NATIVE(ip_disconnect0)
{
    int r = io_disconnect(a[0].i);
    if (r < 0)
        net_error(t, r, OP_OTHER, 0);
    RET_V();
}

/* int acceptIp0(int fd, int timeoutMs, byte[] addr16, int[] info) */
NATIVE(ip_acceptIp0)
{
    Array *out = (Array *)a[2].l, *info = (Array *)a[3].l;
    if (!out_ok(t, out, info))
        return (Value){ .i = -1 };
    IpCall c = { .what = C_ACCEPT, .fd = a[0].i, .deadline = deadline_of(a[1].i) };
    long fd = ip_call(t, &c);
    if (fd < 0) {
        net_error(t, fd, OP_ACCEPT, a[1].i > 0);
        return (Value){ .i = -1 };
    }
    addr_out(&c.addr, out, info);
    return (Value){ .i = (int32_t)fd };
}

/* void localIp0(int fd, byte[] addr16, int[] info), peerIp0 likewise */
NATIVE(ip_localIp0)
{
    Array *out = (Array *)a[1].l, *info = (Array *)a[2].l;
    if (!out_ok(t, out, info))
        RET_V();
    IoAddr ad;
    int r = io_sockname_ip(a[0].i, &ad);
    if (r < 0) {
        net_error(t, r, OP_OTHER, 0);
        RET_V();
    }
    addr_out(&ad, out, info);
    RET_V();
}

NATIVE(ip_peerIp0)
{
    Array *out = (Array *)a[1].l, *info = (Array *)a[2].l;
    if (!out_ok(t, out, info))
        RET_V();
    IoAddr ad;
    int r = io_peername_ip(a[0].i, &ad);
    if (r < 0) {
        net_error(t, r, OP_OTHER, 0);
        RET_V();
    }
    addr_out(&ad, out, info);
    RET_V();
}

/* int sendIp0(int fd, byte[] b, int off, int len, byte[] addr or null, int scope, int port) */
NATIVE(ip_sendIp0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        return (Value){ .i = -1 };
    IpCall c = { .what = C_SENDTO, .fd = a[0].i, .buf = (char *)ARRAY_DATA(b) + a[2].i,
                 .n = (size_t)a[3].i };
    if (a[4].l != NULL) {
        if (addr_in(t, (Array *)a[4].l, a[5].i, a[6].i, &c.addr) < 0)
            return (Value){ .i = -1 };
        c.has_addr = 1;
    }
    long r = ip_call(t, &c);
    if (r < 0) {
        net_error(t, r, OP_SEND, 0);
        return (Value){ .i = -1 };
    }
    return (Value){ .i = (int32_t)r };
}

/* int recvIp0(int fd, byte[] b, int off, int len, int timeoutMs, byte[] from16, int[] info, boolean peek) */
NATIVE(ip_recvIp0)
{
    Array *b = (Array *)a[1].l, *out = (Array *)a[5].l, *info = (Array *)a[6].l;
    if (!range_ok(t, b, a[2].i, a[3].i) || !out_ok(t, out, info))
        return (Value){ .i = -1 };
    IpCall c = { .what = C_RECVFROM, .fd = a[0].i, .buf = (char *)ARRAY_DATA(b) + a[2].i,
                 .n = (size_t)a[3].i, .deadline = deadline_of(a[4].i), .peek = a[7].i };
    long r = ip_call(t, &c);
    if (r < 0) {
        net_error(t, r, OP_RECEIVE, a[4].i > 0);
        return (Value){ .i = -1 };
    }
    addr_out(&c.addr, out, info);
    return (Value){ .i = (int32_t)r };
}

/* void mcastIp0(int fd, byte[] group, int ifindex, boolean join) */
NATIVE(ip_mcastIp0)
{
    IoAddr g;
    if (addr_in(t, (Array *)a[1].l, 0, 0, &g) < 0)
        RET_V();
    int r = io_mcast_group(a[0].i, &g, a[2].i, a[3].i);
    if (r < 0)
        net_error(t, r, OP_OTHER, 0);
    RET_V();
}


int net_ip_option_set(int fd, int opt, int v)
{
    int v6 = io_family(fd) == 6, r;
    switch (opt) {
    case OPT_TCP_NODELAY: return io_setsockopt_int(fd, IPPROTO_TCP, TCP_NODELAY, v);
    case OPT_SO_REUSEADDR: return io_setsockopt_int(fd, SOL_SOCKET, SO_REUSEADDR, v);
    case OPT_SO_REUSEPORT: return io_setsockopt_int(fd, SOL_SOCKET, SO_REUSEPORT, v);
    case OPT_SO_KEEPALIVE: return io_setsockopt_int(fd, SOL_SOCKET, SO_KEEPALIVE, v);
    case OPT_SO_RCVBUF: return io_setsockopt_int(fd, SOL_SOCKET, SO_RCVBUF, v);
    case OPT_SO_SNDBUF: return io_setsockopt_int(fd, SOL_SOCKET, SO_SNDBUF, v);
    case OPT_SO_OOBINLINE: return io_setsockopt_int(fd, SOL_SOCKET, SO_OOBINLINE, v);
    case OPT_SO_LINGER: return io_set_linger(fd, v >= 0, v < 0 ? 0 : v);
    case OPT_SO_BROADCAST: return io_setsockopt_int(fd, SOL_SOCKET, SO_BROADCAST, v);
    case OPT_IP_TOS:
        r = io_setsockopt_int(fd, IPPROTO_IP, IP_TOS, v);
        if (v6) {
            int r6 = io_setsockopt_int(fd, IPPROTO_IPV6, IPV6_TCLASS, v);
            r = r6 == 0 ? 0 : r;
        }
        return r;
    case OPT_MCAST_TTL:
        r = io_setsockopt_int(fd, IPPROTO_IP, IP_MULTICAST_TTL, v);
        if (v6) {
            int r6 = io_setsockopt_int(fd, IPPROTO_IPV6, IPV6_MULTICAST_HOPS, v);
            r = r6 == 0 ? 0 : r;
        }
        return r;
    case OPT_MCAST_LOOP:
        r = io_setsockopt_int(fd, IPPROTO_IP, IP_MULTICAST_LOOP, v);
        if (v6) {
            int r6 = io_setsockopt_int(fd, IPPROTO_IPV6, IPV6_MULTICAST_LOOP, v);
            r = r6 == 0 ? 0 : r;
        }
        return r;
    case OPT_MCAST_IF:
        return io_mcast_if(fd, v);
    default:
        return -ENOPROTOOPT;
    }
}

int net_ip_option_get(int fd, int opt, int *out)
{
    int v6 = io_family(fd) == 6, r;
    switch (opt) {
    case OPT_TCP_NODELAY: r = io_getsockopt_int(fd, IPPROTO_TCP, TCP_NODELAY); break;
    case OPT_SO_REUSEADDR: r = io_getsockopt_int(fd, SOL_SOCKET, SO_REUSEADDR); break;
    case OPT_SO_REUSEPORT: r = io_getsockopt_int(fd, SOL_SOCKET, SO_REUSEPORT); break;
    case OPT_SO_KEEPALIVE: r = io_getsockopt_int(fd, SOL_SOCKET, SO_KEEPALIVE); break;
    case OPT_SO_RCVBUF: r = io_getsockopt_int(fd, SOL_SOCKET, SO_RCVBUF); break;
    case OPT_SO_SNDBUF: r = io_getsockopt_int(fd, SOL_SOCKET, SO_SNDBUF); break;
    case OPT_SO_OOBINLINE: r = io_getsockopt_int(fd, SOL_SOCKET, SO_OOBINLINE); break;
    case OPT_SO_BROADCAST: r = io_getsockopt_int(fd, SOL_SOCKET, SO_BROADCAST); break;
    case OPT_IP_TOS:
        r = v6 ? io_getsockopt_int(fd, IPPROTO_IPV6, IPV6_TCLASS) : io_getsockopt_int(fd, IPPROTO_IP, IP_TOS);
        break;
    case OPT_MCAST_TTL:
        r = v6 ? io_getsockopt_int(fd, IPPROTO_IPV6, IPV6_MULTICAST_HOPS)
               : io_getsockopt_int(fd, IPPROTO_IP, IP_MULTICAST_TTL);
        break;
    case OPT_MCAST_LOOP:
        r = v6 ? io_getsockopt_int(fd, IPPROTO_IPV6, IPV6_MULTICAST_LOOP)
               : io_getsockopt_int(fd, IPPROTO_IP, IP_MULTICAST_LOOP);
        break;
    case OPT_SO_LINGER: {
        int secs = -1;
        r = io_get_linger(fd, &secs);
        if (r == 0)
            r = secs;
        else
            return r;
        *out = r;
        return 0;
    }
    default:
        return -ENOPROTOOPT;
    }
    if (r < 0)
        return r;
    *out = r;
    return 0;
}

/* void setIpOption0(int fd, int opt, int value) */
NATIVE(ip_setIpOption0)
{
    int r = net_ip_option_set(a[0].i, a[1].i, a[2].i);
    if (r == -ENOPROTOOPT)
        exc_throw(t, "java/net/SocketException", "Unsupported option");
    else if (r < 0)
        net_error(t, r, OP_OTHER, 0);
    RET_V();
}

NATIVE(ip_getIpOption0)
{
    int v = 0;
    int r = net_ip_option_get(a[0].i, a[1].i, &v);
    if (r == -ENOPROTOOPT)
        exc_throw(t, "java/net/SocketException", "Unsupported option");
    else if (r < 0)
        net_error(t, r, OP_OTHER, 0);
    return (Value){ .i = r < 0 ? 0 : v };
}

#define MAX_ADDRS 64

/* byte[] resolve0(String host): entries of 21 bytes (family, 16 address
 * bytes, 4 scope bytes big-endian), IPv4 first; UnknownHostException
 * "host: why" when there is none. */
NATIVE(ip_resolve0)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        return (Value){ .l = NULL };
    }
    char *host = jstring_to_utf8(a[0].l, NULL);
    IoAddr *list = calloc(MAX_ADDRS, sizeof *list);
    if (host == NULL || list == NULL) {
        free(host);
        free(list);
        exc_oom(t);
        return (Value){ .l = NULL };
    }
    IpCall c = { .what = C_RESOLVE, .host = host, .list = list, .max = MAX_ADDRS };
    long n = ip_call(t, &c);
    Array *res = NULL;
    if (n <= 0) {
        exc_throwf(t, "java/net/UnknownHostException", "%s: %s", host, c.why);
    } else {
        res = array_new_prim(t, 'B', (int32_t)(n * 21));
        if (res != NULL) {
            uint8_t *d = (uint8_t *)ARRAY_DATA(res);
            for (long i = 0; i < n; i++) {
                uint8_t *e = d + i * 21;
                e[0] = (uint8_t)list[i].family;
                memcpy(e + 1, list[i].addr, 16);
                uint32_t s = list[i].scope;
                e[17] = (uint8_t)(s >> 24);
                e[18] = (uint8_t)(s >> 16);
                e[19] = (uint8_t)(s >> 8);
                e[20] = (uint8_t)s;
            }
        }
    }
    free(host);
    free(list);
    return (Value){ .l = (Object *)res };
}

/* String reverseIp0(byte[] addr, int scope): the host name, or null. */
NATIVE(ip_reverseIp0)
{
    IpCall c = { .what = C_REVERSE };
    if (addr_in(t, (Array *)a[0].l, a[1].i, 0, &c.addr) < 0)
        return (Value){ .l = NULL };
    if (ip_call(t, &c) <= 0)
        return (Value){ .l = NULL };
    return (Value){ .l = jstring_new(t, c.why) };
}

/* String interfaces0(): one line per address:
 * name TAB index TAB flags TAB mtu TAB hwhex TAB family TAB addrhex TAB
 * scope TAB prefix TAB broadcasthex (or -), in discovery order. */
NATIVE(ip_interfaces0)
{
    (void)a;
    int max = 256;
    IoIfAddr *list = calloc((size_t)max, sizeof *list);
    if (list == NULL) {
        exc_oom(t);
        return (Value){ .l = NULL };
    }
    int n = io_interfaces(list, max);
    if (n < 0) {
        free(list);
        net_error(t, n, OP_OTHER, 0);
        return (Value){ .l = NULL };
    }
    size_t cap = (size_t)n * 160 + 1, len = 0;
    char *s = malloc(cap);
    if (s == NULL) {
        free(list);
        exc_oom(t);
        return (Value){ .l = NULL };
    }
    s[0] = '\0';
    for (int i = 0; i < n; i++) {
        IoIfAddr *e = &list[i];
        char hw[20] = "-", ad[40], bc[40] = "-";
        if (e->hw_len > 0)
            for (int k = 0; k < e->hw_len; k++)
                snprintf(hw + 2 * k, sizeof hw - 2 * (size_t)k, "%02x", e->hw[k]);
        int alen = e->addr.family == 4 ? 4 : 16;
        for (int k = 0; k < alen; k++)
            snprintf(ad + 2 * k, sizeof ad - 2 * (size_t)k, "%02x", e->addr.addr[k]);
        if (e->has_broadcast)
            for (int k = 0; k < 4; k++)
                snprintf(bc + 2 * k, sizeof bc - 2 * (size_t)k, "%02x", e->broadcast.addr[k]);
        int w = snprintf(s + len, cap - len, "%s\t%d\t%u\t%d\t%s\t%d\t%s\t%u\t%d\t%s\n", e->name, e->index,
                         e->flags, e->mtu, hw, e->addr.family, ad, e->addr.scope, e->prefix, bc);
        if (w < 0 || (size_t)w >= cap - len)
            break;
        len += (size_t)w;
    }
    free(list);
    Object *str = jstring_new(t, s);
    free(s);
    return (Value){ .l = str };
}

static const NativeDef defs[] = {
    { "java/net/Net", "ipv6Available0", "()Z", ip_ipv6Available0 },
    { "java/net/Net", "socketIp0", "(Z)I", ip_socketIp0 },
    { "java/net/Net", "familyIp0", "(I)I", ip_family0 },
    { "java/net/Net", "bindIp0", "(I[BII)V", ip_bindIp0 },
    { "java/net/Net", "connectIp0", "(I[BIII)V", ip_connectIp0 },
    { "java/net/Net", "disconnect0", "(I)V", ip_disconnect0 },
    { "java/net/Net", "acceptIp0", "(II[B[I)I", ip_acceptIp0 },
    { "java/net/Net", "localIp0", "(I[B[I)V", ip_localIp0 },
    { "java/net/Net", "peerIp0", "(I[B[I)V", ip_peerIp0 },
    { "java/net/Net", "sendIp0", "(I[BII[BII)I", ip_sendIp0 },
    { "java/net/Net", "recvIp0", "(I[BIII[B[IZ)I", ip_recvIp0 },
    { "java/net/Net", "mcastIp0", "(I[BIZ)V", ip_mcastIp0 },
    { "java/net/Net", "setIpOption0", "(III)V", ip_setIpOption0 },
    { "java/net/Net", "getIpOption0", "(II)I", ip_getIpOption0 },
    { "java/net/Net", "resolve0", "(Ljava/lang/String;)[B", ip_resolve0 },
    { "java/net/Net", "reverseIp0", "([BI)Ljava/lang/String;", ip_reverseIp0 },
    { "java/net/Net", "interfaces0", "()Ljava/lang/String;", ip_interfaces0 },
};

void natives_inet_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
