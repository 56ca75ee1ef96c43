/* native.c: the native method table.  Keys are "class.name desc" strings
 * owned by the table; entries are added at start-up and never removed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uthash.h>
#include "excep.h"
#include "interp.h"
#include "jni_vm.h"
#include "native.h"
#include "reference.h"
#include "../os/os.h"

typedef struct NativeEntry {
    char *key;
    NativeFn fn;
    UT_hash_handle hh;
} NativeEntry;

static NativeEntry *natives;

static char *make_key(const char *cls, const char *name, const char *desc)
{
    size_t n = strlen(cls) + strlen(name) + strlen(desc) + 3;
    char *k = os_xmalloc(n);
    snprintf(k, n, "%s.%s %s", cls, name, desc);
    return k;
}

void native_register(const NativeDef *defs, int n)
{
    for (int i = 0; i < n; i++) {
        char *k = make_key(defs[i].cls, defs[i].name, defs[i].desc);
        NativeEntry *e;
        HASH_FIND_STR(natives, k, e);
        if (e != NULL) {
            e->fn = defs[i].fn;
            free(k);
            continue;
        }
        e = os_xmalloc(sizeof *e);
        e->key = k;
        e->fn = defs[i].fn;
        HASH_ADD_KEYPTR(hh, natives, e->key, strlen(e->key), e);
    }
}

NativeFn native_lookup(const char *cls, const char *name, const char *desc)
{
    char *k = make_key(cls, name, desc);
    NativeEntry *e;
    HASH_FIND_STR(natives, k, e);
    free(k);
    return e ? e->fn : NULL;
}


int native_bind(VMThread *t, Method *m)
{
    NativeFn fn = native_lookup(m->cls->name, m->name, m->desc);
    if (fn != NULL) {
        __atomic_store_n(&m->native, fn, __ATOMIC_RELEASE);   /* threads may race to bind */
        return 0;
    }
    int bound = jni_bind(t, m);     /* Java_... in a loaded library */
    if (bound != 0)
        return bound > 0 ? 0 : -1;
    /* 'int Foo.bar(int, java.lang.String)' as HotSpot names it. */
    char msg[1024];
    char *cn = class_java_name(m->cls);
    desc_java_signature(msg, sizeof msg, cn, m->name, m->desc);
    free(cn);
    exc_throw(t, "java/lang/UnsatisfiedLinkError", msg);
    return -1;
}

void native_boot(void)
{
    natives_lang_init();
    natives_system_init();
    natives_thread_init();
    natives_io_init();
    natives_math_init();
    natives_net_init();
    natives_nio_init();
    natives_inet_init();
    natives_awt_init();
    natives_atomic_init();
    natives_loader_init();
    natives_invoke_init();
    natives_zip_init();
    natives_raf_init();
    natives_files_init();
    natives_security_init();
    natives_atomics_init();
    natives_jni_init();
    natives_process_init();
    natives_serial_init();
    natives_ref_init();
    natives_reflect_init();
}

static int caller_skipped(Class *c)
{
    return c == cls_Class || strncmp(c->name, "java/lang/reflect/", 18) == 0 ||
           strncmp(c->name, "java/lang/invoke/", 17) == 0;
}

Class *native_caller_class(VMThread *t, int skip_api)
{
    Frame *f = t->frame;
    for (int pass = skip_api ? 0 : 1; pass < 2; pass++) {
        while (f != NULL && (f->method == NULL || (f->method->access & ACC_NATIVE) ||
                             caller_skipped(f->method->cls)))
            f = f->prev;
        if (f == NULL)
            return NULL;
        if (pass == 0) {
            Class *api = f->method->cls;
            while (f != NULL && (f->method == NULL || f->method->cls == api))
                f = f->prev;
        }
    }
    return f->method->cls;
}
