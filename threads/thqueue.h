/* thqueue.h: the intrusive FIFO of threads that the user-level backends
 * (green/, mn/) keep their run and wait queues in, written once.
 *
 * Each backend has its own struct ThThread, so the functions are made
 * per backend by TH_QUEUE_DEFINE, as static inline functions in the
 * backend's internal header (no call across files on the hot paths of a
 * switch, and no cost over a hand-written copy).  The thread type must
 * have `T *prev, *next` (the links) and `Q *queue` (the queue it is on,
 * or NULL); the queue type `T *head, *tail` and `int n`.  The caller
 * holds whatever guards the queue.
 *
 *   PREFIX##_push(q, t)        t to the tail
 *   PREFIX##_push_front(q, t)  t to the head
 *   PREFIX##_remove(q, t)      t, which is on q, off it
 *   PREFIX##_pop(q)            the head off q, or NULL */
#ifndef THQUEUE_H
#define THQUEUE_H

#define TH_QUEUE_DEFINE(PREFIX, Q, T)                                        \
    static inline void PREFIX##_push(Q *q, T *t)                             \
    {                                                                        \
        t->next = NULL;                                                      \
        t->prev = q->tail;                                                   \
        if (q->tail != NULL)                                                 \
            q->tail->next = t;                                               \
        else                                                                 \
            q->head = t;                                                     \
        q->tail = t;                                                         \
        q->n++;                                                              \
        t->queue = q;                                                        \
    }                                                                        \
    static inline void PREFIX##_push_front(Q *q, T *t)                       \
    {                                                                        \
        t->prev = NULL;                                                      \
        t->next = q->head;                                                   \
        if (q->head != NULL)                                                 \
            q->head->prev = t;                                               \
        else                                                                 \
            q->tail = t;                                                     \
        q->head = t;                                                         \
        q->n++;                                                              \
        t->queue = q;                                                        \
    }                                                                        \
    static inline void PREFIX##_remove(Q *q, T *t)                           \
    {                                                                        \
        if (t->prev != NULL)                                                 \
            t->prev->next = t->next;                                         \
        else                                                                 \
            q->head = t->next;                                               \
        if (t->next != NULL)                                                 \
            t->next->prev = t->prev;                                         \
        else                                                                 \
            q->tail = t->prev;                                               \
        t->prev = t->next = NULL;                                            \
        t->queue = NULL;                                                     \
        q->n--;                                                              \
    }                                                                        \
    static inline T *PREFIX##_pop(Q *q)                                      \
    {                                                                        \
        T *t = q->head;                                                      \
        if (t != NULL)                                                       \
            PREFIX##_remove(q, t);                                           \
        return t;                                                            \
    }                                                                        \
    typedef int PREFIX##_defined_ /* swallows the caller's semicolon */

#endif
