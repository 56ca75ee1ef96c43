// An Error (not an Exception) thrown out of main, from a static nested class.
public class UncaughtError {
    static class Worker {
        void run(int n) {
            if (n > 2) throw new AssertionError("invariant broken: n=" + n);
            run(n + 1);
        }
    }

    public static void main(String[] args) {
        new Worker().run(0);
    }
}
