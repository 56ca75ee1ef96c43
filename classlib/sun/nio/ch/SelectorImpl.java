package sun.nio.ch;

import java.io.IOException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.IllegalSelectorException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.spi.AbstractSelectableChannel;
import java.nio.channels.spi.AbstractSelectionKey;
import java.nio.channels.spi.AbstractSelector;
import java.nio.channels.spi.SelectorProvider;
import java.util.AbstractSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;

/**
 * A Selector over an epoll set (io_poller_*).  A select waits on the set's
 * own fd through the VM's io layer, as one wait, so an idle select costs no
 * system call but that wait on every backend; wakeup() writes an eventfd
 * that the set holds.  Interest changes and cancellations go to the set at
 * once (so a channel's fd leaves it before the channel closes the number);
 * cancelled keys leave the key set at the next selection, as the JDK says.
 */
public class SelectorImpl extends AbstractSelector {
    private static final int MAX_EVENTS = 256;

    private final int ep;
    private final int wakeFd;
    private final Object keyLock = new Object();
    private final HashSet<SelectionKey> keys = new HashSet<SelectionKey>();
    private final HashSet<SelectionKey> selected = new HashSet<SelectionKey>();
    private final Set<SelectionKey> publicKeys = Collections.unmodifiableSet(keys);
    private final Set<SelectionKey> publicSelected = new Ungrowable(selected);
    private final HashMap<Integer, SelectionKeyImpl> byFd = new HashMap<Integer, SelectionKeyImpl>();
    private final int[] readyFds = new int[MAX_EVENTS];
    private final int[] readyEvents = new int[MAX_EVENTS];
    private volatile boolean closing;

    SelectorImpl(SelectorProvider sp) throws IOException {
        super(sp);
        int e = NioNatives.pollerNew0();
        if (e < 0) {
            throw IOUtil.error(e);
        }
        int w = NioNatives.wakeupNew0();
        if (w < 0) {
            NioNatives.close0(e);
            throw IOUtil.error(w);
        }
        int r = NioNatives.pollerCtl0(e, w, NioNatives.EV_READ, 0);
        if (r < 0) {
            NioNatives.close0(e);
            NioNatives.close0(w);
            throw IOUtil.error(r);
        }
        ep = e;
        wakeFd = w;
    }

    private static int eventsOf(int ops) {
        int ev = 0;
        if ((ops & (SelectionKey.OP_READ | SelectionKey.OP_ACCEPT)) != 0) {
            ev |= NioNatives.EV_READ;
        }
        if ((ops & (SelectionKey.OP_WRITE | SelectionKey.OP_CONNECT)) != 0) {
            ev |= NioNatives.EV_WRITE;
        }
        return ev;
    }

    private void ensureOpen() {
        if (!isOpen()) {
            throw new ClosedSelectorException();
        }
    }

    protected SelectionKey register(AbstractSelectableChannel ch, int ops, Object att) {
        if (!(ch instanceof SelChImpl)) {
            throw new IllegalSelectorException();
        }
        SelectionKeyImpl k = new SelectionKeyImpl(ch, this);
        k.attach(att);
        synchronized (keyLock) {
            ensureOpen();
            keys.add(k);
            byFd.put(Integer.valueOf(k.fd()), k);
        }
        k.interestOps(ops);
        return k;
    }

    void setInterest(SelectionKeyImpl k, int ops) {
        synchronized (keyLock) {
            if (!k.isValid() || closing) {
                return;
            }
            int ev = eventsOf(ops);
            if (ev != k.registeredEvents) {
                int r = NioNatives.pollerCtl0(ep, k.fd(), ev, k.registeredEvents != 0 ? 1 : 0);
                if (r == 0) {
                    k.registeredEvents = ev;
                }
            }
        }
    }

    /** From AbstractSelector.cancel: the fd leaves the set now. */
    public void cancelled(SelectionKey key) {
        SelectionKeyImpl k = (SelectionKeyImpl) key;
        synchronized (keyLock) {
            if (k.registeredEvents != 0 && !closing) {
                NioNatives.pollerCtl0(ep, k.fd(), 0, 1);
                k.registeredEvents = 0;
            }
            Integer fd = Integer.valueOf(k.fd());
            if (byFd.get(fd) == k) {
                byFd.remove(fd);
            }
        }
    }

    private void processCancelled() {
        Set<SelectionKey> cks = cancelledKeys();
        Object[] cs;
        synchronized (cks) {
            if (cks.isEmpty()) {
                return;
            }
            cs = cks.toArray();
            cks.clear();
        }
        for (int i = 0; i < cs.length; i++) {
            SelectionKeyImpl k = (SelectionKeyImpl) cs[i];
            synchronized (keyLock) {
                keys.remove(k);
            }
            selected.remove(k);
            deregister(k);
        }
    }

    public Set<SelectionKey> keys() {
        ensureOpen();
        return publicKeys;
    }

    public Set<SelectionKey> selectedKeys() {
        ensureOpen();
        return publicSelected;
    }

    private int doSelect(long timeout) throws IOException {
        synchronized (this) {
            ensureOpen();
            synchronized (publicSelected) {
                processCancelled();
                int n;
                try {
                    begin();
                    n = NioNatives.pollerWait0(ep, readyFds, readyEvents, timeout);
                } finally {
                    end();
                }
                if (n < 0) {
                    if (!isOpen()) {
                        throw new ClosedSelectorException();
                    }
                    throw IOUtil.error(n);
                }
                processCancelled();
                int updated = 0;
                for (int i = 0; i < n; i++) {
                    int fd = readyFds[i];
                    if (fd == wakeFd) {
                        NioNatives.wakeupDrain0(wakeFd);
                        continue;
                    }
                    SelectionKeyImpl k;
                    synchronized (keyLock) {
                        k = byFd.get(Integer.valueOf(fd));
                    }
                    if (k == null || !k.isValid()) {
                        continue;
                    }
                    int ops = ((SelChImpl) k.channel()).translateReadyOps(readyEvents[i], k.interest());
                    if (ops == 0) {
                        continue;
                    }
                    if (selected.contains(k)) {
                        int old = k.ready();
                        if ((old | ops) != old) {
                            k.setReady(old | ops);
                            updated++;
                        }
                    } else {
                        k.setReady(ops);
                        selected.add(k);
                        updated++;
                    }
                }
                return updated;
            }
        }
    }

    public int selectNow() throws IOException {
        return doSelect(0);
    }

    public int select(long timeout) throws IOException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout");
        }
        return doSelect(timeout == 0 ? -1 : timeout);
    }

    public int select() throws IOException {
        return doSelect(-1);
    }

    public Selector wakeup() {
        if (isOpen()) {
            NioNatives.wakeupSignal0(wakeFd);
        }
        return this;
    }

    protected void implCloseSelector() throws IOException {
        NioNatives.wakeupSignal0(wakeFd);
        synchronized (this) {
            synchronized (publicSelected) {
                Object[] ks;
                synchronized (keyLock) {
                    closing = true;
                    ks = keys.toArray();
                    keys.clear();
                    byFd.clear();
                }
                for (int i = 0; i < ks.length; i++) {
                    deregister((AbstractSelectionKey) ks[i]);
                }
                selected.clear();
                synchronized (cancelledKeys()) {
                    cancelledKeys().clear();
                }
                NioNatives.close0(ep);
                NioNatives.close0(wakeFd);
            }
        }
    }

    /* The selected-key set: keys may be removed, never added. */
    private static final class Ungrowable extends AbstractSet<SelectionKey> {
        private final Set<SelectionKey> s;

        Ungrowable(Set<SelectionKey> s) {
            this.s = s;
        }

        public int size() {
            return s.size();
        }

        public boolean isEmpty() {
            return s.isEmpty();
        }

        public boolean contains(Object o) {
            return s.contains(o);
        }

        public boolean remove(Object o) {
            return s.remove(o);
        }

        public void clear() {
            s.clear();
        }

        public Iterator<SelectionKey> iterator() {
            return s.iterator();
        }

        public boolean add(SelectionKey k) {
            throw new UnsupportedOperationException();
        }
    }
}
