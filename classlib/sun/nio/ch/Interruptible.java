package sun.nio.ch;

/** What Thread.interrupt() calls for a thread blocked in an interruptible channel or a selector. */
public interface Interruptible {
    void interrupt(Thread t);
}
