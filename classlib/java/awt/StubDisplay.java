package java.awt;

/**
 * The toolkit's connection to the stand-in display (awtstub/display.h; the
 * natives are in vm/natives/awt.c).  The display is named by the environment
 * variable AWTSTUB_DISPLAY (host:port or a unix socket path, where
 * awtstub-peer listens); without it, an in-process display that nobody types at.
 */
final class StubDisplay {
    /** Ints per event in read0's output: id, a, b, c, d, modifiers, when (ms) high, low. */
    static final int INTS = 8;

    private StubDisplay() {
    }

    /** Connects; throws AWTError naming the display when it cannot. */
    static native int open0();

    /** ioctl(FIONREAD): the bytes waiting, or -1 on an error. */
    static native int available0(int fd);

    /**
     * Reads at most avail bytes (0: only looks whether the display has closed)
     * and decodes the complete events into out; returns how many, or -1 when
     * the display has gone.
     */
    static native int read0(int fd, int avail, int[] out);

    /**
     * Waits until the display has input (> 0), timeoutMicros passed (0), or an
     * error (< 0); a negative time-out waits for ever.  Goes through the thread
     * backend: on green threads the wait is the iomgr's.
     */
    static native int wait0(int fd, long timeoutMicros);

    /** Toolkit.sync(): tells a display reached through AWTSTUB_DISPLAY (a sync request byte). */
    static native void sync0(int fd);
}
