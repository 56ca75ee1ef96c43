/* object.h: the layout of Java objects and arrays, and allocating them.
 *
 * Every object starts with an ObjHeader.  Instance fields follow, one 8-byte
 * slot each (ints, floats and narrower types use the low 4 bytes; see
 * class.c for the layout), so the GC can scan an object with nothing but its
 * class's list of reference offsets.  Arrays keep their length after the
 * header and their elements packed at their natural size, 8-byte aligned. */
#ifndef VM_OBJECT_H
#define VM_OBJECT_H

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

typedef struct Class Class;
typedef struct VMThread VMThread;
typedef struct Monitor Monitor;

typedef struct Object {
    Class *cls;
    uint32_t hash;                  /* identity hash; 0 = not assigned yet */
    uint32_t gcbits;                /* owned by the collector */
    _Atomic uintptr_t mon;          /* lock word: 0, a thin lock or a Monitor * (monitor.c) */
} Object;

typedef struct Array {
    Object hdr;
    int32_t length;
    int32_t pad_;
} Array;

/* One operand-stack or local-variable slot.  long and double use one Value
 * but count as two slots, as in the JVMS, so javac's indexes stay valid. */
typedef union Value {
    int32_t i;
    int64_t j;
    float f;
    double d;
    Object *l;
    void *p;
    uint64_t raw;
} Value;

#define ARRAY_DATA(a) ((void *)((char *)(a) + sizeof(Array)))
#define ARRAY_ELEMS(a, T) ((T *)ARRAY_DATA(a))
#define FIELD_AT(o, off, T) (*(T *)((char *)(o) + (off)))

/* Returns a zeroed instance of cls (which must be linked), or NULL with
 * OutOfMemoryError pending.  Does not run constructors or initialize cls. */
Object *obj_new(VMThread *t, Class *cls);

/* Returns a new array of length n of array class acls (n >= 0 checked by
 * the caller), or NULL with an exception pending. */
Array *array_new(VMThread *t, Class *acls, int32_t n);

/* Returns a new primitive array: type is the descriptor char ('I', 'B', ...). */
Array *array_new_prim(VMThread *t, char type, int32_t n);

/* Returns a new Object[]-like array whose elements have class elem. */
Array *array_new_ref(VMThread *t, Class *elem, int32_t n);

/* Returns a shallow copy of o, or NULL with an exception pending. */
Object *obj_clone(VMThread *t, Object *o);

/* Returns o's identity hash code, assigning one on first use. */
int32_t obj_identity_hash(Object *o);

/* Size in bytes of o (instance or array), header included. */
size_t obj_size(Object *o);

/* The heap (heap.c).  heap_alloc returns zeroed memory or NULL. */
int heap_init(size_t initial, size_t max);
void *heap_alloc(VMThread *t, size_t size);
size_t heap_used(void);
size_t heap_capacity(void);
size_t heap_max(void);
void heap_collect(VMThread *t);
/* As heap_collect (one collection at a time), for another cause than System.gc(). */
void heap_collect_for(VMThread *t, const char *cause);
/* Collects now (world stopped inside); cause is printed by -verbose:gc. */
void heap_collect_cause(VMThread *t, const char *cause);
/* Makes *slot a root (a C global holding an object). */
void heap_add_root(Object **slot);
/* Forgets a slot heap_add_root registered (nothing if it is not there). */
void heap_remove_root(Object **slot);
/* Releases t's allocation cache (its thread is ending). */
void heap_thread_exit(VMThread *t);

#endif
