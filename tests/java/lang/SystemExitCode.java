// System.exit(3) ends the program with status 3 at once: later statements and
// pending finally blocks do not run; output written before is kept.
public class SystemExitCode {
    public static void main(String[] args) {
        System.out.println("before exit");
        try {
            System.exit(3);
        } finally {
            System.out.println("finally must not run");
        }
        System.out.println("after exit must not run");
    }
}
