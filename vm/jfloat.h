/* Java floating-point text conversions (Double/Float toString and parse,
 * java.util.Formatter's %f %e %g %a digits), bit-exact with JDK 17.
 * Pure C: no VM types. All functions are thread-safe and allocation-free
 * except the parsers, which may allocate a temporary copy of long inputs. */
#ifndef JFLOAT_H
#define JFLOAT_H

#include <stddef.h>

/* Writes Double.toString(v) into buf (NUL-terminated, truncated to n-1
 * chars if n is too small); returns the full length (< 32). */
int jfloat_double_to_string(double v, char *buf, size_t n);

/* Writes Float.toString(v); same conventions as jfloat_double_to_string. */
int jfloat_float_to_string(float v, char *buf, size_t n);

/* Double.parseDouble / Float.parseFloat: returns 0 and stores the value on
 * success, -1 on a syntax error (the caller throws NumberFormatException). */
int jfloat_parse_double(const char *s, double *out);
int jfloat_parse_float(const char *s, float *out);

/* java.util.Formatter "%.{precision}{conv}" for a double, conv one of
 * f e E g G a A; precision < 0 means no precision given (6, or all hex
 * digits for a/A). Writes sign and digits only (no width/flags handling).
 * NaN and infinities give "NaN", "Infinity", "-Infinity" (upper-cased
 * for E G A). Returns the full length, or -1 for an unknown conv; output
 * is truncated to n-1 chars if buf is too small (%f of 1e308 needs ~330).
 * Precisions above 2^24 are treated as 2^24. */
int jfloat_format(double v, char conv, int precision, char *buf, size_t n);

#endif
