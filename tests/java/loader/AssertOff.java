// Without -ea, assert statements are not evaluated.
public class AssertOff {
    static int evaluated;

    static boolean check() {
        evaluated++;
        return false;
    }

    public static void main(String[] args) {
        assert check() : "never";
        System.out.println("evaluated " + evaluated + ", status " + AssertOff.class.desiredAssertionStatus());
    }
}
