// An uncaught exception with a cause: stderr shows both traces with "Caused by:"
// and "... N more"; exit status 1.
public class UncaughtWithCause {
    static class ConfigError extends RuntimeException {
        ConfigError(String m, Throwable c) { super(m, c); }
    }

    static void parse(String s) {
        try {
            if (s.isEmpty()) throw new IllegalArgumentException("empty input");
        } catch (IllegalArgumentException e) {
            throw new ConfigError("cannot load config", e);
        }
    }

    static void load() { parse(""); }

    public static void main(String[] args) {
        System.out.println("loading");
        load();
    }
}
