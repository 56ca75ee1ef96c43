/* options.h: the parsed command line, readable by every module. */
#ifndef VM_OPTIONS_H
#define VM_OPTIONS_H

#include <stddef.h>

/* One -ea/-da option with an argument: a class, or a package ("..." given:
 * name without it; "" for the unnamed package). */
typedef struct AssertDirective {
    const char *name;               /* dotted; owned */
    int enable;
    int package;
} AssertDirective;

typedef struct VmOptions {
    const char *threads;            /* a name in th_backends */
    int idle;                       /* enum ThIdle */
    size_t xms, xmx, xss;
    const char *classpath;          /* -cp, or CLASSPATH, or "." */
    const char *jar;                /* -jar file */
    const char *main_class;         /* dotted or slashed */
    int argc;                       /* program arguments */
    char **argv;
    int nprops;                     /* -D key=value pairs */
    char **props;
    int verbose_gc;
    int verbose_class;              /* 1: loads, 2: unloads (-verbose:class: both) */
    int gc_threads;
    int gc_termination;             /* GC_TERM_PARK (0) or GC_TERM_YIELD (1) */
    int container_cache_ms;         /* -1: default */
    int gc_stress;                  /* collect at every allocation (testing) */
    int no_super;                   /* 2: -XX:-SuperInstructions, none at link time; 1: -XX:SuperInstructions=cmp,
                                       only ilil_cmp (measuring) */
    int log_threads;
    int disassemble;                /* --disassemble: 1 instead of running, 2 after it */
    int carriers;                   /* --carriers (mn), 0: CPUs available */
    int max_stack_trace_depth;      /* -XX:MaxJavaStackTraceDepth (1024; 0 = all) */
    long soft_ref_ms_per_mb;        /* -XX:SoftRefLRUPolicyMSPerMB (1000) */
    int assert_user;                /* -ea / -da without argument: the default */
    int assert_system;              /* -esa / -dsa */
    int assert_count;               /* -ea:X / -da:X, in command-line order */
    AssertDirective *asserts;
} VmOptions;

extern VmOptions vm_opts;

/* Parses argv.  Returns 0 to run, 1 when an option asked to exit 0
 * (-version, --help), or 2 on a bad option (message printed). */
int options_parse(int argc, char **argv);

/* Parses a size like 64m, 1g, 512k, 4096.  Returns 0 or -1. */
int options_parse_size(const char *s, size_t *out);

#endif
