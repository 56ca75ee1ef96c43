/* verify.h: a light structural bytecode verifier, run when a class is
 * linked (define_class in class.c).
 *
 * It is not the JVMS type checker: references are one kind, whatever their
 * class.  What it guarantees is what the interpreter relies on to stay
 * inside its own memory: every opcode is a JVMS one (never a quick variant),
 * every instruction and switch table lies inside the code, every branch and
 * handler lands on an instruction boundary, every local index is below
 * max_locals, every constant-pool operand has the tag its instruction needs,
 * the operand stack never underflows nor exceeds max_stack, stack heights
 * agree where paths meet, and slots are used as the kind of value they hold
 * (int, float, long, double, reference, return address: an int is never
 * dereferenced, a long never split).  Messages are those of HotSpot's old
 * verifier: "(class: C, method: m signature: (I)V) Illegal target of jump
 * or branch". */
#ifndef VM_VERIFY_H
#define VM_VERIFY_H

#include <stddef.h>
#include "classfile.h"

struct VMThread;
struct Class;

/* Checks the code of method m of cf (m->code may be NULL: nothing to
 * check).  Returns 0; or -1 with a VerifyError's message in err (at most
 * errlen bytes, NUL-terminated); or -2 with a ClassFormatError's (an
 * exception table entry off the instruction boundaries, which HotSpot's
 * verifier reports so).  Pure: touches no global state. */
int verify_method(const ClassFile *cf, const CfMember *m, char *err, size_t errlen);

/* Checks every method of c->cf.  Returns 0, or -1 with java.lang.VerifyError
 * (or ClassFormatError, see above) pending on t. */
int verify_class(struct VMThread *t, struct Class *c);

#endif
