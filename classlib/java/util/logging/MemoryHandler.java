package java.util.logging;

/*
 * Keeps the last `size` records in a ring; a record at or above the push level (or an explicit
 * push) sends the ring's records, oldest first, to the target and empties it.
 */
public class MemoryHandler extends Handler {
    private static final int DEFAULT_SIZE = 1000;
    private volatile Level pushLevel;
    private final int size;
    private final Handler target;
    private LogRecord[] ring;
    private int start;
    private int count;

    public MemoryHandler() {
        LogManager m = LogManager.getLogManager();
        String p = "java.util.logging.MemoryHandler";
        setLevel(m.getLevelProperty(p + ".level", Level.ALL));
        Filter f = (Filter) m.newInstanceProperty(p + ".filter");
        if (f != null) {
            setFilter(f);
        }
        Formatter fm = (Formatter) m.newInstanceProperty(p + ".formatter");
        setFormatter(fm != null ? fm : new SimpleFormatter());
        pushLevel = m.getLevelProperty(p + ".push", Level.SEVERE);
        int sz = m.getIntProperty(p + ".size", DEFAULT_SIZE);
        size = sz <= 0 ? DEFAULT_SIZE : sz;
        String tn = m.getProperty(p + ".target");
        if (tn == null) {
            throw new RuntimeException("The handler " + getClass().getName() + " does not specify a target");
        }
        try {
            target = (Handler) ClassLoader.getSystemClassLoader().loadClass(tn).getDeclaredConstructor().newInstance();
        } catch (Exception e) {
            throw new RuntimeException("MemoryHandler can't load handler target \"" + tn + "\"", e);
        }
        ring = new LogRecord[size];
    }

    public MemoryHandler(Handler target, int size, Level pushLevel) {
        if (target == null || pushLevel == null) {
            throw new NullPointerException();
        }
        if (size <= 0) {
            throw new IllegalArgumentException();
        }
        LogManager m = LogManager.getLogManager();
        String p = "java.util.logging.MemoryHandler";
        setLevel(m.getLevelProperty(p + ".level", Level.ALL));
        Filter f = (Filter) m.newInstanceProperty(p + ".filter");
        if (f != null) {
            setFilter(f);
        }
        Formatter fm = (Formatter) m.newInstanceProperty(p + ".formatter");
        setFormatter(fm != null ? fm : new SimpleFormatter());
        this.target = target;
        this.size = size;
        this.pushLevel = pushLevel;
        ring = new LogRecord[size];
    }

    @Override
    public synchronized void publish(LogRecord record) {
        if (!isLoggable(record)) {
            return;
        }
        ring[(start + count) % size] = record;
        if (count < size) {
            count++;
        } else {
            start = (start + 1) % size;
        }
        if (record.getLevel().intValue() >= pushLevel.intValue()) {
            push();
        }
    }

    public synchronized void push() {
        for (int i = 0; i < count; i++) {
            int k = (start + i) % size;
            target.publish(ring[k]);
            ring[k] = null;
        }
        start = 0;
        count = 0;
    }

    @Override
    public void flush() {
        target.flush();
    }

    @Override
    public void close() throws SecurityException {
        target.close();
        setLevel(Level.OFF);
    }

    public synchronized void setPushLevel(Level newLevel) {
        pushLevel = java.util.Objects.requireNonNull(newLevel);
    }

    public Level getPushLevel() {
        return pushLevel;
    }

    @Override
    public boolean isLoggable(LogRecord record) {
        return super.isLoggable(record);
    }
}
