import java.lang.ref.ReferenceQueue;
import java.lang.ref.SoftReference;

// Soft references survive collections while memory lasts and are cleared (and
// enqueued) before an OutOfMemoryError would be thrown.
// jvm-args: -Xmx32m
public class SoftPressure {
    public static void main(String[] args) throws Exception {
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        SoftReference<byte[]> small = new SoftReference<>(new byte[1000], q);
        System.gc();
        System.out.println("after System.gc: " + (small.get() != null));
        SoftReference<byte[]>[] big = new SoftReference[6];
        for (int i = 0; i < big.length; i++) {
            big[i] = new SoftReference<>(new byte[4 << 20], q);
        }
        byte[] need = new byte[20 << 20];
        need[0] = 1;
        int cleared = 0;
        for (SoftReference<byte[]> s : big) {
            if (s.get() == null) {
                cleared++;
            }
        }
        System.out.println("some big ones cleared: " + (cleared > 0) + ", allocated " + need.length);
        int got = 0;
        for (int i = 0; i < 50 && got < cleared; i++) {
            if (q.remove(100) != null) {
                got++;
            }
        }
        System.out.println("enqueued the cleared ones: " + (got == cleared));
        try {
            byte[][] hog = new byte[100][];
            for (int i = 0; i < hog.length; i++) {
                hog[i] = new byte[4 << 20];
            }
            System.out.println("no OOM?");
        } catch (OutOfMemoryError e) {
            System.out.println("OOM: every soft ref cleared: " + (small.get() == null));
        }
    }
}
