import it.unimi.dsi.fastutil.Hash;
import it.unimi.dsi.fastutil.ints.Int2IntOpenHashMap;
import it.unimi.dsi.fastutil.ints.Int2ObjectAVLTreeMap;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.ints.IntBigArrayBigList;
import it.unimi.dsi.fastutil.ints.IntHeapPriorityQueue;
import it.unimi.dsi.fastutil.ints.IntLinkedOpenHashSet;
import it.unimi.dsi.fastutil.ints.IntList;
import it.unimi.dsi.fastutil.ints.IntOpenHashSet;
import it.unimi.dsi.fastutil.ints.IntRBTreeSet;
import it.unimi.dsi.fastutil.ints.IntSortedSet;
import it.unimi.dsi.fastutil.longs.Long2DoubleRBTreeMap;
import it.unimi.dsi.fastutil.longs.LongArrayList;
import it.unimi.dsi.fastutil.objects.Object2IntLinkedOpenHashMap;
import it.unimi.dsi.fastutil.objects.Object2IntOpenHashMap;
import it.unimi.dsi.fastutil.objects.ObjectArrayList;
import it.unimi.dsi.fastutil.objects.ObjectOpenCustomHashSet;
import it.unimi.dsi.fastutil.objects.ReferenceOpenHashSet;
import it.unimi.dsi.fastutil.doubles.DoubleArrayList;
import it.unimi.dsi.fastutil.chars.CharArrayList;
import it.unimi.dsi.fastutil.bytes.ByteArrayFIFOQueue;
import it.unimi.dsi.fastutil.io.BinIO;
import it.unimi.dsi.fastutil.io.FastByteArrayInputStream;
import it.unimi.dsi.fastutil.io.FastByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.Random;

/** Drives Debian's fastutil: primitive lists, open-addressing hash maps and sets (plain, linked,
 *  custom strategies), red-black and AVL trees, heaps, queues, big lists, sorting and search on
 *  arrays, streams, and Java serialization of the collections. */
public class FastutilDriver {
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

    public static void main(String[] args) {
        step("int list", () -> {
            IntArrayList l = new IntArrayList(new int[] {5, 3, 9, 1});
            l.add(7);
            l.add(0, 42);
            l.removeInt(2);
            l.sort(null);
            IntList sub = l.subList(1, 3);
            return l + " " + sub + " " + l.indexOf(9) + " " + l.getInt(0) + " " + l.intStream().sum() + " "
                    + l.contains(42) + " " + l.hashCode();
        });
        step("int map", () -> {
            Int2IntOpenHashMap m = new Int2IntOpenHashMap();
            m.defaultReturnValue(-1);
            for (int i = 0; i < 1000; i++) {
                m.addTo(i % 37, i);
            }
            m.remove(5);
            long sum = 0;
            for (Int2IntOpenHashMap.Entry e : m.int2IntEntrySet()) {
                sum += (long) e.getIntKey() * e.getIntValue();
            }
            return m.size() + " " + m.get(3) + " " + m.get(5) + " " + sum + " " + m.containsValue(m.get(36))
                    + " " + m.getOrDefault(99, 7) + " " + m.mergeInt(3, 10, Integer::sum);
        });
        step("object2int", () -> {
            Object2IntOpenHashMap<String> m = new Object2IntOpenHashMap<>();
            for (String w : "the quick brown fox jumps over the lazy dog the end".split(" ")) {
                m.addTo(w, 1);
            }
            Object2IntLinkedOpenHashMap<String> lm = new Object2IntLinkedOpenHashMap<>();
            for (String w : "zeta alpha mid alpha".split(" ")) {
                lm.addTo(w, 1);
            }
            lm.putAndMoveToFirst("mid", 9);
            return m.getInt("the") + " " + m.getInt("nope") + " " + m.size() + " " + lm + " " + lm.firstKey()
                    + " " + lm.lastKey();
        });
        step("sets", () -> {
            IntOpenHashSet s = new IntOpenHashSet();
            IntLinkedOpenHashSet ls = new IntLinkedOpenHashSet();
            IntRBTreeSet ts = new IntRBTreeSet();
            Random r = new Random(3);
            for (int i = 0; i < 200; i++) {
                int v = r.nextInt(100);
                s.add(v);
                ls.add(v);
                ts.add(v);
            }
            IntSortedSet head = ts.headSet(10);
            return s.size() + " " + ls.firstInt() + " " + ls.lastInt() + " " + ts.firstInt() + " " + ts.lastInt()
                    + " " + head + " " + ts.tailSet(95) + " " + s.equals(ts) + " " + s.trim();
        });
        step("tree maps", () -> {
            Int2ObjectAVLTreeMap<String> m = new Int2ObjectAVLTreeMap<>();
            for (int i = 10; i > 0; i--) {
                m.put(i * 3, "v" + i);
            }
            Long2DoubleRBTreeMap d = new Long2DoubleRBTreeMap();
            d.put(5L, 0.5);
            d.put(-3L, 1.25);
            d.put(100L, -2.0);
            return m.firstIntKey() + " " + m.lastIntKey() + " " + m.subMap(5, 13) + " " + m.headMap(7).size()
                    + " " + d + " " + d.firstLongKey() + " " + d.get(7L);
        });
        step("custom strategy", () -> {
            ObjectOpenCustomHashSet<String> s = new ObjectOpenCustomHashSet<>(new Hash.Strategy<String>() {
                public int hashCode(String o) {
                    return o == null ? 0 : o.toLowerCase().hashCode();
                }

                public boolean equals(String a, String b) {
                    return a == null ? b == null : a.equalsIgnoreCase(b);
                }
            });
            s.add("Hello");
            s.add("HELLO");
            s.add("world");
            return s.size() + " " + s.contains("hello") + " " + s.contains("WORLD");
        });
        step("reference set", () -> {
            ReferenceOpenHashSet<String> s = new ReferenceOpenHashSet<>();
            String a = new String("x"), b = new String("x");
            s.add(a);
            s.add(b);
            return s.size() + " " + s.contains(a) + " " + s.contains("y");
        });
        step("heap queue", () -> {
            IntHeapPriorityQueue q = new IntHeapPriorityQueue(new int[] {9, 2, 7, 4, 1, 8}, 6);
            StringBuilder sb = new StringBuilder();
            while (!q.isEmpty()) {
                sb.append(q.dequeueInt()).append(' ');
            }
            ByteArrayFIFOQueue fq = new ByteArrayFIFOQueue();
            for (int i = 0; i < 20; i++) {
                fq.enqueue((byte) i);
            }
            fq.enqueueFirst((byte) -1);
            return sb.toString().trim() + " " + fq.dequeueByte() + " " + fq.dequeueLastByte() + " " + fq.size();
        });
        step("arrays", () -> {
            int[] a = new int[500];
            Random r = new Random(11);
            for (int i = 0; i < a.length; i++) {
                a[i] = r.nextInt(10000) - 5000;
            }
            int[] b = a.clone();
            IntArrays.quickSort(a);
            IntArrays.radixSort(b);
            int[] c = {3, 1, 2};
            IntArrays.quickSort(c, (x, y) -> Integer.compare(y, x));
            return a[0] + " " + a[499] + " " + java.util.Arrays.equals(a, b) + " " + IntArrays.binarySearch(a, a[250])
                    + " " + java.util.Arrays.toString(c) + " " + IntArrays.ensureCapacity(c, 10).length;
        });
        step("other lists", () -> {
            LongArrayList ll = LongArrayList.wrap(new long[] {1L << 40, -1, 7});
            DoubleArrayList dl = new DoubleArrayList(new double[] {0.1, 2.5, -0.0});
            CharArrayList cl = new CharArrayList("hello".toCharArray());
            ObjectArrayList<String> ol = ObjectArrayList.of("b", "a", "c");
            ol.sort(null);
            ol.removeIf(s -> s.equals("b"));
            return ll + " " + dl + " " + cl + " " + ol + " " + ll.longStream().max().getAsLong() + " "
                    + dl.doubleStream().sum();
        });
        step("big list", () -> {
            IntBigArrayBigList bl = new IntBigArrayBigList();
            for (int i = 0; i < 10000; i++) {
                bl.add(i * 2);
            }
            return bl.size64() + " " + bl.getInt(9999) + " " + bl.indexOf(500);
        });
        step("io", () -> {
            FastByteArrayOutputStream bo = new FastByteArrayOutputStream();
            DataOutputStream dos = new DataOutputStream(bo);
            BinIO.storeInts(new int[] {1, -2, 300}, dos);
            dos.flush();
            FastByteArrayInputStream bi = new FastByteArrayInputStream(bo.array, 0, bo.length);
            int[] back = new int[3];
            int n = BinIO.loadInts(new DataInputStream(bi), back);
            return bo.length + " " + n + " " + java.util.Arrays.toString(back);
        });
        step("serialization", () -> {
            Int2IntOpenHashMap m = new Int2IntOpenHashMap(new int[] {1, 2, 3}, new int[] {10, 20, 30});
            IntRBTreeSet s = new IntRBTreeSet(new int[] {5, 1, 3});
            java.io.ByteArrayOutputStream bo = new java.io.ByteArrayOutputStream();
            try (ObjectOutputStream oo = new ObjectOutputStream(bo)) {
                oo.writeObject(m);
                oo.writeObject(s);
            }
            try (ObjectInputStream oi = new ObjectInputStream(new java.io.ByteArrayInputStream(bo.toByteArray()))) {
                Object m2 = oi.readObject();
                Object s2 = oi.readObject();
                return m2.equals(m) + " " + s2 + " " + m2;
            }
        });
        System.out.println("failures: " + failures);
    }
}
