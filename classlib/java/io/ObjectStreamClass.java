package java.io;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;

/**
 * A class as serialization sees it: its name, serialVersionUID, serializable fields and
 * hook methods.  Two kinds: the local descriptor of a loaded class (lookup), and a
 * descriptor read from a stream, bound to its local class by initNonProxy, which checks
 * them against each other with the JDK's InvalidClassException texts.
 */
public class ObjectStreamClass implements Serializable {
    private static final long serialVersionUID = -6120832682080437368L;
    public static final ObjectStreamField[] NO_FIELDS = new ObjectStreamField[0];
    private static final HashMap<Class<?>, ObjectStreamClass> cache = new HashMap<Class<?>, ObjectStreamClass>();

    private Class<?> cl;
    private String name;
    private Long suid;
    private boolean isEnum, isRecord, isProxy, serializable, externalizable;
    /** The stream has writeObject data (SC_WRITE_METHOD) / block external data (SC_BLOCK_DATA). */
    private boolean hasWriteObjectData, hasBlockExternalData = true;
    private ObjectStreamField[] fields = NO_FIELDS;
    private ObjectStreamClass superDesc;
    private ObjectStreamClass localDesc;    /* for a stream descriptor: the local class's */
    private ClassNotFoundException resolveEx;
    private InvalidClassException deserializeEx, serializeEx;

    private Method writeObjectMethod, readObjectMethod, readObjectNoDataMethod;
    private Method writeReplaceMethod, readResolveMethod;
    private Class<?> initClass;             /* Serializable: whose no-arg constructor runs */
    private Constructor<?> cons;            /* Externalizable: the public no-arg constructor */
    private Constructor<?> canonicalCtor;   /* records */
    private HashMap<String, ObjectStreamField> byName;

    private static native boolean hasStaticInitializer0(Class<?> cl);

    private static native Object newInstance0(Class<?> cl, Class<?> initCl) throws InstantiationException;

    public static ObjectStreamClass lookup(Class<?> cl) {
        return lookup(cl, false);
    }

    public static ObjectStreamClass lookupAny(Class<?> cl) {
        return lookup(cl, true);
    }

    static ObjectStreamClass lookup(Class<?> cl, boolean all) {
        if (!(all || Serializable.class.isAssignableFrom(cl)))
            return null;
        synchronized (cache) {
            ObjectStreamClass d = cache.get(cl);
            if (d != null)
                return d;
        }
        ObjectStreamClass d = new ObjectStreamClass(cl);
        synchronized (cache) {
            ObjectStreamClass e = cache.get(cl);
            if (e != null)
                return e;
            cache.put(cl, d);
        }
        return d;
    }

    ObjectStreamClass() {
    }

    private ObjectStreamClass(final Class<?> cl) {
        this.cl = cl;
        name = cl.getName();
        isEnum = Enum.class.isAssignableFrom(cl);
        isRecord = cl.isRecord();
        isProxy = java.lang.reflect.Proxy.isProxyClass(cl);
        serializable = Serializable.class.isAssignableFrom(cl);
        externalizable = Externalizable.class.isAssignableFrom(cl);
        Class<?> superCl = cl.getSuperclass();
        superDesc = superCl != null ? lookup(superCl, false) : null;
        localDesc = this;
        if (!serializable)
            return;
        if (isEnum) {
            suid = Long.valueOf(0L);
            fields = NO_FIELDS;
            return;
        }
        if (cl.isArray()) {
            fields = NO_FIELDS;
            return;
        }
        suid = isProxy ? Long.valueOf(0L) : declaredSUID(cl);
        try {
            fields = externalizable || isProxy ? NO_FIELDS : serialFields(cl);
        } catch (InvalidClassException e) {
            serializeEx = deserializeEx = e;
            fields = NO_FIELDS;
        }
        if (isRecord) {
            canonicalCtor = canonicalConstructor(cl);
        } else if (externalizable) {
            cons = externalizableConstructor(cl);
        } else {
            initClass = serializationInitClass(cl);
            writeObjectMethod = privateMethod(cl, "writeObject", ObjectOutputStream.class, Void.TYPE);
            readObjectMethod = privateMethod(cl, "readObject", ObjectInputStream.class, Void.TYPE);
            readObjectNoDataMethod = privateMethod(cl, "readObjectNoData", null, Void.TYPE);
            hasWriteObjectData = writeObjectMethod != null;
        }
        writeReplaceMethod = inheritableMethod(cl, "writeReplace", Object.class);
        readResolveMethod = inheritableMethod(cl, "readResolve", Object.class);
        if (deserializeEx == null) {
            if (isEnum)
                deserializeEx = new InvalidClassException(name, "enum type");
            else if (!isRecord && externalizable ? cons == null : (!isRecord && initClass == null))
                deserializeEx = new InvalidClassException(name, "no valid constructor");
            else if (isRecord && canonicalCtor == null)
                deserializeEx = new InvalidClassException(name, "record canonical constructor not found");
        }
    }

    // -------------------------------------------------------------- public API

    public String getName() {
        return name;
    }

    public long getSerialVersionUID() {
        if (suid == null) {
            if (isRecord)
                return 0L;
            suid = Long.valueOf(computeDefaultSUID(cl));
        }
        return suid.longValue();
    }

    public Class<?> forClass() {
        return cl;
    }

    public ObjectStreamField[] getFields() {
        return fields.clone();
    }

    public ObjectStreamField getField(String name) {
        for (ObjectStreamField f : fields)
            if (f.getName().equals(name))
                return f;
        return null;
    }

    public String toString() {
        return name + ": static final long serialVersionUID = " + getSerialVersionUID() + "L;";
    }

    // -------------------------------------------------------------- for the streams

    ObjectStreamField[] fields() {
        return fields;
    }

    ObjectStreamClass getSuperDesc() {
        return superDesc;
    }

    ObjectStreamClass getLocalDesc() {
        return localDesc;
    }

    boolean isEnum() {
        return isEnum;
    }

    boolean isRecord() {
        return isRecord;
    }

    boolean isProxy() {
        return isProxy;
    }

    boolean isExternalizable() {
        return externalizable;
    }

    boolean isSerializable() {
        return serializable;
    }

    boolean hasWriteObjectData() {
        return hasWriteObjectData;
    }

    boolean hasBlockExternalData() {
        return hasBlockExternalData;
    }

    boolean hasWriteObjectMethod() {
        return writeObjectMethod != null;
    }

    boolean hasReadObjectMethod() {
        return readObjectMethod != null;
    }

    boolean hasWriteReplaceMethod() {
        return writeReplaceMethod != null;
    }

    boolean hasReadResolveMethod() {
        return readResolveMethod != null;
    }

    ClassNotFoundException getResolveException() {
        return resolveEx;
    }

    void checkSerialize() throws InvalidClassException {
        if (serializeEx != null)
            throw serializeEx;
    }

    void checkDeserialize() throws InvalidClassException {
        if (deserializeEx != null)
            throw deserializeEx;
    }

    /** The local field named like a stream field, or null. */
    ObjectStreamField localField(String fname) {
        if (byName == null) {
            HashMap<String, ObjectStreamField> m = new HashMap<String, ObjectStreamField>();
            for (ObjectStreamField f : fields)
                m.put(f.getName(), f);
            byName = m;
        }
        return byName.get(fname);
    }

    Object newInstance() throws InstantiationException, InvocationTargetException {
        try {
            if (externalizable) {
                cons.setAccessible(true);
                return cons.newInstance();
            }
            return newInstance0(cl, initClass);
        } catch (IllegalAccessException e) {
            throw new InstantiationException(e.getMessage());
        }
    }

    Object newRecord(Object[] args) throws InvocationTargetException {
        try {
            canonicalCtor.setAccessible(true);
            return canonicalCtor.newInstance(args);
        } catch (InstantiationException | IllegalAccessException e) {
            throw new InvocationTargetException(e);
        }
    }

    Constructor<?> canonicalCtor() {
        return canonicalCtor;
    }

    void invokeWriteObject(Object obj, ObjectOutputStream out) throws IOException {
        invoke(writeObjectMethod, obj, out);
    }

    void invokeReadObject(Object obj, ObjectInputStream in) throws IOException, ClassNotFoundException {
        try {
            invoke(readObjectMethod, obj, in);
        } catch (ClassNotFoundExceptionWrapper w) {
            throw w.cnfe;
        }
    }

    Object invokeWriteReplace(Object obj) throws IOException {
        return invoke(writeReplaceMethod, obj, null);
    }

    Object invokeReadResolve(Object obj) throws IOException {
        return invoke(readResolveMethod, obj, null);
    }

    /** Carries a ClassNotFoundException out of invoke(). */
    private static final class ClassNotFoundExceptionWrapper extends IOException {
        private static final long serialVersionUID = 1L;
        final ClassNotFoundException cnfe;

        ClassNotFoundExceptionWrapper(ClassNotFoundException e) {
            cnfe = e;
        }
    }

    private static Object invoke(Method m, Object obj, Object arg) throws IOException {
        try {
            return arg == null && m.getParameterCount() == 0 ? m.invoke(obj) : m.invoke(obj, arg);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof IOException)
                throw (IOException) t;
            if (t instanceof ClassNotFoundException)
                throw new ClassNotFoundExceptionWrapper((ClassNotFoundException) t);
            if (t instanceof RuntimeException)
                throw (RuntimeException) t;
            if (t instanceof Error)
                throw (Error) t;
            throw new InternalError(t);
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    /** The layout of an object's data: serializable classes from the top down to this one. */
    ObjectStreamClass[] dataLayout() {
        ArrayList<ObjectStreamClass> slots = new ArrayList<ObjectStreamClass>();
        for (ObjectStreamClass d = this; d != null; d = d.superDesc)
            slots.add(0, d);
        return slots.toArray(new ObjectStreamClass[0]);
    }

    int primDataSize() {
        int n = 0;
        for (ObjectStreamField f : fields) {
            switch (f.getTypeCode()) {
            case 'Z': case 'B': n += 1; break;
            case 'C': case 'S': n += 2; break;
            case 'I': case 'F': n += 4; break;
            case 'J': case 'D': n += 8; break;
            default: break;
            }
        }
        return n;
    }

    // -------------------------------------------------------------- stream descriptors

    /** Writes this descriptor's body (after TC_CLASSDESC) as the JDK does. */
    void writeNonProxy(ObjectOutputStream out) throws IOException {
        out.writeUTF(name);
        out.writeLong(getSerialVersionUID());
        byte flags = 0;
        if (externalizable) {
            flags |= ObjectStreamConstants.SC_EXTERNALIZABLE;
            if (out.getProtocolVersion() != ObjectStreamConstants.PROTOCOL_VERSION_1)
                flags |= ObjectStreamConstants.SC_BLOCK_DATA;
        } else if (serializable) {
            flags |= ObjectStreamConstants.SC_SERIALIZABLE;
        }
        if (hasWriteObjectData)
            flags |= ObjectStreamConstants.SC_WRITE_METHOD;
        if (isEnum)
            flags |= ObjectStreamConstants.SC_ENUM;
        out.writeByte(flags);
        out.writeShort(fields.length);
        for (ObjectStreamField f : fields) {
            out.writeByte(f.getTypeCode());
            out.writeUTF(f.getName());
            if (!f.isPrimitive())
                out.writeTypeString(f.getTypeString());
        }
    }

    /** Reads a descriptor's body (after TC_CLASSDESC). */
    void readNonProxy(ObjectInputStream in) throws IOException, ClassNotFoundException {
        name = in.readUTF();
        suid = Long.valueOf(in.readLong());
        byte flags = in.readByte();
        hasWriteObjectData = (flags & ObjectStreamConstants.SC_WRITE_METHOD) != 0;
        hasBlockExternalData = (flags & ObjectStreamConstants.SC_BLOCK_DATA) != 0;
        externalizable = (flags & ObjectStreamConstants.SC_EXTERNALIZABLE) != 0;
        boolean sflag = (flags & ObjectStreamConstants.SC_SERIALIZABLE) != 0;
        if (externalizable && sflag)
            throw new InvalidClassException(name, "serializable and externalizable flags conflict");
        serializable = externalizable || sflag;
        isEnum = (flags & ObjectStreamConstants.SC_ENUM) != 0;
        if (isEnum && suid.longValue() != 0L)
            throw new InvalidClassException(name, "enum descriptor has non-zero serialVersionUID: " + suid);
        int numFields = in.readShort();
        if (isEnum && numFields != 0)
            throw new InvalidClassException(name, "enum descriptor has non-zero field count: " + numFields);
        fields = numFields > 0 ? new ObjectStreamField[numFields] : NO_FIELDS;
        for (int i = 0; i < numFields; i++) {
            char tcode = (char) in.readByte();
            String fname = in.readUTF();
            String signature = (tcode == 'L' || tcode == '[') ? in.readTypeString() : String.valueOf(tcode);
            try {
                fields[i] = new ObjectStreamField(fname, signature, false);
            } catch (RuntimeException e) {
                throw new InvalidClassException(name, "invalid descriptor for field " + fname);
            }
        }
    }

    /**
     * Binds a proxy descriptor read from a stream (TC_PROXYCLASSDESC) to the proxy class
     * resolveProxyClass gave (cl null: not found).  A proxy class has no fields of its own
     * and serialVersionUID 0; its data is Proxy's (the handler h).
     */
    void initProxy(Class<?> cl, ClassNotFoundException resolveEx, ObjectStreamClass superDesc)
            throws InvalidClassException {
        ObjectStreamClass local = null;
        if (cl != null) {
            local = lookup(cl, true);
            if (!local.isProxy)
                throw new InvalidClassException("cannot bind proxy descriptor to a non-proxy class");
        }
        this.cl = cl;
        this.resolveEx = resolveEx;
        this.superDesc = superDesc;
        isProxy = true;
        serializable = true;
        suid = Long.valueOf(0L);
        fields = NO_FIELDS;
        if (local != null) {
            localDesc = local;
            name = local.name;
            externalizable = local.externalizable;
            writeReplaceMethod = local.writeReplaceMethod;
            readResolveMethod = local.readResolveMethod;
            deserializeEx = local.deserializeEx;
            initClass = local.initClass;
            cons = local.cons;
        }
    }

    /** Binds a descriptor read from a stream to its local class (cl null: not found). */
    void initNonProxy(ObjectStreamClass model, Class<?> cl, ClassNotFoundException resolveEx,
                      ObjectStreamClass superDesc) throws InvalidClassException {
        this.cl = cl;
        this.resolveEx = resolveEx;
        this.superDesc = superDesc;
        this.name = model.name;
        this.suid = model.suid;
        this.isEnum = model.isEnum;
        this.serializable = model.serializable;
        this.externalizable = model.externalizable;
        this.hasWriteObjectData = model.hasWriteObjectData;
        this.hasBlockExternalData = model.hasBlockExternalData;
        this.fields = model.fields;
        if (cl == null)
            return;
        ObjectStreamClass local = lookup(cl, true);
        this.localDesc = local;
        this.isRecord = local.isRecord;
        if (isEnum != local.isEnum)
            throw new InvalidClassException(name, isEnum ? "cannot bind enum descriptor to a non-enum class"
                                                         : "cannot bind non-enum descriptor to an enum class");
        if (local.serializable == serializable && !cl.isArray() && !isRecord
                && suid.longValue() != local.getSerialVersionUID()) {
            throw new InvalidClassException(local.name, "local class incompatible: stream classdesc serialVersionUID = "
                    + suid + ", local class serialVersionUID = " + local.getSerialVersionUID());
        }
        if (!classNamesEqual(name, local.name))
            throw new InvalidClassException(local.name, "local class name incompatible with stream class name \""
                    + name + "\"");
        if (!isEnum) {
            if (serializable == local.serializable && externalizable != local.externalizable)
                throw new InvalidClassException(local.name, "Serializable incompatible with Externalizable");
            if (serializable != local.serializable || externalizable != local.externalizable
                    || !(serializable || externalizable))
                deserializeEx = new InvalidClassException(local.name, "class invalid for deserialization");
        }
        for (ObjectStreamField f : fields) {
            ObjectStreamField lf = local.localField(f.getName());
            if (lf != null && lf.getTypeCode() != f.getTypeCode()
                    && !(!lf.isPrimitive() && !f.isPrimitive()))
                throw new InvalidClassException(local.name, "incompatible types for field " + f.getName());
        }
        if (deserializeEx == null)
            deserializeEx = local.deserializeEx;
        this.readObjectMethod = local.readObjectMethod;
        this.readResolveMethod = local.readResolveMethod;
        this.readObjectNoDataMethod = local.readObjectNoDataMethod;
        this.initClass = local.initClass;
        this.cons = local.cons;
        this.canonicalCtor = local.canonicalCtor;
    }

    private static boolean classNamesEqual(String a, String b) {
        return a.substring(a.lastIndexOf('.') + 1).equals(b.substring(b.lastIndexOf('.') + 1));
    }

    // -------------------------------------------------------------- introspection

    private static Long declaredSUID(Class<?> cl) {
        try {
            Field f = cl.getDeclaredField("serialVersionUID");
            int mask = Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) == mask && f.getType() == Long.TYPE) {
                f.setAccessible(true);
                return Long.valueOf(f.getLong(null));
            }
        } catch (Exception e) {
        }
        return null;
    }

    private static ObjectStreamField[] serialFields(Class<?> cl) throws InvalidClassException {
        ObjectStreamField[] declared = declaredSerialFields(cl);
        ObjectStreamField[] fs = declared != null ? declared : defaultSerialFields(cl);
        Arrays.sort(fs);
        return fs;
    }

    /** serialPersistentFields, matched to the class's own fields. */
    private static ObjectStreamField[] declaredSerialFields(Class<?> cl) throws InvalidClassException {
        ObjectStreamField[] spf;
        try {
            Field f = cl.getDeclaredField("serialPersistentFields");
            int mask = Modifier.PRIVATE | Modifier.STATIC | Modifier.FINAL;
            if ((f.getModifiers() & mask) != mask)
                return null;
            f.setAccessible(true);
            spf = (ObjectStreamField[]) f.get(null);
        } catch (Exception e) {
            return null;
        }
        if (spf == null)
            return null;
        if (spf.length == 0)
            return NO_FIELDS;
        ObjectStreamField[] out = new ObjectStreamField[spf.length];
        HashMap<String, Boolean> seen = new HashMap<String, Boolean>();
        for (int i = 0; i < spf.length; i++) {
            ObjectStreamField s = spf[i];
            String fname = s.getName();
            if (seen.put(fname, Boolean.TRUE) != null)
                throw new InvalidClassException("multiple serializable fields named " + fname);
            Field local = null;
            try {
                local = cl.getDeclaredField(fname);
            } catch (NoSuchFieldException e) {
            }
            if (local != null && local.getType() == s.getType()
                    && (local.getModifiers() & Modifier.STATIC) == 0) {
                local.setAccessible(true);
                out[i] = new ObjectStreamField(local, s.isUnshared(), true);
            } else {
                out[i] = new ObjectStreamField(fname, s.getType(), s.isUnshared());
            }
        }
        return out;
    }

    private static ObjectStreamField[] defaultSerialFields(Class<?> cl) {
        Field[] clFields = cl.getDeclaredFields();
        List<ObjectStreamField> list = new ArrayList<ObjectStreamField>();
        int mask = Modifier.STATIC | Modifier.TRANSIENT;
        for (Field f : clFields) {
            if ((f.getModifiers() & mask) == 0) {
                f.setAccessible(true);
                list.add(new ObjectStreamField(f, false, true));
            }
        }
        return list.toArray(new ObjectStreamField[0]);
    }

    /** A private, non-static method of cl itself with this parameter and return type. */
    private static Method privateMethod(Class<?> cl, String mname, Class<?> argType, Class<?> returnType) {
        try {
            Method m = argType == null ? cl.getDeclaredMethod(mname) : cl.getDeclaredMethod(mname, argType);
            m.setAccessible(true);
            int mods = m.getModifiers();
            return (m.getReturnType() == returnType && (mods & Modifier.STATIC) == 0
                    && (mods & Modifier.PRIVATE) != 0) ? m : null;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** writeReplace/readResolve: declared in cl or inherited and accessible from it. */
    private static Method inheritableMethod(Class<?> cl, String mname, Class<?> returnType) {
        Method m = null;
        Class<?> defCl = cl;
        while (defCl != null) {
            try {
                m = defCl.getDeclaredMethod(mname);
                break;
            } catch (NoSuchMethodException e) {
                defCl = defCl.getSuperclass();
            }
        }
        if (m == null || m.getReturnType() != returnType)
            return null;
        m.setAccessible(true);
        int mods = m.getModifiers();
        if ((mods & (Modifier.STATIC | Modifier.ABSTRACT)) != 0)
            return null;
        if ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) != 0)
            return m;
        if ((mods & Modifier.PRIVATE) != 0)
            return cl == defCl ? m : null;
        return cl.getPackageName().equals(defCl.getPackageName()) ? m : null;
    }

    /** The first non-serializable superclass, if its no-arg constructor is accessible to cl. */
    private static Class<?> serializationInitClass(Class<?> cl) {
        Class<?> initCl = cl;
        while (Serializable.class.isAssignableFrom(initCl)) {
            initCl = initCl.getSuperclass();
            if (initCl == null)
                return null;
        }
        try {
            Constructor<?> c = initCl.getDeclaredConstructor();
            int mods = c.getModifiers();
            if ((mods & Modifier.PRIVATE) != 0)
                return null;
            if ((mods & (Modifier.PUBLIC | Modifier.PROTECTED)) == 0
                    && !initCl.getPackageName().equals(cl.getPackageName()))
                return null;
            return initCl;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static Constructor<?> externalizableConstructor(Class<?> cl) {
        try {
            Constructor<?> c = cl.getDeclaredConstructor();
            return (c.getModifiers() & Modifier.PUBLIC) != 0 ? c : null;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static Constructor<?> canonicalConstructor(Class<?> cl) {
        RecordComponent[] rc = cl.getRecordComponents();
        Class<?>[] types = new Class<?>[rc.length];
        for (int i = 0; i < rc.length; i++)
            types[i] = rc[i].getType();
        try {
            return cl.getDeclaredConstructor(types);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    // -------------------------------------------------------------- the default serialVersionUID

    private static String descriptor(Class<?>[] params, Class<?> ret) {
        StringBuilder sb = new StringBuilder("(");
        for (Class<?> p : params)
            sb.append(ObjectStreamField.signatureOf(p));
        sb.append(')');
        sb.append(ret == null ? "V" : ObjectStreamField.signatureOf(ret));
        return sb.toString();
    }

    /** The SHA-1 of the class's name, modifiers, interfaces and non-private members (JDK's algorithm). */
    private static long computeDefaultSUID(Class<?> cl) {
        if (!Serializable.class.isAssignableFrom(cl) || java.lang.reflect.Proxy.isProxyClass(cl))
            return 0L;
        try {
            ByteArrayOutputStream bout = new ByteArrayOutputStream();
            DataOutputStream dout = new DataOutputStream(bout);
            dout.writeUTF(cl.getName());
            int classMods = cl.getModifiers()
                    & (Modifier.PUBLIC | Modifier.FINAL | Modifier.INTERFACE | Modifier.ABSTRACT);
            Method[] methods = cl.getDeclaredMethods();
            if ((classMods & Modifier.INTERFACE) != 0)
                classMods = methods.length > 0 ? (classMods | Modifier.ABSTRACT) : (classMods & ~Modifier.ABSTRACT);
            dout.writeInt(classMods);
            if (!cl.isArray()) {
                Class<?>[] interfaces = cl.getInterfaces();
                String[] ifaceNames = new String[interfaces.length];
                for (int i = 0; i < interfaces.length; i++)
                    ifaceNames[i] = interfaces[i].getName();
                Arrays.sort(ifaceNames);
                for (String n : ifaceNames)
                    dout.writeUTF(n);
            }
            Field[] fields = cl.getDeclaredFields();
            Arrays.sort(fields, new Comparator<Field>() {
                public int compare(Field a, Field b) {
                    return a.getName().compareTo(b.getName());
                }
            });
            for (Field f : fields) {
                int mods = f.getModifiers() & (Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED
                        | Modifier.STATIC | Modifier.FINAL | Modifier.VOLATILE | Modifier.TRANSIENT);
                if ((mods & Modifier.PRIVATE) == 0 || (mods & (Modifier.STATIC | Modifier.TRANSIENT)) == 0) {
                    dout.writeUTF(f.getName());
                    dout.writeInt(mods);
                    dout.writeUTF(ObjectStreamField.signatureOf(f.getType()));
                }
            }
            if (hasStaticInitializer0(cl)) {
                dout.writeUTF("<clinit>");
                dout.writeInt(Modifier.STATIC);
                dout.writeUTF("()V");
            }
            int memberMask = Modifier.PUBLIC | Modifier.PRIVATE | Modifier.PROTECTED | Modifier.STATIC
                    | Modifier.FINAL | Modifier.SYNCHRONIZED | Modifier.NATIVE | Modifier.ABSTRACT | Modifier.STRICT;
            Constructor<?>[] cons = cl.getDeclaredConstructors();
            String[][] consSigs = new String[cons.length][];
            for (int i = 0; i < cons.length; i++)
                consSigs[i] = new String[] { descriptor(cons[i].getParameterTypes(), null),
                                             Integer.toString(cons[i].getModifiers()) };
            Arrays.sort(consSigs, new Comparator<String[]>() {
                public int compare(String[] a, String[] b) {
                    return a[0].compareTo(b[0]);
                }
            });
            for (String[] c : consSigs) {
                int mods = Integer.parseInt(c[1]) & memberMask;
                if ((mods & Modifier.PRIVATE) == 0) {
                    dout.writeUTF("<init>");
                    dout.writeInt(mods);
                    dout.writeUTF(c[0].replace('/', '.'));
                }
            }
            String[][] methSigs = new String[methods.length][];
            for (int i = 0; i < methods.length; i++)
                methSigs[i] = new String[] { methods[i].getName(),
                        descriptor(methods[i].getParameterTypes(), methods[i].getReturnType()),
                        Integer.toString(methods[i].getModifiers()) };
            Arrays.sort(methSigs, new Comparator<String[]>() {
                public int compare(String[] a, String[] b) {
                    int c = a[0].compareTo(b[0]);
                    return c != 0 ? c : a[1].compareTo(b[1]);
                }
            });
            for (String[] m : methSigs) {
                int mods = Integer.parseInt(m[2]) & memberMask;
                if ((mods & Modifier.PRIVATE) == 0) {
                    dout.writeUTF(m[0]);
                    dout.writeInt(mods);
                    dout.writeUTF(m[1].replace('/', '.'));
                }
            }
            dout.flush();
            byte[] hash = MessageDigest.getInstance("SHA-1").digest(bout.toByteArray());
            long h = 0;
            for (int i = Math.min(hash.length, 8) - 1; i >= 0; i--)
                h = (h << 8) | (hash[i] & 0xFF);
            return h;
        } catch (IOException ex) {
            throw new InternalError(ex);
        } catch (java.security.NoSuchAlgorithmException ex) {
            throw new SecurityException(ex.getMessage());
        }
    }
}
