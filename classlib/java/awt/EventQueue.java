package java.awt;

import java.awt.event.InvocationEvent;
import java.util.ArrayDeque;

/**
 * A queue of events and the thread that dispatches them, in the order they
 * were posted: the system queue's thread is "AWT-EventQueue-0" (a daemon).
 *
 * So that a program whose main method ends with events still queued (an
 * invokeLater, say) runs them before the VM exits, as on HotSpot, a posted
 * event starts the non-daemon thread "AWT-Shutdown", which ends as soon as
 * the queue is empty and nothing is being dispatched.  Input events from
 * the display do not keep the VM alive.
 */
public class EventQueue {

    private static int threadInitNumber;

    private final String threadName;
    private final Object lock = new Object();
    private final ArrayDeque<AWTEvent> queue = new ArrayDeque<AWTEvent>();
    private Thread dispatchThread;
    private Thread keepAlive;
    private boolean dispatching;
    private AWTEvent currentEvent;

    public EventQueue() {
        synchronized (EventQueue.class) {
            threadName = "AWT-EventQueue-" + threadInitNumber++;
        }
    }

    /** Queues e for dispatch after everything posted before it. */
    public void postEvent(AWTEvent theEvent) {
        if (theEvent == null)
            throw new NullPointerException();
        post(theEvent, true);
    }

    /** For the input thread: posts without keeping the VM alive. */
    void postInputEvent(AWTEvent e) {
        post(e, false);
    }

    private void post(AWTEvent e, boolean keep) {
        synchronized (lock) {
            queue.addLast(e);
            if (dispatchThread == null)
                startDispatchThread();
            if (keep && keepAlive == null)
                startKeepAlive();
            lock.notifyAll();
        }
    }

    void startDispatchThread() {
        synchronized (lock) {
            if (dispatchThread != null)
                return;
            Thread t = new Thread(new Runnable() {
                public void run() {
                    pump();
                }
            }, threadName);
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY + 1);
            dispatchThread = t;
            t.start();
        }
    }

    /** Called with lock held. */
    private void startKeepAlive() {
        Thread t = new Thread(new Runnable() {
            public void run() {
                synchronized (lock) {
                    while (!queue.isEmpty() || dispatching) {
                        try {
                            lock.wait();
                        } catch (InterruptedException ie) {
                            // keep waiting: the queue decides
                        }
                    }
                    keepAlive = null;
                }
            }
        }, "AWT-Shutdown");
        keepAlive = t;
        t.start();
    }

    /** The dispatch thread's loop. */
    private void pump() {
        for (;;) {
            AWTEvent e;
            synchronized (lock) {
                while (queue.isEmpty()) {
                    if (dispatching) {
                        dispatching = false;
                        currentEvent = null;
                        lock.notifyAll();
                    }
                    try {
                        lock.wait();
                    } catch (InterruptedException ie) {
                        // the dispatch thread is not interruptible
                    }
                }
                e = queue.removeFirst();
                dispatching = true;
                currentEvent = e;
            }
            try {
                dispatchEvent(e);
            } catch (Throwable t) {
                Thread th = Thread.currentThread();
                th.getUncaughtExceptionHandler().uncaughtException(th, t);
            }
        }
    }

    /**
     * Dispatches one event: an ActiveEvent (InvocationEvent) dispatches itself;
     * an event on a component goes to the AWTEventListeners; any other event
     * goes nowhere.
     */
    protected void dispatchEvent(AWTEvent event) {
        Object src = event.getSource();
        if (event instanceof ActiveEvent)
            ((ActiveEvent) event).dispatch();
        else if (src instanceof Component)
            ((Component) src).dispatchEvent(event);
    }

    /** Removes and returns the first event, waiting for one if the queue is empty. */
    public AWTEvent getNextEvent() throws InterruptedException {
        synchronized (lock) {
            while (queue.isEmpty())
                lock.wait();
            return queue.removeFirst();
        }
    }

    public AWTEvent peekEvent() {
        synchronized (lock) {
            return queue.peekFirst();
        }
    }

    public AWTEvent peekEvent(int id) {
        synchronized (lock) {
            for (AWTEvent e : queue) {
                if (e.getID() == id)
                    return e;
            }
            return null;
        }
    }

    private boolean isDispatchThreadImpl() {
        synchronized (lock) {
            return Thread.currentThread() == dispatchThread;
        }
    }

    /** True on the system event queue's dispatch thread. */
    public static boolean isDispatchThread() {
        return Toolkit.getEventQueue().isDispatchThreadImpl();
    }

    /** The event being dispatched, when called on the dispatch thread; otherwise null. */
    public static AWTEvent getCurrentEvent() {
        EventQueue q = Toolkit.getEventQueue();
        synchronized (q.lock) {
            return Thread.currentThread() == q.dispatchThread ? q.currentEvent : null;
        }
    }

    /** Runs runnable on the dispatch thread, after the events already queued. */
    public static void invokeLater(Runnable runnable) {
        Toolkit.getEventQueue().postEvent(new InvocationEvent(Toolkit.getDefaultToolkit(), runnable));
    }

    /**
     * Runs runnable on the dispatch thread and waits until it has run.  What it
     * throws comes back as an InvocationTargetException.
     */
    public static void invokeAndWait(Runnable runnable) throws InterruptedException {
        if (isDispatchThread())
            throw new Error("Cannot call invokeAndWait from the event dispatcher thread");
        Object lock = new Object();
        InvocationEvent event = new InvocationEvent(Toolkit.getDefaultToolkit(), runnable, lock, true);
        synchronized (lock) {
            Toolkit.getEventQueue().postEvent(event);
            while (!event.isDispatched())
                lock.wait();
        }
        Throwable t = event.getThrowable();
        if (t != null)
            EventQueue.<RuntimeException>rethrow(invocationTargetException(t));
    }

    /**
     * java.lang.reflect.InvocationTargetException wrapping t.  That class is not
     * in this class library yet: until it is, the throwable itself is rethrown.
     */
    private static Throwable invocationTargetException(Throwable t) {
        return t;
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void rethrow(Throwable t) throws T {
        throw (T) t;
    }
}
