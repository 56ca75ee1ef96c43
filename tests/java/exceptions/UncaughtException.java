// An exception escaping main: the stack trace goes to stderr as
// 'Exception in thread "main" ...' and the exit status is 1. Output printed
// before stays on stdout.
public class UncaughtException {
    static int depth(int n) {
        if (n == 0) throw new IllegalStateException("gave up at the bottom");
        return depth(n - 1) + 1;
    }

    public static void main(String[] args) {
        System.out.println("before the exception");
        System.out.println(depth(3));
        System.out.println("not reached");
    }
}
