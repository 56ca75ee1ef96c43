package java.util;

/** A resource bundle whose contents are an array of key/value pairs. */
public abstract class ListResourceBundle extends ResourceBundle {
    private volatile Map<String, Object> lookup;

    public ListResourceBundle() {
    }

    @Override
    public final Object handleGetObject(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        loadLookup();
        return lookup.get(key);
    }

    @Override
    public Enumeration<String> getKeys() {
        loadLookup();
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
        loadLookup();
        return lookup.keySet();
    }

    protected abstract Object[][] getContents();

    private synchronized void loadLookup() {
        if (lookup != null) {
            return;
        }
        Object[][] contents = getContents();
        HashMap<String, Object> temp = new HashMap<>(contents.length);
        for (Object[] content : contents) {
            String key = (String) content[0];
            Object value = content[1];
            if (key == null || value == null) {
                throw new NullPointerException();
            }
            temp.put(key, value);
        }
        lookup = temp;
    }
}
