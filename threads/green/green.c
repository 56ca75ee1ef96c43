/* green.c: the green-thread backend.  Not built yet: the table is empty, so
 * th_select("green") reports that clearly instead of running something that
 * is not there.  See issue "Threads" and DESIGN.md. */
#include "../threads.h"

const ThreadOps th_green_ops = { .name = "green" };
