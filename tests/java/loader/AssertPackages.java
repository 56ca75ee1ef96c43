// jvm-args: -disableassertions -enableassertions:AssertPackages -ea:java.lang... -da:java.lang.String
// A class directive and package directives for the class library (without -esa).
public class AssertPackages {
    public static void main(String[] args) {
        Class<?>[] cs = { AssertPackages.class, String.class, Integer.class, Thread.State.class, java.util.List.class,
                java.lang.ref.WeakReference.class };
        for (Class<?> c : cs) {
            System.out.println(c.getName() + " " + c.desiredAssertionStatus());
        }
    }
}
