package java.nio.channels;

import java.io.Closeable;
import java.io.IOException;
import java.nio.channels.spi.SelectorProvider;
import java.util.Set;
import java.util.function.Consumer;

public abstract class Selector implements Closeable {
    protected Selector() {
    }

    public static Selector open() throws IOException {
        return SelectorProvider.provider().openSelector();
    }

    public abstract boolean isOpen();

    public abstract SelectorProvider provider();

    public abstract Set<SelectionKey> keys();

    public abstract Set<SelectionKey> selectedKeys();

    public abstract int selectNow() throws IOException;

    public abstract int select(long timeout) throws IOException;

    public abstract int select() throws IOException;

    public int select(Consumer<SelectionKey> action, long timeout) throws IOException {
        if (timeout < 0) {
            throw new IllegalArgumentException("Negative timeout");
        }
        return doSelect(action, timeout == 0 ? -1 : timeout);
    }

    public int select(Consumer<SelectionKey> action) throws IOException {
        return doSelect(action, -1);
    }

    public int selectNow(Consumer<SelectionKey> action) throws IOException {
        return doSelect(action, 0);
    }

    private int doSelect(Consumer<SelectionKey> action, long timeout) throws IOException {
        if (action == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            Set<SelectionKey> sel = selectedKeys();
            synchronized (sel) {
                sel.clear();
                if (timeout < 0) {
                    select();
                } else if (timeout == 0) {
                    selectNow();
                } else {
                    select(timeout);
                }
                Object[] ks = sel.toArray();
                sel.clear();
                int count = 0;
                for (int i = 0; i < ks.length; i++) {
                    SelectionKey k = (SelectionKey) ks[i];
                    if (k.isValid()) {
                        action.accept(k);
                        count++;
                    }
                }
                return count;
            }
        }
    }

    public abstract Selector wakeup();

    public abstract void close() throws IOException;

}
