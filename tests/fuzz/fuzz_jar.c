/* fuzz_jar.c: libFuzzer target for the jar reader: open the input as an
 * in-memory jar, read its manifest's Main-Class and a few members. */
#include <stdint.h>
#include <stdlib.h>
#include "classpath.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512];
    Jar *j = jar_open_memory(data, size, err, sizeof err);
    if (j == NULL)
        return 0;
    free(jar_manifest_attr(j, "Main-Class"));
    static const char *const names[] = { "META-INF/MANIFEST.MF", "Main.class", "a/B.class", "" };
    for (unsigned k = 0; k < sizeof names / sizeof names[0]; k++) {
        size_t len = 0;
        int corrupt = 0;
        free(jar_read(j, names[k], &len, &corrupt, err, sizeof err));
    }
    jar_close(j);
    return 0;
}
