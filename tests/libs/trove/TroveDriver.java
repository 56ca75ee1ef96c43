import gnu.trove.TCollections;
import gnu.trove.TIntCollection;
import gnu.trove.iterator.TIntIntIterator;
import gnu.trove.iterator.TIntIterator;
import gnu.trove.list.array.TDoubleArrayList;
import gnu.trove.list.array.TIntArrayList;
import gnu.trove.list.linked.TIntLinkedList;
import gnu.trove.map.TIntObjectMap;
import gnu.trove.map.hash.TCustomHashMap;
import gnu.trove.map.hash.TIntIntHashMap;
import gnu.trove.map.hash.TIntObjectHashMap;
import gnu.trove.map.hash.TObjectIntHashMap;
import gnu.trove.map.hash.TLongDoubleHashMap;
import gnu.trove.procedure.TIntIntProcedure;
import gnu.trove.queue.TIntQueue;
import gnu.trove.set.hash.THashSet;
import gnu.trove.set.hash.TIntHashSet;
import gnu.trove.stack.array.TIntArrayStack;
import gnu.trove.strategy.HashingStrategy;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.Arrays;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;

/** Drives Debian's Trove 3: primitive array and linked lists, open-addressing maps and sets with
 *  procedures and iterators, custom hashing strategies, stacks, synchronized and unmodifiable
 *  wrappers, and externalization of the collections. */
public class TroveDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    /** Hash iteration order is the table's: print sorted where HotSpot and we could differ only by it. */
    static String sorted(int[] a) {
        int[] b = a.clone();
        Arrays.sort(b);
        return Arrays.toString(b);
    }

    public static void main(String[] args) {
        step("int list", () -> {
            TIntArrayList l = new TIntArrayList(new int[] {5, 3, 9, 1, 3});
            l.add(7);
            l.insert(0, 42);
            l.removeAt(2);
            TIntArrayList c = new TIntArrayList(l);
            l.sort();
            l.reverse(0, 2);
            return l + " " + l.binarySearch(9) + " " + l.sum() + " " + l.max() + " " + l.min() + " "
                    + l.indexOf(3) + " " + l.lastIndexOf(3) + " " + c + " " + l.grep(v -> v > 4) + " "
                    + l.inverseGrep(v -> v > 4) + " " + l.equals(c) + " " + l.hashCode();
        });
        step("linked and double", () -> {
            TIntLinkedList ll = new TIntLinkedList();
            for (int i = 0; i < 6; i++) {
                ll.add(i * i);
            }
            ll.removeAt(1);
            ll.insert(0, -1);
            TDoubleArrayList dl = new TDoubleArrayList(new double[] {2.5, -1.0, 0.125});
            dl.transformValues(v -> v * 2);
            return ll + " " + ll.get(3) + " " + ll.size() + " " + dl + " " + dl.sum();
        });
        step("int int map", () -> {
            TIntIntHashMap m = new TIntIntHashMap();
            for (int i = 0; i < 500; i++) {
                m.adjustOrPutValue(i % 23, i, i);
            }
            m.remove(4);
            final long[] acc = new long[2];
            m.forEachEntry(new TIntIntProcedure() {
                public boolean execute(int k, int v) {
                    acc[0] += (long) k * v;
                    acc[1]++;
                    return true;
                }
            });
            TreeMap<Integer, Integer> t = new TreeMap<>();
            for (TIntIntIterator it = m.iterator(); it.hasNext();) {
                it.advance();
                t.put(it.key(), it.value());
            }
            m.increment(1);
            m.transformValues(v -> v / 2);
            m.retainEntries((k, v) -> k % 2 == 0);
            return m.size() + " " + acc[0] + " " + acc[1] + " " + t + " " + m.get(2) + " " + m.get(4) + " "
                    + m.getNoEntryValue() + " " + sorted(m.keys()) + " " + m.containsKey(3);
        });
        step("object maps", () -> {
            TObjectIntHashMap<String> wc = new TObjectIntHashMap<>();
            for (String w : "a rose is a rose is a rose".split(" ")) {
                wc.adjustOrPutValue(w, 1, 1);
            }
            TIntObjectMap<String> im = new TIntObjectHashMap<>();
            im.put(3, "three");
            im.put(-7, "minus seven");
            im.putIfAbsent(3, "again");
            TLongDoubleHashMap ld = new TLongDoubleHashMap();
            ld.put(1L << 33, 0.5);
            ld.adjustValue(1L << 33, 0.25);
            return new TreeMap<>(toMap(wc)) + " " + im.get(3) + " " + im.get(-7) + " " + im.get(0) + " "
                    + ld.get(1L << 33) + " " + wc.get("nothing");
        });
        step("sets", () -> {
            TIntHashSet s = new TIntHashSet();
            Random r = new Random(5);
            for (int i = 0; i < 300; i++) {
                s.add(r.nextInt(1000));
            }
            TIntHashSet other = new TIntHashSet(new int[] {1, 2, 3, 4, 5});
            int before = s.size();
            s.retainAll(new TIntArrayList(new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 500, 501, 502}));
            TIntIterator it = other.iterator();
            int sum = 0;
            while (it.hasNext()) {
                sum += it.next();
            }
            THashSet<String> hs = new THashSet<>(Arrays.asList("x", "y", "x", "z"));
            return before + " " + sorted(s.toArray()) + " " + sum + " " + new TreeSet<>(hs) + " " + other.contains(3);
        });
        step("custom strategy", () -> {
            TCustomHashMap<String, Integer> m = new TCustomHashMap<>(new HashingStrategy<String>() {
                public int computeHashCode(String o) {
                    return o.toLowerCase().hashCode();
                }

                public boolean equals(String a, String b) {
                    return a.equalsIgnoreCase(b);
                }
            });
            m.put("Key", 1);
            m.put("KEY", 2);
            m.put("other", 3);
            return m.size() + " " + m.get("key") + " " + m.containsKey("OTHER");
        });
        step("stack", () -> {
            TIntArrayStack st = new TIntArrayStack();
            for (int i = 0; i < 5; i++) {
                st.push(i * 10);
            }
            int top = st.pop();
            return top + " " + st.peek() + " " + st.size() + " " + Arrays.toString(st.toArray());
        });
        step("wrappers", () -> {
            TIntArrayList l = new TIntArrayList(new int[] {1, 2});
            TIntCollection u = TCollections.unmodifiableCollection(l);
            String r;
            try {
                u.add(3);
                r = "added";
            } catch (UnsupportedOperationException e) {
                r = "unsupported";
            }
            TIntIntHashMap m = new TIntIntHashMap();
            gnu.trove.map.TIntIntMap sm = TCollections.synchronizedMap(m);
            sm.put(1, 2);
            return r + " " + u.size() + " " + sm.get(1) + " " + m.get(1);
        });
        step("externalize", () -> {
            TIntIntHashMap m = new TIntIntHashMap();
            m.put(1, 10);
            m.put(2, 20);
            TIntArrayList l = new TIntArrayList(new int[] {9, 8, 7});
            THashSet<String> hs = new THashSet<>(Arrays.asList("p", "q"));
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            try (ObjectOutputStream oo = new ObjectOutputStream(bo)) {
                oo.writeObject(m);
                oo.writeObject(l);
                oo.writeObject(hs);
            }
            try (ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()))) {
                TIntIntHashMap m2 = (TIntIntHashMap) oi.readObject();
                Object l2 = oi.readObject();
                Object hs2 = oi.readObject();
                return m2.equals(m) + " " + m2.get(2) + " " + l2 + " " + hs2.equals(hs) + " " + bo.size();
            }
        });
        System.out.println("failures: " + failures);
    }

    static java.util.Map<String, Integer> toMap(TObjectIntHashMap<String> m) {
        java.util.Map<String, Integer> r = new java.util.HashMap<>();
        m.forEachEntry((k, v) -> {
            r.put(k, v);
            return true;
        });
        return r;
    }
}
