// java.lang.Math: abs/min/max/signum, floor/ceil/rint/round, sqrt/cbrt/pow/exp/log,
// trig, hypot, toRadians/toDegrees, floorDiv/floorMod, exact arithmetic, clamp-like
// idioms. Values are chosen to be exactly representable or correctly rounded.
public class MathFunctions {
    public static void main(String[] args) {
        System.out.println(Math.abs(-5) + " " + Math.abs(-5L) + " " + Math.abs(-2.5f) + " " + Math.abs(-0.0) + " " + Math.abs(Integer.MIN_VALUE));
        System.out.println(Math.min(3, -3) + " " + Math.max(3L, 7L) + " " + Math.min(1.5f, 2.5f) + " " + Math.max(-0.0, 0.0) + " " + Math.min(Double.NaN, 1));
        System.out.println(Math.signum(-3.2) + " " + Math.signum(0.0) + " " + Math.signum(7f) + " " + Integer.signum(-9));
        double[] rs = { 2.5, -2.5, 2.4, -2.6, 0.5, -0.5, 1e20, Double.NaN, -0.0 };
        for (double r : rs) {
            System.out.println(r + ": floor " + Math.floor(r) + " ceil " + Math.ceil(r) + " rint " + Math.rint(r) + " round " + Math.round(r));
        }
        System.out.println(Math.sqrt(2) + " " + Math.sqrt(144) + " " + Math.cbrt(27) + " " + Math.cbrt(-8) + " " + Math.sqrt(-0.0));
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(2, 0.5) + " " + Math.pow(-8, 1.0 / 3) + " " + Math.pow(0, 0) + " " + Math.pow(10, 15));
        System.out.println(Math.exp(0) + " " + Math.exp(1) + " " + Math.log(Math.E) + " " + Math.log(1) + " " + Math.log10(1000) + " " + Math.log(0) + " " + Math.log(-1));
        System.out.println(Math.sin(0) + " " + Math.cos(0) + " " + Math.tan(0) + " " + Math.atan(1) * 4 + " " + Math.asin(1) * 2 + " " + Math.acos(-1));
        System.out.println(Math.atan2(1, 1) + " " + Math.atan2(-1, -1) + " " + Math.atan2(0, -1) + " " + Math.hypot(3, 4) + " " + Math.hypot(5, 12));
        System.out.println(Math.toRadians(180) + " " + Math.toDegrees(Math.PI) + " " + Math.toDegrees(1));
        System.out.println(Math.sin(Math.PI / 6) + " " + Math.cos(Math.PI / 3) + " " + Math.sin(Math.PI));
        System.out.println(Math.sinh(0) + " " + Math.cosh(0) + " " + Math.tanh(0) + " " + Math.expm1(0) + " " + Math.log1p(0));
        System.out.println(Math.floorDiv(7, 2) + " " + Math.floorDiv(-7, 2) + " " + Math.floorMod(-7, 3) + " " + Math.floorMod(7, -3) + " " + Math.floorDiv(-7L, 2L));
        System.out.println(Math.addExact(1, 2) + " " + Math.subtractExact(10L, 3L) + " " + Math.multiplyExact(1 << 15, 1 << 15) + " " + Math.incrementExact(5) + " " + Math.negateExact(-5L));
        try { Math.multiplyExact(1 << 16, 1 << 16); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.incrementExact(Integer.MAX_VALUE); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        try { Math.multiplyExact(Long.MAX_VALUE, 2L); } catch (ArithmeticException e) { System.out.println(e.getMessage()); }
        System.out.println(Math.IEEEremainder(10, 3) + " " + Math.IEEEremainder(11, 3) + " " + (10 % 3.0) + " " + Math.ulp(1.0f) + " " + Math.nextAfter(1.0, 2.0));
        System.out.println(Math.getExponent(1024.0) + " " + Math.getExponent(0.1f) + " " + Math.scalb(1.5, 4) + " " + Math.fma(2.0, 3.0, 1.0));
        int clamped = Math.max(0, Math.min(100, 250));
        System.out.println("clamped " + clamped + " " + Math.abs(-7 % 3) + " " + Math.round(-0.5f) + " " + Math.round(0.49999999999999994));
        double sumsq = 0;
        for (int i = 1; i <= 100; i++) sumsq += Math.sqrt(i) * Math.sqrt(i);
        System.out.println("sum of sqrt^2 " + sumsq + " ~ " + Math.round(sumsq));
        System.out.println(StrictMath.sqrt(2) + " " + StrictMath.floor(-1.5) + " " + StrictMath.abs(-3) + " " + StrictMath.max(1, 2));
    }
}
