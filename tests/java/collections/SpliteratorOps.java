import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.PrimitiveIterator;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** Spliterators: the factories, trySplit of arrays and iterators, the collection defaults,
 *  the Abstract* bases, StreamSupport over spliterators and Stream.spliterator(). */
public class SpliteratorOps {
    static <T> List<T> drain(Spliterator<T> s) {
        List<T> out = new ArrayList<>();
        s.forEachRemaining(out::add);
        return out;
    }

    static String chars(Spliterator<?> s) {
        StringBuilder b = new StringBuilder();
        String[] names = {"ORDERED", "DISTINCT", "SORTED", "SIZED", "NONNULL", "IMMUTABLE", "CONCURRENT", "SUBSIZED"};
        int[] bits = {Spliterator.ORDERED, Spliterator.DISTINCT, Spliterator.SORTED, Spliterator.SIZED, Spliterator.NONNULL,
                Spliterator.IMMUTABLE, Spliterator.CONCURRENT, Spliterator.SUBSIZED};
        for (int i = 0; i < bits.length; i++)
            if (s.hasCharacteristics(bits[i]))
                b.append(names[i]).append(' ');
        return b.toString().trim();
    }

    public static void main(String[] args) {
        Integer[] boxed = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10};
        Spliterator<Integer> a = Arrays.spliterator(boxed);
        System.out.println("array: size=" + a.estimateSize() + " exact=" + a.getExactSizeIfKnown() + " " + chars(a));
        Spliterator<Integer> pre = a.trySplit();
        System.out.println("split: prefix=" + drain(pre) + " rest=" + drain(a) + " after=" + a.estimateSize());
        Spliterator<Integer> sub = Arrays.spliterator(boxed, 2, 5);
        StringBuilder one = new StringBuilder();
        while (sub.tryAdvance(one::append))
            one.append(',');
        System.out.println("range: " + one + " more=" + sub.tryAdvance(x -> {}));
        try {
            Arrays.spliterator(boxed, 4, 2);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("bad range: " + e.getMessage());
        }

        Spliterator.OfInt ints = Arrays.spliterator(new int[] {5, 6, 7, 8, 9});
        Spliterator.OfInt ip = ints.trySplit();
        int[] sum = {0};
        ip.forEachRemaining((int v) -> sum[0] += v);
        ints.tryAdvance((Consumer<Integer>) v -> sum[0] += v * 100);
        System.out.println("int split sum=" + sum[0] + " left=" + ints.estimateSize());
        System.out.println("long/double: " + drain(Arrays.spliterator(new long[] {1L, 2L})) + drain(Arrays.spliterator(new double[] {0.5}, 0, 1)));

        List<String> list = new ArrayList<>(Arrays.asList("a", "b", "c", "d"));
        Spliterator<String> ls = list.spliterator();
        list.add("e"); // late binding: the iterator is taken at the first use
        System.out.println("list: " + chars(ls) + " size=" + ls.estimateSize() + " " + drain(ls));
        Spliterator<String> lk = new LinkedList<>(Arrays.asList("x", "y", "z")).spliterator();
        Spliterator<String> lkPre = lk.trySplit();
        System.out.println("linked split: " + drain(lkPre) + " rest=" + drain(lk));
        Spliterator<Integer> hs = new HashSet<>(Arrays.asList(3, 1, 2)).spliterator();
        System.out.println("set: " + hs.hasCharacteristics(Spliterator.DISTINCT) + " " + hs.hasCharacteristics(Spliterator.SIZED));
        TreeSet<String> ts = new TreeSet<>(Comparator.reverseOrder());
        ts.addAll(Arrays.asList("m", "z", "a"));
        Spliterator<String> tss = ts.spliterator();
        System.out.println("sorted: " + tss.hasCharacteristics(Spliterator.SORTED) + " cmp=" + (tss.getComparator() != null) + " " + drain(tss));
        try {
            Arrays.spliterator(boxed).getComparator();
        } catch (IllegalStateException e) {
            System.out.println("unsorted getComparator: IllegalStateException");
        }

        Iterable<Integer> it = () -> Arrays.asList(9, 8, 7).iterator();
        Spliterator<Integer> is = it.spliterator();
        System.out.println("iterable: sized=" + is.hasCharacteristics(Spliterator.SIZED) + " est=" + is.estimateSize() + " " + drain(is));
        Spliterator<Integer> big = Spliterators.spliteratorUnknownSize(IntStream.range(0, 3000).boxed().iterator(), Spliterator.ORDERED);
        Spliterator<Integer> b1 = big.trySplit(), b2 = big.trySplit();
        System.out.println("batches: " + b1.estimateSize() + " " + b2.estimateSize() + " first=" + drain(b2).get(0) + " rest=" + drain(big).size());
        Spliterator<String> sized = Spliterators.spliterator(Arrays.asList("p", "q").iterator(), 2, 0);
        System.out.println("sized iterator: " + chars(sized) + " " + drain(sized));

        Spliterator<Integer> counter = new Spliterators.AbstractSpliterator<Integer>(Long.MAX_VALUE, Spliterator.ORDERED) {
            int n;
            public boolean tryAdvance(Consumer<? super Integer> action) {
                if (n >= 2500)
                    return false;
                action.accept(n++);
                return true;
            }
        };
        Spliterator<Integer> cp = counter.trySplit();
        System.out.println("abstract: prefix=" + cp.estimateSize() + " " + chars(cp) + " rest=" + drain(counter).size());
        PrimitiveIterator.OfInt back = Spliterators.iterator(Spliterators.spliterator(new int[] {4, 2}, 0));
        System.out.println("iterator back: " + back.nextInt() + back.nextInt() + " " + back.hasNext());
        Iterator<String> empty = Spliterators.iterator(Spliterators.<String>emptySpliterator());
        System.out.println("empty: " + empty.hasNext() + " " + Spliterators.emptyIntSpliterator().estimateSize());

        Stream<String> s = StreamSupport.stream(Arrays.asList("one", "two", "three").spliterator(), false);
        System.out.println("stream: " + s.map(String::toUpperCase).collect(Collectors.joining("|")));
        System.out.println("parallel flag: " + StreamSupport.stream(list.spliterator(), true).isParallel());
        int[] calls = {0};
        Stream<Integer> lazy = StreamSupport.stream(() -> {
            calls[0]++;
            return Arrays.asList(1, 2, 3).spliterator();
        }, Spliterator.SIZED, false);
        System.out.println("supplier before=" + calls[0] + " sum=" + lazy.mapToInt(Integer::intValue).sum() + " after=" + calls[0]);
        System.out.println("intStream: " + StreamSupport.intStream(Spliterators.spliterator(new int[] {3, 4}, 0), false).map(x -> x * x).sum());
        Spliterator<Integer> fromStream = Stream.of(10, 20, 30).filter(x -> x > 10).spliterator();
        System.out.println("stream spliterator: " + drain(fromStream));
        Spliterator.OfInt fromInts = IntStream.rangeClosed(1, 4).spliterator();
        int[] prod = {1};
        fromInts.forEachRemaining((int v) -> prod[0] *= v);
        System.out.println("int stream spliterator: " + prod[0]);
        Collection<String> custom = new java.util.AbstractCollection<String>() {
            public Iterator<String> iterator() {
                return Arrays.asList("c1", "c2").iterator();
            }
            public int size() {
                return 2;
            }
        };
        System.out.println("collection default: " + chars(custom.spliterator()) + " " + drain(custom.spliterator()));
    }
}
