/* display.c: opening, reading and decoding the stand-in display
 * connection (display.h).  One display per process, as one X connection
 * per toolkit. */
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include "display.h"
#include "../io/io.h"
#include "../threads/threads.h"

#define CONNECT_TIMEOUT_NS (10LL * 1000000000)

static int peer_end = -1;           /* in-process display: the other end */
static AwtDecoder decoder;
static int warned_gap;
static uint32_t inject_seq;

static int set_nonblock(int fd)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl < 0 || fcntl(fd, F_SETFL, fl | O_NONBLOCK) < 0)
        return -errno;
    return 0;
}

/* Connects a non-blocking socket, waiting through the thread backend. */
static int connect_wait(int fd, const struct sockaddr *sa, socklen_t len)
{
    if (connect(fd, sa, len) == 0)
        return 0;
    if (errno != EINPROGRESS && errno != EINTR)
        return -errno;
    int64_t deadline = th_now() + CONNECT_TIMEOUT_NS;
    for (;;) {
        int r = th->wait_fd(fd, TH_FD_WRITE, deadline);
        if (r == 0)
            return -ETIMEDOUT;
        if (r < 0)
            return r;
        int err = 0;
        socklen_t el = sizeof err;
        if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &el) < 0)
            return -errno;
        if (err != 0)
            return -err;
        /* Ready and no error: connected (or a spurious report; a second
         * connect tells). */
        if (connect(fd, sa, len) == 0 || errno == EISCONN)
            return 0;
        if (errno != EALREADY && errno != EINPROGRESS)
            return -errno;
    }
}

static int open_unix(const char *path)
{
    struct sockaddr_un sun;
    if (strlen(path) >= sizeof sun.sun_path)
        return -ENAMETOOLONG;
    memset(&sun, 0, sizeof sun);
    sun.sun_family = AF_UNIX;
    strcpy(sun.sun_path, path);
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0)
        return -errno;
    int rc = connect_wait(fd, (struct sockaddr *)&sun, sizeof sun);
    if (rc < 0) {
        close(fd);
        return rc;
    }
    return fd;
}

static int open_tcp(const char *host, const char *port)
{
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    int g = getaddrinfo(*host ? host : "localhost", port, &hints, &res);
    if (g != 0)
        return g == EAI_SYSTEM ? -errno : -EHOSTUNREACH;
    int rc = -ECONNREFUSED;
    for (struct addrinfo *ai = res; ai != NULL; ai = ai->ai_next) {
        int fd = socket(ai->ai_family, ai->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK,
                        ai->ai_protocol);
        if (fd < 0) {
            rc = -errno;
            continue;
        }
        rc = connect_wait(fd, ai->ai_addr, ai->ai_addrlen);
        if (rc == 0) {
            freeaddrinfo(res);
            return fd;
        }
        close(fd);
    }
    freeaddrinfo(res);
    return rc;
}

/* "host:port" (host may be empty or [v6]) when the part after the last
 * ':' is all digits and there is no '/'. */
static int split_tcp(const char *addr, char *host, size_t hn, const char **port)
{
    if (strchr(addr, '/') != NULL)
        return 0;
    const char *colon = strrchr(addr, ':');
    if (colon == NULL || colon[1] == 0)
        return 0;
    for (const char *p = colon + 1; *p; p++)
        if (*p < '0' || *p > '9')
            return 0;
    const char *h = addr;
    size_t len = (size_t)(colon - addr);
    if (len >= 2 && h[0] == '[' && h[len - 1] == ']') {
        h++;
        len -= 2;
    }
    if (len >= hn)
        return 0;
    memcpy(host, h, len);
    host[len] = 0;
    *port = colon + 1;
    return 1;
}

int awt_display_open(char *why, size_t n)
{
    awt_decoder_init(&decoder);
    warned_gap = 0;
    if (peer_end >= 0) {            /* a display opened before is abandoned */
        close(peer_end);
        peer_end = -1;
    }
    const char *addr = getenv("AWTSTUB_DISPLAY");
    int fd;
    if (addr == NULL || *addr == 0) {
        int sv[2];
        if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) < 0) {
            fd = -errno;
            snprintf(why, n, "Can't open the in-process display: %s", strerror(errno));
            return fd;
        }
        fd = sv[0];
        peer_end = sv[1];
        inject_seq = 0;
        int rc = set_nonblock(fd);
        if (rc < 0) {
            close(sv[0]);
            close(sv[1]);
            peer_end = -1;
            snprintf(why, n, "Can't open the in-process display: %s", strerror(-rc));
            return rc;
        }
        return fd;
    }
    char host[256];
    const char *port;
    fd = split_tcp(addr, host, sizeof host, &port) ? open_tcp(host, port) : open_unix(addr);
    if (fd < 0)
        snprintf(why, n, "Can't connect to the stand-in display using '%s' as the value "
                 "of the AWTSTUB_DISPLAY variable: %s", addr, strerror(-fd));
    return fd;
}

int awt_display_read(int fd, long avail, AwtWireEvent *out, int max)
{
    if (decoder.bad)
        return -1;
    if (avail <= 0) {
        /* Readable but nothing to read: the other end closed, or the
         * report was spurious. */
        char c;
        ssize_t r = recv(fd, &c, 1, MSG_PEEK | MSG_DONTWAIT);
        if (r > 0)
            return 0;
        if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
            return 0;
        return -1;
    }
    unsigned char buf[64 * AWT_WIRE_RECORD];
    size_t room = awt_decoder_room(&decoder, max);
    size_t want = (size_t)avail;
    if (want > room)
        want = room;
    if (want > sizeof buf)
        want = sizeof buf;
    long r = io_read(fd, buf, want);
    if (r == -EAGAIN || r == -EINTR)
        return 0;
    if (r <= 0)
        return -1;
    int k = awt_decoder_feed(&decoder, buf, (size_t)r, out, max);
    if (k < 0) {
        fprintf(stderr, "awtstub: the display sent a record that is not an input event; "
                "dropping the connection\n");
        return -1;
    }
    if (decoder.gaps > 0 && !warned_gap) {
        warned_gap = 1;
        fprintf(stderr, "awtstub: events are missing from the display stream (by seq)\n");
    }
    return k;
}

int awt_display_sync(int fd)
{
    if (peer_end >= 0)
        return 0;
    char req = AWT_WIRE_SYNC;
    long w = io_write(fd, &req, 1);
    return w < 0 ? (int)w : 0;
}

int awt_display_peer_fd(void)
{
    return peer_end;
}

int awt_display_inject(const AwtWireEvent *e)
{
    if (peer_end < 0)
        return -ENOTCONN;
    AwtWireEvent c = *e;
    c.seq = inject_seq++;
    unsigned char rec[AWT_WIRE_RECORD];
    awt_wire_encode(&c, rec);
    long w = io_write(peer_end, rec, sizeof rec);
    return w < 0 ? (int)w : 0;
}

unsigned long awt_display_events(void)
{
    return decoder.events;
}

unsigned long awt_display_gaps(void)
{
    return decoder.gaps;
}
