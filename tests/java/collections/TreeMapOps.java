// TreeMap and TreeSet: sorted iteration, custom comparators, navigation
// (first/last/floor/ceiling/higher/lower), headMap/tailMap/subMap views,
// pollFirst, descending views, and ClassCastException-free natural ordering.
import java.util.Comparator;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.TreeSet;

public class TreeMapOps {
    public static void main(String[] args) {
        TreeMap<String, Integer> tm = new TreeMap<>();
        for (String w : "pear apple fig banana cherry date elderberry".split(" ")) tm.put(w, w.length());
        System.out.println(tm);
        System.out.println(tm.firstKey() + " " + tm.lastKey() + " " + tm.firstEntry() + " " + tm.lastEntry().getValue());
        System.out.println(tm.floorKey("c") + " " + tm.ceilingKey("c") + " " + tm.higherKey("cherry") + " " + tm.lowerKey("apple") + " " + tm.floorKey("fig"));
        System.out.println(tm.headMap("cherry") + " " + tm.tailMap("date") + " " + tm.subMap("b", "e") + " " + tm.headMap("cherry", true));
        System.out.println(tm.descendingMap() + " " + tm.descendingKeySet());
        Map.Entry<String, Integer> first = tm.pollFirstEntry();
        System.out.println("polled " + first.getKey() + "=" + first.getValue() + " -> " + tm.keySet());
        TreeMap<String, Integer> byLen = new TreeMap<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        byLen.putAll(tm);
        System.out.println(byLen);
        NavigableMap<Integer, String> scores = new TreeMap<>(Comparator.reverseOrder());
        scores.put(90, "A"); scores.put(80, "B"); scores.put(70, "C"); scores.put(60, "D");
        for (int s : new int[] { 95, 85, 72, 60, 10 }) {
            Map.Entry<Integer, String> e = scores.ceilingEntry(s);
            System.out.print(s + "->" + (e == null ? "F" : e.getValue()) + " ");
        }
        System.out.println();
        TreeSet<Integer> ts = new TreeSet<>();
        for (int i = 0; i < 20; i++) ts.add((i * 7) % 13);
        System.out.println(ts + " size " + ts.size());
        System.out.println(ts.first() + " " + ts.last() + " " + ts.floor(-1) + " " + ts.ceiling(13) + " " + ts.higher(5) + " " + ts.lower(5));
        System.out.println(ts.headSet(4) + " " + ts.tailSet(10) + " " + ts.subSet(3, 7) + " " + ts.descendingSet());
        System.out.println(ts.pollFirst() + " " + ts.pollLast() + " " + ts);
        TreeSet<String> ci = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        for (String w : "Banana apple APPLE cherry Cherry banana".split(" ")) ci.add(w);
        System.out.println(ci);
        TreeMap<Integer, Integer> counts = new TreeMap<>();
        for (int v : new int[] { 5, 3, 5, 1, 3, 5, 9 }) counts.merge(v, 1, Integer::sum);
        System.out.println(counts + " " + counts.containsKey(9) + " " + counts.get(4) + " " + counts.remove(5) + " " + counts);
        try {
            new TreeMap<String, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key in TreeMap: NPE");
        }
        try {
            new TreeMap<String, Integer>().firstKey();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("firstKey on empty: NoSuchElementException");
        }
        TreeMap<Integer, String> big = new TreeMap<>();
        for (int i = 0; i < 1000; i++) big.put((i * 7919) % 1000, "v");
        System.out.println(big.size() + " " + big.firstKey() + " " + big.lastKey() + " " + big.headMap(500).size());
    }
}
