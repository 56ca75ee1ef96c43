/* mn.c: the mn backend (listed in th_backends, not built yet: th_select
 * says so). */
#include "../threads.h"

const ThreadOps th_mn_ops = {
    .name = "mn",
};
