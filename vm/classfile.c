/* classfile.c: bytes to a ClassFile (JVMS 17 chapter 4), checking everything.
 *
 * The parser reads the buffer front to back through a cursor.  Before any
 * read it asks need() (or need_in() inside an attribute) whether the bytes
 * are there, so the get_*() readers never check and never run past the end.
 * The constant pool is read in one pass (tags, sizes, modified UTF-8) and then
 * checked in three more (references to Utf8 only; member and dynamic
 * references; method handles), so that every later use of an index only has
 * to call cp_is().
 *
 * Error messages follow HotSpot's ClassFormatError texts.  HotSpot knows the
 * name the loader asked for; we do not, so before anything else peek_name()
 * walks the pool to find the name this_class gives, and messages use it
 * ("... in class file Foo") or leave it out when the pool is too broken.
 *
 * Memory: everything lives in one arena of malloc'd chunks, owned by the
 * ClassFile (arena_ points to the newest chunk; each points to the older one).
 * Nothing points into the caller's buffer once cf_parse() returns. */
#include "classfile.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_MAJOR 61
#define CLASS_FLAGS  0x7631u   /* flags of Table 4.1-B that we keep */
#define FIELD_FLAGS  0x50DFu   /* Table 4.5-A */
#define METHOD_FLAGS 0x1DFFu   /* Table 4.6-A */

typedef struct Chunk {
    struct Chunk *next;                 /* the older chunk */
    size_t used, size;                  /* bytes of data[] */
    max_align_t data[];
} Chunk;

typedef struct Parser {
    const uint8_t *buf;
    size_t len, pos;
    char *err;
    size_t errlen;
    int *unsupported;
    const char *name;                   /* class name for messages */
    int name_len;
    bool named;                         /* false: name is a placeholder */
    bool fixed_name;                    /* name came from the caller */
    Chunk *arena;
    size_t chunk_hint;                  /* size of the next chunk */
    ClassFile *cf;
    unsigned module_tag;                /* first CONSTANT_Module/Package seen */
    bool has_bootstraps;
} Parser;

#define NAME(p) (p)->name_len, (p)->name

/* ---- errors ---------------------------------------------------------- */

#if defined(__GNUC__)
#define PRINTF_LIKE __attribute__((format(printf, 2, 3)))
#else
#define PRINTF_LIKE
#endif

static bool fail_msg(Parser *p, const char *fmt, ...) PRINTF_LIKE;
static bool fail_in(Parser *p, const char *fmt, ...) PRINTF_LIKE;

static void vfail(Parser *p, bool suffix, const char *fmt, va_list ap)
{
    if (!p->err || !p->errlen)
        return;
    vsnprintf(p->err, p->errlen, fmt, ap);
    size_t n = strlen(p->err);
    if (suffix && p->named && n + 1 < p->errlen)
        snprintf(p->err + n, p->errlen - n, " in class file %.*s", NAME(p));
}

/* Formats a message that names the class itself (or needs no name). */
static bool fail_msg(Parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(p, false, fmt, ap);
    va_end(ap);
    return false;
}

/* Formats a message and appends " in class file NAME" when the name is known. */
static bool fail_in(Parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(p, true, fmt, ap);
    va_end(ap);
    return false;
}

/* ---- arena ----------------------------------------------------------- */

/* Blocks are aligned for the widest member of the parsed structures (no
 * long double in them), not to max_align_t: most blocks are short strings. */
#define ARENA_ALIGN _Alignof(union { void *p; int64_t l; double d; })

/* Returns n zeroed bytes from the arena, or NULL with a message.  A block
 * bigger than a chunk gets a chunk of its own behind the current one, so
 * that the room left in the current one is not lost.  Chunks are malloc'd,
 * not calloc'd, and only the bytes handed out are cleared: the unused tail
 * of a chunk then costs address space, not resident pages. */
static void *arena_alloc(Parser *p, size_t n)
{
    n = (n + ARENA_ALIGN - 1) / ARENA_ALIGN * ARENA_ALIGN;
    Chunk *c = p->arena;
    if (c && c->size - c->used >= n) {
        void *r = (char *)c->data + c->used;
        c->used += n;
        return memset(r, 0, n);
    }
    size_t size = n > p->chunk_hint ? n : p->chunk_hint;
    Chunk *fresh = malloc(sizeof(Chunk) + size);
    if (!fresh) {
        fail_msg(p, "Out of memory while parsing class file");
        return NULL;
    }
    fresh->size = size;
    fresh->used = n;
    if (c && n > p->chunk_hint) {
        fresh->next = c->next;
        c->next = fresh;
    } else {
        fresh->next = c;
        p->arena = fresh;
        /* The first chunk is sized for the whole class (see cf_parse_named);
         * should it overflow, more room in steps of a fifth of that. */
        p->chunk_hint = p->len < 4 * 1024 * 1024 ? p->len / 2 + 1024 : 1024 * 1024;
    }
    return memset(fresh->data, 0, n);
}

static void arena_free(Chunk *c)
{
    while (c) {
        Chunk *next = c->next;
        free(c);
        c = next;
    }
}

/* ---- reading --------------------------------------------------------- */

static uint16_t rd_u2(const uint8_t *b) { return (uint16_t)(b[0] << 8 | b[1]); }

static uint32_t rd_u4(const uint8_t *b)
{
    return (uint32_t)b[0] << 24 | (uint32_t)b[1] << 16 | (uint32_t)b[2] << 8 | b[3];
}

/* Checks that n more bytes are in the file. */
static bool need(Parser *p, size_t n)
{
    if (p->len - p->pos < n)
        return fail_msg(p, "Truncated class file");
    return true;
}

/* Checks that n more bytes are in the attribute ending at end (which is in
 * the file); msg is the attribute's "wrong length" message. */
static bool need_in(Parser *p, size_t n, size_t end, const char *msg)
{
    if (end - p->pos < n)
        return fail_in(p, "%s", msg);
    return true;
}

static uint8_t get_u1(Parser *p) { return p->buf[p->pos++]; }

static uint16_t get_u2(Parser *p)
{
    uint16_t v = rd_u2(p->buf + p->pos);
    p->pos += 2;
    return v;
}

static uint32_t get_u4(Parser *p)
{
    uint32_t v = rd_u4(p->buf + p->pos);
    p->pos += 4;
    return v;
}

/* ---- names and descriptors (JVMS 4.2, 4.3) --------------------------- */

/* A binary name in internal form: non-empty '/'-separated parts with no
 * '.', ';' or '['.  n bytes at s, which need not be NUL-terminated. */
static bool legal_internal_name(const char *s, size_t n)
{
    if (n == 0 || s[0] == '/' || s[n - 1] == '/')
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (c == '.' || c == ';' || c == '[' || c == '\0')
            return false;
        if (c == '/' && s[i + 1] == '/')
            return false;
    }
    return true;
}

/* Returns the end of the field type starting at s, or NULL if there is none. */
static const char *skip_field_type(const char *s)
{
    int dims = 0;
    while (*s == '[') {
        if (++dims > 255)
            return NULL;
        s++;
    }
    switch (*s) {
    case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z':
        return s + 1;
    case 'L': {
        const char *e = strchr(s + 1, ';');
        if (!e || !legal_internal_name(s + 1, (size_t)(e - s - 1)))
            return NULL;
        return e + 1;
    }
    default:
        return NULL;
    }
}

static bool legal_field_desc(const char *s)
{
    const char *e = skip_field_type(s);
    return e && *e == '\0';
}

/* Returns the argument slots of method descriptor s, or -1 if it is malformed. */
static int method_arg_slots(const char *s)
{
    int slots = 0;
    if (*s++ != '(')
        return -1;
    while (*s != ')') {
        const char *e = skip_field_type(s);
        if (!e)
            return -1;
        slots += (*s == 'J' || *s == 'D') ? 2 : 1;
        s = e;
    }
    s++;
    if (*s == 'V')
        s++;
    else if (!(s = skip_field_type(s)))
        return -1;
    return *s ? -1 : slots;
}

static bool returns_void(const char *desc)
{
    size_t n = strlen(desc);
    return n >= 3 && desc[n - 2] == ')' && desc[n - 1] == 'V';
}

/* A class name in a CONSTANT_Class: an internal name or an array descriptor. */
static bool legal_class_name(const char *s)
{
    if (s[0] == '[')
        return legal_field_desc(s);
    return legal_internal_name(s, strlen(s));
}

static bool legal_field_name(const char *s)
{
    return *s && !strpbrk(s, ".;[/");
}

static bool legal_method_name(const char *s)
{
    if (!strcmp(s, "<init>") || !strcmp(s, "<clinit>"))
        return true;
    return *s && !strpbrk(s, ".;[/<>");
}

/* Modified UTF-8 (JVMS 4.4.7): no byte 0, none in 0xF0..0xFF, and every
 * 2- and 3-byte sequence complete. */
static bool legal_utf8(const uint8_t *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        uint8_t c = s[i];
        size_t more;
        if (c == 0 || c >= 0xF0)
            return false;
        if (c < 0x80)
            more = 0;
        else if ((c & 0xE0) == 0xC0)
            more = 1;
        else if ((c & 0xF0) == 0xE0)
            more = 2;
        else
            return false;               /* a continuation byte first */
        if (n - i - 1 < more)
            return false;
        for (size_t k = 1; k <= more; k++)
            if ((s[i + k] & 0xC0) != 0x80)
                return false;
        i += more + 1;
    }
    return true;
}

/* Reports a malformed descriptor of a field or method (what) as HotSpot
 * does: a bad class name inside it has a message of its own. */
static bool fail_desc(Parser *p, const char *what, const char *name, const char *desc)
{
    const char *s = desc + (desc[0] == '(');
    for (const char *e; (e = skip_field_type(s)); s = e + (*e == ')'))
        ;
    while (*s == '[')
        s++;
    if (*s == 'L' && strchr(s, ';'))
        return fail_in(p, "Class name is empty or contains illegal character in descriptor");
    return fail_msg(p, "%s \"%s\" in class %.*s has illegal signature \"%s\"", what, name,
                    NAME(p), desc);
}

/* ---- the constant pool ----------------------------------------------- */

static bool cp_is(const Parser *p, unsigned i, int tag)
{
    return i > 0 && i < p->cf->cp_count && p->cf->cp[i].tag == tag;
}

static const char *cp_str(const Parser *p, unsigned i)
{
    return p->cf->cp[i].u.utf8.str;
}

/* The bytes that follow each tag (for Utf8: the length field before the
 * text); 0 for tags that do not exist. */
static const uint8_t cp_sizes[CP_PACKAGE + 1] = {
    [CP_UTF8] = 2, [CP_INTEGER] = 4, [CP_FLOAT] = 4, [CP_LONG] = 8, [CP_DOUBLE] = 8,
    [CP_CLASS] = 2, [CP_STRING] = 2, [CP_FIELDREF] = 4, [CP_METHODREF] = 4,
    [CP_INTERFACE_METHODREF] = 4, [CP_NAME_AND_TYPE] = 4, [CP_METHOD_HANDLE] = 3,
    [CP_METHOD_TYPE] = 2, [CP_DYNAMIC] = 4, [CP_INVOKE_DYNAMIC] = 4, [CP_MODULE] = 2,
    [CP_PACKAGE] = 2,
};

static size_t cp_size(unsigned tag)
{
    return tag <= CP_PACKAGE ? cp_sizes[tag] : 0;
}

/* Returns the offset of constant-pool entry want (count: the end of the
 * pool) in a file whose pool has count entries, or 0 if the walk fails.
 * Used only to find a name for messages before the real parse. */
static size_t cp_walk(const uint8_t *b, size_t len, unsigned count, unsigned want)
{
    size_t o = 10;
    unsigned i;
    for (i = 1; i < want; i++) {
        if (o >= len)
            return 0;
        unsigned tag = b[o];
        size_t size = cp_size(tag);
        if (!size || len - o - 1 < size)
            return 0;
        if (tag == CP_UTF8) {
            size += rd_u2(b + o + 1);
            if (len - o - 1 < size)
                return 0;
        }
        o += 1 + size;
        i += tag == CP_LONG || tag == CP_DOUBLE;
    }
    if (want < count && (i > want || o >= len))
        return 0;                       /* the end may follow a long at count-1 */
    return o;
}

/* Finds the name this_class would give, for error messages, if it can. */
static void peek_name(Parser *p)
{
    const uint8_t *b = p->buf;
    if (p->len < 10)
        return;
    unsigned count = rd_u2(b + 8);
    size_t o = count ? cp_walk(b, p->len, count, count) : 0;
    if (!o || p->len - o < 4)
        return;
    unsigned this_class = rd_u2(b + o + 2);
    if (this_class == 0 || this_class >= count)
        return;
    o = cp_walk(b, p->len, count, this_class);
    if (!o || b[o] != CP_CLASS || p->len - o < 3)
        return;
    unsigned ni = rd_u2(b + o + 1);
    if (ni == 0 || ni >= count)
        return;
    o = cp_walk(b, p->len, count, ni);
    if (!o || b[o] != CP_UTF8 || p->len - o < 3)
        return;
    size_t n = rd_u2(b + o + 1);
    if (p->len - o - 3 < n)
        return;
    p->name = (const char *)b + o + 3;
    p->name_len = (int)n;
    p->named = true;
}

/* Reads the entries: tags, sizes, values and modified UTF-8. */
static bool cp_read(Parser *p)
{
    ClassFile *cf = p->cf;
    if (!need(p, 2))
        return false;
    cf->cp_count = get_u2(p);
    if (cf->cp_count == 0)
        return fail_in(p, "Illegal constant pool size %u", 0u);
    cf->cp = arena_alloc(p, cf->cp_count * sizeof(CfConst));
    if (!cf->cp)
        return false;
    for (unsigned i = 1; i < cf->cp_count; i++) {
        CfConst *c = &cf->cp[i];
        if (!need(p, 1))
            return false;
        unsigned tag = get_u1(p);
        unsigned min_major = 45;
        if (!cp_size(tag))
            return fail_in(p, "Unknown constant tag %u", tag);
        if (!need(p, cp_size(tag)))
            return false;
        switch (tag) {
        case CP_UTF8: {
            unsigned n = get_u2(p);
            if (!need(p, n))
                return false;
            if (!legal_utf8(p->buf + p->pos, n))
                return fail_in(p, "Illegal UTF8 string in constant pool");
            char *s = arena_alloc(p, n + 1);
            if (!s)
                return false;
            memcpy(s, p->buf + p->pos, n);
            p->pos += n;
            c->u.utf8.str = s;
            c->u.utf8.len = n;
            break;
        }
        case CP_INTEGER: case CP_FLOAT: {
            uint32_t v = get_u4(p);
            if (tag == CP_INTEGER)
                memcpy(&c->u.i, &v, 4);
            else
                memcpy(&c->u.f, &v, 4);
            break;
        }
        case CP_LONG: case CP_DOUBLE: {
            if (i + 1 >= cf->cp_count)
                return fail_in(p, "Invalid constant pool entry %u", i);
            uint64_t v = (uint64_t)get_u4(p) << 32;
            v |= get_u4(p);
            if (tag == CP_LONG)
                memcpy(&c->u.l, &v, 8);
            else
                memcpy(&c->u.d, &v, 8);
            i++;                        /* the next slot stays unusable */
            break;
        }
        case CP_METHOD_TYPE:
            min_major = 51;
            /* fall through */
        case CP_CLASS: case CP_STRING: case CP_MODULE: case CP_PACKAGE:
            c->u.ref.a = get_u2(p);
            if ((tag == CP_MODULE || tag == CP_PACKAGE) && !p->module_tag)
                p->module_tag = tag;
            break;
        case CP_DYNAMIC: case CP_INVOKE_DYNAMIC:
            min_major = tag == CP_DYNAMIC ? 55 : 51;
            /* fall through */
        case CP_FIELDREF: case CP_METHODREF: case CP_INTERFACE_METHODREF:
        case CP_NAME_AND_TYPE:
            c->u.ref.a = get_u2(p);
            c->u.ref.b = get_u2(p);
            break;
        case CP_METHOD_HANDLE:
            min_major = 51;
            c->u.ref.a = get_u1(p);
            c->u.ref.b = get_u2(p);
            break;
        }
        if (cf->major < min_major)
            return fail_in(p, "Class file version does not support constant tag %u", tag);
        c->tag = (uint8_t)tag;
    }
    if (p->module_tag) {                /* legal only in a module-info */
        if (p->len - p->pos >= 2 && (rd_u2(p->buf + p->pos) & ACC_MODULE))
            return fail_msg(p, "%.*s is not a class because access_flag ACC_MODULE is set",
                            NAME(p));
        return fail_in(p, "Unknown constant tag %u", p->module_tag);
    }
    return true;
}

/* Checks a Fieldref's, Methodref's or InvokeDynamic's name and type. */
static bool cp_check_member(Parser *p, unsigned i)
{
    const CfConst *c = &p->cf->cp[i];
    const CfConst *nt = &p->cf->cp[c->u.ref.b];
    const char *name = cp_str(p, nt->u.ref.a), *desc = cp_str(p, nt->u.ref.b);
    if (c->tag == CP_FIELDREF || c->tag == CP_DYNAMIC) {
        if (!legal_field_name(name))
            return fail_msg(p, "Illegal field name \"%s\" in class %.*s", name, NAME(p));
        if (!legal_field_desc(desc))
            return fail_desc(p, "Field", name, desc);
        return true;
    }
    if (!legal_method_name(name))
        return fail_msg(p, "Illegal method name \"%s\" in class %.*s", name, NAME(p));
    if (method_arg_slots(desc) < 0 || (name[0] == '<' && !returns_void(desc)))
        return fail_desc(p, "Method", name, desc);
    if (name[0] == '<' && (c->tag == CP_INVOKE_DYNAMIC || strcmp(name, "<init>")))
        return fail_in(p, "Bad method name at constant pool index %u", nt->u.ref.a);
    return true;
}

/* Checks a MethodHandle: its kind, the kind of entry it refers to and, for
 * methods, the name (only newInvokeSpecial may name <init>). */
static bool cp_check_handle(Parser *p, unsigned i)
{
    const CfConst *c = &p->cf->cp[i];
    unsigned kind = c->u.ref.a, ref = c->u.ref.b;
    bool ok;
    if (kind < 1 || kind > 9)
        return fail_in(p, "Bad method handle kind at constant pool index %u", i);
    if (kind <= 4) {
        if (!cp_is(p, ref, CP_FIELDREF))
            return fail_msg(p, "Invalid constant pool index %u in class file %.*s (not a field)",
                            ref, NAME(p));
        return true;
    }
    if (kind == 5 || kind == 8)
        ok = cp_is(p, ref, CP_METHODREF);
    else if (kind == 9)
        ok = cp_is(p, ref, CP_INTERFACE_METHODREF);
    else
        ok = cp_is(p, ref, CP_METHODREF) ||
             (p->cf->major >= 52 && cp_is(p, ref, CP_INTERFACE_METHODREF));
    if (!ok)
        return fail_msg(p, "Invalid constant pool index %u in class file %.*s (not a%s method)",
                        ref, NAME(p), kind == 9 ? "n interface" : "");
    unsigned name_index = p->cf->cp[p->cf->cp[ref].u.ref.b].u.ref.a;
    const char *name = cp_str(p, name_index);
    if (kind == 8 && strcmp(name, "<init>"))
        return fail_in(p, "Bad constructor name at constant pool index %u", name_index);
    if (kind != 8 && name[0] == '<')
        return fail_in(p, "Bad method name at constant pool index %u", name_index);
    return true;
}

/* Checks every reference in the pool: first the entries that point at Utf8
 * entries only, then those that point at them, then method handles. */
static bool cp_check(Parser *p)
{
    ClassFile *cf = p->cf;
    for (unsigned i = 1; i < cf->cp_count; i++) {
        const CfConst *c = &cf->cp[i];
        switch (c->tag) {
        case CP_NAME_AND_TYPE:
            if (!cp_is(p, c->u.ref.b, CP_UTF8))
                return fail_in(p, "Invalid constant pool index %u", c->u.ref.b);
            /* fall through */
        case CP_CLASS: case CP_STRING: case CP_METHOD_TYPE: case CP_MODULE:
        case CP_PACKAGE:
            if (!cp_is(p, c->u.ref.a, CP_UTF8))
                return fail_in(p, "Invalid constant pool index %u", c->u.ref.a);
            if (c->tag == CP_CLASS && !legal_class_name(cp_str(p, c->u.ref.a)))
                return fail_in(p, "Illegal class name \"%s\"", cp_str(p, c->u.ref.a));
            if (c->tag == CP_METHOD_TYPE && method_arg_slots(cp_str(p, c->u.ref.a)) < 0)
                return fail_desc(p, "Method", "type", cp_str(p, c->u.ref.a));
            break;
        default:
            break;
        }
    }
    for (unsigned i = 1; i < cf->cp_count; i++) {
        const CfConst *c = &cf->cp[i];
        switch (c->tag) {
        case CP_FIELDREF: case CP_METHODREF: case CP_INTERFACE_METHODREF:
            if (!cp_is(p, c->u.ref.a, CP_CLASS))
                return fail_in(p, "Invalid constant pool index %u", c->u.ref.a);
            /* fall through */
        case CP_DYNAMIC: case CP_INVOKE_DYNAMIC:
            if (!cp_is(p, c->u.ref.b, CP_NAME_AND_TYPE))
                return fail_in(p, "Invalid constant pool index %u", c->u.ref.b);
            if (!cp_check_member(p, i))
                return false;
            break;
        default:
            break;
        }
    }
    for (unsigned i = 1; i < cf->cp_count; i++)
        if (cf->cp[i].tag == CP_METHOD_HANDLE && !cp_check_handle(p, i))
            return false;
    return true;
}

/* ---- attributes ------------------------------------------------------ */

/* Reads an attribute header inside [pos, end): checks that the name is a
 * Utf8 (else bad_name, a format taking the index) and that the body fits
 * (else overrun, or "Truncated class file" when overrun is NULL).  Returns
 * the name and sets *body_end, or returns NULL. */
static const char *attr_header(Parser *p, size_t end, const char *bad_name,
                               const char *overrun, size_t *body_end)
{
    if (overrun ? !need_in(p, 6, end, overrun) : !need(p, 6))
        return NULL;
    unsigned ni = get_u2(p);
    uint32_t n = get_u4(p);
    if (!cp_is(p, ni, CP_UTF8)) {
        fail_in(p, bad_name, ni);
        return NULL;
    }
    if (overrun ? !need_in(p, n, end, overrun) : !need(p, n))
        return NULL;
    *body_end = p->pos + n;
    return cp_str(p, ni);
}

/* Reads a u2 count and checks the attribute holds exactly count entries of
 * size bytes after the fields already read. */
static bool attr_table(Parser *p, size_t end, size_t size, const char *msg, unsigned *count)
{
    if (!need_in(p, 2, end, msg))
        return false;
    *count = get_u2(p);
    if (end - p->pos != (size_t)*count * size)
        return fail_in(p, "%s", msg);
    return true;
}

/* Reads a u2 cp index that must name a Utf8 or a Class (a fixed-length
 * attribute whose length is checked first). */
static bool attr_index(Parser *p, size_t end, int tag, const char *len_fmt,
                       const char *bad_fmt, uint16_t *out)
{
    if (end - p->pos != 2)
        return fail_in(p, len_fmt, (unsigned)(end - p->pos));
    *out = get_u2(p);
    if (!cp_is(p, *out, tag))
        return fail_in(p, bad_fmt, *out);
    return true;
}

/* True for the attributes reflection reads later (classfile.h, CfAttr). */
static bool keep_attr(const char *name)
{
    static const char *const kept[] = {
        "Signature", "RuntimeVisibleAnnotations", "RuntimeVisibleParameterAnnotations",
        "AnnotationDefault", "MethodParameters", "EnclosingMethod", "Record",
        "PermittedSubclasses", "InnerClasses", "NestHost", "NestMembers", "RuntimeVisibleTypeAnnotations",
    };
    for (size_t k = 0; k < sizeof kept / sizeof kept[0]; k++)
        if (!strcmp(name, kept[k]))
            return true;
    return false;
}

/* Appends the attribute body [p->pos, end) named name to *attrs (room for
 * cap entries, allocated on first use), copying the bytes into the arena. */
static bool save_attr(Parser *p, const char *name, size_t end, unsigned cap,
                      uint16_t *count, CfAttr **attrs)
{
    if (!keep_attr(name))
        return true;
    if (!*attrs && !(*attrs = arena_alloc(p, cap * sizeof(CfAttr))))
        return false;
    size_t n = end - p->pos;
    uint8_t *data = arena_alloc(p, n ? n : 1);
    if (!data)
        return false;
    memcpy(data, p->buf + p->pos, n);
    CfAttr *a = &(*attrs)[(*count)++];
    a->name = name;
    a->len = (uint32_t)n;
    a->data = data;
    return true;
}

const CfAttr *cf_find_attr(const CfAttr *attrs, unsigned n, const char *name)
{
    for (unsigned k = 0; k < n; k++)
        if (!strcmp(attrs[k].name, name))
            return &attrs[k];
    return NULL;
}

static bool parse_line_numbers(Parser *p, CfCode *code, size_t end)
{
    static const char msg[] = "LineNumberTable attribute has wrong length";
    unsigned n;
    if (!attr_table(p, end, 4, msg, &n))
        return false;
    if (code->line_count + n > 65535)
        return fail_in(p, "Too many LineNumberTable entries");
    CfLine *lines = arena_alloc(p, (code->line_count + n) * sizeof(CfLine));
    if (!lines)
        return false;
    if (code->line_count)
        memcpy(lines, code->lines, code->line_count * sizeof(CfLine));
    for (unsigned k = 0; k < n; k++) {
        CfLine *l = &lines[code->line_count + k];
        l->start_pc = get_u2(p);
        l->line = get_u2(p);
        if (l->start_pc >= code->code_length)
            return fail_in(p, "Invalid pc in LineNumberTable");
    }
    code->lines = lines;
    code->line_count = (uint16_t)(code->line_count + n);
    return true;
}

static bool parse_code(Parser *p, CfMember *m, size_t end)
{
    static const char msg[] = "Code segment has wrong length";
    CfCode *code = arena_alloc(p, sizeof *code);
    if (!code)
        return false;
    m->code = code;
    if (!need_in(p, 8, end, msg))
        return false;
    code->max_stack = get_u2(p);
    code->max_locals = get_u2(p);
    code->code_length = get_u4(p);
    if (code->code_length == 0 || code->code_length >= 65536)
        return fail_in(p, "Invalid method Code length %u", (unsigned)code->code_length);
    if (!need_in(p, code->code_length, end, msg))
        return false;
    uint8_t *bytes = arena_alloc(p, code->code_length);
    if (!bytes)
        return false;
    memcpy(bytes, p->buf + p->pos, code->code_length);
    p->pos += code->code_length;
    code->code = bytes;

    if (!need_in(p, 2, end, msg))
        return false;
    code->handler_count = get_u2(p);
    if (!need_in(p, (size_t)code->handler_count * 8, end, msg))
        return false;
    code->handlers = arena_alloc(p, code->handler_count * sizeof(CfExHandler));
    if (!code->handlers)
        return false;
    for (unsigned k = 0; k < code->handler_count; k++) {
        CfExHandler *h = &code->handlers[k];
        h->start_pc = get_u2(p);
        h->end_pc = get_u2(p);
        h->handler_pc = get_u2(p);
        h->catch_type = get_u2(p);
        if (h->start_pc >= h->end_pc || h->end_pc > code->code_length)
            return fail_in(p, "Illegal exception table range");
        if (h->handler_pc >= code->code_length)
            return fail_in(p, "Illegal exception table handler");
        if (h->catch_type && !cp_is(p, h->catch_type, CP_CLASS))
            return fail_in(p, "Catch type in exception table has bad constant type");
    }

    if (!need_in(p, 2, end, msg))
        return false;
    unsigned nattr = get_u2(p);
    for (unsigned k = 0; k < nattr; k++) {
        size_t aend;
        const char *name = attr_header(p, end, "Invalid code attribute name index %u",
                                       msg, &aend);
        if (!name)
            return false;
        if (!strcmp(name, "LineNumberTable") && !parse_line_numbers(p, code, aend))
            return false;
        p->pos = aend;
    }
    if (p->pos != end)
        return fail_in(p, "%s", msg);
    return true;
}

/* Reads an attribute that is a u2 count and as many CONSTANT_Class indexes
 * (Exceptions, NestMembers); len_msg and bad_fmt are its messages. */
static bool parse_class_list(Parser *p, size_t end, const char *len_msg, const char *bad_fmt,
                             uint16_t *count, uint16_t **list)
{
    unsigned n;
    if (!attr_table(p, end, 2, len_msg, &n))
        return false;
    *count = (uint16_t)n;
    if (!(*list = arena_alloc(p, n * sizeof(uint16_t))))
        return false;
    for (unsigned k = 0; k < n; k++) {
        (*list)[k] = get_u2(p);
        if (!cp_is(p, (*list)[k], CP_CLASS))
            return fail_in(p, bad_fmt, (*list)[k]);
    }
    return true;
}

/* ---- fields and methods ---------------------------------------------- */

static bool constant_fits(const Parser *p, const char *desc, unsigned index)
{
    switch (desc[0]) {
    case 'J': return cp_is(p, index, CP_LONG);
    case 'F': return cp_is(p, index, CP_FLOAT);
    case 'D': return cp_is(p, index, CP_DOUBLE);
    case 'B': case 'C': case 'I': case 'S': case 'Z': return cp_is(p, index, CP_INTEGER);
    default:
        return !strcmp(desc, "Ljava/lang/String;") && cp_is(p, index, CP_STRING);
    }
}

static bool field_access_ok(const Parser *p, unsigned acc)
{
    unsigned vis = acc & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED);
    if (p->cf->access & ACC_INTERFACE)
        return (acc & ~(unsigned)ACC_SYNTHETIC) == (ACC_PUBLIC | ACC_STATIC | ACC_FINAL);
    if (vis & (vis - 1))
        return false;
    return (acc & (ACC_FINAL | ACC_VOLATILE)) != (ACC_FINAL | ACC_VOLATILE);
}

/* JVMS 4.6; <clinit> is handled by the caller. */
static bool method_access_ok(const Parser *p, const char *name, unsigned acc)
{
    unsigned vis = acc & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED);
    bool iface = p->cf->access & ACC_INTERFACE;
    unsigned major = p->cf->major;
    if (vis & (vis - 1))
        return false;
    if (iface) {
        if (major < 52)
            return (acc & (ACC_PUBLIC | ACC_ABSTRACT)) == (ACC_PUBLIC | ACC_ABSTRACT) &&
                   !(acc & (ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC | ACC_FINAL |
                            ACC_SYNCHRONIZED | ACC_NATIVE | ACC_STRICT));
        if (acc & (ACC_PROTECTED | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE))
            return false;
        if (!(acc & (ACC_PUBLIC | ACC_PRIVATE)))
            return false;
    }
    if (!strcmp(name, "<init>"))
        return !(acc & ~(unsigned)(ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED | ACC_VARARGS |
                                   ACC_STRICT | ACC_SYNTHETIC));
    if (acc & ACC_ABSTRACT) {
        unsigned bad = ACC_PRIVATE | ACC_STATIC | ACC_FINAL | ACC_SYNCHRONIZED | ACC_NATIVE;
        if (major >= 46 && major <= 60)
            bad |= ACC_STRICT;
        return !(acc & bad);
    }
    return true;
}

static int member_cmp(const void *a, const void *b)
{
    const CfMember *x = *(const CfMember *const *)a, *y = *(const CfMember *const *)b;
    int c = strcmp(x->name, y->name);
    return c ? c : strcmp(x->desc, y->desc);
}

/* Rejects two members with the same name and descriptor. */
static bool check_duplicates(Parser *p, CfMember *ms, unsigned n, const char *what)
{
    if (n < 2)
        return true;
    CfMember **v = arena_alloc(p, n * sizeof *v);
    if (!v)
        return false;
    for (unsigned k = 0; k < n; k++)
        v[k] = &ms[k];
    qsort(v, n, sizeof *v, member_cmp);
    for (unsigned k = 1; k < n; k++)
        if (!member_cmp(&v[k - 1], &v[k]))
            return fail_in(p, "Duplicate %s name \"%s\" with signature \"%s\"", what,
                           v[k]->name, v[k]->desc);
    return true;
}

/* Checks and keeps a method's flags; <clinit>'s are ignored but ACC_STATIC. */
static bool method_flags(Parser *p, CfMember *m)
{
    unsigned acc = m->access & METHOD_FLAGS;
    if (!strcmp(m->name, "<clinit>")) {
        if (p->cf->major >= 51 && !(acc & ACC_STATIC))
            return fail_in(p, "Method <clinit> is not static");
        acc = ACC_STATIC | (acc & ACC_STRICT);
    } else {
        if (!strcmp(m->name, "<init>") && (p->cf->access & ACC_INTERFACE))
            return fail_msg(p, "Interface cannot have a method named <init>, class file %.*s",
                            NAME(p));
        if (!method_access_ok(p, m->name, acc))
            return fail_msg(p, "Method %s in class %.*s has illegal modifiers: 0x%X", m->name,
                            NAME(p), acc);
    }
    m->access = (uint16_t)acc;
    return true;
}

/* Reads access, name and descriptor of a field or method and its attribute
 * count, and checks them, in HotSpot's order. */
static bool member_header(Parser *p, CfMember *m, const char *what, unsigned *nattr)
{
    bool method = what[0] == 'm';
    if (!need(p, 8))
        return false;
    m->access = get_u2(p);
    m->name_index = get_u2(p);
    m->desc_index = get_u2(p);
    *nattr = get_u2(p);
    if (!cp_is(p, m->name_index, CP_UTF8))
        return fail_in(p, method ? "Illegal constant pool index %u for method name"
                                 : "Invalid constant pool index %u for field name",
                       m->name_index);
    if (!cp_is(p, m->desc_index, CP_UTF8))
        return fail_in(p, method ? "Illegal constant pool index %u for method signature"
                                 : "Invalid constant pool index %u for field signature",
                       m->desc_index);
    m->name = cp_str(p, m->name_index);
    m->desc = cp_str(p, m->desc_index);
    if (!(method ? legal_method_name(m->name) : legal_field_name(m->name)))
        return fail_msg(p, "Illegal %s name \"%s\" in class %.*s", what, m->name, NAME(p));
    if (!method) {
        if (!field_access_ok(p, m->access & FIELD_FLAGS))
            return fail_msg(p, "Illegal field modifiers in class %.*s: 0x%X", NAME(p),
                            m->access & FIELD_FLAGS);
        m->access &= FIELD_FLAGS;
        return legal_field_desc(m->desc) || fail_desc(p, "Field", m->name, m->desc);
    }
    if (!method_flags(p, m))
        return false;
    bool ok = method_arg_slots(m->desc) >= 0;
    if (!strcmp(m->name, "<init>"))
        ok = ok && returns_void(m->desc);
    else if (!strcmp(m->name, "<clinit>") && p->cf->major >= 51)
        ok = ok && !strcmp(m->desc, "()V");
    return ok || fail_desc(p, "Method", m->name, m->desc);
}

static bool parse_fields(Parser *p)
{
    ClassFile *cf = p->cf;
    if (!need(p, 2))
        return false;
    cf->field_count = get_u2(p);
    cf->fields = arena_alloc(p, cf->field_count * sizeof(CfMember));
    if (!cf->fields)
        return false;
    for (unsigned i = 0; i < cf->field_count; i++) {
        CfMember *f = &cf->fields[i];
        unsigned nattr;
        bool seen_value = false;
        if (!member_header(p, f, "field", &nattr))
            return false;
        for (unsigned k = 0; k < nattr; k++) {
            size_t end;
            const char *name = attr_header(p, p->len, "Invalid field attribute index %u",
                                           NULL, &end);
            if (!name || !save_attr(p, name, end, nattr, &f->attr_count, &f->attrs))
                return false;
            if (!strcmp(name, "ConstantValue")) {
                if (seen_value)
                    return fail_in(p, "Duplicate ConstantValue attribute");
                seen_value = true;
                if (end - p->pos != 2)
                    return fail_in(p, "Invalid ConstantValue field attribute length %u",
                                   (unsigned)(end - p->pos));
                unsigned v = get_u2(p);
                if (v == 0 || v >= cf->cp_count)
                    return fail_in(p, "Bad initial value index %u in ConstantValue attribute", v);
                if (!constant_fits(p, f->desc, v))
                    return fail_in(p, "Inconsistent constant value type");
                if (f->access & ACC_STATIC)     /* ignored otherwise (JVMS 4.7.2) */
                    f->constant_value = (uint16_t)v;
            }
            p->pos = end;
        }
    }
    return check_duplicates(p, cf->fields, cf->field_count, "field");
}

/* Checks Code presence and argument sizes of a parsed method. */
static bool check_method(Parser *p, const CfMember *m)
{
    unsigned acc = m->access;
    if ((acc & (ACC_NATIVE | ACC_ABSTRACT)) && m->code)
        return fail_in(p, "Code attribute in native or abstract methods");
    if (!(acc & (ACC_NATIVE | ACC_ABSTRACT)) && !m->code)
        return fail_in(p, "Absent Code attribute in method that is not native or abstract");
    int slots = method_arg_slots(m->desc) + !(acc & ACC_STATIC);
    if (slots > 255)
        return fail_in(p, "Too many arguments in method signature");
    if (m->code && m->code->max_locals < slots)
        return fail_in(p, "Arguments can't fit into locals");
    return true;
}

static bool parse_methods(Parser *p)
{
    ClassFile *cf = p->cf;
    if (!need(p, 2))
        return false;
    cf->method_count = get_u2(p);
    cf->methods = arena_alloc(p, cf->method_count * sizeof(CfMember));
    if (!cf->methods)
        return false;
    for (unsigned i = 0; i < cf->method_count; i++) {
        CfMember *m = &cf->methods[i];
        unsigned nattr;
        bool seen_exceptions = false;
        if (!member_header(p, m, "method", &nattr))
            return false;
        for (unsigned k = 0; k < nattr; k++) {
            size_t end;
            const char *name = attr_header(p, p->len, "Invalid method attribute name index %u",
                                           NULL, &end);
            if (!name || !save_attr(p, name, end, nattr, &m->attr_count, &m->attrs))
                return false;
            if (!strcmp(name, "Code")) {
                if (m->code)
                    return fail_in(p, "Multiple Code attributes");
                if (!parse_code(p, m, end))
                    return false;
            } else if (!strcmp(name, "Exceptions")) {
                if (seen_exceptions)
                    return fail_in(p, "Multiple Exceptions attributes");
                seen_exceptions = true;
                if (!parse_class_list(p, end, "Exceptions attribute has wrong length",
                                      "Exception name has bad type at constant pool %u",
                                      &m->exception_count, &m->exceptions))
                    return false;
            }
            p->pos = end;
        }
        if (!check_method(p, m))
            return false;
    }
    return check_duplicates(p, cf->methods, cf->method_count, "method");
}

/* ---- class attributes ------------------------------------------------ */

static bool loadable(const Parser *p, unsigned i)
{
    if (i == 0 || i >= p->cf->cp_count)
        return false;
    switch (p->cf->cp[i].tag) {
    case CP_INTEGER: case CP_FLOAT: case CP_LONG: case CP_DOUBLE: case CP_CLASS:
    case CP_STRING: case CP_METHOD_HANDLE: case CP_METHOD_TYPE: case CP_DYNAMIC:
        return true;
    default:
        return false;
    }
}

static bool parse_bootstraps(Parser *p, size_t end)
{
    static const char msg[] = "Invalid BootstrapMethods num_bootstrap_methods or "
                              "num_bootstrap_arguments value";
    ClassFile *cf = p->cf;
    if (!need_in(p, 2, end, msg))
        return false;
    cf->bootstrap_count = get_u2(p);
    cf->bootstraps = arena_alloc(p, cf->bootstrap_count * sizeof(CfBootstrap));
    if (!cf->bootstraps)
        return false;
    for (unsigned k = 0; k < cf->bootstrap_count; k++) {
        CfBootstrap *b = &cf->bootstraps[k];
        if (!need_in(p, 4, end, msg))
            return false;
        b->method_ref = get_u2(p);
        b->arg_count = get_u2(p);
        if (!cp_is(p, b->method_ref, CP_METHOD_HANDLE))
            return fail_in(p, "bootstrap_method_index %u has bad constant type", b->method_ref);
        if (!need_in(p, (size_t)b->arg_count * 2, end, msg))
            return false;
        b->args = arena_alloc(p, b->arg_count * sizeof(uint16_t));
        if (!b->args)
            return false;
        for (unsigned a = 0; a < b->arg_count; a++) {
            b->args[a] = get_u2(p);
            if (!loadable(p, b->args[a]))
                return fail_in(p, "argument_index %u has bad constant type", b->args[a]);
        }
    }
    if (p->pos != end)
        return fail_in(p, "Bad length on BootstrapMethods");
    return true;
}

static bool parse_inners(Parser *p, size_t end)
{
    ClassFile *cf = p->cf;
    unsigned n;
    if (!attr_table(p, end, 8, "Wrong InnerClasses attribute length", &n))
        return false;
    cf->inner_count = (uint16_t)n;
    cf->inners = arena_alloc(p, n * sizeof(CfInnerClass));
    if (!cf->inners)
        return false;
    for (unsigned k = 0; k < n; k++) {
        CfInnerClass *ic = &cf->inners[k];
        ic->inner_class = get_u2(p);
        ic->outer_class = get_u2(p);
        ic->inner_name = get_u2(p);
        ic->access = get_u2(p);
        if (!cp_is(p, ic->inner_class, CP_CLASS))
            return fail_in(p, "inner_class_info_index %u has bad constant type", ic->inner_class);
        if (ic->outer_class && !cp_is(p, ic->outer_class, CP_CLASS))
            return fail_in(p, "outer_class_info_index %u has bad constant type", ic->outer_class);
        if (ic->inner_name && !cp_is(p, ic->inner_name, CP_UTF8))
            return fail_in(p, "inner_name_index %u has bad constant type", ic->inner_name);
        if (ic->inner_class == ic->outer_class)
            return fail_in(p, "Class is both outer and inner class");
    }
    return true;
}

/* Parses one class attribute whose header has been read; *seen has one bit
 * per kind, to reject duplicates. */
static bool parse_class_attr(Parser *p, const char *name, size_t end, unsigned *seen)
{
    static const char *const kinds[] = {
        "SourceFile", "BootstrapMethods", "InnerClasses", "NestHost", "NestMembers",
        "Signature",
    };
    static const unsigned min_major[] = { 45, 51, 45, 55, 55, 49 };
    ClassFile *cf = p->cf;
    unsigned kind = 0;
    uint16_t index = 0;
    while (kind < 6 && strcmp(name, kinds[kind]))
        kind++;
    if (kind == 6 || cf->major < min_major[kind])
        return true;                    /* skipped by length */
    if (*seen & (1u << kind))
        return fail_in(p, "Multiple %s attributes", name);
    *seen |= 1u << kind;
    switch (kind) {
    case 0:
        if (!attr_index(p, end, CP_UTF8, "Wrong SourceFile attribute length",
                        "Invalid SourceFile attribute at constant pool index %u", &index))
            return false;
        cf->source_file = cp_str(p, index);
        return true;
    case 1:
        p->has_bootstraps = true;
        return parse_bootstraps(p, end);
    case 2:
        return parse_inners(p, end);
    case 3:
        return attr_index(p, end, CP_CLASS, "Wrong NestHost attribute length",
                          "Nest-host class_info_index %u has bad constant type",
                          &cf->nest_host);
    case 4:
        return parse_class_list(p, end, "Wrong NestMembers attribute length",
                                "Nest member class_info_index %u has bad constant type",
                                &cf->nest_member_count, &cf->nest_members);
    default:
        if (!attr_index(p, end, CP_UTF8, "Wrong Signature attribute length %u",
                        "Invalid constant pool index %u in Signature attribute", &index))
            return false;
        cf->signature = cp_str(p, index);
        return true;
    }
}

static bool parse_class_attrs(Parser *p)
{
    ClassFile *cf = p->cf;
    unsigned seen = 0;
    if (!need(p, 2))
        return false;
    unsigned n = get_u2(p);
    for (unsigned k = 0; k < n; k++) {
        size_t end;
        const char *name = attr_header(p, p->len, "Attribute name has bad constant pool index %u",
                                       NULL, &end);
        if (!name || !save_attr(p, name, end, n, &cf->attr_count, &cf->attrs) ||
            !parse_class_attr(p, name, end, &seen))
            return false;
        p->pos = end;
    }
    if (cf->nest_host && cf->nest_member_count)
        return fail_in(p, "Conflicting NestHost and NestMembers attributes");
    for (unsigned i = 1; i < cf->cp_count; i++) {
        const CfConst *c = &cf->cp[i];
        if (c->tag != CP_DYNAMIC && c->tag != CP_INVOKE_DYNAMIC)
            continue;
        if (!p->has_bootstraps)
            return fail_in(p, "Missing BootstrapMethods attribute");
        if (c->u.ref.a >= cf->bootstrap_count)
            return fail_in(p, "Short length on BootstrapMethods");
    }
    return true;
}

/* ---- the class ------------------------------------------------------- */

static bool check_version(Parser *p)
{
    unsigned major = p->cf->major, minor = p->cf->minor;
    if (p->unsupported)
        *p->unsupported = 1;
    if (major > MAX_MAJOR)
        return fail_msg(p, "%.*s has been compiled by a more recent version of the Java "
                        "Runtime (class file version %u.%u), this version of the Java "
                        "Runtime only recognizes class file versions up to %u.0",
                        NAME(p), major, minor, MAX_MAJOR);
    if (major < 45)
        return fail_msg(p, "%.*s (class file version %u.%u) was compiled with an invalid "
                        "major version", NAME(p), major, minor);
    if (major >= 56 && minor == 0xFFFF) {
        if (major == MAX_MAJOR)
            return fail_msg(p, "Preview features are not enabled for %.*s (class file "
                            "version %u.%u). Try running with '--enable-preview'",
                            NAME(p), major, minor);
        return fail_msg(p, "%.*s (class file version %u.%u) was compiled with preview "
                        "features that are unsupported. This version of the Java Runtime "
                        "only recognizes preview features for class file version %u.65535",
                        NAME(p), major, minor, MAX_MAJOR);
    }
    if (major >= 56 && minor != 0)
        return fail_msg(p, "%.*s (class file version %u.%u) was compiled with an invalid "
                        "non-zero minor version", NAME(p), major, minor);
    if (p->unsupported)
        *p->unsupported = 0;
    return true;
}

/* JVMS 4.1, Table 4.1-B. */
static bool class_access_ok(unsigned acc, unsigned major)
{
    if (acc & ACC_INTERFACE) {
        if (!(acc & ACC_ABSTRACT) || (acc & ACC_FINAL))
            return false;
        return major < 49 || !(acc & (ACC_SUPER | ACC_ENUM));
    }
    if ((acc & ACC_ANNOTATION) && major >= 49)
        return false;
    return (acc & (ACC_FINAL | ACC_ABSTRACT)) != (ACC_FINAL | ACC_ABSTRACT);
}

/* Reads access flags, this and super class and the interfaces. */
static bool parse_class_header(Parser *p)
{
    ClassFile *cf = p->cf;
    if (!need(p, 6))
        return false;
    unsigned acc = get_u2(p);
    cf->this_class = get_u2(p);
    cf->super_class = get_u2(p);
    if (acc & ACC_MODULE)
        return fail_msg(p, "%.*s is not a class because access_flag ACC_MODULE is set",
                        NAME(p));
    acc &= CLASS_FLAGS;
    if (!class_access_ok(acc, cf->major))
        return fail_msg(p, "Illegal class modifiers in class %.*s: 0x%X", NAME(p), acc);
    cf->access = (uint16_t)acc;

    if (!cp_is(p, cf->this_class, CP_CLASS))
        return fail_msg(p, "Invalid this class index %u in constant pool in class file %.*s",
                        cf->this_class, NAME(p));
    cf->name = cf_class_name(cf, cf->this_class);
    if (!p->fixed_name) {
        p->name = cf->name;
        p->name_len = (int)strlen(cf->name);
        p->named = true;
    }
    if (cf->name[0] == '[')
        return fail_in(p, "Bad class name");
    if (cf->super_class == 0) {
        if (strcmp(cf->name, "java/lang/Object"))
            return fail_in(p, "Invalid superclass index 0");
    } else {
        if (!cp_is(p, cf->super_class, CP_CLASS))
            return fail_in(p, "Invalid superclass index %u", cf->super_class);
        cf->super_name = cf_class_name(cf, cf->super_class);
        if (cf->super_name[0] == '[')
            return fail_in(p, "Bad superclass name");
    }
    if ((acc & ACC_INTERFACE) && (!cf->super_name || strcmp(cf->super_name, "java/lang/Object")))
        return fail_in(p, "Interfaces must have java.lang.Object as superclass");

    if (!need(p, 2))
        return false;
    cf->interface_count = get_u2(p);
    if (!need(p, (size_t)cf->interface_count * 2))
        return false;
    cf->interfaces = arena_alloc(p, cf->interface_count * sizeof(char *));
    if (!cf->interfaces)
        return false;
    for (unsigned k = 0; k < cf->interface_count; k++) {
        unsigned index = get_u2(p);
        if (!cp_is(p, index, CP_CLASS))
            return fail_in(p, "Interface name has bad constant pool index %u", index);
        cf->interfaces[k] = cf_class_name(cf, index);
    }
    return true;
}

/* Parses len bytes into a new ClassFile, or returns NULL with a message that
 * names the class as name does (or as the file does when name is NULL). */
ClassFile *cf_parse_named(const uint8_t *buf, size_t len, const char *name, char *err,
                          size_t errlen, int *unsupported)
{
    Parser p = {
        .buf = buf, .len = buf ? len : 0, .err = err, .errlen = errlen,
        .unsupported = unsupported, .name = "<unknown>", .name_len = 9,
        /* Parsed, a class takes about 2-2.5 times its file size (the pool
         * as CfConst entries, NUL-terminated strings, the code, the member
         * tables; Hello's 68 classes: 2.24 times in all, 3.8 at most for
         * the tiniest), tiny classes more, hence the constant.  Chunks
         * lie side by side in malloc's heap, so what a class leaves unused
         * of its chunk is resident all the same: this estimate is tight
         * (one of Hello's classes needs a second chunk) rather than safe. */
        .chunk_hint = len < 1024 * 1024 ? len * 5 / 2 + 1024 : 5 * 512 * 1024,
    };
    if (err && errlen)
        err[0] = '\0';
    if (unsupported)
        *unsupported = 0;
    if (name) {
        p.name = name;
        p.name_len = (int)strlen(name);
        p.named = p.fixed_name = true;
    } else {
        peek_name(&p);
    }
    p.cf = arena_alloc(&p, sizeof(ClassFile));
    if (!p.cf)
        goto fail;
    if (!need(&p, 10))
        goto fail;
    uint32_t magic = get_u4(&p);
    p.cf->minor = get_u2(&p);
    p.cf->major = get_u2(&p);
    if (magic != 0xCAFEBABEu) {
        fail_in(&p, "Incompatible magic value %lu", (unsigned long)magic);
        goto fail;
    }
    if (!check_version(&p) || !cp_read(&p) || !cp_check(&p) || !parse_class_header(&p) ||
        !parse_fields(&p) || !parse_methods(&p) || !parse_class_attrs(&p))
        goto fail;
    if (p.pos != p.len) {
        fail_msg(&p, "Extra bytes at the end of class file %.*s", NAME(&p));
        goto fail;
    }
    p.cf->arena_ = p.arena;
    return p.cf;

fail:
    if (err && errlen && !err[0])
        snprintf(err, errlen, "Malformed class file");
    arena_free(p.arena);
    return NULL;
}

/* Frees a ClassFile and every string and table in it. */
void cf_free(ClassFile *cf)
{
    if (cf)
        arena_free(cf->arena_);
}

/* Returns the text of Utf8 entry index, or NULL. */
const char *cf_utf8(const ClassFile *cf, unsigned index)
{
    if (!cf || index == 0 || index >= cf->cp_count || cf->cp[index].tag != CP_UTF8)
        return NULL;
    return cf->cp[index].u.utf8.str;
}

/* Returns the internal name of Class entry index, or NULL. */
const char *cf_class_name(const ClassFile *cf, unsigned index)
{
    if (!cf || index == 0 || index >= cf->cp_count || cf->cp[index].tag != CP_CLASS)
        return NULL;
    return cf_utf8(cf, cf->cp[index].u.ref.a);
}

/* Parses len bytes into a new ClassFile, or returns NULL with a message. */
ClassFile *cf_parse(const uint8_t *buf, size_t len, char *err, size_t errlen,
                    int *unsupported)
{
    return cf_parse_named(buf, len, NULL, err, errlen, unsupported);
}
