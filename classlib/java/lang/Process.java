package java.lang;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.Charset;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** A child process started by ProcessBuilder.start or Runtime.exec (ProcessImpl). */
public abstract class Process {
    private BufferedReader inputReader, errorReader;
    private BufferedWriter outputWriter;

    public Process() {
    }

    public abstract OutputStream getOutputStream();

    public abstract InputStream getInputStream();

    public abstract InputStream getErrorStream();

    public final BufferedReader inputReader() {
        return inputReader(Charset.defaultCharset());
    }

    public final BufferedReader inputReader(Charset charset) {
        if (charset == null)
            throw new NullPointerException("charset");
        synchronized (this) {
            if (inputReader == null)
                inputReader = new BufferedReader(new InputStreamReader(getInputStream(), charset));
            return inputReader;
        }
    }

    public final BufferedReader errorReader() {
        return errorReader(Charset.defaultCharset());
    }

    public final BufferedReader errorReader(Charset charset) {
        if (charset == null)
            throw new NullPointerException("charset");
        synchronized (this) {
            if (errorReader == null)
                errorReader = new BufferedReader(new InputStreamReader(getErrorStream(), charset));
            return errorReader;
        }
    }

    public final BufferedWriter outputWriter() {
        return outputWriter(Charset.defaultCharset());
    }

    public final BufferedWriter outputWriter(Charset charset) {
        if (charset == null)
            throw new NullPointerException("charset");
        synchronized (this) {
            if (outputWriter == null)
                outputWriter = new BufferedWriter(new OutputStreamWriter(getOutputStream(), charset));
            return outputWriter;
        }
    }

    public abstract int waitFor() throws InterruptedException;

    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        long remaining = unit.toNanos(timeout);
        if (hasExited())
            return true;
        if (timeout <= 0)
            return false;
        long deadline = System.nanoTime() + remaining;
        do {
            Thread.sleep(Math.max(1, Math.min(TimeUnit.NANOSECONDS.toMillis(remaining) + 1, 100)));
            if (hasExited())
                return true;
            remaining = deadline - System.nanoTime();
        } while (remaining > 0);
        return false;
    }

    private boolean hasExited() {
        try {
            exitValue();
            return true;
        } catch (IllegalThreadStateException e) {
            return false;
        }
    }

    public abstract int exitValue();

    public abstract void destroy();

    public Process destroyForcibly() {
        destroy();
        return this;
    }

    public boolean supportsNormalTermination() {
        throw new UnsupportedOperationException(this.getClass() + ".supportsNormalTermination() not supported");
    }

    public boolean isAlive() {
        return !hasExited();
    }

    public long pid() {
        return toHandle().pid();
    }

    public CompletableFuture<Process> onExit() {
        final CompletableFuture<Process> f = new CompletableFuture<Process>();
        Thread w = new Thread("process reaper") {
            public void run() {
                boolean interrupted = false;
                while (true) {
                    try {
                        waitFor();
                        break;
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
                if (interrupted)
                    Thread.currentThread().interrupt();
                f.complete(Process.this);
            }
        };
        w.setDaemon(true);
        w.start();
        return f;
    }

    public ProcessHandle toHandle() {
        throw new UnsupportedOperationException(this.getClass() + ".toHandle() not supported");
    }

    public ProcessHandle.Info info() {
        return toHandle().info();
    }

    public Stream<ProcessHandle> children() {
        return toHandle().children();
    }

    public Stream<ProcessHandle> descendants() {
        return toHandle().descendants();
    }
}
