// Simple java.util.stream pipelines on lists: filter/map/collect(toList, joining,
// groupingBy into a TreeMap, counting), reduce, sum/average over mapToInt, sorted,
// distinct, limit/skip, anyMatch/allMatch/noneMatch, findFirst, IntStream.range.
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

public class SimpleStreams {
    public static void main(String[] args) {
        List<String> words = List.of("delta", "alpha", "charlie", "bravo", "echo", "alpha", "foxtrot", "golf");
        System.out.println(words.stream().filter(w -> w.length() > 4).map(String::toUpperCase).collect(Collectors.toList()));
        System.out.println(words.stream().sorted().distinct().collect(Collectors.joining(", ", "<", ">")));
        System.out.println(words.stream().map(String::length).reduce(0, Integer::sum) + " " + words.stream().mapToInt(String::length).sum()
            + " " + words.stream().mapToInt(String::length).max().getAsInt());
        Map<Integer, List<String>> byLen = words.stream().distinct().collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.toList()));
        System.out.println(byLen);
        Map<Character, Long> byFirst = words.stream().collect(Collectors.groupingBy(w -> w.charAt(0), TreeMap::new, Collectors.counting()));
        System.out.println(byFirst);
        System.out.println(words.stream().skip(2).limit(3).collect(Collectors.toList()) + " " + words.stream().count());
        System.out.println(words.stream().anyMatch(w -> w.startsWith("g")) + " " + words.stream().allMatch(w -> w.length() >= 4)
            + " " + words.stream().noneMatch(String::isEmpty) + " " + words.stream().filter(w -> w.contains("o")).findFirst().get());
        System.out.println(IntStream.range(0, 10).sum() + " " + IntStream.rangeClosed(1, 5).map(x -> x * x).boxed().collect(Collectors.toList())
            + " " + IntStream.range(0, 5).mapToObj(i -> "i" + i).collect(Collectors.joining("")));
        System.out.println(Stream.of(3, 1, 2).sorted((a, b) -> b - a).map(String::valueOf).collect(Collectors.joining("")) + " "
            + Stream.iterate(1, x -> x * 2).limit(10).reduce(0, Integer::sum));
        double avg = words.stream().mapToInt(String::length).average().orElse(0);
        System.out.println("average length " + avg);
        StringBuilder sb = new StringBuilder();
        words.stream().filter(w -> w.length() == 4).forEach(w -> sb.append(w).append(';'));
        System.out.println(sb);
        Map<String, Integer> lengths = words.stream().collect(Collectors.toMap(w -> w, String::length, (a, b) -> a + b, TreeMap::new));
        System.out.println(lengths);
    }
}
