// jvm-args: -Xmx16m
// Weak references to unreachable objects are cleared by a collection;
// reachable ones are kept.
import java.lang.ref.WeakReference;

public class GcWeakReferences {
    public static void main(String[] args) {
        Object strong = new Object();
        WeakReference<Object> kept = new WeakReference<>(strong);
        WeakReference<int[]> lost = new WeakReference<>(new int[1000]);
        for (int i = 0; i < 3 && lost.get() != null; i++) {
            System.gc();
            for (int j = 0; j < 1000; j++) {
                byte[] b = new byte[1000];
                b[0] = 1;
            }
        }
        System.out.println("kept: " + (kept.get() == strong));
        System.out.println("lost cleared: " + (lost.get() == null));
        kept.clear();
        System.out.println("after clear: " + kept.get());
    }
}
