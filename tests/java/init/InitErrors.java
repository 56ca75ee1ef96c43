// A static initializer that throws: the first use gets ExceptionInInitializerError
// (with the original exception as cause), every later use NoClassDefFoundError
// "Could not initialize class X" (with the EIIE as cause, JDK 17 style).
// Also an Error thrown from a static initializer propagates as itself.
public class InitErrors {
    static class Broken {
        static int value = compute();
        static int compute() {
            if (value == 0) throw new IllegalStateException("cannot compute");
            return 1;
        }
        static void use() { System.out.println("never"); }
    }

    static class BrokenWithError {
        static { if (true) throw new StackOverflowError("fake overflow"); }
        static int x;
    }

    static class Dependent {
        static int v = Broken.value + 1;
    }

    public static void main(String[] args) {
        try {
            Broken.use();
        } catch (ExceptionInInitializerError e) {
            System.out.println("1st: " + e);
            System.out.println("     getMessage: " + e.getMessage());
            System.out.println("     cause: " + e.getCause());
            System.out.println("     getException: " + e.getException());
        }
        try {
            System.out.println(Broken.value);
        } catch (NoClassDefFoundError e) {
            System.out.println("2nd: " + e);
            System.out.println("     cause: " + e.getCause());
        }
        try {
            new Broken();
        } catch (NoClassDefFoundError e) {
            System.out.println("3rd: " + e.getMessage());
        }
        try {
            System.out.println(Dependent.v);
        } catch (Throwable e) {
            System.out.println("dependent: " + e);
        }
        try {
            System.out.println(Dependent.v);
        } catch (Throwable e) {
            System.out.println("dependent again: " + e);
        }
        try {
            BrokenWithError.x = 1;
        } catch (Throwable e) {
            System.out.println("error in clinit: " + e);
        }
        try {
            BrokenWithError.x = 2;
        } catch (Throwable e) {
            System.out.println("error in clinit again: " + e);
        }
        System.out.println("done");
    }
}
