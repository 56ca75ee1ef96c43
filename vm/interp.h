/* interp.h: running Java methods. */
#ifndef VM_INTERP_H
#define VM_INTERP_H

#include "class.h"
#include "thread.h"

/* Calls m with args (JVMS argument slots, `this` first for instance
 * methods; may be NULL when m takes none).  For invokevirtual semantics use
 * interp_call_virtual.  Returns the result; on an exception the result is
 * undefined and t->exception is set. */
Value interp_call(VMThread *t, Method *m, const Value *args);

/* Selects m's implementation for args[0]'s class, then calls it. */
Value interp_call_virtual(VMThread *t, Method *m, const Value *args);

/* Finds method name/desc on obj's class and calls it virtually.  Returns
 * with NoSuchMethodError pending if absent. */
Value interp_call_named(VMThread *t, Object *obj, const char *name,
                        const char *desc, const Value *args);

/* Prepares a thread's Java stack (size in bytes).  Returns 0 or -1. */
int interp_thread_init(VMThread *t, size_t stack_bytes);
void interp_thread_free(VMThread *t);

/* Rewrites m's verified code with super-instructions (before it first runs). */
void interp_prepare(Method *m);
/* Frees what the interpreter built for m (its handler table), as its class goes. */
void interp_method_free(Method *m);
/* The code of m was just rewritten at the n instruction starts given
 * (testhooks' retirement, with the world stopped): the computed-goto
 * build's handler table, which does not read the bytes, is made to follow
 * them. */
void interp_code_rewritten(Method *m, const uint32_t *starts, uint32_t n);

/* Number of argument slots of a method descriptor, and its return char. */
int desc_arg_slots(const char *desc, char *ret);

/* Descriptor walking: the pointer past one field type at p (tolerates a
 * missing ';'); the Java form of that type appended to out (size n, kept
 * terminated; short_names writes Object and String without java.lang, as
 * helpful NPE messages do), returning the pointer past it; and a method
 * named as HotSpot's messages do, 'int Foo.bar(int, java.lang.String)',
 * where cls is the Java class name. */
const char *desc_skip_type(const char *p);
const char *desc_put_type(const char *p, char *out, size_t n, int short_names);
/* The Java form of the internal class name name[0..len), appended likewise. */
void desc_put_class(const char *name, size_t len, char *out, size_t n, int short_names);
void desc_java_signature(char *out, size_t n, const char *cls, const char *name, const char *desc);
/* The same without the quotes: int Foo.bar(int, java.lang.String). */
void desc_method_java_name(char *out, size_t n, const char *cls, const char *name,
                           const char *desc);

/* Statistics (instructions are not counted in release builds). */
extern size_t vm_java_stack_bytes;

#endif
