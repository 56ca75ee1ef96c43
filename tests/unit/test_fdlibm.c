/* Unit tests for vm/natives/fdlibm.c (StrictMath) and vm/natives/mathcr.c (Math's correctly
 * rounded log, log10, sin, cos, tan): results against HotSpot 17's for the inputs of
 * data/fdlibm_cases.txt (written by data/FdlibmCases.java; Math.sin/cos/tan are not in it,
 * HotSpot's are not always correctly rounded), the exact functions (floor, ceil, rint, sqrt,
 * IEEEremainder) against the C library's over random bit patterns, and a sweep of every
 * function over random inputs (for the sanitizers; results are checked for range, and
 * Math's against fdlibm's within an ulp).  Run with tests/unit as the working directory.
 * benchmarks/mathcmp compares millions of inputs with java itself. */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "natives/fdlibm.h"
#include "natives/mathcr.h"

#define CASES_FILE "data/fdlibm_cases.txt"

static double d_of(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static uint64_t bits_of(double d)
{
    uint64_t b;
    if (d != d)
        return 0x7ff8000000000000ull;        /* Double.doubleToLongBits's NaN */
    memcpy(&b, &d, sizeof b);
    return b;
}

typedef struct Fn {
    const char *name;
    double (*f1)(double);
    double (*f2)(double, double);
} Fn;

static const Fn FNS[] = {
    { "sin", fdlibm_sin, NULL }, { "cos", fdlibm_cos, NULL }, { "tan", fdlibm_tan, NULL },
    { "asin", fdlibm_asin, NULL }, { "acos", fdlibm_acos, NULL }, { "atan", fdlibm_atan, NULL },
    { "exp", fdlibm_exp, NULL }, { "expm1", fdlibm_expm1, NULL }, { "log", fdlibm_log, NULL },
    { "log10", fdlibm_log10, NULL }, { "log1p", fdlibm_log1p, NULL }, { "sinh", fdlibm_sinh, NULL },
    { "cosh", fdlibm_cosh, NULL }, { "tanh", fdlibm_tanh, NULL }, { "cbrt", fdlibm_cbrt, NULL },
    { "sqrt", fdlibm_sqrt, NULL }, { "floor", fdlibm_floor, NULL }, { "ceil", fdlibm_ceil, NULL },
    { "rint", fdlibm_rint, NULL }, { "Math.log", math_log, NULL }, { "Math.log10", math_log10, NULL },
    { "Math.sin", math_sin, NULL }, { "Math.cos", math_cos, NULL }, { "Math.tan", math_tan, NULL },
    { "pow", NULL, fdlibm_pow }, { "atan2", NULL, fdlibm_atan2 }, { "hypot", NULL, fdlibm_hypot },
    { "IEEEremainder", NULL, fdlibm_remainder },
};
#define NFNS (sizeof FNS / sizeof FNS[0])

START_TEST(test_reference_table)
{
    FILE *f = fopen(CASES_FILE, "r");
    ck_assert_msg(f != NULL, "cannot open %s", CASES_FILE);
    char name[32];
    unsigned long long x, y, want;
    int n = 0, bad = 0;
    while (fscanf(f, "%31s %llx %llx %llx", name, &x, &y, &want) == 4) {
        const Fn *fn = NULL;
        for (size_t k = 0; k < NFNS; k++)
            if (strcmp(FNS[k].name, name) == 0)
                fn = &FNS[k];
        ck_assert_msg(fn != NULL, "unknown function %s", name);
        double r = fn->f1 ? fn->f1(d_of(x)) : fn->f2(d_of(x), d_of(y));
        if (bits_of(r) != want) {
            fprintf(stderr, "%s(%016llx, %016llx) = %016llx, HotSpot %016llx\n", name, x, y,
                    (unsigned long long)bits_of(r), want);
            bad++;
        }
        n++;
    }
    fclose(f);
    ck_assert_int_gt(n, 100);
    ck_assert_int_eq(bad, 0);
}
END_TEST

static uint64_t rnd_state = 0x9e3779b97f4a7c15ull;

static uint64_t rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 7;
    rnd_state ^= rnd_state << 17;
    return rnd_state;
}

static const double SPECIAL[] = { 0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, -2.5, 3.0, 1e300, -1e-300,
                                  5e-324, -5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
                                  4503599627370495.5, -4503599627370497.0, 9007199254740993.0,
                                  INFINITY, -INFINITY, NAN, 0.1, 10.0, 1e16, 0.49999999999999994 };
#define NSPECIAL (sizeof SPECIAL / sizeof SPECIAL[0])

static void check_exact(double x, double y)
{
    ck_assert_uint_eq(bits_of(fdlibm_floor(x)), bits_of(floor(x)));
    ck_assert_uint_eq(bits_of(fdlibm_ceil(x)), bits_of(ceil(x)));
    ck_assert_uint_eq(bits_of(fdlibm_rint(x)), bits_of(rint(x)));
    ck_assert_uint_eq(bits_of(fdlibm_sqrt(x)), bits_of(sqrt(x)));
    ck_assert_msg(bits_of(fdlibm_remainder(x, y)) == bits_of(remainder(x, y)),
                  "IEEEremainder(%a, %a) = %a, C %a", x, y, fdlibm_remainder(x, y), remainder(x, y));
}

START_TEST(test_exact_functions)
{
    for (size_t i = 0; i < NSPECIAL; i++)
        for (size_t j = 0; j < NSPECIAL; j++)
            check_exact(SPECIAL[i], SPECIAL[j]);
    for (int k = 0; k < 150000; k++) {
        check_exact(d_of(rnd()), d_of(rnd()));
        /* integers and halves near the rounding boundaries, close remainders */
        double v = (double)(int64_t)(rnd() >> 12) * 0.25 * ((rnd() & 1) ? 1 : -1);
        double y = d_of(rnd() >> 2 | 0x3000000000000000ull);
        check_exact(v, y * (double)(rnd() % 64 + 1));
        check_exact(y * (double)(rnd() % 4096) + d_of(rnd() >> 12), y);
    }
}
END_TEST

/* Every function over random bit patterns and typical ranges: no result may leave the
 * function's range (and under -fsanitize=undefined no operation may be undefined). */
START_TEST(test_sweep)
{
    for (int k = 0; k < 60000; k++) {
        double xs[3] = { d_of(rnd()), (double)(int64_t)rnd() * 0x1p-59, d_of((rnd() >> 2) | 0x3000000000000000ull) };
        for (int m = 0; m < 3; m++) {
            double x = xs[m], y = d_of(rnd() >> (rnd() & 3));
            for (size_t i = 0; i < NFNS; i++) {
                double r = FNS[i].f1 ? FNS[i].f1(x) : FNS[i].f2(x, y);
                if (x != x)
                    ck_assert_msg(r != r, "%s(NaN) = %a", FNS[i].name, r);
            }
            double s = fdlibm_sin(x), c = fdlibm_cos(x);
            if (x == x && fabs(x) != INFINITY)
                ck_assert_msg(fabs(s) <= 1.0 && fabs(c) <= 1.0, "sin/cos(%a) = %a, %a", x, s, c);
            if (x == x && fabs(x) != INFINITY) {   /* correctly rounded vs fdlibm: 1 ulp at most */
                double ms = math_sin(x), mc = math_cos(x);
                ck_assert_msg(fabs(ms - s) <= fabs(s) * 0x1p-52 && fabs(mc - c) <= fabs(c) * 0x1p-52,
                              "sin/cos(%a) = %a, %a; fdlibm %a, %a", x, ms, mc, s, c);
            }
            if (x > 0 && x < INFINITY) {
                double l = math_log(x), lf = fdlibm_log(x);
                ck_assert_msg(fabs(l - lf) <= fabs(l) * 0x1p-51, "log(%a): %a, fdlibm %a", x, l, lf);
            }
        }
    }
}
END_TEST

static Suite *fdlibm_suite(void)
{
    Suite *s = suite_create("fdlibm");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_reference_table);
    tcase_add_test(tc, test_exact_functions);
    tcase_add_test(tc, test_sweep);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(fdlibm_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
