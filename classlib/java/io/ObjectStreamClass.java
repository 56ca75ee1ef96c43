package java.io;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The description of a serializable class: its name and serializable fields.  Object
 * serialization itself (ObjectOutputStream) is not in this class library.
 */
public class ObjectStreamClass implements Serializable {
    private static final long serialVersionUID = -6120832682080437368L;

    public static final ObjectStreamField[] NO_FIELDS = new ObjectStreamField[0];

    private final Class<?> cl;
    private ObjectStreamField[] fields;

    private ObjectStreamClass(Class<?> cl) {
        this.cl = cl;
    }

    public static ObjectStreamClass lookup(Class<?> cl) {
        return Serializable.class.isAssignableFrom(cl) ? new ObjectStreamClass(cl) : null;
    }

    public static ObjectStreamClass lookupAny(Class<?> cl) {
        return new ObjectStreamClass(cl);
    }

    public String getName() {
        return cl.getName();
    }

    public Class<?> forClass() {
        return cl;
    }

    public long getSerialVersionUID() {
        try {
            Field f = cl.getDeclaredField("serialVersionUID");
            int m = f.getModifiers();
            if (Modifier.isStatic(m) && Modifier.isFinal(m) && f.getType() == long.class) {
                f.setAccessible(true);
                return f.getLong(null);
            }
        } catch (ReflectiveOperationException e) {
            // computed below
        }
        throw new UnsupportedOperationException(
                "java.io.ObjectStreamClass.getSerialVersionUID: the default (SHA-based) serialVersionUID of "
                        + cl.getName());
    }

    public ObjectStreamField[] getFields() {
        if (fields == null) {
            fields = computeFields();
        }
        return fields.clone();
    }

    public ObjectStreamField getField(String name) {
        for (ObjectStreamField f : getFields()) {
            if (f.getName().equals(name)) {
                return f;
            }
        }
        return null;
    }

    private ObjectStreamField[] computeFields() {
        if (!Serializable.class.isAssignableFrom(cl) || cl.isEnum() || cl.isInterface()) {
            return NO_FIELDS;
        }
        try {
            Field spf = cl.getDeclaredField("serialPersistentFields");
            int m = spf.getModifiers();
            if (Modifier.isStatic(m) && Modifier.isFinal(m) && Modifier.isPrivate(m)
                    && spf.getType() == ObjectStreamField[].class) {
                spf.setAccessible(true);
                ObjectStreamField[] declared = (ObjectStreamField[]) spf.get(null);
                if (declared != null) {
                    ObjectStreamField[] r = declared.clone();
                    Arrays.sort(r);
                    return r;
                }
            }
        } catch (ReflectiveOperationException e) {
            // the default fields
        }
        List<ObjectStreamField> r = new ArrayList<ObjectStreamField>();
        for (Field f : cl.getDeclaredFields()) {
            int m = f.getModifiers();
            if (!Modifier.isStatic(m) && !Modifier.isTransient(m)) {
                r.add(new ObjectStreamField(f.getName(), f.getType()));
            }
        }
        ObjectStreamField[] a = r.toArray(NO_FIELDS);
        Arrays.sort(a);
        return a;
    }

    @Override
    public String toString() {
        return getName() + ": static final long serialVersionUID = " + getSerialVersionUID() + "L;";
    }
}
