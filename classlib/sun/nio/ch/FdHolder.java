package sun.nio.ch;

import java.io.IOException;

/**
 * A channel's fd and the calls in progress on it: a close while calls are
 * in progress wakes them (preClose0: the fd now refers to a dead socket)
 * and the last call to leave releases the number, so that no call ever
 * runs on a reused fd.
 */
final class FdHolder {
    private final int fd;
    private int ops;
    private boolean closing;
    private boolean released;

    FdHolder(int fd) {
        this.fd = fd;
    }

    int fd() {
        return fd;
    }

    /** The fd for one call (leave() after it), or -1 once closing. */
    synchronized int enter() {
        if (closing) {
            return -1;
        }
        ops++;
        return fd;
    }

    void leave() {
        boolean release;
        synchronized (this) {
            ops--;
            release = closing && ops == 0 && !released;
            if (release) {
                released = true;
            }
        }
        if (release) {
            NioNatives.close0(fd);
        }
    }

    /** Closes now, or wakes the calls in progress and lets the last one close. */
    void close() throws IOException {
        boolean now;
        synchronized (this) {
            if (closing) {
                return;
            }
            closing = true;
            now = ops == 0;
            if (now) {
                released = true;
            }
        }
        int r = now ? NioNatives.close0(fd) : NioNatives.preClose0(fd);
        if (r < 0) {
            throw IOUtil.error(r);
        }
    }

    /** Marks closing without touching the fd (its owner, a stream, closes it). */
    synchronized void detach() {
        closing = true;
        released = true;
    }
}
