// Deep recursion throws StackOverflowError, which can be caught; the program
// continues normally afterwards (and can overflow again).
public class StackOverflow {
    static int depth = 0;

    static void recurse() {
        depth++;
        recurse();
    }

    static long sumTo(long n) { return n == 0 ? 0 : n + sumTo(n - 1); }

    public static void main(String[] args) {
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError, depth > 1000: " + (depth > 1000));
        }
        System.out.println("moderate recursion still works: " + sumTo(2000));
        depth = 0;
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught it again: " + (e instanceof VirtualMachineError));
        }
        try {
            infiniteMutual(0);
        } catch (StackOverflowError e) {
            System.out.println("mutual recursion overflow caught");
        }
        System.out.println("done");
    }

    static int infiniteMutual(int x) { return other(x + 1) + 1; }
    static int other(int x) { return infiniteMutual(x * 1) + 1; }
}
