/* vm.c: booting the VM and running a main class (vm.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bytecode.h"
#include "class.h"
#include "classpath.h"
#include "excep.h"
#include "interp.h"
#include "jstring.h"
#include "native.h"
#include "options.h"
#include "thread.h"
#include "vm.h"
#include "safepoint.h"
#include "threaddump.h"
#include "../threads/threads.h"
#include "../io/io.h"
#include "../os/os.h"

extern const unsigned char jvm_classlib_start[], jvm_classlib_end[];

void vm_exit(int status)
{
    fflush(stdout);
    if (vm_opts.log_threads)
        fprintf(stderr, "[io: %lu writes to a shared fd (0-2) made as plain system calls; "
                        "one that blocks %s]\n", io_plain_waits,
                th_has(TH_CAP_ONE_RUNNING) ? "stops every green thread" : "holds its carrier");
    if (th->shutdown)
        th->shutdown();
    exit(status);
}

static void slashes(char *s)
{
    for (; *s; s++)
        if (*s == '.')
            *s = '/';
}

/* Prints what HotSpot prints when the main class cannot be loaded. */
/* As HotSpot's launcher: a main class with no class file is a
 * ClassNotFoundException; one that exists but cannot be loaded (a missing
 * superclass or interface, a wrong name) shows its NoClassDefFoundError. */
static int report_load_failure(VMThread *t, const char *shown, const char *main_name)
{
    Object *e = t->exception;
    t->exception = NULL;
    char *cn = class_java_name(e->cls);
    if (strcmp(cn, "java.lang.NoClassDefFoundError") == 0) {
        Object *m = FIELD_AT(e, class_field_offset(cls_Throwable, "detailMessage"), Object *);
        char *ms = m != NULL ? jstring_to_utf8(m, NULL) : NULL;
        if (ms == NULL || strcmp(ms, main_name) == 0)
            fprintf(stderr, "Error: Could not find or load main class %s\n"
                            "Caused by: java.lang.ClassNotFoundException: %s\n", shown, shown);
        else
            fprintf(stderr, "Error: Could not find or load main class %s\n"
                            "Caused by: java.lang.NoClassDefFoundError: %s\n", shown, ms);
        free(ms);
    } else {
        Value a = { .l = e };
        Value msg = interp_call_named(t, e, "toString", "()Ljava/lang/String;", &a);
        char *m = !t->exception && msg.l ? jstring_to_utf8(msg.l, NULL) : strdup(cn);
        t->exception = NULL;
        /* Verification errors: HotSpot verifies when it links the class,
         * after loading it; its messages start "(class: ". */
        if (strcmp(cn, "java.lang.VerifyError") == 0 || strstr(m, ": (class: ") != NULL)
            fprintf(stderr, "Error: Unable to initialize main class %s\nCaused by: %s\n", shown, m);
        else
            fprintf(stderr, "Error: LinkageError occurred while loading main class %s\n\t%s\n", shown, m);
        free(m);
    }
    free(cn);
    return 1;
}

VMThread *vm_boot(void)
{
    const char *why;
    if (th_select(vm_opts.threads, &why) < 0) {
        fprintf(stderr, "Error: --threads=%s: %s\n", vm_opts.threads, why);
        return NULL;
    }
    vm_java_stack_bytes = vm_opts.xss * 2 < ((size_t)1 << 20) ? (size_t)1 << 20 : vm_opts.xss * 2;
    /* Spawned threads' Java stacks live in their C stack's mapping where
     * the backend offers it (th->stack_extra): one page for both while
     * a thread uses little of them. */
    ThConfig cfg = { .idle = vm_opts.idle, .stack_size = vm_opts.xss, .log = vm_opts.log_threads,
                     .carriers = vm_opts.carriers, .stack_extra = vm_java_stack_bytes };
    const char *alarm = getenv("JDK_MIN_ALARM_INTERVAL");
    if (alarm != NULL)
        cfg.min_alarm_us = atol(alarm);
    if (th->init(&cfg) < 0)
        return NULL;
    io_boot();
    sp_boot();
    if (heap_init(vm_opts.xms, vm_opts.xmx) < 0)
        return NULL;

    VMThread *t = vm_thread_alloc();
    if (t == NULL || vm_thread_attach_main(t, vm_java_stack_bytes) < 0) {
        fprintf(stderr, "Error occurred during initialization of VM\n");
        return NULL;
    }
    char err[512] = "";
    vm_classpath = cp_new();
    if (cp_add_embedded_jar(vm_classpath, jvm_classlib_start,
                            (size_t)(jvm_classlib_end - jvm_classlib_start), err, sizeof err) < 0) {
        fprintf(stderr, "Error occurred during initialization of VM\nclass library: %s\n", err);
        return NULL;
    }
    const char *spec = vm_opts.jar ? vm_opts.jar : vm_opts.classpath;
    if (spec != NULL && cp_add_spec(vm_classpath, spec, err, sizeof err) < 0 && vm_opts.jar) {
        fprintf(stderr, "Error: Invalid or corrupt jarfile %s\n", vm_opts.jar);
        return NULL;
    }
    native_boot();
    if (class_boot(t) < 0 || jstring_boot(t) < 0)
        return NULL;
    exc_preallocate(t);
    if (vm_thread_make_main_object(t) < 0) {
        exc_report_uncaught(t);
        return NULL;
    }
    threaddump_init();              /* kill -3; without it the VM runs on */
    Class *sys = class_load(t, "java/lang/System");
    Method *init = sys ? class_own_method(sys, "initPhase1", "()V") : NULL;
    if (init == NULL) {
        fprintf(stderr, "Error occurred during initialization of VM\njava.lang.System.initPhase1 missing\n");
        return NULL;
    }
    if (class_init(t, sys) == 0)
        interp_call(t, init, NULL);
    if (t->exception != NULL) {
        fprintf(stderr, "Error occurred during initialization of VM\n");
        exc_report_uncaught(t);
        return NULL;
    }
    return t;
}

/* --disassemble: every method of c with code, on stdout. */
static void disassemble(Class *c)
{
    char *jn = class_java_name(c);
    printf("class %s {\n", jn);
    free(jn);
    for (unsigned k = 0; k < c->method_count; k++) {
        Method *m = &c->methods[k];
        printf("  %s%s;\n", m->name, m->desc);
        if (m->code == NULL)
            continue;
        printf("    Code:\n");
        bc_disassemble(stdout, m);
        printf("\n");
    }
    printf("}\n");
    fflush(stdout);
}

/* As HotSpot's launcher, whose getMethod("main") makes the Method objects of
 * every public method the main class declares: the classes their
 * descriptors name are loaded first.  Returns 0, or -1 with the error pending. */
static int load_public_signatures(VMThread *t, Class *mc)
{
    for (unsigned k = 0; k < mc->method_count; k++) {
        Method *m = &mc->methods[k];
        if (!(m->access & ACC_PUBLIC) || m->name[0] == '<')
            continue;
        for (const char *p = m->desc; *p; p++) {
            const char *start = p;
            while (*p == '[')
                p++;
            if (*p != 'L')
                continue;
            const char *end = strchr(p, ';');
            if (end == NULL)
                break;
            char buf[1024];
            size_t n = (size_t)(end - start + 1);
            if (n < sizeof buf) {
                memcpy(buf, start, n);
                buf[n] = 0;
                if (class_from_desc_in(t, mc->loader, buf) == NULL)
                    return -1;
            }
            p = end;
        }
    }
    return 0;
}

int vm_run_main(VMThread *t, const char *main_class)
{
    char *shown = os_xstrdup(main_class);
    char *main_name = os_xstrdup(main_class);
    int status = 0;
    slashes(main_name);
    Class *mc = strchr(main_name, '[') ? NULL : class_load(t, main_name);
    if (mc == NULL) {
        if (t->exception == NULL)
            exc_throw(t, "java/lang/NoClassDefFoundError", main_name);
        status = report_load_failure(t, shown, main_name);
        goto out;
    }
    if (vm_opts.disassemble == 1) {
        disassemble(mc);
        goto out;
    }
    if (load_public_signatures(t, mc) < 0) {
        Object *e = t->exception;
        t->exception = NULL;
        Value ea = { .l = e };
        Value msg = interp_call_named(t, e, "toString", "()Ljava/lang/String;", &ea);
        char *m = !t->exception && msg.l ? jstring_to_utf8(msg.l, NULL) : class_java_name(e->cls);
        t->exception = NULL;
        fprintf(stderr, "Error: Unable to initialize main class %s\nCaused by: %s\n", shown, m);
        free(m);
        status = 1;
        goto out;
    }
    Method *mm = class_own_method(mc, "main", "([Ljava/lang/String;)V");
    if (mm == NULL || !(mm->access & ACC_STATIC)) {
        char *jn = class_java_name(mc);
        fprintf(stderr, "Error: Main method %s in class %s, please define the main method as:\n"
                        "   public static void main(String[] args)\n"
                        "%s",
                mm == NULL ? "not found" : "is not static", jn,
                mm == NULL ? "or a JavaFX application class must extend javafx.application.Application\n" : "");
        free(jn);
        status = 1;
        goto out;
    }
    Array *args = array_new_ref(t, cls_String, vm_opts.argc);
    for (int k = 0; args != NULL && k < vm_opts.argc; k++) {
        Object *s = jstring_new(t, vm_opts.argv[k]);
        if (s == NULL)
            break;
        ARRAY_ELEMS(args, Object *)[k] = s;
    }
    if (t->exception == NULL && class_init(t, mc) == 0) {
        Value a = { .l = &args->hdr };
        interp_call(t, mm, &a);
    }
    if (t->exception != NULL) {
        exc_report_uncaught(t);
        status = 1;
    }
    if (vm_opts.disassemble == 2)
        disassemble(mc);
out:
    free(shown);
    free(main_name);
    return status;
}

void vm_shutdown_hooks(VMThread *t)
{
    t->exception = NULL;
    Class *c = class_load(t, "java/lang/Shutdown");
    if (c == NULL) {
        t->exception = NULL;
        return;
    }
    Method *m = class_own_method(c, "shutdown", "()V");
    if (m != NULL && class_init(t, c) == 0)
        interp_call(t, m, NULL);
    if (t->exception != NULL)
        exc_report_uncaught(t);
}
