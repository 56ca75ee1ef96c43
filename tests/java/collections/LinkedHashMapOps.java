// LinkedHashMap insertion order (re-put keeps position), access order, and an LRU
// with removeEldestEntry; plus Map.Entry comparators on entry lists.
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class LinkedHashMapOps {
    public static void main(String[] args) {
        Map<String, Integer> m = new LinkedHashMap<>();
        m.put("zeta", 1); m.put("alpha", 2); m.put("mu", 3);
        m.put("zeta", 10);
        System.out.println(m);
        m.remove("alpha");
        m.put("alpha", 20);
        System.out.println(m + " keys " + m.keySet() + " values " + m.values());
        LinkedHashMap<Integer, String> access = new LinkedHashMap<>(8, 0.75f, true);
        for (int i = 1; i <= 5; i++) access.put(i, "v" + i);
        access.get(2); access.get(4); access.put(1, "again");
        System.out.println("access order " + access.keySet());
        Map<String, Integer> lru = new LinkedHashMap<>(16, 0.75f, true) {
            @Override protected boolean removeEldestEntry(Map.Entry<String, Integer> e) { return size() > 3; }
        };
        String[] requests = { "a", "b", "c", "a", "d", "b", "e", "a" };
        for (String r : requests) {
            lru.merge(r, 1, Integer::sum);
            System.out.println("after " + r + ": " + lru);
        }
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(Map.of("x", 3, "y", 1, "z", 2).entrySet());
        entries.sort(Map.Entry.comparingByValue());
        System.out.println(entries);
        entries.sort(Map.Entry.<String, Integer>comparingByKey().reversed());
        System.out.println(entries);
    }
}
