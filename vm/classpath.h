/* classpath.h: finding the bytes of a class by name.
 *
 * The class path is an ordered list of entries: directories, .jar/.zip files
 * (read with zlib; stored and deflated members) and the class library image
 * embedded in the binary (itself a jar held as data).  Lookups return a copy
 * of the bytes that the caller frees.  Jars are opened once, their central
 * directory indexed in a hash table (uthash) keyed by member name. */
#ifndef VM_CLASSPATH_H
#define VM_CLASSPATH_H

#include <stddef.h>
#include <stdint.h>

typedef struct ClassPath ClassPath;
typedef struct Jar Jar;

/* Creates an empty class path. */
ClassPath *cp_new(void);

/* Appends each ':'-separated element of spec (directory or jar).  Elements
 * that do not exist are skipped, as java does; an empty element means the
 * current directory.  Returns 0, or -1 with a message in err when an existing
 * jar is corrupt (the other elements are still added, so the caller may
 * report it and go on). */
int cp_add_spec(ClassPath *cp, const char *spec, char *err, size_t errlen);

/* Appends an in-memory jar (not copied: data must outlive cp). */
int cp_add_memory_jar(ClassPath *cp, const uint8_t *data, size_t len,
                      char *err, size_t errlen);

/* Appends a jar that the executable holds in a loaded segment (the class
 * library image): read through /proc/self/exe when possible, so that its
 * pages are never mapped (jar_open_embedded), else in place as
 * cp_add_memory_jar does. */
int cp_add_embedded_jar(ClassPath *cp, const uint8_t *data, size_t len,
                        char *err, size_t errlen);

/* Looks up "a/b/C.class"-style resource `name` in order.  Returns a malloc'd
 * buffer (length in *len), or NULL when not found.  On a corrupt member
 * returns NULL and sets *corrupt to 1 with a message in err. */
uint8_t *cp_find(ClassPath *cp, const char *name, size_t *len,
                 int *corrupt, char *err, size_t errlen);

/* As cp_find; *trusted (may be NULL) is set to 1 when the bytes came from
 * the embedded class library, else 0. */
uint8_t *cp_find_ex(ClassPath *cp, const char *name, size_t *len,
                    int *corrupt, char *err, size_t errlen, int *trusted);

/* Calls fn with the URL of resource `name` in each entry that has it, in
 * order (only the first when !all): file:/abs/dir/name for a directory,
 * jar:file:/abs/x.jar!/name for a jar.  The class library is left out (its
 * resources are not files).  Returns how many were found. */
int cp_locate(ClassPath *cp, const char *name, int all,
              void (*fn)(const char *url, void *arg), void *arg);

/* Resource `name` of the embedded class library only (jrt: URLs): whether
 * it has it, and a malloc'd copy of its bytes (NULL when absent). */
int cp_library_has(ClassPath *cp, const char *name);
uint8_t *cp_library_read(ClassPath *cp, const char *name, size_t *len);

void cp_free(ClassPath *cp);

/* Jars on their own (used by -jar for the manifest). */
Jar *jar_open_file(const char *path, char *err, size_t errlen);
Jar *jar_open_memory(const uint8_t *data, size_t len, char *err, size_t errlen);
/* Opens a jar held in the executable's own image with pread() from
 * /proc/self/exe, falling back to jar_open_memory (see jar.c). */
Jar *jar_open_embedded(const uint8_t *data, size_t len, char *err, size_t errlen);
int jar_is_read_from_file(const Jar *jar);
/* Returns a malloc'd copy of member `name` (NULL if absent or corrupt; on
 * corrupt, *corrupt = 1 and a message in err). */
uint8_t *jar_read(Jar *jar, const char *name, size_t *len, int *corrupt,
                  char *err, size_t errlen);
/* Returns the value of `Main-Class:` (or another main attribute `key`) from
 * META-INF/MANIFEST.MF, malloc'd, handling continuation lines; NULL if none. */
char *jar_manifest_attr(Jar *jar, const char *key);
void jar_close(Jar *jar);
/* True when the jar has a member named `name`. */
int jar_has(const Jar *jar, const char *name);
/* The CRC-32 of p[0..n) continued from crc (0 to start), as zlib's crc32:
 * the VM's own, so that libz is opened only to inflate (see jar.c). */
uint32_t jar_crc32(uint32_t crc, const void *p, size_t n);

#endif
