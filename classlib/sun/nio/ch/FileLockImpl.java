package sun.nio.ch;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;

/** A lock on a region of a file (an fcntl record lock). */
public class FileLockImpl extends FileLock {
    private volatile boolean invalid;

    FileLockImpl(FileChannel channel, long position, long size, boolean shared) {
        super(channel, position, size, shared);
    }

    public boolean isValid() {
        return !invalid;
    }

    void invalidate() {
        invalid = true;
    }

    public synchronized void release() throws IOException {
        FileChannel ch = acquiredBy() instanceof FileChannel ? (FileChannel) acquiredBy() : null;
        if (!ch.isOpen()) {
            throw new ClosedChannelException();
        }
        if (!invalid) {
            ((FileChannelImpl) ch).release(this);
            invalid = true;
        }
    }
}
