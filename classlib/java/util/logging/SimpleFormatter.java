package java.util.logging;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneId;
import java.time.ZonedDateTime;

/* The format comes from java.util.logging.SimpleFormatter.format (LogManager, then system property). */
public class SimpleFormatter extends Formatter {
    static final String DEFAULT_FORMAT = "%1$tb %1$td, %1$tY %1$tl:%1$tM:%1$tS %1$Tp %2$s%n%4$s: %5$s%6$s%n";

    private final String format;

    public SimpleFormatter() {
        format = loadFormat();
    }

    static String loadFormat() {
        String key = "java.util.logging.SimpleFormatter.format";
        String f = System.getProperty(key);
        if (f == null) {
            f = LogManager.getLogManager().getProperty(key);
        }
        if (f != null) {
            try {
                String.format(f, ZonedDateTime.now(), "", "", "", "", "");
            } catch (IllegalArgumentException e) {
                f = null;
            }
        }
        return f == null ? DEFAULT_FORMAT : f;
    }

    @Override
    public String format(LogRecord record) {
        ZonedDateTime zdt = ZonedDateTime.ofInstant(record.getInstant(), ZoneId.systemDefault());
        String source;
        if (record.getSourceClassName() != null) {
            source = record.getSourceClassName();
            if (record.getSourceMethodName() != null) {
                source += " " + record.getSourceMethodName();
            }
        } else {
            source = record.getLoggerName();
        }
        String message = formatMessage(record);
        String throwable = "";
        if (record.getThrown() != null) {
            StringWriter sw = new StringWriter();
            PrintWriter pw = new PrintWriter(sw);
            pw.println();
            record.getThrown().printStackTrace(pw);
            pw.close();
            throwable = sw.toString();
        }
        return String.format(format, zdt, source, record.getLoggerName(),
                record.getLevel().getLocalizedLevelName(), message, throwable);
    }
}
