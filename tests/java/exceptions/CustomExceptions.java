// User-defined checked and unchecked exceptions with extra state, constructors
// (message, cause, both), getMessage/getLocalizedMessage/toString/getCause,
// initCause, and overriding getMessage/toString.
public class CustomExceptions {
    static class AppException extends Exception {
        private final int code;
        AppException(String msg, int code) { super(msg); this.code = code; }
        AppException(String msg, Throwable cause) { super(msg, cause); this.code = -1; }
        int code() { return code; }
    }

    static class NotFound extends AppException {
        NotFound(String what) { super(what + " not found", 404); }
    }

    static class Validation extends RuntimeException {
        final java.util.List<String> problems;
        Validation(java.util.List<String> problems) { this.problems = problems; }
        @Override public String getMessage() { return problems.size() + " problem(s): " + String.join("; ", problems); }
    }

    static class Quiet extends RuntimeException {
        @Override public String toString() { return "Quiet!"; }
    }

    static void find(String key) throws NotFound {
        if (!key.equals("present")) throw new NotFound(key);
    }

    public static void main(String[] args) {
        try {
            find("present");
            find("absent");
        } catch (NotFound e) {
            System.out.println(e.getMessage() + " " + e.code() + " " + e);
        } catch (AppException e) {
            System.out.println("unreachable");
        }
        try {
            try {
                Integer.parseInt("zz");
            } catch (NumberFormatException e) {
                throw new AppException("wrapping", e);
            }
        } catch (AppException e) {
            System.out.println(e + " | cause: " + e.getCause() + " | code " + e.code());
        }
        try {
            throw new Validation(java.util.List.of("name empty", "age negative"));
        } catch (Validation e) {
            System.out.println(e.getMessage());
            System.out.println(e);
        }
        System.out.println(new Quiet() + " " + new Quiet().getMessage());
        RuntimeException noMsg = new RuntimeException();
        System.out.println(noMsg + " | " + noMsg.getMessage() + " | " + noMsg.getCause());
        RuntimeException causeOnly = new RuntimeException(new IllegalStateException("root"));
        System.out.println(causeOnly.getMessage() + " | " + causeOnly);
        RuntimeException nullCause = new RuntimeException((Throwable) null);
        System.out.println(nullCause.getMessage() + " | " + nullCause.getCause());
        Exception later = new Exception("later");
        later.initCause(new Error("set later"));
        System.out.println(later.getCause());
        try {
            later.initCause(new Error("twice"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: " + e.getMessage());
        }
        Throwable t = new Throwable("plain throwable");
        System.out.println(t + " " + t.getLocalizedMessage());
        Exception chain = new Exception("top", new RuntimeException("middle", new Error("bottom")));
        for (Throwable c = chain; c != null; c = c.getCause()) System.out.println("  chain: " + c);
        Error err = new OutOfMemoryError("pretend");
        System.out.println(err instanceof VirtualMachineError);
    }
}
