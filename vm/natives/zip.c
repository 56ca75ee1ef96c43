/* zip.c: natives of java.util.zip: the checksums (CRC32, CRC32C, Adler32)
 * and Inflater/Deflater over zlib.
 *
 * libz is not linked (see jar.c): it is opened with dlopen() by the first
 * Inflater or Deflater created, so a program that never compresses never
 * maps it.  The checksums are our own C and need no zlib at all.
 *
 * An Inflater or Deflater owns one malloc'd z_stream, whose address the
 * Java object keeps in a long; end0 frees it and the Java side never passes
 * it again.  zlib never keeps a pointer into a Java array between calls:
 * every call sets next_in/next_out afresh from the arrays it is given and
 * reports how much it consumed and produced, packed in one long:
 *   bits 0..30   bytes written to the output array
 *   bits 31..61  bytes read from the input array
 *   bit 62       the stream has ended (Z_STREAM_END)
 *   bit 63       Inflater: a dictionary is needed; Deflater: the new
 *                level/strategy have been applied. */
#include <dlfcn.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include "../classpath.h"
#include "../excep.h"
#include "../native.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_V() return (Value){ .raw = 0 }

/* ---- bounds, as the JDK's checks word them ---- */

static int range_ok(VMThread *t, Array *b, int32_t off, int32_t len)
{
    if (b == NULL) {
        exc_npe(t, NULL);
        return 0;
    }
    if (off < 0 || len < 0 || (int64_t)off + len > b->length) {
        exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException",
                   "Range [%d, %d + %d) out of bounds for length %d", off, off, len, b->length);
        return 0;
    }
    return 1;
}

static uint8_t *bytes_at(Array *b, int32_t off)
{
    return (uint8_t *)ARRAY_DATA(b) + off;
}

/* ---- CRC32 (the VM's own table, jar.c) ---- */

NATIVE(crc32_update0)
{
    (void)t;
    uint8_t b = (uint8_t)a[1].i;
    return (Value){ .i = (int32_t)jar_crc32((uint32_t)a[0].i, &b, 1) };
}

NATIVE(crc32_updateBytes0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        return (Value){ .i = 0 };
    return (Value){ .i = (int32_t)jar_crc32((uint32_t)a[0].i, bytes_at(b, a[2].i), (size_t)a[3].i) };
}

/* ---- CRC32C (Castagnoli, reflected polynomial 0x82F63B78) ---- */

static uint32_t crc32c_table[256];
static atomic_int crc32c_ready;

static const uint32_t *crc32c_tab(void)
{
    if (!atomic_load_explicit(&crc32c_ready, memory_order_acquire)) {
        /* Racing threads compute the same values; harmless. */
        for (uint32_t n = 0; n < 256; n++) {
            uint32_t c = n;
            for (int k = 0; k < 8; k++)
                c = (c & 1) ? 0x82F63B78u ^ (c >> 1) : c >> 1;
            crc32c_table[n] = c;
        }
        atomic_store_explicit(&crc32c_ready, 1, memory_order_release);
    }
    return crc32c_table;
}

NATIVE(crc32c_updateBytes0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        return (Value){ .i = 0 };
    const uint32_t *tab = crc32c_tab();
    const uint8_t *p = bytes_at(b, a[2].i);
    uint32_t crc = ~(uint32_t)a[0].i;
    for (int32_t n = a[3].i; n > 0; n--)
        crc = tab[(crc ^ *p++) & 0xff] ^ (crc >> 8);
    return (Value){ .i = (int32_t)~crc };
}

/* ---- Adler-32 (RFC 1950) ---- */

NATIVE(adler32_updateBytes0)
{
    Array *b = (Array *)a[1].l;
    if (!range_ok(t, b, a[2].i, a[3].i))
        return (Value){ .i = 0 };
    const uint8_t *p = bytes_at(b, a[2].i);
    uint32_t s1 = (uint32_t)a[0].i & 0xffff, s2 = (uint32_t)a[0].i >> 16;
    int32_t n = a[3].i;
    while (n > 0) {
        int32_t k = n < 5552 ? n : 5552;   /* the most bytes before s2 can overflow */
        n -= k;
        while (k-- > 0) {
            s1 += *p++;
            s2 += s1;
        }
        s1 %= 65521;
        s2 %= 65521;
    }
    return (Value){ .i = (int32_t)(s2 << 16 | s1) };
}

/* ---- zlib, opened on first use ---- */

typedef struct Zfuns {
    int (*inflate_init2)(z_stream *, int, const char *, int);
    int (*inflate)(z_stream *, int);
    int (*inflate_end)(z_stream *);
    int (*inflate_reset)(z_stream *);
    int (*inflate_set_dict)(z_stream *, const Bytef *, uInt);
    int (*deflate_init2)(z_stream *, int, int, int, int, int, const char *, int);
    int (*deflate)(z_stream *, int);
    int (*deflate_end)(z_stream *);
    int (*deflate_reset)(z_stream *);
    int (*deflate_params)(z_stream *, int, int);
    int (*deflate_set_dict)(z_stream *, const Bytef *, uInt);
} Zfuns;

static const char *const zfun_names[] = {
    "inflateInit2_", "inflate", "inflateEnd", "inflateReset", "inflateSetDictionary",
    "deflateInit2_", "deflate", "deflateEnd", "deflateReset", "deflateParams",
    "deflateSetDictionary",
};

#define ZFUN_COUNT (sizeof zfun_names / sizeof zfun_names[0])

static Zfuns *_Atomic zfuns;

/* Returns zlib's functions, opening libz on first use (the first thread
 * to publish wins), or NULL with InternalError pending. */
static const Zfuns *zfuns_get(VMThread *t)
{
    Zfuns *z = atomic_load_explicit(&zfuns, memory_order_acquire);
    if (z != NULL)
        return z;
    void *h = dlopen("libz.so.1", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        exc_throwf(t, "java/lang/InternalError", "cannot load zlib: %s", dlerror());
        return NULL;
    }
    void *f[ZFUN_COUNT];
    for (size_t i = 0; i < ZFUN_COUNT; i++) {
        f[i] = dlsym(h, zfun_names[i]);
        if (f[i] == NULL) {
            exc_throwf(t, "java/lang/InternalError", "libz.so.1 has no %s", zfun_names[i]);
            dlclose(h);
            return NULL;
        }
    }
    Zfuns *fresh = malloc(sizeof *fresh);
    if (fresh == NULL) {
        dlclose(h);
        exc_oom(t);
        return NULL;
    }
    _Static_assert(sizeof *fresh == sizeof f, "Zfuns is one function pointer per name");
    memcpy(fresh, f, sizeof f);    /* object to function pointers, as POSIX allows */
    Zfuns *expected = NULL;
    if (!atomic_compare_exchange_strong_explicit(&zfuns, &expected, fresh,
                                                 memory_order_acq_rel, memory_order_acquire)) {
        free(fresh);
        dlclose(h);                 /* drops our reference only */
        return expected;
    }
    return fresh;
}

static z_stream *strm_of(Value v)
{
    return (z_stream *)(uintptr_t)v.j;
}

static int64_t pack(uint32_t written, uint32_t read, int ended, int flag)
{
    return (int64_t)((uint64_t)written | (uint64_t)read << 31 | (uint64_t)(ended != 0) << 62 |
                     (uint64_t)(flag != 0) << 63);
}

/* ---- Inflater ---- */

NATIVE(inf_init0)
{
    const Zfuns *z = zfuns_get(t);
    if (z == NULL)
        return (Value){ .j = 0 };
    z_stream *s = calloc(1, sizeof *s);
    if (s == NULL) {
        exc_oom(t);
        return (Value){ .j = 0 };
    }
    int rc = z->inflate_init2(s, a[0].i ? -MAX_WBITS : MAX_WBITS, ZLIB_VERSION, (int)sizeof *s);
    if (rc != Z_OK) {
        free(s);
        if (rc == Z_MEM_ERROR)
            exc_oom(t);
        else
            exc_throw(t, "java/lang/InternalError", "inflateInit2 failed");
        return (Value){ .j = 0 };
    }
    return (Value){ .j = (int64_t)(uintptr_t)s };
}

/* inflate0(long strm, byte[] in, int off, int len, byte[] out, int off, int len) */
NATIVE(inf_inflate0)
{
    const Zfuns *z = zfuns_get(t);
    z_stream *s = strm_of(a[0]);
    Array *in = (Array *)a[2].l, *out = (Array *)a[5].l;
    if (z == NULL || !range_ok(t, in, a[3].i, a[4].i) || !range_ok(t, out, a[6].i, a[7].i))
        return (Value){ .j = 0 };
    s->next_in = bytes_at(in, a[3].i);
    s->avail_in = (uInt)a[4].i;
    s->next_out = bytes_at(out, a[6].i);
    s->avail_out = (uInt)a[7].i;
    int rc = z->inflate(s, Z_PARTIAL_FLUSH);
    uint32_t read = (uint32_t)a[4].i - s->avail_in, written = (uint32_t)a[7].i - s->avail_out;
    s->next_in = s->next_out = NULL;
    switch (rc) {
    case Z_STREAM_END:
        return (Value){ .j = pack(written, read, 1, 0) };
    case Z_OK:
    case Z_BUF_ERROR:
        return (Value){ .j = pack(written, read, 0, 0) };
    case Z_NEED_DICT:
        return (Value){ .j = pack(written, read, 0, 1) };
    case Z_MEM_ERROR:
        exc_oom(t);
        return (Value){ .j = 0 };
    default:                        /* Z_DATA_ERROR, Z_STREAM_ERROR */
        exc_throw(t, "java/util/zip/DataFormatException", s->msg);
        return (Value){ .j = 0 };
    }
}

NATIVE(inf_setDictionary0)
{
    const Zfuns *z = zfuns_get(t);
    Array *b = (Array *)a[2].l;
    if (z == NULL || !range_ok(t, b, a[3].i, a[4].i))
        RET_V();
    int rc = z->inflate_set_dict(strm_of(a[0]), bytes_at(b, a[3].i), (uInt)a[4].i);
    if (rc == Z_STREAM_ERROR || rc == Z_DATA_ERROR) {
        const char *msg = strm_of(a[0])->msg;
        exc_throw(t, "java/lang/IllegalArgumentException", msg);
    }
    RET_V();
}

NATIVE(inf_getAdler0)
{
    (void)t;
    return (Value){ .i = (int32_t)strm_of(a[0])->adler };
}

NATIVE(inf_reset0)
{
    const Zfuns *z = zfuns_get(t);
    if (z != NULL)
        z->inflate_reset(strm_of(a[0]));
    RET_V();
}

NATIVE(inf_end0)
{
    const Zfuns *z = zfuns_get(t);
    if (z != NULL) {
        z->inflate_end(strm_of(a[0]));
        free(strm_of(a[0]));
    }
    RET_V();
}

/* ---- Deflater ---- */

/* init0(int level, int strategy, boolean nowrap) */
NATIVE(def_init0)
{
    const Zfuns *z = zfuns_get(t);
    if (z == NULL)
        return (Value){ .j = 0 };
    z_stream *s = calloc(1, sizeof *s);
    if (s == NULL) {
        exc_oom(t);
        return (Value){ .j = 0 };
    }
    int rc = z->deflate_init2(s, a[0].i, Z_DEFLATED, a[2].i ? -MAX_WBITS : MAX_WBITS, 8, a[1].i,
                              ZLIB_VERSION, (int)sizeof *s);
    if (rc != Z_OK) {
        free(s);
        if (rc == Z_MEM_ERROR)
            exc_oom(t);
        else
            exc_throw(t, "java/lang/IllegalArgumentException", NULL);
        return (Value){ .j = 0 };
    }
    return (Value){ .j = (int64_t)(uintptr_t)s };
}

/* deflate0(long strm, byte[] in, int off, int len, byte[] out, int off, int len,
 *          int flush, int level, int strategy, boolean setParams)
 * With setParams it only applies the new level and strategy (which may
 * compress what is pending with the old ones), as the JDK does. */
NATIVE(def_deflate0)
{
    const Zfuns *z = zfuns_get(t);
    z_stream *s = strm_of(a[0]);
    Array *in = (Array *)a[2].l, *out = (Array *)a[5].l;
    if (z == NULL || !range_ok(t, in, a[3].i, a[4].i) || !range_ok(t, out, a[6].i, a[7].i))
        return (Value){ .j = 0 };
    s->next_in = bytes_at(in, a[3].i);
    s->avail_in = (uInt)a[4].i;
    s->next_out = bytes_at(out, a[6].i);
    s->avail_out = (uInt)a[7].i;
    int rc, applied = 0, ended = 0;
    if (a[11].i) {
        rc = z->deflate_params(s, a[9].i, a[10].i);
        if (rc == Z_OK)
            applied = 1;
        else if (rc == Z_BUF_ERROR)
            rc = Z_OK;
    } else {
        rc = z->deflate(s, a[8].i);
        if (rc == Z_STREAM_END) {
            ended = 1;
            rc = Z_OK;
        } else if (rc == Z_BUF_ERROR) {
            rc = Z_OK;
        }
    }
    uint32_t read = (uint32_t)a[4].i - s->avail_in, written = (uint32_t)a[7].i - s->avail_out;
    s->next_in = s->next_out = NULL;
    if (rc != Z_OK) {
        exc_throw(t, "java/lang/InternalError", s->msg != NULL ? s->msg : "deflate failed");
        return (Value){ .j = 0 };
    }
    return (Value){ .j = pack(written, read, ended, applied) };
}

NATIVE(def_setDictionary0)
{
    const Zfuns *z = zfuns_get(t);
    Array *b = (Array *)a[2].l;
    if (z == NULL || !range_ok(t, b, a[3].i, a[4].i))
        RET_V();
    if (z->deflate_set_dict(strm_of(a[0]), bytes_at(b, a[3].i), (uInt)a[4].i) != Z_OK)
        exc_throw(t, "java/lang/IllegalArgumentException", strm_of(a[0])->msg);
    RET_V();
}

NATIVE(def_getAdler0)
{
    (void)t;
    return (Value){ .i = (int32_t)strm_of(a[0])->adler };
}

NATIVE(def_reset0)
{
    const Zfuns *z = zfuns_get(t);
    if (z != NULL)
        z->deflate_reset(strm_of(a[0]));
    RET_V();
}

NATIVE(def_end0)
{
    const Zfuns *z = zfuns_get(t);
    if (z != NULL) {
        z->deflate_end(strm_of(a[0]));
        free(strm_of(a[0]));
    }
    RET_V();
}

#define ZP "java/util/zip/"

static const NativeDef defs[] = {
    { ZP "CRC32", "update0", "(II)I", crc32_update0 },
    { ZP "CRC32", "updateBytes0", "(I[BII)I", crc32_updateBytes0 },
    { ZP "CRC32C", "updateBytes0", "(I[BII)I", crc32c_updateBytes0 },
    { ZP "Adler32", "updateBytes0", "(I[BII)I", adler32_updateBytes0 },
    { ZP "Inflater", "init0", "(Z)J", inf_init0 },
    { ZP "Inflater", "inflate0", "(J[BII[BII)J", inf_inflate0 },
    { ZP "Inflater", "setDictionary0", "(J[BII)V", inf_setDictionary0 },
    { ZP "Inflater", "getAdler0", "(J)I", inf_getAdler0 },
    { ZP "Inflater", "reset0", "(J)V", inf_reset0 },
    { ZP "Inflater", "end0", "(J)V", inf_end0 },
    { ZP "Deflater", "init0", "(IIZ)J", def_init0 },
    { ZP "Deflater", "deflate0", "(J[BII[BIIIIIZ)J", def_deflate0 },
    { ZP "Deflater", "setDictionary0", "(J[BII)V", def_setDictionary0 },
    { ZP "Deflater", "getAdler0", "(J)I", def_getAdler0 },
    { ZP "Deflater", "reset0", "(J)V", def_reset0 },
    { ZP "Deflater", "end0", "(J)V", def_end0 },
};

void natives_zip_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
