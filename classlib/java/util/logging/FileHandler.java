package java.util.logging;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/*
 * Pattern components: / separator, %t tmpdir, %h user.home, %g generation, %u unique number,
 * %% percent. Rotation: when limit > 0 and a record takes the current file past limit, files
 * generation i become i+1 (the last is dropped) and generation 0 is reopened empty.
 * As in the JDK the default formatter is XMLFormatter, and %u is chosen by a ".lck" lock file
 * that exists while the handler is open.
 */
public class FileHandler extends StreamHandler {
    private final String pattern;
    private final int limit;
    private final int count;
    private final boolean append;
    private int unique = -1;
    private File[] files;
    private File lockFile;
    private long written;

    public FileHandler() throws IOException {
        this(null, -1, -1, null);
    }

    public FileHandler(String pattern) throws IOException {
        this(pattern, 0, 1, false);
    }

    public FileHandler(String pattern, boolean append) throws IOException {
        this(pattern, 0, 1, append);
    }

    public FileHandler(String pattern, int limit, int count) throws IOException {
        this(pattern, limit, count, false);
    }

    public FileHandler(String pattern, int limit, int count, boolean append) throws IOException {
        this(pattern, (long) limit, count, Boolean.valueOf(append));
        if (limit < 0 || count < 1 || pattern.length() < 1) {
            throw new IllegalArgumentException();
        }
    }

    public FileHandler(String pattern, long limit, int count, boolean append) throws IOException {
        this(pattern, limit, count, Boolean.valueOf(append));
        if (limit < 0 || count < 1 || pattern.length() < 1) {
            throw new IllegalArgumentException();
        }
    }

    private FileHandler(String pattern, long limit, int count, Boolean append) throws IOException {
        super("java.util.logging.FileHandler", Level.ALL, new XMLFormatter());
        LogManager m = LogManager.getLogManager();
        String p = "java.util.logging.FileHandler";
        if (pattern == null) {
            pattern = m.getStringProperty(p + ".pattern", "%h/java%u.log");
            limit = m.getIntProperty(p + ".limit", 0);
            count = m.getIntProperty(p + ".count", 1);
            append = m.getBooleanProperty(p + ".append", false);
            if (limit < 0) {
                limit = 0;
            }
            if (count <= 0) {
                count = 1;
            }
        }
        if (limit < 0 || count < 1 || pattern.length() < 1) {
            throw new IllegalArgumentException();
        }
        this.pattern = pattern;
        this.limit = (int) Math.min(limit, Integer.MAX_VALUE);
        this.count = count;
        this.append = append.booleanValue();
        openFiles();
    }

    private void openFiles() throws IOException {
        for (int u = 0; u < 100; u++) {
            File lock = new File(generate(0, u).getPath() + ".lck");
            if (lock.createNewFile()) {
                lockFile = lock;
                unique = u;
                break;
            }
        }
        if (lockFile == null) {
            throw new IOException("Couldn't get lock for " + pattern);
        }
        files = new File[count];
        for (int i = 0; i < count; i++) {
            files[i] = generate(i, unique);
        }
        if (append) {
            open(files[0], true);
        } else {
            rotate();
        }
    }

    private File generate(int generation, int u) throws IOException {
        StringBuilder sb = new StringBuilder();
        boolean sawG = false;
        boolean sawU = false;
        int n = pattern.length();
        for (int i = 0; i < n; i++) {
            char ch = pattern.charAt(i);
            char ch2 = i + 1 < n ? Character.toLowerCase(pattern.charAt(i + 1)) : 0;
            if (ch == '%') {
                if (ch2 == 't') {
                    sb.append(System.getProperty("java.io.tmpdir"));
                    i++;
                    continue;
                } else if (ch2 == 'h') {
                    sb.append(System.getProperty("user.home"));
                    i++;
                    continue;
                } else if (ch2 == 'g') {
                    sb.append(generation);
                    sawG = true;
                    i++;
                    continue;
                } else if (ch2 == 'u') {
                    sb.append(u);
                    sawU = true;
                    i++;
                    continue;
                } else if (ch2 == '%') {
                    sb.append('%');
                    i++;
                    continue;
                }
            }
            sb.append(ch);
        }
        String s = sb.toString();
        if (count > 1 && !sawG) {
            s = s + "." + generation;
        }
        if (u > 0 && !sawU) {
            s = s + "." + u;
        }
        return new File(s);
    }

    private void open(File f, boolean app) throws IOException {
        written = app && f.exists() ? f.length() : 0;
        final FileOutputStream fout = new FileOutputStream(f.getPath(), app);
        OutputStream counting = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                fout.write(b);
                written++;
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                fout.write(b, off, len);
                written += len;
            }

            @Override
            public void flush() throws IOException {
                fout.flush();
            }

            @Override
            public void close() throws IOException {
                fout.close();
            }
        };
        setOutputStream(counting);
    }

    private synchronized void rotate() {
        Level old = getLevel();
        setLevel(Level.OFF);
        super.close();
        for (int i = count - 2; i >= 0; i--) {
            File f1 = files[i];
            File f2 = files[i + 1];
            if (f1.exists()) {
                if (f2.exists()) {
                    f2.delete();
                }
                try {
                    java.nio.file.Files.move(f1.toPath(), f2.toPath());
                } catch (IOException ix) {
                    reportError(null, ix, ErrorManager.GENERIC_FAILURE);
                }
            }
        }
        try {
            open(files[0], false);
        } catch (IOException ix) {
            reportError(null, ix, ErrorManager.OPEN_FAILURE);
        }
        setLevel(old);
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        super.publish(record);
        flush();
        if (limit > 0 && written >= limit) {
            rotate();
        }
    }

    @Override
    public synchronized void close() throws SecurityException {
        super.close();
        if (lockFile != null) {
            lockFile.delete();
            lockFile = null;
        }
    }
}
