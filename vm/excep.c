/* excep.c: creating exceptions from C, stack traces, uncaught reports.
 *
 * A backtrace is a long[] of pairs (Method *, bytecode offset), innermost
 * first, kept in Throwable.backtrace; StackTraceElements are only built when
 * a program asks for them (getStackTrace, printStackTrace). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "class.h"
#include "excep.h"
#include "interp.h"
#include "jstring.h"
#include "options.h"

static Object *preallocated_oom;

void exc_preallocate(VMThread *t)
{
    preallocated_oom = exc_new(t, "java/lang/OutOfMemoryError", "Java heap space", NULL);
    t->exception = NULL;
    heap_add_root(&preallocated_oom);
}

static Method *find_ctor(Class *c, const char *desc)
{
    return class_own_method(c, "<init>", desc);
}

Object *exc_new(VMThread *t, const char *cname, const char *msg, Object *cause)
{
    if (t->exc_depth > 8) {         /* per thread: others may be creating theirs */
        fprintf(stderr, "jvm: recursive failure creating %s: %s\n", cname, msg ? msg : "");
        exit(1);
    }
    t->exc_depth++;
    Object *result = NULL;
    Object *saved = t->exception;
    t->exception = NULL;
    Class *c = class_load(t, cname);
    if (c == NULL || class_init(t, c) < 0)
        goto out;
    Object *e = obj_new(t, c);
    if (e == NULL)
        goto out;
    Object *jmsg = NULL;
    if (msg != NULL && (jmsg = jstring_new(t, msg)) == NULL)
        goto out;
    Value args[3];
    args[0].l = e;
    Method *ctor;
    Object *late_cause = NULL;
    if (msg != NULL && cause != NULL) {
        ctor = find_ctor(c, "(Ljava/lang/String;Ljava/lang/Throwable;)V");
        args[1].l = jmsg;
        args[2].l = cause;
        if (ctor == NULL) {
            ctor = find_ctor(c, "(Ljava/lang/String;)V");
            late_cause = cause;
        }
    } else if (cause != NULL) {
        ctor = find_ctor(c, "(Ljava/lang/Throwable;)V");
        args[1].l = cause;
    } else if (msg != NULL) {
        ctor = find_ctor(c, "(Ljava/lang/String;)V");
        args[1].l = jmsg;
    } else {
        ctor = find_ctor(c, "()V");
    }
    if (ctor == NULL) {
        fprintf(stderr, "jvm: class library contract broken: no suitable constructor in %s\n", cname);
        exit(1);
    }
    interp_call(t, ctor, args);
    if (t->exception == NULL && late_cause != NULL) {
        Value ia[2] = { { .l = e }, { .l = late_cause } };
        interp_call_named(t, e, "initCause", "(Ljava/lang/Throwable;)Ljava/lang/Throwable;", ia);
    }
    if (t->exception == NULL)
        result = e;
out:
    if (result == NULL && t->exception == NULL)
        exc_oom(t);
    if (result != NULL && saved != NULL)
        t->exception = saved;
    t->exc_depth--;
    return result;
}

void exc_set(VMThread *t, Object *obj)
{
    t->exception = obj;
}

void exc_throw(VMThread *t, const char *cname, const char *msg)
{
    Object *e = exc_new(t, cname, msg, NULL);
    if (e != NULL)
        t->exception = e;
}

void exc_throwf(VMThread *t, const char *cname, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    exc_throw(t, cname, buf);
}

void exc_npe(VMThread *t, const char *msg)
{
    exc_throw(t, "java/lang/NullPointerException", msg);
}

void exc_aioobe(VMThread *t, int32_t index, int32_t length)
{
    exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException",
               "Index %d out of bounds for length %d", index, length);
}

void exc_oom(VMThread *t)
{
    static int in_oom;
    if (!in_oom) {
        in_oom = 1;
        heap_collect(t);
        Object *e = exc_new(t, "java/lang/OutOfMemoryError", "Java heap space", NULL);
        in_oom = 0;
        if (e != NULL) {
            t->exception = e;
            return;
        }
    }
    if (preallocated_oom == NULL) {
        fprintf(stderr, "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space\n");
        exit(1);
    }
    t->exception = preallocated_oom;
}

void exc_soe(VMThread *t)
{
    if (t->in_soe) {
        fprintf(stderr, "jvm: stack overflow while reporting a stack overflow\n");
        exit(1);
    }
    t->in_soe = 1;
    Value *lim = t->stack_limit;
    t->stack_limit = t->stack_end;
    Object *e = exc_new(t, "java/lang/StackOverflowError", NULL, NULL);
    t->stack_limit = lim;
    t->in_soe = 0;
    if (e != NULL)
        t->exception = e;
}

int exc_line_of(Method *m, uint32_t pc)
{
    int line = -1;
    uint32_t best = 0;
    for (int k = 0; k < m->line_count; k++) {
        if (m->lines[k].start_pc <= pc && m->lines[k].start_pc >= best) {
            best = m->lines[k].start_pc;
            line = m->lines[k].line;
        }
    }
    return line;
}

static uint32_t off_backtrace, off_stack_trace;

static void offsets(void)
{
    if (off_backtrace == 0) {
        off_backtrace = class_field_offset(cls_Throwable, "backtrace");
        off_stack_trace = class_field_offset(cls_Throwable, "stackTrace");
    }
}

void exc_fill_backtrace(VMThread *t, Object *throwable)
{
    offsets();
    Frame *f = t->frame;
    /* Skip fillInStackTrace* and the throwable's own constructors. */
    while (f != NULL && strncmp(f->method->name, "fillInStackTrace", 16) == 0 &&
           class_is_assignable(throwable->cls, f->method->cls))
        f = f->prev;
    while (f != NULL && strcmp(f->method->name, "<init>") == 0 &&
           class_is_assignable(throwable->cls, f->method->cls))
        f = f->prev;
    /* At most -XX:MaxJavaStackTraceDepth frames (0: all), innermost first,
     * as HotSpot keeps them. */
    int cap = vm_opts.max_stack_trace_depth > 0 ? vm_opts.max_stack_trace_depth : INT32_MAX;
    int n = 0;
    for (Frame *g = f; g != NULL && n < cap; g = g->prev)
        if (!(g->method->cls->flags & CF_HIDDEN))
            n++;
    Array *bt = array_new_prim(t, 'J', 2 * n);
    if (bt == NULL)
        return;
    int64_t *d = ARRAY_ELEMS(bt, int64_t);
    int i = 0;
    for (Frame *g = f; g != NULL && i < 2 * n; g = g->prev) {
        if (g->method->cls->flags & CF_HIDDEN)
            continue;               /* lambda proxies, as HotSpot hides them */
        d[i++] = (int64_t)(uintptr_t)g->method;
        d[i++] = (g->flags & FRAME_NATIVE) || g->pc == NULL ? -1
                 : (int64_t)(g->pc - g->method->code);
    }
    /* Methods of user loaders' classes: the backtrace keeps those loaders
     * (so the classes stay loaded while it may be printed), as an Object[]
     * of the long[] and the distinct loaders. */
    Object *loaders[16];
    int nl = 0, many = 0;
    for (int k = 0; k < n; k++) {
        Object *l = ((Method *)(uintptr_t)d[2 * k])->cls->loader;
        if (l == NULL)
            continue;
        int seen = 0;
        for (int j = 0; j < nl && !seen; j++)
            seen = loaders[j] == l;
        if (!seen && nl < 16)
            loaders[nl++] = l;
        else if (!seen)
            many = 1;
    }
    if (nl > 0) {
        int cnt = 1 + nl;
        if (many) {                 /* rare: every frame's loader, duplicates and all */
            cnt = 1;
            for (int k = 0; k < n; k++)
                cnt += ((Method *)(uintptr_t)d[2 * k])->cls->loader != NULL;
        }
        Array *holder = array_new_ref(t, cls_Object, cnt);
        if (holder == NULL)
            return;
        Object **h = ARRAY_ELEMS(holder, Object *);
        h[0] = &bt->hdr;
        d = ARRAY_ELEMS(bt, int64_t);
        if (many) {
            for (int k = 0, j = 1; k < n; k++) {
                Object *l = ((Method *)(uintptr_t)d[2 * k])->cls->loader;
                if (l != NULL)
                    h[j++] = l;
            }
        } else {
            for (int j = 0; j < nl; j++)
                h[1 + j] = loaders[j];
        }
        FIELD_AT(throwable, off_backtrace, Object *) = &holder->hdr;
        return;
    }
    FIELD_AT(throwable, off_backtrace, Object *) = &bt->hdr;
}

Object *exc_stack_trace(VMThread *t, Object *throwable)
{
    offsets();
    Class *ste = class_load(t, "java/lang/StackTraceElement");
    if (ste == NULL || class_init(t, ste) < 0)
        return NULL;
    Method *ctor = class_own_method(ste, "<init>",
        "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V");
    if (ctor == NULL) {
        fprintf(stderr, "jvm: class library contract broken: StackTraceElement constructor\n");
        exit(1);
    }
    Array *bt = (Array *)FIELD_AT(throwable, off_backtrace, Object *);
    if (bt != NULL && bt->hdr.cls->prim != 'J')     /* { long[], loaders... } */
        bt = (Array *)ARRAY_ELEMS(bt, Object *)[0];
    int n = bt ? bt->length / 2 : 0;
    Array *arr = array_new_ref(t, ste, n);
    if (arr == NULL)
        return NULL;
    for (int k = 0; k < n; k++) {
        int64_t *d = ARRAY_ELEMS(bt, int64_t);
        Method *m = (Method *)(uintptr_t)d[2 * k];
        int64_t pc = d[2 * k + 1];
        char *cn = class_java_name(m->cls);
        Object *jcn = jstring_new(t, cn);
        free(cn);
        Object *jmn = jcn ? jstring_new(t, m->name) : NULL;
        Object *jfn = NULL;
        if (jmn && m->cls->source_file != NULL)
            jfn = jstring_new(t, m->cls->source_file);
        if (jmn == NULL || (m->cls->source_file != NULL && jfn == NULL))
            return NULL;
        int line = (m->access & ACC_NATIVE) ? -2 : pc < 0 ? -1 : exc_line_of(m, (uint32_t)pc);
        Object *e = obj_new(t, ste);
        if (e == NULL)
            return NULL;
        Value args[5] = { { .l = e }, { .l = jcn }, { .l = jmn }, { .l = jfn }, { .i = line } };
        interp_call(t, ctor, args);
        if (t->exception)
            return NULL;
        ARRAY_ELEMS(arr, Object *)[k] = e;
    }
    return &arr->hdr;
}

void exc_report_uncaught(VMThread *t)
{
    Object *e = t->exception;
    if (e == NULL)
        return;
    t->exception = NULL;
    Value args[2] = { { .l = t->jthread }, { .l = e } };
    Method *m = t->jthread ? class_find_method(t->jthread->cls, "dispatchUncaughtException",
                                               "(Ljava/lang/Throwable;)V") : NULL;
    if (m != NULL)
        interp_call(t, m, args);
    if (m == NULL || t->exception != NULL) {
        Object *e2 = t->exception ? t->exception : e;
        t->exception = NULL;
        char *cn = class_java_name(e2->cls);
        Field *nf = t->jthread ? class_field_named(t->jthread->cls, "name") : NULL;
        Object *jn = nf != NULL && !(nf->access & ACC_STATIC) ? FIELD_AT(t->jthread, nf->offset, Object *) : NULL;
        char *name = jn != NULL ? jstring_to_utf8(jn, NULL) : NULL;
        fprintf(stderr, "\nException: %s thrown from the UncaughtExceptionHandler in thread \"%s\"\n", cn,
                name != NULL ? name : "main");
        free(name);
        free(cn);
    }
}
