// With no arguments main gets an empty array, not null.
public class NoArgs {
    public static void main(String[] args) {
        System.out.println(args != null);
        System.out.println(args.length);
        for (String a : args) System.out.println("unexpected " + a);
    }
}
