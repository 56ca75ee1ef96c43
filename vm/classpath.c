/* classpath.c: the ordered list of places classes are looked up in.
 *
 * Each entry is a directory (a resource "a/b/C.class" is the file
 * dir/a/b/C.class) or an open Jar (from a file, or the class library image
 * held in the binary).  Lookups try the entries in the order they were added
 * and return the first hit; a corrupt member stops the search, as it would
 * in java, rather than letting a later entry silently supply the class. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "classpath.h"

typedef struct CpEntry {
    char *dir;               /* owned; NULL for a jar entry */
    char *label;             /* owned: the path as given, for messages */
    Jar *jar;                /* owned; NULL for a directory entry */
    int trusted;             /* the embedded class library */
    int multi_release;       /* a file jar whose manifest says Multi-Release: true */
} CpEntry;

/* The release whose META-INF/versions/N/ entries a multi-release jar serves
 * first (JEP 238): this VM runs JDK 17 class files. */
#define CP_RELEASE 17

struct ClassPath {
    CpEntry *entries;
    size_t count;
    size_t cap;
};

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

/* Creates an empty class path; NULL on out of memory. */
ClassPath *cp_new(void)
{
    return calloc(1, sizeof(ClassPath));
}

/* Appends an entry, taking ownership of dir, label and jar (freed here on
 * failure).  Returns 0, or -1 on out of memory. */
static int push_entry(ClassPath *cp, char *dir, char *label, Jar *jar)
{
    if (!label)
        goto fail;
    if (cp->count == cp->cap) {
        size_t cap = cp->cap ? cp->cap * 2 : 8;
        CpEntry *es = realloc(cp->entries, cap * sizeof *es);
        if (!es)
            goto fail;
        cp->entries = es;
        cp->cap = cap;
    }
    cp->entries[cp->count++] = (CpEntry){ .dir = dir, .label = label, .jar = jar };
    return 0;
fail:
    free(dir);
    free(label);
    jar_close(jar);
    return -1;
}

/* Whether cp already holds the directory or jar at path (compared by real
 * path, so that a jar named twice, or again by a Class-Path, is opened once). */
static int already_added(const ClassPath *cp, const char *path)
{
    char *real = realpath(path, NULL);
    int found = 0;
    if (real == NULL)
        return 0;
    for (size_t i = 0; i < cp->count && !found; i++) {
        const CpEntry *ce = &cp->entries[i];
        if (ce->trusted || ce->label == NULL)
            continue;
        char *other = realpath(ce->dir ? ce->dir : ce->label, NULL);
        found = other != NULL && strcmp(other, real) == 0;
        free(other);
    }
    free(real);
    return found;
}

static int add_element(ClassPath *cp, const char *path, char *err, size_t errlen, int depth);

/* A jar's manifest Class-Path: space-separated relative URLs (resolved
 * against the jar's directory) or file: URLs, each added right after the
 * jar, as java does; a missing or unreadable one is skipped silently, as
 * HotSpot skips it, and so is any other scheme. */
static void add_manifest_class_path(ClassPath *cp, Jar *jar, const char *jar_path, int depth)
{
    char *list = jar_manifest_attr(jar, "Class-Path");
    if (list == NULL)
        return;
    const char *slash = strrchr(jar_path, '/');
    size_t dir_len = slash ? (size_t)(slash - jar_path) + 1 : 0;
    for (char *save = NULL, *tok = strtok_r(list, " \t", &save); tok != NULL;
         tok = strtok_r(NULL, " \t", &save)) {
        const char *u = tok;
        if (strncmp(u, "file:", 5) == 0)
            u += 5;
        else if (strchr(u, ':') != NULL)
            continue;
        /* undo %XX escapes */
        size_t n = strlen(u);
        char *dec = malloc(dir_len + n + 1);
        if (dec == NULL)
            break;
        size_t k = 0;
        if (u[0] != '/') {
            memcpy(dec, jar_path, dir_len);
            k = dir_len;
        }
        for (size_t i = 0; i < n; i++) {
            int hi, lo;
            if (u[i] == '%' && i + 2 < n && sscanf(u + i + 1, "%1x%1x", &hi, &lo) == 2) {
                dec[k++] = (char)(hi * 16 + lo);
                i += 2;
            } else {
                dec[k++] = u[i];
            }
        }
        dec[k] = '\0';
        add_element(cp, dec, NULL, 0, depth + 1);
        free(dec);
    }
    free(list);
}

/* Adds one class path element: a directory, or a file opened as a jar
 * (then the jars its manifest's Class-Path names).  A path that does not
 * exist, or that is there already, is skipped.  Returns 0, or -1 with a
 * message in err. */
static int add_element(ClassPath *cp, const char *path, char *err, size_t errlen, int depth)
{
    struct stat st;
    if (stat(path, &st) < 0)
        return 0;                    /* missing elements are ignored, as java does */
    if (depth > 0 && already_added(cp, path))
        return 0;
    if (S_ISDIR(st.st_mode)) {
        if (push_entry(cp, strdup(path), strdup(path), NULL) < 0)
            goto oom;
        return 0;
    }
    char why[256];
    Jar *jar = jar_open_file(path, why, sizeof why);
    if (!jar) {
        if (depth > 0)
            return 0;
        set_err(err, errlen, "%s: %s", path, why);
        return -1;
    }
    char *mr = jar_manifest_attr(jar, "Multi-Release");
    int multi = mr != NULL && strcasecmp(mr, "true") == 0;
    free(mr);
    if (push_entry(cp, NULL, strdup(path), jar) < 0)
        goto oom;
    cp->entries[cp->count - 1].multi_release = multi;
    if (depth < 16)
        add_manifest_class_path(cp, jar, path, depth);
    return 0;
oom:
    set_err(err, errlen, "%s: out of memory", path);
    return -1;
}

/* Appends each ':'-separated element of spec; an empty element means the
 * current directory.  Every usable element is added even when another one
 * fails, so the caller may report the error and go on.  Returns 0, or -1
 * with a message about the first failing element in err. */
int cp_add_spec(ClassPath *cp, const char *spec, char *err, size_t errlen)
{
    int ret = 0;
    const char *p = spec ? spec : "";
    for (;;) {
        const char *colon = strchr(p, ':');
        size_t n = colon ? (size_t)(colon - p) : strlen(p);
        char *path = n ? strndup(p, n) : strdup(".");
        if (!path) {
            set_err(err, errlen, "out of memory");
            return -1;
        }
        if (add_element(cp, path, ret < 0 ? NULL : err, errlen, 0) < 0)
            ret = -1;
        free(path);
        if (!colon)
            break;
        p = colon + 1;
    }
    return ret;
}

/* Appends a jar held in memory (borrowed: data must outlive cp).  Returns 0,
 * or -1 with a message in err when the bytes are not a valid archive. */
int cp_add_memory_jar(ClassPath *cp, const uint8_t *data, size_t len,
                      char *err, size_t errlen)
{
    char why[256];
    Jar *jar = jar_open_memory(data, len, why, sizeof why);
    if (!jar) {
        set_err(err, errlen, "<memory jar>: %s", why);
        return -1;
    }
    if (push_entry(cp, NULL, strdup("<memory jar>"), jar) < 0) {
        set_err(err, errlen, "out of memory");
        return -1;
    }
    return 0;
}

/* Appends the jar the executable holds at data (see jar_open_embedded).
 * Returns 0, or -1 with a message in err when the bytes are not a valid
 * archive. */
int cp_add_embedded_jar(ClassPath *cp, const uint8_t *data, size_t len,
                        char *err, size_t errlen)
{
    char why[256];
    Jar *jar = jar_open_embedded(data, len, why, sizeof why);
    if (!jar) {
        set_err(err, errlen, "<embedded jar>: %s", why);
        return -1;
    }
    if (push_entry(cp, NULL, strdup("<embedded jar>"), jar) < 0) {
        set_err(err, errlen, "out of memory");
        return -1;
    }
    cp->entries[cp->count - 1].trusted = 1;
    return 0;
}

/* A resource name must stay inside the directory it is looked up in: no
 * absolute path, no ".." component, no empty name. */
static int name_is_safe(const char *name)
{
    if (name[0] == '\0' || name[0] == '/')
        return 0;
    for (const char *p = name; *p;) {
        const char *slash = strchr(p, '/');
        size_t n = slash ? (size_t)(slash - p) : strlen(p);
        if (n == 2 && p[0] == '.' && p[1] == '.')
            return 0;
        if (!slash)
            break;
        p = slash + 1;
    }
    return 1;
}

/* Reads the regular file dir/name whole.  Returns NULL when it does not
 * exist (or is not a regular file); sets *corrupt with a message when it
 * exists but cannot be read. */
static uint8_t *read_dir_file(const CpEntry *ce, const char *name, size_t *len,
                              int *corrupt, char *err, size_t errlen)
{
    size_t dl = strlen(ce->dir);
    int slash = dl > 0 && ce->dir[dl - 1] != '/';
    size_t plen = dl + (size_t)slash + strlen(name) + 1;
    char *path = malloc(plen);
    uint8_t *buf = NULL;
    int fd = -1;
    if (!path)
        goto oom;
    snprintf(path, plen, "%s%s%s", ce->dir, slash ? "/" : "", name);
    fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT || errno == ENOTDIR || errno == ENAMETOOLONG)
            goto fail;
        goto io_error;
    }
    struct stat st;
    if (fstat(fd, &st) < 0)
        goto io_error;
    if (!S_ISREG(st.st_mode))
        goto fail;
    size_t size = (size_t)st.st_size, got = 0;
    buf = malloc(size + 1);
    if (!buf)
        goto oom;
    while (got < size) {
        ssize_t r = read(fd, buf + got, size - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r < 0)
            goto io_error;
        if (r == 0)
            break;                   /* shrank while we read: take what is there */
        got += (size_t)r;
    }
    close(fd);
    free(path);
    *len = got;
    return buf;
io_error:
    *corrupt = 1;
    set_err(err, errlen, "%s: %s", path, strerror(errno));
    goto fail;
oom:
    *corrupt = 1;
    set_err(err, errlen, "%s: out of memory", name);
fail:
    if (fd >= 0)
        close(fd);
    free(buf);
    free(path);
    return NULL;
}

/* Looks up resource `name` in each entry in order.  Returns a malloc'd copy
 * of its bytes (length in *len), or NULL: with *corrupt = 0 when no entry
 * has it, with *corrupt = 1 and a message in err when the first entry that
 * has it cannot deliver it intact. */
/* For a multi-release jar, the versioned entry that stands for `name`
 * (META-INF/versions/N/name for the highest N from CP_RELEASE down to 9 that
 * the jar has) written into buf; otherwise name itself.  Names under
 * META-INF/ are never versioned. */
static const char *versioned_name(const CpEntry *ce, const char *name, char *buf, size_t buflen)
{
    if (!ce->multi_release || strncmp(name, "META-INF/", 9) == 0)
        return name;
    for (int v = CP_RELEASE; v >= 9; v--) {
        int n = snprintf(buf, buflen, "META-INF/versions/%d/%s", v, name);
        if (n > 0 && (size_t)n < buflen && jar_has(ce->jar, buf))
            return buf;
    }
    return name;
}

uint8_t *cp_find(ClassPath *cp, const char *name, size_t *len,
                 int *corrupt, char *err, size_t errlen)
{
    return cp_find_ex(cp, name, len, corrupt, err, errlen, NULL);
}

uint8_t *cp_find_ex(ClassPath *cp, const char *name, size_t *len,
                    int *corrupt, char *err, size_t errlen, int *trusted)
{
    int bad = 0;
    size_t n = 0;
    uint8_t *data = NULL;
    char why[512];
    int from_trusted = 0;
    for (size_t i = 0; i < cp->count && !data && !bad; i++) {
        CpEntry *ce = &cp->entries[i];
        from_trusted = ce->trusted;
        if (ce->jar) {
            char vbuf[1024];
            data = jar_read(ce->jar, versioned_name(ce, name, vbuf, sizeof vbuf), &n, &bad, why, sizeof why);
            if (bad)
                set_err(err, errlen, "%s: %s", ce->label, why);
        } else if (name_is_safe(name)) {
            data = read_dir_file(ce, name, &n, &bad, err, errlen);
        }
    }
    if (corrupt)
        *corrupt = bad;
    if (trusted)
        *trusted = data != NULL && from_trusted;
    if (data && len)
        *len = n;
    return data;
}

int cp_library_has(ClassPath *cp, const char *name)
{
    for (size_t i = 0; i < cp->count; i++)
        if (cp->entries[i].trusted && cp->entries[i].jar && jar_has(cp->entries[i].jar, name))
            return 1;
    return 0;
}

uint8_t *cp_library_read(ClassPath *cp, const char *name, size_t *len)
{
    for (size_t i = 0; i < cp->count; i++) {
        CpEntry *ce = &cp->entries[i];
        if (!ce->trusted || ce->jar == NULL)
            continue;
        int bad = 0;
        char why[256];
        uint8_t *data = jar_read(ce->jar, name, len, &bad, why, sizeof why);
        if (data != NULL)
            return data;
    }
    return NULL;
}

int cp_locate(ClassPath *cp, const char *name, int all,
              void (*fn)(const char *url, void *arg), void *arg)
{
    int found = 0;
    if (!name_is_safe(name))
        return 0;
    for (size_t i = 0; i < cp->count && (all || found == 0); i++) {
        CpEntry *ce = &cp->entries[i];
        if (ce->trusted)
            continue;
        int dir = 0;
        char *path;
        char vbuf[1024];
        const char *real = name;      /* a multi-release jar's URL names the versioned entry */
        if (ce->jar) {
            real = versioned_name(ce, name, vbuf, sizeof vbuf);
            if (ce->dir != NULL || !jar_has(ce->jar, real))
                continue;
            path = realpath(ce->label, NULL);
        } else {
            size_t plen = strlen(ce->dir) + strlen(name) + 2;
            char *f = malloc(plen);
            struct stat st;
            if (f == NULL)
                continue;
            snprintf(f, plen, "%s/%s", ce->dir, name);
            int ok = stat(f, &st) == 0;
            dir = ok && S_ISDIR(st.st_mode);
            free(f);
            if (!ok)
                continue;
            path = realpath(ce->dir, NULL);
        }
        if (path == NULL)
            continue;
        size_t ulen = strlen(path) + strlen(real) + 32;
        char *url = malloc(ulen);
        if (url != NULL) {
            const char *sep = strcmp(path, "/") == 0 ? "" : "/";
            if (ce->jar)
                snprintf(url, ulen, "jar:file:%s!/%s", path, real);
            else
                snprintf(url, ulen, "file:%s%s%s%s", path, sep, name,
                         dir && name[strlen(name) - 1] != '/' ? "/" : "");
            fn(url, arg);
            found++;
        }
        free(url);
        free(path);
    }
    return found;
}

/* Frees cp with every jar it opened. */
void cp_free(ClassPath *cp)
{
    if (!cp)
        return;
    for (size_t i = 0; i < cp->count; i++) {
        free(cp->entries[i].dir);
        free(cp->entries[i].label);
        jar_close(cp->entries[i].jar);
    }
    free(cp->entries);
    free(cp);
}
