package java.util.logging;

import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;

/*
 * The source class and method are inferred lazily from the stack (the first frame after the
 * logging frames) unless set explicitly.
 */
public class LogRecord implements java.io.Serializable {
    private static final long serialVersionUID = 5372048053134512534L;
    private static final AtomicLong sequence = new AtomicLong();

    private Level level;
    private long sequenceNumber;
    private String sourceClassName;
    private String sourceMethodName;
    private String message;
    private long threadID;
    private Instant instant;
    private Throwable thrown;
    private String loggerName;
    private String resourceBundleName;
    private transient Object[] parameters;
    private transient java.util.ResourceBundle resourceBundle;
    private transient boolean needToInferCaller;

    public LogRecord(Level level, String msg) {
        this.level = java.util.Objects.requireNonNull(level);
        this.message = msg;
        this.sequenceNumber = sequence.getAndIncrement();
        this.threadID = Thread.currentThread().getId();
        this.instant = Instant.now();
        this.needToInferCaller = true;
    }

    public String getLoggerName() { return loggerName; }
    public void setLoggerName(String name) { loggerName = name; }
    public String getResourceBundleName() { return resourceBundleName; }
    public void setResourceBundleName(String name) { resourceBundleName = name; }
    public java.util.ResourceBundle getResourceBundle() { return resourceBundle; }
    public void setResourceBundle(java.util.ResourceBundle bundle) { resourceBundle = bundle; }
    public Level getLevel() { return level; }

    public void setLevel(Level level) {
        if (level == null) {
            throw new NullPointerException();
        }
        this.level = level;
    }

    public long getSequenceNumber() { return sequenceNumber; }
    public void setSequenceNumber(long seq) { sequenceNumber = seq; }

    public String getSourceClassName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceClassName;
    }

    public void setSourceClassName(String sourceClassName) {
        this.sourceClassName = sourceClassName;
        needToInferCaller = false;
    }

    public String getSourceMethodName() {
        if (needToInferCaller) {
            inferCaller();
        }
        return sourceMethodName;
    }

    public void setSourceMethodName(String sourceMethodName) {
        this.sourceMethodName = sourceMethodName;
        needToInferCaller = false;
    }

    public String getMessage() { return message; }
    public void setMessage(String message) { this.message = message; }
    public Object[] getParameters() { return parameters; }
    public void setParameters(Object[] parameters) { this.parameters = parameters; }

    @Deprecated
    public int getThreadID() { return (int) threadID; }

    @Deprecated
    public void setThreadID(int threadID) { this.threadID = threadID; }

    public long getLongThreadID() { return threadID; }

    public LogRecord setLongThreadID(long longThreadID) {
        this.threadID = longThreadID;
        return this;
    }

    @Deprecated
    public long getMillis() { return instant.toEpochMilli(); }

    @Deprecated
    public void setMillis(long millis) { instant = Instant.ofEpochMilli(millis); }

    public Instant getInstant() { return instant; }

    public void setInstant(Instant instant) {
        instant.toEpochMilli();
        this.instant = instant;
    }

    public Throwable getThrown() { return thrown; }
    public void setThrown(Throwable thrown) { this.thrown = thrown; }

    private static boolean isLoggingFrame(String cn) {
        return cn.startsWith("java.util.logging.") || cn.startsWith("jdk.internal.logger.")
                || cn.startsWith("sun.util.logging.internal.") || cn.equals("java.lang.System$Logger");
    }

    private void inferCaller() {
        needToInferCaller = false;
        StackTraceElement[] st = new Throwable().getStackTrace();
        boolean seenLogger = false;
        for (StackTraceElement e : st) {
            String cn = e.getClassName();
            boolean logging = cn.equals("java.util.logging.Logger") || cn.startsWith("jdk.internal.logger.")
                    || cn.startsWith("sun.util.logging.internal.") || cn.equals("java.lang.System$Logger");
            if (!seenLogger) {
                seenLogger = logging;
                continue;
            }
            if (!isLoggingFrame(cn)) {
                sourceClassName = cn;
                sourceMethodName = e.getMethodName();
                return;
            }
        }
    }
}
