/* mathlog.h: Math.log and Math.log10, correctly rounded (vm/natives/mathlog.c). */
#ifndef JVM_MATHLOG_H
#define JVM_MATHLOG_H

double math_log(double x);
double math_log10(double x);

#endif
