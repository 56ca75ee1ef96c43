/* fdlibm.h: StrictMath functions computed as fdlibm does (vm/natives/fdlibm.c). */
#ifndef JVM_FDLIBM_H
#define JVM_FDLIBM_H

double fdlibm_cbrt(double x);
double fdlibm_hypot(double x, double y);
double fdlibm_atan(double x);
double fdlibm_atan2(double y, double x);
double fdlibm_asin(double x);
double fdlibm_acos(double x);
double fdlibm_exp(double x);

#endif
