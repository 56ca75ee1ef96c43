/* reference.h: the VM's side of java.lang.ref: reference queues fed by the
 * collector, finalization, and the weak VM tables a collection prunes.
 *
 * The collector clears referents (heap.c); what it clears, here, goes
 * onto a pending list (a GC root) when the reference has a queue, for the
 * "Reference Handler" thread (Reference.java) to enqueue.  Objects of
 * classes flagged CF_FINALIZABLE are registered when allocated; a
 * collection that finds one unreachable moves it to the finalization queue
 * (a GC root) and marks what it reaches, and the "Finalizer" thread
 * (Finalizer.java) calls its finalize().  Both threads start lazily (the
 * first Reference made with a queue, the first finalizable class
 * initialized) and block without a deadline while there is nothing to do. */
#ifndef VM_REFERENCE_H
#define VM_REFERENCE_H

#include "heap.h"
#include "object.h"

typedef struct Class Class;

/* Called by the class linker for WeakReference, SoftReference and
 * PhantomReference: records the layout of Reference and SoftReference. */
void ref_class_linked(Class *c);

/* Registers o (of a CF_FINALIZABLE class, just allocated) for finalization.
 * Returns 0, or -1 with OutOfMemoryError pending. */
int ref_register_finalizable(VMThread *t, Object *o);

/* Starts the Finalizer thread unless it runs.  Returns 0, or -1 with an
 * exception pending. */
int ref_start_finalizer(VMThread *t);

/* ---- the collector's side (world stopped) ---- */

/* Visits the pending list and the finalization queue. */
void ref_gc_roots(HeapVisitFn visit, void *cookie);
/* Before marking: the SoftReference clock for the LRU policy. */
void ref_gc_begin(void);
/* After weak references are cleared: queues unreachable finalizable
 * objects and marks what they reach. */
void ref_gc_after_mark(void);
/* After the sweep: sets the SoftReference clock and the next interval from
 * the heap free now. */
void ref_gc_end(size_t heap_free);

/* After the world resumed: wakes the Reference Handler and the Finalizer if
 * the collection gave them work. */
void ref_after_collection(VMThread *t);

void natives_ref_init(void);

#endif
