/* Java floating-point text conversions, reproducing JDK 17 exactly.
 *
 * Binary -> decimal (Double.toString, Float.toString, Formatter digits).
 * JDK 17 does not print the shortest round-tripping digit string in every
 * case (JDK 19 does). Its digit generator is the classic free-format one
 * (Steele & White, "printing floating-point numbers quickly and
 * accurately"): produce digits of v/10^k one at a time with exact integer
 * arithmetic and stop as soon as the remainder is within the rounding
 * margin M of either neighbour. What we reproduce, each found by comparing
 * against the real `java` on millions of values:
 *   1. The stop tests are strict (R < M, R + M > S) although the rounding
 *      interval of an even significand is closed, so a value lying exactly
 *      half an ulp from a short decimal does not get it: 1e23 prints as
 *      9.999999999999999E22 and 2e23 as 1.9999999999999998E23.
 *   2. When the significand is a power of two the margin is halved on both
 *      sides (only the lower gap really is half as wide), so e.g. 2^-44
 *      prints 5.6843418860808015E-14 instead of 5.684341886080802E-14.
 *      This also applies to subnormal powers of two, where no gap differs.
 *   3. In toString, when the result will be printed in E-form, at least two
 *      digits are generated (the second one forced even if the first one
 *      already satisfied a stop test): Double.MIN_VALUE is "4.9E-324", not
 *      "5.0E-324". The decimal exponent used for that decision is a linear
 *      estimate of log10 (possibly one too high, in which case a leading
 *      zero digit is either dropped or, if the value is within the margin
 *      of 10^k, kept and later rounded up).
 *   4. Integers 2^53 <= v < 2^63 (and, for floats, 2^24 <= v < 2^63) are
 *      not generated that way: the exact integer is printed after dropping
 *      floor(p*log10(2)) low digits with half-up rounding, p = binary
 *      exponent - significand bits - 1; that gives more digits than needed,
 *      e.g. 8218644374862863360.0 prints 8.2186443748628634E18 and
 *      Float 2^30 prints 1.07374182E9.
 * Remaining known differences: none seen on the test corpus (see the
 * report in tests/unit/data/README or test_jfloat.c for what was compared).
 *
 * Decimal -> binary uses the C library's correctly rounded strtod/strtof
 * after validating Java's grammar; digits are re-emitted without a decimal
 * point so that the locale's radix character never matters. */
#include "jfloat.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

/* ---- minimal unsigned bignum (enough for 2^1100 * 10^330) ---- */

#define BN_WORDS 48
typedef struct {
    int n; /* used words, w[n-1] != 0; 0 means zero */
    uint32_t w[BN_WORDS];
} bn_t;

static void bn_set(bn_t *a, uint64_t v)
{
    a->n = 0;
    while (v) {
        a->w[a->n++] = (uint32_t)v;
        v >>= 32;
    }
}

static void bn_mul(bn_t *a, uint32_t m)
{
    uint64_t c = 0;
    for (int i = 0; i < a->n; i++) {
        c += (uint64_t)a->w[i] * m;
        a->w[i] = (uint32_t)c;
        c >>= 32;
    }
    if (c)
        a->w[a->n++] = (uint32_t)c;
}

static void bn_mul_pow5(bn_t *a, int k)
{
    for (; k >= 13; k -= 13)
        bn_mul(a, 1220703125u); /* 5^13 */
    uint32_t p = 1;
    while (k-- > 0)
        p *= 5;
    bn_mul(a, p);
}

static void bn_shl(bn_t *a, int s)
{
    if (a->n == 0)
        return;
    int ws = s / 32, bs = s % 32;
    if (bs) {
        uint32_t carry = 0;
        for (int i = 0; i < a->n; i++) {
            uint32_t x = a->w[i];
            a->w[i] = (x << bs) | carry;
            carry = x >> (32 - bs);
        }
        if (carry)
            a->w[a->n++] = carry;
    }
    if (ws) {
        memmove(a->w + ws, a->w, (size_t)a->n * sizeof a->w[0]);
        memset(a->w, 0, (size_t)ws * sizeof a->w[0]);
        a->n += ws;
    }
}

static int bn_cmp(const bn_t *a, const bn_t *b)
{
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->w[i] != b->w[i])
            return a->w[i] < b->w[i] ? -1 : 1;
    return 0;
}

static void bn_add(bn_t *r, const bn_t *a, const bn_t *b)
{
    const bn_t *lg = a->n >= b->n ? a : b, *sm = a->n >= b->n ? b : a;
    uint64_t c = 0;
    int n = lg->n;
    for (int i = 0; i < n; i++) {
        c += (uint64_t)lg->w[i] + (i < sm->n ? sm->w[i] : 0);
        r->w[i] = (uint32_t)c;
        c >>= 32;
    }
    r->n = n;
    if (c)
        r->w[r->n++] = (uint32_t)c;
}

static void bn_sub(bn_t *a, const bn_t *b) /* a -= b, requires a >= b */
{
    int64_t c = 0;
    for (int i = 0; i < a->n; i++) {
        c += (int64_t)a->w[i] - (i < b->n ? b->w[i] : 0);
        a->w[i] = (uint32_t)c;
        c = c < 0 ? -1 : 0;
    }
    while (a->n > 0 && a->w[a->n - 1] == 0)
        a->n--;
}

/* a = a mod s, returns floor(a/s); the quotient is a single digit here. */
static int bn_divmod_small(bn_t *a, const bn_t *s)
{
    int q = 0;
    while (bn_cmp(a, s) >= 0) {
        bn_sub(a, s);
        q++;
    }
    return q;
}

/* ---- digit generation ---- */

typedef struct {
    char d[32]; /* ASCII digits, not NUL-terminated */
    int nd;
    int exp; /* value = 0.d[0]d[1]... * 10^exp */
} digits_t;

static int bitlen64(uint64_t x)
{
    int n = 0;
    while (x) {
        n++;
        x >>= 1;
    }
    return n;
}

/* Digits JDK 17 drops from an exact integer whose ulp is 2^(p+1): p*log10 2. */
static int insignificant_digits(int p)
{
    return (p > 1 && p < 64) ? p * 30103 / 100000 : 0;
}

/* JDK's estimate of floor(log10(v)): the tangent of log10 at mantissa 1.5
 * (never below the true value, so the guess is right or one too high). */
static int estimate_dec_exp(uint64_t fract53, int binexp)
{
    uint64_t bits = 0x3FF0000000000000ull | (fract53 & 0xFFFFFFFFFFFFFull);
    double m;
    memcpy(&m, &bits, sizeof m);
    double d = (m - 1.5) * 0.289529654 + 0.176091259;
    d = d + (double)binexp * 0.301029995663981;
    return (int)floor(d);
}

static void round_up_last(digits_t *o)
{
    int i = o->nd - 1;
    while (i > 0 && o->d[i] == '9')
        o->d[i--] = '0';
    if (o->d[i] == '9') { /* carry out of the first digit: keep nd */
        o->d[0] = '1';
        o->exp++;
    } else {
        o->d[i]++;
    }
}

/* Exact integer lv with `insig` low digits rounded off half-up. */
static void long_digits(uint64_t lv, int insig, digits_t *o)
{
    int z = 0;
    if (insig > 0) {
        uint64_t p = 1;
        for (int i = 0; i < insig; i++)
            p *= 10;
        uint64_t r = lv % p;
        lv /= p;
        if (r >= p / 2)
            lv++;
        z = insig;
    }
    while (lv % 10 == 0) {
        lv /= 10;
        z++;
    }
    char tmp[24];
    int n = 0;
    for (; lv; lv /= 10)
        tmp[n++] = (char)('0' + lv % 10);
    for (int i = 0; i < n; i++)
        o->d[i] = tmp[n - 1 - i];
    o->nd = n;
    o->exp = n + z;
}

/* Bits of 5^i as JDK sizes it (exact below 27, 3 per factor above). */
static int n5bits(int i)
{
    if (i == 0)
        return 0;
    if (i >= 27)
        return 3 * i;
    uint64_t p = 1;
    while (i-- > 0)
        p *= 5;
    return bitlen64(p);
}

static uint64_t pow5_64(int i)
{
    uint64_t p = 1;
    while (i-- > 0)
        p *= 5;
    return p;
}

/* The low `w` bits of x as a signed w-bit integer (w = 32 or 64). */
static int64_t wrap(uint64_t x, int w)
{
    return w == 32 ? (int64_t)(int32_t)(uint32_t)x : (int64_t)x;
}

/* The generation loop when B, 10S and M start out fitting a w-bit signed
 * integer: JDK then uses int or long arithmetic, whose overflow of M*10
 * and B+M (possible near the end) we must reproduce. Fills o->d from the
 * first digit on; returns the sign of 2R - S for the final rounding in
 * *diff and the stop flags. */
static void gen_fixed(uint64_t b0, uint64_t s0, uint64_t m0, int w, int *k,
                      digits_t *o, int *low, int *high, int64_t *diff)
{
    int64_t b = (int64_t)b0, s = (int64_t)s0, m = (int64_t)m0;
    int64_t tens = s * 10;
    int q = (int)(b / s);
    b = 10 * (b % s);
    m = wrap((uint64_t)m * 10, w);
    *low = b < m;
    *high = wrap((uint64_t)b + (uint64_t)m, w) > tens;
    if (q == 0 && !*high)
        (*k)--;
    else
        o->d[o->nd++] = (char)('0' + q);
    if (*k < -3 || *k >= 8)
        *low = *high = 0;
    while (!*low && !*high && o->nd < (int)sizeof o->d) {
        q = (int)(b / s);
        b = 10 * (b % s);
        m = wrap((uint64_t)m * 10, w);
        if (m > 0) {
            *low = b < m;
            *high = wrap((uint64_t)b + (uint64_t)m, w) > tens;
        } else {
            *low = *high = 1;
        }
        o->d[o->nd++] = (char)('0' + q);
    }
    *diff = wrap(((uint64_t)b << 1) - (uint64_t)tens, w);
}

/* The same loop in exact arithmetic. */
static void gen_big(uint64_t fb, int b5, int b2, int s5, int s2, int m5, int m2,
                    int *k, digits_t *o, int *low, int *high,
                    int64_t *diff)
{
    bn_t B, S, M, T;
    bn_set(&B, fb);
    bn_mul_pow5(&B, b5);
    bn_shl(&B, b2);
    bn_set(&S, 1);
    bn_mul_pow5(&S, s5);
    bn_shl(&S, s2);
    bn_set(&M, 1);
    bn_mul_pow5(&M, m5);
    bn_shl(&M, m2);
    int q = bn_divmod_small(&B, &S); /* B is now the remainder R */
    bn_add(&T, &B, &M);
    *low = bn_cmp(&B, &M) < 0;
    *high = bn_cmp(&T, &S) > 0;
    if (q == 0 && !*high)
        (*k)--;
    else
        o->d[o->nd++] = (char)('0' + q);
    if (*k < -3 || *k >= 8)
        *low = *high = 0;
    while (!*low && !*high && o->nd < (int)sizeof o->d) {
        bn_mul(&B, 10);
        bn_mul(&M, 10);
        q = bn_divmod_small(&B, &S);
        bn_add(&T, &B, &M);
        *low = bn_cmp(&B, &M) < 0;
        *high = bn_cmp(&T, &S) > 0;
        o->d[o->nd++] = (char)('0' + q);
    }
    bn_add(&T, &B, &B);
    *diff = bn_cmp(&T, &S);
}

/* v = f * 2^e (f > 0 the integer significand, sig_bits the format's
 * precision: 53 or 24). The scaling below follows JDK's so
 * that its int/long/bignum choice (and overflow) can be mirrored. */
static void gen_digits(uint64_t f, int e, int sig_bits, digits_t *o)
{
    int nb = bitlen64(f);
    int binexp = e + nb - 1;
    int nsig = nb < sig_bits ? nb : sig_bits; /* subnormals have fewer */
    uint64_t fract53 = f << (53 - nb);
    int tz = 0;
    while (!((fract53 >> tz) & 1))
        tz++;
    int nfract = 53 - tz; /* significant bits from the leading one */
    int ntiny = nfract - binexp - 1 > 0 ? nfract - binexp - 1 : 0;

    if (binexp >= 0 && binexp <= 62 && ntiny == 0) {
        uint64_t lv = e >= 0 ? f << e : f >> -e;
        int insig = binexp > nsig ? insignificant_digits(binexp - nsig - 1) : 0;
        long_digits(lv, insig, o);
        return;
    }

    /* v/10^k = (fb 5^b5 2^b2) / (5^s5 2^s2), half ulp = 5^m5 2^m2 likewise */
    int k = estimate_dec_exp(fract53, binexp);
    int b5 = k < 0 ? -k : 0, s5 = k > 0 ? k : 0, m5 = b5;
    int b2 = b5 + ntiny + binexp, s2 = s5 + ntiny;
    int m2 = b2 - nsig;
    uint64_t fb = fract53 >> tz;
    b2 -= nfract - 1;
    int c2 = b2 < s2 ? b2 : s2;
    b2 -= c2;
    s2 -= c2;
    m2 -= c2;
    if (nfract == 1)
        m2--; /* power of two: JDK halves the margin on both sides */
    if (m2 < 0) {
        b2 -= m2;
        s2 -= m2;
        m2 = 0;
    }
    int bbits = nfract + b2 + n5bits(b5);
    int tensbits = s2 + 1 + n5bits(s5 + 1);

    int low, high;
    int64_t diff;
    o->nd = 0;
    if (bbits < 64 && tensbits < 64)
        gen_fixed((fb * pow5_64(b5)) << b2, pow5_64(s5) << s2,
                  pow5_64(m5) << m2, bbits < 32 && tensbits < 32 ? 32 : 64,
                  &k, o, &low, &high, &diff);
    else
        gen_big(fb, b5, b2, s5, s2, m5, m2, &k, o, &low, &high, &diff);
    o->exp = k + 1;
    if (high) {
        if (!low || diff > 0 || (diff == 0 && ((o->d[o->nd - 1] - '0') & 1)))
            round_up_last(o);
    }
}

/* Splits a finite nonzero double into f * 2^e. */
static void split_double(double v, uint64_t *f, int *e)
{
    uint64_t bits;
    memcpy(&bits, &v, sizeof bits);
    int be = (int)((bits >> 52) & 0x7FF);
    *f = bits & 0xFFFFFFFFFFFFFull;
    if (be) {
        *f |= 1ull << 52;
        *e = be - 1075;
    } else {
        *e = -1074;
    }
}

/* ---- output helpers ---- */

typedef struct {
    char *buf;
    size_t cap, len;
} out_t;

static void put(out_t *o, char c)
{
    if (o->len + 1 < o->cap)
        o->buf[o->len] = c;
    o->len++;
}

static void puts_(out_t *o, const char *s)
{
    while (*s)
        put(o, *s++);
}

static int finish(out_t *o)
{
    if (o->cap)
        o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
    return (int)o->len;
}

static void put_int(out_t *o, int x)
{
    char t[16];
    snprintf(t, sizeof t, "%d", x);
    puts_(o, t);
}

/* Java's toString layout of a digit string (FloatingDecimal's rules). */
static int java_layout(const digits_t *d, int neg, char *buf, size_t n)
{
    out_t o = { buf, n, 0 };
    if (neg)
        put(&o, '-');
    if (d->exp > 0 && d->exp < 8) {
        for (int i = 0; i < d->exp; i++)
            put(&o, i < d->nd ? d->d[i] : '0');
        put(&o, '.');
        if (d->nd > d->exp)
            for (int i = d->exp; i < d->nd; i++)
                put(&o, d->d[i]);
        else
            put(&o, '0');
    } else if (d->exp <= 0 && d->exp > -3) {
        puts_(&o, "0.");
        for (int i = d->exp; i < 0; i++)
            put(&o, '0');
        for (int i = 0; i < d->nd; i++)
            put(&o, d->d[i]);
    } else {
        put(&o, d->d[0]);
        put(&o, '.');
        if (d->nd > 1)
            for (int i = 1; i < d->nd; i++)
                put(&o, d->d[i]);
        else
            put(&o, '0');
        put(&o, 'E');
        put_int(&o, d->exp - 1);
    }
    return finish(&o);
}

static int special_string(double v, char *buf, size_t n)
{
    out_t o = { buf, n, 0 };
    if (isnan(v))
        puts_(&o, "NaN");
    else if (isinf(v))
        puts_(&o, v < 0 ? "-Infinity" : "Infinity");
    else
        puts_(&o, signbit(v) ? "-0.0" : "0.0");
    return finish(&o);
}

/* Double.toString(v) of JDK 17, including its non-shortest outputs
 * (see the comment at the top of this file). */
int jfloat_double_to_string(double v, char *buf, size_t n)
{
    if (isnan(v) || isinf(v) || v == 0)
        return special_string(v, buf, n);
    uint64_t f;
    int e;
    digits_t d;
    split_double(v, &f, &e);
    gen_digits(f, e, 53, &d);
    return java_layout(&d, signbit(v) != 0, buf, n);
}

/* Float.toString(v) of JDK 17: the same generator run at float precision. */
int jfloat_float_to_string(float v, char *buf, size_t n)
{
    if (isnan(v) || isinf(v) || v == 0)
        return special_string(v, buf, n);
    uint32_t bits;
    memcpy(&bits, &v, sizeof bits);
    int be = (int)((bits >> 23) & 0xFF);
    uint64_t f = bits & 0x7FFFFF;
    int e = -149;
    if (be) {
        f |= 1u << 23;
        e = be - 150;
    }
    digits_t d;
    gen_digits(f, e, 24, &d);
    return java_layout(&d, signbit(v) != 0, buf, n);
}

/* ---- java.util.Formatter ---- */

/* Rounds d half-up to `keep` leading digits (Formatter's rule, applied to
 * the toString digits, not to the exact binary value). keep <= 0 leaves
 * at most the digit "1" (value rounded up to 10^exp) or nothing (zero). */
static void round_half_up(digits_t *d, int keep)
{
    if (keep >= d->nd)
        return;
    if (keep < 0 || (keep == 0 && d->d[0] < '5')) {
        d->nd = 0;
        return;
    }
    if (keep == 0) {
        d->d[0] = '1';
        d->nd = 1;
        d->exp++;
        return;
    }
    int up = d->d[keep] >= '5';
    d->nd = keep;
    if (up)
        round_up_last(d);
}

static char digit_at(const digits_t *d, int i)
{
    return i >= 0 && i < d->nd ? d->d[i] : '0';
}

/* Plain notation with `frac` digits after the point (none and no point if
 * frac == 0); d already rounded. */
static void put_fixed(out_t *o, const digits_t *d, int frac)
{
    if (d->nd == 0 || d->exp <= 0)
        put(o, '0');
    else
        for (int i = 0; i < d->exp; i++)
            put(o, digit_at(d, i));
    if (frac > 0)
        put(o, '.');
    for (int j = 0; j < frac; j++)
        put(o, digit_at(d, (d->nd ? d->exp : 0) + j));
}

/* d.ddd e+XX with `frac` digits after the point; d already rounded. */
static void put_sci(out_t *o, const digits_t *d, int frac)
{
    put(o, d->nd ? d->d[0] : '0');
    if (frac > 0)
        put(o, '.');
    for (int j = 1; j <= frac; j++)
        put(o, digit_at(d, j));
    int x = d->nd ? d->exp - 1 : 0;
    put(o, 'e');
    put(o, x < 0 ? '-' : '+');
    if (x < 0)
        x = -x;
    if (x < 10)
        put(o, '0');
    put_int(o, x);
}

/* %a: Double.toHexString, or with 1..12 digits the significand rounded
 * half-even (subnormals normalized first); zero-padded to `prec` digits. */
static void put_hex(out_t *o, double v, int prec)
{
    uint64_t f;
    int e;
    static const char hx[] = "0123456789abcdef";
    puts_(o, "0x");
    if (v == 0) {
        puts_(o, "0.0");
        for (int i = 1; i < prec; i++)
            put(o, '0');
        puts_(o, "p0");
        return;
    }
    split_double(v, &f, &e);
    int lead = 1, nhex = 13;
    e += 52;
    if (!(f >> 52)) { /* subnormal */
        if (prec >= 1 && prec <= 12) {
            int nb = bitlen64(f);
            f <<= 53 - nb;
            e -= 53 - nb;
        } else {
            lead = 0;
            e = -1022;
        }
    }
    uint64_t frac = f & 0xFFFFFFFFFFFFFull;
    if (prec >= 1 && prec <= 12) {
        int sh = 52 - 4 * prec;
        uint64_t rest = frac & ((1ull << sh) - 1), half = 1ull << (sh - 1);
        frac >>= sh;
        if (rest > half || (rest == half && (frac & 1)))
            frac++;
        if (frac >> (4 * prec)) { /* carried into the leading 1 */
            frac = 0;
            e++;
        }
        frac <<= sh;
    }
    while (nhex > 1 && !((frac >> (4 * (13 - nhex))) & 0xF))
        nhex--;
    put(o, (char)('0' + lead));
    put(o, '.');
    for (int i = 0; i < nhex; i++)
        put(o, hx[(frac >> (48 - 4 * i)) & 0xF]);
    for (int i = nhex; i < prec; i++)
        put(o, '0');
    put(o, 'p');
    put_int(o, e);
}

/* The text java.util.Formatter produces for "%.{precision}{conv}" applied
 * to a double, without width, flags or localization: sign ('-' also for
 * -0.0), digits, point, exponent. f/e/g round the Double.toString digits
 * half-up (so %.1f of 0.25 is 0.3 and %.2f of 1e23 is
 * 99999999999999990000000.00); %g uses precision 1 for 0, switches to
 * e-form when the rounded value is < 1e-4 or >= 10^precision and keeps
 * trailing zeros; upper-case conversions upper-case the whole result. */
int jfloat_format(double v, char conv, int precision, char *buf, size_t n)
{
    out_t o = { buf, n, 0 };
    char lc = (char)(conv | 0x20);
    if (lc != 'f' && lc != 'e' && lc != 'g' && lc != 'a')
        return -1;
    if (conv == 'F')
        return -1;
    if (isnan(v)) {
        puts_(&o, lc == conv ? "NaN" : "NAN");
        return finish(&o);
    }
    if (signbit(v))
        put(&o, '-');
    if (isinf(v)) {
        puts_(&o, lc == conv ? "Infinity" : "INFINITY");
        return finish(&o);
    }
    v = fabs(v);
    digits_t d = { .nd = 0, .exp = 0 };
    if (v != 0 && lc != 'a') {
        uint64_t f;
        int e;
        split_double(v, &f, &e);
        gen_digits(f, e, 53, &d);
    }
    int prec = precision;
    switch (lc) {
    case 'f':
        prec = prec < 0 ? 6 : prec;
        round_half_up(&d, d.exp + prec);
        put_fixed(&o, &d, prec);
        break;
    case 'e':
        prec = prec < 0 ? 6 : prec;
        round_half_up(&d, prec + 1);
        put_sci(&o, &d, prec);
        break;
    case 'g':
        prec = prec < 0 ? 6 : prec == 0 ? 1 : prec;
        round_half_up(&d, prec);
        if (d.nd && (d.exp - 1 < -4 || d.exp - 1 >= prec))
            put_sci(&o, &d, prec - 1);
        else
            put_fixed(&o, &d, d.nd ? prec - d.exp : prec - 1);
        break;
    default:
        put_hex(&o, v, prec == 0 ? 1 : prec);
        break;
    }
    int len = finish(&o);
    if (lc != conv)
        for (char *p = buf; n && *p; p++)
            if (*p >= 'a' && *p <= 'z')
                *p = (char)(*p - 32);
    return len;
}

/* ---- parsing ---- */

static int is_digit(int c) { return c >= '0' && c <= '9'; }

static int hex_val(int c)
{
    if (is_digit(c))
        return c - '0';
    c |= 0x20;
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Validates Java's FloatingDecimal grammar on [p, end) and rewrites the
 * number as "[-]0x<hexdigits>p<exp>" or "[-]<digits>e<exp>" (no radix
 * point) into out, which has room for end - p + 40 chars. Returns 0, 1 for
 * NaN, 2 for infinity (sign in *neg), -1 on a syntax error. */
static int java_syntax(const char *p, const char *end, char *out, int *neg)
{
    *neg = 0;
    if (p < end && (*p == '+' || *p == '-'))
        *neg = *p++ == '-';
    size_t rest = (size_t)(end - p);
    if (rest == 3 && !memcmp(p, "NaN", 3))
        return 1;
    if (rest == 8 && !memcmp(p, "Infinity", 8))
        return 2;
    int hex = rest >= 2 && p[0] == '0' && (p[1] | 0x20) == 'x';
    int (*digit)(int) = hex ? NULL : is_digit;
    if (hex)
        p += 2;
    char *q = out;
    if (*neg)
        *q++ = '-';
    if (hex) {
        *q++ = '0';
        *q++ = 'x';
    }
    int ndig = 0, npoint = -1;
    long long after = 0; /* digits after the point */
    for (; p < end; p++) {
        if (*p == '.' && npoint < 0) {
            npoint = ndig;
        } else if (hex ? hex_val((unsigned char)*p) >= 0 : digit(*p)) {
            ndig++;
            if (npoint >= 0)
                after++;
            if (q == out + *neg + 2 * hex && *p == '0')
                continue; /* drop leading zeros */
            *q++ = *p;
        } else {
            break;
        }
    }
    if (ndig == 0)
        return -1;
    if (q == out + *neg + 2 * hex)
        *q++ = '0';
    long long x = 0;
    int xneg = 0;
    if (p < end && (hex ? (*p | 0x20) == 'p' : (*p | 0x20) == 'e')) {
        p++;
        if (p < end && (*p == '+' || *p == '-'))
            xneg = *p++ == '-';
        if (p == end || !is_digit(*p))
            return -1;
        for (; p < end && is_digit(*p); p++)
            if (x < 1000000000)
                x = x * 10 + (*p - '0');
    } else if (hex) {
        return -1; /* Java requires the binary exponent */
    }
    if (p < end && strchr("fFdD", *p))
        p++;
    if (p != end)
        return -1;
    x = (xneg ? -x : x) - after * (hex ? 4 : 1);
    sprintf(q, "%c%lld", hex ? 'p' : 'e', x);
    return 0;
}

/* Common driver: trims, validates, converts with strtod or strtof. */
static int parse_java(const char *s, int is_float, double *dout, float *fout)
{
    while (*s && (unsigned char)*s <= ' ')
        s++;
    const char *end = s + strlen(s);
    while (end > s && (unsigned char)end[-1] <= ' ')
        end--;
    char small[256], *tmp = small;
    size_t need = (size_t)(end - s) + 40;
    if (need > sizeof small && !(tmp = malloc(need)))
        return -1;
    int neg, r = java_syntax(s, end, tmp, &neg);
    if (r >= 0) {
        double dv = r == 1 ? NAN : neg ? -INFINITY : INFINITY;
        float fv = (float)dv;
        if (r == 0 && is_float)
            fv = strtof(tmp, NULL);
        else if (r == 0)
            dv = strtod(tmp, NULL);
        if (is_float)
            *fout = fv;
        else
            *dout = dv;
    }
    if (tmp != small)
        free(tmp);
    return r < 0 ? -1 : 0;
}

/* Double.parseDouble(s): whitespace (chars <= ' ') trimmed at both ends,
 * optional sign, then NaN, Infinity, a decimal number (digits with an
 * optional point, at least one digit, optional e[sign]digits) or a hex
 * float 0x<hex>[.<hex>]p[sign]digits; an f/F/d/D suffix is allowed after
 * a number. Correctly rounded. Returns 0, or -1 on bad syntax. */
int jfloat_parse_double(const char *s, double *out)
{
    return parse_java(s, 0, out, NULL);
}

/* Float.parseFloat(s): same grammar, rounded directly from the decimal
 * (or hex) digits to float, never via double. */
int jfloat_parse_float(const char *s, float *out)
{
    return parse_java(s, 1, NULL, out);
}
