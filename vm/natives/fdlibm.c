/* fdlibm.c: StrictMath's functions as fdlibm 5.3 computes them (the algorithms
 * Java specifies for StrictMath), written here from fdlibm's published
 * descriptions: sin, cos, tan (with the argument reduction by pi/2, multi-precision
 * for huge arguments), asin, acos, atan, atan2, exp, expm1, log, log10, log1p, sinh,
 * cosh, tanh, pow, cbrt, hypot, and the exact sqrt, IEEEremainder, floor, ceil and
 * rint; no C library function is called.  HotSpot 17's Math delegates to StrictMath
 * for all but sin, cos, tan, exp, log, log10 and pow (vm/natives/math.c).
 *
 * Doubles are taken apart into their high and low 32-bit words as fdlibm
 * does; every operation is a plain IEEE double operation (C11, no contraction
 * into fused multiply-adds), so the results are bit for bit fdlibm's
 * (benchmarks/mathcmp: 0 differences from java over 3 million inputs per function).
 * Bit manipulation is done on unsigned words, so nothing overflows or shifts a
 * negative value. */
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
        w = fdlibm_sqrt(t1 * t1 - (b * (-b) - t2 * (a + t1)));
    } else {
        a = a + a;
        double y1 = with_hi(0.0, hb);
        double y2 = b - y1;
        double t1 = with_hi(0.0, ha + 0x00100000);
        double t2 = a - t1;
        w = fdlibm_sqrt(t1 * y1 - (w * (-w) - (t1 * y2 + t2 * b)));
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
    double s = fdlibm_sqrt(t);
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
        double s = fdlibm_sqrt(z);
        double r = p / q;
        double w = r * s - PIO2_LO;
        return PI - 2.0 * (s + w);
    }
    double z = (1.0 - x) * 0.5;
    double s = fdlibm_sqrt(z);
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

/* ------------------------------------------------------------------ helpers */

static double from_words(uint32_t hi, uint32_t lo)
{
    uint64_t u = ((uint64_t)hi << 32) | lo;
    double d;
    memcpy(&d, &u, 8);
    return d;
}

/* x * 2^n with one rounding, as fdlibm's scalbn (n in int range). */
static double scalbn_(double x, int n)
{
    const double two54 = 1.80143985094819840000e+16, twom54 = 5.55111512312578270212e-17,
                 huge = 1.0e+300, tiny = 1.0e-300;
    int32_t hx = hi_word(x);
    int32_t k = (hx & 0x7ff00000) >> 20;
    if (k == 0) {
        if ((lo_word(x) | ((uint32_t)hx & 0x7fffffffu)) == 0)
            return x;
        x *= two54;
        hx = hi_word(x);
        k = ((hx & 0x7ff00000) >> 20) - 54;
        if (n < -50000)
            return tiny * x;
    }
    if (k == 0x7ff)
        return x + x;
    if (n > 50000 || k + n > 0x7fe)
        return huge * copysign(huge, x);
    if (n < -50000)
        return tiny * copysign(tiny, x);
    k += n;
    if (k > 0)
        return with_hi(x, (int32_t)(((uint32_t)hx & 0x800fffffu) | ((uint32_t)k << 20)));
    if (k <= -54)
        return tiny * copysign(tiny, x);
    k += 54;
    return with_hi(x, (int32_t)(((uint32_t)hx & 0x800fffffu) | ((uint32_t)k << 20))) * twom54;
}

/* floor of a non-negative double (as the argument reduction needs it). */
static double floor_pos(double x)
{
    return x < 4503599627370496.0 ? (double)(int64_t)x : x;
}

/* ------------------------------------------------------------------ sin, cos, tan */

/* 2/pi in 24-bit pieces (its first 1584 bits), computed from pi to 3000 bits. */
static const int32_t TWO_OVER_PI[66] = {
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62,
    0x95993C, 0x439041, 0xFE5163, 0xABDEBB, 0xC561B7, 0x246E3A,
    0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
    0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41,
    0x3991D6, 0x398353, 0x39F49C, 0x845F8B, 0xBDF928, 0x3B1FF8,
    0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
    0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5,
    0xF17B3D, 0x0739F7, 0x8A5292, 0xEA6BFB, 0x5FB11F, 0x8D5D08,
    0x560330, 0x46FC7B, 0x6BABF0, 0xCFBC20, 0x9AF436, 0x1DA9E3,
    0x91615E, 0xE61B08, 0x659985, 0x5F14A0, 0x68408D, 0xFFD880,
    0x4D7327, 0x310606, 0x1556CA, 0x73A8C9, 0x60E27B, 0xC08C6B,
};

/* High words of n*pi/2, n = 1..32: an argument that shares one may lose bits to cancellation. */
static const int32_t NPIO2_HW[32] = {
    0x3FF921FB, 0x400921FB, 0x4012D97C, 0x401921FB, 0x401F6A7A, 0x4022D97C, 0x4025FDBB, 0x402921FB,
    0x402C463A, 0x402F6A7A, 0x4031475C, 0x4032D97C, 0x40346B9C, 0x4035FDBB, 0x40378FDB, 0x403921FB,
    0x403AB41B, 0x403C463A, 0x403DD85A, 0x403F6A7A, 0x40407E4C, 0x4041475C, 0x4042106C, 0x4042D97C,
    0x4043A28C, 0x40446B9C, 0x404534AC, 0x4045FDBB, 0x4046C6CB, 0x40478FDB, 0x404858EB, 0x404921FB,
};

/* Multi-precision reduction of a huge argument (Payne-Hanek as fdlibm does it): x is given
 * as nx 24-bit pieces xs[i] * 2^(e0 - 24 i); returns the last three bits of the quotient
 * n with x - n pi/2 = y[0] + y[1] (prec 2, about 64 bits: what fdlibm's sin, cos and tan
 * use) or y[0] + y[1] + y[2] (prec 3, about 113 bits). */
static int kernel_rem_pio2(const double *xs, double *y, int e0, int nx, int prec)
{
    /* pi/2 in 24-bit pieces */
    static const double PIO2[8] = {
        1.57079625129699707031e+00, 7.54978941586159635335e-08, 5.39030252995776476554e-15,
        3.28200341580791294123e-22, 1.27065575308067607349e-29, 1.22933308981111328932e-36,
        2.73370053816464559624e-44, 2.16741683877804819444e-51,
    };
    const double two24 = 1.67772160000000000000e+07, twon24 = 5.96046447753906250000e-08;
    int32_t iq[20];
    double f[20], fq[20] = { 0.0 }, q[20];
    const int jk = prec == 3 ? 6 : 4, jp = jk;   /* terms of 2/pi beyond the first (init_jk) */
    int jx = nx - 1;
    int jv = (e0 - 3) / 24;
    if (jv < 0)
        jv = 0;
    int q0 = e0 - 24 * (jv + 1);
    int m = jx + jk;
    for (int i = 0, j = jv - jx; i <= m; i++, j++)
        f[i] = j < 0 ? 0.0 : (double)TWO_OVER_PI[j];
    for (int i = 0; i <= jk; i++) {
        double fw = 0.0;
        for (int j = 0; j <= jx; j++)
            fw += xs[j] * f[jx + i - j];
        q[i] = fw;
    }
    int jz = jk;
    int n, ih;
    double z;
    for (;;) {
        /* split q[jz..0] into 24-bit integers iq[0..jz-1] (most significant first) */
        int i = 0;
        z = q[jz];
        for (int j = jz; j > 0; i++, j--) {
            double fw = (double)(int32_t)(twon24 * z);
            iq[i] = (int32_t)(z - two24 * fw);
            z = q[j - 1] + fw;
        }
        z = scalbn_(z, q0);
        z -= 8.0 * floor_pos(z * 0.125);     /* z mod 8 */
        n = (int)z;
        z -= (double)n;
        ih = 0;
        if (q0 > 0) {                        /* iq[jz-1] holds integer bits */
            int32_t b = iq[jz - 1] >> (24 - q0);
            n += b;
            iq[jz - 1] -= (int32_t)((uint32_t)b << (24 - q0));
            ih = iq[jz - 1] >> (23 - q0);
        } else if (q0 == 0) {
            ih = iq[jz - 1] >> 23;
        } else if (z >= 0.5) {
            ih = 2;
        }
        if (ih > 0) {                        /* fraction > 0.5: take 1 - fraction */
            n += 1;
            int carry = 0;
            for (int k = 0; k < jz; k++) {
                int32_t j = iq[k];
                if (carry == 0) {
                    if (j != 0) {
                        carry = 1;
                        iq[k] = 0x1000000 - j;
                    }
                } else {
                    iq[k] = 0xffffff - j;
                }
            }
            if (q0 == 1)
                iq[jz - 1] &= 0x7fffff;
            else if (q0 == 2)
                iq[jz - 1] &= 0x3fffff;
            if (ih == 2) {
                z = 1.0 - z;
                if (carry != 0)
                    z -= scalbn_(1.0, q0);
            }
        }
        if (z != 0.0)
            break;
        int j = 0;
        for (int k = jz - 1; k >= jk; k--)
            j |= iq[k];
        if (j != 0)
            break;
        /* all fraction bits cancelled: take more terms of 2/pi */
        int k = 1;
        while (iq[jk - k] == 0)
            k++;
        for (int i2 = jz + 1; i2 <= jz + k; i2++) {
            f[jx + i2] = (double)TWO_OVER_PI[jv + i2];
            double fw = 0.0;
            for (int j2 = 0; j2 <= jx; j2++)
                fw += xs[j2] * f[jx + i2 - j2];
            q[i2] = fw;
        }
        jz += k;
    }
    if (z == 0.0) {                          /* drop zero pieces */
        jz -= 1;
        q0 -= 24;
        while (iq[jz] == 0) {
            jz--;
            q0 -= 24;
        }
    } else {                                 /* break z into 24-bit pieces if need be */
        z = scalbn_(z, -q0);
        if (z >= two24) {
            double fw = (double)(int32_t)(twon24 * z);
            iq[jz] = (int32_t)(z - two24 * fw);
            jz += 1;
            q0 += 24;
            iq[jz] = (int32_t)fw;
        } else {
            iq[jz] = (int32_t)z;
        }
    }
    double fw = scalbn_(1.0, q0);
    for (int i = jz; i >= 0; i--) {
        q[i] = fw * (double)iq[i];
        fw *= twon24;
    }
    for (int i = jz; i >= 0; i--) {          /* times pi/2 */
        fw = 0.0;
        for (int k = 0; k <= jp && k <= jz - i; k++)
            fw += PIO2[k] * q[i + k];
        fq[jz - i] = fw;
    }
    if (prec == 3) {                         /* renormalize twice, then three parts */
        for (int i = jz; i > 0; i--) {
            fw = fq[i - 1] + fq[i];
            fq[i] += fq[i - 1] - fw;
            fq[i - 1] = fw;
        }
        for (int i = jz; i > 1; i--) {
            fw = fq[i - 1] + fq[i];
            fq[i] += fq[i - 1] - fw;
            fq[i - 1] = fw;
        }
        fw = 0.0;
        for (int i = jz; i >= 2; i--)
            fw += fq[i];
        y[0] = ih == 0 ? fq[0] : -fq[0];
        y[1] = ih == 0 ? fq[1] : -fq[1];
        y[2] = ih == 0 ? fw : -fw;
        return n & 7;
    }
    fw = 0.0;
    for (int i = jz; i >= 0; i--)
        fw += fq[i];
    y[0] = ih == 0 ? fw : -fw;
    fw = fq[0] - fw;
    for (int i = 1; i <= jz; i++)
        fw += fq[i];
    y[1] = ih == 0 ? fw : -fw;
    return n & 7;
}

/* The huge-argument reduction of x (finite, |x| >= 2^19 pi/2 say): x as three 24-bit pieces
 * times 2^e0, then kernel_rem_pio2 at precision prec into y (2 or 3 parts); returns n. */
static int rem_pio2_huge(double x, double *y, int prec)
{
    const double two24 = 1.67772160000000000000e+07;
    int32_t hx = hi_word(x);
    int32_t ix = hx & 0x7fffffff;
    int e0 = (ix >> 20) - 1046;
    double z = from_words((uint32_t)(ix - (int32_t)((uint32_t)e0 << 20)), lo_word(x));
    double tx[3];
    for (int i = 0; i < 2; i++) {
        tx[i] = (double)(int32_t)z;
        z = (z - tx[i]) * two24;
    }
    tx[2] = z;
    int nx = 3;
    while (nx > 1 && tx[nx - 1] == 0.0)
        nx--;
    int n = kernel_rem_pio2(tx, y, e0, nx, prec);
    if (hx < 0) {
        for (int i = 0; i < prec; i++)
            y[i] = -y[i];
        return -n;
    }
    return n;
}

int fdlibm_rem_pio2_3(double x, double *y)
{
    return rem_pio2_huge(x, y, 3);
}

/* x - n pi/2 = y[0] + y[1]; returns n.  Medium arguments (|x| < 2^19 pi/2) subtract n times
 * pi/2 split in 33-bit pieces, taking a second and third piece when cancellation is deep. */
static int rem_pio2(double x, double *y)
{
    const double invpio2 = 6.36619772367581382433e-01;
    const double pio2_1 = 1.57079632673412561417e+00, pio2_1t = 6.07710050650619224932e-11,
                 pio2_2 = 6.07710050630396597660e-11, pio2_2t = 2.02226624879595063154e-21,
                 pio2_3 = 2.02226624871116645580e-21, pio2_3t = 8.47842766036889956997e-32;
    int32_t hx = hi_word(x);
    int32_t ix = hx & 0x7fffffff;
    if (ix <= 0x3fe921fb) {                  /* |x| <= pi/4 */
        y[0] = x;
        y[1] = 0.0;
        return 0;
    }
    if (ix < 0x4002d97c) {                   /* |x| < 3pi/4: n = +-1 */
        double z;
        if (hx > 0) {
            z = x - pio2_1;
            if (ix != 0x3ff921fb) {
                y[0] = z - pio2_1t;
                y[1] = (z - y[0]) - pio2_1t;
            } else {                         /* near pi/2: 33 more bits */
                z -= pio2_2;
                y[0] = z - pio2_2t;
                y[1] = (z - y[0]) - pio2_2t;
            }
            return 1;
        }
        z = x + pio2_1;
        if (ix != 0x3ff921fb) {
            y[0] = z + pio2_1t;
            y[1] = (z - y[0]) + pio2_1t;
        } else {
            z += pio2_2;
            y[0] = z + pio2_2t;
            y[1] = (z - y[0]) + pio2_2t;
        }
        return -1;
    }
    if (ix <= 0x413921fb) {                  /* |x| <= 2^19 pi/2 */
        double t = fabs(x);
        int n = (int)(t * invpio2 + 0.5);
        double fn = (double)n;
        double r = t - fn * pio2_1;
        double w = fn * pio2_1t;             /* first round: 85 bits of pi/2 */
        if (n < 32 && ix != NPIO2_HW[n - 1]) {
            y[0] = r - w;
        } else {
            int32_t j = ix >> 20;
            y[0] = r - w;
            int32_t i = j - ((hi_word(y[0]) >> 20) & 0x7ff);
            if (i > 16) {                    /* second round: 118 bits */
                t = r;
                w = fn * pio2_2;
                r = t - w;
                w = fn * pio2_2t - ((t - r) - w);
                y[0] = r - w;
                i = j - ((hi_word(y[0]) >> 20) & 0x7ff);
                if (i > 49) {                /* third round: 151 bits */
                    t = r;
                    w = fn * pio2_3;
                    r = t - w;
                    w = fn * pio2_3t - ((t - r) - w);
                    y[0] = r - w;
                }
            }
        }
        y[1] = (r - y[0]) - w;
        if (hx < 0) {
            y[0] = -y[0];
            y[1] = -y[1];
            return -n;
        }
        return n;
    }
    if (ix >= 0x7ff00000) {                  /* inf or NaN */
        y[0] = y[1] = x - x;
        return 0;
    }
    return rem_pio2_huge(x, y, 2);
}

/* sin(x + y) on [-pi/4, pi/4], y the tail of x (iy = 0: y is zero): an odd polynomial of
 * degree 13. */
static double kernel_sin(double x, double y, int iy)
{
    const double S1 = -1.66666666666666324348e-01, S2 = 8.33333333332248946124e-03,
                 S3 = -1.98412698298579493134e-04, S4 = 2.75573137070700676789e-06,
                 S5 = -2.50507602534068634195e-08, S6 = 1.58969099521155010221e-10;
    int32_t ix = hi_word(x) & 0x7fffffff;
    if (ix < 0x3e400000 && (int)x == 0)      /* |x| < 2^-27 */
        return x;
    double z = x * x;
    double v = z * x;
    double r = S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)));
    if (iy == 0)
        return x + v * (S1 + z * r);
    return x - ((z * (0.5 * y - v * r) - y) - v * S1);
}

/* cos(x + y) on [-pi/4, pi/4]: 1 - x^2/2 + an even polynomial, with 1 - x^2/2 computed in
 * two steps above 0.3 so that the rounding error stays small. */
static double kernel_cos(double x, double y)
{
    const double C1 = 4.16666666666666019037e-02, C2 = -1.38888888888741095749e-03,
                 C3 = 2.48015872894767294178e-05, C4 = -2.75573143513906633035e-07,
                 C5 = 2.08757232129817482790e-09, C6 = -1.13596475577881948265e-11;
    int32_t ix = hi_word(x) & 0x7fffffff;
    if (ix < 0x3e400000 && (int)x == 0)      /* |x| < 2^-27 */
        return 1.0;
    double z = x * x;
    double r = z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6)))));
    if (ix < 0x3FD33333)                     /* |x| < 0.3 */
        return 1.0 - (0.5 * z - (z * r - x * y));
    double qx;
    if (ix > 0x3fe90000)                     /* |x| > 0.78125 */
        qx = 0.28125;
    else
        qx = from_words((uint32_t)(ix - 0x00200000), 0);   /* x^2/4 roughly */
    double hz = 0.5 * z - qx;
    double a = 1.0 - qx;
    return a - (hz - (z * r - x * y));
}

/* Sets the low word of a double to zero. */
static double trunc_lo(double x)
{
    return with_lo(x, 0);
}

/* tan(x + y) on [-pi/4, pi/4] (iy = 1), or -1/tan (iy = -1); above 0.6744 through
 * tan(pi/4 - x). */
static double kernel_tan(double x, double y, int iy)
{
    static const double T[] = {
        3.33333333333334091986e-01, 1.33333333333201242699e-01, 5.39682539762260521377e-02,
        2.18694882948595424599e-02, 8.86323982359930005737e-03, 3.59207910759131235356e-03,
        1.45620945432529025516e-03, 5.88041240820264096874e-04, 2.46463134818469906812e-04,
        7.81794442939557092300e-05, 7.14072491382608190305e-05, -1.85586374855275456654e-05,
        2.59073051863633712884e-05,
    };
    const double pio4 = 7.85398163397448278999e-01, pio4lo = 3.06161699786838301793e-17;
    int32_t hx = hi_word(x);
    int32_t ix = hx & 0x7fffffff;
    double z, w, r, v, s;
    if (ix < 0x3e300000) {                   /* |x| < 2^-28 */
        if ((int)x == 0) {
            if ((((uint32_t)ix | lo_word(x)) | (uint32_t)(iy + 1)) == 0)
                return 1.0 / fabs(x);        /* x = 0, -1/tan */
            if (iy == 1)
                return x;
            /* -1/(x + y), accurately */
            z = w = x + y;
            z = trunc_lo(z);
            v = y - (z - x);
            double a = -1.0 / w;
            double t = trunc_lo(a);
            s = 1.0 + t * z;
            return t + a * (s + t * v);
        }
    }
    if (ix >= 0x3FE59428) {                  /* |x| >= 0.6744 */
        if (hx < 0) {
            x = -x;
            y = -y;
        }
        z = pio4 - x;
        w = pio4lo - y;
        x = z + w;
        y = 0.0;
    }
    z = x * x;
    w = z * z;
    /* odd and even terms of the series, so that two Horner chains run in parallel */
    r = T[1] + w * (T[3] + w * (T[5] + w * (T[7] + w * (T[9] + w * T[11]))));
    v = z * (T[2] + w * (T[4] + w * (T[6] + w * (T[8] + w * (T[10] + w * T[12])))));
    s = z * x;
    r = y + z * (s * (r + v) + y);
    r += T[0] * s;
    w = x + r;
    if (ix >= 0x3FE59428) {
        v = (double)iy;
        return (double)(1 - ((hx >> 30) & 2)) * (v - 2.0 * (x - (w * w / (w + v) - r)));
    }
    if (iy == 1)
        return w;
    /* -1/(x + r), accurately */
    z = trunc_lo(w);
    v = r - (z - x);
    double a = -1.0 / w;
    double t = trunc_lo(a);
    s = 1.0 + t * z;
    return t + a * (s + t * v);
}

double fdlibm_sin(double x)
{
    int32_t ix = hi_word(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb)
        return kernel_sin(x, 0.0, 0);
    if (ix >= 0x7ff00000)
        return x - x;
    double y[2];
    int n = rem_pio2(x, y);
    switch (n & 3) {
    case 0:
        return kernel_sin(y[0], y[1], 1);
    case 1:
        return kernel_cos(y[0], y[1]);
    case 2:
        return -kernel_sin(y[0], y[1], 1);
    default:
        return -kernel_cos(y[0], y[1]);
    }
}

double fdlibm_cos(double x)
{
    int32_t ix = hi_word(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb)
        return kernel_cos(x, 0.0);
    if (ix >= 0x7ff00000)
        return x - x;
    double y[2];
    int n = rem_pio2(x, y);
    switch (n & 3) {
    case 0:
        return kernel_cos(y[0], y[1]);
    case 1:
        return -kernel_sin(y[0], y[1], 1);
    case 2:
        return -kernel_cos(y[0], y[1]);
    default:
        return kernel_sin(y[0], y[1], 1);
    }
}

double fdlibm_tan(double x)
{
    int32_t ix = hi_word(x) & 0x7fffffff;
    if (ix <= 0x3fe921fb)
        return kernel_tan(x, 0.0, 1);
    if (ix >= 0x7ff00000)
        return x - x;
    double y[2];
    int n = rem_pio2(x, y);
    return kernel_tan(y[0], y[1], 1 - ((n & 1) << 1));
}

/* ------------------------------------------------------------------ log, log10, log1p */

static const double LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10,
                    TWO54 = 1.80143985094819840000e+16;
/* log(1+f) = 2s + s*R(s^2) with s = f/(2+f): R's coefficients */
static const double LG1 = 6.666666666666735130e-01, LG2 = 3.999999999940941908e-01,
                    LG3 = 2.857142874366239149e-01, LG4 = 2.222219843214978396e-01,
                    LG5 = 1.818357216161805012e-01, LG6 = 1.531383769920937332e-01,
                    LG7 = 1.479819860511658591e-01;

/* log: x = 2^k (1+f) with sqrt(2)/2 < 1+f < sqrt(2), then log(1+f) from s = f/(2+f). */
double fdlibm_log(double x)
{
    int32_t hx = hi_word(x);
    uint32_t lx = lo_word(x);
    int32_t k = 0;
    if (hx < 0x00100000) {                   /* x < 2^-1022 */
        if ((((uint32_t)hx & 0x7fffffffu) | lx) == 0)
            return -INFINITY;                /* log(+-0) */
        if (hx < 0)
            return NAN;                      /* log(-#) */
        k -= 54;
        x *= TWO54;                          /* subnormal: scale up */
        hx = hi_word(x);
    }
    if (hx >= 0x7ff00000)
        return x + x;
    k += (hx >> 20) - 1023;
    hx &= 0x000fffff;
    int32_t i = (hx + 0x95f64) & 0x100000;
    x = with_hi(x, hx | (i ^ 0x3ff00000));  /* x or x/2 into [sqrt(2)/2, sqrt(2)) */
    k += i >> 20;
    double f = x - 1.0;
    double dk;
    if ((0x000fffff & (2 + hx)) < 3) {       /* |f| < 2^-20 */
        if (f == 0.0) {
            if (k == 0)
                return 0.0;
            dk = (double)k;
            return dk * LN2_HI + dk * LN2_LO;
        }
        double R = f * f * (0.5 - 0.33333333333333333 * f);
        if (k == 0)
            return f - R;
        dk = (double)k;
        return dk * LN2_HI - ((R - dk * LN2_LO) - f);
    }
    double s = f / (2.0 + f);
    dk = (double)k;
    double z = s * s;
    i = hx - 0x6147a;
    double w = z * z;
    int32_t j = 0x6b851 - hx;
    double t1 = w * (LG2 + w * (LG4 + w * LG6));
    double t2 = z * (LG1 + w * (LG3 + w * (LG5 + w * LG7)));
    i |= j;
    double R = t2 + t1;
    if (i > 0) {
        double hfsq = 0.5 * f * f;
        if (k == 0)
            return f - (hfsq - s * (hfsq + R));
        return dk * LN2_HI - ((hfsq - (s * (hfsq + R) + dk * LN2_LO)) - f);
    }
    if (k == 0)
        return f - s * (f - R);
    return dk * LN2_HI - ((s * (f - R) - dk * LN2_LO) - f);
}

/* log10: x = 2^n y with y in [1, 2) (or [1/2, 1) for n < 0), log10(x) = n log10(2) +
 * log(y)/ln(10). */
double fdlibm_log10(double x)
{
    const double ivln10 = 4.34294481903251816668e-01, log10_2hi = 3.01029995663611771306e-01,
                 log10_2lo = 3.69423907715893078616e-13;
    int32_t hx = hi_word(x);
    uint32_t lx = lo_word(x);
    int32_t k = 0;
    if (hx < 0x00100000) {
        if ((((uint32_t)hx & 0x7fffffffu) | lx) == 0)
            return -INFINITY;
        if (hx < 0)
            return NAN;
        k -= 54;
        x *= TWO54;
        hx = hi_word(x);
    }
    if (hx >= 0x7ff00000)
        return x + x;
    k += (hx >> 20) - 1023;
    int32_t i = (int32_t)(((uint32_t)k & 0x80000000u) >> 31);
    hx = (hx & 0x000fffff) | ((0x3ff - i) << 20);
    double y = (double)(k + i);
    x = with_hi(x, hx);
    double z = y * log10_2lo + ivln10 * fdlibm_log(x);
    return z + y * log10_2hi;
}

/* log1p: 1+x = 2^k (1+f) as in log, with the rounding error of 1+x kept as a correction c. */
double fdlibm_log1p(double x)
{
    int32_t hx = hi_word(x);
    int32_t ax = hx & 0x7fffffff;
    int32_t k = 1, hu = 0;
    double f = 0.0, c = 0.0;
    if (hx < 0x3FDA827A) {                   /* x < 0.41422 */
        if (ax >= 0x3ff00000) {              /* x <= -1 */
            if (x == -1.0)
                return -INFINITY;
            return NAN;
        }
        if (ax < 0x3e200000) {               /* |x| < 2^-29 */
            if (TWO54 + x > 0.0 && ax < 0x3c900000)
                return x;
            return x - x * x * 0.5;
        }
        if (hx > 0 || hx <= (int32_t)0xbfd2bec3u) {   /* -0.2929 < x < 0.41422 */
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if (hx >= 0x7ff00000)
        return x + x;
    if (k != 0) {
        double u;
        if (hx < 0x43400000) {
            u = 1.0 + x;
            hu = hi_word(u);
            k = (hu >> 20) - 1023;
            c = (k > 0) ? 1.0 - (u - x) : x - (u - 1.0);   /* the rounding error of 1+x */
            c /= u;
        } else {
            u = x;
            hu = hi_word(u);
            k = (hu >> 20) - 1023;
            c = 0.0;
        }
        hu &= 0x000fffff;
        if (hu < 0x6a09e) {
            u = with_hi(u, hu | 0x3ff00000);         /* u ~ 1 */
        } else {
            k += 1;
            u = with_hi(u, hu | 0x3fe00000);         /* u ~ 1/2 */
            hu = (0x00100000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    double hfsq = 0.5 * f * f;
    double dk = (double)k;
    if (hu == 0) {                           /* |f| < 2^-20 */
        if (f == 0.0) {
            if (k == 0)
                return 0.0;
            c += dk * LN2_LO;
            return dk * LN2_HI + c;
        }
        double R = hfsq * (1.0 - 0.66666666666666666 * f);
        if (k == 0)
            return f - R;
        return dk * LN2_HI - ((R - (dk * LN2_LO + c)) - f);
    }
    double s = f / (2.0 + f);
    double z = s * s;
    double R = z * (LG1 + z * (LG2 + z * (LG3 + z * (LG4 + z * (LG5 + z * (LG6 + z * LG7))))));
    if (k == 0)
        return f - (hfsq - s * (hfsq + R));
    return dk * LN2_HI - ((hfsq - (s * (hfsq + R) + (dk * LN2_LO + c))) - f);
}

/* ------------------------------------------------------------------ expm1, sinh, cosh, tanh */

/* expm1: x = k ln2 + r as in exp, with the reduction's rounding error c carried; expm1(r)
 * from a rational approximation in r^2/2, then 2^k (expm1(r) + 1) - 1 arranged per k to
 * avoid cancellation. */
double fdlibm_expm1(double x)
{
    const double o_threshold = 7.09782712893383973096e+02, invln2 = 1.44269504088896338700e+00,
                 huge = 1.0e+300, tiny = 1.0e-300;
    const double Q1 = -3.33333333333331316428e-02, Q2 = 1.58730158725481460165e-03,
                 Q3 = -7.93650757867487942473e-05, Q4 = 4.00821782732936239552e-06,
                 Q5 = -2.01099218183624371326e-07;
    int32_t hx = hi_word(x);
    int xsb = hx < 0;
    double hi, lo, c = 0.0, t, y;
    int32_t k;
    hx &= 0x7fffffff;
    if (hx >= 0x4043687A) {                  /* |x| >= 56 ln2 */
        if (hx >= 0x40862E42) {              /* |x| >= 709.78 */
            if (hx >= 0x7ff00000) {
                if ((((uint32_t)hx & 0xfffffu) | lo_word(x)) != 0)
                    return x + x;            /* NaN */
                return xsb == 0 ? x : -1.0;  /* expm1(+-inf) */
            }
            if (x > o_threshold)
                return huge * huge;          /* overflow */
        }
        if (xsb != 0 && x + tiny < 0.0)      /* x < -56 ln2 */
            return tiny - 1.0;
    }
    if (hx > 0x3fd62e42) {                   /* |x| > ln2/2 */
        if (hx < 0x3FF0A2B2) {               /* and |x| < 1.5 ln2 */
            if (xsb == 0) {
                hi = x - LN2_HI;
                lo = LN2_LO;
                k = 1;
            } else {
                hi = x + LN2_HI;
                lo = -LN2_LO;
                k = -1;
            }
        } else {
            k = (int32_t)(invln2 * x + (xsb == 0 ? 0.5 : -0.5));
            t = k;
            hi = x - t * LN2_HI;
            lo = t * LN2_LO;
        }
        x = hi - lo;
        c = (hi - x) - lo;
    } else if (hx < 0x3c900000) {            /* |x| < 2^-54 */
        t = huge + x;
        return x - (t - (huge + x));
    } else {
        k = 0;
    }
    double hfx = 0.5 * x;
    double hxs = x * hfx;
    double r1 = 1.0 + hxs * (Q1 + hxs * (Q2 + hxs * (Q3 + hxs * (Q4 + hxs * Q5))));
    t = 3.0 - r1 * hfx;
    double e = hxs * ((r1 - t) / (6.0 - x * t));
    if (k == 0)
        return x - (x * e - hxs);
    e = (x * (e - c) - c);
    e -= hxs;
    if (k == -1)
        return 0.5 * (x - e) - 0.5;
    if (k == 1) {
        if (x < -0.25)
            return -2.0 * (e - (x + 0.5));
        return 1.0 + 2.0 * (x - e);
    }
    if (k <= -2 || k > 56) {                 /* exp(x) - 1 suffices */
        y = 1.0 - (e - x);
        y = with_hi(y, (int32_t)((uint32_t)hi_word(y) + ((uint32_t)k << 20)));
        return y - 1.0;
    }
    if (k < 20) {
        t = from_words(0x3ff00000u - (0x200000u >> k), 0);   /* 1 - 2^-k */
        y = t - (e - x);
        y = with_hi(y, (int32_t)((uint32_t)hi_word(y) + ((uint32_t)k << 20)));
    } else {
        t = from_words((uint32_t)(0x3ff - k) << 20, 0);      /* 2^-k */
        y = x - (e + t);
        y += 1.0;
        y = with_hi(y, (int32_t)((uint32_t)hi_word(y) + ((uint32_t)k << 20)));
    }
    return y;
}

/* sinh: (E + E/(E+1))/2 with E = expm1(|x|) below 22, exp(|x|)/2 up to ln(DBL_MAX), then
 * exp(|x|/2)^2/2 until it overflows. */
double fdlibm_sinh(double x)
{
    const double shuge = 1.0e307;
    int32_t jx = hi_word(x);
    int32_t ix = jx & 0x7fffffff;
    if (ix >= 0x7ff00000)
        return x + x;
    double h = jx < 0 ? -0.5 : 0.5;
    if (ix < 0x40360000) {                   /* |x| < 22 */
        if (ix < 0x3e300000 && shuge + x > 1.0)
            return x;                        /* |x| < 2^-28 */
        double t = fdlibm_expm1(fabs(x));
        if (ix < 0x3ff00000)
            return h * (2.0 * t - t * t / (t + 1.0));
        return h * (t + t / (t + 1.0));
    }
    if (ix < 0x40862E42)                     /* |x| < log(DBL_MAX) */
        return h * fdlibm_exp(fabs(x));
    uint32_t lx = lo_word(x);
    if (ix < 0x408633CE || (ix == 0x408633ce && lx <= 0x8fb9f87du)) {
        double w = fdlibm_exp(0.5 * fabs(x));
        double t = h * w;
        return t * w;
    }
    return x * shuge;                        /* overflow */
}

/* cosh: 1 + E^2/(2(1+E)) with E = expm1(|x|) below ln2/2, (e + 1/e)/2 below 22, then as
 * sinh. */
double fdlibm_cosh(double x)
{
    const double huge = 1.0e300;
    int32_t ix = hi_word(x) & 0x7fffffff;
    if (ix >= 0x7ff00000)
        return x * x;
    if (ix < 0x3fd62e43) {                   /* |x| < ln2/2 */
        double t = fdlibm_expm1(fabs(x));
        double w = 1.0 + t;
        if (ix < 0x3c800000)
            return w;                        /* cosh(tiny) = 1 */
        return 1.0 + (t * t) / (w + w);
    }
    if (ix < 0x40360000) {                   /* |x| < 22 */
        double t = fdlibm_exp(fabs(x));
        return 0.5 * t + 0.5 / t;
    }
    if (ix < 0x40862E42)
        return 0.5 * fdlibm_exp(fabs(x));
    uint32_t lx = lo_word(x);
    if (ix < 0x408633CE || (ix == 0x408633ce && lx <= 0x8fb9f87du)) {
        double w = fdlibm_exp(0.5 * fabs(x));
        double t = 0.5 * w;
        return t * w;
    }
    return huge * huge;
}

/* tanh: 1 - 2/(expm1(2|x|) + 2) from 1 up, -E/(E+2) with E = expm1(-2|x|) below, +-1 beyond
 * 22. */
double fdlibm_tanh(double x)
{
    const double tiny = 1.0e-300;
    int32_t jx = hi_word(x);
    int32_t ix = jx & 0x7fffffff;
    if (ix >= 0x7ff00000) {                  /* tanh(+-inf) = +-1, tanh(NaN) = NaN */
        if (jx >= 0)
            return 1.0 / x + 1.0;
        return 1.0 / x - 1.0;
    }
    double z;
    if (ix < 0x40360000) {                   /* |x| < 22 */
        if (ix < 0x3c800000)                 /* |x| < 2^-55 */
            return x * (1.0 + x);
        if (ix >= 0x3ff00000) {
            double t = fdlibm_expm1(2.0 * fabs(x));
            z = 1.0 - 2.0 / (t + 2.0);
        } else {
            double t = fdlibm_expm1(-2.0 * fabs(x));
            z = -t / (t + 2.0);
        }
    } else {
        z = 1.0 - tiny;                      /* raises inexact */
    }
    return jx >= 0 ? z : -z;
}

/* ------------------------------------------------------------------ pow */

/* The square root, correctly rounded (what fdlibm's bit-by-bit e_sqrt computes); NaN below 0
 * without a call to the C library. */
double fdlibm_sqrt(double x)
{
    if (!(x >= 0.0))
        return x != x ? x + x : NAN;
#if defined(__x86_64__)
    double r;
    __asm__("sqrtsd %1, %0" : "=x"(r) : "x"(x));   /* IEEE: correctly rounded */
    return r;
#elif defined(__aarch64__)
    double r;
    __asm__("fsqrt %d0, %d1" : "=w"(r) : "w"(x));
    return r;
#else
    return sqrt(x);
#endif
}

/* pow: special cases as C99 Annex F (Java's rules: pow(1, NaN) is NaN), else
 * 2^(y log2(x)) with log2(x) computed in extra precision as t1 + t2 (x = 2^n * 1.5^k' * (1+s)
 * in the form (1+s)/(1-s)), y times it split in p_h + p_l, and 2^z from a rational
 * approximation as in exp. */
double fdlibm_pow(double x, double y)
{
    static const double bp[2] = { 1.0, 1.5 },
                        dp_h[2] = { 0.0, 5.84962487220764160156e-01 },   /* log2(1.5) head */
                        dp_l[2] = { 0.0, 1.35003920212974897128e-08 };   /* its tail */
    const double two53 = 9007199254740992.0, huge = 1.0e300, tiny = 1.0e-300;
    const double L1 = 5.99999999999994648725e-01, L2 = 4.28571428578550184252e-01,
                 L3 = 3.33333329818377432918e-01, L4 = 2.72728123808534006489e-01,
                 L5 = 2.30660745775561754067e-01, L6 = 2.06975017800338417784e-01,
                 P1 = 1.66666666666666019037e-01, P2 = -2.77777777770155933842e-03,
                 P3 = 6.61375632143793436117e-05, P4 = -1.65339022054652515390e-06,
                 P5 = 4.13813679705723846039e-08, lg2 = 6.93147180559945286227e-01,
                 lg2_h = 6.93147182464599609375e-01, lg2_l = -1.90465429995776804525e-09,
                 ovt = 8.0085662595372944372e-17, cp = 9.61796693925975554329e-01,
                 cp_h = 9.61796700954437255859e-01, cp_l = -7.02846165095275826516e-09,
                 ivln2 = 1.44269504088896338700e+00, ivln2_h = 1.44269502162933349609e+00,
                 ivln2_l = 1.92596299112661746887e-08;
    int32_t hx = hi_word(x), hy = hi_word(y);
    uint32_t lx = lo_word(x), ly = lo_word(y);
    int32_t ix = hx & 0x7fffffff, iy = hy & 0x7fffffff;
    if (((uint32_t)iy | ly) == 0)
        return 1.0;                          /* x^0 */
    if (ix > 0x7ff00000 || (ix == 0x7ff00000 && lx != 0) || iy > 0x7ff00000
        || (iy == 0x7ff00000 && ly != 0))
        return x + y;                        /* NaN */
    /* yisint: 0 y not an integer, 1 an odd integer, 2 an even integer (only for x < 0) */
    int yisint = 0;
    if (hx < 0) {
        if (iy >= 0x43400000) {
            yisint = 2;                      /* |y| >= 2^53 */
        } else if (iy >= 0x3ff00000) {
            int32_t k = (iy >> 20) - 0x3ff;
            if (k > 20) {
                uint32_t j = ly >> (52 - k);
                if ((j << (52 - k)) == ly)
                    yisint = 2 - (int)(j & 1);
            } else if (ly == 0) {
                int32_t j = iy >> (20 - k);
                if ((j << (20 - k)) == iy)
                    yisint = 2 - (int)(j & 1);
            }
        }
    }
    if (ly == 0) {
        if (iy == 0x7ff00000) {              /* y = +-inf */
            if ((((uint32_t)ix - 0x3ff00000u) | lx) == 0)
                return y - y;                /* (+-1)^+-inf is NaN */
            if (ix >= 0x3ff00000)            /* |x| > 1 */
                return hy >= 0 ? y : 0.0;
            return hy < 0 ? -y : 0.0;        /* |x| < 1 */
        }
        if (iy == 0x3ff00000)                /* y = +-1 */
            return hy < 0 ? 1.0 / x : x;
        if (hy == 0x40000000)
            return x * x;                    /* y = 2 */
        if (hy == 0x3fe00000 && hx >= 0)     /* y = 0.5, x >= +0 */
            return fdlibm_sqrt(x);
    }
    double ax = fabs(x);
    if (lx == 0 && (ix == 0x7ff00000 || ix == 0 || ix == 0x3ff00000)) {
        double z = ax;                       /* x = +-0, +-inf, +-1 */
        if (hy < 0)
            z = 1.0 / z;
        if (hx < 0) {
            if (((ix - 0x3ff00000) | yisint) == 0)
                z = NAN;                     /* (-1)^non-integer */
            else if (yisint == 1)
                z = -z;
        }
        return z;
    }
    int32_t n = (int32_t)(((uint32_t)hx >> 31) - 1u);   /* 0 for x < 0, -1 else */
    if ((n | yisint) == 0)
        return NAN;                          /* (x < 0)^non-integer */
    double s = 1.0;                          /* the sign of the result */
    if ((n | (yisint - 1)) == 0)
        s = -1.0;
    double t1, t2;
    if (iy > 0x41e00000) {                   /* |y| > 2^31 */
        if (iy > 0x43f00000) {               /* |y| > 2^64: over- or underflows */
            if (ix <= 0x3fefffff)
                return hy < 0 ? huge * huge : tiny * tiny;
            if (ix >= 0x3ff00000)
                return hy > 0 ? huge * huge : tiny * tiny;
        }
        if (ix < 0x3fefffff)                 /* x not close to 1 */
            return hy < 0 ? s * huge * huge : s * tiny * tiny;
        if (ix > 0x3ff00000)
            return hy > 0 ? s * huge * huge : s * tiny * tiny;
        /* |1 - x| <= 2^-20: log(x) from its series */
        double t = ax - 1.0;
        double w = (t * t) * (0.5 - t * (0.3333333333333333333333 - t * 0.25));
        double u = ivln2_h * t;
        double v = t * ivln2_l - w * ivln2;
        t1 = trunc_lo(u + v);
        t2 = v - (t1 - u);
    } else {
        n = 0;
        if (ix < 0x00100000) {               /* subnormal x */
            ax *= two53;
            n -= 53;
            ix = hi_word(ax);
        }
        n += (ix >> 20) - 0x3ff;
        int32_t j = ix & 0x000fffff;
        int k;
        ix = j | 0x3ff00000;                 /* normalize */
        if (j <= 0x3988E)
            k = 0;                           /* |x| < sqrt(3/2) */
        else if (j < 0xBB67A)
            k = 1;                           /* |x| < sqrt(3) */
        else {
            k = 0;
            n += 1;
            ix -= 0x00100000;
        }
        ax = with_hi(ax, ix);
        /* ss = s_h + s_l = (x - 1)/(x + 1) or (x - 1.5)/(x + 1.5) */
        double u = ax - bp[k];
        double v = 1.0 / (ax + bp[k]);
        double ss = u * v;
        double s_h = trunc_lo(ss);
        double t_h = from_words((uint32_t)(((ix >> 1) | 0x20000000) + 0x00080000 + (k << 18)), 0);
        double t_l = ax - (t_h - bp[k]);
        double s_l = v * ((u - s_h * t_h) - s_h * t_l);
        /* log(ax) */
        double s2 = ss * ss;
        double r = s2 * s2 * (L1 + s2 * (L2 + s2 * (L3 + s2 * (L4 + s2 * (L5 + s2 * L6)))));
        r += s_l * (s_h + ss);
        s2 = s_h * s_h;
        t_h = trunc_lo(3.0 + s2 + r);
        t_l = r - ((t_h - 3.0) - s2);
        u = s_h * t_h;                       /* u + v = ss (1 + ...) */
        v = s_l * t_h + t_l * ss;
        double p_h = trunc_lo(u + v);        /* 2/(3 log2) (ss + ...) */
        double p_l = v - (p_h - u);
        double z_h = cp_h * p_h;
        double z_l = cp_l * p_h + p_l * cp + dp_l[k];
        /* log2(ax) = (ss + ...) 2/(3 log2) = n + dp_h + z_h + z_l */
        double t = (double)n;
        t1 = trunc_lo(((z_h + z_l) + dp_h[k]) + t);
        t2 = z_l - (((t1 - t) - dp_h[k]) - z_h);
    }
    /* (y1 + y2) (t1 + t2), y1 the high half of y */
    double y1 = trunc_lo(y);
    double p_l = (y - y1) * t1 + y * t2;
    double p_h = y1 * t1;
    double z = p_l + p_h;
    int32_t j = hi_word(z);
    int32_t i = (int32_t)lo_word(z);
    if (j >= 0x40900000) {                   /* z >= 1024 */
        if (((j - 0x40900000) | i) != 0)
            return s * huge * huge;          /* overflow */
        if (p_l + ovt > z - p_h)
            return s * huge * huge;
    } else if ((j & 0x7fffffff) >= 0x4090cc00) {   /* z <= -1075 */
        if ((((uint32_t)j - 0xc090cc00u) | (uint32_t)i) != 0)
            return s * tiny * tiny;          /* underflow */
        if (p_l <= z - p_h)
            return s * tiny * tiny;
    }
    /* 2^(p_h + p_l) */
    i = j & 0x7fffffff;
    int32_t k = (i >> 20) - 0x3ff;
    n = 0;
    if (i > 0x3fe00000) {                    /* |z| > 0.5: n = [z + 0.5] */
        n = j + (0x00100000 >> (k + 1));
        k = ((n & 0x7fffffff) >> 20) - 0x3ff;    /* the new k for n */
        double t = from_words((uint32_t)n & ~(0x000fffffu >> k), 0);
        n = ((n & 0x000fffff) | 0x00100000) >> (20 - k);
        if (j < 0)
            n = -n;
        p_h -= t;
    }
    double t = trunc_lo(p_l + p_h);
    double u = t * lg2_h;
    double v = (p_l - (t - p_h)) * lg2 + t * lg2_l;
    z = u + v;
    double w = v - (z - u);
    t = z * z;
    t1 = z - t * (P1 + t * (P2 + t * (P3 + t * (P4 + t * P5))));
    double r = (z * t1) / (t1 - 2.0) - (w + z * w);
    z = 1.0 - (r - z);
    j = (int32_t)((uint32_t)hi_word(z) + ((uint32_t)n << 20));
    if ((j >> 20) <= 0)
        z = scalbn_(z, n);                   /* subnormal result */
    else
        z = with_hi(z, j);
    return s * z;
}

/* ------------------------------------------------------------------ exact functions */

double jvm_fmod(double x, double y);

/* IEEEremainder: x - n p with n the integer nearest x/p (ties to even), from fmod(x, 2p). */
double fdlibm_remainder(double x, double p)
{
    int32_t hx = hi_word(x), hp = hi_word(p);
    uint32_t lx = lo_word(x), lp = lo_word(p);
    uint32_t sx = (uint32_t)hx & 0x80000000u;
    hp &= 0x7fffffff;
    hx &= 0x7fffffff;
    if (((uint32_t)hp | lp) == 0 || hx >= 0x7ff00000
        || (hp >= 0x7ff00000 && (((uint32_t)hp - 0x7ff00000u) | lp) != 0))
        return NAN;                          /* p = 0, x not finite, p NaN */
    if (hp <= 0x7fdfffff)
        x = jvm_fmod(x, p + p);              /* now |x| < 2|p| */
    if ((((uint32_t)hx - (uint32_t)hp) | (lx - lp)) == 0)
        return 0.0 * x;
    x = fabs(x);
    p = fabs(p);
    if (hp < 0x00200000) {
        if (x + x > p) {
            x -= p;
            if (x + x >= p)
                x -= p;
        }
    } else {
        double p_half = 0.5 * p;
        if (x > p_half) {
            x -= p;
            if (x >= p_half)
                x -= p;
        }
    }
    return with_hi(x, (int32_t)((uint32_t)hi_word(x) ^ sx));
}

/* floor, ceil and rint by clearing fraction bits (exact: no libm needed). */
static double round_dir(double x, int dir)   /* dir: -1 floor, +1 ceil, 0 nearest even */
{
    uint64_t u;
    memcpy(&u, &x, 8);
    int e = (int)((u >> 52) & 0x7ff) - 1023;
    if (e >= 52)
        return e == 1024 ? x + x : x;        /* integral; infinite or NaN */
    int neg = (u >> 63) != 0;
    if (e < 0) {                             /* |x| < 1 */
        if ((u << 1) == 0)
            return x;                        /* +-0 */
        double one = neg ? -1.0 : 1.0, zero = neg ? -0.0 : 0.0;
        if (dir < 0)
            return neg ? -1.0 : 0.0;
        if (dir > 0)
            return neg ? -0.0 : 1.0;
        return (e == -1 && (u & 0x000fffffffffffffull) != 0) ? one : zero;   /* > 0.5 */
    }
    uint64_t frac = 0x000fffffffffffffull >> e;
    if ((u & frac) == 0)
        return x;
    uint64_t down = u & ~frac;               /* toward zero */
    uint64_t unit = frac + 1;
    int up;                                  /* away from zero? */
    if (dir != 0) {
        up = (dir < 0) == neg;
    } else {
        uint64_t half = unit >> 1, rest = u & frac;
        up = rest > half || (rest == half && (down & unit) != 0);
    }
    if (up)
        down += unit;                        /* may carry into the exponent: still right */
    double r;
    memcpy(&r, &down, 8);
    return r;
}

double fdlibm_floor(double x)
{
    return round_dir(x, -1);
}

double fdlibm_ceil(double x)
{
    return round_dir(x, 1);
}

double fdlibm_rint(double x)
{
    return round_dir(x, 0);
}
