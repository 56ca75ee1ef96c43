package java.nio.channels.spi;

import java.io.IOException;
import java.nio.channels.AsynchronousCloseException;
import java.nio.channels.Channel;
import java.nio.channels.ClosedByInterruptException;
import java.nio.channels.InterruptibleChannel;
import sun.nio.ch.Interruptible;
import sun.nio.ch.ThreadBlocker;

/**
 * A channel whose blocking operations, bracketed by begin() and end(), end
 * when another thread closes it (AsynchronousCloseException) or interrupts
 * the blocked thread (the channel is closed, ClosedByInterruptException).
 */
public abstract class AbstractInterruptibleChannel implements Channel, InterruptibleChannel {
    private final Object closeLock = new Object();
    private volatile boolean closed;
    private Interruptible interruptor;
    private volatile Thread interrupted;

    protected AbstractInterruptibleChannel() {
    }

    public final void close() throws IOException {
        synchronized (closeLock) {
            if (closed) {
                return;
            }
            closed = true;
            implCloseChannel();
        }
    }

    protected abstract void implCloseChannel() throws IOException;

    public final boolean isOpen() {
        return !closed;
    }

    protected final void begin() {
        if (interruptor == null) {
            interruptor = new Interruptible() {
                public void interrupt(Thread target) {
                    synchronized (closeLock) {
                        if (closed) {
                            return;
                        }
                        closed = true;
                        interrupted = target;
                        try {
                            AbstractInterruptibleChannel.this.implCloseChannel();
                        } catch (IOException x) {
                            /* as the JDK: ignored */
                        }
                    }
                }
            };
        }
        Thread me = Thread.currentThread();
        ThreadBlocker.blockedOn(interruptor);
        if (me.isInterrupted()) {
            interruptor.interrupt(me);
        }
    }

    protected final void end(boolean completed) throws AsynchronousCloseException {
        ThreadBlocker.blockedOn(null);
        Thread t = interrupted;
        if (t != null && t == Thread.currentThread()) {
            interrupted = null;
            throw new ClosedByInterruptException();
        }
        if (!completed && closed) {
            throw new AsynchronousCloseException();
        }
    }
}
