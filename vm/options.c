/* options.c: the command line, in the java launcher's conventions. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "options.h"
#include "../os/os.h"
#include "../threads/threads.h"

VmOptions vm_opts;

static const char usage_text[] =
    "Usage: jvm [options] <mainclass> [args...]\n"
    "           (to execute a class)\n"
    "   or  jvm [options] -jar <jarfile> [args...]\n"
    "           (to execute a jar file)\n"
    "\n"
    " Arguments following the main class or -jar <jarfile> are passed as the\n"
    " arguments to main class.\n"
    "\n"
    " where options include:\n"
    "\n"
    "    -cp <class search path of directories and zip/jar files>\n"
    "    -classpath <class search path of directories and zip/jar files>\n"
    "    --class-path <class search path of directories and zip/jar files>\n"
    "                  A : separated list of directories, JAR archives,\n"
    "                  and ZIP archives to search for class files.\n"
    "    -D<name>=<value>\n"
    "                  set a system property\n"
    "    -Xms<size>    set initial Java heap size\n"
    "    -Xmx<size>    set maximum Java heap size\n"
    "    -Xss<size>    set java thread stack size\n"
    ;

/* After the backends (listed from th_backends). */
static const char usage_tail[] =
    "    --carriers=<n>\n"
    "                  mn: carrier OS threads (default: CPUs available)\n"
    "    --idle=tickless|legacy\n"
    "                  tickless (default): no periodic work while idle;\n"
    "                  legacy: the old JVMs' timers and polling loops\n"
    "    --gc-threads=<n>\n"
    "                  parallel marking threads (default: CPUs available)\n"
    "    --gc-termination=park|yield\n"
    "                  how idle marking threads wait: park (default) or the old\n"
    "                  spin/sched_yield/sleep loop\n"
    "    --container-cache-ms=<n>\n"
    "                  cache cgroup memory/CPU queries for n ms (0: re-read every time)\n"
    "    -XX:+GCStress collect at every allocation (slow; for testing)\n"
    "    -verbose:gc | -verbose:class\n"
    "                  print a line per collection / per loaded and unloaded class\n"
    "    -Xlog:class+load | -Xlog:class+unload\n"
    "                  print a line per loaded / unloaded class\n"
    "    --disassemble[=after]\n"
    "                  print the main class's bytecode (javap -c shape) instead of\n"
    "                  running it, or after running it (quickened forms shown)\n"
    "    -version      print product version to the error stream and exit\n"
    "    --version     print product version to the output stream and exit\n"
    "    -h, -?, -help, --help\n"
    "                  print this help message\n"
    "\n"
    " Environment: CLASSPATH (when no -cp is given), JDK_MIN_ALARM_INTERVAL,\n"
    " AWT_POLL_INTERVAL (see README).\n";

static void print_usage(FILE *f)
{
    char names[128];
    th_backend_names(names, sizeof names, "|", "|");
    fputs(usage_text, f);
    fprintf(f, "    --threads=%s\n", names);
    for (int i = 0; i < th_backend_count; i++)
        fprintf(f, "                  %s: %s\n", th_backends[i].name, th_backends[i].help);
    fputs(usage_tail, f);
}

static void print_version(FILE *f)
{
    fprintf(f, "jvm version \"17.0.15\" (jvm " JVM_VERSION ")\n"
               "a minimal Java SE 17 class-file interpreter\n"
               "thread backends: ");
    for (int i = 0; i < th_backend_count; i++) {
        const ThBackend *b = &th_backends[i];
        fprintf(f, "%s%s", i ? ", " : "", b->name);
        if (b->version_note != NULL)
            fprintf(f, " (%s)", b->version_note);
        if (b->ops->init == NULL)
            fputs(" (not built)", f);
    }
    fputc('\n', f);
}

int options_parse_size(const char *s, size_t *out)
{
    if (s == NULL || *s == 0)
        return -1;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (end == s)
        return -1;
    unsigned long long mul = 1;
    switch (*end) {
    case 0: break;
    case 'k': case 'K': mul = 1ull << 10; end++; break;
    case 'm': case 'M': mul = 1ull << 20; end++; break;
    case 'g': case 'G': mul = 1ull << 30; end++; break;
    case 't': case 'T': mul = 1ull << 40; end++; break;
    default: return -1;
    }
    if (*end != 0 || (v != 0 && mul > ~0ull / v))
        return -1;
    *out = (size_t)(v * mul);
    return 0;
}

static int bad(const char *fmt, const char *arg)
{
    fprintf(stderr, "Error: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n");
    return 2;
}

/* An option HotSpot's VM itself rejects, reported in java's words. */
static int bad_vm(const char *fmt, const char *arg)
{
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nError: Could not create the Java Virtual Machine.\n"
                    "Error: A fatal exception has occurred. Program will exit.\n");
    return 2;
}

/* An intx -XX:Name=value flag in [0, max], with HotSpot's messages. */
static int xx_intx(const char *flag, const char *v, long max, long *out)
{
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (*v == 0 || *end != 0 || errno != 0)
        return bad_vm("Improperly specified VM option '%s'", flag);
    if (n < 0 || n > max) {
        fprintf(stderr, "intx %s is outside the allowed range [ 0 ... %ld ]\n", flag, max);
        return bad_vm("Improperly specified VM option '%s'", flag);
    }
    *out = n;
    return 0;
}

static size_t default_max_heap(void)
{
    uint64_t ram = os_host_ram();
    size_t phys = ram != 0 ? (size_t)ram : (size_t)1 << 32;
    size_t m = phys / 4;
    if (m < ((size_t)64 << 20))
        m = (size_t)64 << 20;
    return m;
}

/* -ea[:X], -enableassertions[:X], -da[:X], -disableassertions[:X], -esa,
 * -enablesystemassertions, -dsa, -disablesystemassertions: as java reads
 * them.  Returns 1 when `a` is one of those. */
static int assert_option(VmOptions *o, const char *a)
{
    static const struct { const char *name; int enable, system; } forms[] = {
        { "-ea", 1, 0 }, { "-enableassertions", 1, 0 },
        { "-da", 0, 0 }, { "-disableassertions", 0, 0 },
        { "-esa", 1, 1 }, { "-enablesystemassertions", 1, 1 },
        { "-dsa", 0, 1 }, { "-disablesystemassertions", 0, 1 },
    };
    for (size_t k = 0; k < sizeof forms / sizeof forms[0]; k++) {
        size_t n = strlen(forms[k].name);
        if (strncmp(a, forms[k].name, n) != 0 || (a[n] != 0 && (a[n] != ':' || forms[k].system)))
            continue;
        if (forms[k].system) {
            o->assert_system = forms[k].enable;
        } else if (a[n] == 0 || a[n + 1] == 0) {
            o->assert_user = forms[k].enable;
        } else {
            const char *arg = a + n + 1;
            size_t len = strlen(arg);
            AssertDirective *d = realloc(o->asserts, (size_t)(o->assert_count + 1) * sizeof *d);
            if (d == NULL)
                return 1;
            o->asserts = d;
            d = &o->asserts[o->assert_count++];
            d->enable = forms[k].enable;
            d->package = len >= 3 && strcmp(arg + len - 3, "...") == 0;
            d->name = d->package ? strndup(arg, len - 3) : strdup(arg);
            if (d->name == NULL)
                o->assert_count--;
        }
        return 1;
    }
    return 0;
}

int options_parse(int argc, char **argv)
{
    VmOptions *o = &vm_opts;
    o->threads = "native";
    o->idle = TH_IDLE_TICKLESS;
    o->xss = (size_t)1 << 20;
    o->xmx = 0;
    o->classpath = NULL;
    o->props = os_xcalloc((size_t)argc + 1, sizeof(char *));
    o->container_cache_ms = -1;
    o->max_stack_trace_depth = 1024;
    o->soft_ref_ms_per_mb = 1000;
    int i = 1;
    for (; i < argc; i++) {
        char *a = argv[i];
        if (a[0] != '-')
            break;
        if (strcmp(a, "-cp") == 0 || strcmp(a, "-classpath") == 0 || strcmp(a, "--class-path") == 0) {
            if (i + 1 >= argc)
                return bad("%s requires class path specification", a);
            o->classpath = argv[++i];
        } else if (strncmp(a, "--class-path=", 13) == 0) {
            o->classpath = a + 13;
        } else if (strcmp(a, "-jar") == 0) {
            if (i + 1 >= argc)
                return bad("%s requires jar file specification", a);
            o->jar = argv[++i];
            i++;
            break;
        } else if (strncmp(a, "-D", 2) == 0) {
            if (a[2] == 0 || a[2] == '=')
                return bad("invalid system property: %s", a);
            o->props[o->nprops++] = a + 2;
        } else if (strncmp(a, "-Xmx", 4) == 0) {
            if (options_parse_size(a + 4, &o->xmx) < 0 || o->xmx < 1024 * 1024)
                return bad_vm("Invalid maximum heap size: %s", a);
        } else if (strncmp(a, "-Xms", 4) == 0) {
            if (options_parse_size(a + 4, &o->xms) < 0)
                return bad_vm("Invalid initial heap size: %s", a);
        } else if (strncmp(a, "-Xss", 4) == 0) {
            if (options_parse_size(a + 4, &o->xss) < 0 || o->xss < 64 * 1024)
                return bad_vm("Invalid thread stack size: %s", a);
        } else if (strncmp(a, "--threads=", 10) == 0) {
            const char *v = a + 10;
            if (th_backend_find(v) == NULL) {
                char names[128], fmt[192];
                th_backend_names(names, sizeof names, ", ", " or ");
                snprintf(fmt, sizeof fmt, "unknown thread backend '%%s' (expected %s)", names);
                return bad(fmt, v);
            }
            o->threads = v;
        } else if (strncmp(a, "--carriers=", 11) == 0) {
            char *end;
            long n = strtol(a + 11, &end, 10);
            if (*end != 0 || n < 1 || n > 1024)
                return bad("invalid --carriers value '%s' (expected 1..1024)", a + 11);
            o->carriers = (int)n;
        } else if (strncmp(a, "--idle=", 7) == 0) {
            const char *v = a + 7;
            if (strcmp(v, "tickless") == 0)
                o->idle = TH_IDLE_TICKLESS;
            else if (strcmp(v, "legacy") == 0)
                o->idle = TH_IDLE_LEGACY;
            else
                return bad("unknown idle mode '%s' (expected tickless or legacy)", v);
        } else if (strncmp(a, "--gc-threads=", 13) == 0) {
            char *end;
            long n = strtol(a + 13, &end, 10);
            if (*end != 0 || n < 1 || n > 1024)
                return bad("invalid --gc-threads value '%s' (expected 1..1024)", a + 13);
            o->gc_threads = (int)n;
        } else if (strncmp(a, "--gc-termination=", 17) == 0) {
            const char *v = a + 17;
            if (strcmp(v, "park") == 0)
                o->gc_termination = 0;
            else if (strcmp(v, "yield") == 0)
                o->gc_termination = 1;
            else
                return bad("unknown --gc-termination '%s' (expected park or yield)", v);
        } else if (strncmp(a, "--container-cache-ms=", 21) == 0) {
            char *end;
            long n = strtol(a + 21, &end, 10);
            if (*end != 0 || n < 0 || n > 3600000)
                return bad("invalid --container-cache-ms value '%s'", a + 21);
            o->container_cache_ms = (int)n;
        } else if (strncmp(a, "-XX:MaxJavaStackTraceDepth=", 27) == 0) {
            long v;
            int rc = xx_intx(a + 4, a + 27, 1073741823L, &v);
            if (rc != 0)
                return rc;
            o->max_stack_trace_depth = (int)v;
        } else if (strncmp(a, "-XX:SoftRefLRUPolicyMSPerMB=", 28) == 0) {
            long v;
            int rc = xx_intx(a + 4, a + 28, LONG_MAX, &v);
            if (rc != 0)
                return rc;
            o->soft_ref_ms_per_mb = v;
        } else if (strcmp(a, "-XX:-SuperInstructions") == 0) {
            o->no_super = 2;
        } else if (strcmp(a, "-XX:SuperInstructions=cmp") == 0) {
            o->no_super = 1;
        } else if (strcmp(a, "-XX:+GCStress") == 0) {
            o->gc_stress = 1;
        } else if (strcmp(a, "-verbose:gc") == 0 || strcmp(a, "-Xlog:gc") == 0) {
            o->verbose_gc = 1;
        } else if (strcmp(a, "-verbose:class") == 0) {
            o->verbose_class = 3;
        } else if (strcmp(a, "-Xlog:class+load") == 0) {
            o->verbose_class |= 1;
        } else if (strcmp(a, "-Xlog:class+unload") == 0) {
            o->verbose_class |= 2;
        } else if (strcmp(a, "-Xlog:threads") == 0) {
            o->log_threads = 1;
        } else if (strcmp(a, "--disassemble") == 0) {
            o->disassemble = 1;
        } else if (strcmp(a, "--disassemble=after") == 0) {
            o->disassemble = 2;
        } else if (assert_option(o, a)) {
            /* -ea, -da, -esa, -dsa and their long forms. */
        } else if (strcmp(a, "-server") == 0 || strcmp(a, "-Xint") == 0) {
            /* Accepted for compatibility. */
        } else if (strcmp(a, "-version") == 0) {
            print_version(stderr);
            return 1;
        } else if (strcmp(a, "--version") == 0) {
            print_version(stdout);
            return 1;
        } else if (strcmp(a, "-h") == 0 || strcmp(a, "-?") == 0 || strcmp(a, "-help") == 0) {
            print_usage(stderr);
            return 1;
        } else if (strcmp(a, "--help") == 0) {
            print_usage(stdout);
            return 1;
        } else {
            return bad_vm("Unrecognized option: %s", a);
        }
    }
    if (o->jar == NULL) {
        if (i >= argc) {
            print_usage(stderr);
            return 2;
        }
        o->main_class = argv[i++];
    }
    o->argc = argc - i;
    o->argv = argv + i;
    if (o->classpath == NULL) {
        const char *env = getenv("CLASSPATH");
        o->classpath = env && *env ? env : ".";
    }
    if (o->xmx == 0)
        o->xmx = default_max_heap();
    if (o->xms > o->xmx) {
        fprintf(stderr, "Error occurred during initialization of VM\n"
                        "Initial heap size set to a larger value than the maximum heap size\n");
        return 2;
    }
    return 0;
}
