package java.nio.channels.spi;

import java.io.IOException;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.HashSet;
import java.util.Set;
import sun.nio.ch.Interruptible;
import sun.nio.ch.ThreadBlocker;

public abstract class AbstractSelector extends Selector {
    private volatile boolean closed;
    private final SelectorProvider provider;
    private final Set<SelectionKey> cancelledKeys = new HashSet<SelectionKey>();
    private Interruptible interruptor;

    protected AbstractSelector(SelectorProvider provider) {
        this.provider = provider;
    }

    void cancel(SelectionKey k) {
        synchronized (cancelledKeys) {
            cancelledKeys.add(k);
        }
        if (this instanceof sun.nio.ch.SelectorImpl) {
            ((sun.nio.ch.SelectorImpl) this).cancelled(k);
        }
    }

    public final void close() throws IOException {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        implCloseSelector();
    }

    protected abstract void implCloseSelector() throws IOException;

    public final boolean isOpen() {
        return !closed;
    }

    public final SelectorProvider provider() {
        return provider;
    }

    protected final Set<SelectionKey> cancelledKeys() {
        return cancelledKeys;
    }

    protected abstract SelectionKey register(AbstractSelectableChannel ch, int ops, Object att);

    protected final void deregister(AbstractSelectionKey key) {
        ((AbstractSelectableChannel) key.channel()).removeKey(key);
    }

    protected final void begin() {
        if (interruptor == null) {
            interruptor = new Interruptible() {
                public void interrupt(Thread ignore) {
                    AbstractSelector.this.wakeup();
                }
            };
        }
        ThreadBlocker.blockedOn(interruptor);
        Thread me = Thread.currentThread();
        if (me.isInterrupted()) {
            interruptor.interrupt(me);
        }
    }

    protected final void end() {
        ThreadBlocker.blockedOn(null);
    }
}
