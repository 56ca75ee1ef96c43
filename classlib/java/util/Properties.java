package java.util;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.Writer;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A persistent set of string properties with optional defaults.  As in the reference
 * implementation the entries live in a ConcurrentHashMap (so iteration order and toString
 * are that map's), although the class extends Hashtable.
 */
public class Properties extends Hashtable<Object, Object> {
    private static final long serialVersionUID = 4112578634029874840L;

    protected volatile Properties defaults;
    private transient volatile ConcurrentHashMap<Object, Object> map;

    public Properties() {
        this(null, 8);
    }

    public Properties(int initialCapacity) {
        this(null, initialCapacity);
    }

    public Properties(Properties defaults) {
        this(defaults, 8);
    }

    private Properties(Properties defaults, int initialCapacity) {
        super((Void) null);
        map = new ConcurrentHashMap<Object, Object>(initialCapacity);
        this.defaults = defaults;
    }

    public synchronized Object setProperty(String key, String value) {
        return put(key, value);
    }

    public String getProperty(String key) {
        Object oval = map.get(key);
        String sval = (oval instanceof String) ? (String) oval : null;
        Properties defaults;
        return ((sval == null) && ((defaults = this.defaults) != null)) ? defaults.getProperty(key) : sval;
    }

    public String getProperty(String key, String defaultValue) {
        String val = getProperty(key);
        return (val == null) ? defaultValue : val;
    }

    public Enumeration<?> propertyNames() {
        Hashtable<String, Object> h = new Hashtable<String, Object>();
        enumerate(h);
        return h.keys();
    }

    public Set<String> stringPropertyNames() {
        Map<String, String> h = new HashMap<String, String>();
        enumerateStringProperties(h);
        return Collections.unmodifiableSet(h.keySet());
    }

    private void enumerate(Map<String, Object> h) {
        if (defaults != null)
            defaults.enumerate(h);
        for (Map.Entry<Object, Object> e : entrySet()) {
            String key = (String) e.getKey();
            h.put(key, e.getValue());
        }
    }

    private void enumerateStringProperties(Map<String, String> h) {
        if (defaults != null)
            defaults.enumerateStringProperties(h);
        for (Map.Entry<Object, Object> e : entrySet()) {
            Object k = e.getKey();
            Object v = e.getValue();
            if (k instanceof String && v instanceof String)
                h.put((String) k, (String) v);
        }
    }

    public void list(PrintStream out) {
        out.println("-- listing properties --");
        Map<String, Object> h = new HashMap<String, Object>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            String key = e.getKey();
            String val = (String) e.getValue();
            if (val.length() > 40)
                val = val.substring(0, 37) + "...";
            out.println(key + "=" + val);
        }
    }

    public void list(PrintWriter out) {
        out.println("-- listing properties --");
        Map<String, Object> h = new HashMap<String, Object>();
        enumerate(h);
        for (Map.Entry<String, Object> e : h.entrySet()) {
            String key = e.getKey();
            String val = (String) e.getValue();
            if (val.length() > 40)
                val = val.substring(0, 37) + "...";
            out.println(key + "=" + val);
        }
    }

    /* ---------------- load ---------------- */

    public synchronized void load(Reader reader) throws IOException {
        Objects.requireNonNull(reader, "reader parameter is null");
        StringBuilder all = new StringBuilder();
        char[] cbuf = new char[4096];
        int n;
        while ((n = reader.read(cbuf, 0, cbuf.length)) > 0)
            all.append(cbuf, 0, n);
        load0(all.toString());
    }

    public synchronized void load(InputStream inStream) throws IOException {
        Objects.requireNonNull(inStream, "inStream parameter is null");
        load(new InputStreamReader(inStream, "ISO-8859-1"));
    }

    /** Parses the properties text format: logical lines, comments, separators, escapes. */
    private void load0(String text) {
        int i = 0, n = text.length();
        while (i < n) {
            // skip leading whitespace of a natural line
            while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\f'))
                i++;
            if (i >= n)
                break;
            char c = text.charAt(i);
            if (c == '\n' || c == '\r') {
                i++;
                continue;
            }
            if (c == '#' || c == '!') {
                while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r')
                    i++;
                continue;
            }
            // gather the logical line, joining continuation lines
            StringBuilder line = new StringBuilder();
            for (;;) {
                int start = i;
                while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r')
                    i++;
                String natural = text.substring(start, i);
                if (i < n) {
                    if (text.charAt(i) == '\r' && i + 1 < n && text.charAt(i + 1) == '\n')
                        i += 2;
                    else
                        i++;
                }
                int backslashes = 0;
                for (int k = natural.length() - 1; k >= 0 && natural.charAt(k) == '\\'; k--)
                    backslashes++;
                if (backslashes % 2 == 1 && i <= n) {
                    line.append(natural, 0, natural.length() - 1);
                    while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\f'))
                        i++;
                    if (i >= n)
                        break;
                } else {
                    line.append(natural);
                    break;
                }
            }
            parseLogicalLine(line.toString());
        }
    }

    private void parseLogicalLine(String line) {
        int len = line.length();
        int keyLen = 0;
        int valueStart = len;
        boolean hasSep = false;
        boolean precedingBackslash = false;
        while (keyLen < len) {
            char c = line.charAt(keyLen);
            if ((c == '=' || c == ':') && !precedingBackslash) {
                valueStart = keyLen + 1;
                hasSep = true;
                break;
            } else if ((c == ' ' || c == '\t' || c == '\f') && !precedingBackslash) {
                valueStart = keyLen + 1;
                break;
            }
            precedingBackslash = (c == '\\') ? !precedingBackslash : false;
            keyLen++;
        }
        while (valueStart < len) {
            char c = line.charAt(valueStart);
            if (c != ' ' && c != '\t' && c != '\f') {
                if (!hasSep && (c == '=' || c == ':'))
                    hasSep = true;
                else
                    break;
            }
            valueStart++;
        }
        String key = unescape(line.substring(0, keyLen));
        String value = unescape(line.substring(Math.min(valueStart, len)));
        put(key, value);
    }

    private static String unescape(String s) {
        if (s.indexOf('\\') < 0)
            return s;
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length();) {
            char c = s.charAt(i++);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (i >= s.length())
                break;
            c = s.charAt(i++);
            if (c == 'u') {
                if (i + 4 > s.length())
                    throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                int value = 0;
                for (int k = 0; k < 4; k++) {
                    int d = Character.digit(s.charAt(i++), 16);
                    if (d < 0)
                        throw new IllegalArgumentException("Malformed \\uxxxx encoding.");
                    value = (value << 4) + d;
                }
                out.append((char) value);
            } else if (c == 't') {
                out.append('\t');
            } else if (c == 'r') {
                out.append('\r');
            } else if (c == 'n') {
                out.append('\n');
            } else if (c == 'f') {
                out.append('\f');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /* ---------------- store ---------------- */

    private static final char[] HEX = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};

    private static String saveConvert(String theString, boolean escapeSpace, boolean escapeUnicode) {
        int len = theString.length();
        StringBuilder out = new StringBuilder(len * 2);
        for (int x = 0; x < len; x++) {
            char aChar = theString.charAt(x);
            if ((aChar > 61) && (aChar < 127)) {
                if (aChar == '\\') {
                    out.append('\\');
                    out.append('\\');
                    continue;
                }
                out.append(aChar);
                continue;
            }
            switch (aChar) {
                case ' ':
                    if (x == 0 || escapeSpace)
                        out.append('\\');
                    out.append(' ');
                    break;
                case '\t':
                    out.append('\\');
                    out.append('t');
                    break;
                case '\n':
                    out.append('\\');
                    out.append('n');
                    break;
                case '\r':
                    out.append('\\');
                    out.append('r');
                    break;
                case '\f':
                    out.append('\\');
                    out.append('f');
                    break;
                case '=':
                case ':':
                case '#':
                case '!':
                    out.append('\\');
                    out.append(aChar);
                    break;
                default:
                    if (((aChar < 0x0020) || (aChar > 0x007e)) & escapeUnicode) {
                        out.append('\\');
                        out.append('u');
                        out.append(HEX[(aChar >> 12) & 0xF]);
                        out.append(HEX[(aChar >> 8) & 0xF]);
                        out.append(HEX[(aChar >> 4) & 0xF]);
                        out.append(HEX[aChar & 0xF]);
                    } else {
                        out.append(aChar);
                    }
            }
        }
        return out.toString();
    }

    private static void writeComments(BufferedWriter bw, String comments) throws IOException {
        bw.write("#");
        int len = comments.length();
        int current = 0;
        int last = 0;
        while (current < len) {
            char c = comments.charAt(current);
            if (c > '\u00ff' || c == '\n' || c == '\r') {
                if (last != current)
                    bw.write(comments.substring(last, current));
                if (c > '\u00ff') {
                    bw.write("\\u");
                    bw.write(HEX[(c >> 12) & 0xf]);
                    bw.write(HEX[(c >> 8) & 0xf]);
                    bw.write(HEX[(c >> 4) & 0xf]);
                    bw.write(HEX[c & 0xf]);
                } else {
                    bw.newLine();
                    if (c == '\r' && current != len - 1 && comments.charAt(current + 1) == '\n')
                        current++;
                    if (current == len - 1
                            || (comments.charAt(current + 1) != '#' && comments.charAt(current + 1) != '!'))
                        bw.write("#");
                }
                last = current + 1;
            }
            current++;
        }
        if (last != current)
            bw.write(comments.substring(last, current));
        bw.newLine();
    }

    public void store(Writer writer, String comments) throws IOException {
        store0((writer instanceof BufferedWriter) ? (BufferedWriter) writer : new BufferedWriter(writer), comments,
                false);
    }

    public void store(OutputStream out, String comments) throws IOException {
        store0(new BufferedWriter(new OutputStreamWriter(out, "ISO-8859-1")), comments, true);
    }

    private void store0(BufferedWriter bw, String comments, boolean escUnicode) throws IOException {
        if (comments != null)
            writeComments(bw, comments);
        // (the reference implementation writes the current date as a comment here)
        synchronized (this) {
            for (Map.Entry<Object, Object> e : entrySet()) {
                String key = (String) e.getKey();
                String val = (String) e.getValue();
                key = saveConvert(key, true, escUnicode);
                val = saveConvert(val, false, escUnicode);
                bw.write(key + "=" + val);
                bw.newLine();
            }
        }
        bw.flush();
    }

    /* ---------------- Hashtable methods, on the map ---------------- */

    public int size() {
        return map.size();
    }

    public boolean isEmpty() {
        return map.isEmpty();
    }

    public Enumeration<Object> keys() {
        return Collections.enumeration(map.keySet());
    }

    public Enumeration<Object> elements() {
        return Collections.enumeration(map.values());
    }

    public boolean contains(Object value) {
        return map.contains(value);
    }

    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    public boolean containsKey(Object key) {
        return map.containsKey(key);
    }

    public Object get(Object key) {
        return map.get(key);
    }

    public synchronized Object put(Object key, Object value) {
        return map.put(key, value);
    }

    public synchronized Object remove(Object key) {
        return map.remove(key);
    }

    public synchronized void putAll(Map<?, ?> t) {
        map.putAll(t);
    }

    public synchronized void clear() {
        map.clear();
    }

    public synchronized String toString() {
        return map.toString();
    }

    public Set<Object> keySet() {
        return Collections.synchronizedSet(map.keySet(), this);
    }

    public Collection<Object> values() {
        return Collections.synchronizedCollection(map.values(), this);
    }

    public Set<Map.Entry<Object, Object>> entrySet() {
        return Collections.synchronizedSet(map.entrySet(), this);
    }

    public synchronized boolean equals(Object o) {
        return map.equals(o);
    }

    public synchronized int hashCode() {
        return map.hashCode();
    }

    public Object getOrDefault(Object key, Object defaultValue) {
        return map.getOrDefault(key, defaultValue);
    }

    public synchronized void forEach(BiConsumer<? super Object, ? super Object> action) {
        map.forEach(action);
    }

    public synchronized void replaceAll(BiFunction<? super Object, ? super Object, ?> function) {
        map.replaceAll(function);
    }

    public synchronized Object putIfAbsent(Object key, Object value) {
        return map.putIfAbsent(key, value);
    }

    public synchronized boolean remove(Object key, Object value) {
        return map.remove(key, value);
    }

    public synchronized boolean replace(Object key, Object oldValue, Object newValue) {
        return map.replace(key, oldValue, newValue);
    }

    public synchronized Object replace(Object key, Object value) {
        return map.replace(key, value);
    }

    public synchronized Object computeIfAbsent(Object key, Function<? super Object, ?> mappingFunction) {
        return map.computeIfAbsent(key, mappingFunction);
    }

    public synchronized Object computeIfPresent(Object key,
                                                BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.computeIfPresent(key, remappingFunction);
    }

    public synchronized Object compute(Object key, BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.compute(key, remappingFunction);
    }

    public synchronized Object merge(Object key, Object value,
                                     BiFunction<? super Object, ? super Object, ?> remappingFunction) {
        return map.merge(key, value, remappingFunction);
    }

    protected void rehash() {
    }

    public synchronized Object clone() {
        Properties clone = (Properties) cloneHashtable();
        clone.map = new ConcurrentHashMap<Object, Object>(map);
        return clone;
    }

    private Object cloneHashtable() {
        try {
            return Object.class.cast(super.clone());
        } catch (RuntimeException e) {
            throw e;
        }
    }

    // ---------------------------------------------------------------- serial form

    /**
     * The JDK's serial form is Hashtable's, with a table length made up from the count and
     * the pairs in the reverse of the map's order; then defaults.
     */
    @Override
    void writeHashtable(java.io.ObjectOutputStream s) throws java.io.IOException {
        ConcurrentHashMap<Object, Object> m = map;
        ArrayList<Object> stack = new ArrayList<Object>(m.size() * 2);
        for (Map.Entry<Object, Object> e : m.entrySet()) {
            stack.add(e.getValue());
            stack.add(e.getKey());
        }
        int count = stack.size() / 2;
        int length = (int) (count / 0.75f) + (count / 20) + 3;
        if (length > count && (length & 1) == 0)
            length--;
        synchronized (m) {
            defaultWriteHashtable(s, length, 0.75f);
        }
        s.writeInt(count);
        for (int i = stack.size() - 1; i >= 0; i--)
            s.writeObject(stack.get(i));
    }

    @Override
    void readHashtable(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField fields = s.readFields();
        float lf = fields.get("loadFactor", 0.75f);
        if (lf <= 0.0 || Float.isNaN(lf))
            throw new java.io.StreamCorruptedException("Illegal Load: " + lf);
        s.readInt();
        int elements = s.readInt();
        if (elements < 0)
            throw new java.io.StreamCorruptedException("Illegal # of Elements: " + elements);
        ConcurrentHashMap<Object, Object> m = new ConcurrentHashMap<Object, Object>(elements);
        for (; elements > 0; elements--) {
            Object key = s.readObject();
            Object value = s.readObject();
            m.put(key, value);
        }
        map = m;
    }
}
