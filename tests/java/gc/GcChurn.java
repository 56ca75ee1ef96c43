// jvm-args: -Xmx16m
// Allocates about 100 times the heap with a small live set; must finish.
public class GcChurn {
    public static void main(String[] args) {
        long total = 0, check = 0;
        byte[][] keep = new byte[8][];
        for (int i = 0; i < 160_000; i++) {
            byte[] b = new byte[10_000];
            b[i % b.length] = (byte) i;
            check += b[i % b.length];
            keep[i % keep.length] = b;
            total += b.length;
        }
        System.out.println("allocated MB: " + total / (1024 * 1024));
        System.out.println("checksum: " + check);
    }
}
