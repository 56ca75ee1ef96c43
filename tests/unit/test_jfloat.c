/* Unit tests for vm/jfloat.c: Java's floating-point text conversions.
 * The reference table data/jfloat_cases.txt was produced by the real JDK 17
 * (data/JFloatCases.java); run with tests/unit as the working directory. */
#include <check.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jfloat.h"

#define CASES_FILE "data/jfloat_cases.txt"

static double bits_to_double(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static uint64_t double_bits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

static uint32_t float_bits(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
}

/* "%.3f" -> conv 'f', precision 3; "%g" -> precision -1. */
static int parse_spec(const char *spec, char *conv, int *prec)
{
    if (spec[0] != '%')
        return -1;
    spec++;
    *prec = -1;
    if (*spec == '.') {
        *prec = (int)strtol(spec + 1, (char **)&spec, 10);
    }
    *conv = spec[0];
    return spec[1] == '\0' ? 0 : -1;
}

/* Checks one table line; returns 1 when it matches, 0 when not (with the
 * reason in why), -1 when the line is malformed. */
static int check_line(char *line, char *why, size_t whylen)
{
    char got[2048], tag[4], a[64], b[64], c[1600];
    if (line[0] == '#' || line[0] == '\n' || line[0] == '\0')
        return 1;
    if (line[0] == 'P') {
        char *q1 = strchr(line, '"'), *q2 = strrchr(line, '"');
        if (!q1 || q2 == q1 || sscanf(line, "%3s %63s %63s", tag, a, b) != 3)
            return -1;
        char in[1600], *o = in;
        for (char *p = q1 + 1; p < q2 && o < in + sizeof in - 1; p++) {
            if (*p == '\\' && p + 1 < q2) {
                p++;
                *o++ = *p == 't' ? '\t' : *p;
            } else {
                *o++ = *p;
            }
        }
        *o = '\0';
        double d = 0;
        float f = 0;
        char gd[32], gf[32];
        if (jfloat_parse_double(in, &d))
            strcpy(gd, "NFE");
        else
            snprintf(gd, sizeof gd, "%016llx", (unsigned long long)double_bits(d));
        if (jfloat_parse_float(in, &f))
            strcpy(gf, "NFE");
        else
            snprintf(gf, sizeof gf, "%08x", (unsigned)float_bits(f));
        if (strcmp(gd, a) || strcmp(gf, b)) {
            snprintf(why, whylen, "parse \"%s\": got %s %s, java %s %s", in, gd, gf, a, b);
            return 0;
        }
        return 1;
    }
    int nf = sscanf(line, "%3s %63s %63s %1599s", tag, a, b, c);
    if (tag[0] == 'D' && nf == 3) {
        jfloat_double_to_string(bits_to_double(strtoull(a, NULL, 16)), got, sizeof got);
        if (strcmp(got, b)) {
            snprintf(why, whylen, "Double.toString(%s): got %s, java %s", a, got, b);
            return 0;
        }
        return 1;
    }
    if (tag[0] == 'F' && nf == 3) {
        uint32_t fb = (uint32_t)strtoul(a, NULL, 16);
        float f;
        memcpy(&f, &fb, sizeof f);
        jfloat_float_to_string(f, got, sizeof got);
        if (strcmp(got, b)) {
            snprintf(why, whylen, "Float.toString(%s): got %s, java %s", a, got, b);
            return 0;
        }
        return 1;
    }
    if (tag[0] == 'M' && nf == 4) {
        char conv;
        int prec;
        if (parse_spec(a, &conv, &prec))
            return -1;
        int len = jfloat_format(bits_to_double(strtoull(b, NULL, 16)), conv, prec, got, sizeof got);
        if (strcmp(got, c) || len != (int)strlen(c)) {
            snprintf(why, whylen, "format %s of %s: got %s, java %s", a, b, got, c);
            return 0;
        }
        return 1;
    }
    return -1;
}

START_TEST(test_reference_table)
{
    FILE *fp = fopen(CASES_FILE, "r");
    ck_assert_msg(fp != NULL, "cannot open %s (run from tests/unit)", CASES_FILE);
    char line[4096], why[4096];
    int total = 0, bad = 0, lineno = 0;
    while (fgets(line, sizeof line, fp)) {
        lineno++;
        line[strcspn(line, "\n")] = '\0';
        int r = check_line(line, why, sizeof why);
        ck_assert_msg(r >= 0, "%s:%d: malformed line", CASES_FILE, lineno);
        total++;
        if (r == 0 && bad++ < 20)
            fprintf(stderr, "%s:%d: %s\n", CASES_FILE, lineno, why);
    }
    fclose(fp);
    ck_assert_int_ge(total, 900);
    ck_assert_msg(bad == 0, "%d of %d reference cases differ from JDK 17", bad, total);
}
END_TEST

static void expect_d(double v, const char *want)
{
    char got[64];
    int n = jfloat_double_to_string(v, got, sizeof got);
    ck_assert_str_eq(got, want);
    ck_assert_int_eq(n, (int)strlen(want));
}

static void expect_f(float v, const char *want)
{
    char got[64];
    jfloat_float_to_string(v, got, sizeof got);
    ck_assert_str_eq(got, want);
}

static void expect_fmt(double v, char conv, int prec, const char *want)
{
    char got[512];
    int n = jfloat_format(v, conv, prec, got, sizeof got);
    ck_assert_str_eq(got, want);
    ck_assert_int_eq(n, (int)strlen(want));
}

START_TEST(test_to_string_examples)
{
    expect_d(NAN, "NaN");
    expect_d(INFINITY, "Infinity");
    expect_d(-INFINITY, "-Infinity");
    expect_d(0.0, "0.0");
    expect_d(-0.0, "-0.0");
    expect_d(100.0, "100.0");
    expect_d(0.001, "0.001");
    expect_d(1234567.0, "1234567.0");
    expect_d(1e7, "1.0E7");
    expect_d(1.234e-5, "1.234E-5");
    expect_d(4.9e-324, "4.9E-324");
    expect_d(0.1 + 0.2, "0.30000000000000004");
    expect_d(1e23, "9.999999999999999E22"); /* JDK 17 quirk */
    expect_d(2e23, "1.9999999999999998E23");
    expect_d(ldexp(1, -44), "5.6843418860808015E-14");
    expect_d(8218644374862863360.0, "8.2186443748628634E18");
    expect_d(-1.7976931348623157e308, "-1.7976931348623157E308");
    expect_f(0.1f, "0.1");
    expect_f(1.4e-45f, "1.4E-45");
    expect_f(1073741824.0f, "1.07374182E9");
    expect_f(1e10f, "1.0E10");
    expect_f(-0.0f, "-0.0");
    expect_f(3.4028235e38f, "3.4028235E38");
}
END_TEST

START_TEST(test_format_examples)
{
    expect_fmt(0.25, 'f', 1, "0.3");
    expect_fmt(1.005, 'f', 2, "1.01");
    expect_fmt(0.5, 'f', 0, "1");
    expect_fmt(2.5, 'f', 0, "3");
    expect_fmt(12345.678, 'e', -1, "1.234568e+04");
    expect_fmt(12345.678, 'E', 2, "1.23E+04");
    expect_fmt(-0.0, 'f', -1, "-0.000000");
    expect_fmt(1e23, 'f', 2, "99999999999999990000000.00");
    expect_fmt(0.0, 'g', -1, "0.00000");
    expect_fmt(0.0, 'e', 0, "0e+00");
    expect_fmt(1e-5, 'g', -1, "1.00000e-05");
    expect_fmt(0.0001, 'g', -1, "0.000100000");
    expect_fmt(123456.7, 'g', -1, "123457");
    expect_fmt(5.0, 'g', 0, "5");
    expect_fmt(1e-10, 'G', -1, "1.00000E-10");
    expect_fmt(1.0, 'a', -1, "0x1.0p0");
    expect_fmt(1.0, 'a', 3, "0x1.000p0");
    expect_fmt(-1.5, 'A', -1, "-0X1.8P0");
    expect_fmt(4.9e-324, 'a', -1, "0x0.0000000000001p-1022");
    expect_fmt(4.9e-324, 'a', 2, "0x1.00p-1074");
    expect_fmt(1.7976931348623157e308, 'a', 1, "0x1.0p1024");
    expect_fmt(NAN, 'f', 2, "NaN");
    expect_fmt(-INFINITY, 'e', 2, "-Infinity");
    expect_fmt(INFINITY, 'G', 2, "INFINITY");
    char buf[8];
    ck_assert_int_eq(jfloat_format(1.0, 'x', 2, buf, sizeof buf), -1);
    ck_assert_int_eq(jfloat_format(1.0, 'F', 2, buf, sizeof buf), -1);
}
END_TEST

START_TEST(test_parse_examples)
{
    double d;
    float f;
    ck_assert_int_eq(jfloat_parse_double("  -12.5e1d\t", &d), 0);
    ck_assert(d == -125.0);
    ck_assert_int_eq(jfloat_parse_double("0x1.8p3", &d), 0);
    ck_assert(d == 12.0);
    ck_assert_int_eq(jfloat_parse_double("-NaN", &d), 0);
    ck_assert(isnan(d));
    ck_assert_int_eq(jfloat_parse_double("-Infinity", &d), 0);
    ck_assert(isinf(d) && d < 0);
    ck_assert_int_eq(jfloat_parse_double("-0", &d), 0);
    ck_assert(d == 0 && signbit(d));
    ck_assert_int_eq(jfloat_parse_double("1e", &d), -1);
    ck_assert_int_eq(jfloat_parse_double("0x1.8", &d), -1);
    ck_assert_int_eq(jfloat_parse_double("", &d), -1);
    ck_assert_int_eq(jfloat_parse_double("1 2", &d), -1);
    ck_assert_int_eq(jfloat_parse_double("infinity", &d), -1);
    /* rounded directly to float: via double it would round twice to 1.0f */
    ck_assert_int_eq(jfloat_parse_float("1.00000005960464477539062500001", &f), 0);
    ck_assert_uint_eq(float_bits(f), 0x3f800001u);
    /* long inputs take the heap path */
    char *big = malloc(5010);
    memset(big, '0', 5000);
    big[0] = '.';
    strcpy(big + 4999, "1e4999"); /* 0.000...01e4999 == 1 */
    ck_assert_int_eq(jfloat_parse_double(big, &d), 0);
    ck_assert(d == 1.0);
    ck_assert_int_eq(jfloat_parse_float(big, &f), 0);
    ck_assert(f == 1.0f);
    free(big);
}
END_TEST

static uint64_t rng = 0x9E3779B97F4A7C15ull;

static uint64_t next_rand(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* Whatever JDK 17 prints must read back as the same value. */
START_TEST(test_round_trip)
{
    char buf[64];
    for (int i = 0; i < 200000; i++) {
        uint64_t b = next_rand();
        double d = bits_to_double(b), back;
        if (isnan(d))
            continue;
        jfloat_double_to_string(d, buf, sizeof buf);
        ck_assert_int_eq(jfloat_parse_double(buf, &back), 0);
        ck_assert_msg(double_bits(back) == b, "%016llx -> %s", (unsigned long long)b, buf);
        float f, fback;
        uint32_t fb = (uint32_t)b;
        memcpy(&f, &fb, sizeof f);
        if (isnan(f))
            continue;
        jfloat_float_to_string(f, buf, sizeof buf);
        ck_assert_int_eq(jfloat_parse_float(buf, &fback), 0);
        ck_assert_msg(float_bits(fback) == fb, "%08x -> %s", (unsigned)fb, buf);
    }
}
END_TEST

START_TEST(test_truncation)
{
    char buf[6];
    memset(buf, 'x', sizeof buf);
    ck_assert_int_eq(jfloat_double_to_string(3.14159, buf, sizeof buf), 7);
    ck_assert_str_eq(buf, "3.141");
    ck_assert_int_eq(jfloat_double_to_string(3.14159, buf, 0), 7);
    ck_assert_int_eq(jfloat_format(1e300, 'f', 2, buf, sizeof buf), 304);
    ck_assert_str_eq(buf, "10000");
}
END_TEST

/* frem/drem's remainder (vm/natives/math.c, in place of libm's fmod in the
 * jvm binary) against libm's fmod/fmodf, bit for bit (any NaN matches any
 * NaN): special values, then random bit patterns of every exponent and
 * random pairs of close magnitudes. */
double jvm_fmod(double x, double y);
float jvm_fmodf(float x, float y);

static void check_fmod(double x, double y)
{
    double want = fmod(x, y), got = jvm_fmod(x, y);
    if (isnan(want))
        ck_assert_msg(isnan(got), "fmod(%a, %a): %a, want NaN", x, y, got);
    else
        ck_assert_msg(double_bits(got) == double_bits(want), "fmod(%a, %a): %a, want %a",
                      x, y, got, want);
    float fx = (float)x, fy = (float)y;
    float fwant = fmodf(fx, fy), fgot = jvm_fmodf(fx, fy);
    if (isnan(fwant))
        ck_assert_msg(isnan(fgot), "fmodf(%a, %a): %a, want NaN", (double)fx, (double)fy, (double)fgot);
    else
        ck_assert_msg(float_bits(fgot) == float_bits(fwant), "fmodf(%a, %a): %a, want %a",
                      (double)fx, (double)fy, (double)fgot, (double)fwant);
}

static uint64_t rnd_state = 0x9e3779b97f4a7c15ull;

static uint64_t rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 7;
    rnd_state ^= rnd_state << 17;
    return rnd_state;
}

START_TEST(test_fmod)
{
    const double special[] = { 0.0, -0.0, 1.0, -1.0, 0.5, 3.0, -7.5, 1e300, -1e-300,
                               5e-324, -5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
                               INFINITY, -INFINITY, NAN, 0.1, 10.0, 1e16, 123456789.0 };
    size_t n = sizeof special / sizeof special[0];
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            check_fmod(special[i], special[j]);
    for (int k = 0; k < 1000000; k++) {
        check_fmod(bits_to_double(rnd()), bits_to_double(rnd()));
        /* close magnitudes: a quotient of at most a few thousand */
        double y = bits_to_double(rnd() >> 2 | 0x3000000000000000ull);
        check_fmod(y * (double)(rnd() % 4096) + bits_to_double(rnd() >> 12), y);
        check_fmod(bits_to_double(rnd() >> 11), bits_to_double(rnd() >> 11));   /* subnormals */
    }
}
END_TEST

static Suite *jfloat_suite(void)
{
    Suite *s = suite_create("jfloat");
    TCase *tc = tcase_create("core");
    tcase_set_timeout(tc, 60);
    tcase_add_test(tc, test_reference_table);
    tcase_add_test(tc, test_to_string_examples);
    tcase_add_test(tc, test_format_examples);
    tcase_add_test(tc, test_parse_examples);
    tcase_add_test(tc, test_round_trip);
    tcase_add_test(tc, test_truncation);
    tcase_add_test(tc, test_fmod);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(jfloat_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
