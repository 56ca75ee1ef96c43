package java.util.jar;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * A jar manifest: the main attributes and the per-entry sections, read
 * from and written in the JAR file specification's format (UTF-8 lines
 * of at most 72 bytes, continued by a leading space).
 */
public class Manifest implements Cloneable {
    private final Attributes attr = new Attributes();
    private final Map<String, Attributes> entries = new HashMap<>();

    public Manifest() {
    }

    public Manifest(InputStream is) throws IOException {
        read(is);
    }

    public Manifest(Manifest man) {
        attr.putAll(man.getMainAttributes());
        entries.putAll(man.getEntries());
    }

    public Attributes getMainAttributes() {
        return attr;
    }

    public Map<String, Attributes> getEntries() {
        return entries;
    }

    public Attributes getAttributes(String name) {
        return getEntries().get(name);
    }

    public void clear() {
        attr.clear();
        entries.clear();
    }

    public void write(OutputStream out) throws IOException {
        DataOutputStream dos = new DataOutputStream(out);
        attr.writeMain(dos);
        for (Map.Entry<String, Attributes> e : entries.entrySet()) {
            println72(dos, "Name: " + e.getKey());
            e.getValue().write(dos);
        }
        dos.flush();
    }

    /* Writes line as UTF-8 in pieces of 72 bytes, each continuation line
     * starting with a space, then CRLF. */
    static void println72(OutputStream out, String line) throws IOException {
        if (!line.isEmpty()) {
            byte[] b = line.getBytes(StandardCharsets.UTF_8);
            int pos = 0;
            int room = 72;
            while (b.length - pos > room) {
                out.write(b, pos, room);
                pos += room;
                out.write('\r');
                out.write('\n');
                out.write(' ');
                room = 71;
            }
            out.write(b, pos, b.length - pos);
        }
        out.write('\r');
        out.write('\n');
    }

    /* Splits the input into logical lines (continuations joined); each is
     * checked for a terminator, as the JDK does. */
    private static final class Lines {
        private final byte[] b;
        private int pos;
        int lineNumber;

        Lines(byte[] b) {
            this.b = b;
        }

        /* The next physical line without its terminator, or null at the end. */
        byte[] next() throws IOException {
            if (pos >= b.length) {
                return null;
            }
            int start = pos;
            while (pos < b.length && b[pos] != '\n' && b[pos] != '\r') {
                pos++;
            }
            lineNumber++;
            if (pos >= b.length) {
                return null;        /* an unterminated last line is dropped, as the JDK does */
            }
            int end = pos;
            if (b[pos] == '\r' && pos + 1 < b.length && b[pos + 1] == '\n') {
                pos += 2;
            } else {
                pos++;
            }
            if (end - start > 512) {
                throw new IOException("line too long (line " + lineNumber + ")");
            }
            byte[] line = new byte[end - start];
            System.arraycopy(b, start, line, 0, line.length);
            return line;
        }

        boolean continues() {
            return pos < b.length && b[pos] == ' ';
        }
    }

    /* Reads "Name: value" lines into a until a blank line or the end; a
     * section's name line has been consumed by the caller. */
    private static void readAttributes(Lines in, Attributes a) throws IOException {
        byte[] line;
        while ((line = in.next()) != null) {
            if (line.length == 0) {
                return;
            }
            if (line[0] == ' ') {
                throw new IOException("misplaced continuation line (line " + in.lineNumber + ")");
            }
            int i = 0;
            while (i < line.length && line[i] != ':') {
                i++;
            }
            if (i >= line.length - 1 || line[i + 1] != ' ') {
                throw new IOException("invalid header field (line " + in.lineNumber + ")");
            }
            String name = new String(line, 0, i, StandardCharsets.UTF_8);
            ByteArrayOutputStream value = new ByteArrayOutputStream();
            value.write(line, i + 2, line.length - i - 2);
            while (in.continues()) {
                byte[] more = in.next();
                value.write(more, 1, more.length - 1);
            }
            String v = new String(value.toByteArray(), StandardCharsets.UTF_8);
            try {
                a.putValue(name, v);
            } catch (IllegalArgumentException e) {
                throw new IOException("invalid header field name: " + name + " (line " + in.lineNumber + ")");
            }
        }
    }

    public void read(InputStream is) throws IOException {
        byte[] all = is.readAllBytes();
        Lines in = new Lines(all);
        readAttributes(in, attr);
        byte[] line;
        while ((line = in.next()) != null) {
            if (line.length == 0) {
                continue;
            }
            if (line.length < 6 || !new String(line, 0, 6, StandardCharsets.UTF_8).equalsIgnoreCase("Name: ")) {
                throw new IOException("invalid manifest format (line " + in.lineNumber + ")");
            }
            ByteArrayOutputStream value = new ByteArrayOutputStream();
            value.write(line, 6, line.length - 6);
            while (in.continues()) {
                byte[] more = in.next();
                value.write(more, 1, more.length - 1);
            }
            String name = new String(value.toByteArray(), StandardCharsets.UTF_8);
            Attributes a = entries.get(name);
            if (a == null) {
                a = new Attributes();
                entries.put(name, a);
            }
            readAttributes(in, a);
        }
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o instanceof Manifest) {
            Manifest m = (Manifest) o;
            return attr.equals(m.getMainAttributes()) && entries.equals(m.getEntries());
        }
        return false;
    }

    @Override
    public int hashCode() {
        return attr.hashCode() + entries.hashCode();
    }

    @Override
    public Object clone() {
        return new Manifest(this);
    }
}
