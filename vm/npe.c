/* npe.c: helpful NullPointerException messages (JEP 358), as HotSpot 17
 * prints them: "Cannot invoke "String.length()" because "<local1>" is null".
 *
 * The message is computed when the VM raises the NPE: a small abstract
 * interpretation of the method from its start records, for every operand
 * stack slot, the instruction that pushed it (first path wins at merges);
 * the slot the failing instruction found null is then described from that
 * instruction.  Locals have no names without -g:vars, so they are
 * "this", "<parameterN>" or "<localN>", as HotSpot prints them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "class.h"
#include "interp.h"
#include "npe.h"
#include "bytecode.h"
#include "../os/os.h"

#define MAX_STACK 512

typedef struct State {
    int depth;                      /* -1: not reached */
    int32_t *src;                   /* pushing pc per slot, -1 unknown */
} State;


static int type_slots(char c) { return c == 'J' || c == 'D' ? 2 : c == 'V' ? 0 : 1; }

/* Name and descriptor of a member reference at cp index idx. */
static int member(Method *m, unsigned idx, const char **cls, const char **name, const char **desc)
{
    ClassFile *cf = m->cls->cf;
    if (idx == 0 || idx >= cf->cp_count)
        return -1;
    CfConst *e = &cf->cp[idx];
    unsigned nt = e->u.ref.b;
    if (e->tag == CP_INVOKE_DYNAMIC)
        *cls = NULL;
    else
        *cls = cf_class_name(cf, e->u.ref.a);
    if (nt == 0 || nt >= cf->cp_count)
        return -1;
    *name = cf_utf8(cf, cf->cp[nt].u.ref.a);
    *desc = cf_utf8(cf, cf->cp[nt].u.ref.b);
    return *name && *desc ? 0 : -1;
}

static int insn_length(const uint8_t *code, uint32_t pc, uint32_t len)
{
    enum BcError err;
    uint32_t l = bc_len_checked(code, len, pc, 255, &err);
    return l ? (int)l : -1;
}

/* Slots popped and pushed by the instruction at pc (-1 on failure). */
static int effect(Method *m, const uint8_t *code, uint32_t pc, int *pop, int *push)
{
    if (bc_effect(code, pc, pop, push) == 0)
        return 0;
    int op = bc_orig[code[pc]];
    const char *cls, *name, *desc;
    *pop = 0;
    *push = 0;
    switch (op) {
    case OP_getstatic: case OP_putstatic: case OP_getfield: case OP_putfield: {
        if (member(m, bc_u2(code + pc + 1), &cls, &name, &desc) < 0)
            return -1;
        int n = type_slots(desc[0]);
        if (op == OP_getstatic) *push = n;
        else if (op == OP_putstatic) *pop = n;
        else if (op == OP_getfield) { *pop = 1; *push = n; }
        else *pop = 1 + n;
        return 0;
    }
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic: case OP_invokeinterface:
    case OP_invokedynamic: {
        if (member(m, bc_u2(code + pc + 1), &cls, &name, &desc) < 0)
            return -1;
        char r;
        *pop = desc_arg_slots(desc, &r) + (op != OP_invokestatic && op != OP_invokedynamic);
        *push = type_slots(r);
        return 0;
    }
    default:
        return -1;
    }
}

/* Computes the stack sources at target_pc.  Returns the depth or -1. */
static int analyse(Method *m, uint32_t target_pc, int32_t *out)
{
    uint32_t len = m->code_length;
    const uint8_t *code = m->code;
    State *st = os_xcalloc(len, sizeof(State));
    uint32_t *work = os_xmalloc(sizeof(uint32_t) * (len + 1));
    int nwork = 0, result = -1;
    for (uint32_t k = 0; k < len; k++)
        st[k].depth = -1;
#define REACH(to, d, s) do { uint32_t to_ = (to); \
        if (to_ < len && st[to_].depth < 0) { \
            st[to_].depth = (d); st[to_].src = os_xmalloc(sizeof(int32_t) * ((size_t)(d) + 1)); \
            memcpy(st[to_].src, (s), sizeof(int32_t) * (size_t)(d)); work[nwork++] = to_; } } while (0)
    int32_t cur[MAX_STACK + 8];
    REACH(0, 0, cur);
    for (int k = 0; k < m->handler_count; k++) {
        cur[0] = -2;                /* the caught exception */
        REACH(m->handlers[k].handler_pc, 1, cur);
    }
    while (nwork > 0) {
        uint32_t pc = work[--nwork];
        int d = st[pc].depth;
        memcpy(cur, st[pc].src, sizeof(int32_t) * (size_t)d);
        if (pc == target_pc) {
            memcpy(out, cur, sizeof(int32_t) * (size_t)d);
            result = d;
            break;
        }
        int pop, push, il = insn_length(code, pc, len);
        if (il <= 0 || effect(m, code, pc, &pop, &push) < 0 || pop > d || d - pop + push > MAX_STACK)
            continue;
        int op = bc_orig[code[pc]];
        int32_t saved[8];
        for (int k = 0; k < pop && k < 8; k++)
            saved[k] = cur[d - pop + k];
        d -= pop;
        if (op >= OP_dup && op <= OP_swap) {
            static const int8_t perm[][6] = {
                [OP_dup - OP_dup] = { 0, 0 }, [OP_dup_x1 - OP_dup] = { 1, 0, 1 },
                [OP_dup_x2 - OP_dup] = { 2, 0, 1, 2 }, [OP_dup2 - OP_dup] = { 0, 1, 0, 1 },
                [OP_dup2_x1 - OP_dup] = { 1, 2, 0, 1, 2 }, [OP_dup2_x2 - OP_dup] = { 2, 3, 0, 1, 2, 3 },
                [OP_swap - OP_dup] = { 1, 0 } };
            for (int k = 0; k < push; k++)
                cur[d + k] = saved[perm[op - OP_dup][k]];
        } else if (op == OP_checkcast) {
            cur[d] = saved[0];
        } else {
            for (int k = 0; k < push; k++)
                cur[d + k] = (int32_t)pc;
        }
        d += push;
        int falls = 1;
        switch (op) {
        case OP_goto: REACH(pc + (int16_t)bc_u2(code + pc + 1), d, cur); falls = 0; break;
        case OP_goto_w: REACH(pc + bc_s4(code + pc + 1), d, cur); falls = 0; break;
        case OP_ifeq: case OP_ifne: case OP_iflt: case OP_ifge: case OP_ifgt: case OP_ifle:
        case OP_if_icmpeq: case OP_if_icmpne: case OP_if_icmplt: case OP_if_icmpge: case OP_if_icmpgt:
        case OP_if_icmple: case OP_if_acmpeq: case OP_if_acmpne: case OP_ifnull: case OP_ifnonnull:
            REACH(pc + (int16_t)bc_u2(code + pc + 1), d, cur);
            break;
        case OP_tableswitch: case OP_lookupswitch: {
            BcSwitch sw;
            bc_switch(code, pc, &sw);
            REACH(pc + sw.default_off, d, cur);
            for (uint32_t k = 0; k < sw.count; k++)
                REACH(pc + bc_switch_offset(&sw, k), d, cur);
            falls = 0;
            break;
        }
        case OP_ireturn: case OP_lreturn: case OP_freturn: case OP_dreturn: case OP_areturn:
        case OP_return: case OP_athrow: case OP_ret: case OP_jsr: case OP_jsr_w:
            falls = 0;
            break;
        default:
            break;
        }
        if (falls)
            REACH(pc + (uint32_t)il, d, cur);
    }
#undef REACH
    for (uint32_t k = 0; k < len; k++)
        free(st[k].src);
    free(st);
    free(work);
    return result;
}

typedef struct Buf { char *p; size_t n; } Buf;

static void put(Buf *b, const char *s)
{
    size_t l = strlen(s);
    if (l >= b->n)
        l = b->n ? b->n - 1 : 0;
    memcpy(b->p, s, l);
    b->p += l;
    b->n -= l;
    if (b->n)
        *b->p = 0;
}

/* Java name of an internal class name, with Object and String shortened. */
static void put_class(Buf *b, const char *n, size_t len)
{
    char tmp[600] = "";
    desc_put_class(n, len, tmp, sizeof tmp, 1);
    put(b, tmp);
}

static const char *put_type(Buf *b, const char *p)
{
    char tmp[600] = "";
    p = desc_put_type(p, tmp, sizeof tmp, 1);
    put(b, tmp);
    return p;
}

static void put_method(Buf *b, const char *cls, const char *name, const char *desc)
{
    put_class(b, cls, strlen(cls));
    put(b, ".");
    put(b, name);
    put(b, "(");
    const char *p = desc + 1;
    int first = 1;
    while (*p && *p != ')') {
        if (!first)
            put(b, ", ");
        first = 0;
        p = put_type(b, p);
    }
    put(b, ")");
}

static void put_local(Buf *b, Method *m, unsigned slot)
{
    char tmp[32];
    int is_static = !!(m->access & ACC_STATIC);
    if (!is_static && slot == 0) {
        put(b, "this");
        return;
    }
    if (slot < m->arg_slots) {
        /* Which parameter occupies this slot? */
        const char *p = m->desc + 1;
        unsigned s = is_static ? 0 : 1;
        int k = 1;
        while (*p && *p != ')') {
            int w = (*p == 'J' || *p == 'D') ? 2 : 1;
            if (slot >= s && slot < s + (unsigned)w) {
                snprintf(tmp, sizeof tmp, "<parameter%d>", k);
                put(b, tmp);
                return;
            }
            s += (unsigned)w;
            k++;
            p = desc_skip_type(p);
        }
    }
    snprintf(tmp, sizeof tmp, "<local%u>", slot);
    put(b, tmp);
}

static int local_slot(const uint8_t *code, uint32_t pc, int op)
{
    if (op >= OP_aload_0 && op <= OP_aload_3)
        return op - OP_aload_0;
    if (op >= OP_iload_0 && op <= OP_iload_3)
        return op - OP_iload_0;
    if (op == OP_aload || op == OP_iload)
        return code[pc + 1];
    if (op == OP_wide)
        return (int)bc_u2(code + pc + 2);
    return -1;
}

/* Describes the value pushed at src_pc; returns 0 if it could. */
static int describe(Buf *b, Method *m, int32_t src_pc, int depth_left, int as_index)
{
    if (src_pc < 0 || depth_left <= 0)
        return -1;
    const uint8_t *code = m->code;
    int op = bc_orig[code[src_pc]];
    const char *cls, *name, *desc;
    char tmp[32];
    int slot = local_slot(code, (uint32_t)src_pc, op);
    if (slot >= 0) {
        put_local(b, m, (unsigned)slot);
        return 0;
    }
    switch (op) {
    case OP_aconst_null: put(b, "null"); return 0;
    case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2: case OP_iconst_3:
    case OP_iconst_4: case OP_iconst_5:
        if (!as_index) return -1;
        snprintf(tmp, sizeof tmp, "%d", op - OP_iconst_0);
        put(b, tmp);
        return 0;
    case OP_bipush:
        if (!as_index) return -1;
        snprintf(tmp, sizeof tmp, "%d", (int8_t)code[src_pc + 1]);
        put(b, tmp);
        return 0;
    case OP_sipush:
        if (!as_index) return -1;
        snprintf(tmp, sizeof tmp, "%d", (int16_t)bc_u2(code + src_pc + 1));
        put(b, tmp);
        return 0;
    case OP_getstatic:
        if (member(m, bc_u2(code + src_pc + 1), &cls, &name, &desc) < 0)
            return -1;
        put_class(b, cls, strlen(cls));
        put(b, ".");
        put(b, name);
        return 0;
    case OP_getfield: {
        if (member(m, bc_u2(code + src_pc + 1), &cls, &name, &desc) < 0)
            return -1;
        int32_t src[MAX_STACK + 8];
        int d = analyse(m, (uint32_t)src_pc, src);
        Buf save = *b;
        if (d >= 1 && describe(b, m, src[d - 1], depth_left - 1, 0) == 0)
            put(b, ".");
        else
            *b = save;
        put(b, name);
        return 0;
    }
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic: case OP_invokeinterface:
        if (as_index || member(m, bc_u2(code + src_pc + 1), &cls, &name, &desc) < 0)
            return -1;
        put(b, "the return value of \"");
        put_method(b, cls, name, desc);
        put(b, "\"");
        return 0;
    case OP_aaload: case OP_iaload: {
        int32_t src[MAX_STACK + 8];
        int d = analyse(m, (uint32_t)src_pc, src);
        if (d < 2 || describe(b, m, src[d - 2], depth_left - 1, 0) < 0)
            return -1;
        put(b, "[");
        if (describe(b, m, src[d - 1], depth_left - 1, 1) < 0)
            put(b, "...");
        put(b, "]");
        return 0;
    }
    default:
        return -1;
    }
}

static const char *array_kind(int op)
{
    switch (op) {
    case OP_iaload: case OP_iastore: return "int";
    case OP_laload: case OP_lastore: return "long";
    case OP_faload: case OP_fastore: return "float";
    case OP_daload: case OP_dastore: return "double";
    case OP_aaload: case OP_aastore: return "object";
    case OP_baload: case OP_bastore: return "byte/boolean";
    case OP_caload: case OP_castore: return "char";
    default: return "short";
    }
}

int npe_message(Method *m, uint32_t pc, char *out, size_t n)
{
    if (m == NULL || m->code == NULL || pc >= m->code_length || m->cls->cf == NULL || n == 0)
        return -1;
    const uint8_t *code = m->code;
    int op = bc_orig[code[pc]];
    Buf b = { out, n };
    *out = 0;
    const char *cls, *name, *desc;
    int depth;                      /* slots above the null one */
    switch (op) {
    case OP_invokevirtual: case OP_invokespecial: case OP_invokeinterface:
        if (member(m, bc_u2(code + pc + 1), &cls, &name, &desc) < 0)
            return -1;
        put(&b, "Cannot invoke \"");
        put_method(&b, cls, name, desc);
        put(&b, "\"");
        depth = desc_arg_slots(desc, NULL);
        break;
    case OP_getfield:
        if (member(m, bc_u2(code + pc + 1), &cls, &name, &desc) < 0)
            return -1;
        put(&b, "Cannot read field \"");
        put(&b, name);
        put(&b, "\"");
        depth = 0;
        break;
    case OP_putfield:
        if (member(m, bc_u2(code + pc + 1), &cls, &name, &desc) < 0)
            return -1;
        put(&b, "Cannot assign field \"");
        put(&b, name);
        put(&b, "\"");
        depth = type_slots(desc[0]);
        break;
    case OP_iaload: case OP_laload: case OP_faload: case OP_daload: case OP_aaload:
    case OP_baload: case OP_caload: case OP_saload:
        put(&b, "Cannot load from ");
        put(&b, array_kind(op));
        put(&b, " array");
        depth = 1;
        break;
    case OP_iastore: case OP_lastore: case OP_fastore: case OP_dastore: case OP_aastore:
    case OP_bastore: case OP_castore: case OP_sastore:
        put(&b, "Cannot store to ");
        put(&b, array_kind(op));
        put(&b, " array");
        depth = op == OP_lastore || op == OP_dastore ? 3 : 2;
        break;
    case OP_arraylength: put(&b, "Cannot read the array length"); depth = 0; break;
    case OP_athrow: put(&b, "Cannot throw exception"); depth = 0; break;
    case OP_monitorenter: put(&b, "Cannot enter synchronized block"); depth = 0; break;
    case OP_monitorexit: put(&b, "Cannot exit synchronized block"); depth = 0; break;
    default:
        return -1;
    }
    int32_t src[MAX_STACK + 8];
    int d = analyse(m, pc, src);
    if (d > depth) {
        char why[512];
        Buf wb = { why, sizeof why };
        if (describe(&wb, m, src[d - 1 - depth], 5, 0) == 0) {
            int quoted = strncmp(why, "the return value", 16) != 0;
            put(&b, quoted ? " because \"" : " because ");
            put(&b, why);
            put(&b, quoted ? "\" is null" : " is null");
        }
    }
    return 0;
}
