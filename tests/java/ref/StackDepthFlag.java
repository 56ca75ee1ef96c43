// -XX:MaxJavaStackTraceDepth=N caps what a stack trace keeps.
// jvm-args: -XX:MaxJavaStackTraceDepth=7
public class StackDepthFlag {
    static void down(int n) {
        if (n == 0) {
            throw new RuntimeException("deep");
        }
        down(n - 1);
    }

    public static void main(String[] args) {
        try {
            down(50);
        } catch (RuntimeException e) {
            System.out.println(e.getStackTrace().length);
            e.printStackTrace(System.out);
        }
        try {
            down(2);
        } catch (RuntimeException e) {
            System.out.println(e.getStackTrace().length);
        }
    }
}
