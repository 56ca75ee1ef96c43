/* heap.c: the Java heap.
 *
 * For now one reserved region of -Xmx bytes, handed out by an atomic bump
 * pointer; pages are committed by the kernel as they are touched, so the
 * resident size grows with what is used.  Nothing is ever freed: the
 * mark-sweep collector (DESIGN.md, Heap and GC) replaces this allocator,
 * keeping the same interface.  Every block is zeroed (fresh anonymous
 * memory) and 8-byte aligned. */
#include <stdatomic.h>
#include <stdio.h>
#include <sys/mman.h>
#include "object.h"

static char *heap_base;
static size_t heap_size;
static _Atomic size_t heap_top;

int heap_init(size_t initial, size_t max)
{
    (void)initial;
    heap_size = max;
    void *p = mmap(NULL, max, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
        fprintf(stderr, "Error occurred during initialization of VM\n"
                        "Could not reserve enough space for object heap\n");
        return -1;
    }
    heap_base = p;
    return 0;
}

void *heap_alloc(VMThread *t, size_t size)
{
    (void)t;
    size = (size + 7) & ~(size_t)7;
    size_t old = atomic_fetch_add_explicit(&heap_top, size, memory_order_relaxed);
    if (old + size > heap_size || old + size < old) {
        atomic_fetch_sub_explicit(&heap_top, size, memory_order_relaxed);
        return NULL;
    }
    return heap_base + old;
}

size_t heap_used(void) { return atomic_load(&heap_top); }
size_t heap_capacity(void) { return heap_size; }
size_t heap_max(void) { return heap_size; }
void heap_collect(VMThread *t) { (void)t; }
