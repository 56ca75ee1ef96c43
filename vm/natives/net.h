/* net.h: what the socket natives of net.c (IPv4 java.net) and inet.c
 * (IPv6, datagrams), and nio.c (channels) share: the exception HotSpot
 * throws for an error, and socket options by number. */
#ifndef VM_NATIVES_NET_H
#define VM_NATIVES_NET_H

#include "../thread.h"

enum NetOp { OP_OTHER, OP_ACCEPT, OP_CONNECT, OP_READ, OP_WRITE, OP_BIND, OP_RECEIVE, OP_SEND };

/* Throws what HotSpot throws for error -err during op (timed: the
 * operation had a time-out). */
void net_error(VMThread *t, long err, int op, int timed);

/* Socket option numbers shared with java.net.Net and sun.nio.ch's
 * SocketOptions (1-7 are also Net's IPv4 ones). */
enum { OPT_TCP_NODELAY = 1, OPT_SO_REUSEADDR, OPT_SO_KEEPALIVE, OPT_SO_RCVBUF,
       OPT_SO_SNDBUF, OPT_SO_LINGER, OPT_SO_OOBINLINE,
       OPT_SO_BROADCAST = 20, OPT_IP_TOS, OPT_MCAST_TTL, OPT_MCAST_LOOP, OPT_MCAST_IF,
       OPT_SO_REUSEPORT };

/* Sets / reads option opt of a socket of either family (SO_LINGER: value
 * < 0 is off; IP_MULTICAST_IF: an interface index, 0 none): 0, or -errno
 * (-ENOPROTOOPT for an unknown number). */
int net_ip_option_set(int fd, int opt, int value);
int net_ip_option_get(int fd, int opt, int *value);

#endif
