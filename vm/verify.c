/* verify.c: the light structural verifier (verify.h).
 *
 * Three passes over one method's code:
 *  1. decode: walk the instructions from offset 0, marking where each
 *     starts; reject unknown opcodes (the quick variants included), an
 *     instruction or switch table that runs past the end, bad switch
 *     tables, bad constant-pool operands (index and tag), bad newarray
 *     types, invokeinterface/invokedynamic filler bytes, jsr/ret in class
 *     files of version 51 or later, invokedynamic before 51;
 *  2. targets: every branch, switch entry and exception handler must land
 *     on an instruction start; the block leaders are marked;
 *  3. flow: a data-flow pass over the blocks, with one kind per local and
 *     per stack slot (Kind below; every reference is one kind), merging
 *     at leaders: heights must agree, stack kinds must agree, locals that
 *     disagree become unusable.  Each instruction pops and pushes kinds as
 *     the JVMS says; an exception handler is entered with one reference on
 *     the stack and the locals of every instruction its range covers.
 *     jsr/ret (old class files only) are followed loosely: a ret flows to
 *     every instruction after a jsr.
 * The work is bounded (states kept per block only, at most 16 MB of them,
 * and a budget of steps), so a hostile method costs at most about a second
 * and is then rejected as too complex; javac's methods are far below both.
 * Reference types are not checked (verify.h): a String passed where a
 * Class is expected goes through. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "class.h"
#include "excep.h"
#include "opcodes.h"
#include "verify.h"

/* What a local or stack slot holds.  A long or double takes two slots:
 * K_LONG/K_DOUBLE, then K_HI. */
enum Kind { K_TOP, K_INT, K_FLOAT, K_LONG, K_DOUBLE, K_HI, K_REF, K_RET };

enum {                              /* per-offset flags */
    F_START = 1,                    /* an instruction starts here */
    F_LEADER = 2,                   /* a block starts here */
    F_AFTER_JSR = 4,                /* the instruction after a jsr */
    F_QUEUED = 8                    /* (leaders) on the work list */
};

#define MAX_STATE_CELLS ((size_t)16 << 20)
#define STEP_BUDGET 50000000L   /* steps, plus merges weighted by their size */

typedef struct V {
    const ClassFile *cf;
    const CfMember *m;
    const CfCode *code;
    const uint8_t *bc;
    uint32_t len;
    unsigned nl, ns;                /* max_locals, max_stack */
    uint8_t *flags;                 /* [len] */
    int32_t *block;                 /* [len]: block index at leaders, else -1 */
    uint32_t *block_pc;             /* [nblocks] */
    int32_t *height;                /* [nblocks]: -1 until reached */
    uint8_t *states;                /* [nblocks][nl + ns] */
    uint32_t nblocks;
    uint32_t *work;                 /* stack of block indexes */
    uint32_t nwork;
    uint32_t *after_jsr;            /* offsets following a jsr */
    uint32_t n_after_jsr;
    uint8_t *locals, *stack;        /* the current state */
    unsigned sp;
    uint32_t pc;                    /* the instruction being checked */
    long steps;
    int format_error;               /* the error is a ClassFormatError */
    char *err;
    size_t errlen;
} V;

static int fail(V *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int fail(V *v, const char *fmt, ...)
{
    int n = snprintf(v->err, v->errlen, "(class: %s, method: %s signature: %s) ",
                     v->cf->name ? v->cf->name : "", v->m->name, v->m->desc);
    if (n < 0)
        n = 0;
    if ((size_t)n < v->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(v->err + n, v->errlen - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

static inline uint16_t u2(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static inline int32_t s4(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

static int is_wide_kind(uint8_t k) { return k == K_LONG || k == K_DOUBLE; }

static uint8_t kind_of_desc(char c)
{
    switch (c) {
    case 'B': case 'C': case 'I': case 'S': case 'Z': return K_INT;
    case 'F': return K_FLOAT;
    case 'J': return K_LONG;
    case 'D': return K_DOUBLE;
    case 'L': case '[': return K_REF;
    default: return K_TOP;
    }
}

/* Skips one field type in a descriptor; returns the character after it. */
static const char *skip_type(const char *p)
{
    while (*p == '[')
        p++;
    if (*p == 'L') {
        while (*p && *p != ';')
            p++;
    }
    return *p ? p + 1 : p;
}

/* ---- constant-pool operands ---- */

static const CfConst *cp_entry(V *v, unsigned idx)
{
    if (idx == 0 || idx >= v->cf->cp_count) {
        fail(v, "Illegal constant pool index");
        return NULL;
    }
    return &v->cf->cp[idx];
}

/* The entry at idx if its tag is tag1 or tag2 (0: none), else NULL with
 * the error set. */
static const CfConst *cp_want(V *v, unsigned idx, int tag1, int tag2)
{
    const CfConst *c = cp_entry(v, idx);
    if (c == NULL)
        return NULL;
    if (c->tag != tag1 && (tag2 == 0 || c->tag != tag2)) {
        fail(v, "Illegal type in constant pool");
        return NULL;
    }
    return c;
}

/* Name and descriptor of a member reference (Fieldref, Methodref,
 * InterfaceMethodref, InvokeDynamic, Dynamic): cf_parse checked them. */
static void member_nat(V *v, const CfConst *c, const char **name, const char **desc)
{
    const CfConst *nt = &v->cf->cp[c->u.ref.b];
    *name = cf_utf8(v->cf, nt->u.ref.a);
    *desc = cf_utf8(v->cf, nt->u.ref.b);
    if (*name == NULL)
        *name = "";
    if (*desc == NULL)
        *desc = "V";
}

/* ---- pass 1: decoding ---- */

static int wide_ok(uint8_t op)
{
    return (op >= OP_iload && op <= OP_aload) || (op >= OP_istore && op <= OP_astore) ||
           op == OP_ret || op == OP_iinc;
}

/* Length of the instruction at pc, or -1 with the error set. */
static long insn_length(V *v, uint32_t pc)
{
    uint8_t op = v->bc[pc];
    uint32_t left = v->len - pc;
    if (op > OP_jsr_w)
        return fail(v, "Illegal instruction found at offset %u", pc);
    if (op == OP_tableswitch || op == OP_lookupswitch) {
        uint32_t base = (pc + 4) & ~3u;             /* after the padding */
        if ((uint64_t)base + (op == OP_tableswitch ? 12 : 8) > v->len)
            return fail(v, "Code stops in the middle of instruction  starting at offset %u", pc);
        const uint8_t *p = v->bc + base;
        uint64_t n, entry;
        if (op == OP_tableswitch) {
            int32_t lo = s4(p + 4), hi = s4(p + 8);
            if (lo > hi)
                return fail(v, "low must be less than or equal to high in tableswitch");
            n = (uint64_t)((int64_t)hi - lo + 1);
            entry = 4;
            base += 12;
        } else {
            int32_t np = s4(p + 4);
            if (np < 0)
                return fail(v, "Bad lookupswitch instruction");
            n = (uint64_t)np;
            entry = 8;
            base += 8;
        }
        if (base + n * entry > v->len)
            return fail(v, "Code stops in the middle of instruction  starting at offset %u", pc);
        return (long)(base + n * entry - pc);
    }
    if (op == OP_wide) {
        if (left < 2)
            return fail(v, "Code stops in the middle of instruction  starting at offset %u", pc);
        if (!wide_ok(v->bc[pc + 1]))
            return fail(v, "Illegal instruction found at offset %u", pc);
        return v->bc[pc + 1] == OP_iinc ? 6 : 4;
    }
    return opcode_length[op];
}

/* Checks of one instruction that need no flow information. */
static int check_operands(V *v, uint32_t pc)
{
    const uint8_t *p = v->bc + pc;
    const CfConst *c;
    const char *name, *desc;
    switch (p[0]) {
    case OP_ldc: case OP_ldc_w: {
        unsigned idx = p[0] == OP_ldc ? p[1] : u2(p + 1);
        if ((c = cp_entry(v, idx)) == NULL)
            return -1;
        switch (c->tag) {
        case CP_INTEGER: case CP_FLOAT: case CP_STRING:
            return 0;
        case CP_CLASS:
            return v->cf->major >= 49 ? 0 : fail(v, "Illegal type in constant pool");
        case CP_METHOD_TYPE: case CP_METHOD_HANDLE:
            return v->cf->major >= 51 ? 0 : fail(v, "Illegal type in constant pool");
        case CP_DYNAMIC:
            member_nat(v, c, &name, &desc);
            return desc[0] != 'J' && desc[0] != 'D' ? 0 : fail(v, "Illegal type in constant pool");
        default:
            return fail(v, "Illegal type in constant pool");
        }
    }
    case OP_ldc2_w:
        if ((c = cp_entry(v, u2(p + 1))) == NULL)
            return -1;
        if (c->tag == CP_LONG || c->tag == CP_DOUBLE)
            return 0;
        if (c->tag == CP_DYNAMIC) {
            member_nat(v, c, &name, &desc);
            if (desc[0] == 'J' || desc[0] == 'D')
                return 0;
        }
        return fail(v, "Illegal type in constant pool");
    case OP_getstatic: case OP_putstatic: case OP_getfield: case OP_putfield:
        return cp_want(v, u2(p + 1), CP_FIELDREF, 0) ? 0 : -1;
    case OP_invokevirtual:
        if ((c = cp_want(v, u2(p + 1), CP_METHODREF, 0)) == NULL)
            return -1;
        member_nat(v, c, &name, &desc);
        return name[0] != '<' ? 0 : fail(v, "Illegal call to internal method");
    case OP_invokespecial: case OP_invokestatic:
        if ((c = cp_want(v, u2(p + 1), CP_METHODREF,
                         v->cf->major >= 52 ? CP_INTERFACE_METHODREF : 0)) == NULL)
            return -1;
        member_nat(v, c, &name, &desc);
        if (name[0] == '<' && (p[0] == OP_invokestatic || strcmp(name, "<init>") != 0))
            return fail(v, "Illegal call to internal method");
        return 0;
    case OP_invokeinterface:
        if ((c = cp_want(v, u2(p + 1), CP_INTERFACE_METHODREF, 0)) == NULL)
            return -1;
        member_nat(v, c, &name, &desc);
        if (name[0] == '<')
            return fail(v, "Illegal call to internal method");
        if (p[4] != 0)
            return fail(v, "Fourth operand byte of invokeinterface must be zero");
        return 0;
    case OP_invokedynamic:
        if (v->cf->major < 51)
            return fail(v, "Illegal instruction found at offset %u", pc);
        if (p[3] != 0 || p[4] != 0)
            return fail(v, "Third and fourth operand bytes of invokedynamic must be zero");
        return cp_want(v, u2(p + 1), CP_INVOKE_DYNAMIC, 0) ? 0 : -1;
    case OP_new: case OP_checkcast: case OP_instanceof: case OP_anewarray:
        if ((c = cp_want(v, u2(p + 1), CP_CLASS, 0)) == NULL)
            return -1;
        name = cf_utf8(v->cf, c->u.ref.a);
        if (p[0] == OP_new && name != NULL && name[0] == '[')
            return fail(v, "Illegal creation of multi-dimensional array");
        if (p[0] == OP_anewarray && name != NULL && name[0] == '[' &&
            strspn(name, "[") >= 255)
            return fail(v, "Array with too many dimensions");
        return 0;
    case OP_multianewarray:
        if ((c = cp_want(v, u2(p + 1), CP_CLASS, 0)) == NULL)
            return -1;
        name = cf_utf8(v->cf, c->u.ref.a);
        if (p[3] == 0 || name == NULL || strspn(name, "[") < p[3])
            return fail(v, "Illegal dimension argument");
        return 0;
    case OP_newarray:
        return p[1] >= 4 && p[1] <= 11 ? 0 : fail(v, "Bad type passed to newarray");
    case OP_jsr: case OP_jsr_w: case OP_ret:
        return v->cf->major < 51 ? 0 : fail(v, "Illegal instruction found at offset %u", pc);
    case OP_wide:
        return p[1] != OP_ret || v->cf->major < 51 ? 0
               : fail(v, "Illegal instruction found at offset %u", pc);
    case OP_lookupswitch: {
        const uint8_t *t = v->bc + ((pc + 4) & ~3u);
        int32_t n = s4(t + 4);
        for (int32_t k = 1; k < n; k++)
            if (s4(t + 8 + 8 * (size_t)k) <= s4(t + 8 + 8 * (size_t)(k - 1)))
                return fail(v, "Unsorted lookup switch");
        return 0;
    }
    default:
        return 0;
    }
}

static int decode(V *v)
{
    uint32_t pc = 0;
    while (pc < v->len) {
        v->flags[pc] |= F_START;
        long n = insn_length(v, pc);
        if (n < 0)
            return -1;
        if (n == 0 || n > (long)(v->len - pc))
            return fail(v, "Code stops in the middle of instruction  starting at offset %u", pc);
        if (check_operands(v, pc) < 0)
            return -1;
        pc += (uint32_t)n;
    }
    return 0;
}

/* ---- pass 2: branch targets and leaders ---- */

static int target(V *v, uint32_t pc, int64_t off)
{
    int64_t to = (int64_t)pc + off;
    if (to < 0 || to >= v->len || !(v->flags[to] & F_START))
        return fail(v, "Illegal target of jump or branch");
    v->flags[to] |= F_LEADER;
    return 0;
}

static int mark_leaders(V *v)
{
    v->flags[0] |= F_LEADER;
    for (uint32_t pc = 0; pc < v->len; pc++) {
        if (!(v->flags[pc] & F_START))
            continue;
        const uint8_t *p = v->bc + pc;
        uint8_t op = p[0];
        int ends = 0;
        if ((op >= OP_ifeq && op <= OP_jsr) || op == OP_ifnull || op == OP_ifnonnull) {
            if (target(v, pc, (int16_t)u2(p + 1)) < 0)
                return -1;
            ends = 1;
        } else if (op == OP_goto_w || op == OP_jsr_w) {
            if (target(v, pc, s4(p + 1)) < 0)
                return -1;
            ends = 1;
        } else if (op == OP_tableswitch || op == OP_lookupswitch) {
            const uint8_t *t = v->bc + ((pc + 4) & ~3u);
            if (target(v, pc, s4(t)) < 0)
                return -1;
            if (op == OP_tableswitch) {
                int64_t n = (int64_t)s4(t + 8) - s4(t + 4) + 1;
                for (int64_t k = 0; k < n; k++)
                    if (target(v, pc, s4(t + 12 + 4 * k)) < 0)
                        return -1;
            } else {
                int32_t n = s4(t + 4);
                for (int32_t k = 0; k < n; k++)
                    if (target(v, pc, s4(t + 12 + 8 * (size_t)k)) < 0)
                        return -1;
            }
            ends = 1;
        } else if ((op >= OP_ireturn && op <= OP_return) || op == OP_athrow || op == OP_ret ||
                   (op == OP_wide && p[1] == OP_ret)) {
            ends = 1;
        }
        if (ends) {
            uint32_t next = pc + (uint32_t)insn_length(v, pc);
            if (next < v->len) {
                v->flags[next] |= F_LEADER;
                if (op == OP_jsr || op == OP_jsr_w)
                    v->flags[next] |= F_AFTER_JSR;
            }
        }
    }
    for (unsigned k = 0; k < v->code->handler_count; k++) {
        const CfExHandler *h = &v->code->handlers[k];
        if (h->start_pc >= v->len || !(v->flags[h->start_pc] & F_START) ||
            h->end_pc <= h->start_pc || h->end_pc > v->len ||
            (h->end_pc < v->len && !(v->flags[h->end_pc] & F_START))) {
            v->format_error = 1;
            return fail(v, "Illegal exception table range");
        }
        if (h->handler_pc >= v->len || !(v->flags[h->handler_pc] & F_START)) {
            v->format_error = 1;
            return fail(v, "Illegal exception table handler");
        }
        if (h->catch_type != 0 && cp_want(v, h->catch_type, CP_CLASS, 0) == NULL)
            return -1;
        v->flags[h->start_pc] |= F_LEADER;
        v->flags[h->handler_pc] |= F_LEADER;
        if (h->end_pc < v->len)
            v->flags[h->end_pc] |= F_LEADER;
    }
    return 0;
}

/* ---- pass 3: kinds ---- */

static uint8_t *state_of(V *v, uint32_t b)
{
    return v->states + (size_t)b * (v->nl + v->ns);
}

static void enqueue(V *v, uint32_t b)
{
    uint32_t pc = v->block_pc[b];
    if (v->flags[pc] & F_QUEUED)
        return;
    v->flags[pc] |= F_QUEUED;
    v->work[v->nwork++] = b;
}

/* Merges (locals, stack[0..sp)) into the state at leader pc. */
static int merge(V *v, uint32_t pc, const uint8_t *locals, const uint8_t *stack, unsigned sp)
{
    uint32_t b = (uint32_t)v->block[pc];
    uint8_t *s = state_of(v, b);
    v->steps += (long)((v->nl + v->ns) / 32 + 1);
    if (v->height[b] < 0) {
        memcpy(s, locals, v->nl);
        memcpy(s + v->nl, stack, sp);
        v->height[b] = (int32_t)sp;
        enqueue(v, b);
        return 0;
    }
    if ((unsigned)v->height[b] != sp)
        return fail(v, "Inconsistent stack height %u != %d", sp, v->height[b]);
    if (memcmp(s + v->nl, stack, sp) != 0)
        return fail(v, "Mismatched stack types");
    int changed = 0;
    for (unsigned k = 0; k < v->nl; k++) {
        if (s[k] != locals[k] && s[k] != K_TOP) {
            s[k] = K_TOP;
            changed = 1;
        }
    }
    if (changed)
        enqueue(v, b);
    return 0;
}

/* Merges the current locals into every handler covering pc, as the state
 * on entry to the handler (one reference on the stack). */
static int merge_handlers(V *v, uint32_t pc)
{
    static const uint8_t ref = K_REF;
    v->steps += v->code->handler_count;
    for (unsigned k = 0; k < v->code->handler_count; k++) {
        const CfExHandler *h = &v->code->handlers[k];
        if (pc < h->start_pc || pc >= h->end_pc)
            continue;
        if (v->ns < 1)
            return fail(v, "Stack size too large");
        if (merge(v, h->handler_pc, v->locals, &ref, 1) < 0)
            return -1;
    }
    return 0;
}

static const char *kind_text(uint8_t k)
{
    switch (k) {
    case K_INT: return "integer";
    case K_FLOAT: return "float";
    case K_LONG: return "long";
    case K_DOUBLE: return "double";
    default: return "object/array";
    }
}

/* Pops a value of kind want; what names it in the message (NULL: the
 * kind's name). */
static int pop_as(V *v, uint8_t want, const char *what)
{
    unsigned n = is_wide_kind(want) ? 2 : 1;
    if (v->sp < n)
        return fail(v, "Unable to pop operand off an empty stack");
    uint8_t got = v->stack[v->sp - n];
    if (got != want || (n == 2 && v->stack[v->sp - 1] != K_HI))
        return fail(v, "Expecting to find %s on stack", what ? what : kind_text(want));
    v->sp -= n;
    return 0;
}

static int pop(V *v, uint8_t want)
{
    return pop_as(v, want, NULL);
}

/* What the reference operand of an array instruction (or athrow) must be,
 * as HotSpot's old verifier names it; NULL for other instructions. */
static const char *ref_operand(uint8_t op)
{
    switch (op) {
    case OP_iaload: case OP_iastore: return "array of ints";
    case OP_laload: case OP_lastore: return "array of longs";
    case OP_faload: case OP_fastore: return "array of floats";
    case OP_daload: case OP_dastore: return "array of doubles";
    case OP_aaload: case OP_aastore: return "array of objects or arrays";
    case OP_baload: case OP_bastore: return "array of bytes";
    case OP_caload: case OP_castore: return "array of chars";
    case OP_saload: case OP_sastore: return "array of shorts";
    case OP_arraylength: return "array";
    case OP_athrow: return "object";
    default: return NULL;
    }
}

static int push(V *v, uint8_t k)
{
    unsigned n = is_wide_kind(k) ? 2 : 1;
    if (v->sp + n > v->ns)
        return fail(v, "Stack size too large");
    v->stack[v->sp++] = k;
    if (n == 2)
        v->stack[v->sp++] = K_HI;
    return 0;
}

/* Pops (pops) then pushes (pushes), kinds spelt I F J D A; the first
 * reference popped by an array instruction is named by ref_what. */
static int effect(V *v, const char *pops, const char *pushes, const char *ref_what)
{
    static const uint8_t kinds[128] = { ['I'] = K_INT, ['F'] = K_FLOAT, ['J'] = K_LONG,
                                        ['D'] = K_DOUBLE, ['A'] = K_REF };
    for (size_t k = strlen(pops); k-- > 0;)
        if (pop_as(v, kinds[(unsigned char)pops[k]], k == 0 ? ref_what : NULL) < 0)
            return -1;
    for (; *pushes; pushes++)
        if (push(v, kinds[(unsigned char)*pushes]) < 0)
            return -1;
    return 0;
}

static int load(V *v, unsigned idx, uint8_t want)
{
    unsigned n = is_wide_kind(want) ? 2 : 1;
    if (idx + n > v->nl)
        return fail(v, "Illegal local variable number");
    uint8_t got = v->locals[idx];
    if (got == K_TOP)
        return fail(v, "Accessing value from uninitialized register %u", idx);
    if (got != want || (n == 2 && v->locals[idx + 1] != K_HI)) {
        if (n == 2)
            return fail(v, "Register pair %u/%u contains wrong type", idx, idx + 1);
        return fail(v, "Register %u contains wrong type", idx);
    }
    return push(v, want);
}

/* Sets local idx (and idx+1 for a long/double) to kind k, making the
 * halves of any long/double it overwrites unusable. */
static void set_local(V *v, unsigned idx, uint8_t k)
{
    unsigned n = is_wide_kind(k) ? 2 : 1;
    if (idx > 0 && is_wide_kind(v->locals[idx - 1]))
        v->locals[idx - 1] = K_TOP;
    if (is_wide_kind(v->locals[idx + n - 1]) && idx + n < v->nl)
        v->locals[idx + n] = K_TOP;
    v->locals[idx] = k;
    if (n == 2)
        v->locals[idx + 1] = K_HI;
}

static int store(V *v, unsigned idx, uint8_t want)
{
    unsigned n = is_wide_kind(want) ? 2 : 1;
    if (idx + n > v->nl)
        return fail(v, "Illegal local variable number");
    uint8_t k = want;
    if (want == K_REF) {            /* astore takes references and return addresses */
        if (v->sp < 1)
            return fail(v, "Unable to pop operand off an empty stack");
        k = v->stack[v->sp - 1];
        if (k != K_REF && k != K_RET)
            return fail(v, "Expecting to find object/array on stack");
        v->sp--;
    } else if (pop(v, want) < 0) {
        return -1;
    }
    set_local(v, idx, k);
    return 0;
}

/* After a dup/swap/pop: no long or double may have lost a half. */
static int stack_well_formed(V *v, unsigned from)
{
    for (unsigned k = from; k < v->sp; k++) {
        uint8_t s = v->stack[k];
        if (is_wide_kind(s) && (k + 1 >= v->sp || v->stack[k + 1] != K_HI))
            return fail(v, "Attempt to split long or double on the stack");
        if (s == K_HI && (k == 0 || !is_wide_kind(v->stack[k - 1])))
            return fail(v, "Attempt to split long or double on the stack");
    }
    return 0;
}

/* pop, pop2, dup*, swap: moves slots as the interpreter does, then checks
 * that no category-2 value was split. */
static int stack_op(V *v, uint8_t op)
{
    static const struct { uint8_t need, push; int8_t map[6]; } ops[] = {
        /* from the top down: which of the `need` slots each new slot copies */
        [OP_pop - OP_pop] = { 1, 0, { 0 } },
        [OP_pop2 - OP_pop] = { 2, 0, { 0 } },
        [OP_dup - OP_pop] = { 1, 2, { 0, 0 } },
        [OP_dup_x1 - OP_pop] = { 2, 3, { 0, 1, 0 } },
        [OP_dup_x2 - OP_pop] = { 3, 4, { 0, 1, 2, 0 } },
        [OP_dup2 - OP_pop] = { 2, 4, { 0, 1, 0, 1 } },
        [OP_dup2_x1 - OP_pop] = { 3, 5, { 0, 1, 2, 0, 1 } },
        [OP_dup2_x2 - OP_pop] = { 4, 6, { 0, 1, 2, 3, 0, 1 } },
        [OP_swap - OP_pop] = { 2, 2, { 1, 0 } },
    };
    unsigned i = op - OP_pop;
    unsigned need = ops[i].need, npush = ops[i].push;
    if (v->sp < need)
        return fail(v, "Unable to pop operand off an empty stack");
    if (v->sp - need + npush > v->ns)
        return fail(v, "Stack size too large");
    uint8_t top[4];
    for (unsigned k = 0; k < need; k++)
        top[k] = v->stack[v->sp - 1 - k];
    unsigned base = v->sp - need;
    /* The slot just below what is taken must not be the low half of a
     * long or double whose high half is taken. */
    if (base > 0 && is_wide_kind(v->stack[base - 1]))
        return fail(v, "Attempt to split long or double on the stack");
    for (unsigned k = 0; k < npush; k++)
        v->stack[base + npush - 1 - k] = top[ops[i].map[k]];
    v->sp = base + npush;
    return stack_well_formed(v, base);
}

static uint8_t return_kind(const char *desc)
{
    const char *p = strchr(desc, ')');
    return p == NULL || p[1] == 'V' ? K_TOP : kind_of_desc(p[1]);
}

/* Pops a method's arguments (desc) and, if recv, its receiver; pushes its
 * result. */
static int invoke(V *v, const char *desc, int recv)
{
    uint8_t args[256];
    unsigned n = 0;
    for (const char *p = desc + 1; *p && *p != ')' && n < sizeof args; p = skip_type(p))
        args[n++] = kind_of_desc(*p);
    while (n-- > 0)
        if (pop(v, args[n]) < 0)
            return -1;
    if (recv && pop(v, K_REF) < 0)
        return -1;
    uint8_t r = return_kind(desc);
    return r == K_TOP ? 0 : push(v, r);
}

static int arg_slots(const char *desc)
{
    int n = 0;
    for (const char *p = desc + 1; *p && *p != ')'; p = skip_type(p))
        n += (*p == 'J' || *p == 'D') ? 2 : 1;
    return n;
}

/* The pops and pushes of the instructions with a fixed effect. */
static const char *const simple[OP_jsr_w + 1][2] = {
    [OP_nop] = { "", "" }, [OP_aconst_null] = { "", "A" },
    [OP_iconst_m1] = { "", "I" }, [OP_iconst_0] = { "", "I" }, [OP_iconst_1] = { "", "I" },
    [OP_iconst_2] = { "", "I" }, [OP_iconst_3] = { "", "I" }, [OP_iconst_4] = { "", "I" },
    [OP_iconst_5] = { "", "I" }, [OP_lconst_0] = { "", "J" }, [OP_lconst_1] = { "", "J" },
    [OP_fconst_0] = { "", "F" }, [OP_fconst_1] = { "", "F" }, [OP_fconst_2] = { "", "F" },
    [OP_dconst_0] = { "", "D" }, [OP_dconst_1] = { "", "D" },
    [OP_bipush] = { "", "I" }, [OP_sipush] = { "", "I" },
    [OP_iaload] = { "AI", "I" }, [OP_laload] = { "AI", "J" }, [OP_faload] = { "AI", "F" },
    [OP_daload] = { "AI", "D" }, [OP_aaload] = { "AI", "A" }, [OP_baload] = { "AI", "I" },
    [OP_caload] = { "AI", "I" }, [OP_saload] = { "AI", "I" },
    [OP_iastore] = { "AII", "" }, [OP_lastore] = { "AIJ", "" }, [OP_fastore] = { "AIF", "" },
    [OP_dastore] = { "AID", "" }, [OP_aastore] = { "AIA", "" }, [OP_bastore] = { "AII", "" },
    [OP_castore] = { "AII", "" }, [OP_sastore] = { "AII", "" },
    [OP_iadd] = { "II", "I" }, [OP_ladd] = { "JJ", "J" }, [OP_fadd] = { "FF", "F" },
    [OP_dadd] = { "DD", "D" }, [OP_isub] = { "II", "I" }, [OP_lsub] = { "JJ", "J" },
    [OP_fsub] = { "FF", "F" }, [OP_dsub] = { "DD", "D" }, [OP_imul] = { "II", "I" },
    [OP_lmul] = { "JJ", "J" }, [OP_fmul] = { "FF", "F" }, [OP_dmul] = { "DD", "D" },
    [OP_idiv] = { "II", "I" }, [OP_ldiv] = { "JJ", "J" }, [OP_fdiv] = { "FF", "F" },
    [OP_ddiv] = { "DD", "D" }, [OP_irem] = { "II", "I" }, [OP_lrem] = { "JJ", "J" },
    [OP_frem] = { "FF", "F" }, [OP_drem] = { "DD", "D" }, [OP_ineg] = { "I", "I" },
    [OP_lneg] = { "J", "J" }, [OP_fneg] = { "F", "F" }, [OP_dneg] = { "D", "D" },
    [OP_ishl] = { "II", "I" }, [OP_lshl] = { "JI", "J" }, [OP_ishr] = { "II", "I" },
    [OP_lshr] = { "JI", "J" }, [OP_iushr] = { "II", "I" }, [OP_lushr] = { "JI", "J" },
    [OP_iand] = { "II", "I" }, [OP_land] = { "JJ", "J" }, [OP_ior] = { "II", "I" },
    [OP_lor] = { "JJ", "J" }, [OP_ixor] = { "II", "I" }, [OP_lxor] = { "JJ", "J" },
    [OP_i2l] = { "I", "J" }, [OP_i2f] = { "I", "F" }, [OP_i2d] = { "I", "D" },
    [OP_l2i] = { "J", "I" }, [OP_l2f] = { "J", "F" }, [OP_l2d] = { "J", "D" },
    [OP_f2i] = { "F", "I" }, [OP_f2l] = { "F", "J" }, [OP_f2d] = { "F", "D" },
    [OP_d2i] = { "D", "I" }, [OP_d2l] = { "D", "J" }, [OP_d2f] = { "D", "F" },
    [OP_i2b] = { "I", "I" }, [OP_i2c] = { "I", "I" }, [OP_i2s] = { "I", "I" },
    [OP_lcmp] = { "JJ", "I" }, [OP_fcmpl] = { "FF", "I" }, [OP_fcmpg] = { "FF", "I" },
    [OP_dcmpl] = { "DD", "I" }, [OP_dcmpg] = { "DD", "I" },
    [OP_ifeq] = { "I", "" }, [OP_ifne] = { "I", "" }, [OP_iflt] = { "I", "" },
    [OP_ifge] = { "I", "" }, [OP_ifgt] = { "I", "" }, [OP_ifle] = { "I", "" },
    [OP_if_icmpeq] = { "II", "" }, [OP_if_icmpne] = { "II", "" },
    [OP_if_icmplt] = { "II", "" }, [OP_if_icmpge] = { "II", "" },
    [OP_if_icmpgt] = { "II", "" }, [OP_if_icmple] = { "II", "" },
    [OP_if_acmpeq] = { "AA", "" }, [OP_if_acmpne] = { "AA", "" },
    [OP_ifnull] = { "A", "" }, [OP_ifnonnull] = { "A", "" },
    [OP_goto] = { "", "" }, [OP_goto_w] = { "", "" },
    [OP_tableswitch] = { "I", "" }, [OP_lookupswitch] = { "I", "" },
    [OP_new] = { "", "A" }, [OP_newarray] = { "I", "A" }, [OP_anewarray] = { "I", "A" },
    [OP_arraylength] = { "A", "I" }, [OP_athrow] = { "A", "" },
    [OP_checkcast] = { "A", "A" }, [OP_instanceof] = { "A", "I" },
    [OP_monitorenter] = { "A", "" }, [OP_monitorexit] = { "A", "" },
};

static const uint8_t load_kind[] = { K_INT, K_LONG, K_FLOAT, K_DOUBLE, K_REF };

/* ret (or wide ret) through local idx: it may return after any jsr. */
static int ret(V *v, unsigned idx)
{
    if (idx >= v->nl)
        return fail(v, "Illegal local variable number");
    if (v->locals[idx] != K_RET)
        return fail(v, "Register %u contains wrong type", idx);
    for (uint32_t k = 0; k < v->n_after_jsr; k++)
        if (merge(v, v->after_jsr[k], v->locals, v->stack, v->sp) < 0)
            return -1;
    return 1;
}

/* Checks the instruction at v->pc against the current state and applies
 * its effect.  Branch targets are merged here; the fall-through is the
 * caller's.  Returns 1 if control does not fall through, 0 if it does, -1
 * on error. */
static int step(V *v)
{
    uint32_t pc = v->pc;
    const uint8_t *p = v->bc + pc;
    uint8_t op = p[0];
    const CfConst *c;
    const char *name, *desc;

    if (op >= OP_iload && op <= OP_aload)
        return load(v, p[1], load_kind[op - OP_iload]);
    if (op >= OP_iload_0 && op <= OP_aload_3)
        return load(v, (op - OP_iload_0) % 4, load_kind[(op - OP_iload_0) / 4]);
    if (op >= OP_istore && op <= OP_astore)
        return store(v, p[1], load_kind[op - OP_istore]);
    if (op >= OP_istore_0 && op <= OP_astore_3)
        return store(v, (op - OP_istore_0) % 4, load_kind[(op - OP_istore_0) / 4]);
    if (op >= OP_pop && op <= OP_swap)
        return stack_op(v, op);
    if (op >= OP_ireturn && op <= OP_return) {
        static const uint8_t rk[] = { K_INT, K_LONG, K_FLOAT, K_DOUBLE, K_REF, K_TOP };
        uint8_t want = rk[op - OP_ireturn];
        if (return_kind(v->m->desc) != want)
            return fail(v, "Wrong return type in function");
        if (want != K_TOP && pop(v, want) < 0)
            return -1;
        return 1;
    }

    switch (op) {
    case OP_ldc: case OP_ldc_w: case OP_ldc2_w:
        c = &v->cf->cp[op == OP_ldc ? p[1] : u2(p + 1)];
        switch (c->tag) {
        case CP_INTEGER: return push(v, K_INT);
        case CP_FLOAT: return push(v, K_FLOAT);
        case CP_LONG: return push(v, K_LONG);
        case CP_DOUBLE: return push(v, K_DOUBLE);
        case CP_DYNAMIC:
            member_nat(v, c, &name, &desc);
            return push(v, kind_of_desc(desc[0]));
        default: return push(v, K_REF);
        }
    case OP_iinc:
        if (p[1] >= v->nl)
            return fail(v, "Illegal local variable number");
        if (v->locals[p[1]] != K_INT)
            return fail(v, "Register %u contains wrong type", p[1]);
        return 0;
    case OP_wide: {
        unsigned idx = u2(p + 2);
        uint8_t sub = p[1];
        if (sub == OP_iinc) {
            if (idx >= v->nl)
                return fail(v, "Illegal local variable number");
            if (v->locals[idx] != K_INT)
                return fail(v, "Register %u contains wrong type", idx);
            return 0;
        }
        if (sub == OP_ret)
            return ret(v, idx);
        if (sub >= OP_iload && sub <= OP_aload)
            return load(v, idx, load_kind[sub - OP_iload]);
        return store(v, idx, load_kind[sub - OP_istore]);
    }
    case OP_goto:
        return merge(v, pc + (uint32_t)(int32_t)(int16_t)u2(p + 1), v->locals, v->stack, v->sp) < 0 ? -1 : 1;
    case OP_goto_w:
        return merge(v, pc + (uint32_t)s4(p + 1), v->locals, v->stack, v->sp) < 0 ? -1 : 1;
    case OP_jsr: case OP_jsr_w: {
        int64_t off = op == OP_jsr ? (int16_t)u2(p + 1) : s4(p + 1);
        if (push(v, K_RET) < 0)
            return -1;
        if (merge(v, (uint32_t)(pc + off), v->locals, v->stack, v->sp) < 0)
            return -1;
        return 1;                   /* the next instruction is reached from ret */
    }
    case OP_ret:
        return ret(v, p[1]);
    case OP_tableswitch: case OP_lookupswitch: {
        if (pop(v, K_INT) < 0)
            return -1;
        const uint8_t *t = v->bc + ((pc + 4) & ~3u);
        if (merge(v, pc + (uint32_t)s4(t), v->locals, v->stack, v->sp) < 0)
            return -1;
        if (op == OP_tableswitch) {
            int64_t n = (int64_t)s4(t + 8) - s4(t + 4) + 1;
            for (int64_t k = 0; k < n; k++)
                if (merge(v, pc + (uint32_t)s4(t + 12 + 4 * k), v->locals, v->stack, v->sp) < 0)
                    return -1;
        } else {
            int32_t n = s4(t + 4);
            for (int32_t k = 0; k < n; k++)
                if (merge(v, pc + (uint32_t)s4(t + 12 + 8 * (size_t)k), v->locals, v->stack, v->sp) < 0)
                    return -1;
        }
        return 1;
    }
    case OP_getstatic: case OP_putstatic: case OP_getfield: case OP_putfield: {
        c = &v->cf->cp[u2(p + 1)];
        member_nat(v, c, &name, &desc);
        uint8_t k = kind_of_desc(desc[0]);
        if (op == OP_getstatic)
            return push(v, k);
        if (op == OP_putstatic)
            return pop(v, k);
        if (op == OP_getfield)
            return pop(v, K_REF) < 0 ? -1 : push(v, k);
        return pop(v, k) < 0 ? -1 : pop(v, K_REF);
    }
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic:
    case OP_invokeinterface: case OP_invokedynamic:
        c = &v->cf->cp[u2(p + 1)];
        member_nat(v, c, &name, &desc);
        if (op == OP_invokeinterface && p[3] != arg_slots(desc) + 1)
            return fail(v, "Inconsistent args_size for opc_invokeinterface");
        return invoke(v, desc, op != OP_invokestatic && op != OP_invokedynamic);
    case OP_multianewarray:
        for (unsigned k = 0; k < p[3]; k++)
            if (pop(v, K_INT) < 0)
                return -1;
        return push(v, K_REF);
    default:
        break;
    }
    if (op <= OP_jsr_w && simple[op][0] != NULL) {
        if (effect(v, simple[op][0], simple[op][1], ref_operand(op)) < 0)
            return -1;
        if (op == OP_athrow)
            return 1;
        if ((op >= OP_ifeq && op <= OP_if_acmpne) || op == OP_ifnull || op == OP_ifnonnull)
            return merge(v, pc + (uint32_t)(int32_t)(int16_t)u2(p + 1), v->locals, v->stack, v->sp);
        return 0;
    }
    return fail(v, "Illegal instruction found at offset %u", pc);
}

static int is_store(const uint8_t *p)
{
    uint8_t op = p[0];
    return (op >= OP_istore && op <= OP_astore_3) ||
           (op == OP_wide && p[1] >= OP_istore && p[1] <= OP_astore);
}

static int flow(V *v)
{
    /* Entry state: the receiver, then the arguments. */
    memset(v->locals, K_TOP, v->nl);
    unsigned n = 0;
    if (!(v->m->access & ACC_STATIC))
        v->locals[n++] = K_REF;
    for (const char *p = v->m->desc + 1; *p && *p != ')'; p = skip_type(p)) {
        uint8_t k = kind_of_desc(*p);
        if (n + (is_wide_kind(k) ? 2 : 1) > v->nl)
            return fail(v, "Arguments can't fit into locals");
        set_local(v, n, k);
        n += is_wide_kind(k) ? 2 : 1;
    }
    v->sp = 0;
    if (merge(v, 0, v->locals, v->stack, 0) < 0)
        return -1;
    while (v->nwork > 0) {
        uint32_t b = v->work[--v->nwork];
        uint32_t pc = v->block_pc[b];
        v->flags[pc] &= (uint8_t)~F_QUEUED;
        uint8_t *s = state_of(v, b);
        memcpy(v->locals, s, v->nl);
        memcpy(v->stack, s + v->nl, (size_t)v->height[b]);
        v->sp = (unsigned)v->height[b];
        for (;;) {
            if (++v->steps > STEP_BUDGET)
                return fail(v, "Method too complex to verify");
            v->pc = pc;
            if (v->code->handler_count && merge_handlers(v, pc) < 0)
                return -1;
            int r = step(v);
            if (r < 0)
                return -1;
            uint32_t next = pc + (uint32_t)insn_length(v, pc);
            /* A store inside a protected range changes what the handler
             * may see: the state after it counts too. */
            if (v->code->handler_count && is_store(v->bc + pc) && next < v->len &&
                merge_handlers(v, next) < 0)
                return -1;
            if (r == 1)
                break;
            if (next >= v->len)
                return fail(v, "Falling off the end of the code");
            if (v->flags[next] & F_LEADER) {
                v->pc = next;
                if (merge(v, next, v->locals, v->stack, v->sp) < 0)
                    return -1;
                break;
            }
            pc = next;
        }
    }
    return 0;
}

int verify_method(const ClassFile *cf, const CfMember *m, char *err, size_t errlen)
{
    if (m->code == NULL)
        return 0;
    V v;
    memset(&v, 0, sizeof v);
    v.cf = cf;
    v.m = m;
    v.code = m->code;
    v.bc = m->code->code;
    v.len = m->code->code_length;
    v.nl = m->code->max_locals;
    v.ns = m->code->max_stack;
    v.err = err;
    v.errlen = errlen;
    if (errlen > 0)
        err[0] = 0;
    if (v.len == 0)
        return fail(&v, "Empty code");
    int rc = -1;
    v.flags = calloc(v.len, 1);
    v.block = malloc(v.len * sizeof *v.block);
    v.locals = malloc(v.nl + 1u);
    v.stack = malloc(v.ns + 1u);
    if (v.flags == NULL || v.block == NULL || v.locals == NULL || v.stack == NULL) {
        fail(&v, "Out of memory verifying the method");
        goto out;
    }
    if (decode(&v) < 0 || mark_leaders(&v) < 0)
        goto out;
    for (uint32_t pc = 0; pc < v.len; pc++) {
        v.block[pc] = -1;
        if (v.flags[pc] & F_LEADER)
            v.block[pc] = (int32_t)v.nblocks++;
        if (v.flags[pc] & F_AFTER_JSR)
            v.n_after_jsr++;
    }
    if ((size_t)v.nblocks * (v.nl + v.ns) > MAX_STATE_CELLS) {
        fail(&v, "Method too complex to verify");
        goto out;
    }
    v.block_pc = malloc(v.nblocks * sizeof *v.block_pc);
    v.height = malloc(v.nblocks * sizeof *v.height);
    v.work = malloc(v.nblocks * sizeof *v.work);
    v.after_jsr = malloc((v.n_after_jsr + 1) * sizeof *v.after_jsr);
    v.states = malloc((size_t)v.nblocks * (v.nl + v.ns) + 1);
    if (v.block_pc == NULL || v.height == NULL || v.work == NULL || v.after_jsr == NULL ||
        v.states == NULL) {
        fail(&v, "Out of memory verifying the method");
        goto out;
    }
    v.n_after_jsr = 0;
    for (uint32_t pc = 0; pc < v.len; pc++) {
        if (v.block[pc] >= 0) {
            v.block_pc[v.block[pc]] = pc;
            v.height[v.block[pc]] = -1;
        }
        if (v.flags[pc] & F_AFTER_JSR)
            v.after_jsr[v.n_after_jsr++] = pc;
    }
    rc = flow(&v);
out:
    if (rc < 0 && v.format_error)
        rc = -2;
    free(v.flags);
    free(v.block);
    free(v.locals);
    free(v.stack);
    free(v.block_pc);
    free(v.height);
    free(v.work);
    free(v.after_jsr);
    free(v.states);
    return rc;
}

int verify_class(VMThread *t, Class *c)
{
    if (c->cf == NULL)
        return 0;
    char err[768];
    for (unsigned k = 0; k < c->cf->method_count; k++) {
        int rc = verify_method(c->cf, &c->cf->methods[k], err, sizeof err);
        if (rc < 0) {
            exc_throw(t, rc == -2 ? "java/lang/ClassFormatError" : "java/lang/VerifyError", err);
            return -1;
        }
    }
    return 0;
}
