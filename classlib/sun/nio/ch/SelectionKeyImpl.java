package sun.nio.ch;

import java.nio.channels.CancelledKeyException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.spi.AbstractSelectionKey;

public final class SelectionKeyImpl extends AbstractSelectionKey {
    private final SelectableChannel channel;
    private final SelectorImpl selector;
    private volatile int interestOps;
    private volatile int readyOps;
    /* The poller events the selector's set holds for this key's fd (0: not in the set). */
    int registeredEvents;

    SelectionKeyImpl(SelectableChannel channel, SelectorImpl selector) {
        this.channel = channel;
        this.selector = selector;
    }

    public SelectableChannel channel() {
        return channel;
    }

    public Selector selector() {
        return selector;
    }

    int fd() {
        return ((SelChImpl) channel).fdVal();
    }

    private void ensureValid() {
        if (!isValid()) {
            throw new CancelledKeyException();
        }
    }

    public int interestOps() {
        ensureValid();
        return interestOps;
    }

    public SelectionKey interestOps(int ops) {
        ensureValid();
        if ((ops & ~channel.validOps()) != 0) {
            throw new IllegalArgumentException("Invalid interest ops");
        }
        synchronized (this) {
            interestOps = ops;
            selector.setInterest(this, ops);
        }
        return this;
    }

    int interest() {
        return interestOps;
    }

    public int readyOps() {
        ensureValid();
        return readyOps;
    }

    int ready() {
        return readyOps;
    }

    void setReady(int ops) {
        readyOps = ops;
    }
}
