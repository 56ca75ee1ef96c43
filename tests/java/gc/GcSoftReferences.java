// jvm-args: -Xmx16m
// Soft references survive ordinary collections and are cleared before
// OutOfMemoryError is thrown.
import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.List;

public class GcSoftReferences {
    public static void main(String[] args) {
        SoftReference<byte[]> soft = new SoftReference<>(new byte[1 << 20]);
        System.gc();
        System.out.println("after System.gc: " + (soft.get() != null));
        List<byte[]> hog = new ArrayList<>();
        try {
            while (true)
                hog.add(new byte[1 << 16]);
        } catch (OutOfMemoryError e) {
            hog.clear();
            System.out.println("OutOfMemoryError caught; soft cleared: " + (soft.get() == null));
        }
    }
}
