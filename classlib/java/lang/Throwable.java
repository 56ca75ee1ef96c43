package java.lang;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * The superclass of all errors and exceptions.  The VM relies on the fields
 * detailMessage, cause, stackTrace, backtrace and suppressedExceptions (CONTRACT.md).
 * {@code stackTrace == null} means "not yet built from backtrace".
 */
public class Throwable implements Serializable {
    private static final long serialVersionUID = -3042686055658047285L;

    /** The JDK's serial form: only these four fields, in the JDK's order. */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("detailMessage", String.class),
        new java.io.ObjectStreamField("cause", Throwable.class),
        new java.io.ObjectStreamField("stackTrace", StackTraceElement[].class),
        new java.io.ObjectStreamField("suppressedExceptions", List.class)};

    private String detailMessage;
    private Throwable cause = this;
    private StackTraceElement[] stackTrace;
    private transient Object backtrace;
    private List<Throwable> suppressedExceptions;

    /** False when built with enableSuppression == false. */
    private boolean suppressionEnabled = true;
    /** False when built with writableStackTrace == false. */
    private boolean stackTraceWritable = true;

    private static final StackTraceElement[] EMPTY_STACK = new StackTraceElement[0];
    private static final Throwable[] EMPTY_THROWABLE_ARRAY = new Throwable[0];

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression,
                        boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTraceWritable = false;
            stackTrace = EMPTY_STACK;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressionEnabled = false;
        }
    }

    private native void fillInStackTrace0();

    private native StackTraceElement[] getStackTrace0();

    public String getMessage() {
        return detailMessage;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    public synchronized Throwable fillInStackTrace() {
        if (stackTraceWritable) {
            fillInStackTrace0();
            stackTrace = null;
        }
        return this;
    }

    public StackTraceElement[] getStackTrace() {
        return (StackTraceElement[]) getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        StackTraceElement[] st = stackTrace;
        if (st == null) {
            st = backtrace != null ? getStackTrace0() : null;
            if (st == null) {
                st = EMPTY_STACK;
            }
            stackTrace = st;
        }
        return st;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] defensiveCopy = (StackTraceElement[]) stackTrace.clone();
        for (int i = 0; i < defensiveCopy.length; i++) {
            if (defensiveCopy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (!stackTraceWritable) {
                return;
            }
            this.stackTrace = defensiveCopy;
        }
    }

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException("Self-suppression not permitted", exception);
        }
        if (exception == null) {
            throw new NullPointerException("Cannot suppress a null exception.");
        }
        if (!suppressionEnabled) {
            return;
        }
        if (suppressedExceptions == null) {
            suppressedExceptions = new ArrayList<Throwable>(1);
        }
        suppressedExceptions.add(exception);
    }

    public final synchronized Throwable[] getSuppressed() {
        List<Throwable> list = suppressedExceptions;
        if (list == null || list.isEmpty()) {
            return EMPTY_THROWABLE_ARRAY;
        }
        Throwable[] r = new Throwable[list.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = list.get(i);
        }
        return r;
    }

    // ----------------------------------------------------------- serial form

    /**
     * Sets the cause whatever it was: for the readObject of subclasses whose serial form
     * carries the cause a second time under a field of their own (ClassNotFoundException.ex,
     * ExceptionInInitializerError.exception), as the JDK's do.
     */
    final void setCauseFromStream(Throwable c) {
        cause = c;
    }

    /**
     * Writes the JDK's fields: a cause that is this object as a reference to itself, the stack
     * trace (an unwritable one as the JDK's one-element sentinel), and the suppressed list
     * (Collections.emptyList() when there are none, null when suppression is disabled).
     */
    private synchronized void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        StackTraceElement[] st;
        if (!stackTraceWritable) {
            st = new StackTraceElement[] {new StackTraceElement("", "", null, Integer.MIN_VALUE)};
        } else {
            st = getOurStackTrace();
        }
        List<Throwable> sup;
        if (!suppressionEnabled) {
            sup = null;
        } else if (suppressedExceptions == null || suppressedExceptions.isEmpty()) {
            sup = java.util.Collections.emptyList();
        } else {
            sup = suppressedExceptions;
        }
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("detailMessage", detailMessage);
        f.put("cause", cause);
        f.put("stackTrace", st);
        f.put("suppressedExceptions", sup);
        s.writeFields();
    }

    @SuppressWarnings("unchecked")
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        detailMessage = (String) f.get("detailMessage", null);
        cause = (Throwable) f.get("cause", this);
        Object sup = f.get("suppressedExceptions", null);
        Object st = f.get("stackTrace", null);
        backtrace = null;
        suppressionEnabled = true;
        stackTraceWritable = true;
        suppressedExceptions = null;
        if (sup == null) {
            suppressionEnabled = false;
        } else if (!(sup instanceof List)) {
            throw new java.io.StreamCorruptedException("Throwable suppressedExceptions is not a List");
        } else {
            List<Object> l = (List<Object>) sup;
            if (!l.isEmpty()) {
                ArrayList<Throwable> copy = new ArrayList<Throwable>(l.size());
                for (Object o : l) {
                    if (o == null) {
                        throw new NullPointerException("Cannot suppress a null exception.");
                    }
                    if (o == this) {
                        throw new IllegalArgumentException("Self-suppression not permitted");
                    }
                    copy.add((Throwable) o);
                }
                suppressedExceptions = copy;
            }
        }
        stackTrace = EMPTY_STACK;
        if (st != null) {
            StackTraceElement[] a = ((StackTraceElement[]) st).clone();
            if (a.length == 1 && a[0].getLineNumber() == Integer.MIN_VALUE && "".equals(a[0].getClassName())
                    && "".equals(a[0].getMethodName()) && a[0].getFileName() == null) {
                stackTraceWritable = false;
            } else {
                for (StackTraceElement e : a) {
                    if (e == null) {
                        throw new NullPointerException("null StackTraceElement in serial stream.");
                    }
                }
                stackTrace = a;
            }
        }
    }

    // ---------------------------------------------------------------- printing

    /** Where a trace is printed: a PrintStream or a PrintWriter. */
    private abstract static class Sink {
        abstract Object lock();

        abstract void println(Object o);
    }

    private static final class StreamSink extends Sink {
        private final PrintStream s;

        StreamSink(PrintStream s) {
            this.s = s;
        }

        Object lock() {
            return s;
        }

        void println(Object o) {
            s.println(o);
        }
    }

    private static final class WriterSink extends Sink {
        private final PrintWriter w;

        WriterSink(PrintWriter w) {
            this.w = w;
        }

        Object lock() {
            return w;
        }

        void println(Object o) {
            w.println(o);
        }
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        printStackTrace(new StreamSink(s));
    }

    public void printStackTrace(PrintWriter s) {
        printStackTrace(new WriterSink(s));
    }

    private void printStackTrace(Sink s) {
        // identity set of throwables already printed, to detect cycles
        Throwable[] seen = new Throwable[8];
        int[] seenCount = new int[1];
        synchronized (s.lock()) {
            seen = remember(seen, seenCount, this);
            s.println(this);
            StackTraceElement[] trace = getOurStackTrace();
            for (int i = 0; i < trace.length; i++) {
                s.println("\tat " + trace[i]);
            }
            Throwable[][] seenRef = {seen};
            Throwable[] sup = getSuppressed();
            for (int i = 0; i < sup.length; i++) {
                sup[i].printEnclosedStackTrace(s, trace, "Suppressed: ", "\t", seenRef, seenCount);
            }
            Throwable ourCause = getCause();
            if (ourCause != null) {
                ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", "", seenRef, seenCount);
            }
        }
    }

    private static Throwable[] remember(Throwable[] seen, int[] count, Throwable t) {
        if (count[0] == seen.length) {
            Throwable[] n = new Throwable[seen.length * 2];
            System.arraycopy(seen, 0, n, 0, seen.length);
            seen = n;
        }
        seen[count[0]++] = t;
        return seen;
    }

    private static boolean contains(Throwable[] seen, int count, Throwable t) {
        for (int i = 0; i < count; i++) {
            if (seen[i] == t) {
                return true;
            }
        }
        return false;
    }

    private void printEnclosedStackTrace(Sink s, StackTraceElement[] enclosingTrace, String caption,
                                         String prefix, Throwable[][] seenRef, int[] seenCount) {
        if (contains(seenRef[0], seenCount[0], this)) {
            s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
            return;
        }
        seenRef[0] = remember(seenRef[0], seenCount, this);

        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;

        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            sup[i].printEnclosedStackTrace(s, trace, "Suppressed: ", prefix + "\t", seenRef, seenCount);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            ourCause.printEnclosedStackTrace(s, trace, "Caused by: ", prefix, seenRef, seenCount);
        }
    }
}
