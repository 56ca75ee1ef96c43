package java.io;

/** A serializable field of a class: its name and type (java.io.ObjectStreamClass). */
public class ObjectStreamField implements Comparable<Object> {
    private final String name;
    private final Class<?> type;
    private final boolean unshared;

    public ObjectStreamField(String name, Class<?> type) {
        this(name, type, false);
    }

    public ObjectStreamField(String name, Class<?> type, boolean unshared) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.type = type;
        this.unshared = unshared;
    }

    public String getName() {
        return name;
    }

    public Class<?> getType() {
        return type;
    }

    public char getTypeCode() {
        if (type == int.class) return 'I';
        if (type == long.class) return 'J';
        if (type == boolean.class) return 'Z';
        if (type == byte.class) return 'B';
        if (type == char.class) return 'C';
        if (type == short.class) return 'S';
        if (type == float.class) return 'F';
        if (type == double.class) return 'D';
        return type.isArray() ? '[' : 'L';
    }

    public String getTypeString() {
        if (isPrimitive()) {
            return null;
        }
        return type.isArray() ? type.getName().replace('.', '/') : "L" + type.getName().replace('.', '/') + ";";
    }

    public boolean isPrimitive() {
        return type.isPrimitive();
    }

    public boolean isUnshared() {
        return unshared;
    }

    public int getOffset() {
        return 0;
    }

    public int compareTo(Object obj) {
        ObjectStreamField other = (ObjectStreamField) obj;
        boolean p = isPrimitive();
        if (p != other.isPrimitive()) {
            return p ? -1 : 1;
        }
        return name.compareTo(other.name);
    }

    @Override
    public String toString() {
        String sig = isPrimitive() ? String.valueOf(getTypeCode()) : getTypeString();
        return sig + ' ' + name;
    }
}
