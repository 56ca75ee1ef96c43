package java.util;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UnsupportedEncodingException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Splits text into tokens separated by a delimiter (whitespace by default) and parses them.
 * Input is read lazily, a buffer at a time.  With the default delimiter the scanner works on
 * characters directly; with a custom delimiter pattern it first reads the rest of the input
 * and then applies the pattern.  hasNextXxx() never consumes input; a nextXxx() whose token
 * does not fit throws InputMismatchException and leaves the token in place.
 */
public final class Scanner implements Iterator<String>, Closeable {
    private static final String WHITESPACE = "\\p{javaWhitespace}+";

    private Reader source; // null when scanning a string, or once at end of input
    private char[] buf;
    private int pos;   // where the next token or line starts
    private int limit; // end of the buffered input
    private boolean sourceEOF;
    private boolean closed;
    private IOException lastException;

    private Pattern delimPattern;   // null: the default whitespace delimiter
    private int radix = 10;
    private Locale locale;

    // the token found by the last look-ahead, valid while pos == cachedFor
    private int cachedFor = -1;
    private int tokenStart, tokenEnd;

    public Scanner(InputStream source) {
        this(new InputStreamReader(Objects.requireNonNull(source, "source")));
    }

    public Scanner(InputStream source, String charsetName) {
        this(reader(source, charsetName));
    }

    private static Reader reader(InputStream source, String charsetName) {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(charsetName, "charsetName");
        try {
            return new InputStreamReader(source, charsetName);
        } catch (UnsupportedEncodingException e) {
            throw new IllegalArgumentException(charsetName);
        }
    }

    public Scanner(File source) throws FileNotFoundException {
        this(new InputStreamReader(new FileInputStream(source)));
    }

    public Scanner(File source, String charsetName) throws FileNotFoundException {
        this(reader(new FileInputStream(source), charsetName));
    }

    /** Scanner over a Readable (a Reader is read directly; any other through read(CharBuffer)). */
    public Scanner(Readable source) {
        this(asReader(Objects.requireNonNull(source, "source")));
    }

    private static Reader asReader(final Readable source) {
        if (source instanceof Reader)
            return (Reader) source;
        return new Reader() {
            public int read(char[] cbuf, int off, int len) throws java.io.IOException {
                return source.read(java.nio.CharBuffer.wrap(cbuf, off, len));
            }

            public void close() throws java.io.IOException {
                if (source instanceof java.io.Closeable)
                    ((java.io.Closeable) source).close();
            }
        };
    }

    public Scanner(String source) {
        buf = source.toCharArray();
        limit = buf.length;
        sourceEOF = true;
    }

    private Scanner(Reader reader) {
        source = reader;
        buf = new char[1024];
    }

    /* ---------------- input ---------------- */

    /**
     * Reads more input into the buffer; returns false at end of input.  It may move the
     * unconsumed input (from pos on) to the front of the buffer, so callers keep offsets
     * relative to pos across the call.
     */
    private boolean readMore() {
        if (sourceEOF)
            return false;
        if (pos > 0 && (pos == limit || pos > buf.length / 2)) {
            System.arraycopy(buf, pos, buf, 0, limit - pos);
            limit -= pos;
            pos = 0;
            cachedFor = -1;
        }
        if (limit == buf.length)
            buf = Arrays.copyOf(buf, buf.length * 2);
        int n;
        try {
            n = source.read(buf, limit, buf.length - limit);
        } catch (IOException e) {
            lastException = e;
            n = -1;
        }
        if (n < 0) {
            sourceEOF = true;
            return false;
        }
        limit += n;
        return true;
    }

    private void readAll() {
        while (readMore()) {
        }
    }

    private void ensureOpen() {
        if (closed)
            throw new IllegalStateException("Scanner closed");
    }

    /* ---------------- tokens ---------------- */

    private boolean isDelimiterChar(char c) {
        return Character.isWhitespace(c);
    }

    /** Finds the next token (without consuming it); returns false if there is none. */
    private boolean findToken() {
        ensureOpen();
        if (cachedFor == pos)
            return true;
        cachedFor = -1;
        if (delimPattern != null)
            return findTokenWithPattern();
        int start = pos;
        for (;;) {
            while (start < limit && isDelimiterChar(buf[start]))
                start++;
            if (start < limit)
                break;
            int offset = start - pos;
            if (!readMore())
                return false;
            start = pos + offset;
        }
        int end = start;
        for (;;) {
            while (end < limit && !isDelimiterChar(buf[end]))
                end++;
            if (end < limit || sourceEOF)
                break;
            int so = start - pos, eo = end - pos;
            boolean more = readMore();
            start = pos + so;
            end = pos + eo;
            if (!more)
                break;
        }
        tokenStart = start;
        tokenEnd = end;
        cachedFor = pos;
        return true;
    }

    private String allText;      // the whole input, once it has all been read
    private Matcher delimMatcher; // delimPattern over allText

    private Matcher delimiterMatcher() {
        readAll();
        if (allText == null)
            allText = new String(buf, 0, limit);
        if (delimMatcher == null || delimMatcher.pattern() != delimPattern)
            delimMatcher = delimPattern.matcher(allText);
        return delimMatcher;
    }

    private boolean findTokenWithPattern() {
        Matcher m = delimiterMatcher();
        int start = pos;
        m.region(start, limit);
        if (m.lookingAt() && m.end() > start)
            start = m.end();
        if (start >= limit)
            return false;
        int end = limit;
        for (int from = start; from <= limit;) {
            m.region(from, limit);
            if (!m.find())
                break;
            if (m.end() > m.start() || m.start() > start) {
                end = m.start();
                break;
            }
            from = m.start() + 1;
        }
        tokenStart = start;
        tokenEnd = end;
        cachedFor = pos;
        return true;
    }

    private String peekToken() {
        return new String(buf, tokenStart, tokenEnd - tokenStart);
    }

    private void consumeToken() {
        pos = tokenEnd;
        cachedFor = -1;
    }

    /** No token is left: the trailing delimiters are consumed. */
    private RuntimeException noToken() {
        pos = limit;
        cachedFor = -1;
        return new NoSuchElementException();
    }

    /** The next token does not fit: the delimiters before it are consumed, the token stays. */
    private RuntimeException mismatch() {
        pos = tokenStart;
        cachedFor = -1;
        return new InputMismatchException();
    }

    private RuntimeException mismatch(String message) {
        pos = tokenStart;
        cachedFor = -1;
        return new InputMismatchException(message);
    }

    public boolean hasNext() {
        return findToken();
    }

    public String next() {
        if (!findToken())
            throw noToken();
        String t = peekToken();
        consumeToken();
        return t;
    }

    public void remove() {
        throw new UnsupportedOperationException();
    }

    public boolean hasNext(String pattern) {
        return hasNext(Pattern.compile(pattern));
    }

    public String next(String pattern) {
        return next(Pattern.compile(pattern));
    }

    public boolean hasNext(Pattern pattern) {
        return findToken() && pattern.matcher(peekToken()).matches();
    }

    public String next(Pattern pattern) {
        if (!findToken())
            throw noToken();
        String t = peekToken();
        if (!pattern.matcher(t).matches())
            throw mismatch();
        consumeToken();
        return t;
    }

    /* ---------------- lines ---------------- */

    private static boolean isLineSeparator(char c) {
        return c == '\n' || c == '\r' || c == '\u2028' || c == '\u2029' || c == '\u0085';
    }

    /** The end of the current line (index of its separator, or limit at end of input). */
    private int findLineEnd() {
        int i = pos;
        for (;;) {
            while (i < limit && !isLineSeparator(buf[i]))
                i++;
            if (i < limit) {
                // make sure a \r\n pair is seen whole
                if (buf[i] == '\r' && i + 1 == limit && !sourceEOF) {
                    int off = i - pos;
                    readMore();
                    i = pos + off;
                }
                return i;
            }
            int off = i - pos;
            if (!readMore())
                return pos + off;
            i = pos + off;
        }
    }

    public boolean hasNextLine() {
        ensureOpen();
        if (pos < limit)
            return true;
        readMore();
        return pos < limit;
    }

    public String nextLine() {
        ensureOpen();
        if (pos >= limit && !readMore())
            throw new NoSuchElementException("No line found");
        int end = findLineEnd();
        String line = new String(buf, pos, end - pos);
        int next = end;
        if (next < limit) {
            if (buf[next] == '\r' && next + 1 < limit && buf[next + 1] == '\n')
                next += 2;
            else
                next += 1;
        }
        pos = next;
        cachedFor = -1;
        return line;
    }

    /** Looks for pattern in the rest of the current line; consumes through the match. */
    public String findInLine(String pattern) {
        return findInLine(Pattern.compile(pattern));
    }

    public String findInLine(Pattern pattern) {
        ensureOpen();
        if (pos >= limit && !readMore())
            return null;
        int end = findLineEnd();
        String line = new String(buf, pos, end - pos);
        Matcher m = pattern.matcher(line);
        if (!m.find())
            return null;
        pos += m.end();
        cachedFor = -1;
        return m.group();
    }

    public Scanner skip(String pattern) {
        return skip(Pattern.compile(pattern));
    }

    public Scanner skip(Pattern pattern) {
        ensureOpen();
        readAll();
        if (allText == null)
            allText = new String(buf, 0, limit);
        Matcher m = pattern.matcher(allText);
        m.region(pos, limit);
        if (!m.lookingAt())
            throw new NoSuchElementException();
        pos = m.end();
        cachedFor = -1;
        return this;
    }

    /* ---------------- numbers ---------------- */

    private static boolean isDigitIn(char c, int radix) {
        return Character.digit(c, radix) >= 0;
    }

    /** Validates an integer token (optional sign, digits, or digits grouped by commas in base 10). */
    private static String integerText(String s, int radix) {
        int n = s.length();
        int i = 0;
        boolean negative = false;
        if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            negative = s.charAt(i) == '-';
            i++;
        }
        if (i >= n)
            return null;
        boolean plain = true;
        for (int j = i; j < n; j++)
            if (!isDigitIn(s.charAt(j), radix))
                plain = false;
        if (plain)
            return negative ? "-" + s.substring(i) : s.substring(i);
        if (radix != 10)
            return null;
        // d{1,3}(,ddd)+
        int firstGroup = s.indexOf(',', i);
        if (firstGroup < 0 || firstGroup - i < 1 || firstGroup - i > 3)
            return null;
        StringBuilder digits = new StringBuilder();
        int j = i;
        for (; j < firstGroup; j++) {
            if (!isDigitIn(s.charAt(j), 10))
                return null;
            digits.append(s.charAt(j));
        }
        while (j < n) {
            if (s.charAt(j) != ',' || j + 4 > n)
                return null;
            for (int k = j + 1; k < j + 4; k++) {
                if (!isDigitIn(s.charAt(k), 10))
                    return null;
                digits.append(s.charAt(k));
            }
            j += 4;
        }
        return negative ? "-" + digits : digits.toString();
    }

    /** The integer text of the next token, or null (the token, if any, stays unconsumed). */
    private String integerToken(int radix) {
        if (!findToken())
            return null;
        return integerText(peekToken(), radix);
    }

    private String requireIntegerToken(int radix) {
        if (!findToken())
            throw noToken();
        String s = integerText(peekToken(), radix);
        if (s == null)
            throw mismatch();
        return s;
    }

    public boolean hasNextInt() {
        return hasNextInt(radix);
    }

    public boolean hasNextInt(int radix) {
        String s = integerToken(radix);
        if (s == null)
            return false;
        try {
            Integer.parseInt(s, radix);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public int nextInt() {
        return nextInt(radix);
    }

    public int nextInt(int radix) {
        String s = requireIntegerToken(radix);
        try {
            int v = Integer.parseInt(s, radix);
            consumeToken();
            return v;
        } catch (NumberFormatException nfe) {
            throw mismatch(nfe.getMessage());
        }
    }

    public boolean hasNextLong() {
        return hasNextLong(radix);
    }

    public boolean hasNextLong(int radix) {
        String s = integerToken(radix);
        if (s == null)
            return false;
        try {
            Long.parseLong(s, radix);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public long nextLong() {
        return nextLong(radix);
    }

    public long nextLong(int radix) {
        String s = requireIntegerToken(radix);
        try {
            long v = Long.parseLong(s, radix);
            consumeToken();
            return v;
        } catch (NumberFormatException nfe) {
            throw mismatch(nfe.getMessage());
        }
    }

    public boolean hasNextShort() {
        return hasNextShort(radix);
    }

    public boolean hasNextShort(int radix) {
        String s = integerToken(radix);
        if (s == null)
            return false;
        try {
            Short.parseShort(s, radix);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public short nextShort() {
        return nextShort(radix);
    }

    public short nextShort(int radix) {
        String s = requireIntegerToken(radix);
        try {
            short v = Short.parseShort(s, radix);
            consumeToken();
            return v;
        } catch (NumberFormatException nfe) {
            throw mismatch(nfe.getMessage());
        }
    }

    public boolean hasNextByte() {
        return hasNextByte(radix);
    }

    public boolean hasNextByte(int radix) {
        String s = integerToken(radix);
        if (s == null)
            return false;
        try {
            Byte.parseByte(s, radix);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public byte nextByte() {
        return nextByte(radix);
    }

    public byte nextByte(int radix) {
        String s = requireIntegerToken(radix);
        try {
            byte v = Byte.parseByte(s, radix);
            consumeToken();
            return v;
        } catch (NumberFormatException nfe) {
            throw mismatch(nfe.getMessage());
        }
    }

    /**
     * The text Double.parseDouble should see for a floating-point token, or null if the token
     * is not one: [sign] (digits [. digits] | . digits) [exponent], digits optionally grouped
     * by commas, NaN, Infinity, or a hexadecimal significand with a binary exponent.
     */
    private static String floatText(String s) {
        int n = s.length();
        int i = 0;
        String sign = "";
        if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            sign = s.substring(0, 1);
            i++;
        }
        if (i >= n)
            return null;
        String rest = s.substring(i);
        if (rest.equals("NaN"))
            return sign.equals("-") ? "NaN" : "NaN";
        if (rest.equals("Infinity"))
            return sign + "Infinity";
        if (rest.length() > 2 && rest.charAt(0) == '0' && (rest.charAt(1) == 'x' || rest.charAt(1) == 'X'))
            return isHexFloat(rest.substring(2)) ? sign + rest : null;
        StringBuilder out = new StringBuilder(sign);
        int j = 0, m = rest.length();
        int intDigits = 0;
        boolean grouped = rest.indexOf(',') >= 0;
        if (grouped) {
            int dot = rest.indexOf('.');
            int e = indexOfExponent(rest);
            int intEnd = (dot >= 0) ? dot : (e >= 0 ? e : m);
            String intPart = rest.substring(0, intEnd);
            String digits = integerText(intPart, 10);
            if (digits == null || intPart.startsWith("+") || intPart.startsWith("-"))
                return null;
            out.append(digits);
            intDigits = digits.length();
            j = intEnd;
        } else {
            while (j < m && isDigitIn(rest.charAt(j), 10)) {
                out.append((char) ('0' + Character.digit(rest.charAt(j), 10)));
                j++;
                intDigits++;
            }
        }
        int fracDigits = 0;
        if (j < m && rest.charAt(j) == '.') {
            out.append('.');
            j++;
            while (j < m && isDigitIn(rest.charAt(j), 10)) {
                out.append((char) ('0' + Character.digit(rest.charAt(j), 10)));
                j++;
                fracDigits++;
            }
        }
        if (intDigits == 0 && fracDigits == 0)
            return null;
        if (j < m && (rest.charAt(j) == 'e' || rest.charAt(j) == 'E')) {
            out.append('e');
            j++;
            if (j < m && (rest.charAt(j) == '+' || rest.charAt(j) == '-'))
                out.append(rest.charAt(j++));
            int expDigits = 0;
            while (j < m && isDigitIn(rest.charAt(j), 10)) {
                out.append((char) ('0' + Character.digit(rest.charAt(j), 10)));
                j++;
                expDigits++;
            }
            if (expDigits == 0)
                return null;
        }
        return (j == m) ? out.toString() : null;
    }

    private static int indexOfExponent(String s) {
        for (int k = 0; k < s.length(); k++)
            if (s.charAt(k) == 'e' || s.charAt(k) == 'E')
                return k;
        return -1;
    }

    /** After "0x": hexdigits* '.' hexdigits+ [pP [+-] digits], as the reference pattern. */
    private static boolean isHexFloat(String s) {
        int j = 0, m = s.length();
        while (j < m && Character.digit(s.charAt(j), 16) >= 0)
            j++;
        if (j >= m || s.charAt(j) != '.')
            return false;
        j++;
        int fraction = 0;
        while (j < m && Character.digit(s.charAt(j), 16) >= 0) {
            j++;
            fraction++;
        }
        if (fraction == 0)
            return false;
        if (j < m && (s.charAt(j) == 'p' || s.charAt(j) == 'P')) {
            j++;
            if (j < m && (s.charAt(j) == '+' || s.charAt(j) == '-'))
                j++;
            int e = 0;
            while (j < m && s.charAt(j) >= '0' && s.charAt(j) <= '9') {
                j++;
                e++;
            }
            if (e == 0)
                return false;
        }
        return j == m;
    }

    public boolean hasNextDouble() {
        if (!findToken())
            return false;
        String s = floatText(peekToken());
        if (s == null)
            return false;
        try {
            Double.parseDouble(s);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    public double nextDouble() {
        if (!findToken())
            throw noToken();
        String s = floatText(peekToken());
        if (s == null)
            throw mismatch();
        try {
            double v = Double.parseDouble(s);
            consumeToken();
            return v;
        } catch (NumberFormatException nfe) {
            throw mismatch(nfe.getMessage());
        }
    }

    public boolean hasNextFloat() {
        return hasNextDouble();
    }

    public float nextFloat() {
        if (!findToken())
            throw noToken();
        String s = floatText(peekToken());
        if (s == null)
            throw mismatch();
        try {
            float v = Float.parseFloat(s);
            consumeToken();
            return v;
        } catch (NumberFormatException nfe) {
            throw mismatch(nfe.getMessage());
        }
    }

    public boolean hasNextBoolean() {
        if (!findToken())
            return false;
        String t = peekToken();
        return t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false");
    }

    public boolean nextBoolean() {
        if (!findToken())
            throw noToken();
        String t = peekToken();
        if (!(t.equalsIgnoreCase("true") || t.equalsIgnoreCase("false")))
            throw mismatch();
        consumeToken();
        return Boolean.parseBoolean(t);
    }

    /* ---------------- settings ---------------- */

    public Pattern delimiter() {
        return (delimPattern != null) ? delimPattern : Pattern.compile(WHITESPACE);
    }

    public Scanner useDelimiter(Pattern pattern) {
        delimPattern = (pattern.pattern().equals(WHITESPACE) && pattern.flags() == 0) ? null : pattern;
        cachedFor = -1;
        return this;
    }

    public Scanner useDelimiter(String pattern) {
        return useDelimiter(Pattern.compile(pattern));
    }

    public Locale locale() {
        return (locale != null) ? locale : Locale.getDefault();
    }

    public Scanner useLocale(Locale locale) {
        this.locale = locale;
        return this;
    }

    public int radix() {
        return radix;
    }

    public Scanner useRadix(int radix) {
        if ((radix < Character.MIN_RADIX) || (radix > Character.MAX_RADIX))
            throw new IllegalArgumentException("radix:" + radix);
        this.radix = radix;
        return this;
    }

    public Scanner reset() {
        delimPattern = null;
        radix = 10;
        locale = null;
        cachedFor = -1;
        return this;
    }

    public IOException ioException() {
        return lastException;
    }

    public Stream<String> tokens() {
        ensureOpen();
        return StreamSupport.ofIterator(this);
    }

    public void close() {
        if (closed)
            return;
        if (source != null) {
            try {
                source.close();
            } catch (IOException e) {
                lastException = e;
            }
        }
        sourceEOF = true;
        closed = true;
    }

    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.Scanner");
        sb.append("[delimiters=" + delimiter() + "]");
        sb.append("[position=" + pos + "]");
        return sb.toString();
    }
}
