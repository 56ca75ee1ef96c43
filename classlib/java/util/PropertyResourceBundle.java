package java.util;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;

/** A resource bundle read from a properties file (UTF-8, else ISO-8859-1, as JDK 9+ reads). */
public class PropertyResourceBundle extends ResourceBundle {
    private final Map<String, Object> lookup;

    public PropertyResourceBundle(InputStream stream) throws IOException {
        byte[] bytes = stream.readAllBytes();
        Properties properties = new Properties();
        String charset = isUtf8(bytes) ? "UTF-8" : "ISO-8859-1";
        properties.load(new InputStreamReader(new ByteArrayInputStream(bytes), charset));
        lookup = toMap(properties);
    }

    public PropertyResourceBundle(Reader reader) throws IOException {
        Properties properties = new Properties();
        properties.load(reader);
        lookup = toMap(properties);
    }

    private static boolean isUtf8(byte[] b) {
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xff;
            int n;
            if (c < 0x80) {
                i++;
                continue;
            } else if (c >= 0xc2 && c <= 0xdf) {
                n = 1;
            } else if (c >= 0xe0 && c <= 0xef) {
                n = 2;
            } else if (c >= 0xf0 && c <= 0xf4) {
                n = 3;
            } else {
                return false;
            }
            for (int k = 1; k <= n; k++) {
                if (i + k >= b.length || (b[i + k] & 0xc0) != 0x80) {
                    return false;
                }
            }
            i += n + 1;
        }
        return true;
    }

    private static Map<String, Object> toMap(Properties properties) {
        Map<String, Object> map = new HashMap<>();
        for (String name : properties.stringPropertyNames()) {
            map.put(name, properties.getProperty(name));
        }
        return map;
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
        Set<String> keys = new LinkedHashSet<>(lookup.keySet());
        if (parent != null) {
            Enumeration<String> pk = parent.getKeys();
            while (pk.hasMoreElements()) {
                keys.add(pk.nextElement());
            }
        }
        return Collections.enumeration(keys);
    }

    @Override
    protected Set<String> handleKeySet() {
        return lookup.keySet();
    }
}
