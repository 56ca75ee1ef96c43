/* native.c: the native method table.  Keys are "class.name desc" strings
 * owned by the table; entries are added at start-up and never removed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <uthash.h>
#include "excep.h"
#include "jni_vm.h"
#include "native.h"

typedef struct NativeEntry {
    char *key;
    NativeFn fn;
    UT_hash_handle hh;
} NativeEntry;

static NativeEntry *natives;

static char *make_key(const char *cls, const char *name, const char *desc)
{
    size_t n = strlen(cls) + strlen(name) + strlen(desc) + 3;
    char *k = malloc(n);
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
        e = malloc(sizeof *e);
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

/* Appends the Java form of one descriptor type at *p to out. */
static const char *type_name(const char *p, char *out, size_t n)
{
    int dims = 0;
    while (*p == '[') {
        dims++;
        p++;
    }
    const char *base;
    char buf[512];
    switch (*p) {
    case 'I': base = "int"; p++; break;
    case 'J': base = "long"; p++; break;
    case 'Z': base = "boolean"; p++; break;
    case 'B': base = "byte"; p++; break;
    case 'C': base = "char"; p++; break;
    case 'S': base = "short"; p++; break;
    case 'F': base = "float"; p++; break;
    case 'D': base = "double"; p++; break;
    case 'V': base = "void"; p++; break;
    case 'L': {
        const char *e = strchr(p, ';');
        size_t len = e ? (size_t)(e - p - 1) : strlen(p + 1);
        if (len >= sizeof buf)
            len = sizeof buf - 1;
        memcpy(buf, p + 1, len);
        buf[len] = 0;
        for (char *q = buf; *q; q++)
            if (*q == '/')
                *q = '.';
        base = buf;
        p = e ? e + 1 : p + 1 + len;
        break;
    }
    default: base = "?"; p++; break;
    }
    size_t l = strlen(out);
    snprintf(out + l, n - l, "%s", base);
    for (int d = 0; d < dims; d++) {
        l = strlen(out);
        snprintf(out + l, n - l, "[]");
    }
    return p;
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
    char msg[1024] = "'";
    const char *ret = strchr(m->desc, ')');
    type_name(ret ? ret + 1 : "V", msg, sizeof msg);
    size_t l = strlen(msg);
    char *cn = class_java_name(m->cls);
    snprintf(msg + l, sizeof msg - l, " %s.%s(", cn, m->name);
    free(cn);
    const char *p = m->desc + 1;
    int first = 1;
    while (*p && *p != ')') {
        if (!first) {
            l = strlen(msg);
            snprintf(msg + l, sizeof msg - l, ", ");
        }
        first = 0;
        p = type_name(p, msg, sizeof msg);
    }
    l = strlen(msg);
    snprintf(msg + l, sizeof msg - l, ")'");
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
    natives_awt_init();
    natives_jni_init();
}
