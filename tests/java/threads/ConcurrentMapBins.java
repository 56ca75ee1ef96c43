import java.util.concurrent.ConcurrentHashMap;

// ConcurrentHashMap: iteration order through resizes, presizing and long bins (HotSpot's
// layout), "Recursive update" from functions that change their own bin, and four threads
// updating one map (the result does not depend on the interleaving).
public class ConcurrentMapBins {
    public static void main(String[] args) throws Exception {
        order();
        recursive();
        threads();
    }

    static void order() {
        ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();
        for (int i = 0; i < 40; i++)
            m.put(i * 37 % 101, i);
        System.out.println(m);
        for (int i = 0; i < 40; i += 3)
            m.remove(i * 37 % 101);
        m.merge(5, 100, Integer::sum);
        m.compute(1000, (k, v) -> 7);
        m.computeIfAbsent(2000, k -> 8);
        m.computeIfPresent(2000, (k, v) -> null);
        System.out.println(m + " " + m.size());
        // nine keys in one bin of a table of 16 grow it to 64
        ConcurrentHashMap<Integer, String> b = new ConcurrentHashMap<>();
        for (int i = 0; i < 12; i++)
            b.put(i * 64 + 3, "v" + i);
        System.out.println(b.keySet() + " " + b.values());
        ConcurrentHashMap<String, Integer> s = new ConcurrentHashMap<>(3);
        for (String w : "the quick brown fox jumps over the lazy dog and runs far away".split(" "))
            s.merge(w, 1, Integer::sum);
        System.out.println(s);
        ConcurrentHashMap<String, Integer> copy = new ConcurrentHashMap<>(s);
        copy.putAll(m.entrySet().stream().collect(java.util.stream.Collectors.toMap(e -> "k" + e.getKey(), e -> e.getValue())));
        System.out.println(copy + " " + copy.equals(s) + " " + copy.hashCode());
        copy.clear();
        System.out.println(copy + " " + copy.isEmpty());
    }

    static void recursive() {
        ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();
        try {
            m.computeIfAbsent(1, k -> m.put(1, 5));
        } catch (IllegalStateException e) {
            System.out.println("1 " + e.getMessage());
        }
        try {
            m.computeIfAbsent(17, k -> m.put(33, 5));
        } catch (IllegalStateException e) {
            System.out.println("2 " + e.getMessage());
        }
        try {
            m.compute(3, (k, v) -> m.remove(3));
        } catch (IllegalStateException e) {
            System.out.println("3 " + e.getMessage());
        }
        try {
            m.computeIfAbsent(4, k -> {
                for (int i = 100; i < 200; i++)
                    m.put(i, i);
                return 2;
            });
        } catch (IllegalStateException e) {
            System.out.println("4 " + e.getMessage());
        }
        m.put(5, 1);
        System.out.println(m + " " + m.get(4) + " " + m.get(150));
    }

    static void threads() throws InterruptedException {
        ConcurrentHashMap<Integer, Integer> c = new ConcurrentHashMap<>();
        Thread[] ts = new Thread[4];
        int[] seen = new int[4];
        for (int t = 0; t < 4; t++) {
            final int id = t;
            ts[t] = new Thread(() -> {
                for (int i = 0; i < 4000; i++) {
                    c.put(id * 10000 + i, i);
                    if (i % 3 == 0)
                        c.remove(id * 10000 + i / 2);
                    c.merge(-1 - (i & 15), 1, Integer::sum);
                    c.computeIfAbsent(-100 - (i & 63), k -> -k);
                }
                int n = 0;
                for (Integer k : c.keySet())
                    if (k >= id * 10000 && k < id * 10000 + 4000)
                        n++;
                seen[id] = n;
            });
            ts[t].start();
        }
        for (Thread t : ts)
            t.join();
        long sum = 0;
        int n = 0;
        for (java.util.Map.Entry<Integer, Integer> e : c.entrySet()) {
            sum += e.getKey() * 31L + e.getValue();
            n++;
        }
        System.out.println(c.size() + " " + n + " " + sum + " " + seen[0] + " " + seen[3]);
        System.out.println(new java.util.TreeMap<>(c).headMap(-90));
    }
}
