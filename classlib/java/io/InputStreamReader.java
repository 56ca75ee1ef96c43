package java.io;

/**
 * Decodes bytes to chars.  Supported charsets: UTF-8, ISO-8859-1, US-ASCII and
 * UTF-16/UTF-16BE/UTF-16LE (the same set as String).  Malformed UTF-8 becomes U+FFFD.
 */
public class InputStreamReader extends Reader {

    private final InputStream in;
    private final String charsetName;
    private final int unit; // 0 = UTF-8, 1 = one byte per char, 2 = two bytes per char
    private final byte[] bytes = new byte[8192];
    private int nbytes;
    private char[] chars = new char[0];
    private int cpos;
    private int ccount;
    private boolean eof;
    private boolean closed;

    public InputStreamReader(InputStream in) {
        this(in, defaultCharset(), true);
    }

    public InputStreamReader(InputStream in, String charsetName) throws UnsupportedEncodingException {
        this(in, checkCharset(charsetName), true);
    }

    public InputStreamReader(InputStream in, java.nio.charset.Charset cs) {
        this(in, canonicalOf(cs), true);
    }

    static String canonicalOf(java.nio.charset.Charset cs) {
        if (cs == null) {
            throw new NullPointerException("charset");
        }
        try {
            return checkCharset(cs.name());
        } catch (UnsupportedEncodingException e) {
            return "UTF-8";
        }
    }

    private InputStreamReader(InputStream in, String canonical, boolean unused) {
        super(in);
        this.in = in;
        this.charsetName = canonical;
        if (canonical.equals("UTF-8")) {
            unit = 0;
        } else if (canonical.startsWith("UTF-16")) {
            unit = 2;
        } else if (canonical.startsWith("UTF-32")) {
            unit = 4;
        } else {
            unit = 1;
        }
    }

    static String defaultCharset() {
        String enc = System.getProperty("file.encoding");
        if (enc == null) {
            return "UTF-8";
        }
        try {
            return checkCharset(enc);
        } catch (UnsupportedEncodingException e) {
            return "UTF-8";
        }
    }

    /** Returns the canonical name of a supported charset. */
    static String checkCharset(String name) throws UnsupportedEncodingException {
        if (name == null) {
            throw new NullPointerException("charsetName");
        }
        try {
            String cn = java.nio.charset.Charset.forName(name).name();
            if (cn.equals("windows-1252") || cn.startsWith("UTF-32")) {
                return cn;
            }
        } catch (IllegalArgumentException e) {
            /* a name only String knows: the probe below decides */
        }
        byte[] probe = "\u00e9".getBytes(name); // throws UnsupportedEncodingException
        switch (probe.length) {
            case 2:
                return probe[0] == (byte) 0xC3 ? "UTF-8" : (probe[0] == 0 ? "UTF-16BE" : "UTF-16LE");
            case 4:
                return "UTF-16";
            default:
                return probe[0] == (byte) 0xE9 ? "ISO-8859-1" : "US-ASCII";
        }
    }

    static String historicalName(String canonical) {
        if (canonical.equals("UTF-8")) {
            return "UTF8";
        }
        if (canonical.equals("ISO-8859-1")) {
            return "ISO8859_1";
        }
        if (canonical.equals("US-ASCII")) {
            return "ASCII";
        }
        if (canonical.equals("windows-1252")) {
            return "Cp1252";
        }
        if (canonical.startsWith("UTF-32")) {
            return canonical;
        }
        if (canonical.equals("UTF-16")) {
            return "UTF-16";
        }
        return canonical.equals("UTF-16BE") ? "UnicodeBigUnmarked" : "UnicodeLittleUnmarked";
    }

    public String getEncoding() {
        return closed ? null : historicalName(charsetName);
    }

    /** Number of leading bytes of bytes[0..nbytes) that form complete characters. */
    private int completePrefix() {
        int n = nbytes;
        if (unit == 1) {
            return n;
        }
        if (unit == 4) {
            return n & ~3;
        }
        if (unit == 2) {
            int k = n & ~1;
            if (k >= 2) {
                // keep a trailing high surrogate until its low half arrives
                boolean le = charsetName.equals("UTF-16LE");
                int hi = le ? bytes[k - 1] & 0xFF : bytes[k - 2] & 0xFF;
                if (hi >= 0xD8 && hi <= 0xDB) {
                    k -= 2;
                }
            }
            return k;
        }
        // UTF-8: look back at most 3 bytes for an unfinished sequence
        int i = n - 1;
        int back = 0;
        while (i >= 0 && back < 3 && (bytes[i] & 0xC0) == 0x80) {
            i--;
            back++;
        }
        if (i < 0) {
            return n;
        }
        int lead = bytes[i] & 0xFF;
        int need = lead >= 0xF0 && lead <= 0xF4 ? 4 : (lead >= 0xE0 ? 3 : (lead >= 0xC2 ? 2 : 1));
        if (lead < 0xC2 || lead > 0xF4) {
            need = 1;
        }
        return (n - i < need) ? i : n;
    }

    /** Fills chars; returns false at end of input. */
    private boolean fill() throws IOException {
        while (true) {
            if (eof) {
                if (nbytes == 0) {
                    return false;
                }
                decode(nbytes);
                return ccount > 0;
            }
            int r = in.read(bytes, nbytes, bytes.length - nbytes);
            if (r < 0) {
                eof = true;
                continue;
            }
            nbytes += r;
            int k = completePrefix();
            if (k > 0) {
                decode(k);
                if (ccount > 0) {
                    return true;
                }
            }
        }
    }

    /* UTF-16 and UTF-32: the byte order the first bytes chose (a byte-order
     * mark, else big-endian), for the chunks after the first. */
    private String laterAs;

    private void decode(int k) throws IOException {
        String cn = laterAs != null ? laterAs : charsetName;
        if (laterAs == null && (charsetName.equals("UTF-16") || charsetName.equals("UTF-32"))) {
            boolean le = (bytes[0] & 0xff) == 0xff && (bytes[1] & 0xff) == 0xfe
                    && (unit == 2 || (k >= 4 && bytes[2] == 0 && bytes[3] == 0));
            laterAs = charsetName + (le ? "LE" : "BE");
        }
        String s = new String(bytes, 0, k, cn);
        System.arraycopy(bytes, k, bytes, 0, nbytes - k);
        nbytes -= k;
        chars = s.toCharArray();
        cpos = 0;
        ccount = chars.length;
    }

    @Override
    public int read() throws IOException {
        synchronized (lock) {
            ensureOpen();
            if (cpos >= ccount && !fill()) {
                return -1;
            }
            return chars[cpos++];
        }
    }

    @Override
    public int read(char[] cbuf, int off, int len) throws IOException {
        checkFromIndexSize(off, len, cbuf.length);
        synchronized (lock) {
            ensureOpen();
            if (len == 0) {
                return 0;
            }
            if (cpos >= ccount && !fill()) {
                return -1;
            }
            int n = Math.min(len, ccount - cpos);
            System.arraycopy(chars, cpos, cbuf, off, n);
            cpos += n;
            return n;
        }
    }

    @Override
    public boolean ready() throws IOException {
        synchronized (lock) {
            ensureOpen();
            return cpos < ccount || in.available() > 0;
        }
    }

    private void ensureOpen() throws IOException {
        if (closed) {
            throw new IOException("Stream closed");
        }
    }

    @Override
    public void close() throws IOException {
        synchronized (lock) {
            if (closed) {
                return;
            }
            closed = true;
            in.close();
        }
    }
}
