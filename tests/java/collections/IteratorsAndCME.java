// Iterator.remove, ConcurrentModificationException from structural modification
// during iteration (ArrayList, HashMap, LinkedList), fail-fast only on structural
// changes, and the for-each desugaring.
import java.util.ArrayList;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;

public class IteratorsAndCME {
    public static void main(String[] args) {
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < 10; i++) l.add(i);
        Iterator<Integer> it = l.iterator();
        while (it.hasNext()) if (it.next() % 3 == 0) it.remove();
        System.out.println(l);
        try {
            it.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove twice: IllegalStateException");
        }
        try {
            it.next();
        } catch (NoSuchElementException e) {
            System.out.println("next past end: NoSuchElementException");
        }
        try {
            for (Integer x : l) if (x == 4) l.remove(x);
        } catch (ConcurrentModificationException e) {
            System.out.println("ArrayList CME " + e.getClass().getName());
        }
        List<Integer> l2 = new ArrayList<>(List.of(1, 2, 3));
        for (Integer x : l2) if (x == 2) l2.remove(x);   // removing the second-to-last: no CME (hasNext false)
        System.out.println("quirk: " + l2);
        List<Integer> l3 = new ArrayList<>(List.of(1, 2, 3));
        for (int i = 0; i < l3.size(); i++) l3.set(i, l3.get(i) * 10);   // set is not structural
        for (Integer x : l3) l3.set(0, x);
        System.out.println("set during iteration ok: " + l3);
        Map<String, Integer> m = new HashMap<>(Map.of("a", 1, "b", 2, "c", 3));
        try {
            for (String k : m.keySet()) m.put(k + k, 0);
        } catch (ConcurrentModificationException e) {
            System.out.println("HashMap CME");
        }
        Map<String, Integer> m2 = new HashMap<>();
        m2.put("x", 1); m2.put("y", 2);
        for (String k : m2.keySet()) m2.put(k, 100);   // replacing a value is not structural
        System.out.println("value replace ok: " + m2);
        LinkedList<String> ll = new LinkedList<>(List.of("p", "q", "r"));
        try {
            for (String s : ll) if (s.equals("p")) ll.add("s");
        } catch (ConcurrentModificationException e) {
            System.out.println("LinkedList CME");
        }
        Iterator<String> li = ll.iterator();
        while (li.hasNext()) if (li.next().equals("q")) li.remove();
        System.out.println(ll);
        Iterator<Map.Entry<String, Integer>> mi = m2.entrySet().iterator();
        mi.next();
        mi.remove();
        System.out.println("map after iterator remove: " + m2.size());
        l.removeIf(x -> x > 5);
        System.out.println(l);
        Iterable<Integer> custom = () -> new Iterator<Integer>() {
            int n = 3;
            public boolean hasNext() { return n > 0; }
            public Integer next() { return n--; }
        };
        for (int v : custom) System.out.print(v + " ");
        System.out.println();
        List<Integer> forEachRemaining = new ArrayList<>();
        Iterator<Integer> rest = List.of(7, 8, 9).iterator();
        rest.next();
        rest.forEachRemaining(forEachRemaining::add);
        System.out.println(forEachRemaining);
    }
}
