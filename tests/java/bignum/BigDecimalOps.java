import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Arrays;

public class BigDecimalOps {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String name, Op op) {
        try {
            Object r = op.run();
            if (r instanceof Object[]) {
                r = Arrays.toString((Object[]) r);
            }
            if (r instanceof BigDecimal) {
                BigDecimal d = (BigDecimal) r;
                r = d + " (scale " + d.scale() + ", precision " + d.precision() + ")";
            }
            System.out.println(name + " = " + r);
        } catch (Exception e) {
            System.out.println(name + " ! " + e);
        }
    }

    public static void main(String[] args) {
        String[] strs = {"0", "-0", "0.00", "0E+3", "0E-10", "1", "-1", "123.4500", "-0.000123", "1E+5", "1.23E-7",
            "12345678901234567890.123456789", "1e-6", "1e-7", "123E-9", "-45.6e+3", "1E+21", "1.", ".5",
            "00.000e-3", "\u0661.\u0662e\u0663", "999999999999999999999999999999e-15"};
        for (String s : strs) {
            t("str " + s, () -> {
                BigDecimal d = new BigDecimal(s);
                return d + " | " + d.toPlainString().length() + " " + (d.toPlainString().length() < 60 ? d.toPlainString() : "")
                    + " | " + d.toEngineeringString() + " | " + d.scale() + " " + d.precision() + " " + d.unscaledValue()
                    + " | " + d.stripTrailingZeros() + " | " + d.signum() + " " + d.hashCode();
            });
        }
        for (String s : new String[] {"", "-", "+", ".", "1e", "1e+", "e5", "1e5x", "1.2.3", "abc", " 1", "--1", "+-1",
            "1e99999999999", "1e2147483648", "1e-2147483648", "0e-2147483648", "Infinity", "1e+-1", "1_000"}) {
            t("bad [" + s + "]", () -> new BigDecimal(s));
        }
        for (String s : new String[] {"1", "10", "100", "1E+1", "1E+2", "1E+3", "1E+4", "0E+1", "0E+2", "0E-1", "0E-2",
            "0E-7", "0E-8", "1.5E-7", "12.5E-7", "123.5E-7", "-1E-9", "5E+10"}) {
            t("eng " + s, () -> new BigDecimal(s).toEngineeringString() + " " + new BigDecimal(s).toPlainString());
        }
        BigDecimal a = new BigDecimal("123.456");
        BigDecimal b = new BigDecimal("-7.8");
        t("add", () -> a.add(b));
        t("sub", () -> a.subtract(b));
        t("mul", () -> a.multiply(b));
        t("add mc", () -> a.add(b, new MathContext(4)));
        t("add zero mc", () -> a.add(new BigDecimal("0.0000"), new MathContext(5)));
        t("add zero mc2", () -> new BigDecimal("0E+5").add(new BigDecimal("1.234567"), new MathContext(3)));
        t("add zero mc3", () -> new BigDecimal("1E+3").add(new BigDecimal("0.00"), new MathContext(3)));
        t("add zeros", () -> new BigDecimal("0.0").add(new BigDecimal("0E+3"), new MathContext(3)));
        t("add far", () -> new BigDecimal("1E+20").add(new BigDecimal("1E-20"), new MathContext(10, RoundingMode.UP)));
        t("mul mc", () -> a.multiply(b, new MathContext(3, RoundingMode.DOWN)));
        t("div mc", () -> a.divide(b, MathContext.DECIMAL64));
        t("div mc exact", () -> new BigDecimal("1.00").divide(new BigDecimal("4"), new MathContext(10)));
        t("div mc carry", () -> new BigDecimal("9.9999").divide(BigDecimal.ONE, new MathContext(3)));
        t("div mc power", () -> new BigDecimal("100").divide(BigDecimal.ONE, new MathContext(1)));
        t("div exact", () -> new BigDecimal("1").divide(new BigDecimal("32")));
        t("div exact2", () -> new BigDecimal("19.20").divide(new BigDecimal("0.6")));
        t("div exact3", () -> new BigDecimal("6E+3").divide(new BigDecimal("2E-2")));
        t("div zero", () -> BigDecimal.ZERO.divide(new BigDecimal("1E+5")));
        t("div nonterm", () -> BigDecimal.ONE.divide(new BigDecimal("3")));
        t("div0", () -> BigDecimal.ONE.divide(BigDecimal.ZERO));
        t("div00", () -> BigDecimal.ZERO.divide(BigDecimal.ZERO));
        t("div scale", () -> a.divide(b, 10, RoundingMode.HALF_UP));
        t("div neg scale", () -> a.divide(b, -1, RoundingMode.HALF_UP));
        t("divInt", () -> a.divideToIntegralValue(b));
        t("divInt2", () -> new BigDecimal("7.5").divideToIntegralValue(new BigDecimal("2")));
        t("divInt3", () -> new BigDecimal("1E+3").divideToIntegralValue(new BigDecimal("1E+1")));
        t("divInt4", () -> new BigDecimal("0.5").divideToIntegralValue(new BigDecimal("2")));
        t("divInt mc", () -> new BigDecimal("12345.678").divideToIntegralValue(new BigDecimal("0.7"), new MathContext(4)));
        t("divInt mc2", () -> new BigDecimal("123456789").divideToIntegralValue(new BigDecimal("0.7"), new MathContext(4)));
        t("divInt mc3", () -> new BigDecimal("100.00").divideToIntegralValue(new BigDecimal("3"), new MathContext(10)));
        t("rem", () -> a.remainder(b));
        t("rem neg", () -> b.remainder(new BigDecimal("2.5")));
        t("divrem", () -> new BigDecimal("-17.3").divideAndRemainder(new BigDecimal("4")));
        t("divrem mc", () -> new BigDecimal("1234.5").divideAndRemainder(new BigDecimal("7"), new MathContext(2)));
        t("rem0", () -> BigDecimal.ONE.remainder(BigDecimal.ZERO));
        t("pow", () -> a.pow(5));
        t("pow0", () -> a.pow(0));
        t("pow mc", () -> a.pow(25, new MathContext(12)));
        t("pow neg mc", () -> a.pow(-3, new MathContext(8)));
        t("pow bad", () -> a.pow(-1));
        t("pow bad mc", () -> a.pow(123456, new MathContext(3)));
        for (String s : new String[] {"2", "4", "4.00", "0.0400", "1.0000000001", "100", "1E+4", "1E+5", "0.01", "0.001",
            "2E-7", "12345678901234567890", "0", "0.000", "0E+3"}) {
            for (MathContext mc : new MathContext[] {new MathContext(10), MathContext.DECIMAL32, new MathContext(5, RoundingMode.DOWN),
                new MathContext(5, RoundingMode.UP), new MathContext(5, RoundingMode.FLOOR), new MathContext(5, RoundingMode.CEILING),
                MathContext.UNLIMITED, new MathContext(4, RoundingMode.UNNECESSARY)}) {
                t("sqrt " + s + " " + mc, () -> new BigDecimal(s).sqrt(mc));
            }
        }
        t("sqrt neg", () -> new BigDecimal("-1").sqrt(MathContext.DECIMAL64));
        t("setScale up", () -> a.setScale(6));
        t("setScale need", () -> a.setScale(2));
        t("setScale old", () -> a.setScale(1, BigDecimal.ROUND_HALF_UP));
        t("setScale bad mode", () -> a.setScale(1, 9));
        t("movePointLeft", () -> a.movePointLeft(2) + " " + a.movePointLeft(-5) + " " + a.movePointRight(1) + " " + a.movePointRight(-2));
        t("movePoint int", () -> new BigDecimal("1E+3").movePointLeft(1) + " " + new BigDecimal("1E+3").movePointRight(1));
        t("scaleByPowerOfTen", () -> a.scaleByPowerOfTen(5) + " " + a.scaleByPowerOfTen(-5));
        t("strip", () -> new BigDecimal("1000.000").stripTrailingZeros() + " " + new BigDecimal("0.000").stripTrailingZeros()
            + " " + new BigDecimal("-12.3400").stripTrailingZeros());
        t("cmp", () -> new BigDecimal("2.0").compareTo(new BigDecimal("2.00")) + " " + new BigDecimal("2.0").equals(new BigDecimal("2.00"))
            + " " + a.compareTo(b) + " " + b.compareTo(a) + " " + new BigDecimal("1E+3").compareTo(new BigDecimal("999.9999"))
            + " " + new BigDecimal("-1E+3").compareTo(new BigDecimal("-999.9999")) + " " + BigDecimal.ZERO.compareTo(new BigDecimal("0E+9")));
        t("min max", () -> a.min(b) + " " + a.max(b) + " " + new BigDecimal("2.0").max(new BigDecimal("2.00")));
        t("abs neg plus", () -> b.abs() + " " + b.negate() + " " + b.plus() + " " + a.plus(new MathContext(2)) + " " + b.abs(new MathContext(1))
            + " " + a.negate(new MathContext(4)));
        t("ulp", () -> a.ulp() + " " + new BigDecimal("1E+5").ulp());
        t("round", () -> new BigDecimal("123.456").round(new MathContext(2)) + " " + new BigDecimal("999.9").round(new MathContext(3))
            + " " + new BigDecimal("0.000999").round(new MathContext(1)) + " " + new BigDecimal("123").round(new MathContext(0)));
        t("toBigInteger", () -> a.toBigInteger() + " " + b.toBigInteger() + " " + new BigDecimal("1.2E+5").toBigInteger());
        t("toBigIntegerExact", () -> a.toBigIntegerExact());
        t("values", () -> a.intValue() + " " + a.longValue() + " " + b.intValue() + " " + new BigDecimal("1E+20").longValue()
            + " " + new BigDecimal("1E+100").intValue() + " " + new BigDecimal("-9.99").longValue() + " " + new BigDecimal("123456789012.5").intValue());
        t("exact", () -> new BigDecimal("12.000").intValueExact() + " " + new BigDecimal("-9223372036854775808").longValueExact()
            + " " + new BigDecimal("127").byteValueExact() + " " + new BigDecimal("-32768.0").shortValueExact());
        t("exact frac", () -> new BigDecimal("0.5").longValueExact());
        t("exact frac2", () -> new BigDecimal("1.25").intValueExact());
        t("exact ovf", () -> new BigDecimal("9223372036854775808").longValueExact());
        t("exact ovf2", () -> new BigDecimal("128").byteValueExact());
        t("exact ovf3", () -> new BigDecimal("1e20").intValueExact());
        for (String s : new String[] {"0.1", "1E+308", "1.7976931348623157E+308", "1.7976931348623158E+308", "1.797693134862315807E+308",
            "1E+309", "4.9E-324", "2.4703282292062327E-324", "2.4703282292062328E-324", "1E-400", "2.2250738585072011E-308",
            "2.2250738585072012E-308", "123456789012345678901234567890", "-3.14159265358979323846264338327950288", "9007199254740993",
            "3.4028235E+38", "3.4028236E+38", "1.4E-45", "7.0E-46", "7.1E-46", "1.17549435E-38", "0.3", "-1E-50"}) {
            t("double " + s, () -> new BigDecimal(s).doubleValue() + " " + new BigDecimal(s).floatValue());
        }
        for (double d : new double[] {0.1, -0.0, 1.0 / 3, 1e300, 4.9e-324, 123.456, Double.MAX_VALUE, 100, 0.5}) {
            t("of double " + d, () -> {
                String s = new BigDecimal(d).toString();
                return (s.length() > 80 ? s.substring(0, 40) + "..." + s.length() : s) + " | " + BigDecimal.valueOf(d)
                    + " | " + new BigDecimal(d, MathContext.DECIMAL32);
            });
        }
        t("nan", () -> new BigDecimal(Double.NaN));
        t("valueOf", () -> BigDecimal.valueOf(12345, 3) + " " + BigDecimal.valueOf(-5, -2) + " " + BigDecimal.valueOf(7L));
        t("ctors", () -> new BigDecimal(BigInteger.valueOf(123456789), 4) + " " + new BigDecimal(BigInteger.TEN.pow(30), new MathContext(3))
            + " " + new BigDecimal(42) + " " + new BigDecimal(-7L, new MathContext(1)) + " " + new BigDecimal("3.14159", new MathContext(3))
            + " " + new BigDecimal("x1.5y".toCharArray(), 1, 3) + " " + new BigDecimal(BigInteger.valueOf(987654321), -3, new MathContext(4, RoundingMode.FLOOR)));
        t("scale ovf", () -> new BigDecimal("1e2147483647").multiply(new BigDecimal("1e2147483647")));
        t("scale ovf2", () -> new BigDecimal("1e-2147483647").scaleByPowerOfTen(-10));
        t("scale ovf3", () -> BigDecimal.ZERO.scaleByPowerOfTen(Integer.MIN_VALUE + 0).scale());
        t("constants", () -> BigDecimal.ZERO + " " + BigDecimal.ONE + " " + BigDecimal.TEN);
        BigDecimal f = BigDecimal.ONE;
        for (int i = 1; i <= 60; i++) {
            f = f.multiply(new BigDecimal(i + ".5"));
        }
        BigDecimal ff = f;
        t("product", () -> ff.toString().length() + " " + ff.round(MathContext.DECIMAL128) + " " + ff.scale());
    }
}
