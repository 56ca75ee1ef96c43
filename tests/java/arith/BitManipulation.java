// Integer/Long bit utilities and bitwise operators.
public class BitManipulation {
    public static void main(String[] args) {
        int[] xs = { 0, 1, -1, 42, 0x80000000, 0x7fffffff, 0x0f0f0f0f, 1 << 20, -12345 };
        for (int x : xs) {
            System.out.println(x + ": bin=" + Integer.toBinaryString(x)
                + " hex=" + Integer.toHexString(x) + " oct=" + Integer.toOctalString(x)
                + " bitCount=" + Integer.bitCount(x)
                + " nlz=" + Integer.numberOfLeadingZeros(x)
                + " ntz=" + Integer.numberOfTrailingZeros(x)
                + " hi=" + Integer.highestOneBit(x)
                + " lo=" + Integer.lowestOneBit(x)
                + " rev=" + Integer.reverse(x)
                + " revBytes=" + Integer.toHexString(Integer.reverseBytes(x))
                + " signum=" + Integer.signum(x));
        }
        long[] ls = { 0L, -1L, 1L << 40, 0x123456789abcdefL, Long.MIN_VALUE };
        for (long x : ls) {
            System.out.println(x + ": bin=" + Long.toBinaryString(x)
                + " hex=" + Long.toHexString(x)
                + " bitCount=" + Long.bitCount(x)
                + " nlz=" + Long.numberOfLeadingZeros(x)
                + " ntz=" + Long.numberOfTrailingZeros(x)
                + " rev=" + Long.reverse(x)
                + " hi=" + Long.highestOneBit(x));
        }
        int a = 0b1100_1010, b = 0b1010_0110;
        System.out.println("a&b=" + (a & b) + " a|b=" + (a | b) + " a^b=" + (a ^ b) + " ~a=" + (~a));
        long la = 0xFFFF0000FFFF0000L;
        System.out.println("~la=" + Long.toHexString(~la) + " la&0xFFFF=" + (la & 0xFFFF0000L));
        boolean t = true, f = false;
        System.out.println("t&f=" + (t & f) + " t|f=" + (t | f) + " t^t=" + (t ^ t) + " !f=" + !f);
        int v = 0;
        for (int i = 0; i < 32; i += 3) v |= 1 << i;
        System.out.println("every third bit = " + Integer.toBinaryString(v));
        // popcount by hand vs Integer.bitCount
        int mismatches = 0;
        for (int x = -1000; x < 1000; x += 7) {
            int n = 0;
            for (int y = x; y != 0; y &= y - 1) n++;
            if (n != Integer.bitCount(x)) mismatches++;
        }
        System.out.println("popcount mismatches = " + mismatches);
        System.out.println("Integer.toString(255, 16) = " + Integer.toString(255, 16));
        System.out.println("Integer.toString(-255, 2) = " + Integer.toString(-255, 2));
        System.out.println("Integer.toString(35, 36) = " + Integer.toString(35, 36));
        System.out.println("Integer.parseInt(\"-ff\", 16) = " + Integer.parseInt("-ff", 16));
        System.out.println("Integer.parseInt(\"1010\", 2) = " + Integer.parseInt("1010", 2));
        System.out.println("Integer.parseUnsignedInt(\"4294967295\") = " + Integer.parseUnsignedInt("4294967295"));
        System.out.println("Long.parseLong(\"7fffffffffffffff\", 16) = " + Long.parseLong("7fffffffffffffff", 16));
        System.out.println("Integer.valueOf(\"0777\".substring(1), 8) = " + Integer.valueOf("777", 8));
        System.out.println("Long.toString(-1L, 36) = " + Long.toString(-1L, 36));
        System.out.println("Short.reverseBytes = " + Short.reverseBytes((short) 0x1234));
        System.out.println("Character.reverseBytes = " + (int) Character.reverseBytes((char) 0x1234));
    }
}
