// System.exit deep inside nested calls and loops, inside a catch block; status 7.
// Also Runtime.getRuntime().exit goes the same way. Stderr output is kept too.
public class ExitFromNestedCalls {
    static int depth = 0;

    static void descend(int n) {
        depth++;
        if (n == 0) {
            try {
                throw new RuntimeException("trigger");
            } catch (RuntimeException e) {
                System.out.println("caught " + e.getMessage() + " at depth " + depth);
                System.err.println("about to exit with 7");
                Runtime.getRuntime().exit(7);
            }
        }
        for (int i = 0; i < 3; i++) descend(n - 1);
        System.out.println("unreachable");
    }

    public static void main(String[] args) {
        descend(5);
        System.out.println("unreachable too");
    }
}
