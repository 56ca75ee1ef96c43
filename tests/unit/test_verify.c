/* test_verify.c: the structural verifier (vm/verify.c) on hostile code in
 * class files built here byte by byte, on the cases whose HotSpot messages
 * tests/fuzz/verify/ records, and the fuzzers' regression inputs
 * (tests/fuzz/regressions/): each must give an error, never a crash.
 *
 * Runs with the working directory tests/unit. */
#include <check.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile.h"
#include "testhooks.h"
#include "thread.h"
#include "verify.h"

#define VERIFY_DIR "../fuzz/verify"
#define REGRESSIONS "../fuzz/regressions"

/* ---- building class files -------------------------------------------- */

typedef struct Buf {
    uint8_t b[8192];
    size_t n;
} Buf;

static void put1(Buf *b, unsigned v) { b->b[b->n++] = (uint8_t)v; }
static void put2(Buf *b, unsigned v) { put1(b, v >> 8); put1(b, v); }
static void put4(Buf *b, uint32_t v) { put2(b, v >> 16); put2(b, v & 0xFFFF); }
static void put_utf8(Buf *b, const char *s)
{
    put1(b, 1);
    put2(b, (unsigned)strlen(s));
    memcpy(b->b + b->n, s, strlen(s));
    b->n += strlen(s);
}

typedef struct Handler {
    uint16_t start, end, handler, type;
} Handler;

typedef struct TMethod {
    const char *desc;               /* NULL: ([Ljava/lang/String;)V */
    unsigned access;                /* 0: public static */
    const uint8_t *code;
    size_t len;
    unsigned max_stack, max_locals;
    const Handler *handlers;
    unsigned nhandlers;
} TMethod;

/* The constant pool every test class has:
 *  1 "T"  2 Class T  3 "java/lang/Object"  4 Class Object  5 "main"
 *  6 main's descriptor (or m->desc)  7 "Code"  8 "run"  9 "()V"
 * 10 NameAndType run:()V  11 InterfaceMethodref Object.run  12 Methodref
 * Object.run  13 "f"  14 "I"  15 NameAndType f:I  16 Fieldref T.f
 * 17 Integer 7  18 Long 1 (two slots)  20 "<init>"  21 NameAndType <init>:()V
 * 22 Methodref Object.<init>  23 Class "[[I"  24 "[[I"  25 String "T" */
static size_t make_class(uint8_t *out, unsigned major, const TMethod *m)
{
    Buf b = { .n = 0 };
    put4(&b, 0xCAFEBABE);
    put2(&b, 0);
    put2(&b, major);
    put2(&b, 26);
    put_utf8(&b, "T");
    put1(&b, 7); put2(&b, 1);
    put_utf8(&b, "java/lang/Object");
    put1(&b, 7); put2(&b, 3);
    put_utf8(&b, "main");
    put_utf8(&b, m->desc ? m->desc : "([Ljava/lang/String;)V");
    put_utf8(&b, "Code");
    put_utf8(&b, "run");
    put_utf8(&b, "()V");
    put1(&b, 12); put2(&b, 8); put2(&b, 9);
    put1(&b, 11); put2(&b, 4); put2(&b, 10);
    put1(&b, 10); put2(&b, 4); put2(&b, 10);
    put_utf8(&b, "f");
    put_utf8(&b, "I");
    put1(&b, 12); put2(&b, 13); put2(&b, 14);
    put1(&b, 9); put2(&b, 2); put2(&b, 15);
    put1(&b, 3); put4(&b, 7);
    put1(&b, 5); put4(&b, 0); put4(&b, 1);
    put_utf8(&b, "<init>");
    put1(&b, 12); put2(&b, 20); put2(&b, 9);
    put1(&b, 10); put2(&b, 4); put2(&b, 21);
    put1(&b, 7); put2(&b, 24);
    put_utf8(&b, "[[I");
    put1(&b, 8); put2(&b, 1);
    put2(&b, 0x21);                 /* public super */
    put2(&b, 2);
    put2(&b, 4);
    put2(&b, 0);                    /* interfaces */
    put2(&b, 1);                    /* fields: static int f */
    put2(&b, 0x8); put2(&b, 13); put2(&b, 14); put2(&b, 0);
    put2(&b, 1);                    /* methods */
    put2(&b, m->access ? m->access : 0x9);
    put2(&b, 5);
    put2(&b, 6);
    put2(&b, 1);
    put2(&b, 7);
    put4(&b, (uint32_t)(12 + m->len + 8 * m->nhandlers));
    put2(&b, m->max_stack);
    put2(&b, m->max_locals);
    put4(&b, (uint32_t)m->len);
    memcpy(b.b + b.n, m->code, m->len);
    b.n += m->len;
    put2(&b, m->nhandlers);
    for (unsigned k = 0; k < m->nhandlers; k++) {
        put2(&b, m->handlers[k].start);
        put2(&b, m->handlers[k].end);
        put2(&b, m->handlers[k].handler);
        put2(&b, m->handlers[k].type);
    }
    put2(&b, 0);                    /* code attributes */
    put2(&b, 0);                    /* class attributes */
    memcpy(out, b.b, b.n);
    return b.n;
}

static char err[768];
static VMThread *vt;
static const VerifyEnv *env;        /* NULL: no hierarchy (pure verify_method) */

/* Boots the VM once and verifies with its hierarchy from then on. */
static void use_vm_hierarchy(void)
{
    if (vt == NULL)
        vt = vm_test_boot("native");
    ck_assert_ptr_nonnull(vt);
    env = &verify_vm_env;
}

/* Verifies every method of the class bytes; returns verify_method's result
 * (1 if the class does not even parse). */
static int verify_bytes(const uint8_t *bytes, size_t n)
{
    uint8_t *copy = malloc(n ? n : 1);  /* exact size: ASan sees overreads */
    ck_assert(copy != NULL);
    memcpy(copy, bytes, n);
    int unsupported;
    ClassFile *cf = cf_parse(copy, n, err, sizeof err, &unsupported);
    int rc = 1;
    if (cf != NULL) {
        rc = 0;
        for (unsigned k = 0; k < cf->method_count && rc == 0; k++)
            rc = verify_method_env(cf, &cf->methods[k], env, err, sizeof err);
        cf_free(cf);
    }
    free(copy);
    return rc;
}

/* Verifies a main(String[]) of the given code; expect: NULL for success,
 * else a substring of the message. */
static void check_code(unsigned major, const uint8_t *code, size_t len, unsigned max_stack,
                       unsigned max_locals, const char *expect)
{
    uint8_t bytes[8192];
    TMethod m = { .code = code, .len = len, .max_stack = max_stack, .max_locals = max_locals };
    size_t n = make_class(bytes, major, &m);
    int rc = verify_bytes(bytes, n);
    ck_assert_msg(rc != 1, "test class does not parse: %s", err);
    if (expect == NULL) {
        ck_assert_msg(rc == 0, "expected success, got: %s", err);
    } else {
        ck_assert_msg(rc < 0, "expected \"%s\", got success", expect);
        ck_assert_msg(strstr(err, expect) != NULL, "expected \"%s\", got: %s", expect, err);
        static const char prefix[] = "(class: T, method: main signature: ";
        ck_assert_msg(strncmp(err, prefix, sizeof prefix - 1) == 0,
                      "message does not name the method: %s", err);
    }
}

#define CODE(...) (const uint8_t[]){ __VA_ARGS__ }, sizeof((const uint8_t[]){ __VA_ARGS__ })

/* ---- the checks ------------------------------------------------------- */

START_TEST(accepts_good_code)
{
    check_code(52, CODE(0xb1), 0, 1, NULL);                             /* return */
    check_code(52, CODE(0x04, 0x3c, 0x84, 0x01, 0x01, 0x1b, 0x57, 0xb1), 1, 2, NULL);
    check_code(52, CODE(0x09, 0x3f, 0x16, 0x00, 0x58, 0xb1), 2, 3, NULL); /* lconst lstore_0 lload_0 pop2 */
    check_code(52, CODE(0x09, 0x5c, 0x58, 0x58, 0xb1), 4, 1, NULL);     /* lconst dup2 pop2 pop2 */
    check_code(52, CODE(0x03, 0x99, 0x00, 0x04, 0xb1, 0xb1), 1, 1, NULL);
    check_code(52, CODE(0xb2, 0x00, 0x10, 0xb3, 0x00, 0x10, 0xb1), 1, 1, NULL); /* getstatic putstatic */
    check_code(52, CODE(0x12, 0x11, 0x57, 0x14, 0x00, 0x12, 0x58, 0x12, 0x19, 0x57, 0xb1), 2, 1, NULL);
    check_code(52, CODE(0x2a, 0xb9, 0x00, 0x0b, 0x01, 0x00, 0xb1), 1, 1, NULL); /* invokeinterface */
    check_code(52, CODE(0x04, 0x05, 0xc5, 0x00, 0x17, 0x02, 0x57, 0xb1), 2, 1, NULL); /* multianewarray */
    /* tableswitch 0..1 at offset 1 (2 padding bytes), all to the return at 24 */
    check_code(52, CODE(0x03, 0xaa, 0, 0, 0, 0, 0, 23, 0, 0, 0, 0, 0, 0, 0, 1,
                        0, 0, 0, 23, 0, 0, 0, 23, 0xb1), 1, 1, NULL);
    /* an exception handler storing what it caught */
    static const Handler h[] = { { 0, 1, 1, 0 } };
    uint8_t bytes[8192];
    static const uint8_t code[] = { 0xb1, 0x4c, 0xb1 };
    TMethod m = { .code = code, .len = sizeof code, .max_stack = 1, .max_locals = 2,
                  .handlers = h, .nhandlers = 1 };
    size_t n = make_class(bytes, 52, &m);
    ck_assert_msg(verify_bytes(bytes, n) == 0, "%s", err);
}
END_TEST

START_TEST(rejects_bad_structure)
{
    check_code(52, CODE(0xa7, 0x00, 0x07, 0xb1), 1, 1, "Illegal target of jump or branch");
    check_code(52, CODE(0xa7, 0xff, 0xff, 0xb1), 1, 1, "Illegal target of jump or branch");
    check_code(52, CODE(0x10, 0x05, 0x57, 0xa7, 0xff, 0xfe, 0xb1), 1, 1,
               "Illegal target of jump or branch");
    check_code(52, CODE(0xc8, 0x7f, 0xff, 0xff, 0xff), 1, 1, "Illegal target of jump or branch");
    check_code(52, CODE(0x10), 1, 1, "Code stops in the middle of instruction");
    check_code(52, CODE(0x04, 0x57), 1, 1, "Falling off the end of the code");
    /* tableswitch with low > high, and with a table past the end */
    check_code(52, CODE(0x03, 0xaa, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0xb1), 1, 1,
               "low must be less than or equal to high");
    check_code(52, CODE(0x03, 0xaa, 0, 0, 0, 0, 0, 1, 0x80, 0, 0, 0, 0x7f, 0xff, 0xff, 0xff), 1, 1,
               "Code stops in the middle of instruction");
    /* lookupswitch with unsorted keys, and with a negative count */
    check_code(52, CODE(0x03, 0xab, 0, 0, 0, 0, 0, 27, 0, 0, 0, 2, 0, 0, 0, 5, 0, 0, 0, 27,
                        0, 0, 0, 4, 0, 0, 0, 27, 0xb1), 1, 1, "Unsorted lookup switch");
    check_code(52, CODE(0x03, 0xab, 0, 0, 0, 0, 0, 9, 0xff, 0xff, 0xff, 0xff, 0xb1), 1, 1,
               "Bad lookupswitch instruction");
    check_code(52, CODE(0xc4, 0x15), 1, 1, "Code stops in the middle of instruction");
    check_code(52, CODE(0xc4, 0x60, 0x00, 0x00, 0xb1), 1, 1, "Illegal instruction found at offset 0");
}
END_TEST

START_TEST(rejects_every_non_jvms_opcode)
{
    for (unsigned op = 202; op < 256; op++) {
        uint8_t code[4] = { (uint8_t)op, 0, 1, 0xb1 };
        check_code(52, code, 4, 2, 2, "Illegal instruction found at offset 0");
    }
    check_code(52, CODE(0xa8, 0x00, 0x03, 0xb1), 1, 1, "Illegal instruction");   /* jsr >= 51 */
    check_code(52, CODE(0xa9, 0x00), 1, 1, "Illegal instruction");               /* ret >= 51 */
    check_code(50, CODE(0xba, 0x00, 0x0b, 0x00, 0x00), 1, 1, "Illegal instruction"); /* indy < 51 */
}
END_TEST

START_TEST(rejects_bad_locals_and_stack)
{
    check_code(52, CODE(0x15, 0x05, 0x57, 0xb1), 2, 2, "Illegal local variable number");
    check_code(52, CODE(0xc4, 0x15, 0x01, 0x00, 0x57, 0xb1), 2, 2, "Illegal local variable number");
    check_code(52, CODE(0x84, 0x02, 0x01, 0xb1), 1, 2, "Illegal local variable number");
    check_code(52, CODE(0x09, 0x40, 0xb1), 2, 1, "Illegal local variable number"); /* lstore_1 */
    check_code(52, CODE(0x04, 0x04, 0x57, 0x57, 0xb1), 1, 1, "Stack size too large");
    check_code(52, CODE(0x57, 0xb1), 1, 1, "Unable to pop operand off an empty stack");
    check_code(52, CODE(0x59, 0xb1), 1, 1, "Unable to pop operand off an empty stack");
    check_code(52, CODE(0x1b, 0x57, 0xb1), 1, 2, "Accessing value from uninitialized register 1");
    check_code(52, CODE(0x2a, 0x3c, 0x1b, 0x57, 0xb1), 1, 2, "Expecting to find integer on stack");
    check_code(52, CODE(0x04, 0x4c, 0xb1), 1, 2, "Expecting to find object/array on stack");
    check_code(52, CODE(0x04, 0x3c, 0x2b, 0x57, 0xb1), 1, 2, "Register 1 contains wrong type");
    check_code(52, CODE(0x09, 0x3f, 0x04, 0x3c, 0x16, 0x00, 0x58, 0xb1), 2, 2,
               "Accessing value from uninitialized register 0");     /* istore_1 over a long's half */
    check_code(52, CODE(0x09, 0x57, 0xb1), 2, 1, "Attempt to split long or double");
    check_code(52, CODE(0x09, 0x59, 0x58, 0x58, 0xb1), 3, 1, "Attempt to split long or double");
    check_code(52, CODE(0x04, 0x09, 0x5f, 0xb1), 3, 1, "Attempt to split long or double");
    check_code(52, CODE(0x03, 0x99, 0x00, 0x04, 0x03, 0xb1), 1, 1, "Inconsistent stack height");
    check_code(52, CODE(0x03, 0x99, 0x00, 0x07, 0x0b, 0xa7, 0x00, 0x04, 0x03, 0x57, 0xb1), 1, 1,
               "Mismatched stack types");
}
END_TEST

START_TEST(rejects_kind_confusion)
{
    check_code(52, CODE(0x04, 0xbe, 0x57, 0xb1), 1, 1, "Expecting to find array on stack");
    check_code(52, CODE(0x04, 0xb4, 0x00, 0x10, 0x57, 0xb1), 1, 1, "Expecting to find object/array");
    check_code(52, CODE(0x01, 0xb3, 0x00, 0x10, 0xb1), 1, 1, "Expecting to find integer on stack");
    check_code(52, CODE(0x04, 0xb9, 0x00, 0x0b, 0x01, 0x00, 0xb1), 1, 1, "Expecting to find object/array");
    check_code(52, CODE(0x0b, 0xbf), 1, 1, "Expecting to find object on stack");
    check_code(52, CODE(0x09, 0x03, 0x60), 3, 1, "Expecting to find integer on stack");
    check_code(52, CODE(0x03, 0xac), 1, 1, "Wrong return type in function");
    check_code(52, CODE(0x03, 0x3c, 0xa9, 0x01), 1, 2, "Illegal instruction");
    check_code(49, CODE(0x03, 0x3c, 0xa9, 0x01), 1, 2, "Register 1 contains wrong type");
    /* jsr/ret, allowed before version 51 */
    check_code(49, CODE(0xa8, 0x00, 0x04, 0xb1, 0x4c, 0xa9, 0x01), 1, 2, NULL);
}
END_TEST

START_TEST(rejects_bad_constants)
{
    check_code(52, CODE(0xb2, 0x00, 0x01, 0x57, 0xb1), 1, 1, "Illegal type in constant pool");
    check_code(52, CODE(0xb2, 0x00, 0x63, 0x57, 0xb1), 1, 1, "Illegal constant pool index");
    check_code(52, CODE(0xb2, 0x00, 0x00, 0x57, 0xb1), 1, 1, "Illegal constant pool index");
    check_code(52, CODE(0x12, 0x0c, 0x57, 0xb1), 1, 1, "Illegal type in constant pool");  /* ldc Methodref */
    check_code(52, CODE(0x12, 0x12, 0x57, 0xb1), 1, 1, "Illegal type in constant pool");  /* ldc Long */
    check_code(52, CODE(0x14, 0x00, 0x11, 0x58, 0xb1), 2, 1, "Illegal type in constant pool");
    check_code(52, CODE(0xb6, 0x00, 0x0b, 0xb1), 1, 1, "Illegal type in constant pool");
    check_code(52, CODE(0xb6, 0x00, 0x16, 0xb1), 1, 1, "Illegal call to internal method");
    check_code(52, CODE(0x2a, 0xb9, 0x00, 0x0b, 0x02, 0x00, 0xb1), 1, 1, "Inconsistent args_size");
    check_code(52, CODE(0x2a, 0xb9, 0x00, 0x0b, 0x01, 0x01, 0xb1), 1, 1, "must be zero");
    check_code(52, CODE(0xbb, 0x00, 0x17, 0x57, 0xb1), 1, 1, "Illegal creation of multi-dimensional array");
    check_code(52, CODE(0x04, 0xc5, 0x00, 0x17, 0x03, 0x57, 0xb1), 3, 1, "Illegal dimension argument");
    check_code(52, CODE(0x04, 0xc5, 0x00, 0x17, 0x00, 0x57, 0xb1), 3, 1, "Illegal dimension argument");
    check_code(52, CODE(0x04, 0xbc, 0x03, 0x57, 0xb1), 1, 1, "Bad type passed to newarray");
}
END_TEST

START_TEST(rejects_bad_handlers)
{
    uint8_t bytes[8192];
    static const Handler mid[] = { { 0, 1, 3, 0 } }, bad_target[] = { { 0, 2, 1, 0 } },
                         bad_type[] = { { 0, 2, 3, 1 } }, no_room[] = { { 0, 2, 3, 0 } };
    const struct { const Handler *h; unsigned stack; int rc; const char *msg; } cases[] = {
        { mid, 1, -2, "Illegal exception table range" },
        { bad_target, 1, -2, "Illegal exception table handler" },
        { bad_type, 1, 1, NULL },             /* cf_parse rejects it first */
        { no_room, 0, -1, "Stack size too large" },
    };
    for (unsigned k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        static const uint8_t code[] = { 0x10, 0x05, 0x57, 0xb1 }, nops[] = { 0, 0, 0, 0xb1 };
        TMethod m = { .code = cases[k].stack ? code : nops, .len = sizeof code,
                      .max_stack = cases[k].stack, .max_locals = 1, .handlers = cases[k].h,
                      .nhandlers = 1 };
        size_t n = make_class(bytes, 52, &m);
        int rc = verify_bytes(bytes, n);
        ck_assert_msg(rc == cases[k].rc, "case %u: rc %d, %s", k, rc, err);
        if (cases[k].msg != NULL)
            ck_assert_msg(strstr(err, cases[k].msg) != NULL, "case %u: %s", k, err);
    }
}
END_TEST

/* ---- recorded cases and regression inputs ---------------------------- */

static size_t read_file(const char *path, uint8_t **out)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return 0;
    size_t cap = 4096, n = 0;
    uint8_t *b = malloc(cap);
    for (;;) {
        if (n == cap)
            b = realloc(b, cap *= 2);
        size_t r = fread(b + n, 1, cap - n, f);
        if (r == 0)
            break;
        n += r;
    }
    fclose(f);
    *out = b;
    return n;
}

/* References by type: array instructions, uninitialized objects and
 * <init> need no hierarchy; field and throw checks do (the VM's). */
START_TEST(checks_reference_types)
{
    env = NULL;
    /* ldc "T"; arraylength */
    check_code(49, CODE(0x12, 25, 0xbe, 0x57, 0xb1), 2, 1, "Expecting to find array on stack");
    /* multianewarray [[I 1; iconst_0; iaload: an int[][] is no int[] */
    check_code(49, CODE(0x04, 0xc5, 0, 23, 1, 0x03, 0x2e, 0x57, 0xb1), 2, 1,
               "Expecting to find array of ints on stack");
    /* ... aaload gives an int[]: arraylength on it */
    check_code(49, CODE(0x04, 0xc5, 0, 23, 1, 0x03, 0x32, 0xbe, 0x57, 0xb1), 2, 1, NULL);
    /* new T; invokevirtual Object.run: not initialized */
    check_code(49, CODE(0xbb, 0, 2, 0xb6, 0, 12, 0xb1), 2, 1,
               "Expecting to find object/array on stack");
    /* new T; dup; invokespecial Object.<init> */
    check_code(49, CODE(0xbb, 0, 2, 0x59, 0xb7, 0, 22, 0x57, 0xb1), 2, 1,
               "Call to wrong initialization method");
    /* new Object; dup; invokespecial Object.<init>; invokevirtual Object.run */
    check_code(49, CODE(0xbb, 0, 4, 0x59, 0xb7, 0, 22, 0xb6, 0, 12, 0xb1), 2, 1, NULL);
    /* the same, the uninitialized copy kept in local 1 and reloaded after */
    check_code(49, CODE(0xbb, 0, 4, 0x59, 0x4c, 0xb7, 0, 22, 0x2b, 0xb6, 0, 12, 0xb1), 2, 2, NULL);
    /* invokespecial <init> on an initialized object */
    check_code(49, CODE(0x2a, 0xb7, 0, 22, 0xb1), 2, 1,
               "Expecting to find unitialized object on stack");

    use_vm_hierarchy();
    /* ldc "T"; getfield T.f: a String is no T */
    check_code(49, CODE(0x12, 25, 0xb4, 0, 16, 0x57, 0xb1), 2, 1,
               "Incompatible type for getting or setting field");
    /* aconst_null; getfield T.f: null is any type */
    check_code(49, CODE(0x01, 0xb4, 0, 16, 0x57, 0xb1), 2, 1, NULL);
    /* ldc "T"; athrow */
    check_code(49, CODE(0x12, 25, 0xbf), 2, 1, "Can only throw Throwable objects");
    /* a String[] merged with a String (Object), then aaload */
    check_code(49, CODE(0x2a, 0xbe, 0x99, 0, 7, 0x2a, 0xa7, 0, 5, 0x12, 25,
                        0x03, 0x32, 0x57, 0xb1), 2, 1,
               "Expecting to find array of objects or arrays on stack");
    /* the same on two String[]s: fine */
    check_code(49, CODE(0x2a, 0xbe, 0x99, 0, 7, 0x2a, 0xa7, 0, 4, 0x2a,
                        0x03, 0x32, 0x57, 0xb1), 2, 1, NULL);
    /* the same on version 52 (no StackMapTable read: inference) */
    check_code(52, CODE(0x2a, 0xbe, 0x99, 0, 7, 0x2a, 0xa7, 0, 5, 0x12, 25,
                        0x03, 0x32, 0x57, 0xb1), 2, 1,
               "Expecting to find array of objects or arrays on stack");
    env = NULL;
}
END_TEST

START_TEST(matches_hotspot_messages)
{
    use_vm_hierarchy();
    DIR *d = opendir(VERIFY_DIR);
    ck_assert_msg(d != NULL, "cannot open %s (run from tests/unit)", VERIFY_DIR);
    struct dirent *e;
    int cases = 0;
    while ((e = readdir(d)) != NULL) {
        size_t l = strlen(e->d_name);
        if (l < 7 || strcmp(e->d_name + l - 6, ".class") != 0)
            continue;
        char path[512], spath[512];
        snprintf(path, sizeof path, "%s/%s", VERIFY_DIR, e->d_name);
        snprintf(spath, sizeof spath, "%s/%.*s.expected-stderr", VERIFY_DIR, (int)(l - 6), e->d_name);
        uint8_t *bytes = NULL, *expected = NULL;
        size_t n = read_file(path, &bytes);
        size_t en = read_file(spath, &expected);
        ck_assert_msg(n > 0, "cannot read %s", path);
        int rc = verify_bytes(bytes, n);
        if (en == 0) {
            ck_assert_msg(rc == 0, "%s: HotSpot ran it, we say: %s", e->d_name, err);
        } else {
            /* "Caused by: java.lang.VerifyError: MESSAGE\n" */
            expected = realloc(expected, en + 1);
            expected[en] = 0;
            char *m = strstr((char *)expected, "Error: (class: ");
            ck_assert_msg(m != NULL, "%s: no verifier message recorded", e->d_name);
            m += strlen("Error: ");
            m[strcspn(m, "\n")] = 0;
            ck_assert_msg(rc < 0, "%s: accepted; HotSpot says %s", e->d_name, m);
            ck_assert_msg(strcmp(err, m) == 0, "%s:\n  ours:    %s\n  HotSpot: %s", e->d_name, err, m);
            int format = strstr((char *)expected, "ClassFormatError") != NULL;
            ck_assert_msg((rc == -2) == format, "%s: VerifyError/ClassFormatError mixed up", e->d_name);
        }
        free(bytes);
        free(expected);
        cases++;
    }
    closedir(d);
    ck_assert_int_ge(cases, 40);
}
END_TEST

/* Calls fn on every file of REGRESSIONS/sub. */
static int each_regression(const char *sub, void (*fn)(const char *path, const uint8_t *b, size_t n))
{
    char dir[256];
    snprintf(dir, sizeof dir, "%s/%s", REGRESSIONS, sub);
    DIR *d = opendir(dir);
    if (d == NULL)
        return 0;
    struct dirent *e;
    int count = 0;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.' || strstr(e->d_name, "README") != NULL)
            continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        uint8_t *b = NULL;
        size_t n = read_file(path, &b);
        uint8_t *exact = malloc(n ? n : 1);
        memcpy(exact, b, n);
        free(b);
        fn(path, exact, n);
        free(exact);
        count++;
    }
    closedir(d);
    return count;
}

static void replay_classfile(const char *path, const uint8_t *b, size_t n)
{
    (void)path;
    verify_bytes(b, n);             /* any result but a crash */
}

static void replay_load(const char *path, const uint8_t *b, size_t n)
{
    (void)path;
    Class *c = vm_test_load_bytes(vt, b, n);
    if (c == NULL) {
        vt->exception = NULL;
        return;
    }
    vm_test_run_main(vt, c);
    vm_test_retire(c);
}

START_TEST(replays_regression_inputs)
{
    each_regression("classfile", replay_classfile);
    if (vt == NULL)
        vt = vm_test_boot("native");
    ck_assert_ptr_nonnull(vt);
    each_regression("load", replay_load);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("verify");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 120);
    tcase_add_test(tc, accepts_good_code);
    tcase_add_test(tc, rejects_bad_structure);
    tcase_add_test(tc, rejects_every_non_jvms_opcode);
    tcase_add_test(tc, rejects_bad_locals_and_stack);
    tcase_add_test(tc, rejects_kind_confusion);
    tcase_add_test(tc, rejects_bad_constants);
    tcase_add_test(tc, rejects_bad_handlers);
    tcase_add_test(tc, checks_reference_types);
    tcase_add_test(tc, matches_hotspot_messages);
    tcase_add_test(tc, replays_regression_inputs);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_set_fork_status(sr, CK_NOFORK);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
