/* test_jar.c: libcheck suite "jar" for vm/jar.c and vm/classpath.c.
 *
 * Archives are built here with a small zip writer (stored members copied,
 * deflated ones through zlib's raw deflate), then patched byte by byte to
 * make them inconsistent.  Two jars under data/ come from real tools:
 * hello.jar from JDK 17's `jar` (data descriptors, a Main-Class long enough
 * to be continued on a second line) and pyzip.jar from Python's zipfile (an
 * archive comment, LF line ends).  Run with the working directory
 * tests/unit. */
#include <check.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "classpath.h"

/* ---- a minimal zip writer ---- */

typedef struct Buf {
    uint8_t *b;
    size_t n, cap;
} Buf;

static void buf_put(Buf *b, const void *p, size_t n)
{
    if (b->n + n > b->cap) {
        b->cap = (b->n + n) * 2 + 64;
        b->b = realloc(b->b, b->cap);
        ck_assert_ptr_nonnull(b->b);
    }
    if (n)
        memcpy(b->b + b->n, p, n);
    b->n += n;
}

static void put16(Buf *b, unsigned v)
{
    uint8_t x[2] = { (uint8_t)v, (uint8_t)(v >> 8) };
    buf_put(b, x, 2);
}

static void put32(Buf *b, uint32_t v)
{
    uint8_t x[4] = { (uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24) };
    buf_put(b, x, 4);
}

typedef struct Member {
    const char *name;
    const void *data;
    size_t len;
    int deflate;
} Member;

static void deflate_raw(const void *in, size_t len, Buf *out)
{
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    ck_assert_int_eq(deflateInit2(&zs, 9, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY), Z_OK);
    uLong bound = deflateBound(&zs, (uLong)len);
    uint8_t *tmp = malloc(bound);
    zs.next_in = (Bytef *)(uintptr_t)in;
    zs.avail_in = (uInt)len;
    zs.next_out = tmp;
    zs.avail_out = (uInt)bound;
    ck_assert_int_eq(deflate(&zs, Z_FINISH), Z_STREAM_END);
    buf_put(out, tmp, zs.total_out);
    deflateEnd(&zs);
    free(tmp);
}

/* Writes members (and an archive comment, may be NULL) as a zip file. */
static uint8_t *zip_make(const Member *ms, int n, const char *comment, size_t *len)
{
    Buf z = { 0 }, cen = { 0 };
    for (int i = 0; i < n; i++) {
        const Member *m = &ms[i];
        Buf data = { 0 };
        if (m->deflate)
            deflate_raw(m->data, m->len, &data);
        else
            buf_put(&data, m->data, m->len);
        uint32_t crc = (uint32_t)crc32(0L, m->data, (uInt)m->len);
        uint32_t loc = (uint32_t)z.n;
        unsigned nl = (unsigned)strlen(m->name), method = m->deflate ? 8 : 0;
        put32(&z, 0x04034b50); put16(&z, 20); put16(&z, 0); put16(&z, method);
        put16(&z, 0); put16(&z, 0x21); put32(&z, crc); put32(&z, (uint32_t)data.n);
        put32(&z, (uint32_t)m->len); put16(&z, nl); put16(&z, 0);
        buf_put(&z, m->name, nl);
        buf_put(&z, data.b, data.n);
        put32(&cen, 0x02014b50); put16(&cen, 20); put16(&cen, 20); put16(&cen, 0);
        put16(&cen, method); put16(&cen, 0); put16(&cen, 0x21); put32(&cen, crc);
        put32(&cen, (uint32_t)data.n); put32(&cen, (uint32_t)m->len); put16(&cen, nl);
        put16(&cen, 0); put16(&cen, 0); put16(&cen, 0); put16(&cen, 0); put32(&cen, 0);
        put32(&cen, loc);
        buf_put(&cen, m->name, nl);
        free(data.b);
    }
    uint32_t cen_off = (uint32_t)z.n;
    buf_put(&z, cen.b, cen.n);
    unsigned cl = comment ? (unsigned)strlen(comment) : 0;
    put32(&z, 0x06054b50); put16(&z, 0); put16(&z, 0); put16(&z, (unsigned)n);
    put16(&z, (unsigned)n); put32(&z, (uint32_t)cen.n); put32(&z, cen_off); put16(&z, cl);
    buf_put(&z, comment, cl);
    free(cen.b);
    *len = z.n;
    return z.b;
}

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16) | ((uint32_t)p[3] << 24);
}

static void set16(uint8_t *p, unsigned v) { p[0] = (uint8_t)v; p[1] = (uint8_t)(v >> 8); }
static void set32(uint8_t *p, uint32_t v) { set16(p, v & 0xffff); set16(p + 2, v >> 16); }

/* The offset of the i-th CEN header of an archive made by zip_make with no
 * comment (no extra fields, so headers are 46 + name bytes). */
static size_t cen_header(const uint8_t *z, size_t len, int i)
{
    size_t p = get32(z + len - 22 + 16);
    while (i-- > 0)
        p += 46 + (size_t)(z[p + 28] | (z[p + 29] << 8));
    return p;
}

/* ---- the standard test archive ---- */

static char big_text[20000];
static uint8_t binary[3000];

static const char manifest_lf[] =
    "Manifest-Version: 1.0\n"
    "Main-Class: com.example.averyveryverylongpackagename.withsegments.MainCla\n"
    " ssName\n"
    "X-Empty:\n"
    "X-Spaces:   padded value   \n"
    "\n"
    "Name: com/example/Other.class\n"
    "Sealed: true\n";

static void fill_data(void)
{
    for (size_t i = 0; i + 1 < sizeof big_text; i++)
        big_text[i] = "the quick brown fox jumps over the lazy dog\n"[i % 44];
    uint32_t x = 12345;
    for (size_t i = 0; i < sizeof binary; i++) {
        x = x * 1103515245u + 12345u;
        binary[i] = (uint8_t)(x >> 16);
    }
}

static uint8_t *standard_zip(size_t *len, const char *comment)
{
    fill_data();
    Member ms[] = {
        { "META-INF/MANIFEST.MF", manifest_lf, sizeof manifest_lf - 1, 1 },
        { "a/B.class", binary, sizeof binary, 0 },
        { "c/Text.txt", big_text, strlen(big_text), 1 },
        { "empty", "", 0, 0 },
        { "dir/", "", 0, 1 },
        { "c/Random.bin", binary, 600, 1 },
    };
    return zip_make(ms, (int)(sizeof ms / sizeof ms[0]), comment, len);
}

/* Opens z, reads every member of the standard archive and the manifest;
 * the archive may be corrupt, so only "no crash, consistent answers" is
 * checked. */
static void exercise(const uint8_t *z, size_t len)
{
    static const char *names[] = { "META-INF/MANIFEST.MF", "a/B.class", "c/Text.txt",
                                   "empty", "dir/", "c/Random.bin", "absent" };
    char err[256];
    err[0] = '\0';
    Jar *jar = jar_open_memory(z, len, err, sizeof err);
    if (!jar) {
        ck_assert(err[0] != '\0');
        return;
    }
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        size_t n = 0;
        int corrupt = -1;
        err[0] = '\0';
        uint8_t *d = jar_read(jar, names[i], &n, &corrupt, err, sizeof err);
        ck_assert(corrupt == 0 || corrupt == 1);
        if (corrupt)
            ck_assert(d == NULL && err[0] != '\0');
        free(d);
    }
    free(jar_manifest_attr(jar, "Main-Class"));
    jar_close(jar);
}

/* ---- tests ---- */

START_TEST(test_lookup)
{
    size_t len, n;
    int corrupt;
    char err[256];
    uint8_t *z = standard_zip(&len, NULL);
    Jar *jar = jar_open_memory(z, len, err, sizeof err);
    ck_assert_msg(jar != NULL, "%s", err);

    uint8_t *d = jar_read(jar, "a/B.class", &n, &corrupt, err, sizeof err);
    ck_assert_ptr_nonnull(d);
    ck_assert_uint_eq(n, sizeof binary);
    ck_assert_mem_eq(d, binary, n);
    free(d);

    d = jar_read(jar, "c/Text.txt", &n, &corrupt, err, sizeof err);
    ck_assert_ptr_nonnull(d);
    ck_assert_uint_eq(n, strlen(big_text));
    ck_assert_mem_eq(d, big_text, n);
    free(d);

    d = jar_read(jar, "c/Random.bin", &n, &corrupt, err, sizeof err);
    ck_assert_ptr_nonnull(d);
    ck_assert_uint_eq(n, 600);
    ck_assert_mem_eq(d, binary, n);
    free(d);

    d = jar_read(jar, "empty", &n, &corrupt, err, sizeof err);
    ck_assert_ptr_nonnull(d);
    ck_assert_uint_eq(n, 0);
    free(d);
    d = jar_read(jar, "dir/", &n, &corrupt, err, sizeof err);
    ck_assert_ptr_nonnull(d);
    ck_assert_uint_eq(n, 0);
    free(d);

    corrupt = -1;
    ck_assert_ptr_null(jar_read(jar, "a/Missing.class", &n, &corrupt, err, sizeof err));
    ck_assert_int_eq(corrupt, 0);
    ck_assert_ptr_null(jar_read(jar, "", &n, &corrupt, err, sizeof err));
    ck_assert_ptr_null(jar_read(jar, "a/B.clas", &n, &corrupt, err, sizeof err));
    ck_assert_int_eq(corrupt, 0);
    jar_close(jar);
    free(z);

    /* Of two members with one name, the first in the directory wins. */
    Member dup[] = { { "x", "first", 5, 0 }, { "x", "second", 6, 1 } };
    z = zip_make(dup, 2, NULL, &len);
    jar = jar_open_memory(z, len, err, sizeof err);
    ck_assert_msg(jar != NULL, "%s", err);
    d = jar_read(jar, "x", &n, &corrupt, err, sizeof err);
    ck_assert_uint_eq(n, 5);
    ck_assert_mem_eq(d, "first", 5);
    free(d);
    jar_close(jar);
    free(z);
}
END_TEST

START_TEST(test_comment_prefix_padding)
{
    size_t len, n;
    int corrupt;
    char err[256];
    uint8_t *z = standard_zip(&len, "an archive comment with PK\005\006 inside");
    /* A stub in front and padding behind, as self-extracting archives have. */
    uint8_t *w = malloc(len + 200);
    memset(w, 'x', 100);
    memcpy(w + 100, z, len);
    memset(w + 100 + len, 0, 100);
    Jar *jar = jar_open_memory(w, len + 200, err, sizeof err);
    ck_assert_msg(jar != NULL, "%s", err);
    uint8_t *d = jar_read(jar, "c/Text.txt", &n, &corrupt, err, sizeof err);
    ck_assert_msg(d != NULL, "%s", err);
    ck_assert_mem_eq(d, big_text, n);
    free(d);
    jar_close(jar);
    free(w);
    free(z);
}
END_TEST

START_TEST(test_empty_archive)
{
    size_t len;
    char err[256];
    uint8_t *z = zip_make(NULL, 0, NULL, &len);
    ck_assert_uint_eq(len, 22);
    Jar *jar = jar_open_memory(z, len, err, sizeof err);
    ck_assert_msg(jar != NULL, "%s", err);
    int corrupt = -1;
    ck_assert_ptr_null(jar_read(jar, "x", NULL, &corrupt, NULL, 0));
    ck_assert_int_eq(corrupt, 0);
    ck_assert_ptr_null(jar_manifest_attr(jar, "Main-Class"));
    jar_close(jar);
    free(z);

    ck_assert_ptr_null(jar_open_memory((const uint8_t *)"", 0, err, sizeof err));
    ck_assert_str_eq(err, "zip file is empty");
    ck_assert_ptr_null(jar_open_memory((const uint8_t *)"not a zip at all, really not", 28,
                                       err, sizeof err));
    ck_assert_str_eq(err, "zip END header not found");
}
END_TEST

START_TEST(test_manifest)
{
    size_t len;
    char err[256];
    uint8_t *z = standard_zip(&len, NULL);
    Jar *jar = jar_open_memory(z, len, err, sizeof err);
    ck_assert_ptr_nonnull(jar);
    char *v = jar_manifest_attr(jar, "Main-Class");
    ck_assert_str_eq(v, "com.example.averyveryverylongpackagename.withsegments.MainClassName");
    free(v);
    v = jar_manifest_attr(jar, "main-class");            /* names ignore case */
    ck_assert_ptr_nonnull(v);
    free(v);
    v = jar_manifest_attr(jar, "Manifest-Version");
    ck_assert_str_eq(v, "1.0");
    free(v);
    v = jar_manifest_attr(jar, "X-Empty");
    ck_assert_str_eq(v, "");
    free(v);
    v = jar_manifest_attr(jar, "X-Spaces");
    ck_assert_str_eq(v, "padded value");
    free(v);
    ck_assert_ptr_null(jar_manifest_attr(jar, "Sealed"));   /* not a main attribute */
    ck_assert_ptr_null(jar_manifest_attr(jar, "Main"));
    ck_assert_ptr_null(jar_manifest_attr(jar, "Name"));
    jar_close(jar);
    free(z);

    /* CRLF, a lower-case manifest name, several continuation lines and no
     * final line end. */
    static const char crlf[] =
        "Manifest-Version: 1.0\r\nMain-Class: a.b\r\n .c\r\n .D\r\nCreated-By: me";
    Member ms[] = { { "meta-inf/manifest.mf", crlf, sizeof crlf - 1, 1 } };
    z = zip_make(ms, 1, NULL, &len);
    jar = jar_open_memory(z, len, err, sizeof err);
    ck_assert_ptr_nonnull(jar);
    v = jar_manifest_attr(jar, "Main-Class");
    ck_assert_str_eq(v, "a.b.c.D");
    free(v);
    v = jar_manifest_attr(jar, "Created-By");
    ck_assert_str_eq(v, "me");
    free(v);
    jar_close(jar);
    free(z);

    /* No manifest at all. */
    Member none[] = { { "a", "x", 1, 0 } };
    z = zip_make(none, 1, NULL, &len);
    jar = jar_open_memory(z, len, err, sizeof err);
    ck_assert_ptr_null(jar_manifest_attr(jar, "Main-Class"));
    jar_close(jar);
    free(z);
}
END_TEST

/* Reads member `name` of z and expects it to be reported corrupt with a
 * message containing `what`. */
static void expect_corrupt(const uint8_t *z, size_t len, const char *name, const char *what)
{
    char err[256];
    int corrupt = 0;
    size_t n;
    Jar *jar = jar_open_memory(z, len, err, sizeof err);
    ck_assert_msg(jar != NULL, "%s", err);
    err[0] = '\0';
    ck_assert_ptr_null(jar_read(jar, name, &n, &corrupt, err, sizeof err));
    ck_assert_int_eq(corrupt, 1);
    ck_assert_msg(strstr(err, what) != NULL, "'%s' lacks '%s'", err, what);
    ck_assert_msg(strstr(err, name) != NULL, "'%s' lacks '%s'", err, name);
    jar_close(jar);
}

/* Expects z to be refused at open with a message containing `what`. */
static void expect_bad_open(const uint8_t *z, size_t len, const char *what)
{
    char err[256] = "";
    ck_assert_ptr_null(jar_open_memory(z, len, err, sizeof err));
    ck_assert_msg(strstr(err, what) != NULL, "'%s' lacks '%s'", err, what);
}

START_TEST(test_crc_and_size)
{
    size_t len;
    uint8_t *z = standard_zip(&len, NULL);
    size_t b = cen_header(z, len, 1), t = cen_header(z, len, 2);

    z[b + 16] ^= 1;                                     /* stored member's CRC */
    expect_corrupt(z, len, "a/B.class", "invalid entry CRC");
    z[b + 16] ^= 1;
    z[t + 19] ^= 0x80;                                  /* deflated member's CRC */
    expect_corrupt(z, len, "c/Text.txt", "invalid entry CRC");
    z[t + 19] ^= 0x80;

    uint32_t us = get32(z + t + 24);
    set32(z + t + 24, us - 1);                          /* announced size too small */
    expect_corrupt(z, len, "c/Text.txt", "invalid entry size");
    set32(z + t + 24, us + 1);                          /* too large */
    expect_corrupt(z, len, "c/Text.txt", "invalid entry size");
    set32(z + t + 24, 0xfffffff0u);                     /* absurd ratio */
    expect_corrupt(z, len, "c/Text.txt", "invalid entry size");
    set32(z + t + 24, us);

    /* Damage the deflate stream itself: a reserved block type. */
    size_t loc = get32(z + t + 42), data = loc + 30 + strlen("c/Text.txt");
    uint8_t save = z[data];
    z[data] = 0x07;
    expect_corrupt(z, len, "c/Text.txt", "invalid block type");
    z[data] = save;

    z[loc] = 'X';                                       /* LOC signature */
    expect_corrupt(z, len, "c/Text.txt", "invalid LOC header");
    z[loc] = 'P';
    set16(z + loc + 28, 0x7fff);                        /* LOC extra runs past */
    expect_corrupt(z, len, "c/Text.txt", "invalid LOC header");
    set16(z + loc + 28, 0);
    exercise(z, len);
    free(z);
}
END_TEST

START_TEST(test_bad_central_directory)
{
    size_t len;
    uint8_t *z = standard_zip(&len, NULL);
    size_t c0 = cen_header(z, len, 0), c1 = cen_header(z, len, 1);
    size_t end = len - 22;
    uint8_t *w = malloc(len);

#define PATCHED(stmt, what) do { memcpy(w, z, len); stmt; expect_bad_open(w, len, what); } while (0)
    PATCHED(w[c1] = 'Q', "invalid CEN header (bad signature)");
    PATCHED(set16(w + c0 + 8, 1), "encrypted");
    PATCHED(set16(w + c0 + 10, 12), "bad compression method");
    PATCHED(set32(w + c1 + 42, 0xffffffffu), "ZIP64");
    PATCHED(set32(w + c1 + 42, (uint32_t)c0), "bad local header offset");
    PATCHED(set32(w + c1 + 42, get32(w + c0 + 42)), "overlapping");
    PATCHED(set32(w + c1 + 42, get32(w + c0 + 42) + 5), "overlapping");
    PATCHED(set32(w + c1 + 20, 0x10000), "");           /* stored sizes differ */
    PATCHED(set32(w + c0 + 20, 0x100000), "");          /* runs into the CEN */
    PATCHED(set16(w + c0 + 28, 0xfff0), "bad header size");
    PATCHED(set16(w + c0 + 28, 0), "bad entry name");
    PATCHED(w[c0 + 46] = '\0', "bad entry name");
    PATCHED(set16(w + end + 10, 200), "");              /* more entries than fit */
    PATCHED(set16(w + end + 10, 5), "bad entry count"); /* on-disk count differs */
    PATCHED((set16(w + end + 8, 5), set16(w + end + 10, 5)), "bad central directory size");
    PATCHED(set32(w + end + 16, 0x7fffffff), "bad central directory offset");
    PATCHED(set32(w + end + 12, 0xffffffffu), "");
    PATCHED(set16(w + end + 4, 1), "multi-disk");
#undef PATCHED
    free(w);

    /* A ZIP64 end locator in front of the EOCD. */
    uint8_t *z64 = malloc(len + 20);
    memcpy(z64, z, end);
    memset(z64 + end, 0, 20);
    set32(z64 + end, 0x07064b50);
    memcpy(z64 + end + 20, z + end, 22);
    expect_bad_open(z64, len + 20, "ZIP64");
    free(z64);
    free(z);
}
END_TEST

START_TEST(test_truncation)
{
    size_t len;
    uint8_t *z = standard_zip(&len, "comment");
    for (size_t cut = 0; cut < len; cut++) {
        uint8_t *w = malloc(cut ? cut : 1);     /* exact size: ASan sees over-reads */
        memcpy(w, z, cut);
        exercise(w, cut);
        /* The tail alone, as if the start had been lost. */
        memcpy(w, z + len - cut, cut);
        exercise(w, cut);
        free(w);
    }
    free(z);
}
END_TEST

START_TEST(test_corruption)
{
    size_t len;
    uint8_t *z = standard_zip(&len, NULL);
    uint8_t *w = malloc(len);
    static const int flips[] = { 0x01, 0x80, 0xff, 0x10 };
    for (size_t pos = 0; pos < len; pos++) {
        for (size_t f = 0; f < sizeof flips / sizeof flips[0]; f++) {
            memcpy(w, z, len);
            w[pos] ^= (uint8_t)flips[f];
            exercise(w, len);
        }
        memcpy(w, z, len);
        w[pos] = 0;
        exercise(w, len);
    }
    free(w);
    free(z);
}
END_TEST

static uint8_t *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s (run in tests/unit)", path);
    Buf b = { 0 };
    uint8_t chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        buf_put(&b, chunk, n);
    fclose(f);
    *len = b.n;
    return b.b;
}

START_TEST(test_tool_jars)
{
    char err[256];
    size_t n;
    int corrupt;
    Jar *jar = jar_open_file("data/hello.jar", err, sizeof err);
    ck_assert_msg(jar != NULL, "%s", err);
    char *v = jar_manifest_attr(jar, "Main-Class");
    ck_assert_str_eq(v, "org.example.averyveryverylongpackagename.withmanysegments.HelloFromAJarFile");
    free(v);
    uint8_t *d = jar_read(jar, "org/example/averyveryverylongpackagename/withmanysegments/"
                          "HelloFromAJarFile.class", &n, &corrupt, err, sizeof err);
    ck_assert_msg(d != NULL, "%s", err);
    ck_assert_uint_eq(n, 502);
    ck_assert_uint_eq(get32(d), 0xbebafecau);
    free(d);
    d = jar_read(jar, "META-INF/", &n, &corrupt, err, sizeof err);   /* deflated, empty */
    ck_assert_msg(d != NULL, "%s", err);
    ck_assert_uint_eq(n, 0);
    free(d);
    jar_close(jar);

    jar = jar_open_file("data/pyzip.jar", err, sizeof err);
    ck_assert_msg(jar != NULL, "%s", err);
    v = jar_manifest_attr(jar, "Main-Class");
    ck_assert_str_eq(v, "p.Main");
    free(v);
    v = jar_manifest_attr(jar, "Class-Path");
    ck_assert_str_eq(v, "lib/one.jar lib/two.jar lib/three.jar lib/four.jar lib/five.jar lib/six.jar");
    free(v);
    d = jar_read(jar, "p/text.txt", &n, &corrupt, err, sizeof err);
    ck_assert_msg(d != NULL, "%s", err);
    ck_assert_uint_eq(n, 4000);
    ck_assert_mem_eq(d, "the quick brown fox\nthe", 23);
    free(d);
    jar_close(jar);

    /* Every truncation of the tool-made jars as well. */
    const char *files[] = { "data/hello.jar", "data/pyzip.jar" };
    for (int f = 0; f < 2; f++) {
        size_t len;
        uint8_t *z = slurp(files[f], &len);
        for (size_t cut = 0; cut <= len; cut++) {
            uint8_t *w = malloc(cut ? cut : 1);
            memcpy(w, z, cut);
            Jar *j = jar_open_memory(w, cut, err, sizeof err);
            if (j) {
                free(jar_manifest_attr(j, "Main-Class"));
                free(jar_read(j, "p/text.txt", &n, &corrupt, err, sizeof err));
                jar_close(j);
            }
            free(w);
        }
        free(z);
    }
}
END_TEST

/* ---- class path ---- */

static char tmpdir[64];

static void write_file(const char *rel, const void *data, size_t len)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", tmpdir, rel);
    FILE *f = fopen(path, "wb");
    ck_assert_ptr_nonnull(f);
    ck_assert_uint_eq(fwrite(data, 1, len, f), len);
    fclose(f);
}

static void setup_tmp(void)
{
    strcpy(tmpdir, "/tmp/test_jar.XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(tmpdir));
}

static void teardown_tmp(void)
{
    static const char *files[] = { "d/a/B.class", "d/a/Only.class", "d/top.txt", "good.jar",
                                   "bad.jar", "crc.jar", "d/a", "d", NULL };
    char path[256];
    for (int i = 0; files[i]; i++) {
        snprintf(path, sizeof path, "%s/%s", tmpdir, files[i]);
        if (remove(path) != 0)
            rmdir(path);
    }
    rmdir(tmpdir);
}

START_TEST(test_classpath)
{
    char path[256], spec[1024], err[512];
    snprintf(path, sizeof path, "%s/d", tmpdir);
    ck_assert_int_eq(mkdir(path, 0755), 0);
    snprintf(path, sizeof path, "%s/d/a", tmpdir);
    ck_assert_int_eq(mkdir(path, 0755), 0);
    write_file("d/a/B.class", "from-dir", 8);
    write_file("d/a/Only.class", "only-dir", 8);
    write_file("d/top.txt", "top", 3);
    write_file("bad.jar", "PK\003\004 this is not a zip", 23);
    size_t len;
    Member ms[] = { { "a/B.class", "from-jar", 8, 1 }, { "a/J.class", "jar-only", 8, 0 } };
    uint8_t *z = zip_make(ms, 2, NULL, &len);
    write_file("good.jar", z, len);
    z[len - 22 - 2 * (46 + 9) - 3] ^= 1;  /* in a/J.class's data: its CRC fails */
    write_file("crc.jar", z, len);
    free(z);

    /* Missing elements are skipped; order decides which a/B.class wins. */
    ClassPath *cp = cp_new();
    snprintf(spec, sizeof spec, "%s/missing:%s/nope.jar:%s/d:%s/good.jar",
             tmpdir, tmpdir, tmpdir, tmpdir);
    ck_assert_int_eq(cp_add_spec(cp, spec, err, sizeof err), 0);
    int corrupt = -1;
    uint8_t *d = cp_find(cp, "a/B.class", &len, &corrupt, err, sizeof err);
    ck_assert_ptr_nonnull(d);
    ck_assert_int_eq(corrupt, 0);
    ck_assert_mem_eq(d, "from-dir", 8);
    free(d);
    d = cp_find(cp, "a/J.class", &len, &corrupt, err, sizeof err);
    ck_assert_ptr_nonnull(d);
    ck_assert_mem_eq(d, "jar-only", 8);
    free(d);
    ck_assert_ptr_null(cp_find(cp, "a/Nothing.class", &len, &corrupt, err, sizeof err));
    ck_assert_int_eq(corrupt, 0);
    ck_assert_ptr_null(cp_find(cp, "a", &len, &corrupt, err, sizeof err));  /* a directory */
    ck_assert_int_eq(corrupt, 0);
    ck_assert_ptr_null(cp_find(cp, "../d/top.txt", &len, &corrupt, err, sizeof err));
    ck_assert_ptr_null(cp_find(cp, "/etc/passwd", &len, &corrupt, err, sizeof err));
    cp_free(cp);

    /* Jar first this time; a memory jar after everything. */
    cp = cp_new();
    snprintf(spec, sizeof spec, "%s/good.jar:%s/d", tmpdir, tmpdir);
    ck_assert_int_eq(cp_add_spec(cp, spec, err, sizeof err), 0);
    Member mm[] = { { "mem/M.class", "memory", 6, 0 } };
    uint8_t *mz = zip_make(mm, 1, NULL, &len);
    ck_assert_int_eq(cp_add_memory_jar(cp, mz, len, err, sizeof err), 0);
    d = cp_find(cp, "a/B.class", &len, &corrupt, err, sizeof err);
    ck_assert_mem_eq(d, "from-jar", 8);
    free(d);
    d = cp_find(cp, "mem/M.class", &len, &corrupt, err, sizeof err);
    ck_assert_ptr_nonnull(d);
    ck_assert_uint_eq(len, 6);
    free(d);
    ck_assert_int_eq(cp_add_memory_jar(cp, (const uint8_t *)"junk", 4, err, sizeof err), -1);
    cp_free(cp);
    free(mz);

    /* A corrupt jar is reported, the elements around it still added. */
    cp = cp_new();
    snprintf(spec, sizeof spec, "%s/bad.jar:%s/d", tmpdir, tmpdir);
    ck_assert_int_eq(cp_add_spec(cp, spec, err, sizeof err), -1);
    ck_assert_msg(strstr(err, "bad.jar: zip END header not found"), "%s", err);
    d = cp_find(cp, "a/Only.class", &len, &corrupt, err, sizeof err);
    ck_assert_ptr_nonnull(d);
    free(d);
    cp_free(cp);

    /* A member with a bad CRC stops the search with a message. */
    cp = cp_new();
    snprintf(spec, sizeof spec, "%s/crc.jar:%s/d", tmpdir, tmpdir);
    ck_assert_int_eq(cp_add_spec(cp, spec, err, sizeof err), 0);
    err[0] = '\0';
    ck_assert_ptr_null(cp_find(cp, "a/J.class", &len, &corrupt, err, sizeof err));
    ck_assert_int_eq(corrupt, 1);
    ck_assert_msg(strstr(err, "crc.jar: a/J.class: invalid entry CRC"), "%s", err);
    cp_free(cp);

    /* Empty elements mean the current directory. */
    int here = open(".", O_RDONLY | O_DIRECTORY);
    ck_assert_int_ge(here, 0);
    snprintf(path, sizeof path, "%s/d", tmpdir);
    ck_assert_int_eq(chdir(path), 0);
    const char *specs[] = { "", ":", "/nonexistent:", ":/nonexistent", "/nonexistent::/x" };
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        cp = cp_new();
        ck_assert_int_eq(cp_add_spec(cp, specs[i], err, sizeof err), 0);
        d = cp_find(cp, "a/B.class", &len, &corrupt, err, sizeof err);
        ck_assert_msg(d != NULL, "spec '%s'", specs[i]);
        ck_assert_mem_eq(d, "from-dir", 8);
        free(d);
        cp_free(cp);
    }
    cp = cp_new();
    ck_assert_int_eq(cp_add_spec(cp, "/nonexistent", err, sizeof err), 0);
    ck_assert_ptr_null(cp_find(cp, "a/B.class", &len, &corrupt, err, sizeof err));
    cp_free(cp);
    ck_assert_int_eq(fchdir(here), 0);
    close(here);

    /* jar_open_file on things that are not archives. */
    ck_assert_ptr_null(jar_open_file(tmpdir, err, sizeof err));
    ck_assert_str_eq(err, "not a regular file");
    ck_assert_ptr_null(jar_open_file("/nonexistent.jar", err, sizeof err));
    ck_assert_msg(strstr(err, "cannot open"), "%s", err);
    snprintf(path, sizeof path, "%s/d/top.txt", tmpdir);
    ck_assert_ptr_null(jar_open_file(path, err, sizeof err));
}
END_TEST

/* An archive in this executable's .rodata, as the class library is in the
 * jvm's: two stored members and a deflated one (written by Python's zipfile). */
static const uint8_t embedded_zip[] = {
    0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00, 0xe6, 0x7f,
    0x88, 0x12, 0x10, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x61, 0x2e,
    0x74, 0x78, 0x74, 0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x2c, 0x20, 0x65, 0x6d, 0x62, 0x65, 0x64, 0x64,
    0x65, 0x64, 0x0a, 0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21,
    0x00, 0xaa, 0x1e, 0x59, 0x08, 0x2c, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00,
    0x00, 0x62, 0x2f, 0x43, 0x2e, 0x63, 0x6c, 0x61, 0x73, 0x73, 0xca, 0xfe, 0xba, 0xbe, 0x00, 0x01,
    0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10, 0x11,
    0x12, 0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x21,
    0x22, 0x23, 0x24, 0x25, 0x26, 0x27, 0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00,
    0x00, 0x00, 0x21, 0x00, 0x07, 0xd6, 0x6f, 0x90, 0x0e, 0x00, 0x00, 0x00, 0xb4, 0x00, 0x00, 0x00,
    0x05, 0x00, 0x00, 0x00, 0x64, 0x2e, 0x74, 0x78, 0x74, 0x4b, 0x49, 0x4d, 0xcb, 0x49, 0x2c, 0x49,
    0x4d, 0x51, 0x48, 0x19, 0x3a, 0x0c, 0x00, 0x50, 0x4b, 0x01, 0x02, 0x14, 0x03, 0x14, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00, 0xe6, 0x7f, 0x88, 0x12, 0x10, 0x00, 0x00, 0x00, 0x10,
    0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80,
    0x01, 0x00, 0x00, 0x00, 0x00, 0x61, 0x2e, 0x74, 0x78, 0x74, 0x50, 0x4b, 0x01, 0x02, 0x14, 0x03,
    0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00, 0xaa, 0x1e, 0x59, 0x08, 0x2c, 0x00,
    0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x09, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x80, 0x01, 0x33, 0x00, 0x00, 0x00, 0x62, 0x2f, 0x43, 0x2e, 0x63, 0x6c, 0x61, 0x73,
    0x73, 0x50, 0x4b, 0x01, 0x02, 0x14, 0x03, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21,
    0x00, 0x07, 0xd6, 0x6f, 0x90, 0x0e, 0x00, 0x00, 0x00, 0xb4, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0x01, 0x86, 0x00, 0x00, 0x00, 0x64,
    0x2e, 0x74, 0x78, 0x74, 0x50, 0x4b, 0x05, 0x06, 0x00, 0x00, 0x00, 0x00, 0x03, 0x00, 0x03, 0x00,
    0x9d, 0x00, 0x00, 0x00, 0xb7, 0x00, 0x00, 0x00, 0x00, 0x00,
};

/* jar_open_embedded reads such bytes with pread() from /proc/self/exe; bytes
 * outside the executable (a heap copy) are read in place instead.  Both give
 * the same members. */
START_TEST(test_embedded)
{
    char err[256];
    uint8_t *copy = malloc(sizeof embedded_zip);
    ck_assert_ptr_nonnull(copy);
    memcpy(copy, embedded_zip, sizeof embedded_zip);
    Jar *jars[2] = { jar_open_embedded(embedded_zip, sizeof embedded_zip, err, sizeof err),
                     jar_open_embedded(copy, sizeof embedded_zip, err, sizeof err) };
    ck_assert_ptr_nonnull(jars[0]);
    ck_assert_ptr_nonnull(jars[1]);
    ck_assert_int_eq(jar_is_read_from_file(jars[0]), 1);
    ck_assert_int_eq(jar_is_read_from_file(jars[1]), 0);
    for (int k = 0; k < 2; k++) {
        size_t n = 0;
        int corrupt = 1;
        uint8_t *d = jar_read(jars[k], "a.txt", &n, &corrupt, err, sizeof err);
        ck_assert_ptr_nonnull(d);
        ck_assert_int_eq(corrupt, 0);
        ck_assert_uint_eq(n, 16);
        ck_assert_int_eq(memcmp(d, "hello, embedded\n", 16), 0);
        free(d);
        d = jar_read(jars[k], "b/C.class", &n, &corrupt, err, sizeof err);
        ck_assert_ptr_nonnull(d);
        ck_assert_uint_eq(n, 44);
        ck_assert_uint_eq(d[0], 0xca);
        ck_assert_uint_eq(d[43], 39);
        free(d);
        d = jar_read(jars[k], "d.txt", &n, &corrupt, err, sizeof err);
        ck_assert_ptr_nonnull(d);
        ck_assert_uint_eq(n, 180);
        ck_assert_int_eq(memcmp(d, "deflated deflated ", 18), 0);
        free(d);
        ck_assert_ptr_null(jar_read(jars[k], "missing", &n, &corrupt, err, sizeof err));
        ck_assert_int_eq(corrupt, 0);
        jar_close(jars[k]);
    }
    /* Not an archive: the message of the in-place reading. */
    ck_assert_ptr_null(jar_open_embedded(embedded_zip, 100, err, sizeof err));
    ck_assert_str_eq(err, "zip END header not found");
    free(copy);
}
END_TEST

/* The VM's own CRC-32 (zlib is opened only to inflate) gives zlib's value on
 * every length, alignment and chained split. */
START_TEST(test_crc32_matches_zlib)
{
    uint8_t buf[4099];
    uint32_t x = 12345;
    for (size_t i = 0; i < sizeof buf; i++) {
        x = x * 1103515245u + 12345u;
        buf[i] = (uint8_t)(x >> 16);
    }
    ck_assert_uint_eq(jar_crc32(0, NULL, 0), 0);
    ck_assert_uint_eq(jar_crc32(0, "123456789", 9), 0xCBF43926u);   /* the check value */
    static const size_t lens[] = { 1, 2, 3, 7, 8, 63, 64, 255, 256, 1000, 4096, 4099 };
    for (size_t k = 0; k < sizeof lens / sizeof lens[0]; k++) {
        for (size_t off = 0; off < 3 && off + lens[k] <= sizeof buf; off++) {
            uint32_t want = (uint32_t)crc32(0L, buf + off, (uInt)lens[k]);
            ck_assert_uint_eq(jar_crc32(0, buf + off, lens[k]), want);
            size_t half = lens[k] / 2;
            ck_assert_uint_eq(jar_crc32(jar_crc32(0, buf + off, half), buf + off + half,
                                        lens[k] - half), want);
        }
    }
}
END_TEST

static Suite *jar_suite(void)
{
    Suite *s = suite_create("jar");
    TCase *tc = tcase_create("jar");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, test_lookup);
    tcase_add_test(tc, test_comment_prefix_padding);
    tcase_add_test(tc, test_empty_archive);
    tcase_add_test(tc, test_manifest);
    tcase_add_test(tc, test_crc_and_size);
    tcase_add_test(tc, test_bad_central_directory);
    tcase_add_test(tc, test_truncation);
    tcase_add_test(tc, test_corruption);
    tcase_add_test(tc, test_tool_jars);
    tcase_add_test(tc, test_embedded);
    tcase_add_test(tc, test_crc32_matches_zlib);
    suite_add_tcase(s, tc);
    TCase *cp = tcase_create("classpath");
    tcase_add_checked_fixture(cp, setup_tmp, teardown_tmp);
    tcase_add_test(cp, test_classpath);
    suite_add_tcase(s, cp);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(jar_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
