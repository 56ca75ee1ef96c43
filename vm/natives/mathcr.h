/* mathcr.h: Math functions computed correctly rounded (vm/natives/mathcr.c). */
#ifndef JVM_MATHCR_H
#define JVM_MATHCR_H

double math_log(double x);
double math_log10(double x);
double math_sin(double x);
double math_cos(double x);
double math_tan(double x);

#endif
