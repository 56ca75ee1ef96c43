// An exception in a static initializer reached from main and not caught:
// stderr shows ExceptionInInitializerError with "Caused by:" and the <clinit>
// frame; exit status 1.
public class UncaughtInClinit {
    static class Config {
        static final int PORT = Integer.parseInt(portText());
        static String portText() { throw new IllegalArgumentException("no port configured"); }
    }

    public static void main(String[] args) {
        System.out.println("reading config");
        System.out.println(Config.PORT);
    }
}
