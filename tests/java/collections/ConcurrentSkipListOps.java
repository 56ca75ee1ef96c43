import java.util.Arrays;
import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;
import java.util.NavigableSet;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CountDownLatch;

/** ConcurrentSkipListMap/Set: ordering, navigation, views, atomic operations, nulls refused,
 *  iteration while updating, and concurrent inserts from several threads. */
public class ConcurrentSkipListOps {
    public static void main(String[] args) throws Exception {
        ConcurrentSkipListMap<String, Integer> m = new ConcurrentSkipListMap<>();
        for (String s : "pear apple fig kiwi banana cherry".split(" "))
            m.put(s, s.length());
        System.out.println(m + " first=" + m.firstKey() + " last=" + m.lastEntry());
        System.out.println("nav: " + m.lowerKey("fig") + " " + m.floorKey("fig") + " " + m.ceilingKey("d") + " " + m.higherEntry("kiwi")
                + " " + m.lowerKey("a"));
        ConcurrentNavigableMap<String, Integer> sub = m.subMap("b", true, "k", false);
        System.out.println("sub: " + sub + " head=" + m.headMap("c") + " tail=" + m.tailMap("kiwi", false) + " desc=" + m.descendingMap());
        sub.put("date", 4);
        System.out.println("write through: " + m.containsKey("date") + " " + sub.size() + " " + m.size());
        try {
            sub.put("zebra", 5);
        } catch (IllegalArgumentException e) {
            System.out.println("out of range: IllegalArgumentException");
        }
        System.out.println("atomic: " + m.putIfAbsent("fig", 99) + " " + m.putIfAbsent("grape", 5) + " " + m.replace("grape", 5, 6) + " "
                + m.replace("grape", 5, 7) + " " + m.remove("grape", 7) + " " + m.remove("grape", 6) + " " + m.replace("none", 1));
        System.out.println("compute: " + m.merge("fig", 10, Integer::sum) + " " + m.computeIfAbsent("lime", String::length) + " "
                + m.compute("lime", (k, v) -> v == null ? 0 : v * 2) + " " + m.computeIfPresent("absent", (k, v) -> 1));
        Map.Entry<String, Integer> polled = m.pollFirstEntry();
        System.out.println("poll: " + polled + " " + m.pollLastEntry() + " " + m.size());
        try {
            polled.setValue(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("entry setValue: UnsupportedOperationException");
        }
        for (Object[] bad : new Object[][] {{null, 1}, {"k", null}}) {
            try {
                m.put((String) bad[0], (Integer) bad[1]);
            } catch (NullPointerException e) {
                System.out.println("null refused");
            }
        }
        try {
            m.get(null);
        } catch (NullPointerException e) {
            System.out.println("get(null) refused");
        }
        for (Iterator<String> it = m.keySet().iterator(); it.hasNext();) {
            String k = it.next();
            m.put(k.toUpperCase(), 0); // no ConcurrentModificationException
            if (k.startsWith("c"))
                it.remove();
        }
        System.out.println("after iteration: " + m);
        NavigableSet<String> keys = m.descendingKeySet();
        System.out.println("keys: " + keys + " " + m.navigableKeySet().headSet("LIME") + " " + m.values());
        ConcurrentSkipListMap<Integer, String> rev = new ConcurrentSkipListMap<>(Comparator.reverseOrder());
        for (int i = 0; i < 5; i++)
            rev.put(i, "v" + i);
        ConcurrentSkipListMap<Integer, String> copy = rev.clone();
        copy.remove(0);
        System.out.println("comparator: " + rev + " " + copy + " " + rev.equals(copy) + " " + rev.hashCode() + " " + rev.entrySet().contains(Map.entry(3, "v3")));

        ConcurrentSkipListSet<Integer> s = new ConcurrentSkipListSet<>(Arrays.asList(5, 1, 4, 1, 3));
        System.out.println("set: " + s + " " + s.add(2) + " " + s.add(2) + " " + s.first() + " " + s.ceiling(6) + " " + s.headSet(3) + " "
                + s.descendingSet() + " " + s.pollFirst() + " " + s.tailSet(3, false) + " " + s.subSet(2, 5));

        final ConcurrentSkipListMap<Integer, Integer> shared = new ConcurrentSkipListMap<>();
        final CountDownLatch start = new CountDownLatch(1);
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final int base = t;
            ts[t] = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int i = 0; i < 500; i++) {
                    shared.put(i * 4 + base, base);
                    shared.merge(-1, 1, Integer::sum);
                }
            });
            ts[t].start();
        }
        start.countDown();
        for (Thread t : ts)
            t.join();
        System.out.println("threads: size=" + shared.size() + " counter=" + shared.get(-1) + " first=" + shared.firstKey() + " last=" + shared.lastKey());
    }
}
