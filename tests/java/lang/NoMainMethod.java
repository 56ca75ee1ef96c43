// A class without a main method: the launcher reports it on stderr and exits 1.
public class NoMainMethod {
    static void mainish(String[] args) {
        System.out.println("never run");
    }
}
