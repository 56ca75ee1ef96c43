/* lang.c: natives of java.lang.Object, Class, String, Throwable, Float,
 * Double and java.util.Formatter (classlib/CONTRACT.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../excep.h"
#include "../interp.h"
#include "../jfloat.h"
#include "../jstring.h"
#include "../monitor.h"
#include "../native.h"
#include "../../os/os.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)
#define RET_I(x) return (Value){ .i = (x) }
#define RET_J(x) return (Value){ .j = (x) }
#define RET_L(x) return (Value){ .l = (x) }
#define RET_F(x) return (Value){ .f = (x) }
#define RET_D(x) return (Value){ .d = (x) }
#define RET_V() return (Value){ .raw = 0 }

/* java.lang.StackWalker: Object[] frames0(int mask), the frames outside StackWalker, innermost
 * first, as { Class[], String[] names, String[] descriptors, int[] bcis, int[] lines,
 * String[] files }.  Lambda proxies and java.lang.invoke frames are hidden frames, shown with mask
 * bit 2 (SHOW_HIDDEN_FRAMES); java.lang.reflect and jdk.internal.reflect frames are reflection
 * frames, shown with bit 1 (SHOW_REFLECT_FRAMES) or 2. */
static int sw_shown(const Method *m, int mask)
{
    const char *n = m->cls->name;
    if (mask & 2)
        return 1;
    if ((m->cls->flags & CF_HIDDEN) || strncmp(n, "java/lang/invoke/", 17) == 0)
        return 0;
    if (strncmp(n, "java/lang/reflect/", 18) == 0 || strncmp(n, "jdk/internal/reflect/", 21) == 0)
        return (mask & 1) != 0;
    return 1;
}

NATIVE(sw_frames0)
{
    int mask = a[0].i;
    Frame *top = t->frame;
    while (top != NULL && (top->method == NULL ||
                           strncmp(top->method->cls->name, "java/lang/StackWalker", 21) == 0))
        top = top->prev;
    int n = 0;
    for (Frame *f = top; f != NULL; f = f->prev)
        n += f->method != NULL && sw_shown(f->method, mask);
    Array *classes = array_new_ref(t, cls_Class, n);
    Array *names = classes ? array_new_ref(t, cls_String, n) : NULL;
    Array *descs = names ? array_new_ref(t, cls_String, n) : NULL;
    Array *files = descs ? array_new_ref(t, cls_String, n) : NULL;
    Array *bcis = files ? array_new_prim(t, 'I', n) : NULL;
    Array *lines = bcis ? array_new_prim(t, 'I', n) : NULL;
    Array *out = lines ? array_new_ref(t, cls_Object, 6) : NULL;
    if (out == NULL)
        RET_L(NULL);
    int k = 0;
    for (Frame *f = top; f != NULL && k < n; f = f->prev) {
        Method *m = f->method;
        if (m == NULL || !sw_shown(m, mask))
            continue;
        Object *mirror = class_mirror(t, m->cls);
        Object *name = mirror ? jstring_new(t, m->name) : NULL;
        Object *desc = name ? jstring_new(t, m->desc) : NULL;
        Object *file = desc && m->cls->source_file ? jstring_new(t, m->cls->source_file) : NULL;
        if (desc == NULL || (m->cls->source_file != NULL && file == NULL))
            RET_L(NULL);
        int native = (m->access & ACC_NATIVE) != 0;
        int bci = native || (f->flags & FRAME_NATIVE) || f->pc == NULL ? -1 : (int)(f->pc - m->code);
        ARRAY_ELEMS(classes, Object *)[k] = mirror;
        ARRAY_ELEMS(names, Object *)[k] = name;
        ARRAY_ELEMS(descs, Object *)[k] = desc;
        ARRAY_ELEMS(files, Object *)[k] = file;
        ARRAY_ELEMS(bcis, int32_t)[k] = bci;
        ARRAY_ELEMS(lines, int32_t)[k] = native ? -2 : bci < 0 ? -1 : exc_line_of(m, (uint32_t)bci);
        k++;
    }
    Object **o = ARRAY_ELEMS(out, Object *);
    o[0] = &classes->hdr;
    o[1] = &names->hdr;
    o[2] = &descs->hdr;
    o[3] = &bcis->hdr;
    o[4] = &lines->hdr;
    o[5] = &files->hdr;
    RET_L(&out->hdr);
}

/* java.lang.Object */

NATIVE(obj_getClass) { RET_L(class_mirror(t, a[0].l->cls)); }
NATIVE(obj_hashCode) { (void)t; RET_I(obj_identity_hash(a[0].l)); }

NATIVE(obj_clone_n)
{
    Object *o = a[0].l;
    if (o->cls->kind != CK_ARRAY && !(o->cls->flags & CF_CLONEABLE)) {
        char *cn = class_java_name(o->cls);
        exc_throw(t, "java/lang/CloneNotSupportedException", cn);
        free(cn);
        RET_L(NULL);
    }
    RET_L(obj_clone(t, o));
}

NATIVE(obj_notify) { monitor_notify(t, a[0].l, 0); RET_V(); }
NATIVE(obj_notifyAll) { monitor_notify(t, a[0].l, 1); RET_V(); }
NATIVE(obj_wait) { monitor_wait(t, a[0].l, a[1].j, 0); RET_V(); }

/* java.lang.Class */

static Class *self_class(Value *a) { return class_of_mirror(a[0].l); }

NATIVE(cls_getName0)
{
    char *n = class_java_name(self_class(a));
    Object *s = jstring_intern_utf8(t, n, strlen(n));
    free(n);
    RET_L(s);
}

NATIVE(cls_isInstance)
{
    (void)t;
    Object *o = a[1].l;
    RET_I(o != NULL && class_is_assignable(o->cls, self_class(a)));
}

NATIVE(cls_isAssignableFrom)
{
    if (a[1].l == NULL) {
        exc_npe(t, NULL);
        RET_I(0);
    }
    RET_I(class_is_assignable(class_of_mirror(a[1].l), self_class(a)));
}

NATIVE(cls_isInterface) { (void)t; RET_I(!!(self_class(a)->access & ACC_INTERFACE)); }
NATIVE(cls_isArray) { (void)t; RET_I(self_class(a)->kind == CK_ARRAY); }
NATIVE(cls_isPrimitive) { (void)t; RET_I(self_class(a)->kind == CK_PRIMITIVE); }

NATIVE(cls_isEnum)
{
    (void)t;
    Class *c = self_class(a);
    RET_I((c->access & ACC_ENUM) && c->super && strcmp(c->super->name, "java/lang/Enum") == 0);
}

NATIVE(cls_getSuperclass)
{
    Class *c = self_class(a);
    if (c->super == NULL || (c->access & ACC_INTERFACE) || c->kind == CK_PRIMITIVE)
        RET_L(NULL);
    RET_L(class_mirror(t, c->super));
}

NATIVE(cls_getComponentType)
{
    Class *c = self_class(a);
    RET_L(c->kind == CK_ARRAY ? class_mirror(t, c->component) : NULL);
}

NATIVE(cls_getModifiers)
{
    (void)t;
    Class *c = self_class(a);
    int mods = c->access & (ACC_PUBLIC | ACC_FINAL | ACC_INTERFACE | ACC_ABSTRACT |
                            (c->kind == CK_INSTANCE ? ACC_SYNTHETIC | ACC_ANNOTATION | ACC_ENUM : 0));
    if (c->cf != NULL) {
        for (int k = 0; k < c->cf->inner_count; k++) {
            CfInnerClass *ic = &c->cf->inners[k];
            const char *n = cf_class_name(c->cf, ic->inner_class);
            if (n && strcmp(n, c->name) == 0)
                mods = ic->access & 0x761f;
        }
    }
    if ((c->flags & CF_LAMBDA) && c->lambda_info != NULL)
        mods &= ~ACC_PUBLIC;            /* lambda proxies are final synthetic, as HotSpot's */
    RET_I(mods & ~ACC_SUPER);
}

NATIVE(cls_getSimpleName0)
{
    Class *c = self_class(a);
    if (c->kind == CK_ARRAY) {
        Value sub = { .l = class_mirror(t, c->component) };
        Value r = interp_call_named(t, sub.l, "getSimpleName", "()Ljava/lang/String;", &sub);
        if (t->exception)
            RET_L(NULL);
        char *s = jstring_to_utf8(r.l, NULL);
        size_t n = strlen(s);
        s = os_xrealloc(s, n + 3);
        memcpy(s + n, "[]", 3);
        Object *o = jstring_new(t, s);
        free(s);
        RET_L(o);
    }
    if (c->kind == CK_PRIMITIVE)
        RET_L(jstring_new(t, c->name));
    if (c->flags & CF_LAMBDA) {
        const char *p = strrchr(c->name, '/');
        RET_L(jstring_new(t, p ? p + 1 : c->name));
    }
    if ((c->flags & CF_HIDDEN) && c->cf != NULL) {   /* Lookup.defineHiddenClass: "Name/0x..." */
        char *jn = class_java_name(c);
        const char *p = strrchr(jn, '.');
        Object *o = jstring_new(t, p ? p + 1 : jn);
        free(jn);
        RET_L(o);
    }
    if (c->cf != NULL) {
        for (int k = 0; k < c->cf->inner_count; k++) {
            CfInnerClass *ic = &c->cf->inners[k];
            const char *n = cf_class_name(c->cf, ic->inner_class);
            if (n && strcmp(n, c->name) == 0) {
                if (ic->inner_name == 0)
                    RET_L(jstring_new(t, ""));
                const char *in = cf_utf8(c->cf, ic->inner_name);
                RET_L(jstring_new(t, in ? in : ""));
            }
        }
    }
    const char *p = strrchr(c->name, '/');
    RET_L(jstring_new(t, p ? p + 1 : c->name));
}

static Object *for_name(VMThread *t, Object *jname, int init)
{
    if (jname == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    char *n = jstring_to_utf8(jname, NULL);
    int bad = strchr(n, '/') != NULL;
    if (n[0] != '[')
        for (char *p = n; *p; p++)
            if (*p == '.')
                *p = '/';
    if (n[0] == '[')
        for (char *p = n; *p; p++)
            if (*p == '.')
                *p = '/';
    Class *c = bad ? NULL : class_load(t, n);
    free(n);
    if (c == NULL) {
        Object *cause = t->exception;
        t->exception = NULL;
        char *dn = jstring_to_utf8(jname, NULL);
        Object *e = exc_new(t, "java/lang/ClassNotFoundException", dn, NULL);
        free(dn);
        (void)cause;
        if (e != NULL)
            t->exception = e;
        return NULL;
    }
    if (init && class_init(t, c) < 0)
        return NULL;
    return class_mirror(t, c);
}

NATIVE(cls_forName0) { RET_L(for_name(t, a[0].l, a[1].i)); }

NATIVE(cls_getPrimitiveClass)
{
    char *n = jstring_to_utf8(a[0].l, NULL);
    static const char *names[] = { "int", "long", "float", "double", "boolean", "byte", "char", "short", "void" };
    static const char codes[] = "IJFDZBCSV";
    Object *r = NULL;
    for (int k = 0; k < 9; k++)
        if (strcmp(n, names[k]) == 0)
            r = class_mirror(t, cls_prim[(unsigned char)codes[k]]);
    free(n);
    RET_L(r);
}

NATIVE(cls_getEnumConstants0)
{
    Class *c = self_class(a);
    if (!(c->access & ACC_ENUM) || c->cf == NULL)
        RET_L(NULL);
    char desc[600];
    snprintf(desc, sizeof desc, "()[L%s;", c->name);
    Method *m = class_own_method(c, "values", desc);
    if (m == NULL)
        RET_L(NULL);
    if (class_init(t, c) < 0)
        RET_L(NULL);
    Value r = interp_call(t, m, NULL);
    RET_L(t->exception ? NULL : r.l);
}

NATIVE(cls_newInstance0)
{
    Class *c = self_class(a);
    Method *ctor = c->kind == CK_INSTANCE ? class_own_method(c, "<init>", "()V") : NULL;
    if (ctor == NULL || (c->access & (ACC_ABSTRACT | ACC_INTERFACE))) {
        char *cn = class_java_name(c);
        exc_throw(t, ctor ? "java/lang/InstantiationException" : "java/lang/NoSuchMethodException", cn);
        free(cn);
        RET_L(NULL);
    }
    if (class_init(t, c) < 0)
        RET_L(NULL);
    Object *o = obj_new(t, c);
    if (o == NULL)
        RET_L(NULL);
    Value args[1] = { { .l = o } };
    interp_call(t, ctor, args);
    RET_L(t->exception ? NULL : o);
}

NATIVE(cls_getInterfaces)
{
    Class *c = self_class(a);
    Array *arr = array_new_ref(t, cls_Class, c->interface_count);
    if (arr == NULL)
        RET_L(NULL);
    for (int k = 0; k < c->interface_count; k++) {
        Object *m = class_mirror(t, c->interfaces[k]);
        if (m == NULL)
            RET_L(NULL);
        ARRAY_ELEMS(arr, Object *)[k] = m;
    }
    RET_L(&arr->hdr);
}

/* java.lang.reflect.Array */

NATIVE(arr_newArray)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        RET_L(NULL);
    }
    Class *c = class_of_mirror(a[0].l);
    if (c == cls_prim['V']) {
        exc_throw(t, "java/lang/IllegalArgumentException", NULL);
        RET_L(NULL);
    }
    Array *arr = array_new_ref(t, c, a[1].i);
    RET_L(arr ? &arr->hdr : NULL);
}

/* java.lang.String */

NATIVE(str_intern) { RET_L(jstring_intern(t, a[0].l)); }

/* java.lang.Throwable */

NATIVE(thr_fillInStackTrace0) { exc_fill_backtrace(t, a[0].l); RET_V(); }
NATIVE(thr_getStackTrace0) { RET_L(exc_stack_trace(t, a[0].l)); }

/* java.lang.Float / Double */

NATIVE(f_floatToRawIntBits) { (void)t; RET_I(a[0].i); }
NATIVE(f_intBitsToFloat) { (void)t; RET_I(a[0].i); }
NATIVE(d_doubleToRawLongBits) { (void)t; RET_J(a[0].j); }
NATIVE(d_longBitsToDouble) { (void)t; RET_J(a[0].j); }

NATIVE(f_toStringImpl)
{
    char buf[64];
    jfloat_float_to_string(a[0].f, buf, sizeof buf);
    RET_L(jstring_new(t, buf));
}

NATIVE(d_toStringImpl)
{
    char buf[64];
    jfloat_double_to_string(a[0].d, buf, sizeof buf);
    RET_L(jstring_new(t, buf));
}

static char *number_text(VMThread *t, Object *s)
{
    if (s == NULL) {
        exc_npe(t, NULL);
        return NULL;
    }
    return jstring_to_utf8(s, NULL);
}

static void bad_number(VMThread *t, Object *s, const char *text)
{
    int empty = 1;
    for (const char *p = text; *p; p++)
        if ((unsigned char)*p > ' ')
            empty = 0;
    (void)s;
    if (empty)
        exc_throw(t, "java/lang/NumberFormatException", "empty String");
    else
        exc_throwf(t, "java/lang/NumberFormatException", "For input string: \"%s\"", text);
}

NATIVE(f_parseFloatImpl)
{
    char *s = number_text(t, a[0].l);
    if (s == NULL)
        RET_F(0);
    float f = 0;
    if (jfloat_parse_float(s, &f) < 0)
        bad_number(t, a[0].l, s);
    free(s);
    RET_F(f);
}

NATIVE(d_parseDoubleImpl)
{
    char *s = number_text(t, a[0].l);
    if (s == NULL)
        RET_D(0);
    double d = 0;
    if (jfloat_parse_double(s, &d) < 0)
        bad_number(t, a[0].l, s);
    free(s);
    RET_D(d);
}

/* java.util.Formatter */

NATIVE(fmt_formatDouble)
{
    char buf[512];
    int n = jfloat_format(a[0].d, (char)a[2].i, a[3].i, buf, sizeof buf);
    if (n < 0 || (size_t)n >= sizeof buf) {
        size_t cap = n > 0 ? (size_t)n + 1 : 4096;
        char *big = os_xmalloc(cap);
        jfloat_format(a[0].d, (char)a[2].i, a[3].i, big, cap);
        Object *s = jstring_new(t, big);
        free(big);
        RET_L(s);
    }
    RET_L(jstring_new(t, buf));
}

static const NativeDef defs[] = {
    { "java/lang/Object", "getClass", "()Ljava/lang/Class;", obj_getClass },
    { "java/lang/Object", "hashCode", "()I", obj_hashCode },
    { "java/lang/Object", "clone", "()Ljava/lang/Object;", obj_clone_n },
    { "java/lang/Object", "notify", "()V", obj_notify },
    { "java/lang/Object", "notifyAll", "()V", obj_notifyAll },
    { "java/lang/Object", "wait", "(J)V", obj_wait },
    { "java/lang/Class", "getName0", "()Ljava/lang/String;", cls_getName0 },
    { "java/lang/Class", "isInstance", "(Ljava/lang/Object;)Z", cls_isInstance },
    { "java/lang/Class", "isAssignableFrom", "(Ljava/lang/Class;)Z", cls_isAssignableFrom },
    { "java/lang/Class", "isInterface", "()Z", cls_isInterface },
    { "java/lang/Class", "isArray", "()Z", cls_isArray },
    { "java/lang/Class", "isPrimitive", "()Z", cls_isPrimitive },
    { "java/lang/Class", "isEnum", "()Z", cls_isEnum },
    { "java/lang/Class", "getSuperclass", "()Ljava/lang/Class;", cls_getSuperclass },
    { "java/lang/Class", "getComponentType", "()Ljava/lang/Class;", cls_getComponentType },
    { "java/lang/Class", "getModifiers", "()I", cls_getModifiers },
    { "java/lang/Class", "getSimpleName0", "()Ljava/lang/String;", cls_getSimpleName0 },
    { "java/lang/Class", "forName0", "(Ljava/lang/String;Z)Ljava/lang/Class;", cls_forName0 },
    { "java/lang/Class", "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", cls_getPrimitiveClass },
    { "java/lang/Class", "getEnumConstants0", "()[Ljava/lang/Object;", cls_getEnumConstants0 },
    { "java/lang/Class", "newInstance0", "()Ljava/lang/Object;", cls_newInstance0 },
    { "java/lang/Class", "getInterfaces", "()[Ljava/lang/Class;", cls_getInterfaces },
    { "java/lang/reflect/Array", "newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", arr_newArray },
    { "java/lang/String", "intern", "()Ljava/lang/String;", str_intern },
    { "java/lang/Throwable", "fillInStackTrace0", "()V", thr_fillInStackTrace0 },
    { "java/lang/Throwable", "getStackTrace0", "()[Ljava/lang/StackTraceElement;", thr_getStackTrace0 },
    { "java/lang/StackWalker", "frames0", "(I)[Ljava/lang/Object;", sw_frames0 },
    { "java/lang/Float", "floatToRawIntBits", "(F)I", f_floatToRawIntBits },
    { "java/lang/Float", "intBitsToFloat", "(I)F", f_intBitsToFloat },
    { "java/lang/Double", "doubleToRawLongBits", "(D)J", d_doubleToRawLongBits },
    { "java/lang/Double", "longBitsToDouble", "(J)D", d_longBitsToDouble },
    { "java/lang/Float", "toStringImpl", "(F)Ljava/lang/String;", f_toStringImpl },
    { "java/lang/Double", "toStringImpl", "(D)Ljava/lang/String;", d_toStringImpl },
    { "java/lang/Float", "parseFloatImpl", "(Ljava/lang/String;)F", f_parseFloatImpl },
    { "java/lang/Double", "parseDoubleImpl", "(Ljava/lang/String;)D", d_parseDoubleImpl },
    { "java/util/Formatter", "formatDouble", "(DCI)Ljava/lang/String;", fmt_formatDouble },
};

void natives_lang_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
