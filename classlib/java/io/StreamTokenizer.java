package java.io;

/**
 * Splits a character stream into tokens (words, numbers, quoted strings, ordinary characters),
 * under a 256-entry syntax table, as java.io.StreamTokenizer specifies: numbers are read digit by
 * digit and scaled by one division by a power of ten, not by Double.parseDouble, so their last bit
 * is the JDK's.
 */
public class StreamTokenizer {
    public static final int TT_EOF = -1;
    public static final int TT_EOL = '\n';
    public static final int TT_NUMBER = -2;
    public static final int TT_WORD = -3;
    private static final int TT_NOTHING = -4;

    private static final byte WHITESPACE = 1;
    private static final byte DIGIT = 2;
    private static final byte ALPHA = 4;
    private static final byte QUOTE = 8;
    private static final byte COMMENT = 16;

    /** Markers kept in peek: no character read ahead, or skip a '\n' right after a '\r' EOL. */
    private static final int NEED_CHAR = Integer.MAX_VALUE;
    private static final int SKIP_LF = Integer.MAX_VALUE - 1;

    public int ttype = TT_NOTHING;
    public String sval;
    public double nval;

    private Reader reader;
    private InputStream input;
    private char[] buf = new char[20];
    private int peek = NEED_CHAR;
    private boolean pushedBack;
    private boolean lowerCase;
    private boolean eolSignificant;
    private boolean slashSlash;
    private boolean slashStar;
    private int line = 1;
    private final byte[] table = new byte[256];

    private StreamTokenizer() {
        wordChars('a', 'z');
        wordChars('A', 'Z');
        wordChars(128 + 32, 255);
        whitespaceChars(0, ' ');
        commentChar('/');
        quoteChar('"');
        quoteChar('\'');
        parseNumbers();
    }

    @Deprecated
    public StreamTokenizer(InputStream is) {
        this();
        if (is == null) {
            throw new NullPointerException();
        }
        input = is;
    }

    public StreamTokenizer(Reader r) {
        this();
        if (r == null) {
            throw new NullPointerException();
        }
        reader = r;
    }

    public void resetSyntax() {
        for (int i = 0; i < table.length; i++) {
            table[i] = 0;
        }
    }

    public void wordChars(int low, int hi) {
        for (int i = Math.max(low, 0); i <= Math.min(hi, 255); i++) {
            table[i] |= ALPHA;
        }
    }

    public void whitespaceChars(int low, int hi) {
        for (int i = Math.max(low, 0); i <= Math.min(hi, 255); i++) {
            table[i] = WHITESPACE;
        }
    }

    public void ordinaryChars(int low, int hi) {
        for (int i = Math.max(low, 0); i <= Math.min(hi, 255); i++) {
            table[i] = 0;
        }
    }

    public void ordinaryChar(int ch) {
        if (ch >= 0 && ch < table.length) {
            table[ch] = 0;
        }
    }

    public void commentChar(int ch) {
        if (ch >= 0 && ch < table.length) {
            table[ch] = COMMENT;
        }
    }

    public void quoteChar(int ch) {
        if (ch >= 0 && ch < table.length) {
            table[ch] = QUOTE;
        }
    }

    public void parseNumbers() {
        for (int i = '0'; i <= '9'; i++) {
            table[i] |= DIGIT;
        }
        table['.'] |= DIGIT;
        table['-'] |= DIGIT;
    }

    public void eolIsSignificant(boolean flag) {
        eolSignificant = flag;
    }

    public void slashStarComments(boolean flag) {
        slashStar = flag;
    }

    public void slashSlashComments(boolean flag) {
        slashSlash = flag;
    }

    public void lowerCaseMode(boolean fl) {
        lowerCase = fl;
    }

    public void pushBack() {
        if (ttype != TT_NOTHING) {
            pushedBack = true;
        }
    }

    public int lineno() {
        return line;
    }

    private int read() throws IOException {
        if (reader != null) {
            return reader.read();
        }
        if (input != null) {
            return input.read();
        }
        throw new IllegalStateException();
    }

    private byte classOf(int c) {
        return c < 256 ? table[c] : ALPHA;
    }

    private void put(int i, int c) {
        if (i >= buf.length) {
            buf = java.util.Arrays.copyOf(buf, buf.length * 2);
        }
        buf[i] = (char) c;
    }

    /** Skips to the end of the line (the end itself is read again next time). */
    private int skipLine() throws IOException {
        int c;
        do {
            c = read();
        } while (c != '\n' && c != '\r' && c >= 0);
        peek = c;
        return nextToken();
    }

    public int nextToken() throws IOException {
        if (pushedBack) {
            pushedBack = false;
            return ttype;
        }
        sval = null;
        int c = peek;
        if (c < 0) {
            c = NEED_CHAR;
        }
        if (c == SKIP_LF) {
            c = read();
            if (c < 0) {
                return ttype = TT_EOF;
            }
            if (c == '\n') {
                c = NEED_CHAR;
            }
        }
        if (c == NEED_CHAR) {
            c = read();
            if (c < 0) {
                return ttype = TT_EOF;
            }
        }
        ttype = c;
        peek = NEED_CHAR;
        byte k = classOf(c);
        while ((k & WHITESPACE) != 0) {
            if (c == '\r') {
                line++;
                if (eolSignificant) {
                    peek = SKIP_LF;
                    return ttype = TT_EOL;
                }
                c = read();
                if (c == '\n') {
                    c = read();
                }
            } else {
                if (c == '\n') {
                    line++;
                    if (eolSignificant) {
                        return ttype = TT_EOL;
                    }
                }
                c = read();
            }
            if (c < 0) {
                return ttype = TT_EOF;
            }
            k = classOf(c);
        }
        if ((k & DIGIT) != 0) {
            return number(c);
        }
        if ((k & ALPHA) != 0) {
            int i = 0;
            do {
                put(i++, c);
                c = read();
                k = c < 0 ? WHITESPACE : classOf(c);
            } while ((k & (ALPHA | DIGIT)) != 0);
            peek = c;
            sval = String.copyValueOf(buf, 0, i);
            if (lowerCase) {
                sval = sval.toLowerCase();
            }
            return ttype = TT_WORD;
        }
        if ((k & QUOTE) != 0) {
            return quoted(c);
        }
        if (c == '/' && (slashSlash || slashStar)) {
            c = read();
            if (c == '*' && slashStar) {
                return blockComment();
            }
            if (c == '/' && slashSlash) {
                return skipLine();
            }
            if ((table['/'] & COMMENT) != 0) {
                return skipLine();
            }
            peek = c;
            return ttype = '/';
        }
        if ((k & COMMENT) != 0) {
            return skipLine();
        }
        return ttype = c;
    }

    private int number(int c) throws IOException {
        boolean negative = false;
        if (c == '-') {
            c = read();
            if (c != '.' && (c < '0' || c > '9')) {
                peek = c;
                return ttype = '-';
            }
            negative = true;
        }
        double v = 0;
        int fractionDigits = 0;
        boolean dot = false;
        for (;; c = read()) {
            if (c == '.' && !dot) {
                dot = true;
            } else if (c >= '0' && c <= '9') {
                v = v * 10 + (c - '0');
                if (dot) {
                    fractionDigits++;
                }
            } else {
                break;
            }
        }
        peek = c;
        if (fractionDigits != 0) {
            double scale = 10;
            for (int i = 1; i < fractionDigits; i++) {
                scale *= 10;
            }
            v = v / scale;
        }
        nval = negative ? -v : v;
        return ttype = TT_NUMBER;
    }

    private int quoted(int q) throws IOException {
        ttype = q;
        int i = 0;
        int d = read();
        while (d >= 0 && d != q && d != '\n' && d != '\r') {
            int c;
            if (d == '\\') {
                c = read();
                int first = c;
                if (c >= '0' && c <= '7') {
                    c -= '0';
                    int c2 = read();
                    if (c2 >= '0' && c2 <= '7') {
                        c = (c << 3) + (c2 - '0');
                        c2 = read();
                        if (c2 >= '0' && c2 <= '7' && first <= '3') {
                            c = (c << 3) + (c2 - '0');
                            d = read();
                        } else {
                            d = c2;
                        }
                    } else {
                        d = c2;
                    }
                } else {
                    switch (c) {
                        case 'a': c = 7; break;
                        case 'b': c = '\b'; break;
                        case 'f': c = 0xc; break;
                        case 'n': c = '\n'; break;
                        case 'r': c = '\r'; break;
                        case 't': c = '\t'; break;
                        case 'v': c = 0xb; break;
                        default: break;
                    }
                    d = read();
                }
            } else {
                c = d;
                d = read();
            }
            put(i++, c);
        }
        peek = d == q ? NEED_CHAR : d;
        sval = String.copyValueOf(buf, 0, i);
        return ttype;
    }

    private int blockComment() throws IOException {
        int prev = 0;
        int c;
        while ((c = read()) != '/' || prev != '*') {
            if (c == '\r') {
                line++;
                c = read();
                if (c == '\n') {
                    c = read();
                }
            } else if (c == '\n') {
                line++;
                c = read();
            }
            if (c < 0) {
                return ttype = TT_EOF;
            }
            prev = c;
        }
        return nextToken();
    }

    @Override
    public String toString() {
        String s;
        switch (ttype) {
            case TT_EOF: s = "EOF"; break;
            case TT_EOL: s = "EOL"; break;
            case TT_WORD: s = sval; break;
            case TT_NUMBER: s = "n=" + nval; break;
            case TT_NOTHING: s = "NOTHING"; break;
            default:
                if (ttype < 256 && (table[ttype] & QUOTE) != 0) {
                    s = sval;
                } else {
                    s = new String(new char[] {'\'', (char) ttype, '\''});
                }
                break;
        }
        return "Token[" + s + "], line " + line;
    }
}
