/* files.c: the rest of java.nio.file's system calls (attributes, links,
 * directories, owners, permissions, file stores, inotify for WatchService)
 * and java.io.File's / java.io.Console's.  Calls that only report an error
 * return 0 or -errno (Linux numbers); the Java side (Files, UnixFileSystem)
 * makes HotSpot's exception naming the path.  Nothing here blocks except
 * inotifyRead0, which waits through io_wait in a safe region, so an idle
 * WatchService.take() is one wait like a socket's, on every backend. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/xattr.h>
#include <termios.h>
#include <unistd.h>
#include "../excep.h"
#include "../jstring.h"
#include "../native.h"
#include "../safepoint.h"
#include "../../io/io.h"
#include "../../threads/threads.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_I(x) return (Value){ .i = (x) }

static char *path_of(VMThread *t, Object *s)
{
    if (s == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    return jstring_to_utf8(s, NULL);
}

/* java.nio.file's empty path is the current directory (its system calls use "."). */
static char *nio_path_of(VMThread *t, Object *s)
{
    char *p = path_of(t, s);
    if (p != NULL && p[0] == 0) {
        free(p);
        p = strdup(".");
    }
    return p;
}

static void set_err(Array *err, int e)
{
    if (err != NULL && err->length >= 1)
        ARRAY_ELEMS(err, int32_t)[0] = e;
}

/* int stat1(String path, boolean follow, long[] out): 0 or -errno; out (15
 * longs): type (1 file, 2 dir, 3 link, 4 other), size, mtime s, ns, atime s,
 * ns, ctime s, ns, st_mode, uid, gid, ino, dev, nlink, rdev; with 17, the
 * birth time s, ns (statx; Long.MIN_VALUE s where the file system has none). */
NATIVE(nio_stat1)
{
    Array *out = (Array *)a[2].l;
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        RET_I(-EINVAL);
    struct stat st;
    struct statx sx;
    int have_btime = 0;
    int r = (a[1].i ? stat(p, &st) : lstat(p, &st)) == 0 ? 0 : -errno;
    if (r == 0 && out != NULL && out->length >= 17
        && statx(AT_FDCWD, p, a[1].i ? 0 : AT_SYMLINK_NOFOLLOW, STATX_BTIME, &sx) == 0
        && (sx.stx_mask & STATX_BTIME))
        have_btime = 1;
    free(p);
    if (r == 0 && out != NULL && out->length >= 17) {
        int64_t *o = ARRAY_ELEMS(out, int64_t);
        o[15] = have_btime ? (int64_t)sx.stx_btime.tv_sec : INT64_MIN;
        o[16] = have_btime ? (int64_t)sx.stx_btime.tv_nsec : 0;
    }
    if (r == 0 && out != NULL && out->length >= 15) {
        int64_t *o = ARRAY_ELEMS(out, int64_t);
        o[0] = S_ISREG(st.st_mode) ? 1 : S_ISDIR(st.st_mode) ? 2 : S_ISLNK(st.st_mode) ? 3 : 4;
        o[1] = (int64_t)st.st_size;
        o[2] = (int64_t)st.st_mtim.tv_sec;
        o[3] = (int64_t)st.st_mtim.tv_nsec;
        o[4] = (int64_t)st.st_atim.tv_sec;
        o[5] = (int64_t)st.st_atim.tv_nsec;
        o[6] = (int64_t)st.st_ctim.tv_sec;
        o[7] = (int64_t)st.st_ctim.tv_nsec;
        o[8] = (int64_t)st.st_mode;
        o[9] = (int64_t)st.st_uid;
        o[10] = (int64_t)st.st_gid;
        o[11] = (int64_t)st.st_ino;
        o[12] = (int64_t)st.st_dev;
        o[13] = (int64_t)st.st_nlink;
        o[14] = (int64_t)st.st_rdev;
    }
    RET_I(r);
}

NATIVE(nio_chmod0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        RET_I(-EINVAL);
    int r = chmod(p, (mode_t)(a[1].i & 07777)) == 0 ? 0 : -errno;
    free(p);
    RET_I(r);
}

static struct timespec ts_of(int64_t ns)
{
    struct timespec ts;
    if (ns == INT64_MIN) {
        ts.tv_sec = 0;
        ts.tv_nsec = UTIME_OMIT;
        return ts;
    }
    int64_t s = ns / 1000000000, r = ns % 1000000000;
    if (r < 0) {
        r += 1000000000;
        s--;
    }
    ts.tv_sec = (time_t)s;
    ts.tv_nsec = (long)r;
    return ts;
}

/* int utimes0(String path, long mtimeNs, long atimeNs, boolean follow):
 * Long.MIN_VALUE leaves that time as it is. */
NATIVE(nio_utimes0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        RET_I(-EINVAL);
    struct timespec ts[2] = { ts_of(a[3].j), ts_of(a[1].j) };
    int r = utimensat(AT_FDCWD, p, ts, a[5].i ? 0 : AT_SYMLINK_NOFOLLOW) == 0 ? 0 : -errno;
    free(p);
    RET_I(r);
}

static Value two_paths(VMThread *t, Object *s1, Object *s2, int (*fn)(const char *, const char *))
{
    char *x = nio_path_of(t, s1);
    if (x == NULL)
        RET_I(-EINVAL);
    char *y = nio_path_of(t, s2);
    if (y == NULL) {
        free(x);
        RET_I(-EINVAL);
    }
    int r = fn(x, y) == 0 ? 0 : -errno;
    free(x);
    free(y);
    RET_I(r);
}

NATIVE(nio_symlink0) { return two_paths(t, a[0].l, a[1].l, symlink); }
NATIVE(nio_link0) { return two_paths(t, a[0].l, a[1].l, link); }

NATIVE(nio_readlink0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .l = NULL };
    char buf[PATH_MAX + 1];
    ssize_t n = readlink(p, buf, PATH_MAX);
    int e = errno;
    free(p);
    if (n < 0) {
        set_err((Array *)a[1].l, e);
        return (Value){ .l = NULL };
    }
    buf[n] = 0;
    return (Value){ .l = jstring_new(t, buf) };
}

NATIVE(nio_realpath0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .l = NULL };
    char buf[PATH_MAX];
    char *r = realpath(p, buf);
    int e = errno;
    free(p);
    if (r == NULL) {
        set_err((Array *)a[1].l, e);
        return (Value){ .l = NULL };
    }
    return (Value){ .l = jstring_new(t, buf) };
}

/* String[] readdir0(String dir, int[] err): the names but . and .., in the
 * order the directory gives them; null with err[0] = errno. */
NATIVE(nio_readdir0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .l = NULL };
    DIR *d = opendir(p);
    int e = errno;
    free(p);
    if (d == NULL) {
        set_err((Array *)a[1].l, e);
        return (Value){ .l = NULL };
    }
    int n = 0, cap = 16;
    char **names = malloc(sizeof(char *) * (size_t)cap);
    struct dirent *de;
    while (names != NULL && (de = readdir(d)) != NULL) {
        if (strcmp(de->d_name, ".") == 0 || strcmp(de->d_name, "..") == 0)
            continue;
        if (n == cap) {
            char **nn = realloc(names, sizeof(char *) * (size_t)(cap *= 2));
            if (nn == NULL)
                break;
            names = nn;
        }
        names[n++] = strdup(de->d_name);
    }
    closedir(d);
    if (names == NULL) {
        exc_throw(t, "java/lang/OutOfMemoryError", "readdir");
        return (Value){ .l = NULL };
    }
    Array *arr = array_new_ref(t, cls_String, n);
    for (int k = 0; k < n; k++) {
        if (arr != NULL) {
            Object *s = names[k] ? jstring_new(t, names[k]) : NULL;
            if (s == NULL)
                arr = NULL;
            else
                ARRAY_ELEMS(arr, Object *)[k] = s;
        }
        free(names[k]);
    }
    free(names);
    return (Value){ .l = arr ? &arr->hdr : NULL };
}

NATIVE(nio_userName0)
{
    struct passwd pw, *res = NULL;
    char buf[4096];
    if (getpwuid_r((uid_t)a[0].i, &pw, buf, sizeof buf, &res) != 0 || res == NULL)
        return (Value){ .l = NULL };
    return (Value){ .l = jstring_new(t, pw.pw_name) };
}

NATIVE(nio_groupName0)
{
    struct group gr, *res = NULL;
    char buf[4096];
    if (getgrgid_r((gid_t)a[0].i, &gr, buf, sizeof buf, &res) != 0 || res == NULL)
        return (Value){ .l = NULL };
    return (Value){ .l = jstring_new(t, gr.gr_name) };
}

/* int userId0(String name, boolean group): the id, or -1 for none. */
NATIVE(nio_userId0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        RET_I(-1);
    char buf[4096];
    int r = -1;
    if (a[1].i) {
        struct group gr, *res = NULL;
        if (getgrnam_r(p, &gr, buf, sizeof buf, &res) == 0 && res != NULL)
            r = (int)gr.gr_gid;
    } else {
        struct passwd pw, *res = NULL;
        if (getpwnam_r(p, &pw, buf, sizeof buf, &res) == 0 && res != NULL)
            r = (int)pw.pw_uid;
    }
    free(p);
    RET_I(r);
}

/* int chown0(String path, int uid, int gid, boolean follow): -1 keeps one. */
NATIVE(nio_chown0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        RET_I(-EINVAL);
    int r = (a[3].i ? chown(p, (uid_t)a[1].i, (gid_t)a[2].i) : lchown(p, (uid_t)a[1].i, (gid_t)a[2].i)) == 0
                ? 0 : -errno;
    free(p);
    RET_I(r);
}

/* int access0(String path, int mode): mode as access(2) (4 r, 2 w, 1 x). */
NATIVE(nio_access0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        RET_I(-EINVAL);
    int r = access(p, a[1].i) == 0 ? 0 : -errno;
    free(p);
    RET_I(r);
}

/* int statvfs0(String path, long[] out): total, free, usable bytes, block size. */
NATIVE(nio_statvfs0)
{
    Array *out = (Array *)a[1].l;
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        RET_I(-EINVAL);
    struct statvfs sv;
    int r = statvfs(p, &sv) == 0 ? 0 : -errno;
    free(p);
    if (r == 0 && out != NULL && out->length >= 4) {
        int64_t *o = ARRAY_ELEMS(out, int64_t);
        o[0] = (int64_t)sv.f_blocks * (int64_t)sv.f_frsize;
        o[1] = (int64_t)sv.f_bfree * (int64_t)sv.f_frsize;
        o[2] = (int64_t)sv.f_bavail * (int64_t)sv.f_frsize;
        o[3] = (int64_t)sv.f_frsize;
    }
    RET_I(r);
}

/* ---- extended attributes (the dos and user views) ---- */

/* int getxattr0(String path, String name, byte[] buf, boolean follow): the
 * value's size (buf null: only the size), or -errno (-ENODATA: none). */
NATIVE(nio_getxattr0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        RET_I(-EINVAL);
    char *n = nio_path_of(t, a[1].l);
    if (n == NULL) {
        free(p);
        RET_I(-EINVAL);
    }
    Array *b = (Array *)a[2].l;
    void *buf = b != NULL ? ARRAY_DATA(b) : NULL;
    size_t len = b != NULL ? (size_t)b->length : 0;
    ssize_t r = a[3].i ? getxattr(p, n, buf, len) : lgetxattr(p, n, buf, len);
    int e = errno;
    free(p);
    free(n);
    RET_I(r < 0 ? -e : (int)r);
}

/* int setxattr0(String path, String name, byte[] value, int len, boolean follow) */
NATIVE(nio_setxattr0)
{
    Array *b = (Array *)a[2].l;
    if (b == NULL || a[3].i < 0 || a[3].i > b->length) {
        exc_npe(t, NULL);
        RET_I(-EINVAL);
    }
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        RET_I(-EINVAL);
    char *n = nio_path_of(t, a[1].l);
    if (n == NULL) {
        free(p);
        RET_I(-EINVAL);
    }
    int r = (a[4].i ? setxattr(p, n, ARRAY_DATA(b), (size_t)a[3].i, 0)
                    : lsetxattr(p, n, ARRAY_DATA(b), (size_t)a[3].i, 0)) == 0 ? 0 : -errno;
    free(p);
    free(n);
    RET_I(r);
}

NATIVE(nio_removexattr0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        RET_I(-EINVAL);
    char *n = nio_path_of(t, a[1].l);
    if (n == NULL) {
        free(p);
        RET_I(-EINVAL);
    }
    int r = (a[2].i ? removexattr(p, n) : lremovexattr(p, n)) == 0 ? 0 : -errno;
    free(p);
    free(n);
    RET_I(r);
}

/* String listxattr0(String path, boolean follow, int[] err): the names, each
 * ended by a NUL, in one string; null with err[0] = errno. */
NATIVE(nio_listxattr0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .l = NULL };
    ssize_t n = a[1].i ? listxattr(p, NULL, 0) : llistxattr(p, NULL, 0);
    char *buf = NULL;
    if (n > 0) {
        buf = malloc((size_t)n + 1);
        if (buf == NULL) {
            free(p);
            exc_throw(t, "java/lang/OutOfMemoryError", "listxattr");
            return (Value){ .l = NULL };
        }
        n = a[1].i ? listxattr(p, buf, (size_t)n) : llistxattr(p, buf, (size_t)n);
    }
    int e = errno;
    free(p);
    if (n < 0) {
        free(buf);
        set_err((Array *)a[2].l, e);
        return (Value){ .l = NULL };
    }
    for (ssize_t i = 0; i < n; i++)
        if (buf[i] == 0)
            buf[i] = '\n';
    if (buf != NULL)
        buf[n] = 0;
    Object *s = jstring_new(t, buf != NULL ? buf : "");
    free(buf);
    return (Value){ .l = s };
}

/* ---- inotify (WatchService) ---- */

NATIVE(nio_inotifyInit0)
{
    (void)t;
    (void)a;
    int fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    RET_I(fd < 0 ? -errno : fd);
}

NATIVE(nio_inotifyAdd0)
{
    char *p = nio_path_of(t, a[1].l);
    if (p == NULL)
        RET_I(-EINVAL);
    int wd = inotify_add_watch(a[0].i, p, (uint32_t)a[2].i);
    int r = wd < 0 ? -errno : wd;
    free(p);
    RET_I(r);
}

NATIVE(nio_inotifyRm0)
{
    (void)t;
    RET_I(inotify_rm_watch(a[0].i, a[1].i) == 0 ? 0 : -errno);
}

typedef struct WaitArgs {
    int fd;
    int64_t deadline;
    int result;
} WaitArgs;

static void wait_cb(void *p)
{
    WaitArgs *w = p;
    w->result = io_wait(w->fd, TH_FD_READ, w->deadline);
}

/* int inotifyWaker0(int fd, int[] out): what lets an interrupt wake the
 * thread reading fd: out[0] an epoll set holding fd and out[1], an
 * eventfd.  0 or -errno. */
NATIVE(nio_inotifyWaker0)
{
    Array *out = (Array *)a[1].l;
    if (out == NULL || out->length < 2) {
        exc_npe(t, NULL);
        RET_I(-EINVAL);
    }
    int ep = io_poller_new();
    if (ep < 0)
        RET_I(ep);
    int efd = io_wakeup_new();
    if (efd < 0) {
        io_close(ep);
        RET_I(efd);
    }
    int r = io_poller_ctl(ep, a[0].i, TH_FD_READ, 0);
    if (r == 0)
        r = io_poller_ctl(ep, efd, TH_FD_READ, 0);
    if (r < 0) {
        io_close(efd);
        io_close(ep);
        RET_I(r);
    }
    ARRAY_ELEMS(out, int32_t)[0] = ep;
    ARRAY_ELEMS(out, int32_t)[1] = efd;
    RET_I(0);
}

/* int inotifyWake0(int efd): wakes the reader (Thread.interrupt). */
NATIVE(nio_inotifyWake0)
{
    (void)t;
    RET_I(io_wakeup_signal(a[0].i));
}

/* int inotifyRead0(int fd, int ep, int efd, byte[] buf, long timeoutNs):
 * waits on ep (inotifyWaker0's set) until events are there (timeoutNs < 0:
 * without a deadline; 0: not at all), then reads what fits.  The byte
 * count, 0 at the time-out, -EINTR when efd was signalled (an interrupt),
 * -EBADF when ep was closed meanwhile (WatchService.close), or -errno. */
NATIVE(nio_inotifyRead0)
{
    Array *b = (Array *)a[3].l;
    if (b == NULL) {
        exc_npe(t, NULL);
        RET_I(-EINVAL);
    }
    int fd = a[0].i, ep = a[1].i, efd = a[2].i;
    int64_t tmo = a[4].j;
    int64_t deadline = tmo < 0 ? TH_FOREVER : th_now() + tmo;
    for (;;) {
        ssize_t n = read(fd, ARRAY_DATA(b), (size_t)b->length);
        if (n > 0)
            RET_I((int)n);
        if (n == 0)
            RET_I(-EIO);
        if (errno != EAGAIN && errno != EINTR)
            RET_I(-errno);
        if (errno == EINTR)
            continue;
        if (tmo == 0)
            RET_I(0);
        if (io_wakeup_drain(efd) > 0)
            RET_I(-EINTR);
        WaitArgs w = { ep, deadline, 0 };
        sp_call_blocking(t, wait_cb, &w);
        if (w.result < 0)
            RET_I(w.result);
        if (w.result == 0) {
            n = read(fd, ARRAY_DATA(b), (size_t)b->length);    /* one last look */
            RET_I(n > 0 ? (int)n : 0);
        }
    }
}

NATIVE(nio_inotifyClose0)
{
    (void)t;
    RET_I(io_close(a[0].i));
}

/* ---- java.io.File ---- */

NATIVE(file_access1)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        RET_I(0);
    int r = access(p, a[1].i) == 0;
    free(p);
    RET_I(r);
}

NATIVE(file_mtime0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .j = 0 };
    struct stat st;
    int64_t r = stat(p, &st) == 0
                    ? (int64_t)st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000 : 0;
    free(p);
    return (Value){ .j = r };
}

/* boolean setMtime0(String path, long ms) */
NATIVE(file_setMtime0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        RET_I(0);
    struct timespec ts[2] = { { 0, UTIME_OMIT }, ts_of(a[1].j * 1000000) };
    int r = utimensat(AT_FDCWD, p, ts, 0) == 0;
    free(p);
    RET_I(r);
}

/* boolean setPerm0(String path, int bits, boolean on, boolean ownerOnly):
 * bits is the owner's bit (0400, 0200 or 0100); without ownerOnly the
 * group's and others' bits go with it. */
NATIVE(file_setPerm0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        RET_I(0);
    struct stat st;
    int r = 0;
    if (stat(p, &st) == 0) {
        mode_t bits = (mode_t)a[1].i;
        if (!a[3].i)
            bits |= bits >> 3 | bits >> 6;
        mode_t m = a[2].i ? (st.st_mode | bits) : (st.st_mode & ~bits);
        r = chmod(p, m & 07777) == 0;
    }
    free(p);
    RET_I(r);
}

/* ---- java.io.Console ---- */

NATIVE(console_istty0)
{
    (void)t;
    (void)a;
    RET_I(isatty(0) && isatty(1));
}

/* boolean echo0(boolean on): the previous state of the terminal's echo. */
NATIVE(console_echo0)
{
    (void)t;
    struct termios tio;
    if (tcgetattr(0, &tio) != 0)
        RET_I(1);
    int old = (tio.c_lflag & ECHO) != 0;
    if (a[0].i)
        tio.c_lflag |= ECHO;
    else
        tio.c_lflag &= ~(tcflag_t)ECHO;
    tcsetattr(0, TCSANOW, &tio);
    RET_I(old);
}

static const NativeDef defs[] = {
    { "java/nio/file/UnixNatives", "stat1", "(Ljava/lang/String;Z[J)I", nio_stat1 },
    { "java/nio/file/UnixNatives", "chmod0", "(Ljava/lang/String;I)I", nio_chmod0 },
    { "java/nio/file/UnixNatives", "utimes0", "(Ljava/lang/String;JJZ)I", nio_utimes0 },
    { "java/nio/file/UnixNatives", "symlink0", "(Ljava/lang/String;Ljava/lang/String;)I", nio_symlink0 },
    { "java/nio/file/UnixNatives", "link0", "(Ljava/lang/String;Ljava/lang/String;)I", nio_link0 },
    { "java/nio/file/UnixNatives", "readlink0", "(Ljava/lang/String;[I)Ljava/lang/String;", nio_readlink0 },
    { "java/nio/file/UnixNatives", "realpath0", "(Ljava/lang/String;[I)Ljava/lang/String;", nio_realpath0 },
    { "java/nio/file/UnixNatives", "readdir0", "(Ljava/lang/String;[I)[Ljava/lang/String;", nio_readdir0 },
    { "java/nio/file/UnixNatives", "userName0", "(I)Ljava/lang/String;", nio_userName0 },
    { "java/nio/file/UnixNatives", "groupName0", "(I)Ljava/lang/String;", nio_groupName0 },
    { "java/nio/file/UnixNatives", "userId0", "(Ljava/lang/String;Z)I", nio_userId0 },
    { "java/nio/file/UnixNatives", "chown0", "(Ljava/lang/String;IIZ)I", nio_chown0 },
    { "java/nio/file/UnixNatives", "access0", "(Ljava/lang/String;I)I", nio_access0 },
    { "java/nio/file/UnixNatives", "statvfs0", "(Ljava/lang/String;[J)I", nio_statvfs0 },
    { "java/nio/file/UnixNatives", "getxattr0", "(Ljava/lang/String;Ljava/lang/String;[BZ)I", nio_getxattr0 },
    { "java/nio/file/UnixNatives", "setxattr0", "(Ljava/lang/String;Ljava/lang/String;[BIZ)I", nio_setxattr0 },
    { "java/nio/file/UnixNatives", "removexattr0", "(Ljava/lang/String;Ljava/lang/String;Z)I", nio_removexattr0 },
    { "java/nio/file/UnixNatives", "listxattr0", "(Ljava/lang/String;Z[I)Ljava/lang/String;", nio_listxattr0 },
    { "java/nio/file/UnixNatives", "inotifyInit0", "()I", nio_inotifyInit0 },
    { "java/nio/file/UnixNatives", "inotifyAdd0", "(ILjava/lang/String;I)I", nio_inotifyAdd0 },
    { "java/nio/file/UnixNatives", "inotifyRm0", "(II)I", nio_inotifyRm0 },
    { "java/nio/file/UnixNatives", "inotifyRead0", "(III[BJ)I", nio_inotifyRead0 },
    { "java/nio/file/UnixNatives", "inotifyWaker0", "(I[I)I", nio_inotifyWaker0 },
    { "java/nio/file/UnixNatives", "inotifyWake0", "(I)I", nio_inotifyWake0 },
    { "java/nio/file/UnixNatives", "inotifyClose0", "(I)I", nio_inotifyClose0 },
    { "java/io/File", "access1", "(Ljava/lang/String;I)Z", file_access1 },
    { "java/io/File", "mtime0", "(Ljava/lang/String;)J", file_mtime0 },
    { "java/io/File", "setMtime0", "(Ljava/lang/String;J)Z", file_setMtime0 },
    { "java/io/File", "setPerm0", "(Ljava/lang/String;IZZ)Z", file_setPerm0 },
    { "java/io/Console", "istty0", "()Z", console_istty0 },
    { "java/io/Console", "echo0", "(Z)Z", console_echo0 },
};

void natives_files_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
