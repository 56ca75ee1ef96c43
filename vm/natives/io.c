/* io.c: natives of java.io.FileDescriptor and java.io.File, and the
 * java.nio.file.UnixNatives under Files, over io/io.h. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../excep.h"
#include "../jstring.h"
#include "../native.h"
#include "../safepoint.h"
#include "../../io/io.h"
#include "../../os/os.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_V() return (Value){ .raw = 0 }

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

typedef struct RwArgs {
    int fd;
    void *buf;
    size_t n;
    long result;
} RwArgs;

static void read_cb(void *p)
{
    RwArgs *a = p;
    a->result = io_read(a->fd, a->buf, a->n);
}

static void write_cb(void *p)
{
    RwArgs *a = p;
    a->result = io_write(a->fd, a->buf, a->n);
}

/* Reads or writes in a safe region, so a collection need not wait for it. */
static long blocking_rw(VMThread *t, int write, int fd, void *buf, size_t n)
{
    RwArgs a = { fd, buf, n, 0 };
    sp_call_blocking(t, write ? write_cb : read_cb, &a);
    return a.result;
}

static void io_error(VMThread *t, long err)
{
    exc_throw(t, "java/io/IOException", strerror((int)-err));
}

NATIVE(fd_read0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        return (Value){ .i = -1 };
    if (a[3].i == 0)
        return (Value){ .i = 0 };
    long r = blocking_rw(t, 0, a[0].i, (char *)ARRAY_DATA(b) + a[2].i, (size_t)a[3].i);
    if (r < 0) {
        io_error(t, r);
        return (Value){ .i = -1 };
    }
    return (Value){ .i = r == 0 ? -1 : (int32_t)r };
}

NATIVE(fd_write0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        RET_V();
    long r = blocking_rw(t, 1, a[0].i, (char *)ARRAY_DATA(b) + a[2].i, (size_t)a[3].i);
    if (r < 0 && r != -EPIPE)
        io_error(t, r);
    RET_V();
}

static char *path_of(VMThread *t, Object *s)
{
    if (s == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    return jstring_to_utf8(s, NULL);
}

NATIVE(fd_open0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .i = -1 };
    int mode = a[1].i;
    int flags = mode == 0 ? O_RDONLY : mode == 1 ? (O_WRONLY | O_CREAT | O_TRUNC)
                                                : (O_WRONLY | O_CREAT | O_APPEND);
    int fd = io_open(p, flags, 0666);
    if (fd >= 0 && mode == 0) {
        struct stat st;
        if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
            io_close(fd);
            fd = -EISDIR;
        }
    }
    if (fd < 0) {
        const char *why = fd == -EISDIR ? "Is a directory" : strerror(-fd);
        exc_throwf(t, "java/io/FileNotFoundException", "%s (%s)", p, why);
        fd = -1;
    }
    free(p);
    return (Value){ .i = fd };
}

NATIVE(fd_close0)
{
    if (a[0].i > 2) {
        int r = io_close(a[0].i);
        if (r < 0)
            io_error(t, r);
    }
    RET_V();
}

NATIVE(fd_available0)
{
    (void)t;
    long n = io_available(a[0].i);
    return (Value){ .i = n < 0 ? 0 : (int32_t)n };
}

NATIVE(file_exists0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .i = 0 };
    struct stat st;
    int r = stat(p, &st) == 0;
    free(p);
    return (Value){ .i = r };
}

NATIVE(file_isDirectory0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .i = 0 };
    struct stat st;
    int r = stat(p, &st) == 0 && S_ISDIR(st.st_mode);
    free(p);
    return (Value){ .i = r };
}

NATIVE(file_length0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .j = 0 };
    struct stat st;
    int64_t r = stat(p, &st) == 0 ? (int64_t)st.st_size : 0;
    free(p);
    return (Value){ .j = r };
}

NATIVE(file_delete0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .i = 0 };
    int r = remove(p) == 0;
    free(p);
    return (Value){ .i = r };
}

NATIVE(file_mkdir0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .i = 0 };
    int r = mkdir(p, 0777) == 0;
    free(p);
    return (Value){ .i = r };
}

NATIVE(file_list0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .l = NULL };
    DIR *d = opendir(p);
    free(p);
    if (d == NULL)
        return (Value){ .l = NULL };
    int n = 0, cap = 16;
    char **names = os_xmalloc(sizeof(char *) * (size_t)cap);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        if (n == cap)
            names = os_xrealloc(names, sizeof(char *) * (size_t)(cap *= 2));
        names[n++] = strdup(e->d_name);
    }
    closedir(d);
    Array *arr = array_new_ref(t, cls_String, n);
    for (int k = 0; k < n; k++) {
        if (arr != NULL) {
            Object *s = jstring_new(t, names[k]);
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

NATIVE(file_canonicalize0)
{
    char *p = path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .l = NULL };
    char buf[PATH_MAX];
    Object *r;
    if (realpath(p, buf) != NULL)
        r = jstring_new(t, buf);
    else
        r = a[0].l;
    free(p);
    return (Value){ .l = r };
}

/* ---- java.nio.file.UnixNatives: -errno results, Files makes the exceptions ---- */

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

enum { NIO_READ = 1, NIO_WRITE = 2, NIO_APPEND = 4, NIO_TRUNCATE = 8, NIO_CREATE = 16,
       NIO_CREATE_NEW = 32, NIO_NOFOLLOW = 64, NIO_SYNC = 128, NIO_DSYNC = 256 };

NATIVE(nio_open0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .i = -EINVAL };
    int f = a[1].i;
    int flags = (f & NIO_WRITE) ? ((f & NIO_READ) ? O_RDWR : O_WRONLY) : O_RDONLY;
    if (f & NIO_APPEND)
        flags |= O_APPEND;
    if (f & NIO_TRUNCATE)
        flags |= O_TRUNC;
    if (f & NIO_CREATE_NEW)
        flags |= O_CREAT | O_EXCL;
    else if (f & NIO_CREATE)
        flags |= O_CREAT;
    if (f & NIO_NOFOLLOW)
        flags |= O_NOFOLLOW;
    if (f & NIO_SYNC)
        flags |= O_SYNC;
    if (f & NIO_DSYNC)
        flags |= O_DSYNC;
    int fd = io_open(p, flags, a[2].i);
    free(p);
    return (Value){ .i = fd };
}

/* int stat0(String path, boolean follow, long[] out): out[0] type (1 file,
 * 2 directory, 3 link, 4 other), out[1] size, out[2] mtime in ms. */
NATIVE(nio_stat0)
{
    Array *out = (Array *)a[2].l;
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .i = -EINVAL };
    struct stat st;
    int r = (a[1].i ? stat(p, &st) : lstat(p, &st)) == 0 ? 0 : -errno;
    free(p);
    if (r == 0 && out != NULL && out->length >= 3) {
        int64_t *o = ARRAY_ELEMS(out, int64_t);
        o[0] = S_ISREG(st.st_mode) ? 1 : S_ISDIR(st.st_mode) ? 2 : S_ISLNK(st.st_mode) ? 3 : 4;
        o[1] = (int64_t)st.st_size;
        o[2] = (int64_t)st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000;
    }
    return (Value){ .i = r };
}

static Value path_call(VMThread *t, Object *s, int (*fn)(const char *))
{
    char *p = nio_path_of(t, s);
    if (p == NULL)
        return (Value){ .i = -EINVAL };
    int r = fn(p) == 0 ? 0 : -errno;
    free(p);
    return (Value){ .i = r };
}

NATIVE(nio_unlink0) { return path_call(t, a[0].l, unlink); }
NATIVE(nio_rmdir0) { return path_call(t, a[0].l, rmdir); }

NATIVE(nio_mkdir0)
{
    char *p = nio_path_of(t, a[0].l);
    if (p == NULL)
        return (Value){ .i = -EINVAL };
    int r = mkdir(p, (mode_t)a[1].i) == 0 ? 0 : -errno;
    free(p);
    return (Value){ .i = r };
}

NATIVE(nio_rename0)
{
    char *from = nio_path_of(t, a[0].l);
    if (from == NULL)
        return (Value){ .i = -EINVAL };
    char *to = nio_path_of(t, a[1].l);
    if (to == NULL) {
        free(from);
        return (Value){ .i = -EINVAL };
    }
    int r = rename(from, to) == 0 ? 0 : -errno;
    free(from);
    free(to);
    return (Value){ .i = r };
}

NATIVE(nio_strerror0)
{
    return (Value){ .l = jstring_new(t, strerror(a[0].i)) };
}

static const NativeDef defs[] = {
    { "java/io/FileDescriptor", "read0", "(I[BII)I", fd_read0 },
    { "java/io/FileDescriptor", "write0", "(I[BII)V", fd_write0 },
    { "java/io/FileDescriptor", "open0", "(Ljava/lang/String;I)I", fd_open0 },
    { "java/io/FileDescriptor", "close0", "(I)V", fd_close0 },
    { "java/io/FileDescriptor", "available0", "(I)I", fd_available0 },
    { "java/io/File", "exists0", "(Ljava/lang/String;)Z", file_exists0 },
    { "java/io/File", "isDirectory0", "(Ljava/lang/String;)Z", file_isDirectory0 },
    { "java/io/File", "length0", "(Ljava/lang/String;)J", file_length0 },
    { "java/io/File", "delete0", "(Ljava/lang/String;)Z", file_delete0 },
    { "java/io/File", "mkdir0", "(Ljava/lang/String;)Z", file_mkdir0 },
    { "java/io/File", "list0", "(Ljava/lang/String;)[Ljava/lang/String;", file_list0 },
    { "java/io/File", "canonicalize0", "(Ljava/lang/String;)Ljava/lang/String;", file_canonicalize0 },
    { "java/nio/file/UnixNatives", "open0", "(Ljava/lang/String;II)I", nio_open0 },
    { "java/nio/file/UnixNatives", "read0", "(I[BII)I", fd_read0 },
    { "java/nio/file/UnixNatives", "write0", "(I[BII)V", fd_write0 },
    { "java/nio/file/UnixNatives", "close0", "(I)V", fd_close0 },
    { "java/nio/file/UnixNatives", "stat0", "(Ljava/lang/String;Z[J)I", nio_stat0 },
    { "java/nio/file/UnixNatives", "unlink0", "(Ljava/lang/String;)I", nio_unlink0 },
    { "java/nio/file/UnixNatives", "rmdir0", "(Ljava/lang/String;)I", nio_rmdir0 },
    { "java/nio/file/UnixNatives", "mkdir0", "(Ljava/lang/String;I)I", nio_mkdir0 },
    { "java/nio/file/UnixNatives", "rename0", "(Ljava/lang/String;Ljava/lang/String;)I", nio_rename0 },
    { "java/nio/file/UnixNatives", "strerror0", "(I)Ljava/lang/String;", nio_strerror0 },
};

void natives_io_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
