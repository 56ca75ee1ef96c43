// Wildcards (? extends / ? super, PECS), raw types, erasure: the checkcast
// javac inserts at the use site fails, not the insertion; instanceof of generic
// types erased; heap pollution detected late.
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

public class WildcardsAndErasure {
    static double sum(Collection<? extends Number> xs) {
        double s = 0;
        for (Number n : xs) s += n.doubleValue();
        return s;
    }

    static void fill(List<? super Integer> sink, int n) {
        for (int i = 0; i < n; i++) sink.add(i);
    }

    static int countAll(List<?> xs) { return xs.size(); }

    static <T> void copy(List<? super T> dst, List<? extends T> src) { for (T t : src) dst.add(t); }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    public static void main(String[] args) {
        List<Integer> ints = new ArrayList<>(List.of(1, 2, 3));
        List<Double> doubles = List.of(0.5, 0.25);
        System.out.println(sum(ints) + " " + sum(doubles));
        List<Number> nums = new ArrayList<>();
        List<Object> objs = new ArrayList<>();
        fill(nums, 3);
        fill(objs, 2);
        objs.add("mixed");
        System.out.println(nums + " " + objs + " " + countAll(objs));
        copy(objs, ints);
        System.out.println(objs);
        List raw = ints;
        raw.add("not an int");   // heap pollution: no error here
        System.out.println("raw add succeeded, size " + ints.size());
        Object last = ints.get(3);   // no cast needed to Object
        System.out.println("as Object: " + last);
        try {
            Integer bad = ints.get(3);  // checkcast Integer inserted here
            System.out.println(bad);
        } catch (ClassCastException e) {
            System.out.println("CCE at use site: " + e.getMessage());
        }
        try {
            int total = 0;
            for (Integer i : ints) total += i;
            System.out.println(total);
        } catch (ClassCastException e) {
            System.out.println("CCE in loop");
        }
        List<String> strings = new ArrayList<>();
        List<Integer> integers = new ArrayList<>();
        System.out.println("same class after erasure: " + (strings.getClass() == integers.getClass()));
        Object o = strings;
        System.out.println("instanceof List<?>: " + (o instanceof List<?>));
        List<String>[] arrayOfLists = new List[2];
        arrayOfLists[0] = List.of("a");
        Object[] asObjects = arrayOfLists;
        asObjects[1] = List.of(42);   // allowed: component type is List
        try {
            String s = arrayOfLists[1].get(0);
            System.out.println(s);
        } catch (ClassCastException e) {
            System.out.println("CCE from generic array: " + e.getMessage());
        }
    }
}
