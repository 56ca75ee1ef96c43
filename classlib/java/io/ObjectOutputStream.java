package java.io;

/**
 * Writes objects for ObjectInputStream.  Object serialization is not in this class library: creating a
 * stream throws UnsupportedOperationException naming it, so that classes which only mention
 * this type (as a readObject/writeObject parameter) load and run.
 */
public class ObjectOutputStream extends OutputStream implements ObjectOutput {
    protected ObjectOutputStream() throws IOException {
        throw unsupported();
    }

    public ObjectOutputStream(OutputStream out) throws IOException {
        throw unsupported();
    }

    private static UnsupportedOperationException unsupported() {
        return new UnsupportedOperationException("java.io.ObjectOutputStream: object serialization is not implemented");
    }

    public void writeObject(Object obj) throws IOException {
        throw unsupported();
    }

    public void write(int b) throws IOException {
        throw unsupported();
    }

    public void write(byte[] b) throws IOException {
        throw unsupported();
    }

    public void write(byte[] b, int off, int len) throws IOException {
        throw unsupported();
    }

    public void flush() throws IOException {
        throw unsupported();
    }

    public void writeBoolean(boolean v) throws IOException {
        throw unsupported();
    }

    public void writeByte(int v) throws IOException {
        throw unsupported();
    }

    public void writeShort(int v) throws IOException {
        throw unsupported();
    }

    public void writeChar(int v) throws IOException {
        throw unsupported();
    }

    public void writeInt(int v) throws IOException {
        throw unsupported();
    }

    public void writeLong(long v) throws IOException {
        throw unsupported();
    }

    public void writeFloat(float v) throws IOException {
        throw unsupported();
    }

    public void writeDouble(double v) throws IOException {
        throw unsupported();
    }

    public void writeBytes(String s) throws IOException {
        throw unsupported();
    }

    public void writeChars(String s) throws IOException {
        throw unsupported();
    }

    public void writeUTF(String s) throws IOException {
        throw unsupported();
    }

    public void defaultWriteObject() throws IOException {
        throw unsupported();
    }

    public void writeUnshared(Object obj) throws IOException {
        throw unsupported();
    }

    public void reset() throws IOException {
        throw unsupported();
    }

    protected Object replaceObject(Object obj) throws IOException {
        throw unsupported();
    }

    protected boolean enableReplaceObject(boolean enable) {
        throw unsupported();
    }

    protected void annotateClass(Class<?> cl) throws IOException {
        throw unsupported();
    }

    public void close() throws IOException {
        throw unsupported();
    }
}
