/* fdlibm.h: StrictMath functions computed as fdlibm does (vm/natives/fdlibm.c). */
#ifndef JVM_FDLIBM_H
#define JVM_FDLIBM_H

double fdlibm_sin(double x);
double fdlibm_cos(double x);
double fdlibm_tan(double x);
double fdlibm_asin(double x);
double fdlibm_acos(double x);
double fdlibm_atan(double x);
double fdlibm_atan2(double y, double x);
double fdlibm_exp(double x);
double fdlibm_expm1(double x);
double fdlibm_log(double x);
double fdlibm_log10(double x);
double fdlibm_log1p(double x);
double fdlibm_sinh(double x);
double fdlibm_cosh(double x);
double fdlibm_tanh(double x);
double fdlibm_pow(double x, double y);
double fdlibm_cbrt(double x);
double fdlibm_hypot(double x, double y);
double fdlibm_sqrt(double x);
double fdlibm_remainder(double x, double p);
double fdlibm_floor(double x);
double fdlibm_ceil(double x);
double fdlibm_rint(double x);
/* x - n pi/2 = y[0] + y[1] + y[2] (about 113 bits) for huge finite x (|x| >= 2^20); returns n
 * mod 8 with x's sign. */
int fdlibm_rem_pio2_3(double x, double *y);

#endif
