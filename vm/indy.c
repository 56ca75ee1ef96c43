/* indy.c: the invokedynamic call sites javac 17 emits, done natively.
 *
 * A site is resolved once per InvokeDynamic constant (identical sites share
 * the constant, and our bootstraps are pure, so sharing is safe).  Lambda
 * sites get a synthetic class "Caller$$Lambda$N" that implements the
 * functional interface with one native method, lambda_stub, whose captured
 * values live in the instance's fields; non-capturing sites reuse one
 * instance, as HotSpot does.
 *
 * Any other bootstrap method is the program's own (SITE_CALL): as in
 * HotSpot each invokedynamic instruction is a call site of its own, so the
 * constant's site keeps a list of bindings, one per instruction (by its
 * address in the code), made when that instruction first runs: the
 * CallSite the bootstrap returned (natives/invoke.c runs the bootstrap and
 * each call of the site's current target, so setTarget re-links), or the
 * class and message of the error it failed with, thrown again at each
 * later execution, as HotSpot does, without running the bootstrap again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "excep.h"
#include "indy.h"
#include "interp.h"
#include "jfloat.h"
#include "jstring.h"
#include "native.h"
#include "resolve.h"
#include "../threads/threads.h"
#include "../os/os.h"

enum { SITE_CONCAT, SITE_LAMBDA, SITE_RECORD, SITE_CALL };

/* One instruction's binding of a SITE_CALL constant. */
typedef struct CallBinding {
    const uint8_t *pc;              /* the invokedynamic instruction */
    Object *callsite;               /* or NULL: failed with */
    char *fail_class, *fail_msg;    /* (malloc'd) */
    struct CallBinding *next;
} CallBinding;
enum { REF_getField = 1, REF_getStatic, REF_putField, REF_putStatic, REF_invokeVirtual,
       REF_invokeStatic, REF_invokeSpecial, REF_newInvokeSpecial, REF_invokeInterface };

typedef struct LambdaInfo {
    Method *impl;
    int impl_kind;
    int ncaptured;                  /* captured arguments (JVMS slots) */
    char *captured_types;           /* one descriptor char per captured arg */
    const char *sam_desc;           /* erased interface method descriptor */
    Class *cls;                     /* the synthetic class */
    /* Precomputed at link time so that a call parses nothing: */
    char *sam_types, *impl_types;   /* one descriptor char per argument */
    int n_sam, n_impl;
    int recv;                       /* impl takes a receiver */
    int virt;                       /* select impl on the receiver's class */
    char sam_ret, impl_ret;         /* return chars ('[' as 'L') */
    int out_slots;                  /* argument slots that impl's call needs, at most */
    /* direct: no value needs adapting (every type as impl takes it) and impl
     * is not a constructor, so the interpreter can call impl itself on the
     * rewritten arguments (indy_lambda_direct); cap_slots and sam_slots are
     * the slots of the captured values and of the interface arguments. */
    int direct, cap_slots, sam_slots;
    /* Serializable lambdas (altMetafactory's FLAG_SERIALIZABLE): what writeReplace puts in the
     * SerializedLambda; the strings are the capturing class's constants or class names. */
    Class *capturing;
    const char *fi_class, *fi_name;
    const char *impl_class, *impl_name, *impl_desc, *inst_desc;
} LambdaInfo;

struct IndySite {
    int kind;
    const char *desc;               /* the call site's descriptor */
    int arg_slots;
    char *arg_types;                /* one char per argument */
    int nargs;
    /* concat */
    uint16_t *recipe;               /* recipe in UTF-16, \1 = arg, \2 = constant */
    size_t recipe_len;
    Object **constants;
    int nconstants;
    /* lambda */
    LambdaInfo *lambda;
    Object *singleton;
    /* record */
    const char *rec_name;           /* toString, equals or hashCode */
    Class *rec_class;
    Field **rec_fields;
    int rec_nfields;
    Object *rec_names;              /* the "a;b" String */
    /* a program's own bootstrap */
    Class *cur;
    unsigned bsm_index;
    const char *name;
    CallBinding *_Atomic bindings;  /* pushed with a CAS, never removed */
};

static int lambda_counter;

static char *arg_types_of(const char *desc, int *n)
{
    char *out = malloc(strlen(desc) + 1);
    if (out == NULL) {
        fprintf(stderr, "jvm: out of native memory\n");
        exit(1);
    }
    int k = 0;
    for (const char *p = desc + 1; *p && *p != ')'; p = desc_skip_type(p))
        out[k++] = *p == '[' ? 'L' : *p;
    out[k] = 0;
    *n = k;
    return out;
}

static int slots_of(char c)
{
    return c == 'J' || c == 'D' ? 2 : 1;
}

static void u16_push(U16Buf *b, uint16_t c)
{
    if (b->n == b->cap) {
        b->cap = b->cap ? b->cap * 2 : 64;
        b->p = os_xrealloc(b->p, b->cap * 2);
    }
    b->p[b->n++] = c;
}

static void u16_ascii(U16Buf *b, const char *s)
{
    while (*s)
        u16_push(b, (uint8_t)*s++);
}

static void u16_string(U16Buf *b, Object *s)
{
    int32_t n = jstring_length(s);
    const uint16_t *c = jstring_chars(s);
    for (int32_t k = 0; k < n; k++)
        u16_push(b, c[k]);
}

int indy_append_value(VMThread *t, U16Buf *b, char type, const Value *v)
{
    char buf[64];
    switch (type) {
    case 'I': case 'B': case 'S':
        snprintf(buf, sizeof buf, "%d", v->i);
        u16_ascii(b, buf);
        return 0;
    case 'J':
        snprintf(buf, sizeof buf, "%lld", (long long)v->j);
        u16_ascii(b, buf);
        return 0;
    case 'Z':
        u16_ascii(b, v->i ? "true" : "false");
        return 0;
    case 'C':
        u16_push(b, (uint16_t)v->i);
        return 0;
    case 'F':
        jfloat_float_to_string(v->f, buf, sizeof buf);
        u16_ascii(b, buf);
        return 0;
    case 'D':
        jfloat_double_to_string(v->d, buf, sizeof buf);
        u16_ascii(b, buf);
        return 0;
    default: {
        Object *o = v->l;
        if (o == NULL) {
            u16_ascii(b, "null");
            return 0;
        }
        if (o->cls != cls_String) {
            Value a = { .l = o };
            Value r = interp_call_named(t, o, "toString", "()Ljava/lang/String;", &a);
            if (t->exception)
                return -1;
            o = r.l;
            if (o == NULL) {
                u16_ascii(b, "null");
                return 0;
            }
        }
        u16_string(b, o);
        return 0;
    }
    }
}

static Value *concat_invoke(VMThread *t, IndySite *s, Value *sp)
{
    Value *args = sp - s->arg_slots;
    U16Buf b = { 0 };
    int ai = 0, ci = 0;
    Value *a = args;
    for (size_t k = 0; k < s->recipe_len; k++) {
        uint16_t c = s->recipe[k];
        if (c == 1 && ai < s->nargs) {
            char ty = s->arg_types[ai++];
            if (indy_append_value(t, &b, ty, a) < 0)
                goto fail;
            a += slots_of(ty);
        } else if (c == 2 && ci < s->nconstants) {
            Object *k2 = s->constants[ci++];
            Value v = { .l = k2 };
            if (indy_append_value(t, &b, 'L', &v) < 0)
                goto fail;
        } else {
            u16_push(&b, c);
        }
    }
    Object *r = jstring_new_utf16(t, b.p, b.n);
    free(b.p);
    if (r == NULL)
        return sp;
    args->l = r;
    return args + 1;
fail:
    free(b.p);
    return sp;
}

/* Boxing and unboxing for lambda adaptation. */
static const char *box_class(char prim)
{
    switch (prim) {
    case 'I': return "java/lang/Integer";
    case 'J': return "java/lang/Long";
    case 'Z': return "java/lang/Boolean";
    case 'B': return "java/lang/Byte";
    case 'C': return "java/lang/Character";
    case 'S': return "java/lang/Short";
    case 'F': return "java/lang/Float";
    case 'D': return "java/lang/Double";
    default: return NULL;
    }
}

/* Per box type, looked up once: the class (initialized), its valueOf and
 * its value field.  Set racily but idempotently (every thread finds the same
 * pointers); the class pointer is published last, with release. */
static const char box_prims[] = "IJZBCSFD";
static Class *_Atomic box_classes[8];
static Method *box_valueof[8];
static Field *box_value[8];

static int box_index(char prim)
{
    const char *p = strchr(box_prims, prim);
    return prim != 0 && p != NULL ? (int)(p - box_prims) : -1;
}

static Class *box_lookup(VMThread *t, int k)
{
    Class *c = atomic_load_explicit(&box_classes[k], memory_order_acquire);
    if (c != NULL)
        return c;
    const char *cn = box_class(box_prims[k]);
    c = class_load(t, cn);
    if (c == NULL || class_init(t, c) < 0)
        return NULL;
    char desc[32];
    snprintf(desc, sizeof desc, "(%c)L%s;", box_prims[k], cn);
    Method *m = class_own_method(c, "valueOf", desc);
    Field *f = class_field_named(c, "value");
    if (m == NULL || f == NULL) {
        exc_throwf(t, "java/lang/InternalError", "no %s.valueOf%s or value field", cn, desc);
        return NULL;
    }
    box_valueof[k] = m;
    box_value[k] = f;
    atomic_store_explicit(&box_classes[k], c, memory_order_release);
    return c;
}

static int box(VMThread *t, char prim, Value *v)
{
    int k = box_index(prim);
    if (k < 0 || box_lookup(t, k) == NULL)
        return -1;
    /* valueOf(J)/valueOf(D) take two argument slots; v is one Value. */
    Value a[2] = { *v, { .raw = 0 } };
    Value r = interp_call(t, box_valueof[k], a);
    if (t->exception)
        return -1;
    v->l = r.l;
    return 0;
}

static char prim_of_box(Class *c)
{
    for (int k = 0; k < 8; k++) {
        Class *b = atomic_load_explicit(&box_classes[k], memory_order_acquire);
        if (b == c)
            return box_prims[k];
    }
    for (const char *p = box_prims; *p; p++)
        if (strcmp(c->name, box_class(*p)) == 0)
            return *p;
    return 0;
}

static int unbox(VMThread *t, char want, Value *v)
{
    Object *o = v->l;
    if (o == NULL) {
        exc_npe(t, NULL);
        return -1;
    }
    char have = prim_of_box(o->cls);
    if (have == 0) {
        char *cn = class_java_name(o->cls);
        exc_throwf(t, "java/lang/ClassCastException", "%s cannot be unboxed", cn);
        free(cn);
        return -1;
    }
    int k = box_index(have);
    if (box_lookup(t, k) == NULL)
        return -1;
    Field *f = box_value[k];
    Value raw;
    if (have == 'J' || have == 'D')
        raw.j = FIELD_AT(o, f->offset, int64_t);
    else {
        raw.raw = 0;
        raw.i = FIELD_AT(o, f->offset, int32_t);
    }
    /* Widening primitive conversions. */
    if (have == want) {
        *v = raw;
        return 0;
    }
    double d = 0;
    int64_t l = 0;
    int isfp = 0;
    switch (have) {
    case 'J': l = raw.j; break;
    case 'F': d = raw.f; isfp = 1; break;
    case 'D': d = raw.d; isfp = 1; break;
    default: l = raw.i; break;
    }
    switch (want) {
    case 'J': v->j = isfp ? (int64_t)d : l; break;
    case 'F': v->f = isfp ? (float)d : (float)l; break;
    case 'D': v->d = isfp ? d : (double)l; break;
    default: v->i = (int32_t)l; break;
    }
    return 0;
}

static int is_prim(char c)
{
    return c != 'L' && c != '[' && c != 0;
}

/* Converts v from type `from` to type `to` (descriptor chars). */
static int adapt(VMThread *t, char from, char to, Value *v)
{
    if (from == to || (!is_prim(from) && !is_prim(to)))
        return 0;
    if (is_prim(from) && !is_prim(to))
        return box(t, from, v);
    if (!is_prim(from) && is_prim(to))
        return unbox(t, to, v);
    /* primitive widening */
    Value r = *v;
    switch (to) {
    case 'J': r.j = from == 'F' ? (int64_t)v->f : from == 'D' ? (int64_t)v->d : v->i; break;
    case 'F': r.f = from == 'J' ? (float)v->j : from == 'D' ? (float)v->d : (float)v->i; break;
    case 'D': r.d = from == 'J' ? (double)v->j : from == 'F' ? (double)v->f : (double)v->i; break;
    default: break;
    }
    *v = r;
    return 0;
}

static char ret_char(const char *desc)
{
    const char *p = strchr(desc, ')');
    char c = p ? p[1] : 'V';
    return c == '[' ? 'L' : c;
}

/* The body of every lambda method: captured values + interface args.  The
 * arguments for impl are assembled in a buffer on the C stack (scanned
 * conservatively, so boxes made by adapt() stay alive), then copied to the
 * Java stack by interp_call. */
#define LAMBDA_STACK_SLOTS 32
static Value lambda_stub(VMThread *t, Value *args)
{
    Value none = { .raw = 0 };
    Object *self = args[0].l;
    LambdaInfo *li = self->cls->lambda_info;
    Method *impl = li->impl;
    const char *sam_types = li->sam_types, *impl_types = li->impl_types;
    int n_sam = li->n_sam, n_impl = li->n_impl;
    Value stack_buf[LAMBDA_STACK_SLOTS];
    Value *out = stack_buf;
    if (li->out_slots > LAMBDA_STACK_SLOTS) {
        /* Rare (over 31 argument slots): on the heap, unscanned; only
         * reference arguments that are also on the Java stack are safe. */
        out = calloc((size_t)li->out_slots, sizeof(Value));
        if (out == NULL) {
            exc_oom(t);
            return none;
        }
    }
    int o = 0;
    int recv = li->recv;
    Object *newobj = NULL;
    if (li->impl_kind == REF_newInvokeSpecial) {
        if (class_init(t, impl->cls) < 0 || (newobj = obj_new(t, impl->cls)) == NULL)
            goto out;
        out[o++].l = newobj;
    }
    /* Captured values, then the interface arguments. */
    int param = recv ? -1 : 0;      /* index into impl_types; -1 = receiver */
    for (int k = 0; k < li->ncaptured; k++, param++) {
        char ty = li->captured_types[k];
        Value v = FIELD_AT(self, cls_Object->instance_size + 8u * k, Value);
        char to = param < 0 ? 'L' : param < n_impl ? impl_types[param] : ty;
        if (ty != to && adapt(t, ty, to, &v) < 0)
            goto out;
        out[o] = v;
        o += slots_of(to);
    }
    Value *a = args + 1;
    for (int k = 0; k < n_sam; k++, param++) {
        char ty = sam_types[k];
        Value v = *a;
        a += slots_of(ty);
        char to = param < 0 ? 'L' : param < n_impl ? impl_types[param] : ty;
        if (param < 0 && v.l == NULL) {
            exc_npe(t, NULL);
            goto out;
        }
        if (ty != to && adapt(t, ty, to, &v) < 0)
            goto out;
        out[o] = v;
        o += slots_of(to);
    }
    Value r;
    if (li->virt)
        r = interp_call_virtual(t, impl, out);
    else
        r = interp_call(t, impl, out);
    if (t->exception)
        goto out;
    if (newobj != NULL) {
        r.l = newobj;
    } else {
        char from = li->impl_ret, to = li->sam_ret;
        if (to != 'V' && from != 'V' && from != to && adapt(t, from, to, &r) < 0)
            goto out;
    }
    none = r;
out:
    if (out != stack_buf)
        free(out);
    return none;
}

Method *indy_lambda_direct(Value *args)
{
    Object *self = args[0].l;
    LambdaInfo *li = self->cls->lambda_info;
    if (li == NULL || !li->direct)
        return NULL;
    Method *impl = li->impl;
    if (li->recv) {
        Object *r = li->ncaptured > 0 ? FIELD_AT(self, cls_Object->instance_size, Object *) : args[1].l;
        if (r == NULL)
            return NULL;            /* lambda_stub throws the NullPointerException */
        if (li->virt)
            impl = class_select_iface(r->cls, impl);
    }
    if (impl == NULL || (impl->code == NULL && !(impl->access & ACC_NATIVE)))
        return NULL;
    /* [self, interface args] becomes [captured values, interface args]. */
    if (li->cap_slots != 1)
        memmove(args + li->cap_slots, args + 1, (size_t)li->sam_slots * sizeof(Value));
    Value *o = args;
    for (int k = 0; k < li->ncaptured; k++) {
        *o = FIELD_AT(self, cls_Object->instance_size + 8u * k, Value);
        o += slots_of(li->captured_types[k]);
    }
    return impl;
}

static Value *lambda_invoke(VMThread *t, IndySite *s, Value *sp)
{
    Object *one = __atomic_load_n(&s->singleton, __ATOMIC_ACQUIRE);
    if (one != NULL) {
        sp->l = one;
        return sp + 1;
    }
    Value *args = sp - s->arg_slots;
    Object *o = obj_new(t, s->lambda->cls);
    if (o == NULL)
        return sp;
    Value *a = args;
    for (int k = 0; k < s->nargs; k++) {
        FIELD_AT(o, cls_Object->instance_size + 8u * k, Value) = *a;
        a += slots_of(s->arg_types[k]);
    }
    if (s->nargs == 0) {
        /* Threads may race to make the first instance: one wins, and only
         * it registers the root (o stays on this C stack until then). */
        Object *none = NULL;
        if (__atomic_compare_exchange_n(&s->singleton, &none, o, 0, __ATOMIC_ACQ_REL,
                                        __ATOMIC_ACQUIRE))
        {
            /* A user loader's class: the site reaches it through rcp[]
             * (class_visit_roots), so that it does not keep the loader. */
            if (s->lambda->cls->loader == NULL)
                heap_add_root(&s->singleton);
        } else
            o = none;
    }
    args->l = o;
    return args + 1;
}

/* Records: toString / equals / hashCode from the component fields. */
static Value field_value(Object *o, Field *f)
{
    Value v;
    v.raw = 0;
    char d = f->desc[0];
    if (d == 'J' || d == 'D')
        v.j = FIELD_AT(o, f->offset, int64_t);
    else if (d == 'L' || d == '[')
        v.l = FIELD_AT(o, f->offset, Object *);
    else
        v.i = FIELD_AT(o, f->offset, int32_t);
    return v;
}

static Value *record_invoke(VMThread *t, IndySite *s, Value *sp)
{
    Value *args = sp - s->arg_slots;
    Object *self = args[0].l;
    if (self == NULL) {
        exc_npe(t, NULL);
        return sp;
    }
    if (strcmp(s->rec_name, "toString") == 0) {
        U16Buf b = { 0 };
        const char *simple = strrchr(s->rec_class->name, '/');
        simple = simple ? simple + 1 : s->rec_class->name;
        const char *dollar = strrchr(simple, '$');
        simple = dollar ? dollar + 1 : simple;
        /* Class.getSimpleName: the InnerClasses name (Local, not 1Local). */
        ClassFile *rcf = s->rec_class->cf;
        for (int k = 0; rcf != NULL && k < rcf->inner_count; k++) {
            const char *in = cf_class_name(rcf, rcf->inners[k].inner_class);
            if (in != NULL && strcmp(in, s->rec_class->name) == 0 && rcf->inners[k].inner_name) {
                const char *n = cf_utf8(rcf, rcf->inners[k].inner_name);
                simple = n ? n : simple;
            }
        }
        u16_ascii(&b, simple);
        u16_push(&b, '[');
        int32_t nl = jstring_length(s->rec_names);
        const uint16_t *names = jstring_chars(s->rec_names);
        int32_t pos = 0;
        for (int k = 0; k < s->rec_nfields; k++) {
            if (k > 0)
                u16_ascii(&b, ", ");
            while (pos < nl && names[pos] != ';')
                u16_push(&b, names[pos++]);
            pos++;
            u16_push(&b, '=');
            Value v = field_value(self, s->rec_fields[k]);
            char d = s->rec_fields[k]->desc[0];
            if (indy_append_value(t, &b, d == '[' ? 'L' : d, &v) < 0) {
                free(b.p);
                return sp;
            }
        }
        u16_push(&b, ']');
        Object *r = jstring_new_utf16(t, b.p, b.n);
        free(b.p);
        if (r == NULL)
            return sp;
        args->l = r;
        return args + 1;
    }
    if (strcmp(s->rec_name, "hashCode") == 0) {
        int32_t h = 0;
        for (int k = 0; k < s->rec_nfields; k++) {
            Field *f = s->rec_fields[k];
            Value v = field_value(self, f);
            int32_t fh;
            switch (f->desc[0]) {
            case 'Z': fh = v.i ? 1231 : 1237; break;
            case 'J': fh = (int32_t)(v.j ^ ((uint64_t)v.j >> 32)); break;
            case 'F': { float x = v.f; uint32_t bits; if (x != x) bits = 0x7fc00000; else memcpy(&bits, &x, 4); fh = (int32_t)bits; break; }
            case 'D': { double x = v.d; uint64_t bits; if (x != x) bits = 0x7ff8000000000000ull; else memcpy(&bits, &x, 8); fh = (int32_t)(bits ^ (bits >> 32)); break; }
            case 'L': case '[':
                if (v.l == NULL) { fh = 0; break; }
                {
                    Value a = { .l = v.l };
                    Value r = interp_call_named(t, v.l, "hashCode", "()I", &a);
                    if (t->exception)
                        return sp;
                    fh = r.i;
                }
                break;
            default: fh = v.i; break;
            }
            h = (int32_t)((uint32_t)h * 31u + (uint32_t)fh);
        }
        args->i = h;
        return args + 1;
    }
    /* equals */
    Object *other = args[1].l;
    int eq = other != NULL && other->cls == self->cls;
    for (int k = 0; eq && k < s->rec_nfields; k++) {
        Field *f = s->rec_fields[k];
        Value a = field_value(self, f), b = field_value(other, f);
        switch (f->desc[0]) {
        case 'J': eq = a.j == b.j; break;
        case 'F': eq = memcmp(&a.f, &b.f, 4) == 0 || (a.f != a.f && b.f != b.f); break;
        case 'D': eq = memcmp(&a.d, &b.d, 8) == 0 || (a.d != a.d && b.d != b.d); break;
        case 'L': case '[':
            if (a.l == b.l) eq = 1;
            else if (a.l == NULL || b.l == NULL) eq = 0;
            else {
                Value ea[2] = { { .l = a.l }, { .l = b.l } };
                Value r = interp_call_named(t, a.l, "equals", "(Ljava/lang/Object;)Z", ea);
                if (t->exception)
                    return sp;
                eq = r.i != 0;
            }
            break;
        default: eq = a.i == b.i; break;
        }
    }
    args->i = eq;
    return args + 1;
}

/* The binding of the SITE_CALL constant s for the instruction at
 * t->frame->pc, made now (the bootstrap run) if it has none: its CallSite,
 * or NULL with its error thrown. */
static CallBinding *bind_call(VMThread *t, IndySite *s)
{
    const uint8_t *pc = t->frame->pc;
    CallBinding *head = atomic_load_explicit(&s->bindings, memory_order_acquire);
    for (CallBinding *b = head; b != NULL; b = b->next) {
        if (b->pc != pc)
            continue;
        if (b->callsite == NULL) {
            exc_throw(t, b->fail_class, b->fail_msg);
            return NULL;
        }
        return b;
    }
    CallBinding *nb = os_xcalloc(1, sizeof *nb);
    nb->pc = pc;
    nb->callsite = invoke_bootstrap(t, s->cur, s->bsm_index, s->name, s->desc);
    Object *e = t->exception;
    if (nb->callsite == NULL && e == NULL) {
        exc_throw(t, "java/lang/BootstrapMethodError", "bootstrap method returned no call site");
        e = t->exception;
    }
    if (nb->callsite == NULL && e != NULL) {
        t->exception = NULL;
        Value a[1] = { { .l = e } };
        Value m = interp_call_named(t, e, "getMessage", "()Ljava/lang/String;", a);
        nb->fail_msg = t->exception == NULL && m.l != NULL ? jstring_to_utf8(m.l, NULL) : NULL;
        nb->fail_class = os_xmalloc(strlen(e->cls->name) + 1);
        strcpy(nb->fail_class, e->cls->name);
        t->exception = e;
    }
    /* Publish unless another thread bound this instruction first: its binding wins. */
    for (;;) {
        head = atomic_load_explicit(&s->bindings, memory_order_acquire);
        CallBinding *other = NULL;
        for (CallBinding *b = head; b != NULL && other == NULL; b = b->next)
            if (b->pc == pc)
                other = b;
        if (other != NULL) {
            free(nb->fail_class);
            free(nb->fail_msg);
            free(nb);
            t->exception = NULL;
            if (other->callsite == NULL) {
                exc_throw(t, other->fail_class, other->fail_msg);
                return NULL;
            }
            return other;
        }
        nb->next = head;
        if (atomic_compare_exchange_weak_explicit(&s->bindings, &head, nb, memory_order_acq_rel,
                                                  memory_order_acquire))
            break;
    }
    return nb->callsite != NULL ? nb : NULL;    /* NULL: its error is pending */
}

Value *indy_invoke(VMThread *t, IndySite *s, Value *sp)
{
    switch (s->kind) {
    case SITE_CONCAT: return concat_invoke(t, s, sp);
    case SITE_LAMBDA: return lambda_invoke(t, s, sp);
    case SITE_CALL: {
        CallBinding *b = bind_call(t, s);
        if (b == NULL)
            return sp;
        return invoke_call_site(t, b->callsite, s->desc, s->arg_slots, sp);
    }
    default: return record_invoke(t, s, sp);
    }
}

/* Resolution. */

static const char *utf8_at(ClassFile *cf, unsigned idx)
{
    return cf_utf8(cf, idx);
}

/* An int constant of cf, or -1 when idx names none. */
static int32_t cp_int(ClassFile *cf, unsigned idx)
{
    if (idx == 0 || idx >= cf->cp_count || cf->cp[idx].tag != CP_INTEGER)
        return -1;
    return cf->cp[idx].u.i;
}

/* private final Object writeReplace() of a serializable lambda's class: its
 * java.lang.invoke.SerializedLambda, captured values boxed, as HotSpot's proxies write. */
static Value lambda_write_replace(VMThread *t, Value *args)
{
    Value none = { .raw = 0 };
    Object *self = args[0].l;
    LambdaInfo *li = self->cls->lambda_info;
    Class *sl = class_load(t, "java/lang/invoke/SerializedLambda");
    if (sl == NULL || class_init(t, sl) < 0)
        return none;
    Method *ctor = class_own_method(sl, "<init>",
        "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;"
        "Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)V");
    if (ctor == NULL) {
        exc_throw(t, "java/lang/InternalError", "SerializedLambda has no such constructor");
        return none;
    }
    Array *captured = array_new_ref(t, cls_Object, li->ncaptured);
    if (captured == NULL)
        return none;
    for (int k = 0; k < li->ncaptured; k++) {
        Value v = FIELD_AT(self, cls_Object->instance_size + 8u * k, Value);
        char ty = li->captured_types[k];
        if (ty != 'L' && box(t, ty, &v) < 0)
            return none;
        ARRAY_ELEMS(captured, Object *)[k] = v.l;
    }
    const char *strs[7] = { li->fi_class, li->fi_name, li->sam_desc, li->impl_class,
                            li->impl_name, li->impl_desc, li->inst_desc };
    /* HotSpot's strings: descriptors come from interned MethodTypes and names are interned, so
     * equal ones are one object (a back reference in the stream); a class name is shared only
     * when it has no package ('.' to '/' made a new string otherwise). */
    static const int group[7] = { 0, 1, 2, 0, 1, 2, 2 };
    Object *js[7];
    for (int k = 0; k < 7; k++) {
        js[k] = NULL;
        for (int j = 0; j < k && js[k] == NULL; j++)
            if (group[j] == group[k] && strcmp(strs[j], strs[k]) == 0 &&
                (group[k] != 0 || strchr(strs[k], '/') == NULL))
                js[k] = js[j];
        if (js[k] == NULL && (js[k] = jstring_new(t, strs[k])) == NULL)
            return none;
    }
    Object *mirror = class_mirror(t, li->capturing);
    Object *o = mirror ? obj_new(t, sl) : NULL;
    if (o == NULL)
        return none;
    Value a[11] = { { .l = o }, { .l = mirror }, { .l = js[0] }, { .l = js[1] }, { .l = js[2] },
                    { .i = li->impl_kind }, { .l = js[3] }, { .l = js[4] }, { .l = js[5] },
                    { .l = js[6] }, { .l = &captured->hdr } };
    interp_call(t, ctor, a);
    if (t->exception)
        return none;
    return (Value){ .l = o };
}

/* metafactory, or altMetafactory (alt): its flags add marker interfaces
 * (FLAG_MARKERS), Serializable (FLAG_SERIALIZABLE) and bridge methods
 * (FLAG_BRIDGES: more descriptors of the one method, each of the same
 * argument kinds as the interface method's, run by the same stub). */
static int make_lambda(VMThread *t, Class *cur, IndySite *s, CfBootstrap *bm, const char *name, int alt)
{
    ClassFile *cf = cur->cf;
    if (bm->arg_count < (alt ? 4 : 3))
        goto bad;
    enum { FLAG_SERIALIZABLE = 1, FLAG_MARKERS = 2, FLAG_BRIDGES = 4 };
    int32_t flags = alt ? cp_int(cf, bm->args[3]) : 0;
    if (flags < 0 || (flags & ~7))
        goto bad;
    unsigned ai = 4;
    Class *extra[64];
    int nextra = 0;
    if (flags & FLAG_MARKERS) {
        int32_t n = ai < bm->arg_count ? cp_int(cf, bm->args[ai++]) : -1;
        if (n < 0 || n > 60 || ai + (unsigned)n > bm->arg_count)
            goto bad;
        for (int32_t k = 0; k < n; k++) {
            unsigned ci = bm->args[ai++];
            if (ci == 0 || ci >= cf->cp_count || cf->cp[ci].tag != CP_CLASS)
                goto bad;
            Class *mk = resolve_class(t, cur, ci);
            if (mk == NULL)
                return -1;
            extra[nextra++] = mk;
        }
    }
    if (flags & FLAG_SERIALIZABLE)
        extra[nextra++] = cls_Serializable;
    const char *bridges[16];
    int nbridges = 0;
    if (flags & FLAG_BRIDGES) {
        int32_t n = ai < bm->arg_count ? cp_int(cf, bm->args[ai++]) : -1;
        if (n < 0 || n > 16 || ai + (unsigned)n > bm->arg_count)
            goto bad;
        for (int32_t k = 0; k < n; k++) {
            unsigned mi = bm->args[ai++];
            if (mi == 0 || mi >= cf->cp_count || cf->cp[mi].tag != CP_METHOD_TYPE)
                goto bad;
            bridges[nbridges++] = utf8_at(cf, cf->cp[mi].u.ref.a);
        }
    }
    CfConst *sam = &cf->cp[bm->args[0]], *mh = &cf->cp[bm->args[1]];
    if (sam->tag != CP_METHOD_TYPE || mh->tag != CP_METHOD_HANDLE)
        goto bad;
    const char *sam_desc = utf8_at(cf, sam->u.ref.a);
    int kind = mh->u.ref.a;
    int rk = kind == REF_invokeStatic ? RK_STATIC : kind == REF_invokeInterface ? RK_INTERFACE
           : kind == REF_invokeVirtual ? RK_VIRTUAL : RK_SPECIAL;
    if (kind < REF_invokeVirtual)
        goto bad;
    Method *impl;
    if (rk == RK_SPECIAL) {
        /* Direct reference: no super-selection. */
        unsigned ref = mh->u.ref.b;
        unsigned ci = cf->cp[ref].u.ref.a;
        unsigned nt = cf->cp[ref].u.ref.b;
        Class *c = resolve_class(t, cur, ci);
        if (c == NULL)
            return -1;
        const char *mn = utf8_at(cf, cf->cp[nt].u.ref.a), *md = utf8_at(cf, cf->cp[nt].u.ref.b);
        impl = class_find_method(c, mn, md);
        if (impl == NULL) {
            exc_throwf(t, "java/lang/NoSuchMethodError", "%s.%s%s", c->name, mn, md);
            return -1;
        }
    } else {
        impl = resolve_method(t, cur, mh->u.ref.b, rk);
        if (impl == NULL)
            return -1;
    }
    /* The functional interface is the call site's return type. */
    const char *r = strchr(s->desc, ')');
    if (r == NULL || r[1] != 'L')
        goto bad;
    Class *iface = class_from_desc_in(t, cur->loader, r + 1);
    if (iface == NULL)
        return -1;
    LambdaInfo *li = os_xcalloc(1, sizeof *li);
    li->capturing = cur;
    li->fi_class = iface->name;
    li->fi_name = name;
    {
        CfConst *ref = &cf->cp[mh->u.ref.b];
        CfConst *nt = &cf->cp[ref->u.ref.b];
        li->impl_class = utf8_at(cf, cf->cp[ref->u.ref.a].u.ref.a);
        li->impl_name = utf8_at(cf, nt->u.ref.a);
        li->impl_desc = utf8_at(cf, nt->u.ref.b);
        CfConst *inst = &cf->cp[bm->args[2]];
        li->inst_desc = inst->tag == CP_METHOD_TYPE ? utf8_at(cf, inst->u.ref.a) : sam_desc;
    }
    li->impl = impl;
    li->impl_kind = kind;
    li->ncaptured = s->nargs;
    li->captured_types = os_xstrdup(s->arg_types);
    li->sam_desc = sam_desc;
    li->sam_types = arg_types_of(sam_desc, &li->n_sam);
    li->impl_types = arg_types_of(impl->desc, &li->n_impl);
    li->recv = kind == REF_invokeVirtual || kind == REF_invokeInterface ||
               (kind == REF_invokeSpecial && !(impl->access & ACC_STATIC));
    li->virt = li->recv && !(impl->access & ACC_PRIVATE) && kind != REF_invokeSpecial;
    li->sam_ret = ret_char(sam_desc);
    li->impl_ret = ret_char(impl->desc);
    /* every captured and interface argument in at most 2 slots, plus a new object */
    li->out_slots = 2 * (li->ncaptured + li->n_sam) + 2;
    li->direct = kind != REF_newInvokeSpecial &&
                 li->ncaptured + li->n_sam == li->n_impl + li->recv &&
                 (li->sam_ret == li->impl_ret || (li->sam_ret == 'L' && li->impl_ret == 'L'));
    for (int k = 0; k < li->ncaptured + li->n_sam && li->direct; k++) {
        char from = k < li->ncaptured ? li->captured_types[k] : li->sam_types[k - li->ncaptured];
        int param = k - li->recv;
        char to = param < 0 ? 'L' : li->impl_types[param];
        if (from != to)
            li->direct = 0;
        if (k < li->ncaptured)
            li->cap_slots += slots_of(from);
        else
            li->sam_slots += slots_of(from);
    }
    if (li->cap_slots + li->sam_slots != impl->arg_slots)
        li->direct = 0;
    /* What LambdaMetafactory checks (a LambdaConversionException there): the
     * captured and interface arguments are the implementation's, receiver
     * included; a constructor reference names <init>. */
    if (li->ncaptured + li->n_sam != li->n_impl + li->recv ||
        (kind == REF_newInvokeSpecial) != (strcmp(impl->name, "<init>") == 0)) {
        free(li->captured_types);
        free(li->sam_types);
        free(li->impl_types);
        free(li);
        exc_throw(t, "java/lang/BootstrapMethodError", "bootstrap method initialization exception");
        return -1;
    }
    for (int k = 0; k < nbridges; k++) {
        int nb = 0;
        char *bt = bridges[k] != NULL ? arg_types_of(bridges[k], &nb) : NULL;
        int same = bt != NULL && nb == li->n_sam && strcmp(bt, li->sam_types) == 0 &&
                   (ret_char(bridges[k]) == li->sam_ret ||
                    (ret_char(bridges[k]) == 'L' && li->sam_ret == 'L'));
        free(bt);
        if (!same) {
            free(li->captured_types);
            free(li->sam_types);
            free(li->impl_types);
            free(li);
            exc_throwf(t, "java/lang/BootstrapMethodError",
                       "LambdaMetafactory.altMetafactory: a bridge %s of %s%s that converts primitives is not supported by this VM",
                       bridges[k] ? bridges[k] : "?", name, sam_desc);
            return -1;
        }
    }
    int serial = (flags & FLAG_SERIALIZABLE) != 0;
    Method *m = os_xcalloc((size_t)(1 + nbridges + serial), sizeof *m);
    if (serial) {
        Method *w = &m[1 + nbridges];
        w->name = "writeReplace";
        w->desc = "()Ljava/lang/Object;";
        w->access = ACC_PRIVATE | ACC_FINAL | ACC_NATIVE;
        w->arg_slots = (uint16_t)(desc_arg_slots(w->desc, &w->ret) + 1);
        w->ret_slots = 1;
        w->native = lambda_write_replace;
    }
    for (int k = 0; k <= nbridges; k++) {
        m[k].name = name;
        m[k].desc = k == 0 ? sam_desc : bridges[k - 1];
        m[k].access = ACC_PUBLIC | ACC_NATIVE | ACC_SYNTHETIC | (k > 0 ? ACC_BRIDGE : 0);
        m[k].arg_slots = (uint16_t)(desc_arg_slots(m[k].desc, &m[k].ret) + 1);
        m[k].ret_slots = m[k].ret == 'V' ? 0 : (m[k].ret == 'J' || m[k].ret == 'D') ? 2 : 1;
        m[k].native = lambda_stub;
    }
    uint8_t *isref = os_xcalloc((size_t)s->nargs + 1, 1);
    for (int k = 0; k < s->nargs; k++)
        isref[k] = s->arg_types[k] == 'L';
    char cname[512];
    snprintf(cname, sizeof cname, "%s$$Lambda$%d", cur->name,
             __atomic_add_fetch(&lambda_counter, 1, __ATOMIC_RELAXED));
    Class *ifs[66] = { iface };
    int nifs = 1;
    for (int k = 0; k < nextra; k++) {
        int dup = 0;
        for (int j = 0; j < nifs; j++)
            dup |= ifs[j] == extra[k];
        if (!dup)
            ifs[nifs++] = extra[k];
    }
    Class *lc = class_new_synthetic(t, cname, cls_Object, ifs, (uint16_t)nifs, m, (uint16_t)(1 + nbridges + serial),
                                    (uint16_t)s->nargs, isref);
    free(isref);
    lc->lambda_info = li;
    lc->loader = cur->loader;
    lc->source_file = NULL;
    li->cls = lc;
    s->lambda = li;
    s->kind = SITE_LAMBDA;
    return 0;
bad:
    exc_throw(t, "java/lang/BootstrapMethodError", "unsupported LambdaMetafactory call site");
    return -1;
}

static int make_record(VMThread *t, Class *cur, IndySite *s, CfBootstrap *bm, const char *name)
{
    ClassFile *cf = cur->cf;
    if (bm->arg_count < 2 || cf->cp[bm->args[0]].tag != CP_CLASS || cf->cp[bm->args[1]].tag != CP_STRING)
        goto bad;
    s->rec_class = resolve_class(t, cur, bm->args[0]);
    if (s->rec_class == NULL)
        return -1;
    s->rec_names = resolve_string(t, cur, bm->args[1]);
    if (s->rec_names == NULL)
        return -1;
    s->rec_nfields = bm->arg_count - 2;
    s->rec_fields = os_xcalloc((size_t)s->rec_nfields + 1, sizeof(Field *));
    for (int k = 0; k < s->rec_nfields; k++) {
        CfConst *mh = &cf->cp[bm->args[k + 2]];
        if (mh->tag != CP_METHOD_HANDLE || mh->u.ref.a != REF_getField)
            goto bad;
        s->rec_fields[k] = resolve_field(t, cur, mh->u.ref.b, 0);
        if (s->rec_fields[k] == NULL)
            return -1;
    }
    s->rec_name = name;
    s->kind = SITE_RECORD;
    return 0;
bad:
    exc_throw(t, "java/lang/BootstrapMethodError", "unsupported ObjectMethods call site");
    return -1;
}

static int make_concat(VMThread *t, Class *cur, IndySite *s, CfBootstrap *bm, int with_constants)
{
    ClassFile *cf = cur->cf;
    s->kind = SITE_CONCAT;
    if (!with_constants) {
        s->recipe = os_xmalloc(((size_t)s->nargs + 1) * 2);
        for (int k = 0; k < s->nargs; k++)
            s->recipe[k] = 1;
        s->recipe_len = (size_t)s->nargs;
        return 0;
    }
    if (bm->arg_count < 1 || cf->cp[bm->args[0]].tag != CP_STRING)
        goto bad;
    Object *recipe = resolve_string(t, cur, bm->args[0]);
    if (recipe == NULL)
        return -1;
    s->recipe_len = (size_t)jstring_length(recipe);
    s->recipe = os_xmalloc((s->recipe_len + 1) * 2);
    memcpy(s->recipe, jstring_chars(recipe), s->recipe_len * 2);
    s->nconstants = bm->arg_count - 1;
    s->constants = os_xcalloc((size_t)s->nconstants + 1, sizeof(Object *));
    for (int k = 0; k < s->nconstants; k++) {
        CfConst *c = &cf->cp[bm->args[k + 1]];
        char buf[64];
        Object *o = NULL;
        switch (c->tag) {
        case CP_STRING: o = resolve_string(t, cur, bm->args[k + 1]); break;
        case CP_INTEGER: snprintf(buf, sizeof buf, "%d", c->u.i); o = jstring_intern_utf8(t, buf, strlen(buf)); break;
        case CP_LONG: snprintf(buf, sizeof buf, "%lld", (long long)c->u.l); o = jstring_intern_utf8(t, buf, strlen(buf)); break;
        case CP_FLOAT: jfloat_float_to_string(c->u.f, buf, sizeof buf); o = jstring_intern_utf8(t, buf, strlen(buf)); break;
        case CP_DOUBLE: jfloat_double_to_string(c->u.d, buf, sizeof buf); o = jstring_intern_utf8(t, buf, strlen(buf)); break;
        default: goto bad;
        }
        if (o == NULL)
            return -1;
        s->constants[k] = o;
        heap_add_root(&s->constants[k]);   /* interned strings are weak; a user
                                            * loader's class drops the roots once
                                            * the site is published */
    }
    return 0;
bad:
    exc_throw(t, "java/lang/BootstrapMethodError", "unsupported string concatenation call site");
    return -1;
}

IndySite *indy_resolve(VMThread *t, Class *cur, unsigned idx)
{
    IndySite *s = atomic_load_explicit(&cur->rcp[idx], memory_order_acquire);
    if (s != NULL)
        return s->kind != SITE_CALL || bind_call(t, s) != NULL ? s : NULL;
    ClassFile *cf = cur->cf;
    if (idx == 0 || idx >= cf->cp_count || cf->cp[idx].tag != CP_INVOKE_DYNAMIC ||
        cf->cp[idx].u.ref.a >= cf->bootstrap_count) {
        exc_throw(t, "java/lang/VerifyError", "bad invokedynamic constant");
        return NULL;
    }
    CfBootstrap *bm = &cf->bootstraps[cf->cp[idx].u.ref.a];
    unsigned nt = cf->cp[idx].u.ref.b;
    const char *name = utf8_at(cf, cf->cp[nt].u.ref.a);
    const char *desc = utf8_at(cf, cf->cp[nt].u.ref.b);
    CfConst *h = &cf->cp[bm->method_ref];
    if (h->tag != CP_METHOD_HANDLE) {
        exc_throw(t, "java/lang/BootstrapMethodError", "bootstrap method is not a method handle");
        return NULL;
    }
    unsigned ref = h->u.ref.b;
    const char *bcls = cf_class_name(cf, cf->cp[ref].u.ref.a);
    unsigned bnt = cf->cp[ref].u.ref.b;
    const char *bname = utf8_at(cf, cf->cp[bnt].u.ref.a);
    s = os_xcalloc(1, sizeof *s);
    s->desc = desc;
    s->arg_types = arg_types_of(desc, &s->nargs);
    s->arg_slots = desc_arg_slots(desc, NULL);
    int rc;
    if (bcls && strcmp(bcls, "java/lang/invoke/StringConcatFactory") == 0 &&
        strcmp(bname, "makeConcatWithConstants") == 0)
        rc = make_concat(t, cur, s, bm, 1);
    else if (bcls && strcmp(bcls, "java/lang/invoke/StringConcatFactory") == 0 &&
             strcmp(bname, "makeConcat") == 0)
        rc = make_concat(t, cur, s, bm, 0);
    else if (bcls && strcmp(bcls, "java/lang/invoke/LambdaMetafactory") == 0 &&
             (strcmp(bname, "metafactory") == 0 || strcmp(bname, "altMetafactory") == 0))
        rc = make_lambda(t, cur, s, bm, name, strcmp(bname, "altMetafactory") == 0);
    else if (bcls && strcmp(bcls, "java/lang/runtime/ObjectMethods") == 0 &&
             strcmp(bname, "bootstrap") == 0)
        rc = make_record(t, cur, s, bm, name);
    else {
        s->kind = SITE_CALL;        /* each instruction binds itself (bind_call) */
        s->cur = cur;
        s->bsm_index = cf->cp[idx].u.ref.a;
        s->name = name;
        rc = 0;
    }
    if (rc < 0) {
        free(s->arg_types);
        free(s);
        return NULL;
    }
    void *expected = NULL;
    int won = atomic_compare_exchange_strong(&cur->rcp[idx], &expected, s);
    if (cur->loader != NULL && s->constants != NULL)
        for (int k = 0; k < s->nconstants; k++)
            heap_remove_root(&s->constants[k]);  /* rcp[] reaches them now */
    if (!won)
        s = expected;               /* (the loser is leaked: another thread may read it) */
    if (s->kind == SITE_CALL && bind_call(t, s) == NULL)
        return NULL;                /* the bootstrap's error is pending */
    return s;
}

void indy_visit_site(void *site, void (*visit)(void *, void *), void *cookie)
{
    IndySite *s = site;
    Object *o = __atomic_load_n(&s->singleton, __ATOMIC_ACQUIRE);
    if (o != NULL)
        visit(o, cookie);
    for (int k = 0; s->constants != NULL && k < s->nconstants; k++)
        if (s->constants[k] != NULL)
            visit(s->constants[k], cookie);
    if (s->rec_names != NULL)
        visit(s->rec_names, cookie);
    for (CallBinding *b = atomic_load_explicit(&s->bindings, memory_order_acquire); b != NULL; b = b->next)
        if (b->callsite != NULL)
            visit(b->callsite, cookie);
    /* The lambda class is in no class table: its mirror lives while the site does. */
    if (s->lambda != NULL && s->lambda->cls != NULL) {
        Object *mir = atomic_load(&s->lambda->cls->mirror);
        if (mir != NULL)
            visit(mir, cookie);
    }
}

void indy_free_site(void *site)
{
    IndySite *s = site;
    free(s->arg_types);
    free(s->recipe);
    free(s->constants);
    free(s->rec_fields);
    for (CallBinding *b = atomic_load_explicit(&s->bindings, memory_order_acquire), *nx; b != NULL; b = nx) {
        nx = b->next;
        free(b->fail_class);
        free(b->fail_msg);
        free(b);
    }
    LambdaInfo *li = s->lambda;
    if (li != NULL) {
        free(li->captured_types);
        free(li->sam_types);
        free(li->impl_types);
        if (li->cls != NULL)
            class_free_synthetic(li->cls);
        free(li);
    }
    free(s);
}
