package sun.nio.ch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ref.WeakReference;
import java.util.ArrayList;

/**
 * The file region a READ_WRITE MappedByteBuffer copies (the buffer is a
 * byte[]; see java.nio.MappedByteBuffer): written back at force(), when the
 * channel that mapped it is closed, and at exit (a shutdown hook), through
 * the channel while it is open, else by opening the file again.  The
 * channel holds its mappings until it is closed; the exit hook only weakly
 * (a buffer dropped after its channel closed has nothing left to write).
 */
public final class FileMapping {
    private static final ArrayList<WeakReference<FileMapping>> LIVE = new ArrayList<WeakReference<FileMapping>>();
    private static boolean hooked;

    private final FileChannelImpl channel;
    private final String path;
    private final byte[] data;
    private final long position;

    FileMapping(FileChannelImpl channel, String path, byte[] data, long position) {
        this.channel = channel;
        this.path = path;
        this.data = data;
        this.position = position;
        synchronized (LIVE) {
            for (int i = LIVE.size() - 1; i >= 0; i--) {
                if (LIVE.get(i).get() == null) {
                    LIVE.remove(i);
                }
            }
            LIVE.add(new WeakReference<FileMapping>(this));
            if (!hooked) {
                hooked = true;
                Runtime.getRuntime().addShutdownHook(new Thread(new Runnable() {
                    public void run() {
                        flushAll();
                    }
                }));
            }
        }
    }

    private static void flushAll() {
        Object[] all;
        synchronized (LIVE) {
            all = LIVE.toArray();
        }
        for (int i = 0; i < all.length; i++) {
            @SuppressWarnings("unchecked")
            FileMapping m = ((WeakReference<FileMapping>) all[i]).get();
            if (m != null) {
                m.flushQuietly();
            }
        }
    }

    void flushQuietly() {
        try {
            write();
        } catch (IOException e) {
            /* at close or exit: nothing to report it to */
        }
    }

    public void writeBack() {
        try {
            write();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private synchronized void write() throws IOException {
        if (data.length == 0) {
            return;
        }
        int fd = channel.fdIfOpen();
        boolean own = false;
        if (fd < 0) {
            if (path == null) {
                throw new IOException("The channel of this mapping is closed and its file has no name");
            }
            fd = NioNatives.open0(path, NioNatives.O_WRITE, 0666);
            if (fd < 0) {
                throw IOUtil.error(fd);
            }
            own = true;
        }
        try {
            int n = NioNatives.pwrite0(fd, data, 0, data.length, position);
            if (n < 0) {
                throw IOUtil.error(n);
            }
        } finally {
            if (own) {
                NioNatives.close0(fd);
            } else {
                channel.fdDone();
            }
        }
    }
}
