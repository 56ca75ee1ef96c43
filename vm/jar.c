/* jar.c: reading members of a zip/jar archive held in memory or in a file.
 *
 * An archive is opened in three steps: find the End Of Central Directory
 * record (EOCD) at the end, behind a possible comment; walk the central
 * directory (CEN) it points to, validating every header; sort the members by
 * the offset of their local header (LOC) to prove that no two overlap and that
 * none reaches into the central directory, then sort them by name for a
 * binary search (the index: a name pointer and a bound per member, the rest
 * read from the CEN header when the member is).  Only after that is a
 * member's data read, on demand: its LOC
 * header is checked, the bytes are copied (method 0) or inflated (method 8)
 * into a fresh buffer and their size and CRC-32 compared with the CEN.
 *
 * Every read of archive bytes goes through a bounds check against the length
 * of the archive, so a truncated or corrupt file yields a message, never a
 * read past the end.  The central directory is trusted for sizes and CRC (the
 * LOC copies may be zero when bit 3 of the flags says a data descriptor
 * follows), the LOC header only for the length of its name and extra field.
 *
 * Prefixed archives (a stub before the first member, as self-extracting
 * archives have) work as in java.util.zip: the distance between where the
 * EOCD says the central directory is and where it really ends is added to
 * every offset.  ZIP64 archives, multi-disk archives and encrypted members
 * are rejected.
 *
 * An archive is read from memory (a mapped file, or bytes the caller holds)
 * or with pread() from a region of an open file (jar_open_embedded: the class
 * library inside the binary, read through /proc/self/exe so that none of its
 * pages is ever mapped into the process).  Either way the central directory
 * is looked at through a window, [win_off, win_off + win_len) of the archive:
 * the whole archive in memory, a copy of the central directory and END record
 * for pread.  Member data is copied out of the archive, or read, on demand.
 *
 * Ownership: a file-backed Jar owns its mapping (or its fd and window copy);
 * a memory-backed one borrows the caller's bytes.  The index's names point
 * into the window (member names in the CEN are not NUL-terminated; lookups
 * pass an explicit length). */
#include <ctype.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <link.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* zlib is not linked, only its header used: the class library inside the
 * binary is stored, not deflated (classlib/build-classlib.py), and mapping
 * libz at start-up costs every process about 120 KiB of resident pages that
 * only a jar with deflated members needs.  The CRC-32 of every member is
 * computed here (jar_crc32); libz is opened with dlopen() by the first
 * deflated member read (zlib_get). */
#include <zlib.h>

#include "classpath.h"
#include "../os/os.h"

#define SIG_LOC 0x04034b50u
#define SIG_CEN 0x02014b50u
#define SIG_END 0x06054b50u
#define SIG_Z64_LOCATOR 0x07064b50u

#define LOC_LEN 30
#define CEN_LEN 46
#define END_LEN 22
#define Z64_LOCATOR_LEN 20
#define MAX_COMMENT 0xffff

#define FLAG_ENCRYPTED 0x0001u
#define METHOD_STORED 0
#define METHOD_DEFLATED 8
#define MAX_DEFLATE_RATIO 1032u   /* deflate can compress no better */

#define MANIFEST_NAME "META-INF/MANIFEST.MF"

/* A member as its CEN header describes it (parse_cen, member_of). */
typedef struct Member {
    const char *name;        /* points into the archive bytes, not NUL-ended */
    uint16_t name_len;
    uint16_t method;
    uint32_t crc;
    uint32_t csize;
    uint32_t usize;
    uint64_t loc;            /* absolute offset of the LOC header */
    uint64_t limit;          /* first byte this member's data may not reach */
} Member;

/* The index keeps 24 bytes a member (a class library of a thousand classes:
 * 24 KiB) and reads the rest from the CEN header, which lies in the window
 * just before the name: CEN_LEN bytes before e->name. */
typedef struct JarEntry {
    const char *name;        /* in the window, behind its CEN header, not NUL-ended */
    uint64_t limit;          /* first byte this member's data may not reach */
    uint16_t name_len;
} JarEntry;

struct Jar {
    const uint8_t *data;     /* the archive in memory; NULL when read with pread */
    size_t len;
    void *map;               /* non-NULL when data is our own mapping */
    size_t map_len;
    int fd;                  /* pread archives: the file (owned), else -1 */
    uint64_t fd_off;         /* where the archive starts in that file */
    const uint8_t *win;      /* archive bytes [win_off, win_off + win_len) */
    uint64_t win_off, win_len;
    uint8_t *win_buf;        /* pread archives: the window's copy (owned) */
    uint64_t base;           /* added to every CEN offset (prefixed archives) */
    JarEntry *entries;       /* array of count, sorted by name, one per name */
    size_t count;
};

static uint16_t rd16(const uint8_t *p)
{
    return (uint16_t)(p[0] | (p[1] << 8));
}

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) |
           ((uint32_t)p[3] << 24);
}

static void set_err(char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void set_err(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || errlen == 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

/* Finds the EOCD record.  The record is 22 bytes plus a comment of up to
 * 64 KiB, so the signature is searched backwards over that window.  A record
 * whose comment length reaches exactly the end of the archive is taken at
 * once; one that leaves bytes after it (padding some tools append) only if
 * it describes a single-disk archive whose central directory, found by its
 * size, starts with a CEN signature.  Returns the
 * record's offset, or -1. */
static int read_at(Jar *jar, uint64_t off, void *dst, size_t n);

/* Returns the archive bytes at off, which the caller knows to lie in the
 * window. */
static const uint8_t *at(const Jar *jar, uint64_t off)
{
    return jar->win + (off - jar->win_off);
}

/* Searches the window, which ends where the archive does; the CEN signature
 * of a padded archive may lie before it and is then read.  */
static int64_t find_end(Jar *jar)
{
    size_t len = jar->len;
    if (len < END_LEN)
        return -1;
    size_t lowest = len - END_LEN > MAX_COMMENT ? len - END_LEN - MAX_COMMENT : 0;
    if (lowest < jar->win_off)
        lowest = (size_t)jar->win_off;
    for (size_t pos = len - END_LEN + 1; pos-- > lowest;) {
        if (rd32(at(jar, pos)) != SIG_END)
            continue;
        uint64_t comment = rd16(at(jar, pos + 20));
        if (pos + END_LEN + comment == len)
            return (int64_t)pos;
        if (pos + END_LEN + comment > len)
            continue;
        const uint8_t *e = at(jar, pos);
        uint64_t cen_size = rd32(e + 12), cen_off = rd32(e + 16);
        if (rd32(e + 4) != 0 || rd16(e + 8) != rd16(e + 10) ||
            cen_size + cen_off > pos)
            continue;
        uint8_t sig[4];
        if (cen_size == 0 ? rd16(e + 10) == 0
                          : read_at(jar, pos - cen_size, sig, 4) == 0 && rd32(sig) == SIG_CEN)
            return (int64_t)pos;
    }
    return -1;
}

static const uint8_t *cen_of(const JarEntry *e)
{
    return (const uint8_t *)e->name - CEN_LEN;
}

/* By LOC offset (the CEN's, before base is added: the same order). */
static int cmp_loc(const void *a, const void *b)
{
    uint32_t x = rd32(cen_of(a) + 42), y = rd32(cen_of(b) + 42);
    return x < y ? -1 : x > y;
}

/* By name bytes, then length, then place in the CEN (the first of two
 * same-named members wins, as in java.util.zip). */
static int cmp_name(const void *a, const void *b)
{
    const JarEntry *x = a, *y = b;
    int c = memcmp(x->name, y->name, x->name_len < y->name_len ? x->name_len : y->name_len);
    if (c != 0)
        return c;
    if (x->name_len != y->name_len)
        return x->name_len < y->name_len ? -1 : 1;
    return x->name < y->name ? -1 : x->name > y->name;
}

/* Fills *m from e's CEN header, which parse_cen validated. */
static void member_of(const Jar *jar, const JarEntry *e, Member *m)
{
    const uint8_t *h = cen_of(e);
    m->name = e->name;
    m->name_len = e->name_len;
    m->method = rd16(h + 10);
    m->crc = rd32(h + 16);
    m->csize = rd32(h + 20);
    m->usize = rd32(h + 24);
    m->loc = jar->base + rd32(h + 42);
    m->limit = e->limit;
}

/* Parses one CEN header at d + p (p + CEN_LEN <= end already checked) into e.
 * Returns the offset of the next header, or 0 with a message in err. */
static uint64_t parse_cen(const Jar *jar, uint64_t p, uint64_t end,
                          uint64_t base, uint64_t cen_start, Member *e,
                          char *err, size_t errlen)
{
    const uint8_t *h = at(jar, p);
    if (rd32(h) != SIG_CEN) {
        set_err(err, errlen, "invalid CEN header (bad signature)");
        return 0;
    }
    uint16_t flags = rd16(h + 8);
    uint16_t name_len = rd16(h + 28);
    uint64_t next = p + CEN_LEN + name_len + rd16(h + 30) + rd16(h + 32);
    if (next > end) {
        set_err(err, errlen, "invalid CEN header (bad header size)");
        return 0;
    }
    e->method = rd16(h + 10);
    e->crc = rd32(h + 16);
    e->csize = rd32(h + 20);
    e->usize = rd32(h + 24);
    e->name = (const char *)h + CEN_LEN;
    e->name_len = name_len;
    uint32_t loc = rd32(h + 42);
    if (flags & FLAG_ENCRYPTED) {
        set_err(err, errlen, "invalid CEN header (encrypted entry)");
        return 0;
    }
    if (e->method != METHOD_STORED && e->method != METHOD_DEFLATED) {
        set_err(err, errlen, "invalid CEN header (bad compression method: %u)",
                (unsigned)e->method);
        return 0;
    }
    if (e->csize == 0xffffffffu || e->usize == 0xffffffffu ||
        loc == 0xffffffffu) {
        set_err(err, errlen, "invalid CEN header (ZIP64 entries are not supported)");
        return 0;
    }
    if (name_len == 0 || memchr(e->name, '\0', name_len)) {
        set_err(err, errlen, "invalid CEN header (bad entry name)");
        return 0;
    }
    if (e->method == METHOD_STORED && e->csize != e->usize) {
        set_err(err, errlen, "invalid CEN header (stored entry sizes differ)");
        return 0;
    }
    e->loc = base + loc;
    if (e->loc + LOC_LEN + name_len > cen_start) {
        set_err(err, errlen, "invalid CEN header (bad local header offset)");
        return 0;
    }
    return next;
}

/* Checks that the members, sorted by LOC offset, do not overlap and that
 * each one's header, name and data fit before the next (or before the
 * central directory); records that bound in limit for jar_read. */
static int check_layout(const Jar *jar, JarEntry *es, size_t n, uint64_t cen_start,
                        char *err, size_t errlen)
{
    qsort(es, n, sizeof *es, cmp_loc);
    for (size_t i = 0; i < n; i++) {
        uint64_t loc = jar->base + rd32(cen_of(&es[i]) + 42);
        uint64_t limit = i + 1 < n ? jar->base + rd32(cen_of(&es[i + 1]) + 42) : cen_start;
        uint64_t need = loc + LOC_LEN + es[i].name_len + rd32(cen_of(&es[i]) + 20);
        if (need > limit) {
            set_err(err, errlen, "invalid CEN header (%s)",
                    i + 1 < n ? "overlapping entries"
                              : "entry data runs into the central directory");
            return -1;
        }
        es[i].limit = limit;
    }
    return 0;
}

/* Copies archive bytes [off, off + n) (inside the archive) to dst.  Returns
 * 0, or -1 when the file cannot be read. */
static int read_at(Jar *jar, uint64_t off, void *dst, size_t n)
{
    if (jar->data) {
        memcpy(dst, jar->data + off, n);
        return 0;
    }
    uint8_t *q = dst;
    while (n > 0) {
        ssize_t r = pread(jar->fd, q, n, (off_t)(jar->fd_off + off));
        if (r < 0 && errno == EINTR)
            continue;
        if (r == 0)
            errno = 0;               /* the file is shorter than it was said to be */
        if (r <= 0)
            return -1;
        q += r;
        off += (uint64_t)r;
        n -= (size_t)r;
    }
    return 0;
}

/* Makes [off, len) of the archive the window: a pointer into the archive in
 * memory, else a fresh copy read from the file.  Returns 0, or -1 with a
 * message in err. */
static int set_window(Jar *jar, uint64_t off, char *err, size_t errlen)
{
    if (jar->data) {
        jar->win = jar->data + off;
    } else {
        free(jar->win_buf);
        jar->win = jar->win_buf = malloc(jar->len - off ? jar->len - off : 1);
        if (!jar->win_buf) {
            set_err(err, errlen, "out of memory");
            return -1;
        }
        if (read_at(jar, off, jar->win_buf, jar->len - off) < 0) {
            set_err(err, errlen, "read error: %s", errno ? strerror(errno) : "end of file");
            return -1;
        }
    }
    jar->win_off = off;
    jar->win_len = jar->len - off;
    return 0;
}

static Jar *open_bytes(Jar *jar, char *err, size_t errlen)
{
    size_t len = jar->len;
    if (len == 0) {
        set_err(err, errlen, "zip file is empty");
        return NULL;
    }
    /* Read from a file, the END record is looked for in the last bytes first
     * (archives without a comment), then in the whole window it may lie in. */
    size_t tail = END_LEN + MAX_COMMENT < len ? END_LEN + MAX_COMMENT : len;
    int64_t endpos = -1;
    if (!jar->data && len >= END_LEN) {
        if (set_window(jar, len - END_LEN, err, errlen) < 0)
            return NULL;
        endpos = find_end(jar);
    }
    if (endpos < 0) {
        if (set_window(jar, len - tail, err, errlen) < 0)
            return NULL;
        endpos = find_end(jar);
    }
    if (endpos < 0) {
        set_err(err, errlen, "zip END header not found");
        return NULL;
    }
    uint64_t pos = (uint64_t)endpos;
    uint8_t z64[4];
    if (pos >= Z64_LOCATOR_LEN && read_at(jar, pos - Z64_LOCATOR_LEN, z64, 4) == 0 &&
        rd32(z64) == SIG_Z64_LOCATOR) {
        set_err(err, errlen, "ZIP64 archives are not supported");
        return NULL;
    }
    const uint8_t *end = at(jar, pos);
    uint16_t disk = rd16(end + 4), cen_disk = rd16(end + 6);
    uint16_t on_disk = rd16(end + 8), total = rd16(end + 10);
    uint64_t cen_size = rd32(end + 12), cen_off = rd32(end + 16);
    if (disk != 0 || cen_disk != 0) {
        set_err(err, errlen, "multi-disk archives are not supported");
        return NULL;
    }
    if (on_disk != total) {
        set_err(err, errlen, "invalid END header (bad entry count)");
        return NULL;
    }
    if (cen_size == 0xffffffffu || cen_off == 0xffffffffu) {
        set_err(err, errlen, "ZIP64 archives are not supported");
        return NULL;
    }
    if (cen_size + cen_off > pos) {
        set_err(err, errlen, "invalid END header (bad central directory offset)");
        return NULL;
    }
    if ((uint64_t)total * CEN_LEN > cen_size) {
        set_err(err, errlen, "invalid END header (bad entry count)");
        return NULL;
    }
    uint64_t cen_start = pos - cen_size;
    uint64_t base = cen_start - cen_off;
    jar->base = base;
    if (cen_start < jar->win_off && set_window(jar, cen_start, err, errlen) < 0)
        return NULL;

    jar->count = total;
    jar->entries = calloc(total ? total : 1, sizeof *jar->entries);
    if (!jar->entries) {
        set_err(err, errlen, "out of memory");
        return NULL;
    }
    uint64_t p = cen_start;
    for (size_t i = 0; i < total; i++) {
        if (pos - p < CEN_LEN) {
            set_err(err, errlen, "invalid CEN header (bad header size)");
            return NULL;
        }
        Member m;
        p = parse_cen(jar, p, pos, base, cen_start, &m, err, errlen);
        if (p == 0)
            return NULL;
        jar->entries[i].name = m.name;
        jar->entries[i].name_len = m.name_len;
    }
    if (p != pos) {
        set_err(err, errlen, "invalid END header (bad central directory size)");
        return NULL;
    }
    if (check_layout(jar, jar->entries, total, cen_start, err, errlen) < 0)
        return NULL;
    /* The index: sorted by name for a binary search, later namesakes dropped. */
    qsort(jar->entries, total, sizeof *jar->entries, cmp_name);
    size_t kept = 0;
    for (size_t i = 0; i < total; i++) {
        const JarEntry *e = &jar->entries[i];
        if (kept > 0 && e->name_len == jar->entries[kept - 1].name_len &&
            memcmp(e->name, jar->entries[kept - 1].name, e->name_len) == 0)
            continue;
        jar->entries[kept++] = *e;
    }
    jar->count = kept;
    return jar;
}

/* Opens the zip archive `path`, mapping it into memory.  Returns NULL with a
 * message (without the path) in err when the file cannot be read or is not a
 * valid archive. */
Jar *jar_open_file(const char *path, char *err, size_t errlen)
{
    Jar *jar = calloc(1, sizeof *jar);
    int fd = -1;
    if (!jar) {
        set_err(err, errlen, "out of memory");
        goto fail;
    }
    jar->fd = -1;
    fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) < 0) {
        set_err(err, errlen, "cannot open: %s", strerror(errno));
        goto fail;
    }
    if (!S_ISREG(st.st_mode)) {
        set_err(err, errlen, "not a regular file");
        goto fail;
    }
    if ((uint64_t)st.st_size > SIZE_MAX / 2) {
        set_err(err, errlen, "file too large");
        goto fail;
    }
    if (st.st_size > 0) {
        /* A file truncated by someone else while mapped would raise SIGBUS;
         * jars on a class path are not expected to change under us. */
        void *m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (m == MAP_FAILED) {
            set_err(err, errlen, "cannot map: %s", strerror(errno));
            goto fail;
        }
        jar->map = m;
        jar->map_len = (size_t)st.st_size;
        jar->data = m;
        jar->len = (size_t)st.st_size;
    }
    close(fd);
    fd = -1;
    if (!open_bytes(jar, err, errlen))
        goto fail;
    return jar;
fail:
    if (fd >= 0)
        close(fd);
    jar_close(jar);
    return NULL;
}

/* Opens a zip archive held in memory; the bytes are borrowed and must stay
 * valid until jar_close.  Returns NULL with a message in err when they are
 * not a valid archive. */
Jar *jar_open_memory(const uint8_t *data, size_t len, char *err, size_t errlen)
{
    Jar *jar = calloc(1, sizeof *jar);
    if (!jar) {
        set_err(err, errlen, "out of memory");
        return NULL;
    }
    jar->fd = -1;
    jar->data = data;
    jar->len = data ? len : 0;
    if (!open_bytes(jar, err, errlen)) {
        jar_close(jar);
        return NULL;
    }
    return jar;
}

typedef struct ImageSpan {
    uintptr_t addr;
    size_t len;
    int found;
    uint64_t file_off;       /* where addr's byte lies in the executable's file */
} ImageSpan;

/* dl_iterate_phdr callback: looks for the span in the file-backed part of a
 * loadable segment of the first object listed, the executable itself. */
static int find_in_exe(struct dl_phdr_info *info, size_t size, void *arg)
{
    (void)size;
    ImageSpan *sp = arg;
    for (int k = 0; k < info->dlpi_phnum; k++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[k];
        if (ph->p_type != PT_LOAD)
            continue;
        uintptr_t lo = (uintptr_t)info->dlpi_addr + ph->p_vaddr;
        if (sp->addr >= lo && sp->len <= ph->p_filesz && sp->addr - lo <= ph->p_filesz - sp->len) {
            sp->found = 1;
            sp->file_off = ph->p_offset + (sp->addr - lo);
        }
    }
    return 1;                        /* the executable comes first: stop there */
}

/* Opens a zip archive that this program's own executable holds in a loaded
 * segment (the class library image, in .rodata).  It is read with pread()
 * from /proc/self/exe (the very file that is mapped, even if replaced on
 * disk since), so that none of its pages is ever mapped into the process:
 * start-up then costs the bytes it reads, not the page-cache folios around
 * them that a fault would map.  When the bytes are not found in the
 * executable's file image or that file cannot be read, the archive is read
 * in place as by jar_open_memory.  Returns NULL with a message in err when
 * the bytes are not a valid archive. */
Jar *jar_open_embedded(const uint8_t *data, size_t len, char *err, size_t errlen)
{
    ImageSpan sp = { .addr = (uintptr_t)data, .len = len };
    int fd = -1;
    struct stat st;
    if (data && len > 0)
        dl_iterate_phdr(find_in_exe, &sp);
    if (sp.found)
        fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
    if (fd >= 0 && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
        (uint64_t)st.st_size >= sp.file_off && (uint64_t)st.st_size - sp.file_off >= len) {
        Jar *jar = os_xcalloc(1, sizeof *jar);
        if (jar) {
            jar->fd = fd;
            jar->fd_off = sp.file_off;
            jar->len = len;
            if (open_bytes(jar, NULL, 0))
                return jar;
            jar_close(jar);          /* closes fd */
            fd = -1;
        }
    }
    if (fd >= 0)
        close(fd);
    return jar_open_memory(data, len, err, errlen);
}

/* Tells whether jar is read with pread() rather than in place (for tests). */
int jar_is_read_from_file(const Jar *jar)
{
    return jar->fd >= 0;
}

static const JarEntry *find_entry(const Jar *jar, const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n > 0xffff)
        return NULL;
    size_t lo = 0, hi = jar->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const JarEntry *e = &jar->entries[mid];
        int c = memcmp(name, e->name, n < e->name_len ? n : e->name_len);
        if (c == 0)
            c = n < e->name_len ? -1 : n > e->name_len;
        if (c == 0)
            return e;
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return NULL;
}

int jar_has(const Jar *jar, const char *name)
{
    return find_entry(jar, name) != NULL;
}

/* ---- CRC-32 (ISO 3309, reflected polynomial 0xEDB88320, as zip and zlib) ---- */

static uint32_t crc_table[256];
static pthread_once_t crc_once = PTHREAD_ONCE_INIT;

static void crc_table_init(void)
{
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

uint32_t jar_crc32(uint32_t crc, const void *p, size_t n)
{
    pthread_once(&crc_once, crc_table_init);
    const uint8_t *b = p;
    crc = ~crc;
    while (n--)
        crc = crc_table[(crc ^ *b++) & 0xff] ^ (crc >> 8);
    return ~crc;
}

/* ---- zlib, opened on first use ---- */

typedef struct Zlib {
    int (*init2)(z_stream *, int, const char *, int);   /* inflateInit2_ */
    int (*inflate)(z_stream *, int);
    int (*end)(z_stream *);
} Zlib;

static Zlib *_Atomic zlib;

/* Returns zlib's inflate functions, opening libz on first use (whichever
 * thread publishes first wins; the others drop theirs), or NULL with a
 * message in err when it cannot be opened. */
static const Zlib *zlib_get(char *err, size_t errlen)
{
    Zlib *z = atomic_load_explicit(&zlib, memory_order_acquire);
    if (z != NULL)
        return z;
    void *h = dlopen("libz.so.1", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        set_err(err, errlen, "cannot load zlib to inflate it: %s", dlerror());
        return NULL;
    }
    Zlib *fresh = malloc(sizeof *fresh);
    void *f[3] = { dlsym(h, "inflateInit2_"), dlsym(h, "inflate"), dlsym(h, "inflateEnd") };
    if (fresh == NULL || f[0] == NULL || f[1] == NULL || f[2] == NULL) {
        set_err(err, errlen, fresh == NULL ? "out of memory" : "libz.so.1 has no inflate");
        free(fresh);
        dlclose(h);
        return NULL;
    }
    memcpy(&fresh->init2, &f[0], sizeof f[0]);   /* object to function pointer, as POSIX allows */
    memcpy(&fresh->inflate, &f[1], sizeof f[1]);
    memcpy(&fresh->end, &f[2], sizeof f[2]);
    Zlib *expected = NULL;
    if (!atomic_compare_exchange_strong_explicit(&zlib, &expected, fresh,
                                                 memory_order_acq_rel, memory_order_acquire)) {
        free(fresh);                 /* another thread published first */
        dlclose(h);                  /* drops our reference only */
        return expected;
    }
    return fresh;
}

/* Inflates the raw deflate stream in[0..e->csize) into out, which has room
 * for e->usize + 1 bytes so that a stream longer than announced is noticed.
 * Returns 0, or -1 with a message in err. */
static int inflate_entry(const Member *e, const uint8_t *in, uint8_t *out,
                         char *err, size_t errlen)
{
    const Zlib *z = zlib_get(err, errlen);
    if (z == NULL)
        return -1;
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    if (z->init2(&zs, -MAX_WBITS, ZLIB_VERSION, (int)sizeof zs) != Z_OK) {
        set_err(err, errlen, "cannot initialise zlib: %s",
                zs.msg ? zs.msg : "out of memory");
        return -1;
    }
    zs.next_in = (Bytef *)(uintptr_t)in;   /* zlib does not write to it */
    zs.avail_in = e->csize;
    zs.next_out = out;
    zs.avail_out = e->usize + 1;
    int rc = z->inflate(&zs, Z_FINISH);
    int ret = -1;
    if (rc == Z_STREAM_END) {
        if (zs.total_out == e->usize)
            ret = 0;
        else
            set_err(err, errlen, "invalid entry size (expected %u but got %lu bytes)",
                    (unsigned)e->usize, (unsigned long)zs.total_out);
    } else if (rc == Z_DATA_ERROR) {
        set_err(err, errlen, "%s", zs.msg ? zs.msg : "invalid deflate data");
    } else if (rc == Z_MEM_ERROR) {
        set_err(err, errlen, "out of memory");
    } else if (zs.avail_out == 0) {
        set_err(err, errlen, "invalid entry size (expected %u but got more)",
                (unsigned)e->usize);
    } else {
        set_err(err, errlen, "unexpected end of deflate data");
    }
    z->end(&zs);
    return ret;
}

/* Reads the data of member e into a malloc'd buffer.  Returns NULL with a
 * message in err when the member is corrupt. */
static uint8_t *read_entry(Jar *jar, const Member *e, char *err, size_t errlen)
{
    uint8_t *out = NULL, *in = NULL;
    /* check_layout proved loc + LOC_LEN + name_len <= limit <= len. */
    uint8_t small[LOC_LEN + 256];
    size_t hlen = LOC_LEN + (size_t)e->name_len;
    uint8_t *h = hlen <= sizeof small ? small : malloc(hlen);
    if (!h) {
        set_err(err, errlen, "out of memory");
        goto fail;
    }
    if (read_at(jar, e->loc, h, hlen) < 0) {
        set_err(err, errlen, "read error");
        goto fail;
    }
    if (rd32(h) != SIG_LOC) {
        set_err(err, errlen, "invalid LOC header (bad signature)");
        goto fail;
    }
    uint16_t name_len = rd16(h + 26), extra_len = rd16(h + 28);
    if (name_len != e->name_len || memcmp(h + LOC_LEN, e->name, name_len) != 0) {
        set_err(err, errlen, "invalid LOC header (name differs from CEN)");
        goto fail;
    }
    uint64_t start = e->loc + LOC_LEN + name_len + extra_len;
    if (start + e->csize > e->limit) {
        set_err(err, errlen, "invalid LOC header (bad extra field length)");
        goto fail;
    }
    if (e->method == METHOD_DEFLATED &&
        e->usize > (uint64_t)e->csize * MAX_DEFLATE_RATIO + 64) {
        set_err(err, errlen, "invalid entry size (%u bytes from %u compressed)",
                (unsigned)e->usize, (unsigned)e->csize);
        goto fail;
    }
    out = malloc((size_t)e->usize + 1);
    if (!out) {
        set_err(err, errlen, "out of memory");
        goto fail;
    }
    if (e->method == METHOD_STORED) {
        if (read_at(jar, start, out, e->usize) < 0) {  /* usize == csize, checked at open */
            set_err(err, errlen, "read error");
            goto fail;
        }
    } else {
        const uint8_t *src = jar->data ? jar->data + start : NULL;
        if (!src) {
            in = malloc(e->csize ? e->csize : 1);
            if (!in) {
                set_err(err, errlen, "out of memory");
                goto fail;
            }
            if (read_at(jar, start, in, e->csize) < 0) {
                set_err(err, errlen, "read error");
                goto fail;
            }
            src = in;
        }
        if (inflate_entry(e, src, out, err, errlen) < 0)
            goto fail;
    }
    uint32_t crc = jar_crc32(0, out, e->usize);
    if (crc != e->crc) {
        set_err(err, errlen, "invalid entry CRC (expected 0x%08x but got 0x%08x)",
                (unsigned)e->crc, (unsigned)crc);
        goto fail;
    }
    if (h != small)
        free(h);
    free(in);
    return out;
fail:
    if (h != small)
        free(h);
    free(in);
    free(out);
    return NULL;
}

/* Returns a malloc'd copy of member `name` with its length in *len, or NULL:
 * with *corrupt = 0 when there is no such member, with *corrupt = 1 and a
 * message "name: reason" in err when its data are corrupt.  len, corrupt and
 * err may be NULL. */
uint8_t *jar_read(Jar *jar, const char *name, size_t *len, int *corrupt,
                  char *err, size_t errlen)
{
    if (corrupt)
        *corrupt = 0;
    const JarEntry *je = find_entry(jar, name);
    if (!je)
        return NULL;
    Member m;
    member_of(jar, je, &m);
    const Member *e = &m;
    char why[256];
    uint8_t *out = read_entry(jar, e, why, sizeof why);
    if (!out) {
        if (corrupt)
            *corrupt = 1;
        set_err(err, errlen, "%s: %s", name, why);
        return NULL;
    }
    if (len)
        *len = e->usize;
    return out;
}

/* Finds the manifest: its exact name first, then any case of it, as
 * java.util.jar does.  Returns NULL when there is none. */
static uint8_t *read_manifest(Jar *jar, size_t *len)
{
    int corrupt;
    uint8_t *mf = jar_read(jar, MANIFEST_NAME, len, &corrupt, NULL, 0);
    if (mf || corrupt)
        return mf;
    size_t n = strlen(MANIFEST_NAME);
    for (size_t i = 0; i < jar->count; i++) {
        const JarEntry *e = &jar->entries[i];
        if (e->name_len == n && strncasecmp(e->name, MANIFEST_NAME, n) == 0) {
            Member m;
            member_of(jar, e, &m);
            mf = read_entry(jar, &m, NULL, 0);
            if (mf)
                *len = m.usize;
            return mf;
        }
    }
    return NULL;
}

/* Returns the length of the line starting at p (without its terminator) and
 * sets *next to the start of the following line; lines end with CRLF, LF or
 * CR, and the last one may have no terminator. */
static size_t line_len(const uint8_t *p, const uint8_t *end, const uint8_t **next)
{
    const uint8_t *q = p;
    while (q < end && *q != '\n' && *q != '\r')
        q++;
    size_t n = (size_t)(q - p);
    if (q < end && *q == '\r') {
        q++;
        if (q < end && *q == '\n')
            q++;
    } else if (q < end) {
        q++;
    }
    *next = q;
    return n;
}

/* Returns the value of main attribute `key` (compared case-insensitively)
 * from the jar's META-INF/MANIFEST.MF, malloc'd, with continuation lines (a
 * line that begins with one space continues the previous one) joined and
 * surrounding blanks trimmed.  Returns NULL when there is no manifest, no
 * such attribute in the main section, or on out of memory. */
char *jar_manifest_attr(Jar *jar, const char *key)
{
    size_t mf_len = 0, key_len = strlen(key);
    uint8_t *mf = read_manifest(jar, &mf_len);
    char *line = NULL, *value = NULL;
    if (!mf)
        return NULL;
    line = malloc(mf_len + 1);                /* a logical line is never longer */
    if (!line)
        goto fail;
    const uint8_t *p = mf, *end = mf + mf_len, *next;
    while (p < end) {
        size_t n = line_len(p, end, &next);
        if (n == 0)
            break;                            /* a blank line ends the main section */
        memcpy(line, p, n);
        p = next;
        while (p < end && *p == ' ') {
            size_t m = line_len(p, end, &next);
            memcpy(line + n, p + 1, m - 1);
            n += m - 1;
            p = next;
        }
        line[n] = '\0';
        char *colon = memchr(line, ':', n);
        if (!colon || (size_t)(colon - line) != key_len ||
            strncasecmp(line, key, key_len) != 0)
            continue;
        char *v = colon + 1, *ve = line + n;
        while (v < ve && (*v == ' ' || *v == '\t'))
            v++;
        while (ve > v && (ve[-1] == ' ' || ve[-1] == '\t'))
            ve--;
        value = os_xstrndup(v, (size_t)(ve - v));
        break;
    }
fail:
    free(line);
    free(mf);
    return value;
}

/* Closes jar, releasing its index and (for a file) its mapping. */
void jar_close(Jar *jar)
{
    if (!jar)
        return;
    free(jar->entries);
    if (jar->map)
        munmap(jar->map, jar->map_len);
    if (jar->fd >= 0)
        close(jar->fd);
    free(jar->win_buf);
    free(jar);
}
