import java.math.BigInteger;
import java.text.NumberFormat;
import java.util.Locale;

import org.apache.commons.math3.analysis.UnivariateFunction;
import org.apache.commons.math3.analysis.integration.SimpsonIntegrator;
import org.apache.commons.math3.analysis.polynomials.PolynomialFunction;
import org.apache.commons.math3.analysis.solvers.BrentSolver;
import org.apache.commons.math3.complex.Complex;
import org.apache.commons.math3.complex.ComplexFormat;
import org.apache.commons.math3.exception.MathArithmeticException;
import org.apache.commons.math3.exception.MathIllegalArgumentException;
import org.apache.commons.math3.fraction.BigFraction;
import org.apache.commons.math3.fraction.BigFractionFormat;
import org.apache.commons.math3.fraction.Fraction;
import org.apache.commons.math3.fraction.FractionFormat;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.DecompositionSolver;
import org.apache.commons.math3.linear.EigenDecomposition;
import org.apache.commons.math3.linear.LUDecomposition;
import org.apache.commons.math3.linear.MatrixUtils;
import org.apache.commons.math3.linear.QRDecomposition;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealMatrixFormat;
import org.apache.commons.math3.linear.RealVector;
import org.apache.commons.math3.linear.RealVectorFormat;
import org.apache.commons.math3.linear.SingularValueDecomposition;
import org.apache.commons.math3.primes.Primes;
import org.apache.commons.math3.random.MersenneTwister;
import org.apache.commons.math3.stat.StatUtils;
import org.apache.commons.math3.stat.correlation.PearsonsCorrelation;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.apache.commons.math3.util.ArithmeticUtils;
import org.apache.commons.math3.util.CombinatoricsUtils;
import org.apache.commons.math3.util.FastMath;
import org.apache.commons.math3.util.Precision;

// A driver over Debian's commons-math3: statistics, fractions, linear algebra with formatted
// output, number theory, analysis; its output is compared with HotSpot's.
public class Math3Driver {
    interface Step {
        Object run() throws Exception;
    }

    static void show(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Exception e) {
            System.out.println(name + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Locale.setDefault(Locale.US);
        double[] data = {2.5, 3.1, 4.7, 1.2, 9.8, 5.5, 6.6, 3.3, 7.1, 0.4, 8.8, 2.2};
        DescriptiveStatistics ds = new DescriptiveStatistics(data);
        show("descriptive", () -> ds.getN() + " mean=" + ds.getMean() + " sd=" + ds.getStandardDeviation() + " var="
            + ds.getVariance() + " median=" + ds.getPercentile(50) + " p90=" + ds.getPercentile(90) + " skew=" + ds.getSkewness()
            + " kurt=" + ds.getKurtosis() + " min=" + ds.getMin() + " max=" + ds.getMax() + " sum=" + ds.getSum());
        SummaryStatistics ss = new SummaryStatistics();
        MersenneTwister mt = new MersenneTwister(42);
        for (int i = 0; i < 1000; i++) {
            ss.addValue(mt.nextGaussian() * 3 + 10);
        }
        show("summary", () -> ss.getN() + " " + ss.getMean() + " " + ss.getStandardDeviation() + " " + ss.getGeometricMean()
            + " " + ss.getMin() + " " + ss.getMax());
        show("statutils", () -> StatUtils.mean(data) + " " + StatUtils.variance(data) + " " + StatUtils.product(data)
            + " " + StatUtils.sumSq(data) + " " + java.util.Arrays.toString(StatUtils.mode(new double[] {1, 2, 2, 3, 3})));
        double[] x = {1, 2, 3, 4, 5, 6, 7, 8};
        double[] y = {2.1, 3.9, 6.2, 7.8, 10.1, 12.2, 13.8, 16.1};
        SimpleRegression reg = new SimpleRegression();
        for (int i = 0; i < x.length; i++) {
            reg.addData(x[i], y[i]);
        }
        show("regression", () -> reg.getSlope() + " " + reg.getIntercept() + " " + reg.getRSquare() + " " + reg.predict(10)
            + " " + reg.getSlopeStdErr());
        show("pearson", () -> new PearsonsCorrelation().correlation(x, y));
        show("descriptive toString", () -> ds.toString().replace('\n', '|'));

        Fraction f1 = new Fraction(3, 4);
        Fraction f2 = new Fraction(-5, 6);
        show("fraction", () -> f1.add(f2) + " " + f1.multiply(f2) + " " + f1.divide(f2) + " " + f1.subtract(f2) + " "
            + f2.abs() + " " + f1.doubleValue() + " " + f2.reciprocal() + " " + f1.compareTo(f2) + " " + new Fraction(0.333333333));
        show("fraction of pi", () -> new Fraction(Math.PI, 1e-10, 100) + " " + new Fraction(Math.PI, 1000));
        show("fraction zero", () -> f1.divide(Fraction.ZERO));
        FractionFormat ff = new FractionFormat();
        show("fraction format", () -> ff.format(new Fraction(-22, 7)) + " | " + FractionFormat.formatFraction(f1)
            + " | " + ff.parse("  -10 / 4 ") + " | " + FractionFormat.getProperInstance().format(new Fraction(22, 7)));
        BigFraction b1 = new BigFraction(new BigInteger("123456789012345678901234567890"), new BigInteger("987654321"));
        BigFraction b2 = new BigFraction(2, 3);
        show("bigfraction", () -> b1 + " " + b1.add(b2) + " " + b1.multiply(b2).divide(b2.pow(5)) + " " + b1.doubleValue() + " "
            + b1.bigDecimalValue(20, java.math.BigDecimal.ROUND_HALF_UP) + " " + b2.pow(-3) + " " + b1.getNumerator().bitLength()
            + " " + new BigFraction(0.1) + " " + new BigFraction(0.1, 1e-9, 100));
        show("bigfraction format", () -> new BigFractionFormat().format(b2.negate()) + " " + BigFractionFormat.getProperInstance().format(new BigFraction(17, 5)));
        show("harmonic", () -> {
            BigFraction h = BigFraction.ZERO;
            for (int i = 1; i <= 60; i++) {
                h = h.add(new BigFraction(1, i));
            }
            return h + " ~ " + h.doubleValue();
        });

        RealMatrix m = new Array2DRowRealMatrix(new double[][] {{4, -2, 1}, {3, 6, -4}, {2, 1, 8}});
        RealVector v = new ArrayRealVector(new double[] {12, -25, 32});
        DecompositionSolver lu = new LUDecomposition(m).getSolver();
        RealMatrixFormat mf = new RealMatrixFormat("[", "]", "[", "]", ";", ",", NumberFormat.getInstance(Locale.US));
        show("matrix", () -> MatrixUtils.DEFAULT_FORMAT.format(m));
        show("matrix fmt", () -> mf.format(m.multiply(m.transpose())));
        show("det", () -> new LUDecomposition(m).getDeterminant());
        show("solve", () -> new RealVectorFormat(NumberFormat.getInstance(Locale.US)).format(lu.solve(v)));
        show("inverse", () -> mf.format(lu.getInverse()));
        show("qr", () -> mf.format(new QRDecomposition(m).getR()));
        RealMatrix sym = new Array2DRowRealMatrix(new double[][] {{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}});
        show("eigen", () -> java.util.Arrays.toString(new EigenDecomposition(sym).getRealEigenvalues()));
        show("svd", () -> java.util.Arrays.toString(new SingularValueDecomposition(m).getSingularValues()));
        show("singular", () -> new LUDecomposition(new Array2DRowRealMatrix(new double[][] {{1, 2}, {2, 4}})).getSolver().getInverse());
        show("dimension", () -> m.multiply(new Array2DRowRealMatrix(2, 2)));
        show("matrix parse", () -> MatrixUtils.DEFAULT_FORMAT.parse("{{1,2},{3,4.5}}"));
        show("matrix german", () -> new RealMatrixFormat(NumberFormat.getInstance(Locale.GERMANY)).format(m.scalarMultiply(1000.5)));

        Complex c = new Complex(3, -4);
        show("complex", () -> c.abs() + " " + c.sqrt() + " " + c.exp() + " " + c.log() + " " + c.multiply(c.conjugate())
            + " " + new ComplexFormat().format(c.divide(new Complex(1, 2))) + " " + c.nthRoot(3));
        show("primes", () -> Primes.nextPrime(1000000) + " " + Primes.isPrime(2147483647) + " " + Primes.primeFactors(1234567890));
        show("arith", () -> ArithmeticUtils.gcd(1071, 462) + " " + ArithmeticUtils.lcm(21, 6) + " " + ArithmeticUtils.pow(3, 20)
            + " " + ArithmeticUtils.pow(BigInteger.valueOf(7), 50) + " " + CombinatoricsUtils.binomialCoefficient(40, 20)
            + " " + CombinatoricsUtils.factorial(20) + " " + CombinatoricsUtils.stirlingS2(10, 4));
        show("overflow", () -> ArithmeticUtils.mulAndCheck(Long.MAX_VALUE, 2L));
        show("fastmath", () -> FastMath.sin(1.0) + " " + FastMath.exp(2.5) + " " + FastMath.log(10) + " " + FastMath.pow(2.5, 3.7)
            + " " + FastMath.atan2(1, 3) + " " + FastMath.cbrt(100) + " " + FastMath.sinh(1.5) + " " + FastMath.expm1(1e-5));
        show("precision", () -> Precision.round(2.34567, 2) + " " + Precision.round(-2.5, 0) + " " + Precision.equals(0.1 + 0.2, 0.3, 1e-12)
            + " " + Precision.round(1234.5678f, 1));
        PolynomialFunction p = new PolynomialFunction(new double[] {-6, 11, -6, 1});
        show("polynomial", () -> p + " | " + p.derivative() + " | " + p.value(2.5));
        show("brent", () -> new BrentSolver(1e-12).solve(100, p, 2.5, 3.5));
        UnivariateFunction sq = t -> t * t * Math.exp(-t);
        show("simpson", () -> new SimpsonIntegrator().integrate(10000, sq, 0, 5));
        show("bad arg", () -> new Fraction(1, 0));
        show("nan", () -> new DescriptiveStatistics().getMean());
        show("random", () -> {
            MersenneTwister r = new MersenneTwister(7);
            return r.nextInt() + " " + r.nextLong() + " " + r.nextDouble() + " " + r.nextInt(100) + " " + r.nextGaussian();
        });
        try {
            throw new MathIllegalArgumentException(org.apache.commons.math3.exception.util.LocalizedFormats.OUT_OF_RANGE_SIMPLE, 5, 1, 3);
        } catch (MathIllegalArgumentException e) {
            System.out.println("message: " + e.getMessage() + " | " + e.getLocalizedMessage());
        }
        try {
            throw new MathArithmeticException(org.apache.commons.math3.exception.util.LocalizedFormats.ZERO_DENOMINATOR_IN_FRACTION, 3, 0);
        } catch (MathArithmeticException e) {
            System.out.println("message: " + e.getMessage());
        }
    }
}
