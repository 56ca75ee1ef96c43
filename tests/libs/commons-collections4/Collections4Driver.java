import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.collections4.Bag;
import org.apache.commons.collections4.BidiMap;
import org.apache.commons.collections4.CollectionUtils;
import org.apache.commons.collections4.ComparatorUtils;
import org.apache.commons.collections4.IterableUtils;
import org.apache.commons.collections4.IteratorUtils;
import org.apache.commons.collections4.ListUtils;
import org.apache.commons.collections4.MapIterator;
import org.apache.commons.collections4.MapUtils;
import org.apache.commons.collections4.MultiSet;
import org.apache.commons.collections4.MultiValuedMap;
import org.apache.commons.collections4.OrderedMap;
import org.apache.commons.collections4.PredicateUtils;
import org.apache.commons.collections4.SetUtils;
import org.apache.commons.collections4.Trie;
import org.apache.commons.collections4.bag.HashBag;
import org.apache.commons.collections4.bag.TreeBag;
import org.apache.commons.collections4.bidimap.DualHashBidiMap;
import org.apache.commons.collections4.bidimap.TreeBidiMap;
import org.apache.commons.collections4.collection.CompositeCollection;
import org.apache.commons.collections4.iterators.PermutationIterator;
import org.apache.commons.collections4.list.CursorableLinkedList;
import org.apache.commons.collections4.list.FixedSizeList;
import org.apache.commons.collections4.list.GrowthList;
import org.apache.commons.collections4.list.LazyList;
import org.apache.commons.collections4.list.SetUniqueList;
import org.apache.commons.collections4.list.TreeList;
import org.apache.commons.collections4.map.CaseInsensitiveMap;
import org.apache.commons.collections4.map.DefaultedMap;
import org.apache.commons.collections4.map.LRUMap;
import org.apache.commons.collections4.map.LazyMap;
import org.apache.commons.collections4.map.LinkedMap;
import org.apache.commons.collections4.map.ListOrderedMap;
import org.apache.commons.collections4.map.MultiKeyMap;
import org.apache.commons.collections4.map.PassiveExpiringMap;
import org.apache.commons.collections4.map.ReferenceMap;
import org.apache.commons.collections4.multimap.ArrayListValuedHashMap;
import org.apache.commons.collections4.multimap.HashSetValuedHashMap;
import org.apache.commons.collections4.multiset.HashMultiSet;
import org.apache.commons.collections4.queue.CircularFifoQueue;
import org.apache.commons.collections4.trie.PatriciaTrie;

/** Drives Debian's commons-collections4: bags, bidi maps, multi-valued maps, multisets, the
 *  list and map decorators, LRU and reference maps, tries, queues and the *Utils classes. */
public class Collections4Driver {
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
        step("hash bag", () -> {
            Bag<String> b = new HashBag<>(Arrays.asList("a", "b", "a", "c", "a"));
            b.add("b", 3);
            b.remove("a", 1);
            return new TreeMap<String, Integer>() {{ for (String k : b.uniqueSet()) put(k, b.getCount(k)); }} + " size=" + b.size();
        });
        step("tree bag", () -> {
            TreeBag<Integer> b = new TreeBag<>(Arrays.asList(5, 1, 5, 3));
            return b + " first=" + b.first() + " last=" + b.last();
        });
        step("dual bidi", () -> {
            BidiMap<String, Integer> m = new DualHashBidiMap<>();
            m.put("one", 1); m.put("two", 2); m.put("uno", 1);
            return new TreeMap<>(m) + " " + m.getKey(1) + " " + new TreeMap<>(m.inverseBidiMap());
        });
        step("tree bidi", () -> {
            TreeBidiMap<String, Integer> m = new TreeBidiMap<>();
            m.put("c", 3); m.put("a", 1); m.put("b", 2);
            MapIterator<String, Integer> it = m.mapIterator();
            StringBuilder sb = new StringBuilder();
            while (it.hasNext()) { it.next(); sb.append(it.getKey()).append(it.getValue()); }
            return sb + " " + m.firstKey() + " " + m.inverseBidiMap().firstKey() + " " + m.nextKey("a");
        });
        step("multivalued list", () -> {
            MultiValuedMap<String, Integer> m = new ArrayListValuedHashMap<>();
            m.put("x", 1); m.put("x", 2); m.put("y", 3); m.put("x", 1);
            return m.get("x") + " " + m.size() + " " + m.keys().getCount("x") + " " + m.containsMapping("y", 3) + " " + new TreeMap<>(m.asMap());
        });
        step("multivalued set", () -> {
            HashSetValuedHashMap<String, Integer> m = new HashSetValuedHashMap<>();
            m.putAll("k", Arrays.asList(3, 1, 3, 2));
            return m.get("k") + " " + m.size() + " " + m.removeMapping("k", 1) + " " + m.get("k");
        });
        step("multiset", () -> {
            MultiSet<Character> s = new HashMultiSet<>();
            for (char c : "mississippi".toCharArray()) s.add(c);
            return s.getCount('s') + " " + s.getCount('i') + " " + s.uniqueSet().size() + " " + s.size();
        });
        step("set unique list", () -> {
            SetUniqueList<String> l = SetUniqueList.setUniqueList(new ArrayList<>());
            l.addAll(Arrays.asList("a", "b", "a", "c", "b"));
            l.add(0, "c");
            return l + " " + l.asSet().size();
        });
        step("tree list", () -> {
            TreeList<Integer> l = new TreeList<>();
            for (int i = 0; i < 20; i++) l.add(i / 2, i);
            l.remove(Integer.valueOf(7));
            return l + " " + l.indexOf(13);
        });
        step("cursorable", () -> {
            CursorableLinkedList<String> l = new CursorableLinkedList<>(Arrays.asList("a", "b", "c"));
            CursorableLinkedList.Cursor<String> c = l.cursor();
            c.next();
            l.add(1, "x");
            String n = c.next();
            c.close();
            return l + " " + n;
        });
        step("fixed/growth/lazy", () -> {
            List<String> f = FixedSizeList.fixedSizeList(new ArrayList<>(Arrays.asList("p", "q")));
            String fr;
            try { f.add("r"); fr = "added"; } catch (UnsupportedOperationException e) { fr = "UOE"; }
            List<String> g = GrowthList.growthList(new ArrayList<String>());
            g.set(3, "d");
            List<String> lz = LazyList.lazyList(new ArrayList<String>(), () -> "made");
            return fr + " " + g + " " + lz.get(2) + lz;
        });
        step("case insensitive", () -> {
            Map<String, Integer> m = new CaseInsensitiveMap<>();
            m.put("Hello", 1); m.put("HELLO", 2); m.put("world", 3);
            return m.get("hello") + " " + m.size() + " " + m.containsKey("WORLD");
        });
        step("defaulted lazy", () -> {
            Map<String, Integer> d = DefaultedMap.defaultedMap(new HashMap<String, Integer>(), 0);
            Map<String, Integer> l = LazyMap.lazyMap(new HashMap<String, Integer>(), String::length);
            return d.get("none") + " " + d.size() + " " + l.get("abcd") + " " + l;
        });
        step("lru", () -> {
            LRUMap<String, Integer> m = new LRUMap<>(3);
            m.put("a", 1); m.put("b", 2); m.put("c", 3); m.get("a"); m.put("d", 4);
            return m + " full=" + m.isFull() + " first=" + m.firstKey();
        });
        step("linked/list ordered", () -> {
            LinkedMap<String, Integer> m = new LinkedMap<>();
            m.put("z", 26); m.put("a", 1); m.put("m", 13);
            OrderedMap<String, Integer> o = ListOrderedMap.listOrderedMap(new HashMap<String, Integer>());
            o.put("q", 1); o.put("b", 2);
            return m + " " + m.get(1) + " " + m.previousKey("m") + " " + o + " " + ((ListOrderedMap<String, Integer>) o).indexOf("b");
        });
        step("multikey", () -> {
            MultiKeyMap<String, Integer> m = new MultiKeyMap<>();
            m.put("a", "b", 1); m.put("a", "c", 2); m.put("x", "y", "z", 3);
            return m.get("a", "c") + " " + m.get("x", "y", "z") + " " + m.containsKey("a", "b") + " " + m.size();
        });
        step("passive expiring", () -> {
            PassiveExpiringMap<String, String> m = new PassiveExpiringMap<>(60000L);
            m.put("k", "v");
            return m.get("k") + " " + m.size();
        });
        step("reference map", () -> {
            ReferenceMap<String, String> m = new ReferenceMap<>();
            m.put("strong", "value");
            return m.get("strong") + " " + m.size();
        });
        step("circular fifo", () -> {
            CircularFifoQueue<Integer> q = new CircularFifoQueue<>(3);
            for (int i = 1; i <= 5; i++) q.add(i);
            return q + " " + q.peek() + " " + q.isAtFullCapacity() + " " + q.get(1);
        });
        step("trie", () -> {
            Trie<String, Integer> t = new PatriciaTrie<>();
            for (String w : "tea ten to inn in apple app".split(" ")) t.put(w, w.length());
            return t + " prefix te=" + t.prefixMap("te") + " prefix in=" + t.prefixMap("in").keySet() + " first=" + t.firstKey()
                    + " next=" + t.nextKey("ten") + " select=" + ((PatriciaTrie<Integer>) t).selectKey("tex");
        });
        step("collection utils", () -> {
            List<Integer> a = Arrays.asList(1, 2, 2, 3, 4), b = Arrays.asList(2, 3, 3, 5);
            return CollectionUtils.union(a, b) + " " + CollectionUtils.intersection(a, b) + " " + CollectionUtils.disjunction(a, b) + " "
                    + CollectionUtils.subtract(a, b) + " " + CollectionUtils.isEqualCollection(a, Arrays.asList(4, 3, 2, 2, 1)) + " "
                    + CollectionUtils.cardinality(2, a) + " " + CollectionUtils.collate(Arrays.asList(1, 4, 9), Arrays.asList(2, 3, 10))
                    + " " + CollectionUtils.permutations(Arrays.asList(1, 2, 3)).size() + " " + CollectionUtils.select(a, x -> x % 2 == 0)
                    + " " + CollectionUtils.collect(a, x -> x * 10) + " " + CollectionUtils.containsAny(a, 9, 4);
        });
        step("list utils", () -> ListUtils.partition(Arrays.asList(1, 2, 3, 4, 5), 2) + " "
                + ListUtils.longestCommonSubsequence(Arrays.asList('a', 'b', 'c', 'd'), Arrays.asList('x', 'b', 'd')) + " "
                + ListUtils.longestCommonSubsequence("thisisatest", "testing123testing") + " " + ListUtils.sum(Arrays.asList(1, 2), Arrays.asList(2, 3)));
        step("set utils", () -> SetUtils.union(new java.util.HashSet<>(Arrays.asList(1, 2)), new java.util.HashSet<>(Arrays.asList(2, 3))) + " "
                + SetUtils.difference(new java.util.HashSet<>(Arrays.asList(1, 2, 3)), new java.util.HashSet<>(Arrays.asList(2))) + " " + SetUtils.emptyIfNull(null));
        step("map utils", () -> {
            Map<String, Object> m = new HashMap<>();
            m.put("n", "12"); m.put("b", "true");
            return MapUtils.getInteger(m, "n") + " " + MapUtils.getBooleanValue(m, "b") + " " + MapUtils.getString(m, "zz", "dflt") + " "
                    + MapUtils.invertMap(MapUtils.putAll(new TreeMap<String, String>(), new String[][] {{"k1", "v1"}, {"k2", "v2"}}));
        });
        step("iterator utils", () -> IteratorUtils.toList(IteratorUtils.chainedIterator(Arrays.asList(1, 2).iterator(), Arrays.asList(3).iterator()))
                + " " + IteratorUtils.toList(IteratorUtils.filteredIterator(Arrays.asList(1, 2, 3, 4).iterator(), x -> x > 2))
                + " " + IteratorUtils.toString(IteratorUtils.boundedIterator(IteratorUtils.loopingIterator(Arrays.asList("a", "b")), 5))
                + " " + IteratorUtils.toList(new PermutationIterator<>(Arrays.asList(1, 2, 3))));
        step("iterable utils", () -> IterableUtils.toString(IterableUtils.reversedIterable(Arrays.asList(1, 2, 3))) + " "
                + IterableUtils.frequency(Arrays.asList("a", "b", "a"), "a") + " " + IterableUtils.toList(IterableUtils.zippingIterable(Arrays.asList(1, 3), Arrays.asList(2, 4)))
                + " " + IterableUtils.matchesAll(Arrays.asList(2, 4), x -> x % 2 == 0));
        step("predicates", () -> CollectionUtils.select(Arrays.asList("a", null, "bb", "ccc"),
                PredicateUtils.andPredicate(PredicateUtils.notNullPredicate(), s -> s.length() > 1)));
        step("comparators", () -> {
            List<String> l = new ArrayList<>(Arrays.asList("b", null, "a", "c"));
            l.sort(ComparatorUtils.nullLowComparator(ComparatorUtils.reversedComparator(ComparatorUtils.<String>naturalComparator())));
            return l;
        });
        step("composite", () -> {
            CompositeCollection<Integer> c = new CompositeCollection<>(new ArrayList<>(Arrays.asList(1, 2)), new ArrayList<>(Arrays.asList(3)));
            Collection<Integer> all = new ArrayList<>(c);
            return all + " " + c.size() + " " + c.contains(3);
        });
        step("unmodifiable", () -> {
            try {
                org.apache.commons.collections4.list.UnmodifiableList.unmodifiableList(new ArrayList<>(Arrays.asList(1))).add(2);
                return "added";
            } catch (UnsupportedOperationException e) {
                return "UOE";
            }
        });
        System.out.println("failures: " + failures);
    }
}
