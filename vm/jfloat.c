/* Java floating-point text conversions, reproducing JDK 17 exactly.
 *
 * Binary -> decimal (Double.toString, Float.toString, Formatter digits).
 * JDK 17 does not always print the shortest round-tripping digit string
 * (JDK 19 does). Its generator is the classic free-format one (Steele &
 * White): produce digits of v/10^k one at a time with integer arithmetic
 * and stop as soon as the remainder is within the margin M (half an ulp)
 * of either neighbour. The quirks reproduced here, each found by
 * comparing with the real `java` and then reasoning out the rule:
 *  1. The stop tests are strict (R < M, R + M > S) although the rounding
 *     interval of an even significand is closed: 1e23, which lies exactly
 *     half an ulp from 10^23, prints 9.999999999999999E22.
 *  2. For a power-of-two significand the margin is halved on both sides
 *     (only the gap below is really half as wide): 2^-44 prints
 *     5.6843418860808015E-14, not 5.684341886080802E-14. Subnormal powers
 *     of two get the same treatment although their gaps are equal.
 *  3. When the output will be in E-form at least two digits are generated
 *     (the second one even if the first already met a stop test), so
 *     Double.MIN_VALUE is 4.9E-324, not 5.0E-324. The exponent used for
 *     that decision is a tangent-line estimate of log10 that may be one
 *     too high; the leading zero digit that then results is dropped, or
 *     kept (and later rounded up to 1) if a stop test already holds.
 *  4. Integers 2^53 <= v < 2^63 (floats: 2^24 <= v < 2^63) bypass the
 *     generator: the exact integer is printed after rounding off, half-up,
 *     floor(p*log10(2)) low digits (p = binary exponent - significand bits
 *     - 1), often more digits than needed: 8218644374862863360.0 prints
 *     8.2186443748628634E18 and Float 2^30 prints 1.07374182E9.
 *  5. JDK runs the generator in int or long arithmetic when the scaled
 *     operands fit, and there 10*M and R+M can overflow near the last
 *     digit; the overflowed comparisons are reproduced bit for bit (e.g.
 *     0x1.437p84 prints 2.4438246548850413E25, the shortest being ...14).
 * With these, no difference from JDK 17.0.15 remains on what was compared:
 * ~70M doubles (random bit patterns, short decimals, powers of 2 and 10
 * and their neighbours, values with few significant bits), 1.4G+ floats
 * (every third bit pattern), 17M Formatter outputs and 300k parse inputs.
 * tests/unit/data/JFloatCases.java generates the committed sample.
 * Formatter's %e/%f/%g round those same digits half-up.
 *
 * Decimal -> binary uses the C library's correctly rounded strtod/strtof
 * after checking Java's grammar; the number is rewritten without a radix
 * point so that the locale's decimal separator never matters. */
#include "jfloat.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

/* ---- minimal unsigned bignum (room for 2^1500) ---- */

#define BN_WORDS 48
typedef struct {
    int n; /* words in use, w[n-1] != 0; n == 0 is zero */
    uint32_t w[BN_WORDS];
} bn_t;

static void bn_set(bn_t *a, uint64_t v)
{
    for (a->n = 0; v; v >>= 32)
        a->w[a->n++] = (uint32_t)v;
}

static void bn_mul(bn_t *a, uint32_t m)
{
    uint64_t c = 0;
    for (int i = 0; i < a->n; i++, c >>= 32)
        a->w[i] = (uint32_t)(c += (uint64_t)a->w[i] * m);
    if (c)
        a->w[a->n++] = (uint32_t)c;
}

static void bn_mul_pow5(bn_t *a, int k)
{
    uint32_t p = 1;
    for (; k >= 13; k -= 13)
        bn_mul(a, 1220703125u); /* 5^13 */
    while (k-- > 0)
        p *= 5;
    bn_mul(a, p);
}

static void bn_shl(bn_t *a, int s)
{
    int ws = s / 32, bs = s % 32;
    if (a->n == 0)
        return;
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
    memmove(a->w + ws, a->w, (size_t)a->n * sizeof a->w[0]);
    memset(a->w, 0, (size_t)ws * sizeof a->w[0]);
    a->n += ws;
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
    if (a->n < b->n) {
        const bn_t *t = a;
        a = b;
        b = t;
    }
    uint64_t c = 0;
    for (int i = 0; i < a->n; i++, c >>= 32)
        r->w[i] = (uint32_t)(c += (uint64_t)a->w[i] + (i < b->n ? b->w[i] : 0));
    r->n = a->n;
    if (c)
        r->w[r->n++] = (uint32_t)c;
}

/* a = a mod s, returning floor(a/s), which is a single digit here. */
static int bn_divmod_small(bn_t *a, const bn_t *s)
{
    int q = 0;
    for (; bn_cmp(a, s) >= 0; q++) {
        int64_t c = 0;
        for (int i = 0; i < a->n; i++, c = c < 0 ? -1 : 0)
            a->w[i] = (uint32_t)(c += (int64_t)a->w[i] - (i < s->n ? s->w[i] : 0));
        while (a->n > 0 && a->w[a->n - 1] == 0)
            a->n--;
    }
    return q;
}

static uint64_t bn_low64(const bn_t *a)
{
    return (a->n > 0 ? a->w[0] : 0) | (a->n > 1 ? (uint64_t)a->w[1] << 32 : 0);
}

/* ---- digit generation ---- */

typedef struct {
    char d[32]; /* ASCII digits, not NUL-terminated */
    int nd;
    int exp; /* value = 0.d[0]d[1]... * 10^exp */
} digits_t;

static int bitlen64(uint64_t x) { return x ? 64 - __builtin_clzll(x) : 0; }

/* Digits JDK 17 drops from an exact integer whose ulp is 2^(p+2): p*log10 2. */
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

/* The low `w` bits of x as a signed w-bit integer (w = 32 or 64). */
static int64_t wrap(uint64_t x, int w)
{
    return w == 32 ? (int64_t)(int32_t)(uint32_t)x : (int64_t)x;
}

/* Stop tests on b = 10*remainder, m = 10*margin, tens = 10*S: low means
 * the digits so far are within the margin above v's lower neighbour, high
 * that the next larger digit string is. w = 0: exact. w = 32 or 64: as
 * JDK computes them in int or long when the operands start out fitting,
 * including overflow of m and b+m (b and tens never overflow; a
 * non-positive m after the first digit counts as both). */
static void stop_tests(const bn_t *b, const bn_t *m, const bn_t *tens, int w,
                       int first, int *low, int *high)
{
    if (w == 0) {
        bn_t t;
        bn_add(&t, b, m);
        *low = bn_cmp(b, m) < 0;
        *high = bn_cmp(&t, tens) > 0;
        return;
    }
    int64_t bb = (int64_t)bn_low64(b), mm = wrap(bn_low64(m), w);
    if (!first && mm <= 0) {
        *low = *high = 1;
        return;
    }
    *low = bb < mm;
    *high = wrap((uint64_t)bb + (uint64_t)mm, w) > (int64_t)bn_low64(tens);
}

/* v = f * 2^e (f > 0 the integer significand, sig_bits the format's
 * precision: 53 or 24). The scaling and the choice of arithmetic width
 * follow JDK 17 (FloatingDecimal.dtoa) so its quirks can be mirrored. */
static void gen_digits(uint64_t f, int e, int sig_bits, digits_t *o)
{
    int nb = bitlen64(f);
    int binexp = e + nb - 1;
    int nsig = nb < sig_bits ? nb : sig_bits; /* subnormals have fewer */
    uint64_t fract53 = f << (53 - nb);
    int tz = __builtin_ctzll(fract53);
    int nfract = 53 - tz; /* significant bits from the leading one */
    int ntiny = nfract - binexp - 1 > 0 ? nfract - binexp - 1 : 0;

    if (binexp >= 0 && binexp <= 62 && ntiny == 0) {
        uint64_t lv = e >= 0 ? f << e : f >> -e;
        int insig = binexp > nsig ? insignificant_digits(binexp - nsig - 1) : 0;
        long_digits(lv, insig, o);
        return;
    }

    /* v/10^k = (fb 5^b5 2^b2) / (5^s5 2^s2), half ulp = 5^m5 2^m2 / S */
    int k = estimate_dec_exp(fract53, binexp);
    int b5 = k < 0 ? -k : 0, s5 = k > 0 ? k : 0, m5 = b5;
    int b2 = b5 + ntiny + binexp, s2 = s5 + ntiny;
    int m2 = b2 - nsig;
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
    int w = bbits < 64 && tensbits < 64 ? (bbits < 32 && tensbits < 32 ? 32 : 64) : 0;

    bn_t B, S, M, TENS, T;
    bn_set(&B, fract53 >> tz);
    bn_mul_pow5(&B, b5);
    bn_shl(&B, b2);
    bn_set(&S, 1);
    bn_mul_pow5(&S, s5);
    bn_shl(&S, s2);
    bn_set(&M, 1);
    bn_mul_pow5(&M, m5);
    bn_shl(&M, m2);
    TENS = S;
    bn_mul(&TENS, 10);
    int low, high;
    o->nd = 0;
    for (int first = 1;; first = 0) {
        int q = bn_divmod_small(&B, &S);
        bn_mul(&B, 10);
        bn_mul(&M, 10);
        stop_tests(&B, &M, &TENS, w, first, &low, &high);
        if (first && q == 0 && !high)
            k--; /* the estimate was one too high: drop the zero */
        else
            o->d[o->nd++] = (char)('0' + q);
        if (first && (k < -3 || k >= 8))
            low = high = 0; /* E-form: generate a second digit */
        if (low || high || o->nd == (int)sizeof o->d)
            break;
    }
    o->exp = k + 1;
    if (!high)
        return;
    int64_t diff; /* sign of 2*remainder - S, i.e. round up or down */
    if (w) {
        diff = wrap((bn_low64(&B) << 1) - bn_low64(&TENS), w);
    } else {
        bn_add(&T, &B, &B);
        diff = bn_cmp(&T, &TENS);
    }
    if (!low || diff > 0 || (diff == 0 && ((o->d[o->nd - 1] - '0') & 1)))
        round_up_last(o);
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
    size_t cap, len; /* len counts what did not fit, too */
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

static void put_digits(out_t *o, const digits_t *d, int from, int to)
{
    for (int i = from; i < to; i++)
        put(o, i >= 0 && i < d->nd ? d->d[i] : '0');
}

static void put_int(out_t *o, int x)
{
    char t[16];
    snprintf(t, sizeof t, "%d", x);
    puts_(o, t);
}

static int finish(out_t *o)
{
    if (o->cap)
        o->buf[o->len < o->cap ? o->len : o->cap - 1] = '\0';
    return (int)o->len;
}

/* Lays out toString's result: plain for 10^-3 <= v < 10^7 (by the digits'
 * exponent), else computerized scientific; always a digit after the
 * point. d == NULL: zero. NaN and infinities are handled by the caller. */
static int java_layout(const digits_t *d, int neg, char *buf, size_t n)
{
    out_t o = { buf, n, 0 };
    if (neg)
        put(&o, '-');
    if (!d) {
        puts_(&o, "0.0");
    } else if (d->exp > 0 && d->exp < 8) {
        put_digits(&o, d, 0, d->exp);
        put(&o, '.');
        put_digits(&o, d, d->exp, d->nd > d->exp ? d->nd : d->exp + 1);
    } else if (d->exp <= 0 && d->exp > -3) {
        puts_(&o, "0.");
        put_digits(&o, d, d->exp, d->nd);
    } else {
        put_digits(&o, d, 0, 1);
        put(&o, '.');
        put_digits(&o, d, 1, d->nd > 1 ? d->nd : 2);
        put(&o, 'E');
        put_int(&o, d->exp - 1);
    }
    return finish(&o);
}

static int nonfinite(double v, char *buf, size_t n)
{
    out_t o = { buf, n, 0 };
    puts_(&o, isnan(v) ? "NaN" : v < 0 ? "-Infinity" : "Infinity");
    return finish(&o);
}

/* Double.toString(v) of JDK 17, including its non-shortest outputs (see
 * the top of this file). Needs n >= 25 to fit. */
int jfloat_double_to_string(double v, char *buf, size_t n)
{
    if (isnan(v) || isinf(v))
        return nonfinite(v, buf, n);
    uint64_t f;
    int e;
    digits_t d;
    if (v == 0)
        return java_layout(NULL, signbit(v) != 0, buf, n);
    split_double(v, &f, &e);
    gen_digits(f, e, 53, &d);
    return java_layout(&d, signbit(v) != 0, buf, n);
}

/* Float.toString(v) of JDK 17: the same generator at float precision. */
int jfloat_float_to_string(float v, char *buf, size_t n)
{
    uint32_t bits;
    digits_t d;
    if (isnan(v) || isinf(v))
        return nonfinite(v, buf, n);
    if (v == 0)
        return java_layout(NULL, signbit(v) != 0, buf, n);
    memcpy(&bits, &v, sizeof bits);
    int be = (int)((bits >> 23) & 0xFF);
    uint64_t f = bits & 0x7FFFFF;
    if (be)
        f |= 1u << 23;
    gen_digits(f, be ? be - 150 : -149, 24, &d);
    return java_layout(&d, signbit(v) != 0, buf, n);
}

/* ---- java.util.Formatter ---- */

/* Rounds d half-up to `keep` leading digits (Formatter's rule, applied to
 * the toString digits, not to the exact binary value). keep <= 0 leaves
 * the digit "1" (v rounded up to 10^exp) or no digits (zero). */
static void round_half_up(digits_t *d, int keep)
{
    if (keep >= d->nd)
        return;
    int up = keep >= 0 && d->d[keep] >= '5';
    d->nd = keep > 0 ? keep : 0;
    if (up && keep == 0) {
        d->d[0] = '1';
        d->nd = 1;
        d->exp++;
    } else if (up) {
        round_up_last(d);
    }
}

/* Plain notation with `frac` digits after the point (and no point if
 * there are none); d already rounded. */
static void put_fixed(out_t *o, const digits_t *d, int frac)
{
    if (d->exp <= 0)
        put(o, '0');
    put_digits(o, d, 0, d->exp);
    if (frac > 0)
        put(o, '.');
    put_digits(o, d, d->exp, d->exp + frac);
}

/* d.ddd e+XX with `frac` digits after the point; d already rounded. */
static void put_sci(out_t *o, const digits_t *d, int frac)
{
    int x = d->exp - 1;
    put_digits(o, d, 0, 1);
    if (frac > 0)
        put(o, '.');
    put_digits(o, d, 1, 1 + frac);
    puts_(o, x < 0 ? "e-" : "e+");
    x = x < 0 ? -x : x;
    if (x < 10)
        put(o, '0');
    put_int(o, x);
}

/* %a: Double.toHexString, or with 1..12 digits the significand rounded
 * half-even (subnormals normalized first); zero-padded to `prec` digits. */
static void put_hex(out_t *o, double v, int prec)
{
    uint64_t f = 0, frac;
    int e = 0, lead = 0, nhex = 13, round = prec >= 1 && prec <= 12;
    if (v != 0) {
        split_double(v, &f, &e);
        lead = 1;
        e += 52;
        if (!(f >> 52) && round) { /* subnormal: normalize */
            int sh = 53 - bitlen64(f);
            f <<= sh;
            e -= sh;
        } else if (!(f >> 52)) {
            lead = 0;
            e = -1022;
        }
    }
    frac = f & 0xFFFFFFFFFFFFFull;
    if (round) {
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
    while (nhex > 1 && !((frac >> (52 - 4 * nhex)) & 0xF))
        nhex--;
    puts_(o, lead ? "0x1." : "0x0.");
    for (int i = 0; i < nhex || i < prec; i++)
        put(o, i < nhex ? "0123456789abcdef"[(frac >> (48 - 4 * i)) & 0xF] : '0');
    put(o, 'p');
    put_int(o, e);
}

/* The text java.util.Formatter produces for "%.{precision}{conv}" applied
 * to a double, without width, flags or localization: sign ('-' also for
 * -0.0), digits, point, exponent. f/e/g round the Double.toString digits
 * half-up (so %.1f of 0.25 is 0.3 and %.2f of 1e23 is
 * 99999999999999990000000.00); %g takes precision 0 as 1, switches to
 * e-form when the rounded value is < 1e-4 or >= 10^precision and keeps
 * trailing zeros; upper-case conversions upper-case the whole result. */
int jfloat_format(double v, char conv, int precision, char *buf, size_t n)
{
    out_t o = { buf, n, 0 };
    char lc = (char)(conv | 0x20);
    int prec = precision < 0 ? 6 : precision > (1 << 24) ? 1 << 24 : precision;
    digits_t d = { .nd = 0, .exp = 1 }; /* zero */
    if (!conv || (!strchr("eEgGaA", conv) && conv != 'f'))
        return -1;
    if (isnan(v)) {
        puts_(&o, "NaN");
    } else {
        if (signbit(v))
            put(&o, '-');
        v = fabs(v);
        if (isinf(v)) {
            puts_(&o, "Infinity");
        } else if (lc == 'a') {
            put_hex(&o, v, precision == 0 ? 1 : precision < 0 ? -1 : prec);
        } else {
            if (v != 0) {
                uint64_t f;
                int e;
                split_double(v, &f, &e);
                gen_digits(f, e, 53, &d);
            }
            if (lc == 'f') {
                round_half_up(&d, d.exp + prec);
                put_fixed(&o, &d, prec);
            } else if (lc == 'e') {
                round_half_up(&d, prec + 1);
                put_sci(&o, &d, prec);
            } else {
                prec = prec ? prec : 1;
                round_half_up(&d, prec);
                if (d.exp - 1 < -4 || d.exp - 1 >= prec)
                    put_sci(&o, &d, prec - 1);
                else
                    put_fixed(&o, &d, prec - d.exp);
            }
        }
    }
    int len = finish(&o);
    for (char *p = buf; lc != conv && n && *p; p++)
        if (*p >= 'a' && *p <= 'z')
            *p = (char)(*p - 32);
    return len;
}

/* ---- parsing ---- */

static int digit_value(int c, int hex)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c |= 0x20;
    return hex && c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Checks Java's grammar on [p, end) (already trimmed) and rewrites the
 * number as "[-]<digits>e<exp>" or "[-]0x<hexdigits>p<exp>" into out, which
 * has room for end - p + 40 chars. Returns 0 for a number, 1 for NaN, 2
 * for infinity (sign in *neg), -1 for a syntax error. */
static int java_syntax(const char *p, const char *end, char *out, int *neg)
{
    *neg = p < end && *p == '-';
    if (p < end && (*p == '+' || *p == '-'))
        p++;
    size_t rest = (size_t)(end - p);
    if (rest == 3 && !memcmp(p, "NaN", 3))
        return 1;
    if (rest == 8 && !memcmp(p, "Infinity", 8))
        return 2;
    int hex = rest >= 2 && p[0] == '0' && (p[1] | 0x20) == 'x';
    char *q = out, *digits;
    if (*neg)
        *q++ = '-';
    if (hex) {
        p += 2;
        *q++ = '0';
        *q++ = 'x';
    }
    digits = q;
    long long ndig = 0, after = -1; /* after: digits after the point */
    for (; p < end; p++) {
        if (*p == '.' && after < 0) {
            after = 0;
            continue;
        }
        if (digit_value((unsigned char)*p, hex) < 0)
            break;
        ndig++;
        after += after >= 0;
        if (q > digits || *p != '0') /* leading zeros are dropped */
            *q++ = *p;
    }
    if (ndig == 0)
        return -1;
    if (q == digits)
        *q++ = '0';
    long long x = 0;
    if (p < end && (*p | 0x20) == (hex ? 'p' : 'e')) {
        int xneg = ++p < end && *p == '-';
        if (p < end && (*p == '+' || *p == '-'))
            p++;
        if (p == end || digit_value((unsigned char)*p, 0) < 0)
            return -1;
        for (; p < end && digit_value((unsigned char)*p, 0) >= 0; p++)
            if (x < 1000000000) /* saturate: the result is 0 or inf anyway */
                x = x * 10 + (*p - '0');
        x = xneg ? -x : x;
    } else if (hex) {
        return -1; /* the binary exponent is mandatory */
    }
    if (p < end && strchr("fFdD", *p))
        p++;
    if (p != end)
        return -1;
    if (after > 0)
        x -= after * (hex ? 4 : 1);
    sprintf(q, "%c%lld", hex ? 'p' : 'e', x);
    return 0;
}

/* Common driver: trims, checks, converts with strtod or strtof. */
static int parse_java(const char *s, double *dout, float *fout)
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
    double special = r == 1 ? NAN : neg ? -INFINITY : INFINITY;
    if (r >= 0 && dout)
        *dout = r ? special : strtod(tmp, NULL);
    if (r >= 0 && fout)
        *fout = r ? (float)special : strtof(tmp, NULL);
    if (tmp != small)
        free(tmp);
    return r < 0 ? -1 : 0;
}

/* Double.parseDouble(s): chars <= ' ' trimmed at both ends, optional
 * sign, then NaN, Infinity, a decimal number (digits with an optional
 * point, at least one digit, optional e[sign]digits) or a hex float
 * 0x<hex>[.<hex>]p[sign]digits; an f/F/d/D suffix may follow a number.
 * Correctly rounded. Returns 0, or -1 for a syntax error. */
int jfloat_parse_double(const char *s, double *out)
{
    return parse_java(s, out, NULL);
}

/* Float.parseFloat(s): the same grammar, rounded directly from the digits
 * to float (never via double, which could round twice). */
int jfloat_parse_float(const char *s, float *out)
{
    return parse_java(s, NULL, out);
}
