/* classfile.h: a class file as bytes describe it, and nothing more.
 *
 * cf_parse() is a pure function from a byte buffer to a ClassFile: it does
 * not load other classes, resolve anything or touch global state.  Every
 * offset is checked against the buffer, every constant-pool index against
 * the pool and its expected tag, so a malformed file yields an error message
 * (for java.lang.ClassFormatError) and never a read past the end.
 *
 * Ownership: the ClassFile owns all its memory (one arena); strings in it are
 * NUL-terminated modified UTF-8 and live as long as the ClassFile. */
#ifndef VM_CLASSFILE_H
#define VM_CLASSFILE_H

#include <stddef.h>
#include <stdint.h>

enum {
    CP_UTF8 = 1, CP_INTEGER = 3, CP_FLOAT = 4, CP_LONG = 5, CP_DOUBLE = 6,
    CP_CLASS = 7, CP_STRING = 8, CP_FIELDREF = 9, CP_METHODREF = 10,
    CP_INTERFACE_METHODREF = 11, CP_NAME_AND_TYPE = 12, CP_METHOD_HANDLE = 15,
    CP_METHOD_TYPE = 16, CP_DYNAMIC = 17, CP_INVOKE_DYNAMIC = 18,
    CP_MODULE = 19, CP_PACKAGE = 20
};

enum {
    ACC_PUBLIC = 0x0001, ACC_PRIVATE = 0x0002, ACC_PROTECTED = 0x0004,
    ACC_STATIC = 0x0008, ACC_FINAL = 0x0010, ACC_SYNCHRONIZED = 0x0020,
    ACC_SUPER = 0x0020, ACC_VOLATILE = 0x0040, ACC_BRIDGE = 0x0040,
    ACC_TRANSIENT = 0x0080, ACC_VARARGS = 0x0080, ACC_NATIVE = 0x0100,
    ACC_INTERFACE = 0x0200, ACC_ABSTRACT = 0x0400, ACC_STRICT = 0x0800,
    ACC_SYNTHETIC = 0x1000, ACC_ANNOTATION = 0x2000, ACC_ENUM = 0x4000,
    ACC_MODULE = 0x8000
};

/* One constant-pool entry.  Index 0 and the slot after a long/double have
 * tag 0.  For the reference kinds, a/b hold the two indexes as in the file:
 * CLASS/STRING/METHOD_TYPE: a = utf8 index; *REF: a = class, b = name&type;
 * NAME_AND_TYPE: a = name, b = descriptor; METHOD_HANDLE: a = kind, b = ref;
 * DYNAMIC/INVOKE_DYNAMIC: a = bootstrap index, b = name&type. */
typedef struct CfConst {
    uint8_t tag;
    union {
        struct { const char *str; uint32_t len; } utf8; /* len in bytes */
        int32_t i;
        float f;
        int64_t l;
        double d;
        struct { uint16_t a, b; } ref;
    } u;
} CfConst;

typedef struct CfExHandler {
    uint16_t start_pc, end_pc, handler_pc;
    uint16_t catch_type;                /* cp index of a CLASS, or 0 (any) */
} CfExHandler;

typedef struct CfLine {
    uint16_t start_pc, line;
} CfLine;

typedef struct CfCode {
    uint16_t max_stack, max_locals;
    uint32_t code_length;
    const uint8_t *code;                /* points into the ClassFile arena */
    uint16_t handler_count;
    CfExHandler *handlers;
    uint16_t line_count;                /* all LineNumberTables concatenated */
    CfLine *lines;
} CfCode;

/* An attribute kept as bytes for reflection, parsed on first request (the
 * kinds keep_attr in classfile.c names: Signature, RuntimeVisible*Annotations,
 * AnnotationDefault, MethodParameters, EnclosingMethod, Record,
 * PermittedSubclasses, InnerClasses, NestHost, RuntimeVisibleTypeAnnotations).
 * data lives in the arena. */
typedef struct CfAttr {
    const char *name;
    uint32_t len;
    const uint8_t *data;
} CfAttr;

typedef struct CfMember {
    uint16_t access;
    const char *name;
    const char *desc;
    uint16_t name_index, desc_index;
    uint16_t constant_value;            /* fields: cp index or 0 */
    CfCode *code;                       /* methods: NULL when abstract/native */
    uint16_t exception_count;           /* methods: Exceptions attribute */
    uint16_t *exceptions;
    uint16_t attr_count;                /* attributes kept for reflection */
    CfAttr *attrs;
} CfMember;

typedef struct CfBootstrap {
    uint16_t method_ref;                /* cp index of a METHOD_HANDLE */
    uint16_t arg_count;
    uint16_t *args;                     /* cp indexes */
} CfBootstrap;

typedef struct CfInnerClass {
    uint16_t inner_class, outer_class, inner_name, access;
} CfInnerClass;

typedef struct ClassFile {
    uint16_t minor, major;
    uint16_t cp_count;                  /* as in the file: entries 1..cp_count-1 */
    CfConst *cp;
    uint16_t access;
    uint16_t this_class, super_class;   /* cp indexes; super_class 0 for Object */
    const char *name;                   /* this class, internal form (a/b/C) */
    const char *super_name;             /* NULL for java/lang/Object */
    uint16_t interface_count;
    const char **interfaces;            /* internal names */
    uint16_t field_count;
    CfMember *fields;
    uint16_t method_count;
    CfMember *methods;
    const char *source_file;            /* NULL when absent */
    uint16_t bootstrap_count;
    CfBootstrap *bootstraps;
    uint16_t inner_count;
    CfInnerClass *inners;
    uint16_t nest_host;                 /* cp index of a CLASS, or 0 */
    uint16_t nest_member_count;
    uint16_t *nest_members;             /* cp indexes of CLASS entries */
    const char *signature;              /* Signature attribute or NULL */
    uint16_t attr_count;                /* attributes kept for reflection */
    CfAttr *attrs;
    uint8_t trusted;                    /* set by the loader: from the embedded
                                           class library, not verified */
    void *arena_;                       /* private */
} ClassFile;

/* Parses len bytes.  Returns a new ClassFile, or NULL with a message in err
 * (at most errlen bytes, NUL-terminated) such as
 * "Truncated class file" or "Invalid constant pool index 42 in class file Foo".
 * Versions outside 45.0..61.x are reported with *unsupported set to 1 (the
 * caller throws UnsupportedClassVersionError); *unsupported may be NULL. */
ClassFile *cf_parse(const uint8_t *buf, size_t len, char *err, size_t errlen,
                    int *unsupported);

/* As cf_parse, but messages name the class as name (internal form, e.g. the
 * name the loader asked for, as HotSpot's messages do) instead of the name
 * the file's this_class gives; name NULL behaves as cf_parse. */
ClassFile *cf_parse_named(const uint8_t *buf, size_t len, const char *name,
                          char *err, size_t errlen, int *unsupported);

void cf_free(ClassFile *cf);

/* The kept attribute `name` among attrs[0..n), or NULL. */
const CfAttr *cf_find_attr(const CfAttr *attrs, unsigned n, const char *name);

/* Convenience accessors; they return NULL when the index is out of range or
 * the entry has another tag (cf_parse already checked the indexes it uses). */
const char *cf_utf8(const ClassFile *cf, unsigned index);
const char *cf_class_name(const ClassFile *cf, unsigned index);

#endif
