/* intrinsics.h: C bodies for small, hot class-library methods.
 *
 * An intrinsic replaces a bytecode method's body when the interpreter calls
 * it (invoke*), but only when it can do exactly what the bytecode would do
 * without throwing, allocating or blocking: it returns 1 with the result
 * set, or 0 to let the bytecode run (bad indices, null arrays, store
 * checks that fail: the bytecode then throws HotSpot's exception with its
 * stack trace).  A native method may have one too (Math.sqrt): the
 * interpreter's invoke tries it before the native call.  Calls from C
 * (interp_call) always run the bytecode or the native. */
#ifndef VM_INTRINSICS_H
#define VM_INTRINSICS_H

#include "class.h"

typedef int (*IntrinsicFn)(Value *args, Value *result);

/* Sets m->intrinsic for the methods of c that have one (c just linked). */
void intrinsics_bind(Class *c);

#endif
