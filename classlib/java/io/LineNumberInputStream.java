package java.io;

/** Counts lines of a byte stream; "\r", "\n" and "\r\n" all read as one '\n'. Deprecated. */
@Deprecated
public class LineNumberInputStream extends FilterInputStream {
    private int pushBack = -1;
    private int lineNumber;
    private int markLineNumber;
    private int markPushBack = -1;

    public LineNumberInputStream(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        int c = pushBack;
        if (c != -1) {
            pushBack = -1;
        } else {
            c = in.read();
        }
        if (c == '\r') {
            pushBack = in.read();
            if (pushBack == '\n') {
                pushBack = -1;
            }
        }
        if (c == '\r' || c == '\n') {
            lineNumber++;
            return '\n';
        }
        return c;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (b == null) {
            throw new NullPointerException();
        }
        if (off < 0 || off > b.length || len < 0 || off + len > b.length || off + len < 0) {
            throw new IndexOutOfBoundsException();
        }
        if (len == 0) {
            return 0;
        }
        int c = read();
        if (c == -1) {
            return -1;
        }
        b[off] = (byte) c;
        int i = 1;
        try {
            for (; i < len; i++) {
                c = read();
                if (c == -1) {
                    break;
                }
                b[off + i] = (byte) c;
            }
        } catch (IOException ignored) {
            // the bytes read so far are returned
        }
        return i;
    }

    @Override
    public long skip(long n) throws IOException {
        if (n <= 0) {
            return 0;
        }
        byte[] data = new byte[2048];
        long left = n;
        while (left > 0) {
            int r = read(data, 0, (int) Math.min(data.length, left));
            if (r < 0) {
                break;
            }
            left -= r;
        }
        return n - left;
    }

    public void setLineNumber(int lineNumber) {
        this.lineNumber = lineNumber;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    @Override
    public int available() throws IOException {
        return pushBack == -1 ? super.available() / 2 : super.available() / 2 + 1;
    }

    @Override
    public void mark(int readlimit) {
        markLineNumber = lineNumber;
        markPushBack = pushBack;
        in.mark(readlimit);
    }

    @Override
    public void reset() throws IOException {
        lineNumber = markLineNumber;
        pushBack = markPushBack;
        in.reset();
    }
}
