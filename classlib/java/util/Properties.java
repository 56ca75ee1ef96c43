// placeholder: owned by java.util author
package java.util;

/** Minimal placeholder (string properties with defaults) until the real one lands. */
public class Properties extends Hashtable<Object, Object> {

    protected volatile Properties defaults;

    public Properties() {
        this(null);
    }

    public Properties(Properties defaults) {
        this.defaults = defaults;
    }

    public synchronized Object setProperty(String key, String value) {
        return put(key, value);
    }

    public String getProperty(String key) {
        Object oval = get(key);
        String sval = (oval instanceof String) ? (String) oval : null;
        Properties defaults = this.defaults;
        return ((sval == null) && (defaults != null)) ? defaults.getProperty(key) : sval;
    }

    public String getProperty(String key, String defaultValue) {
        String val = getProperty(key);
        return (val == null) ? defaultValue : val;
    }

    public Set<String> stringPropertyNames() {
        Set<String> result = new HashSet<String>();
        for (Object k : keySet()) {
            if (k instanceof String && get(k) instanceof String) {
                result.add((String) k);
            }
        }
        if (defaults != null) {
            result.addAll(defaults.stringPropertyNames());
        }
        return Collections.unmodifiableSet(result);
    }
}
