package java.util.stream;

import java.util.ArrayList;

/** What the stages of one pipeline share: the parallel flag, close handlers, closed state. */
final class PipelineState {
    static final String MSG_STREAM_LINKED = "stream has already been operated upon or closed";

    boolean parallel;
    private boolean closed;
    private ArrayList<Runnable> closeHandlers;

    void checkUse(boolean stageLinked) {
        if (stageLinked || closed)
            throw new IllegalStateException(MSG_STREAM_LINKED);
    }

    void addCloseHandler(Runnable r) {
        if (closeHandlers == null)
            closeHandlers = new ArrayList<Runnable>();
        closeHandlers.add(r);
    }

    /** Closing this pipeline closes a and then b (for concat). */
    void closeWith(final BaseStream<?, ?> a, final BaseStream<?, ?> b) {
        addCloseHandler(new Runnable() {
            public void run() {
                try {
                    a.close();
                } catch (Throwable e1) {
                    try {
                        b.close();
                    } catch (Throwable e2) {
                        try {
                            e1.addSuppressed(e2);
                        } catch (Throwable ignore) {
                        }
                    }
                    throw e1;
                }
                b.close();
            }
        });
    }

    /** Runs the close handlers once, in order; the first exception is thrown, later ones suppressed. */
    void close() {
        closed = true;
        ArrayList<Runnable> handlers = closeHandlers;
        closeHandlers = null;
        if (handlers == null)
            return;
        Throwable first = null;
        for (Runnable r : handlers) {
            try {
                r.run();
            } catch (Throwable t) {
                if (first == null)
                    first = t;
                else if (first != t)
                    first.addSuppressed(t);
            }
        }
        if (first instanceof RuntimeException)
            throw (RuntimeException) first;
        if (first instanceof Error)
            throw (Error) first;
    }
}
