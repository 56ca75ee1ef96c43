/* testhooks.c: the harness entry points of testhooks.h.
 *
 * The class path of a harness is one private directory; a class is loaded
 * from bytes by writing them there as Fz<n>.class, asking class_load for
 * Fz<n>, and removing the file, so no loader internals are needed.  The
 * rename makes each input a new class (classes are never unloaded, and a
 * second input with the same name would otherwise find the first). */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "class.h"
#include "excep.h"
#include "interp.h"
#include "native.h"
#include "bytecode.h"
#include "options.h"
#include "safepoint.h"
#include "testhooks.h"
#include "thread.h"
#include "vm.h"
#include "../threads/threads.h"

static char class_dir[64];
static unsigned serial;
static ThreadOps test_ops;
static const ThreadOps *real_ops;
static Class *_Atomic stop_request;

/* Runs on a Java thread at a safepoint poll: the backend's safepoint, then
 * a pending stop request. */
static void test_safepoint(void)
{
    real_ops->safepoint();
    /* Clear the flag before looking at the request: vm_test_stop stores
     * the request before the flag, so none is missed.  (A collector sets
     * the flag again while it waits.) */
    if (!(real_ops->caps & TH_CAP_OWNS_POLL_FLAG))
        th_poll_flag = 0;
    Class *c = atomic_exchange(&stop_request, NULL);
    if (c != NULL)
        vm_test_retire(c);
}

static Value test_halt(VMThread *t, Value *a)
{
    (void)a;
    exc_throw(t, "java/lang/Error", "Runtime.halt called in a test harness");
    return (Value){ .raw = 0 };
}

static void remove_class_dir(void)
{
    rmdir(class_dir);               /* empty: each file goes once loaded */
}

VMThread *vm_test_boot(const char *threads)
{
    const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(class_dir, sizeof class_dir, "%s/jvm-test-XXXXXX", base);
    if (mkdtemp(class_dir) == NULL) {
        perror("jvm test harness: mkdtemp");
        return NULL;
    }
    atexit(remove_class_dir);
    char thr[32];
    snprintf(thr, sizeof thr, "--threads=%s", threads ? threads : "native");
    static char *argv[8];
    argv[0] = "jvm-test";
    argv[1] = thr;
    argv[2] = "-Xmx256m";
    argv[3] = "-cp";
    argv[4] = class_dir;
    argv[5] = "TestHarness";
    argv[6] = NULL;
    if (options_parse(6, argv) != 0)
        return NULL;
    VMThread *t = vm_boot();
    if (t == NULL)
        return NULL;
    static const NativeDef halt = { "java/lang/Runtime", "halt0", "(I)V", test_halt };
    native_register(&halt, 1);
    real_ops = th;
    test_ops = *th;
    test_ops.safepoint = test_safepoint;
    th = &test_ops;
    return t;
}

static uint16_t rd2(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }

/* Copies buf with a new Utf8 entry `name` appended to the constant pool
 * and this_class's Class entry pointed at it.  Returns the new length (the
 * copy in *out, malloc'd), or 0 if the pool cannot be walked. */
static size_t rename_class(const uint8_t *buf, size_t len, const char *name, uint8_t **out)
{
    static const uint8_t sizes[21] = { [3] = 5, [4] = 5, [5] = 9, [6] = 9, [7] = 3, [8] = 3,
                                       [9] = 5, [10] = 5, [11] = 5, [12] = 5, [15] = 4,
                                       [16] = 3, [17] = 5, [18] = 5, [19] = 3, [20] = 3 };
    if (len < 10)
        return 0;
    unsigned count = rd2(buf + 8);
    if (count == 0 || count == 65535)
        return 0;
    size_t *at = calloc(count, sizeof *at);
    if (at == NULL)
        return 0;
    size_t o = 10, n = 0;
    for (unsigned i = 1; i < count; i++) {
        if (o >= len)
            goto fail;
        uint8_t tag = buf[o];
        at[i] = o;
        if (tag == 1) {
            if (o + 3 > len)
                goto fail;
            o += 3u + rd2(buf + o + 1);
        } else if (tag < sizeof sizes && sizes[tag] != 0) {
            o += sizes[tag];
            if (tag == 5 || tag == 6)
                i++;
        } else {
            goto fail;
        }
    }
    if (o + 4 > len)
        goto fail;
    unsigned this_class = rd2(buf + o + 2);
    if (this_class == 0 || this_class >= count || buf[at[this_class]] != 7 ||
        at[this_class] + 3 > o)
        goto fail;
    size_t nlen = strlen(name);
    uint8_t *c = malloc(len + 3 + nlen);
    if (c == NULL)
        goto fail;
    memcpy(c, buf, o);
    c[8] = (uint8_t)((count + 1) >> 8);
    c[9] = (uint8_t)(count + 1);
    c[at[this_class] + 1] = (uint8_t)(count >> 8);
    c[at[this_class] + 2] = (uint8_t)count;
    c[o] = 1;
    c[o + 1] = (uint8_t)(nlen >> 8);
    c[o + 2] = (uint8_t)nlen;
    memcpy(c + o + 3, name, nlen);
    memcpy(c + o + 3 + nlen, buf + o, len - o);
    n = len + 3 + nlen;
    *out = c;
fail:
    free(at);
    return n;
}

Class *vm_test_load_bytes(VMThread *t, const uint8_t *buf, size_t len)
{
    char name[32], path[128];
    snprintf(name, sizeof name, "Fz%u", ++serial);
    uint8_t *renamed = NULL;
    size_t rlen = rename_class(buf, len, name, &renamed);
    if (rlen == 0)
        snprintf(name, sizeof name, "FzRaw%u", serial);
    snprintf(path, sizeof path, "%s/%s.class", class_dir, name);
    FILE *f = fopen(path, "wb");
    if (f == NULL) {
        free(renamed);
        exc_throw(t, "java/lang/InternalError", "test harness: cannot write the class file");
        return NULL;
    }
    if (rlen != 0)
        fwrite(renamed, 1, rlen, f);
    else if (len != 0)
        fwrite(buf, 1, len, f);
    fclose(f);
    free(renamed);
    Class *c = class_load(t, name);
    unlink(path);
    return c;
}

int vm_test_run_main(VMThread *t, Class *c)
{
    Method *mm = class_own_method(c, "main", "([Ljava/lang/String;)V");
    if (mm == NULL || !(mm->access & ACC_STATIC) || mm->code == NULL)
        return -1;
    Array *args = array_new_ref(t, cls_String, 0);
    if (args != NULL && class_init(t, c) == 0) {
        Value a = { .l = &args->hdr };
        interp_call(t, mm, &a);
    }
    Object *e = t->exception;
    if (e == NULL)
        return 0;
    t->exception = NULL;
    exc_stack_trace(t, e);          /* what printing it would walk */
    t->exception = NULL;
    return 1;
}

void vm_test_stop(Class *c)
{
    atomic_store(&stop_request, c);
    th_poll_raise();
}

void vm_test_wake(VMThread *t)
{
    if (real_ops == NULL || (real_ops->caps & TH_CAP_FOREIGN_PROXY))
        return;                     /* no signalling from a plain OS thread */
    atomic_store(&t->interrupted, 1);
    th->cond_broadcast(t->cond);    /* pthread_cond_broadcast: no lock needed */
}

/* The opcode retired code is made of: one the interpreter has no handler
 * for (it throws VerifyError).  202 is the one code neither the JVMS nor
 * vm/opcodes.h uses (0xFF was, until llop_x took it: retired code then ran
 * as super-instructions, and fuzz_load crashed on 49 inputs in 30 s). */
#define RETIRED_OP 202

/* With the world stopped: every other thread of the VM is at a safepoint
 * poll or blocked in a safe region, and no handler reads an opcode byte
 * past either (a super-instruction decodes the instructions after its
 * first before it polls, and a call returns through the invoke's own byte
 * and table entry), so no thread sees part old code, part retired: one that
 * resumes dispatches on the retired byte (switch build) or entry (table).
 * Rewriting under running threads made a super-instruction that had read
 * its first part decode a retired second one, step onto an operand byte,
 * and jump through an empty table entry (fuzz_load, computed-goto build). */
void vm_test_retire(Class *c)
{
    VMThread *self = vm_current();
    sp_stop_world(self);
    for (unsigned k = 0; k < c->method_count; k++) {
        Method *m = &c->methods[k];
        if (m->code == NULL || m->code_length == 0 || m->code[0] == RETIRED_OP)
            continue;               /* no code, or retired already */
        m->handler_count = 0;
        /* Opcodes only: a thread in the middle of an instruction still
         * reads its own operands.  Starts first, as writing changes them. */
        uint32_t *starts = malloc(m->code_length * sizeof *starts);
        uint32_t n = 0;
        if (starts == NULL)
            continue;
        for (uint32_t pc = 0, len; pc < m->code_length && m->code[pc] != RETIRED_OP; pc += len) {
            starts[n++] = pc;
            if ((len = bc_len(m->code, pc)) == 0)
                break;
        }
        for (uint32_t i = 0; i < n; i++)
            m->code[starts[i]] = RETIRED_OP;
        /* the computed-goto build dispatches through a table, not the bytes */
        interp_code_rewritten(m, starts, n);
        free(starts);
    }
    sp_resume_world(self);
}
