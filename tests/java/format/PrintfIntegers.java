// printf/String.format integer conversions: %d with width, -, 0, +, space, (,
// and ',' grouping flags; %x %X %o with # flag, on int, long, byte, short,
// negative numbers (two's complement for %x/%o), and Long/Integer boxes.
public class PrintfIntegers {
    public static void main(String[] args) {
        int[] vals = { 0, 7, -7, 42, -42, 123456789, Integer.MAX_VALUE, Integer.MIN_VALUE };
        for (int v : vals) {
            System.out.printf("[%d] [%8d] [%-8d] [%08d] [%+d] [% d] [%(d] [%,d] [%,15d]%n", v, v, v, v, v, v, v, v, v);
        }
        for (int v : vals) {
            System.out.printf("[%x] [%X] [%#x] [%08x] [%o] [%#o]%n", v, v, v, v, v, v);
        }
        long l = -1234567890123L;
        System.out.printf("%d %,d %x %o %+,d%n", l, l, l, l, -l);
        System.out.printf("%d %x %d %x%n", (byte) -1, (byte) -1, (short) -1, (short) -1);
        System.out.printf("%d %s %5d|%-5d|%n", Long.MAX_VALUE, Integer.valueOf(5), 12345678, 3);
        System.out.println(String.format("%03d:%02d:%02d", 7, 5, 9));
        System.out.println(String.format("%,d", 1000) + " " + String.format("%,d", 999) + " " + String.format("%,d", -1000000));
        System.out.println(String.format("%x", 255L << 32) + " " + String.format("%X", 0xcafebabeL));
        StringBuilder hex = new StringBuilder();
        for (byte b : new byte[] { 0, 15, 16, 127, -128, -1 }) hex.append(String.format("%02x", b));
        System.out.println(hex);
        System.out.printf("%5s|%-6b|%c%n", "ab", true, 'z');
        System.out.printf("%d%%%n", 50);
    }
}
