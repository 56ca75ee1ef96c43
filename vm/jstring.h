/* jstring.h: java.lang.String objects from C, and the intern table. */
#ifndef VM_JSTRING_H
#define VM_JSTRING_H

#include <stddef.h>
#include <stdint.h>
#include "object.h"

int jstring_boot(VMThread *t);

/* Returns a new String decoded from modified UTF-8 (or plain UTF-8), or NULL
 * with an exception pending. */
Object *jstring_new_utf8(VMThread *t, const char *s, size_t len);
static inline Object *jstring_new(VMThread *t, const char *s);

/* Returns a new String of n UTF-16 units. */
Object *jstring_new_utf16(VMThread *t, const uint16_t *chars, size_t n);

/* Returns the interned String equal to s (interning s if new). */
Object *jstring_intern(VMThread *t, Object *s);

/* Returns the interned String for modified UTF-8 text. */
Object *jstring_intern_utf8(VMThread *t, const char *s, size_t len);

/* Length and characters of a String (no copy). */
int32_t jstring_length(Object *s);
const uint16_t *jstring_chars(Object *s);

/* Returns a malloc'd UTF-8 copy of s (NUL-terminated; n set if non-NULL). */
char *jstring_to_utf8(Object *s, size_t *n);

/* Java's String.hashCode of s. */
int32_t jstring_hash(Object *s);

/* With the world stopped, after marking: drops the interned strings nothing
 * marked (the table is weak, as HotSpot's string table; literals stay
 * reachable through their classes' resolved constant pools). */
void jstring_gc_prune(void);

#include <string.h>
static inline Object *jstring_new(VMThread *t, const char *s)
{
    return jstring_new_utf8(t, s, strlen(s));
}

#endif
