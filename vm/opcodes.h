/* opcodes.h: every instruction, as one X-macro list: X(name, code, length).
 *
 * Codes 0..201 are the JVMS 17 instructions (length 0: variable, i.e.
 * tableswitch, lookupswitch and wide).  Codes from 203 are this VM's quick
 * variants: an instruction is rewritten to one after its constant-pool entry
 * has been resolved; they keep the original operands (the cp index).
 * invokevirtual_iface is invokevirtual of a method declared in an interface
 * (selected through the method table); putfield_z masks a boolean store.
 * ilil_cmp_N/_x are super-instructions written at link time (interp_prepare)
 * over the first byte of `iload_N`/`iload x` when an int load or constant
 * and an if_icmp<cond> follow: they run all three (the two later
 * instructions stay intact, as branch targets); same length as the iload. */
#ifndef VM_OPCODES_H
#define VM_OPCODES_H

#define OPCODE_LIST(X) \
    X(nop, 0, 1) \
    X(aconst_null, 1, 1) \
    X(iconst_m1, 2, 1) \
    X(iconst_0, 3, 1) \
    X(iconst_1, 4, 1) \
    X(iconst_2, 5, 1) \
    X(iconst_3, 6, 1) \
    X(iconst_4, 7, 1) \
    X(iconst_5, 8, 1) \
    X(lconst_0, 9, 1) \
    X(lconst_1, 10, 1) \
    X(fconst_0, 11, 1) \
    X(fconst_1, 12, 1) \
    X(fconst_2, 13, 1) \
    X(dconst_0, 14, 1) \
    X(dconst_1, 15, 1) \
    X(bipush, 16, 2) \
    X(sipush, 17, 3) \
    X(ldc, 18, 2) \
    X(ldc_w, 19, 3) \
    X(ldc2_w, 20, 3) \
    X(iload, 21, 2) \
    X(lload, 22, 2) \
    X(fload, 23, 2) \
    X(dload, 24, 2) \
    X(aload, 25, 2) \
    X(iload_0, 26, 1) \
    X(iload_1, 27, 1) \
    X(iload_2, 28, 1) \
    X(iload_3, 29, 1) \
    X(lload_0, 30, 1) \
    X(lload_1, 31, 1) \
    X(lload_2, 32, 1) \
    X(lload_3, 33, 1) \
    X(fload_0, 34, 1) \
    X(fload_1, 35, 1) \
    X(fload_2, 36, 1) \
    X(fload_3, 37, 1) \
    X(dload_0, 38, 1) \
    X(dload_1, 39, 1) \
    X(dload_2, 40, 1) \
    X(dload_3, 41, 1) \
    X(aload_0, 42, 1) \
    X(aload_1, 43, 1) \
    X(aload_2, 44, 1) \
    X(aload_3, 45, 1) \
    X(iaload, 46, 1) \
    X(laload, 47, 1) \
    X(faload, 48, 1) \
    X(daload, 49, 1) \
    X(aaload, 50, 1) \
    X(baload, 51, 1) \
    X(caload, 52, 1) \
    X(saload, 53, 1) \
    X(istore, 54, 2) \
    X(lstore, 55, 2) \
    X(fstore, 56, 2) \
    X(dstore, 57, 2) \
    X(astore, 58, 2) \
    X(istore_0, 59, 1) \
    X(istore_1, 60, 1) \
    X(istore_2, 61, 1) \
    X(istore_3, 62, 1) \
    X(lstore_0, 63, 1) \
    X(lstore_1, 64, 1) \
    X(lstore_2, 65, 1) \
    X(lstore_3, 66, 1) \
    X(fstore_0, 67, 1) \
    X(fstore_1, 68, 1) \
    X(fstore_2, 69, 1) \
    X(fstore_3, 70, 1) \
    X(dstore_0, 71, 1) \
    X(dstore_1, 72, 1) \
    X(dstore_2, 73, 1) \
    X(dstore_3, 74, 1) \
    X(astore_0, 75, 1) \
    X(astore_1, 76, 1) \
    X(astore_2, 77, 1) \
    X(astore_3, 78, 1) \
    X(iastore, 79, 1) \
    X(lastore, 80, 1) \
    X(fastore, 81, 1) \
    X(dastore, 82, 1) \
    X(aastore, 83, 1) \
    X(bastore, 84, 1) \
    X(castore, 85, 1) \
    X(sastore, 86, 1) \
    X(pop, 87, 1) \
    X(pop2, 88, 1) \
    X(dup, 89, 1) \
    X(dup_x1, 90, 1) \
    X(dup_x2, 91, 1) \
    X(dup2, 92, 1) \
    X(dup2_x1, 93, 1) \
    X(dup2_x2, 94, 1) \
    X(swap, 95, 1) \
    X(iadd, 96, 1) \
    X(ladd, 97, 1) \
    X(fadd, 98, 1) \
    X(dadd, 99, 1) \
    X(isub, 100, 1) \
    X(lsub, 101, 1) \
    X(fsub, 102, 1) \
    X(dsub, 103, 1) \
    X(imul, 104, 1) \
    X(lmul, 105, 1) \
    X(fmul, 106, 1) \
    X(dmul, 107, 1) \
    X(idiv, 108, 1) \
    X(ldiv, 109, 1) \
    X(fdiv, 110, 1) \
    X(ddiv, 111, 1) \
    X(irem, 112, 1) \
    X(lrem, 113, 1) \
    X(frem, 114, 1) \
    X(drem, 115, 1) \
    X(ineg, 116, 1) \
    X(lneg, 117, 1) \
    X(fneg, 118, 1) \
    X(dneg, 119, 1) \
    X(ishl, 120, 1) \
    X(lshl, 121, 1) \
    X(ishr, 122, 1) \
    X(lshr, 123, 1) \
    X(iushr, 124, 1) \
    X(lushr, 125, 1) \
    X(iand, 126, 1) \
    X(land, 127, 1) \
    X(ior, 128, 1) \
    X(lor, 129, 1) \
    X(ixor, 130, 1) \
    X(lxor, 131, 1) \
    X(iinc, 132, 3) \
    X(i2l, 133, 1) \
    X(i2f, 134, 1) \
    X(i2d, 135, 1) \
    X(l2i, 136, 1) \
    X(l2f, 137, 1) \
    X(l2d, 138, 1) \
    X(f2i, 139, 1) \
    X(f2l, 140, 1) \
    X(f2d, 141, 1) \
    X(d2i, 142, 1) \
    X(d2l, 143, 1) \
    X(d2f, 144, 1) \
    X(i2b, 145, 1) \
    X(i2c, 146, 1) \
    X(i2s, 147, 1) \
    X(lcmp, 148, 1) \
    X(fcmpl, 149, 1) \
    X(fcmpg, 150, 1) \
    X(dcmpl, 151, 1) \
    X(dcmpg, 152, 1) \
    X(ifeq, 153, 3) \
    X(ifne, 154, 3) \
    X(iflt, 155, 3) \
    X(ifge, 156, 3) \
    X(ifgt, 157, 3) \
    X(ifle, 158, 3) \
    X(if_icmpeq, 159, 3) \
    X(if_icmpne, 160, 3) \
    X(if_icmplt, 161, 3) \
    X(if_icmpge, 162, 3) \
    X(if_icmpgt, 163, 3) \
    X(if_icmple, 164, 3) \
    X(if_acmpeq, 165, 3) \
    X(if_acmpne, 166, 3) \
    X(goto, 167, 3) \
    X(jsr, 168, 3) \
    X(ret, 169, 2) \
    X(tableswitch, 170, 0) \
    X(lookupswitch, 171, 0) \
    X(ireturn, 172, 1) \
    X(lreturn, 173, 1) \
    X(freturn, 174, 1) \
    X(dreturn, 175, 1) \
    X(areturn, 176, 1) \
    X(return, 177, 1) \
    X(getstatic, 178, 3) \
    X(putstatic, 179, 3) \
    X(getfield, 180, 3) \
    X(putfield, 181, 3) \
    X(invokevirtual, 182, 3) \
    X(invokespecial, 183, 3) \
    X(invokestatic, 184, 3) \
    X(invokeinterface, 185, 5) \
    X(invokedynamic, 186, 5) \
    X(new, 187, 3) \
    X(newarray, 188, 2) \
    X(anewarray, 189, 3) \
    X(arraylength, 190, 1) \
    X(athrow, 191, 1) \
    X(checkcast, 192, 3) \
    X(instanceof, 193, 3) \
    X(monitorenter, 194, 1) \
    X(monitorexit, 195, 1) \
    X(wide, 196, 0) \
    X(multianewarray, 197, 4) \
    X(ifnull, 198, 3) \
    X(ifnonnull, 199, 3) \
    X(goto_w, 200, 5) \
    X(jsr_w, 201, 5) \
    X(getfield_i, 203, 3) \
    X(getfield_j, 204, 3) \
    X(getfield_a, 205, 3) \
    X(putfield_i, 206, 3) \
    X(putfield_j, 207, 3) \
    X(putfield_a, 208, 3) \
    X(getstatic_i, 209, 3) \
    X(getstatic_j, 210, 3) \
    X(getstatic_a, 211, 3) \
    X(putstatic_i, 212, 3) \
    X(putstatic_j, 213, 3) \
    X(putstatic_a, 214, 3) \
    X(invokevirtual_q, 215, 3) \
    X(invokespecial_q, 216, 3) \
    X(invokestatic_q, 217, 3) \
    X(invokeinterface_q, 218, 5) \
    X(invokedynamic_q, 219, 5) \
    X(new_q, 220, 3) \
    X(checkcast_q, 221, 3) \
    X(instanceof_q, 222, 3) \
    X(anewarray_q, 223, 3) \
    X(ldc_q, 224, 2) \
    X(ldc_w_q, 225, 3) \
    X(putfield_z, 226, 3) \
    X(invokevirtual_iface, 227, 3) \
    X(ilil_cmp_0, 228, 1) \
    X(ilil_cmp_1, 229, 1) \
    X(ilil_cmp_2, 230, 1) \
    X(ilil_cmp_3, 231, 1) \
    X(ilil_cmp_x, 232, 2) \

enum Opcode {
#define OP_ENUM(name, code, len) OP_##name = code,
    OPCODE_LIST(OP_ENUM)
#undef OP_ENUM
};

/* Length in bytes of each opcode (0 for variable or unused codes). */
extern const unsigned char opcode_length[256];
extern const char *const opcode_name[256];

#endif
