/* test_classfile.c: the class-file parser on javac output, on small class
 * files built here byte by byte, and on many broken ones.
 *
 * Runs with the working directory tests/unit (data/ holds the .class files
 * javac 17 wrote from the .java files next to them). */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile.h"

#define DATA "data/"

/* ---- helpers --------------------------------------------------------- */

typedef struct Bytes {
    uint8_t *b;
    size_t n;
} Bytes;

static Bytes load(const char *name)
{
    char path[256];
    snprintf(path, sizeof path, "%s%s.class", strchr(name, '/') ? "" : DATA, name);
    FILE *f = fopen(path, "rb");
    ck_assert_msg(f != NULL, "cannot open %s (run from tests/unit)", path);
    Bytes r = { NULL, 0 };
    size_t cap = 0;
    for (;;) {
        if (r.n == cap) {
            cap = cap ? 2 * cap : 4096;
            r.b = realloc(r.b, cap);
            ck_assert(r.b != NULL);
        }
        size_t got = fread(r.b + r.n, 1, cap - r.n, f);
        if (!got)
            break;
        r.n += got;
    }
    fclose(f);
    return r;
}

static char err[512];
static int unsupported;

/* Parses a copy of n bytes in a buffer of exactly that size, so that ASan
 * or valgrind sees any read past the end. */
static ClassFile *parse(const uint8_t *b, size_t n)
{
    uint8_t *copy = malloc(n ? n : 1);
    ck_assert(copy != NULL);
    if (n)
        memcpy(copy, b, n);
    memset(err, 'x', sizeof err);
    unsupported = -1;
    ClassFile *cf = cf_parse(copy, n, err, sizeof err, &unsupported);
    free(copy);
    ck_assert_int_ge(unsupported, 0);
    if (cf)
        ck_assert_int_eq(unsupported, 0);
    else
        ck_assert(err[0] != '\0' && strlen(err) < sizeof err);
    return cf;
}

/* Expects the parse to fail with exactly msg. */
static void expect_error(const uint8_t *b, size_t n, const char *msg)
{
    ClassFile *cf = parse(b, n);
    ck_assert_msg(cf == NULL, "parsed, expected \"%s\"", msg);
    ck_assert_str_eq(err, msg);
}

static ClassFile *expect_ok(const uint8_t *b, size_t n)
{
    ClassFile *cf = parse(b, n);
    ck_assert_msg(cf != NULL, "failed: %s", err);
    return cf;
}

static const CfMember *method(const ClassFile *cf, const char *name)
{
    for (unsigned i = 0; i < cf->method_count; i++)
        if (!strcmp(cf->methods[i].name, name))
            return &cf->methods[i];
    ck_abort_msg("no method %s", name);
    return NULL;
}

static const CfMember *field(const ClassFile *cf, const char *name)
{
    for (unsigned i = 0; i < cf->field_count; i++)
        if (!strcmp(cf->fields[i].name, name))
            return &cf->fields[i];
    ck_abort_msg("no field %s", name);
    return NULL;
}

static int code_has(const CfCode *c, uint8_t op)
{
    return memchr(c->code, op, c->code_length) != NULL;
}

/* ---- a class-file builder -------------------------------------------- */

typedef struct Buf {
    uint8_t b[8192];
    size_t n;
} Buf;

static void b1(Buf *b, unsigned v) { ck_assert(b->n < sizeof b->b); b->b[b->n++] = (uint8_t)v; }
static void b2(Buf *b, unsigned v) { b1(b, v >> 8 & 0xFF); b1(b, v & 0xFF); }
static void b4(Buf *b, uint32_t v) { b2(b, v >> 16); b2(b, v & 0xFFFF); }

/* Overwrites the u2 at offset at. */
static void put2(Buf *b, size_t at, unsigned v)
{
    b->b[at] = (uint8_t)(v >> 8);
    b->b[at + 1] = (uint8_t)v;
}

static void butf8(Buf *b, const char *s)
{
    b1(b, CP_UTF8);
    b2(b, (unsigned)strlen(s));
    for (; *s; s++)
        b1(b, (uint8_t)*s);
}

/* Starts an attribute; returns where its length goes, for attr_end(). */
static size_t attr_begin(Buf *b, unsigned name)
{
    b2(b, name);
    b4(b, 0);
    return b->n - 4;
}

static void attr_end(Buf *b, size_t at)
{
    uint32_t n = (uint32_t)(b->n - at - 4);
    b->b[at] = (uint8_t)(n >> 24);
    b->b[at + 1] = (uint8_t)(n >> 16);
    b->b[at + 2] = (uint8_t)(n >> 8);
    b->b[at + 3] = (uint8_t)n;
}

/* The constant pool every built class starts with; tests add entries from
 * K_COUNT on. */
enum {
    K_NAME = 1, K_THIS, K_OBJ_NAME, K_OBJ, K_CODE, K_M, K_VOID, K_LNT, K_CV, K_I,
    K_INT, K_X, K_SF, K_SRC, K_UNKNOWN, K_STR, K_LONG, K_LONG2, K_NAT, K_MREF,
    K_EXC, K_SIG, K_BSM, K_IC, K_NH, K_NM, K_J, K_INNER_NAME, K_INNER, K_FNAT,
    K_FREF, K_MH, K_COUNT
};

/* Writes magic, version and the standard pool with room for extra more
 * entries, which the caller writes next. */
static void begin_cp(Buf *b, unsigned major, unsigned extra)
{
    b->n = 0;
    b4(b, 0xCAFEBABE);
    b2(b, 0);
    b2(b, major);
    b2(b, K_COUNT + extra);
    butf8(b, "Foo");                            /* K_NAME */
    b1(b, CP_CLASS); b2(b, K_NAME);             /* K_THIS */
    butf8(b, "java/lang/Object");
    b1(b, CP_CLASS); b2(b, K_OBJ_NAME);         /* K_OBJ */
    butf8(b, "Code");
    butf8(b, "m");
    butf8(b, "()V");
    butf8(b, "LineNumberTable");
    butf8(b, "ConstantValue");
    butf8(b, "I");
    b1(b, CP_INTEGER); b4(b, 7);                /* K_INT */
    butf8(b, "x");
    butf8(b, "SourceFile");
    butf8(b, "Foo.java");
    butf8(b, "Unknown");
    b1(b, CP_STRING); b2(b, K_X);               /* K_STR */
    b1(b, CP_LONG); b4(b, 1); b4(b, 2);         /* K_LONG, K_LONG2 */
    b1(b, CP_NAME_AND_TYPE); b2(b, K_M); b2(b, K_VOID);
    b1(b, CP_METHODREF); b2(b, K_OBJ); b2(b, K_NAT);
    butf8(b, "Exceptions");
    butf8(b, "Signature");
    butf8(b, "BootstrapMethods");
    butf8(b, "InnerClasses");
    butf8(b, "NestHost");
    butf8(b, "NestMembers");
    butf8(b, "J");
    butf8(b, "Foo$Bar");
    b1(b, CP_CLASS); b2(b, K_INNER_NAME);       /* K_INNER */
    b1(b, CP_NAME_AND_TYPE); b2(b, K_X); b2(b, K_I);
    b1(b, CP_FIELDREF); b2(b, K_THIS); b2(b, K_FNAT);
    if (major >= 51) {                          /* K_MH: invokestatic */
        b1(b, CP_METHOD_HANDLE); b1(b, 6); b2(b, K_MREF);
    } else {                                    /* too old for handles */
        b1(b, CP_INTEGER); b4(b, 8);
    }
}

/* Writes access flags, this, super and no interfaces. */
static void begin_class(Buf *b, unsigned access)
{
    b2(b, access);
    b2(b, K_THIS);
    b2(b, K_OBJ);
    b2(b, 0);
}

/* A whole valid class up to its methods: version 61, no extra entries. */
static void begin(Buf *b)
{
    begin_cp(b, 61, 0);
    begin_class(b, ACC_PUBLIC | ACC_SUPER);
}

/* Writes a Code attribute with code {return} and max_locals locals, whose
 * exception table and attributes the caller writes; returns where its
 * length goes. */
static size_t code_begin(Buf *b, unsigned max_locals)
{
    size_t at = attr_begin(b, K_CODE);
    b2(b, 1);
    b2(b, max_locals);
    b4(b, 1);
    b1(b, 0xB1);
    return at;
}

/* Writes one static method m()V with a plain Code attribute. */
static void simple_method(Buf *b)
{
    b2(b, ACC_PUBLIC | ACC_STATIC);
    b2(b, K_M);
    b2(b, K_VOID);
    b2(b, 1);
    size_t at = code_begin(b, 0);
    b2(b, 0);
    b2(b, 0);
    attr_end(b, at);
}

/* A valid class with no fields, one method and no attributes. */
static void minimal(Buf *b)
{
    begin(b);
    b2(b, 0);
    b2(b, 1);
    simple_method(b);
    b2(b, 0);
}

/* ---- javac output ---------------------------------------------------- */

START_TEST(test_sample_class)
{
    Bytes f = load("Sample");
    ClassFile *cf = expect_ok(f.b, f.n);
    ck_assert_int_eq(cf->major, 61);
    ck_assert_int_eq(cf->minor, 0);
    ck_assert_str_eq(cf->name, "Sample");
    ck_assert_str_eq(cf->super_name, "java/lang/Object");
    ck_assert_int_eq(cf->access, ACC_PUBLIC | ACC_SUPER);
    ck_assert_int_eq(cf->interface_count, 2);
    ck_assert_str_eq(cf->interfaces[0], "java/lang/Runnable");
    ck_assert_str_eq(cf->interfaces[1], "java/lang/Comparable");
    ck_assert_str_eq(cf->source_file, "Sample.java");
    ck_assert_str_eq(cf->signature,
                     "Ljava/lang/Object;Ljava/lang/Runnable;Ljava/lang/Comparable<LSample;>;");
    ck_assert_str_eq(cf_class_name(cf, cf->this_class), "Sample");
    ck_assert_int_eq(cf->nest_host, 0);
    ck_assert_int_eq(cf->nest_member_count, 2);
    ck_assert_str_eq(cf_class_name(cf, cf->nest_members[0]), "Sample$Nested");
    ck_assert_str_eq(cf_class_name(cf, cf->nest_members[1]), "Sample$Inner");
    int inner = 0, nested = 0;
    for (unsigned i = 0; i < cf->inner_count; i++) {
        const CfInnerClass *ic = &cf->inners[i];
        const char *n = cf_class_name(cf, ic->inner_class);
        if (!strcmp(n, "Sample$Inner")) {
            inner++;
            ck_assert_str_eq(cf_class_name(cf, ic->outer_class), "Sample");
            ck_assert_str_eq(cf_utf8(cf, ic->inner_name), "Inner");
            ck_assert_int_eq(ic->access & ACC_STATIC, 0);
        } else if (!strcmp(n, "Sample$Nested")) {
            nested++;
            ck_assert_int_eq(ic->access & ACC_STATIC, ACC_STATIC);
        }
    }
    ck_assert_int_eq(inner, 1);
    ck_assert_int_eq(nested, 1);
    cf_free(cf);
    free(f.b);
}
END_TEST

START_TEST(test_sample_fields)
{
    Bytes f = load("Sample");
    ClassFile *cf = expect_ok(f.b, f.n);
    ck_assert_int_eq(cf->field_count, 6);
    const CfMember *m = field(cf, "BIG");
    ck_assert_str_eq(m->desc, "J");
    ck_assert_int_eq(m->access, ACC_PUBLIC | ACC_STATIC | ACC_FINAL);
    ck_assert_int_eq(cf->cp[m->constant_value].tag, CP_LONG);
    ck_assert(cf->cp[m->constant_value].u.l == 0x123456789ABCDEFLL);
    ck_assert_int_eq(cf->cp[m->constant_value + 1].tag, 0);
    m = field(cf, "PI");
    ck_assert_int_eq(cf->cp[m->constant_value].tag, CP_DOUBLE);
    ck_assert(cf->cp[m->constant_value].u.d == 3.141592653589793);
    m = field(cf, "ANSWER");
    ck_assert_int_eq(cf->cp[m->constant_value].tag, CP_INTEGER);
    ck_assert_int_eq(cf->cp[m->constant_value].u.i, 42);
    m = field(cf, "HALF");
    ck_assert(cf->cp[m->constant_value].u.f == 0.5f);
    m = field(cf, "HELLO");
    ck_assert_int_eq(cf->cp[m->constant_value].tag, CP_STRING);
    ck_assert_str_eq(cf_utf8(cf, cf->cp[m->constant_value].u.ref.a), "hello");
    m = field(cf, "value");
    ck_assert_int_eq(m->constant_value, 0);
    ck_assert_int_eq(m->access, ACC_PRIVATE);
    ck_assert_str_eq(cf_utf8(cf, m->name_index), "value");
    ck_assert_str_eq(cf_utf8(cf, m->desc_index), "I");
    cf_free(cf);
    free(f.b);
}
END_TEST

START_TEST(test_sample_methods)
{
    Bytes f = load("Sample");
    ClassFile *cf = expect_ok(f.b, f.n);
    const CfMember *m = method(cf, "pick");
    ck_assert_str_eq(m->desc, "(I)I");
    ck_assert_int_eq(m->access, ACC_STATIC);
    ck_assert(m->code != NULL);
    ck_assert(code_has(m->code, 0xAA));         /* tableswitch */
    ck_assert_int_eq(m->code->max_locals, 1);
    ck_assert_int_gt(m->code->line_count, 3);
    for (unsigned i = 0; i < m->code->line_count; i++)
        ck_assert_uint_lt(m->code->lines[i].start_pc, m->code->code_length);
    ck_assert_int_eq(m->code->lines[0].start_pc, 0);
    ck_assert_int_eq(m->code->lines[0].line, 31);
    ck_assert(code_has(method(cf, "sparse")->code, 0xAB));     /* lookupswitch */

    m = method(cf, "mayThrow");
    ck_assert_int_eq(m->exception_count, 2);
    ck_assert_str_eq(cf_class_name(cf, m->exceptions[0]), "java/io/IOException");
    ck_assert_str_eq(cf_class_name(cf, m->exceptions[1]), "java/lang/InterruptedException");

    m = method(cf, "guarded");
    ck_assert_int_ge(m->code->handler_count, 3);
    int io = 0, intr = 0, any = 0;
    for (unsigned i = 0; i < m->code->handler_count; i++) {
        const CfExHandler *h = &m->code->handlers[i];
        ck_assert_uint_lt(h->start_pc, h->end_pc);
        ck_assert_uint_lt(h->handler_pc, m->code->code_length);
        if (!h->catch_type)
            any++;
        else if (!strcmp(cf_class_name(cf, h->catch_type), "java/io/IOException"))
            io++;
        else if (!strcmp(cf_class_name(cf, h->catch_type), "java/lang/InterruptedException"))
            intr++;
    }
    ck_assert_int_eq(io, 1);
    ck_assert_int_eq(intr, 1);
    ck_assert_int_ge(any, 1);

    m = method(cf, "nat");
    ck_assert_int_eq(m->access, ACC_NATIVE);
    ck_assert(m->code == NULL);
    m = method(cf, "<init>");
    ck_assert_str_eq(m->desc, "(I)V");
    ck_assert_int_ge(m->code->max_locals, 2);
    ck_assert(m->code->code[0] == 0x2A);        /* aload_0 */
    m = method(cf, "main");
    ck_assert_int_eq(m->access, ACC_PUBLIC | ACC_STATIC);
    m = method(cf, "lambda$run$0");
    ck_assert_int_eq(m->access & ACC_SYNTHETIC, ACC_SYNTHETIC);
    m = method(cf, "compareTo");                /* and the bridge */
    int bridges = 0;
    for (unsigned i = 0; i < cf->method_count; i++)
        if (cf->methods[i].access & ACC_BRIDGE)
            bridges++;
    ck_assert_int_eq(bridges, 1);
    cf_free(cf);
    free(f.b);
}
END_TEST

START_TEST(test_sample_indy)
{
    Bytes f = load("Sample");
    ClassFile *cf = expect_ok(f.b, f.n);
    ck_assert_int_eq(cf->bootstrap_count, 3);     /* one per concat recipe */
    int lambda = 0, concat = 0, indys = 0, recipe = 0;
    for (unsigned i = 1; i < cf->cp_count; i++) {
        if (cf->cp[i].tag != CP_INVOKE_DYNAMIC)
            continue;
        indys++;
        const CfBootstrap *b = &cf->bootstraps[cf->cp[i].u.ref.a];
        const CfConst *mh = &cf->cp[b->method_ref];
        ck_assert_int_eq(mh->tag, CP_METHOD_HANDLE);
        ck_assert_int_eq(mh->u.ref.a, 6);       /* REF_invokeStatic */
        const CfConst *ref = &cf->cp[mh->u.ref.b];
        ck_assert_int_eq(ref->tag, CP_METHODREF);
        const char *owner = cf_class_name(cf, ref->u.ref.a);
        const char *name = cf_utf8(cf, cf->cp[ref->u.ref.b].u.ref.a);
        if (!strcmp(owner, "java/lang/invoke/LambdaMetafactory")) {
            lambda++;
            ck_assert_str_eq(name, "metafactory");
            ck_assert_int_eq(b->arg_count, 3);
            ck_assert_int_eq(cf->cp[b->args[0]].tag, CP_METHOD_TYPE);
            ck_assert_int_eq(cf->cp[b->args[1]].tag, CP_METHOD_HANDLE);
        } else {
            concat++;
            ck_assert_str_eq(owner, "java/lang/invoke/StringConcatFactory");
            ck_assert_str_eq(name, "makeConcatWithConstants");
            ck_assert_int_eq(b->arg_count, 1);
            ck_assert_int_eq(cf->cp[b->args[0]].tag, CP_STRING);
            if (!strcmp(cf_utf8(cf, cf->cp[b->args[0]].u.ref.a), "value=\001 next=\001"))
                recipe++;
        }
    }
    ck_assert_int_eq(indys, 3);
    ck_assert_int_eq(lambda, 1);
    ck_assert_int_eq(concat, 2);
    ck_assert_int_eq(recipe, 1);
    cf_free(cf);
    free(f.b);
}
END_TEST

START_TEST(test_nest_members)
{
    Bytes f = load("Sample$Inner");
    ClassFile *cf = expect_ok(f.b, f.n);
    ck_assert_str_eq(cf->name, "Sample$Inner");
    ck_assert_str_eq(cf_class_name(cf, cf->nest_host), "Sample");
    ck_assert_int_eq(cf->nest_member_count, 0);
    ck_assert_int_eq(field(cf, "this$0")->access, ACC_FINAL | ACC_SYNTHETIC);
    cf_free(cf);
    free(f.b);

    f = load("Sample$Nested");
    cf = expect_ok(f.b, f.n);
    ck_assert_str_eq(cf_class_name(cf, cf->nest_host), "Sample");
    ck_assert_int_eq(method(cf, "twice")->access, ACC_STATIC);
    cf_free(cf);
    free(f.b);
}
END_TEST

START_TEST(test_interface)
{
    Bytes f = load("Shape");
    ClassFile *cf = expect_ok(f.b, f.n);
    ck_assert_int_eq(cf->access, ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT);
    ck_assert_int_eq(cf->interface_count, 0);
    ck_assert_str_eq(cf->super_name, "java/lang/Object");
    ck_assert_int_eq(method(cf, "area")->access, ACC_PUBLIC | ACC_ABSTRACT);
    ck_assert(method(cf, "area")->code == NULL);
    ck_assert(method(cf, "describe")->code != NULL);
    cf_free(cf);
    free(f.b);
}
END_TEST

START_TEST(test_old_version)
{
    Bytes f = load("Old");
    ClassFile *cf = expect_ok(f.b, f.n);
    ck_assert_int_eq(cf->major, 52);
    ck_assert_int_eq(cf->bootstrap_count, 0);
    ck_assert_str_eq(method(cf, "<clinit>")->desc, "()V");
    ck_assert_int_eq(method(cf, "<clinit>")->access, ACC_STATIC);
    cf_free(cf);
    free(f.b);
}
END_TEST

START_TEST(test_accessors)
{
    Bytes f = load("Sample");
    ClassFile *cf = expect_ok(f.b, f.n);
    ck_assert(cf_utf8(cf, 0) == NULL);
    ck_assert(cf_utf8(cf, cf->cp_count) == NULL);
    ck_assert(cf_utf8(cf, 65535) == NULL);
    ck_assert(cf_utf8(cf, cf->this_class) == NULL);    /* a Class, not a Utf8 */
    ck_assert(cf_class_name(cf, cf->cp[cf->this_class].u.ref.a) == NULL);
    ck_assert(cf_class_name(cf, 0) == NULL);
    ck_assert_int_eq(cf->cp[0].tag, 0);
    for (unsigned i = 1; i < cf->cp_count; i++)
        if (cf->cp[i].tag == CP_UTF8)
            ck_assert_uint_eq(strlen(cf->cp[i].u.utf8.str), cf->cp[i].u.utf8.len);
    cf_free(cf);
    cf_free(NULL);
    free(f.b);
}
END_TEST

/* ---- built classes that parse ---------------------------------------- */

START_TEST(test_built_minimal)
{
    Buf b;
    minimal(&b);
    ClassFile *cf = expect_ok(b.b, b.n);
    ck_assert_str_eq(cf->name, "Foo");
    ck_assert_int_eq(cf->cp_count, K_COUNT);
    ck_assert_int_eq(cf->cp[K_INT].u.i, 7);
    ck_assert(cf->cp[K_LONG].u.l == 0x100000002LL);
    ck_assert_int_eq(cf->cp[K_LONG2].tag, 0);
    ck_assert(cf->source_file == NULL && cf->signature == NULL);
    ck_assert_int_eq(cf->field_count, 0);
    ck_assert_int_eq(cf->method_count, 1);
    const CfCode *c = cf->methods[0].code;
    ck_assert_int_eq(c->code_length, 1);
    ck_assert_int_eq(c->code[0], 0xB1);
    ck_assert_int_eq(c->handler_count, 0);
    ck_assert_int_eq(c->line_count, 0);
    cf_free(cf);
}
END_TEST

START_TEST(test_built_versions)
{
    static const unsigned ok[][2] = { { 45, 3 }, { 45, 0 }, { 50, 7 }, { 55, 0 }, { 61, 0 } };
    Buf b;
    for (unsigned i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        begin_cp(&b, ok[i][0], 0);
        begin_class(&b, ACC_SUPER);
        b2(&b, 0); b2(&b, 1);
        simple_method(&b);
        b2(&b, 0);
        b.b[5] = (uint8_t)ok[i][1];
        ClassFile *cf = expect_ok(b.b, b.n);
        ck_assert_int_eq(cf->major, ok[i][0]);
        ck_assert_int_eq(cf->minor, ok[i][1]);
        cf_free(cf);
    }
}
END_TEST

/* Skips unknown attributes at every level; concatenates LineNumberTables. */
START_TEST(test_built_attributes)
{
    Buf b;
    begin(&b);
    b2(&b, 2);                                  /* fields */
    b2(&b, ACC_STATIC | ACC_FINAL); b2(&b, K_X); b2(&b, K_I); b2(&b, 2);
    size_t at = attr_begin(&b, K_UNKNOWN); b4(&b, 0xDEADBEEF); attr_end(&b, at);
    at = attr_begin(&b, K_CV); b2(&b, K_INT); attr_end(&b, at);
    b2(&b, ACC_FINAL); b2(&b, K_M); b2(&b, K_I); b2(&b, 1);    /* not static */
    at = attr_begin(&b, K_CV); b2(&b, K_INT); attr_end(&b, at);
    b2(&b, 1);                                  /* methods */
    b2(&b, ACC_PUBLIC); b2(&b, K_M); b2(&b, K_VOID); b2(&b, 3);
    at = attr_begin(&b, K_UNKNOWN); attr_end(&b, at);
    at = attr_begin(&b, K_EXC); b2(&b, 1); b2(&b, K_OBJ); attr_end(&b, at);
    size_t code = attr_begin(&b, K_CODE);
    b2(&b, 2); b2(&b, 3); b4(&b, 3); b1(&b, 0); b1(&b, 0); b1(&b, 0xB1);
    b2(&b, 1); b2(&b, 0); b2(&b, 2); b2(&b, 2); b2(&b, K_OBJ);   /* handler */
    b2(&b, 3);
    at = attr_begin(&b, K_LNT); b2(&b, 1); b2(&b, 0); b2(&b, 10); attr_end(&b, at);
    at = attr_begin(&b, K_UNKNOWN); b1(&b, 1); b1(&b, 2); b1(&b, 3); attr_end(&b, at);
    at = attr_begin(&b, K_LNT); b2(&b, 2); b2(&b, 1); b2(&b, 20); b2(&b, 2); b2(&b, 21);
    attr_end(&b, at);
    attr_end(&b, code);
    b2(&b, 5);                                  /* class attributes */
    at = attr_begin(&b, K_SF); b2(&b, K_SRC); attr_end(&b, at);
    at = attr_begin(&b, K_UNKNOWN); attr_end(&b, at);
    at = attr_begin(&b, K_SIG); b2(&b, K_X); attr_end(&b, at);
    at = attr_begin(&b, K_IC); b2(&b, 1); b2(&b, K_INNER); b2(&b, K_THIS); b2(&b, K_X);
    b2(&b, ACC_STATIC); attr_end(&b, at);
    at = attr_begin(&b, K_NM); b2(&b, 1); b2(&b, K_INNER); attr_end(&b, at);

    ClassFile *cf = expect_ok(b.b, b.n);
    ck_assert_int_eq(cf->fields[0].constant_value, K_INT);
    ck_assert_int_eq(cf->fields[1].constant_value, 0);
    const CfMember *m = &cf->methods[0];
    ck_assert_int_eq(m->exception_count, 1);
    ck_assert_int_eq(m->exceptions[0], K_OBJ);
    ck_assert_int_eq(m->code->max_stack, 2);
    ck_assert_int_eq(m->code->max_locals, 3);
    ck_assert_int_eq(m->code->handler_count, 1);
    ck_assert_int_eq(m->code->handlers[0].end_pc, 2);
    ck_assert_int_eq(m->code->handlers[0].catch_type, K_OBJ);
    ck_assert_int_eq(m->code->line_count, 3);
    ck_assert_int_eq(m->code->lines[0].line, 10);
    ck_assert_int_eq(m->code->lines[1].start_pc, 1);
    ck_assert_int_eq(m->code->lines[1].line, 20);
    ck_assert_int_eq(m->code->lines[2].line, 21);
    ck_assert_str_eq(cf->source_file, "Foo.java");
    ck_assert_str_eq(cf->signature, "x");
    ck_assert_int_eq(cf->inner_count, 1);
    ck_assert_int_eq(cf->inners[0].inner_class, K_INNER);
    ck_assert_int_eq(cf->inners[0].outer_class, K_THIS);
    ck_assert_int_eq(cf->inners[0].access, ACC_STATIC);
    ck_assert_int_eq(cf->nest_member_count, 1);
    cf_free(cf);
}
END_TEST

/* Valid modified UTF-8, including the two-byte NUL and surrogate pairs. */
START_TEST(test_built_utf8_ok)
{
    static const char *ok[] = { "", "\xC3\xA9", "\xE2\x82\xAC", "\xC0\x80",
                                "\xED\xA0\xBD\xED\xB8\x80", "a\x7F" };
    Buf b;
    for (unsigned i = 0; i < sizeof ok / sizeof ok[0]; i++) {
        begin_cp(&b, 61, 1);
        butf8(&b, ok[i]);
        begin_class(&b, ACC_SUPER);
        b2(&b, 0); b2(&b, 0); b2(&b, 0);
        ClassFile *cf = expect_ok(b.b, b.n);
        ck_assert_str_eq(cf_utf8(cf, K_COUNT), ok[i]);
        cf_free(cf);
    }
}
END_TEST

START_TEST(test_built_bootstraps)
{
    Buf b;
    begin_cp(&b, 61, 3);
    b1(&b, CP_INVOKE_DYNAMIC); b2(&b, 1); b2(&b, K_NAT);
    b1(&b, CP_METHOD_HANDLE); b1(&b, 2); b2(&b, K_FREF);   /* getstatic */
    b1(&b, CP_DYNAMIC); b2(&b, 0); b2(&b, K_FNAT);
    begin_class(&b, ACC_SUPER);
    b2(&b, 0); b2(&b, 0);
    b2(&b, 1);
    size_t at = attr_begin(&b, K_BSM);
    b2(&b, 2);
    b2(&b, K_MH); b2(&b, 3); b2(&b, K_INT); b2(&b, K_STR); b2(&b, K_LONG);
    b2(&b, 34); b2(&b, 2); b2(&b, K_MH); b2(&b, 35);
    attr_end(&b, at);
    ClassFile *cf = expect_ok(b.b, b.n);
    ck_assert_int_eq(cf->bootstrap_count, 2);
    ck_assert_int_eq(cf->bootstraps[0].method_ref, K_MH);
    ck_assert_int_eq(cf->bootstraps[0].arg_count, 3);
    ck_assert_int_eq(cf->bootstraps[0].args[2], K_LONG);
    ck_assert_int_eq(cf->bootstraps[1].arg_count, 2);
    ck_assert_int_eq(cf->bootstraps[1].args[1], 35);
    ck_assert_int_eq(cf->cp[K_COUNT].u.ref.a, 1);
    ck_assert_int_eq(cf->cp[K_COUNT + 1].u.ref.a, 2);
    ck_assert_int_eq(cf->cp[K_COUNT + 1].u.ref.b, K_FREF);
    ck_assert_int_eq(cf->cp[K_COUNT + 2].tag, CP_DYNAMIC);
    cf_free(cf);
}
END_TEST

/* ---- broken javac output --------------------------------------------- */

static const char *const data_files[] = { "Sample", "Sample$Inner", "Sample$Nested",
                                          "Shape", "Old" };

/* Every proper prefix of every data file is "Truncated class file". */
START_TEST(test_truncation)
{
    for (unsigned k = 0; k < sizeof data_files / sizeof data_files[0]; k++) {
        Bytes f = load(data_files[k]);
        for (size_t n = 0; n < f.n; n++)
            expect_error(f.b, n, "Truncated class file");
        free(f.b);
    }
}
END_TEST

START_TEST(test_extra_bytes)
{
    Bytes f = load("Sample");
    uint8_t *b = malloc(f.n + 1);
    memcpy(b, f.b, f.n);
    b[f.n] = 0;
    expect_error(b, f.n + 1, "Extra bytes at the end of class file Sample");
    free(b);
    free(f.b);
}
END_TEST

START_TEST(test_bad_magic)
{
    Bytes f = load("Sample");
    f.b[3] = 0xBF;
    expect_error(f.b, f.n, "Incompatible magic value 3405691583 in class file Sample");
    f.b[0] = 0;
    expect_error(f.b, f.n, "Incompatible magic value 16693951 in class file Sample");
    expect_error(f.b, 4, "Truncated class file");
    free(f.b);
}
END_TEST

START_TEST(test_bad_version)
{
    Bytes f = load("Sample");
    f.b[7] = 62;
    expect_error(f.b, f.n, "Sample has been compiled by a more recent version of the Java "
                 "Runtime (class file version 62.0), this version of the Java Runtime only "
                 "recognizes class file versions up to 61.0");
    ck_assert_int_eq(unsupported, 1);
    /* when the pool is cut, only the caller knows the name */
    expect_error(f.b, 300, "<unknown> has been compiled by a more recent version of the Java "
                 "Runtime (class file version 62.0), this version of the Java Runtime only "
                 "recognizes class file versions up to 61.0");
    ck_assert_int_eq(unsupported, 1);
    ck_assert(cf_parse_named(f.b, 300, "Sample", err, sizeof err, &unsupported) == NULL);
    ck_assert_int_eq(unsupported, 1);
    ck_assert(!strncmp(err, "Sample has been compiled", 24));
    f.b[6] = 1;                                 /* 318 */
    ClassFile *cf = parse(f.b, 20);
    ck_assert(cf == NULL && unsupported == 1);
    ck_assert(strstr(err, "(class file version 318.0)") != NULL);
    f.b[6] = 0;
    f.b[7] = 44;
    expect_error(f.b, f.n, "Sample (class file version 44.0) was compiled with an invalid "
                 "major version");
    ck_assert_int_eq(unsupported, 1);
    f.b[7] = 61;
    f.b[4] = f.b[5] = 0xFF;
    expect_error(f.b, f.n, "Preview features are not enabled for Sample (class file version "
                 "61.65535). Try running with '--enable-preview'");
    ck_assert_int_eq(unsupported, 1);
    f.b[7] = 57;
    cf = parse(f.b, f.n);
    ck_assert(cf == NULL && unsupported == 1);
    ck_assert(strstr(err, "was compiled with preview features that are unsupported") != NULL);
    f.b[7] = 61;
    f.b[4] = 0;
    f.b[5] = 1;
    expect_error(f.b, f.n, "Sample (class file version 61.1) was compiled with an invalid "
                 "non-zero minor version");
    ck_assert_int_eq(unsupported, 1);
    f.b[5] = 0;
    f.b[7] = 50;                                /* too old for invokedynamic */
    expect_error(f.b, f.n, "Class file version does not support constant tag 18 in class "
                 "file Sample");
    ck_assert_int_eq(unsupported, 0);
    free(f.b);
}
END_TEST

/* Sample's pool starts with #1 Methodref #2.#3, #2 Class #4, #3 NameAndType
 * #5:#6, #4 Utf8 "java/lang/Object". */
START_TEST(test_bad_cp_javac)
{
    Bytes f = load("Sample");
    ck_assert_int_eq(f.b[10], CP_METHODREF);
    ck_assert_int_eq(f.b[15], CP_CLASS);
    f.b[11] = 0x03;
    f.b[12] = 0xE7;
    expect_error(f.b, f.n, "Invalid constant pool index 999 in class file Sample");
    f.b[11] = 0;
    f.b[12] = 4;
    expect_error(f.b, f.n, "Invalid constant pool index 4 in class file Sample");
    f.b[12] = 2;
    f.b[14] = 2;
    expect_error(f.b, f.n, "Invalid constant pool index 2 in class file Sample");
    f.b[14] = 3;
    f.b[10] = 99;                               /* the walk for a name fails too */
    expect_error(f.b, f.n, "Unknown constant tag 99");
    ClassFile *cf = cf_parse_named(f.b, f.n, "Sample", err, sizeof err, NULL);
    ck_assert(cf == NULL);
    ck_assert_str_eq(err, "Unknown constant tag 99 in class file Sample");
    f.b[10] = 2;
    expect_error(f.b, f.n, "Unknown constant tag 2");
    f.b[10] = CP_METHODREF;
    f.b[15] = CP_MODULE;
    expect_error(f.b, f.n, "Unknown constant tag 19 in class file Sample");
    f.b[15] = CP_PACKAGE;
    expect_error(f.b, f.n, "Unknown constant tag 20 in class file Sample");
    f.b[15] = CP_CLASS;
    f.b[8] = f.b[9] = 0;
    expect_error(f.b, f.n, "Illegal constant pool size 0");
    free(f.b);
}
END_TEST

/* Random byte changes, insertions and cuts, with a fixed seed: no crash,
 * no leak, and whatever parses is consistent. */
START_TEST(test_random_mutations)
{
    uint64_t seed = 0x9E3779B97F4A7C15ull;
    unsigned parsed = 0, total = 0;
    for (unsigned k = 0; k < sizeof data_files / sizeof data_files[0]; k++) {
        Bytes f = load(data_files[k]);
        uint8_t *b = malloc(f.n + 16);
        for (unsigned iter = 0; iter < 4000; iter++) {
            size_t n = f.n;
            memcpy(b, f.b, n);
            unsigned changes = 1 + iter % 4;
            for (unsigned c = 0; c < changes; c++) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                size_t at = (size_t)(seed >> 16) % n;
                uint8_t v = (uint8_t)(seed >> 8);
                switch (seed % 8) {
                case 0:                         /* a small value nearby */
                    b[at] = (uint8_t)(b[at] + 1 - (seed >> 40) % 3);
                    break;
                case 1:                         /* insert a byte */
                    if (n < f.n + 16) {
                        memmove(b + at + 1, b + at, n - at);
                        b[at] = v;
                        n++;
                    }
                    break;
                case 2:                         /* delete a byte */
                    memmove(b + at, b + at + 1, n - at - 1);
                    n--;
                    break;
                default:
                    b[at] = v;
                }
            }
            ClassFile *cf = parse(b, n);
            total++;
            if (!cf)
                continue;
            parsed++;
            ck_assert(cf->name != NULL);
            for (unsigned i = 0; i < cf->method_count; i++) {
                const CfMember *m = &cf->methods[i];
                ck_assert(m->name && m->desc);
                if (m->code)
                    ck_assert(m->code->code_length > 0 && m->code->code_length < 65536);
            }
            cf_free(cf);
        }
        free(b);
        free(f.b);
    }
    ck_assert_int_eq(total, 20000);
    ck_assert_int_gt(parsed, 0);               /* some changes are harmless */
    ck_assert_int_lt(parsed, total);
}
END_TEST

/* ---- broken built classes -------------------------------------------- */

/* Expects a class whose pool has the given extra entries (and which is
 * otherwise minimal) to fail with msg. */
static void expect_cp_error(const uint8_t *extra, size_t n, unsigned count, const char *msg)
{
    Buf b;
    begin_cp(&b, 61, count);
    for (size_t i = 0; i < n; i++)
        b1(&b, extra[i]);
    begin_class(&b, ACC_SUPER);
    b2(&b, 0);
    b2(&b, 1);
    simple_method(&b);
    b2(&b, 0);
    expect_error(b.b, b.n, msg);
}

#define CP_ERROR(msg, count, ...) do { \
        static const uint8_t e_[] = { __VA_ARGS__ }; \
        expect_cp_error(e_, sizeof e_, count, msg); \
    } while (0)

START_TEST(test_cp_wrong_tags)
{
    /* K_COUNT is 33; each entry below is #33. */
    CP_ERROR("Invalid constant pool index 2 in class file Foo", 1, CP_CLASS, 0, K_THIS);
    CP_ERROR("Invalid constant pool index 0 in class file Foo", 1, CP_CLASS, 0, 0);
    CP_ERROR("Invalid constant pool index 34 in class file Foo", 1, CP_STRING, 0, 34);
    CP_ERROR("Invalid constant pool index 18 in class file Foo", 1, CP_STRING, 0, K_LONG2);
    CP_ERROR("Invalid constant pool index 1 in class file Foo", 1,
             CP_FIELDREF, 0, K_NAME, 0, K_FNAT);
    CP_ERROR("Invalid constant pool index 2 in class file Foo", 1,
             CP_METHODREF, 0, K_THIS, 0, K_THIS);
    CP_ERROR("Invalid constant pool index 4 in class file Foo", 1,
             CP_INTERFACE_METHODREF, 0, K_OBJ, 0, K_OBJ);
    CP_ERROR("Invalid constant pool index 11 in class file Foo", 1,
             CP_NAME_AND_TYPE, 0, K_INT, 0, K_I);
    CP_ERROR("Invalid constant pool index 11 in class file Foo", 1,
             CP_NAME_AND_TYPE, 0, K_X, 0, K_INT);
    CP_ERROR("Invalid constant pool index 2 in class file Foo", 1, CP_METHOD_TYPE, 0, K_THIS);
    CP_ERROR("Invalid constant pool index 4 in class file Foo", 1,
             CP_INVOKE_DYNAMIC, 0, 0, 0, K_OBJ);
    CP_ERROR("Bad method handle kind at constant pool index 33 in class file Foo", 1,
             CP_METHOD_HANDLE, 0, 0, K_MREF);
    CP_ERROR("Bad method handle kind at constant pool index 33 in class file Foo", 1,
             CP_METHOD_HANDLE, 10, 0, K_MREF);
    CP_ERROR("Invalid constant pool index 20 in class file Foo (not a field)", 1,
             CP_METHOD_HANDLE, 1, 0, K_MREF);
    CP_ERROR("Invalid constant pool index 31 in class file Foo (not a method)", 1,
             CP_METHOD_HANDLE, 5, 0, K_FREF);
    CP_ERROR("Invalid constant pool index 20 in class file Foo (not an interface method)", 1,
             CP_METHOD_HANDLE, 9, 0, K_MREF);
    CP_ERROR("Bad constructor name at constant pool index 6 in class file Foo", 1,
             CP_METHOD_HANDLE, 8, 0, K_MREF);
}
END_TEST

START_TEST(test_cp_bad_names)
{
    /* #33 Utf8, #34 NameAndType #33:... or #35 ..., and a reference to it. */
    CP_ERROR("Field \"x\" in class Foo has illegal signature \"()V\"", 3,
             CP_UTF8, 0, 1, 'y', CP_NAME_AND_TYPE, 0, K_X, 0, K_VOID,
             CP_FIELDREF, 0, K_THIS, 0, 34);
    CP_ERROR("Illegal field name \"a.b\" in class Foo", 3,
             CP_UTF8, 0, 3, 'a', '.', 'b', CP_NAME_AND_TYPE, 0, 33, 0, K_I,
             CP_FIELDREF, 0, K_THIS, 0, 34);
    CP_ERROR("Method \"x\" in class Foo has illegal signature \"I\"", 2,
             CP_NAME_AND_TYPE, 0, K_X, 0, K_I, CP_METHODREF, 0, K_THIS, 0, 33);
    CP_ERROR("Method \"<init>\" in class Foo has illegal signature \"(I)I\"", 4,
             CP_UTF8, 0, 6, '<', 'i', 'n', 'i', 't', '>', CP_UTF8, 0, 4, '(', 'I', ')', 'I',
             CP_NAME_AND_TYPE, 0, 33, 0, 34, CP_METHODREF, 0, K_THIS, 0, 35);
    CP_ERROR("Bad method name at constant pool index 33 in class file Foo", 3,
             CP_UTF8, 0, 8, '<', 'c', 'l', 'i', 'n', 'i', 't', '>',
             CP_NAME_AND_TYPE, 0, 33, 0, K_VOID, CP_METHODREF, 0, K_THIS, 0, 34);
    CP_ERROR("Illegal method name \"a<b\" in class Foo", 3,
             CP_UTF8, 0, 3, 'a', '<', 'b', CP_NAME_AND_TYPE, 0, 33, 0, K_VOID,
             CP_INTERFACE_METHODREF, 0, K_THIS, 0, 34);
    CP_ERROR("Method \"x\" in class Foo has illegal signature \"(V)V\"", 3,
             CP_UTF8, 0, 4, '(', 'V', ')', 'V', CP_NAME_AND_TYPE, 0, K_X, 0, 33,
             CP_METHODREF, 0, K_THIS, 0, 34);
    CP_ERROR("Class name is empty or contains illegal character in descriptor in class "
             "file Foo", 3,
             CP_UTF8, 0, 5, '(', 'L', ';', ')', 'V', CP_NAME_AND_TYPE, 0, K_X, 0, 33,
             CP_METHODREF, 0, K_THIS, 0, 34);
    CP_ERROR("Field \"x\" in class Foo has illegal signature \"[[I;\"", 3,
             CP_UTF8, 0, 4, '[', '[', 'I', ';', CP_NAME_AND_TYPE, 0, K_X, 0, 33,
             CP_FIELDREF, 0, K_THIS, 0, 34);
    CP_ERROR("Class name is empty or contains illegal character in descriptor in class "
             "file Foo", 3,
             CP_UTF8, 0, 5, '[', 'L', 'a', '.', ';', CP_NAME_AND_TYPE, 0, K_X, 0, 33,
             CP_FIELDREF, 0, K_THIS, 0, 34);
    CP_ERROR("Method \"x\" in class Foo has illegal signature \"()VV\"", 3,
             CP_UTF8, 0, 4, '(', ')', 'V', 'V', CP_NAME_AND_TYPE, 0, K_X, 0, 33,
             CP_METHODREF, 0, K_THIS, 0, 34);
    CP_ERROR("Illegal class name \"a//b\" in class file Foo", 2,
             CP_UTF8, 0, 4, 'a', '/', '/', 'b', CP_CLASS, 0, 33);
    CP_ERROR("Illegal class name \"La;\" in class file Foo", 2,
             CP_UTF8, 0, 3, 'L', 'a', ';', CP_CLASS, 0, 33);
    CP_ERROR("Illegal class name \"[\" in class file Foo", 2,
             CP_UTF8, 0, 1, '[', CP_CLASS, 0, 33);
    Buf b;                                      /* at most 255 dimensions */
    char dims[300];
    memset(dims, '[', 256);
    strcpy(dims + 256, "I");
    for (unsigned n = 255; n <= 256; n++) {
        begin_cp(&b, 61, 1);
        butf8(&b, dims + 256 - n);
        begin_class(&b, ACC_SUPER);
        b2(&b, 1);
        b2(&b, ACC_STATIC); b2(&b, K_X); b2(&b, 33); b2(&b, 0);
        b2(&b, 0); b2(&b, 0);
        ClassFile *cf = parse(b.b, b.n);
        ck_assert_int_eq(cf != NULL, n == 255);
        cf_free(cf);
    }
    CP_ERROR("Method \"type\" in class Foo has illegal signature \"I\"", 1,
             CP_METHOD_TYPE, 0, K_I);
    CP_ERROR("Bad method name at constant pool index 33 in class file Foo", 4,
             CP_UTF8, 0, 6, '<', 'i', 'n', 'i', 't', '>', CP_NAME_AND_TYPE, 0, 33, 0, K_VOID,
             CP_METHODREF, 0, K_THIS, 0, 34, CP_METHOD_HANDLE, 6, 0, 35);
}
END_TEST

START_TEST(test_cp_structure)
{
    CP_ERROR("Invalid constant pool entry 33 in class file Foo", 1,
             CP_LONG, 0, 0, 0, 0, 0, 0, 0, 0);
    CP_ERROR("Invalid constant pool entry 33 in class file Foo", 1,
             CP_DOUBLE, 0, 0, 0, 0, 0, 0, 0, 0);
    /* an unknown tag stops the walk that finds the name for messages */
    CP_ERROR("Unknown constant tag 2", 1, 2, 0, 0);
    CP_ERROR("Unknown constant tag 13", 1, 13, 0, 0);
    CP_ERROR("Unknown constant tag 14", 1, 14, 0, 0);
    CP_ERROR("Unknown constant tag 21", 1, 21, 0, 0);
    CP_ERROR("Unknown constant tag 0", 1, 0, 0, 0);
    CP_ERROR("Unknown constant tag 19 in class file Foo", 1, CP_MODULE, 0, K_X);
    CP_ERROR("Unknown constant tag 20 in class file Foo", 1, CP_PACKAGE, 0, K_X);
    /* the pool's count is one higher than its entries: the parse runs into
     * the access flags and beyond */
    expect_cp_error(NULL, 0, 1, "Unknown constant tag 0");
}
END_TEST

START_TEST(test_cp_old_version)
{
    Buf b;
    begin_cp(&b, 50, 1);
    b1(&b, CP_METHOD_HANDLE); b1(&b, 6); b2(&b, K_MREF);
    begin_class(&b, ACC_SUPER);
    b2(&b, 0); b2(&b, 0); b2(&b, 0);
    expect_error(b.b, b.n, "Class file version does not support constant tag 15 in class "
                 "file Foo");
    begin_cp(&b, 54, 1);
    b1(&b, CP_DYNAMIC); b2(&b, 0); b2(&b, K_FNAT);
    begin_class(&b, ACC_SUPER);
    b2(&b, 0); b2(&b, 0); b2(&b, 0);
    expect_error(b.b, b.n, "Class file version does not support constant tag 17 in class "
                 "file Foo");
}
END_TEST

START_TEST(test_bad_utf8)
{
    static const char *bad[] = { "a\xF0", "\xFF", "\x80", "ab\xC3", "\xE2\x82", "\xC3\x41",
                                 "\xE2\x41\x80", "\xBF\xBF", "\xF8\x80\x80\x80" };
    Buf b;
    for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        begin_cp(&b, 61, 1);
        butf8(&b, bad[i]);
        begin_class(&b, ACC_SUPER);
        b2(&b, 0); b2(&b, 0); b2(&b, 0);
        expect_error(b.b, b.n, "Illegal UTF8 string in constant pool in class file Foo");
    }
    CP_ERROR("Illegal UTF8 string in constant pool in class file Foo", 1, CP_UTF8, 0, 2, 'a', 0);
}
END_TEST

START_TEST(test_bad_class_header)
{
    Buf b;
    static const unsigned bad_access[] = {
        ACC_FINAL | ACC_ABSTRACT, ACC_INTERFACE, ACC_INTERFACE | ACC_ABSTRACT | ACC_FINAL,
        ACC_INTERFACE | ACC_ABSTRACT | ACC_SUPER, ACC_ANNOTATION,
        ACC_INTERFACE | ACC_ABSTRACT | ACC_ENUM,
    };
    char msg[128];
    for (unsigned i = 0; i < sizeof bad_access / sizeof bad_access[0]; i++) {
        begin_cp(&b, 61, 0);
        begin_class(&b, bad_access[i]);
        b2(&b, 0); b2(&b, 0); b2(&b, 0);
        snprintf(msg, sizeof msg, "Illegal class modifiers in class Foo: 0x%X", bad_access[i]);
        expect_error(b.b, b.n, msg);
    }
    begin_cp(&b, 61, 0);
    begin_class(&b, ACC_MODULE);
    b2(&b, 0); b2(&b, 0); b2(&b, 0);
    expect_error(b.b, b.n, "Foo is not a class because access_flag ACC_MODULE is set");

    begin_cp(&b, 61, 0);
    size_t flags = b.n;                         /* access, this, super */
    minimal(&b);
    ck_assert_int_eq(b.b[flags + 3], K_THIS);
    b.b[flags + 3] = K_NAME;
    expect_error(b.b, b.n, "Invalid this class index 1 in constant pool in class file <unknown>");
    ClassFile *cf = cf_parse_named(b.b, b.n, "Foo", err, sizeof err, NULL);
    ck_assert(cf == NULL);
    ck_assert_str_eq(err, "Invalid this class index 1 in constant pool in class file Foo");
    b.b[flags + 3] = K_THIS;
    b.b[flags + 5] = 0;
    expect_error(b.b, b.n, "Invalid superclass index 0 in class file Foo");
    b.b[flags + 5] = K_OBJ_NAME;
    expect_error(b.b, b.n, "Invalid superclass index 3 in class file Foo");
    b.b[flags + 5] = K_INNER;
    cf = expect_ok(b.b, b.n);
    ck_assert_str_eq(cf->super_name, "Foo$Bar");
    cf_free(cf);
    put2(&b, flags, ACC_INTERFACE | ACC_ABSTRACT);
    expect_error(b.b, b.n, "Interfaces must have java.lang.Object as superclass in class "
                 "file Foo");
}
END_TEST

START_TEST(test_bad_interfaces)
{
    Buf b;
    begin_cp(&b, 61, 0);
    b2(&b, ACC_SUPER); b2(&b, K_THIS); b2(&b, K_OBJ);
    b2(&b, 2); b2(&b, K_OBJ); b2(&b, K_OBJ_NAME);
    b2(&b, 0); b2(&b, 0); b2(&b, 0);
    expect_error(b.b, b.n, "Interface name has bad constant pool index 3 in class file Foo");
    b.b[b.n - 7] = K_INNER;
    ClassFile *cf = expect_ok(b.b, b.n);
    ck_assert_int_eq(cf->interface_count, 2);
    ck_assert_str_eq(cf->interfaces[1], "Foo$Bar");
    cf_free(cf);
}
END_TEST

/* A class with one field (access, name, desc) carrying one attribute body. */
static void one_field(Buf *b, unsigned access, unsigned name, unsigned desc,
                      unsigned attr, const uint8_t *body, size_t n)
{
    begin(b);
    b2(b, 1);
    b2(b, access); b2(b, name); b2(b, desc);
    b2(b, attr ? 1 : 0);
    if (attr) {
        size_t at = attr_begin(b, attr);
        for (size_t i = 0; i < n; i++)
            b1(b, body[i]);
        attr_end(b, at);
    }
    b2(b, 0);
    b2(b, 0);
}

/* The first byte after desc is the attribute's name index (0: none), the
 * others its body. */
#define FIELD_ERROR(msg, access, name, desc, ...) do { \
        static const uint8_t f_[] = { __VA_ARGS__ }; \
        Buf fb_; \
        one_field(&fb_, access, name, desc, f_[0], f_ + 1, sizeof f_ - 1); \
        expect_error(fb_.b, fb_.n, msg); \
    } while (0)

START_TEST(test_bad_fields)
{
    unsigned s = ACC_STATIC;
    FIELD_ERROR("Invalid constant pool index 2 for field name in class file Foo", s, K_THIS, K_I, 0);
    FIELD_ERROR("Invalid constant pool index 2 for field signature in class file Foo", s,
                K_X, K_THIS, 0);
    FIELD_ERROR("Illegal field name \"java/lang/Object\" in class Foo", s, K_OBJ_NAME, K_I, 0);
    FIELD_ERROR("Field \"x\" in class Foo has illegal signature \"()V\"", s, K_X, K_VOID, 0);
    FIELD_ERROR("Field \"x\" in class Foo has illegal signature \"Foo\"", s, K_X, K_NAME, 0);
    FIELD_ERROR("Illegal field modifiers in class Foo: 0x3", ACC_PUBLIC | ACC_PRIVATE,
                K_X, K_I, 0);
    FIELD_ERROR("Illegal field modifiers in class Foo: 0x50", ACC_FINAL | ACC_VOLATILE,
                K_X, K_I, 0);
    FIELD_ERROR("Invalid ConstantValue field attribute length 3 in class file Foo", s,
                K_X, K_I, K_CV, 0, K_INT, 0);
    FIELD_ERROR("Bad initial value index 0 in ConstantValue attribute in class file Foo", s,
                K_X, K_I, K_CV, 0, 0);
    FIELD_ERROR("Inconsistent constant value type in class file Foo", s,
                K_X, K_I, K_CV, 0, K_LONG2);
    FIELD_ERROR("Bad initial value index 33 in ConstantValue attribute in class file Foo", s,
                K_X, K_I, K_CV, 0, 33);
    FIELD_ERROR("Inconsistent constant value type in class file Foo", s,
                K_X, K_I, K_CV, 0, K_LONG);
    FIELD_ERROR("Inconsistent constant value type in class file Foo", s,
                K_X, K_J, K_CV, 0, K_INT);
    FIELD_ERROR("Inconsistent constant value type in class file Foo", s,
                K_X, K_I, K_CV, 0, K_STR);
    FIELD_ERROR("Invalid field attribute index 2 in class file Foo", s, K_X, K_I, K_THIS);
    Buf b;
    one_field(&b, s, K_X, K_J, K_CV, (const uint8_t[]){ 0, K_LONG }, 2);
    ClassFile *cf = expect_ok(b.b, b.n);
    ck_assert_int_eq(cf->fields[0].constant_value, K_LONG);
    cf_free(cf);

    /* an attribute that runs past the end of the file */
    one_field(&b, s, K_X, K_J, K_UNKNOWN, NULL, 0);
    put2(&b, b.n - 6, 5);                       /* 4 bytes are left */
    expect_error(b.b, b.n, "Truncated class file");

    begin(&b);                                  /* two ConstantValues */
    b2(&b, 1);
    b2(&b, s); b2(&b, K_X); b2(&b, K_I); b2(&b, 2);
    size_t at = attr_begin(&b, K_CV); b2(&b, K_INT); attr_end(&b, at);
    at = attr_begin(&b, K_CV); b2(&b, K_INT); attr_end(&b, at);
    b2(&b, 0); b2(&b, 0);
    expect_error(b.b, b.n, "Duplicate ConstantValue attribute in class file Foo");

    begin(&b);                                  /* two x:I */
    b2(&b, 3);
    b2(&b, 0); b2(&b, K_X); b2(&b, K_I); b2(&b, 0);
    b2(&b, 0); b2(&b, K_X); b2(&b, K_J); b2(&b, 0);
    b2(&b, 0); b2(&b, K_X); b2(&b, K_I); b2(&b, 0);
    b2(&b, 0); b2(&b, 0);
    expect_error(b.b, b.n, "Duplicate field name \"x\" with signature \"I\" in class file Foo");
}
END_TEST

/* A class with one method m()V: access, then the attributes as given. */
static void one_method(Buf *b, unsigned access, const uint8_t *attrs, size_t n)
{
    begin(b);
    b2(b, 0);
    b2(b, 1);
    b2(b, access); b2(b, K_M); b2(b, K_VOID);
    for (size_t i = 0; i < n; i++)
        b1(b, attrs[i]);
    b2(b, 0);
}

#define METHOD_ERROR(msg, access, ...) do { \
        static const uint8_t m_[] = { __VA_ARGS__ }; \
        Buf mb_; \
        one_method(&mb_, access, m_, sizeof m_); \
        expect_error(mb_.b, mb_.n, msg); \
    } while (0)

/* One attribute, then a Code attribute (code {return}, one local, no
 * handlers, no attributes). */
#define CODE_RET_L(locals) 0, K_CODE, 0, 0, 0, 13, 0, 1, 0, locals, 0, 0, 0, 1, 0xB1, 0, 0, 0, 0
#define CODE_RET CODE_RET_L(1)

START_TEST(test_bad_methods)
{
    unsigned s = ACC_STATIC;
    METHOD_ERROR("Absent Code attribute in method that is not native or abstract in class "
                 "file Foo", s, 0, 0);
    METHOD_ERROR("Code attribute in native or abstract methods in class file Foo",
                 ACC_NATIVE, 0, 1, CODE_RET);
    METHOD_ERROR("Code attribute in native or abstract methods in class file Foo",
                 ACC_ABSTRACT, 0, 1, CODE_RET);
    METHOD_ERROR("Multiple Code attributes in class file Foo", s, 0, 2, CODE_RET, CODE_RET);
    METHOD_ERROR("Method m in class Foo has illegal modifiers: 0x408", ACC_ABSTRACT | s, 0, 0);
    METHOD_ERROR("Method m in class Foo has illegal modifiers: 0x5", ACC_PUBLIC | ACC_PROTECTED,
                 0, 1, CODE_RET);
    METHOD_ERROR("Arguments can't fit into locals in class file Foo", 0,
                 0, 1, CODE_RET_L(0));          /* "this" needs a local */
    METHOD_ERROR("Invalid method attribute name index 11 in class file Foo", s,
                 0, 1, 0, K_INT, 0, 0, 0, 0);
    METHOD_ERROR("Exceptions attribute has wrong length in class file Foo", ACC_NATIVE,
                 0, 1, 0, K_EXC, 0, 0, 0, 3, 0, 1, 0);
    METHOD_ERROR("Exception name has bad type at constant pool 1 in class file Foo", ACC_NATIVE,
                 0, 1, 0, K_EXC, 0, 0, 0, 4, 0, 1, 0, K_NAME);
    METHOD_ERROR("Exception name has bad type at constant pool 0 in class file Foo", ACC_NATIVE,
                 0, 1, 0, K_EXC, 0, 0, 0, 4, 0, 1, 0, 0);
    METHOD_ERROR("Multiple Exceptions attributes in class file Foo", ACC_NATIVE,
                 0, 2, 0, K_EXC, 0, 0, 0, 2, 0, 0, 0, K_EXC, 0, 0, 0, 2, 0, 0);
    METHOD_ERROR("Truncated class file", ACC_NATIVE, 0, 1, 0, K_UNKNOWN, 0, 0, 0, 3);
    METHOD_ERROR("Truncated class file", ACC_NATIVE, 0, 1, 0, K_UNKNOWN, 0xFF, 0xFF, 0xFF, 0xFF);
    METHOD_ERROR("Truncated class file", ACC_NATIVE, 0, 1, 0, K_UNKNOWN, 0, 0);

    Buf b;
    one_method(&b, ACC_NATIVE, (const uint8_t[]){ 0, 0 }, 2);
    size_t name = b.n - 2 - 2 - 2 - 2;          /* name index, before desc and count */
    b.b[name + 1] = K_THIS;
    expect_error(b.b, b.n, "Illegal constant pool index 2 for method name in class file Foo");
    b.b[name + 1] = K_OBJ_NAME;
    expect_error(b.b, b.n, "Illegal method name \"java/lang/Object\" in class Foo");
    b.b[name + 1] = K_M;
    b.b[name + 3] = K_THIS;
    expect_error(b.b, b.n, "Illegal constant pool index 2 for method signature in class file Foo");
    b.b[name + 3] = K_I;
    expect_error(b.b, b.n, "Method \"m\" in class Foo has illegal signature \"I\"");

    begin(&b);                                  /* m()V twice */
    b2(&b, 0);
    b2(&b, 2);
    b2(&b, ACC_NATIVE); b2(&b, K_M); b2(&b, K_VOID); b2(&b, 0);
    b2(&b, ACC_NATIVE); b2(&b, K_M); b2(&b, K_VOID); b2(&b, 0);
    b2(&b, 0);
    expect_error(b.b, b.n, "Duplicate method name \"m\" with signature \"()V\" in class file Foo");
}
END_TEST

#define CODE_HEAD(len) 0, 1, 0, K_CODE, 0, 0, (len) >> 8, (len) & 0xFF

START_TEST(test_bad_code)
{
    unsigned s = ACC_STATIC;
    /* max_stack, max_locals, code_length, code, handlers, attributes */
    METHOD_ERROR("Invalid method Code length 0 in class file Foo", s,
                 CODE_HEAD(12), 0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0);
    METHOD_ERROR("Invalid method Code length 65536 in class file Foo", s,
                 CODE_HEAD(12), 0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0);
    METHOD_ERROR("Code segment has wrong length in class file Foo", s,
                 CODE_HEAD(12), 0, 1, 0, 1, 0, 0, 0, 4, 0xB1, 0, 0, 0);
    METHOD_ERROR("Code segment has wrong length in class file Foo", s,
                 CODE_HEAD(15), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 0, 0, 0, 0, 0);
    METHOD_ERROR("Code segment has wrong length in class file Foo", s,
                 CODE_HEAD(11), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 0, 0);
    METHOD_ERROR("Code segment has wrong length in class file Foo", s,
                 CODE_HEAD(5), 0, 1, 0, 1, 0);
    METHOD_ERROR("Code segment has wrong length in class file Foo", s,     /* handlers */
                 CODE_HEAD(14), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 1, 0, 0, 0);
    METHOD_ERROR("Truncated class file", s, CODE_HEAD(200), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1);
    /* handlers: start, end, handler, catch type */
    METHOD_ERROR("Illegal exception table range in class file Foo", s,
                 CODE_HEAD(21), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 1,
                 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    METHOD_ERROR("Illegal exception table range in class file Foo", s,
                 CODE_HEAD(21), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 1,
                 0, 0, 0, 2, 0, 0, 0, 0, 0, 0);
    METHOD_ERROR("Illegal exception table handler in class file Foo", s,
                 CODE_HEAD(21), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 1,
                 0, 0, 0, 1, 0, 1, 0, 0, 0, 0);
    METHOD_ERROR("Catch type in exception table has bad constant type in class file Foo", s,
                 CODE_HEAD(21), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 1,
                 0, 0, 0, 1, 0, 0, 0, K_NAME, 0, 0);
    /* Code's own attributes */
    METHOD_ERROR("Invalid code attribute name index 2 in class file Foo", s,
                 CODE_HEAD(19), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 0, 0, 1, 0, K_THIS, 0, 0, 0, 0);
    METHOD_ERROR("Code segment has wrong length in class file Foo", s,
                 CODE_HEAD(19), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 0, 0, 1,
                 0, K_UNKNOWN, 0, 0, 0, 1);
    METHOD_ERROR("LineNumberTable attribute has wrong length in class file Foo", s,
                 CODE_HEAD(23), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 0, 0, 1,
                 0, K_LNT, 0, 0, 0, 4, 0, 2, 0, 0);
    METHOD_ERROR("LineNumberTable attribute has wrong length in class file Foo", s,
                 CODE_HEAD(20), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 0, 0, 1,
                 0, K_LNT, 0, 0, 0, 1, 0);
    METHOD_ERROR("Invalid pc in LineNumberTable in class file Foo", s,
                 CODE_HEAD(25), 0, 1, 0, 1, 0, 0, 0, 1, 0xB1, 0, 0, 0, 1,
                 0, K_LNT, 0, 0, 0, 6, 0, 1, 0, 1, 0, 5);
}
END_TEST

START_TEST(test_method_rules)
{
    Buf b;
    /* <init> returning non-void, static <init>, <clinit> */
    begin_cp(&b, 61, 4);
    butf8(&b, "<init>");
    butf8(&b, "<clinit>");
    butf8(&b, "(I)V");
    butf8(&b, "(I)I");
    begin_class(&b, ACC_SUPER);
    b2(&b, 0);
    b2(&b, 1);
    b2(&b, ACC_NATIVE); b2(&b, 33); b2(&b, K_I); b2(&b, 0);
    b2(&b, 0);
    expect_error(b.b, b.n, "Method <init> in class Foo has illegal modifiers: 0x100");
    size_t acc = b.n - 10, name = b.n - 8, desc = b.n - 6;
    put2(&b, acc, ACC_PUBLIC);
    expect_error(b.b, b.n, "Method \"<init>\" in class Foo has illegal signature \"I\"");
    put2(&b, desc, 36);
    expect_error(b.b, b.n, "Method \"<init>\" in class Foo has illegal signature \"(I)I\"");
    put2(&b, desc, 35);
    expect_error(b.b, b.n, "Absent Code attribute in method that is not native or abstract "
                 "in class file Foo");
    put2(&b, acc, ACC_STATIC | ACC_NATIVE);
    expect_error(b.b, b.n, "Method <init> in class Foo has illegal modifiers: 0x108");
    put2(&b, acc, ACC_NATIVE);
    expect_error(b.b, b.n, "Method <init> in class Foo has illegal modifiers: 0x100");
    put2(&b, name, 34);                         /* <clinit>(I)V */
    expect_error(b.b, b.n, "Method <clinit> is not static in class file Foo");
    put2(&b, acc, ACC_NATIVE | ACC_STATIC);
    expect_error(b.b, b.n, "Method \"<clinit>\" in class Foo has illegal signature \"(I)V\"");
    put2(&b, desc, K_VOID);                     /* flags other than static are ignored */
    put2(&b, acc, ACC_PUBLIC | ACC_ABSTRACT | ACC_STATIC);
    expect_error(b.b, b.n, "Absent Code attribute in method that is not native or abstract "
                 "in class file Foo");

    /* interface methods */
    begin_cp(&b, 61, 0);
    begin_class(&b, ACC_INTERFACE | ACC_ABSTRACT);
    b2(&b, 0);
    b2(&b, 1);
    b2(&b, ACC_ABSTRACT); b2(&b, K_M); b2(&b, K_VOID); b2(&b, 0);
    b2(&b, 0);
    expect_error(b.b, b.n, "Method m in class Foo has illegal modifiers: 0x400");
    acc = b.n - 10;
    put2(&b, acc, ACC_PUBLIC | ACC_FINAL);
    expect_error(b.b, b.n, "Method m in class Foo has illegal modifiers: 0x11");
    put2(&b, acc, ACC_PUBLIC | ACC_STATIC | ACC_ABSTRACT);
    expect_error(b.b, b.n, "Method m in class Foo has illegal modifiers: 0x409");
    put2(&b, acc, ACC_PUBLIC | ACC_ABSTRACT);
    ClassFile *cf = expect_ok(b.b, b.n);
    ck_assert_int_eq(cf->methods[0].access, ACC_PUBLIC | ACC_ABSTRACT);
    cf_free(cf);

    /* interface fields must be public static final */
    begin_cp(&b, 61, 0);
    begin_class(&b, ACC_INTERFACE | ACC_ABSTRACT);
    b2(&b, 1);
    b2(&b, ACC_PUBLIC | ACC_STATIC); b2(&b, K_X); b2(&b, K_I); b2(&b, 0);
    b2(&b, 0); b2(&b, 0);
    expect_error(b.b, b.n, "Illegal field modifiers in class Foo: 0x9");
}
END_TEST

START_TEST(test_more_rules)
{
    Buf b;
    char desc[300] = "(";
    memset(desc + 1, 'I', 255);
    strcpy(desc + 256, ")V");
    begin_cp(&b, 61, 1);                        /* 255 slots of arguments */
    butf8(&b, desc);
    begin_class(&b, ACC_SUPER);
    b2(&b, 0);
    b2(&b, 1);
    b2(&b, ACC_NATIVE | ACC_STATIC); b2(&b, K_M); b2(&b, 33); b2(&b, 0);
    b2(&b, 0);
    ClassFile *cf = expect_ok(b.b, b.n);
    cf_free(cf);
    put2(&b, b.n - 10, ACC_NATIVE);             /* and this */
    expect_error(b.b, b.n, "Too many arguments in method signature in class file Foo");

    begin_cp(&b, 61, 0);                        /* an empty interface */
    begin_class(&b, ACC_INTERFACE | ACC_ABSTRACT);
    b2(&b, 0);
    b2(&b, 0);
    b2(&b, 0);
    cf = expect_ok(b.b, b.n);
    cf_free(cf);

    begin_cp(&b, 61, 1);                        /* <init> in an interface */
    butf8(&b, "<init>");
    begin_class(&b, ACC_INTERFACE | ACC_ABSTRACT);
    b2(&b, 0);
    b2(&b, 1);
    b2(&b, ACC_PUBLIC); b2(&b, 33); b2(&b, K_VOID); b2(&b, 0);
    b2(&b, 0);
    expect_error(b.b, b.n, "Interface cannot have a method named <init>, class file Foo");

    /* an array as this or super class */
    begin_cp(&b, 61, 2);
    butf8(&b, "[LFoo;");
    b1(&b, CP_CLASS); b2(&b, 33);
    size_t flags = b.n;
    begin_class(&b, ACC_SUPER);
    b2(&b, 0); b2(&b, 0); b2(&b, 0);
    put2(&b, flags + 4, 34);
    expect_error(b.b, b.n, "Bad superclass name in class file Foo");
    put2(&b, flags + 2, 34);
    put2(&b, flags + 4, K_OBJ);
    expect_error(b.b, b.n, "Bad class name in class file [LFoo;");

    /* interface methods before version 52 are public abstract */
    begin_cp(&b, 51, 0);
    begin_class(&b, ACC_INTERFACE | ACC_ABSTRACT);
    b2(&b, 0);
    b2(&b, 1);
    b2(&b, ACC_PUBLIC | ACC_ABSTRACT); b2(&b, K_M); b2(&b, K_VOID); b2(&b, 0);
    b2(&b, 0);
    cf = expect_ok(b.b, b.n);
    cf_free(cf);
    put2(&b, b.n - 10, ACC_PRIVATE | ACC_ABSTRACT);
    expect_error(b.b, b.n, "Method m in class Foo has illegal modifiers: 0x402");

    /* a module-info is not a class */
    begin_cp(&b, 61, 1);
    b1(&b, CP_MODULE); b2(&b, K_X);
    begin_class(&b, ACC_MODULE);
    b2(&b, 0); b2(&b, 0); b2(&b, 0);
    expect_error(b.b, b.n, "Foo is not a class because access_flag ACC_MODULE is set");
}
END_TEST

/* A class with no fields or methods and one class attribute (name, body). */
static void one_class_attr(Buf *b, unsigned extra_cp, const uint8_t *cp, size_t cpn,
                           const uint8_t *attrs, size_t n)
{
    begin_cp(b, 61, extra_cp);
    for (size_t i = 0; i < cpn; i++)
        b1(b, cp[i]);
    begin_class(b, ACC_SUPER);
    b2(b, 0);
    b2(b, 0);
    for (size_t i = 0; i < n; i++)
        b1(b, attrs[i]);
}

#define ATTR_ERROR(msg, ...) do { \
        static const uint8_t a_[] = { __VA_ARGS__ }; \
        Buf ab_; \
        one_class_attr(&ab_, 0, NULL, 0, a_, sizeof a_); \
        expect_error(ab_.b, ab_.n, msg); \
    } while (0)

/* The class's pool gets #33 InvokeDynamic bootstrap 1. */
#define INDY_ERROR(msg, ...) do { \
        static const uint8_t a_[] = { __VA_ARGS__ }; \
        static const uint8_t c_[] = { CP_INVOKE_DYNAMIC, 0, 1, 0, K_NAT }; \
        Buf ab_; \
        one_class_attr(&ab_, 1, c_, sizeof c_, a_, sizeof a_); \
        expect_error(ab_.b, ab_.n, msg); \
    } while (0)

START_TEST(test_bad_class_attrs)
{
    ATTR_ERROR("Attribute name has bad constant pool index 2 in class file Foo",
               0, 1, 0, K_THIS, 0, 0, 0, 0);
    ATTR_ERROR("Attribute name has bad constant pool index 0 in class file Foo",
               0, 1, 0, 0, 0, 0, 0, 0);
    ATTR_ERROR("Truncated class file", 0, 1, 0, K_UNKNOWN, 0, 0, 0, 1);
    ATTR_ERROR("Truncated class file", 0, 1, 0, K_UNKNOWN, 0x80, 0, 0, 0);
    ATTR_ERROR("Truncated class file", 0, 2, 0, K_UNKNOWN, 0, 0, 0, 0);
    ATTR_ERROR("Extra bytes at the end of class file Foo", 0, 0, 0);
    ATTR_ERROR("Wrong SourceFile attribute length in class file Foo",
               0, 1, 0, K_SF, 0, 0, 0, 3, 0, K_SRC, 0);
    ATTR_ERROR("Invalid SourceFile attribute at constant pool index 2 in class file Foo",
               0, 1, 0, K_SF, 0, 0, 0, 2, 0, K_THIS);
    ATTR_ERROR("Multiple SourceFile attributes in class file Foo",
               0, 2, 0, K_SF, 0, 0, 0, 2, 0, K_SRC, 0, K_SF, 0, 0, 0, 2, 0, K_SRC);
    ATTR_ERROR("Wrong Signature attribute length 1 in class file Foo",
               0, 1, 0, K_SIG, 0, 0, 0, 1, 0);
    ATTR_ERROR("Invalid constant pool index 11 in Signature attribute in class file Foo",
               0, 1, 0, K_SIG, 0, 0, 0, 2, 0, K_INT);
    ATTR_ERROR("Wrong NestHost attribute length in class file Foo",
               0, 1, 0, K_NH, 0, 0, 0, 0);
    ATTR_ERROR("Nest-host class_info_index 1 has bad constant type in class file Foo",
               0, 1, 0, K_NH, 0, 0, 0, 2, 0, K_NAME);
    ATTR_ERROR("Wrong NestMembers attribute length in class file Foo",
               0, 1, 0, K_NM, 0, 0, 0, 4, 0, 2, 0, K_INNER);
    ATTR_ERROR("Nest member class_info_index 1 has bad constant type in class file Foo",
               0, 1, 0, K_NM, 0, 0, 0, 4, 0, 1, 0, K_NAME);
    ATTR_ERROR("Conflicting NestHost and NestMembers attributes in class file Foo",
               0, 2, 0, K_NH, 0, 0, 0, 2, 0, K_INNER, 0, K_NM, 0, 0, 0, 4, 0, 1, 0, K_INNER);
    ATTR_ERROR("Wrong InnerClasses attribute length in class file Foo",
               0, 1, 0, K_IC, 0, 0, 0, 2, 0, 1);
    ATTR_ERROR("inner_class_info_index 0 has bad constant type in class file Foo",
               0, 1, 0, K_IC, 0, 0, 0, 10, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0);
    ATTR_ERROR("outer_class_info_index 1 has bad constant type in class file Foo",
               0, 1, 0, K_IC, 0, 0, 0, 10, 0, 1, 0, K_INNER, 0, K_NAME, 0, 0, 0, 0);
    ATTR_ERROR("inner_name_index 2 has bad constant type in class file Foo",
               0, 1, 0, K_IC, 0, 0, 0, 10, 0, 1, 0, K_INNER, 0, 0, 0, K_THIS, 0, 0);
    ATTR_ERROR("Class is both outer and inner class in class file Foo",
               0, 1, 0, K_IC, 0, 0, 0, 10, 0, 1, 0, K_INNER, 0, K_INNER, 0, 0, 0, 0);
    ATTR_ERROR("Multiple InnerClasses attributes in class file Foo",
               0, 2, 0, K_IC, 0, 0, 0, 2, 0, 0, 0, K_IC, 0, 0, 0, 2, 0, 0);
    ATTR_ERROR("bootstrap_method_index 20 has bad constant type in class file Foo",
               0, 1, 0, K_BSM, 0, 0, 0, 6, 0, 1, 0, K_MREF, 0, 0);
    ATTR_ERROR("argument_index 1 has bad constant type in class file Foo",
               0, 1, 0, K_BSM, 0, 0, 0, 8, 0, 1, 0, K_MH, 0, 1, 0, K_NAME);
    ATTR_ERROR("argument_index 18 has bad constant type in class file Foo",
               0, 1, 0, K_BSM, 0, 0, 0, 8, 0, 1, 0, K_MH, 0, 1, 0, K_LONG2);
    ATTR_ERROR("Invalid BootstrapMethods num_bootstrap_methods or num_bootstrap_arguments "
               "value in class file Foo",
               0, 1, 0, K_BSM, 0, 0, 0, 8, 0, 1, 0, K_MH, 0, 2, 0, K_INT);
    ATTR_ERROR("Invalid BootstrapMethods num_bootstrap_methods or num_bootstrap_arguments "
               "value in class file Foo",
               0, 1, 0, K_BSM, 0, 0, 0, 4, 0, 1, 0, K_MH);
    ATTR_ERROR("Bad length on BootstrapMethods in class file Foo",
               0, 1, 0, K_BSM, 0, 0, 0, 3, 0, 0, 0);
    INDY_ERROR("Missing BootstrapMethods attribute in class file Foo", 0, 0);
    INDY_ERROR("Short length on BootstrapMethods in class file Foo",
               0, 1, 0, K_BSM, 0, 0, 0, 6, 0, 1, 0, K_MH, 0, 0);
    ATTR_ERROR("Multiple BootstrapMethods attributes in class file Foo",
               0, 2, 0, K_BSM, 0, 0, 0, 2, 0, 0, 0, K_BSM, 0, 0, 0, 2, 0, 0);
}
END_TEST

/* Attributes that this version does not define are skipped unread. */
START_TEST(test_attrs_by_version)
{
    static const uint8_t a[] = { 0, 1, 0, K_NH, 0, 0, 0, 1, 0xFF };
    Buf b;
    one_class_attr(&b, 0, NULL, 0, a, sizeof a);
    b.b[7] = 54;
    ClassFile *cf = expect_ok(b.b, b.n);
    ck_assert_int_eq(cf->nest_host, 0);
    cf_free(cf);
    b.b[7] = 55;
    expect_error(b.b, b.n, "Wrong NestHost attribute length in class file Foo");
}
END_TEST

START_TEST(test_error_buffer)
{
    Bytes f = load("Sample");
    f.b[3] = 0;
    ck_assert(cf_parse(f.b, f.n, NULL, 0, NULL) == NULL);
    char small[8];
    ck_assert(cf_parse(f.b, f.n, small, sizeof small, NULL) == NULL);
    ck_assert_str_eq(small, "Incompa");
    ck_assert(cf_parse(f.b, f.n, small, 1, NULL) == NULL);
    ck_assert_str_eq(small, "");
    ck_assert(cf_parse(NULL, 0, err, sizeof err, NULL) == NULL);
    ck_assert_str_eq(err, "Truncated class file");
    f.b[3] = 0xBE;
    ClassFile *cf = cf_parse_named(f.b, f.n, "Other", err, sizeof err, NULL);
    ck_assert(cf != NULL);
    ck_assert_str_eq(cf->name, "Sample");      /* the caller checks the name */
    cf_free(cf);
    free(f.b);
}
END_TEST

/* The inputs of the end-to-end runner give the message HotSpot printed
 * (the last line of NAME.expected-stderr, after "\tjava.lang.SomeError: "). */
START_TEST(test_badclass_files)
{
    static const char *const names[] = { "Truncated", "BadMagic", "BadVersion", "ExtraBytes",
                                         "BadCpIndex", "BadTag", "BadUtf8" };
    for (unsigned i = 0; i < sizeof names / sizeof names[0]; i++) {
        char path[128], want[512] = "";
        snprintf(path, sizeof path, "../badclass/%s", names[i]);
        Bytes f = load(path);
        snprintf(path, sizeof path, "../badclass/%s.expected-stderr", names[i]);
        FILE *e = fopen(path, "r");
        ck_assert_msg(e != NULL, "cannot open %s", path);
        char line[512];
        while (fgets(line, sizeof line, e))
            strcpy(want, line);
        fclose(e);
        want[strcspn(want, "\n")] = '\0';
        const char *msg = strstr(want, ": ");
        ck_assert(msg != NULL);
        int unsup = -1;
        ClassFile *cf = cf_parse_named(f.b, f.n, names[i], err, sizeof err, &unsup);
        ck_assert(cf == NULL);
        ck_assert_str_eq(err, msg + 2);
        ck_assert_int_eq(unsup, strstr(want, "UnsupportedClassVersionError") != NULL);
        free(f.b);
    }
}
END_TEST

static Suite *classfile_suite(void)
{
    Suite *s = suite_create("classfile");
    TCase *t = tcase_create("javac");
    tcase_add_test(t, test_sample_class);
    tcase_add_test(t, test_sample_fields);
    tcase_add_test(t, test_sample_methods);
    tcase_add_test(t, test_sample_indy);
    tcase_add_test(t, test_nest_members);
    tcase_add_test(t, test_interface);
    tcase_add_test(t, test_old_version);
    tcase_add_test(t, test_accessors);
    suite_add_tcase(s, t);

    t = tcase_create("built");
    tcase_add_test(t, test_built_minimal);
    tcase_add_test(t, test_built_versions);
    tcase_add_test(t, test_built_attributes);
    tcase_add_test(t, test_built_utf8_ok);
    tcase_add_test(t, test_built_bootstraps);
    suite_add_tcase(s, t);

    t = tcase_create("broken");
    tcase_set_timeout(t, 60);
    tcase_add_test(t, test_truncation);
    tcase_add_test(t, test_extra_bytes);
    tcase_add_test(t, test_bad_magic);
    tcase_add_test(t, test_bad_version);
    tcase_add_test(t, test_bad_cp_javac);
    tcase_add_test(t, test_random_mutations);
    tcase_add_test(t, test_cp_wrong_tags);
    tcase_add_test(t, test_cp_bad_names);
    tcase_add_test(t, test_cp_structure);
    tcase_add_test(t, test_cp_old_version);
    tcase_add_test(t, test_bad_utf8);
    tcase_add_test(t, test_bad_class_header);
    tcase_add_test(t, test_bad_interfaces);
    tcase_add_test(t, test_bad_fields);
    tcase_add_test(t, test_bad_methods);
    tcase_add_test(t, test_bad_code);
    tcase_add_test(t, test_method_rules);
    tcase_add_test(t, test_more_rules);
    tcase_add_test(t, test_bad_class_attrs);
    tcase_add_test(t, test_attrs_by_version);
    tcase_add_test(t, test_error_buffer);
    tcase_add_test(t, test_badclass_files);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(classfile_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? 1 : 0;
}
