/* fdlibm.c: StrictMath's functions as fdlibm 5.3 computes them (the algorithms
 * Java specifies for StrictMath), written here from fdlibm's published
 * descriptions: cbrt, hypot, atan, atan2, asin, acos and exp for now; the
 * other functions are still libm's (vm/natives/math.c).  Math's versions of
 * the first six delegate to StrictMath in HotSpot 17, so both classes use them;
 * Math.exp is a HotSpot intrinsic and stays libm's.
 *
 * Doubles are taken apart into their high and low 32-bit words as fdlibm
 * does; every operation is a plain IEEE double operation (C11, no contraction
 * into fused multiply-adds), so the results are bit for bit fdlibm's. */
#include <stdint.h>
#include <string.h>
#include <math.h>
#include "fdlibm.h"

/* No fused multiply-adds: gcc does not contract in ISO C mode; clang is told so. */
#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

static int32_t hi_word(double x)
{
    uint64_t u;
    memcpy(&u, &x, 8);
    return (int32_t)(u >> 32);
}

static uint32_t lo_word(double x)
{
    uint64_t u;
    memcpy(&u, &x, 8);
    return (uint32_t)u;
}

static double with_hi(double x, int32_t hi)
{
    uint64_t u;
    memcpy(&u, &x, 8);
    u = ((uint64_t)(uint32_t)hi << 32) | (u & 0xffffffffu);
    memcpy(&x, &u, 8);
    return x;
}

static double with_lo(double x, uint32_t lo)
{
    uint64_t u;
    memcpy(&u, &x, 8);
    u = (u & 0xffffffff00000000ull) | lo;
    memcpy(&x, &u, 8);
    return x;
}

/* cbrt: a 5-bit guess from the exponent, a rational step to 23 bits, the
 * guess rounded up to 20 bits, and one Newton step (error < 0.667 ulp). */
double fdlibm_cbrt(double x)
{
    const int32_t B1 = 715094163, B2 = 696219795;
    const double C = 5.42857142857142815906e-01, D = -7.05306122448979611050e-01,
                 E = 1.41428571428571436819e+00, F = 1.60714285714285720630e+00,
                 G = 3.57142857142857150787e-01;
    int32_t hx = hi_word(x);
    uint32_t sign = (uint32_t)hx & 0x80000000u;
    hx = (int32_t)((uint32_t)hx ^ sign);
    if (hx >= 0x7ff00000)
        return x + x;
    if ((hx | (int32_t)lo_word(x)) == 0)
        return x;
    x = with_hi(x, hx);
    double t = 0.0;
    if (hx < 0x00100000) {
        t = with_hi(t, 0x43500000);          /* 2^54 */
        t *= x;
        t = with_hi(t, hi_word(t) / 3 + B2);
    } else {
        t = with_hi(t, hx / 3 + B1);
    }
    double r = t * t / x;
    double s = C + r * t;
    t *= G + F / (s + E + D / s);
    t = with_lo(t, 0);
    t = with_hi(t, hi_word(t) + 1);
    s = t * t;
    r = x / s;
    double w = t + t;
    r = (r - t) / (w + r);
    t = t + t * r;
    return with_hi(t, (int32_t)((uint32_t)hi_word(t) | sign));
}

/* hypot: scale into range, then sqrt of a sum computed in split halves so
 * the rounding error stays below one ulp. */
double fdlibm_hypot(double x, double y)
{
    int32_t ha = hi_word(x) & 0x7fffffff;
    int32_t hb = hi_word(y) & 0x7fffffff;
    double a, b;
    if (hb > ha) {
        a = y;
        b = x;
        int32_t j = ha;
        ha = hb;
        hb = j;
    } else {
        a = x;
        b = y;
    }
    a = with_hi(a, ha);
    b = with_hi(b, hb);
    if ((ha - hb) > 0x3c00000)
        return a + b;
    int k = 0;
    if (ha > 0x5f300000) {
        if (ha >= 0x7ff00000) {
            double w = a + b;
            if (((ha & 0xfffff) | (int32_t)lo_word(a)) == 0)
                w = a;
            if (((hb ^ 0x7ff00000) | (int32_t)lo_word(b)) == 0)
                w = b;
            return w;
        }
        ha -= 0x25800000;
        hb -= 0x25800000;
        k += 600;
        a = with_hi(a, ha);
        b = with_hi(b, hb);
    }
    if (hb < 0x20b00000) {
        if (hb <= 0x000fffff) {
            if ((hb | (int32_t)lo_word(b)) == 0)
                return a;
            double t1 = with_hi(0.0, 0x7fd00000);   /* 2^1022 */
            b *= t1;
            a *= t1;
            k -= 1022;
        } else {
            ha += 0x25800000;
            hb += 0x25800000;
            k -= 600;
            a = with_hi(a, ha);
            b = with_hi(b, hb);
        }
    }
    double w = a - b;
    if (w > b) {
        double t1 = with_hi(0.0, ha);
        double t2 = a - t1;
        w = sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
    } else {
        a = a + a;
        double y1 = with_hi(0.0, hb);
        double y2 = b - y1;
        double t1 = with_hi(0.0, ha + 0x00100000);
        double t2 = a - t1;
        w = sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
    }
    if (k != 0) {
        double t1 = with_hi(1.0, hi_word(1.0) + (int32_t)((uint32_t)k << 20));   /* k may be negative */
        return t1 * w;
    }
    return w;
}

static const double ATAN_HI[] = {
    4.63647609000806093515e-01, 7.85398163397448278999e-01,
    9.82793723247329054082e-01, 1.57079632679489655800e+00,
};
static const double ATAN_LO[] = {
    2.26987774529616870924e-17, 3.06161699786838301793e-17,
    1.39033110312309984516e-17, 6.12323399573676603587e-17,
};
static const double AT[] = {
    3.33333333333329318027e-01, -1.99999999998764832476e-01,
    1.42857142725034663711e-01, -1.11111104054623557880e-01,
    9.09088713343650656196e-02, -7.69187620504482999495e-02,
    6.66107313738753120669e-02, -5.83357013379057348645e-02,
    4.97687799461593236017e-02, -3.65315727442169155270e-02,
    1.62858201153657823623e-02,
};

/* atan: reduce |x| to [0, 7/16) by atan(x) = atan(c) + atan((x-c)/(1+xc)) for
 * c in {0.5, 1, 1.5, inf}, then an odd polynomial of degree 23. */
double fdlibm_atan(double x)
{
    int32_t hx = hi_word(x);
    int32_t ix = hx & 0x7fffffff;
    int id;
    if (ix >= 0x44100000) {                  /* |x| >= 2^66 */
        if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lo_word(x) != 0))
            return x + x;
        return hx > 0 ? ATAN_HI[3] + ATAN_LO[3] : -ATAN_HI[3] - ATAN_LO[3];
    }
    if (ix < 0x3fdc0000) {                   /* |x| < 0.4375 */
        if (ix < 0x3e200000)                 /* |x| < 2^-29 */
            return x;
        id = -1;
    } else {
        x = fabs(x);
        if (ix < 0x3ff30000) {               /* |x| < 1.1875 */
            if (ix < 0x3fe60000) {           /* 7/16 <= |x| < 11/16 */
                id = 0;
                x = (2.0 * x - 1.0) / (2.0 + x);
            } else {                         /* 11/16 <= |x| < 19/16 */
                id = 1;
                x = (x - 1.0) / (x + 1.0);
            }
        } else if (ix < 0x40038000) {        /* |x| < 2.4375 */
            id = 2;
            x = (x - 1.5) / (1.0 + 1.5 * x);
        } else {                             /* 2.4375 <= |x| < 2^66 */
            id = 3;
            x = -1.0 / x;
        }
    }
    double z = x * x;
    double w = z * z;
    double s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
    double s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
    if (id < 0)
        return x - x * (s1 + s2);
    z = ATAN_HI[id] - ((x * (s1 + s2) - ATAN_LO[id]) - x);
    return hx < 0 ? -z : z;
}

/* atan2: the special cases of C99 Annex F, then atan(|y/x|) moved into the
 * quadrant of (x, y) with pi split into a high and a low part. */
double fdlibm_atan2(double y, double x)
{
    const double tiny = 1.0e-300, pi_o_4 = 7.8539816339744827900E-01,
                 pi_o_2 = 1.5707963267948965580E+00, pi = 3.1415926535897931160E+00,
                 pi_lo = 1.2246467991473531772E-16;
    int32_t hx = hi_word(x), ix = hx & 0x7fffffff;
    uint32_t lx = lo_word(x);
    int32_t hy = hi_word(y), iy = hy & 0x7fffffff;
    uint32_t ly = lo_word(y);
    if (((uint32_t)ix | ((lx | (0u - lx)) >> 31)) > 0x7ff00000u
        || ((uint32_t)iy | ((ly | (0u - ly)) >> 31)) > 0x7ff00000u)
        return x + y;                        /* x or y is NaN */
    if ((((uint32_t)hx - 0x3ff00000u) | lx) == 0)  /* unsigned: hx may be negative */
        return fdlibm_atan(y);               /* x = 1.0 */
    int m = ((hy >> 31) & 1) | ((hx >> 30) & 2);
    if ((iy | (int32_t)ly) == 0) {
        switch (m) {
        case 0:
        case 1:
            return y;
        case 2:
            return pi + tiny;
        default:
            return -pi - tiny;
        }
    }
    if ((ix | (int32_t)lx) == 0)
        return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;
    if (ix == 0x7ff00000) {
        if (iy == 0x7ff00000) {
            switch (m) {
            case 0:
                return pi_o_4 + tiny;
            case 1:
                return -pi_o_4 - tiny;
            case 2:
                return 3.0 * pi_o_4 + tiny;
            default:
                return -3.0 * pi_o_4 - tiny;
            }
        }
        switch (m) {
        case 0:
            return 0.0;
        case 1:
            return -0.0;
        case 2:
            return pi + tiny;
        default:
            return -pi - tiny;
        }
    }
    if (iy == 0x7ff00000)
        return hy < 0 ? -pi_o_2 - tiny : pi_o_2 + tiny;
    int k = (iy - ix) >> 20;
    double z;
    if (k > 60)
        z = pi_o_2 + 0.5 * pi_lo;
    else if (hx < 0 && k < -60)
        z = 0.0;
    else
        z = fdlibm_atan(fabs(y / x));
    switch (m) {
    case 0:
        return z;
    case 1:
        return -z;
    case 2:
        return pi - (z - pi_lo);
    default:
        return (z - pi_lo) - pi;
    }
}

static const double PS0 = 1.66666666666666657415e-01, PS1 = -3.25565818622400915405e-01,
                    PS2 = 2.01212532134862925881e-01, PS3 = -4.00555345006794114027e-02,
                    PS4 = 7.91534994289814532176e-04, PS5 = 3.47933107596021167570e-05,
                    QS1 = -2.40339491173441421878e+00, QS2 = 2.02094576023350569471e+00,
                    QS3 = -6.88283971605453293030e-01, QS4 = 7.70381505559019352791e-02;
static const double PIO2_HI = 1.57079632679489655800e+00, PIO2_LO = 6.12323399573676603587e-17,
                    PIO4_HI = 7.85398163397448278999e-01, PI = 3.14159265358979311600e+00;

/* asin(r) = r + r*R(r^2) with R(t) = p(t)/q(t), the two polynomials evaluated by Horner as
 * fdlibm does. */
static double asin_p(double t)
{
    return t * (PS0 + t * (PS1 + t * (PS2 + t * (PS3 + t * (PS4 + t * PS5)))));
}

static double asin_q(double t)
{
    return 1.0 + t * (QS1 + t * (QS2 + t * (QS3 + t * QS4)));
}

/* asin: x + x*R(x^2) below 0.5; above, asin(x) = pi/2 - 2 asin(sqrt((1-x)/2)) with the
 * square root split into a 26-bit head and a correction. */
double fdlibm_asin(double x)
{
    int32_t hx = hi_word(x);
    int32_t ix = hx & 0x7fffffff;
    if (ix >= 0x3ff00000) {
        if (((ix - 0x3ff00000) | (int32_t)lo_word(x)) == 0)
            return x * PIO2_HI + x * PIO2_LO;
        return (x - x) / (x - x);
    }
    if (ix < 0x3fe00000) {
        if (ix < 0x3e400000)
            return x;
        double t = x * x;
        double w = asin_p(t) / asin_q(t);
        return x + x * w;
    }
    double w = 1.0 - fabs(x);
    double t = w * 0.5;
    double p = asin_p(t);
    double q = asin_q(t);
    double s = sqrt(t);
    if (ix >= 0x3FEF3333) {
        w = p / q;
        t = PIO2_HI - (2.0 * (s + s * w) - PIO2_LO);
    } else {
        w = with_lo(s, 0);
        double c = (t - w * w) / (s + w);
        double r = p / q;
        p = 2.0 * s * r - (PIO2_LO - 2.0 * c);
        q = PIO4_HI - 2.0 * w;
        t = PIO4_HI - (p - q);
    }
    return hx > 0 ? t : -t;
}

/* acos: pi/2 - (x + x*R(x^2)) below 0.5; otherwise from sqrt((1 -+ x)/2) as in asin. */
double fdlibm_acos(double x)
{
    int32_t hx = hi_word(x);
    int32_t ix = hx & 0x7fffffff;
    if (ix >= 0x3ff00000) {
        if (((ix - 0x3ff00000) | (int32_t)lo_word(x)) == 0)
            return hx > 0 ? 0.0 : PI + 2.0 * PIO2_LO;
        return (x - x) / (x - x);
    }
    if (ix < 0x3fe00000) {
        if (ix <= 0x3c600000)
            return PIO2_HI + PIO2_LO;
        double z = x * x;
        double r = asin_p(z) / asin_q(z);
        return PIO2_HI - (x - (PIO2_LO - x * r));
    }
    if (hx < 0) {
        double z = (1.0 + x) * 0.5;
        double p = asin_p(z);
        double q = asin_q(z);
        double s = sqrt(z);
        double r = p / q;
        double w = r * s - PIO2_LO;
        return PI - 2.0 * (s + w);
    }
    double z = (1.0 - x) * 0.5;
    double s = sqrt(z);
    double df = with_lo(s, 0);
    double c = (z - df * df) / (s + df);
    double p = asin_p(z);
    double q = asin_q(z);
    double r = p / q;
    double w = r * s + c;
    return 2.0 * (df + w);
}

/* exp: x = k ln2 + r with |r| <= ln2/2 (ln2 split in two), exp(r) from a degree-5 rational
 * correction, then k added to the exponent. */
double fdlibm_exp(double x)
{
    static const double half[2] = { 0.5, -0.5 };
    static const double ln2hi[2] = { 6.93147180369123816490e-01, -6.93147180369123816490e-01 };
    static const double ln2lo[2] = { 1.90821492927058770002e-10, -1.90821492927058770002e-10 };
    const double huge = 1.0e+300, twom1000 = 9.33263618503218878990e-302,
                 o_threshold = 7.09782712893383973096e+02, u_threshold = -7.45133219101941108420e+02,
                 invln2 = 1.44269504088896338700e+00, P1 = 1.66666666666666019037e-01,
                 P2 = -2.77777777770155933842e-03, P3 = 6.61375632143793436117e-05,
                 P4 = -1.65339022054652515390e-06, P5 = 4.13813679705723846039e-08;
    double hi = 0.0, lo = 0.0;
    int k = 0;
    int32_t hx = hi_word(x);
    int xsb = (hx >> 31) & 1;
    hx &= 0x7fffffff;
    if (hx >= 0x40862E42) {                  /* |x| >= 709.78 */
        if (hx >= 0x7ff00000) {
            if (((hx & 0xfffff) | (int32_t)lo_word(x)) != 0)
                return x + x;
            return xsb == 0 ? x : 0.0;
        }
        if (x > o_threshold)
            return huge * huge;
        if (x < u_threshold)
            return twom1000 * twom1000;
    }
    if (hx > 0x3fd62e42) {                   /* |x| > ln2/2 */
        if (hx < 0x3FF0A2B2) {               /* and |x| < 1.5 ln2 */
            hi = x - ln2hi[xsb];
            lo = ln2lo[xsb];
            k = 1 - xsb - xsb;
        } else {
            k = (int)(invln2 * x + half[xsb]);
            double t = k;
            hi = x - t * ln2hi[0];
            lo = t * ln2lo[0];
        }
        x = hi - lo;
    } else if (hx < 0x3e300000) {            /* |x| < 2^-28 */
        return 1.0 + x;
    } else {
        k = 0;
    }
    double t = x * x;
    double c = x - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    if (k == 0)
        return 1.0 - ((x * c) / (c - 2.0) - x);
    double y = 1.0 - ((lo - (x * c) / (2.0 - c)) - hi);
    if (k >= -1021)
        return with_hi(y, hi_word(y) + (int32_t)((uint32_t)k << 20));
    y = with_hi(y, hi_word(y) + (int32_t)((uint32_t)(k + 1000) << 20));
    return y * twom1000;
}
