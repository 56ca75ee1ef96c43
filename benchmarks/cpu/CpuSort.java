// CPU benchmark: array copying and sorting (Arrays.sort on int[], on objects with a
// comparator lambda, System.arraycopy, Arrays.copyOf).
// usage: CpuSort [N [REPS]]
// args: 5000 2
import java.util.Arrays;

public class CpuSort {
    static final class Item {
        final int key;
        final String name;
        Item(int key, String name) { this.key = key; this.name = name; }
    }

    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 200_000;
        int reps = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int[] data = new int[n];
        int s = 7;
        for (int i = 0; i < n; i++) {
            s = s * 1664525 + 1013904223;
            data[i] = s >> 4;
        }
        Item[] items = new Item[n / 2];
        for (int i = 0; i < items.length; i++)
            items[i] = new Item(data[i] % 1000, "i" + (i % 97));
        long check = 0;
        for (int r = 0; r < reps; r++) {
            int[] copy = Arrays.copyOf(data, n);
            Arrays.sort(copy);
            int[] half = new int[n / 2];
            System.arraycopy(copy, n / 4, half, 0, n / 2);
            for (int i = 0; i < half.length; i += 97)
                check = check * 31 + half[i];
            Item[] ic = items.clone();
            Arrays.sort(ic, (a, b) -> a.key != b.key ? Integer.compare(a.key, b.key) : a.name.compareTo(b.name));
            for (int i = 0; i < ic.length; i += 101)
                check = check * 31 + ic[i].key + ic[i].name.length();
            // rotate the data so each repetition sorts a different array
            int[] rot = new int[n];
            System.arraycopy(data, 1, rot, 0, n - 1);
            rot[n - 1] = data[0] ^ r;
            data = rot;
        }
        System.out.println("sort check " + check);
    }
}
