package java.util;

/** A ResourceBundle whose contents come from getContents(), read once on first use. */
public abstract class ListResourceBundle extends ResourceBundle {
    private volatile Map<String, Object> lookup;

    public ListResourceBundle() {
    }

    protected abstract Object[][] getContents();

    private Map<String, Object> table() {
        Map<String, Object> t = lookup;
        if (t == null) {
            synchronized (this) {
                t = lookup;
                if (t == null) {
                    t = new HashMap<>();
                    for (Object[] pair : getContents()) {
                        String key = (String) pair[0];
                        Object value = pair[1];
                        if (key == null || value == null) {
                            throw new NullPointerException();
                        }
                        t.put(key, value);
                    }
                    lookup = t;
                }
            }
        }
        return t;
    }

    @Override
    public final Object handleGetObject(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        return table().get(key);
    }

    @Override
    public Enumeration<String> getKeys() {
        Set<String> keys = new HashSet<>(table().keySet());
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
        return table().keySet();
    }
}
