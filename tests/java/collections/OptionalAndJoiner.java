// java.util.Optional (of/empty/ofNullable, map/flatMap/filter, orElse/orElseGet/
// orElseThrow, ifPresent/ifPresentOrElse, toString, equals) and StringJoiner.
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.StringJoiner;

public class OptionalAndJoiner {
    static Optional<Integer> parse(String s) {
        try { return Optional.of(Integer.parseInt(s)); } catch (NumberFormatException e) { return Optional.empty(); }
    }

    public static void main(String[] args) {
        Optional<String> some = Optional.of("value");
        Optional<String> none = Optional.empty();
        Optional<String> nullable = Optional.ofNullable(null);
        System.out.println(some + " " + none + " " + nullable + " " + some.isPresent() + " " + none.isEmpty() + " " + none.equals(nullable));
        System.out.println(some.map(String::length).orElse(-1) + " " + none.map(String::length).orElse(-1));
        System.out.println(some.filter(s -> s.startsWith("v")).isPresent() + " " + some.filter(s -> s.startsWith("x")).isPresent());
        System.out.println(parse("12").flatMap(x -> parse("" + (x * 2))).get() + " " + parse("zz").flatMap(x -> parse("1")).isPresent());
        System.out.println(none.orElseGet(() -> "computed") + " " + some.orElseGet(() -> "not used") + " " + none.or(() -> Optional.of("alt")).get());
        some.ifPresent(v -> System.out.println("present: " + v));
        none.ifPresent(v -> System.out.println("never"));
        none.ifPresentOrElse(v -> System.out.println("never"), () -> System.out.println("absent branch"));
        try {
            none.get();
        } catch (NoSuchElementException e) {
            System.out.println("get on empty: " + e.getMessage());
        }
        try {
            none.orElseThrow(() -> new IllegalStateException("custom"));
        } catch (IllegalStateException e) {
            System.out.println("orElseThrow: " + e.getMessage());
        }
        try {
            Optional.of(null);
        } catch (NullPointerException e) {
            System.out.println("Optional.of(null): NPE");
        }
        System.out.println(Optional.of(5).equals(Optional.of(5)) + " " + some.orElseThrow());
        StringJoiner j = new StringJoiner(", ", "[", "]");
        System.out.println(j + " length " + j.length());
        j.setEmptyValue("EMPTY");
        System.out.println(j);
        j.add("a").add("b").add("c");
        System.out.println(j + " length " + j.length());
        StringJoiner k = new StringJoiner("-");
        k.add("x");
        k.add("y");
        j.merge(k);
        System.out.println(j);
        StringJoiner plain = new StringJoiner("|");
        for (int i = 0; i < 5; i++) plain.add(Integer.toString(i * i));
        System.out.println(plain + " " + String.join("/", "a", "b"));
    }
}
