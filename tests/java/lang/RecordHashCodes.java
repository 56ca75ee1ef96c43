// Exact record hashCode values (31 * h + field hash, as ObjectMethods computes
// them) and records nested in records, with generic components.
import java.util.List;

public class RecordHashCodes {
    record Pair<A, B>(A first, B second) { }
    record Line(Pair<Integer, Integer> from, Pair<Integer, Integer> to) { }
    record Prims(byte b, short s, int i, long l, float f, double d, boolean z, char c) { }

    public static void main(String[] args) {
        Pair<String, Integer> p = new Pair<>("a", 1);
        System.out.println(p + " " + p.hashCode());
        System.out.println(new Pair<>(null, null).hashCode() + " " + new Pair<>(null, null));
        Line l = new Line(new Pair<>(0, 0), new Pair<>(3, 4));
        System.out.println(l + " " + l.hashCode());
        Prims pr = new Prims((byte) 1, (short) 2, 3, 4L, 5.5f, 6.25, true, 'z');
        System.out.println(pr + " " + pr.hashCode());
        System.out.println(new Pair<>(List.of(1, 2), "x").hashCode());
        System.out.println(new Pair<>(1, 2).equals(new Pair<>(1, 2)) + " " + new Pair<>(1, 2).equals(new Pair<>(1L, 2L)));
    }
}
