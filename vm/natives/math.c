/* math.c: natives of java.lang.Math and java.lang.StrictMath (libm), and
 * the remainder that frem/drem compute.
 *
 * libm is not linked: loading it costs every process a third of a megabyte
 * of resident pages at start-up (its ifunc resolvers run, scattered over its
 * text), and a program that calls no Math function does not need it.  It is
 * opened with dlopen() at the first call of one of these natives, its
 * functions published once in a table (whichever thread builds it first
 * wins; the others free theirs).  frem/drem need no libm: fmod is exact, and
 * jvm_fmod computes it in integer arithmetic; the jvm executable is linked
 * with --wrap=fmod,--wrap=fmodf (meson.build) so that the interpreter's
 * fmod/fmodf calls land on __wrap_fmod/__wrap_fmodf below. */
#include <dlfcn.h>
#include <math.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../native.h"
#include "fdlibm.h"

typedef double (*Fn1)(double);
typedef double (*Fn2)(double, double);

/* Index of each function in LIBM_NAMES and in LibM.fn. */
enum { L_SIN, L_COS, L_TAN, L_ASIN, L_ACOS, L_ATAN, L_EXP, L_LOG, L_LOG10, L_SQRT,
       L_CBRT, L_NEXTAFTER, L_SINH, L_COSH, L_TANH, L_EXPM1, L_LOG1P, L_ATAN2, L_POW,
       L_HYPOT, L_REMAINDER, L_COUNT };
static const char *const LIBM_NAMES[L_COUNT] = {
    "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10", "sqrt",
    "cbrt", "nextafter", "sinh", "cosh", "tanh", "expm1", "log1p", "atan2", "pow",
    "hypot", "remainder",
};

typedef struct LibM {
    void *fn[L_COUNT];
} LibM;

static LibM *_Atomic libm;

/* Returns the table, opening libm on first use.  Without libm (never on a
 * glibc system) the VM cannot go on: it says so and exits. */
static const LibM *libm_get(void)
{
    LibM *m = atomic_load_explicit(&libm, memory_order_acquire);
    if (m != NULL)
        return m;
    void *h = dlopen("libm.so.6", RTLD_NOW | RTLD_LOCAL);
    LibM *fresh = calloc(1, sizeof *fresh);
    if (h == NULL || fresh == NULL) {
        fprintf(stderr, "jvm: cannot load the C math library: %s\n",
                h == NULL ? dlerror() : "out of memory");
        exit(1);
    }
    for (int k = 0; k < L_COUNT; k++) {
        fresh->fn[k] = dlsym(h, LIBM_NAMES[k]);
        if (fresh->fn[k] == NULL) {
            fprintf(stderr, "jvm: the C math library has no %s\n", LIBM_NAMES[k]);
            exit(1);
        }
    }
    LibM *expected = NULL;
    if (!atomic_compare_exchange_strong_explicit(&libm, &expected, fresh,
                                                 memory_order_acq_rel, memory_order_acquire)) {
        free(fresh);                 /* another thread published first */
        dlclose(h);                  /* drops our reference only */
        return expected;
    }
    return fresh;
}

static double call1(int k, double x)
{
    Fn1 f;
    void *p = libm_get()->fn[k];
    memcpy(&f, &p, sizeof f);        /* object to function pointer, as POSIX allows */
    return f(x);
}

static double call2(int k, double x, double y)
{
    Fn2 f;
    void *p = libm_get()->fn[k];
    memcpy(&f, &p, sizeof f);
    return f(x, y);
}

double jvm_fmod(double x, double y);
float jvm_fmodf(float x, float y);

/* fmod(x, y) as C99 (F.9.7.1) and Java's drem define it: x - n*y with n
 * x/y truncated, computed exactly by shift-and-subtract on the significands
 * (the result is always representable). */
double jvm_fmod(double x, double y)
{
    const uint64_t SIGN = 1ull << 63, IMPL = 1ull << 52, FRAC = IMPL - 1;
    uint64_t ux, uy;
    memcpy(&ux, &x, 8);
    memcpy(&uy, &y, 8);
    uint64_t sx = ux & SIGN;
    ux &= ~SIGN;
    uy &= ~SIGN;
    if (uy == 0 || ux >= 0x7ff0000000000000ull || uy > 0x7ff0000000000000ull)
        return (x * y) / (x * y);    /* NaN: y zero, x infinite, either NaN */
    if (ux < uy)
        return x;                    /* |x| < |y| (y infinite included) */
    int ex = (int)(ux >> 52), ey = (int)(uy >> 52);
    uint64_t mx = ux & FRAC, my = uy & FRAC;
    if (ex == 0) {                   /* subnormal: normalize */
        ex = 1;
        while (!(mx & IMPL)) {
            mx <<= 1;
            ex--;
        }
    } else {
        mx |= IMPL;
    }
    if (ey == 0) {
        ey = 1;
        while (!(my & IMPL)) {
            my <<= 1;
            ey--;
        }
    } else {
        my |= IMPL;
    }
    for (; ex > ey; ex--) {          /* mx, my < 2^53 */
        if (mx >= my)
            mx -= my;
        mx <<= 1;
    }
    if (mx >= my)
        mx -= my;
    uint64_t r;
    if (mx == 0) {
        r = sx;
    } else {
        while (!(mx & IMPL)) {
            mx <<= 1;
            ex--;
        }
        if (ex > 0)
            r = sx | ((uint64_t)ex << 52) | (mx & FRAC);
        else
            r = sx | (mx >> (1 - ex));   /* subnormal; the bits shifted out are 0 */
    }
    double d;
    memcpy(&d, &r, 8);
    return d;
}

/* The float remainder is the double one rounded: it is exact in float, too
 * (either |x| < |y| and it is x, or it is a multiple of y's ulp below |y|). */
float jvm_fmodf(float x, float y)
{
    return (float)jvm_fmod(x, y);
}

double __wrap_fmod(double x, double y);
float __wrap_fmodf(float x, float y);

double __wrap_fmod(double x, double y)
{
    return jvm_fmod(x, y);
}

float __wrap_fmodf(float x, float y)
{
    return jvm_fmodf(x, y);
}

#define D1(name, expr) \
    static Value name(VMThread *t, Value *a) { (void)t; double x = a[0].d; return (Value){ .d = (expr) }; }
#define D2(name, expr) \
    static Value name(VMThread *t, Value *a) { (void)t; double x = a[0].d, y = a[2].d; return (Value){ .d = (expr) }; }

D1(m_sin, call1(L_SIN, x))
D1(m_cos, call1(L_COS, x))
D1(m_tan, call1(L_TAN, x))
D1(m_asin, fdlibm_asin(x))
D1(m_acos, fdlibm_acos(x))
D1(m_atan, fdlibm_atan(x))
D1(m_exp, call1(L_EXP, x))
D1(sm_exp, fdlibm_exp(x))
D1(m_log, call1(L_LOG, x))
D1(m_log10, call1(L_LOG10, x))
D1(m_sqrt, call1(L_SQRT, x))
/* cbrt, hypot, atan and atan2 are fdlibm's (fdlibm.c), as HotSpot's StrictMath
 * and Math compute them. */
D1(m_cbrt, fdlibm_cbrt(x))
D1(m_sinh, call1(L_SINH, x))
D1(m_cosh, call1(L_COSH, x))
D1(m_tanh, call1(L_TANH, x))
D1(m_expm1, call1(L_EXPM1, x))
D1(m_log1p, call1(L_LOG1P, x))
D1(m_floor, floor(x))
D1(m_ceil, ceil(x))
D1(m_rint, rint(x))
D2(m_atan2, fdlibm_atan2(x, y))
D2(m_pow, call2(L_POW, x, y))
D2(m_hypot, fdlibm_hypot(x, y))
D2(m_ieeeremainder, call2(L_REMAINDER, x, y))

#define ENTRY(cls, n, d, f) { cls, n, d, f }
#define BOTH(n, d, f) ENTRY("java/lang/Math", n, d, f), ENTRY("java/lang/StrictMath", n, d, f)

static const NativeDef defs[] = {
    BOTH("sin", "(D)D", m_sin), BOTH("cos", "(D)D", m_cos), BOTH("tan", "(D)D", m_tan),
    BOTH("asin", "(D)D", m_asin), BOTH("acos", "(D)D", m_acos), BOTH("atan", "(D)D", m_atan),
    ENTRY("java/lang/Math", "exp", "(D)D", m_exp), ENTRY("java/lang/StrictMath", "exp", "(D)D", sm_exp), BOTH("log", "(D)D", m_log), BOTH("log10", "(D)D", m_log10),
    BOTH("sqrt", "(D)D", m_sqrt), BOTH("cbrt", "(D)D", m_cbrt), BOTH("sinh", "(D)D", m_sinh),
    BOTH("cosh", "(D)D", m_cosh), BOTH("tanh", "(D)D", m_tanh), BOTH("expm1", "(D)D", m_expm1),
    BOTH("log1p", "(D)D", m_log1p), BOTH("floor", "(D)D", m_floor), BOTH("ceil", "(D)D", m_ceil),
    BOTH("rint", "(D)D", m_rint), BOTH("atan2", "(DD)D", m_atan2), BOTH("pow", "(DD)D", m_pow),
    BOTH("hypot", "(DD)D", m_hypot), BOTH("IEEEremainder", "(DD)D", m_ieeeremainder),
};

void natives_math_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
