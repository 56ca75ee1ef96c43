package java.util.logging;

/* Writes to System.err, flushing after each record; close only flushes. */
public class ConsoleHandler extends StreamHandler {
    public ConsoleHandler() {
        super("java.util.logging.ConsoleHandler", Level.INFO, new SimpleFormatter());
        setOutputStream(System.err);
    }

    @Override
    public void publish(LogRecord record) {
        super.publish(record);
        flush();
    }

    @Override
    public void close() {
        flush();
    }
}
