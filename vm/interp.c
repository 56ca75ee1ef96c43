/* interp.c: the interpreter loop.
 *
 * One loop runs every bytecode method of a thread: a Java-to-Java call
 * pushes a Frame on the thread's Java stack and continues in the same C
 * activation; only calls that come from C (interp_call: class
 * initializers, natives calling back, the launcher) nest a new loop, marked
 * by FRAME_ENTRY on its first frame.
 *
 * In the loop, pc, sp, locals and frame live in C locals.  SAVE_STATE()
 * stores pc and sp into the frame before anything that can allocate, throw,
 * call out or switch threads; the exception path and stack traces read
 * frame->pc.  Operand and local slots are Values; long and double take two
 * slots with the value in the first.
 *
 * Quickening: an instruction whose constant-pool entry needs resolving is
 * executed by a slow case that resolves the entry (resolve.c), rewrites the
 * opcode byte to its quick variant and dispatches again at the same pc.
 * Static accesses and `new` are quickened only once their class is
 * initialized, so a quick instruction never needs an initialization check.
 *
 * Safepoint poll: at backward branches and method entry, a load of the
 * thread's poll word (t->poll_word: th_poll_flag, or on mn a word of the
 * thread's own) and a branch; the backends use it for preemption (green,
 * mn) and stop-the-world (GC).
 *
 * Speed (benchmarks/cpu): the loop keeps pc, sp, locals, frame, the resolved
 * constant pool and t in registers (GCC: no-gcse on this function); a call
 * checks one flag (Method.invoke_fast) before pushing the frame; interface
 * dispatch goes through the receiver class's cache (class_select_iface); a
 * lambda's interface method calls its implementation directly when no
 * value needs adapting (indy_lambda_direct); a few class-library methods
 * run as C intrinsics (intrinsics.h); interp_prepare writes
 * super-instructions at link time (opcodes.h lists them: int load, load or
 * constant and compare-branch or int op; aload and getfield or array load;
 * iinc and goto; dload, dload and double op; long load, load or
 * constant and long op; lcmp and if).  Each runs its
 * later instructions from their own bytes, which stay intact; one that is
 * not quick yet, or would throw, is left to run as itself.
 * -XX:-SuperInstructions (none) and -XX:SuperInstructions=cmp (only the
 * compare-branch one) are for measuring.
 *
 * Computed-goto build: threaded dispatch (a per-method table of handler
 * addresses built when the method first runs, xt_build; see DISPATCH),
 * which also carries fusions no opcode byte names (an arithmetic operation
 * and the store of its result to a local; a load of a local and the
 * operation that takes it) and, in the entries of operand bytes, what a
 * quick form needs (field offset, static slot, resolved method: XT_OPND).
 * There ilil_op runs as its plain iload, and xt_build also picks
 * fixed-shape fusions (XtFuse): whole sequences such as `iload; iload;
 * if_icmp<c>`, `iload; iload|const; <int op> [; istore]`, `aload; iload;
 * <t>aload [; store]`, `aload; getfield; <op>`, `<op>; putfield`, the
 * double and long ones, each a handler of its own that reads its operands
 * from the code bytes at known offsets and leaves any exceptional case
 * (null, bounds, zero divisor, not quick yet) to the instruction itself.
 * -Dbcprofile=true (switch build) counts executed instruction triples to
 * choose them from.  The code bytes stay the truth for
 * everything else; the switch build dispatches on them alone.  The GC is
 * not concerned: no Java value lives outside the frame's slots between
 * instructions. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include "../os/os.h"
#include "../os/vmassert.h"
#include "bytecode.h"
#include "excep.h"
#include "indy.h"
#include "interp.h"
#include "jstring.h"
#include "monitor.h"
#include "native.h"
#include "npe.h"
#include "opcodes.h"
#include "options.h"
#include "resolve.h"
#include "safepoint.h"
#include "../threads/threads.h"

size_t vm_java_stack_bytes;

#define SOE_RESERVE_SLOTS 8192
#define C_STACK_MARGIN (96 * 1024)

int interp_thread_init(VMThread *t, size_t stack_bytes)
{
    size_t bytes = (stack_bytes + 4095) & ~(size_t)4095;
    size_t have = 0;
    void *p = th->stack_extra != NULL ? th->stack_extra(&have) : NULL;
    if (p != NULL && have >= stack_bytes) {
        bytes = have & ~(size_t)(sizeof(Value) - 1);   /* the backend's, freed with the thread */
        t->stack_borrowed = 1;
    } else {
        p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED)
            return -1;
        t->stack_borrowed = 0;
    }
    t->stack_base = p;
    t->stack_end = (Value *)((char *)p + bytes);
    t->stack_limit = t->stack_end - SOE_RESERVE_SLOTS;
    t->stack_top = t->stack_base;
    char *low = th->stack_low();
    t->c_stack_limit = low ? low + C_STACK_MARGIN : NULL;
    return 0;
}

void interp_thread_free(VMThread *t)
{
    if (t->stack_base && !t->stack_borrowed)
        munmap(t->stack_base, (size_t)((char *)t->stack_end - (char *)t->stack_base));
    t->stack_base = t->stack_end = t->stack_limit = t->stack_top = NULL;
}

static Value interp_loop(VMThread *t);

/* Calls native m with its arguments at args (on the Java stack). */
static Value call_native(VMThread *t, Method *m, Value *args)
{
    Value r = { .raw = 0 };
    Frame *f = (Frame *)(args + m->arg_slots);
    if ((Value *)f + FRAME_SLOTS + 16 > t->stack_limit) {
        exc_soe(t);
        return r;
    }
    f->method = m;
    f->pc = NULL;
    f->locals = args;
    f->sp = (Value *)f + FRAME_SLOTS;
    f->prev = t->frame;
    f->flags = FRAME_NATIVE;
    f->sync = NULL;
    if (m->access & ACC_SYNCHRONIZED) {
        Object *o = (m->access & ACC_STATIC) ? class_mirror(t, m->cls) : args[0].l;
        if (o == NULL || monitor_enter(t, o) < 0)
            return r;
        f->sync = o;
    }
    t->frame = f;
    /* Bound with its frame pushed: an UnsatisfiedLinkError shows the
     * method as "(Native Method)", as HotSpot's does. */
    NativeFn fn = __atomic_load_n(&m->native, __ATOMIC_ACQUIRE);   /* other threads bind it */
    if (fn != NULL || (native_bind(t, m) == 0 && (fn = __atomic_load_n(&m->native, __ATOMIC_ACQUIRE)) != NULL))
        r = fn(t, args);
    t->frame = f->prev;
    if (f->sync != NULL) {
        Object *pending = t->exception;
        t->exception = NULL;
        monitor_exit(t, f->sync);
        if (pending)
            t->exception = pending;
    }
    return r;
}

Value interp_call(VMThread *t, Method *m, const Value *args)
{
    Value r = { .raw = 0 };
    char probe;
    if (t->c_stack_limit != NULL && &probe < t->c_stack_limit) {
        exc_soe(t);
        return r;
    }
    Value *base = t->frame ? t->frame->sp : t->stack_base;
    if (base + m->arg_slots + m->max_locals + FRAME_SLOTS + m->max_stack + 1 > t->stack_limit) {
        exc_soe(t);
        return r;
    }
    if (m->arg_slots)
        memcpy(base, args, m->arg_slots * sizeof(Value));
    if (m->access & ACC_NATIVE)
        return call_native(t, m, base);
    if (m->code == NULL) {
        char *cn = class_java_name(m->cls);
        exc_throwf(t, "java/lang/AbstractMethodError", "%s.%s%s", cn, m->name, m->desc);
        free(cn);
        return r;
    }
    Frame *f = (Frame *)(base + m->max_locals);
    f->method = m;
    f->pc = m->code;
    f->locals = base;
    f->sp = (Value *)f + FRAME_SLOTS;
    f->prev = t->frame;
    f->flags = FRAME_ENTRY;
    f->sync = NULL;
    if (m->access & ACC_SYNCHRONIZED) {
        Object *o = (m->access & ACC_STATIC) ? class_mirror(t, m->cls) : base[0].l;
        if (o == NULL || monitor_enter(t, o) < 0)
            return r;
        f->sync = o;
    }
    t->frame = f;
    return interp_loop(t);
}

Value interp_call_virtual(VMThread *t, Method *m, const Value *args)
{
    Object *recv = args[0].l;
    if (recv == NULL) {
        exc_npe(t, NULL);
        return (Value){ .raw = 0 };
    }
    Method *sel = class_select_iface(recv->cls, m);
    if (sel == NULL)
        sel = m;
    return interp_call(t, sel, args);
}

Value interp_call_named(VMThread *t, Object *obj, const char *name, const char *desc,
                        const Value *args)
{
    Method *m = class_find_method(obj->cls, name, desc);
    if (m == NULL) {
        exc_throwf(t, "java/lang/NoSuchMethodError", "%s%s", name, desc);
        return (Value){ .raw = 0 };
    }
    return interp_call_virtual(t, m, args);
}

static int32_t f2i(float f)
{
    if (f != f)
        return 0;
    if (f >= 2147483648.0f)
        return INT32_MAX;
    if (f <= -2147483648.0f)
        return INT32_MIN;
    return (int32_t)f;
}

static int64_t f2l(float f)
{
    if (f != f)
        return 0;
    if (f >= 9223372036854775808.0f)
        return INT64_MAX;
    if (f <= -9223372036854775808.0f)
        return INT64_MIN;
    return (int64_t)f;
}

static int32_t d2i(double d)
{
    if (d != d)
        return 0;
    if (d >= 2147483647.0)
        return INT32_MAX;
    if (d <= -2147483648.0)
        return INT32_MIN;
    return (int32_t)d;
}

static int64_t d2l(double d)
{
    if (d != d)
        return 0;
    if (d >= 9223372036854775808.0)
        return INT64_MAX;
    if (d <= -9223372036854775808.0)
        return INT64_MIN;
    return (int64_t)d;
}

/* Builds a multi-dimensional array; dims counts in counts[0..n). */
static Array *multi_new(VMThread *t, Class *ac, const int32_t *counts, int n)
{
    Array *a = array_new(t, ac, counts[0]);
    if (a == NULL || n == 1)
        return a;
    for (int32_t k = 0; k < counts[0]; k++) {
        Array *sub = multi_new(t, ac->component, counts + 1, n - 1);
        if (sub == NULL)
            return NULL;
        ARRAY_ELEMS(a, Object *)[k] = &sub->hdr;
    }
    return a;
}

/* Finds the handler for the exception at frame->pc; returns the handler pc
 * offset or -1. */
static int find_handler(VMThread *t, Frame *f, Object *ex)
{
    Method *m = f->method;
    uint32_t off = (uint32_t)(f->pc - m->code);
    for (int k = 0; k < m->handler_count; k++) {
        CfExHandler *h = &m->handlers[k];
        if (off < h->start_pc || off >= h->end_pc)
            continue;
        if (h->catch_type == 0)
            return h->handler_pc;
        Class *c = resolve_class(t, m->cls, h->catch_type);
        if (c == NULL) {
            t->exception = NULL;    /* an unloadable catch type matches nothing */
            continue;
        }
        if (class_is_assignable(ex->cls, c))
            return h->handler_pc;
    }
    return -1;
}

static void throw_npe(VMThread *t, Method *m, const uint8_t *pc)
{
    char msg[1024];
    if (npe_message(m, (uint32_t)(pc - m->code), msg, sizeof msg) == 0)
        exc_npe(t, msg);
    else
        exc_npe(t, NULL);
}

static void throw_cast(VMThread *t, Class *from, Class *to)
{
    char msg[1024];
    resolve_cast_message(from, to, msg, sizeof msg);
    exc_throw(t, "java/lang/ClassCastException", msg);
}

/* Length of an int load or constant that ilil_cmp can take as its second
 * operand, else 0. */
static uint32_t int_operand_len(uint8_t op)
{
    switch (op) {
    case OP_iload_0: case OP_iload_1: case OP_iload_2: case OP_iload_3:
    case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2:
    case OP_iconst_3: case OP_iconst_4: case OP_iconst_5:
        return 1;
    case OP_iload: case OP_bipush:
        return 2;
    case OP_sipush:
        return 3;
    default:
        return 0;
    }
}

/* 1 for the int operations ilil_op runs. */
static int int_binop(uint8_t op)
{
    switch (op) {
    case OP_iadd: case OP_isub: case OP_imul: case OP_iand: case OP_ior:
    case OP_ixor: case OP_ishl: case OP_ishr: case OP_iushr:
        return 1;
    default:
        return 0;
    }
}

/* Super-instructions: each rewrites the first byte of its first
 * instruction only, so the later ones stay intact as branch targets, and
 * the handler reads them when it runs.  A later instruction is never itself
 * rewritten here: the second of ilil_op or dldl_op is followed by an
 * operation, not by what would make it a super-instruction's first. */
void interp_prepare(Method *m)
{
    uint8_t *code = m->code;
    uint32_t n = m->code_length;
    if (vm_opts.no_super == 2)
        return;
    for (uint32_t pc = 0; pc < n; ) {
        uint8_t op = code[pc];
        uint32_t l = bc_len(code, pc);
        if (l == 0 || pc + l > n)
            return;                 /* (verified code never gets here) */
        if ((op >= OP_iload_0 && op <= OP_iload_3) || op == OP_iload) {
            uint32_t l2 = pc + l < n ? int_operand_len(code[pc + l]) : 0;
            uint32_t c = pc + l + l2;
            if (l2 != 0 && c + 3 <= n && code[c] >= OP_if_icmpeq && code[c] <= OP_if_icmple)
                code[pc] = op == OP_iload ? OP_ilil_cmp_x : (uint8_t)(OP_ilil_cmp_0 + (op - OP_iload_0));
            else if (vm_opts.no_super)
                ;
            else if (l2 != 0 && c < n && int_binop(code[c]))
                code[pc] = op == OP_iload ? OP_ilil_op_x : (uint8_t)(OP_ilil_op_0 + (op - OP_iload_0));
        } else if (vm_opts.no_super) {
            ;
        } else if ((op >= OP_aload_0 && op <= OP_aload_3) || op == OP_aload) {
            uint8_t o2 = pc + l < n ? code[pc + l] : 0;
            uint32_t l2 = o2 == OP_iload ? 2 : o2 >= OP_iload_0 && o2 <= OP_iload_3 ? 1 : 0;
            uint8_t o3 = l2 != 0 && pc + l + l2 < n ? code[pc + l + l2] : 0;
            if (pc + l + 3 <= n && o2 == OP_getfield)
                code[pc] = op == OP_aload ? OP_algf_x : (uint8_t)(OP_algf_0 + (op - OP_aload_0));
            else if (pc + l + 4 <= n && o2 == OP_dup && code[pc + l + 1] == OP_getfield)
                code[pc] = op == OP_aload ? OP_algf_x : (uint8_t)(OP_algf_0 + (op - OP_aload_0));
            else if (o3 == OP_iaload || o3 == OP_baload || o3 == OP_caload || o3 == OP_saload ||
                     o3 == OP_aaload)
                code[pc] = op == OP_aload ? OP_alil_xa_x : (uint8_t)(OP_alil_xa_0 + (op - OP_aload_0));
        } else if ((op >= OP_lload_0 && op <= OP_lload_3) || op == OP_lload) {
            uint8_t o2 = pc + l < n ? code[pc + l] : 0;
            uint32_t l2 = o2 == OP_lload ? 2 :
                          o2 == OP_ldc2_w ? (pc + l + 2 < n && m->cls->cf->cp[(code[pc + l + 1] << 8) |
                                                 code[pc + l + 2]].tag != CP_DYNAMIC ? 3 : 0) :
                          (o2 >= OP_lload_0 && o2 <= OP_lload_3) || o2 == OP_lconst_0 || o2 == OP_lconst_1 ? 1 : 0;
            uint32_t c = pc + l + l2;
            if (l2 != 0 && c < n && (code[c] == OP_ladd || code[c] == OP_lsub || code[c] == OP_lmul ||
                                     code[c] == OP_land || code[c] == OP_lor || code[c] == OP_lxor))
                code[pc] = op == OP_lload ? OP_llop_x : (uint8_t)(OP_llop_0 + (op - OP_lload_0));
        } else if (op == OP_lcmp) {
            if (pc + l + 3 <= n && code[pc + l] >= OP_ifeq && code[pc + l] <= OP_ifle)
                code[pc] = OP_lcmp_if;
        } else if (op == OP_iinc) {
            if (pc + l + 3 <= n && code[pc + l] == OP_goto)
                code[pc] = OP_iinc_goto;
        } else if (op == OP_dload) {
            uint8_t o2 = pc + l < n ? code[pc + l] : 0;
            uint32_t l2 = o2 == OP_dload ? 2 : o2 >= OP_dload_0 && o2 <= OP_dload_3 ? 1 : 0;
            uint32_t c = pc + l + l2;
            if (l2 != 0 && c < n && (code[c] == OP_dadd || code[c] == OP_dsub ||
                                     code[c] == OP_dmul || code[c] == OP_ddiv))
                code[pc] = OP_dldl_op_x;
        }
        pc += l;
    }
}

#ifdef JVM_COMPUTED_GOTO
/* m's handler table (see DISPATCH below), built from its code bytes and
 * published once; a thread that loses the race uses the winner's. */
typedef struct StoreFuse {          /* an operation that can run with the store after it */
    uint8_t kind;                   /* of its result: 0 int, 1 long, 2 float, 3 double */
    void *n, *x;                    /* the handlers: with <k>store_<n>, with <k>store x */
} StoreFuse;

/* The instruction whose handler a table entry starts as. */
static inline uint8_t xt_op(uint8_t op)
{
    return op >= OP_ilil_op_0 && op <= OP_ilil_op_x ? bc_orig[op] : op;
}

/* interp_loop's labels[], for interp_code_rewritten (set by the first
 * xt_build: no table exists before it). */
static void *const *xt_labels;

/* The fixed-shape fusions xt_build picks (handlers in interp_loop): each
 * runs a whole sequence whose every part has a known length, reading its
 * operands from the code bytes, so it decodes nothing at run time.
 * cmp[a * 4 + b][c]: an int local (a: 0 iload_<n>, 1 iload x), then an int
 * local or constant (b: 0 iload_<n>, 1 iload x, 2 iconst_<k>, 3 bipush),
 * then if_icmp<c> (c: eq ne lt ge gt le).  xa[a * 2 + i][t]: a reference
 * local (aload_<n> or aload x), an int local (iload_<n> or iload x), then
 * the array load t (iaload laload faload daload aaload baload caload
 * saload); xas[a * 2 + i][t][s] the same with an iaload (t 0) or aaload
 * (t 1) whose value goes to a local (s: 0 <k>store_<n>, 1 <k>store x).
 * ii[a * 4 + b][op][s]: the two int operands of cmp, an int operation
 * (xt_ii_op, or 9 idiv, 10 irem), then its result pushed (s 0), stored
 * to a local (s 1 istore_<n>, 2 istore x) or, for iadd and isub, used
 * as the index of an iaload of the array under it (s 3; pushed for the
 * others).  dd[a * 2 + b][op][s]: two double
 * locals (dload_<n> or dload x each), dadd dsub dmul or ddiv, then the
 * result pushed or stored (s as for ii).  lc[a * 4 + b][c]: a long local
 * (lload_<n> or lload x), then a long local or an int local widened (b: 0
 * iload_<n>; i2l, 1 iload x; i2l, 2 lload_<n>, 3 lload x), lcmp and
 * if<c>; ll[a * 4 + b][op][s]: the same two operands, ladd (op 0) or lsub
 * (1), the result pushed or stored (s as for ii, with lstore).  gf[a][op]: a reference local (a: 0 aload_<n>,
 * 1 aload x), a getfield, then an operation (xt_fld_op) that takes the
 * field as its second operand; pf[op]: an operation whose result a
 * putfield stores.  Both run only once the field access is quick (else
 * it runs as itself). */
#ifdef __clang__
/* clang's compile time on interp_loop grows steeply with its number of
 * computed gotos times labels (over 15 minutes with these families): the
 * clang build leaves them out and runs the remaining fusions only. */
#define JVM_XT_SHAPES 0
#else
#define JVM_XT_SHAPES 1
#endif

typedef struct XtFuse {
    const StoreFuse *store, *load;
    void *ldc2_dynamic;
    void *const (*cmp)[6];
    void *const (*xa)[8];
    void *const (*ii)[11][4];
    void *const (*dd)[4][3];
    void *const (*lc)[6];
    void *const (*ll)[2][3];
    void *const (*xas)[2][2];
    void *const (*gf)[19];
    void *const *pf;
} XtFuse;

/* The int operations of the ii fusions, in their table's order, and
 * their index there (-1: none). */
static int xt_ii_op(uint8_t o)
{
    switch (o) {
    case OP_iadd: return 0;
    case OP_isub: return 1;
    case OP_imul: return 2;
    case OP_iand: return 3;
    case OP_ior: return 4;
    case OP_ixor: return 5;
    case OP_ishl: return 6;
    case OP_ishr: return 7;
    case OP_iushr: return 8;
    default: return -1;
    }
}

/* The operations of the gf and pf fusions, in their tables' order (the
 * int ones as xt_ii_op, then ladd lsub lmul land lor lxor, then dadd dsub
 * dmul ddiv), and their index there (-1: none). */
static int xt_fld_op(uint8_t o)
{
    int k = xt_ii_op(o);
    if (k >= 0)
        return k;
    switch (o) {
    case OP_ladd: return 9;
    case OP_lsub: return 10;
    case OP_lmul: return 11;
    case OP_land: return 12;
    case OP_lor: return 13;
    case OP_lxor: return 14;
    case OP_dadd: return 15;
    case OP_dsub: return 16;
    case OP_dmul: return 17;
    case OP_ddiv: return 18;
    default: return -1;
    }
}

/* The local a one-byte load or store names (its <n>), for every opcode
 * that stands for one (super-instructions written over it included): the
 * fused handlers read it from the byte as it is. */
#define XT_LOCAL_OF(o) ((o) >= OP_iload_0 && (o) <= OP_aload_3 ? ((o) - OP_iload_0) & 3 : \
                        (o) >= OP_istore_0 && (o) <= OP_astore_3 ? ((o) - OP_istore_0) & 3 : 0)
static const uint8_t xt_local[256] = {
#define XL(name, code, len, orig, pop, push) [code] = XT_LOCAL_OF(OP_##orig),
    OPCODE_LIST(XL)
#undef XL
};

/* Shape of an int operand for the cmp fusions: 0 iload_<n>, 1 iload x,
 * 2 iconst_<k>, 3 bipush; -1 otherwise.  *len gets its length. */
static int xt_int_shape(uint8_t o, uint32_t *len)
{
    if (o >= OP_iload_0 && o <= OP_iload_3) { *len = 1; return 0; }
    if (o == OP_iload) { *len = 2; return 1; }
    if (o >= OP_iconst_m1 && o <= OP_iconst_5) { *len = 1; return 2; }
    if (o == OP_bipush) { *len = 2; return 3; }
    return -1;
}

static uintptr_t xt_build(Method *m, void *const *labels, const XtFuse *xf)
{
    const StoreFuse *fuse = xf->store, *lfuse = xf->load;
    __atomic_store_n(&xt_labels, labels, __ATOMIC_RELEASE);
    uint32_t n = m->code_length;
    const uint8_t *code = m->code;
    void **xt = os_xcalloc(n ? n : 1, sizeof(void *));
    /* ilil_op runs as its plain iload here: with the fusions below, the
     * instructions one by one beat its run-time decoding of the later
     * ones (CpuLoops 0.53 -> 0.38 s, CpuFannkuch 0.27 -> 0.22 s).  The
     * entries of an instruction's operand bytes stay 0 until quickening
     * caches an operand there (XT_OPND). */
    for (uint32_t i = 0, l; i < n; i += l) {
        l = bc_len(code, i);
        if (l == 0) {               /* (verified code never gets here) */
            for (; i < n; i++)
                xt[i] = labels[xt_op(__atomic_load_n(&code[i], __ATOMIC_RELAXED))];
            break;
        }
        xt[i] = labels[xt_op(__atomic_load_n(&code[i], __ATOMIC_RELAXED))];
        /* rcp[] holds a long or double constant's bits, not a Dynamic's */
        if (code[i] == OP_ldc2_w && i + 2 < n &&
            m->cls->cf->cp[(code[i + 1] << 8) | code[i + 2]].tag == CP_DYNAMIC)
            xt[i] = xf->ldc2_dynamic;
    }
    /* The fixed-shape fusions (XtFuse).  Their later parts keep their own
     * entries, as branch targets. */
    for (uint32_t i = 0, l; i < n && vm_opts.no_super != 2 && xf->cmp != NULL; i += l) {
        l = bc_len(code, i);
        if (l == 0 || i + l >= n)
            break;
        uint8_t o1 = bc_orig[__atomic_load_n(&code[i], __ATOMIC_RELAXED)];
        uint8_t o2 = bc_orig[__atomic_load_n(&code[i + l], __ATOMIC_RELAXED)];
        uint32_t l2;
        if (o1 == OP_iload || (o1 >= OP_iload_0 && o1 <= OP_iload_3)) {
            int b = xt_int_shape(o2, &l2);
            if (b < 0 || i + l + l2 + 3 > n)
                continue;
            uint32_t c = i + l + l2;
            uint8_t o3 = bc_orig[__atomic_load_n(&code[c], __ATOMIC_RELAXED)];
            int op = o3 == OP_idiv ? 9 : o3 == OP_irem ? 10 : xt_ii_op(o3);
            if (o3 >= OP_if_icmpeq && o3 <= OP_if_icmple) {
                xt[i] = xf->cmp[(o1 == OP_iload) * 4 + b][o3 - OP_if_icmpeq];
            } else if (op >= 0 && !vm_opts.no_super) {
                uint8_t o4 = c + 1 < n ? bc_orig[__atomic_load_n(&code[c + 1], __ATOMIC_RELAXED)] : 0;
                int st = o4 >= OP_istore_0 && o4 <= OP_istore_3 ? 1 : o4 == OP_istore && c + 2 < n ? 2 :
                         o4 == OP_iaload ? 3 : 0;
                xt[i] = xf->ii[(o1 == OP_iload) * 4 + b][op][st];
            }
        } else if ((o1 == OP_aload || (o1 >= OP_aload_0 && o1 <= OP_aload_3)) && !vm_opts.no_super) {
            if (o2 == OP_getfield) {
                int op = i + l + 3 < n ? xt_fld_op(bc_orig[__atomic_load_n(&code[i + l + 3], __ATOMIC_RELAXED)]) : -1;
                if (op >= 0)
                    xt[i] = xf->gf[o1 == OP_aload][op];
                continue;
            }
            if (o2 == OP_iload)
                l2 = 2;
            else if (o2 >= OP_iload_0 && o2 <= OP_iload_3)
                l2 = 1;
            else
                continue;
            if (i + l + l2 >= n)
                continue;
            uint8_t o3 = bc_orig[__atomic_load_n(&code[i + l + l2], __ATOMIC_RELAXED)];
            uint32_t c = i + l + l2;
            int sh = (o1 == OP_aload) * 2 + (o2 == OP_iload);
            uint8_t o4 = c + 1 < n ? bc_orig[__atomic_load_n(&code[c + 1], __ATOMIC_RELAXED)] : 0;
            if (o3 == OP_iaload && o4 >= OP_istore_0 && o4 <= OP_istore_3)
                xt[i] = xf->xas[sh][0][0];
            else if (o3 == OP_iaload && o4 == OP_istore && c + 2 < n)
                xt[i] = xf->xas[sh][0][1];
            else if (o3 == OP_aaload && o4 >= OP_astore_0 && o4 <= OP_astore_3)
                xt[i] = xf->xas[sh][1][0];
            else if (o3 == OP_aaload && o4 == OP_astore && c + 2 < n)
                xt[i] = xf->xas[sh][1][1];
            else if (o3 >= OP_iaload && o3 <= OP_saload)
                xt[i] = xf->xa[sh][o3 - OP_iaload];
        } else if ((o1 == OP_dload || (o1 >= OP_dload_0 && o1 <= OP_dload_3)) && !vm_opts.no_super) {
            l2 = o2 == OP_dload ? 2 : o2 >= OP_dload_0 && o2 <= OP_dload_3 ? 1 : 0;
            uint32_t c = i + l + l2;
            if (l2 == 0 || c >= n)
                continue;
            uint8_t o3 = bc_orig[__atomic_load_n(&code[c], __ATOMIC_RELAXED)];
            int op = o3 == OP_dadd ? 0 : o3 == OP_dsub ? 1 : o3 == OP_dmul ? 2 : o3 == OP_ddiv ? 3 : -1;
            if (op < 0)
                continue;
            uint8_t o4 = c + 1 < n ? bc_orig[__atomic_load_n(&code[c + 1], __ATOMIC_RELAXED)] : 0;
            int st = o4 >= OP_dstore_0 && o4 <= OP_dstore_3 ? 1 : o4 == OP_dstore && c + 2 < n ? 2 : 0;
            xt[i] = xf->dd[(o1 == OP_dload) * 2 + (o2 == OP_dload)][op][st];
        } else if ((o1 == OP_lload || (o1 >= OP_lload_0 && o1 <= OP_lload_3)) && !vm_opts.no_super) {
            int b = o2 >= OP_iload_0 && o2 <= OP_iload_3 ? 0 : o2 == OP_iload ? 1 :
                    o2 >= OP_lload_0 && o2 <= OP_lload_3 ? 2 : o2 == OP_lload ? 3 : -1;
            l2 = b == 1 || b == 3 ? 2 : 1;
            uint32_t c = i + l + l2;
            if (b < 0 || c >= n)
                continue;
            if (b < 2) {
                if (bc_orig[__atomic_load_n(&code[c], __ATOMIC_RELAXED)] != OP_i2l || ++c >= n)
                    continue;
            }
            uint8_t o3 = bc_orig[__atomic_load_n(&code[c], __ATOMIC_RELAXED)];
            uint8_t o4 = c + 1 < n ? bc_orig[__atomic_load_n(&code[c + 1], __ATOMIC_RELAXED)] : 0;
            int sh = (o1 == OP_lload) * 4 + b;
            if (o3 == OP_lcmp && o4 >= OP_ifeq && o4 <= OP_ifle && c + 4 <= n) {
                xt[i] = xf->lc[sh][o4 - OP_ifeq];
            } else if (o3 == OP_ladd || o3 == OP_lsub) {
                int st = o4 >= OP_lstore_0 && o4 <= OP_lstore_3 ? 1 : o4 == OP_lstore && c + 2 < n ? 2 : 0;
                xt[i] = xf->ll[sh][o3 == OP_lsub][st];
            }
        } else if (o2 == OP_putfield && i + l + 3 <= n && l == 1 && xt_fld_op(o1) >= 0 && !vm_opts.no_super) {
            xt[i] = xf->pf[xt_fld_op(o1)];
        }
    }
    /* An arithmetic operation followed by a store to a local of its kind
     * runs both (its result goes straight to the local); the store stays
     * as itself for a branch to it.  -XX:-SuperInstructions and
     * -XX:SuperInstructions=cmp leave these out too. */
    for (uint32_t i = 0, l; i < n && !vm_opts.no_super; i += l) {
        l = bc_len(code, i);
        if (l == 0 || i + l >= n)
            break;
        uint8_t op = xt_op(__atomic_load_n(&code[i], __ATOMIC_RELAXED)), nx = code[i + l];
        if (xt[i] != labels[op])
            continue;               /* a fixed-shape fusion */
        const StoreFuse *f = &fuse[op];
        if (f->n != NULL) {
            if (nx == OP_istore + f->kind && i + l + 1 < n)
                xt[i] = f->x;
            else if (nx >= OP_istore_0 + 4 * f->kind && nx <= OP_istore_3 + 4 * f->kind)
                xt[i] = f->n;
            continue;
        }
        /* A load of a local followed by an operation of its kind: the
         * operation takes its second operand from the local. */
        f = &lfuse[nx];
        if (f->n == NULL)
            continue;
        if (op == OP_iload + f->kind)
            xt[i] = f->x;
        else if (op >= OP_iload_0 + 4 * f->kind && op <= OP_iload_3 + 4 * f->kind)
            xt[i] = f->n;
    }
    uintptr_t bias = (uintptr_t)xt - (uintptr_t)m->code * sizeof(void *), none = 0;
    if (!__atomic_compare_exchange_n(&m->xbias, &none, bias, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        free(xt);
        return none;
    }
    return bias;
}
#endif

void interp_code_rewritten(Method *m, const uint32_t *starts, uint32_t n)
{
#ifdef JVM_COMPUTED_GOTO
    uintptr_t xb = __atomic_load_n(&m->xbias, __ATOMIC_ACQUIRE);
    void *const *labels = __atomic_load_n(&xt_labels, __ATOMIC_ACQUIRE);
    if (xb == 0 || labels == NULL)
        return;                     /* built from the new bytes when it first runs */
    for (uint32_t i = 0; i < n; i++) {
        uint32_t pc = starts[i];
        __atomic_store_n((void **)(xb + (uintptr_t)(m->code + pc) * sizeof(void *)),
                         labels[__atomic_load_n(&m->code[pc], __ATOMIC_RELAXED)], __ATOMIC_RELEASE);
    }
#else
    (void)m; (void)starts; (void)n;
#endif
}

void interp_method_free(Method *m)
{
    if (m->xbias != 0)
        free((void *)(m->xbias + (uintptr_t)m->code * sizeof(void *)));
    m->xbias = 0;
}

/* A static field's slot address, bit 0 set for a boolean (SSLOT). */
static inline uintptr_t static_word(const Field *f)
{
    return (uintptr_t)&f->cls->statics[f->offset] | (f->desc[0] == 'Z');
}

/* Code is quickened while other threads may run it: an opcode is read once
 * (OPCODE) and rewritten with a release store (QUICKEN), after the constant
 * pool entry its quick form uses has been published.  A slow handler that
 * serves two opcodes reads the opcode once and takes its choice from that
 * read; if another thread quickened the instruction since this one
 * dispatched, it dispatches again, to the quick form. */
#define OPCODE(p) __atomic_load_n((p), __ATOMIC_RELAXED)
/* The test hooks' retirement (testhooks.h) rewrites code with the world
 * stopped, so a slow handler that reached a safepoint on its way (resolving,
 * initializing a class) may find its instruction retired, an opcode of no
 * length: it leaves it so, and its DISPATCH runs the retired form.  (No
 * safepoint lies between this read and the stores.) */
#define QUICKEN_TO(q) (opcode_length[OPCODE(pc)] == 0 ? (void)0 : \
        (XT_STORE(q), __atomic_store_n((uint8_t *)pc, (uint8_t)(q), __ATOMIC_RELEASE)))
/* A quick form stands for the instruction it replaces (bc_orig); the one
 * exception, an invokevirtual of a private method run as invokespecial_q,
 * uses QUICKEN_TO. */
#define QUICKEN(q) \
    (VM_ASSERT(opcode_length[OPCODE(pc)] == 0 || bc_orig[(uint8_t)(q)] == bc_orig[OPCODE(pc)]), \
     QUICKEN_TO(q))

#ifdef JVM_COMPUTED_GOTO
/* Threaded dispatch: a method gets, when it first runs, a table of handler
 * addresses, one per code byte (xt_build: labels[] of the byte; only an
 * instruction's first is ever used), and the loop keeps xb = table -
 * code * sizeof(void *) in a register, so a dispatch is one load and a jump
 * (no opcode load, no labels[] address).  Quickening stores the new
 * handler into the table before it stores the opcode byte (XT_STORE), so
 * the table and the bytes agree once both stores are done; a thread that
 * dispatched on the old handler re-reads the byte, as before.  The bytes
 * stay what every analysis, the switch build and the super-instructions'
 * later parts read. */
#define CASE(name) L_##name:
#define DISPATCH() goto **(void **)(xb + (uintptr_t)pc * sizeof(void *))
#define XT_STORE(q) __atomic_store_n((void **)(xb + (uintptr_t)pc * sizeof(void *)), \
                                     labels[(uint8_t)(q)], __ATOMIC_RELEASE)
/* The entry of an instruction's first operand byte: 0, or what its quick
 * form caches (a field's offset; a static's slot, bit 0 set for a boolean
 * one; an invoke's resolved method), stored before the handler and the byte are.  A quick handler that
 * reads 0 there (another thread's quickening seen half done) takes the
 * value from the constant pool. */
#define XT_OPND(p) (*(uintptr_t *)(xb + (uintptr_t)((p) + 1) * sizeof(void *)))
#define XT_SET_OPND(v) __atomic_store_n((uintptr_t *)(xb + (uintptr_t)(pc + 1) * sizeof(void *)), \
                                        (uintptr_t)(v), __ATOMIC_RELEASE)
#define XT_ENTER(m) do { xb = __atomic_load_n(&(m)->xbias, __ATOMIC_ACQUIRE); \
        if (__builtin_expect(xb == 0, 0)) xb = xt_build((m), labels, &xt_fuse); } while (0)
#else
#define CASE(name) case OP_##name:
#define DISPATCH() goto dispatch
#define XT_STORE(q) ((void)0)
#define XT_OPND(p) ((uintptr_t)0)
#define XT_SET_OPND(v) ((void)(v))
#define XT_ENTER(m) ((void)0)
#endif

#define NEXT(n) do { pc += (n); DISPATCH(); } while (0)
#define SAVE_STATE() do { frame->pc = pc; frame->sp = sp; } while (0)
#define U2(p) ((uint16_t)(((p)[0] << 8) | (p)[1]))
#define S2(p) ((int16_t)U2(p))
#define S4(p) ((int32_t)(((uint32_t)(p)[0] << 24) | ((uint32_t)(p)[1] << 16) | \
                         ((uint32_t)(p)[2] << 8) | (uint32_t)(p)[3]))
#define THROW(cname, msg) do { SAVE_STATE(); exc_throw(t, cname, msg); goto exception; } while (0)
#define CHECK() do { if (t->exception != NULL) goto exception; } while (0)
#define NULL_CHECK(o) do { if ((o) == NULL) { SAVE_STATE(); throw_npe(t, frame->method, pc); goto exception; } } while (0)
#define POLL() do { if (*t->poll_word) { SAVE_STATE(); vm_safepoint(t); } } while (0)
#define RCP(idx) atomic_load_explicit(&cp[idx], memory_order_acquire)
/* The offset of the quick getfield/putfield at p, the slot word of the
 * quick getstatic/putstatic at p, the resolved method of the quick invoke
 * at p (XT_OPND). */
#define FOFF(p) ({ uintptr_t o_ = XT_OPND(p); \
        __builtin_expect(o_ == 0, 0) ? ((Field *)RCP(U2((p) + 1)))->offset : (uint32_t)o_; })
#define QMETHOD(p) ({ uintptr_t m_ = XT_OPND(p); \
        __builtin_expect(m_ == 0, 0) ? (Method *)RCP(U2((p) + 1)) : (Method *)m_; })
#define SSLOT(p) ({ uintptr_t s_ = XT_OPND(p); \
        __builtin_expect(s_ == 0, 0) ? static_word(RCP(U2((p) + 1))) : s_; })

#define ARRAY_CHECK(a, i) do { \
        NULL_CHECK(a); \
        if ((uint32_t)(i) >= (uint32_t)(a)->length) { \
            SAVE_STATE(); exc_aioobe(t, (i), (a)->length); goto exception; } \
    } while (0)

#define ALOAD(T, field) do { \
        int32_t i_ = sp[-1].i; Array *a_ = (Array *)sp[-2].l; \
        ARRAY_CHECK(a_, i_); sp[-2].field = ARRAY_ELEMS(a_, T)[i_]; sp--; NEXT(1); \
    } while (0)
#define ALOAD2(T, field) do { \
        int32_t i_ = sp[-1].i; Array *a_ = (Array *)sp[-2].l; \
        ARRAY_CHECK(a_, i_); sp[-2].field = ARRAY_ELEMS(a_, T)[i_]; NEXT(1); \
    } while (0)
#define ASTORE(T, field) do { \
        int32_t i_ = sp[-2].i; Array *a_ = (Array *)sp[-3].l; \
        ARRAY_CHECK(a_, i_); ARRAY_ELEMS(a_, T)[i_] = (T)sp[-1].field; sp -= 3; NEXT(1); \
    } while (0)
#define ASTORE2(T, field) do { \
        int32_t i_ = sp[-3].i; Array *a_ = (Array *)sp[-4].l; \
        ARRAY_CHECK(a_, i_); ARRAY_ELEMS(a_, T)[i_] = sp[-2].field; sp -= 4; NEXT(1); \
    } while (0)

#define BINOP_I(expr) do { int32_t b = sp[-1].i, a = sp[-2].i; (void)a; (void)b; \
        sp[-2].i = (expr); sp--; NEXT(1); } while (0)
#define BINOP_J(expr) do { int64_t b = sp[-2].j, a = sp[-4].j; (void)a; (void)b; \
        sp[-4].j = (expr); sp -= 2; NEXT(1); } while (0)
#define BINOP_F(expr) do { float b = sp[-1].f, a = sp[-2].f; sp[-2].f = (expr); sp--; NEXT(1); } while (0)
#define BINOP_D(expr) do { double b = sp[-2].d, a = sp[-4].d; sp[-4].d = (expr); sp -= 2; NEXT(1); } while (0)

#define BRANCH_IF(cond, npop) do { \
        if (cond) { int16_t o_ = S2(pc + 1); sp -= (npop); \
            if (o_ <= 0) { POLL(); } \
            NEXT(o_); } \
        sp -= (npop); NEXT(3); } while (0)

#ifdef JVM_BCPROFILE
/* -Dbcprofile=true (switch build): counts of executed instruction triples
 * (opcodes as they are when run, quick forms included), written at exit to
 * the file $JVM_BCPROFILE names: the most frequent instructions, pairs and
 * triples.  For choosing super-instructions; racy counts across threads. */
static uint32_t *bcprof_tri;        /* [a << 16 | b << 8 | c] */

static int bcprof_cmp(const void *x, const void *y)
{
    const uint64_t *a = x, *b = y;
    return a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0;
}

static void bcprof_top(FILE *out, const char *what, uint64_t *cnt, size_t n, int width, uint64_t total)
{
    uint64_t (*rows)[2] = os_xcalloc(n, sizeof *rows);
    size_t k = 0;
    for (size_t i = 0; i < n; i++)
        if (cnt[i] != 0) {
            rows[k][0] = cnt[i];
            rows[k][1] = i;
            k++;
        }
    qsort(rows, k, sizeof *rows, bcprof_cmp);
    fprintf(out, "# top %s (%% of %llu executed instructions)\n", what, (unsigned long long)total);
    for (size_t i = 0; i < k && i < 80; i++) {
        fprintf(out, "%6.2f%% %12llu ", 100.0 * (double)rows[i][0] / (double)(total ? total : 1),
                (unsigned long long)rows[i][0]);
        for (int w = width - 1; w >= 0; w--) {
            const char *nm = opcode_name[(rows[i][1] >> (8 * w)) & 255];
            fprintf(out, " %s", nm ? nm : "?");
        }
        fputc('\n', out);
    }
    free(rows);
}

static void bcprof_write(void)
{
    const char *path = getenv("JVM_BCPROFILE");
    FILE *out = path != NULL ? fopen(path, "w") : NULL;
    if (out == NULL || bcprof_tri == NULL)
        return;
    uint64_t *one = os_xcalloc(256, sizeof(uint64_t)), *two = os_xcalloc(1 << 16, sizeof(uint64_t));
    uint64_t *three = os_xcalloc(1 << 24, sizeof(uint64_t)), total = 0;
    for (uint32_t i = 0; i < 1u << 24; i++) {
        uint32_t c = bcprof_tri[i];
        three[i] = c;
        two[i & 0xffff] += c;
        one[i & 0xff] += c;
        total += c;
    }
    bcprof_top(out, "instructions", one, 256, 1, total);
    bcprof_top(out, "pairs", two, 1 << 16, 2, total);
    bcprof_top(out, "triples", three, 1 << 24, 3, total);
    fclose(out);
    free(one); free(two); free(three);
}

static inline void bcprof_note(uint32_t *hist, uint8_t op)
{
    if (__builtin_expect(bcprof_tri == NULL, 0)) {
        bcprof_tri = os_xcalloc(1 << 24, sizeof(uint32_t));
        atexit(bcprof_write);
    }
    *hist = ((*hist << 8) | op) & 0xffffff;
    bcprof_tri[*hist]++;
}
#endif

/* GCC's global common-subexpression elimination hurts computed-goto
 * dispatch (its manual says so): with it, the loop keeps `locals` on the C
 * stack instead of in a register. */
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("no-gcse")))
#endif
static Value interp_loop(VMThread *t)
{
    /* The running frame is t->frame, read where needed rather than kept
     * in a register of its own: the hot handlers never read it, and the
     * register goes to the handler table (xb). */
#define frame (t->frame)
    void *_Atomic *cp = frame->method->rcp;   /* the resolved constant pool */
    const uint8_t *pc = frame->pc;
    Value *locals = frame->locals;
    Value *sp = (Value *)frame + FRAME_SLOTS;
    Value result;
    int32_t fa;                     /* super-instructions: first operand, */
    const uint8_t *fp;              /* position of the next part */
    Object *fo;                     /* algf: the object */
    int64_t ja;                     /* llop: the first operand */
#ifdef JVM_BCPROFILE
    uint32_t bcprof_hist = 0;       /* the last three opcodes run */
#endif
#ifdef JVM_COMPUTED_GOTO
    uintptr_t xb;                   /* the running method's handler table, biased */
#endif

#ifdef JVM_COMPUTED_GOTO
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Woverride-init"
#ifdef __clang__
#pragma clang diagnostic ignored "-Winitializer-overrides"
#endif
    static void *labels[256] = {
        [0 ... 255] = &&L_invalid,
#define OP_LABEL(name, code, len, orig, pop, push) [code] = &&L_##name,
        OPCODE_LIST(OP_LABEL)
#undef OP_LABEL
    };
#define SF(op, k) [OP_##op] = { k, &&L_sf_##op##_n, &&L_sf_##op##_x },
    static const StoreFuse store_fuse[256] = {
        SF(iadd, 0) SF(isub, 0) SF(imul, 0) SF(iand, 0) SF(ior, 0) SF(ixor, 0)
        SF(ishl, 0) SF(ishr, 0) SF(iushr, 0)
        SF(ladd, 1) SF(lsub, 1) SF(lmul, 1) SF(land, 1) SF(lor, 1) SF(lxor, 1)
        SF(fadd, 2) SF(fsub, 2) SF(fmul, 2) SF(fdiv, 2)
        SF(dadd, 3) SF(dsub, 3) SF(dmul, 3) SF(ddiv, 3)
    };
#undef SF
#define LF(op, k) [OP_##op] = { k, &&L_lf_##op##_n, &&L_lf_##op##_x },
    static const StoreFuse load_fuse[256] = {
        LF(iadd, 0) LF(isub, 0) LF(imul, 0) LF(iand, 0) LF(ior, 0) LF(ixor, 0)
        LF(ishl, 0) LF(ishr, 0) LF(iushr, 0) LF(i2l, 0) LF(iastore, 0)
        LF(ladd, 1) LF(lsub, 1) LF(lmul, 1) LF(land, 1) LF(lor, 1) LF(lxor, 1) LF(l2i, 1)
        LF(fadd, 2) LF(fsub, 2) LF(fmul, 2) LF(fdiv, 2)
        LF(dadd, 3) LF(dsub, 3) LF(dmul, 3) LF(ddiv, 3)
    };
#undef LF
#if JVM_XT_SHAPES
#define FC_ROW(sh) { &&L_fc_##sh##_eq, &&L_fc_##sh##_ne, &&L_fc_##sh##_lt, \
                     &&L_fc_##sh##_ge, &&L_fc_##sh##_gt, &&L_fc_##sh##_le },
    static void *const fc_labels[8][6] = {
        FC_ROW(11) FC_ROW(1x) FC_ROW(1k) FC_ROW(1b) FC_ROW(x1) FC_ROW(xx) FC_ROW(xk) FC_ROW(xb)
    };
#undef FC_ROW
#define XA_ROW(sh) { &&L_xa_##sh##_i, &&L_xa_##sh##_l, &&L_xa_##sh##_f, &&L_xa_##sh##_d, \
                     &&L_xa_##sh##_a, &&L_xa_##sh##_b, &&L_xa_##sh##_c, &&L_xa_##sh##_s },
    static void *const xa_labels[4][8] = { XA_ROW(11) XA_ROW(1x) XA_ROW(x1) XA_ROW(xx) };
#undef XA_ROW
#define XAS_ROW(sh) { { &&L_xas_##sh##_i1, &&L_xas_##sh##_ix }, { &&L_xas_##sh##_a1, &&L_xas_##sh##_ax } },
    static void *const xas_labels[4][2][2] = { XAS_ROW(11) XAS_ROW(1x) XAS_ROW(x1) XAS_ROW(xx) };
#undef XAS_ROW
#define II_OPA(sh, op) { &&L_ii_##sh##_##op##_p, &&L_ii_##sh##_##op##_1, &&L_ii_##sh##_##op##_x, \
                         &&L_ii_##sh##_##op##_a },
#define II_OP(sh, op) { &&L_ii_##sh##_##op##_p, &&L_ii_##sh##_##op##_1, &&L_ii_##sh##_##op##_x, \
                        &&L_ii_##sh##_##op##_p },
#define II_ROW(sh) { II_OPA(sh, add) II_OPA(sh, sub) II_OP(sh, mul) II_OP(sh, and) II_OP(sh, or) \
                     II_OP(sh, xor) II_OP(sh, shl) II_OP(sh, shr) II_OP(sh, ushr) II_OP(sh, div) \
                     II_OP(sh, rem) },
    static void *const ii_labels[8][11][4] = {
        II_ROW(11) II_ROW(1x) II_ROW(1k) II_ROW(1b) II_ROW(x1) II_ROW(xx) II_ROW(xk) II_ROW(xb)
    };
#undef II_ROW
#undef II_OP
#undef II_OPA
#define DD_OP(sh, op) { &&L_dd_##sh##_##op##_p, &&L_dd_##sh##_##op##_1, &&L_dd_##sh##_##op##_x },
#define DD_ROW(sh) { DD_OP(sh, add) DD_OP(sh, sub) DD_OP(sh, mul) DD_OP(sh, div) },
    static void *const dd_labels[4][4][3] = { DD_ROW(11) DD_ROW(1x) DD_ROW(x1) DD_ROW(xx) };
#undef DD_ROW
#undef DD_OP
#define LC_ROW(sh) { &&L_lc_##sh##_eq, &&L_lc_##sh##_ne, &&L_lc_##sh##_lt, \
                     &&L_lc_##sh##_ge, &&L_lc_##sh##_gt, &&L_lc_##sh##_le },
    static void *const lc_labels[8][6] = {
        LC_ROW(1i1) LC_ROW(1ix) LC_ROW(1l1) LC_ROW(1lx) LC_ROW(xi1) LC_ROW(xix) LC_ROW(xl1) LC_ROW(xlx)
    };
#undef LC_ROW
#define LL_ROW(sh) { { &&L_ll_##sh##_add_p, &&L_ll_##sh##_add_1, &&L_ll_##sh##_add_x }, \
                     { &&L_ll_##sh##_sub_p, &&L_ll_##sh##_sub_1, &&L_ll_##sh##_sub_x } },
    static void *const ll_labels[8][2][3] = {
        LL_ROW(1i1) LL_ROW(1ix) LL_ROW(1l1) LL_ROW(1lx) LL_ROW(xi1) LL_ROW(xix) LL_ROW(xl1) LL_ROW(xlx)
    };
#undef LL_ROW
#define FLD_OPS(pre, post) { &&pre##iadd##post, &&pre##isub##post, &&pre##imul##post, \
        &&pre##iand##post, &&pre##ior##post, &&pre##ixor##post, &&pre##ishl##post, &&pre##ishr##post, \
        &&pre##iushr##post, &&pre##ladd##post, &&pre##lsub##post, &&pre##lmul##post, &&pre##land##post, \
        &&pre##lor##post, &&pre##lxor##post, &&pre##dadd##post, &&pre##dsub##post, &&pre##dmul##post, \
        &&pre##ddiv##post }
    static void *const gf_labels[2][19] = { FLD_OPS(L_gf_, _1), FLD_OPS(L_gf_, _x) };
    static void *const pf_labels[19] = FLD_OPS(L_pf_, );
#undef FLD_OPS
    static const XtFuse xt_fuse = { store_fuse, load_fuse, &&ldc2_w_dynamic, fc_labels, xa_labels,
                                    ii_labels, dd_labels, lc_labels, ll_labels, xas_labels, gf_labels,
                                    pf_labels };
#else
    static const XtFuse xt_fuse = { store_fuse, load_fuse, &&ldc2_w_dynamic, NULL, NULL, NULL, NULL,
                                    NULL, NULL, NULL, NULL, NULL };
#endif
#pragma GCC diagnostic pop
#endif

    XT_ENTER(frame->method);
    POLL();
    DISPATCH();

#ifndef JVM_COMPUTED_GOTO
dispatch:
#ifdef JVM_BCPROFILE
    bcprof_note(&bcprof_hist, OPCODE(pc));
#endif
    switch (OPCODE(pc)) {
#endif

    CASE(nop) NEXT(1);
    CASE(aconst_null) (sp++)->l = NULL; NEXT(1);
    CASE(iconst_m1) (sp++)->i = -1; NEXT(1);
    CASE(iconst_0) (sp++)->i = 0; NEXT(1);
    CASE(iconst_1) (sp++)->i = 1; NEXT(1);
    CASE(iconst_2) (sp++)->i = 2; NEXT(1);
    CASE(iconst_3) (sp++)->i = 3; NEXT(1);
    CASE(iconst_4) (sp++)->i = 4; NEXT(1);
    CASE(iconst_5) (sp++)->i = 5; NEXT(1);
    CASE(lconst_0) sp->j = 0; sp += 2; NEXT(1);
    CASE(lconst_1) sp->j = 1; sp += 2; NEXT(1);
    CASE(fconst_0) (sp++)->f = 0.0f; NEXT(1);
    CASE(fconst_1) (sp++)->f = 1.0f; NEXT(1);
    CASE(fconst_2) (sp++)->f = 2.0f; NEXT(1);
    CASE(dconst_0) sp->d = 0.0; sp += 2; NEXT(1);
    CASE(dconst_1) sp->d = 1.0; sp += 2; NEXT(1);
    CASE(bipush) (sp++)->i = (int8_t)pc[1]; NEXT(2);
    CASE(sipush) (sp++)->i = S2(pc + 1); NEXT(3);

    CASE(ldc) CASE(ldc_w) {
        uint8_t op = OPCODE(pc);
        if (op != OP_ldc && op != OP_ldc_w)
            DISPATCH();
        unsigned idx = op == OP_ldc ? pc[1] : U2(pc + 1);
        unsigned len = op == OP_ldc ? 2 : 3;
        ClassFile *cf = frame->method->cls->cf;
        if (idx == 0 || idx >= cf->cp_count)
            THROW("java/lang/VerifyError", "bad ldc index");
        CfConst *k = &cf->cp[idx];
        switch (k->tag) {
        case CP_INTEGER: (sp++)->i = k->u.i; NEXT(len);
        case CP_FLOAT: (sp++)->f = k->u.f; NEXT(len);
        case CP_STRING: {
            SAVE_STATE();
            Object *s = resolve_string(t, frame->method->cls, idx);
            CHECK();
            (void)s;
            QUICKEN(len == 2 ? OP_ldc_q : OP_ldc_w_q);
            DISPATCH();
        }
        case CP_CLASS: {
            SAVE_STATE();
            Class *c = resolve_class(t, frame->method->cls, idx);
            CHECK();
            Object *m = class_mirror(t, c);
            CHECK();
            (sp++)->l = m;
            NEXT(len);
        }
        default: {          /* MethodHandle, MethodType, Dynamic (natives/invoke.c) */
            SAVE_STATE();
            Value v;
            int ref = invoke_ldc(t, frame->method->cls, idx, &v);
            CHECK();
            if (ref) {
                QUICKEN(len == 2 ? OP_ldc_q : OP_ldc_w_q);
                DISPATCH();
            }
            *sp++ = v;
            NEXT(len);
        }
        }
    }
    CASE(ldc_q) (sp++)->l = RCP(pc[1]); NEXT(2);
    CASE(ldc_w_q) (sp++)->l = RCP(U2(pc + 1)); NEXT(3);
    CASE(ldc2_w)
#ifndef JVM_COMPUTED_GOTO
        if (frame->method->cls->cf->cp[U2(pc + 1)].tag == CP_DYNAMIC)
            goto ldc2_w_dynamic;
#endif
        sp->raw = (uint64_t)(uintptr_t)RCP(U2(pc + 1)); sp += 2; NEXT(3);   /* bits: class.c */
    ldc2_w_dynamic: {   /* a long or double Dynamic (natives/invoke.c); xt_build routes it here */
        SAVE_STATE();
        invoke_ldc(t, frame->method->cls, U2(pc + 1), sp);
        CHECK();
        sp += 2;
        NEXT(3);
    }

    CASE(iload) CASE(fload) CASE(aload) *sp++ = locals[pc[1]]; NEXT(2);
    CASE(lload) CASE(dload) sp[0] = locals[pc[1]]; sp += 2; NEXT(2);
    CASE(iload_0) CASE(fload_0) CASE(aload_0) *sp++ = locals[0]; NEXT(1);
    CASE(iload_1) CASE(fload_1) CASE(aload_1) *sp++ = locals[1]; NEXT(1);
    CASE(iload_2) CASE(fload_2) CASE(aload_2) *sp++ = locals[2]; NEXT(1);
    CASE(iload_3) CASE(fload_3) CASE(aload_3) *sp++ = locals[3]; NEXT(1);
    CASE(lload_0) CASE(dload_0) sp[0] = locals[0]; sp += 2; NEXT(1);
    CASE(lload_1) CASE(dload_1) sp[0] = locals[1]; sp += 2; NEXT(1);
    CASE(lload_2) CASE(dload_2) sp[0] = locals[2]; sp += 2; NEXT(1);
    CASE(lload_3) CASE(dload_3) sp[0] = locals[3]; sp += 2; NEXT(1);

    CASE(iaload) ALOAD(int32_t, i);
    CASE(laload) ALOAD2(int64_t, j);
    CASE(faload) ALOAD(float, f);
    CASE(daload) ALOAD2(double, d);
    CASE(aaload) ALOAD(Object *, l);
    CASE(baload) ALOAD(int8_t, i);
    CASE(caload) ALOAD(uint16_t, i);
    CASE(saload) ALOAD(int16_t, i);

    CASE(istore) CASE(fstore) CASE(astore) locals[pc[1]] = *--sp; NEXT(2);
    CASE(lstore) CASE(dstore) sp -= 2; locals[pc[1]] = sp[0]; NEXT(2);
    CASE(istore_0) CASE(fstore_0) CASE(astore_0) locals[0] = *--sp; NEXT(1);
    CASE(istore_1) CASE(fstore_1) CASE(astore_1) locals[1] = *--sp; NEXT(1);
    CASE(istore_2) CASE(fstore_2) CASE(astore_2) locals[2] = *--sp; NEXT(1);
    CASE(istore_3) CASE(fstore_3) CASE(astore_3) locals[3] = *--sp; NEXT(1);
    CASE(lstore_0) CASE(dstore_0) sp -= 2; locals[0] = sp[0]; NEXT(1);
    CASE(lstore_1) CASE(dstore_1) sp -= 2; locals[1] = sp[0]; NEXT(1);
    CASE(lstore_2) CASE(dstore_2) sp -= 2; locals[2] = sp[0]; NEXT(1);
    CASE(lstore_3) CASE(dstore_3) sp -= 2; locals[3] = sp[0]; NEXT(1);

    CASE(iastore) ASTORE(int32_t, i);
    CASE(lastore) ASTORE2(int64_t, j);
    CASE(fastore) ASTORE(float, f);
    CASE(dastore) ASTORE2(double, d);
    CASE(bastore) {
        int32_t i = sp[-2].i;
        Array *a = (Array *)sp[-3].l;
        ARRAY_CHECK(a, i);
        if (a->hdr.cls->prim == 'Z')
            ARRAY_ELEMS(a, int8_t)[i] = (int8_t)(sp[-1].i & 1);
        else
            ARRAY_ELEMS(a, int8_t)[i] = (int8_t)sp[-1].i;
        sp -= 3;
        NEXT(1);
    }
    CASE(castore) ASTORE(uint16_t, i);
    CASE(sastore) ASTORE(int16_t, i);
    CASE(aastore) {
        Object *v = sp[-1].l;
        int32_t i = sp[-2].i;
        Array *a = (Array *)sp[-3].l;
        ARRAY_CHECK(a, i);
        if (v != NULL && !class_is_assignable(v->cls, a->hdr.cls->component)) {
            char *cn = class_java_name(v->cls);
            SAVE_STATE();
            exc_throw(t, "java/lang/ArrayStoreException", cn);
            free(cn);
            goto exception;
        }
        ARRAY_ELEMS(a, Object *)[i] = v;
        sp -= 3;
        NEXT(1);
    }

    CASE(pop) sp--; NEXT(1);
    CASE(pop2) sp -= 2; NEXT(1);
    CASE(dup) sp[0] = sp[-1]; sp++; NEXT(1);
    CASE(dup_x1) { Value a = sp[-1], b = sp[-2]; sp[-2] = a; sp[-1] = b; sp[0] = a; sp++; NEXT(1); }
    CASE(dup_x2) {
        Value a = sp[-1], b = sp[-2], c = sp[-3];
        sp[-3] = a; sp[-2] = c; sp[-1] = b; sp[0] = a; sp++; NEXT(1);
    }
    CASE(dup2) sp[0] = sp[-2]; sp[1] = sp[-1]; sp += 2; NEXT(1);
    CASE(dup2_x1) {
        Value a = sp[-1], b = sp[-2], c = sp[-3];
        sp[-3] = b; sp[-2] = a; sp[-1] = c; sp[0] = b; sp[1] = a; sp += 2; NEXT(1);
    }
    CASE(dup2_x2) {
        Value a = sp[-1], b = sp[-2], c = sp[-3], d = sp[-4];
        sp[-4] = b; sp[-3] = a; sp[-2] = d; sp[-1] = c; sp[0] = b; sp[1] = a; sp += 2; NEXT(1);
    }
    CASE(swap) { Value a = sp[-1]; sp[-1] = sp[-2]; sp[-2] = a; NEXT(1); }

    CASE(iadd) BINOP_I((int32_t)((uint32_t)a + (uint32_t)b));
    CASE(ladd) BINOP_J((int64_t)((uint64_t)a + (uint64_t)b));
    CASE(fadd) BINOP_F(a + b);
    CASE(dadd) BINOP_D(a + b);
    CASE(isub) BINOP_I((int32_t)((uint32_t)a - (uint32_t)b));
    CASE(lsub) BINOP_J((int64_t)((uint64_t)a - (uint64_t)b));
    CASE(fsub) BINOP_F(a - b);
    CASE(dsub) BINOP_D(a - b);
    CASE(imul) BINOP_I((int32_t)((uint32_t)a * (uint32_t)b));
    CASE(lmul) BINOP_J((int64_t)((uint64_t)a * (uint64_t)b));
    CASE(fmul) BINOP_F(a * b);
    CASE(dmul) BINOP_D(a * b);
    CASE(idiv) {
        if (sp[-1].i == 0)
            THROW("java/lang/ArithmeticException", "/ by zero");
        BINOP_I(b == -1 ? (int32_t)(0u - (uint32_t)a) : a / b);
    }
    CASE(ldiv) {
        if (sp[-2].j == 0)
            THROW("java/lang/ArithmeticException", "/ by zero");
        BINOP_J(b == -1 ? (int64_t)(0u - (uint64_t)a) : a / b);
    }
    CASE(fdiv) BINOP_F(a / b);
    CASE(ddiv) BINOP_D(a / b);
    CASE(irem) {
        if (sp[-1].i == 0)
            THROW("java/lang/ArithmeticException", "/ by zero");
        BINOP_I(b == -1 ? 0 : a % b);
    }
    CASE(lrem) {
        if (sp[-2].j == 0)
            THROW("java/lang/ArithmeticException", "/ by zero");
        BINOP_J(b == -1 ? 0 : a % b);
    }
    CASE(frem) BINOP_F(fmodf(a, b));
    CASE(drem) BINOP_D(fmod(a, b));
    CASE(ineg) sp[-1].i = (int32_t)(0u - (uint32_t)sp[-1].i); NEXT(1);
    CASE(lneg) sp[-2].j = (int64_t)(0u - (uint64_t)sp[-2].j); NEXT(1);
    CASE(fneg) sp[-1].f = -sp[-1].f; NEXT(1);
    CASE(dneg) sp[-2].d = -sp[-2].d; NEXT(1);
    CASE(ishl) BINOP_I((int32_t)((uint32_t)a << (b & 31)));
    CASE(lshl) { int32_t s = sp[-1].i; sp[-3].j = (int64_t)((uint64_t)sp[-3].j << (s & 63)); sp--; NEXT(1); }
    CASE(ishr) BINOP_I(a >> (b & 31));
    CASE(lshr) { int32_t s = sp[-1].i; sp[-3].j = sp[-3].j >> (s & 63); sp--; NEXT(1); }
    CASE(iushr) BINOP_I((int32_t)((uint32_t)a >> (b & 31)));
    CASE(lushr) { int32_t s = sp[-1].i; sp[-3].j = (int64_t)((uint64_t)sp[-3].j >> (s & 63)); sp--; NEXT(1); }
    CASE(iand) BINOP_I(a & b);
    CASE(land) BINOP_J(a & b);
    CASE(ior) BINOP_I(a | b);
    CASE(lor) BINOP_J(a | b);
    CASE(ixor) BINOP_I(a ^ b);
    CASE(lxor) BINOP_J(a ^ b);
    CASE(iinc) locals[pc[1]].i = (int32_t)((uint32_t)locals[pc[1]].i + (uint32_t)(int8_t)pc[2]); NEXT(3);

    CASE(i2l) sp[-1].j = sp[-1].i; sp++; NEXT(1);
    CASE(i2f) sp[-1].f = (float)sp[-1].i; NEXT(1);
    CASE(i2d) sp[-1].d = (double)sp[-1].i; sp++; NEXT(1);
    CASE(l2i) sp[-2].i = (int32_t)sp[-2].j; sp--; NEXT(1);
    CASE(l2f) sp[-2].f = (float)sp[-2].j; sp--; NEXT(1);
    CASE(l2d) sp[-2].d = (double)sp[-2].j; NEXT(1);
    CASE(f2i) sp[-1].i = f2i(sp[-1].f); NEXT(1);
    CASE(f2l) sp[-1].j = f2l(sp[-1].f); sp++; NEXT(1);
    CASE(f2d) sp[-1].d = (double)sp[-1].f; sp++; NEXT(1);
    CASE(d2i) sp[-2].i = d2i(sp[-2].d); sp--; NEXT(1);
    CASE(d2l) sp[-2].j = d2l(sp[-2].d); NEXT(1);
    CASE(d2f) sp[-2].f = (float)sp[-2].d; sp--; NEXT(1);
    CASE(i2b) sp[-1].i = (int8_t)sp[-1].i; NEXT(1);
    CASE(i2c) sp[-1].i = (uint16_t)sp[-1].i; NEXT(1);
    CASE(i2s) sp[-1].i = (int16_t)sp[-1].i; NEXT(1);

    CASE(lcmp) { int64_t b = sp[-2].j, a = sp[-4].j; sp[-4].i = a < b ? -1 : a > b; sp -= 3; NEXT(1); }
    CASE(fcmpl) { float b = sp[-1].f, a = sp[-2].f; sp[-2].i = a > b ? 1 : a == b ? 0 : -1; sp--; NEXT(1); }
    CASE(fcmpg) { float b = sp[-1].f, a = sp[-2].f; sp[-2].i = a < b ? -1 : a == b ? 0 : 1; sp--; NEXT(1); }
    CASE(dcmpl) { double b = sp[-2].d, a = sp[-4].d; sp[-4].i = a > b ? 1 : a == b ? 0 : -1; sp -= 3; NEXT(1); }
    CASE(dcmpg) { double b = sp[-2].d, a = sp[-4].d; sp[-4].i = a < b ? -1 : a == b ? 0 : 1; sp -= 3; NEXT(1); }

    CASE(ifeq) BRANCH_IF(sp[-1].i == 0, 1);
    CASE(ifne) BRANCH_IF(sp[-1].i != 0, 1);
    CASE(iflt) BRANCH_IF(sp[-1].i < 0, 1);
    CASE(ifge) BRANCH_IF(sp[-1].i >= 0, 1);
    CASE(ifgt) BRANCH_IF(sp[-1].i > 0, 1);
    CASE(ifle) BRANCH_IF(sp[-1].i <= 0, 1);
    CASE(if_icmpeq) BRANCH_IF(sp[-2].i == sp[-1].i, 2);
    CASE(if_icmpne) BRANCH_IF(sp[-2].i != sp[-1].i, 2);
    CASE(if_icmplt) BRANCH_IF(sp[-2].i < sp[-1].i, 2);
    CASE(if_icmpge) BRANCH_IF(sp[-2].i >= sp[-1].i, 2);
    CASE(if_icmpgt) BRANCH_IF(sp[-2].i > sp[-1].i, 2);
    CASE(if_icmple) BRANCH_IF(sp[-2].i <= sp[-1].i, 2);
    CASE(if_acmpeq) BRANCH_IF(sp[-2].l == sp[-1].l, 2);
    CASE(if_acmpne) BRANCH_IF(sp[-2].l != sp[-1].l, 2);
    CASE(ifnull) BRANCH_IF(sp[-1].l == NULL, 1);
    CASE(ifnonnull) BRANCH_IF(sp[-1].l != NULL, 1);
    CASE(goto) { int16_t o = S2(pc + 1); if (o <= 0) { POLL(); } NEXT(o); }

    /* iload a; <int load or constant> b; if_icmp<cond>: one dispatch. */
    CASE(ilil_cmp_0) fa = locals[0].i; fp = pc + 1; goto ilil_cmp;
    CASE(ilil_cmp_1) fa = locals[1].i; fp = pc + 1; goto ilil_cmp;
    CASE(ilil_cmp_2) fa = locals[2].i; fp = pc + 1; goto ilil_cmp;
    CASE(ilil_cmp_3) fa = locals[3].i; fp = pc + 1; goto ilil_cmp;
    CASE(ilil_cmp_x) fa = locals[pc[1]].i; fp = pc + 2; goto ilil_cmp;
    ilil_cmp: {
        int32_t b;
        switch (*fp) {
        case OP_iload_0: case OP_iload_1: case OP_iload_2: case OP_iload_3:
            b = locals[*fp - OP_iload_0].i; fp += 1; break;
        case OP_iload: b = locals[fp[1]].i; fp += 2; break;
        case OP_bipush: b = (int8_t)fp[1]; fp += 2; break;
        case OP_sipush: b = S2(fp + 1); fp += 3; break;
        default: b = *fp - OP_iconst_0; fp += 1; break;     /* iconst_m1..iconst_5 */
        }
        int taken;
        switch (*fp) {
        case OP_if_icmpeq: taken = fa == b; break;
        case OP_if_icmpne: taken = fa != b; break;
        case OP_if_icmplt: taken = fa < b; break;
        case OP_if_icmpge: taken = fa >= b; break;
        case OP_if_icmpgt: taken = fa > b; break;
        default: taken = fa <= b; break;                    /* if_icmple */
        }
        pc = fp;
        if (taken) {
            int16_t o = S2(pc + 1);
            if (o <= 0) {
                POLL();
            }
            NEXT(o);
        }
        NEXT(3);
    }
    /* iload a; <int load or constant> b; <int op> [; istore c]: one dispatch. */
    CASE(ilil_op_0) fa = locals[0].i; fp = pc + 1; goto ilil_op;
    CASE(ilil_op_1) fa = locals[1].i; fp = pc + 1; goto ilil_op;
    CASE(ilil_op_2) fa = locals[2].i; fp = pc + 1; goto ilil_op;
    CASE(ilil_op_3) fa = locals[3].i; fp = pc + 1; goto ilil_op;
    CASE(ilil_op_x) fa = locals[pc[1]].i; fp = pc + 2; goto ilil_op;
    ilil_op: {
        int32_t b, r;
        switch (*fp) {
        case OP_iload_0: case OP_iload_1: case OP_iload_2: case OP_iload_3:
            b = locals[*fp - OP_iload_0].i; fp += 1; break;
        case OP_iload: b = locals[fp[1]].i; fp += 2; break;
        case OP_bipush: b = (int8_t)fp[1]; fp += 2; break;
        case OP_sipush: b = S2(fp + 1); fp += 3; break;
        default: b = *fp - OP_iconst_0; fp += 1; break;     /* iconst_m1..iconst_5 */
        }
        switch (*fp) {
        case OP_iadd: r = (int32_t)((uint32_t)fa + (uint32_t)b); break;
        case OP_isub: r = (int32_t)((uint32_t)fa - (uint32_t)b); break;
        case OP_imul: r = (int32_t)((uint32_t)fa * (uint32_t)b); break;
        case OP_iand: r = fa & b; break;
        case OP_ior: r = fa | b; break;
        case OP_ixor: r = fa ^ b; break;
        case OP_ishl: r = (int32_t)((uint32_t)fa << (b & 31)); break;
        case OP_ishr: r = fa >> (b & 31); break;
        default: r = (int32_t)((uint32_t)fa >> (b & 31)); break;   /* iushr */
        }
        fp++;
        switch (*fp) {
        case OP_istore_0: case OP_istore_1: case OP_istore_2: case OP_istore_3:
            locals[*fp - OP_istore_0].i = r; pc = fp + 1; DISPATCH();
        case OP_istore:
            locals[fp[1]].i = r; pc = fp + 2; DISPATCH();
        default:
            (sp++)->i = r; pc = fp; DISPATCH();
        }
    }
    /* aload a; [dup;] getfield (once quick): one dispatch.  A null or a
     * getfield not yet quick runs the getfield as itself. */
    CASE(algf_0) fo = locals[0].l; fp = pc + 1; goto algf;
    CASE(algf_1) fo = locals[1].l; fp = pc + 1; goto algf;
    CASE(algf_2) fo = locals[2].l; fp = pc + 1; goto algf;
    CASE(algf_3) fo = locals[3].l; fp = pc + 1; goto algf;
    CASE(algf_x) fo = locals[pc[1]].l; fp = pc + 2; goto algf;
    algf: {
        if (*fp == OP_dup) {                                /* aload a; dup; getfield */
            (sp++)->l = fo;
            fp++;
        }
        uint8_t q = OPCODE(fp);
        if (fo != NULL) {
            if (q == OP_getfield_i) {
                (sp++)->i = FIELD_AT(fo, FOFF(fp), int32_t);
                pc = fp + 3; DISPATCH();
            }
            if (q == OP_getfield_a) {
                (sp++)->l = FIELD_AT(fo, FOFF(fp), Object *);
                pc = fp + 3; DISPATCH();
            }
            if (q == OP_getfield_j) {
                sp->j = FIELD_AT(fo, FOFF(fp), int64_t);
                sp += 2;
                pc = fp + 3; DISPATCH();
            }
        }
        (sp++)->l = fo; pc = fp; DISPATCH();
    }
    /* aload a; iload b; <iaload|baload|caload|saload|aaload>: one dispatch.
     * A null or an index out of bounds runs the array load as itself. */
    CASE(alil_xa_0) fo = locals[0].l; fp = pc + 1; goto alil_xa;
    CASE(alil_xa_1) fo = locals[1].l; fp = pc + 1; goto alil_xa;
    CASE(alil_xa_2) fo = locals[2].l; fp = pc + 1; goto alil_xa;
    CASE(alil_xa_3) fo = locals[3].l; fp = pc + 1; goto alil_xa;
    CASE(alil_xa_x) fo = locals[pc[1]].l; fp = pc + 2; goto alil_xa;
    alil_xa: {
        int32_t i;
        if (*fp == OP_iload) {
            i = locals[fp[1]].i; fp += 2;
        } else {
            i = locals[*fp - OP_iload_0].i; fp += 1;
        }
        Array *a = (Array *)fo;
        if (a == NULL || (uint32_t)i >= (uint32_t)a->length) {
            (sp++)->l = fo; (sp++)->i = i; pc = fp; DISPATCH();
        }
        switch (*fp) {
        case OP_iaload: (sp++)->i = ARRAY_ELEMS(a, int32_t)[i]; break;
        case OP_baload: (sp++)->i = ARRAY_ELEMS(a, int8_t)[i]; break;
        case OP_caload: (sp++)->i = ARRAY_ELEMS(a, uint16_t)[i]; break;
        case OP_saload: (sp++)->i = ARRAY_ELEMS(a, int16_t)[i]; break;
        default: (sp++)->l = ARRAY_ELEMS(a, Object *)[i]; break;   /* aaload */
        }
        pc = fp + 1; DISPATCH();
    }
    /* lload a; <lload|lconst|ldc2_w> b; <long op> [; lstore c]: one dispatch. */
    CASE(llop_0) ja = locals[0].j; fp = pc + 1; goto llop;
    CASE(llop_1) ja = locals[1].j; fp = pc + 1; goto llop;
    CASE(llop_2) ja = locals[2].j; fp = pc + 1; goto llop;
    CASE(llop_3) ja = locals[3].j; fp = pc + 1; goto llop;
    CASE(llop_x) ja = locals[pc[1]].j; fp = pc + 2; goto llop;
    llop: {
        int64_t b, r;
        switch (*fp) {
        case OP_lload_0: case OP_lload_1: case OP_lload_2: case OP_lload_3:
            b = locals[*fp - OP_lload_0].j; fp += 1; break;
        case OP_lload: b = locals[fp[1]].j; fp += 2; break;
        case OP_ldc2_w: b = (int64_t)(uintptr_t)RCP(U2(fp + 1)); fp += 3; break;   /* a long: verified */
        default: b = *fp - OP_lconst_0; fp += 1; break;     /* lconst_0, lconst_1 */
        }
        switch (*fp) {
        case OP_ladd: r = (int64_t)((uint64_t)ja + (uint64_t)b); break;
        case OP_lsub: r = (int64_t)((uint64_t)ja - (uint64_t)b); break;
        case OP_lmul: r = (int64_t)((uint64_t)ja * (uint64_t)b); break;
        case OP_land: r = ja & b; break;
        case OP_lor: r = ja | b; break;
        default: r = ja ^ b; break;                         /* lxor */
        }
        fp++;
        switch (*fp) {
        case OP_lstore_0: case OP_lstore_1: case OP_lstore_2: case OP_lstore_3:
            locals[*fp - OP_lstore_0].j = r; pc = fp + 1; DISPATCH();
        case OP_lstore:
            locals[fp[1]].j = r; pc = fp + 2; DISPATCH();
        default:
            sp->j = r; sp += 2; pc = fp; DISPATCH();
        }
    }
    /* lcmp; if<cond>: one dispatch. */
    CASE(lcmp_if) {
        int64_t b = sp[-2].j, a = sp[-4].j;
        int taken;
        sp -= 4;
        pc += 1;
        switch (*pc) {
        case OP_ifeq: taken = a == b; break;
        case OP_ifne: taken = a != b; break;
        case OP_iflt: taken = a < b; break;
        case OP_ifge: taken = a >= b; break;
        case OP_ifgt: taken = a > b; break;
        default: taken = a <= b; break;                    /* ifle */
        }
        if (taken) {
            int16_t o = S2(pc + 1);
            if (o <= 0) {
                POLL();
            }
            NEXT(o);
        }
        NEXT(3);
    }
    /* iinc; goto: the goto polls as itself does. */
    CASE(iinc_goto) {
        locals[pc[1]].i = (int32_t)((uint32_t)locals[pc[1]].i + (uint32_t)(int8_t)pc[2]);
        pc += 3;
        int16_t o = S2(pc + 1);
        if (o <= 0) {
            POLL();
        }
        NEXT(o);
    }
    /* dload a; dload b; <dadd|dsub|dmul|ddiv> [; dstore c]: one dispatch. */
    CASE(dldl_op_x) {
        double a = locals[pc[1]].d, b, r;
        fp = pc + 2;
        if (*fp == OP_dload) {
            b = locals[fp[1]].d; fp += 2;
        } else {
            b = locals[*fp - OP_dload_0].d; fp += 1;
        }
        switch (*fp) {
        case OP_dadd: r = a + b; break;
        case OP_dsub: r = a - b; break;
        case OP_dmul: r = a * b; break;
        default: r = a / b; break;                          /* ddiv */
        }
        fp++;
        switch (*fp) {
        case OP_dstore_0: case OP_dstore_1: case OP_dstore_2: case OP_dstore_3:
            locals[*fp - OP_dstore_0].d = r; pc = fp + 1; DISPATCH();
        case OP_dstore:
            locals[fp[1]].d = r; pc = fp + 2; DISPATCH();
        default:
            sp->d = r; sp += 2; pc = fp; DISPATCH();
        }
    }
#ifdef JVM_COMPUTED_GOTO
    /* <op>; <k>store: the handlers store_fuse names (xt_build). */
#define SF_I(op, expr) \
    L_sf_##op##_n: { int32_t b = sp[-1].i, a = sp[-2].i; \
        locals[pc[1] - OP_istore_0].i = (expr); sp -= 2; pc += 2; DISPATCH(); } \
    L_sf_##op##_x: { int32_t b = sp[-1].i, a = sp[-2].i; \
        locals[pc[2]].i = (expr); sp -= 2; pc += 3; DISPATCH(); }
#define SF_J(op, expr) \
    L_sf_##op##_n: { int64_t b = sp[-2].j, a = sp[-4].j; \
        locals[pc[1] - OP_lstore_0].j = (expr); sp -= 4; pc += 2; DISPATCH(); } \
    L_sf_##op##_x: { int64_t b = sp[-2].j, a = sp[-4].j; \
        locals[pc[2]].j = (expr); sp -= 4; pc += 3; DISPATCH(); }
#define SF_F(op, expr) \
    L_sf_##op##_n: { float b = sp[-1].f, a = sp[-2].f; \
        locals[pc[1] - OP_fstore_0].f = (expr); sp -= 2; pc += 2; DISPATCH(); } \
    L_sf_##op##_x: { float b = sp[-1].f, a = sp[-2].f; \
        locals[pc[2]].f = (expr); sp -= 2; pc += 3; DISPATCH(); }
#define SF_D(op, expr) \
    L_sf_##op##_n: { double b = sp[-2].d, a = sp[-4].d; \
        locals[pc[1] - OP_dstore_0].d = (expr); sp -= 4; pc += 2; DISPATCH(); } \
    L_sf_##op##_x: { double b = sp[-2].d, a = sp[-4].d; \
        locals[pc[2]].d = (expr); sp -= 4; pc += 3; DISPATCH(); }
    SF_I(iadd, (int32_t)((uint32_t)a + (uint32_t)b))
    SF_I(isub, (int32_t)((uint32_t)a - (uint32_t)b))
    SF_I(imul, (int32_t)((uint32_t)a * (uint32_t)b))
    SF_I(iand, a & b)
    SF_I(ior, a | b)
    SF_I(ixor, a ^ b)
    SF_I(ishl, (int32_t)((uint32_t)a << (b & 31)))
    SF_I(ishr, a >> (b & 31))
    SF_I(iushr, (int32_t)((uint32_t)a >> (b & 31)))
    SF_J(ladd, (int64_t)((uint64_t)a + (uint64_t)b))
    SF_J(lsub, (int64_t)((uint64_t)a - (uint64_t)b))
    SF_J(lmul, (int64_t)((uint64_t)a * (uint64_t)b))
    SF_J(land, a & b)
    SF_J(lor, a | b)
    SF_J(lxor, a ^ b)
    SF_F(fadd, a + b)
    SF_F(fsub, a - b)
    SF_F(fmul, a * b)
    SF_F(fdiv, a / b)
    SF_D(dadd, a + b)
    SF_D(dsub, a - b)
    SF_D(dmul, a * b)
    SF_D(ddiv, a / b)
#undef SF_I
#undef SF_J
#undef SF_F
#undef SF_D
    /* <k>load b; <op>: the handlers load_fuse names (xt_build). */
#define LF_1(op, T, f, base, expr) \
    L_lf_##op##_n: { T b = locals[*pc - (base)].f, a = sp[-1].f; \
        sp[-1].f = (expr); pc += 2; DISPATCH(); } \
    L_lf_##op##_x: { T b = locals[pc[1]].f, a = sp[-1].f; \
        sp[-1].f = (expr); pc += 3; DISPATCH(); }
#define LF_2(op, T, f, base, expr) \
    L_lf_##op##_n: { T b = locals[*pc - (base)].f, a = sp[-2].f; \
        sp[-2].f = (expr); pc += 2; DISPATCH(); } \
    L_lf_##op##_x: { T b = locals[pc[1]].f, a = sp[-2].f; \
        sp[-2].f = (expr); pc += 3; DISPATCH(); }
    LF_1(iadd, int32_t, i, OP_iload_0, (int32_t)((uint32_t)a + (uint32_t)b))
    LF_1(isub, int32_t, i, OP_iload_0, (int32_t)((uint32_t)a - (uint32_t)b))
    LF_1(imul, int32_t, i, OP_iload_0, (int32_t)((uint32_t)a * (uint32_t)b))
    LF_1(iand, int32_t, i, OP_iload_0, a & b)
    LF_1(ior, int32_t, i, OP_iload_0, a | b)
    LF_1(ixor, int32_t, i, OP_iload_0, a ^ b)
    LF_1(ishl, int32_t, i, OP_iload_0, (int32_t)((uint32_t)a << (b & 31)))
    LF_1(ishr, int32_t, i, OP_iload_0, a >> (b & 31))
    LF_1(iushr, int32_t, i, OP_iload_0, (int32_t)((uint32_t)a >> (b & 31)))
    LF_2(ladd, int64_t, j, OP_lload_0, (int64_t)((uint64_t)a + (uint64_t)b))
    LF_2(lsub, int64_t, j, OP_lload_0, (int64_t)((uint64_t)a - (uint64_t)b))
    LF_2(lmul, int64_t, j, OP_lload_0, (int64_t)((uint64_t)a * (uint64_t)b))
    LF_2(land, int64_t, j, OP_lload_0, a & b)
    LF_2(lor, int64_t, j, OP_lload_0, a | b)
    LF_2(lxor, int64_t, j, OP_lload_0, a ^ b)
    /* lload b; l2i */
    L_lf_l2i_n: sp->i = (int32_t)locals[xt_local[*pc]].j; sp++; pc += 2; DISPATCH();
    L_lf_l2i_x: sp->i = (int32_t)locals[pc[1]].j; sp++; pc += 3; DISPATCH();
    LF_1(fadd, float, f, OP_fload_0, a + b)
    LF_1(fsub, float, f, OP_fload_0, a - b)
    LF_1(fmul, float, f, OP_fload_0, a * b)
    LF_1(fdiv, float, f, OP_fload_0, a / b)
    LF_2(dadd, double, d, OP_dload_0, a + b)
    LF_2(dsub, double, d, OP_dload_0, a - b)
    LF_2(dmul, double, d, OP_dload_0, a * b)
    LF_2(ddiv, double, d, OP_dload_0, a / b)
#undef LF_1
#undef LF_2
    /* iload b; i2l */
    L_lf_i2l_n: sp->j = locals[*pc - OP_iload_0].i; sp += 2; pc += 2; DISPATCH();
    L_lf_i2l_x: sp->j = locals[pc[1]].i; sp += 2; pc += 3; DISPATCH();
    /* iload v; iastore: a null array or an index out of bounds runs the
     * iastore as itself. */
#define LF_IAS(nm, V, L) \
    L_lf_iastore_##nm: { Array *r_ = (Array *)sp[-2].l; int32_t i_ = sp[-1].i; Value v_ = (V); \
        if (__builtin_expect(r_ == NULL || (uint32_t)i_ >= (uint32_t)r_->length, 0)) { \
            *sp++ = v_; pc += (L); DISPATCH(); } \
        ARRAY_ELEMS(r_, int32_t)[i_] = v_.i; sp -= 2; pc += (L) + 1; DISPATCH(); }
    LF_IAS(n, locals[xt_local[pc[0]]], 1)
    LF_IAS(x, locals[pc[1]], 2)
#undef LF_IAS
#if JVM_XT_SHAPES
    /* The fixed-shape fusions (XtFuse): an operand from a local of a
     * one-byte load (FV_L1), of a two-byte one (FV_LX), an iconst_<k>
     * (FV_K1), a bipush (FV_BI). */
#define FV_L1(p) (locals[xt_local[(p)[0]]])
#define FV_LX(p) (locals[(p)[1]])
#define FV_K1(p) ((int32_t)(p)[0] - OP_iconst_0)
#define FV_BI(p) ((int32_t)(int8_t)(p)[1])
#define FC_ONE(nm, cond, A, LA, B, LB) \
    L_fc_##nm: { int32_t a = (A), b = (B); \
        if (cond) { pc += (LA) + (LB); int16_t o_ = S2(pc + 1); \
            if (o_ <= 0) { POLL(); } \
            NEXT(o_); } \
        NEXT((LA) + (LB) + 3); }
#define FC_SHAPE(sh, A, LA, B, LB) \
    FC_ONE(sh##_eq, a == b, A, LA, B, LB) FC_ONE(sh##_ne, a != b, A, LA, B, LB) \
    FC_ONE(sh##_lt, a < b, A, LA, B, LB) FC_ONE(sh##_ge, a >= b, A, LA, B, LB) \
    FC_ONE(sh##_gt, a > b, A, LA, B, LB) FC_ONE(sh##_le, a <= b, A, LA, B, LB)
    FC_SHAPE(11, FV_L1(pc).i, 1, FV_L1(pc + 1).i, 1)
    FC_SHAPE(1x, FV_L1(pc).i, 1, FV_LX(pc + 1).i, 2)
    FC_SHAPE(1k, FV_L1(pc).i, 1, FV_K1(pc + 1), 1)
    FC_SHAPE(1b, FV_L1(pc).i, 1, FV_BI(pc + 1), 2)
    FC_SHAPE(x1, FV_LX(pc).i, 2, FV_L1(pc + 2).i, 1)
    FC_SHAPE(xx, FV_LX(pc).i, 2, FV_LX(pc + 2).i, 2)
    FC_SHAPE(xk, FV_LX(pc).i, 2, FV_K1(pc + 2), 1)
    FC_SHAPE(xb, FV_LX(pc).i, 2, FV_BI(pc + 2), 2)
#undef FC_ONE
#undef FC_SHAPE
    /* aload a; iload i; <t>aload: a null or an index out of bounds runs
     * the array load as itself. */
#define XA_ONE(nm, T, fld, slots, A, LA, I, LI) \
    L_xa_##nm: { Value a_ = (A), v_ = (I); int32_t i_ = v_.i; Array *r_ = (Array *)a_.l; \
        if (__builtin_expect(r_ == NULL || (uint32_t)i_ >= (uint32_t)r_->length, 0)) { \
            sp[0] = a_; sp[1] = v_; sp += 2; pc += (LA) + (LI); DISPATCH(); } \
        sp->fld = ARRAY_ELEMS(r_, T)[i_]; sp += (slots); pc += (LA) + (LI) + 1; DISPATCH(); }
#define XA_SHAPE(sh, A, LA, I, LI) \
    XA_ONE(sh##_i, int32_t, i, 1, A, LA, I, LI) XA_ONE(sh##_l, int64_t, j, 2, A, LA, I, LI) \
    XA_ONE(sh##_f, float, f, 1, A, LA, I, LI) XA_ONE(sh##_d, double, d, 2, A, LA, I, LI) \
    XA_ONE(sh##_a, Object *, l, 1, A, LA, I, LI) XA_ONE(sh##_b, int8_t, i, 1, A, LA, I, LI) \
    XA_ONE(sh##_c, uint16_t, i, 1, A, LA, I, LI) XA_ONE(sh##_s, int16_t, i, 1, A, LA, I, LI)
    XA_SHAPE(11, FV_L1(pc), 1, FV_L1(pc + 1), 1)
    XA_SHAPE(1x, FV_L1(pc), 1, FV_LX(pc + 1), 2)
    XA_SHAPE(x1, FV_LX(pc), 2, FV_L1(pc + 2), 1)
    XA_SHAPE(xx, FV_LX(pc), 2, FV_LX(pc + 2), 2)
    /* The same, the value stored to a local: <k>store_<n> (1) or x (x). */
#define XAS_ONE(nm, T, fld, A, LA, I, LI, SL, SIDX) \
    L_xas_##nm: { Value a_ = (A), v_ = (I); int32_t i_ = v_.i; Array *r_ = (Array *)a_.l; \
        if (__builtin_expect(r_ == NULL || (uint32_t)i_ >= (uint32_t)r_->length, 0)) { \
            sp[0] = a_; sp[1] = v_; sp += 2; pc += (LA) + (LI); DISPATCH(); } \
        const uint8_t *s_ = pc + (LA) + (LI) + 1; \
        locals[SIDX].fld = ARRAY_ELEMS(r_, T)[i_]; pc = s_ + (SL); DISPATCH(); }
#define XAS_SHAPE(sh, A, LA, I, LI) \
    XAS_ONE(sh##_i1, int32_t, i, A, LA, I, LI, 1, xt_local[s_[0]]) \
    XAS_ONE(sh##_ix, int32_t, i, A, LA, I, LI, 2, s_[1]) \
    XAS_ONE(sh##_a1, Object *, l, A, LA, I, LI, 1, xt_local[s_[0]]) \
    XAS_ONE(sh##_ax, Object *, l, A, LA, I, LI, 2, s_[1])
    XAS_SHAPE(11, FV_L1(pc), 1, FV_L1(pc + 1), 1)
    XAS_SHAPE(1x, FV_L1(pc), 1, FV_LX(pc + 1), 2)
    XAS_SHAPE(x1, FV_LX(pc), 2, FV_L1(pc + 2), 1)
    XAS_SHAPE(xx, FV_LX(pc), 2, FV_LX(pc + 2), 2)
#undef XA_ONE
#undef XA_SHAPE
#undef XAS_ONE
#undef XAS_SHAPE
    /* <int a>; <int b>; <int op> [; istore]: pushed (p), or stored to the
     * local of an istore_<n> (1) or istore x (x). */
#define II_ONE(nm, EXPR, GUARD, A, LA, B, LB) \
    L_ii_##nm##_p: { int32_t a = (A), b = (B); II_GUARD(GUARD, LA, LB); \
        (sp++)->i = (EXPR); pc += (LA) + (LB) + 1; DISPATCH(); } \
    L_ii_##nm##_1: { int32_t a = (A), b = (B); II_GUARD(GUARD, LA, LB); \
        const uint8_t *s_ = pc + (LA) + (LB) + 1; \
        locals[xt_local[s_[0]]].i = (EXPR); pc = s_ + 1; DISPATCH(); } \
    L_ii_##nm##_x: { int32_t a = (A), b = (B); II_GUARD(GUARD, LA, LB); \
        const uint8_t *s_ = pc + (LA) + (LB) + 1; \
        locals[s_[1]].i = (EXPR); pc = s_ + 2; DISPATCH(); }
#define II_ONEA(nm, EXPR, GUARD, A, LA, B, LB) II_ONE(nm, EXPR, GUARD, A, LA, B, LB) \
    L_ii_##nm##_a: { int32_t a = (A), b = (B); II_GUARD(GUARD, LA, LB); \
        int32_t x_ = (EXPR); Array *r_ = (Array *)sp[-1].l; pc += (LA) + (LB) + 1; \
        if (__builtin_expect(r_ == NULL || (uint32_t)x_ >= (uint32_t)r_->length, 0)) { \
            (sp++)->i = x_; DISPATCH(); } \
        sp[-1].i = ARRAY_ELEMS(r_, int32_t)[x_]; pc++; DISPATCH(); }
/* A division by zero runs the operation as itself, which throws. */
#define II_GUARD(g, LA, LB) do { if (__builtin_expect((g), 0)) { \
        (sp++)->i = a; (sp++)->i = b; pc += (LA) + (LB); DISPATCH(); } } while (0)
#define II_SHAPE(sh, A, LA, B, LB) \
    II_ONEA(sh##_add, (int32_t)((uint32_t)a + (uint32_t)b), 0, A, LA, B, LB) \
    II_ONEA(sh##_sub, (int32_t)((uint32_t)a - (uint32_t)b), 0, A, LA, B, LB) \
    II_ONE(sh##_mul, (int32_t)((uint32_t)a * (uint32_t)b), 0, A, LA, B, LB) \
    II_ONE(sh##_and, a & b, 0, A, LA, B, LB) \
    II_ONE(sh##_or, a | b, 0, A, LA, B, LB) \
    II_ONE(sh##_xor, a ^ b, 0, A, LA, B, LB) \
    II_ONE(sh##_shl, (int32_t)((uint32_t)a << (b & 31)), 0, A, LA, B, LB) \
    II_ONE(sh##_shr, a >> (b & 31), 0, A, LA, B, LB) \
    II_ONE(sh##_ushr, (int32_t)((uint32_t)a >> (b & 31)), 0, A, LA, B, LB) \
    II_ONE(sh##_div, b == -1 ? (int32_t)(0u - (uint32_t)a) : a / b, b == 0, A, LA, B, LB) \
    II_ONE(sh##_rem, b == -1 ? 0 : a % b, b == 0, A, LA, B, LB)
    II_SHAPE(11, FV_L1(pc).i, 1, FV_L1(pc + 1).i, 1)
    II_SHAPE(1x, FV_L1(pc).i, 1, FV_LX(pc + 1).i, 2)
    II_SHAPE(1k, FV_L1(pc).i, 1, FV_K1(pc + 1), 1)
    II_SHAPE(1b, FV_L1(pc).i, 1, FV_BI(pc + 1), 2)
    II_SHAPE(x1, FV_LX(pc).i, 2, FV_L1(pc + 2).i, 1)
    II_SHAPE(xx, FV_LX(pc).i, 2, FV_LX(pc + 2).i, 2)
    II_SHAPE(xk, FV_LX(pc).i, 2, FV_K1(pc + 2), 1)
    II_SHAPE(xb, FV_LX(pc).i, 2, FV_BI(pc + 2), 2)
#undef II_GUARD
#undef II_ONE
#undef II_ONEA
#undef II_SHAPE
    /* dload a; dload b; <dop> [; dstore]: as ii. */
#define DD_ONE(nm, EXPR, A, LA, B, LB) \
    L_dd_##nm##_p: { double a = (A), b = (B); sp->d = (EXPR); sp += 2; pc += (LA) + (LB) + 1; DISPATCH(); } \
    L_dd_##nm##_1: { double a = (A), b = (B); const uint8_t *s_ = pc + (LA) + (LB) + 1; \
        locals[xt_local[s_[0]]].d = (EXPR); pc = s_ + 1; DISPATCH(); } \
    L_dd_##nm##_x: { double a = (A), b = (B); const uint8_t *s_ = pc + (LA) + (LB) + 1; \
        locals[s_[1]].d = (EXPR); pc = s_ + 2; DISPATCH(); }
#define DD_SHAPE(sh, A, LA, B, LB) \
    DD_ONE(sh##_add, a + b, A, LA, B, LB) DD_ONE(sh##_sub, a - b, A, LA, B, LB) \
    DD_ONE(sh##_mul, a * b, A, LA, B, LB) DD_ONE(sh##_div, a / b, A, LA, B, LB)
    DD_SHAPE(11, FV_L1(pc).d, 1, FV_L1(pc + 1).d, 1)
    DD_SHAPE(1x, FV_L1(pc).d, 1, FV_LX(pc + 1).d, 2)
    DD_SHAPE(x1, FV_LX(pc).d, 2, FV_L1(pc + 2).d, 1)
    DD_SHAPE(xx, FV_LX(pc).d, 2, FV_LX(pc + 2).d, 2)
#undef DD_ONE
#undef DD_SHAPE
    /* lload a; <iload b; i2l | lload b>; lcmp; if<c> (LC), or ladd/lsub
     * [; lstore] (LL): as cmp and ii.  LB is the second operand's length
     * with its i2l. */
#define LC_ONE(nm, cond, A, LA, B, LB) \
    L_lc_##nm: { int64_t a = (A), b = (B); \
        if (cond) { pc += (LA) + (LB) + 1; int16_t o_ = S2(pc + 1); \
            if (o_ <= 0) { POLL(); } \
            NEXT(o_); } \
        NEXT((LA) + (LB) + 4); }
#define LL_ONE(nm, EXPR, A, LA, B, LB) \
    L_ll_##nm##_p: { int64_t a = (A), b = (B); sp->j = (EXPR); sp += 2; pc += (LA) + (LB) + 1; DISPATCH(); } \
    L_ll_##nm##_1: { int64_t a = (A), b = (B); const uint8_t *s_ = pc + (LA) + (LB) + 1; \
        locals[xt_local[s_[0]]].j = (EXPR); pc = s_ + 1; DISPATCH(); } \
    L_ll_##nm##_x: { int64_t a = (A), b = (B); const uint8_t *s_ = pc + (LA) + (LB) + 1; \
        locals[s_[1]].j = (EXPR); pc = s_ + 2; DISPATCH(); }
#define LC_SHAPE(sh, A, LA, B, LB) \
    LC_ONE(sh##_eq, a == b, A, LA, B, LB) LC_ONE(sh##_ne, a != b, A, LA, B, LB) \
    LC_ONE(sh##_lt, a < b, A, LA, B, LB) LC_ONE(sh##_ge, a >= b, A, LA, B, LB) \
    LC_ONE(sh##_gt, a > b, A, LA, B, LB) LC_ONE(sh##_le, a <= b, A, LA, B, LB) \
    LL_ONE(sh##_add, (int64_t)((uint64_t)a + (uint64_t)b), A, LA, B, LB) \
    LL_ONE(sh##_sub, (int64_t)((uint64_t)a - (uint64_t)b), A, LA, B, LB)
    LC_SHAPE(1i1, FV_L1(pc).j, 1, (int64_t)FV_L1(pc + 1).i, 2)
    LC_SHAPE(1ix, FV_L1(pc).j, 1, (int64_t)FV_LX(pc + 1).i, 3)
    LC_SHAPE(1l1, FV_L1(pc).j, 1, FV_L1(pc + 1).j, 1)
    LC_SHAPE(1lx, FV_L1(pc).j, 1, FV_LX(pc + 1).j, 2)
    LC_SHAPE(xi1, FV_LX(pc).j, 2, (int64_t)FV_L1(pc + 2).i, 2)
    LC_SHAPE(xix, FV_LX(pc).j, 2, (int64_t)FV_LX(pc + 2).i, 3)
    LC_SHAPE(xl1, FV_LX(pc).j, 2, FV_L1(pc + 2).j, 1)
    LC_SHAPE(xlx, FV_LX(pc).j, 2, FV_LX(pc + 2).j, 2)
#undef LC_ONE
#undef LL_ONE
#undef LC_SHAPE
    /* aload o; getfield f; <op>: the field is the operation's second
     * operand (GF_1: aload_<n>, GF_X: aload x).  o null, or the getfield
     * not quick (as its kind: the operation says which), runs the
     * getfield as itself. */
#define GF_ONE(nm, LA, O, Q, T, fld, W, EXPR) \
    L_gf_##nm: { Value o_ = (O); const uint8_t *g_ = pc + (LA); \
        if (__builtin_expect(o_.l == NULL || OPCODE(g_) != (Q), 0)) { *sp++ = o_; pc = g_; DISPATCH(); } \
        T b = FIELD_AT(o_.l, FOFF(g_), T), a = sp[-(W)].fld; (void)a; (void)b; \
        sp[-(W)].fld = (EXPR); pc = g_ + 4; DISPATCH(); }
#define GF_BOTH(op, Q, T, fld, W, EXPR) \
    GF_ONE(op##_1, 1, FV_L1(pc), Q, T, fld, W, EXPR) GF_ONE(op##_x, 2, FV_LX(pc), Q, T, fld, W, EXPR)
    GF_BOTH(iadd, OP_getfield_i, int32_t, i, 1, (int32_t)((uint32_t)a + (uint32_t)b))
    GF_BOTH(isub, OP_getfield_i, int32_t, i, 1, (int32_t)((uint32_t)a - (uint32_t)b))
    GF_BOTH(imul, OP_getfield_i, int32_t, i, 1, (int32_t)((uint32_t)a * (uint32_t)b))
    GF_BOTH(iand, OP_getfield_i, int32_t, i, 1, a & b)
    GF_BOTH(ior, OP_getfield_i, int32_t, i, 1, a | b)
    GF_BOTH(ixor, OP_getfield_i, int32_t, i, 1, a ^ b)
    GF_BOTH(ishl, OP_getfield_i, int32_t, i, 1, (int32_t)((uint32_t)a << (b & 31)))
    GF_BOTH(ishr, OP_getfield_i, int32_t, i, 1, a >> (b & 31))
    GF_BOTH(iushr, OP_getfield_i, int32_t, i, 1, (int32_t)((uint32_t)a >> (b & 31)))
    GF_BOTH(ladd, OP_getfield_j, int64_t, j, 2, (int64_t)((uint64_t)a + (uint64_t)b))
    GF_BOTH(lsub, OP_getfield_j, int64_t, j, 2, (int64_t)((uint64_t)a - (uint64_t)b))
    GF_BOTH(lmul, OP_getfield_j, int64_t, j, 2, (int64_t)((uint64_t)a * (uint64_t)b))
    GF_BOTH(land, OP_getfield_j, int64_t, j, 2, a & b)
    GF_BOTH(lor, OP_getfield_j, int64_t, j, 2, a | b)
    GF_BOTH(lxor, OP_getfield_j, int64_t, j, 2, a ^ b)
    GF_BOTH(dadd, OP_getfield_j, double, d, 2, a + b)
    GF_BOTH(dsub, OP_getfield_j, double, d, 2, a - b)
    GF_BOTH(dmul, OP_getfield_j, double, d, 2, a * b)
    GF_BOTH(ddiv, OP_getfield_j, double, d, 2, a / b)
#undef GF_ONE
#undef GF_BOTH
    /* <op>; putfield f: the result goes straight to the field.  The object
     * null, or the putfield not quick (as its kind), pushes the result and
     * runs the putfield as itself. */
#define PF_ONE(op, Q, T, fld, W, EXPR) \
    L_pf_##op: { T b = sp[-(W)].fld, a = sp[-2 * (W)].fld; (void)a; (void)b; \
        Object *o_ = sp[-2 * (W) - 1].l; const uint8_t *p_ = pc + 1; \
        if (__builtin_expect(o_ == NULL || OPCODE(p_) != (Q), 0)) { \
            sp[-2 * (W)].fld = (EXPR); sp -= (W); pc = p_; DISPATCH(); } \
        FIELD_AT(o_, FOFF(p_), T) = (EXPR); sp -= 2 * (W) + 1; pc = p_ + 3; DISPATCH(); }
    PF_ONE(iadd, OP_putfield_i, int64_t, i, 1, (uint32_t)(a + (int64_t)b))
    PF_ONE(isub, OP_putfield_i, int64_t, i, 1, (uint32_t)(a - (int64_t)b))
    PF_ONE(imul, OP_putfield_i, int64_t, i, 1, (uint32_t)a * (uint32_t)b)
    PF_ONE(iand, OP_putfield_i, int64_t, i, 1, (uint32_t)(a & b))
    PF_ONE(ior, OP_putfield_i, int64_t, i, 1, (uint32_t)(a | b))
    PF_ONE(ixor, OP_putfield_i, int64_t, i, 1, (uint32_t)(a ^ b))
    PF_ONE(ishl, OP_putfield_i, int64_t, i, 1, (uint32_t)a << (b & 31))
    PF_ONE(ishr, OP_putfield_i, int64_t, i, 1, (uint32_t)(a >> (b & 31)))
    PF_ONE(iushr, OP_putfield_i, int64_t, i, 1, (uint32_t)a >> (b & 31))
    PF_ONE(ladd, OP_putfield_j, int64_t, j, 2, (int64_t)((uint64_t)a + (uint64_t)b))
    PF_ONE(lsub, OP_putfield_j, int64_t, j, 2, (int64_t)((uint64_t)a - (uint64_t)b))
    PF_ONE(lmul, OP_putfield_j, int64_t, j, 2, (int64_t)((uint64_t)a * (uint64_t)b))
    PF_ONE(land, OP_putfield_j, int64_t, j, 2, a & b)
    PF_ONE(lor, OP_putfield_j, int64_t, j, 2, a | b)
    PF_ONE(lxor, OP_putfield_j, int64_t, j, 2, a ^ b)
    PF_ONE(dadd, OP_putfield_j, double, d, 2, a + b)
    PF_ONE(dsub, OP_putfield_j, double, d, 2, a - b)
    PF_ONE(dmul, OP_putfield_j, double, d, 2, a * b)
    PF_ONE(ddiv, OP_putfield_j, double, d, 2, a / b)
#undef PF_ONE
#endif
#endif
    CASE(goto_w) { int32_t o = S4(pc + 1); if (o <= 0) { POLL(); } NEXT(o); }
    CASE(jsr) (sp++)->i = (int32_t)(pc + 3 - frame->method->code); NEXT(S2(pc + 1));
    CASE(jsr_w) (sp++)->i = (int32_t)(pc + 5 - frame->method->code); NEXT(S4(pc + 1));
    CASE(ret) { pc = frame->method->code + locals[pc[1]].i; POLL(); DISPATCH(); }

    CASE(tableswitch) {
        const uint8_t *p = frame->method->code + (((pc - frame->method->code) + 4) & ~3);
        int32_t def = S4(p), lo = S4(p + 4), hi = S4(p + 8);
        int32_t key = (--sp)->i;
        int32_t off = key >= lo && key <= hi ? S4(p + 12 + 4 * (int64_t)(key - lo)) : def;
        if (off <= 0) {
            POLL();
        }
        NEXT(off);
    }
    CASE(lookupswitch) {
        const uint8_t *p = frame->method->code + (((pc - frame->method->code) + 4) & ~3);
        int32_t def = S4(p), n = S4(p + 4);
        int32_t key = (--sp)->i;
        int32_t off = def;
        int32_t lo = 0, hi = n - 1;
        while (lo <= hi) {
            int32_t mid = (int32_t)(((int64_t)lo + hi) / 2);
            int32_t k = S4(p + 8 + 8 * mid);
            if (k == key) { off = S4(p + 12 + 8 * mid); break; }
            if (k < key) lo = mid + 1; else hi = mid - 1;
        }
        if (off <= 0) {
            POLL();
        }
        NEXT(off);
    }

    CASE(ireturn) CASE(freturn) CASE(areturn) result = sp[-1]; goto do_return;
    CASE(lreturn) CASE(dreturn) result = sp[-2]; goto do_return;
    CASE(return) result.raw = 0; goto do_return;

    CASE(getstatic) CASE(putstatic) {
        uint8_t op = OPCODE(pc);
        if (op != OP_getstatic && op != OP_putstatic)
            DISPATCH();
        int put = op == OP_putstatic;
        SAVE_STATE();
        Field *f = resolve_field(t, frame->method->cls, U2(pc + 1), 1);
        CHECK();
        if (class_init(t, f->cls) < 0)
            goto exception;
        char d = f->desc[0];
        int kind = d == 'J' || d == 'D' ? 1 : d == 'L' || d == '[' ? 2 : 0;
        if (f->access & ACC_VOLATILE) {
            /* JMM: volatile accesses are sequentially consistent (and a
             * long/double one atomic); never quickened. */
            uint64_t *raw = &f->cls->statics[f->offset].raw;
            if (put) {
                sp -= kind == 1 ? 2 : 1;
                Value v = sp[0];
                if (d == 'Z')
                    v.i &= 1;
                __atomic_store_n(raw, v.raw, __ATOMIC_SEQ_CST);
            } else {
                sp->raw = __atomic_load_n(raw, __ATOMIC_SEQ_CST);
                sp += kind == 1 ? 2 : 1;
            }
            NEXT(3);
        }
        if (class_ready(f->cls)) {
            static const uint8_t q[2][3] = {
                { OP_getstatic_i, OP_getstatic_j, OP_getstatic_a },
                { OP_putstatic_i, OP_putstatic_j, OP_putstatic_a } };
            XT_SET_OPND(static_word(f));
            QUICKEN(q[put][kind]);
            DISPATCH();
        }
        /* Class being initialized by this thread: access without quickening. */
        Value *slot = &f->cls->statics[f->offset];
        if (put) {
            if (kind == 1) { sp -= 2; *slot = sp[0]; }
            else if (d == 'Z') slot->i = (--sp)->i & 1;
            else *slot = *--sp;
        } else {
            *sp = *slot;
            sp += kind == 1 ? 2 : 1;
        }
        NEXT(3);
    }
    CASE(getstatic_i) CASE(getstatic_a) {
        *sp++ = *(Value *)(SSLOT(pc) & ~(uintptr_t)1);
        NEXT(3);
    }
    CASE(getstatic_j) {
        sp[0] = *(Value *)SSLOT(pc);
        sp += 2;
        NEXT(3);
    }
    CASE(putstatic_i) {
        uintptr_t w = SSLOT(pc);
        Value v = *--sp;
        if (w & 1)
            v.i &= 1;
        *(Value *)(w & ~(uintptr_t)1) = v;
        NEXT(3);
    }
    CASE(putstatic_a) {
        *(Value *)SSLOT(pc) = *--sp;
        NEXT(3);
    }
    CASE(putstatic_j) {
        sp -= 2;
        *(Value *)SSLOT(pc) = sp[0];
        NEXT(3);
    }

    CASE(getfield) CASE(putfield) {
        uint8_t op = OPCODE(pc);
        if (op != OP_getfield && op != OP_putfield)
            DISPATCH();
        int put = op == OP_putfield;
        SAVE_STATE();
        Field *f = resolve_field(t, frame->method->cls, U2(pc + 1), 0);
        CHECK();
        char d = f->desc[0];
        if (f->access & ACC_VOLATILE) {
            /* As for volatile statics: seq_cst, never quickened.  The slot
             * layout is the quick variants' (8 bytes, an int in the low 4). */
            int wide = d == 'J' || d == 'D', ref = d == 'L' || d == '[';
            Object *o = sp[put ? -(wide ? 3 : 2) : -1].l;
            NULL_CHECK(o);
            int64_t *slot = &FIELD_AT(o, f->offset, int64_t);
            if (put) {
                if (wide)
                    __atomic_store_n(slot, sp[-2].j, __ATOMIC_SEQ_CST);
                else if (ref)
                    __atomic_store_n((Object **)slot, sp[-1].l, __ATOMIC_SEQ_CST);
                else
                    __atomic_store_n(slot, (int64_t)(uint32_t)(d == 'Z' ? sp[-1].i & 1 : sp[-1].i),
                                     __ATOMIC_SEQ_CST);
                sp -= wide ? 3 : 2;
            } else if (wide) {
                sp[-1].j = __atomic_load_n(slot, __ATOMIC_SEQ_CST);
                sp++;
            } else if (ref) {
                sp[-1].l = __atomic_load_n((Object **)slot, __ATOMIC_SEQ_CST);
            } else {
                sp[-1].i = (int32_t)__atomic_load_n(slot, __ATOMIC_SEQ_CST);
            }
            NEXT(3);
        }
        uint8_t q;
        if (d == 'J' || d == 'D')
            q = put ? OP_putfield_j : OP_getfield_j;
        else if (d == 'L' || d == '[')
            q = put ? OP_putfield_a : OP_getfield_a;
        else if (d == 'Z' && put)
            q = OP_putfield_z;
        else
            q = put ? OP_putfield_i : OP_getfield_i;
        XT_SET_OPND(f->offset);
        QUICKEN(q);
        DISPATCH();
    }
    CASE(getfield_i) {
        Object *o = sp[-1].l;
        NULL_CHECK(o);
        sp[-1].i = FIELD_AT(o, FOFF(pc), int32_t);
        NEXT(3);
    }
    CASE(getfield_a) {
        Object *o = sp[-1].l;
        NULL_CHECK(o);
        sp[-1].l = FIELD_AT(o, FOFF(pc), Object *);
        NEXT(3);
    }
    CASE(getfield_j) {
        Object *o = sp[-1].l;
        NULL_CHECK(o);
        sp[-1].j = FIELD_AT(o, FOFF(pc), int64_t);
        sp++;
        NEXT(3);
    }
    CASE(putfield_i) CASE(putfield_z) {
        Object *o = sp[-2].l;
        NULL_CHECK(o);
        int32_t v = sp[-1].i;
        if (OPCODE(pc) == OP_putfield_z)
            v &= 1;
        FIELD_AT(o, FOFF(pc), int64_t) = (uint32_t)v;
        sp -= 2;
        NEXT(3);
    }
    CASE(putfield_a) {
        Object *o = sp[-2].l;
        NULL_CHECK(o);
        FIELD_AT(o, FOFF(pc), Object *) = sp[-1].l;
        sp -= 2;
        NEXT(3);
    }
    CASE(putfield_j) {
        Object *o = sp[-3].l;
        NULL_CHECK(o);
        FIELD_AT(o, FOFF(pc), int64_t) = sp[-2].j;
        sp -= 3;
        NEXT(3);
    }

    CASE(invokevirtual) {
        SAVE_STATE();
        Method *m = resolve_method(t, frame->method->cls, U2(pc + 1), RK_VIRTUAL);
        CHECK();
        XT_SET_OPND(m);
        if (!(m->access & ACC_PRIVATE) && m->vtable_index >= 0 && !(m->cls->access & ACC_INTERFACE))
            QUICKEN(OP_invokevirtual_q);
        else if (m->access & ACC_PRIVATE)
            QUICKEN_TO(OP_invokespecial_q);     /* a nestmate's private method */
        else
            QUICKEN(OP_invokevirtual_iface);
        DISPATCH();
    }
    CASE(invokespecial) {
        SAVE_STATE();
        Method *m = resolve_method(t, frame->method->cls, U2(pc + 1), RK_SPECIAL);
        CHECK();
        XT_SET_OPND(m);
        QUICKEN(OP_invokespecial_q);
        DISPATCH();
    }
    CASE(invokestatic) {
        SAVE_STATE();
        Method *m = resolve_method(t, frame->method->cls, U2(pc + 1), RK_STATIC);
        CHECK();
        if (class_init(t, m->cls) < 0)
            goto exception;
        if (class_ready(m->cls)) {
            XT_SET_OPND(m);
            QUICKEN(OP_invokestatic_q);
            DISPATCH();
        }
        /* Called from its own class's initializer: no quickening yet. */
        {
            Method *callee = m;
            goto invoke;
    CASE(invokestatic_q)
            callee = QMETHOD(pc);
            goto invoke;
    CASE(invokespecial_q)
            callee = QMETHOD(pc);
            NULL_CHECK(sp[-callee->arg_slots].l);
            goto invoke;
    CASE(invokevirtual_q) {
            Method *rm = QMETHOD(pc);
            Object *recv = sp[-rm->arg_slots].l;
            NULL_CHECK(recv);
            callee = recv->cls->vtable[rm->vtable_index];
            goto invoke;
        }
    CASE(invokevirtual_iface) CASE(invokeinterface_q) {
            Method *rm = QMETHOD(pc);
            Object *recv = sp[-rm->arg_slots].l;
            NULL_CHECK(recv);
            callee = class_select_iface(recv->cls, rm);
            if (callee == NULL) {
                SAVE_STATE();
                char *rn = class_java_name(recv->cls), *in = class_java_name(rm->cls);
                exc_throwf(t, "java/lang/IncompatibleClassChangeError",
                           "Class %s does not implement the requested interface %s", rn, in);
                free(rn);
                free(in);
                goto exception;
            }
            goto invoke;
        }
    invoke:
            frame->pc = pc;
            Value *args = sp - callee->arg_slots;
            if (__builtin_expect(!callee->invoke_fast, 0)) {
                if (callee->intrinsic != NULL) {
                    Value r;
                    if (callee->intrinsic(args, &r)) {
                        sp = args;
                        if (callee->ret_slots) {
                            *sp = r;
                            sp += callee->ret_slots;
                        }
                        NEXT(opcode_length[OPCODE(pc)]);
                    }
                }
                if (callee->cls->flags & CF_LAMBDA) {
                    /* a lambda's interface method: call its implementation here */
                    Method *impl = indy_lambda_direct(args);
                    if (impl != NULL) {
                        callee = impl;
                        sp = args + impl->arg_slots;
                        goto invoke;
                    }
                }
                if (callee->access & ACC_NATIVE) {
                    frame->sp = sp;
                    Value r = call_native(t, callee, args);
                    CHECK();
                    sp = args;
                    if (callee->ret_slots) {
                        *sp = r;
                        sp += callee->ret_slots;
                    }
                    NEXT(opcode_length[OPCODE(pc)]);
                }
                if (callee->code == NULL) {
                    SAVE_STATE();
                    char *cn = class_java_name(callee->cls);
                    exc_throwf(t, "java/lang/AbstractMethodError", "'%s %s.%s'", callee->desc, cn, callee->name);
                    free(cn);
                    goto exception;
                }
            }
            Frame *nf = (Frame *)(args + callee->max_locals);
            Value *nsp = (Value *)nf + FRAME_SLOTS;
            VM_ASSERT(args >= t->stack_base && args <= sp && sp <= t->stack_end);
            if (nsp + callee->max_stack > t->stack_limit) {
                SAVE_STATE();
                exc_soe(t);
                goto exception;
            }
            nf->method = callee;
            nf->locals = args;
            nf->prev = frame;
            nf->flags = 0;
            nf->sync = NULL;
            nf->pc = callee->code;
            nf->sp = nsp;
            frame = nf;
            cp = callee->rcp;
            XT_ENTER(callee);
            locals = args;
            sp = nsp;
            pc = callee->code;
            if (__builtin_expect(!callee->invoke_fast, 0) && (callee->access & ACC_SYNCHRONIZED)) {
                Object *o = (callee->access & ACC_STATIC) ? class_mirror(t, callee->cls) : args[0].l;
                if (o == NULL || monitor_enter(t, o) < 0)
                    goto exception;
                frame->sync = o;
            }
            POLL();
            DISPATCH();
        }
    }
    CASE(invokeinterface) {
        SAVE_STATE();
        Method *m = resolve_method(t, frame->method->cls, U2(pc + 1), RK_INTERFACE);
        CHECK();
        XT_SET_OPND(m);
        QUICKEN(OP_invokeinterface_q);
        DISPATCH();
    }
    CASE(invokedynamic) {
        SAVE_STATE();
        indy_resolve(t, frame->method->cls, U2(pc + 1));
        CHECK();
        QUICKEN(OP_invokedynamic_q);
        DISPATCH();
    }
    CASE(invokedynamic_q) {
        SAVE_STATE();
        IndySite *site = RCP(U2(pc + 1));
        sp = indy_invoke(t, site, sp);
        CHECK();
        NEXT(5);
    }

    CASE(new) {
        SAVE_STATE();
        Class *c = resolve_class(t, frame->method->cls, U2(pc + 1));
        CHECK();
        if (c->access & (ACC_INTERFACE | ACC_ABSTRACT) || c->kind != CK_INSTANCE) {
            char *cn = class_java_name(c);
            exc_throw(t, "java/lang/InstantiationError", cn);
            free(cn);
            goto exception;
        }
        if (class_init(t, c) < 0)
            goto exception;
        if (class_ready(c)) {
            QUICKEN(OP_new_q);
            DISPATCH();
        }
        Object *o = obj_new(t, c);
        CHECK();
        (sp++)->l = o;
        NEXT(3);
    }
    CASE(new_q) {
        SAVE_STATE();
        Object *o = obj_new(t, RCP(U2(pc + 1)));
        CHECK();
        (sp++)->l = o;
        NEXT(3);
    }
    CASE(newarray) {
        static const char types[12] = { 0, 0, 0, 0, 'Z', 'C', 'F', 'D', 'B', 'S', 'I', 'J' };
        uint8_t ty = pc[1];
        if (ty < 4 || ty > 11)
            THROW("java/lang/VerifyError", "bad newarray type");
        SAVE_STATE();
        Array *a = array_new_prim(t, types[ty], sp[-1].i);
        CHECK();
        sp[-1].l = &a->hdr;
        NEXT(2);
    }
    CASE(anewarray) {
        SAVE_STATE();
        Class *c = resolve_class(t, frame->method->cls, U2(pc + 1));
        CHECK();
        Class *ac = class_array_of(t, c);
        CHECK();
        (void)ac;
        QUICKEN(OP_anewarray_q);
        DISPATCH();
    }
    CASE(anewarray_q) {
        SAVE_STATE();
        Class *c = RCP(U2(pc + 1));
        Array *a = array_new(t, atomic_load(&c->array_class), sp[-1].i);
        CHECK();
        sp[-1].l = &a->hdr;
        NEXT(3);
    }
    CASE(multianewarray) {
        SAVE_STATE();
        Class *c = resolve_class(t, frame->method->cls, U2(pc + 1));
        CHECK();
        int n = pc[3];
        if (n < 1 || c->kind != CK_ARRAY || n > c->dims)
            THROW("java/lang/VerifyError", "bad multianewarray");
        int32_t counts[256];
        for (int k = 0; k < n; k++) {
            counts[k] = sp[-n + k].i;
            if (counts[k] < 0) {
                exc_throwf(t, "java/lang/NegativeArraySizeException", "%d", counts[k]);
                goto exception;
            }
        }
        Array *a = multi_new(t, c, counts, n);
        CHECK();
        sp -= n;
        (sp++)->l = &a->hdr;
        NEXT(4);
    }
    CASE(arraylength) {
        Array *a = (Array *)sp[-1].l;
        NULL_CHECK(a);
        sp[-1].i = a->length;
        NEXT(1);
    }
    CASE(athrow) {
        Object *e = sp[-1].l;
        NULL_CHECK(e);
        SAVE_STATE();
        t->exception = e;
        goto exception;
    }
    CASE(checkcast) CASE(instanceof) {
        uint8_t op = OPCODE(pc);
        if (op != OP_checkcast && op != OP_instanceof)
            DISPATCH();
        SAVE_STATE();
        resolve_class(t, frame->method->cls, U2(pc + 1));
        CHECK();
        QUICKEN(op == OP_checkcast ? OP_checkcast_q : OP_instanceof_q);
        DISPATCH();
    }
    CASE(checkcast_q) {
        Object *o = sp[-1].l;
        if (o != NULL) {
            Class *c = RCP(U2(pc + 1));
            if (o->cls != c && !class_is_assignable(o->cls, c)) {
                SAVE_STATE();
                throw_cast(t, o->cls, c);
                goto exception;
            }
        }
        NEXT(3);
    }
    CASE(instanceof_q) {
        Object *o = sp[-1].l;
        Class *c = RCP(U2(pc + 1));
        sp[-1].i = o != NULL && (o->cls == c || class_is_assignable(o->cls, c));
        NEXT(3);
    }
    CASE(monitorenter) {
        Object *o = sp[-1].l;
        NULL_CHECK(o);
        SAVE_STATE();
        if (monitor_enter(t, o) < 0)
            goto exception;
        monitor_record_push(t, frame, o);
        sp--;
        NEXT(1);
    }
    CASE(monitorexit) {
        Object *o = sp[-1].l;
        NULL_CHECK(o);
        SAVE_STATE();
        if (monitor_exit(t, o) < 0)
            goto exception;
        monitor_record_pop(t, o);
        sp--;
        NEXT(1);
    }
    CASE(wide) {
        unsigned idx = U2(pc + 2);
        switch (pc[1]) {
        case OP_iload: case OP_fload: case OP_aload: *sp++ = locals[idx]; NEXT(4);
        case OP_lload: case OP_dload: sp[0] = locals[idx]; sp += 2; NEXT(4);
        case OP_istore: case OP_fstore: case OP_astore: locals[idx] = *--sp; NEXT(4);
        case OP_lstore: case OP_dstore: sp -= 2; locals[idx] = sp[0]; NEXT(4);
        case OP_iinc: locals[idx].i = (int32_t)((uint32_t)locals[idx].i + (uint32_t)S2(pc + 4)); NEXT(6);
        case OP_ret: pc = frame->method->code + locals[idx].i; DISPATCH();
        default: THROW("java/lang/VerifyError", "bad wide instruction");
        }
    }

#ifdef JVM_COMPUTED_GOTO
    L_invalid:
#else
    default:
#endif
    {
        char msg[128];
        snprintf(msg, sizeof msg, "Illegal instruction %d in frame->method %s", OPCODE(pc), frame->method->name);
        THROW("java/lang/VerifyError", msg);
    }

#ifndef JVM_COMPUTED_GOTO
    }
#endif

do_return: {
        Frame *f = frame;
        if (f->sync != NULL) {
            if (monitor_exit(t, f->sync) < 0) {
                f->sync = NULL;
                goto exception;
            }
        }
        Method *callee = f->method;
        frame = f->prev;
        if (f->flags & FRAME_ENTRY)
            return result;
        sp = f->locals;
        if (callee->ret_slots) {
            *sp = result;
            sp += callee->ret_slots;
        }
        cp = frame->method->rcp;
        XT_ENTER(frame->method);
        locals = frame->locals;
        pc = frame->pc;
        NEXT(opcode_length[OPCODE(pc)]);
    }

exception: {
        Object *ex = t->exception;
        for (;;) {
            int h = find_handler(t, frame, ex);
            if (h >= 0) {
                t->exception = NULL;
                cp = frame->method->rcp;
                XT_ENTER(frame->method);
                locals = frame->locals;
                sp = (Value *)frame + FRAME_SLOTS;
                (sp++)->l = ex;
                pc = frame->method->code + h;
                DISPATCH();
            }
            if (frame->sync != NULL) {
                t->exception = NULL;
                monitor_exit(t, frame->sync);
                t->exception = ex;
            }
            Frame *f = frame;
            frame = f->prev;
            if (f->flags & FRAME_ENTRY) {
                t->exception = ex;
                return (Value){ .raw = 0 };
            }
        }
    }
#undef frame
}
