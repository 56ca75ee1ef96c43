package java.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;

/** A ResourceBundle read from a properties stream (ISO 8859-1 escapes) or a Reader. */
public class PropertyResourceBundle extends ResourceBundle {
    private final Map<String, Object> lookup = new HashMap<>();

    public PropertyResourceBundle(InputStream stream) throws IOException {
        Properties p = new Properties();
        p.load(stream);
        for (String k : p.stringPropertyNames()) {
            lookup.put(k, p.getProperty(k));
        }
    }

    public PropertyResourceBundle(Reader reader) throws IOException {
        Properties p = new Properties();
        p.load(reader);
        for (String k : p.stringPropertyNames()) {
            lookup.put(k, p.getProperty(k));
        }
    }

    @Override
    public Object handleGetObject(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        return lookup.get(key);
    }

    @Override
    public Enumeration<String> getKeys() {
        Set<String> keys = new HashSet<>(lookup.keySet());
        if (parent != null) {
            Enumeration<String> e = parent.getKeys();
            while (e.hasMoreElements()) {
                keys.add(e.nextElement());
            }
        }
        return Collections.enumeration(keys);
    }

    @Override
    protected Set<String> handleKeySet() {
        return lookup.keySet();
    }
}
