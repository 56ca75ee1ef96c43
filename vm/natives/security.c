/* security.c: the entropy under java.security.SecureRandom: getrandom(2)
 * from the kernel's pool (which blocks only before the pool is first
 * initialised at boot, never afterwards). */
#include <errno.h>
#include <string.h>
#include "../excep.h"
#include "../native.h"
#include "../../os/os.h"

#define NATIVE(name) static Value name(VMThread *t, Value *a)

/* fill0(byte[] b, int off, int len) */
NATIVE(sr_fill0)
{
    Array *b = (Array *)a[0].l;
    int32_t off = a[1].i, len = a[2].i;
    if (b == NULL) {
        exc_npe(t, NULL);
        return (Value){ .raw = 0 };
    }
    if (off < 0 || len < 0 || (int64_t)off + len > b->length) {
        exc_throwf(t, "java/lang/ArrayIndexOutOfBoundsException",
                   "Range [%d, %d + %d) out of bounds for length %d", off, off, len, b->length);
        return (Value){ .raw = 0 };
    }
    unsigned char *p = (unsigned char *)ARRAY_DATA(b) + off;
    int rc = os_random_bytes(p, (size_t)len);
    if (rc < 0)
        exc_throwf(t, "java/security/ProviderException", "getrandom failed: %s", strerror(-rc));
    return (Value){ .raw = 0 };
}

static const NativeDef defs[] = {
    { "java/security/SecureRandom", "fill0", "([BII)V", sr_fill0 },
};

void natives_security_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
