/* awt.c: natives for java.awt (filled by the awtstub work). */
#include "../native.h"

void natives_awt_init(void)
{
}
