// printStackTrace(System.out) of an exception with a cause chain and suppressed
// exceptions: "Caused by: ...", "... N more" for frames in common, "Suppressed:"
// with a tab indent. All frames are in this class, so the text is reproducible.
public class PrintStackTraceCause {
    static void level3() { throw new IllegalStateException("root problem"); }

    static void level2() {
        try {
            level3();
        } catch (IllegalStateException e) {
            throw new RuntimeException("middle layer", e);
        }
    }

    static void level1() throws Exception {
        try {
            level2();
        } catch (RuntimeException e) {
            throw new Exception("top level", e);
        }
    }

    static void withSuppressed() throws Exception {
        Exception main = new Exception("main failure");
        main.addSuppressed(new IllegalArgumentException("first suppressed"));
        main.addSuppressed(new UnsupportedOperationException("second suppressed", new Error("cause of suppressed")));
        throw main;
    }

    public static void main(String[] args) {
        try {
            level1();
        } catch (Exception e) {
            e.printStackTrace(System.out);
        }
        System.out.println("---");
        try {
            withSuppressed();
        } catch (Exception e) {
            e.printStackTrace(System.out);
        }
        System.out.println("---");
        Exception detached = new Exception("created here");
        detached.printStackTrace(System.out);
        System.out.println("---");
        StackTraceElement[] st = new Throwable().getStackTrace();
        System.out.println(st.length + " frame(s): " + st[0].getClassName() + "." + st[0].getMethodName()
            + " line " + st[0].getLineNumber() + " file " + st[0].getFileName());
        try {
            level2();
        } catch (RuntimeException e) {
            StackTraceElement[] frames = e.getStackTrace();
            StringBuilder sb = new StringBuilder();
            for (StackTraceElement f : frames) sb.append(f.getMethodName()).append(' ');
            System.out.println("frames of middle: " + sb.toString().trim());
            StackTraceElement[] causeFrames = e.getCause().getStackTrace();
            System.out.println("first cause frame: " + causeFrames[0]);
        }
        Exception noTrace = new Exception("custom trace");
        noTrace.setStackTrace(new StackTraceElement[] { new StackTraceElement("Fake", "method", "Fake.java", 12),
            new StackTraceElement("Fake", "nat", null, -2), new StackTraceElement("Fake", "unknown", null, -1) });
        noTrace.printStackTrace(System.out);
    }
}
