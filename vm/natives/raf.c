/* raf.c: natives of java.io.RandomAccessFile (its reads and writes go
 * through FileDescriptor's, in io.c), over io/io.h. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "../excep.h"
#include "../jstring.h"
#include "../native.h"
#include "../../io/io.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_V() return (Value){ .raw = 0 }

static void io_error(VMThread *t, long err)
{
    exc_throw(t, "java/io/IOException", strerror((int)-err));
}

/* open0(String path, int mode): mode 0 "r", 1 "rw", 2 "rws", 3 "rwd",
 * 4 create a new file (O_EXCL; File.createTempFile), mode 0600. */
NATIVE(raf_open0)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        return (Value){ .i = -1 };
    }
    char *p = jstring_to_utf8(a[0].l, NULL);
    int mode = a[1].i;
    int flags = mode == 0 ? O_RDONLY : mode == 4 ? (O_RDWR | O_CREAT | O_EXCL) : (O_RDWR | O_CREAT);
    if (mode == 2)
        flags |= O_SYNC;
    else if (mode == 3)
        flags |= O_DSYNC;
    int fd = io_open(p, flags, mode == 4 ? 0600 : 0666);
    if (fd >= 0) {
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

/* seek0(int fd, long pos, int whence): the new position. */
NATIVE(raf_seek0)
{
    int64_t r = io_seek(a[0].i, a[1].j, a[3].i == 0 ? SEEK_SET : a[3].i == 1 ? SEEK_CUR : SEEK_END);
    if (r < 0) {
        io_error(t, r);
        return (Value){ .j = -1 };
    }
    return (Value){ .j = r };
}

NATIVE(raf_length0)
{
    int64_t r = io_size(a[0].i);
    if (r < 0) {
        io_error(t, r);
        return (Value){ .j = -1 };
    }
    return (Value){ .j = r };
}

NATIVE(raf_setLength0)
{
    int r = io_truncate(a[0].i, a[1].j);
    if (r < 0)
        io_error(t, r);
    RET_V();
}

NATIVE(raf_sync0)
{
    int r = io_sync(a[0].i, 0);
    if (r < 0)
        exc_throw(t, "java/io/SyncFailedException", "sync failed");
    RET_V();
}

#define RAF "java/io/RandomAccessFile"

static const NativeDef defs[] = {
    { RAF, "open0", "(Ljava/lang/String;I)I", raf_open0 },
    { RAF, "seek0", "(IJI)J", raf_seek0 },
    { RAF, "length0", "(I)J", raf_length0 },
    { RAF, "setLength0", "(IJ)V", raf_setLength0 },
    { "java/io/FileDescriptor", "sync0", "(I)V", raf_sync0 },
};

void natives_raf_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
