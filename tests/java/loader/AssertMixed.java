// jvm-args: -ea:... -da:AssertMixed$Off -enableassertions:AssertMixed$Off -da:AssertMixed$Nested -esa -ea:java.util.ArrayList
// The most specific -ea/-da wins: the last naming a class, then the nearest package;
// -esa for the class library.
public class AssertMixed {
    static class Off {
        static class Deeper {
        }
    }

    static class Nested {
    }

    public static void main(String[] args) {
        Class<?>[] cs = { AssertMixed.class, Off.class, Off.Deeper.class, Nested.class, String.class,
                java.util.HashMap.class, java.util.ArrayList.class, java.util.function.Function.class, int[].class };
        for (Class<?> c : cs) {
            System.out.println(c.getName() + " " + c.desiredAssertionStatus());
        }
        try {
            assert false : "top level";
        } catch (AssertionError e) {
            System.out.println(e.getMessage());
        }
    }
}
