// The launcher is asked to run a class that does not exist: HotSpot prints
// "Error: Could not find or load main class ..." with the cause and exits 1.
// main-class: NoSuchMainClassAnywhere
public class MissingMainClass {
    public static void main(String[] args) {
        System.out.println("not this one");
    }
}
