package java.nio.channels.spi;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ClosedSelectorException;
import java.nio.channels.IllegalBlockingModeException;
import java.nio.channels.IllegalSelectorException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;

public abstract class AbstractSelectableChannel extends SelectableChannel {
    private final SelectorProvider provider;
    private SelectionKey[] keys = null;
    private int keyCount = 0;
    private final Object keyLock = new Object();
    private final Object regLock = new Object();
    private volatile boolean nonBlocking;

    protected AbstractSelectableChannel(SelectorProvider provider) {
        this.provider = provider;
    }

    public final SelectorProvider provider() {
        return provider;
    }

    private void addKey(SelectionKey k) {
        if (keys == null) {
            keys = new SelectionKey[2];
        } else if (keyCount == keys.length) {
            SelectionKey[] n = new SelectionKey[keys.length * 2];
            System.arraycopy(keys, 0, n, 0, keys.length);
            keys = n;
        }
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] == null) {
                keys[i] = k;
                keyCount++;
                return;
            }
        }
    }

    private SelectionKey findKey(Selector sel) {
        if (keys == null) {
            return null;
        }
        for (int i = 0; i < keys.length; i++) {
            if (keys[i] != null && keys[i].selector() == sel) {
                return keys[i];
            }
        }
        return null;
    }

    void removeKey(SelectionKey k) {
        synchronized (keyLock) {
            for (int i = 0; keys != null && i < keys.length; i++) {
                if (keys[i] == k) {
                    keys[i] = null;
                    keyCount--;
                }
            }
            ((AbstractSelectionKey) k).invalidate();
        }
    }

    public final boolean isRegistered() {
        synchronized (keyLock) {
            return keyCount != 0;
        }
    }

    public final SelectionKey keyFor(Selector sel) {
        synchronized (keyLock) {
            return findKey(sel);
        }
    }

    public final SelectionKey register(Selector sel, int ops, Object att) throws ClosedChannelException {
        if ((ops & ~validOps()) != 0) {
            throw new IllegalArgumentException();
        }
        if (!isOpen()) {
            throw new ClosedChannelException();
        }
        synchronized (regLock) {
            if (isBlocking()) {
                throw new IllegalBlockingModeException();
            }
            synchronized (keyLock) {
                if (!isOpen()) {
                    throw new ClosedChannelException();
                }
                SelectionKey k = findKey(sel);
                if (k != null) {
                    k.attach(att);
                    k.interestOps(ops);
                } else {
                    if (!(sel instanceof AbstractSelector)) {
                        throw new IllegalSelectorException();
                    }
                    if (!sel.isOpen()) {
                        throw new ClosedSelectorException();
                    }
                    k = ((AbstractSelector) sel).register(this, ops, att);
                    addKey(k);
                }
                return k;
            }
        }
    }

    /* The keys are cancelled first: the selectors drop the fd from their
     * sets before its number is released. */
    protected final void implCloseChannel() throws IOException {
        SelectionKey[] copy;
        synchronized (keyLock) {
            copy = keys == null ? new SelectionKey[0] : keys.clone();
        }
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] != null) {
                copy[i].cancel();
            }
        }
        implCloseSelectableChannel();
    }

    protected abstract void implCloseSelectableChannel() throws IOException;

    public final boolean isBlocking() {
        return !nonBlocking;
    }

    public final Object blockingLock() {
        return regLock;
    }

    public final SelectableChannel configureBlocking(boolean block) throws IOException {
        synchronized (regLock) {
            if (!isOpen()) {
                throw new ClosedChannelException();
            }
            boolean blocking = !nonBlocking;
            if (block != blocking) {
                if (block && haveValidKeys()) {
                    throw new IllegalBlockingModeException();
                }
                implConfigureBlocking(block);
                nonBlocking = !block;
            }
        }
        return this;
    }

    private boolean haveValidKeys() {
        synchronized (keyLock) {
            for (int i = 0; keys != null && i < keys.length; i++) {
                if (keys[i] != null && keys[i].isValid()) {
                    return true;
                }
            }
            return false;
        }
    }

    protected abstract void implConfigureBlocking(boolean block) throws IOException;
}
