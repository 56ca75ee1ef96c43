/* math.c: natives of java.lang.Math and java.lang.StrictMath (libm). */
#include <math.h>
#include "../native.h"

#define D1(name, expr) \
    static Value name(VMThread *t, Value *a) { (void)t; double x = a[0].d; return (Value){ .d = (expr) }; }
#define D2(name, expr) \
    static Value name(VMThread *t, Value *a) { (void)t; double x = a[0].d, y = a[2].d; return (Value){ .d = (expr) }; }

D1(m_sin, sin(x))
D1(m_cos, cos(x))
D1(m_tan, tan(x))
D1(m_asin, asin(x))
D1(m_acos, acos(x))
D1(m_atan, atan(x))
D1(m_exp, exp(x))
D1(m_log, log(x))
D1(m_log10, log10(x))
D1(m_sqrt, sqrt(x))
/* glibc's cbrt is not correctly rounded (cbrt(27.0) is 3.0000000000000004);
 * Java's is within 1 ulp and exact for perfect cubes, so correct the result
 * by checking its neighbours in long double. */
static double java_cbrt(double x)
{
    double r = cbrt(x);
    if (!isfinite(r) || r == 0.0)
        return r;
    double best = r;
    long double err = fabsl((long double)r * r * r - x);
    double cand[2] = { nextafter(r, -INFINITY), nextafter(r, INFINITY) };
    for (int k = 0; k < 2; k++) {
        long double e = fabsl((long double)cand[k] * cand[k] * cand[k] - x);
        if (e < err) {
            err = e;
            best = cand[k];
        }
    }
    return best;
}

D1(m_cbrt, java_cbrt(x))
D1(m_sinh, sinh(x))
D1(m_cosh, cosh(x))
D1(m_tanh, tanh(x))
D1(m_expm1, expm1(x))
D1(m_log1p, log1p(x))
D1(m_floor, floor(x))
D1(m_ceil, ceil(x))
D1(m_rint, rint(x))
D2(m_atan2, atan2(x, y))
D2(m_pow, pow(x, y))
D2(m_hypot, hypot(x, y))
D2(m_ieeeremainder, remainder(x, y))

#define ENTRY(cls, n, d, f) { cls, n, d, f }
#define BOTH(n, d, f) ENTRY("java/lang/Math", n, d, f), ENTRY("java/lang/StrictMath", n, d, f)

static const NativeDef defs[] = {
    BOTH("sin", "(D)D", m_sin), BOTH("cos", "(D)D", m_cos), BOTH("tan", "(D)D", m_tan),
    BOTH("asin", "(D)D", m_asin), BOTH("acos", "(D)D", m_acos), BOTH("atan", "(D)D", m_atan),
    BOTH("exp", "(D)D", m_exp), BOTH("log", "(D)D", m_log), BOTH("log10", "(D)D", m_log10),
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
