// Generic container classes written by hand: a growable array list, a binary
// search tree map with a Comparator, an Optional-like Maybe with map/flatMap,
// and a generic LRU cache on top of LinkedHashMap.
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.function.Function;

public class GenericClasses {
    static class Vec<T> implements Iterable<T> {
        private Object[] items = new Object[2];
        private int size;
        void add(T t) { if (size == items.length) items = java.util.Arrays.copyOf(items, size * 2); items[size++] = t; }
        @SuppressWarnings("unchecked") T get(int i) { if (i >= size) throw new IndexOutOfBoundsException("index " + i + " size " + size); return (T) items[i]; }
        int size() { return size; }
        public Iterator<T> iterator() {
            return new Iterator<T>() {
                int i = 0;
                public boolean hasNext() { return i < size; }
                public T next() { if (i >= size) throw new NoSuchElementException(); return get(i++); }
            };
        }
    }

    static class Tree<K, V> {
        private final class Node { K k; V v; Node l, r; Node(K k, V v) { this.k = k; this.v = v; } }
        private Node root;
        private final Comparator<? super K> cmp;
        private int size;
        Tree(Comparator<? super K> cmp) { this.cmp = cmp; }
        void put(K k, V v) { root = put(root, k, v); }
        private Node put(Node n, K k, V v) {
            if (n == null) { size++; return new Node(k, v); }
            int c = cmp.compare(k, n.k);
            if (c < 0) n.l = put(n.l, k, v); else if (c > 0) n.r = put(n.r, k, v); else n.v = v;
            return n;
        }
        V get(K k) { Node n = root; while (n != null) { int c = cmp.compare(k, n.k); if (c == 0) return n.v; n = c < 0 ? n.l : n.r; } return null; }
        void inorder(Node n, StringBuilder sb) { if (n == null) return; inorder(n.l, sb); sb.append(n.k).append(':').append(n.v).append(' '); inorder(n.r, sb); }
        public String toString() { StringBuilder sb = new StringBuilder(); inorder(root, sb); return sb.toString().trim() + " (" + size + ")"; }
        int height() { return height(root); }
        private int height(Node n) { return n == null ? 0 : 1 + Math.max(height(n.l), height(n.r)); }
    }

    static abstract class Maybe<T> {
        abstract <R> Maybe<R> map(Function<? super T, ? extends R> f);
        abstract <R> Maybe<R> flatMap(Function<? super T, Maybe<R>> f);
        abstract T orElse(T other);
        static <T> Maybe<T> of(T t) { return t == null ? none() : new Some<>(t); }
        @SuppressWarnings("unchecked") static <T> Maybe<T> none() { return (Maybe<T>) NONE; }
        private static final Maybe<Object> NONE = new Maybe<Object>() {
            <R> Maybe<R> map(Function<? super Object, ? extends R> f) { return none(); }
            <R> Maybe<R> flatMap(Function<? super Object, Maybe<R>> f) { return none(); }
            Object orElse(Object o) { return o; }
            public String toString() { return "None"; }
        };
    }

    static final class Some<T> extends Maybe<T> {
        final T v; Some(T v) { this.v = v; }
        <R> Maybe<R> map(Function<? super T, ? extends R> f) { return Maybe.of(f.apply(v)); }
        <R> Maybe<R> flatMap(Function<? super T, Maybe<R>> f) { return f.apply(v); }
        T orElse(T other) { return v; }
        public String toString() { return "Some(" + v + ")"; }
    }

    static class Lru<K, V> extends LinkedHashMap<K, V> {
        private final int cap;
        Lru(int cap) { super(16, 0.75f, true); this.cap = cap; }
        @Override protected boolean removeEldestEntry(Map.Entry<K, V> e) { return size() > cap; }
    }

    static Maybe<Integer> parse(String s) {
        try { return Maybe.of(Integer.parseInt(s)); } catch (NumberFormatException e) { return Maybe.none(); }
    }

    public static void main(String[] args) {
        Vec<String> v = new Vec<>();
        for (String s : "a b c d e".split(" ")) v.add(s.toUpperCase());
        StringBuilder sb = new StringBuilder();
        for (String s : v) sb.append(s);
        System.out.println(sb + " " + v.size() + " " + v.get(4));
        try { v.get(9); } catch (IndexOutOfBoundsException e) { System.out.println(e.getMessage()); }
        Tree<String, Integer> t = new Tree<>(Comparator.naturalOrder());
        for (String w : "m f t b h p w a c".split(" ")) t.put(w, w.charAt(0) - 'a');
        t.put("m", -1);
        System.out.println(t + " height " + t.height() + " get(h)=" + t.get("h") + " get(z)=" + t.get("z"));
        Tree<Integer, String> rev = new Tree<>(Comparator.reverseOrder());
        for (int i = 1; i <= 5; i++) rev.put(i, "v" + i);
        System.out.println(rev);
        System.out.println(parse("21").map(x -> x * 2) + " " + parse("x").map(x -> x * 2) + " "
            + parse("5").flatMap(x -> x > 3 ? Maybe.of("big") : Maybe.none()) + " " + parse("oops").orElse(-1));
        Lru<String, Integer> cache = new Lru<>(3);
        cache.put("a", 1); cache.put("b", 2); cache.put("c", 3);
        cache.get("a");
        cache.put("d", 4);
        System.out.println(cache.keySet() + " " + cache);
    }
}
