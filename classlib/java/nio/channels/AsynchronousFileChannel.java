package java.nio.channels;

/** Only the type (FileLock names it); asynchronous channels are not implemented. */
public abstract class AsynchronousFileChannel implements Channel {
    protected AsynchronousFileChannel() {
    }
}
