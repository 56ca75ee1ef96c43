package java.io;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.HashMap;

/**
 * Reads objects written in the JDK's serialization stream format (by HotSpot or by
 * ObjectOutputStream here).  Objects are created as the JDK creates them: a Serializable
 * class's instance by the no-arg constructor of its first non-serializable superclass
 * (ObjectStreamClass.newInstance0), an Externalizable by its public no-arg constructor, a
 * record by its canonical constructor; fields are set through java.lang.reflect.  A class
 * that cannot be found does not stop the stream: the object is read and dropped, and the
 * ClassNotFoundException is thrown by the outermost readObject, as on the JDK.
 * Not done: serialization filters.
 */
public class ObjectInputStream extends InputStream implements ObjectInput, ObjectStreamConstants {
    private static final Object UNSHARED = new Object();
    private static final HashMap<String, Class<?>> primClasses = new HashMap<String, Class<?>>();

    static {
        primClasses.put("boolean", boolean.class);
        primClasses.put("byte", byte.class);
        primClasses.put("char", char.class);
        primClasses.put("short", short.class);
        primClasses.put("int", int.class);
        primClasses.put("long", long.class);
        primClasses.put("float", float.class);
        primClasses.put("double", double.class);
        primClasses.put("void", void.class);
    }

    private final InputStream in;
    private int peekb = -1;
    private boolean blkmode;
    /** Block mode: bytes left in the current block; 0 none started; -1 no more block data. */
    private int unread;
    private boolean defaultDataEnd;
    private final ArrayList<Object> handles = new ArrayList<Object>();
    private final boolean enableOverride;
    private boolean enableResolve;
    private int depth;
    private boolean closed;
    private ClassNotFoundException pendingCnfe;
    private Object curObj;
    private ObjectStreamClass curDesc;
    private ArrayList<Object[]> validations;

    public ObjectInputStream(InputStream in) throws IOException {
        if (in == null)
            throw new NullPointerException();
        this.in = in;
        enableOverride = false;
        readStreamHeader();
        setBlockDataMode(true);
    }

    protected ObjectInputStream() throws IOException, SecurityException {
        in = null;
        enableOverride = true;
    }

    protected void readStreamHeader() throws IOException, StreamCorruptedException {
        int s0 = (rawByte() << 8) | rawByte();
        int s1 = (rawByte() << 8) | rawByte();
        if ((short) s0 != STREAM_MAGIC || (short) s1 != STREAM_VERSION)
            throw new StreamCorruptedException(String.format("invalid stream header: %04X%04X", s0, s1));
    }

    // ------------------------------------------------------------ raw bytes and blocks

    private int rawRead() throws IOException {
        if (peekb >= 0) {
            int b = peekb;
            peekb = -1;
            return b;
        }
        return in.read();
    }

    /** A raw byte that must be there. */
    private int rawByte() throws IOException {
        int b = rawRead();
        if (b < 0)
            throw new EOFException();
        return b;
    }

    private int rawPeek() throws IOException {
        if (peekb < 0)
            peekb = in.read();
        return peekb;
    }

    private int rawInt() throws IOException {
        return (rawByte() << 24) | (rawByte() << 16) | (rawByte() << 8) | rawByte();
    }

    private void setBlockDataMode(boolean mode) throws IOException {
        if (blkmode == mode)
            return;
        if (mode) {
            unread = 0;
        } else if (unread > 0) {
            throw new IllegalStateException("unread block data");
        }
        blkmode = mode;
    }

    /** In block mode: starts the next block if there is one (unread > 0), else unread = -1. */
    private void refill() throws IOException {
        while (unread == 0) {
            int tc = rawPeek();
            if (tc == (TC_BLOCKDATA & 0xFF)) {
                rawRead();
                unread = rawByte();
            } else if (tc == (TC_BLOCKDATALONG & 0xFF)) {
                rawRead();
                int len = rawInt();
                if (len < 0)
                    throw new StreamCorruptedException("illegal block data header length: " + len);
                unread = len;
            } else if (tc == (TC_RESET & 0xFF)) {
                rawRead();
                handleReset();
            } else {
                unread = -1;
            }
        }
    }

    private int currentBlockRemaining() {
        return blkmode && unread > 0 ? unread : 0;
    }

    private void skipBlockData() throws IOException {
        for (;;) {
            refill();
            if (unread <= 0)
                break;
            while (unread > 0) {
                rawByte();
                unread--;
            }
        }
    }

    private void handleReset() throws StreamCorruptedException {
        if (depth > 0)
            throw new StreamCorruptedException("unexpected reset; recursion depth: " + depth);
        handles.clear();
    }

    // ------------------------------------------------------------ DataInput

    public int read() throws IOException {
        if (!blkmode)
            return rawRead();
        if (unread == 0)
            refill();
        if (unread <= 0)
            return -1;
        unread--;
        return rawByte();
    }

    public int read(byte[] b, int off, int len) throws IOException {
        if (b == null)
            throw new NullPointerException();
        if (off < 0 || len < 0 || len > b.length - off)
            throw new IndexOutOfBoundsException();
        if (len == 0)
            return 0;
        int n = 0;
        while (n < len) {
            if (blkmode && unread == 0)
                refill();
            if (blkmode && unread <= 0)
                break;
            int c = rawRead();
            if (c < 0)
                break;
            if (blkmode)
                unread--;
            b[off + n++] = (byte) c;
            if (!blkmode && in.available() == 0 && peekb < 0)
                break;
        }
        return n == 0 ? -1 : n;
    }

    public int available() throws IOException {
        if (!blkmode)
            return (peekb >= 0 ? 1 : 0) + in.available();
        if (unread == 0)
            refill();
        return unread > 0 ? Math.min(unread, (peekb >= 0 ? 1 : 0) + in.available()) : 0;
    }

    public void close() throws IOException {
        closed = true;
        if (depth == 0)
            handles.clear();
        in.close();
    }

    private int dataByte() throws IOException {
        int b = read();
        if (b < 0)
            throw new EOFException();
        return b;
    }

    public boolean readBoolean() throws IOException {
        return dataByte() != 0;
    }

    public byte readByte() throws IOException {
        return (byte) dataByte();
    }

    public int readUnsignedByte() throws IOException {
        return dataByte();
    }

    public char readChar() throws IOException {
        return (char) ((dataByte() << 8) | dataByte());
    }

    public short readShort() throws IOException {
        return (short) ((dataByte() << 8) | dataByte());
    }

    public int readUnsignedShort() throws IOException {
        return (dataByte() << 8) | dataByte();
    }

    public int readInt() throws IOException {
        return (dataByte() << 24) | (dataByte() << 16) | (dataByte() << 8) | dataByte();
    }

    public long readLong() throws IOException {
        return ((long) readInt() << 32) | (readInt() & 0xFFFFFFFFL);
    }

    public float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }

    public void readFully(byte[] buf) throws IOException {
        readFully(buf, 0, buf.length);
    }

    public void readFully(byte[] buf, int off, int len) throws IOException {
        if (off < 0 || len < 0 || len > buf.length - off)
            throw new IndexOutOfBoundsException();
        for (int i = 0; i < len; i++)
            buf[off + i] = (byte) dataByte();
    }

    public int skipBytes(int len) throws IOException {
        int n = 0;
        while (n < len && read() >= 0)
            n++;
        return n;
    }

    @Deprecated
    public String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = read()) >= 0) {
            if (c == '\n')
                return sb.toString();
            if (c == '\r') {
                if (available() > 0) {
                    int d = read();
                    if (d != '\n' && d >= 0)
                        throw new IOException("unsupported: a lone CR in ObjectInputStream.readLine");
                }
                return sb.toString();
            }
            sb.append((char) c);
        }
        return sb.length() == 0 ? null : sb.toString();
    }

    private String utfBody(long utflen) throws IOException {
        StringBuilder sb = new StringBuilder((int) Math.min(utflen, 1 << 16));
        long i = 0;
        while (i < utflen) {
            int b1 = dataByte();
            i++;
            switch (b1 >> 4) {
            case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
                sb.append((char) b1);
                break;
            case 12: case 13: {
                if (i >= utflen)
                    throw new UTFDataFormatException();
                int b2 = dataByte();
                i++;
                if ((b2 & 0xC0) != 0x80)
                    throw new UTFDataFormatException();
                sb.append((char) (((b1 & 0x1F) << 6) | (b2 & 0x3F)));
                break;
            }
            case 14: {
                if (i + 1 >= utflen)
                    throw new UTFDataFormatException();
                int b2 = dataByte(), b3 = dataByte();
                i += 2;
                if ((b2 & 0xC0) != 0x80 || (b3 & 0xC0) != 0x80)
                    throw new UTFDataFormatException();
                sb.append((char) (((b1 & 0x0F) << 12) | ((b2 & 0x3F) << 6) | (b3 & 0x3F)));
                break;
            }
            default:
                throw new UTFDataFormatException();
            }
        }
        return sb.toString();
    }

    public String readUTF() throws IOException {
        return utfBody(readUnsignedShort());
    }

    // ------------------------------------------------------------ objects

    public final Object readObject() throws IOException, ClassNotFoundException {
        if (enableOverride)
            return readObjectOverride();
        return readTop(false);
    }

    public Object readUnshared() throws IOException, ClassNotFoundException {
        return readTop(true);
    }

    private Object readTop(boolean unshared) throws IOException, ClassNotFoundException {
        ClassNotFoundException outerCnfe = pendingCnfe;
        if (depth == 0)
            pendingCnfe = null;
        Object obj = readObject0(unshared);
        if (depth == 0) {
            ClassNotFoundException ex = pendingCnfe;
            pendingCnfe = null;
            if (ex != null)
                throw ex;
            if (validations != null) {
                ArrayList<Object[]> v = validations;
                validations = null;
                v.sort((a, b) -> Integer.compare((Integer) b[1], (Integer) a[1]));
                for (Object[] e : v)
                    ((ObjectInputValidation) e[0]).validateObject();
            }
            if (closed)
                handles.clear();
        } else if (outerCnfe != null && pendingCnfe == null) {
            pendingCnfe = outerCnfe;
        }
        return obj;
    }

    protected Object readObjectOverride() throws IOException, ClassNotFoundException {
        return null;
    }

    public void defaultReadObject() throws IOException, ClassNotFoundException {
        if (curObj == null || curDesc == null)
            throw new NotActiveException("not in call to readObject");
        setBlockDataMode(false);
        defaultReadFields(curObj, curDesc);
        setBlockDataMode(true);
        if (!curDesc.hasWriteObjectData())
            defaultDataEnd = true;
    }

    public ObjectInputStream.GetField readFields() throws IOException, ClassNotFoundException {
        if (curObj == null || curDesc == null)
            throw new NotActiveException("not in call to readObject");
        setBlockDataMode(false);
        GetFieldImpl g = new GetFieldImpl(curDesc);
        setBlockDataMode(true);
        if (!curDesc.hasWriteObjectData())
            defaultDataEnd = true;
        return g;
    }

    public void registerValidation(ObjectInputValidation obj, int prio) throws NotActiveException,
            InvalidObjectException {
        if (depth == 0)
            throw new NotActiveException("stream inactive");
        if (obj == null)
            throw new InvalidObjectException("null callback");
        if (validations == null)
            validations = new ArrayList<Object[]>();
        validations.add(new Object[] { obj, Integer.valueOf(prio) });
    }

    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        String name = desc.getName();
        ClassLoader l = Thread.currentThread().getContextClassLoader();
        if (l == null)
            l = ClassLoader.getSystemClassLoader();
        try {
            return Class.forName(name, false, l);
        } catch (ClassNotFoundException ex) {
            Class<?> cl = primClasses.get(name);
            if (cl != null)
                return cl;
            throw ex;
        }
    }

    /**
     * As the JDK: the interfaces are loaded by name through the loader resolveClass uses; the
     * proxy class is defined in the loader of the non-public interfaces if there are some (they
     * must share one), else in that loader.
     */
    protected Class<?> resolveProxyClass(String[] interfaces) throws IOException, ClassNotFoundException {
        ClassLoader l = Thread.currentThread().getContextClassLoader();
        if (l == null)
            l = ClassLoader.getSystemClassLoader();
        ClassLoader nonPublicLoader = null;
        boolean hasNonPublic = false;
        Class<?>[] classes = new Class<?>[interfaces.length];
        for (int i = 0; i < interfaces.length; i++) {
            Class<?> c = Class.forName(interfaces[i], false, l);
            if ((c.getModifiers() & java.lang.reflect.Modifier.PUBLIC) == 0) {
                if (hasNonPublic) {
                    if (nonPublicLoader != c.getClassLoader())
                        throw new IllegalAccessError("conflicting non-public interface class loaders");
                } else {
                    nonPublicLoader = c.getClassLoader();
                    hasNonPublic = true;
                }
            }
            classes[i] = c;
        }
        try {
            @SuppressWarnings("deprecation")
            Class<?> pc = java.lang.reflect.Proxy.getProxyClass(hasNonPublic ? nonPublicLoader : l, classes);
            return pc;
        } catch (IllegalArgumentException e) {
            throw new ClassNotFoundException(null, e);
        }
    }

    protected Object resolveObject(Object obj) throws IOException {
        return obj;
    }

    protected boolean enableResolveObject(boolean enable) throws SecurityException {
        if (enable == enableResolve)
            return enable;
        enableResolve = enable;
        return !enable;
    }

    protected ObjectStreamClass readClassDescriptor() throws IOException, ClassNotFoundException {
        ObjectStreamClass desc = new ObjectStreamClass();
        desc.readNonProxy(this);
        return desc;
    }

    private int assign(Object obj) {
        handles.add(obj);
        return handles.size() - 1;
    }

    private Object readObject0(boolean unshared) throws IOException, ClassNotFoundException {
        boolean oldMode = blkmode;
        if (oldMode) {
            int remain = currentBlockRemaining();
            if (remain > 0)
                throw new OptionalDataException(remain);
            if (defaultDataEnd)
                throw new OptionalDataException(true);
            unread = 0;
            setBlockDataMode(false);
        }
        int tc;
        while ((tc = rawPeek()) == (TC_RESET & 0xFF)) {
            rawRead();
            handleReset();
        }
        depth++;
        try {
            switch ((byte) tc) {
            case TC_NULL:
                rawRead();
                return null;
            case TC_REFERENCE: {
                Object rep = readHandle(unshared);
                return rep;
            }
            case TC_CLASS:
                return readClass(unshared);
            case TC_CLASSDESC:
            case TC_PROXYCLASSDESC:
                return readClassDesc(unshared);
            case TC_STRING:
            case TC_LONGSTRING:
                return checkResolve(readString(unshared));
            case TC_ARRAY:
                return checkResolve(readArray(unshared));
            case TC_ENUM:
                return checkResolve(readEnum(unshared));
            case TC_OBJECT:
                return checkResolve(readOrdinaryObject(unshared));
            case TC_EXCEPTION: {
                rawRead();
                handles.clear();
                Object ex = readObject0(false);
                handles.clear();
                throw new WriteAbortedException("writing aborted", ex instanceof Exception ? (Exception) ex : null);
            }
            case TC_BLOCKDATA:
            case TC_BLOCKDATALONG:
                if (oldMode) {
                    setBlockDataMode(true);
                    refill();
                    throw new OptionalDataException(currentBlockRemaining());
                }
                throw new StreamCorruptedException("unexpected block data");
            case TC_ENDBLOCKDATA:
                if (oldMode)
                    throw new OptionalDataException(true);
                throw new StreamCorruptedException("unexpected end of block data");
            default:
                if (tc < 0)
                    throw new EOFException();
                throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
            }
        } finally {
            depth--;
            setBlockDataMode(oldMode);
        }
    }

    private Object checkResolve(Object obj) throws IOException {
        if (!enableResolve || pendingCnfe != null)
            return obj;
        Object rep = resolveObject(obj);
        if (rep != obj)
            handles.set(handles.size() - 1, rep);
        return rep;
    }

    private Object readHandle(boolean unshared) throws IOException {
        rawRead();
        int h = rawInt() - baseWireHandle;
        if (h < 0 || h >= handles.size())
            throw new StreamCorruptedException(String.format("invalid handle value: %08X", h + baseWireHandle));
        if (unshared)
            throw new InvalidObjectException("cannot read back reference as unshared");
        Object obj = handles.get(h);
        if (obj == UNSHARED)
            throw new InvalidObjectException("cannot read back reference to unshared object");
        return obj;
    }

    private Class<?> readClass(boolean unshared) throws IOException, ClassNotFoundException {
        rawRead();
        ObjectStreamClass desc = readClassDesc(false);
        Class<?> cl = desc.forClass();
        assign(unshared ? UNSHARED : cl);
        noteCnfe(desc);
        return cl;
    }

    private void noteCnfe(ObjectStreamClass desc) {
        for (ObjectStreamClass d = desc; d != null; d = d.getSuperDesc()) {
            if (d.getResolveException() != null && pendingCnfe == null) {
                pendingCnfe = d.getResolveException();
                return;
            }
        }
    }

    private ObjectStreamClass readClassDesc(boolean unshared) throws IOException, ClassNotFoundException {
        int tc = rawPeek();
        switch ((byte) tc) {
        case TC_NULL:
            rawRead();
            return null;
        case TC_REFERENCE: {
            Object o = readHandle(unshared);
            if (!(o instanceof ObjectStreamClass))
                throw new StreamCorruptedException("invalid class descriptor reference");
            return (ObjectStreamClass) o;
        }
        case TC_PROXYCLASSDESC:
            return readProxyDesc(unshared);
        case TC_CLASSDESC:
            return readNonProxyDesc(unshared);
        default:
            if (tc < 0)
                throw new EOFException();
            throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
        }
    }

    private ObjectStreamClass readNonProxyDesc(boolean unshared) throws IOException, ClassNotFoundException {
        rawRead();
        ObjectStreamClass desc = new ObjectStreamClass();
        int h = assign(unshared ? UNSHARED : desc);
        ObjectStreamClass readDesc;
        try {
            readDesc = readClassDescriptor();
        } catch (ClassNotFoundException ex) {
            throw (IOException) new InvalidClassException("failed to read class descriptor").initCause(ex);
        }
        Class<?> cl = null;
        ClassNotFoundException resolveEx = null;
        setBlockDataMode(true);
        try {
            if ((cl = resolveClass(readDesc)) == null)
                resolveEx = new ClassNotFoundException("null class");
        } catch (ClassNotFoundException ex) {
            resolveEx = ex;
        }
        skipCustomData();
        depth++;
        try {
            desc.initNonProxy(readDesc, cl, resolveEx, readClassDesc(false));
        } finally {
            depth--;
        }
        if (unshared)
            handles.set(h, UNSHARED);
        return desc;
    }

    private ObjectStreamClass readProxyDesc(boolean unshared) throws IOException, ClassNotFoundException {
        rawRead();
        ObjectStreamClass desc = new ObjectStreamClass();
        int h = assign(unshared ? UNSHARED : desc);
        int n = readInt();
        if (n > 65535)
            throw new InvalidObjectException("interface limit exceeded: " + n);
        String[] ifaces = new String[n];
        for (int i = 0; i < n; i++)
            ifaces[i] = readUTF();
        Class<?> cl = null;
        ClassNotFoundException resolveEx = null;
        setBlockDataMode(true);
        try {
            if ((cl = resolveProxyClass(ifaces)) == null)
                resolveEx = new ClassNotFoundException("null class");
            else if (!java.lang.reflect.Proxy.isProxyClass(cl))
                throw new InvalidClassException("Not a proxy");
        } catch (ClassNotFoundException ex) {
            resolveEx = ex;
        }
        skipCustomData();
        depth++;
        try {
            desc.initProxy(cl, resolveEx, readClassDesc(false));
        } finally {
            depth--;
        }
        if (unshared)
            handles.set(h, UNSHARED);
        return desc;
    }

    private void skipCustomData() throws IOException, ClassNotFoundException {
        for (;;) {
            if (blkmode) {
                skipBlockData();
                unread = 0;
                setBlockDataMode(false);
            }
            int tc = rawPeek();
            if (tc == (TC_BLOCKDATA & 0xFF) || tc == (TC_BLOCKDATALONG & 0xFF)) {
                setBlockDataMode(true);
            } else if (tc == (TC_ENDBLOCKDATA & 0xFF)) {
                rawRead();
                return;
            } else {
                readObject0(false);
            }
        }
    }

    /** A type string in a class descriptor (shared through handles). */
    String readTypeString() throws IOException {
        int tc = rawPeek();
        switch ((byte) tc) {
        case TC_NULL:
            rawRead();
            return null;
        case TC_REFERENCE:
            return (String) readHandle(false);
        case TC_STRING:
        case TC_LONGSTRING:
            return readString(false);
        default:
            throw new StreamCorruptedException(String.format("invalid type code: %02X", tc));
        }
    }

    private String readString(boolean unshared) throws IOException {
        int tc = rawRead();
        String s;
        if ((byte) tc == TC_STRING)
            s = utfBody(readUnsignedShort());
        else
            s = utfBody(readLong());
        assign(unshared ? UNSHARED : s);
        return s;
    }

    private Object readArray(boolean unshared) throws IOException, ClassNotFoundException {
        rawRead();
        ObjectStreamClass desc = readClassDesc(false);
        int len = readInt();
        if (len < 0)
            throw new StreamCorruptedException("Array length is negative");
        Class<?> cl = desc.forClass();
        Class<?> ccl = cl != null ? cl.getComponentType() : null;
        char tcode = desc.getName().length() > 1 ? desc.getName().charAt(1) : 'L';
        Object array = ccl != null ? Array.newInstance(ccl, len) : null;
        int h = assign(unshared ? UNSHARED : array);
        noteCnfe(desc);
        switch (tcode) {
        case 'I': {
            int[] a = (int[]) array;
            for (int i = 0; i < len; i++) {
                int v = readInt();
                if (a != null)
                    a[i] = v;
            }
            break;
        }
        case 'B': {
            byte[] a = array != null ? (byte[]) array : new byte[len];
            readFully(a, 0, len);
            break;
        }
        case 'J': {
            long[] a = (long[]) array;
            for (int i = 0; i < len; i++) {
                long v = readLong();
                if (a != null)
                    a[i] = v;
            }
            break;
        }
        case 'F': {
            float[] a = (float[]) array;
            for (int i = 0; i < len; i++) {
                float v = readFloat();
                if (a != null)
                    a[i] = v;
            }
            break;
        }
        case 'D': {
            double[] a = (double[]) array;
            for (int i = 0; i < len; i++) {
                double v = readDouble();
                if (a != null)
                    a[i] = v;
            }
            break;
        }
        case 'S': {
            short[] a = (short[]) array;
            for (int i = 0; i < len; i++) {
                short v = readShort();
                if (a != null)
                    a[i] = v;
            }
            break;
        }
        case 'C': {
            char[] a = (char[]) array;
            for (int i = 0; i < len; i++) {
                char v = readChar();
                if (a != null)
                    a[i] = v;
            }
            break;
        }
        case 'Z': {
            boolean[] a = (boolean[]) array;
            for (int i = 0; i < len; i++) {
                boolean v = readBoolean();
                if (a != null)
                    a[i] = v;
            }
            break;
        }
        default: {
            Object[] a = (Object[]) array;
            for (int i = 0; i < len; i++) {
                Object v = readObject0(false);
                if (a != null) {
                    try {
                        a[i] = v;
                    } catch (ArrayStoreException e) {
                        throw new ClassCastException("cannot store " + v.getClass().getName() + " in " + cl.getName());
                    }
                }
            }
            break;
        }
        }
        return array;
    }

    @SuppressWarnings({ "unchecked", "rawtypes" })
    private Enum<?> readEnum(boolean unshared) throws IOException, ClassNotFoundException {
        rawRead();
        ObjectStreamClass desc = readClassDesc(false);
        if (!desc.isEnum())
            throw new InvalidClassException("non-enum class: " + desc);
        int h = assign(unshared ? UNSHARED : null);
        noteCnfe(desc);
        String name = readString(false);
        Enum<?> result = null;
        Class<?> cl = desc.forClass();
        if (cl != null) {
            try {
                result = Enum.valueOf((Class) cl, name);
            } catch (IllegalArgumentException ex) {
                throw (IOException) new InvalidObjectException("enum constant " + name + " does not exist in " + cl)
                        .initCause(ex);
            }
            if (!unshared)
                handles.set(h, result);
        }
        return result;
    }

    private Object readOrdinaryObject(boolean unshared) throws IOException, ClassNotFoundException {
        rawRead();
        ObjectStreamClass desc = readClassDesc(false);
        Class<?> cl = desc.forClass();
        if (cl == String.class || cl == Class.class || cl == ObjectStreamClass.class)
            throw new InvalidClassException("invalid class descriptor");
        if (cl != null)
            desc.checkDeserialize();
        Object obj = null;
        if (cl != null && !desc.isRecord()) {
            try {
                obj = desc.newInstance();
            } catch (Exception ex) {
                throw (IOException) new InvalidClassException(cl.getName(), "unable to create instance").initCause(ex);
            }
        }
        int h = assign(unshared ? UNSHARED : obj);
        noteCnfe(desc);
        if (desc.isExternalizable()) {
            readExternalData((Externalizable) obj, desc);
        } else if (desc.isRecord()) {
            obj = readRecord(desc);
            if (!unshared)
                handles.set(h, obj);
        } else {
            readSerialData(obj, desc);
        }
        if (obj != null && pendingCnfe == null && desc.hasReadResolveMethod()) {
            Object rep = desc.invokeReadResolve(obj);
            if (rep != obj) {
                obj = rep;
                if (!unshared)
                    handles.set(h, obj);
            }
        }
        return obj;
    }

    private void readExternalData(Externalizable obj, ObjectStreamClass desc) throws IOException,
            ClassNotFoundException {
        Object oldObj = curObj;
        ObjectStreamClass oldDesc = curDesc;
        curObj = null;
        curDesc = null;
        boolean blocked = desc.hasBlockExternalData();
        try {
            if (blocked)
                setBlockDataMode(true);
            if (obj != null)
                obj.readExternal(this);
            else if (!blocked)
                throw new ClassNotFoundException(desc.getName());
            if (blocked)
                skipCustomData();
        } finally {
            curObj = oldObj;
            curDesc = oldDesc;
        }
    }

    private void readSerialData(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        for (ObjectStreamClass slot : desc.dataLayout()) {
            Class<?> scl = slot.forClass();
            Object target = obj != null && scl != null && scl.isInstance(obj) ? obj : null;
            if (target != null && slot.hasReadObjectMethod() && pendingCnfe == null) {
                Object oldObj = curObj;
                ObjectStreamClass oldDesc = curDesc;
                boolean oldEnd = defaultDataEnd;
                curObj = target;
                curDesc = slot;
                defaultDataEnd = false;
                try {
                    setBlockDataMode(true);
                    slot.invokeReadObject(target, this);
                } finally {
                    curObj = oldObj;
                    curDesc = oldDesc;
                    defaultDataEnd = oldEnd;
                }
            } else {
                defaultReadFields(target, slot);
            }
            if (slot.hasWriteObjectData())
                skipCustomData();
            else {
                unread = 0;
                setBlockDataMode(false);
            }
        }
    }

    private Object readPrimitive(char tcode) throws IOException {
        switch (tcode) {
        case 'Z': return Boolean.valueOf(readBoolean());
        case 'B': return Byte.valueOf(readByte());
        case 'C': return Character.valueOf(readChar());
        case 'S': return Short.valueOf(readShort());
        case 'I': return Integer.valueOf(readInt());
        case 'J': return Long.valueOf(readLong());
        case 'F': return Float.valueOf(readFloat());
        case 'D': return Double.valueOf(readDouble());
        default: throw new InternalError();
        }
    }

    /** Reads the stream fields of desc: values by name, primitives first. */
    private HashMap<String, Object> readFieldValues(ObjectStreamClass desc) throws IOException,
            ClassNotFoundException {
        HashMap<String, Object> vals = new HashMap<String, Object>();
        ObjectStreamField[] fs = desc.fields();
        for (ObjectStreamField f : fs)
            if (f.isPrimitive())
                vals.put(f.getName(), readPrimitive(f.getTypeCode()));
        for (ObjectStreamField f : fs)
            if (!f.isPrimitive())
                vals.put(f.getName(), readObject0(f.isUnshared()));
        return vals;
    }

    private void defaultReadFields(Object obj, ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        HashMap<String, Object> vals = readFieldValues(desc);
        if (obj == null || pendingCnfe != null)
            return;
        ObjectStreamClass local = desc.getLocalDesc();
        for (ObjectStreamField f : desc.fields()) {
            ObjectStreamField lf = local == null ? null : local.localField(f.getName());
            Field field = lf == null ? null : lf.getField();
            if (field == null)
                continue;
            Object v = vals.get(f.getName());
            try {
                if (f.isPrimitive()) {
                    if (lf.getTypeCode() == f.getTypeCode())
                        field.set(obj, v);
                } else {
                    if (v != null && !field.getType().isInstance(v))
                        throw new ClassCastException("cannot assign instance of " + v.getClass().getName()
                                + " to field " + field.getDeclaringClass().getName() + "." + field.getName()
                                + " of type " + field.getType().getName() + " in instance of "
                                + obj.getClass().getName());
                    field.set(obj, v);
                }
            } catch (IllegalAccessException e) {
                throw new InternalError(e);
            }
        }
    }

    private Object readRecord(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        HashMap<String, Object> vals = readFieldValues(desc);
        Class<?> cl = desc.forClass();
        if (cl == null || pendingCnfe != null)
            return null;
        RecordComponent[] rc = cl.getRecordComponents();
        Object[] args = new Object[rc.length];
        for (int i = 0; i < rc.length; i++) {
            Class<?> t = rc[i].getType();
            Object v = vals.get(rc[i].getName());
            if (v == null && t.isPrimitive())
                v = defaultValue(t);
            args[i] = v;
        }
        try {
            return desc.newRecord(args);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            throw (InvalidObjectException) new InvalidObjectException(String.valueOf(t)).initCause(t);
        }
    }

    private static Object defaultValue(Class<?> t) {
        if (t == boolean.class) return Boolean.FALSE;
        if (t == byte.class) return Byte.valueOf((byte) 0);
        if (t == char.class) return Character.valueOf((char) 0);
        if (t == short.class) return Short.valueOf((short) 0);
        if (t == int.class) return Integer.valueOf(0);
        if (t == long.class) return Long.valueOf(0L);
        if (t == float.class) return Float.valueOf(0f);
        return Double.valueOf(0d);
    }

    public abstract static class GetField {
        public GetField() {
        }

        public abstract ObjectStreamClass getObjectStreamClass();

        public abstract boolean defaulted(String name) throws IOException;

        public abstract boolean get(String name, boolean val) throws IOException;

        public abstract byte get(String name, byte val) throws IOException;

        public abstract char get(String name, char val) throws IOException;

        public abstract short get(String name, short val) throws IOException;

        public abstract int get(String name, int val) throws IOException;

        public abstract long get(String name, long val) throws IOException;

        public abstract float get(String name, float val) throws IOException;

        public abstract double get(String name, double val) throws IOException;

        public abstract Object get(String name, Object val) throws IOException, ClassNotFoundException;
    }

    private final class GetFieldImpl extends GetField {
        private final ObjectStreamClass desc;
        private final HashMap<String, Object> vals;

        GetFieldImpl(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
            this.desc = desc;
            this.vals = readFieldValues(desc);
        }

        public ObjectStreamClass getObjectStreamClass() {
            return desc;
        }

        private Object value(String name, char tcode) {
            ObjectStreamField f = desc.getField(name);
            if (f != null && (tcode == 'L' ? !f.isPrimitive() : f.getTypeCode() == tcode))
                return vals.get(name);
            ObjectStreamClass local = desc.getLocalDesc();
            ObjectStreamField lf = local == null ? null : local.localField(name);
            if (lf != null && (tcode == 'L' ? !lf.isPrimitive() : lf.getTypeCode() == tcode))
                return null;
            throw new IllegalArgumentException("no such field " + name + " with type " + tcode);
        }

        public boolean defaulted(String name) {
            if (desc.getField(name) != null)
                return false;
            ObjectStreamClass local = desc.getLocalDesc();
            if (local != null && local.localField(name) != null)
                return true;
            throw new IllegalArgumentException("no such field " + name);
        }

        public boolean get(String name, boolean val) {
            Object v = value(name, 'Z');
            return v == null ? val : ((Boolean) v).booleanValue();
        }

        public byte get(String name, byte val) {
            Object v = value(name, 'B');
            return v == null ? val : ((Byte) v).byteValue();
        }

        public char get(String name, char val) {
            Object v = value(name, 'C');
            return v == null ? val : ((Character) v).charValue();
        }

        public short get(String name, short val) {
            Object v = value(name, 'S');
            return v == null ? val : ((Short) v).shortValue();
        }

        public int get(String name, int val) {
            Object v = value(name, 'I');
            return v == null ? val : ((Integer) v).intValue();
        }

        public long get(String name, long val) {
            Object v = value(name, 'J');
            return v == null ? val : ((Long) v).longValue();
        }

        public float get(String name, float val) {
            Object v = value(name, 'F');
            return v == null ? val : ((Float) v).floatValue();
        }

        public double get(String name, double val) {
            Object v = value(name, 'D');
            return v == null ? val : ((Double) v).doubleValue();
        }

        public Object get(String name, Object val) {
            ObjectStreamField f = desc.getField(name);
            if (f != null && !f.isPrimitive())
                return vals.get(name);
            value(name, 'L');
            return val;
        }
    }
}
