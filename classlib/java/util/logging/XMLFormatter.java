package java.util.logging;

import java.nio.charset.Charset;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ResourceBundle;

/*
 * One <record> element per record, two-space indented, in the layout of the JDK's logger.dtd.
 * The <date> is the ISO instant (UTC) unless java.util.logging.XMLFormatter.useInstant=false,
 * which gives the local date and time to the second as older JDKs did; <nanos> carries the
 * nanoseconds below the millisecond when there are any.
 */
public class XMLFormatter extends Formatter {
    private final boolean useInstant;

    public XMLFormatter() {
        String v = LogManager.getLogManager().getProperty("java.util.logging.XMLFormatter.useInstant");
        useInstant = v == null || !v.trim().equalsIgnoreCase("false");
    }

    private static void text(StringBuilder sb, String s) {
        if (s == null) {
            s = "null";
        }
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<': sb.append("&lt;"); break;
                case '>': sb.append("&gt;"); break;
                case '&': sb.append("&amp;"); break;
                default: sb.append(c);
            }
        }
    }

    private static void element(StringBuilder sb, String indent, String tag, String value) {
        sb.append(indent).append('<').append(tag).append('>');
        text(sb, value);
        sb.append("</").append(tag).append(">\n");
    }

    private static String two(int v) {
        return v < 10 ? "0" + v : Integer.toString(v);
    }

    @Override
    public String format(LogRecord record) {
        StringBuilder sb = new StringBuilder(512);
        Instant at = record.getInstant();
        long millis = at.toEpochMilli();
        sb.append("<record>\n  <date>");
        if (useInstant) {
            sb.append(DateTimeFormatter.ISO_INSTANT.format(at));
        } else {
            LocalDateTime t = LocalDateTime.ofInstant(at, ZoneId.systemDefault());
            sb.append(t.getYear()).append('-').append(two(t.getMonthValue())).append('-')
                    .append(two(t.getDayOfMonth())).append('T').append(two(t.getHour())).append(':')
                    .append(two(t.getMinute())).append(':').append(two(t.getSecond()));
        }
        sb.append("</date>\n  <millis>").append(millis).append("</millis>\n");
        int subMilli = at.getNano() % 1_000_000;
        if (useInstant && subMilli != 0) {
            sb.append("  <nanos>").append(subMilli).append("</nanos>\n");
        }
        sb.append("  <sequence>").append(record.getSequenceNumber()).append("</sequence>\n");
        if (record.getLoggerName() != null) {
            element(sb, "  ", "logger", record.getLoggerName());
        }
        element(sb, "  ", "level", record.getLevel().toString());
        if (record.getSourceClassName() != null) {
            element(sb, "  ", "class", record.getSourceClassName());
        }
        if (record.getSourceMethodName() != null) {
            element(sb, "  ", "method", record.getSourceMethodName());
        }
        sb.append("  <thread>").append(record.getLongThreadID()).append("</thread>\n");
        String msg = record.getMessage();
        if (msg != null) {
            element(sb, "  ", "message", formatMessage(record));
        }
        ResourceBundle rb = record.getResourceBundle();
        if (rb != null && msg != null) {
            boolean keyed;
            try {
                keyed = rb.getString(msg) != null;
            } catch (Exception e) {
                keyed = false;
            }
            if (keyed) {
                element(sb, "  ", "key", msg);
                element(sb, "  ", "catalog", record.getResourceBundleName());
            }
        }
        Object[] params = record.getParameters();
        if (params != null && params.length > 0 && msg.indexOf('{') < 0) {
            for (Object p : params) {
                String s;
                try {
                    s = p.toString();
                } catch (Exception e) {
                    sb.append("  <param>???</param>\n");
                    continue;
                }
                element(sb, "  ", "param", s);
            }
        }
        Throwable t = record.getThrown();
        if (t != null) {
            sb.append("  <exception>\n");
            element(sb, "    ", "message", t.toString());
            for (StackTraceElement f : t.getStackTrace()) {
                sb.append("    <frame>\n");
                element(sb, "      ", "class", f.getClassName());
                element(sb, "      ", "method", f.getMethodName());
                if (f.getLineNumber() >= 0) {
                    sb.append("      <line>").append(f.getLineNumber()).append("</line>\n");
                }
                sb.append("    </frame>\n");
            }
            sb.append("  </exception>\n");
        }
        sb.append("</record>\n");
        return sb.toString();
    }

    @Override
    public String getHead(Handler h) {
        String enc = h == null ? null : h.getEncoding();
        if (enc == null) {
            enc = Charset.defaultCharset().name();
        }
        try {
            enc = Charset.forName(enc).name();
        } catch (Exception e) {
            // keep the name as given
        }
        return "<?xml version=\"1.0\" encoding=\"" + enc + "\" standalone=\"no\"?>\n"
                + "<!DOCTYPE log SYSTEM \"logger.dtd\">\n<log>\n";
    }

    @Override
    public String getTail(Handler h) {
        return "</log>\n";
    }
}
