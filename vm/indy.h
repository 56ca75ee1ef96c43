/* indy.h: invokedynamic, done natively for the bootstrap methods javac 17
 * emits: StringConcatFactory.makeConcatWithConstants / makeConcat (string
 * +), LambdaMetafactory.metafactory (lambdas, method references), and
 * ObjectMethods.bootstrap (records' toString/equals/hashCode).  Any other
 * bootstrap method is called through java.lang.invoke (natives/invoke.c) for
 * a CallSite whose current target each call runs. */
#ifndef VM_INDY_H
#define VM_INDY_H

#include "class.h"

typedef struct IndySite IndySite;

/* Resolves the InvokeDynamic entry idx of cur into rcp[idx].  Returns NULL
 * with an exception pending on failure. */
IndySite *indy_resolve(VMThread *t, Class *cur, unsigned idx);

/* Runs the call site with its arguments on the operand stack ending at sp;
 * returns the new sp (arguments popped, result pushed).  On an exception
 * returns sp unchanged with t->exception set. */
Value *indy_invoke(VMThread *t, IndySite *site, Value *sp);

/* For a call of a lambda object's interface method with args [lambda,
 * interface args...] on the Java stack: when no argument needs boxing,
 * unboxing or widening, rewrites args in place into the implementation
 * method's arguments and returns that method (selected on its receiver when
 * virtual) for the interpreter to invoke; else NULL (args untouched: call the
 * lambda's native method). Never throws or allocates. */
Method *indy_lambda_direct(Value *args);

/* Java's String.valueOf for a value of descriptor type `type` appended to
 * a growing UTF-16 buffer (used by concat; may call toString()). Returns 0
 * or -1 with an exception pending. */
typedef struct U16Buf { uint16_t *p; size_t n, cap; } U16Buf;
int indy_append_value(VMThread *t, U16Buf *b, char type, const Value *v);

#endif
