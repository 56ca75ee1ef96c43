// finally always runs: return in finally overrides the try's return and swallows
// exceptions; the value returned from try is computed before finally runs;
// finally after break/continue; nested finally blocks run innermost first.
public class TryFinallyReturn {
    static StringBuilder log = new StringBuilder();

    @SuppressWarnings("finally")
    static int overrideReturn() {
        try { return 1; } finally { return 2; }
    }

    @SuppressWarnings("finally")
    static String swallow() {
        try { throw new RuntimeException("lost"); } finally { return "swallowed"; }
    }

    static int valueBeforeFinally() {
        int x = 10;
        try { return x; } finally { x = 20; log.append("finally saw x=" + x + "; "); }
    }

    static int[] arrayMutatedInFinally() {
        int[] a = { 1 };
        try { return a; } finally { a[0] = 99; }
    }

    static String nested() {
        StringBuilder sb = new StringBuilder();
        try {
            try {
                try {
                    sb.append("body ");
                    throw new IllegalArgumentException("inner");
                } finally {
                    sb.append("f1 ");
                }
            } catch (IllegalArgumentException e) {
                sb.append("caught(" + e.getMessage() + ") ");
                throw new IllegalStateException("rethrown");
            } finally {
                sb.append("f2 ");
            }
        } catch (IllegalStateException e) {
            sb.append("outer(" + e.getMessage() + ") ");
        } finally {
            sb.append("f3");
        }
        return sb.toString();
    }

    static String exceptionReplacedInFinally() {
        try {
            try {
                throw new RuntimeException("first");
            } finally {
                if (log != null) throw new RuntimeException("second");
            }
        } catch (RuntimeException e) {
            return e.getMessage();
        }
    }

    static int loopFinally() {
        int count = 0;
        for (int i = 0; i < 5; i++) {
            try {
                if (i == 1) continue;
                if (i == 3) break;
                count += 10;
            } finally {
                count++;
            }
        }
        return count;
    }

    static int finallyInLoopWithReturn() {
        int i = 0;
        while (true) {
            try {
                if (++i == 3) return i * 100;
            } finally {
                log.append("iter" + i + " ");
            }
        }
    }

    static long tryCatchFinallyValue(boolean fail) {
        long r = 0;
        try {
            r += 1;
            if (fail) throw new Exception("x");
            r += 10;
            return r;
        } catch (Exception e) {
            r += 100;
            return r;
        } finally {
            r += 1000;
            log.append("r=" + r + " ");
        }
    }

    public static void main(String[] args) {
        System.out.println(overrideReturn());
        System.out.println(swallow());
        System.out.println(valueBeforeFinally() + " " + log);
        System.out.println(arrayMutatedInFinally()[0]);
        System.out.println(nested());
        System.out.println(exceptionReplacedInFinally());
        System.out.println(loopFinally());
        log.setLength(0);
        System.out.println(finallyInLoopWithReturn() + " " + log);
        log.setLength(0);
        System.out.println(tryCatchFinallyValue(false) + " " + tryCatchFinallyValue(true) + " " + log);
    }
}
