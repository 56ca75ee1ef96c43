package java.awt;

import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;

/**
 * The toolkit behind getDefaultToolkit(): a stand-in display connection and
 * the JDK 1.1 input loop on the thread "AWT-Input":
 *
 *     for (;;) {
 *         ioctl(fd, FIONREAD)            -- StubDisplay.available0
 *         read and decode what is there  -- StubDisplay.read0, then post the events
 *         wait for fd, time-out AWT_POLL_INTERVAL -- StubDisplay.wait0
 *     }
 *
 * With --idle=legacy the wait times out every AWT_POLL_INTERVAL microseconds
 * (default 50000), as JDK 1.1's select() did, so an idle toolkit keeps
 * polling; with --idle=tickless (the default) it waits without a time-out
 * and an idle toolkit costs nothing.  The events go to the system event
 * queue, whose thread "AWT-EventQueue-0" hands them to the AWTEventListeners.
 */
final class StubToolkit extends Toolkit implements Runnable {

    static final int SCREEN_WIDTH = 1024;
    static final int SCREEN_HEIGHT = 768;
    static final long DEFAULT_POLL_INTERVAL = 50000;

    private final EventQueue queue = new EventQueue();
    private final StubScreen screen = new StubScreen(SCREEN_WIDTH, SCREEN_HEIGHT);
    private int fd = -1;
    private boolean tickless;
    private long pollInterval = DEFAULT_POLL_INTERVAL;
    private boolean warnedBadEvent;

    StubToolkit() {
    }

    /** Reads the settings, connects to the display, starts both threads. */
    void start() {
        tickless = !"legacy".equals(System.getProperty("jvm.idle"));
        long set = parseInterval(System.getenv("AWT_POLL_INTERVAL"));
        if (set > 0) {
            pollInterval = set;
            if (!tickless) {
                // JDK 1.1 printed this on stdout, among the program's output.
                System.out.println("[Minimum AWT input thread polling interval set to " + set
                        + " usecs]");
            }
        }
        fd = StubDisplay.open0();
        queue.startDispatchThread();
        Thread input = new Thread(this, "AWT-Input");
        input.setDaemon(true);
        input.setPriority(Thread.NORM_PRIORITY + 1);
        input.start();
    }

    /** A positive decimal number of microseconds, or 0 if s is not one. */
    private static long parseInterval(String s) {
        if (s == null)
            return 0;
        s = s.trim();
        if (s.isEmpty() || s.length() > 12)
            return 0;
        long v = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9')
                return 0;
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** The input loop (thread AWT-Input). */
    public void run() {
        int[] buf = new int[64 * StubDisplay.INTS];
        long timeout = tickless ? -1 : pollInterval;
        boolean ready = false;
        for (;;) {
            int avail = StubDisplay.available0(fd);
            if (avail < 0)
                break;
            if (avail > 0 || ready) {
                int n = StubDisplay.read0(fd, avail, buf);
                if (n < 0)
                    break;                  // the display has gone
                for (int i = 0; i < n; i++)
                    post(buf, i * StubDisplay.INTS);
                if (avail > 0) {
                    ready = false;
                    continue;               // read everything before waiting
                }
            }
            int w = StubDisplay.wait0(fd, timeout);
            if (w < 0)
                break;
            ready = w > 0;
        }
    }

    private void post(int[] b, int o) {
        int id = b[o];
        int a = b[o + 1], bb = b[o + 2], c = b[o + 3], d = b[o + 4], mods = b[o + 5];
        long when = ((long) b[o + 6] << 32) | (b[o + 7] & 0xFFFFFFFFL);
        AWTEvent e;
        try {
            if (id >= KeyEvent.KEY_FIRST && id <= KeyEvent.KEY_LAST)
                e = new KeyEvent(screen, id, when, mods, a, (char) bb, c);
            else
                e = new MouseEvent(screen, id, when, mods, a, bb, a, bb, d,
                        id == MouseEvent.MOUSE_PRESSED && c == MouseEvent.BUTTON3, c);
        } catch (IllegalArgumentException ex) {
            if (!warnedBadEvent) {
                warnedBadEvent = true;
                System.err.println("awtstub: dropping an event the display sent: id " + id
                        + ": " + ex.getMessage());
            }
            return;
        }
        queue.postInputEvent(e);
    }

    public Dimension getScreenSize() {
        return new Dimension(SCREEN_WIDTH, SCREEN_HEIGHT);
    }

    /** As HotSpot's headless toolkit: the terminal's bell character on System.out. */
    public void beep() {
        System.out.write(7);
        System.out.flush();
    }

    /**
     * Nothing is ever drawn, so nothing waits to be flushed; a display reached
     * through AWTSTUB_DISPLAY is sent a sync request (awtstub-peer's "sync"
     * command waits for it).
     */
    public void sync() {
        StubDisplay.sync0(fd);
    }

    protected EventQueue getSystemEventQueueImpl() {
        return queue;
    }
}
