/* verify.h: the bytecode verifier, run when a class is linked
 * (define_class in class.c) unless the class comes from the embedded class
 * library, which is trusted (as HotSpot's boot classes are).
 *
 * What it guarantees is what the interpreter relies on to stay inside its
 * own memory: every opcode is a JVMS one (never a quick variant), every
 * instruction and switch table lies inside the code, every branch and
 * handler lands on an instruction boundary, every local index is below
 * max_locals, every constant-pool operand has the tag its instruction needs,
 * the operand stack never underflows nor exceeds max_stack, stack heights
 * agree where paths meet, slots are used as the kind of value they hold
 * (int, float, long, double, reference, return address: an int is never
 * dereferenced, a long never split), and references have the class their
 * use needs: the receiver of getfield/putfield/invoke* is an instance of the
 * member's class, arguments, returned values and stored field values of
 * the declared types, array instructions get arrays of their element type,
 * athrow a Throwable, uninitialized objects are used only as `new` and
 * <init> allow (JVMS 4.10.2, type inference, with interfaces taken as
 * Object).  Messages are those of HotSpot's old verifier: "(class: C,
 * method: m signature: (I)V) Illegal target of jump or branch". */
#ifndef VM_VERIFY_H
#define VM_VERIFY_H

#include <stddef.h>
#include "classfile.h"

struct VMThread;
struct Class;

/* The class hierarchy, as the verifier sees it. */
typedef struct VerifyEnv {
    /* Sets *super (NULL for java/lang/Object) and *iface (1 for an
     * interface) of class `name`; the strings must outlive the
     * verification.  Returns 0, or -1 when there is no such class. */
    int (*lookup)(void *ctx, const char *name, const char **super, int *iface);
    void *ctx;
} VerifyEnv;

/* Checks the code of method m of cf (m->code may be NULL: nothing to
 * check), asking env (NULL: no hierarchy known, so any class counts as
 * assignable to any other, and merges of different classes give Object)
 * about classes other than cf's own.  Returns 0; or -1 with a VerifyError's
 * message in err (at most errlen bytes, NUL-terminated); or -2 with a
 * ClassFormatError's (an exception table entry off the instruction
 * boundaries, which HotSpot's verifier reports so); or -3 with the name of
 * a class env does not know in err (NoClassDefFoundError).  Touches no
 * global state of its own. */
int verify_method_env(const ClassFile *cf, const CfMember *m, const VerifyEnv *env,
                      char *err, size_t errlen);

/* verify_method_env without a hierarchy. */
int verify_method(const ClassFile *cf, const CfMember *m, char *err, size_t errlen);

/* The VM's hierarchy: loaded classes, else the class files' headers as
 * the class path has them (read, not loaded, so no class is defined while
 * another is being linked).  Needs the VM booted and the loader lock held
 * (define_class holds it), or a single thread. */
extern const VerifyEnv verify_vm_env;

/* Checks every method of c->cf (none if c->cf->trusted) with the VM's
 * hierarchy.  Returns 0, or -1 with java.lang.VerifyError (or
 * ClassFormatError, or NoClassDefFoundError, see above) pending on t. */
int verify_class(struct VMThread *t, struct Class *c);

#endif
