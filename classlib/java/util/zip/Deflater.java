package java.util.zip;

/**
 * Compresses to zlib (or, with nowrap, raw deflate) data over the VM's
 * zlib natives (vm/natives/zip.c); see Inflater for the layout.  A new
 * level or strategy is applied by the next deflate call, which then only
 * applies it (as the JDK's does).
 */
public class Deflater {
    public static final int DEFLATED = 8;
    public static final int NO_COMPRESSION = 0;
    public static final int BEST_SPEED = 1;
    public static final int BEST_COMPRESSION = 9;
    public static final int DEFAULT_COMPRESSION = -1;
    public static final int FILTERED = 1;
    public static final int HUFFMAN_ONLY = 2;
    public static final int DEFAULT_STRATEGY = 0;
    public static final int NO_FLUSH = 0;
    public static final int SYNC_FLUSH = 2;
    public static final int FULL_FLUSH = 3;

    private static final int Z_FINISH = 4;
    private static final byte[] EMPTY = new byte[0];

    private long strm;
    private byte[] input = EMPTY;
    private int inputPos;
    private int inputLim;
    private int level;
    private int strategy;
    private boolean setParams;
    private boolean finish;
    private boolean finished;
    private long bytesRead;
    private long bytesWritten;

    public Deflater(int level, boolean nowrap) {
        this.level = level;
        this.strategy = DEFAULT_STRATEGY;
        strm = init0(level, DEFAULT_STRATEGY, nowrap);
    }

    public Deflater(int level) {
        this(level, false);
    }

    public Deflater() {
        this(DEFAULT_COMPRESSION, false);
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
        }
    }

    public void setDictionary(byte[] dictionary) {
        setDictionary(dictionary, 0, dictionary.length);
    }

    public synchronized void setStrategy(int strategy) {
        switch (strategy) {
        case DEFAULT_STRATEGY:
        case FILTERED:
        case HUFFMAN_ONLY:
            break;
        default:
            throw new IllegalArgumentException();
        }
        if (this.strategy != strategy) {
            this.strategy = strategy;
            setParams = true;
        }
    }

    public synchronized void setLevel(int level) {
        if ((level < 0 || level > 9) && level != DEFAULT_COMPRESSION) {
            throw new IllegalArgumentException("invalid compression level");
        }
        if (this.level != level) {
            this.level = level;
            setParams = true;
        }
    }

    public synchronized boolean needsInput() {
        return inputLim == inputPos;
    }

    public synchronized void finish() {
        finish = true;
    }

    public synchronized boolean finished() {
        return finished;
    }

    public int deflate(byte[] output, int off, int len) {
        return deflate(output, off, len, NO_FLUSH);
    }

    public int deflate(byte[] output) {
        return deflate(output, 0, output.length, NO_FLUSH);
    }

    public int deflate(byte[] output, int off, int len, int flush) {
        if (off < 0 || len < 0 || off > output.length - len) {
            throw new ArrayIndexOutOfBoundsException();
        }
        if (flush != NO_FLUSH && flush != SYNC_FLUSH && flush != FULL_FLUSH) {
            throw new IllegalArgumentException();
        }
        synchronized (this) {
            ensureOpen();
            long r = deflate0(strm, input, inputPos, inputLim - inputPos, output, off, len,
                              finish ? Z_FINISH : flush, level, strategy, setParams);
            int written = (int) (r & 0x7fffffffL);
            int read = (int) ((r >>> 31) & 0x7fffffffL);
            inputPos += read;
            bytesRead += read;
            bytesWritten += written;
            if ((r & (1L << 62)) != 0) {
                finished = true;
            }
            if ((r & (1L << 63)) != 0) {
                setParams = false;
            }
            return written;
        }
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
        finish = false;
        finished = false;
        input = EMPTY;
        inputPos = inputLim = 0;
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
            throw new NullPointerException("Deflater has been closed");
        }
    }

    private static native long init0(int level, int strategy, boolean nowrap);

    private static native long deflate0(long strm, byte[] in, int inOff, int inLen,
                                        byte[] out, int outOff, int outLen, int flush,
                                        int level, int strategy, boolean setParams);

    private static native void setDictionary0(long strm, byte[] b, int off, int len);

    private static native int getAdler0(long strm);

    private static native void reset0(long strm);

    private static native void end0(long strm);
}
