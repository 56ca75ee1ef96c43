/* net.c: natives for java.net (filled by the io work). */
#include "../native.h"

void natives_net_init(void)
{
}
