// byte/short narrowing conversions (i2b, i2s, i2c) and sign extension on widening.
public class Narrowing {
    static int val(int x) { return x; }

    public static void main(String[] args) {
        int[] vals = { 0, 1, 127, 128, 255, 256, -1, -128, -129, 32767, 32768, 65535, 65536,
                       -32769, 0x12345678, Integer.MIN_VALUE, Integer.MAX_VALUE };
        for (int v0 : vals) {
            int v = val(v0);
            byte b = (byte) v;
            short s = (short) v;
            char c = (char) v;
            System.out.println(v + " -> byte " + b + ", short " + s + ", char " + (int) c
                + ", byte&0xff " + (b & 0xff) + ", short&0xffff " + (s & 0xffff));
        }
        byte b = 127;
        b++;
        System.out.println("127++ = " + b);
        b += 200;
        System.out.println("+= 200 -> " + b);
        b *= 3;
        System.out.println("*= 3 -> " + b);
        short s = Short.MAX_VALUE;
        s += 1;
        System.out.println("short max + 1 = " + s);
        s = (short) (s * s);
        System.out.println("squared = " + s);
        byte[] bytes = new byte[4];
        for (int i = 0; i < 4; i++) bytes[i] = (byte) (0x9ABCDEF0 >>> (24 - 8 * i));
        int back = 0;
        for (int i = 0; i < 4; i++) back = (back << 8) | (bytes[i] & 0xff);
        System.out.println("bytes " + java.util.Arrays.toString(bytes) + " -> " + Integer.toHexString(back));
        int wrong = 0;
        for (int i = 0; i < 4; i++) wrong = (wrong << 8) | bytes[i];
        System.out.println("without mask -> " + Integer.toHexString(wrong));
        short[] shorts = { (short) 40000, (short) -40000 };
        System.out.println(shorts[0] + " " + shorts[1]);
        long l = 0x1_0000_0005L;
        int i = (int) l;
        System.out.println("(int) 0x100000005 = " + i);
        System.out.println("Byte.MIN/MAX = " + Byte.MIN_VALUE + "/" + Byte.MAX_VALUE
            + ", Short.MIN/MAX = " + Short.MIN_VALUE + "/" + Short.MAX_VALUE);
        System.out.println("Byte.toUnsignedInt((byte)-3) = " + Byte.toUnsignedInt((byte) -3));
        System.out.println("Short.toUnsignedInt((short)-3) = " + Short.toUnsignedInt((short) -3));
        System.out.println("Byte.parseByte(\"-12\") = " + Byte.parseByte("-12"));
        try {
            Byte.parseByte("200");
        } catch (NumberFormatException e) {
            System.out.println("parseByte(200): " + e.getMessage());
        }
        System.out.println("Short.parseShort(\"-32768\") = " + Short.parseShort("-32768"));
    }
}
