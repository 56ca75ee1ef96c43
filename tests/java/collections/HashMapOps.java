// HashMap: put/get/remove/containsKey/containsValue, iteration order (as
// HotSpot's HashMap lays out String and Integer keys), null keys and values,
// resize, getOrDefault, putIfAbsent, compute*, merge, entrySet setValue, views.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

public class HashMapOps {
    public static void main(String[] args) {
        Map<String, Integer> m = new HashMap<>();
        String[] words = { "banana", "apple", "cherry", "date", "elderberry", "fig", "grape", "kiwi", "lemon", "mango", "nectarine", "orange", "papaya" };
        for (int i = 0; i < words.length; i++) m.put(words[i], i);
        System.out.println(m);
        System.out.println(m.keySet());
        System.out.println(m.values());
        System.out.println(m.size() + " " + m.get("fig") + " " + m.get("nope") + " " + m.containsKey("kiwi") + " " + m.containsValue(12) + " " + m.containsValue(99));
        System.out.println("put existing returns " + m.put("fig", 500) + ", remove returns " + m.remove("date") + ", remove missing " + m.remove("zzz"));
        Map<Integer, String> im = new HashMap<>();
        for (int i = 0; i < 40; i += 3) im.put(i * 7, "v" + i);
        im.put(-5, "neg");
        im.put(1 << 20, "big");
        System.out.println(im);
        Map<String, String> nulls = new HashMap<>();
        nulls.put(null, "null key");
        nulls.put("k", null);
        System.out.println(nulls + " " + nulls.get(null) + " " + nulls.containsKey("k") + " " + nulls.get("k"));
        Map<String, Integer> counts = new HashMap<>();
        for (String w : "the cat and the hat and the bat".split(" ")) counts.merge(w, 1, Integer::sum);
        System.out.println(counts);
        counts.computeIfAbsent("dog", k -> k.length());
        counts.computeIfPresent("cat", (k, v) -> v + 100);
        counts.compute("the", (k, v) -> v == null ? 0 : v * 10);
        counts.computeIfPresent("bat", (k, v) -> null);   // removes
        counts.putIfAbsent("and", 999);
        counts.putIfAbsent("emu", 7);
        System.out.println(counts + " getOrDefault " + counts.getOrDefault("yak", -1));
        for (Map.Entry<String, Integer> e : counts.entrySet()) e.setValue(e.getValue() + 1);
        System.out.println(counts);
        Iterator<Map.Entry<String, Integer>> it = counts.entrySet().iterator();
        while (it.hasNext()) if (it.next().getValue() % 2 == 0) it.remove();
        System.out.println("after removing even values " + counts);
        counts.keySet().remove("emu");
        counts.values().remove(4);
        System.out.println(counts);
        Map<Character, List<String>> groups = new HashMap<>();
        for (String w : words) groups.computeIfAbsent(w.charAt(0), c -> new ArrayList<>()).add(w);
        System.out.println(groups);
        Map<String, Integer> copy = new HashMap<>(m);
        System.out.println(copy.equals(m) + " " + (copy.hashCode() == m.hashCode()) + " " + copy.hashCode());
        copy.replaceAll((k, v) -> v * 2);
        copy.replace("apple", -1);
        System.out.println(copy.get("apple") + " " + copy.get("banana"));
        Map<Integer, Integer> big = new HashMap<>();
        for (int i = 0; i < 5000; i++) big.put(i * 31, i);
        long s = 0;
        for (int k : big.keySet()) s += k;
        System.out.println(big.size() + " " + s + " " + big.get(31 * 4999));
        StringBuilder order = new StringBuilder();
        int n = 0;
        for (int k : big.keySet()) { if (n++ < 12) order.append(k).append(' '); }
        System.out.println("first keys in iteration order: " + order.toString().trim());
        m.clear();
        System.out.println(m + " " + m.isEmpty());
        m.forEach((k, v) -> System.out.println("never"));
        Map<String, Integer> fe = new HashMap<>(Map.of("x", 1));
        fe.forEach((k, v) -> System.out.println("forEach " + k + "=" + v));
    }
}
