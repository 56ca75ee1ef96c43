// java.util.Arrays: sort (primitives, objects, comparators, ranges), binarySearch,
// fill, equals, hashCode, asList, toString, stream-free helpers.
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

public class ArraysUtility {
    public static void main(String[] args) {
        int[] a = { 5, 3, 9, 1, 7, -2, 0, 3 };
        Arrays.sort(a);
        System.out.println(Arrays.toString(a));
        System.out.println("search 7: " + Arrays.binarySearch(a, 7) + ", search 4: " + Arrays.binarySearch(a, 4)
            + ", search -10: " + Arrays.binarySearch(a, -10) + ", search 100: " + Arrays.binarySearch(a, 100));
        String[] words = { "pear", "Apple", "fig", "banana", "cherry", "apple" };
        String[] w1 = words.clone();
        Arrays.sort(w1);
        System.out.println(Arrays.toString(w1));
        String[] w2 = words.clone();
        Arrays.sort(w2, String.CASE_INSENSITIVE_ORDER);
        System.out.println(Arrays.toString(w2));
        String[] w3 = words.clone();
        Arrays.sort(w3, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println(Arrays.toString(w3));
        int[] part = { 9, 8, 7, 6, 5, 4, 3 };
        Arrays.sort(part, 2, 5);
        System.out.println(Arrays.toString(part));
        double[] ds = { 3.5, -0.0, 0.0, Double.NaN, -1e9, 2 };
        Arrays.sort(ds);
        System.out.println(Arrays.toString(ds));
        char[] cs = "zyxabc".toCharArray();
        Arrays.sort(cs);
        System.out.println(String.valueOf(cs));
        long[] ls = new long[5];
        Arrays.fill(ls, 42L);
        Arrays.fill(ls, 1, 3, -1L);
        System.out.println(Arrays.toString(ls));
        System.out.println(Arrays.equals(new int[] { 1, 2 }, new int[] { 1, 2 }) + " "
            + Arrays.equals(new int[] { 1, 2 }, new int[] { 2, 1 }) + " "
            + Arrays.equals((int[]) null, null));
        System.out.println(Arrays.hashCode(new int[] { 1, 2, 3 }) + " " + Arrays.hashCode(new String[] { "a", "b" })
            + " " + Arrays.hashCode(new long[] { 1L << 40 }) + " " + Arrays.hashCode(new double[] { 1.5 })
            + " " + Arrays.hashCode(new boolean[] { true, false }));
        List<String> asList = Arrays.asList("x", "y", "z");
        System.out.println(asList + " " + asList.size() + " " + asList.get(1) + " " + asList.contains("z"));
        String[] backing = { "one", "two" };
        List<String> view = Arrays.asList(backing);
        view.set(0, "ONE");
        System.out.println(backing[0]);
        try {
            view.add("three");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList add: UnsupportedOperationException");
        }
        Integer[] boxed = { 3, 1, 2 };
        Arrays.sort(boxed, Comparator.reverseOrder());
        System.out.println(Arrays.toString(boxed));
        System.out.println(Arrays.toString((int[]) null) + " " + Arrays.toString(new Object[] { null, "s", 1 }));
        Object[] nested = { 1, new int[] { 2, 3 }, new String[] { "4" }, null };
        System.out.println(Arrays.deepToString(nested));
        int[] big = new int[1000];
        for (int i = 0; i < big.length; i++) big[i] = (i * 7919) % 1000;
        Arrays.sort(big);
        boolean sorted = true;
        for (int i = 1; i < big.length; i++) if (big[i - 1] > big[i]) sorted = false;
        System.out.println("big sorted " + sorted + " first " + big[0] + " last " + big[999]);
        // stability of object sort
        String[] st = { "b1", "a1", "b2", "a2", "b3", "a3" };
        Arrays.sort(st, Comparator.comparing(s -> s.charAt(0)));
        System.out.println(Arrays.toString(st));
        System.out.println(Arrays.compare(new int[] { 1, 2 }, new int[] { 1, 3 }) + " "
            + Arrays.mismatch(new int[] { 1, 2, 3 }, new int[] { 1, 2, 4 }));
    }
}
