/* awt.c: natives of java.awt.StubDisplay, the toolkit's connection to the
 * stand-in display (awtstub/display.h).
 *
 * The input loop itself is Java (java.awt.StubToolkit, thread AWT-Input):
 * available0 is its ioctl(FIONREAD), read0 reads and decodes what is
 * there, wait0 waits for the connection with a time-out through the
 * thread backend (th->wait_fd), so that on green threads in legacy mode
 * the wait becomes the iomgr's non-blocking polls, as in JDK 1.1. */
#include <stdint.h>
#include "../excep.h"
#include "../native.h"
#include "../safepoint.h"
#include "../../awtstub/display.h"
#include "../../io/io.h"
#include "../../threads/threads.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_I(x) return (Value){ .i = (x) }

#define READ_MAX 64                 /* events per read0 */

typedef struct OpenArgs {
    char why[512];
    int fd;
} OpenArgs;

static void open_cb(void *p)
{
    OpenArgs *o = p;
    o->fd = awt_display_open(o->why, sizeof o->why);
}

/* static native int open0(): the display's fd; AWTError when it cannot be reached */
NATIVE(awt_open0)
{
    (void)a;
    OpenArgs o;
    o.why[0] = 0;
    sp_call_blocking(t, open_cb, &o);       /* a connect may wait */
    int fd = o.fd;
    const char *why = o.why;
    if (fd < 0) {
        exc_throw(t, "java/awt/AWTError", why);
        RET_I(-1);
    }
    RET_I(fd);
}

/* static native int available0(int fd): FIONREAD, or -1 on an error */
NATIVE(awt_available0)
{
    (void)t;
    long n = io_available(a[0].i);
    RET_I(n < 0 ? -1 : n > INT32_MAX ? INT32_MAX : (int32_t)n);
}

typedef struct ReadArgs {
    int fd;
    long avail;
    int max;
    int result;
    AwtWireEvent ev[READ_MAX];
} ReadArgs;

static void read_cb(void *p)
{
    ReadArgs *r = p;
    r->result = awt_display_read(r->fd, r->avail, r->ev, r->max);
}

/* static native int read0(int fd, int avail, int[] out): events decoded
 * into out (AWT_WIRE_INTS each), 0 if none, -1 when the display is gone.
 * The read happens in a safe region, into C memory; out is filled after. */
NATIVE(awt_read0)
{
    Array *out = (Array *)a[2].l;
    if (out == NULL) {
        exc_npe(t, NULL);
        RET_I(-1);
    }
    int max = out->length / AWT_WIRE_INTS;
    if (max > READ_MAX)
        max = READ_MAX;
    ReadArgs r;
    r.fd = a[0].i;
    r.avail = a[1].i;
    r.max = max;
    r.result = 0;
    sp_call_blocking(t, read_cb, &r);
    int k = r.result;
    AwtWireEvent *ev = r.ev;
    int32_t *o = ARRAY_ELEMS(out, int32_t);
    for (int i = 0; i < k; i++) {
        int64_t when_ms = ev[i].when_us / 1000;
        int32_t *p = o + i * AWT_WIRE_INTS;
        p[0] = ev[i].id;
        p[1] = ev[i].a;
        p[2] = ev[i].b;
        p[3] = ev[i].c;
        p[4] = ev[i].d;
        p[5] = ev[i].mods;
        p[6] = (int32_t)(when_ms >> 32);
        p[7] = (int32_t)(uint32_t)when_ms;
    }
    RET_I(k);
}

typedef struct WaitArgs {
    int fd;
    int64_t deadline;
    int result;
} WaitArgs;

static void wait_cb(void *p)
{
    WaitArgs *w = p;
    w->result = th->wait_fd(w->fd, TH_FD_READ, w->deadline);
}

/* static native int wait0(int fd, long timeoutMicros): waits until the
 * display has input (> 0), the time-out passed (0), or an error (< 0);
 * a negative time-out waits without one */
NATIVE(awt_wait0)
{
    int64_t us = a[1].j;
    WaitArgs w = { a[0].i, TH_FOREVER, 0 };
    if (us >= 0)
        w.deadline = us > (INT64_MAX - th_now()) / 1000 ? TH_FOREVER : th_now() + us * 1000;
    sp_call_blocking(t, wait_cb, &w);       /* a safe region: the GC need not wait */
    RET_I(w.result);
}

static void sync_cb(void *p)
{
    awt_display_sync(*(int *)p);
}

/* static native void sync0(int fd): Toolkit.sync() */
NATIVE(awt_sync0)
{
    int fd = a[0].i;
    sp_call_blocking(t, sync_cb, &fd);      /* the write may wait for room */
    return (Value){ .raw = 0 };
}

static const NativeDef defs[] = {
    { "java/awt/StubDisplay", "open0", "()I", awt_open0 },
    { "java/awt/StubDisplay", "available0", "(I)I", awt_available0 },
    { "java/awt/StubDisplay", "read0", "(II[I)I", awt_read0 },
    { "java/awt/StubDisplay", "wait0", "(IJ)I", awt_wait0 },
    { "java/awt/StubDisplay", "sync0", "(I)V", awt_sync0 },
};

void natives_awt_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
