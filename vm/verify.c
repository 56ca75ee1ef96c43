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
 *  3. flow: type inference (JVMS 4.10.2) over the blocks, with one Cell
 *     per local and per stack slot (a kind, and for references a type:
 *     null, a class or array type by name, or an object not yet
 *     initialized), merging at leaders: heights must agree, stack kinds
 *     must agree, references merge to their least common superclass
 *     (interfaces as Object), locals that disagree otherwise become
 *     unusable.  Each instruction pops and pushes as the JVMS says, and
 *     checks that what it pops is assignable to what it needs (receivers,
 *     arguments, field values, returned values, arrays, thrown objects);
 *     `new` pushes an uninitialized object that only <init> (of its class)
 *     turns into a reference.  An exception handler is entered with its
 *     catch type on the stack and the locals of every instruction its range
 *     covers.  jsr/ret (old class files only) are followed loosely: a ret
 *     flows to every instruction after a jsr.
 * Assignability and merges need the class hierarchy: VerifyEnv gives it
 * (in the VM, verify_vm_env below: loaded classes, else the headers of the
 * class files on the class path, read but not loaded).  The StackMapTable
 * of newer class files is not read: inference accepts all that the type
 * checker accepts, with the old verifier's messages.
 * The work is bounded (states kept per block only, at most 16 MB of them,
 * and a budget of steps), so a hostile method costs at most about a second
 * and is then rejected as too complex; javac's methods are far below both. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "class.h"
#include "classpath.h"
#include "excep.h"
#include "interp.h"
#include "bytecode.h"
#include "verify.h"
#include "../os/os.h"

/* What a local or stack slot holds: a Cell, a kind in the low 4 bits and a
 * payload above.  A long or double takes two slots: K_LONG/K_DOUBLE, then
 * K_HI.  K_REF's payload is an index into the method's type table (0: the
 * null type); K_UNINIT's the offset of the `new` that made the object;
 * K_UNINIT_THIS is the receiver of a constructor before its super() or
 * this() call. */
enum Kind { K_TOP, K_INT, K_FLOAT, K_LONG, K_DOUBLE, K_HI, K_REF, K_RET, K_UNINIT, K_UNINIT_THIS };
typedef uint32_t Cell;
#define KIND(c) ((uint8_t)((c) & 0xFu))
#define PAY(c) ((uint32_t)(c) >> 4)
#define MK(k, p) ((Cell)(k) | (Cell)(p) << 4)
#define T_NULL MK(K_REF, 0)
#define MAX_TYPES (1u << 27)
#define MAX_CHAIN 4096              /* superclass steps: a cycle is cut here */

enum {                              /* per-offset flags */
    F_START = 1,                    /* an instruction starts here */
    F_LEADER = 2,                   /* a block starts here */
    F_AFTER_JSR = 4,                /* the instruction after a jsr */
    F_QUEUED = 8                    /* (leaders) on the work list */
};

#define MAX_STATE_CELLS ((size_t)4 << 20)   /* of 4 bytes: 16 MB */
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
    Cell *states;                   /* [nblocks][nl + ns] */
    uint32_t nblocks;
    uint32_t *work;                 /* stack of block indexes */
    uint32_t nwork;
    uint32_t *after_jsr;            /* offsets following a jsr */
    uint32_t n_after_jsr;
    Cell *locals, *stack;           /* the current state */
    unsigned sp;
    uint32_t pc;                    /* the instruction being checked */
    long steps;
    int format_error;               /* the error is a ClassFormatError */
    const VerifyEnv *env;           /* the class hierarchy (NULL: unknown) */
    char *missing;                  /* a class env could not find (malloc'd) */
    char **tnames;                  /* [ntypes]: the type table; [0] NULL */
    uint32_t ntypes, tcap;
    uint32_t *thash, thcap;         /* open addressing: type index, 0 empty */
    Cell *hcell;                    /* [handler_count]: the caught type */
    Cell popped;                    /* the last reference popped */
    int failed;                     /* a cell could not be made */
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

/* Length of the instruction at pc, or -1 with the error set. */
static long insn_length(V *v, uint32_t pc)
{
    enum BcError err;
    uint32_t n = bc_len_checked(v->bc, v->len, pc, OP_jsr_w, &err);
    switch (err) {
    case BC_OK:
        return n;
    case BC_ILLEGAL:
        return fail(v, "Illegal instruction found at offset %u", pc);
    case BC_SWITCH_RANGE:
        return fail(v, "low must be less than or equal to high in tableswitch");
    case BC_SWITCH_COUNT:
        return fail(v, "Bad lookupswitch instruction");
    case BC_TRUNCATED:
        break;
    }
    return fail(v, "Code stops in the middle of instruction  starting at offset %u", pc);
}

/* Checks of one instruction that need no flow information. */
static int check_operands(V *v, uint32_t pc)
{
    const uint8_t *p = v->bc + pc;
    const CfConst *c;
    const char *name, *desc;
    switch (p[0]) {
    case OP_ldc: case OP_ldc_w: {
        unsigned idx = p[0] == OP_ldc ? p[1] : bc_u2(p + 1);
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
        if ((c = cp_entry(v, bc_u2(p + 1))) == NULL)
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
        return cp_want(v, bc_u2(p + 1), CP_FIELDREF, 0) ? 0 : -1;
    case OP_invokevirtual:
        if ((c = cp_want(v, bc_u2(p + 1), CP_METHODREF, 0)) == NULL)
            return -1;
        member_nat(v, c, &name, &desc);
        return name[0] != '<' ? 0 : fail(v, "Illegal call to internal method");
    case OP_invokespecial: case OP_invokestatic:
        if ((c = cp_want(v, bc_u2(p + 1), CP_METHODREF,
                         v->cf->major >= 52 ? CP_INTERFACE_METHODREF : 0)) == NULL)
            return -1;
        member_nat(v, c, &name, &desc);
        if (name[0] == '<' && (p[0] == OP_invokestatic || strcmp(name, "<init>") != 0))
            return fail(v, "Illegal call to internal method");
        return 0;
    case OP_invokeinterface:
        if ((c = cp_want(v, bc_u2(p + 1), CP_INTERFACE_METHODREF, 0)) == NULL)
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
        return cp_want(v, bc_u2(p + 1), CP_INVOKE_DYNAMIC, 0) ? 0 : -1;
    case OP_new: case OP_checkcast: case OP_instanceof: case OP_anewarray:
        if ((c = cp_want(v, bc_u2(p + 1), CP_CLASS, 0)) == NULL)
            return -1;
        name = cf_utf8(v->cf, c->u.ref.a);
        if (p[0] == OP_new && name != NULL && name[0] == '[')
            return fail(v, "Illegal creation of multi-dimensional array");
        if (p[0] == OP_anewarray && name != NULL && name[0] == '[' &&
            strspn(name, "[") >= 255)
            return fail(v, "Array with too many dimensions");
        return 0;
    case OP_multianewarray:
        if ((c = cp_want(v, bc_u2(p + 1), CP_CLASS, 0)) == NULL)
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
        BcSwitch sw;
        bc_switch(v->bc, pc, &sw);
        for (uint32_t k = 1; k < sw.count; k++)
            if (bc_switch_key(&sw, k) <= bc_switch_key(&sw, k - 1))
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
            if (target(v, pc, (int16_t)bc_u2(p + 1)) < 0)
                return -1;
            ends = 1;
        } else if (op == OP_goto_w || op == OP_jsr_w) {
            if (target(v, pc, bc_s4(p + 1)) < 0)
                return -1;
            ends = 1;
        } else if (op == OP_tableswitch || op == OP_lookupswitch) {
            BcSwitch sw;
            bc_switch(v->bc, pc, &sw);
            if (target(v, pc, sw.default_off) < 0)
                return -1;
            for (uint32_t k = 0; k < sw.count; k++)
                if (target(v, pc, bc_switch_offset(&sw, k)) < 0)
                    return -1;
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

/* ---- pass 3: kinds and reference types ---- */

/* -- the type table: class names (a/b/C) and array descriptors ([I, [La;)
 * interned per method, so a reference slot is one index. */

static uint32_t name_hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t k = 0; k < n; k++)
        h = (h ^ (uint8_t)s[k]) * 16777619u;
    return h;
}

static int grow_hash(V *v)
{
    uint32_t cap = v->thcap ? v->thcap * 2 : 64;
    uint32_t *h = calloc(cap, sizeof *h);
    if (h == NULL)
        return -1;
    for (uint32_t k = 1; k < v->ntypes; k++) {
        uint32_t i = name_hash(v->tnames[k], strlen(v->tnames[k])) & (cap - 1);
        while (h[i] != 0)
            i = (i + 1) & (cap - 1);
        h[i] = k;
    }
    free(v->thash);
    v->thash = h;
    v->thcap = cap;
    return 0;
}

/* The failure of a cell-making function: 0 (never a valid cell of its
 * own, see push) with the error set. */
static Cell no_cell(V *v)
{
    v->failed = 1;
    fail(v, "Out of memory verifying the method");
    return 0;
}

/* The reference type named by s[0..n), or 0 (never a valid reference
 * cell: its kind is K_TOP) with the error set. */
static Cell intern(V *v, const char *s, size_t n)
{
    if (v->thcap == 0 || (v->ntypes + 1) * 2 > v->thcap) {
        if (v->ntypes >= MAX_TYPES || grow_hash(v) < 0)
            return no_cell(v);
    }
    uint32_t i = name_hash(s, n) & (v->thcap - 1);
    for (; v->thash[i] != 0; i = (i + 1) & (v->thcap - 1)) {
        const char *t = v->tnames[v->thash[i]];
        if (strncmp(t, s, n) == 0 && t[n] == 0)
            return MK(K_REF, v->thash[i]);
    }
    if (v->ntypes == v->tcap) {
        uint32_t cap = v->tcap ? v->tcap * 2 : 16;
        char **t = realloc(v->tnames, cap * sizeof *t);
        if (t == NULL)
            return no_cell(v);
        v->tnames = t;
        v->tcap = cap;
        if (v->ntypes == 0)
            v->tnames[v->ntypes++] = NULL;      /* the null type */
    }
    char *copy = malloc(n + 1);
    if (copy == NULL)
        return no_cell(v);
    memcpy(copy, s, n);
    copy[n] = 0;
    v->tnames[v->ntypes] = copy;
    v->thash[i] = v->ntypes;
    return MK(K_REF, v->ntypes++);
}

static Cell intern_str(V *v, const char *s)
{
    return intern(v, s, strlen(s));
}

/* The name of reference cell c (NULL for null). */
static const char *tname(const V *v, Cell c)
{
    return PAY(c) == 0 ? NULL : v->tnames[PAY(c)];
}

/* The cell of a value of field type d (a descriptor); 0 with the error set
 * when it cannot be made. */
static Cell of_desc(V *v, const char *d)
{
    switch (d[0]) {
    case 'L': {
        const char *e = strchr(d, ';');
        return intern(v, d + 1, e ? (size_t)(e - d - 1) : strlen(d + 1));
    }
    case '[':
        return intern(v, d, (size_t)(desc_skip_type(d) - d));
    case 'B': case 'C': case 'I': case 'S': case 'Z': return K_INT;
    case 'F': return K_FLOAT;
    case 'J': return K_LONG;
    case 'D': return K_DOUBLE;
    default: return K_TOP;
    }
}

/* The array type whose elements are of class or array type `name`. */
static Cell array_of(V *v, const char *name)
{
    size_t n = strlen(name);
    char *b = malloc(n + 4);
    if (b == NULL)
        return no_cell(v);
    if (name[0] == '[')
        snprintf(b, n + 4, "[%s", name);
    else
        snprintf(b, n + 4, "[L%s;", name);
    Cell c = intern_str(v, b);
    free(b);
    return c;
}

/* -- the hierarchy */

/* Superclass and interface flag of class `name`: 0; 1 when unknown (no
 * env); -1 with v->missing set when env has no such class. */
static int lookup_as(V *v, const char *name, const char **super, int *iface, int quiet)
{
    if (v->cf->name != NULL && strcmp(name, v->cf->name) == 0) {
        *super = v->cf->super_name;
        *iface = (v->cf->access & ACC_INTERFACE) != 0;
        return 0;
    }
    if (strcmp(name, "java/lang/Object") == 0) {
        *super = NULL;
        *iface = 0;
        return 0;
    }
    if (v->env == NULL)
        return 1;
    if (v->env->lookup(v->env->ctx, name, super, iface) == 0)
        return 0;
    if (v->missing == NULL && !quiet)
        v->missing = os_xstrdup(name);
    return -1;
}

static int lookup(V *v, const char *name, const char **super, int *iface)
{
    return lookup_as(v, name, super, iface, 0);
}

static int is_ref_desc(char c) { return c == 'L' || c == '['; }

static int names_assignable(V *v, const char *from, const char *to);

/* Component descriptors: is an element of type from one of type to? */
static int comp_assignable(V *v, const char *from, const char *to)
{
    if (!is_ref_desc(from[0]) || !is_ref_desc(to[0]))
        return from[0] == to[0];
    Cell f = of_desc(v, from), t = of_desc(v, to);
    if (f == 0 || t == 0)
        return -1;
    return names_assignable(v, tname(v, f), tname(v, t));
}

/* JVMS 4.10.1.2 isJavaAssignable for two named reference types, with an
 * interface target taken as Object (arrays only go to Cloneable and
 * Serializable).  1 yes, 0 no, -1 error (a class not found). */
static int names_assignable(V *v, const char *from, const char *to)
{
    if (strcmp(from, to) == 0)
        return 1;
    if (to[0] == '[')
        return from[0] == '[' ? comp_assignable(v, from + 1, to + 1) : 0;
    if (strcmp(to, "java/lang/Object") == 0)
        return 1;
    const char *super;
    int iface, r = lookup(v, to, &super, &iface);
    if (r != 0)
        return r > 0 ? 1 : -1;
    if (iface)
        return from[0] != '[' || strcmp(to, "java/lang/Cloneable") == 0 ||
               strcmp(to, "java/io/Serializable") == 0;
    if (from[0] == '[')
        return 0;
    const char *k = from;
    for (int depth = 0; depth < MAX_CHAIN; depth++) {
        r = lookup(v, k, &super, &iface);
        if (r != 0)
            return r > 0 ? 1 : -1;
        if (super == NULL)
            return 0;
        if (strcmp(super, to) == 0)
            return 1;
        k = super;
    }
    return 0;
}

/* Is reference cell c (K_REF) assignable to the type named `to`? */
static int assignable(V *v, Cell c, const char *to)
{
    if (KIND(c) != K_REF)
        return 0;
    if (PAY(c) == 0)
        return 1;
    return names_assignable(v, tname(v, c), to);
}

/* The least common supertype of two reference types, interfaces taken as
 * Object (JVMS 4.10.2.2); a class the hierarchy lacks counts as Object
 * too, so that a merge never needs more than a use does. */
static Cell lub(V *v, Cell a, Cell b)
{
    if (a == b || PAY(b) == 0)
        return a;
    if (PAY(a) == 0)
        return b;
    const char *x = tname(v, a), *y = tname(v, b);
    if (x[0] == '[' && y[0] == '[') {
        if (!is_ref_desc(x[1]) || !is_ref_desc(y[1]))
            return intern_str(v, "java/lang/Object");
        Cell cx = of_desc(v, x + 1), cy = of_desc(v, y + 1);
        if (cx == 0 || cy == 0)
            return 0;
        Cell l = lub(v, cx, cy);
        return l == 0 ? 0 : array_of(v, tname(v, l));
    }
    if (x[0] == '[' || y[0] == '[')
        return intern_str(v, "java/lang/Object");
    const char *chain[64];
    int n = 0;
    const char *super;
    int iface;
    for (const char *k = x; k != NULL && n < 64; k = super) {
        if (lookup_as(v, k, &super, &iface, 1) != 0 || iface)
            return intern_str(v, "java/lang/Object");
        chain[n++] = k;
    }
    int depth = 0;
    for (const char *k = y; k != NULL && depth < MAX_CHAIN; k = super, depth++) {
        for (int i = 0; i < n; i++)
            if (strcmp(chain[i], k) == 0)
                return intern_str(v, k);
        if (lookup_as(v, k, &super, &iface, 1) != 0 || iface)
            break;
    }
    return intern_str(v, "java/lang/Object");
}

/* -- states */

static Cell *state_of(V *v, uint32_t b)
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
static int merge(V *v, uint32_t pc, const Cell *locals, const Cell *stack, unsigned sp)
{
    uint32_t b = (uint32_t)v->block[pc];
    Cell *s = state_of(v, b);
    v->steps += (long)((v->nl + v->ns) / 32 + 1);
    if (v->height[b] < 0) {
        memcpy(s, locals, v->nl * sizeof *s);
        memcpy(s + v->nl, stack, sp * sizeof *s);
        v->height[b] = (int32_t)sp;
        enqueue(v, b);
        return 0;
    }
    if ((unsigned)v->height[b] != sp)
        return fail(v, "Inconsistent stack height %u != %d", sp, v->height[b]);
    int changed = 0;
    for (unsigned k = 0; k < sp; k++) {
        Cell *t = &s[v->nl + k];
        if (*t == stack[k])
            continue;
        if (KIND(*t) != K_REF || KIND(stack[k]) != K_REF)
            return fail(v, "Mismatched stack types");
        Cell l = lub(v, *t, stack[k]);
        if (l == 0)
            return -1;
        if (l != *t) {
            *t = l;
            changed = 1;
        }
    }
    for (unsigned k = 0; k < v->nl; k++) {
        if (s[k] == locals[k] || s[k] == K_TOP)
            continue;
        Cell l = K_TOP;
        if (KIND(s[k]) == K_REF && KIND(locals[k]) == K_REF && (l = lub(v, s[k], locals[k])) == 0)
            return -1;
        if (l != s[k]) {
            s[k] = l;
            changed = 1;
        }
    }
    if (changed)
        enqueue(v, b);
    return 0;
}

/* Merges the current locals into every handler covering pc, as the state
 * on entry to the handler (the caught exception on the stack). */
static int merge_handlers(V *v, uint32_t pc)
{
    v->steps += v->code->handler_count;
    for (unsigned k = 0; k < v->code->handler_count; k++) {
        const CfExHandler *h = &v->code->handlers[k];
        if (pc < h->start_pc || pc >= h->end_pc)
            continue;
        if (v->ns < 1)
            return fail(v, "Stack size too large");
        if (merge(v, h->handler_pc, v->locals, &v->hcell[k], 1) < 0)
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

/* Pops a value of kind want (not K_REF: see pop_ref); what names it in the
 * message (NULL: the kind's name). */
static int pop_as(V *v, uint8_t want, const char *what)
{
    unsigned n = is_wide_kind(want) ? 2 : 1;
    if (v->sp < n)
        return fail(v, "Unable to pop operand off an empty stack");
    Cell got = v->stack[v->sp - n];
    if (KIND(got) != want || (n == 2 && v->stack[v->sp - 1] != K_HI))
        return fail(v, "Expecting to find %s on stack", what ? what : kind_text(want));
    v->sp -= n;
    return 0;
}

/* Pops an initialized reference (left in v->popped); what names it in
 * the message when it is not one (NULL: "object/array"). */
static int pop_any_ref(V *v, const char *what)
{
    if (v->sp < 1)
        return fail(v, "Unable to pop operand off an empty stack");
    Cell got = v->stack[v->sp - 1];
    if (KIND(got) != K_REF)
        return fail(v, "Expecting to find %s on stack", what ? what : "object/array");
    v->popped = got;
    v->sp--;
    return 0;
}

/* Pops a reference assignable to type `to`; msg is the error when it is a
 * reference of another type. */
static int pop_ref(V *v, const char *to, const char *msg)
{
    if (pop_any_ref(v, NULL) < 0)
        return -1;
    int r = assignable(v, v->popped, to);
    if (r < 0)
        return -1;
    return r ? 0 : fail(v, "%s", msg);
}

/* Pops a value of field type d (a descriptor); msg as pop_ref's. */
static int pop_desc(V *v, const char *d, const char *msg)
{
    if (!is_ref_desc(d[0]))
        return pop_as(v, kind_of_desc(d[0]), NULL);
    Cell t = of_desc(v, d);
    return t == 0 ? -1 : pop_ref(v, tname(v, t), msg);
}

static int pop(V *v, uint8_t want)
{
    return want == K_REF ? pop_any_ref(v, NULL) : pop_as(v, want, NULL);
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

/* Is reference a (null, or an array) what array instruction op needs? */
static int array_fits(const V *v, uint8_t op, Cell a)
{
    const char *n = tname(v, a);
    if (n == NULL)
        return 1;
    if (n[0] != '[')
        return 0;
    switch (op) {
    case OP_iaload: case OP_iastore: return n[1] == 'I';
    case OP_laload: case OP_lastore: return n[1] == 'J';
    case OP_faload: case OP_fastore: return n[1] == 'F';
    case OP_daload: case OP_dastore: return n[1] == 'D';
    case OP_aaload: case OP_aastore: return is_ref_desc(n[1]);
    case OP_baload: case OP_bastore: return n[1] == 'B' || n[1] == 'Z';
    case OP_caload: case OP_castore: return n[1] == 'C';
    case OP_saload: case OP_sastore: return n[1] == 'S';
    default: return 1;              /* arraylength */
    }
}

static int push(V *v, Cell c)
{
    unsigned n = is_wide_kind(KIND(c)) ? 2 : 1;
    if (c == K_TOP)                 /* a failed intern, or a bad descriptor */
        return v->failed ? -1 : fail(v, "Illegal type in constant pool");
    if (v->sp + n > v->ns)
        return fail(v, "Stack size too large");
    v->stack[v->sp++] = c;
    if (n == 2)
        v->stack[v->sp++] = K_HI;
    return 0;
}

/* Pops (pops) then pushes (pushes), kinds spelt I F J D A (A: an
 * initialized reference, left in v->popped); the first reference popped by
 * an array instruction is named by ref_what. */
static int effect(V *v, const char *pops, const char *pushes, const char *ref_what)
{
    static const uint8_t kinds[128] = { ['I'] = K_INT, ['F'] = K_FLOAT, ['J'] = K_LONG,
                                        ['D'] = K_DOUBLE, ['A'] = K_REF };
    for (size_t k = strlen(pops); k-- > 0;) {
        uint8_t want = kinds[(unsigned char)pops[k]];
        const char *what = k == 0 ? ref_what : NULL;
        if ((want == K_REF ? pop_any_ref(v, what) : pop_as(v, want, what)) < 0)
            return -1;
    }
    for (; *pushes; pushes++)
        if (push(v, kinds[(unsigned char)*pushes]) < 0)
            return -1;
    return 0;
}

static int is_ref_cell(Cell c)
{
    uint8_t k = KIND(c);
    return k == K_REF || k == K_UNINIT || k == K_UNINIT_THIS;
}

static int load(V *v, unsigned idx, uint8_t want)
{
    unsigned n = is_wide_kind(want) ? 2 : 1;
    if (idx + n > v->nl)
        return fail(v, "Illegal local variable number");
    Cell got = v->locals[idx];
    if (got == K_TOP)
        return fail(v, "Accessing value from uninitialized register %u", idx);
    if ((want == K_REF ? !is_ref_cell(got) : KIND(got) != want) ||
        (n == 2 && v->locals[idx + 1] != K_HI)) {
        if (n == 2)
            return fail(v, "Register pair %u/%u contains wrong type", idx, idx + 1);
        return fail(v, "Register %u contains wrong type", idx);
    }
    return push(v, want == K_REF ? got : want);
}

/* Sets local idx (and idx+1 for a long/double) to c, making the halves
 * of any long/double it overwrites unusable. */
static void set_local(V *v, unsigned idx, Cell c)
{
    unsigned n = is_wide_kind(KIND(c)) ? 2 : 1;
    if (idx > 0 && is_wide_kind(KIND(v->locals[idx - 1])))
        v->locals[idx - 1] = K_TOP;
    if (is_wide_kind(KIND(v->locals[idx + n - 1])) && idx + n < v->nl)
        v->locals[idx + n] = K_TOP;
    v->locals[idx] = c;
    if (n == 2)
        v->locals[idx + 1] = K_HI;
}

static int store(V *v, unsigned idx, uint8_t want)
{
    unsigned n = is_wide_kind(want) ? 2 : 1;
    if (idx + n > v->nl)
        return fail(v, "Illegal local variable number");
    Cell c = want;
    if (want == K_REF) {            /* astore takes references and return addresses */
        if (v->sp < 1)
            return fail(v, "Unable to pop operand off an empty stack");
        c = v->stack[v->sp - 1];
        if (!is_ref_cell(c) && KIND(c) != K_RET)
            return fail(v, "Expecting to find object/array on stack");
        v->sp--;
    } else if (pop(v, want) < 0) {
        return -1;
    }
    set_local(v, idx, c);
    return 0;
}

/* After a dup/swap/pop: no long or double may have lost a half. */
static int stack_well_formed(V *v, unsigned from)
{
    for (unsigned k = from; k < v->sp; k++) {
        uint8_t s = KIND(v->stack[k]);
        if (is_wide_kind(s) && (k + 1 >= v->sp || v->stack[k + 1] != K_HI))
            return fail(v, "Attempt to split long or double on the stack");
        if (s == K_HI && (k == 0 || !is_wide_kind(KIND(v->stack[k - 1]))))
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
    Cell top[4];
    for (unsigned k = 0; k < need; k++)
        top[k] = v->stack[v->sp - 1 - k];
    unsigned base = v->sp - need;
    /* The slot just below what is taken must not be the low half of a
     * long or double whose high half is taken. */
    if (base > 0 && is_wide_kind(KIND(v->stack[base - 1])))
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

/* The class named by CONSTANT_Class idx (cf_parse checked the index). */
static const char *class_at(V *v, unsigned idx)
{
    const char *n = cf_utf8(v->cf, v->cf->cp[idx].u.ref.a);
    return n ? n : "java/lang/Object";
}

/* After <init> on the object `u` (an uninitialized cell): every copy of it
 * becomes an initialized reference of type `cls`. */
static int initialize(V *v, Cell u, const char *cls)
{
    Cell t = intern_str(v, cls);
    if (t == 0)
        return -1;
    for (unsigned k = 0; k < v->nl; k++)
        if (v->locals[k] == u)
            v->locals[k] = t;
    for (unsigned k = 0; k < v->sp; k++)
        if (v->stack[k] == u)
            v->stack[k] = t;
    return 0;
}

/* invoke*: pops the arguments (desc) and the receiver (if op takes one),
 * checking their types; pushes the result. */
static int invoke(V *v, uint8_t op, const char *cls, const char *name, const char *desc)
{
    const char *args[256];
    unsigned n = 0;
    for (const char *p = desc + 1; *p && *p != ')'; p = desc_skip_type(p)) {
        if (n == sizeof args / sizeof *args)
            return fail(v, "Too many arguments in signature");
        args[n++] = p;
    }
    while (n-- > 0)
        if (pop_desc(v, args[n], "Incompatible argument to function") < 0)
            return -1;
    if (op == OP_invokespecial && strcmp(name, "<init>") == 0) {
        if (v->sp < 1)
            return fail(v, "Unable to pop operand off an empty stack");
        Cell u = v->stack[--v->sp];
        const char *made;
        if (KIND(u) == K_UNINIT) {
            made = class_at(v, bc_u2(v->bc + PAY(u) + 1));
            if (strcmp(made, cls) != 0)
                return fail(v, "Call to wrong initialization method");
        } else if (KIND(u) == K_UNINIT_THIS) {
            made = v->cf->name ? v->cf->name : "";
            if (strcmp(cls, made) != 0 &&
                (v->cf->super_name == NULL || strcmp(cls, v->cf->super_name) != 0))
                return fail(v, "Call to wrong initialization method");
        } else {
            return fail(v, "Expecting to find unitialized object on stack");
        }
        if (initialize(v, u, made) < 0)
            return -1;
    } else if (op == OP_invokespecial) {
        const char *self = v->cf->name ? v->cf->name : "";
        if (pop_ref(v, self, "Incompatible object argument for function call") < 0)
            return -1;
        int r = names_assignable(v, self, cls);
        if (r < 0)
            return -1;
        if (r == 0)
            return fail(v, "Illegal use of nonvirtual function call");
    } else if (op == OP_invokevirtual || op == OP_invokeinterface) {
        if (pop_ref(v, cls, "Incompatible object argument for function call") < 0)
            return -1;
    }
    const char *r = strchr(desc, ')');
    if (r == NULL || r[1] == 'V')
        return 0;
    return push(v, of_desc(v, r + 1));
}

static int arg_slots(const char *desc)
{
    int n = 0;
    for (const char *p = desc + 1; *p && *p != ')'; p = desc_skip_type(p))
        n += (*p == 'J' || *p == 'D') ? 2 : 1;
    return n;
}

/* The pops and pushes of the instructions with a fixed effect (A: a
 * reference of any type; the instructions that push one are step's). */
static const char *const simple[OP_jsr_w + 1][2] = {
    [OP_nop] = { "", "" },
    [OP_iconst_m1] = { "", "I" }, [OP_iconst_0] = { "", "I" }, [OP_iconst_1] = { "", "I" },
    [OP_iconst_2] = { "", "I" }, [OP_iconst_3] = { "", "I" }, [OP_iconst_4] = { "", "I" },
    [OP_iconst_5] = { "", "I" }, [OP_lconst_0] = { "", "J" }, [OP_lconst_1] = { "", "J" },
    [OP_fconst_0] = { "", "F" }, [OP_fconst_1] = { "", "F" }, [OP_fconst_2] = { "", "F" },
    [OP_dconst_0] = { "", "D" }, [OP_dconst_1] = { "", "D" },
    [OP_bipush] = { "", "I" }, [OP_sipush] = { "", "I" },
    [OP_iaload] = { "AI", "I" }, [OP_laload] = { "AI", "J" }, [OP_faload] = { "AI", "F" },
    [OP_daload] = { "AI", "D" }, [OP_aaload] = { "AI", "" }, [OP_baload] = { "AI", "I" },
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
    [OP_arraylength] = { "A", "I" }, [OP_athrow] = { "A", "" },
    [OP_instanceof] = { "A", "I" },
    [OP_monitorenter] = { "A", "" }, [OP_monitorexit] = { "A", "" },
};

static const uint8_t load_kind[] = { K_INT, K_LONG, K_FLOAT, K_DOUBLE, K_REF };

/* ret (or wide ret) through local idx: it may return after any jsr. */
static int ret(V *v, unsigned idx)
{
    if (idx >= v->nl)
        return fail(v, "Illegal local variable number");
    if (KIND(v->locals[idx]) != K_RET)
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
        if (want == K_REF) {
            if (pop_desc(v, strchr(v->m->desc, ')') + 1, "Wrong return type in function") < 0)
                return -1;
        } else if (want != K_TOP && pop(v, want) < 0) {
            return -1;
        }
        return 1;
    }

    switch (op) {
    case OP_aconst_null:
        return push(v, T_NULL);
    case OP_ldc: case OP_ldc_w: case OP_ldc2_w:
        c = &v->cf->cp[op == OP_ldc ? p[1] : bc_u2(p + 1)];
        switch (c->tag) {
        case CP_INTEGER: return push(v, K_INT);
        case CP_FLOAT: return push(v, K_FLOAT);
        case CP_LONG: return push(v, K_LONG);
        case CP_DOUBLE: return push(v, K_DOUBLE);
        case CP_DYNAMIC:
            member_nat(v, c, &name, &desc);
            return push(v, of_desc(v, desc));
        case CP_STRING: return push(v, intern_str(v, "java/lang/String"));
        case CP_CLASS: return push(v, intern_str(v, "java/lang/Class"));
        case CP_METHOD_TYPE: return push(v, intern_str(v, "java/lang/invoke/MethodType"));
        default: return push(v, intern_str(v, "java/lang/invoke/MethodHandle"));
        }
    case OP_iinc:
        if (p[1] >= v->nl)
            return fail(v, "Illegal local variable number");
        if (v->locals[p[1]] != K_INT)
            return fail(v, "Register %u contains wrong type", p[1]);
        return 0;
    case OP_wide: {
        unsigned idx = bc_u2(p + 2);
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
        return merge(v, pc + (uint32_t)(int32_t)(int16_t)bc_u2(p + 1), v->locals, v->stack, v->sp) < 0 ? -1 : 1;
    case OP_goto_w:
        return merge(v, pc + (uint32_t)bc_s4(p + 1), v->locals, v->stack, v->sp) < 0 ? -1 : 1;
    case OP_jsr: case OP_jsr_w: {
        int64_t off = op == OP_jsr ? (int16_t)bc_u2(p + 1) : bc_s4(p + 1);
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
        BcSwitch sw;
        bc_switch(v->bc, pc, &sw);
        if (merge(v, pc + (uint32_t)sw.default_off, v->locals, v->stack, v->sp) < 0)
            return -1;
        for (uint32_t k = 0; k < sw.count; k++)
            if (merge(v, pc + (uint32_t)bc_switch_offset(&sw, k), v->locals, v->stack, v->sp) < 0)
                return -1;
        return 1;
    }
    case OP_getstatic: case OP_putstatic: case OP_getfield: case OP_putfield: {
        static const char bad[] = "Incompatible type for getting or setting field";
        c = &v->cf->cp[bc_u2(p + 1)];
        member_nat(v, c, &name, &desc);
        const char *cls = class_at(v, c->u.ref.a);
        if (op == OP_getstatic)
            return push(v, of_desc(v, desc));
        if ((op == OP_putstatic || op == OP_putfield) && pop_desc(v, desc, bad) < 0)
            return -1;
        if (op == OP_putstatic)
            return 0;
        if (op == OP_putfield && v->sp > 0 && KIND(v->stack[v->sp - 1]) == K_UNINIT_THIS) {
            /* a constructor may set its own class's fields before super() */
            if (v->cf->name == NULL || strcmp(cls, v->cf->name) != 0)
                return fail(v, "%s", bad);
            v->sp--;
            return 0;
        }
        if (pop_ref(v, cls, bad) < 0)
            return -1;
        return op == OP_getfield ? push(v, of_desc(v, desc)) : 0;
    }
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic:
    case OP_invokeinterface: case OP_invokedynamic:
        c = &v->cf->cp[bc_u2(p + 1)];
        member_nat(v, c, &name, &desc);
        if (op == OP_invokeinterface && p[3] != arg_slots(desc) + 1)
            return fail(v, "Inconsistent args_size for opc_invokeinterface");
        return invoke(v, op, op == OP_invokedynamic ? "" : class_at(v, c->u.ref.a), name, desc);
    case OP_new:
        return push(v, MK(K_UNINIT, pc));
    case OP_newarray: {
        static const char prim[] = "ZCFDBSIJ";
        char n[3] = { '[', prim[p[1] - 4], 0 };
        return pop(v, K_INT) < 0 ? -1 : push(v, intern_str(v, n));
    }
    case OP_anewarray:
        return pop(v, K_INT) < 0 ? -1 : push(v, array_of(v, class_at(v, bc_u2(p + 1))));
    case OP_multianewarray:
        for (unsigned k = 0; k < p[3]; k++)
            if (pop(v, K_INT) < 0)
                return -1;
        return push(v, intern_str(v, class_at(v, bc_u2(p + 1))));
    case OP_checkcast:
        return pop_any_ref(v, NULL) < 0 ? -1 : push(v, intern_str(v, class_at(v, bc_u2(p + 1))));
    default:
        break;
    }
    if (op <= OP_jsr_w && simple[op][0] != NULL) {
        const char *what = ref_operand(op);
        if (effect(v, simple[op][0], simple[op][1], what) < 0)
            return -1;
        if (what != NULL && op != OP_athrow && !array_fits(v, op, v->popped))
            return fail(v, "Expecting to find %s on stack", what);
        if (op == OP_aaload) {
            const char *a = tname(v, v->popped);
            return push(v, a == NULL ? T_NULL : of_desc(v, a + 1));
        }
        if (op == OP_athrow) {
            int r = assignable(v, v->popped, "java/lang/Throwable");
            if (r <= 0)
                return r < 0 ? -1 : fail(v, "Can only throw Throwable objects");
            return 1;
        }
        if ((op >= OP_ifeq && op <= OP_if_acmpne) || op == OP_ifnull || op == OP_ifnonnull)
            return merge(v, pc + (uint32_t)(int32_t)(int16_t)bc_u2(p + 1), v->locals, v->stack, v->sp);
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
    for (unsigned k = 0; k < v->nl; k++)
        v->locals[k] = K_TOP;
    unsigned n = 0;
    if (!(v->m->access & ACC_STATIC)) {
        if (n + 1 > v->nl)
            return fail(v, "Arguments can't fit into locals");
        const char *self = v->cf->name ? v->cf->name : "java/lang/Object";
        if (strcmp(v->m->name, "<init>") == 0 && strcmp(self, "java/lang/Object") != 0)
            v->locals[n++] = MK(K_UNINIT_THIS, 0);
        else if ((v->locals[n++] = intern_str(v, self)) == 0)
            return -1;
    }
    for (const char *p = v->m->desc + 1; *p && *p != ')'; p = desc_skip_type(p)) {
        Cell k = of_desc(v, p);
        if (k == K_TOP && v->failed)
            return -1;
        if (n + (is_wide_kind(KIND(k)) ? 2 : 1) > v->nl)
            return fail(v, "Arguments can't fit into locals");
        set_local(v, n, k);
        n += is_wide_kind(KIND(k)) ? 2 : 1;
    }
    for (unsigned k = 0; k < v->code->handler_count; k++) {
        uint16_t ct = v->code->handlers[k].catch_type;
        v->hcell[k] = intern_str(v, ct ? class_at(v, ct) : "java/lang/Throwable");
        if (v->hcell[k] == 0)
            return -1;
    }
    v->sp = 0;
    if (merge(v, 0, v->locals, v->stack, 0) < 0)
        return -1;
    while (v->nwork > 0) {
        uint32_t b = v->work[--v->nwork];
        uint32_t pc = v->block_pc[b];
        v->flags[pc] &= (uint8_t)~F_QUEUED;
        Cell *s = state_of(v, b);
        memcpy(v->locals, s, v->nl * sizeof *s);
        memcpy(v->stack, s + v->nl, (size_t)v->height[b] * sizeof *s);
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
             * may see: the state after it counts too (as does the
             * initialization of an object by <init>). */
            if (v->code->handler_count && next < v->len &&
                (is_store(v->bc + pc) || v->bc[pc] == OP_invokespecial) &&
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

int verify_method_env(const ClassFile *cf, const CfMember *m, const VerifyEnv *env,
                      char *err, size_t errlen)
{
    if (m->code == NULL)
        return 0;
    V v;
    memset(&v, 0, sizeof v);
    v.cf = cf;
    v.m = m;
    v.env = env;
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
    v.locals = malloc((v.nl + 1u) * sizeof *v.locals);
    v.stack = malloc((v.ns + 1u) * sizeof *v.stack);
    v.hcell = malloc((v.code->handler_count + 1u) * sizeof *v.hcell);
    if (v.flags == NULL || v.block == NULL || v.locals == NULL || v.stack == NULL ||
        v.hcell == NULL) {
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
    v.states = malloc(((size_t)v.nblocks * (v.nl + v.ns) + 1) * sizeof *v.states);
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
    if (rc < 0 && v.missing != NULL) {
        rc = -3;
        snprintf(err, errlen, "%s", v.missing);
    }
    free(v.missing);
    free(v.flags);
    free(v.block);
    free(v.locals);
    free(v.stack);
    free(v.hcell);
    free(v.block_pc);
    free(v.height);
    free(v.work);
    free(v.after_jsr);
    free(v.states);
    for (uint32_t k = 1; k < v.ntypes; k++)
        free(v.tnames[k]);
    free(v.tnames);
    free(v.thash);
    return rc;
}

int verify_method(const ClassFile *cf, const CfMember *m, char *err, size_t errlen)
{
    return verify_method_env(cf, m, NULL, err, errlen);
}

/* ---- the VM's hierarchy ---- */

/* Headers of classes read for the verifier but not loaded: name, super
 * and flags, kept for the life of the VM (guarded by the loader lock). */
typedef struct Header {
    char *name;                     /* the key; owned */
    char *super;                    /* owned; NULL for Object */
    int iface;
    UT_hash_handle hh;
} Header;
static Header *headers;

static int vm_lookup(void *ctx, const char *name, const char **super, int *iface)
{
    if (ctx != NULL) {
        /* A user loader's class: the hierarchy as that loader resolves it,
         * which loads the class (through Java, as HotSpot's verifier does). */
        VMThread *t = vm_current();
        Object *pending = t->exception;
        t->exception = NULL;
        Class *c = class_load_in(t, ctx, name);
        t->exception = pending;
        if (c == NULL || c->kind != CK_INSTANCE)
            return -1;
        *super = c->super ? c->super->name : NULL;
        *iface = (c->access & ACC_INTERFACE) != 0;
        return 0;
    }
    Class *c = class_find_loaded(name);
    if (c != NULL) {
        if (c->kind != CK_INSTANCE)
            return -1;
        *super = c->super ? c->super->name : NULL;
        *iface = (c->access & ACC_INTERFACE) != 0;
        return 0;
    }
    Header *h;
    HASH_FIND_STR(headers, name, h);
    if (h == NULL) {
        size_t n = strlen(name), len = 0;
        if (name[0] == '[' || n > 4096)
            return -1;
        char *res = malloc(n + 7), err[256];
        if (res == NULL)
            return -1;
        memcpy(res, name, n);
        memcpy(res + n, ".class", 7);
        int corrupt = 0;
        uint8_t *bytes = cp_find(vm_classpath, res, &len, &corrupt, err, sizeof err);
        free(res);
        if (bytes == NULL)
            return -1;
        ClassFile *cf = cf_parse_named(bytes, len, name, err, sizeof err, NULL);
        free(bytes);
        if (cf == NULL)
            return -1;
        h = calloc(1, sizeof *h);
        if (h != NULL) {
            h->name = strdup(name);
            h->super = cf->super_name ? strdup(cf->super_name) : NULL;
            h->iface = (cf->access & ACC_INTERFACE) != 0;
        }
        int bad = strcmp(cf->name, name) != 0 ||
                  (h != NULL && cf->super_name != NULL && h->super == NULL);
        cf_free(cf);
        if (h == NULL || h->name == NULL || bad) {
            if (h != NULL) {
                free(h->name);
                free(h->super);
            }
            free(h);
            return -1;
        }
        HASH_ADD_KEYPTR(hh, headers, h->name, n, h);
    }
    *super = h->super;
    *iface = h->iface;
    return 0;
}

const VerifyEnv verify_vm_env = { vm_lookup, NULL };

int verify_class(VMThread *t, Class *c)
{
    if (c->cf == NULL || c->cf->trusted)
        return 0;
    char err[768];
    VerifyEnv env = { vm_lookup, c->loader };
    for (unsigned k = 0; k < c->cf->method_count; k++) {
        int rc = verify_method_env(c->cf, &c->cf->methods[k], &env, err, sizeof err);
        if (rc == -3) {
            /* A class the code needs is missing: NoClassDefFoundError naming
             * it, caused by the loader's ClassNotFoundException (as HotSpot,
             * whose verifier loads it), never a VerifyError. */
            char dn[sizeof err];
            snprintf(dn, sizeof dn, "%s", err);
            for (char *p = dn; *p; p++)
                if (*p == '/')
                    *p = '.';
            Object *cause = exc_new(t, "java/lang/ClassNotFoundException", dn, NULL);
            Object *e = exc_new(t, "java/lang/NoClassDefFoundError", err, cause);
            if (e != NULL)
                t->exception = e;
            return -1;
        }
        if (rc < 0) {
            exc_throw(t, rc == -2 ? "java/lang/ClassFormatError" : "java/lang/VerifyError", err);
            return -1;
        }
    }
    return 0;
}
