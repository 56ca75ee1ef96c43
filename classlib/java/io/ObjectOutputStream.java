package java.io;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.IdentityHashMap;

/**
 * Writes objects in the JDK's serialization stream format (protocol version 2), so that
 * HotSpot's ObjectInputStream reads what this writes.  Primitive data goes through a
 * block-data buffer (TC_BLOCKDATA / TC_BLOCKDATALONG blocks of at most 1024 bytes, as the
 * JDK cuts them); objects, class descriptors and strings get handles in the order written.
 */
public class ObjectOutputStream extends OutputStream implements ObjectOutput, ObjectStreamConstants {
    private static final int MAX_BLOCK_SIZE = 1024;

    private final OutputStream out;
    private final byte[] buf = new byte[MAX_BLOCK_SIZE];
    private int pos;
    private boolean blkmode;
    private final IdentityHashMap<Object, Integer> handles = new IdentityHashMap<Object, Integer>();
    /** Objects writeReplace or replaceObject replaced, to their replacements (or NULL_SUB). */
    private final IdentityHashMap<Object, Object> subs = new IdentityHashMap<Object, Object>();
    private static final Object NULL_SUB = new Object();
    private int nextHandle;
    private final boolean enableOverride;
    private boolean enableReplace;
    private int protocol = PROTOCOL_VERSION_2;
    private int depth;
    /** The object and class whose writeObject is running (defaultWriteObject, putFields). */
    private Object curObj;
    private ObjectStreamClass curDesc;
    private PutFieldImpl curPut;

    public ObjectOutputStream(OutputStream out) throws IOException {
        if (out == null)
            throw new NullPointerException();
        this.out = out;
        enableOverride = false;
        writeStreamHeader();
        setBlockDataMode(true);
    }

    protected ObjectOutputStream() throws IOException, SecurityException {
        out = null;
        enableOverride = true;
    }

    public void useProtocolVersion(int version) throws IOException {
        if (handles.size() != 0)
            throw new IllegalStateException("stream non-empty");
        if (version != PROTOCOL_VERSION_1 && version != PROTOCOL_VERSION_2)
            throw new IllegalArgumentException("unknown version: " + version);
        protocol = version;
    }

    int getProtocolVersion() {
        return protocol;
    }

    protected void writeStreamHeader() throws IOException {
        writeShortRaw(STREAM_MAGIC);
        writeShortRaw(STREAM_VERSION);
    }

    // ------------------------------------------------------------ block data

    private boolean setBlockDataMode(boolean mode) throws IOException {
        if (blkmode == mode)
            return blkmode;
        drain();
        blkmode = mode;
        return !blkmode;
    }

    private void drain() throws IOException {
        if (pos == 0)
            return;
        if (blkmode) {
            if (pos <= 0xFF) {
                out.write(TC_BLOCKDATA);
                out.write(pos);
            } else {
                out.write(TC_BLOCKDATALONG);
                out.write((pos >>> 24) & 0xFF);
                out.write((pos >>> 16) & 0xFF);
                out.write((pos >>> 8) & 0xFF);
                out.write(pos & 0xFF);
            }
        }
        out.write(buf, 0, pos);
        pos = 0;
    }

    private void put(int b) throws IOException {
        if (pos >= MAX_BLOCK_SIZE)
            drain();
        buf[pos++] = (byte) b;
    }

    private void putAll(byte[] b, int off, int len) throws IOException {
        while (len > 0) {
            if (pos >= MAX_BLOCK_SIZE)
                drain();
            int n = Math.min(len, MAX_BLOCK_SIZE - pos);
            System.arraycopy(b, off, buf, pos, n);
            pos += n;
            off += n;
            len -= n;
        }
    }

    private void writeShortRaw(int v) throws IOException {
        put(v >>> 8);
        put(v);
    }

    // ------------------------------------------------------------ DataOutput

    public void write(int val) throws IOException {
        put(val);
    }

    public void write(byte[] b) throws IOException {
        putAll(b, 0, b.length);
    }

    public void write(byte[] b, int off, int len) throws IOException {
        if (b == null)
            throw new NullPointerException();
        if (off < 0 || len < 0 || off > b.length - len)
            throw new IndexOutOfBoundsException();
        putAll(b, off, len);
    }

    public void flush() throws IOException {
        drain();
        out.flush();
    }

    protected void drainBuffer() throws IOException {
        drain();
    }

    public void close() throws IOException {
        flush();
        out.close();
    }

    public void writeBoolean(boolean v) throws IOException {
        put(v ? 1 : 0);
    }

    public void writeByte(int v) throws IOException {
        put(v);
    }

    public void writeShort(int v) throws IOException {
        put(v >>> 8);
        put(v);
    }

    public void writeChar(int v) throws IOException {
        put(v >>> 8);
        put(v);
    }

    public void writeInt(int v) throws IOException {
        put(v >>> 24);
        put(v >>> 16);
        put(v >>> 8);
        put(v);
    }

    public void writeLong(long v) throws IOException {
        writeInt((int) (v >>> 32));
        writeInt((int) v);
    }

    public void writeFloat(float v) throws IOException {
        writeInt(Float.floatToIntBits(v));
    }

    public void writeDouble(double v) throws IOException {
        writeLong(Double.doubleToLongBits(v));
    }

    public void writeBytes(String s) throws IOException {
        for (int i = 0; i < s.length(); i++)
            put(s.charAt(i));
    }

    public void writeChars(String s) throws IOException {
        for (int i = 0; i < s.length(); i++)
            writeChar(s.charAt(i));
    }

    static long utfLength(String s) {
        long n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            n += (c >= 0x0001 && c <= 0x007F) ? 1 : c > 0x07FF ? 3 : 2;
        }
        return n;
    }

    private void putUTFBytes(String s) throws IOException {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 0x0001 && c <= 0x007F) {
                put(c);
            } else if (c > 0x07FF) {
                put(0xE0 | ((c >> 12) & 0x0F));
                put(0x80 | ((c >> 6) & 0x3F));
                put(0x80 | (c & 0x3F));
            } else {
                put(0xC0 | ((c >> 6) & 0x1F));
                put(0x80 | (c & 0x3F));
            }
        }
    }

    public void writeUTF(String s) throws IOException {
        long n = utfLength(s);
        if (n > 0xFFFF)
            throw new UTFDataFormatException();
        writeShort((int) n);
        putUTFBytes(s);
    }

    // ------------------------------------------------------------ objects

    public final void writeObject(Object obj) throws IOException {
        if (enableOverride) {
            writeObjectOverride(obj);
            return;
        }
        try {
            writeObject0(obj, false);
        } catch (IOException ex) {
            if (depth == 0)
                writeFatalException(ex);
            throw ex;
        }
    }

    /**
     * As the JDK: an IOException that aborts the outermost writeObject is written into the
     * stream after TC_EXCEPTION (with fresh handles on both sides), and the reader throws
     * WriteAbortedException with it.
     */
    private void writeFatalException(IOException ex) throws IOException {
        handles.clear();
        subs.clear();
        nextHandle = 0;
        boolean oldMode = setBlockDataMode(false);
        try {
            put(TC_EXCEPTION);
            writeObject0(ex, false);
            handles.clear();
            subs.clear();
            nextHandle = 0;
        } finally {
            setBlockDataMode(oldMode);
        }
    }

    protected void writeObjectOverride(Object obj) throws IOException {
    }

    public void writeUnshared(Object obj) throws IOException {
        try {
            writeObject0(obj, true);
        } catch (IOException ex) {
            if (depth == 0)
                writeFatalException(ex);
            throw ex;
        }
    }

    public void reset() throws IOException {
        if (depth != 0)
            throw new IOException("stream active");
        setBlockDataMode(false);
        put(TC_RESET);
        handles.clear();
        subs.clear();
        nextHandle = 0;
        setBlockDataMode(true);
    }

    protected void annotateClass(Class<?> cl) throws IOException {
    }

    protected void annotateProxyClass(Class<?> cl) throws IOException {
    }

    protected Object replaceObject(Object obj) throws IOException {
        return obj;
    }

    protected boolean enableReplaceObject(boolean enable) throws SecurityException {
        if (enable == enableReplace)
            return enable;
        enableReplace = enable;
        return !enable;
    }

    protected void writeClassDescriptor(ObjectStreamClass desc) throws IOException {
        desc.writeNonProxy(this);
    }

    private void assign(Object obj) {
        handles.put(obj, Integer.valueOf(nextHandle++));
    }

    private boolean writeHandle(Object obj) throws IOException {
        Integer h = handles.get(obj);
        if (h == null)
            return false;
        put(TC_REFERENCE);
        writeInt(baseWireHandle + h.intValue());
        return true;
    }

    private void writeObject0(Object obj, boolean unshared) throws IOException {
        boolean oldMode = setBlockDataMode(false);
        depth++;
        try {
            if (obj == null) {
                put(TC_NULL);
                return;
            }
            // an object replaced before (writeReplace) is its replacement again
            Object sub = subs.get(obj);
            if (sub == NULL_SUB) {
                put(TC_NULL);
                return;
            }
            if (sub != null) {
                obj = sub;
            }
            if (!unshared && writeHandle(obj))
                return;
            if (obj instanceof Class) {
                writeClass((Class<?>) obj, unshared);
                return;
            }
            if (obj instanceof ObjectStreamClass) {
                writeClassDesc((ObjectStreamClass) obj, unshared);
                return;
            }
            Object orig = obj;
            Class<?> cl = obj.getClass();
            ObjectStreamClass desc;
            for (;;) {
                desc = ObjectStreamClass.lookup(cl, true);
                Class<?> repCl;
                if (!desc.hasWriteReplaceMethod() || (obj = desc.invokeWriteReplace(obj)) == null
                        || (repCl = obj.getClass()) == cl)
                    break;
                cl = repCl;
            }
            if (enableReplace) {
                Object rep = replaceObject(obj);
                if (rep != obj && rep != null) {
                    cl = rep.getClass();
                    desc = ObjectStreamClass.lookup(cl, true);
                }
                obj = rep;
            }
            if (obj != orig) {
                subs.put(orig, obj == null ? NULL_SUB : obj);
                if (obj == null) {
                    put(TC_NULL);
                    return;
                }
                if (!unshared && writeHandle(obj))
                    return;
                if (obj instanceof Class) {
                    writeClass((Class<?>) obj, unshared);
                    return;
                }
                if (obj instanceof ObjectStreamClass) {
                    writeClassDesc((ObjectStreamClass) obj, unshared);
                    return;
                }
            }
            if (obj instanceof String) {
                writeString((String) obj, unshared);
            } else if (cl.isArray()) {
                writeArray(obj, desc, unshared);
            } else if (obj instanceof Enum) {
                writeEnum((Enum<?>) obj, desc, unshared);
            } else if (obj instanceof Serializable) {
                writeOrdinaryObject(obj, desc, unshared);
            } else {
                throw new NotSerializableException(cl.getName());
            }
        } finally {
            depth--;
            setBlockDataMode(oldMode);
        }
    }

    private void writeClass(Class<?> cl, boolean unshared) throws IOException {
        put(TC_CLASS);
        writeClassDesc(ObjectStreamClass.lookup(cl, true), false);
        if (!unshared)
            assign(cl);
        else
            nextHandle++;
    }

    private void writeClassDesc(ObjectStreamClass desc, boolean unshared) throws IOException {
        if (desc == null) {
            put(TC_NULL);
            return;
        }
        if (!unshared && writeHandle(desc))
            return;
        if (desc.isProxy()) {
            writeProxyDesc(desc, unshared);
            return;
        }
        put(TC_CLASSDESC);
        if (!unshared)
            assign(desc);
        else
            nextHandle++;
        if (protocol == PROTOCOL_VERSION_1)
            desc.writeNonProxy(this);
        else
            writeClassDescriptor(desc);
        Class<?> cl = desc.forClass();
        setBlockDataMode(true);
        annotateClass(cl);
        setBlockDataMode(false);
        put(TC_ENDBLOCKDATA);
        writeClassDesc(desc.getSuperDesc(), false);
    }

    /**
     * A proxy class: TC_PROXYCLASSDESC, the number of its interfaces and their names, the
     * annotation (annotateProxyClass), then java.lang.reflect.Proxy's descriptor as super.
     */
    private void writeProxyDesc(ObjectStreamClass desc, boolean unshared) throws IOException {
        put(TC_PROXYCLASSDESC);
        if (!unshared)
            assign(desc);
        else
            nextHandle++;
        Class<?> cl = desc.forClass();
        Class<?>[] ifaces = cl.getInterfaces();
        writeInt(ifaces.length);
        for (Class<?> c : ifaces)
            writeUTF(c.getName());
        setBlockDataMode(true);
        annotateProxyClass(cl);
        setBlockDataMode(false);
        put(TC_ENDBLOCKDATA);
        writeClassDesc(desc.getSuperDesc(), false);
    }

    /** A field's type string, shared through handles like any string. */
    void writeTypeString(String str) throws IOException {
        if (str == null) {
            put(TC_NULL);
        } else if (!writeHandle(str)) {
            writeString(str, false);
        }
    }

    private void writeString(String str, boolean unshared) throws IOException {
        if (!unshared)
            assign(str);
        else
            nextHandle++;
        long n = utfLength(str);
        if (n <= 0xFFFF) {
            put(TC_STRING);
            writeShort((int) n);
        } else {
            put(TC_LONGSTRING);
            writeLong(n);
        }
        putUTFBytes(str);
    }

    private void writeArray(Object array, ObjectStreamClass desc, boolean unshared) throws IOException {
        put(TC_ARRAY);
        writeClassDesc(desc, false);
        if (!unshared)
            assign(array);
        else
            nextHandle++;
        Class<?> ccl = desc.forClass().getComponentType();
        int len = Array.getLength(array);
        writeInt(len);
        if (ccl.isPrimitive()) {
            if (ccl == Integer.TYPE) {
                for (int v : (int[]) array)
                    writeInt(v);
            } else if (ccl == Byte.TYPE) {
                byte[] b = (byte[]) array;
                putAll(b, 0, b.length);
            } else if (ccl == Long.TYPE) {
                for (long v : (long[]) array)
                    writeLong(v);
            } else if (ccl == Float.TYPE) {
                for (float v : (float[]) array)
                    writeFloat(v);
            } else if (ccl == Double.TYPE) {
                for (double v : (double[]) array)
                    writeDouble(v);
            } else if (ccl == Short.TYPE) {
                for (short v : (short[]) array)
                    writeShort(v);
            } else if (ccl == Character.TYPE) {
                for (char v : (char[]) array)
                    writeChar(v);
            } else {
                for (boolean v : (boolean[]) array)
                    writeBoolean(v);
            }
        } else {
            Object[] objs = (Object[]) array;
            for (int i = 0; i < len; i++)
                writeObject0(objs[i], false);
        }
    }

    private void writeEnum(Enum<?> en, ObjectStreamClass desc, boolean unshared) throws IOException {
        put(TC_ENUM);
        ObjectStreamClass sdesc = desc.getSuperDesc();
        writeClassDesc(sdesc.forClass() == Enum.class ? desc : sdesc, false);
        if (!unshared)
            assign(en);
        else
            nextHandle++;
        writeString(en.name(), false);
    }

    private void writeOrdinaryObject(Object obj, ObjectStreamClass desc, boolean unshared) throws IOException {
        desc.checkSerialize();
        put(TC_OBJECT);
        writeClassDesc(desc, false);
        if (!unshared)
            assign(obj);
        else
            nextHandle++;
        if (desc.isExternalizable()) {
            if (protocol == PROTOCOL_VERSION_1) {
                ((Externalizable) obj).writeExternal(this);
            } else {
                setBlockDataMode(true);
                ((Externalizable) obj).writeExternal(this);
                setBlockDataMode(false);
                put(TC_ENDBLOCKDATA);
            }
        } else {
            writeSerialData(obj, desc);
        }
    }

    private void writeSerialData(Object obj, ObjectStreamClass desc) throws IOException {
        for (ObjectStreamClass slot : desc.dataLayout()) {
            if (slot.hasWriteObjectMethod()) {
                Object oldObj = curObj;
                ObjectStreamClass oldDesc = curDesc;
                PutFieldImpl oldPut = curPut;
                curObj = obj;
                curDesc = slot;
                curPut = null;
                try {
                    setBlockDataMode(true);
                    slot.invokeWriteObject(obj, this);
                    setBlockDataMode(false);
                    put(TC_ENDBLOCKDATA);
                } finally {
                    curObj = oldObj;
                    curDesc = oldDesc;
                    curPut = oldPut;
                }
            } else {
                defaultWriteFields(obj, slot);
            }
        }
    }

    private static Object fieldValue(ObjectStreamField f, Object obj) throws IOException {
        Field lf = f.getField();
        if (lf == null)
            throw new InvalidClassException(obj.getClass().getName(), "unmatched serializable field(s) declared");
        try {
            return lf.get(obj);
        } catch (IllegalAccessException e) {
            throw new InternalError(e);
        }
    }

    private void writePrimitive(char tcode, Object v) throws IOException {
        switch (tcode) {
        case 'Z': writeBoolean(((Boolean) v).booleanValue()); break;
        case 'B': writeByte(((Byte) v).byteValue()); break;
        case 'C': writeChar(((Character) v).charValue()); break;
        case 'S': writeShort(((Short) v).shortValue()); break;
        case 'I': writeInt(((Integer) v).intValue()); break;
        case 'J': writeLong(((Long) v).longValue()); break;
        case 'F': writeFloat(((Float) v).floatValue()); break;
        case 'D': writeDouble(((Double) v).doubleValue()); break;
        default: throw new InternalError();
        }
    }

    private void defaultWriteFields(Object obj, ObjectStreamClass desc) throws IOException {
        desc.checkSerialize();
        ObjectStreamField[] fields = desc.fields();
        for (ObjectStreamField f : fields)
            if (f.isPrimitive())
                writePrimitive(f.getTypeCode(), fieldValue(f, obj));
        for (ObjectStreamField f : fields)
            if (!f.isPrimitive())
                writeObject0(fieldValue(f, obj), f.isUnshared());
    }

    public void defaultWriteObject() throws IOException {
        if (curObj == null || curDesc == null)
            throw new NotActiveException("not in call to writeObject");
        setBlockDataMode(false);
        defaultWriteFields(curObj, curDesc);
        setBlockDataMode(true);
    }

    public ObjectOutputStream.PutField putFields() throws IOException {
        if (curPut == null) {
            if (curObj == null || curDesc == null)
                throw new NotActiveException("not in call to writeObject");
            curPut = new PutFieldImpl(curDesc);
        }
        return curPut;
    }

    public void writeFields() throws IOException {
        if (curPut == null)
            throw new NotActiveException("no current PutField object");
        setBlockDataMode(false);
        curPut.writeTo();
        setBlockDataMode(true);
    }

    public abstract static class PutField {
        public PutField() {
        }

        public abstract void put(String name, boolean val);

        public abstract void put(String name, byte val);

        public abstract void put(String name, char val);

        public abstract void put(String name, short val);

        public abstract void put(String name, int val);

        public abstract void put(String name, long val);

        public abstract void put(String name, float val);

        public abstract void put(String name, double val);

        public abstract void put(String name, Object val);

        @Deprecated
        public abstract void write(ObjectOutput out) throws IOException;
    }

    private final class PutFieldImpl extends PutField {
        private final ObjectStreamClass desc;
        private final Object[] vals;

        PutFieldImpl(ObjectStreamClass desc) {
            this.desc = desc;
            ObjectStreamField[] fs = desc.fields();
            vals = new Object[fs.length];
            for (int i = 0; i < fs.length; i++) {
                switch (fs[i].getTypeCode()) {
                case 'Z': vals[i] = Boolean.FALSE; break;
                case 'B': vals[i] = Byte.valueOf((byte) 0); break;
                case 'C': vals[i] = Character.valueOf((char) 0); break;
                case 'S': vals[i] = Short.valueOf((short) 0); break;
                case 'I': vals[i] = Integer.valueOf(0); break;
                case 'J': vals[i] = Long.valueOf(0L); break;
                case 'F': vals[i] = Float.valueOf(0f); break;
                case 'D': vals[i] = Double.valueOf(0d); break;
                default: vals[i] = null; break;
                }
            }
        }

        private int index(String name, char tcode) {
            ObjectStreamField[] fs = desc.fields();
            for (int i = 0; i < fs.length; i++) {
                if (fs[i].getName().equals(name)) {
                    boolean ok = tcode == 'L' ? !fs[i].isPrimitive() : fs[i].getTypeCode() == tcode;
                    if (ok)
                        return i;
                }
            }
            throw new IllegalArgumentException("no such field " + name + " with type " + tcode);
        }

        public void put(String name, boolean val) {
            vals[index(name, 'Z')] = Boolean.valueOf(val);
        }

        public void put(String name, byte val) {
            vals[index(name, 'B')] = Byte.valueOf(val);
        }

        public void put(String name, char val) {
            vals[index(name, 'C')] = Character.valueOf(val);
        }

        public void put(String name, short val) {
            vals[index(name, 'S')] = Short.valueOf(val);
        }

        public void put(String name, int val) {
            vals[index(name, 'I')] = Integer.valueOf(val);
        }

        public void put(String name, long val) {
            vals[index(name, 'J')] = Long.valueOf(val);
        }

        public void put(String name, float val) {
            vals[index(name, 'F')] = Float.valueOf(val);
        }

        public void put(String name, double val) {
            vals[index(name, 'D')] = Double.valueOf(val);
        }

        public void put(String name, Object val) {
            vals[index(name, 'L')] = val;
        }

        @Deprecated
        public void write(ObjectOutput out) throws IOException {
            if (out != ObjectOutputStream.this)
                throw new IllegalArgumentException("wrong stream");
            writeTo();
        }

        void writeTo() throws IOException {
            ObjectStreamField[] fs = desc.fields();
            for (int i = 0; i < fs.length; i++)
                if (fs[i].isPrimitive())
                    writePrimitive(fs[i].getTypeCode(), vals[i]);
            for (int i = 0; i < fs.length; i++)
                if (!fs[i].isPrimitive())
                    writeObject0(vals[i], fs[i].isUnshared());
        }
    }
}
