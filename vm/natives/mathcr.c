/* mathcr.c: Math.log, Math.log10, Math.sin, Math.cos and Math.tan, correctly rounded.
 *
 * HotSpot 17 on x86-64 computes these with stubs of its own (Intel's algorithms, not
 * fdlibm, which StrictMath uses).  Its log and log10 are correctly rounded in all but about
 * one input in millions, its sin and cos in all but about 0.1% of inputs, tan 0.3%
 * (benchmarks/mathcmp, sampled against mpmath); a correctly rounded result is the
 * closest to HotSpot's that can be had without Intel's tables, closer than the C library's
 * or fdlibm's.  Each is computed in double-double arithmetic (relative error below about
 * 2^-80) and rounded once:
 *   log: x = 2^k m with m in [sqrt(2)/2, sqrt(2)), m = c (1 + r) with c = 1 + j/64 the
 *     nearest table point, log(m) = log(c) + 2 atanh(s) with s = (m - c)/(m + c),
 *     |s| < 2^-7.4, the series taken to s^13; log10 = log times 1/ln(10).
 *   sin, cos, tan: x - n pi/2 = r in double-double (pi/2 in four pieces below 2^20, fdlibm's
 *     multi-precision reduction to 113 bits beyond), r = k/64 + b, sin and cos of k/64 from a
 *     table and of b from their series, combined by the addition formulas; tan = sin/cos.
 * Every operation is a plain IEEE double one (exact products by Dekker's splitting, no
 * fused multiply-add); the tables were computed to 300 bits with mpmath. */
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "fdlibm.h"
#include "mathcr.h"

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

/* log(1 + j/64) for j = -19..27 as a head and a tail. */
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

/* ------------------------------------------------------------------ sin, cos, tan */

/* sin(k/64) and cos(k/64) for k = 0..51, each as a head and a tail (mpmath, 300 bits). */
static const double SC[52][4] = {
    { 0.0, 0.0, 1.0, 0.0 },
    { 0.015624364224883372, -1.2650937552759816e-19, 0.9998779321710066, 3.216122229972341e-17 },
    { 0.03124491398532608, -1.562781562225433e-18, 0.9995117584851364, -3.418806487972947e-17 },
    { 0.04685783574813424, -2.3419368365610254e-18, 0.9989015683384429, -2.1425557800399754e-17 },
    { 0.0624593178423802, -2.040259504585711e-18, 0.9980475107000991, 3.3232291674141346e-17 },
    { 0.07804555138996731, -5.449443782005793e-18, 0.9969497940760287, -1.2467075728553626e-17 },
    { 0.09361273123551289, 1.4628632005878733e-18, 0.9956086864580017, 3.312922430932991e-17 },
    { 0.10915705687532236, 6.6284699502736666e-18, 0.9940245152582091, 1.3287985046260087e-17 },
    { 0.12467473338522769, -2.925947496057858e-18, 0.992197667229329, 4.754870575189364e-17 },
    { 0.1401619723470637, -9.946847113883478e-18, 0.9901285883701071, -4.589906353553811e-18 },
    { 0.15561499277355603, 8.886053372342288e-18, 0.9878177838164719, 4.91917302237681e-17 },
    { 0.17103002203139503, -9.954774726452923e-18, 0.9852658177182139, -4.925721262944555e-17 },
    { 0.18640329676226988, 2.3493796901281573e-18, 0.9824733131012553, -3.919920375420088e-17 },
    { 0.2017310638016388, 5.587232815460113e-18, 0.9794409517155483, 1.3108769521526758e-17 },
    { 0.21700958109501015, 1.1170071073364376e-17, 0.9761694738686353, -7.850690609285027e-18 },
    { 0.23223511861151147, -8.318080852687206e-18, 0.9726596782449127, 2.3920264546490165e-17 },
    { 0.24740395925452294, -7.53102495590706e-18, 0.9689124217106447, 5.071436662403936e-17 },
    { 0.2625123997691533, -2.2534597527902125e-17, 0.964928619104771, -3.0345542681018625e-18 },
    { 0.2775567516463363, 1.7674070262791822e-17, 0.9607092430155619, -2.807827063516729e-17 },
    { 0.29253334202332754, 7.516944930327352e-18, 0.9562553235431753, -3.148450868841629e-17 },
    { 0.30743851458038085, 1.1004366442765296e-19, 0.9515679480481722, -3.8614834675674123e-17 },
    { 0.3222686304333866, 2.093773358126606e-17, 0.9466482608860534, -3.911683334934152e-17 },
    { 0.33702006902225307, 1.0312279860787216e-17, 0.9414974631278811, -4.8523830236797095e-18 },
    { 0.3516892289948141, -2.5616208736069942e-17, 0.9361168122670553, -5.2350302039683216e-17 },
    { 0.36627252908604757, -9.938814562106524e-18, 0.9305076219123143, 4.488760003328074e-18 },
    { 0.38076640899239017, 2.1372528646211374e-17, 0.924671261467036, 5.5444125388034563e-17 },
    { 0.39516733024093426, -1.9613487871414228e-17, 0.9186091557949183, -4.0564150104514996e-17 },
    { 0.40947177705329507, -5.679403000091266e-18, 0.9123227848721178, 2.6349040211413332e-17 },
    { 0.42367625720393803, -2.331800700068871e-17, 0.9058136834259364, 4.2864666490805214e-17 },
    { 0.4377773028727551, 7.64345629962023e-18, 0.8990834405601384, 9.076951775075616e-18 },
    { 0.4517714714916838, -8.234073942098903e-18, 0.8921336993669944, 2.3160655211380166e-17 },
    { 0.46565534658516017, 1.459870391051426e-17, 0.8849661565261433, -7.690557775987357e-18 },
    { 0.479425538604203, -5.103969860556013e-18, 0.8775825618903728, -4.2623149864279997e-17 },
    { 0.49307868575392305, 5.605083973871755e-18, 0.8699847180584174, 1.657385110740923e-17 },
    { 0.5066114548142574, -3.269413423618168e-17, 0.8621744799348805, 4.4132427578105805e-18 },
    { 0.520020541953727, -3.983266745698455e-17, 0.8541537542773854, 5.420565102675286e-18 },
    { 0.5333026735360201, 5.129318115032044e-17, 0.8459244992310679, 1.549506647350329e-17 },
    { 0.5464546069192036, 8.399754840929507e-18, 0.8374887238505236, 4.3337026043948396e-17 },
    { 0.5594731312473669, 1.575565514488728e-17, 0.8288484876093257, 1.1163935406617444e-17 },
    { 0.5723550682345072, 2.6575872357215316e-17, 0.820005899897234, -3.912431748209128e-17 },
    { 0.5850972729404622, -5.4883972461161805e-17, 0.8109631195052179, -3.091333486122179e-17 },
    { 0.5976966345387015, 5.450323593054385e-17, 0.8017223540984184, 4.0134533311087014e-17 },
    { 0.6101500770757914, -1.479826990758988e-17, 0.7922858596771786, -2.9049779312834576e-17 },
    { 0.6224545602223437, -6.049035765709707e-18, 0.7826559400262728, -1.474071641211487e-17 },
    { 0.6346070800152693, -3.4568582392624965e-17, 0.7728349461524715, 4.231014921891023e-17 },
    { 0.6466046695911524, 4.567647714393289e-19, 0.7628252757105762, 1.6672995021546628e-17 },
    { 0.6584443999105676, -3.7736386700306717e-17, 0.7526293724180665, -1.2970993013150526e-17 },
    { 0.6701233804731629, 6.183536725574959e-18, 0.7422497254585013, -1.2339303604869521e-17 },
    { 0.6816387600233341, 4.410467313197903e-17, 0.7316888688738209, -1.0475824306512768e-17 },
    { 0.692987727246318, -5.3543290798909455e-17, 0.7209493809456964, 3.494986701478816e-17 },
    { 0.7041675114545337, -3.94095700584825e-17, 0.7100338835660797, 1.505272211891291e-17 },
    { 0.7151753832640076, -1.466099578328228e-17, 0.6989450415971057, -5.5261332036460915e-18 },
};

/* (*h, *l) = (ah + al) (bh + bl), to about 2^-104 relative */
static void dd_mul(double ah, double al, double bh, double bl, double *h, double *l)
{
    double p, e;
    two_prod(ah, bh, &p, &e);
    e += ah * bl + al * bh;
    fast_two_sum(p, e, h, l);
}

/* (*h, *l) = (ah + al) + (bh + bl) */
static void dd_add(double ah, double al, double bh, double bl, double *h, double *l)
{
    double s, e;
    two_sum(ah, bh, &s, &e);
    e += al + bl;
    fast_two_sum(s, e, h, l);
}

/* x - n pi/2 = *rh + *rl (|x| < 2^20: n pi/2 subtracted in four pieces of 33, 33, 33 and 53
 * bits, the first three products exact; beyond, fdlibm's multi-precision reduction to 113
 * bits); returns n. */
static int reduce(double x, double *rh, double *rl)
{
    const double invpio2 = 6.36619772367581382433e-01,
                 P1 = 1.57079632673412561417e+00, P2 = 6.07710050630396597660e-11,
                 P3 = 2.02226624871116645580e-21, P4 = 8.47842766036889956997e-32;
    double ax = fabs(x);
    if (ax <= 0.78539816339744828) {         /* |x| <= pi/4 (rounded down) */
        *rh = x;
        *rl = 0.0;
        return 0;
    }
    if (ax < 1048576.0) {
        double fn = (double)(int32_t)(x * invpio2 + (x < 0 ? -0.5 : 0.5));
        double r = x - fn * P1;              /* exact: fn P1 has 53 bits, Sterbenz */
        double h, l, p, e;
        two_sum(r, -fn * P2, &h, &l);        /* fn P2 and fn P3 exact too */
        two_sum(h, -fn * P3, &h, &e);
        l += e;
        two_prod(fn, P4, &p, &e);
        l -= p;
        l -= e;
        fast_two_sum(h, l, rh, rl);
        return (int)fn;
    }
    double y[3];
    int n = fdlibm_rem_pio2_3(x, y);
    double h, l;
    fast_two_sum(y[0], y[1], &h, &l);
    l += y[2];
    fast_two_sum(h, l, rh, rl);
    return n;
}

/* sin(r) and cos(r) for r = rh + rl, |r| <= pi/4 + a little, each to about 2^-90 relative:
 * r = k/64 + b with |b| <= 1/128, sin and cos of k/64 from the table, of b from their series
 * (the b^2 terms in double-double). */
static void sincos_dd(double rh, double rl, double *sh, double *sl, double *ch, double *cl)
{
    int neg = rh < 0;
    if (neg) {
        rh = -rh;
        rl = -rl;
    }
    int k = (int)(rh * 64.0 + 0.5);
    if (k > 51)
        k = 51;
    double bh, bl;
    two_sum(rh, -k / 64.0, &bh, &bl);        /* rh - k/64 is exact (Sterbenz) when k > 0 */
    bl += rl;
    fast_two_sum(bh, bl, &bh, &bl);
    /* b^2 */
    double b2h, b2l;
    two_prod(bh, bh, &b2h, &b2l);
    b2l += 2.0 * bh * bl;
    /* sin b = b (1 - b^2/6 + b^4/120 - b^6/5040) and cos b = 1 - b^2/2 + b^4/24 - b^6/720
     * + b^8/40320, the terms after b^2 in double */
    double t = b2h;
    double ps = t * t * (1.0 / 120 - t * (1.0 / 5040 - t * (1.0 / 362880)));
    double pc = t * t * (1.0 / 24 - t * (1.0 / 720 - t * (1.0 / 40320)));
    /* -b^2/6 in double-double */
    double q = b2h / 6.0, p, e;
    two_prod(q, 6.0, &p, &e);
    double ql = (((b2h - p) - e) + b2l) / 6.0;
    double fh, fl;                           /* 1 - b^2/6 + ps */
    fast_two_sum(1.0, -q, &fh, &fl);
    fl += ps - ql;
    double sbh, sbl;
    dd_mul(bh, bl, fh, fl, &sbh, &sbl);      /* sin b */
    double cbh, cbl;                         /* cos b = 1 - b^2/2 + pc */
    fast_two_sum(1.0, -0.5 * b2h, &cbh, &cbl);
    cbl += pc - 0.5 * b2l;
    double s_a = SC[k][0], s_al = SC[k][1], c_a = SC[k][2], c_al = SC[k][3];
    double x1, x1l, x2, x2l;
    /* sin(a + b) = sin a cos b + cos a sin b; cos(a + b) = cos a cos b - sin a sin b */
    dd_mul(s_a, s_al, cbh, cbl, &x1, &x1l);
    dd_mul(c_a, c_al, sbh, sbl, &x2, &x2l);
    dd_add(x1, x1l, x2, x2l, sh, sl);
    dd_mul(c_a, c_al, cbh, cbl, &x1, &x1l);
    dd_mul(s_a, s_al, sbh, sbl, &x2, &x2l);
    dd_add(x1, x1l, -x2, -x2l, ch, cl);
    if (neg) {
        *sh = -*sh;
        *sl = -*sl;
    }
}

/* sin, cos, tan of a finite |x| > 2^-27 or so; tiny arguments return early (below). */
static double trig(double x, int f)          /* f: 0 sin, 1 cos, 2 tan */
{
    double rh, rl, sh, sl, ch, cl;
    int n = reduce(x, &rh, &rl);
    sincos_dd(rh, rl, &sh, &sl, &ch, &cl);
    switch (f) {
    case 0:
        switch (n & 3) {
        case 0: return sh + sl;
        case 1: return ch + cl;
        case 2: return -(sh + sl);
        default: return -(ch + cl);
        }
    case 1:
        switch (n & 3) {
        case 0: return ch + cl;
        case 1: return -(sh + sl);
        case 2: return -(ch + cl);
        default: return sh + sl;
        }
    default: {
        /* tan = s/c for n even, -c/s for n odd, divided in double-double */
        double nh = sh, nl = sl, dh = ch, dl = cl;
        if (n & 1) {
            nh = -ch;
            nl = -cl;
            dh = sh;
            dl = sl;
        }
        double q = nh / dh, p, e;
        two_prod(q, dh, &p, &e);
        double ql = (((nh - p) - e) + nl - q * dl) / dh;
        return q + ql;
    }
    }
}

double math_sin(double x)
{
    double ax = fabs(x);
    if (ax < 0x1p-26)
        return x == 0.0 ? x : x - x * 0x1p-60;   /* sin x = x - x^3/6: x, rounded as such */
    if (ax == INFINITY || x != x)
        return x - x;
    return trig(x, 0);
}

double math_cos(double x)
{
    double ax = fabs(x);
    if (ax < 0x1p-27)
        return 1.0 - 0x1p-60;                 /* 1 - x^2/2 rounds to 1 */
    if (ax == INFINITY || x != x)
        return x - x;
    return trig(x, 1);
}

double math_tan(double x)
{
    double ax = fabs(x);
    if (ax < 0x1p-27)
        return x == 0.0 ? x : x + x * 0x1p-60;   /* tan x = x + x^3/3 */
    if (ax == INFINITY || x != x)
        return x - x;
    return trig(x, 2);
}
