/* inet.c: IP sockets of either family, datagrams, multicast, lookups and
 * interfaces (inet.h).  The waiting calls follow io.c's rules: each is an
 * Op (io_priv.h), so a close wakes it, and it waits through wait_ready,
 * which is th->wait_fd on backends with TH_CAP_NONBLOCKING_IO and ppoll on
 * the others.
 *
 * Lookups (getaddrinfo, and getnameinfo for reverse ones) on backends
 * with TH_CAP_NONBLOCKING_IO: they have no
 * non-blocking form, so a detached helper OS thread (th_os_spawn) makes
 * the call into a heap record and then writes an eventfd; the Java thread
 * waits for the eventfd with io_wait, so only it waits (green: the other
 * green threads run; mn: the carrier runs other threads).  The helper
 * touches nothing after its write but the eventfd number it was given,
 * and the waiter owns the record once the eventfd is readable.  A waiter
 * cannot give up early (lookups have no deadline), so the record is never
 * abandoned. */
#include <errno.h>
#include <fcntl.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <unistd.h>
#include <linux/if_packet.h>
#include "io.h"
#include "io_priv.h"
#include "inet.h"
#include "../threads/threads.h"

static TH_OPAQUE int *inet_errno_location(void)
{
    TH_OPAQUE_BODY();
    return &errno;
}
#undef errno
#define errno (*inet_errno_location())

static int v6_state;                /* 0 unknown, 1 yes, 2 no */
static pthread_once_t v6_once = PTHREAD_ONCE_INIT;

static void v6_probe(void)
{
    int fd = socket(AF_INET6, SOCK_STREAM | SOCK_CLOEXEC, 0);
    v6_state = 2;
    if (fd >= 0) {
        int off = 0;
        if (setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &off, sizeof off) == 0)
            v6_state = 1;
        close(fd);
    }
}

int io_ipv6_available(void)
{
    pthread_once(&v6_once, v6_probe);
    return v6_state == 1;
}

int io_family(int fd)
{
    int d = 0;
    socklen_t len = sizeof d;
    if (getsockopt(fd, SOL_SOCKET, SO_DOMAIN, &d, &len) < 0)
        return -errno;
    return d == AF_INET6 ? 6 : 4;
}

static const uint8_t mapped_prefix[12] = { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff };

/* a as a sockaddr for a socket of family fam (4 or 6). */
static int to_sa(int fam, const IoAddr *a, struct sockaddr_storage *ss, socklen_t *len)
{
    memset(ss, 0, sizeof *ss);
    if (fam == 6) {
        struct sockaddr_in6 *s6 = (struct sockaddr_in6 *)ss;
        s6->sin6_family = AF_INET6;
        s6->sin6_port = htons((uint16_t)a->port);
        if (a->family == 4) {
            static const uint8_t any4[4];
            if (memcmp(a->addr, any4, 4) != 0) {
                memcpy(s6->sin6_addr.s6_addr, mapped_prefix, 12);
                memcpy(s6->sin6_addr.s6_addr + 12, a->addr, 4);
            }                       /* 0.0.0.0: the IPv6 wildcard, which takes both */
        } else {
            memcpy(s6->sin6_addr.s6_addr, a->addr, 16);
            s6->sin6_scope_id = a->scope;
        }
        *len = sizeof *s6;
        return 0;
    }
    struct sockaddr_in *s4 = (struct sockaddr_in *)ss;
    s4->sin_family = AF_INET;
    s4->sin_port = htons((uint16_t)a->port);
    if (a->family == 4)
        memcpy(&s4->sin_addr.s_addr, a->addr, 4);
    else if (memcmp(a->addr, mapped_prefix, 12) == 0)
        memcpy(&s4->sin_addr.s_addr, a->addr + 12, 4);
    else
        return -EAFNOSUPPORT;
    *len = sizeof *s4;
    return 0;
}

static void from_sa(const struct sockaddr_storage *ss, IoAddr *a)
{
    memset(a, 0, sizeof *a);
    if (ss->ss_family == AF_INET6) {
        const struct sockaddr_in6 *s6 = (const struct sockaddr_in6 *)ss;
        a->port = ntohs(s6->sin6_port);
        if (memcmp(s6->sin6_addr.s6_addr, mapped_prefix, 12) == 0) {
            a->family = 4;
            memcpy(a->addr, s6->sin6_addr.s6_addr + 12, 4);
        } else {
            a->family = 6;
            memcpy(a->addr, s6->sin6_addr.s6_addr, 16);
            a->scope = s6->sin6_scope_id;
        }
    } else if (ss->ss_family == AF_INET) {
        const struct sockaddr_in *s4 = (const struct sockaddr_in *)ss;
        a->family = 4;
        a->port = ntohs(s4->sin_port);
        memcpy(a->addr, &s4->sin_addr.s_addr, 4);
    } else {
        a->family = 4;              /* unbound, or not IP: 0.0.0.0:0 */
    }
}

static int sa_for(int fd, const IoAddr *a, struct sockaddr_storage *ss, socklen_t *len)
{
    int fam = io_family(fd);
    if (fam < 0)
        return fam;
    return to_sa(fam, a, ss, len);
}

int io_socket_ip(int datagram)
{
    return io_socket_family(datagram, 0);
}

int io_socket_family(int datagram, int family)
{
    int green = th_has(TH_CAP_NONBLOCKING_IO);
    int v6 = family == 6 || (family == 0 && io_ipv6_available());
    if (family == 6 && !io_ipv6_available())
        return -EAFNOSUPPORT;
    int fd = socket(v6 ? AF_INET6 : AF_INET,
                    (datagram ? SOCK_DGRAM : SOCK_STREAM) | SOCK_CLOEXEC | (green ? SOCK_NONBLOCK : 0), 0);
    if (fd < 0)
        return -errno;
    if (v6) {
        int off = 0;
        setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &off, sizeof off);
    }
    if (datagram) {
        /* As HotSpot: only the groups this socket joined, not every group
         * some socket of the host joined on its port. */
        int off = 0;
        setsockopt(fd, IPPROTO_IP, IP_MULTICAST_ALL, &off, sizeof off);
    }
    if (green)
        kind_set(fd, FD_NONBLOCK);
    else
        kind_set(fd, FD_UNKNOWN);
    return fd;
}

int io_bind_ip(int fd, const IoAddr *a)
{
    struct sockaddr_storage ss;
    socklen_t len;
    int r = sa_for(fd, a, &ss, &len);
    if (r < 0)
        return r;
    return bind(fd, (struct sockaddr *)&ss, len) == 0 ? 0 : -errno;
}

static int is_dgram(int fd)
{
    int t = 0;
    socklen_t len = sizeof t;
    return getsockopt(fd, SOL_SOCKET, SO_TYPE, &t, &len) == 0 && t == SOCK_DGRAM;
}

int io_connect_ip(int fd, const IoAddr *a, int64_t deadline)
{
    struct sockaddr_storage ss;
    socklen_t slen;
    int r = sa_for(fd, a, &ss, &slen);
    if (r < 0)
        return r;
    if (is_dgram(fd))
        return connect(fd, (struct sockaddr *)&ss, slen) == 0 ? 0 : -errno;
    int green = th_has(TH_CAP_NONBLOCKING_IO);
    Op o;
    op_begin(&o, fd);
    int restore = -1;
    if (green)
        kind_of(fd);
    if (!green && deadline != TH_FOREVER) {
        int fl = fcntl(fd, F_GETFL);
        if (fl >= 0 && !(fl & O_NONBLOCK) && fcntl(fd, F_SETFL, fl | O_NONBLOCK) == 0)
            restore = fl;
    }
    if (connect(fd, (struct sockaddr *)&ss, slen) == 0) {
        r = 0;
    } else if (errno != EINPROGRESS && errno != EINTR && errno != EAGAIN) {
        r = op_closed(&o) ? -EBADF : -errno;
    } else {
        for (;;) {
            int w = wait_ready(&o, TH_FD_WRITE, deadline);
            if (w == 0) {
                r = -ETIMEDOUT;
                break;
            }
            if (w < 0) {
                r = w;
                break;
            }
            int c = connect_outcome(fd);
            if (c != 0) {
                r = c < 0 ? c : 0;
                break;
            }
        }
    }
    if (restore >= 0)
        fcntl(fd, F_SETFL, restore);
    op_end(&o);
    return r;
}

int io_connect_start_ip(int fd, const IoAddr *a)
{
    struct sockaddr_storage ss;
    socklen_t slen;
    int r = sa_for(fd, a, &ss, &slen);
    if (r < 0)
        return r;
    for (;;) {
        if (connect(fd, (struct sockaddr *)&ss, slen) == 0)
            return 0;
        if (errno == EINTR)
            continue;
        if (errno == EINPROGRESS || errno == EALREADY)
            return 1;
        return -errno;
    }
}

int io_disconnect(int fd)
{
    struct sockaddr_storage ss;
    memset(&ss, 0, sizeof ss);
    ss.ss_family = AF_UNSPEC;
    if (connect(fd, (struct sockaddr *)&ss, sizeof ss) == 0 || errno == EAFNOSUPPORT)
        return 0;
    return -errno;
}

int io_accept_ip(int fd, int64_t deadline, IoAddr *peer)
{
    int green = th_has(TH_CAP_NONBLOCKING_IO);
    Op o;
    op_begin(&o, fd);
    if (green) {
        kind_of(fd);
    } else if (deadline != TH_FOREVER) {
        int fl = fcntl(fd, F_GETFL);
        if (fl >= 0 && !(fl & O_NONBLOCK))
            fcntl(fd, F_SETFL, fl | O_NONBLOCK);
    }
    int r;
    for (;;) {
        if (op_closed(&o)) {
            r = -EBADF;
            break;
        }
        struct sockaddr_storage ss;
        socklen_t len = sizeof ss;
        memset(&ss, 0, sizeof ss);
        int s = accept4(fd, (struct sockaddr *)&ss, &len, SOCK_CLOEXEC | (green ? SOCK_NONBLOCK : 0));
        if (s >= 0) {
            kind_set(s, green ? FD_NONBLOCK : FD_UNKNOWN);
            if (peer != NULL)
                from_sa(&ss, peer);
            r = s;
            break;
        }
        int e = errno;
        if (e == EINTR || e == ECONNABORTED)
            continue;
        if (e == EAGAIN || e == EWOULDBLOCK) {
            int w = wait_ready(&o, TH_FD_READ, deadline);
            if (w == 0) {
                r = -ETIMEDOUT;
                break;
            }
            if (w < 0) {
                r = w;
                break;
            }
            continue;
        }
        r = op_closed(&o) ? -EBADF : -e;
        break;
    }
    op_end(&o);
    return r;
}

int io_sockname_ip(int fd, IoAddr *a)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof ss;
    memset(&ss, 0, sizeof ss);
    if (getsockname(fd, (struct sockaddr *)&ss, &len) < 0)
        return -errno;
    from_sa(&ss, a);
    return 0;
}

int io_peername_ip(int fd, IoAddr *a)
{
    struct sockaddr_storage ss;
    socklen_t len = sizeof ss;
    memset(&ss, 0, sizeof ss);
    if (getpeername(fd, (struct sockaddr *)&ss, &len) < 0)
        return -errno;
    from_sa(&ss, a);
    return 0;
}

long io_sendto(int fd, const void *buf, size_t n, const IoAddr *to, int64_t deadline)
{
    struct sockaddr_storage ss;
    socklen_t slen = 0;
    if (to != NULL) {
        /* In the address's own family, whatever the socket's: a dual-stack
         * IPv6 UDP socket takes an AF_INET destination as it takes a mapped
         * one (Linux's udpv6_sendmsg hands both to udp_sendmsg), and an IPv4
         * socket refuses AF_INET6 with EAFNOSUPPORT, so no getsockopt is
         * needed per datagram. */
        int r = to_sa(to->family, to, &ss, &slen);
        if (r < 0)
            return r;
    }
    int flags = MSG_NOSIGNAL | (th_has(TH_CAP_NONBLOCKING_IO) ? MSG_DONTWAIT : 0);
    Op o;
    op_begin(&o, fd);
    long r;
    for (;;) {
        if (op_closed(&o)) {
            r = -EBADF;
            break;
        }
        ssize_t w = to != NULL ? sendto(fd, buf, n, flags, (struct sockaddr *)&ss, slen)
                               : send(fd, buf, n, flags);
        if (w >= 0) {
            r = w;
            break;
        }
        int e = errno;
        if (e == EINTR)
            continue;
        if (e == EAGAIN || e == EWOULDBLOCK) {
            if (deadline == IO_NOW) {
                r = -EAGAIN;
                break;
            }
            int k = wait_ready(&o, TH_FD_WRITE, deadline);
            if (k == 0) {
                r = -ETIMEDOUT;
                break;
            }
            if (k < 0) {
                r = k;
                break;
            }
            continue;
        }
        r = op_closed(&o) ? -EBADF : -e;
        break;
    }
    op_end(&o);
    return r;
}

long io_recvfrom(int fd, void *buf, size_t n, IoAddr *from, int64_t deadline, int peek)
{
    int flags = (th_has(TH_CAP_NONBLOCKING_IO) || deadline != TH_FOREVER) ? MSG_DONTWAIT : 0;
    if (peek)
        flags |= MSG_PEEK;
    Op o;
    op_begin(&o, fd);
    long r;
    for (;;) {
        if (op_closed(&o)) {
            r = -EBADF;
            break;
        }
        struct sockaddr_storage ss;
        socklen_t len = sizeof ss;
        memset(&ss, 0, sizeof ss);
        ssize_t k = recvfrom(fd, buf, n, flags, (struct sockaddr *)&ss, &len);
        if (k >= 0) {
            if (op_closed(&o)) {
                r = -EBADF;
                break;
            }
            if (from != NULL)
                from_sa(&ss, from);
            r = k;
            break;
        }
        int e = errno;
        if (e == EINTR)
            continue;
        if (e == EAGAIN || e == EWOULDBLOCK) {
            if (deadline == IO_NOW) {
                r = -EAGAIN;
                break;
            }
            int w = wait_ready(&o, TH_FD_READ, deadline);
            if (w == 0) {
                r = -ETIMEDOUT;
                break;
            }
            if (w < 0) {
                r = w;
                break;
            }
            continue;
        }
        r = op_closed(&o) ? -EBADF : -e;
        break;
    }
    op_end(&o);
    return r;
}

/* The first IPv4 address of the interface with that index, network order
 * (0: none, or no index).  Multicast on IPv4 names the interface by it as
 * well, as HotSpot does: with the index alone Linux picks the datagrams'
 * source address from the routing table (on lo, another interface's). */
static uint32_t if_addr4(int ifindex)
{
    char name[IF_NAMESIZE];
    if (ifindex <= 0 || if_indextoname((unsigned)ifindex, name) == NULL)
        return 0;
    int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (s < 0)
        return 0;
    struct ifreq ifr;
    memset(&ifr, 0, sizeof ifr);
    memcpy(ifr.ifr_name, name, sizeof ifr.ifr_name < sizeof name ? sizeof ifr.ifr_name : sizeof name);
    ifr.ifr_name[sizeof ifr.ifr_name - 1] = '\0';
    uint32_t a = 0;
    if (ioctl(s, SIOCGIFADDR, &ifr) == 0 && ifr.ifr_addr.sa_family == AF_INET)
        a = ((struct sockaddr_in *)&ifr.ifr_addr)->sin_addr.s_addr;
    close(s);
    return a;
}

int io_mcast_group(int fd, const IoAddr *group, int ifindex, int join)
{
    int fam = io_family(fd);
    if (fam < 0)
        return fam;
    if (group->family == 4 && fam == 4) {
        struct ip_mreqn m;
        memset(&m, 0, sizeof m);
        memcpy(&m.imr_multiaddr.s_addr, group->addr, 4);
        m.imr_address.s_addr = if_addr4(ifindex);
        m.imr_ifindex = ifindex;
        return setsockopt(fd, IPPROTO_IP, join ? IP_ADD_MEMBERSHIP : IP_DROP_MEMBERSHIP, &m, sizeof m) == 0
               ? 0 : -errno;
    }
    if (group->family == 4) {
        /* An IPv4 group on an IPv6 socket: the protocol-independent call. */
        struct group_req g;
        memset(&g, 0, sizeof g);
        g.gr_interface = (uint32_t)ifindex;
        struct sockaddr_in *s4 = (struct sockaddr_in *)&g.gr_group;
        s4->sin_family = AF_INET;
        memcpy(&s4->sin_addr.s_addr, group->addr, 4);
        return setsockopt(fd, IPPROTO_IP, join ? MCAST_JOIN_GROUP : MCAST_LEAVE_GROUP, &g, sizeof g) == 0
               ? 0 : -errno;
    }
    if (fam == 4)
        return -EAFNOSUPPORT;
    struct ipv6_mreq m6;
    memset(&m6, 0, sizeof m6);
    memcpy(m6.ipv6mr_multiaddr.s6_addr, group->addr, 16);
    m6.ipv6mr_interface = (unsigned)ifindex;
    return setsockopt(fd, IPPROTO_IPV6, join ? IPV6_ADD_MEMBERSHIP : IPV6_DROP_MEMBERSHIP, &m6, sizeof m6) == 0
           ? 0 : -errno;
}

int io_mcast_source(int fd, const IoAddr *group, int ifindex, const IoAddr *source, int op)
{
    static const int ops[] = { MCAST_JOIN_SOURCE_GROUP, MCAST_LEAVE_SOURCE_GROUP, MCAST_BLOCK_SOURCE,
                               MCAST_UNBLOCK_SOURCE };
    if (op < 0 || op > 3 || group->family != source->family)
        return -EINVAL;
    int fam = io_family(fd);
    if (fam < 0)
        return fam;
    if (fam == 4 && group->family == 6)
        return -EAFNOSUPPORT;
    struct group_source_req g;
    memset(&g, 0, sizeof g);
    g.gsr_interface = (uint32_t)ifindex;
    if (group->family == 4) {
        struct sockaddr_in *gs = (struct sockaddr_in *)&g.gsr_group, *ss = (struct sockaddr_in *)&g.gsr_source;
        gs->sin_family = ss->sin_family = AF_INET;
        memcpy(&gs->sin_addr.s_addr, group->addr, 4);
        memcpy(&ss->sin_addr.s_addr, source->addr, 4);
    } else {
        struct sockaddr_in6 *gs = (struct sockaddr_in6 *)&g.gsr_group, *ss = (struct sockaddr_in6 *)&g.gsr_source;
        gs->sin6_family = ss->sin6_family = AF_INET6;
        memcpy(gs->sin6_addr.s6_addr, group->addr, 16);
        memcpy(ss->sin6_addr.s6_addr, source->addr, 16);
    }
    int level = group->family == 4 ? IPPROTO_IP : IPPROTO_IPV6;
    return setsockopt(fd, level, ops[op], &g, sizeof g) == 0 ? 0 : -errno;
}

int io_mcast_if(int fd, int ifindex)
{
    int fam = io_family(fd);
    if (fam < 0)
        return fam;
    struct ip_mreqn m;
    memset(&m, 0, sizeof m);
    m.imr_address.s_addr = if_addr4(ifindex);
    m.imr_ifindex = ifindex;
    int r4 = setsockopt(fd, IPPROTO_IP, IP_MULTICAST_IF, &m, sizeof m) == 0 ? 0 : -errno;
    if (fam == 4)
        return r4;
    unsigned idx = (unsigned)ifindex;
    int r6 = setsockopt(fd, IPPROTO_IPV6, IPV6_MULTICAST_IF, &idx, sizeof idx) == 0 ? 0 : -errno;
    return r4 == 0 || r6 == 0 ? 0 : r6;
}

/* ---- lookups ---- */

typedef struct Lookup {
    char *host;                     /* forward: the name; reverse: NULL */
    IoAddr rev;                     /* reverse: the address */
    char name[NI_MAXHOST];          /* reverse: the name found */
    int efd;
    int count;
    int max;
    IoAddr *out;
    char why[128];
} Lookup;

static void reverse_run(Lookup *l)
{
    struct sockaddr_storage ss;
    socklen_t slen;
    l->count = 0;
    if (to_sa(l->rev.family, &l->rev, &ss, &slen) < 0)
        return;
    if (getnameinfo((struct sockaddr *)&ss, slen, l->name, sizeof l->name, NULL, 0, NI_NAMEREQD) == 0)
        l->count = 1;
}

static void lookup_run(Lookup *l)
{
    if (l->host == NULL) {
        reverse_run(l);
        return;
    }
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    int rc = getaddrinfo(l->host, NULL, &hints, &res);
    l->count = 0;
    if (rc != 0) {
        const char *why = rc == EAI_SYSTEM ? strerror(errno) : gai_strerror(rc);
        snprintf(l->why, sizeof l->why, "%s", why);
        l->count = -1;
        return;
    }
    /* IPv4 first (the JDK's default order), then IPv6, each once. */
    for (int pass = 0; pass < 2; pass++) {
        for (struct addrinfo *ai = res; ai != NULL && l->count < l->max; ai = ai->ai_next) {
            if (ai->ai_family != (pass == 0 ? AF_INET : AF_INET6))
                continue;
            IoAddr a;
            from_sa((const struct sockaddr_storage *)(void *)ai->ai_addr, &a);
            a.port = 0;
            int dup = 0;
            for (int k = 0; k < l->count; k++)
                if (l->out[k].family == a.family && memcmp(l->out[k].addr, a.addr, 16) == 0
                    && l->out[k].scope == a.scope)
                    dup = 1;
            if (!dup)
                l->out[l->count++] = a;
        }
    }
    freeaddrinfo(res);
    if (l->count == 0) {
        snprintf(l->why, sizeof l->why, "%s", gai_strerror(EAI_NONAME));
        l->count = -1;
    }
}

static void lookup_helper(void *p)
{
    Lookup *l = p;
    int efd = l->efd;
    lookup_run(l);
    uint64_t one = 1;
    /* After this write the record belongs to the waiter again. */
    while (write(efd, &one, sizeof one) < 0 && errno == EINTR)
        ;
}

/* Runs l (forward or reverse) as the backend wants: on a helper OS thread
 * with the caller waiting on an eventfd (TH_CAP_NONBLOCKING_IO), else in
 * place.  Returns 0, or -1 when the record had to be left to a helper that
 * still owns it (only if the wait itself failed). */
static int lookup_do(Lookup *l, char *why, size_t why_len)
{
    int done = 0;
    if (th_has(TH_CAP_NONBLOCKING_IO)) {
        int efd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
        if (efd >= 0) {
            kind_set(efd, FD_NONBLOCK);
            l->efd = efd;
            if (th_os_spawn(NULL, lookup_helper, l, 512 * 1024, 0) == 0) {
                for (;;) {
                    int w = io_wait(efd, TH_FD_READ, TH_FOREVER);
                    uint64_t v;
                    if (read(efd, &v, sizeof v) == (ssize_t)sizeof v)
                        break;
                    if (w < 0 && w != -EINTR && w != -EAGAIN) {
                        /* Cannot happen short of a close of our own fd:
                         * the helper still owns the record, leak it. */
                        if (why != NULL)
                            snprintf(why, why_len, "%s", strerror(-w));
                        return -1;
                    }
                }
                done = 1;
            }
            io_close(efd);
        }
    }
    if (!done) {
        if (th->blocking_begin != NULL)
            th->blocking_begin();
        lookup_run(l);
        if (th->blocking_end != NULL)
            th->blocking_end();
    }
    return 0;
}

int io_resolve(const char *host, IoAddr *out, int max, char *why, size_t why_len)
{
    Lookup *l = calloc(1, sizeof *l);
    if (l == NULL) {
        snprintf(why, why_len, "%s", strerror(ENOMEM));
        return -1;
    }
    l->host = strdup(host);
    l->out = calloc((size_t)(max > 0 ? max : 1), sizeof *out);
    l->max = max;
    l->efd = -1;
    if (l->host == NULL || l->out == NULL) {
        free(l->host);
        free(l->out);
        free(l);
        snprintf(why, why_len, "%s", strerror(ENOMEM));
        return -1;
    }
    if (lookup_do(l, why, why_len) < 0)
        return -1;
    int n = l->count;
    if (n > 0)
        memcpy(out, l->out, (size_t)n * sizeof *out);
    else
        snprintf(why, why_len, "%s", l->why);
    free(l->host);
    free(l->out);
    free(l);
    return n;
}

int io_reverse(const IoAddr *a, char *buf, size_t len)
{
    Lookup *l = calloc(1, sizeof *l);
    if (l == NULL)
        return 0;
    l->rev = *a;
    l->efd = -1;
    if (lookup_do(l, NULL, 0) < 0)
        return 0;
    int found = l->count > 0;
    if (found)
        snprintf(buf, len, "%s", l->name);
    free(l);
    return found;
}

/* ---- interfaces ---- */

static int prefix_of(const struct sockaddr *mask)
{
    if (mask == NULL)
        return 0;
    const uint8_t *b;
    int n;
    if (mask->sa_family == AF_INET) {
        b = (const uint8_t *)&((const struct sockaddr_in *)(const void *)mask)->sin_addr.s_addr;
        n = 4;
    } else if (mask->sa_family == AF_INET6) {
        b = ((const struct sockaddr_in6 *)(const void *)mask)->sin6_addr.s6_addr;
        n = 16;
    } else {
        return 0;
    }
    int bits = 0;
    for (int i = 0; i < n; i++)
        for (int k = 7; k >= 0; k--)
            if (b[i] & (1u << k))
                bits++;
    return bits;
}

/* The flags, MTU and hardware address of the interface called name. */
static void if_details(struct ifaddrs *ifs, int sock, const char *name, IoIfAddr *e)
{
    snprintf(e->name, sizeof e->name, "%s", name);
    e->index = (int)if_nametoindex(name);
    e->mtu = -1;
    for (struct ifaddrs *p = ifs; p != NULL; p = p->ifa_next) {
        if (p->ifa_name != NULL && strcmp(p->ifa_name, name) == 0) {
            e->flags = p->ifa_flags;
            break;
        }
    }
    if (sock >= 0) {
        struct ifreq ifr;
        memset(&ifr, 0, sizeof ifr);
        snprintf(ifr.ifr_name, sizeof ifr.ifr_name, "%s", name);
        if (ioctl(sock, SIOCGIFMTU, &ifr) == 0)
            e->mtu = ifr.ifr_mtu;
    }
    for (struct ifaddrs *p = ifs; p != NULL; p = p->ifa_next) {
        if (p->ifa_addr != NULL && p->ifa_addr->sa_family == AF_PACKET && p->ifa_name != NULL
            && strcmp(p->ifa_name, name) == 0) {
            const struct sockaddr_ll *ll = (const struct sockaddr_ll *)(const void *)p->ifa_addr;
            int nz = 0;
            for (int k = 0; k < ll->sll_halen && k < 8; k++)
                nz |= ll->sll_addr[k];
            if (nz && ll->sll_halen <= 8) {
                memcpy(e->hw, ll->sll_addr, ll->sll_halen);
                e->hw_len = ll->sll_halen;
            }
            break;
        }
    }
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* IPv6 addresses from /proc/net/if_inet6, in its order (the JDK's source):
 * the count added, or -1 when the file cannot be read. */
static int if_inet6(struct ifaddrs *ifs, int sock, IoIfAddr *out, int count, int max)
{
    FILE *f = fopen("/proc/net/if_inet6", "re");
    if (f == NULL)
        return -1;
    char hex[40], name[64];
    unsigned idx, plen, scope, flags;
    int added = 0;
    while (count + added < max
           && fscanf(f, "%32s %x %x %x %x %63s", hex, &idx, &plen, &scope, &flags, name) == 6) {
        if (strlen(hex) != 32)
            continue;
        IoIfAddr *e = &out[count + added];
        memset(e, 0, sizeof *e);
        if_details(ifs, sock, name, e);
        e->addr.family = 6;
        int bad = 0;
        for (int k = 0; k < 16; k++) {
            int h = hexval(hex[2 * k]), l = hexval(hex[2 * k + 1]);
            if (h < 0 || l < 0)
                bad = 1;
            e->addr.addr[k] = (uint8_t)((h << 4) | l);
        }
        if (bad)
            continue;
        e->addr.scope = idx;
        e->prefix = (int)plen;
        added++;
    }
    fclose(f);
    return added;
}

int io_interfaces(IoIfAddr *out, int max)
{
    struct ifaddrs *ifs = NULL;
    if (getifaddrs(&ifs) < 0)
        return -errno;
    int sock = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    int count = 0;
    for (int pass = 0; pass < 2; pass++) {
        int fam = pass == 0 ? AF_INET : AF_INET6;
        if (pass == 1) {
            int k = if_inet6(ifs, sock, out, count, max);
            if (k >= 0) {
                count += k;
                break;
            }
        }
        for (struct ifaddrs *i = ifs; i != NULL && count < max; i = i->ifa_next) {
            if (i->ifa_addr == NULL || i->ifa_addr->sa_family != fam || i->ifa_name == NULL)
                continue;
            IoIfAddr *e = &out[count];
            memset(e, 0, sizeof *e);
            if_details(ifs, sock, i->ifa_name, e);
            if (fam == AF_INET6) {
                const struct sockaddr_in6 *s6 = (const struct sockaddr_in6 *)(const void *)i->ifa_addr;
                e->addr.family = 6;
                memcpy(e->addr.addr, s6->sin6_addr.s6_addr, 16);
                e->addr.scope = s6->sin6_scope_id ? s6->sin6_scope_id : (uint32_t)e->index;
            } else {
                const struct sockaddr_in *s4 = (const struct sockaddr_in *)(const void *)i->ifa_addr;
                e->addr.family = 4;
                memcpy(e->addr.addr, &s4->sin_addr.s_addr, 4);
            }
            e->prefix = prefix_of(i->ifa_netmask);
            if (fam == AF_INET && (i->ifa_flags & IFF_BROADCAST) && i->ifa_broadaddr != NULL
                && i->ifa_broadaddr->sa_family == AF_INET) {
                const struct sockaddr_in *b4 = (const struct sockaddr_in *)(const void *)i->ifa_broadaddr;
                e->broadcast.family = 4;
                memcpy(e->broadcast.addr, &b4->sin_addr.s_addr, 4);
                e->has_broadcast = 1;
            }
            count++;
        }
    }
    if (sock >= 0)
        close(sock);
    freeifaddrs(ifs);
    return count;
}
