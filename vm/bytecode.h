/* bytecode.h: facts about instructions, from the one list in opcodes.h.
 *
 * Every part of the VM that walks code asks here: the interpreter (at link
 * time), the verifier, the NullPointerException analysis, the test hooks and
 * the disassembler.  Two length functions: bc_len for code the verifier has
 * accepted (maybe quickened since), which trusts it; bc_len_checked for
 * bytes nobody has checked, which never reads past `len`. */
#ifndef VM_BYTECODE_H
#define VM_BYTECODE_H

#include <stdint.h>
#include <stdio.h>
#include "opcodes.h"

/* The JVMS instruction each opcode stands for (itself for 0..201; 0 for
 * unused codes, which callers never look up for verified code). */
extern const uint8_t bc_orig[256];

/* Operand-stack slots popped and pushed by bc_orig[op], -1 where an operand
 * decides (see opcodes.h). */
extern const int8_t bc_pop[256], bc_push[256];

static inline uint16_t bc_u2(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static inline int16_t bc_s2(const uint8_t *p) { return (int16_t)bc_u2(p); }
static inline int32_t bc_s4(const uint8_t *p)
{
    return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]);
}

/* A tableswitch or lookupswitch, decoded: `count` targets besides the
 * default, offsets relative to the switch instruction. */
typedef struct BcSwitch {
    int lookup;                     /* 1: lookupswitch (key, offset pairs) */
    int32_t default_off;
    int32_t low;                    /* tableswitch: the first key */
    uint32_t count;
    const uint8_t *table;           /* the first entry after the header */
} BcSwitch;

/* Decodes the switch at code[pc] (verified code). */
void bc_switch(const uint8_t *code, uint32_t pc, BcSwitch *sw);

/* Offset of target k (0 <= k < count) and the key that selects it. */
static inline int32_t bc_switch_offset(const BcSwitch *sw, uint32_t k)
{
    return bc_s4(sw->table + (sw->lookup ? 8 * k + 4 : 4 * k));
}
static inline int32_t bc_switch_key(const BcSwitch *sw, uint32_t k)
{
    return sw->lookup ? bc_s4(sw->table + 8 * k) : (int32_t)((int64_t)sw->low + k);
}

/* Length of the instruction at pc of verified (maybe quickened) code. */
uint32_t bc_len(const uint8_t *code, uint32_t pc);

enum BcError {
    BC_OK,
    BC_ILLEGAL,                     /* unused opcode, or wide of one it cannot widen */
    BC_TRUNCATED,                   /* the instruction runs past the end of the code */
    BC_SWITCH_RANGE,                /* tableswitch with low > high */
    BC_SWITCH_COUNT                 /* lookupswitch with a negative pair count */
};

/* Length of the instruction at pc of code[0..len) that nobody has checked,
 * for opcodes up to max_op (OP_jsr_w: class-file code; 255: quickened code
 * too).  Returns the length, or 0 with *err set; never reads past len. */
uint32_t bc_len_checked(const uint8_t *code, uint32_t len, uint32_t pc, int max_op,
                        enum BcError *err);

/* Slots popped and pushed by the instruction at pc, from the table; 0, or
 * -1 where an operand decides (the caller asks the constant pool). */
int bc_effect(const uint8_t *code, uint32_t pc, int *pop, int *push);

struct Method;

/* Prints m's code in the shape of `javap -c`: one line per instruction,
 * its offset, its name as it is now (quick forms show as themselves, with
 * what they stand for), its operands, and what a constant-pool operand names. */
void bc_disassemble(FILE *out, const struct Method *m);

#endif
