/* jstring.c: Strings from C, and the intern table.
 *
 * A String is the Java object java.lang.String with a char[] `value` and an
 * int `hash` (classlib/CONTRACT.md).  The intern table is a uthash keyed by
 * the UTF-16 contents of the interned string's own char[]: the key memory
 * belongs to the heap object.  The table is weak: not a root; after marking,
 * jstring_gc_prune drops the entries whose string nothing reached, before
 * the sweep frees the key memory. */
#include <stdlib.h>
#include <string.h>
#include <uthash.h>
#include "class.h"
#include "excep.h"
#include "heap.h"
#include "jstring.h"
#include "safepoint.h"
#include "thread.h"
#include "../threads/threads.h"
#include "../os/os.h"

typedef struct Interned {
    Object *str;
    UT_hash_handle hh;
} Interned;

static Interned *intern_table;
static ThMutex *intern_lock;
static uint32_t off_value, off_hash;

int jstring_boot(VMThread *t)
{
    (void)t;
    intern_lock = th->mutex_new();
    off_value = class_field_offset(cls_String, "value");
    off_hash = class_field_offset(cls_String, "hash");
    return 0;
}

static Array *str_value(Object *s)
{
    return FIELD_AT(s, off_value, Array *);
}

int32_t jstring_length(Object *s)
{
    Array *v = str_value(s);
    return v ? v->length : 0;
}

const uint16_t *jstring_chars(Object *s)
{
    Array *v = str_value(s);
    return v ? ARRAY_ELEMS(v, uint16_t) : NULL;
}

Object *jstring_new_utf16(VMThread *t, const uint16_t *chars, size_t n)
{
    Array *a = array_new_prim(t, 'C', (int32_t)n);
    if (a == NULL)
        return NULL;
    if (n > 0)                      /* chars may be NULL when n == 0 */
        memcpy(ARRAY_DATA(a), chars, n * 2);
    Object *s = obj_new(t, cls_String);
    if (s == NULL)
        return NULL;
    FIELD_AT(s, off_value, Array *) = a;
    return s;
}

/* Decodes (modified) UTF-8 into out (room for len units); returns units. */
static size_t decode_utf8(const unsigned char *p, size_t len, uint16_t *out)
{
    size_t i = 0, n = 0;
    while (i < len) {
        unsigned c = p[i];
        if (c < 0x80) {
            out[n++] = (uint16_t)c;
            i++;
        } else if ((c & 0xE0) == 0xC0 && i + 1 < len) {
            out[n++] = (uint16_t)(((c & 0x1F) << 6) | (p[i + 1] & 0x3F));
            i += 2;
        } else if ((c & 0xF0) == 0xE0 && i + 2 < len) {
            out[n++] = (uint16_t)(((c & 0x0F) << 12) | ((p[i + 1] & 0x3F) << 6) | (p[i + 2] & 0x3F));
            i += 3;
        } else if ((c & 0xF8) == 0xF0 && i + 3 < len) {
            uint32_t cp = ((c & 0x07) << 18) | ((p[i + 1] & 0x3Fu) << 12) |
                          ((p[i + 2] & 0x3Fu) << 6) | (p[i + 3] & 0x3Fu);
            cp -= 0x10000;
            out[n++] = (uint16_t)(0xD800 + (cp >> 10));
            out[n++] = (uint16_t)(0xDC00 + (cp & 0x3FF));
            i += 4;
        } else {
            out[n++] = 0xFFFD;
            i++;
        }
    }
    return n;
}

Object *jstring_new_utf8(VMThread *t, const char *s, size_t len)
{
    uint16_t stackbuf[256];
    stackbuf[0] = 0;
    uint16_t *buf = len <= 256 ? stackbuf : malloc(len * 2);
    size_t n = decode_utf8((const unsigned char *)s, len, buf);
    Object *r = jstring_new_utf16(t, buf, n);
    if (buf != stackbuf)
        free(buf);
    return r;
}

char *jstring_to_utf8(Object *s, size_t *np)
{
    int32_t n = jstring_length(s);
    const uint16_t *c = jstring_chars(s);
    char *out = os_xmalloc((size_t)n * 3 + 1);
    size_t k = 0;
    for (int32_t i = 0; i < n; i++) {
        uint32_t u = c[i];
        if (u >= 0xD800 && u < 0xDC00 && i + 1 < n && c[i + 1] >= 0xDC00 && c[i + 1] < 0xE000) {
            uint32_t cp = 0x10000 + ((u - 0xD800) << 10) + (c[i + 1] - 0xDC00u);
            out[k++] = (char)(0xF0 | (cp >> 18));
            out[k++] = (char)(0x80 | ((cp >> 12) & 0x3F));
            out[k++] = (char)(0x80 | ((cp >> 6) & 0x3F));
            out[k++] = (char)(0x80 | (cp & 0x3F));
            i++;
        } else if (u < 0x80) {
            out[k++] = (char)u;
        } else if (u < 0x800) {
            out[k++] = (char)(0xC0 | (u >> 6));
            out[k++] = (char)(0x80 | (u & 0x3F));
        } else {
            if (u >= 0xD800 && u < 0xE000)
                u = '?';            /* lone surrogate, as Java's encoder */
            if (u == '?') {
                out[k++] = '?';
                continue;
            }
            out[k++] = (char)(0xE0 | (u >> 12));
            out[k++] = (char)(0x80 | ((u >> 6) & 0x3F));
            out[k++] = (char)(0x80 | (u & 0x3F));
        }
    }
    out[k] = 0;
    if (np)
        *np = k;
    return out;
}

int32_t jstring_hash(Object *s)
{
    int32_t h = FIELD_AT(s, off_hash, int32_t);
    if (h != 0)
        return h;
    int32_t n = jstring_length(s);
    const uint16_t *c = jstring_chars(s);
    uint32_t x = 0;
    for (int32_t i = 0; i < n; i++)
        x = 31 * x + c[i];
    FIELD_AT(s, off_hash, int32_t) = (int32_t)x;
    return (int32_t)x;
}

Object *jstring_intern(VMThread *t, Object *s)
{
    const uint16_t *chars = jstring_chars(s);
    size_t bytes = (size_t)jstring_length(s) * 2;
    static const uint16_t empty[1];
    if (chars == NULL)
        chars = empty;
    Interned *e;
    vm_lock(t, intern_lock);
    HASH_FIND(hh, intern_table, chars, bytes, e);
    if (e == NULL) {
        e = os_xmalloc(sizeof *e);
        e->str = s;
        const uint16_t *key = jstring_chars(s);
        HASH_ADD_KEYPTR(hh, intern_table, key ? (const void *)key : (const void *)empty, bytes, e);
    }
    th->mutex_unlock(intern_lock);
    return e->str;
}

Object *jstring_intern_utf8(VMThread *t, const char *s, size_t len)
{
    Object *str = jstring_new_utf8(t, s, len);
    return str ? jstring_intern(t, str) : NULL;
}

void jstring_gc_prune(void)
{
    Interned *e, *tmp;
    HASH_ITER(hh, intern_table, e, tmp) {
        if (!heap_is_marked(e->str)) {
            HASH_DEL(intern_table, e);   /* its key lives in the dead char[] */
            free(e);
        }
    }
}
