package java.nio.file;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * WatchService over inotify, without a background thread (HotSpot has one): the thread that
 * calls poll/take reads the inotify fd itself, waiting on it through the VM's io layer like a
 * socket (UnixNatives.inotifyRead0), so an idle take() is one wait and costs no system call.
 * One thread at a time reads the fd; others wait on this object's monitor for keys.
 * The reader waits on an epoll set of the inotify fd and an eventfd: Thread.interrupt() signals
 * the eventfd (through Thread's nio blocker), and take()/poll(timeout) throw
 * InterruptedException, as HotSpot's (whose waiters are in a blocking queue's take); close()
 * closes the set, which wakes the reader (ClosedWatchServiceException).
 */
final class UnixWatchService implements WatchService {
    static final int IN_MODIFY = 0x2, IN_ATTRIB = 0x4, IN_MOVED_FROM = 0x40, IN_MOVED_TO = 0x80,
            IN_CREATE = 0x100, IN_DELETE = 0x200, IN_Q_OVERFLOW = 0x4000, IN_IGNORED = 0x8000,
            IN_ONLYDIR = 0x01000000, IN_DONT_FOLLOW = 0x02000000;
    private static final int MAX_EVENTS = 512;
    private static final int EINTR = 4;

    private final Object lock = new Object();
    private int fd;
    private int waitFd, wakeFd;     /* the epoll set the reader waits on, and its eventfd */
    private volatile boolean closed;
    private boolean reading;
    private final Map<Integer, Key> keys = new HashMap<>();
    private final Map<Path, Key> byDir = new HashMap<>();
    private final ArrayDeque<Key> ready = new ArrayDeque<>();
    private final byte[] buf = new byte[16384];

    UnixWatchService() throws IOException {
        int r = UnixNatives.inotifyInit0();
        if (r < 0) {
            throw new IOException("inotify_init failed: " + UnixNatives.strerror0(-r));
        }
        int[] w = new int[2];
        int k = UnixNatives.inotifyWaker0(r, w);
        if (k < 0) {
            UnixNatives.inotifyClose0(r);
            throw new IOException("epoll_create failed: " + UnixNatives.strerror0(-k));
        }
        fd = r;
        waitFd = w[0];
        wakeFd = w[1];
    }

    /* What Thread.interrupt() calls for the thread reading the fd. */
    private final sun.nio.ch.Interruptible waker = new sun.nio.ch.Interruptible() {
        public void interrupt(Thread t) {
            synchronized (lock) {
                if (!closed) {
                    UnixNatives.inotifyWake0(wakeFd);
                }
            }
        }
    };

    // ---- registration (from UnixPath.register) ----

    WatchKey register(Path dir, WatchEvent.Kind<?>[] events, WatchEvent.Modifier... modifiers) throws IOException {
        if (events == null) {
            throw new NullPointerException();
        }
        int mask = 0;
        boolean create = false, delete = false, modify = false;
        for (WatchEvent.Kind<?> k : events) {
            if (k == StandardWatchEventKinds.ENTRY_CREATE) {
                create = true;
                mask |= IN_CREATE | IN_MOVED_TO;
            } else if (k == StandardWatchEventKinds.ENTRY_DELETE) {
                delete = true;
                mask |= IN_DELETE | IN_MOVED_FROM;
            } else if (k == StandardWatchEventKinds.ENTRY_MODIFY) {
                modify = true;
                mask |= IN_MODIFY | IN_ATTRIB;
            } else if (k == null) {
                throw new NullPointerException("An element in event set is 'null'");
            } else if (k != StandardWatchEventKinds.OVERFLOW) {
                throw new UnsupportedOperationException(k.name());
            }
        }
        if (modifiers == null) {
            throw new NullPointerException();
        }
        for (WatchEvent.Modifier m : modifiers) {
            if (m == null) {
                throw new NullPointerException();
            }
            throw new UnsupportedOperationException("Modifier not supported");
        }
        if (mask == 0) {
            throw new IllegalArgumentException("No events to register");
        }
        synchronized (lock) {
            if (closed) {
                throw new ClosedWatchServiceException();
            }
            String s = dir.toString();
            long[] st = new long[17];
            int sr = UnixNatives.stat1(s, true, st);
            if (sr < 0) {
                throw Files.translate(-sr, s, null);
            }
            if (st[0] != UnixNatives.TYPE_DIR) {
                throw new NotDirectoryException(s);
            }
            int wd = UnixNatives.inotifyAdd0(fd, s, mask | IN_ONLYDIR);
            if (wd < 0) {
                throw Files.translate(-wd, s, null);
            }
            Key k = keys.get(wd);
            if (k == null) {
                k = new Key(dir, wd);
                keys.put(wd, k);
                byDir.put(dir, k);
            }
            k.create = create;
            k.delete = delete;
            k.modify = modify;
            return k;
        }
    }

    // ---- retrieval ----

    @Override
    public WatchKey poll() {
        try {
            return next(0);
        } catch (InterruptedException e) {
            throw new InternalError(e);             /* next(0) never waits */
        }
    }

    @Override
    public WatchKey poll(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long ns = unit.toNanos(timeout);
        return next(ns <= 0 ? 0 : ns);
    }

    @Override
    public WatchKey take() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        return next(-1);
    }

    /** The next signalled key, waiting up to timeout ns (-1: for ever; 0: not at all). */
    private WatchKey next(long timeout) throws InterruptedException {
        long deadline = timeout > 0 ? System.nanoTime() + timeout : 0;
        for (;;) {
            long left = timeout < 0 ? -1 : timeout == 0 ? 0 : Math.max(0, deadline - System.nanoTime());
            synchronized (lock) {
                if (closed) {
                    throw new ClosedWatchServiceException();
                }
                Key k = ready.poll();
                if (k != null) {
                    return k;
                }
                if (reading) {
                    // another thread reads the fd: wait for it to hand out keys
                    if (left == 0) {
                        return null;
                    }
                    try {
                        if (left < 0) {
                            lock.wait();
                        } else {
                            lock.wait(Math.max(1, left / 1000000));
                        }
                    } catch (InterruptedException e) {
                        throw e;
                    }
                    if (timeout > 0 && deadline - System.nanoTime() <= 0 && ready.isEmpty()) {
                        return null;
                    }
                    continue;
                }
                reading = true;
            }
            int n;
            boolean got = false;
            try {
                if (left != 0) {
                    sun.nio.ch.ThreadBlocker.blockedOn(waker);
                }
                try {
                    n = left != 0 && Thread.currentThread().isInterrupted() ? -EINTR
                            : UnixNatives.inotifyRead0(fd, waitFd, wakeFd, buf, left);
                } finally {
                    if (left != 0) {
                        sun.nio.ch.ThreadBlocker.blockedOn(null);
                    }
                }
                // then everything else already queued, as HotSpot's background thread would have
                // read it by now (so a key that gets more than 512 events shows OVERFLOW)
                while (n > 0) {
                    got = true;
                    synchronized (lock) {
                        if (closed) {
                            break;
                        }
                        dispatch(n);
                        lock.notifyAll();
                    }
                    n = UnixNatives.inotifyRead0(fd, waitFd, wakeFd, buf, 0);
                }
            } finally {
                synchronized (lock) {
                    reading = false;
                    lock.notifyAll();
                }
            }
            if (n == -EINTR) {
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
                continue;               // a stale wake-up: read again
            }
            synchronized (lock) {
                if (closed || n < 0) {
                    throw new ClosedWatchServiceException();    // closed (-EBADF), or the fd failed
                }
                Key k = ready.poll();
                if (k != null) {
                    return k;
                }
                if (!got && left >= 0) {
                    return null;        // the time-out
                }
            }
        }
    }

    private static int int32(byte[] b, int off) {
        return (b[off] & 0xFF) | (b[off + 1] & 0xFF) << 8 | (b[off + 2] & 0xFF) << 16 | (b[off + 3] & 0xFF) << 24;
    }

    /** Turns the n bytes of inotify events in buf into events on their keys (under lock). */
    private void dispatch(int n) {
        int off = 0;
        while (off + 16 <= n) {
            int wd = int32(buf, off);
            int mask = int32(buf, off + 4);
            int len = int32(buf, off + 12);
            String name = null;
            if (len > 0) {
                int e = off + 16;
                int end = e;
                while (end < e + len && buf[end] != 0) {
                    end++;
                }
                name = new String(buf, e, end - e, java.nio.charset.StandardCharsets.UTF_8);
            }
            off += 16 + len;
            if ((mask & IN_Q_OVERFLOW) != 0) {
                for (Key k : keys.values()) {
                    k.signal(StandardWatchEventKinds.OVERFLOW, null);
                }
                continue;
            }
            Key k = keys.get(wd);
            if (k == null) {
                continue;
            }
            if ((mask & IN_IGNORED) != 0) {
                // the directory went away (or the watch was removed): the key is cancelled
                keys.remove(wd);
                byDir.remove(k.dir);
                k.valid = false;
                k.enqueue();
                continue;
            }
            Path ctx = name == null ? null : Path.of(name);
            if ((mask & (IN_CREATE | IN_MOVED_TO)) != 0 && k.create) {
                k.signal(StandardWatchEventKinds.ENTRY_CREATE, ctx);
            }
            if ((mask & (IN_MODIFY | IN_ATTRIB)) != 0 && k.modify) {
                k.signal(StandardWatchEventKinds.ENTRY_MODIFY, ctx);
            }
            if ((mask & (IN_DELETE | IN_MOVED_FROM)) != 0 && k.delete) {
                k.signal(StandardWatchEventKinds.ENTRY_DELETE, ctx);
            }
        }
    }

    @Override
    public void close() throws IOException {
        int f;
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            for (Key k : keys.values()) {
                k.valid = false;
            }
            keys.clear();
            byDir.clear();
            ready.clear();
            f = fd;
            fd = -1;
            lock.notifyAll();
        }
        UnixNatives.inotifyClose0(waitFd);         // wakes the reader, which waits on the set
        UnixNatives.inotifyClose0(f);
        UnixNatives.inotifyClose0(wakeFd);
    }

    // ---- keys and events ----

    private static final class Event<T> implements WatchEvent<T> {
        final WatchEvent.Kind<T> kind;
        final T context;
        int count = 1;

        Event(WatchEvent.Kind<T> kind, T context) {
            this.kind = kind;
            this.context = context;
        }

        @Override
        public WatchEvent.Kind<T> kind() {
            return kind;
        }

        @Override
        public int count() {
            return count;
        }

        @Override
        public T context() {
            return context;
        }
    }

    private final class Key implements WatchKey {
        final Path dir;
        final int wd;
        boolean create, delete, modify;
        boolean valid = true;
        boolean signalled;
        List<WatchEvent<?>> events = new ArrayList<>();
        Map<Object, Event<?>> lastModify = new HashMap<>();

        Key(Path dir, int wd) {
            this.dir = dir;
            this.wd = wd;
        }

        void enqueue() {
            if (!signalled) {
                signalled = true;
                ready.add(this);
            }
        }

        /** Adds an event, folding repeats into a count, as HotSpot's keys do (under lock). */
        @SuppressWarnings({"unchecked", "rawtypes"})
        void signal(WatchEvent.Kind<?> kind, Object context) {
            int size = events.size();
            if (size > 0) {
                Event<?> prev = (Event<?>) events.get(size - 1);
                if (prev.kind == StandardWatchEventKinds.OVERFLOW
                        || (prev.kind == kind && java.util.Objects.equals(prev.context, context))) {
                    prev.count++;
                    return;
                }
                if (!lastModify.isEmpty()) {
                    if (kind == StandardWatchEventKinds.ENTRY_MODIFY) {
                        Event<?> e = lastModify.get(context);
                        if (e != null) {
                            e.count++;
                            return;
                        }
                    } else {
                        lastModify.remove(context);
                    }
                }
                if (size >= MAX_EVENTS) {
                    kind = StandardWatchEventKinds.OVERFLOW;
                    context = null;
                }
            }
            Event ev = new Event(kind, context);
            if (kind == StandardWatchEventKinds.ENTRY_MODIFY) {
                lastModify.put(context, ev);
            } else if (kind == StandardWatchEventKinds.OVERFLOW) {
                events.clear();
                lastModify.clear();
            }
            events.add(ev);
            enqueue();
        }

        @Override
        public boolean isValid() {
            synchronized (lock) {
                return valid;
            }
        }

        @Override
        public List<WatchEvent<?>> pollEvents() {
            synchronized (lock) {
                List<WatchEvent<?>> r = events;
                events = new ArrayList<>();
                lastModify.clear();
                return r;
            }
        }

        @Override
        public boolean reset() {
            synchronized (lock) {
                if (!valid) {
                    return false;
                }
                if (signalled && !ready.contains(this)) {
                    if (events.isEmpty()) {
                        signalled = false;
                    } else {
                        ready.add(this);
                        lock.notifyAll();
                    }
                }
                return true;
            }
        }

        @Override
        public void cancel() {
            synchronized (lock) {
                if (!valid) {
                    return;
                }
                valid = false;
                keys.remove(wd);
                byDir.remove(dir);
                if (!closed) {
                    UnixNatives.inotifyRm0(fd, wd);
                }
            }
        }

        @Override
        public Watchable watchable() {
            return dir;
        }
    }
}
