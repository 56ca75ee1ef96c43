import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.stream.*;

public class ParallelStreams {
    static boolean poolThread(String name, String prefix) {
        return name.equals("main") || name.startsWith(prefix);
    }

    public static void main(String[] args) throws Exception {
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 5000; i++) list.add((i * 7919) % 10007);
        Set<String> threads = ConcurrentHashMap.newKeySet();

        List<Integer> seq = list.stream().filter(x -> x % 3 != 0).map(x -> x * 2).collect(Collectors.toList());
        List<Integer> par = list.parallelStream().filter(x -> x % 3 != 0).map(x -> { threads.add(Thread.currentThread().getName()); return x * 2; }).collect(Collectors.toList());
        System.out.println("collect toList same " + seq.equals(par) + " size " + par.size() + " parallel " + list.parallelStream().isParallel());
        System.out.println("threads are main or common workers " + threads.stream().allMatch(n -> poolThread(n, "ForkJoinPool.commonPool-worker-")));
        System.out.println("toList " + list.stream().map(x -> x + 1).toList().equals(list.parallelStream().map(x -> x + 1).toList()));
        System.out.println("toArray " + Arrays.equals(list.stream().map(x -> -x).toArray(), list.parallelStream().map(x -> -x).toArray())
                + " " + Arrays.equals(list.stream().toArray(Integer[]::new), list.stream().parallel().toArray(Integer[]::new)));
        System.out.println("reduce " + list.parallelStream().reduce(0, Integer::sum) + " " + list.stream().reduce(0, Integer::sum)
                + " opt " + list.parallelStream().reduce(Integer::max) + " " + list.stream().reduce(Integer::max)
                + " 3-arg " + list.parallelStream().reduce(0L, (a, b) -> a + b * b, Long::sum) + " " + list.stream().reduce(0L, (a, b) -> a + b * b, Long::sum));
        // a non-commutative but associative reduction keeps encounter order
        String s1 = list.stream().limit(200).map(String::valueOf).reduce("", (a, b) -> a + "," + b);
        String s2 = list.subList(0, 200).parallelStream().map(String::valueOf).reduce("", (a, b) -> a + "," + b);
        System.out.println("string reduce same " + s1.equals(s2) + " joining same " + list.parallelStream().map(String::valueOf).collect(Collectors.joining("|")).equals(list.stream().map(String::valueOf).collect(Collectors.joining("|"))));
        System.out.println("groupingBy same " + list.parallelStream().collect(Collectors.groupingBy(x -> x % 10, TreeMap::new, Collectors.counting()))
                .equals(list.stream().collect(Collectors.groupingBy(x -> x % 10, TreeMap::new, Collectors.counting()))));
        StringBuilder sb = list.parallelStream().limit(50).collect(StringBuilder::new, (b, x) -> b.append(x % 10), StringBuilder::append);
        StringBuilder sb2 = list.stream().limit(50).collect(StringBuilder::new, (b, x) -> b.append(x % 10), StringBuilder::append);
        System.out.println("collect 3-arg same " + sb.toString().equals(sb2.toString()) + " " + sb);
        System.out.println("count " + list.parallelStream().filter(x -> x > 5000).count() + " " + list.stream().filter(x -> x > 5000).count());
        System.out.println("match " + list.parallelStream().anyMatch(x -> x == 4) + " " + list.parallelStream().allMatch(x -> x >= 0) + " " + list.parallelStream().noneMatch(x -> x > 10007));
        System.out.println("findFirst " + list.parallelStream().filter(x -> x > 9000).findFirst() + " " + list.stream().filter(x -> x > 9000).findFirst()
                + " findAny present " + list.parallelStream().filter(x -> x > 9000).findAny().isPresent());
        System.out.println("min/max " + list.parallelStream().min(Comparator.naturalOrder()) + " " + list.parallelStream().max(Comparator.naturalOrder()));
        List<Integer> ordered = new ArrayList<>();
        list.parallelStream().map(x -> x % 100).forEachOrdered(ordered::add);
        System.out.println("forEachOrdered same " + ordered.equals(list.stream().map(x -> x % 100).collect(Collectors.toList())));
        LongAdder adder = new LongAdder();
        list.parallelStream().forEach(adder::add);
        System.out.println("forEach sum " + adder.sum());
        // sorted/distinct/limit still give the sequential answer
        System.out.println("sorted " + list.parallelStream().sorted().limit(5).collect(Collectors.toList()) + " distinct " + list.parallelStream().map(x -> x % 7).distinct().sorted().collect(Collectors.toList())
                + " skip " + list.parallelStream().skip(4995).collect(Collectors.toList()));

        // primitive streams
        System.out.println("int sum " + IntStream.range(0, 100000).parallel().map(x -> x % 1000).sum() + " " + IntStream.range(0, 100000).map(x -> x % 1000).sum());
        System.out.println("int rangeClosed " + IntStream.rangeClosed(1, 1000).parallel().filter(x -> x % 7 == 0).boxed().collect(Collectors.toList()).equals(IntStream.rangeClosed(1, 1000).filter(x -> x % 7 == 0).boxed().collect(Collectors.toList())));
        System.out.println("long " + LongStream.rangeClosed(1, 20000).parallel().map(x -> x * x).sum() + " " + LongStream.rangeClosed(1, 20000).parallel().summaryStatistics());
        System.out.println("double " + DoubleStream.of(1.5, 2.5, 3.5, 4.5).parallel().map(x -> x * 2).sum() + " " + Arrays.stream(new double[] { 3, 1, 2 }).parallel().max());
        System.out.println("int array " + Arrays.toString(Arrays.stream(new int[] { 5, 4, 3, 2, 1 }).parallel().map(x -> x * 10).toArray())
                + " avg " + IntStream.range(0, 10).parallel().average() + " count " + IntStream.range(0, 1000).parallel().filter(x -> x % 2 == 0).count());
        System.out.println("mapToObj " + IntStream.range(0, 20).parallel().mapToObj(Integer::toString).collect(Collectors.joining(",")));
        System.out.println("flatMap " + Stream.of(1, 2, 3, 4).parallel().flatMap(x -> Stream.of(x, x * 10)).collect(Collectors.toList()));

        // inside a custom pool, the parallel work stays in that pool
        ForkJoinPool pool = new ForkJoinPool(3);
        Set<String> names = pool.submit(() -> list.parallelStream().map(x -> Thread.currentThread().getName()).collect(Collectors.toSet())).get();
        System.out.println("custom pool threads only " + names.stream().allMatch(n -> n.startsWith("ForkJoinPool-1-worker-")));
        System.out.println("custom pool sum " + pool.submit(() -> IntStream.range(0, 50000).parallel().asLongStream().sum()).get());

        // an exception in a parallel stage reaches the caller (possibly rebuilt by the joining thread)
        try {
            IntStream.range(0, 10000).parallel().map(x -> { if (x == 7777) throw new IllegalStateException("boom at " + x); return x; }).sum();
        } catch (IllegalStateException e) {
            System.out.println("exception " + e.getClass().getSimpleName() + " mentions boom " + String.valueOf(e.getMessage()).contains("boom at 7777"));
        }
        // sequential() turns it back off
        Set<String> seqThreads = ConcurrentHashMap.newKeySet();
        list.parallelStream().sequential().forEach(x -> seqThreads.add(Thread.currentThread().getName()));
        System.out.println("sequential " + seqThreads);
    }
}
