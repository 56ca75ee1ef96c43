/* npe.h: the helpful NullPointerException message for the instruction at
 * bytecode offset pc of m (JEP 358).  Writes it to out and returns 0, or
 * returns -1 when this instruction gets no message. */
#ifndef VM_NPE_H
#define VM_NPE_H

#include <stddef.h>
#include <stdint.h>

typedef struct Method Method;
int npe_message(Method *m, uint32_t pc, char *out, size_t n);

#endif
