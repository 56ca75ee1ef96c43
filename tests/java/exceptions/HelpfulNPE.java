// JDK 17 helpful NullPointerException messages (JEP 358). Without -g, locals
// are named <localN>; fields, statics, array elements and method results are named.
public class HelpfulNPE {
    String name;
    HelpfulNPE next;
    static String staticStr;
    int[] numbers;

    String getName() { return name; }

    static void show(Runnable r) {
        try {
            r.run();
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
    }

    public static void main(String[] args) {
        HelpfulNPE h = new HelpfulNPE();
        show(() -> System.out.println(h.name.length()));
        show(() -> System.out.println(h.next.name));
        show(() -> System.out.println(staticStr.isEmpty()));
        show(() -> System.out.println(h.numbers[0]));
        show(() -> h.numbers[1] = 5);
        show(() -> System.out.println(h.getName().trim()));
        show(() -> { HelpfulNPE n = null; n.name = "x"; });
        show(() -> { String[] arr = new String[1]; System.out.println(arr[0].length()); });
        show(() -> { int[] arr = null; System.out.println(arr.length); });
        show(() -> { Object o = null; synchronized (o) { System.out.println(); } });
        show(() -> { RuntimeException e = null; throw e; });
        show(() -> { Integer i = null; int x = i; System.out.println(x); });
        show(() -> { long[][] m = new long[2][]; m[1][0] = 3; });
    }
}
