// main declared to throw a checked exception; it escapes with no message.
// Also a finally block runs before the thread dies.
public class UncaughtChecked {
    static class MyChecked extends Exception { }

    public static void main(String[] args) throws MyChecked {
        try {
            System.out.println("in try");
            throw new MyChecked();
        } finally {
            System.out.println("finally runs before the uncaught handler");
        }
    }
}
