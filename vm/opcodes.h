/* opcodes.h: every instruction, as one X-macro list:
 * X(name, code, length, orig, pop, push).
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
 * instructions stay intact, as branch targets); same length as the iload.
 * The same way: ilil_op_N/_x over `iload` when an int load or constant and
 * one of iadd isub imul iand ior ixor ishl ishr iushr follow (and store the
 * result straight into a local when an istore comes next); algf_N/_x over
 * `aload` when a getfield or dup; getfield follows (they run it once it is quick);
 * iinc_goto over `iinc` when a goto follows; dldl_op_x over `dload x` when
 * a dload and dadd dsub dmul or ddiv follow (and a dstore next);
 * alil_xa_N/_x over `aload` when an iload and iaload baload caload saload
 * or aaload follow; lcmp_if over `lcmp` when an if<cond> follows;
 * llop_N/_x over `lload` when an lload, lconst or ldc2_w and ladd lsub lmul
 * land lor or lxor follow (and an lstore next).
 *
 * `orig` is the JVMS instruction a row stands for (itself for 0..201): what
 * the class file said before quickening, and what every analysis of code
 * (npe.c, the disassembler) reasons about.  `pop` and `push` are the operand
 * stack slots `orig` takes and leaves (long and double count two), or -1
 * where an operand decides: field and method descriptors, multianewarray's
 * dimensions, wide's instruction.  A new quick form or super-instruction is
 * one row here, a CASE in interp.c, and nothing else: bytecode.c derives
 * lengths, originals and effects from this list. */
#ifndef VM_OPCODES_H
#define VM_OPCODES_H

#define OPCODE_LIST(X) \
    X(nop, 0, 1, nop, 0, 0) \
    X(aconst_null, 1, 1, aconst_null, 0, 1) \
    X(iconst_m1, 2, 1, iconst_m1, 0, 1) \
    X(iconst_0, 3, 1, iconst_0, 0, 1) \
    X(iconst_1, 4, 1, iconst_1, 0, 1) \
    X(iconst_2, 5, 1, iconst_2, 0, 1) \
    X(iconst_3, 6, 1, iconst_3, 0, 1) \
    X(iconst_4, 7, 1, iconst_4, 0, 1) \
    X(iconst_5, 8, 1, iconst_5, 0, 1) \
    X(lconst_0, 9, 1, lconst_0, 0, 2) \
    X(lconst_1, 10, 1, lconst_1, 0, 2) \
    X(fconst_0, 11, 1, fconst_0, 0, 1) \
    X(fconst_1, 12, 1, fconst_1, 0, 1) \
    X(fconst_2, 13, 1, fconst_2, 0, 1) \
    X(dconst_0, 14, 1, dconst_0, 0, 2) \
    X(dconst_1, 15, 1, dconst_1, 0, 2) \
    X(bipush, 16, 2, bipush, 0, 1) \
    X(sipush, 17, 3, sipush, 0, 1) \
    X(ldc, 18, 2, ldc, 0, 1) \
    X(ldc_w, 19, 3, ldc_w, 0, 1) \
    X(ldc2_w, 20, 3, ldc2_w, 0, 2) \
    X(iload, 21, 2, iload, 0, 1) \
    X(lload, 22, 2, lload, 0, 2) \
    X(fload, 23, 2, fload, 0, 1) \
    X(dload, 24, 2, dload, 0, 2) \
    X(aload, 25, 2, aload, 0, 1) \
    X(iload_0, 26, 1, iload_0, 0, 1) \
    X(iload_1, 27, 1, iload_1, 0, 1) \
    X(iload_2, 28, 1, iload_2, 0, 1) \
    X(iload_3, 29, 1, iload_3, 0, 1) \
    X(lload_0, 30, 1, lload_0, 0, 2) \
    X(lload_1, 31, 1, lload_1, 0, 2) \
    X(lload_2, 32, 1, lload_2, 0, 2) \
    X(lload_3, 33, 1, lload_3, 0, 2) \
    X(fload_0, 34, 1, fload_0, 0, 1) \
    X(fload_1, 35, 1, fload_1, 0, 1) \
    X(fload_2, 36, 1, fload_2, 0, 1) \
    X(fload_3, 37, 1, fload_3, 0, 1) \
    X(dload_0, 38, 1, dload_0, 0, 2) \
    X(dload_1, 39, 1, dload_1, 0, 2) \
    X(dload_2, 40, 1, dload_2, 0, 2) \
    X(dload_3, 41, 1, dload_3, 0, 2) \
    X(aload_0, 42, 1, aload_0, 0, 1) \
    X(aload_1, 43, 1, aload_1, 0, 1) \
    X(aload_2, 44, 1, aload_2, 0, 1) \
    X(aload_3, 45, 1, aload_3, 0, 1) \
    X(iaload, 46, 1, iaload, 2, 1) \
    X(laload, 47, 1, laload, 2, 2) \
    X(faload, 48, 1, faload, 2, 1) \
    X(daload, 49, 1, daload, 2, 2) \
    X(aaload, 50, 1, aaload, 2, 1) \
    X(baload, 51, 1, baload, 2, 1) \
    X(caload, 52, 1, caload, 2, 1) \
    X(saload, 53, 1, saload, 2, 1) \
    X(istore, 54, 2, istore, 1, 0) \
    X(lstore, 55, 2, lstore, 2, 0) \
    X(fstore, 56, 2, fstore, 1, 0) \
    X(dstore, 57, 2, dstore, 2, 0) \
    X(astore, 58, 2, astore, 1, 0) \
    X(istore_0, 59, 1, istore_0, 1, 0) \
    X(istore_1, 60, 1, istore_1, 1, 0) \
    X(istore_2, 61, 1, istore_2, 1, 0) \
    X(istore_3, 62, 1, istore_3, 1, 0) \
    X(lstore_0, 63, 1, lstore_0, 2, 0) \
    X(lstore_1, 64, 1, lstore_1, 2, 0) \
    X(lstore_2, 65, 1, lstore_2, 2, 0) \
    X(lstore_3, 66, 1, lstore_3, 2, 0) \
    X(fstore_0, 67, 1, fstore_0, 1, 0) \
    X(fstore_1, 68, 1, fstore_1, 1, 0) \
    X(fstore_2, 69, 1, fstore_2, 1, 0) \
    X(fstore_3, 70, 1, fstore_3, 1, 0) \
    X(dstore_0, 71, 1, dstore_0, 2, 0) \
    X(dstore_1, 72, 1, dstore_1, 2, 0) \
    X(dstore_2, 73, 1, dstore_2, 2, 0) \
    X(dstore_3, 74, 1, dstore_3, 2, 0) \
    X(astore_0, 75, 1, astore_0, 1, 0) \
    X(astore_1, 76, 1, astore_1, 1, 0) \
    X(astore_2, 77, 1, astore_2, 1, 0) \
    X(astore_3, 78, 1, astore_3, 1, 0) \
    X(iastore, 79, 1, iastore, 3, 0) \
    X(lastore, 80, 1, lastore, 4, 0) \
    X(fastore, 81, 1, fastore, 3, 0) \
    X(dastore, 82, 1, dastore, 4, 0) \
    X(aastore, 83, 1, aastore, 3, 0) \
    X(bastore, 84, 1, bastore, 3, 0) \
    X(castore, 85, 1, castore, 3, 0) \
    X(sastore, 86, 1, sastore, 3, 0) \
    X(pop, 87, 1, pop, 1, 0) \
    X(pop2, 88, 1, pop2, 2, 0) \
    X(dup, 89, 1, dup, 1, 2) \
    X(dup_x1, 90, 1, dup_x1, 2, 3) \
    X(dup_x2, 91, 1, dup_x2, 3, 4) \
    X(dup2, 92, 1, dup2, 2, 4) \
    X(dup2_x1, 93, 1, dup2_x1, 3, 5) \
    X(dup2_x2, 94, 1, dup2_x2, 4, 6) \
    X(swap, 95, 1, swap, 2, 2) \
    X(iadd, 96, 1, iadd, 2, 1) \
    X(ladd, 97, 1, ladd, 4, 2) \
    X(fadd, 98, 1, fadd, 2, 1) \
    X(dadd, 99, 1, dadd, 4, 2) \
    X(isub, 100, 1, isub, 2, 1) \
    X(lsub, 101, 1, lsub, 4, 2) \
    X(fsub, 102, 1, fsub, 2, 1) \
    X(dsub, 103, 1, dsub, 4, 2) \
    X(imul, 104, 1, imul, 2, 1) \
    X(lmul, 105, 1, lmul, 4, 2) \
    X(fmul, 106, 1, fmul, 2, 1) \
    X(dmul, 107, 1, dmul, 4, 2) \
    X(idiv, 108, 1, idiv, 2, 1) \
    X(ldiv, 109, 1, ldiv, 4, 2) \
    X(fdiv, 110, 1, fdiv, 2, 1) \
    X(ddiv, 111, 1, ddiv, 4, 2) \
    X(irem, 112, 1, irem, 2, 1) \
    X(lrem, 113, 1, lrem, 4, 2) \
    X(frem, 114, 1, frem, 2, 1) \
    X(drem, 115, 1, drem, 4, 2) \
    X(ineg, 116, 1, ineg, 1, 1) \
    X(lneg, 117, 1, lneg, 2, 2) \
    X(fneg, 118, 1, fneg, 1, 1) \
    X(dneg, 119, 1, dneg, 2, 2) \
    X(ishl, 120, 1, ishl, 2, 1) \
    X(lshl, 121, 1, lshl, 3, 2) \
    X(ishr, 122, 1, ishr, 2, 1) \
    X(lshr, 123, 1, lshr, 3, 2) \
    X(iushr, 124, 1, iushr, 2, 1) \
    X(lushr, 125, 1, lushr, 3, 2) \
    X(iand, 126, 1, iand, 2, 1) \
    X(land, 127, 1, land, 4, 2) \
    X(ior, 128, 1, ior, 2, 1) \
    X(lor, 129, 1, lor, 4, 2) \
    X(ixor, 130, 1, ixor, 2, 1) \
    X(lxor, 131, 1, lxor, 4, 2) \
    X(iinc, 132, 3, iinc, 0, 0) \
    X(i2l, 133, 1, i2l, 1, 2) \
    X(i2f, 134, 1, i2f, 1, 1) \
    X(i2d, 135, 1, i2d, 1, 2) \
    X(l2i, 136, 1, l2i, 2, 1) \
    X(l2f, 137, 1, l2f, 2, 1) \
    X(l2d, 138, 1, l2d, 2, 2) \
    X(f2i, 139, 1, f2i, 1, 1) \
    X(f2l, 140, 1, f2l, 1, 2) \
    X(f2d, 141, 1, f2d, 1, 2) \
    X(d2i, 142, 1, d2i, 2, 1) \
    X(d2l, 143, 1, d2l, 2, 2) \
    X(d2f, 144, 1, d2f, 2, 1) \
    X(i2b, 145, 1, i2b, 1, 1) \
    X(i2c, 146, 1, i2c, 1, 1) \
    X(i2s, 147, 1, i2s, 1, 1) \
    X(lcmp, 148, 1, lcmp, 4, 1) \
    X(fcmpl, 149, 1, fcmpl, 2, 1) \
    X(fcmpg, 150, 1, fcmpg, 2, 1) \
    X(dcmpl, 151, 1, dcmpl, 4, 1) \
    X(dcmpg, 152, 1, dcmpg, 4, 1) \
    X(ifeq, 153, 3, ifeq, 1, 0) \
    X(ifne, 154, 3, ifne, 1, 0) \
    X(iflt, 155, 3, iflt, 1, 0) \
    X(ifge, 156, 3, ifge, 1, 0) \
    X(ifgt, 157, 3, ifgt, 1, 0) \
    X(ifle, 158, 3, ifle, 1, 0) \
    X(if_icmpeq, 159, 3, if_icmpeq, 2, 0) \
    X(if_icmpne, 160, 3, if_icmpne, 2, 0) \
    X(if_icmplt, 161, 3, if_icmplt, 2, 0) \
    X(if_icmpge, 162, 3, if_icmpge, 2, 0) \
    X(if_icmpgt, 163, 3, if_icmpgt, 2, 0) \
    X(if_icmple, 164, 3, if_icmple, 2, 0) \
    X(if_acmpeq, 165, 3, if_acmpeq, 2, 0) \
    X(if_acmpne, 166, 3, if_acmpne, 2, 0) \
    X(goto, 167, 3, goto, 0, 0) \
    X(jsr, 168, 3, jsr, 0, 1) \
    X(ret, 169, 2, ret, 0, 0) \
    X(tableswitch, 170, 0, tableswitch, 1, 0) \
    X(lookupswitch, 171, 0, lookupswitch, 1, 0) \
    X(ireturn, 172, 1, ireturn, 1, 0) \
    X(lreturn, 173, 1, lreturn, 2, 0) \
    X(freturn, 174, 1, freturn, 1, 0) \
    X(dreturn, 175, 1, dreturn, 2, 0) \
    X(areturn, 176, 1, areturn, 1, 0) \
    X(return, 177, 1, return, 0, 0) \
    X(getstatic, 178, 3, getstatic, -1, -1) \
    X(putstatic, 179, 3, putstatic, -1, -1) \
    X(getfield, 180, 3, getfield, -1, -1) \
    X(putfield, 181, 3, putfield, -1, -1) \
    X(invokevirtual, 182, 3, invokevirtual, -1, -1) \
    X(invokespecial, 183, 3, invokespecial, -1, -1) \
    X(invokestatic, 184, 3, invokestatic, -1, -1) \
    X(invokeinterface, 185, 5, invokeinterface, -1, -1) \
    X(invokedynamic, 186, 5, invokedynamic, -1, -1) \
    X(new, 187, 3, new, 0, 1) \
    X(newarray, 188, 2, newarray, 1, 1) \
    X(anewarray, 189, 3, anewarray, 1, 1) \
    X(arraylength, 190, 1, arraylength, 1, 1) \
    X(athrow, 191, 1, athrow, 1, 0) \
    X(checkcast, 192, 3, checkcast, 1, 1) \
    X(instanceof, 193, 3, instanceof, 1, 1) \
    X(monitorenter, 194, 1, monitorenter, 1, 0) \
    X(monitorexit, 195, 1, monitorexit, 1, 0) \
    X(wide, 196, 0, wide, -1, -1) \
    X(multianewarray, 197, 4, multianewarray, -1, -1) \
    X(ifnull, 198, 3, ifnull, 1, 0) \
    X(ifnonnull, 199, 3, ifnonnull, 1, 0) \
    X(goto_w, 200, 5, goto_w, 0, 0) \
    X(jsr_w, 201, 5, jsr_w, 0, 1) \
    X(getfield_i, 203, 3, getfield, -1, -1) \
    X(getfield_j, 204, 3, getfield, -1, -1) \
    X(getfield_a, 205, 3, getfield, -1, -1) \
    X(putfield_i, 206, 3, putfield, -1, -1) \
    X(putfield_j, 207, 3, putfield, -1, -1) \
    X(putfield_a, 208, 3, putfield, -1, -1) \
    X(getstatic_i, 209, 3, getstatic, -1, -1) \
    X(getstatic_j, 210, 3, getstatic, -1, -1) \
    X(getstatic_a, 211, 3, getstatic, -1, -1) \
    X(putstatic_i, 212, 3, putstatic, -1, -1) \
    X(putstatic_j, 213, 3, putstatic, -1, -1) \
    X(putstatic_a, 214, 3, putstatic, -1, -1) \
    X(invokevirtual_q, 215, 3, invokevirtual, -1, -1) \
    X(invokespecial_q, 216, 3, invokespecial, -1, -1) \
    X(invokestatic_q, 217, 3, invokestatic, -1, -1) \
    X(invokeinterface_q, 218, 5, invokeinterface, -1, -1) \
    X(invokedynamic_q, 219, 5, invokedynamic, -1, -1) \
    X(new_q, 220, 3, new, 0, 1) \
    X(checkcast_q, 221, 3, checkcast, 1, 1) \
    X(instanceof_q, 222, 3, instanceof, 1, 1) \
    X(anewarray_q, 223, 3, anewarray, 1, 1) \
    X(ldc_q, 224, 2, ldc, 0, 1) \
    X(ldc_w_q, 225, 3, ldc_w, 0, 1) \
    X(putfield_z, 226, 3, putfield, -1, -1) \
    X(invokevirtual_iface, 227, 3, invokevirtual, -1, -1) \
    X(ilil_cmp_0, 228, 1, iload_0, 0, 1) \
    X(ilil_cmp_1, 229, 1, iload_1, 0, 1) \
    X(ilil_cmp_2, 230, 1, iload_2, 0, 1) \
    X(ilil_cmp_3, 231, 1, iload_3, 0, 1) \
    X(ilil_cmp_x, 232, 2, iload, 0, 1) \
    X(ilil_op_0, 233, 1, iload_0, 0, 1) \
    X(ilil_op_1, 234, 1, iload_1, 0, 1) \
    X(ilil_op_2, 235, 1, iload_2, 0, 1) \
    X(ilil_op_3, 236, 1, iload_3, 0, 1) \
    X(ilil_op_x, 237, 2, iload, 0, 1) \
    X(algf_0, 238, 1, aload_0, 0, 1) \
    X(algf_1, 239, 1, aload_1, 0, 1) \
    X(algf_2, 240, 1, aload_2, 0, 1) \
    X(algf_3, 241, 1, aload_3, 0, 1) \
    X(algf_x, 242, 2, aload, 0, 1) \
    X(iinc_goto, 243, 3, iinc, 0, 0) \
    X(dldl_op_x, 244, 2, dload, 0, 2) \
    X(alil_xa_0, 245, 1, aload_0, 0, 1) \
    X(alil_xa_1, 246, 1, aload_1, 0, 1) \
    X(alil_xa_2, 247, 1, aload_2, 0, 1) \
    X(alil_xa_3, 248, 1, aload_3, 0, 1) \
    X(alil_xa_x, 249, 2, aload, 0, 1) \
    X(lcmp_if, 250, 1, lcmp, 4, 1) \
    X(llop_0, 251, 1, lload_0, 0, 2) \
    X(llop_1, 252, 1, lload_1, 0, 2) \
    X(llop_2, 253, 1, lload_2, 0, 2) \
    X(llop_3, 254, 1, lload_3, 0, 2) \
    X(llop_x, 255, 2, lload, 0, 2) \

enum Opcode {
#define OP_ENUM(name, code, len, orig, pop, push) OP_##name = code,
    OPCODE_LIST(OP_ENUM)
#undef OP_ENUM
};

/* Length in bytes of each opcode (0 for variable or unused codes), and its
 * name (NULL for unused codes); bytecode.h has the rest of the table. */
extern const unsigned char opcode_length[256];
extern const char *const opcode_name[256];

#endif
