package sun.nio.ch;

import java.lang.reflect.Constructor;

/**
 * Sets the current thread's blocker (Thread.nioBlocker) for the
 * java.nio.channels.spi classes: Thread's private nested NioBlocker is made
 * once, by reflection, so that Thread needs no public hook and no work at
 * start-up.
 */
public final class ThreadBlocker {
    public interface Access {
        void blockedOn(Interruptible b);
    }

    private static final Access ACCESS;

    static {
        try {
            Constructor<?> c = Class.forName("java.lang.Thread$NioBlocker").getDeclaredConstructor();
            c.setAccessible(true);
            ACCESS = (Access) c.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
        }
    }

    private ThreadBlocker() {
    }

    public static void blockedOn(Interruptible b) {
        ACCESS.blockedOn(b);
    }
}
