package java.awt.event;

import java.awt.AWTEvent;
import java.awt.ActiveEvent;

/** Runs a Runnable on the event dispatch thread (EventQueue.invokeLater / invokeAndWait). */
public class InvocationEvent extends AWTEvent implements ActiveEvent {
    private static final long serialVersionUID = 436056344909459450L;

    public static final int INVOCATION_FIRST = 1200;
    public static final int INVOCATION_DEFAULT = INVOCATION_FIRST;
    public static final int INVOCATION_LAST = INVOCATION_DEFAULT;

    protected Runnable runnable;
    protected volatile Object notifier;
    private final Runnable listener;
    protected boolean catchExceptions;
    private volatile boolean dispatched = false;
    private Exception exception = null;
    private Throwable throwable = null;
    private long when;

    public InvocationEvent(Object source, Runnable runnable) {
        this(source, INVOCATION_DEFAULT, runnable, null, false);
    }

    public InvocationEvent(Object source, Runnable runnable, Object notifier,
                           boolean catchThrowables) {
        this(source, INVOCATION_DEFAULT, runnable, notifier, catchThrowables);
    }

    /** listener, if not null, is run on the dispatch thread once runnable has run. */
    public InvocationEvent(Object source, Runnable runnable, Runnable listener,
                           boolean catchThrowables) {
        this(source, INVOCATION_DEFAULT, runnable, null, listener, catchThrowables);
    }

    protected InvocationEvent(Object source, int id, Runnable runnable, Object notifier,
                              boolean catchThrowables) {
        this(source, id, runnable, notifier, null, catchThrowables);
    }

    private InvocationEvent(Object source, int id, Runnable runnable, Object notifier,
                            Runnable listener, boolean catchThrowables) {
        super(source, id);
        this.listener = listener;
        this.runnable = runnable;
        this.notifier = notifier;
        this.catchExceptions = catchThrowables;
        this.when = System.currentTimeMillis();
    }

    /** Runs the runnable (keeping what it throws when asked to), then wakes the notifier. */
    public void dispatch() {
        try {
            if (catchExceptions) {
                try {
                    runnable.run();
                } catch (Throwable t) {
                    if (t instanceof Exception)
                        exception = (Exception) t;
                    throwable = t;
                }
            } else {
                runnable.run();
            }
        } finally {
            dispatched = true;
            if (listener != null)
                listener.run();
            Object n = notifier;
            if (n != null) {
                synchronized (n) {
                    n.notifyAll();
                }
            }
        }
    }

    public Exception getException() {
        return catchExceptions ? exception : null;
    }

    public Throwable getThrowable() {
        return catchExceptions ? throwable : null;
    }

    public long getWhen() {
        return when;
    }

    public boolean isDispatched() {
        return dispatched;
    }

    public String paramString() {
        String type = id == INVOCATION_DEFAULT ? "INVOCATION_DEFAULT" : "unknown type";
        return type + ",runnable=" + runnable + ",notifier=" + notifier + ",catchExceptions="
                + catchExceptions + ",when=" + when;
    }
}
