// jvm-args: -Xmx16m
// OutOfMemoryError is catchable and the program goes on afterwards.
import java.util.ArrayList;
import java.util.List;

public class GcOutOfMemory {
    public static void main(String[] args) {
        List<long[]> hog = new ArrayList<>();
        try {
            while (true)
                hog.add(new long[100_000]);
        } catch (OutOfMemoryError e) {
            int n = hog.size();
            hog = null;
            System.out.println("caught: " + e.getMessage() + " (" + (n > 5 ? "after many" : "too few") + ")");
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1000; i++)
            sb.append(i % 10);
        System.out.println("still healthy: " + sb.length());
        try {
            int[] huge = new int[Integer.MAX_VALUE - 8];
            System.out.println(huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("huge array: OutOfMemoryError");
        }
    }
}
