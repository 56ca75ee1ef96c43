/* math.c: natives of java.lang.Math and java.lang.StrictMath, and the
 * remainder that frem/drem compute.
 *
 * StrictMath is fdlibm's algorithms (fdlibm.c); Math is too, where HotSpot 17's
 * Math delegates to StrictMath.  HotSpot's Math.sin, cos, tan, exp, log, log10 and
 * pow are stubs of Intel's algorithms, correctly rounded in all but a few inputs in
 * a thousand (or, for log and log10, in millions): the jvm computes sin, cos, tan,
 * log and log10 correctly rounded (mathcr.c); exp and pow are the C library's,
 * whose near correctly rounded results differ from HotSpot's about as rarely as a
 * correctly rounded exp's would (0.16% and 0.05% of inputs, benchmarks/mathcmp).
 * Math.fma is the C library's fma (exact).
 *
 * libm is not linked: loading it costs every process a third of a megabyte
 * of resident pages at start-up (its ifunc resolvers run, scattered over its
 * text), and a program that calls none of exp, pow and fma does not need it.
 * It is opened with dlopen() at the first call of one of those natives, its
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
#include "mathcr.h"

typedef double (*Fn1)(double);
typedef double (*Fn2)(double, double);

/* Index of each function in LIBM_NAMES and in LibM.fn. */
enum { L_EXP, L_POW, L_FMA, L_FMAF, L_COUNT };
static const char *const LIBM_NAMES[L_COUNT] = {
    "exp", "pow", "fma", "fmaf",
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

static double call3(int k, double x, double y, double z)
{
    double (*f)(double, double, double);
    void *p = libm_get()->fn[k];
    memcpy(&f, &p, sizeof f);
    return f(x, y, z);
}

static float call3f(int k, float x, float y, float z)
{
    float (*f)(float, float, float);
    void *p = libm_get()->fn[k];
    memcpy(&f, &p, sizeof f);
    return f(x, y, z);
}

#define D1(name, expr) \
    static Value name(VMThread *t, Value *a) { (void)t; double x = a[0].d; return (Value){ .d = (expr) }; }
#define D2(name, expr) \
    static Value name(VMThread *t, Value *a) { (void)t; double x = a[0].d, y = a[2].d; return (Value){ .d = (expr) }; }

/* StrictMath: fdlibm's algorithms (fdlibm.c).  Math: correctly rounded sin, cos, tan, log and
 * log10 (mathcr.c), the C library's exp and pow (see the top of this file); every other Math
 * function is StrictMath's in HotSpot 17. */
D1(m_sin, math_sin(x))
D1(m_cos, math_cos(x))
D1(m_tan, math_tan(x))
D1(m_exp, call1(L_EXP, x))
D1(m_log, math_log(x))
D1(m_log10, math_log10(x))

/* Java's pow differs from C's where y is NaN or x = +-1 and y infinite: NaN. */
static double java_pow(double x, double y)
{
    if (y != y || (fabs(x) == 1.0 && fabs(y) == INFINITY))
        return NAN;
    return call2(L_POW, x, y);
}

D2(m_pow, java_pow(x, y))
D1(sm_sin, fdlibm_sin(x))
D1(sm_cos, fdlibm_cos(x))
D1(sm_tan, fdlibm_tan(x))
D1(sm_exp, fdlibm_exp(x))
D1(sm_log, fdlibm_log(x))
D1(sm_log10, fdlibm_log10(x))
D2(sm_pow, fdlibm_pow(x, y))
D1(sm_asin, fdlibm_asin(x))
D1(sm_acos, fdlibm_acos(x))
D1(sm_atan, fdlibm_atan(x))
D1(sm_sqrt, fdlibm_sqrt(x))
D1(sm_cbrt, fdlibm_cbrt(x))
D1(sm_sinh, fdlibm_sinh(x))
D1(sm_cosh, fdlibm_cosh(x))
D1(sm_tanh, fdlibm_tanh(x))
D1(sm_expm1, fdlibm_expm1(x))
D1(sm_log1p, fdlibm_log1p(x))
D1(sm_floor, fdlibm_floor(x))
D1(sm_ceil, fdlibm_ceil(x))
D1(sm_rint, fdlibm_rint(x))
D2(sm_atan2, fdlibm_atan2(x, y))
D2(sm_hypot, fdlibm_hypot(x, y))
D2(sm_ieeeremainder, fdlibm_remainder(x, y))

/* Math.fma: one rounding of a*b + c (the C library's fma is exact). */
static Value m_fma(VMThread *t, Value *a)
{
    (void)t;
    return (Value){ .d = call3(L_FMA, a[0].d, a[2].d, a[4].d) };
}

static Value m_fmaf(VMThread *t, Value *a)
{
    (void)t;
    return (Value){ .f = call3f(L_FMAF, a[0].f, a[1].f, a[2].f) };
}

#define ENTRY(cls, n, d, f) { cls, n, d, f }
#define BOTH(n, d, f) ENTRY("java/lang/Math", n, d, f), ENTRY("java/lang/StrictMath", n, d, f)
#define MATH(n, d, f) ENTRY("java/lang/Math", n, d, f)
#define STRICT(n, d, f) ENTRY("java/lang/StrictMath", n, d, f)

static const NativeDef defs[] = {
    MATH("sin", "(D)D", m_sin), MATH("cos", "(D)D", m_cos), MATH("tan", "(D)D", m_tan),
    MATH("exp", "(D)D", m_exp), MATH("log", "(D)D", m_log), MATH("log10", "(D)D", m_log10),
    MATH("pow", "(DD)D", m_pow),
    STRICT("sin", "(D)D", sm_sin), STRICT("cos", "(D)D", sm_cos), STRICT("tan", "(D)D", sm_tan),
    STRICT("exp", "(D)D", sm_exp), STRICT("log", "(D)D", sm_log), STRICT("log10", "(D)D", sm_log10),
    STRICT("pow", "(DD)D", sm_pow),
    BOTH("asin", "(D)D", sm_asin), BOTH("acos", "(D)D", sm_acos), BOTH("atan", "(D)D", sm_atan),
    BOTH("sqrt", "(D)D", sm_sqrt), BOTH("cbrt", "(D)D", sm_cbrt), BOTH("sinh", "(D)D", sm_sinh),
    BOTH("cosh", "(D)D", sm_cosh), BOTH("tanh", "(D)D", sm_tanh), BOTH("expm1", "(D)D", sm_expm1),
    BOTH("log1p", "(D)D", sm_log1p), BOTH("floor", "(D)D", sm_floor), BOTH("ceil", "(D)D", sm_ceil),
    BOTH("rint", "(D)D", sm_rint), BOTH("atan2", "(DD)D", sm_atan2), BOTH("hypot", "(DD)D", sm_hypot),
    BOTH("IEEEremainder", "(DD)D", sm_ieeeremainder),
    MATH("fma", "(DDD)D", m_fma), MATH("fma", "(FFF)F", m_fmaf),
};

void natives_math_init(void)
{
    native_register(defs, (int)(sizeof defs / sizeof defs[0]));
}
