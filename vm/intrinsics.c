/* intrinsics.c: C bodies of String, Arrays and Math methods that the class
 * library writes as bytecode loops (see intrinsics.h for the contract). */
#include <string.h>
#include "intrinsics.h"
#include "object.h"
#include "natives/fdlibm.h"

static uint32_t str_value_off, str_hash_off;   /* java.lang.String's fields */

static inline Array *str_chars(Object *s)
{
    return FIELD_AT(s, str_value_off, Array *);
}

static int str_length(Value *a, Value *r)
{
    Array *v = str_chars(a[0].l);
    if (v == NULL)
        return 0;
    r->i = v->length;
    return 1;
}

static int str_charAt(Value *a, Value *r)
{
    Array *v = str_chars(a[0].l);
    int32_t i = a[1].i;
    if (v == NULL || (uint32_t)i >= (uint32_t)v->length)
        return 0;
    r->i = ARRAY_ELEMS(v, uint16_t)[i];
    return 1;
}

static int str_hashCode(Value *a, Value *r)
{
    Object *s = a[0].l;
    int32_t h = __atomic_load_n(&FIELD_AT(s, str_hash_off, int32_t), __ATOMIC_RELAXED);
    if (h == 0) {
        Array *v = str_chars(s);
        if (v == NULL)
            return 0;
        const uint16_t *c = ARRAY_ELEMS(v, uint16_t);
        uint32_t x = 0;
        for (int32_t i = 0; i < v->length; i++)
            x = 31 * x + c[i];
        h = (int32_t)x;
        /* a plain int field in Java: racy but benign, every thread stores the same */
        __atomic_store_n(&FIELD_AT(s, str_hash_off, int32_t), h, __ATOMIC_RELAXED);
    }
    r->i = h;
    return 1;
}

static int str_equals(Value *a, Value *r)
{
    Object *s = a[0].l, *o = a[1].l;
    if (s == o) {
        r->i = 1;
        return 1;
    }
    if (o == NULL || o->cls != s->cls) {       /* s is a String, and String is final */
        r->i = 0;
        return 1;
    }
    Array *x = str_chars(s), *y = str_chars(o);
    if (x == NULL || y == NULL)
        return 0;
    r->i = x->length == y->length &&
           memcmp(ARRAY_DATA(x), ARRAY_DATA(y), (size_t)x->length * 2) == 0;
    return 1;
}

/* indexOf(int ch, int from) for a char (not a supplementary code point). */
static int index_of(Value *a, int32_t ch, int32_t from, Value *r)
{
    Array *v = str_chars(a[0].l);
    if (v == NULL || ch < 0 || ch >= 0x10000)
        return 0;
    int32_t n = v->length;
    if (from < 0)
        from = 0;
    const uint16_t *c = ARRAY_ELEMS(v, uint16_t);
    r->i = -1;
    for (int32_t i = from; i < n; i++) {
        if (c[i] == ch) {
            r->i = i;
            break;
        }
    }
    return 1;
}

static int str_indexOf(Value *a, Value *r) { return index_of(a, a[1].i, 0, r); }
static int str_indexOf2(Value *a, Value *r) { return index_of(a, a[1].i, a[2].i, r); }

/* Arrays.fill: the whole array (a[0], value at a[1]) or a valid range
 * (a[0], from a[1], to a[2], value at a[3]). */
static int fill_range(Value *a, int ranged, int32_t *from, int32_t *to, Value *val)
{
    Array *arr = (Array *)a[0].l;
    if (arr == NULL)
        return 0;
    if (!ranged) {
        *from = 0;
        *to = arr->length;
        *val = a[1];
        return 1;
    }
    *from = a[1].i;
    *to = a[2].i;
    *val = a[3];
    return *from >= 0 && *from <= *to && *to <= arr->length;
}

#define FILL(name, T, field, ranged) \
    static int name(Value *a, Value *r) { \
        int32_t from, to; Value v; (void)r; \
        if (!fill_range(a, ranged, &from, &to, &v)) \
            return 0; \
        T *e = ARRAY_ELEMS((Array *)a[0].l, T); \
        T x = (T)v.field; \
        if (sizeof(T) == 1) \
            memset(e + from, (int)(uint8_t)x, (size_t)(to - from)); \
        else \
            for (int32_t i = from; i < to; i++) \
                e[i] = x; \
        return 1; \
    }
FILL(fill_i, int32_t, i, 0)
FILL(fill_i_r, int32_t, i, 1)
FILL(fill_j, int64_t, j, 0)
FILL(fill_j_r, int64_t, j, 1)
FILL(fill_s, int16_t, i, 0)
FILL(fill_s_r, int16_t, i, 1)
FILL(fill_c, uint16_t, i, 0)
FILL(fill_c_r, uint16_t, i, 1)
FILL(fill_b, int8_t, i, 0)
FILL(fill_b_r, int8_t, i, 1)
FILL(fill_f, float, f, 0)
FILL(fill_f_r, float, f, 1)
FILL(fill_d, double, d, 0)
FILL(fill_d_r, double, d, 1)

static int fill_z_any(Value *a, int ranged)
{
    int32_t from, to;
    Value v;
    if (!fill_range(a, ranged, &from, &to, &v))
        return 0;
    memset(ARRAY_ELEMS((Array *)a[0].l, int8_t) + from, v.i & 1, (size_t)(to - from));
    return 1;
}
static int fill_z(Value *a, Value *r) { (void)r; return fill_z_any(a, 0); }
static int fill_z_r(Value *a, Value *r) { (void)r; return fill_z_any(a, 1); }

static int fill_l_any(Value *a, int ranged)
{
    int32_t from, to;
    Value v;
    if (!fill_range(a, ranged, &from, &to, &v))
        return 0;
    Array *arr = (Array *)a[0].l;
    if (v.l != NULL && !class_is_assignable(v.l->cls, arr->hdr.cls->component))
        return 0;                   /* the bytecode throws ArrayStoreException */
    Object **e = ARRAY_ELEMS(arr, Object *);
    for (int32_t i = from; i < to; i++)
        e[i] = v.l;
    return 1;
}
static int fill_l(Value *a, Value *r) { (void)r; return fill_l_any(a, 0); }
static int fill_l_r(Value *a, Value *r) { (void)r; return fill_l_any(a, 1); }

static int math_max_i(Value *a, Value *r) { r->i = a[0].i >= a[1].i ? a[0].i : a[1].i; return 1; }
static int math_min_i(Value *a, Value *r) { r->i = a[0].i <= a[1].i ? a[0].i : a[1].i; return 1; }
static int math_max_j(Value *a, Value *r) { r->j = a[0].j >= a[2].j ? a[0].j : a[2].j; return 1; }
static int math_min_j(Value *a, Value *r) { r->j = a[0].j <= a[2].j ? a[0].j : a[2].j; return 1; }
static int math_abs_i(Value *a, Value *r)
{
    r->i = a[0].i < 0 ? (int32_t)(0u - (uint32_t)a[0].i) : a[0].i;
    return 1;
}

/* Math.sqrt and StrictMath.sqrt are natives: the same function, without
 * the native call's frame (n-body: 8% of its time). */
static int math_sqrt(Value *a, Value *r) { r->d = fdlibm_sqrt(a[0].d); return 1; }

typedef struct IntrinsicDef {
    const char *cls, *name, *desc;
    IntrinsicFn fn;
} IntrinsicDef;

static const IntrinsicDef defs[] = {
    { "java/lang/String", "length", "()I", str_length },
    { "java/lang/String", "charAt", "(I)C", str_charAt },
    { "java/lang/String", "hashCode", "()I", str_hashCode },
    { "java/lang/String", "equals", "(Ljava/lang/Object;)Z", str_equals },
    { "java/lang/String", "indexOf", "(I)I", str_indexOf },
    { "java/lang/String", "indexOf", "(II)I", str_indexOf2 },
    { "java/util/Arrays", "fill", "([II)V", fill_i },
    { "java/util/Arrays", "fill", "([IIII)V", fill_i_r },
    { "java/util/Arrays", "fill", "([JJ)V", fill_j },
    { "java/util/Arrays", "fill", "([JIIJ)V", fill_j_r },
    { "java/util/Arrays", "fill", "([SS)V", fill_s },
    { "java/util/Arrays", "fill", "([SIIS)V", fill_s_r },
    { "java/util/Arrays", "fill", "([CC)V", fill_c },
    { "java/util/Arrays", "fill", "([CIIC)V", fill_c_r },
    { "java/util/Arrays", "fill", "([BB)V", fill_b },
    { "java/util/Arrays", "fill", "([BIIB)V", fill_b_r },
    { "java/util/Arrays", "fill", "([ZZ)V", fill_z },
    { "java/util/Arrays", "fill", "([ZIIZ)V", fill_z_r },
    { "java/util/Arrays", "fill", "([FF)V", fill_f },
    { "java/util/Arrays", "fill", "([FIIF)V", fill_f_r },
    { "java/util/Arrays", "fill", "([DD)V", fill_d },
    { "java/util/Arrays", "fill", "([DIID)V", fill_d_r },
    { "java/util/Arrays", "fill", "([Ljava/lang/Object;Ljava/lang/Object;)V", fill_l },
    { "java/util/Arrays", "fill", "([Ljava/lang/Object;IILjava/lang/Object;)V", fill_l_r },
    { "java/lang/Math", "max", "(II)I", math_max_i },
    { "java/lang/Math", "min", "(II)I", math_min_i },
    { "java/lang/Math", "max", "(JJ)J", math_max_j },
    { "java/lang/Math", "min", "(JJ)J", math_min_j },
    { "java/lang/Math", "abs", "(I)I", math_abs_i },
    { "java/lang/Math", "sqrt", "(D)D", math_sqrt },
    { "java/lang/StrictMath", "sqrt", "(D)D", math_sqrt },
};

void intrinsics_bind(Class *c)
{
    if (strncmp(c->name, "java/", 5) != 0)
        return;
    int is_string = strcmp(c->name, "java/lang/String") == 0;
    if (is_string) {
        Field *v = class_find_field(c, "value", "[C"), *h = class_find_field(c, "hash", "I");
        if (v == NULL || h == NULL || (v->access & ACC_STATIC) || (h->access & ACC_STATIC))
            return;                 /* not our class library's layout: no String intrinsics */
        str_value_off = v->offset;
        str_hash_off = h->offset;
    }
    for (size_t k = 0; k < sizeof defs / sizeof defs[0]; k++) {
        if (strcmp(defs[k].cls, c->name) != 0)
            continue;
        for (int i = 0; i < c->method_count; i++) {
            Method *m = &c->methods[i];
            if ((m->code != NULL || (m->access & ACC_NATIVE)) && strcmp(m->name, defs[k].name) == 0 &&
                strcmp(m->desc, defs[k].desc) == 0)
                m->intrinsic = defs[k].fn;
        }
    }
}
