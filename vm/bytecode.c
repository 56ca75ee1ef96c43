/* bytecode.c: the tables of bytecode.h, built from opcodes.h's list, and the
 * walkers over code that every decoder shares. */
#include <stdlib.h>
#include <string.h>
#include "bytecode.h"
#include "class.h"

const unsigned char opcode_length[256] = {
#define OP_LEN(name, code, len, orig, pop, push) [code] = len,
    OPCODE_LIST(OP_LEN)
#undef OP_LEN
};

const char *const opcode_name[256] = {
#define OP_NAME(name, code, len, orig, pop, push) [code] = #name,
    OPCODE_LIST(OP_NAME)
#undef OP_NAME
};

const uint8_t bc_orig[256] = {
#define OP_ORIG(name, code, len, orig, pop, push) [code] = OP_##orig,
    OPCODE_LIST(OP_ORIG)
#undef OP_ORIG
};

const int8_t bc_pop[256] = {
#define OP_POP(name, code, len, orig, pop, push) [code] = pop,
    OPCODE_LIST(OP_POP)
#undef OP_POP
};

const int8_t bc_push[256] = {
#define OP_PUSH(name, code, len, orig, pop, push) [code] = push,
    OPCODE_LIST(OP_PUSH)
#undef OP_PUSH
};

/* The first byte after a switch's padding. */
static uint32_t switch_base(uint32_t pc) { return (pc + 4) & ~3u; }

void bc_switch(const uint8_t *code, uint32_t pc, BcSwitch *sw)
{
    const uint8_t *p = code + switch_base(pc);
    sw->lookup = bc_orig[code[pc]] == OP_lookupswitch;
    sw->default_off = bc_s4(p);
    if (sw->lookup) {
        sw->low = 0;
        sw->count = (uint32_t)bc_s4(p + 4);
        sw->table = p + 8;
    } else {
        sw->low = bc_s4(p + 4);
        sw->count = (uint32_t)((int64_t)bc_s4(p + 8) - sw->low + 1);
        sw->table = p + 12;
    }
}

uint32_t bc_len(const uint8_t *code, uint32_t pc)
{
    uint8_t op = bc_orig[code[pc]];
    if (op == OP_tableswitch || op == OP_lookupswitch) {
        BcSwitch sw;
        bc_switch(code, pc, &sw);
        return (uint32_t)(sw.table - (code + pc)) + sw.count * (sw.lookup ? 8 : 4);
    }
    if (op == OP_wide)
        return code[pc + 1] == OP_iinc ? 6 : 4;
    return opcode_length[code[pc]];
}

static int wide_ok(uint8_t op)
{
    return (op >= OP_iload && op <= OP_aload) || (op >= OP_istore && op <= OP_astore) ||
           op == OP_ret || op == OP_iinc;
}

uint32_t bc_len_checked(const uint8_t *code, uint32_t len, uint32_t pc, int max_op,
                        enum BcError *err)
{
    uint8_t op = code[pc];
    *err = BC_OK;
    if (op > max_op || opcode_name[op] == NULL) {
        *err = BC_ILLEGAL;
        return 0;
    }
    op = bc_orig[op];
    if (op == OP_tableswitch || op == OP_lookupswitch) {
        uint64_t base = switch_base(pc);
        if (base + (op == OP_tableswitch ? 12 : 8) > len) {
            *err = BC_TRUNCATED;
            return 0;
        }
        const uint8_t *p = code + base;
        uint64_t n, entry;
        if (op == OP_tableswitch) {
            int32_t lo = bc_s4(p + 4), hi = bc_s4(p + 8);
            if (lo > hi) {
                *err = BC_SWITCH_RANGE;
                return 0;
            }
            n = (uint64_t)((int64_t)hi - lo + 1);
            entry = 4;
            base += 12;
        } else {
            int32_t np = bc_s4(p + 4);
            if (np < 0) {
                *err = BC_SWITCH_COUNT;
                return 0;
            }
            n = (uint64_t)np;
            entry = 8;
            base += 8;
        }
        if (base + n * entry > len) {
            *err = BC_TRUNCATED;
            return 0;
        }
        return (uint32_t)(base + n * entry - pc);
    }
    if (op == OP_wide) {
        if (len - pc < 2) {
            *err = BC_TRUNCATED;
            return 0;
        }
        if (!wide_ok(code[pc + 1])) {
            *err = BC_ILLEGAL;
            return 0;
        }
        uint32_t l = code[pc + 1] == OP_iinc ? 6 : 4;
        if (len - pc < l) {
            *err = BC_TRUNCATED;
            return 0;
        }
        return l;
    }
    if (len - pc < opcode_length[code[pc]]) {
        *err = BC_TRUNCATED;
        return 0;
    }
    return opcode_length[code[pc]];
}

int bc_effect(const uint8_t *code, uint32_t pc, int *pop, int *push)
{
    uint8_t op = bc_orig[code[pc]];
    if (op == OP_wide) {
        uint8_t w = code[pc + 1];
        *pop = w == OP_iinc || w == OP_ret ? 0 : bc_pop[w];
        *push = w == OP_iinc || w == OP_ret ? 0 : bc_push[w];
        return 0;
    }
    if (op == OP_multianewarray) {
        *pop = code[pc + 3];
        *push = 1;
        return 0;
    }
    *pop = bc_pop[op];
    *push = bc_push[op];
    return *pop < 0 ? -1 : 0;
}

/* What constant-pool entry idx names, javap's way: "Method a/B.m:(I)V". */
static void put_cp(FILE *out, const ClassFile *cf, unsigned idx)
{
    if (cf == NULL || idx == 0 || idx >= cf->cp_count)
        return;
    const CfConst *e = &cf->cp[idx];
    switch (e->tag) {
    case CP_CLASS:
        fprintf(out, " // class %s", cf_class_name(cf, idx));
        break;
    case CP_STRING:
        fprintf(out, " // String %s", cf_utf8(cf, e->u.ref.a));
        break;
    case CP_INTEGER:
        fprintf(out, " // int %d", e->u.i);
        break;
    case CP_FLOAT:
        fprintf(out, " // float %g", (double)e->u.f);
        break;
    case CP_LONG:
        fprintf(out, " // long %lld", (long long)e->u.l);
        break;
    case CP_DOUBLE:
        fprintf(out, " // double %g", e->u.d);
        break;
    case CP_FIELDREF: case CP_METHODREF: case CP_INTERFACE_METHODREF: case CP_INVOKE_DYNAMIC: {
        unsigned nt = e->u.ref.b;
        if (nt == 0 || nt >= cf->cp_count)
            return;
        const char *kind = e->tag == CP_FIELDREF ? "Field" : e->tag == CP_METHODREF ? "Method" :
                           e->tag == CP_INTERFACE_METHODREF ? "InterfaceMethod" : "InvokeDynamic";
        fprintf(out, " // %s ", kind);
        if (e->tag == CP_INVOKE_DYNAMIC)
            fprintf(out, "#%u:", e->u.ref.a);
        else
            fprintf(out, "%s.", cf_class_name(cf, e->u.ref.a));
        fprintf(out, "%s:%s", cf_utf8(cf, cf->cp[nt].u.ref.a), cf_utf8(cf, cf->cp[nt].u.ref.b));
        break;
    }
    default:
        break;
    }
}

static void disassemble(FILE *out, const Method *m);

void bc_disassemble(FILE *out, const Method *m)
{
    /* Written to memory first, so that the padding after an instruction
     * without operands can be dropped from each line. */
    char *text = NULL;
    size_t size = 0;
    FILE *mem = open_memstream(&text, &size);
    if (mem == NULL) {
        disassemble(out, m);
        return;
    }
    disassemble(mem, m);
    fclose(mem);
    for (char *line = text, *nl; line != NULL && *line != 0; line = nl ? nl + 1 : NULL) {
        nl = strchr(line, '\n');
        size_t n = nl ? (size_t)(nl - line) : strlen(line);
        while (n > 0 && line[n - 1] == ' ')
            n--;
        fprintf(out, "%.*s\n", (int)n, line);
    }
    free(text);
}

static void disassemble(FILE *out, const Method *m)
{
    const ClassFile *cf = m->cls->cf;
    const uint8_t *code = m->code;
    for (uint32_t pc = 0; pc < m->code_length; ) {
        uint8_t op = code[pc];
        uint8_t o = bc_orig[op];
        uint32_t l = bc_len(code, pc);
        if (l == 0)
            break;
        if (o == OP_wide) {         /* javap's names: iinc_w, lload_w, ... */
            char wn[24];
            snprintf(wn, sizeof wn, "%s_w", opcode_name[code[pc + 1]]);
            fprintf(out, "%8u: %-13s %u", pc, wn, bc_u2(code + pc + 2));
            if (code[pc + 1] == OP_iinc)
                fprintf(out, ", %d", bc_s2(code + pc + 4));
            fputc('\n', out);
            pc += l;
            continue;
        }
        fprintf(out, "%8u: %-13s", pc, opcode_name[op] ? opcode_name[op] : "?");
        switch (o) {
        case OP_bipush:
            fprintf(out, " %d", (int8_t)code[pc + 1]);
            break;
        case OP_sipush:
            fprintf(out, " %d", bc_s2(code + pc + 1));
            break;
        case OP_ldc:
            fprintf(out, " #%u", code[pc + 1]);
            put_cp(out, cf, code[pc + 1]);
            break;
        case OP_iload: case OP_lload: case OP_fload: case OP_dload: case OP_aload:
        case OP_istore: case OP_lstore: case OP_fstore: case OP_dstore: case OP_astore:
        case OP_ret: case OP_newarray:
            fprintf(out, " %u", code[pc + 1]);
            break;
        case OP_iinc:
            fprintf(out, " %u, %d", code[pc + 1], (int8_t)code[pc + 2]);
            break;
        case OP_ifeq: case OP_ifne: case OP_iflt: case OP_ifge: case OP_ifgt: case OP_ifle:
        case OP_if_icmpeq: case OP_if_icmpne: case OP_if_icmplt: case OP_if_icmpge:
        case OP_if_icmpgt: case OP_if_icmple: case OP_if_acmpeq: case OP_if_acmpne:
        case OP_goto: case OP_jsr: case OP_ifnull: case OP_ifnonnull:
            fprintf(out, " %d", (int32_t)pc + bc_s2(code + pc + 1));
            break;
        case OP_goto_w: case OP_jsr_w:
            fprintf(out, " %d", (int32_t)pc + bc_s4(code + pc + 1));
            break;
        case OP_tableswitch: case OP_lookupswitch: {
            BcSwitch sw;
            bc_switch(code, pc, &sw);
            fprintf(out, " { // %u", sw.count);
            for (uint32_t k = 0; k < sw.count; k++)
                fprintf(out, "\n%24d: %d", bc_switch_key(&sw, k), (int32_t)pc + bc_switch_offset(&sw, k));
            fprintf(out, "\n%24s: %d\n%10s}", "default", (int32_t)pc + sw.default_off, "");
            break;
        }
        case OP_multianewarray:
            fprintf(out, " #%u, %u", bc_u2(code + pc + 1), code[pc + 3]);
            put_cp(out, cf, bc_u2(code + pc + 1));
            break;
        case OP_invokeinterface:
            fprintf(out, " #%u, %u", bc_u2(code + pc + 1), code[pc + 3]);
            put_cp(out, cf, bc_u2(code + pc + 1));
            break;
        default:
            if (l >= 3) {           /* every other 3- and 5-byte form has a cp index */
                fprintf(out, " #%u", bc_u2(code + pc + 1));
                put_cp(out, cf, bc_u2(code + pc + 1));
            }
            break;
        }
        if (op != o)
            fprintf(out, "   [quick: %s]", opcode_name[o]);
        fputc('\n', out);
        pc += l;
    }
}
