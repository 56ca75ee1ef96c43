// java.util.Collections: sort, reverse, shuffle with a seeded Random, swap,
// min/max, frequency, nCopies, unmodifiable views, emptyList, singletonList,
// binarySearch, rotate, fill, disjoint, addAll, reverseOrder, and List.of/Map.of
// immutability (without depending on Set.of/Map.of iteration order).
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

public class CollectionsUtility {
    public static void main(String[] args) {
        List<Integer> l = new ArrayList<>();
        for (int i = 1; i <= 10; i++) l.add(i);
        Collections.shuffle(l, new Random(42));
        System.out.println("shuffled " + l);
        Collections.sort(l);
        Collections.reverse(l);
        System.out.println("reversed " + l);
        Collections.swap(l, 0, 9);
        Collections.rotate(l, 3);
        System.out.println("swap+rotate " + l);
        System.out.println("min " + Collections.min(l) + " max " + Collections.max(l) + " maxBy " + Collections.max(l, Comparator.comparing(x -> -x)));
        Collections.sort(l);
        System.out.println("binarySearch 7: " + Collections.binarySearch(l, 7) + ", 11: " + Collections.binarySearch(l, 11));
        List<String> words = new ArrayList<>(List.of("b", "a", "c", "a", "a"));
        System.out.println("frequency a " + Collections.frequency(words, "a") + " nCopies " + Collections.nCopies(3, "ab"));
        words.sort(Collections.reverseOrder());
        System.out.println(words);
        Collections.addAll(words, "x", "y");
        Collections.fill(words.subList(0, 2), "-");
        System.out.println(words + " disjoint " + Collections.disjoint(words, List.of("q", "r")) + " " + Collections.disjoint(words, List.of("x")));
        List<String> ro = Collections.unmodifiableList(words);
        try { ro.add("z"); } catch (UnsupportedOperationException e) { System.out.println("unmodifiableList.add: UOE"); }
        words.add("live");
        System.out.println("view sees " + ro.get(ro.size() - 1));
        System.out.println(Collections.emptyList() + " " + Collections.emptyMap() + " " + Collections.singletonList(5) + " " + Collections.singleton("s"));
        List<Integer> of = List.of(1, 2, 3);
        try { of.set(0, 5); } catch (UnsupportedOperationException e) { System.out.println("List.of set: UOE"); }
        try { List.of(1, null); } catch (NullPointerException e) { System.out.println("List.of null: NPE"); }
        Map<String, Integer> mo = Map.of("one", 1, "two", 2);
        System.out.println(mo.get("two") + " " + mo.size() + " " + mo.containsKey("one"));
        try { mo.put("three", 3); } catch (UnsupportedOperationException e) { System.out.println("Map.of put: UOE"); }
        Set<String> so = Set.of("x");
        System.out.println(so + " " + so.contains("x"));
        try { Set.of("a", "a"); } catch (IllegalArgumentException e) { System.out.println("Set.of duplicate: " + e.getMessage()); }
        List<Integer> copy = List.copyOf(l);
        System.out.println(copy.equals(l) + " " + List.of().isEmpty() + " " + Map.entry("k", 9));
        List<Integer> sync = Collections.synchronizedList(new ArrayList<>(List.of(3, 1, 2)));
        Collections.sort(sync);
        System.out.println(sync);
    }
}
