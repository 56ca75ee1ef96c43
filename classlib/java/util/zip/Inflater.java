package java.util.zip;

/**
 * Decompresses zlib (or, with nowrap, raw deflate) data over the VM's zlib
 * natives (vm/natives/zip.c).  The z_stream lives in C memory whose address
 * is `strm` (0 once ended); the input stays in the caller's array, of which
 * [inputPos, inputLim) is still to be consumed.
 */
public class Inflater {
    private long strm;
    private byte[] input = EMPTY;
    private int inputPos;
    private int inputLim;
    private boolean finished;
    private boolean needDict;
    private long bytesRead;
    private long bytesWritten;

    private static final byte[] EMPTY = new byte[0];

    public Inflater(boolean nowrap) {
        strm = init0(nowrap);
    }

    public Inflater() {
        this(false);
    }

    public void setInput(byte[] input, int off, int len) {
        if (off < 0 || len < 0 || off > input.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        synchronized (this) {
            this.input = input;
            this.inputPos = off;
            this.inputLim = off + len;
        }
    }

    public void setInput(byte[] input) {
        setInput(input, 0, input.length);
    }

    public void setDictionary(byte[] dictionary, int off, int len) {
        if (off < 0 || len < 0 || off > dictionary.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        synchronized (this) {
            ensureOpen();
            setDictionary0(strm, dictionary, off, len);
            needDict = false;
        }
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public synchronized int getRemaining() {
        ensureOpen();
        return inputLim - inputPos;
    }

    public synchronized boolean needsInput() {
        ensureOpen();
        return inputLim == inputPos;
    }

    public synchronized boolean needsDictionary() {
        ensureOpen();
        return needDict;
    }

    public synchronized boolean finished() {
        ensureOpen();
        return finished;
    }

    public int inflate(byte[] output, int off, int len) throws DataFormatException {
        if (off < 0 || len < 0 || off > output.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        synchronized (this) {
            ensureOpen();
            long r = inflate0(strm, input, inputPos, inputLim - inputPos, output, off, len);
            int written = (int) (r & 0x7fffffffL);
            int read = (int) ((r >>> 31) & 0x7fffffffL);
            inputPos += read;
            bytesRead += read;
            bytesWritten += written;
            if ((r & (1L << 62)) != 0) {
                finished = true;
            }
            if ((r & (1L << 63)) != 0) {
                needDict = true;
            }
            return written;
        }
    }

    public int inflate(byte[] output) throws DataFormatException {
        return inflate(output, 0, output.length);
    }

    public synchronized int getAdler() {
        ensureOpen();
        return getAdler0(strm);
    }

    public int getTotalIn() {
        return (int) getBytesRead();
    }

    public synchronized long getBytesRead() {
        ensureOpen();
        return bytesRead;
    }

    public int getTotalOut() {
        return (int) getBytesWritten();
    }

    public synchronized long getBytesWritten() {
        ensureOpen();
        return bytesWritten;
    }

    public synchronized void reset() {
        ensureOpen();
        reset0(strm);
        input = EMPTY;
        inputPos = inputLim = 0;
        finished = false;
        needDict = false;
        bytesRead = bytesWritten = 0;
    }

    public synchronized void end() {
        if (strm != 0) {
            end0(strm);
            strm = 0;
            input = EMPTY;
            inputPos = inputLim = 0;
        }
    }

    private void ensureOpen() {
        if (strm == 0) {
            throw new NullPointerException("Inflater has been closed");
        }
    }

    private static native long init0(boolean nowrap);

    private static native long inflate0(long strm, byte[] in, int inOff, int inLen,
                                        byte[] out, int outOff, int outLen) throws DataFormatException;

    private static native void setDictionary0(long strm, byte[] b, int off, int len);

    private static native int getAdler0(long strm);

    private static native void reset0(long strm);

    private static native void end0(long strm);
}
