// printf floating-point conversions: %f %.Nf %e %E %g with widths and flags,
// rounding HALF_UP on the decimal value, negative zero, NaN and Infinity,
// grouping with %,.2f, and float arguments.
public class PrintfFloats {
    public static void main(String[] args) {
        double[] vals = { 0.0, -0.0, 1.0, -1.5, 3.14159265358979, 2.5, 0.125, 1e-5, 123456.789, 1e10, -9.995, 0.005, 1.005, 2.675, 1e-300, 6.02214076e23 };
        for (double v : vals) {
            System.out.printf("%f | %.2f | %.0f | %10.3f | %-10.1f| %e | %.3e | %E | %g%n", v, v, v, v, v, v, v, v, v);
        }
        System.out.printf("%.1f %.1f %.1f %.1f %.1f%n", 0.05, 0.15, 0.25, 0.35, 0.45);
        System.out.printf("%.2f %.2f %.2f%n", 1.005, 1.015, 1.025);
        System.out.printf("%.0f %.0f %.0f %.0f%n", 0.5, 1.5, 2.5, -0.5);
        System.out.printf("%f %f %f %.2f%n", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN);
        System.out.printf("%e %10.2e|%n", Double.POSITIVE_INFINITY, Double.NaN);
        System.out.printf("%,.2f %,f %,.0f%n", 1234567.891, 9876543.21, 1e9);
        System.out.printf("%+.2f %+.2f % .2f %(.2f %(.2f%n", 3.14159, -3.14159, 3.14159, -3.14159, 3.14159);
        System.out.printf("%08.2f %-8.2f| %08.2f%n", 3.14159, 3.14159, -3.14159);
        System.out.printf("%.3f %.10f %.15f%n", 0.1f, 0.1f, 0.1);
        System.out.printf("%.2f %s %s%n", 1.0f / 3, 1.0f / 3, (double) (1.0f / 3));
        System.out.printf("%.20f%n", 0.1);
        System.out.printf("%.3g %.3g %.3g %g %g%n", 1234.5678, 0.00012345, 99.95, 0.0, 1e-5);
        System.out.printf("%.1e %.0e %e%n", 9.96, 5.5, 1e100);
        System.out.println(String.format("%.2f%%", 45.678));
        double total = 0;
        double[] prices = { 19.99, 5.49, 3.50, 100.00 };
        for (double p : prices) {
            total += p;
            System.out.printf("%-10s%8.2f%n", "item", p);
        }
        System.out.printf("%-10s%8.2f%n", "TOTAL", total);
    }
}
