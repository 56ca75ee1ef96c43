/* heap.h: the VM's heap façade over the page heap (vm/gc/pageheap.h).
 *
 * Allocation, collection and the sizes are declared in object.h
 * (heap_alloc, heap_collect...).  This header has what the rest of the VM
 * needs of a collection without reaching into vm/gc/: object starts (for
 * thread dumps and conservative checks), marks (for the weak tables that
 * drop what a collection did not reach: interned strings, monitors, class
 * loaders), reference processing and the soft-reference policy, and the
 * hook class unloading uses.  heap.c is the one file of vm/ that includes
 * vm/gc/ headers (scripts/check-layers.py). */
#ifndef VM_HEAP_H
#define VM_HEAP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* visit(obj, cookie) for each object start an object references (the same
 * shape as the collector's GcVisitFn). */
typedef void (*HeapVisitFn)(void *obj, void *cookie);

/* Whether p is the start of an allocated object. */
bool heap_is_object_start(const void *p);

/* During a collection's hooks (world stopped): whether marking reached obj. */
bool heap_is_marked(const void *obj);

/* From the after-mark hook (finalization, reference.c) only: marks what
 * objs[0..n) reach, the objects included. */
void heap_mark_more(void **objs, size_t n);

/* Byte offset of Reference.referent, for classes flagged CF_WEAKREF,
 * CF_SOFTREF or CF_PHANTOMREF (the referent is left out of their reference
 * map), and of SoftReference.timestamp (a long: the soft clock when last
 * read). */
void heap_set_referent_offset(uint32_t off);
void heap_set_soft_timestamp_offset(uint32_t off);

/* Set while a last-ditch collection runs: soft references are then
 * treated as weak (cleared when nothing else reaches their referent). */
extern int heap_clear_soft;

/* The soft-reference LRU policy, set before each collection: a soft
 * reference whose timestamp is more than heap_soft_max_interval older than
 * heap_soft_clock is cleared like a weak one. */
extern int64_t heap_soft_clock, heap_soft_max_interval;

/* Called, world stopped, for each reference whose referent a collection
 * cleared (NULL: nobody is told). */
extern void (*heap_ref_cleared)(void *ref);

/* Class unloading's hook (loader.c): called while marking for each object
 * whose class has a user loader or the CF_MIRROR / CF_LOADER flag, so that
 * a reached instance, mirror or loader keeps its loader's classes alive.
 * It may call visit on heap object starts only.  NULL: none. */
extern void (*heap_class_scan)(void *obj, HeapVisitFn visit, void *cookie);

#endif
