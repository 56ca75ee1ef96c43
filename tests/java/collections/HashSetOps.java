// HashSet and LinkedHashSet: add/contains/remove, duplicates, iteration order,
// set algebra with addAll/retainAll/removeAll, containsAll, and user classes with
// equals/hashCode.
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

public class HashSetOps {
    static final class P {
        final int x, y;
        P(int x, int y) { this.x = x; this.y = y; }
        @Override public boolean equals(Object o) { return o instanceof P && ((P) o).x == x && ((P) o).y == y; }
        @Override public int hashCode() { return Objects.hash(x, y); }
        @Override public String toString() { return x + ":" + y; }
    }

    public static void main(String[] args) {
        Set<String> s = new HashSet<>();
        for (String w : "to be or not to be that is the question".split(" ")) System.out.print(s.add(w) ? "+" : "=");
        System.out.println();
        System.out.println(s + " size " + s.size());
        System.out.println(s.contains("be") + " " + s.contains("maybe") + " " + s.remove("or") + " " + s.remove("or"));
        Set<Integer> a = new HashSet<>(List.of(1, 2, 3, 4, 5, 6));
        Set<Integer> b = new HashSet<>(List.of(4, 5, 6, 7, 8));
        Set<Integer> union = new HashSet<>(a); union.addAll(b);
        Set<Integer> inter = new HashSet<>(a); inter.retainAll(b);
        Set<Integer> diff = new HashSet<>(a); diff.removeAll(b);
        System.out.println(union + " " + inter + " " + diff + " " + a.containsAll(inter) + " " + a.containsAll(b));
        Set<Integer> nums = new HashSet<>();
        for (int i = 0; i < 30; i++) nums.add((i * 17) % 50 - 10);
        System.out.println(nums);
        Set<String> linked = new LinkedHashSet<>();
        for (String w : "zebra apple mango apple kiwi zebra".split(" ")) linked.add(w);
        System.out.println(linked);
        linked.remove("apple");
        linked.add("apple");
        System.out.println(linked);
        Set<P> points = new HashSet<>();
        points.add(new P(1, 2)); points.add(new P(1, 2)); points.add(new P(2, 1));
        System.out.println(points.size() + " " + points.contains(new P(2, 1)));
        Set<Character> chars = new HashSet<>();
        for (char c : "mississippi".toCharArray()) chars.add(c);
        System.out.println(chars);
        System.out.println(new HashSet<>(List.of(3, 2, 1)).equals(Set.of(1, 2, 3)) + " " + new HashSet<>(List.of("a", "b")).hashCode());
        Set<Long> longs = new HashSet<>(List.of(1L << 33, -1L, 0L, 123456789012L));
        System.out.println(longs);
        Set<Double> ds = new HashSet<>(List.of(0.5, 1.5, -2.0, 100.25));
        System.out.println(ds);
    }
}
