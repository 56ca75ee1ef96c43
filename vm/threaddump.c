/* threaddump.c: the thread dump that SIGQUIT (kill -3) prints on stdout,
 * in HotSpot's format (header, then per thread a line with its name, id,
 * daemon flag and priority, its java.lang.Thread.State as getState()
 * gives it with HotSpot's detail in parentheses, and its Java frames).
 *
 * The backend calls dump_all in thread context (th->on_quit), on a thread
 * that is not a Java thread.  dump_all stops the world with the
 * collector's protocol (safepoint.c), so that every Java thread stands at
 * a safepoint poll or in a safe region (every blocking call is one) and
 * its frames, state and lock fields stay still; it formats the dump into a
 * memory buffer meanwhile, resumes the world, and only then writes the
 * buffer, so a slow reader of stdout never holds the program up.  Nothing
 * is allocated on the Java heap, nothing is run in Java.
 *
 * Under each frame, as HotSpot: "- locked" for each monitor the frame took
 * (the monitorenter records of monitor.h, innermost first, then a
 * synchronized method's own), still printed while the thread waits in it;
 * under the first, "- waiting on", "- waiting to lock", "- waiting to
 * re-lock in wait()" or "- parking to wait for" (Thread.parkBlocker, set by
 * LockSupport's park(blocker) forms).  Not shown: cpu=/elapsed=/nid=, and
 * the VM's own threads. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "class.h"
#include "heap.h"
#include "jstring.h"
#include "excep.h"
#include "monitor.h"
#include "options.h"
#include "safepoint.h"
#include "threaddump.h"
#include "../io/io.h"
#include "../threads/threads.h"

#define HOTSPOT_VERSION "17.0.15"  /* what -version claims to be */

static VMThread *dumper;            /* the dumping thread's: never registered */
static uint32_t off_name, off_priority, off_blocker;

typedef struct ThreadList {
    VMThread **v;
    int n, cap;
} ThreadList;

static void collect(VMThread *t, void *arg)
{
    ThreadList *l = arg;
    if (t->jthread == NULL)
        return;
    if (l->n == l->cap) {
        int cap = l->cap ? l->cap * 2 : 64;
        VMThread **v = realloc(l->v, (size_t)cap * sizeof *v);
        if (v == NULL)
            return;
        l->v = v;
        l->cap = cap;
    }
    l->v[l->n++] = t;
}

static int by_id(const void *a, const void *b)
{
    int64_t x = (*(VMThread *const *)a)->id, y = (*(VMThread *const *)b)->id;
    return x < y ? -1 : x > y;
}

static int is_native_frame(const Frame *f, const char *cname, const char *mname)
{
    return f != NULL && (f->method->access & ACC_NATIVE) && strcmp(f->method->name, mname) == 0
           && strcmp(f->method->cls->name, cname) == 0;
}

/* HotSpot's header word and state line for t. */
static void describe(VMThread *t, const char **word, const char **state)
{
    int waiting_in_monitor = atomic_load(&t->wait_mon) != NULL;
    switch (atomic_load(&t->state)) {
    case TS_NEW:
        *word = "runnable";
        *state = "NEW";
        break;
    case TS_BLOCKED:            /* in wait(): notified, re-acquiring the monitor */
        *word = waiting_in_monitor ? "in Object.wait()" : "waiting for monitor entry";
        *state = "BLOCKED (on object monitor)";
        break;
    case TS_WAITING:
        *word = waiting_in_monitor ? "in Object.wait()" : "waiting on condition";
        *state = waiting_in_monitor ? "WAITING (on object monitor)" : "WAITING (parking)";
        break;
    case TS_TIMED_WAITING:
        if (waiting_in_monitor) {
            *word = "in Object.wait()";
            *state = "TIMED_WAITING (on object monitor)";
        } else {
            *word = "waiting on condition";
            *state = is_native_frame(t->frame, "java/lang/Thread", "sleep0")
                     ? "TIMED_WAITING (sleeping)" : "TIMED_WAITING (parking)";
        }
        break;
    case TS_TERMINATED:
        *word = "terminated";
        *state = "TERMINATED";
        break;
    default:
        *word = "runnable";
        *state = "RUNNABLE";
        break;
    }
}

/* blocked: the thread waits to enter a monitor at fr's monitorenter, which
 * HotSpot shows at the line of the instruction after it (it reports the
 * bytecode index past a monitorenter that blocks). */
static void print_frame(FILE *f, const Frame *fr, int blocked)
{
    Method *m = fr->method;
    char *cn = class_java_name(m->cls);
    const char *module = cn != NULL && strncmp(cn, "java.", 5) == 0
                         ? "java.base@" HOTSPOT_VERSION "/" : "";
    fprintf(f, "\tat %s.%s(%s", cn ? cn : "?", m->name, module);
    if (m->access & ACC_NATIVE) {
        fputs("Native Method)\n", f);
    } else if (m->cls->source_file == NULL) {
        fputs("Unknown Source)\n", f);
    } else {
        int line = -1;
        if (fr->pc != NULL && m->code != NULL && fr->pc >= m->code
            && fr->pc < m->code + m->code_length)
            line = exc_line_of(m, (uint32_t)(fr->pc - m->code)
                                  + (blocked && *fr->pc == 194 /* monitorenter */));
        if (line >= 0)
            fprintf(f, "%s:%d)\n", m->cls->source_file, line);
        else
            fprintf(f, "%s)\n", m->cls->source_file);
    }
    free(cn);
}

static void print_object(FILE *f, const char *what, Object *o)
{
    char *cn = class_java_name(o->cls);
    Class *mc = o->cls == cls_Class ? class_of_mirror(o) : NULL;
    char *mn = mc != NULL ? class_java_name(mc) : NULL;
    fprintf(f, "\t- %s <0x%016lx> (a %s%s%s)\n", what, (unsigned long)(uintptr_t)o, cn ? cn : "?",
            mn ? " for " : "", mn ? mn : "");
    free(mn);
    free(cn);
}

/* The monitor of a record is still t's: held, or released by the wait()
 * t stands in (HotSpot still lists it as locked by the waiting frame).  A
 * record left by code that exits a monitor in another frame than it
 * entered it in is skipped. */
static int still_held(VMThread *t, Object *o)
{
    if (o == NULL || !heap_is_object_start(o))
        return 0;
    Monitor *m = monitor_peek(o);
    return monitor_owner(o) == t || (m != NULL && atomic_load(&t->wait_mon) == m);
}

static void print_locked(FILE *f, VMThread *t, const Frame *fr)
{
    for (int i = t->lock_rec_n - 1; i >= 0; i--)
        if (t->lock_recs[i].frame == fr && still_held(t, t->lock_recs[i].obj))
            print_object(f, "locked", t->lock_recs[i].obj);
    if (fr->sync != NULL && still_held(t, fr->sync))
        print_object(f, "locked", fr->sync);
}

static void print_thread(FILE *f, VMThread *t)
{
    Object *jt = t->jthread;
    Object *jname = FIELD_AT(jt, off_name, Object *);
    char *name = jname != NULL ? jstring_to_utf8(jname, NULL) : NULL;
    const char *word, *state;
    describe(t, &word, &state);
    fprintf(f, "\"%s\" #%lld%s prio=%d os_prio=0 tid=0x%016lx %s\n", name ? name : "",
            (long long)t->id, t->daemon ? " daemon" : "", FIELD_AT(jt, off_priority, int32_t),
            (unsigned long)(uintptr_t)t, word);
    free(name);
    fprintf(f, "   java.lang.Thread.State: %s\n", state);
    Object *lock = atomic_load(&t->lock_obj);
    int first = 1;
    for (const Frame *fr = t->frame; fr != NULL; fr = fr->prev) {
        if (fr->method == NULL || (fr->method->cls->flags & CF_HIDDEN))
            continue;               /* lambda proxies, hidden as in stack traces */
        int st = atomic_load(&t->state);
        print_frame(f, fr, first && st == TS_BLOCKED);
        if (first && lock != NULL) {
            if (atomic_load(&t->wait_mon) != NULL)
                print_object(f, st == TS_BLOCKED ? "waiting to re-lock in wait()" : "waiting on", lock);
            else if (st == TS_BLOCKED)
                print_object(f, "waiting to lock", lock);
        } else if (first && (st == TS_WAITING || st == TS_TIMED_WAITING)
                   && is_native_frame(fr, "java/util/concurrent/locks/LockSupport", "park0")) {
            Object *b = __atomic_load_n(&FIELD_AT(jt, off_blocker, Object *), __ATOMIC_SEQ_CST);
            if (b != NULL && heap_is_object_start(b))
                print_object(f, "parking to wait for ", b);     /* HotSpot's two spaces */
        }
        print_locked(f, t, fr);
        first = 0;
    }
    fputc('\n', f);
}

static void dump_all(void)
{
    th->set_specific(dumper);
    dumper->poll_word = th_poll_word();     /* a new thread each dump (mn, green) */
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (f == NULL)
        return;
    char when[64] = "";
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm) != NULL)
        strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", &tm);
    fprintf(f, "%s\nFull thread dump jvm %s (%s interpreted mode, %s threads, %s idle):\n\n",
            when, JVM_VERSION, HOTSPOT_VERSION, th->name,
            vm_opts.idle == TH_IDLE_LEGACY ? "legacy" : "tickless");

    ThreadList l = { NULL, 0, 0 };
    sp_stop_world(dumper);
    sp_foreach(collect, &l);
    if (l.n > 0)
        qsort(l.v, (size_t)l.n, sizeof *l.v, by_id);
    for (int i = 0; i < l.n; i++)
        print_thread(f, l.v[i]);
    fprintf(f, "Heap\n mark-sweep heap   total %zuK, used %zuK, max %zuK\n\n",
            heap_capacity() / 1024, heap_used() / 1024, heap_max() / 1024);
    sp_resume_world(dumper);
    free(l.v);

    if (fclose(f) == 0 && buf != NULL)
        io_write(1, buf, len);
    free(buf);
}

int threaddump_init(void)
{
    if (th->on_quit == NULL)
        return 0;
    off_name = class_field_offset(cls_Thread, "name");
    off_priority = class_field_offset(cls_Thread, "priority");
    off_blocker = class_field_offset(cls_Thread, "parkBlocker");
    dumper = vm_thread_alloc();
    if (dumper == NULL) {
        fprintf(stderr, "jvm: no memory for the SIGQUIT thread dump\n");
        return -1;
    }
    atomic_store(&dumper->gc_safe, 1);
    return th->on_quit(dump_all);
}
