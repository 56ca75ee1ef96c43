package java.lang;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * A child started with posix_spawn (vm/natives/process.c, io/process.c).
 *
 * Each child has a daemon "process reaper" thread, as on HotSpot: it blocks
 * until the child exits (a wait on the child's pidfd, which costs no system
 * call while it waits, on every thread backend), reaps it, records the
 * status under this object's monitor and wakes waitFor.  So waitFor is an
 * Object.wait (interruptible, timed), and when the child exits its stdin
 * stream is closed and whatever its stdout and stderr pipes still hold is
 * moved into memory, so the pipes are released as the JDK releases them.
 */
final class ProcessImpl extends Process {
    private final int pid;
    private final int pidfd;
    private int exitcode;
    private boolean hasExited;
    private CompletableFuture<Process> exitFuture;

    private final OutputStream stdin;
    private final InputStream stdout;
    private final InputStream stderr;

    private static native int spawn0(String[] cmd, String[] env, String dir, int[] fds, boolean mergeErr,
                                     int[] pidfd) throws IOException;

    private static native boolean waitReady0(int pid, int pidfd, long timeoutNanos) throws IOException;

    private static native int reap0(int pid);

    private static native void kill0(int pid, boolean force);

    private static native void close0(int fd);

    private static native FileDescriptor newFd0(int fd);

    private static native int openRedirect0(String path, int mode) throws IOException;

    static Process start(String[] cmd, Map<String, String> env, String dir, ProcessBuilder.Redirect[] redirects,
                         boolean mergeErr) throws IOException {
        int[] fds = { -1, -1, -1 };
        int[] opened = { -1, -1, -1 };
        try {
            if (redirects != null) {
                for (int k = 0; k < 3; k++) {
                    ProcessBuilder.Redirect r = redirects[k];
                    switch (r.type()) {
                    case PIPE:
                        break;
                    case INHERIT:
                        fds[k] = -2;
                        break;
                    case READ:
                        fds[k] = opened[k] = openRedirect0(r.file().getPath(), 0);
                        break;
                    case WRITE:
                        fds[k] = opened[k] = openRedirect0(r.file().getPath(), 1);
                        break;
                    case APPEND:
                        fds[k] = opened[k] = openRedirect0(r.file().getPath(), 2);
                        break;
                    }
                }
            }
            String[] envp = env == null ? null : ((ProcessBuilder.Environment) env).toEnvp();
            int[] pidfd = new int[1];
            int pid = spawn0(cmd, envp, dir, fds, mergeErr, pidfd);
            return new ProcessImpl(pid, pidfd[0], fds, mergeErr);
        } finally {
            for (int fd : opened)
                if (fd >= 0)
                    close0(fd);
        }
    }

    private ProcessImpl(int pid, int pidfd, int[] fds, boolean mergeErr) {
        this.pid = pid;
        this.pidfd = pidfd;
        stdin = fds[0] >= 0 ? new ProcessPipeOutputStream(fds[0])
                            : (OutputStream) ProcessBuilder.NullOutputStream.INSTANCE;
        stdout = fds[1] >= 0 ? new ProcessPipeInputStream(fds[1])
                             : (InputStream) ProcessBuilder.NullInputStream.INSTANCE;
        stderr = !mergeErr && fds[2] >= 0 ? new ProcessPipeInputStream(fds[2])
                                          : (InputStream) ProcessBuilder.NullInputStream.INSTANCE;
        Thread reaper = new Thread("process reaper") {
            public void run() {
                reap();
            }
        };
        reaper.setDaemon(true);
        reaper.start();
    }

    /** The reaper thread's body. */
    private void reap() {
        int code;
        for (;;) {
            try {
                waitReady0(pid, pidfd, -1);
            } catch (IOException e) {
                // the wait itself failed: reap0 below tells whether the child is gone
            }
            code = reap0(pid);
            if (code != -1)
                break;
        }
        if (code == -2)
            code = 0x7f;                /* reaped elsewhere: the status is lost */
        close0(pidfd);
        if (stdin instanceof ProcessPipeOutputStream)
            ((ProcessPipeOutputStream) stdin).processExited();
        if (stdout instanceof ProcessPipeInputStream)
            ((ProcessPipeInputStream) stdout).processExited();
        if (stderr instanceof ProcessPipeInputStream)
            ((ProcessPipeInputStream) stderr).processExited();
        CompletableFuture<Process> f;
        synchronized (this) {
            exitcode = code;
            hasExited = true;
            notifyAll();
            f = exitFuture;
        }
        if (f != null)
            f.complete(this);
    }

    public OutputStream getOutputStream() {
        return stdin;
    }

    public InputStream getInputStream() {
        return stdout;
    }

    public InputStream getErrorStream() {
        return stderr;
    }

    public synchronized int waitFor() throws InterruptedException {
        while (!hasExited)
            wait();
        return exitcode;
    }

    public synchronized boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long remaining = unit.toNanos(timeout);
        if (hasExited)
            return true;
        if (timeout <= 0)
            return false;
        long deadline = System.nanoTime() + remaining;
        while (!hasExited && remaining > 0) {
            wait(TimeUnit.NANOSECONDS.toMillis(remaining), (int) (remaining % 1000000));
            remaining = deadline - System.nanoTime();
        }
        return hasExited;
    }

    public synchronized int exitValue() {
        if (!hasExited)
            throw new IllegalThreadStateException("process hasn't exited");
        return exitcode;
    }

    private void destroy(boolean force) {
        synchronized (this) {
            if (!hasExited)
                kill0(pid, force);
        }
        try {
            stdin.close();
        } catch (IOException ignored) {
        }
        try {
            stdout.close();
        } catch (IOException ignored) {
        }
        try {
            stderr.close();
        } catch (IOException ignored) {
        }
    }

    public void destroy() {
        destroy(false);
    }

    public Process destroyForcibly() {
        destroy(true);
        return this;
    }

    public boolean supportsNormalTermination() {
        return true;
    }

    public synchronized boolean isAlive() {
        return !hasExited;
    }

    public long pid() {
        return pid;
    }

    public synchronized CompletableFuture<Process> onExit() {
        if (exitFuture == null) {
            exitFuture = new CompletableFuture<Process>();
            if (hasExited)
                exitFuture.complete(this);
        }
        return exitFuture;
    }

    public ProcessHandle toHandle() {
        return new ProcessHandleImpl(pid);
    }

    public String toString() {
        return "Process[pid=" + pid + ", exitValue=" + (hasExited ? Integer.toString(exitcode) : "\"not exited\"")
                + "]";
    }

    /** The child's stdout or stderr; once the child has exited, what is left moves to memory. */
    static final class ProcessPipeInputStream extends BufferedInputStream {
        ProcessPipeInputStream(int fd) {
            super(new FileInputStream(newFd0(fd)));
        }

        synchronized void processExited() {
            InputStream in = this.in;
            if (in == null)
                return;
            try {
                byte[] stranded = null;
                int n;
                while ((n = in.available()) > 0) {
                    byte[] more = new byte[n];
                    int got = in.read(more, 0, n);
                    if (got <= 0)
                        break;
                    if (stranded == null) {
                        stranded = java.util.Arrays.copyOf(more, got);
                    } else {
                        byte[] joined = java.util.Arrays.copyOf(stranded, stranded.length + got);
                        System.arraycopy(more, 0, joined, stranded.length, got);
                        stranded = joined;
                    }
                }
                in.close();
                this.in = stranded == null ? (InputStream) ProcessBuilder.NullInputStream.INSTANCE
                                           : new ByteArrayInputStream(stranded);
            } catch (IOException ignored) {
            }
        }
    }

    /** The child's stdin; closed when the child exits. */
    static final class ProcessPipeOutputStream extends BufferedOutputStream {
        ProcessPipeOutputStream(int fd) {
            super(new FileOutputStream(newFd0(fd)));
        }

        synchronized void processExited() {
            OutputStream out = this.out;
            if (out != null) {
                try {
                    out.close();
                } catch (IOException ignored) {
                }
                this.out = ProcessBuilder.NullOutputStream.INSTANCE;
            }
        }
    }
}
