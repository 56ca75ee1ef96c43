// jvm-args: -dsa:java.util...
// The system-assertion switches take no argument.
public class AssertBadOption {
    public static void main(String[] args) {
        System.out.println("not reached");
    }
}
