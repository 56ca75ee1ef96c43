/* inet.h: IP sockets of either family, datagrams, multicast, host-name
 * lookups and the interface list, through io/ as io.h's calls are (every
 * call that may wait is made as the thread backend wants it, and a close
 * wakes it with -EBADF).
 *
 * Sockets made by io_socket_ip are IPv6 sockets that also carry IPv4
 * (IPV6_V6ONLY off, IPv4 addresses as ::ffff:a.b.c.d) when the kernel has
 * IPv6, as HotSpot's are; otherwise plain IPv4 ones, on which an IPv6
 * address gives -EAFNOSUPPORT.  Addresses cross as IoAddr in either family;
 * what comes back is IPv4 whenever the kernel's address is a mapped one. */
#ifndef IO_INET_H
#define IO_INET_H

#include <stddef.h>
#include <stdint.h>

typedef struct IoAddr {
    int family;                     /* 4 or 6 */
    uint8_t addr[16];               /* family 4: the first 4 bytes, network order */
    uint32_t scope;                 /* IPv6 scope id, 0: none */
    int port;                       /* host order */
} IoAddr;

/* Non-zero when IPv6 sockets can be made (checked once). */
int io_ipv6_available(void);

/* A new TCP (datagram == 0) or UDP socket, close-on-exec, non-blocking on
 * backends with TH_CAP_NONBLOCKING_IO. */
int io_socket_ip(int datagram);
/* The same with the family chosen: 0 as io_socket_ip, 4 an IPv4 socket, 6
 * an IPv6 one that carries IPv4 too (-EAFNOSUPPORT without IPv6). */
int io_socket_family(int datagram, int family);
int io_bind_ip(int fd, const IoAddr *a);
/* As io_connect; for a datagram socket it only sets the peer (never waits). */
int io_connect_ip(int fd, const IoAddr *a, int64_t deadline);
/* A connect that never waits: 0 connected, 1 in progress (io_connect_finish
 * ends it), or -errno. */
int io_connect_start_ip(int fd, const IoAddr *a);
/* Dissolves a datagram socket's association (connect to AF_UNSPEC). */
int io_disconnect(int fd);
/* As io_accept, with the peer in either family. */
int io_accept_ip(int fd, int64_t deadline, IoAddr *peer);
int io_sockname_ip(int fd, IoAddr *a);
int io_peername_ip(int fd, IoAddr *a);

/* One datagram: to == NULL sends to the connected peer.  The count, or
 * -errno (-ECONNREFUSED after an ICMP port unreachable on a connected
 * socket); waits for room until the deadline (-ETIMEDOUT; IO_NOW never
 * waits: -EAGAIN). */
long io_sendto(int fd, const void *buf, size_t n, const IoAddr *to, int64_t deadline);
/* Receives one datagram (its excess bytes are dropped), waiting until the
 * deadline (-ETIMEDOUT; IO_NOW never waits: -EAGAIN); with peek, leaves it
 * queued.  The sender goes in *from when not NULL. */
long io_recvfrom(int fd, void *buf, size_t n, IoAddr *from, int64_t deadline, int peek);

/* Joins (join != 0) or leaves a multicast group, on the interface with
 * that index (0: the kernel's choice). */
int io_mcast_group(int fd, const IoAddr *group, int ifindex, int join);
/* Source filters of a membership, on the interface with that index: op 0
 * joins group for datagrams from source only, 1 leaves that, 2 blocks
 * source in a membership of the whole group, 3 unblocks it.  Group and
 * source are of one family. */
int io_mcast_source(int fd, const IoAddr *group, int ifindex, const IoAddr *source, int op);
/* Sends multicast datagrams out of the interface with that index (0: the
 * kernel's choice), for IPv4 groups and, on an IPv6 socket, IPv6 ones. */
int io_mcast_if(int fd, int ifindex);
/* The socket's family: 4 or 6, or -errno. */
int io_family(int fd);

/* Looks host up (getaddrinfo).  On backends with TH_CAP_NONBLOCKING_IO the
 * lookup runs on a helper OS thread and only the calling thread waits
 * (io_wait on an eventfd); on the others it is a plain blocking call.
 * Stores up to max addresses, IPv4 ones first, each once; returns their
 * count (> 0), or -1 with the reason in why (the resolver's text). */
int io_resolve(const char *host, IoAddr *out, int max, char *why, size_t why_len);
/* The reverse lookup of a (getnameinfo, made as io_resolve's lookups
 * are): 1 with the name in buf, 0 if none. */
int io_reverse(const IoAddr *a, char *buf, size_t len);

/* The interfaces that have an IP address, one entry per address, in the
 * order the JDK finds them: IPv4 addresses (getifaddrs) first, then IPv6
 * ones in /proc/net/if_inet6's order (getifaddrs's where it is missing).
 * The Java side puts each new interface and address in front. */
typedef struct IoIfAddr {
    char name[32];
    int index;
    unsigned flags;                 /* IFF_* */
    int mtu;                        /* -1 if unknown */
    uint8_t hw[8];
    int hw_len;                     /* 0: none */
    IoAddr addr;
    int prefix;                     /* prefix length */
    int has_broadcast;
    IoAddr broadcast;
} IoIfAddr;

/* Fills up to max entries; returns the count or -errno. */
int io_interfaces(IoIfAddr *out, int max);

#endif
