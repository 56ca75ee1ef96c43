package java.io;

/**
 * Reads objects written by ObjectOutputStream.  Object serialization is not in this class library: creating a
 * stream throws UnsupportedOperationException naming it, so that classes which only mention
 * this type (as a readObject/writeObject parameter) load and run.
 */
public class ObjectInputStream extends InputStream implements ObjectInput {
    protected ObjectInputStream() throws IOException {
        throw unsupported();
    }

    public ObjectInputStream(InputStream in) throws IOException {
        throw unsupported();
    }

    private static UnsupportedOperationException unsupported() {
        return new UnsupportedOperationException("java.io.ObjectInputStream: object serialization is not implemented");
    }

    public Object readObject() throws IOException, ClassNotFoundException {
        throw unsupported();
    }

    public int read() throws IOException {
        throw unsupported();
    }

    public int read(byte[] b) throws IOException {
        throw unsupported();
    }

    public int read(byte[] b, int off, int len) throws IOException {
        throw unsupported();
    }

    public long skip(long n) throws IOException {
        throw unsupported();
    }

    public int available() throws IOException {
        throw unsupported();
    }

    public void readFully(byte[] b) throws IOException {
        throw unsupported();
    }

    public void readFully(byte[] b, int off, int len) throws IOException {
        throw unsupported();
    }

    public int skipBytes(int n) throws IOException {
        throw unsupported();
    }

    public boolean readBoolean() throws IOException {
        throw unsupported();
    }

    public byte readByte() throws IOException {
        throw unsupported();
    }

    public int readUnsignedByte() throws IOException {
        throw unsupported();
    }

    public short readShort() throws IOException {
        throw unsupported();
    }

    public int readUnsignedShort() throws IOException {
        throw unsupported();
    }

    public char readChar() throws IOException {
        throw unsupported();
    }

    public int readInt() throws IOException {
        throw unsupported();
    }

    public long readLong() throws IOException {
        throw unsupported();
    }

    public float readFloat() throws IOException {
        throw unsupported();
    }

    public double readDouble() throws IOException {
        throw unsupported();
    }

    public String readLine() throws IOException {
        throw unsupported();
    }

    public String readUTF() throws IOException {
        throw unsupported();
    }

    public void defaultReadObject() throws IOException, ClassNotFoundException {
        throw unsupported();
    }

    public Object readUnshared() throws IOException, ClassNotFoundException {
        throw unsupported();
    }

    protected Class<?> resolveClass(ObjectStreamClass desc) throws IOException, ClassNotFoundException {
        throw unsupported();
    }

    protected Object resolveObject(Object obj) throws IOException {
        throw unsupported();
    }

    protected boolean enableResolveObject(boolean enable) {
        throw unsupported();
    }

    public void close() throws IOException {
        throw unsupported();
    }
}
