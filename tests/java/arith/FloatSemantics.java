// IEEE 754 behaviour: rounding, subnormals, signed zero, infinities, NaN propagation,
// float vs double precision, and fused-looking expressions evaluated step by step.
public class FloatSemantics {
    public static void main(String[] args) {
        double a = 0.1, b = 0.2;
        System.out.println("0.1 + 0.2 == 0.3 ? " + (a + b == 0.3));
        System.out.println("1e308 * 10 = " + (1e308 * 10));
        System.out.println("-1e308 * 10 = " + (-1e308 * 10));
        System.out.println("inf - inf = " + (Double.POSITIVE_INFINITY - Double.POSITIVE_INFINITY));
        System.out.println("inf * 0 = " + (Double.POSITIVE_INFINITY * 0));
        System.out.println("NaN + 1 = " + (Double.NaN + 1));
        System.out.println("min / 2 = " + (Double.MIN_VALUE / 2));
        System.out.println("min * 0.5 + min = " + (Double.MIN_VALUE * 0.5 + Double.MIN_VALUE));
        System.out.println("subnormal: " + (Double.MIN_NORMAL / 4));
        System.out.println("-0.0 + 0.0 = " + (-0.0 + 0.0));
        System.out.println("-0.0 - 0.0 = " + (-0.0 - 0.0));
        System.out.println("-0.0 * 5 = " + (-0.0 * 5));
        System.out.println("0.0 * -5 = " + (0.0 * -5));
        System.out.println("-(0.0) = " + (-(0.0)));
        double zero = 0.0;
        System.out.println("0 - zero = " + (0 - zero) + ", -zero = " + (-zero));
        System.out.println("1e16 + 1 = " + (1e16 + 1));
        System.out.println("2^53 + 1 = " + (9007199254740992.0 + 1));
        System.out.println("2^53 + 2 = " + (9007199254740992.0 + 2));
        float fa = 1e-20f;
        System.out.println("float underflow: " + (fa * fa));
        System.out.println("float 1/3*3 = " + ((1f / 3f) * 3f));
        System.out.println("double 1/3*3 = " + ((1.0 / 3.0) * 3.0));
        double acc = 0;
        for (int i = 1; i <= 1000; i++) acc += 1.0 / i;
        System.out.println("harmonic(1000) = " + acc);
        float facc = 0;
        for (int i = 1; i <= 1000; i++) facc += 1.0f / i;
        System.out.println("harmonic(1000) float = " + facc);
        double p = 1;
        for (int i = 0; i < 1100; i++) p /= 2;
        System.out.println("2^-1100 = " + p);
        double q = 1;
        for (int i = 0; i < 1030; i++) q *= 2;
        System.out.println("2^1030 = " + q);
        System.out.println("Math.sqrt(-1) = " + Math.sqrt(-1));
        System.out.println("Math.ulp(1.0) = " + Math.ulp(1.0));
        System.out.println("Math.nextUp(1.0) = " + Math.nextUp(1.0));
        System.out.println("Math.copySign(3, -0.0) = " + Math.copySign(3.0, -0.0));
        System.out.println("Math.signum(-0.0) = " + Math.signum(-0.0));
        System.out.println("Math.abs(-0.0) = " + Math.abs(-0.0));
        System.out.println("Double.isInfinite(1/0.) = " + Double.isInfinite(1 / zero));
        System.out.println("Double.isFinite(MAX) = " + Double.isFinite(Double.MAX_VALUE));
        System.out.println("Double.MAX_VALUE + 1e292 = " + (Double.MAX_VALUE + 1e292));
        System.out.println("Double.MAX_VALUE + 1e291 = " + (Double.MAX_VALUE + 1e291));
        long bits = Double.doubleToRawLongBits(-2.5);
        System.out.println("bits(-2.5) = " + Long.toHexString(bits));
        System.out.println("longBitsToDouble = " + Double.longBitsToDouble(0x3ff8000000000000L));
        System.out.println("0.1f + 0.2f = " + (0.1f + 0.2f));
        System.out.println("(0.1f + 0.2f) as double = " + (double) (0.1f + 0.2f));
        float fsum = 0.1f;
        double dsum = fsum + 0.2;
        System.out.println("float + double = " + dsum);
    }
}
