/* class.c: loading, linking and initializing classes.
 *
 * Invariants:
 * - The class table maps internal names to Classes; an entry is added only
 *   once the class is fully linked, under the loader lock, and never removed.
 * - The loader lock is recursive (loading a class loads its superclasses on
 *   the same thread).  Initialization does not hold it: JVMS §5.5 is done
 *   with a per-class state, the initializing thread, and one global
 *   condition that waiters recheck.
 * - Instance fields take one 8-byte slot each after the superclass's, so a
 *   subclass's layout extends its superclass's.
 * - vtable[i] of a class is the method run for virtual slot i; a subclass
 *   copies its superclass's vtable, overrides in place and appends.  Methods
 *   of superinterfaces that no class method implements get appended too
 *   (default methods, or abstract "miranda" entries that throw
 *   AbstractMethodError), so every interface call is a mtable lookup of
 *   name:desc in the receiver's class, then a vtable load. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "class.h"
#include "reference.h"
#include "classpath.h"
#include "heap.h"
#include "excep.h"
#include "interp.h"
#include "intrinsics.h"
#include "jstring.h"
#include "native.h"
#include "options.h"
#include "verify.h"
#include "safepoint.h"
#include "../threads/threads.h"
#include "../os/os.h"

Class *cls_Object, *cls_String, *cls_Class, *cls_Throwable, *cls_Thread,
      *cls_Cloneable, *cls_Serializable;
Class *cls_prim[128];
struct ClassPath *vm_classpath;

static Class *class_table;
static ThMutex *loader_mutex;
static VMThread *_Atomic loader_owner;
static int loader_depth;
static ThMutex *init_mutex;
static ThCond *init_cond;
static uint32_t mirror_vmclass_offset;

#define MAX_LOADING 256
static const char *loading_names[MAX_LOADING];
static int loading_count;

static void loader_lock(VMThread *t)
{
    if (atomic_load(&loader_owner) == t) {
        loader_depth++;
        return;
    }
    vm_lock(t, loader_mutex);
    atomic_store(&loader_owner, t);
    loader_depth = 1;
}

static void loader_unlock(void)
{
    if (--loader_depth == 0) {
        atomic_store(&loader_owner, NULL);
        th->mutex_unlock(loader_mutex);
    }
}

static void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size);
    if (p == NULL) {
        fprintf(stderr, "jvm: out of native memory\n");
        exit(1);
    }
    return p;
}

static char *xstrdup(const char *s)
{
    char *p = strdup(s);
    if (p == NULL) {
        fprintf(stderr, "jvm: out of native memory\n");
        exit(1);
    }
    return p;
}

int desc_arg_slots(const char *desc, char *ret)
{
    const char *p = desc + 1;
    int n = 0;
    for (; *p && *p != ')'; p = desc_skip_type(p))
        n += *p == 'J' || *p == 'D' ? 2 : 1;
    if (ret != NULL)
        *ret = *p == ')' ? p[1] : 'V';
    return n;
}

const char *desc_skip_type(const char *p)
{
    while (*p == '[')
        p++;
    if (*p == 'L') {
        const char *e = strchr(p, ';');
        return e ? e + 1 : p + strlen(p);
    }
    return *p ? p + 1 : p;
}

/* Appends s to out (size n), truncating; out stays terminated. */
static void append(char *out, size_t n, const char *s, size_t len)
{
    size_t l = strlen(out);
    if (l + 1 >= n)
        return;
    if (len > n - l - 1)
        len = n - l - 1;
    memcpy(out + l, s, len);
    out[l + len] = 0;
}

void desc_put_class(const char *name, size_t len, char *out, size_t n, int short_names)
{
    if (short_names && len == 16 && (memcmp(name, "java/lang/Object", 16) == 0 ||
                                     memcmp(name, "java/lang/String", 16) == 0)) {
        name += 10;
        len -= 10;
    }
    size_t start = strlen(out);
    append(out, n, name, len);
    for (char *q = out + start; *q; q++)
        if (*q == '/')
            *q = '.';
}

const char *desc_put_type(const char *p, char *out, size_t n, int short_names)
{
    static const char *const prim[128] = {
        ['I'] = "int", ['J'] = "long", ['Z'] = "boolean", ['B'] = "byte", ['C'] = "char",
        ['S'] = "short", ['F'] = "float", ['D'] = "double", ['V'] = "void" };
    int dims = 0;
    while (*p == '[') {
        dims++;
        p++;
    }
    const char *next = desc_skip_type(p);
    if (*p == 'L') {
        desc_put_class(p + 1, (size_t)(next - p - 1) - (next[-1] == ';'), out, n, short_names);
    } else {
        const char *b = (unsigned char)*p < 128 ? prim[(unsigned char)*p] : NULL;
        append(out, n, b ? b : "?", strlen(b ? b : "?"));
    }
    while (dims-- > 0)
        append(out, n, "[]", 2);
    return next;
}

void desc_method_java_name(char *out, size_t n, const char *cls, const char *name, const char *desc)
{
    if (n == 0)
        return;
    out[0] = 0;
    const char *r = strchr(desc, ')');
    desc_put_type(r ? r + 1 : "V", out, n, 0);
    append(out, n, " ", 1);
    append(out, n, cls, strlen(cls));
    append(out, n, ".", 1);
    append(out, n, name, strlen(name));
    append(out, n, "(", 1);
    const char *p = *desc == '(' ? desc + 1 : desc;
    for (int first = 1; *p && *p != ')'; first = 0) {
        if (!first)
            append(out, n, ", ", 2);
        p = desc_put_type(p, out, n, 0);
    }
    append(out, n, ")", 1);
}

void desc_java_signature(char *out, size_t n, const char *cls, const char *name, const char *desc)
{
    if (n < 3) {
        if (n > 0)
            out[0] = 0;
        return;
    }
    out[0] = '\'';
    desc_method_java_name(out + 1, n - 1, cls, name, desc);
    append(out, n, "'", 1);
}

/* FNV-1a over name, a separator and desc, then a final mix so that the
 * low bits (a method table's slot) depend on every byte. */
void method_set_key(Method *m)
{
    uint32_t h = 2166136261u;
    for (const char *p = m->name; *p; p++)
        h = (h ^ (uint8_t)*p) * 16777619u;
    h = (h ^ ':') * 16777619u;
    for (const char *p = m->desc; *p; p++)
        h = (h ^ (uint8_t)*p) * 16777619u;
    h ^= h >> 16;
    h *= 0x85ebca6bu;
    h ^= h >> 13;
    m->keyhash = h;
}

static int same_key(const Method *a, const Method *b)
{
    return a->keyhash == b->keyhash && strcmp(a->name, b->name) == 0 &&
           strcmp(a->desc, b->desc) == 0;
}

/* The slot for m's key in t: its entry, or the free slot where it goes. */
static MethodKey *mtable_slot(MethodTable *t, const Method *m)
{
    for (uint32_t i = m->keyhash & t->mask;; i = (i + 1) & t->mask) {
        MethodKey *e = &t->slot[i];
        if (e->m == NULL || same_key(e->m, m))
            return e;
    }
}

static MethodTable *mtable_new(uint32_t slots)
{
    MethodTable *t = xcalloc(1, sizeof *t + slots * sizeof(MethodKey));
    t->mask = slots - 1;
    return t;
}

/* Room for at least n entries at most 3/4 full, before link_dispatch fills
 * the table (one block per class, grown by mtable_put should it be short). */
static void mtable_reserve(Class *c, uint32_t n)
{
    uint32_t slots = 8;
    while (slots / 4 * 3 < n)
        slots *= 2;
    MethodTable *old = c->mtable;
    if (old != NULL && old->mask + 1 >= slots)
        return;
    MethodTable *t = mtable_new(slots);
    if (old != NULL) {
        for (uint32_t i = 0; i <= old->mask; i++)
            if (old->slot[i].m != NULL)
                *mtable_slot(t, old->slot[i].m) = old->slot[i];
        t->count = old->count;
        free(old);
    }
    c->mtable = t;
}

static void mtable_put(Class *c, Method *m, int32_t vindex)
{
    if (c->mtable == NULL || c->mtable->count + 1 > (c->mtable->mask + 1) / 4 * 3)
        mtable_reserve(c, (c->mtable != NULL ? c->mtable->count : 0) + 1 + 8);
    MethodKey *e = mtable_slot(c->mtable, m);
    if (e->m == NULL)
        c->mtable->count++;
    e->m = m;
    e->vindex = vindex;
}

static MethodKey *mtable_get_m(Class *c, const Method *m)
{
    if (c->mtable == NULL)
        return NULL;
    MethodKey *e = mtable_slot(c->mtable, m);
    return e->m != NULL ? e : NULL;
}


static void vtable_append(Class *c, Method *m, uint32_t *cap)
{
    if (c->vtable_length == *cap) {
        *cap = *cap ? *cap * 2 : 16;
        c->vtable = realloc(c->vtable, *cap * sizeof *c->vtable);
        if (c->vtable == NULL) {
            fprintf(stderr, "jvm: out of native memory\n");
            exit(1);
        }
    }
    c->vtable[c->vtable_length] = m;
    mtable_put(c, m, (int32_t)c->vtable_length);
    c->vtable_length++;
}

static int is_virtual(const Method *m)
{
    return !(m->access & (ACC_STATIC | ACC_PRIVATE)) && m->name[0] != '<';
}

static void add_interface(Class *c, Class *i, uint32_t *cap)
{
    for (uint32_t k = 0; k < c->all_interface_count; k++)
        if (c->all_interfaces[k] == i)
            return;
    if (c->all_interface_count == *cap) {
        *cap = *cap ? *cap * 2 : 8;
        c->all_interfaces = os_xrealloc(c->all_interfaces, *cap * sizeof(Class *));
    }
    c->all_interfaces[c->all_interface_count++] = i;
    for (uint32_t k = 0; k < i->all_interface_count; k++)
        add_interface(c, i->all_interfaces[k], cap);
}

/* Builds all_interfaces, vtable and mtable. */
static void link_dispatch(Class *c)
{
    uint32_t icap = 0, vcap = 0;
    if (c->super != NULL)
        for (uint32_t k = 0; k < c->super->all_interface_count; k++)
            add_interface(c, c->super->all_interfaces[k], &icap);
    for (int k = 0; k < c->interface_count; k++)
        add_interface(c, c->interfaces[k], &icap);

    if (c->access & ACC_INTERFACE) {
        /* Interfaces have no vtable; their mtable maps own methods. */
        mtable_reserve(c, c->method_count);
        for (int k = 0; k < c->method_count; k++)
            mtable_put(c, &c->methods[k], -1);
        return;
    }
    /* Usually enough: what the superclass has, plus every own method. */
    mtable_reserve(c, (c->super != NULL && c->super->mtable != NULL ? c->super->mtable->count : 0) +
                      c->method_count);
    if (c->super != NULL) {
        for (uint32_t k = 0; k < c->super->vtable_length; k++)
            vtable_append(c, c->super->vtable[k], &vcap);
    }
    for (int k = 0; k < c->method_count; k++) {
        Method *m = &c->methods[k];
        if (!is_virtual(m))
            continue;
        MethodKey *e = mtable_get_m(c, m);
        if (e != NULL && e->vindex >= 0) {
            c->vtable[e->vindex] = m;
            e->m = m;
            m->vtable_index = e->vindex;
        } else {
            m->vtable_index = (int32_t)c->vtable_length;
            vtable_append(c, m, &vcap);
        }
    }
    for (uint32_t k = 0; k < c->all_interface_count; k++) {
        Class *i = c->all_interfaces[k];
        for (int j = 0; j < i->method_count; j++) {
            Method *m = &i->methods[j];
            if (!is_virtual(m))
                continue;
            MethodKey *e = mtable_get_m(c, m);
            if (e == NULL || e->vindex < 0) {
                vtable_append(c, m, &vcap);
                continue;
            }
            Method *cur = c->vtable[e->vindex];
            if (!(cur->cls->access & ACC_INTERFACE))
                continue;           /* a class method wins */
            /* Between interface methods, prefer a non-abstract one from a
             * more specific interface. */
            int more_specific = class_is_assignable(m->cls, cur->cls) && m->cls != cur->cls;
            if ((cur->access & ACC_ABSTRACT) && !(m->access & ACC_ABSTRACT))
                more_specific = 1;
            if (more_specific && !((m->access & ACC_ABSTRACT) && !(cur->access & ACC_ABSTRACT))) {
                c->vtable[e->vindex] = m;
                e->m = m;
            }
        }
    }
}

static int kind_size(char d)
{
    switch (d) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    default: return 8;
    }
}

static Class *make_primitive(const char *name, char d)
{
    Class *c = xcalloc(1, sizeof *c);
    c->name = name;
    c->kind = CK_PRIMITIVE;
    c->prim = d;
    c->access = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
    c->state = CS_INITIALIZED;
    cls_prim[(unsigned char)d] = c;
    return c;
}

static int name_in_progress(const char *name)
{
    for (int k = 0; k < loading_count; k++)
        if (strcmp(loading_names[k], name) == 0)
            return 1;
    return 0;
}

void class_lock(VMThread *t) { loader_lock(t); }

int class_verify_user(VMThread *t, Class *c)
{
    if (verify_class(t, c) < 0)
        return -1;
    for (int k = 0; k < c->method_count; k++)
        if (c->methods[k].code != NULL)
            interp_prepare(&c->methods[k]);
    return 0;
}
void class_unlock(void) { loader_unlock(); }

/* Makes a Class from parsed bytes, its superclass and interfaces resolved
 * by `loader` (NULL: built-in).  Called with the loader lock held. */
static Class *define_class(VMThread *t, const char *name, ClassFile *cf, Object *loader)
{
    Class *c = xcalloc(1, sizeof *c);
    c->cf = cf;
    c->loader = loader;
    c->name = cf->name;
    c->access = cf->access;
    c->kind = CK_INSTANCE;
    c->source_file = cf->source_file;

    if (strcmp(cf->name, name) != 0) {
        exc_throwf(t, "java/lang/NoClassDefFoundError", "%s (wrong name: %s)", name, cf->name);
        goto fail;
    }
    if (cf->super_name != NULL) {
        Class *s = class_load_in(t, loader, cf->super_name);
        if (s == NULL)
            goto fail;
        if (s->access & ACC_INTERFACE) {
            exc_throwf(t, "java/lang/IncompatibleClassChangeError",
                       "class %s has interface %s as super class", name, s->name);
            goto fail;
        }
        if (s->access & ACC_FINAL) {
            exc_throwf(t, "java/lang/VerifyError",
                       "Cannot inherit from final class %s", s->name);
            goto fail;
        }
        c->super = s;
        c->flags |= s->flags & (CF_THROWABLE | CF_REFERENCE | CF_CLONEABLE | CF_LOADER);
    } else if (strcmp(name, "java/lang/Object") != 0) {
        exc_throwf(t, "java/lang/ClassFormatError", "Invalid superclass index 0 in class file %s", name);
        goto fail;
    }
    c->interface_count = cf->interface_count;
    c->interfaces = xcalloc(cf->interface_count, sizeof(Class *));
    for (int k = 0; k < cf->interface_count; k++) {
        Class *i = class_load_in(t, loader, cf->interfaces[k]);
        if (i == NULL)
            goto fail;
        if (!(i->access & ACC_INTERFACE)) {
            exc_throwf(t, "java/lang/IncompatibleClassChangeError",
                       "class %s can not implement %s, because it is not an interface (%s is in unnamed module of loader 'app')",
                       name, i->name, i->name);
            goto fail;
        }
        c->interfaces[k] = i;
        /* Cloneable directly or through an interface that extends it. */
        if (strcmp(i->name, "java/lang/Cloneable") == 0 || (i->flags & CF_CLONEABLE))
            c->flags |= CF_CLONEABLE;
    }
    if (strcmp(name, "java/lang/Throwable") == 0)
        c->flags |= CF_THROWABLE;
    if (strcmp(name, "java/lang/ref/Reference") == 0)
        c->flags |= CF_REFERENCE;
    if (loader == NULL && strcmp(name, "java/lang/Class") == 0)
        c->flags |= CF_MIRROR;
    if (loader == NULL && strcmp(name, "java/lang/ClassLoader") == 0)
        c->flags |= CF_LOADER;

    /* Fields. */
    c->field_count = cf->field_count;
    c->fields = xcalloc(cf->field_count, sizeof(Field));
    uint32_t size = c->super ? c->super->instance_size : sizeof(Object);
    uint32_t nrefs = c->super ? c->super->ref_count : 0;
    uint16_t nstatic = 0;
    for (int k = 0; k < cf->field_count; k++) {
        Field *f = &c->fields[k];
        CfMember *m = &cf->fields[k];
        f->cls = c;
        f->name = m->name;
        f->desc = m->desc;
        f->access = m->access;
        f->constant_value = m->constant_value;
        if (m->access & ACC_STATIC) {
            f->offset = nstatic++;
        } else {
            f->offset = size;
            size += 8;
            if (m->desc[0] == 'L' || m->desc[0] == '[')
                nrefs++;
        }
    }
    c->instance_size = size;
    c->ref_count = nrefs;
    c->ref_offsets = xcalloc(nrefs, sizeof(uint32_t));
    uint32_t ri = 0;
    if (c->super != NULL) {
        memcpy(c->ref_offsets, c->super->ref_offsets, c->super->ref_count * sizeof(uint32_t));
        ri = c->super->ref_count;
    }
    const uint32_t ref_kinds = CF_WEAKREF | CF_SOFTREF | CF_PHANTOMREF;
    int soft = strcmp(name, "java/lang/ref/SoftReference") == 0;
    int phantom = strcmp(name, "java/lang/ref/PhantomReference") == 0;
    if (c->super && (c->super->flags & ref_kinds)) {
        c->flags |= c->super->flags & ref_kinds;   /* inherited map is done */
    } else if (soft || phantom || strcmp(name, "java/lang/ref/WeakReference") == 0) {
        /* The referent is not traced through the map (heap.c handles it). */
        Field *rf = class_field_named(c->super, "referent");
        c->flags |= soft ? CF_SOFTREF : phantom ? CF_PHANTOMREF : CF_WEAKREF;
        ref_class_linked(c);
        for (uint32_t k = 0; rf != NULL && k < ri; k++) {
            if (c->ref_offsets[k] == rf->offset) {
                memmove(&c->ref_offsets[k], &c->ref_offsets[k + 1], (ri - k - 1) * sizeof(uint32_t));
                ri--;
                nrefs--;
                c->ref_count = nrefs;
                break;
            }
        }
        if (rf != NULL)
            heap_set_referent_offset(rf->offset);
    }
    c->static_count = nstatic;
    c->statics = xcalloc(nstatic, sizeof(Value));
    c->static_is_ref = xcalloc(nstatic, 1);
    for (int k = 0; k < cf->field_count; k++) {
        Field *f = &c->fields[k];
        int ref = f->desc[0] == 'L' || f->desc[0] == '[';
        if (f->access & ACC_STATIC) {
            c->static_is_ref[f->offset] = (uint8_t)ref;
            if (f->constant_value != 0 && f->constant_value < cf->cp_count) {
                CfConst *k2 = &cf->cp[f->constant_value];
                Value *v = &c->statics[f->offset];
                switch (k2->tag) {
                case CP_INTEGER: v->i = k2->u.i; break;
                case CP_FLOAT: v->f = k2->u.f; break;
                case CP_LONG: v->j = k2->u.l; break;
                case CP_DOUBLE: v->d = k2->u.d; break;
                default: break;     /* strings: set at initialization */
                }
            }
        } else if (ref) {
            c->ref_offsets[ri++] = f->offset;
        }
    }

    /* Methods. */
    c->method_count = cf->method_count;
    c->methods = xcalloc(cf->method_count, sizeof(Method));
    for (int k = 0; k < cf->method_count; k++) {
        Method *m = &c->methods[k];
        CfMember *cm = &cf->methods[k];
        m->cls = c;
        m->name = cm->name;
        m->desc = cm->desc;
        m->access = cm->access;
        m->vtable_index = -1;
        method_set_key(m);
        m->arg_slots = (uint16_t)(desc_arg_slots(cm->desc, &m->ret) + !(cm->access & ACC_STATIC));
        m->ret_slots = m->ret == 'V' ? 0 : (m->ret == 'J' || m->ret == 'D') ? 2 : 1;
        if (cm->code != NULL) {
            if (cm->access & (ACC_NATIVE | ACC_ABSTRACT)) {
                exc_throwf(t, "java/lang/ClassFormatError",
                           "Code attribute in native or abstract methods in class file %s", name);
                goto fail;
            }
            m->max_stack = cm->code->max_stack;
            m->max_locals = cm->code->max_locals;
            if (m->max_locals < m->arg_slots) {
                exc_throwf(t, "java/lang/ClassFormatError",
                           "Arguments can't fit into locals in class file %s", name);
                goto fail;
            }
            m->code_length = cm->code->code_length;
            /* The ClassFile's own copy (its arena), quickened in place: the
             * verifier, its only other reader, is done with it by then. */
            m->code = (uint8_t *)(uintptr_t)cm->code->code;
            m->handler_count = cm->code->handler_count;
            m->handlers = cm->code->handlers;
            m->line_count = cm->code->line_count;
            m->lines = cm->code->lines;
        } else if (!(cm->access & (ACC_NATIVE | ACC_ABSTRACT))) {
            exc_throwf(t, "java/lang/ClassFormatError",
                       "Absent Code attribute in method that is not native or abstract in class file %s", name);
            goto fail;
        }
        if (strcmp(m->name, "<clinit>") == 0 && (m->access & ACC_STATIC))
            c->clinit = m;
    }
    /* A user loader's class is verified once its loader has it (class_verify_user),
     * so that classes its verification loads may name it. */
    if (loader == NULL && class_verify_user(t, c) < 0)
        goto fail;
    c->rcp = xcalloc(cf->cp_count, sizeof(void *));
    /* A long or double constant's bits, for ldc2_w (interp.c) to read in one
     * load; the collector's conservative look at rcp[] ignores them. */
    for (int k = 1; k < cf->cp_count; k++)
        if (cf->cp[k].tag == CP_LONG || cf->cp[k].tag == CP_DOUBLE) {
            uint64_t bits;
            memcpy(&bits, &cf->cp[k].u.l, sizeof bits);
            atomic_store_explicit(&c->rcp[k], (void *)(uintptr_t)bits, memory_order_relaxed);
        }
    link_dispatch(c);
    intrinsics_bind(c);
    for (int k = 0; k < c->method_count; k++) {
        Method *m = &c->methods[k];
        m->rcp = c->rcp;
        m->invoke_fast = m->code != NULL && m->intrinsic == NULL &&
                         !(m->access & (ACC_NATIVE | ACC_SYNCHRONIZED));
    }
    if (c->super != NULL && (c->super->flags & CF_FINALIZABLE)) {
        c->flags |= CF_FINALIZABLE;
    } else if (c->super != NULL) {
        /* As HotSpot: a class whose finalize() overrides Object's with more
         * than a bare return registers its instances for finalization. */
        Method *fm = class_own_method(c, "finalize", "()V");
        if (fm != NULL && !(fm->access & (ACC_STATIC | ACC_ABSTRACT)) && fm->code != NULL &&
            !(fm->code_length == 1 && fm->code[0] == 0xb1))
            c->flags |= CF_FINALIZABLE;
    }
    c->state = CS_LINKED;
    return c;
fail:
    free(c->fields);
    free(c->interfaces);
    free(c);
    return NULL;
}

Class *class_link_parsed(VMThread *t, const char *name, ClassFile *cf, Object *loader)
{
    if (name_in_progress(name)) {
        exc_throw(t, "java/lang/ClassCircularityError", name);
        return NULL;
    }
    if (loading_count >= MAX_LOADING) {
        exc_throw(t, "java/lang/StackOverflowError", NULL);
        return NULL;
    }
    loading_names[loading_count++] = name;
    Class *c = define_class(t, name, cf, loader);
    loading_count--;
    return c;
}

static Class *make_array_class(VMThread *t, const char *name)
{
    Class *elem = class_from_desc(t, name + 1);
    if (elem == NULL)
        return NULL;
    return class_new_array(t, name, elem);
}

Class *class_new_array(VMThread *t, const char *name, Class *elem)
{
    (void)t;
    Class *c = xcalloc(1, sizeof *c);
    c->loader = elem->loader;
    c->name = xstrdup(name);
    c->kind = CK_ARRAY;
    c->component = elem;
    c->prim = name[1];
    c->elem_size = (uint8_t)kind_size(name[1]);
    c->dims = (uint8_t)(elem->kind == CK_ARRAY ? elem->dims + 1 : 1);
    c->access = (uint16_t)(ACC_FINAL | ACC_ABSTRACT |
                (elem->kind == CK_PRIMITIVE ? ACC_PUBLIC : (elem->access & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED))));
    c->super = cls_Object;
    c->flags = CF_CLONEABLE;
    c->interface_count = 2;
    c->interfaces = xcalloc(2, sizeof(Class *));
    c->interfaces[0] = cls_Cloneable;
    c->interfaces[1] = cls_Serializable;
    c->all_interfaces = xcalloc(2, sizeof(Class *));
    c->all_interfaces[0] = cls_Cloneable;
    c->all_interfaces[1] = cls_Serializable;
    c->all_interface_count = 2;
    c->vtable = cls_Object->vtable;
    c->vtable_length = cls_Object->vtable_length;
    c->mtable = cls_Object->mtable;
    c->instance_size = sizeof(Array);
    c->state = CS_INITIALIZED;
    return c;
}

/* NoClassDefFoundError: name, caused by ClassNotFoundException: the.name
 * (what HotSpot's app loader reports for a class file that is not there). */
static void class_not_found(VMThread *t, const char *name)
{
    char *dn = xstrdup(name);
    if (dn[0] != '[')
        for (char *p = dn; *p; p++)
            if (*p == '/')
                *p = '.';
    Object *cause = exc_new(t, "java/lang/ClassNotFoundException", dn, NULL);
    free(dn);
    if (cause == NULL) {
        exc_throw(t, "java/lang/NoClassDefFoundError", name);
        return;
    }
    Object *e = exc_new(t, "java/lang/NoClassDefFoundError", name, cause);
    if (e != NULL)
        t->exception = e;
}

Class *class_find_loaded(const char *name)
{
    Class *c;
    VMThread *t = vm_current();
    loader_lock(t);
    HASH_FIND_STR(class_table, name, c);
    loader_unlock();
    return c;
}

Class *class_load(VMThread *t, const char *name)
{
    Class *c;
    loader_lock(t);
    HASH_FIND_STR(class_table, name, c);
    if (c != NULL) {
        loader_unlock();
        return c;
    }
    if (name[0] == '[') {
        if (strlen(name) > 256 || name[1] == 0) {
            exc_throw(t, "java/lang/NoClassDefFoundError", name);
            goto out;
        }
        c = make_array_class(t, name);
        if (c != NULL)
            HASH_ADD_KEYPTR(hh, class_table, c->name, strlen(c->name), c);
        goto out;
    }
    if (name_in_progress(name)) {
        exc_throw(t, "java/lang/ClassCircularityError", name);
        goto out;
    }
    if (loading_count >= MAX_LOADING) {
        exc_throw(t, "java/lang/StackOverflowError", NULL);
        goto out;
    }
    size_t nlen = strlen(name);
    char *res = os_xmalloc(nlen + 7);
    memcpy(res, name, nlen);
    memcpy(res + nlen, ".class", 7);
    size_t len = 0;
    int corrupt = 0, trusted = 0;
    char err[512] = "";
    uint8_t *bytes = cp_find_ex(vm_classpath, res, &len, &corrupt, err, sizeof err, &trusted);
    free(res);
    if (bytes == NULL) {
        if (corrupt)
            exc_throwf(t, "java/lang/ClassFormatError", "%s", err);
        else
            class_not_found(t, name);
        goto out;
    }
    int unsupported = 0;
    ClassFile *cf = cf_parse_named(bytes, len, name, err, sizeof err, &unsupported);
    free(bytes);
    if (cf == NULL) {
        exc_throw(t, unsupported ? "java/lang/UnsupportedClassVersionError"
                                 : "java/lang/ClassFormatError", err);
        goto out;
    }
    cf->trusted = (uint8_t)trusted;       /* the class library is not verified */
    if (vm_opts.verbose_class & 1)
        fprintf(stdout, "[class,load] %s\n", name);
    loading_names[loading_count++] = name;
    c = define_class(t, name, cf, NULL);
    loading_count--;
    if (c == NULL) {
        cf_free(cf);
        goto out;
    }
    if (loader_builtin_admit(t, c) < 0) {
        c = NULL;                   /* dropped (and leaked), as a duplicate definition is */
        goto out;
    }
    HASH_ADD_KEYPTR(hh, class_table, c->name, strlen(c->name), c);
out:
    loader_unlock();
    return c;
}

Class *class_define_builtin(VMThread *t, const uint8_t *bytes, size_t len)
{
    char err[512] = "";
    int unsupported = 0;
    ClassFile *cf = cf_parse_named(bytes, len, NULL, err, sizeof err, &unsupported);
    if (cf == NULL) {
        exc_throw(t, unsupported ? "java/lang/UnsupportedClassVersionError"
                                 : "java/lang/ClassFormatError", err);
        return NULL;
    }
    cf->trusted = 0;
    loader_lock(t);
    Class *c;
    HASH_FIND_STR(class_table, cf->name, c);
    if (c != NULL) {
        char *jn = class_java_name(c);
        exc_throwf(t, "java/lang/LinkageError", "loader 'app' attempted duplicate class definition for %s. "
                   "(%s is in unnamed module of loader 'app')", jn, jn);
        free(jn);
        c = NULL;
        cf_free(cf);
    } else {
        c = class_link_parsed(t, cf->name, cf, NULL);
        if (c == NULL)
            cf_free(cf);
        else if (loader_builtin_admit(t, c) < 0)
            c = NULL;               /* dropped (and leaked), as in class_load */
        else
            HASH_ADD_KEYPTR(hh, class_table, c->name, strlen(c->name), c);
    }
    loader_unlock();
    return c;
}

void class_table_add_hidden(Class *c)
{
    HASH_ADD_KEYPTR(hh, class_table, c->name, strlen(c->name), c);
}

Class *class_from_desc(VMThread *t, const char *desc)
{
    return class_from_desc_in(t, NULL, desc);
}

Class *class_from_desc_in(VMThread *t, Object *loader, const char *desc)
{
    switch (desc[0]) {
    case 'L': {
        const char *end = strchr(desc, ';');
        if (end == NULL) {
            exc_throw(t, "java/lang/NoClassDefFoundError", desc);
            return NULL;
        }
        size_t n = (size_t)(end - desc - 1);
        char buf[1024];
        if (n >= sizeof buf) {
            exc_throw(t, "java/lang/NoClassDefFoundError", desc);
            return NULL;
        }
        memcpy(buf, desc + 1, n);
        buf[n] = 0;
        return class_load_in(t, loader, buf);
    }
    case '[':
        return class_load_in(t, loader, desc);
    default:
        if ((unsigned char)desc[0] < 128 && cls_prim[(unsigned char)desc[0]] != NULL &&
            desc[0] != 'V')
            return cls_prim[(unsigned char)desc[0]];
        exc_throw(t, "java/lang/NoClassDefFoundError", desc);
        return NULL;
    }
}

Class *class_array_of(VMThread *t, Class *elem)
{
    Class *a = atomic_load_explicit(&elem->array_class, memory_order_acquire);
    if (a != NULL)
        return a;
    char buf[1100];
    if (elem->kind == CK_PRIMITIVE)
        snprintf(buf, sizeof buf, "[%c", elem->prim);
    else if (elem->kind == CK_ARRAY)
        snprintf(buf, sizeof buf, "[%s", elem->name);
    else
        snprintf(buf, sizeof buf, "[L%s;", elem->name);
    a = class_load_in(t, elem->loader, buf);
    if (a != NULL)
        atomic_store_explicit(&elem->array_class, a, memory_order_release);
    return a;
}

int class_boot(VMThread *t)
{
    loader_mutex = th->mutex_new();
    init_mutex = th->mutex_new();
    init_cond = th->cond_new();
    make_primitive("int", 'I');
    make_primitive("long", 'J');
    make_primitive("float", 'F');
    make_primitive("double", 'D');
    make_primitive("boolean", 'Z');
    make_primitive("byte", 'B');
    make_primitive("char", 'C');
    make_primitive("short", 'S');
    make_primitive("void", 'V');
    static const struct { Class **slot; const char *name; } core[] = {
        { &cls_Object, "java/lang/Object" },
        { &cls_Cloneable, "java/lang/Cloneable" },
        { &cls_Serializable, "java/io/Serializable" },
        { &cls_String, "java/lang/String" },
        { &cls_Class, "java/lang/Class" },
        { &cls_Throwable, "java/lang/Throwable" },
        { &cls_Thread, "java/lang/Thread" },
    };
    for (size_t k = 0; k < sizeof core / sizeof core[0]; k++) {
        *core[k].slot = class_load(t, core[k].name);
        if (*core[k].slot == NULL) {
            fprintf(stderr, "Error: the class library is broken: cannot load %s\n", core[k].name);
            return -1;
        }
    }
    mirror_vmclass_offset = class_field_offset(cls_Class, "vmClass");
    return 0;
}

Object *class_mirror(VMThread *t, Class *c)
{
    Object *m = atomic_load_explicit(&c->mirror, memory_order_acquire);
    if (m != NULL)
        return m;
    m = obj_new(t, cls_Class);
    if (m == NULL)
        return NULL;
    FIELD_AT(m, mirror_vmclass_offset, Class *) = c;
    Object *expected = NULL;
    if (!atomic_compare_exchange_strong(&c->mirror, &expected, m))
        return expected;
    return m;
}

Class *class_of_mirror(Object *mirror)
{
    return FIELD_AT(mirror, mirror_vmclass_offset, Class *);
}

int class_is_assignable(Class *s, Class *c)
{
    if (s == c)
        return 1;
    if (c->kind == CK_PRIMITIVE || s->kind == CK_PRIMITIVE)
        return 0;
    if (c->access & ACC_INTERFACE) {
        for (uint32_t k = 0; k < s->all_interface_count; k++)
            if (s->all_interfaces[k] == c)
                return 1;
        return 0;
    }
    if (s->kind == CK_ARRAY) {
        if (c == cls_Object)
            return 1;
        if (c->kind != CK_ARRAY)
            return 0;
        Class *se = s->component, *ce = c->component;
        if (se->kind == CK_PRIMITIVE || ce->kind == CK_PRIMITIVE)
            return se == ce;
        return class_is_assignable(se, ce);
    }
    for (Class *k = s->super; k != NULL; k = k->super)
        if (k == c)
            return 1;
    return 0;
}

int class_is_subclass_of_name(Class *c, const char *name)
{
    for (; c != NULL; c = c->super)
        if (strcmp(c->name, name) == 0)
            return 1;
    return 0;
}

Method *class_own_method(Class *c, const char *name, const char *desc)
{
    for (int k = 0; k < c->method_count; k++) {
        Method *m = &c->methods[k];
        if (strcmp(m->name, name) == 0 && strcmp(m->desc, desc) == 0)
            return m;
    }
    return NULL;
}

Method *class_find_method(Class *c, const char *name, const char *desc)
{
    if (c->kind == CK_ARRAY)
        c = cls_Object;
    for (Class *k = c; k != NULL; k = k->super) {
        Method *m = class_own_method(k, name, desc);
        if (m != NULL)
            return m;
    }
    Method *abstract_one = NULL;
    for (uint32_t k = 0; k < c->all_interface_count; k++) {
        Method *m = class_own_method(c->all_interfaces[k], name, desc);
        if (m == NULL || (m->access & (ACC_STATIC | ACC_PRIVATE)))
            continue;
        if (!(m->access & ACC_ABSTRACT))
            return m;
        if (abstract_one == NULL)
            abstract_one = m;
    }
    if (abstract_one != NULL)
        return abstract_one;
    if (c->access & ACC_INTERFACE)
        return class_own_method(cls_Object, name, desc);
    return NULL;
}

Method *class_select(Class *rc, Method *m)
{
    if (!is_virtual(m))
        return m;
    if (m->vtable_index >= 0 && !(m->cls->access & ACC_INTERFACE) &&
        (uint32_t)m->vtable_index < rc->vtable_length &&
        class_is_assignable(rc, m->cls))
        return rc->vtable[m->vtable_index];
    MethodKey *e = mtable_get_m(rc, m);
    if (e == NULL)
        return NULL;
    return e->vindex >= 0 ? rc->vtable[e->vindex] : e->m;
}

static atomic_flag ic_lock = ATOMIC_FLAG_INIT;

Method *class_select_slow(Class *rc, Method *m)
{
    Method *target = class_select(rc, m);
    if (target == NULL)
        return NULL;                /* the caller throws; nothing cached */
    /* A short critical section, no call that can block or reach a
     * safepoint: a spin lock is enough on both backends. */
    while (atomic_flag_test_and_set_explicit(&ic_lock, memory_order_acquire))
        th->yield();                /* a pure spin: 150 threads on 2 CPUs starved the holder */
    ICNode *n = rc->ic_nodes;
    while (n != NULL && n->m != m)
        n = n->next;
    if (n == NULL && (n = malloc(sizeof *n)) != NULL) {
        n->m = m;
        n->target = target;
        n->next = rc->ic_nodes;
        rc->ic_nodes = n;
    }
    if (n != NULL) {
        unsigned h = (unsigned)(((uintptr_t)m * 0x9E3779B97F4A7C15ull) >> 61) & (CLASS_ICACHE_SIZE - 1);
        atomic_store_explicit(&rc->icache[h], n, memory_order_release);
    }
    atomic_flag_clear_explicit(&ic_lock, memory_order_release);
    return target;
}

Field *class_find_field(Class *c, const char *name, const char *desc)
{
    for (Class *k = c; k != NULL; k = k->super) {
        for (int i = 0; i < k->field_count; i++) {
            Field *f = &k->fields[i];
            if (strcmp(f->name, name) == 0 && strcmp(f->desc, desc) == 0)
                return f;
        }
        for (int i = 0; i < k->interface_count; i++) {
            Field *f = class_find_field(k->interfaces[i], name, desc);
            if (f != NULL)
                return f;
        }
    }
    return NULL;
}

Field *class_field_named(Class *c, const char *name)
{
    for (Class *k = c; k != NULL; k = k->super)
        for (int i = 0; i < k->field_count; i++)
            if (strcmp(k->fields[i].name, name) == 0)
                return &k->fields[i];
    return NULL;
}

uint32_t class_field_offset(Class *c, const char *name)
{
    Field *f = class_field_named(c, name);
    if (f == NULL || (f->access & ACC_STATIC)) {
        fprintf(stderr, "jvm: class library contract broken: no field %s.%s\n", c->name, name);
        exit(1);
    }
    return f->offset;
}

char *class_java_name(Class *c)
{
    char *s = xstrdup(c->name);
    if (c->kind != CK_ARRAY || strchr(s, 'L') != NULL)
        for (char *p = s; *p; p++)
            if (*p == '/')
                *p = '.';
    /* A hidden class's "Name+0x..." reads "Name/0x..." (HotSpot's external form). */
    Class *e = c;
    while (e->kind == CK_ARRAY)
        e = e->component;
    if ((e->flags & CF_HIDDEN) && e->cf != NULL) {
        char *plus = strrchr(s, '+');
        if (plus != NULL)
            *plus = '/';
    }
    return s;
}

/* Sets static String constants (ConstantValue of String type). */
static int init_string_constants(VMThread *t, Class *c)
{
    if (c->cf == NULL)
        return 0;
    for (int k = 0; k < c->field_count; k++) {
        Field *f = &c->fields[k];
        if (!(f->access & ACC_STATIC) || f->constant_value == 0)
            continue;
        CfConst *e = &c->cf->cp[f->constant_value];
        if (e->tag != CP_STRING)
            continue;
        const char *s = cf_utf8(c->cf, e->u.ref.a);
        if (s == NULL)
            continue;
        Object *str = jstring_intern_utf8(t, s, strlen(s));
        if (str == NULL)
            return -1;
        c->statics[f->offset].l = str;
    }
    return 0;
}

/* Superinterfaces declaring a non-abstract, non-static method are
 * initialized with a class (JVMS §5.5 step 7), depth first. */
static int init_default_interfaces(VMThread *t, Class *c)
{
    for (int k = 0; k < c->interface_count; k++) {
        Class *i = c->interfaces[k];
        if (class_ready(i))
            continue;
        if (init_default_interfaces(t, i) < 0)
            return -1;
        int has_default = 0;
        for (int m = 0; m < i->method_count; m++)
            if (!(i->methods[m].access & (ACC_ABSTRACT | ACC_STATIC)) && i->methods[m].name[0] != '<')
                has_default = 1;
        if (has_default && class_init(t, i) < 0)
            return -1;
    }
    return 0;
}

/* The ExceptionInInitializerError HotSpot keeps as the cause of later
 * NoClassDefFoundErrors: "Exception java.lang.X: msg [in thread "main"]". */
static Object *init_error_record(VMThread *t, Object *e)
{
    static uint32_t off_msg, off_name;
    if (off_msg == 0) {
        off_msg = class_field_offset(cls_Throwable, "detailMessage");
        off_name = class_field_offset(cls_Thread, "name");
    }
    Object *orig = e;
    if (class_is_subclass_of_name(e->cls, "java/lang/ExceptionInInitializerError")) {
        Object *cause = FIELD_AT(e, class_field_offset(cls_Throwable, "cause"), Object *);
        if (cause != NULL && cause != e)
            orig = cause;
    }
    char *cn = class_java_name(orig->cls);
    Object *m = FIELD_AT(orig, off_msg, Object *);
    char *ms = m ? jstring_to_utf8(m, NULL) : NULL;
    Object *tn = t->jthread ? FIELD_AT(t->jthread, off_name, Object *) : NULL;
    char *ts = tn ? jstring_to_utf8(tn, NULL) : strdup("main");
    size_t n = strlen(cn) + (ms ? strlen(ms) : 0) + strlen(ts) + 64;
    char *buf = os_xmalloc(n);
    snprintf(buf, n, "Exception %s%s%s [in thread \"%s\"]", cn, ms ? ": " : "", ms ? ms : "", ts);
    Object *saved = t->exception;
    t->exception = NULL;
    Object *rec = exc_new(t, "java/lang/ExceptionInInitializerError", buf, NULL);
    t->exception = saved;
    free(cn);
    free(ms);
    free(ts);
    free(buf);
    return rec;
}

int class_init(VMThread *t, Class *c)
{
    if (class_ready(c))
        return 0;
    vm_lock(t, init_mutex);
    for (;;) {
        int st = atomic_load(&c->state);
        if (st == CS_INITIALIZED || (st == CS_INITIALIZING && c->init_thread == t)) {
            th->mutex_unlock(init_mutex);
            return 0;
        }
        if (st == CS_ERROR) {
            th->mutex_unlock(init_mutex);
            char *jn = class_java_name(c);
            char msg[600];
            snprintf(msg, sizeof msg, "Could not initialize class %s", jn);
            free(jn);
            Object *e = exc_new(t, "java/lang/NoClassDefFoundError", msg, c->init_error);
            if (e != NULL)
                t->exception = e;
            return -1;
        }
        if (st == CS_INITIALIZING) {
            vm_cond_wait(t, init_cond, init_mutex, TH_FOREVER);
            continue;
        }
        break;
    }
    atomic_store(&c->state, CS_INITIALIZING);
    c->init_thread = t;
    th->mutex_unlock(init_mutex);

    int ok = 1;
    if (c->super != NULL && !(c->access & ACC_INTERFACE) && class_init(t, c->super) < 0)
        ok = 0;
    if (ok && !(c->access & ACC_INTERFACE) && init_default_interfaces(t, c) < 0)
        ok = 0;
    if (ok && init_string_constants(t, c) < 0)
        ok = 0;
    if (ok && c->clinit != NULL) {
        interp_call(t, c->clinit, NULL);
        if (t->exception != NULL) {
            ok = 0;
            Object *e = t->exception;
            if (!class_is_subclass_of_name(e->cls, "java/lang/Error")) {
                t->exception = NULL;
                Object *w = exc_new(t, "java/lang/ExceptionInInitializerError", NULL, e);
                if (w != NULL)
                    t->exception = w;
            }
            c->init_error = init_error_record(t, t->exception);
        }
    }
    vm_lock(t, init_mutex);
    atomic_store_explicit(&c->state, ok ? CS_INITIALIZED : CS_ERROR, memory_order_release);
    c->init_thread = NULL;
    th->cond_broadcast(init_cond);
    th->mutex_unlock(init_mutex);
    /* The first class with a finalizer starts the Finalizer thread. */
    if (ok && (c->flags & CF_FINALIZABLE) && ref_start_finalizer(t) < 0)
        return -1;
    return ok ? 0 : -1;
}

Class *class_new_synthetic(VMThread *t, const char *name, Class *super,
                           Class **ifaces, uint16_t nifaces,
                           Method *methods, uint16_t nmethods,
                           uint16_t nfields, const uint8_t *field_is_ref)
{
    (void)t;
    Class *c = xcalloc(1, sizeof *c);
    c->name = xstrdup(name);
    c->kind = CK_INSTANCE;
    c->access = ACC_PUBLIC | ACC_FINAL | ACC_SYNTHETIC;
    c->flags = CF_LAMBDA | CF_HIDDEN;
    c->super = super;
    c->interfaces = xcalloc(nifaces, sizeof(Class *));
    memcpy(c->interfaces, ifaces, nifaces * sizeof(Class *));
    c->interface_count = nifaces;
    c->methods = methods;
    c->method_count = nmethods;
    for (int k = 0; k < nmethods; k++) {
        methods[k].cls = c;
        methods[k].vtable_index = -1;
        method_set_key(&methods[k]);
    }
    c->instance_size = super->instance_size + 8u * nfields;
    c->ref_offsets = xcalloc(super->ref_count + nfields, sizeof(uint32_t));
    memcpy(c->ref_offsets, super->ref_offsets, super->ref_count * sizeof(uint32_t));
    c->ref_count = super->ref_count;
    for (int k = 0; k < nfields; k++)
        if (field_is_ref[k])
            c->ref_offsets[c->ref_count++] = super->instance_size + 8u * k;
    link_dispatch(c);
    c->state = CS_INITIALIZED;
    return c;
}

/* ---- class unloading (loader.c decides, world stopped) ---- */

static void visit_obj(void *p, void (*visit)(void *, void *), void *cookie)
{
    if (p != NULL && heap_is_object_start(p))
        visit(p, cookie);
}

void class_visit_roots(Class *c, void (*visit)(void *, void *), void *cookie)
{
    for (int k = 0; k < c->static_count; k++)
        if (c->static_is_ref[k])
            visit_obj(c->statics[k].l, visit, cookie);
    visit_obj(atomic_load(&c->mirror), visit, cookie);
    visit_obj(c->init_error, visit, cookie);
    visit_obj(c->loader, visit, cookie);
    if (c->access & ACC_ANNOTATION)
        reflect_visit_class(c, visit, cookie);
    if (c->rcp != NULL && c->cf != NULL)
        for (int k = 0; k < c->cf->cp_count; k++) {
            void *e = atomic_load(&c->rcp[k]);
            if (e == NULL)
                continue;
            if (c->cf->cp[k].tag == CP_INVOKE_DYNAMIC)
                indy_visit_site(e, visit, cookie);
            else
                visit_obj(e, visit, cookie);
        }
}

/* The records of a class made by class_new_synthetic (lambdas, annotation
 * implementations); its methods array is the caller's, freed here too. */
void class_free_synthetic(Class *c)
{
    for (ICNode *n = c->ic_nodes, *nx; n != NULL; n = nx) {
        nx = n->next;
        free(n);
    }
    for (int k = 0; k < c->method_count; k++) {
        if (c->methods[k].jni != NULL)
            jni_binding_free(c->methods[k].jni);
        interp_method_free(&c->methods[k]);
    }
    free(c->methods);
    free(c->interfaces);
    free(c->all_interfaces);
    free(c->vtable);
    free(c->mtable);
    free(c->ref_offsets);
    free((char *)c->name);
    free(c);
}

void class_free(Class *c)
{
    for (ICNode *n = c->ic_nodes, *nx; n != NULL; n = nx) {
        nx = n->next;
        free(n);
    }
    reflect_class_unloaded(c);
    if (c->kind == CK_ARRAY) {      /* vtable and mtable are Object's */
        free((char *)c->name);
        free(c->interfaces);
        free(c->all_interfaces);
        free(c);
        return;
    }
    if (c->rcp != NULL && c->cf != NULL)
        for (int k = 0; k < c->cf->cp_count; k++)
            if (c->cf->cp[k].tag == CP_INVOKE_DYNAMIC && c->rcp[k] != NULL)
                indy_free_site(c->rcp[k]);
    for (int k = 0; k < c->method_count; k++) {
        if (c->methods[k].jni != NULL)
            jni_binding_free(c->methods[k].jni);
        interp_method_free(&c->methods[k]);
    }
    free(c->rcp);
    free(c->statics);
    free(c->static_is_ref);
    free(c->fields);
    free(c->methods);
    free(c->interfaces);
    free(c->all_interfaces);
    free(c->vtable);
    free(c->mtable);
    free(c->ref_offsets);
    if ((c->flags & CF_HIDDEN) && c->cf != NULL && c->name != c->cf->name)
        free((char *)c->name);      /* a hidden class's own name (class_define_hidden) */
    if (c->cf != NULL)
        cf_free(c->cf);             /* the names, the code and its quickening */
    free(c);
}

void class_foreach(void (*fn)(Class *c, void *arg), void *arg)
{
    Class *c, *tmp;
    HASH_ITER(hh, class_table, c, tmp)
        fn(c, arg);
    /* The primitive classes are in no table; their mirrors (int.class,
     * void.class) must live too (a user class's reflection data was all
     * that kept void.class, and an unloading freed it). */
    for (int k = 0; k < 128; k++)
        if (cls_prim[k] != NULL)
            fn(cls_prim[k], arg);
    loader_foreach_class(fn, arg);
}
