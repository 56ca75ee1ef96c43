package java.util.jar;

import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** The attributes of one manifest section: Name keys (case-insensitive), String values, in insertion order. */
public class Attributes implements Map<Object, Object>, Cloneable {
    protected Map<Object, Object> map;

    public Attributes() {
        this(11);
    }

    public Attributes(int size) {
        map = new LinkedHashMap<>(size);
    }

    public Attributes(Attributes attr) {
        map = new LinkedHashMap<>(attr);
    }

    @Override
    public Object get(Object name) {
        return map.get(name);
    }

    public String getValue(String name) {
        return (String) get(new Name(name));
    }

    public String getValue(Name name) {
        return (String) get(name);
    }

    @Override
    public Object put(Object name, Object value) {
        return map.put((Name) name, (String) value);
    }

    public String putValue(String name, String value) {
        return (String) put(new Name(name), value);
    }

    @Override
    public Object remove(Object name) {
        return map.remove(name);
    }

    @Override
    public boolean containsValue(Object value) {
        return map.containsValue(value);
    }

    @Override
    public boolean containsKey(Object name) {
        return map.containsKey(name);
    }

    @Override
    public void putAll(Map<?, ?> attr) {
        if (!Attributes.class.isInstance(attr)) {
            throw new ClassCastException();
        }
        for (Map.Entry<?, ?> me : (attr).entrySet()) {
            put(me.getKey(), me.getValue());
        }
    }

    @Override
    public void clear() {
        map.clear();
    }

    @Override
    public int size() {
        return map.size();
    }

    @Override
    public boolean isEmpty() {
        return map.isEmpty();
    }

    @Override
    public Set<Object> keySet() {
        return map.keySet();
    }

    @Override
    public Collection<Object> values() {
        return map.values();
    }

    @Override
    public Set<Map.Entry<Object, Object>> entrySet() {
        return map.entrySet();
    }

    @Override
    public boolean equals(Object o) {
        return this == o || map.equals(o);
    }

    @Override
    public int hashCode() {
        return map.hashCode();
    }

    @Override
    public Object clone() {
        return new Attributes(this);
    }

    /* Writes "Name: value" lines, then nothing more (the caller ends the section). */
    void writeEntries(DataOutputStream out, String skip) throws IOException {
        for (Map.Entry<Object, Object> e : entrySet()) {
            String name = e.getKey().toString();
            if (skip != null && name.equalsIgnoreCase(skip)) {
                continue;
            }
            Manifest.println72(out, name + ": " + e.getValue());
        }
    }

    void write(DataOutputStream out) throws IOException {
        writeEntries(out, null);
        out.writeBytes("\r\n");
    }

    /* The main section: the version attribute first; without one, nothing
     * but the blank line (as the JDK writes it). */
    void writeMain(DataOutputStream out) throws IOException {
        String vername = Name.MANIFEST_VERSION.toString();
        String version = getValue(vername);
        if (version == null) {
            vername = Name.SIGNATURE_VERSION.toString();
            version = getValue(vername);
        }
        if (version != null) {
            Manifest.println72(out, vername + ": " + version);
            writeEntries(out, vername);
        }
        out.writeBytes("\r\n");
    }

    /** An attribute name: 1 to 70 of [A-Za-z0-9_-], compared without case. */
    public static class Name {
        private final String name;
        private final int hashCode;

        public Name(String name) {
            Objects.requireNonNull(name, "name");
            if (!isValid(name)) {
                throw new IllegalArgumentException(name);
            }
            this.name = name;
            int h = 0;
            for (int i = 0; i < name.length(); i++) {
                h = 31 * h + lower(name.charAt(i));
            }
            this.hashCode = h;
        }

        private static char lower(char c) {
            return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c;
        }

        private static boolean isValid(String name) {
            int len = name.length();
            if (len > 70 || len == 0) {
                return false;
            }
            for (int i = 0; i < len; i++) {
                char c = name.charAt(i);
                if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                      || c == '_' || c == '-')) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof Name)) {
                return false;
            }
            Name other = (Name) o;
            if (other.hashCode != hashCode || other.name.length() != name.length()) {
                return false;
            }
            for (int i = 0; i < name.length(); i++) {
                if (lower(name.charAt(i)) != lower(other.name.charAt(i))) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public int hashCode() {
            return hashCode;
        }

        @Override
        public String toString() {
            return name;
        }

        public static final Name MANIFEST_VERSION = new Name("Manifest-Version");
        public static final Name SIGNATURE_VERSION = new Name("Signature-Version");
        public static final Name CONTENT_TYPE = new Name("Content-Type");
        public static final Name CLASS_PATH = new Name("Class-Path");
        public static final Name MAIN_CLASS = new Name("Main-Class");
        public static final Name SEALED = new Name("Sealed");
        public static final Name EXTENSION_LIST = new Name("Extension-List");
        public static final Name EXTENSION_NAME = new Name("Extension-Name");
        @Deprecated
        public static final Name EXTENSION_INSTALLATION = new Name("Extension-Installation");
        public static final Name IMPLEMENTATION_TITLE = new Name("Implementation-Title");
        public static final Name IMPLEMENTATION_VERSION = new Name("Implementation-Version");
        public static final Name IMPLEMENTATION_VENDOR = new Name("Implementation-Vendor");
        @Deprecated
        public static final Name IMPLEMENTATION_VENDOR_ID = new Name("Implementation-Vendor-Id");
        @Deprecated
        public static final Name IMPLEMENTATION_URL = new Name("Implementation-URL");
        public static final Name SPECIFICATION_TITLE = new Name("Specification-Title");
        public static final Name SPECIFICATION_VERSION = new Name("Specification-Version");
        public static final Name SPECIFICATION_VENDOR = new Name("Specification-Vendor");
        public static final Name MULTI_RELEASE = new Name("Multi-Release");
    }
}
