package java.io;

public class DataInputStream extends FilterInputStream implements DataInput {

    public DataInputStream(InputStream in) {
        super(in);
    }

    @Override
    public final int read(byte[] b) throws IOException {
        return in.read(b, 0, b.length);
    }

    @Override
    public final int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
    }

    public final void readFully(byte[] b) throws IOException {
        readFully(b, 0, b.length);
    }

    public final void readFully(byte[] b, int off, int len) throws IOException {
        checkFromIndexSize(off, len, b.length);
        int n = 0;
        while (n < len) {
            int count = in.read(b, off + n, len - n);
            if (count < 0) {
                throw new EOFException();
            }
            n += count;
        }
    }

    public final int skipBytes(int n) throws IOException {
        int total = 0;
        int cur;
        while ((total < n) && ((cur = (int) in.skip(n - total)) > 0)) {
            total += cur;
        }
        return total;
    }

    private int readByteOrEOF() throws IOException {
        int ch = in.read();
        if (ch < 0) {
            throw new EOFException();
        }
        return ch;
    }

    public final boolean readBoolean() throws IOException {
        return readByteOrEOF() != 0;
    }

    public final byte readByte() throws IOException {
        return (byte) readByteOrEOF();
    }

    public final int readUnsignedByte() throws IOException {
        return readByteOrEOF();
    }

    public final short readShort() throws IOException {
        int ch1 = readByteOrEOF();
        int ch2 = readByteOrEOF();
        return (short) ((ch1 << 8) + ch2);
    }

    public final int readUnsignedShort() throws IOException {
        int ch1 = readByteOrEOF();
        int ch2 = readByteOrEOF();
        return (ch1 << 8) + ch2;
    }

    public final char readChar() throws IOException {
        int ch1 = readByteOrEOF();
        int ch2 = readByteOrEOF();
        return (char) ((ch1 << 8) + ch2);
    }

    public final int readInt() throws IOException {
        int ch1 = readByteOrEOF();
        int ch2 = readByteOrEOF();
        int ch3 = readByteOrEOF();
        int ch4 = readByteOrEOF();
        return ((ch1 << 24) + (ch2 << 16) + (ch3 << 8) + ch4);
    }

    public final long readLong() throws IOException {
        long hi = readInt();
        long lo = readInt() & 0xffffffffL;
        return (hi << 32) | lo;
    }

    public final float readFloat() throws IOException {
        return Float.intBitsToFloat(readInt());
    }

    public final double readDouble() throws IOException {
        return Double.longBitsToDouble(readLong());
    }


    @Deprecated
    /* A lone '\r' ends a line; the byte after it is given back by making
     * the stream below a PushbackInputStream (once), so every later read
     * of this stream sees it. */
    public final String readLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        boolean any = false;
        while (true) {
            c = in.read();
            if (c < 0) {
                return any ? sb.toString() : null;
            }
            any = true;
            if (c == '\n') {
                break;
            }
            if (c == '\r') {
                int c2 = in.read();
                if (c2 != '\n' && c2 != -1) {
                    if (!(in instanceof PushbackInputStream)) {
                        in = new PushbackInputStream(in);
                    }
                    ((PushbackInputStream) in).unread(c2);
                }
                break;
            }
            sb.append((char) c);
        }
        return sb.toString();
    }

    public final String readUTF() throws IOException {
        return readUTF(this);
    }

    public static final String readUTF(DataInput in) throws IOException {
        int utflen = in.readUnsignedShort();
        byte[] bytearr = new byte[utflen];
        char[] chararr = new char[utflen];
        in.readFully(bytearr, 0, utflen);
        int count = 0;
        int n = 0;
        while (count < utflen) {
            int c = bytearr[count] & 0xff;
            switch (c >> 4) {
                case 0: case 1: case 2: case 3: case 4: case 5: case 6: case 7:
                    count++;
                    chararr[n++] = (char) c;
                    break;
                case 12: case 13: {
                    count += 2;
                    if (count > utflen) {
                        throw new UTFDataFormatException("malformed input: partial character at end");
                    }
                    int c2 = bytearr[count - 1];
                    if ((c2 & 0xC0) != 0x80) {
                        throw new UTFDataFormatException("malformed input around byte " + count);
                    }
                    chararr[n++] = (char) (((c & 0x1F) << 6) | (c2 & 0x3F));
                    break;
                }
                case 14: {
                    count += 3;
                    if (count > utflen) {
                        throw new UTFDataFormatException("malformed input: partial character at end");
                    }
                    int c2 = bytearr[count - 2];
                    int c3 = bytearr[count - 1];
                    if (((c2 & 0xC0) != 0x80) || ((c3 & 0xC0) != 0x80)) {
                        throw new UTFDataFormatException("malformed input around byte " + (count - 1));
                    }
                    chararr[n++] = (char) (((c & 0x0F) << 12) | ((c2 & 0x3F) << 6) | (c3 & 0x3F));
                    break;
                }
                default:
                    throw new UTFDataFormatException("malformed input around byte " + count);
            }
        }
        return new String(chararr, 0, n);
    }
}
