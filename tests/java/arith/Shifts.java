// Shift distances are masked: & 31 for int, & 63 for long; >> is arithmetic, >>> logical.
public class Shifts {
    static int dist(int d) { return d; }

    public static void main(String[] args) {
        int one = 1;
        int[] ds = { 0, 1, 31, 32, 33, 63, 64, -1, -31, -32 };
        for (int d0 : ds) {
            int d = dist(d0);
            System.out.println("1 << " + d + " = " + (one << d)
                + "   -8 >> " + d + " = " + (-8 >> d)
                + "   -8 >>> " + d + " = " + (-8 >>> d)
                + "   1L << " + d + " = " + (1L << d)
                + "   -8L >>> " + d + " = " + (-8L >>> d));
        }
        System.out.println("MIN >> 31 = " + (Integer.MIN_VALUE >> 31));
        System.out.println("MIN >>> 31 = " + (Integer.MIN_VALUE >>> 31));
        System.out.println("LMIN >> 63 = " + (Long.MIN_VALUE >> 63));
        System.out.println("LMIN >>> 63 = " + (Long.MIN_VALUE >>> 63));
        byte b = -16;
        System.out.println("byte -16 >>> 2 = " + (b >>> 2));
        System.out.println("(byte)(b >>> 2) = " + (byte) (b >>> 2));
        b >>>= 2;
        System.out.println("b >>>= 2 -> " + b);
        short s = -1;
        s >>>= 10;
        System.out.println("short -1 >>>= 10 -> " + s);
        char c = 0xFFFF;
        c >>= 4;
        System.out.println("char 0xFFFF >>= 4 -> " + (int) c);
        long l = 0xF0F0F0F0F0F0F0F0L;
        System.out.println("l >> 4 = " + Long.toHexString(l >> 4));
        System.out.println("l >>> 4 = " + Long.toHexString(l >>> 4));
        System.out.println("l << 68 = " + Long.toHexString(l << 68));
        int x = 0x12345678;
        System.out.println("rotl 8 = " + Integer.toHexString(Integer.rotateLeft(x, 8)));
        System.out.println("rotr 8 = " + Integer.toHexString(Integer.rotateRight(x, 8)));
        System.out.println("rotl 40 = " + Integer.toHexString(Integer.rotateLeft(x, 40)));
        System.out.println("manual rotl = " + Integer.toHexString((x << 8) | (x >>> -8)));
        long lsum = 0;
        for (int i = 0; i < 200; i++) lsum += (1L << i) >>> (i / 2);
        System.out.println("lsum = " + lsum);
    }
}
