package java.lang;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/** ProcessHandle over /proc and kill(2) (vm/natives/process.c). */
final class ProcessHandleImpl implements ProcessHandle {
    private static ProcessHandleImpl current;
    private final long pid;

    private static native long currentPid0();

    private static native boolean isAlive0(long pid);

    private static native long parentPid0(long pid);

    private static native boolean kill0(long pid, boolean force);

    ProcessHandleImpl(long pid) {
        this.pid = pid;
    }

    static synchronized ProcessHandleImpl current() {
        if (current == null)
            current = new ProcessHandleImpl(currentPid0());
        return current;
    }

    static Optional<ProcessHandle> of(long pid) {
        return isAlive0(pid) ? Optional.<ProcessHandle>of(new ProcessHandleImpl(pid)) : Optional.<ProcessHandle>empty();
    }

    public long pid() {
        return pid;
    }

    public Optional<ProcessHandle> parent() {
        long ppid = parentPid0(pid);
        return ppid <= 0 ? Optional.<ProcessHandle>empty() : Optional.<ProcessHandle>of(new ProcessHandleImpl(ppid));
    }

    public Stream<ProcessHandle> children() {
        throw new UnsupportedOperationException("ProcessHandle.children is not supported by this VM");
    }

    public Stream<ProcessHandle> descendants() {
        throw new UnsupportedOperationException("ProcessHandle.descendants is not supported by this VM");
    }

    public Info info() {
        throw new UnsupportedOperationException("ProcessHandle.info is not supported by this VM");
    }

    public CompletableFuture<ProcessHandle> onExit() {
        throw new UnsupportedOperationException("ProcessHandle.onExit is not supported by this VM (Process.onExit is)");
    }

    public boolean supportsNormalTermination() {
        return true;
    }

    private boolean kill(boolean force) {
        if (this.equals(current()))
            throw new IllegalStateException("destroy of current process not allowed");
        return isAlive0(pid) && kill0(pid, force);
    }

    public boolean destroy() {
        return kill(false);
    }

    public boolean destroyForcibly() {
        return kill(true);
    }

    public boolean isAlive() {
        return isAlive0(pid);
    }

    public int hashCode() {
        return Long.hashCode(pid);
    }

    public boolean equals(Object obj) {
        return obj instanceof ProcessHandleImpl && ((ProcessHandleImpl) obj).pid == pid;
    }

    public int compareTo(ProcessHandle other) {
        return Long.compare(pid, ((ProcessHandleImpl) other).pid);
    }

    public String toString() {
        return String.valueOf(pid);
    }
}
