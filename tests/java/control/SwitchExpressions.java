// Java 14+ switch expressions: arrow labels, multiple labels, blocks with yield,
// old-style colon labels with yield, expressions as arguments, exhaustive enums.
public class SwitchExpressions {
    enum Op { ADD, SUB, MUL, DIV }

    static int apply(Op op, int a, int b) {
        return switch (op) {
            case ADD -> a + b;
            case SUB -> a - b;
            case MUL -> a * b;
            case DIV -> {
                if (b == 0) {
                    System.out.println("  (division by zero, yielding 0)");
                    yield 0;
                }
                yield a / b;
            }
        };
    }

    static String size(int n) {
        return switch (n) {
            case 0 -> "none";
            case 1, 2, 3 -> "few";
            case 4, 5, 6, 7, 8, 9 -> "several";
            default -> {
                String s = n < 0 ? "negative" : "many";
                yield s + "(" + n + ")";
            }
        };
    }

    static int colonYield(String s) {
        int v = switch (s) {
            case "one":
                yield 1;
            case "two":
            case "deux":
                yield 2;
            default:
                int len = s.length();
                yield len * 100;
        };
        return v;
    }

    static double kind(Object o) {
        return switch (o.getClass().getSimpleName()) {
            case "Integer" -> ((Integer) o) * 1.5;
            case "String" -> ((String) o).length();
            default -> -1;
        };
    }

    public static void main(String[] args) {
        for (Op op : Op.values()) {
            System.out.println(op + " 12,4 = " + apply(op, 12, 4) + "; 7,0 = " + apply(op, 7, 0));
        }
        for (int n : new int[] { 0, 2, 5, 10, -4 }) System.out.println(n + " -> " + size(n));
        for (String s : new String[] { "one", "two", "deux", "three" }) {
            System.out.println(s + " -> " + colonYield(s));
        }
        System.out.println(kind(10) + " " + kind("hello") + " " + kind(2.0));
        int x = 3;
        System.out.println("inline: " + switch (x) { case 3 -> "three"; default -> "?"; });
        char grade = 'B';
        String msg = switch (grade) {
            case 'A', 'B' -> {
                String m = "good";
                yield m.toUpperCase();
            }
            case 'C' -> "ok";
            default -> throw new IllegalStateException("bad grade " + grade);
        };
        System.out.println(msg);
        try {
            char g = 'Z';
            String never = switch (g) {
                case 'A' -> "a";
                default -> throw new IllegalStateException("bad grade " + g);
            };
            System.out.println(never);
        } catch (IllegalStateException e) {
            System.out.println("caught: " + e.getMessage());
        }
        long total = 0;
        for (int i = 0; i < 20; i++) {
            total += switch (i % 4) {
                case 0 -> 1L;
                case 1 -> 10L;
                case 2 -> { long t = i; yield t * t; }
                default -> -5L;
            };
        }
        System.out.println("total = " + total);
    }
}
