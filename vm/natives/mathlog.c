/* mathlog.c: Math.log and Math.log10 correctly rounded.
 *
 * HotSpot 17 on x86-64 computes Math.log and Math.log10 with stubs of its own (not fdlibm,
 * which StrictMath uses); over millions of inputs their results are the correctly rounded
 * ones (benchmarks/mathcmp), which neither fdlibm nor the C library's log10 always gives.
 * So these compute log(x) in double-double arithmetic (relative error below 2^-80) and
 * round once: x = 2^k m with m in [sqrt(2)/2, sqrt(2)), m = c (1 + r) with c = 1 + j/64
 * the nearest table point, log(m) = log(c) + 2 atanh(s) with s = (m - c)/(m + c),
 * |s| < 2^-7.4, the series taken to s^13.  Every operation is a plain IEEE double one
 * (exact products by Dekker's splitting, no fused multiply-add). */
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "mathlog.h"

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

/* log(1 + j/64) for j = -19..27 as a head and a tail (computed to 300 bits with mpmath). */
static const double LOG_C[47][2] = {
    { -0.3522205935893521, -5.7233316949182485e-18 },
    { -0.33024168687057687, 1.0828321637483858e-17 },
    { -0.3087354816496133, 1.6199186085148102e-17 },
    { -0.2876820724517809, -2.607160616442564e-17 },
    { -0.26706278524904525, 7.32891532732017e-18 },
    { -0.24686007793152578, -1.361743371748368e-17 },
    { -0.22705745063534608, -9.551415762738488e-18 },
    { -0.2076393647782445, -1.2053243216686129e-17 },
    { -0.18859116980755003, 7.432164219196925e-18 },
    { -0.16989903679539747, 4.868008764439071e-19 },
    { -0.15154989812720093, -5.1669593684615594e-18 },
    { -0.13353139262452263, 3.664457663660085e-18 },
    { -0.1158318155251217, -4.338484369808096e-18 },
    { -0.09844007281325252, 4.439009633675136e-18 },
    { -0.0813456394539524, -5.07707635593117e-18 },
    { -0.06453852113757118, 6.470486661692933e-18 },
    { -0.048009219186360606, -1.4390903347292205e-18 },
    { -0.0317486983145803, -3.0382263084680858e-18 },
    { -0.015748356968139168, -1.0021578630528974e-18 },
    { 0.0, 0.0 },
    { 0.015504186535965254, -3.278321022892429e-19 },
    { 0.030771658666753687, 1.0431732029005968e-18 },
    { 0.0458095360312942, 1.902959866474257e-18 },
    { 0.06062462181643484, 2.6424025938726934e-18 },
    { 0.07522342123758753, -5.930604196293241e-18 },
    { 0.08961215868968714, -5.4268129336647135e-18 },
    { 0.10379679368164356, 5.47772415726659e-18 },
    { 0.11778303565638346, -1.1971685747593677e-18 },
    { 0.13157635778871926, 1.1123000879729588e-17 },
    { 0.1451820098444979, 8.242418783022475e-18 },
    { 0.15860503017663857, 1.1257003872182592e-17 },
    { 0.17185025692665923, -6.0224538210113705e-18 },
    { 0.184922338494012, 3.0236614153574064e-18 },
    { 0.19782574332991987, 1.2821194372980142e-17 },
    { 0.21056476910734964, -4.249405314729895e-18 },
    { 0.22314355131420976, -9.091270597324799e-18 },
    { 0.2355660713127669, -2.3943371495187355e-18 },
    { 0.24783616390458127, -1.2432209578702523e-17 },
    { 0.25995752443692605, 2.069806938978935e-17 },
    { 0.27193371548364176, 7.83319637697442e-19 },
    { 0.2837681731306446, -2.032665581126656e-17 },
    { 0.2954642128938359, -2.16461086040599e-17 },
    { 0.3070250352949119, -1.2319916200101964e-17 },
    { 0.3184537311185346, 2.7114779367326236e-17 },
    { 0.329753286372468, 2.122020616196946e-18 },
    { 0.3409265869705932, 1.7467136443544747e-17 },
    { 0.3519764231571782, -1.2953893030191963e-17 },
};

static const double LN2_HI = 0.6931471805599453, LN2_LO = 2.3190468138462996e-17,
                    INV_LN10_HI = 0.4342944819032518, INV_LN10_LO = 1.098319650216765e-17;

/* s + e = a + b exactly */
static void two_sum(double a, double b, double *s, double *e)
{
    double t = a + b;
    double bb = t - a;
    *e = (a - (t - bb)) + (b - bb);
    *s = t;
}

/* the same when |a| >= |b| */
static void fast_two_sum(double a, double b, double *s, double *e)
{
    double t = a + b;
    *e = b - (t - a);
    *s = t;
}

/* p + e = a * b exactly (|a|, |b| far from overflow) */
static void two_prod(double a, double b, double *p, double *e)
{
    const double split = 134217729.0;        /* 2^27 + 1 */
    double t = split * a;
    double ah = t - (t - a), al = a - ah;
    t = split * b;
    double bh = t - (t - b), bl = b - bh;
    double m = a * b;
    *e = ((ah * bh - m) + ah * bl + al * bh) + al * bl;
    *p = m;
}

/* log(x) = *hi + *lo for finite x > 0. */
static void log_dd(double x, double *hi, double *lo)
{
    uint64_t u;
    memcpy(&u, &x, 8);
    int k = 0;
    if ((u >> 52) == 0) {                    /* subnormal */
        x *= 18014398509481984.0;            /* 2^54 */
        memcpy(&u, &x, 8);
        k = -54;
    }
    k += (int)(u >> 52) - 1023;
    u &= 0x000fffffffffffffull;
    if (u >= 0x6a09e667f3bcdull) {           /* m >= sqrt(2): halve it */
        u |= 0x3fe0000000000000ull;
        k += 1;
    } else {
        u |= 0x3ff0000000000000ull;
    }
    double m;
    memcpy(&m, &u, 8);
    int j = (int)((m - 1.0) * 64.0 + 19.5) - 19;   /* nearest table point; the sum is > 0 */
    double c = 1.0 + j / 64.0;
    double d = m - c;                        /* exact (Sterbenz) */
    double dh, dl;
    two_sum(m, c, &dh, &dl);                 /* m + c exactly */
    /* s = q + ql = d / (dh + dl) */
    double q = d / dh, p, pe;
    two_prod(q, dh, &p, &pe);
    double ql = (((d - p) - pe) - q * dl) / dh;
    /* u = s^2 */
    double uh, ul;
    two_prod(q, q, &uh, &ul);
    ul += 2.0 * q * ql;
    /* Q = u/3 + u^2/5 + ... + u^6/13, its first term in double-double */
    double th = uh / 3.0;
    two_prod(th, 3.0, &p, &pe);
    double tl = (((uh - p) - pe) + ul) / 3.0;
    double rest = uh * uh * (1.0 / 5 + uh * (1.0 / 7 + uh * (1.0 / 9 + uh * (1.0 / 11 + uh * (1.0 / 13)))));
    double Qh, Ql;
    fast_two_sum(th, rest, &Qh, &Ql);
    Ql += tl;
    /* 2 atanh(s) = 2 s (1 + Q) */
    double ph, pl;
    two_prod(q, Qh, &ph, &pl);
    pl += q * Ql + ql * Qh;
    double rh, rl;
    fast_two_sum(q, ph, &rh, &rl);
    rl += ql + pl;
    rh *= 2.0;
    rl *= 2.0;
    /* k ln2 + log(c) + 2 atanh(s) */
    double kh, kl;
    two_prod((double)k, LN2_HI, &kh, &kl);
    kl += (double)k * LN2_LO;
    double t, e;
    two_sum(kh, LOG_C[j + 19][0], &t, &e);
    e += kl + LOG_C[j + 19][1];
    double t2, e2;
    two_sum(t, rh, &t2, &e2);
    e2 += e + rl;
    fast_two_sum(t2, e2, hi, lo);
}

double math_log(double x)
{
    if (!(x > 0.0) || x == INFINITY) {
        if (x == 0.0)
            return -INFINITY;
        return x == INFINITY || x != x ? x + x : NAN;
    }
    double hi, lo;
    log_dd(x, &hi, &lo);
    return hi;
}

double math_log10(double x)
{
    if (!(x > 0.0) || x == INFINITY) {
        if (x == 0.0)
            return -INFINITY;
        return x == INFINITY || x != x ? x + x : NAN;
    }
    double hi, lo, p, pe;
    log_dd(x, &hi, &lo);
    two_prod(hi, INV_LN10_HI, &p, &pe);
    pe += hi * INV_LN10_LO + lo * INV_LN10_HI;
    return p + pe;
}
