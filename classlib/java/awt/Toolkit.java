package java.awt;

import java.awt.event.AWTEventListener;

/**
 * The toolkit: the screen, the system event queue, and the listeners that see
 * every event dispatched.  getDefaultToolkit() makes the one instance the first
 * time (connecting to the stand-in display and starting the threads
 * "AWT-Input" and "AWT-EventQueue-0", both daemons) and returns it after that.
 */
public abstract class Toolkit {

    private static Toolkit toolkit;

    private final Object listenerLock = new Object();
    /** Copy-on-write: listeners and their masks, in the order they were added. */
    private volatile AWTEventListener[] listeners = new AWTEventListener[0];
    private volatile long[] masks = new long[0];

    protected Toolkit() {
    }

    public static synchronized Toolkit getDefaultToolkit() {
        if (toolkit == null) {
            StubToolkit t = new StubToolkit();
            t.start();
            toolkit = t;
        }
        return toolkit;
    }

    static EventQueue getEventQueue() {
        return getDefaultToolkit().getSystemEventQueueImpl();
    }

    public abstract Dimension getScreenSize();

    public abstract void beep();

    public abstract void sync();

    public final EventQueue getSystemEventQueue() {
        return getSystemEventQueueImpl();
    }

    protected abstract EventQueue getSystemEventQueueImpl();

    /** No toolkit properties are defined here: always the default. */
    public static String getProperty(String key, String defaultValue) {
        return defaultValue;
    }

    public boolean areExtraMouseButtonsEnabled() {
        return true;
    }

    /**
     * Adds listener for the events whose kinds are in eventMask (the
     * AWTEvent.*_EVENT_MASK bits); adding it again adds the new kinds to the old.
     * A null listener is ignored.
     */
    public void addAWTEventListener(AWTEventListener listener, long eventMask) {
        if (listener == null)
            return;
        synchronized (listenerLock) {
            AWTEventListener[] ls = listeners;
            long[] ms = masks;
            for (int i = 0; i < ls.length; i++) {
                if (ls[i] == listener) {
                    long[] nm = ms.clone();
                    nm[i] |= eventMask;
                    masks = nm;
                    return;
                }
            }
            AWTEventListener[] nl = new AWTEventListener[ls.length + 1];
            long[] nm = new long[ms.length + 1];
            System.arraycopy(ls, 0, nl, 0, ls.length);
            System.arraycopy(ms, 0, nm, 0, ms.length);
            nl[ls.length] = listener;
            nm[ms.length] = eventMask;
            masks = nm;
            listeners = nl;
        }
    }

    public void removeAWTEventListener(AWTEventListener listener) {
        if (listener == null)
            return;
        synchronized (listenerLock) {
            AWTEventListener[] ls = listeners;
            for (int i = 0; i < ls.length; i++) {
                if (ls[i] == listener) {
                    AWTEventListener[] nl = new AWTEventListener[ls.length - 1];
                    long[] nm = new long[ls.length - 1];
                    System.arraycopy(ls, 0, nl, 0, i);
                    System.arraycopy(ls, i + 1, nl, i, ls.length - i - 1);
                    System.arraycopy(masks, 0, nm, 0, i);
                    System.arraycopy(masks, i + 1, nm, i, ls.length - i - 1);
                    listeners = nl;
                    masks = nm;
                    return;
                }
            }
        }
    }

    /** Calls each listener whose mask selects e, in the order they were added. */
    void notifyAWTEventListeners(AWTEvent e) {
        AWTEventListener[] ls;
        long[] ms;
        synchronized (listenerLock) {
            ls = listeners;
            ms = masks;
        }
        if (ls.length == 0)
            return;
        long bit = e.eventMask();
        for (int i = 0; i < ls.length; i++) {
            if ((ms[i] & bit) != 0)
                ls[i].eventDispatched(e);
        }
    }
}
