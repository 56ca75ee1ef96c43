// The main class's own static initializer throws: HotSpot reports it before
// main runs; exit status 1.
public class MainClassInitFails {
    static int value = compute();

    static int compute() {
        System.out.println("static init of the main class runs first");
        throw new IllegalStateException("main class cannot initialize");
    }

    public static void main(String[] args) {
        System.out.println("never reached " + value);
    }
}
