package java.lang.ref;

import java.util.Objects;
import java.util.concurrent.ThreadFactory;

/**
 * Runs cleaning actions once their objects become phantom reachable.  Each cleaner has a
 * daemon thread that blocks on the cleaner's queue (no deadline) and ends once the cleaner
 * itself is unreachable and every registered action has run.
 */
public final class Cleaner {

    /** What registered actions are cleaned through; the cleaner's thread holds it, the
     *  cleaner does not need to stay reachable. */
    private static final class Impl implements Runnable {
        final ReferenceQueue<Object> queue = new ReferenceQueue<>();
        /** Sentinel of the doubly linked list of pending cleanables (they must stay
         *  reachable until they run). */
        final Ref head = new Ref();

        public void run() {
            for (;;) {
                synchronized (head) {
                    if (head.next == head) {
                        return;
                    }
                }
                try {
                    Reference<?> r = queue.remove();
                    if (r instanceof Ref) {
                        ((Ref) r).clean();
                    }
                } catch (Throwable ignored) {
                    // an action's exception is ignored, as the JDK's cleaner does
                }
            }
        }
    }

    private static final class Ref extends PhantomReference<Object> implements Cleanable {
        private final Impl impl;
        private final Runnable action;
        Ref prev = this, next = this;

        /** The list's sentinel. */
        Ref() {
            super(null, null);
            this.impl = null;
            this.action = null;
        }

        Ref(Object obj, Impl impl, Runnable action) {
            super(obj, impl.queue);
            this.impl = impl;
            this.action = action;
            synchronized (impl.head) {
                Ref h = impl.head;
                next = h.next;
                prev = h;
                h.next.prev = this;
                h.next = this;
            }
        }

        private boolean unlink() {
            synchronized (impl.head) {
                if (next == this) {
                    return false;
                }
                next.prev = prev;
                prev.next = next;
                next = prev = this;
                return true;
            }
        }

        @Override
        public void clean() {
            if (unlink()) {
                super.clear();
                action.run();
            }
        }

        @Override
        public void clear() {
            if (unlink()) {
                super.clear();
            }
        }
    }

    public interface Cleanable {
        void clean();
    }

    private static int seq;

    private final Impl impl = new Impl();

    private Cleaner() {
    }

    public static Cleaner create() {
        Cleaner c = new Cleaner();
        int n;
        synchronized (Cleaner.class) {
            n = seq++;
        }
        c.start(new Thread(c.impl, "Cleaner-" + n));
        return c;
    }

    public static Cleaner create(ThreadFactory threadFactory) {
        Objects.requireNonNull(threadFactory, "threadFactory");
        Cleaner c = new Cleaner();
        Thread t = threadFactory.newThread(c.impl);
        if (t == null) {
            throw new IllegalStateException("ThreadFactory returned null");
        }
        c.start(t);
        return c;
    }

    private void start(Thread t) {
        new Ref(this, impl, () -> { });   // ends the thread once this cleaner is unreachable
        t.setDaemon(true);
        t.start();
    }

    public Cleanable register(Object obj, Runnable action) {
        Objects.requireNonNull(obj, "obj");
        Objects.requireNonNull(action, "action");
        return new Ref(obj, impl, action);
    }
}
