package java.io;

import java.util.Formatter;
import java.util.Locale;

/**
 * Prints text as bytes in one charset (default: file.encoding).  Each print/println
 * call encodes its whole text and hands it to the underlying stream in one write,
 * so nothing is buffered here.
 */
public class PrintStream extends FilterOutputStream implements Appendable, Closeable {

    private final boolean autoFlush;
    private boolean trouble = false;
    private final String charsetName;
    private boolean closing = false;
    private char pendingHigh;

    public PrintStream(OutputStream out) {
        this(out, false);
    }

    public PrintStream(OutputStream out, boolean autoFlush) {
        super(requireNonNull(out, "Null output stream"));
        this.autoFlush = autoFlush;
        this.charsetName = InputStreamReader.defaultCharset();
    }

    public PrintStream(OutputStream out, boolean autoFlush, String encoding)
            throws UnsupportedEncodingException {
        super(requireNonNull(out, "Null output stream"));
        this.autoFlush = autoFlush;
        this.charsetName = InputStreamReader.checkCharset(encoding);
    }

    public PrintStream(OutputStream out, boolean autoFlush, java.nio.charset.Charset charset) {
        super(requireNonNull(out, "Null output stream"));
        this.autoFlush = autoFlush;
        this.charsetName = InputStreamReader.canonicalOf(charset);
    }

    public PrintStream(String fileName, java.nio.charset.Charset charset) throws IOException {
        this(InputStreamReader.canonicalOf(charset), new FileOutputStream(fileName));
    }

    public PrintStream(File file, java.nio.charset.Charset charset) throws IOException {
        this(InputStreamReader.canonicalOf(charset), new FileOutputStream(file));
    }

    public PrintStream(String fileName) throws FileNotFoundException {
        this(new FileOutputStream(fileName), false);
    }

    public PrintStream(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(InputStreamReader.checkCharset(csn), new FileOutputStream(fileName));
    }

    public PrintStream(File file) throws FileNotFoundException {
        this(new FileOutputStream(file), false);
    }

    public PrintStream(File file, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(InputStreamReader.checkCharset(csn), new FileOutputStream(file));
    }

    private PrintStream(String canonicalCharset, OutputStream out) {
        super(out);
        this.autoFlush = false;
        this.charsetName = canonicalCharset;
    }

    private static OutputStream requireNonNull(OutputStream o, String message) {
        if (o == null) {
            throw new NullPointerException(message);
        }
        return o;
    }

    private void ensureOpen() throws IOException {
        if (out == null) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void flush() {
        synchronized (this) {
            try {
                ensureOpen();
                out.flush();
            } catch (IOException x) {
                trouble = true;
            }
        }
    }

    @Override
    public void close() {
        synchronized (this) {
            if (!closing) {
                closing = true;
                try {
                    if (out != null) {
                        out.close();
                    }
                } catch (IOException x) {
                    trouble = true;
                }
                out = null;
            }
        }
    }

    public boolean checkError() {
        if (out != null) {
            flush();
        }
        if (out instanceof PrintStream) {
            return ((PrintStream) out).checkError();
        }
        return trouble;
    }

    protected void setError() {
        trouble = true;
    }

    protected void clearError() {
        trouble = false;
    }

    // ---------------------------------------------------------------- bytes

    @Override
    public void write(int b) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(b);
                if ((b == '\n') && autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    @Override
    public void write(byte[] buf, int off, int len) {
        try {
            synchronized (this) {
                ensureOpen();
                out.write(buf, off, len);
                if (autoFlush) {
                    out.flush();
                }
            }
        } catch (InterruptedIOException x) {
            Thread.currentThread().interrupt();
        } catch (IOException x) {
            trouble = true;
        }
    }

    @Override
    public void write(byte[] buf) throws IOException {
        this.write(buf, 0, buf.length);
    }

    public void writeBytes(byte[] buf) {
        this.write(buf, 0, buf.length);
    }

    // ---------------------------------------------------------------- text

    private void writeText(String s) {
        byte[] b;
        synchronized (this) {
            if (out == null) {
                trouble = true;
                return;
            }
            if (pendingHigh != 0) {
                s = pendingHigh + s;
                pendingHigh = 0;
            }
            int n = s.length();
            if (n == 0) {
                return;
            }
            char last = s.charAt(n - 1);
            if (Character.isHighSurrogate(last)) {
                pendingHigh = last;
                s = s.substring(0, n - 1);
            }
            try {
                b = s.getBytes(charsetName);
            } catch (UnsupportedEncodingException e) {
                b = s.getBytes();
            }
            write(b, 0, b.length);
        }
    }

    private void writeln(String s) {
        if (getClass() == PrintStream.class) {
            writeText(s.concat(System.lineSeparator()));
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    private void newLine() {
        writeText(System.lineSeparator());
    }

    public void print(boolean b) {
        writeText(String.valueOf(b));
    }

    public void print(char c) {
        writeText(String.valueOf(c));
    }

    public void print(int i) {
        writeText(String.valueOf(i));
    }

    public void print(long l) {
        writeText(String.valueOf(l));
    }

    public void print(float f) {
        writeText(String.valueOf(f));
    }

    public void print(double d) {
        writeText(String.valueOf(d));
    }

    public void print(char[] s) {
        writeText(new String(s));
    }

    public void print(String s) {
        writeText(String.valueOf(s));
    }

    public void print(Object obj) {
        writeText(String.valueOf(obj));
    }

    public void println() {
        newLine();
    }

    public void println(boolean x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(int x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(long x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(float x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(double x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(char[] x) {
        if (getClass() == PrintStream.class) {
            writeln(new String(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(String x) {
        if (getClass() == PrintStream.class) {
            writeln(String.valueOf(x));
        } else {
            synchronized (this) {
                print(x);
                newLine();
            }
        }
    }

    public void println(Object x) {
        String s = String.valueOf(x);
        if (getClass() == PrintStream.class) {
            writeln(s);
        } else {
            synchronized (this) {
                print(s);
                newLine();
            }
        }
    }

    // ---------------------------------------------------------------- formatting

    public PrintStream printf(String format, Object... args) {
        return format(format, args);
    }

    public PrintStream printf(Locale l, String format, Object... args) {
        return format(l, format, args);
    }

    public PrintStream format(String format, Object... args) {
        return format(Locale.getDefault(Locale.Category.FORMAT), format, args);
    }

    public PrintStream format(Locale l, String format, Object... args) {
        synchronized (this) {
            if (out == null) {
                trouble = true;
                return this;
            }
            StringBuilder sb = new StringBuilder();
            try {
                new Formatter(sb, l).format(l, format, args);
            } finally {
                if (sb.length() > 0) {
                    writeText(sb.toString());
                }
            }
        }
        return this;
    }

    @Override
    public PrintStream append(CharSequence csq) {
        print(String.valueOf(csq));
        return this;
    }

    @Override
    public PrintStream append(CharSequence csq, int start, int end) {
        if (csq == null) {
            csq = "null";
        }
        return append(csq.subSequence(start, end));
    }

    @Override
    public PrintStream append(char c) {
        print(c);
        return this;
    }
}
