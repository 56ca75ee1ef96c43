import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;

public class BigIntegerBasics {
    interface Op {
        Object run() throws Exception;
    }

    static void t(String name, Op op) {
        try {
            Object r = op.run();
            if (r instanceof byte[]) {
                r = Arrays.toString((byte[]) r);
            } else if (r instanceof Object[]) {
                r = Arrays.toString((Object[]) r);
            }
            System.out.println(name + " = " + r);
        } catch (Exception e) {
            System.out.println(name + " ! " + e);
        }
    }

    public static void main(String[] args) {
        BigInteger a = new BigInteger("123456789012345678901234567890");
        BigInteger b = new BigInteger("-987654321098765432109876543210987");
        t("a", () -> a);
        t("b", () -> b);
        t("a+b", () -> a.add(b));
        t("a-b", () -> a.subtract(b));
        t("a*b", () -> a.multiply(b));
        t("b/a", () -> b.divide(a));
        t("b%a", () -> b.remainder(a));
        t("b mod a", () -> b.mod(a));
        t("b divrem a", () -> b.divideAndRemainder(a));
        t("-b divrem -a", () -> b.negate().divideAndRemainder(a.negate()));
        t("a^7", () -> a.pow(7));
        t("b^0", () -> b.pow(0));
        t("0^0", () -> BigInteger.ZERO.pow(0));
        t("(-2)^63", () -> BigInteger.valueOf(-2).pow(63));
        t("gcd", () -> a.gcd(b));
        t("gcd2", () -> a.multiply(BigInteger.valueOf(9699690)).gcd(b.multiply(BigInteger.valueOf(9699690))));
        t("gcd0", () -> BigInteger.ZERO.gcd(b));
        t("sqrt a", () -> a.sqrt());
        t("sqrtrem b^2+5", () -> b.pow(2).add(BigInteger.valueOf(5)).sqrtAndRemainder());
        t("sqrt 15", () -> BigInteger.valueOf(15).sqrt());
        t("sqrt 16", () -> BigInteger.valueOf(16).sqrt());
        t("sqrt 2^52-1", () -> BigInteger.TWO.pow(52).subtract(BigInteger.ONE).sqrt());
        t("modPow", () -> a.modPow(b.abs(), BigInteger.valueOf(1000000007)));
        t("modPow neg", () -> a.modPow(BigInteger.valueOf(-3), BigInteger.valueOf(1000000007)));
        t("modPow even m", () -> b.modPow(a, BigInteger.TWO.pow(100)));
        t("modPow e0 m1", () -> a.modPow(BigInteger.ZERO, BigInteger.ONE));
        t("modInverse", () -> a.modInverse(BigInteger.valueOf(1000000007)));
        t("modInverse neg", () -> b.modInverse(new BigInteger("340282366920938463463374607431768211297")));
        t("abs neg signum", () -> b.abs() + " " + b.negate() + " " + b.signum() + " " + BigInteger.ZERO.signum());
        for (int s : new int[] {0, 1, 5, 31, 32, 33, 64, 100, -3, -40}) {
            t("a<<" + s, () -> a.shiftLeft(s));
            t("b>>" + s, () -> b.shiftRight(s));
        }
        t("-1>>10", () -> BigInteger.valueOf(-1).shiftRight(10));
        t("-5>>1", () -> BigInteger.valueOf(-5).shiftRight(1));
        t("and", () -> a.and(b));
        t("or", () -> a.or(b));
        t("xor", () -> a.xor(b));
        t("andNot", () -> a.andNot(b));
        t("b.andNot(a)", () -> b.andNot(a));
        t("not", () -> a.not() + " " + b.not());
        t("neg and neg", () -> b.and(a.negate()));
        t("neg or neg", () -> b.or(a.negate()));
        t("neg xor neg", () -> b.xor(a.negate()));
        for (int bit : new int[] {0, 1, 7, 31, 32, 63, 64, 100, 200}) {
            t("bits " + bit, () -> a.testBit(bit) + " " + b.testBit(bit) + " " + a.setBit(bit) + " " + b.setBit(bit)
                + " " + a.clearBit(bit) + " " + b.clearBit(bit) + " " + a.flipBit(bit) + " " + b.flipBit(bit));
        }
        t("lowest", () -> a.getLowestSetBit() + " " + b.getLowestSetBit() + " " + BigInteger.ZERO.getLowestSetBit()
            + " " + BigInteger.TWO.pow(100).negate().getLowestSetBit());
        t("bitLength", () -> a.bitLength() + " " + b.bitLength() + " " + BigInteger.TWO.pow(64).negate().bitLength()
            + " " + BigInteger.TWO.pow(64).bitLength() + " " + BigInteger.valueOf(-1).bitLength() + " " + BigInteger.ZERO.bitLength());
        t("bitCount", () -> a.bitCount() + " " + b.bitCount() + " " + BigInteger.TWO.pow(64).negate().bitCount()
            + " " + BigInteger.valueOf(-1).bitCount());
        t("cmp", () -> a.compareTo(b) + " " + b.compareTo(a) + " " + a.compareTo(new BigInteger(a.toString()))
            + " " + a.equals(new BigInteger(a.toString())) + " " + a.equals(b) + " " + a.equals("x"));
        t("min max", () -> a.min(b) + " " + a.max(b));
        t("hash", () -> a.hashCode() + " " + b.hashCode() + " " + BigInteger.ZERO.hashCode() + " " + BigInteger.valueOf(-1).hashCode());
        for (int radix : new int[] {2, 3, 7, 8, 10, 16, 36, 37, 1}) {
            t("radix " + radix, () -> a.toString(radix) + " " + b.toString(radix));
            t("parse " + radix, () -> new BigInteger(b.toString(radix), radix == 37 || radix == 1 ? 10 : radix).equals(b));
        }
        t("bytes a", () -> a.toByteArray());
        t("bytes b", () -> b.toByteArray());
        t("bytes -128", () -> BigInteger.valueOf(-128).toByteArray());
        t("bytes 128", () -> BigInteger.valueOf(128).toByteArray());
        t("bytes 0", () -> BigInteger.ZERO.toByteArray());
        t("bytes -2^32", () -> BigInteger.TWO.pow(32).negate().toByteArray());
        t("from bytes", () -> new BigInteger(new byte[] {-1, -2, 3, 4, 5}));
        t("from bytes off", () -> new BigInteger(new byte[] {-1, -2, 3, 4, 5}, 1, 3));
        t("from bytes 0xff", () -> new BigInteger(new byte[] {-1}));
        t("from bytes lead", () -> new BigInteger(new byte[] {0, 0, -128}));
        t("from bytes neg lead", () -> new BigInteger(new byte[] {-1, -1, -128}));
        t("sign mag", () -> new BigInteger(-1, new byte[] {-1, -2, 3, 4, 5}));
        t("sign mag off", () -> new BigInteger(1, new byte[] {-1, -2, 3, 4, 5}, 2, 2));
        t("sign mag empty", () -> new BigInteger(1, new byte[0]));
        t("values", () -> a.intValue() + " " + a.longValue() + " " + b.intValue() + " " + b.longValue()
            + " " + a.shortValue() + " " + b.byteValue());
        t("double", () -> a.doubleValue() + " " + b.doubleValue() + " " + a.floatValue() + " " + b.floatValue());
        t("double big", () -> BigInteger.TWO.pow(1023).doubleValue() + " " + BigInteger.TWO.pow(1024).doubleValue()
            + " " + BigInteger.TWO.pow(1024).subtract(BigInteger.ONE).doubleValue()
            + " " + BigInteger.TWO.pow(1024).subtract(BigInteger.TWO.pow(970)).doubleValue()
            + " " + BigInteger.TWO.pow(1024).subtract(BigInteger.TWO.pow(971)).doubleValue());
        t("double ties", () -> BigInteger.TWO.pow(80).add(BigInteger.TWO.pow(27)).doubleValue() + " "
            + BigInteger.TWO.pow(80).add(BigInteger.TWO.pow(28)).add(BigInteger.TWO.pow(27)).doubleValue() + " "
            + BigInteger.TWO.pow(80).add(BigInteger.TWO.pow(27)).add(BigInteger.ONE).doubleValue());
        t("float big", () -> BigInteger.TWO.pow(127).floatValue() + " " + BigInteger.TWO.pow(128).floatValue()
            + " " + BigInteger.TWO.pow(128).subtract(BigInteger.ONE).floatValue()
            + " " + BigInteger.TWO.pow(128).subtract(BigInteger.TWO.pow(103)).floatValue());
        t("long edges", () -> BigInteger.valueOf(Long.MIN_VALUE) + " " + BigInteger.valueOf(Long.MIN_VALUE).negate()
            + " " + BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE).longValue()
            + " " + BigInteger.valueOf(Long.MIN_VALUE).doubleValue());
        t("exact", () -> BigInteger.valueOf(Long.MIN_VALUE).longValueExact() + " " + BigInteger.valueOf(Integer.MIN_VALUE).intValueExact()
            + " " + BigInteger.valueOf(-32768).shortValueExact() + " " + BigInteger.valueOf(-128).byteValueExact());
        t("exact long+1", () -> BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE).longValueExact());
        t("exact int", () -> BigInteger.valueOf(1L << 31).intValueExact());
        t("exact short", () -> BigInteger.valueOf(32768).shortValueExact());
        t("exact byte", () -> BigInteger.valueOf(-129).byteValueExact());
        t("parse", () -> new BigInteger("-00012") + " " + new BigInteger("+0") + " " + new BigInteger("-0")
            + " " + new BigInteger("ffFF", 16) + " " + new BigInteger("-zz", 36) + " " + new BigInteger("1\u0661\u0662"));
        t("empty", () -> new BigInteger(""));
        t("minus", () -> new BigInteger("-"));
        t("+-1", () -> new BigInteger("+-1"));
        t("1-1", () -> new BigInteger("1-1"));
        t("12a", () -> new BigInteger("12a"));
        t("zz16", () -> new BigInteger("zz", 16));
        t(" 12", () -> new BigInteger(" 12"));
        t("radix", () -> new BigInteger("12", 40));
        t("bytes0", () -> new BigInteger(new byte[0]));
        t("signum", () -> new BigInteger(2, new byte[] {1}));
        t("mismatch", () -> new BigInteger(0, new byte[] {1}));
        t("sig0", () -> new BigInteger(0, new byte[] {0, 0}));
        t("bytesoff", () -> new BigInteger(new byte[] {1, 2, 3}, 2, 5));
        t("numBits", () -> new BigInteger(-1, new Random(1)));
        t("bitLength", () -> new BigInteger(1, 5, new Random(1)));
        t("div0", () -> BigInteger.ONE.divide(BigInteger.ZERO));
        t("rem0", () -> BigInteger.ONE.remainder(BigInteger.ZERO));
        t("mod0", () -> BigInteger.ONE.mod(BigInteger.ZERO));
        t("modneg", () -> BigInteger.ONE.mod(BigInteger.valueOf(-3)));
        t("modPowneg", () -> BigInteger.ONE.modPow(BigInteger.ONE, BigInteger.valueOf(-3)));
        t("modInv", () -> BigInteger.TWO.modInverse(BigInteger.valueOf(4)));
        t("modInv0", () -> BigInteger.TWO.modInverse(BigInteger.valueOf(0)));
        t("modInv1", () -> BigInteger.TWO.modInverse(BigInteger.valueOf(1)));
        t("modPowNegExp", () -> BigInteger.TWO.modPow(BigInteger.valueOf(-1), BigInteger.valueOf(4)));
        t("pow", () -> BigInteger.TWO.pow(-1));
        t("sqrt", () -> BigInteger.valueOf(-4).sqrt());
        t("testBit", () -> BigInteger.TWO.testBit(-1));
        t("setBit", () -> BigInteger.TWO.setBit(-1));
        t("npp", () -> BigInteger.valueOf(-5).nextProbablePrime());
        t("pp", () -> BigInteger.probablePrime(1, new Random(1)));
        t("overflow", () -> BigInteger.ONE.shiftLeft(Integer.MAX_VALUE));
        t("random", () -> new BigInteger(100, new Random(42)) + " " + new BigInteger(7, new Random(42))
            + " " + new BigInteger(0, new Random(42)) + " " + new BigInteger(64, new Random(3)));
        t("constants", () -> BigInteger.ZERO + " " + BigInteger.ONE + " " + BigInteger.TWO + " " + BigInteger.TEN);
    }
}
