/* resolve.h: resolving constant-pool entries (JVMS §5.4.3), once each.
 * Results are cached in the class's rcp[] with release stores. */
#ifndef VM_RESOLVE_H
#define VM_RESOLVE_H

#include "class.h"

enum { RK_VIRTUAL, RK_SPECIAL, RK_STATIC, RK_INTERFACE };

/* Each returns NULL with an exception pending on failure. */
Class *resolve_class(VMThread *t, Class *cur, unsigned idx);
Field *resolve_field(VMThread *t, Class *cur, unsigned idx, int want_static);
/* For RK_SPECIAL returns the method invokespecial runs (JVMS §6.5). */
Method *resolve_method(VMThread *t, Class *cur, unsigned idx, int kind);
Object *resolve_string(VMThread *t, Class *cur, unsigned idx);

/* Java-form "class X cannot be cast to class Y (...)" message. */
void resolve_cast_message(Class *from, Class *to, char *buf, size_t n);

#endif
