/* fuzz_classfile.c: libFuzzer target for the class-file parser and the
 * verifier, which are pure functions of the bytes: cf_parse on the input,
 * then verify_method on every method it accepts.  Neither may crash, leak
 * a read past the buffer or hit undefined behaviour, whatever the bytes. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include "classfile.h"
#include "verify.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[768];
    int unsupported = 0;
    ClassFile *cf = cf_parse(data, size, err, sizeof err, &unsupported);
    if (cf == NULL) {
        if (memchr(err, 0, sizeof err) == NULL)
            __builtin_trap();       /* the message must be NUL-terminated */
        return 0;
    }
    for (unsigned k = 0; k < cf->method_count; k++)
        verify_method(cf, &cf->methods[k], err, sizeof err);
    cf_free(cf);
    return 0;
}
