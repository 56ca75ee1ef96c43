/* net.h: what the socket natives of net.c (IPv4 java.net) and inet.c
 * (IPv6, datagrams) share: the exception HotSpot throws for an error. */
#ifndef VM_NATIVES_NET_H
#define VM_NATIVES_NET_H

#include "../thread.h"

enum NetOp { OP_OTHER, OP_ACCEPT, OP_CONNECT, OP_READ, OP_WRITE, OP_BIND, OP_RECEIVE, OP_SEND };

/* Throws what HotSpot throws for error -err during op (timed: the
 * operation had a time-out). */
void net_error(VMThread *t, long err, int op, int timed);

#endif
