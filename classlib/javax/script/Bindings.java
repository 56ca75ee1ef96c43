package javax.script;

import java.util.Map;

/** A map of names (non-empty strings) to the values scripts see under those names. */
public interface Bindings extends Map<String, Object> {
    Object put(String name, Object value);

    void putAll(Map<? extends String, ? extends Object> toMerge);

    boolean containsKey(Object key);

    Object get(Object key);

    Object remove(Object key);
}
