// System.exit(0) from a helper method in the middle of a loop: status 0, the rest
// of the loop does not run.
public class ExitZero {
    static void maybeStop(int i) {
        if (i == 3) {
            System.out.println("stopping at " + i);
            System.exit(0);
        }
    }

    public static void main(String[] args) {
        for (int i = 0; i < 10; i++) {
            System.out.println("iteration " + i);
            maybeStop(i);
        }
        System.out.println("unreachable");
    }
}
