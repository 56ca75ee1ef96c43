import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.WeakHashMap;

// WeakHashMap drops the entries whose keys were collected; the others stay.
public class WeakMapExpunge {
    static final class Key {
        final int id;

        Key(int id) {
            this.id = id;
        }

        @Override
        public int hashCode() {
            return id * 31;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).id == id;
        }

        @Override
        public String toString() {
            return "k" + id;
        }
    }

    /** Puts 200 keys and null; keeps every tenth key in kept. */
    static void fill(WeakHashMap<Key, String> m, List<Key> kept) {
        for (int i = 0; i < 200; i++) {
            Key k = new Key(i);
            m.put(k, "v" + i);
            if (i % 10 == 0) {
                kept.add(k);
            }
        }
        m.put(null, "null-key");
        System.out.println("before: " + m.size());
    }

    public static void main(String[] args) throws Exception {
        WeakHashMap<Key, String> m = new WeakHashMap<>();
        List<Key> kept = new ArrayList<>();
        fill(m, kept);
        for (int i = 0; i < 50 && m.size() > kept.size() + 1; i++) {
            System.gc();
            Thread.sleep(20);
        }
        System.out.println("after: " + m.size());
        TreeSet<Integer> ids = new TreeSet<>();
        for (Map.Entry<Key, String> e : m.entrySet()) {
            ids.add(e.getKey() == null ? -1 : e.getKey().id);
        }
        System.out.println(ids);
        System.out.println("get k20=" + m.get(new Key(20)) + " get k21=" + m.get(new Key(21))
                + " null=" + m.get(null));
        System.out.println("containsValue v30=" + m.containsValue("v30") + " v31=" + m.containsValue("v31"));
        m.remove(kept.get(0));
        kept.remove(0);
        System.out.println("removed one: " + m.size());
        m.clear();
        System.out.println("cleared: " + m.size() + " " + m.isEmpty());
        m.put(kept.get(0), "again");
        System.out.println(m);
    }
}
