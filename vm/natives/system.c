/* system.c: natives of java.lang.System and java.lang.Runtime. */
#include <limits.h>
#include <locale.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>
#include "../excep.h"
#include "../jstring.h"
#include "../native.h"
#include "../options.h"
#include "../../threads/threads.h"
#include "../../os/os.h"

extern char **environ;

#define NATIVE(name) static Value name(VMThread *t, Value *a)

static const char *array_kind(Class *c, char *buf, size_t n)
{
    if (c->component->kind == CK_PRIMITIVE)
        snprintf(buf, n, "%s[]", c->component->name);
    else
        snprintf(buf, n, "object array[]");
    return buf;
}

static const char *array_kind_len(Array *a, char *buf, size_t n)
{
    Class *c = a->hdr.cls;
    if (c->component->kind == CK_PRIMITIVE)
        snprintf(buf, n, "%s[%d]", c->component->name, a->length);
    else
        snprintf(buf, n, "object array[%d]", a->length);
    return buf;
}

NATIVE(sys_arraycopy)
{
    Value none = { .raw = 0 };
    Array *src = (Array *)a[0].l, *dst = (Array *)a[2].l;
    int32_t sp = a[1].i, dp = a[3].i, len = a[4].i;
    char b1[128], b2[128];
    if (src == NULL || dst == NULL) {
        exc_npe(t, NULL);
        return none;
    }
    if (src->hdr.cls->kind != CK_ARRAY) {
        char *cn = class_java_name(src->hdr.cls);
        exc_throwf(t, "java/lang/ArrayStoreException", "arraycopy: source type %s is not an array", cn);
        free(cn);
        return none;
    }
    if (dst->hdr.cls->kind != CK_ARRAY) {
        char *cn = class_java_name(dst->hdr.cls);
        exc_throwf(t, "java/lang/ArrayStoreException", "arraycopy: destination type %s is not an array", cn);
        free(cn);
        return none;
    }
    Class *sc = src->hdr.cls->component, *dc = dst->hdr.cls->component;
    int sprim = sc->kind == CK_PRIMITIVE, dprim = dc->kind == CK_PRIMITIVE;
    if ((sprim || dprim) && sc != dc) {
        exc_throwf(t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s into %s",
                   array_kind(src->hdr.cls, b1, sizeof b1), array_kind(dst->hdr.cls, b2, sizeof b2));
        return none;
    }
    const char *aio = "java/lang/ArrayIndexOutOfBoundsException";
    if (len < 0) {
        exc_throwf(t, aio, "arraycopy: length %d is negative", len);
        return none;
    }
    if (sp < 0) {
        exc_throwf(t, aio, "arraycopy: source index %d out of bounds for %s", sp, array_kind_len(src, b1, sizeof b1));
        return none;
    }
    if (dp < 0) {
        exc_throwf(t, aio, "arraycopy: destination index %d out of bounds for %s", dp, array_kind_len(dst, b1, sizeof b1));
        return none;
    }
    if ((int64_t)sp + len > src->length) {
        exc_throwf(t, aio, "arraycopy: last source index %lld out of bounds for %s",
                   (long long)sp + len, array_kind_len(src, b1, sizeof b1));
        return none;
    }
    if ((int64_t)dp + len > dst->length) {
        exc_throwf(t, aio, "arraycopy: last destination index %lld out of bounds for %s",
                   (long long)dp + len, array_kind_len(dst, b1, sizeof b1));
        return none;
    }
    size_t es = src->hdr.cls->elem_size;
    char *s = (char *)ARRAY_DATA(src) + (size_t)sp * es;
    char *d = (char *)ARRAY_DATA(dst) + (size_t)dp * es;
    if (sprim || class_is_assignable(sc, dc)) {
        memmove(d, s, (size_t)len * es);
        return none;
    }
    /* Reference copy with a store check per element. */
    Object **so = (Object **)s, **dobj = (Object **)d;
    for (int32_t k = 0; k < len; k++) {
        Object *o = so[k];
        if (o != NULL && !class_is_assignable(o->cls, dc)) {
            char *sn = class_java_name(o->cls), *dn = class_java_name(dc);
            exc_throwf(t, "java/lang/ArrayStoreException",
                       "arraycopy: element type mismatch: can not cast one of the elements of %s to the type of the destination array, %s",
                       "java.lang.Object[]", dn);
            free(sn);
            free(dn);
            return none;
        }
        dobj[k] = o;
    }
    return none;
}

NATIVE(sys_currentTimeMillis) { (void)t; (void)a; return (Value){ .j = th_wall_ms() }; }
NATIVE(clock_realtimeNanos) { (void)t; (void)a; return (Value){ .j = os_realtime_ns() }; }
NATIVE(sys_nanoTime) { (void)t; (void)a; return (Value){ .j = th_now() }; }

NATIVE(sys_identityHashCode)
{
    (void)t;
    return (Value){ .i = a[0].l ? obj_identity_hash(a[0].l) : 0 };
}

static int put_pair(VMThread *t, Array *arr, int *k, const char *key, const char *val)
{
    Object *ks = jstring_new(t, key);
    if (ks == NULL)
        return -1;
    ARRAY_ELEMS(arr, Object *)[(*k)++] = ks;
    Object *vs = jstring_new(t, val ? val : "");
    if (vs == NULL)
        return -1;
    ARRAY_ELEMS(arr, Object *)[(*k)++] = vs;
    return 0;
}

/*
 * The platform locale as HotSpot derives user.language/user.country: the first of LC_ALL,
 * LC_MESSAGES, LANG that is set; a name the C library cannot load counts as "C"; "C" and
 * "POSIX" are en_US, "C.<codeset>" is en with no country, otherwise language_COUNTRY from
 * "ll_CC.codeset@modifier". Probed with newlocale(), so the process locale (and with it
 * the C library's number formatting) is left alone.
 */
static void platform_locale(char *lang, size_t ln, char *country, size_t cn)
{
    const char *vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    const char *name = NULL;
    for (size_t i = 0; i < sizeof vars / sizeof vars[0] && name == NULL; i++) {
        const char *v = getenv(vars[i]);
        if (v != NULL && *v != '\0')
            name = v;
    }
    /* "C", "POSIX" and C.UTF-8 need no probe (glibc 2.35 and later has them
     * built in), which keeps the usual C.UTF-8 start-up from loading locale
     * data: probing it cost 0.4 MB of RSS. */
    int builtin = name != NULL && (strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0 ||
                                   strcmp(name, "C.UTF-8") == 0 || strcmp(name, "C.utf8") == 0);
    if (name != NULL && !builtin) {
        locale_t loc = newlocale(LC_ALL_MASK, name, (locale_t)0);
        if (loc == (locale_t)0)
            name = NULL;
        else
            freelocale(loc);
    }
    lang[0] = country[0] = '\0';
    if (name == NULL || strcmp(name, "C") == 0 || strcmp(name, "POSIX") == 0) {
        snprintf(lang, ln, "en");
        snprintf(country, cn, "US");
        return;
    }
    if (strncmp(name, "C.", 2) == 0) {
        snprintf(lang, ln, "en");
        return;
    }
    size_t n = strcspn(name, "_.@");
    snprintf(lang, ln, "%.*s", (int)(n < ln ? n : ln - 1), name);
    if (name[n] == '_') {
        const char *c = name + n + 1;
        size_t m = strcspn(c, ".@");
        snprintf(country, cn, "%.*s", (int)(m < cn ? m : cn - 1), c);
    }
}

NATIVE(sys_vmProperties)
{
    (void)a;
    char cwd[PATH_MAX];
    if (getcwd(cwd, sizeof cwd) == NULL)
        strcpy(cwd, ".");
    const char *home = getenv("HOME");
    const char *user = getenv("USER");
    struct passwd *pw = getpwuid(getuid());
    if (pw != NULL) {
        if (home == NULL)
            home = pw->pw_dir;
        if (user == NULL)
            user = pw->pw_name;
    }
    char tmpdir[] = "/tmp";
    struct utsname un;
    if (uname(&un) != 0)
        strcpy(un.release, "unknown");
    /* sun.java.command as HotSpot's launcher writes it: the main class (or the jar) and the
       program's arguments, separated by spaces */
    size_t cmdlen = 1;
    const char *what = vm_opts.jar ? vm_opts.jar : vm_opts.main_class ? vm_opts.main_class : "";
    cmdlen += strlen(what);
    for (int i = 0; i < vm_opts.argc; i++)
        cmdlen += 1 + strlen(vm_opts.argv[i]);
    char *command = os_xmalloc(cmdlen);
    strcpy(command, what);
    for (int i = 0; i < vm_opts.argc; i++) {
        strcat(command, " ");
        strcat(command, vm_opts.argv[i]);
    }
    const char *fixed[][2] = {
        { "java.version", "17.0.15" },
        { "java.version.date", "2025-04-15" },
        { "java.runtime.name", "jvm Runtime Environment" },
        { "java.runtime.version", "17.0.15+0-jvm-" JVM_VERSION },
        { "java.vm.version", "17.0.15+0-jvm-" JVM_VERSION },
        { "java.vm.info", "interpreted mode" },
        { "java.specification.version", "17" },
        { "java.specification.name", "Java Platform API Specification" },
        { "java.specification.vendor", "Oracle Corporation" },
        { "java.specification.maintenance.version", "1" },
        { "java.vm.specification.version", "17" },
        { "java.vm.specification.name", "Java Virtual Machine Specification" },
        { "java.vm.specification.vendor", "Oracle Corporation" },
        { "jdk.debug", "release" },
        { "os.version", un.release },
        { "sun.arch.data.model", "64" },
        { "sun.cpu.endian", "little" },
        { "sun.io.unicode.encoding", "UnicodeLittle" },
        { "sun.jnu.encoding", "UTF-8" },
        { "sun.java.launcher", "SUN_STANDARD" },
        { "sun.java.command", command },
        { "java.vm.name", "jvm (a minimal interpreter)" },
        { "java.vm.vendor", "jvm project" },
        { "java.vendor", "jvm project" },
        { "java.class.version", "61.0" },
        { "java.home", "/usr/lib/jvm/jvm" },
        { "os.name", "Linux" },
        { "os.arch", "amd64" },
        { "file.separator", "/" },
        { "path.separator", ":" },
        { "line.separator", "\n" },
        { "file.encoding", "UTF-8" },
        { "native.encoding", "UTF-8" },
        { "java.io.tmpdir", tmpdir },
        { "user.dir", cwd },
        { "user.home", home ? home : "?" },
        { "user.name", user ? user : "?" },
        { "java.class.path", vm_opts.jar ? vm_opts.jar : vm_opts.classpath },
        { "jvm.threads", vm_opts.threads },
        { "jvm.idle", vm_opts.idle == TH_IDLE_LEGACY ? "legacy" : "tickless" },
    };
    int nfixed = (int)(sizeof fixed / sizeof fixed[0]);
    char lang[16], country[16];
    platform_locale(lang, sizeof lang, country, sizeof country);
    int nlocale = country[0] != '\0' ? 2 : 1;
    Class *sc = cls_String;
    Array *arr = array_new_ref(t, sc, 2 * (nfixed + nlocale + vm_opts.nprops));
    int k = 0;
    int failed = arr == NULL;
    for (int i = 0; i < nfixed && !failed; i++)
        failed = put_pair(t, arr, &k, fixed[i][0], fixed[i][1]) < 0;
    free(command);
    if (failed)
        return (Value){ .l = NULL };
    if (put_pair(t, arr, &k, "user.language", lang) < 0)
        return (Value){ .l = NULL };
    if (nlocale == 2 && put_pair(t, arr, &k, "user.country", country) < 0)
        return (Value){ .l = NULL };
    for (int i = 0; i < vm_opts.nprops; i++) {
        char *kv = os_xstrdup(vm_opts.props[i]);
        char *eq = strchr(kv, '=');
        const char *v = "";
        if (eq) {
            *eq = 0;
            v = eq + 1;
        }
        int rc = put_pair(t, arr, &k, kv, v);
        free(kv);
        if (rc < 0)
            return (Value){ .l = NULL };
    }
    return (Value){ .l = &arr->hdr };
}

NATIVE(sys_getenv0)
{
    if (a[0].l == NULL) {
        exc_npe(t, NULL);
        return (Value){ .l = NULL };
    }
    char *n = jstring_to_utf8(a[0].l, NULL);
    const char *v = getenv(n);
    free(n);
    return (Value){ .l = v ? jstring_new(t, v) : NULL };
}

NATIVE(sys_getenvAll)
{
    (void)a;
    int n = 0;
    while (environ[n])
        n++;
    Array *arr = array_new_ref(t, cls_String, n);
    if (arr == NULL)
        return (Value){ .l = NULL };
    for (int k = 0; k < n; k++) {
        Object *s = jstring_new(t, environ[k]);
        if (s == NULL)
            return (Value){ .l = NULL };
        ARRAY_ELEMS(arr, Object *)[k] = s;
    }
    return (Value){ .l = &arr->hdr };
}

void vm_exit(int status) __attribute__((noreturn));

NATIVE(rt_halt0) { (void)t; vm_exit(a[0].i); }
NATIVE(rt_availableProcessors) { (void)t; (void)a; return (Value){ .i = th_cpu_count() }; }
NATIVE(rt_freeMemory) { (void)t; (void)a; return (Value){ .j = (int64_t)(heap_capacity() - heap_used()) }; }
NATIVE(rt_totalMemory) { (void)t; (void)a; return (Value){ .j = (int64_t)heap_capacity() }; }
NATIVE(rt_maxMemory) { (void)t; (void)a; return (Value){ .j = (int64_t)heap_max() }; }
NATIVE(rt_gc) { (void)a; heap_collect(t); return (Value){ .raw = 0 }; }

static const NativeDef defs[] = {
    { "java/lang/System", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", sys_arraycopy },
    { "java/lang/System", "currentTimeMillis", "()J", sys_currentTimeMillis },
    { "java/time/Clock", "realtimeNanos", "()J", clock_realtimeNanos },
    { "java/lang/System", "nanoTime", "()J", sys_nanoTime },
    { "java/lang/System", "identityHashCode", "(Ljava/lang/Object;)I", sys_identityHashCode },
    { "java/lang/System", "vmProperties", "()[Ljava/lang/String;", sys_vmProperties },
    { "java/lang/System", "getenv0", "(Ljava/lang/String;)Ljava/lang/String;", sys_getenv0 },
    { "java/lang/System", "getenvAll", "()[Ljava/lang/String;", sys_getenvAll },
    { "java/lang/Runtime", "halt0", "(I)V", rt_halt0 },
    { "java/lang/Runtime", "availableProcessors", "()I", rt_availableProcessors },
    { "java/lang/Runtime", "freeMemory", "()J", rt_freeMemory },
    { "java/lang/Runtime", "totalMemory", "()J", rt_totalMemory },
    { "java/lang/Runtime", "maxMemory", "()J", rt_maxMemory },
    { "java/lang/Runtime", "gc", "()V", rt_gc },
};

void natives_system_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
