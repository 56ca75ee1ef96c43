package java.io;

import java.nio.charset.Charset;
import java.util.Formatter;

/**
 * The terminal the VM was started on: System.console() gives it only when both stdin and
 * stdout are a terminal (isatty), as HotSpot does.  Reads go through FileDescriptor.in, so a
 * green thread waiting for a line blocks only itself; readPassword turns the terminal's echo
 * off while it reads (termios).
 */
public final class Console implements Flushable {
    private static Console instance;
    private static boolean looked;

    private final Object readLock = new Object();
    private final Object writeLock = new Object();
    private final Reader reader;
    private final PrintWriter writer;
    private final Charset cs;

    static native boolean istty0();

    /** Sets the terminal's echo; the previous setting. */
    static native boolean echo0(boolean on);

    static synchronized Console get() {
        if (!looked) {
            looked = true;
            if (istty0()) {
                instance = new Console();
            }
        }
        return instance;
    }

    private Console() {
        cs = Charset.defaultCharset();
        reader = new LineReader(new InputStreamReader(new FileInputStream(FileDescriptor.in), cs));
        writer = new PrintWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), cs), true) {
            @Override
            public void close() {
                // the terminal stays open
            }
        };
    }

    /** A reader whose close() does nothing (the terminal stays open). */
    private static final class LineReader extends Reader {
        private final Reader in;

        LineReader(Reader in) {
            this.in = in;
        }

        @Override
        public int read(char[] cbuf, int off, int len) throws IOException {
            return in.read(cbuf, off, len);
        }

        @Override
        public void close() {
        }
    }

    public PrintWriter writer() {
        return writer;
    }

    public Reader reader() {
        return reader;
    }

    public Charset charset() {
        return cs;
    }

    public Console format(String fmt, Object... args) {
        synchronized (writeLock) {
            writer.print(new Formatter().format(fmt, args).toString());
            writer.flush();
        }
        return this;
    }

    public Console printf(String format, Object... args) {
        return format(format, args);
    }

    private String line() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        boolean any = false;
        while ((c = reader.read()) >= 0) {
            any = true;
            if (c == '\n') {
                break;
            }
            if (c != '\r') {
                sb.append((char) c);
            }
        }
        return any ? sb.toString() : null;
    }

    public String readLine(String fmt, Object... args) {
        synchronized (writeLock) {
            synchronized (readLock) {
                if (!fmt.isEmpty()) {
                    format(fmt, args);
                }
                try {
                    return line();
                } catch (IOException e) {
                    throw new IOError(e);
                }
            }
        }
    }

    public String readLine() {
        return readLine("");
    }

    public char[] readPassword(String fmt, Object... args) {
        synchronized (writeLock) {
            synchronized (readLock) {
                boolean echo = echo0(false);
                try {
                    if (!fmt.isEmpty()) {
                        format(fmt, args);
                    }
                    String s = line();
                    return s == null ? null : s.toCharArray();
                } catch (IOException e) {
                    throw new IOError(e);
                } finally {
                    echo0(echo);
                    writer.println();
                }
            }
        }
    }

    public char[] readPassword() {
        return readPassword("");
    }

    @Override
    public void flush() {
        writer.flush();
    }
}
