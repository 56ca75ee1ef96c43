package java.util;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.File;
import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.UnsupportedEncodingException;
import java.time.temporal.ChronoField;

/**
 * printf-style formatting with HotSpot's output and exceptions for the conversions
 * b h s c d o x e f g a % n (and their upper-case forms).  The digits of e/f/g/a come
 * from the VM native formatDouble (CONTRACT.md); signs, padding, grouping and flags are
 * done here.  BigInteger takes d o x, BigDecimal e f g, laid out as the JDK documents.
 * Date/time (%t) conversions are not supported (IllegalFormatConversionException).
 */
public final class Formatter implements Closeable, Flushable {
    /** How Formattable BigDecimal values may be laid out (the JDK's enum; unused by this class). */
    public enum BigDecimalLayoutForm {
        SCIENTIFIC, DECIMAL_FLOAT
    }


    private Appendable a;
    private final Locale l;
    private IOException lastException;
    private boolean closed;

    /** Digits for e/f/g/a of a non-negative finite value; see CONTRACT.md. */
    static native String formatDouble(double value, char conversion, int precision);

    // ---------------------------------------------------------------- construction

    public Formatter() {
        this(new StringBuilder(), Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(Appendable a) {
        this(a == null ? new StringBuilder() : a, Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(Locale l) {
        this(new StringBuilder(), l);
    }

    public Formatter(Appendable a, Locale l) {
        this.a = a == null ? new StringBuilder() : a;
        this.l = l;
    }

    public Formatter(String fileName) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName))),
                Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(String fileName, String csn) throws FileNotFoundException, UnsupportedEncodingException {
        this(fileName, csn, Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(String fileName, String csn, Locale l) throws FileNotFoundException,
            UnsupportedEncodingException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(fileName), csn)), l);
    }

    public Formatter(File file) throws FileNotFoundException {
        this(new BufferedWriter(new OutputStreamWriter(new FileOutputStream(file))),
                Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(PrintStream ps) {
        this(requireNonNull(ps), Locale.getDefault(Locale.Category.FORMAT));
    }

    public Formatter(OutputStream os) {
        this(new BufferedWriter(new OutputStreamWriter(os)), Locale.getDefault(Locale.Category.FORMAT));
    }

    private static Appendable requireNonNull(Appendable a) {
        if (a == null) {
            throw new NullPointerException();
        }
        return a;
    }

    private void ensureOpen() {
        if (closed) {
            throw new FormatterClosedException();
        }
    }

    public Locale locale() {
        ensureOpen();
        return l;
    }

    public Appendable out() {
        ensureOpen();
        return a;
    }

    @Override
    public String toString() {
        ensureOpen();
        return a.toString();
    }

    @Override
    public void flush() {
        ensureOpen();
        if (a instanceof Flushable) {
            try {
                ((Flushable) a).flush();
            } catch (IOException ioe) {
                lastException = ioe;
            }
        }
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            if (a instanceof Closeable) {
                ((Closeable) a).close();
            }
        } catch (IOException ioe) {
            lastException = ioe;
        }
    }

    public IOException ioException() {
        return lastException;
    }

    // ---------------------------------------------------------------- format

    public Formatter format(String format, Object... args) {
        return format(l, format, args);
    }

    public Formatter format(Locale l, String format, Object... args) {
        ensureOpen();
        Object[] parts = parse(format);
        int last = -1;
        int lasto = -1;
        for (int k = 0; k < parts.length; k++) {
            Object part = parts[k];
            try {
                if (part instanceof String) {
                    a.append((String) part);
                    continue;
                }
                Spec fs = (Spec) part;
                switch (fs.index) {
                    case -2:
                        fs.print(this, null, l);
                        break;
                    case -1:
                        if (last < 0 || (args != null && last > args.length - 1)) {
                            throw new MissingFormatArgumentException(fs.toString());
                        }
                        fs.print(this, (args == null ? null : args[last]), l);
                        break;
                    case 0:
                        lasto++;
                        last = lasto;
                        if (args != null && lasto > args.length - 1) {
                            throw new MissingFormatArgumentException(fs.toString());
                        }
                        fs.print(this, (args == null ? null : args[lasto]), l);
                        break;
                    default:
                        last = fs.index - 1;
                        if (args != null && last > args.length - 1) {
                            throw new MissingFormatArgumentException(fs.toString());
                        }
                        fs.print(this, (args == null ? null : args[last]), l);
                        break;
                }
            } catch (IOException x) {
                lastException = x;
            }
        }
        return this;
    }

    // ---------------------------------------------------------------- parsing

    static final int LEFT_JUSTIFY = 1 << 0;   // '-'
    static final int UPPERCASE = 1 << 1;      // ('S', 'X', ...)
    static final int ALTERNATE = 1 << 2;      // '#'
    static final int PLUS = 1 << 3;           // '+'
    static final int LEADING_SPACE = 1 << 4;  // ' '
    static final int ZERO_PAD = 1 << 5;       // '0'
    static final int GROUP = 1 << 6;          // ','
    static final int PARENTHESES = 1 << 7;    // '('
    static final int PREVIOUS = 1 << 8;       // '<'

    private static final String FLAG_CHARS = "-#+ 0,(<";
    private static final int[] FLAG_BITS = {
        LEFT_JUSTIFY, ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES, PREVIOUS
    };

    static String flagString(int f) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < FLAG_BITS.length; i++) {
            if ((f & FLAG_BITS[i]) != 0) {
                sb.append(FLAG_CHARS.charAt(i));
            }
        }
        return sb.toString();
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** Text segments (String) and specifiers (Spec), in order. */
    private static Object[] parse(String s) {
        Object[] out = new Object[8];
        int count = 0;
        int n = s.length();
        int i = 0;
        while (i < n) {
            int p = s.indexOf('%', i);
            if (p < 0) {
                out = add(out, count++, s.substring(i));
                break;
            }
            if (p > i) {
                out = add(out, count++, s.substring(i, p));
            }
            Spec fs = new Spec();
            i = fs.parse(s, p + 1);
            out = add(out, count++, fs);
        }
        Object[] r = new Object[count];
        System.arraycopy(out, 0, r, 0, count);
        return r;
    }

    private static Object[] add(Object[] a, int at, Object o) {
        if (at == a.length) {
            Object[] n = new Object[a.length * 2];
            System.arraycopy(a, 0, n, 0, a.length);
            a = n;
        }
        a[at] = o;
        return a;
    }

    private static final class Spec {
        int index;          // -2 no argument, -1 previous ('<'), 0 ordinary, n explicit
        int flags;
        int width = -1;
        int precision = -1;
        boolean dt;
        char c;             // lower-case conversion (date: the date/time suffix)

        private static UnknownFormatConversionException fail(String s, int start) {
            char c = start < s.length() ? s.charAt(start) : '%';
            return new UnknownFormatConversionException(String.valueOf(c));
        }

        /** Parses the specifier that starts after the '%' at {@code start}; returns the end. */
        int parse(String s, int start) {
            int n = s.length();
            int i = start;
            if (i >= n) {
                throw new UnknownFormatConversionException("%");
            }
            // argument index: digits followed by '$'
            int j = i;
            while (j < n && isDigit(s.charAt(j))) {
                j++;
            }
            if (j > i && j < n && s.charAt(j) == '$') {
                int idx;
                try {
                    idx = Integer.parseInt(s.substring(i, j));
                } catch (NumberFormatException e) {
                    throw new IllegalFormatArgumentIndexException(Integer.MIN_VALUE);
                }
                if (idx <= 0) {
                    throw new IllegalFormatArgumentIndexException(idx);
                }
                index = idx;
                i = j + 1;
            }
            // flags
            while (i < n) {
                char fc = s.charAt(i);
                int k = FLAG_CHARS.indexOf(fc);
                if (k < 0) {
                    break;
                }
                int bit = FLAG_BITS[k];
                if ((flags & bit) != 0) {
                    throw new DuplicateFormatFlagsException(String.valueOf(fc));
                }
                flags |= bit;
                i++;
            }
            if ((flags & PREVIOUS) != 0) {
                index = -1;
            }
            // width
            j = i;
            while (j < n && isDigit(s.charAt(j))) {
                j++;
            }
            if (j > i) {
                try {
                    width = Integer.parseInt(s.substring(i, j));
                } catch (NumberFormatException e) {
                    throw new IllegalFormatWidthException(Integer.MIN_VALUE);
                }
                i = j;
            }
            // precision
            if (i < n && s.charAt(i) == '.') {
                j = i + 1;
                while (j < n && isDigit(s.charAt(j))) {
                    j++;
                }
                if (j == i + 1) {
                    throw fail(s, start);
                }
                try {
                    precision = Integer.parseInt(s.substring(i + 1, j));
                } catch (NumberFormatException e) {
                    throw new IllegalFormatPrecisionException(Integer.MIN_VALUE);
                }
                i = j;
            }
            if (i >= n) {
                throw fail(s, start);
            }
            char conv = s.charAt(i++);
            if ((conv == 't' || conv == 'T') && i < n && isAsciiLetter(s.charAt(i))) {
                dt = true;
                if (conv == 'T') {
                    flags |= UPPERCASE;
                }
                c = s.charAt(i++);
                if ("HIklMSLNpzZsQBbhAaCYyjmdeRTrDFc".indexOf(c) < 0) {
                    throw new UnknownFormatConversionException(String.valueOf(conv) + c);
                }
                checkDateTime();
                return i;
            }
            if (!isAsciiLetter(conv) && conv != '%') {
                throw fail(s, start);
            }
            if ("bBhHsScCdoxXeEfgGaA%n".indexOf(conv) < 0) {
                throw new UnknownFormatConversionException(String.valueOf(conv));
            }
            if (Character.isUpperCase(conv)) {
                flags |= UPPERCASE;
                conv = Character.toLowerCase(conv);
            }
            c = conv;
            switch (c) {
                case 'b':
                case 'h':
                case 's':
                    checkGeneral();
                    break;
                case 'c':
                    checkCharacter();
                    break;
                case 'd':
                case 'o':
                case 'x':
                    checkInteger();
                    break;
                case 'e':
                case 'f':
                case 'g':
                case 'a':
                    checkFloat();
                    break;
                default:
                    index = -2;
                    checkText();
                    break;
            }
            return i;
        }

        private boolean has(int f) {
            return (flags & f) != 0;
        }

        private void failMismatch(int f) {
            throw new FormatFlagsConversionMismatchException(flagString(f), c);
        }

        private void checkBadFlags(int... bad) {
            for (int i = 0; i < bad.length; i++) {
                if (has(bad[i])) {
                    failMismatch(bad[i]);
                }
            }
        }

        private void checkGeneral() {
            if ((c == 'b' || c == 'h') && has(ALTERNATE)) {
                failMismatch(ALTERNATE);
            }
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
            checkBadFlags(PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
        }

        private void checkDateTime() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlags(ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkCharacter() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            checkBadFlags(ALTERNATE, PLUS, LEADING_SPACE, ZERO_PAD, GROUP, PARENTHESES);
            if (width == -1 && has(LEFT_JUSTIFY)) {
                throw new MissingFormatWidthException(toString());
            }
        }

        private void checkNumeric() {
            if (width != -1 && width < 0) {
                throw new IllegalFormatWidthException(width);
            }
            if (precision != -1 && precision < 0) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (width == -1 && (has(LEFT_JUSTIFY) || has(ZERO_PAD))) {
                throw new MissingFormatWidthException(toString());
            }
            if ((has(PLUS) && has(LEADING_SPACE)) || (has(LEFT_JUSTIFY) && has(ZERO_PAD))) {
                throw new IllegalFormatFlagsException(flagString(flags & ~UPPERCASE));
            }
        }

        private void checkInteger() {
            checkNumeric();
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == 'd') {
                checkBadFlags(ALTERNATE);
            } else {
                checkBadFlags(GROUP);
            }
        }

        private void checkFloat() {
            checkNumeric();
            if (c == 'a') {
                checkBadFlags(PARENTHESES, GROUP);
            } else if (c == 'e') {
                checkBadFlags(GROUP);
            } else if (c == 'g') {
                checkBadFlags(ALTERNATE);
            }
        }

        private void checkText() {
            if (precision != -1) {
                throw new IllegalFormatPrecisionException(precision);
            }
            if (c == '%') {
                int f = flags & ~UPPERCASE;
                if (f != LEFT_JUSTIFY && f != 0) {
                    throw new IllegalFormatFlagsException(flagString(f));
                }
                if (width == -1 && has(LEFT_JUSTIFY)) {
                    throw new MissingFormatWidthException(toString());
                }
            } else {
                if (width != -1) {
                    throw new IllegalFormatWidthException(width);
                }
                if (flags != 0) {
                    throw new IllegalFormatFlagsException(flagString(flags));
                }
            }
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder("%");
            sb.append(flagString(flags & ~UPPERCASE));
            if (index > 0) {
                sb.append(index).append('$');
            }
            if (width != -1) {
                sb.append(width);
            }
            if (precision != -1) {
                sb.append('.').append(precision);
            }
            if (dt) {
                sb.append(has(UPPERCASE) ? 'T' : 't');
                sb.append(c);
            } else {
                sb.append(has(UPPERCASE) ? Character.toUpperCase(c) : c);
            }
            return sb.toString();
        }

        // ------------------------------------------------------------ printing

        void print(Formatter fmt, Object arg, Locale l) throws IOException {
            Appendable a = fmt.a;
            if (dt) {
                printDateTime(a, arg, l);
                return;
            }
            switch (c) {
                case 'b':
                    printString(a, arg == null ? "false"
                            : (arg instanceof Boolean ? arg.toString() : "true"), l);
                    break;
                case 'h':
                    printString(a, arg == null ? "null" : Integer.toHexString(arg.hashCode()), l);
                    break;
                case 's':
                    if (arg instanceof Formattable) {
                        int ff = flags & (LEFT_JUSTIFY | UPPERCASE | ALTERNATE);
                        Formatter target = fmt;
                        if (target.l != l) {
                            target = new Formatter(a, l);
                        }
                        ((Formattable) arg).formatTo(target, ff, width, precision);
                    } else {
                        if (has(ALTERNATE)) {
                            failMismatch(ALTERNATE);
                        }
                        printString(a, arg == null ? "null" : arg.toString(), l);
                    }
                    break;
                case 'c':
                    printCharacter(a, arg, l);
                    break;
                case 'd':
                case 'o':
                case 'x':
                    printInteger(a, arg, l);
                    break;
                case 'e':
                case 'f':
                case 'g':
                case 'a':
                    printFloat(a, arg, l);
                    break;
                case '%':
                    appendJustified(a, "%");
                    break;
                case 'n':
                    a.append(System.lineSeparator());
                    break;
                default:
                    throw new UnknownFormatConversionException(String.valueOf(c));
            }
        }

        // ------------------------------------------------------- date/time (%t)

        /*
         * Long (epoch milliseconds), Date and Calendar go through a lenient Calendar in the
         * default zone (a Calendar keeps its own); TemporalAccessor fields are read directly and
         * a missing field becomes IllegalFormatConversionException, as the JDK does.
         */
        private void printDateTime(Appendable a, Object arg, Locale l) throws IOException {
            if (arg == null) {
                printString(a, "null", l);
                return;
            }
            Object t;
            if (arg instanceof Long) {
                Calendar cal = Calendar.getInstance(l == null ? Locale.US : l);
                cal.setTimeInMillis(((Long) arg).longValue());
                t = cal;
            } else if (arg instanceof Date) {
                Calendar cal = Calendar.getInstance(l == null ? Locale.US : l);
                cal.setTime((Date) arg);
                t = cal;
            } else if (arg instanceof Calendar) {
                Calendar cal = (Calendar) ((Calendar) arg).clone();
                cal.setLenient(true);
                t = cal;
            } else if (arg instanceof java.time.temporal.TemporalAccessor) {
                t = arg;
            } else {
                throw new IllegalFormatConversionException(c, arg.getClass());
            }
            StringBuilder sb = new StringBuilder();
            appendDateTime(sb, t, c, l);
            String s = sb.toString();
            if (has(UPPERCASE)) {
                s = s.toUpperCase(l == null ? Locale.getDefault(Locale.Category.FORMAT) : l);
            }
            appendJustified(a, s);
        }

        private long dtField(Object t, char conv, ChronoField f) {
            if (t instanceof Calendar) {
                Calendar cal = (Calendar) t;
                switch (f) {
                    case HOUR_OF_DAY:
                        return cal.get(Calendar.HOUR_OF_DAY);
                    case CLOCK_HOUR_OF_AMPM: {
                        int h = cal.get(Calendar.HOUR);
                        return h == 0 ? 12 : h;
                    }
                    case MINUTE_OF_HOUR:
                        return cal.get(Calendar.MINUTE);
                    case SECOND_OF_MINUTE:
                        return cal.get(Calendar.SECOND);
                    case MILLI_OF_SECOND:
                        return cal.get(Calendar.MILLISECOND);
                    case NANO_OF_SECOND:
                        return cal.get(Calendar.MILLISECOND) * 1000000L;
                    case AMPM_OF_DAY:
                        return cal.get(Calendar.AM_PM);
                    case INSTANT_SECONDS:
                        return cal.getTimeInMillis() / 1000;
                    case MONTH_OF_YEAR:
                        return cal.get(Calendar.MONTH) + 1;
                    case DAY_OF_WEEK:
                        return (cal.get(Calendar.DAY_OF_WEEK) + 5) % 7 + 1;
                    case YEAR_OF_ERA:
                        return cal.get(Calendar.YEAR);
                    case DAY_OF_YEAR:
                        return cal.get(Calendar.DAY_OF_YEAR);
                    case DAY_OF_MONTH:
                        return cal.get(Calendar.DAY_OF_MONTH);
                    case OFFSET_SECONDS:
                        return (cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET)) / 1000;
                    default:
                        throw new IllegalFormatConversionException(conv, t.getClass());
                }
            }
            try {
                return ((java.time.temporal.TemporalAccessor) t).getLong(f);
            } catch (java.time.DateTimeException e) {
                throw new IllegalFormatConversionException(conv, t.getClass());
            }
        }

        private static void pad(StringBuilder sb, long v, int w) {
            String d = Long.toString(v);
            for (int i = d.length(); i < w; i++) {
                sb.append('0');
            }
            sb.append(d);
        }

        private void appendDateTime(StringBuilder sb, Object t, char conv, Locale l) {
            Locale nl = l == null ? Locale.US : l;
            switch (conv) {
                case 'H':
                    pad(sb, dtField(t, conv, ChronoField.HOUR_OF_DAY), 2);
                    break;
                case 'I':
                    pad(sb, dtField(t, conv, ChronoField.CLOCK_HOUR_OF_AMPM), 2);
                    break;
                case 'k':
                    sb.append(dtField(t, conv, ChronoField.HOUR_OF_DAY));
                    break;
                case 'l':
                    sb.append(dtField(t, conv, ChronoField.CLOCK_HOUR_OF_AMPM));
                    break;
                case 'M':
                    pad(sb, dtField(t, conv, ChronoField.MINUTE_OF_HOUR), 2);
                    break;
                case 'S':
                    pad(sb, dtField(t, conv, ChronoField.SECOND_OF_MINUTE), 2);
                    break;
                case 'L':
                    pad(sb, dtField(t, conv, ChronoField.MILLI_OF_SECOND), 3);
                    break;
                case 'N':
                    pad(sb, dtField(t, conv, ChronoField.NANO_OF_SECOND), 9);
                    break;
                case 'p': {
                    int i = (int) dtField(t, conv, ChronoField.AMPM_OF_DAY);
                    String s = l == null ? (i == 0 ? "AM" : "PM")
                            : java.text.DateFormatSymbols.getInstance(l).getAmPmStrings()[i];
                    sb.append(s.toLowerCase(l == null ? Locale.getDefault(Locale.Category.FORMAT) : l));
                    break;
                }
                case 'z': {
                    long i = dtField(t, conv, ChronoField.OFFSET_SECONDS);
                    boolean neg = i < 0;
                    sb.append(neg ? '-' : '+');
                    if (neg) {
                        i = -i;
                    }
                    long min = i / 60;
                    pad(sb, (min / 60) * 100 + (min % 60), 4);
                    break;
                }
                case 'Z':
                    appendZoneName(sb, t, conv, nl);
                    break;
                case 's':
                    sb.append(dtField(t, conv, ChronoField.INSTANT_SECONDS));
                    break;
                case 'Q':
                    if (t instanceof Calendar) {
                        sb.append(((Calendar) t).getTimeInMillis());
                    } else {
                        sb.append(dtField(t, conv, ChronoField.INSTANT_SECONDS) * 1000L + dtField(t, conv, ChronoField.MILLI_OF_SECOND));
                    }
                    break;
                case 'B':
                    sb.append(java.text.DateFormatSymbols.getInstance(nl).getMonths()[(int) dtField(t, conv, ChronoField.MONTH_OF_YEAR) - 1]);
                    break;
                case 'b':
                case 'h':
                    sb.append(java.text.DateFormatSymbols.getInstance(nl).getShortMonths()[(int) dtField(t, conv, ChronoField.MONTH_OF_YEAR) - 1]);
                    break;
                case 'A':
                    sb.append(java.text.DateFormatSymbols.getInstance(nl).getWeekdays()[(int) (dtField(t, conv, ChronoField.DAY_OF_WEEK) % 7) + 1]);
                    break;
                case 'a':
                    sb.append(java.text.DateFormatSymbols.getInstance(nl).getShortWeekdays()[(int) (dtField(t, conv, ChronoField.DAY_OF_WEEK) % 7) + 1]);
                    break;
                case 'C':
                    pad(sb, dtField(t, conv, ChronoField.YEAR_OF_ERA) / 100, 2);
                    break;
                case 'Y':
                    pad(sb, dtField(t, conv, ChronoField.YEAR_OF_ERA), 4);
                    break;
                case 'y':
                    pad(sb, dtField(t, conv, ChronoField.YEAR_OF_ERA) % 100, 2);
                    break;
                case 'j':
                    pad(sb, dtField(t, conv, ChronoField.DAY_OF_YEAR), 3);
                    break;
                case 'm':
                    pad(sb, dtField(t, conv, ChronoField.MONTH_OF_YEAR), 2);
                    break;
                case 'd':
                    pad(sb, dtField(t, conv, ChronoField.DAY_OF_MONTH), 2);
                    break;
                case 'e':
                    sb.append(dtField(t, conv, ChronoField.DAY_OF_MONTH));
                    break;
                case 'R':
                    appendDateTime(sb, t, 'H', l);
                    sb.append(':');
                    appendDateTime(sb, t, 'M', l);
                    break;
                case 'T':
                    appendDateTime(sb, t, 'H', l);
                    sb.append(':');
                    appendDateTime(sb, t, 'M', l);
                    sb.append(':');
                    appendDateTime(sb, t, 'S', l);
                    break;
                case 'r': {
                    appendDateTime(sb, t, 'I', l);
                    sb.append(':');
                    appendDateTime(sb, t, 'M', l);
                    sb.append(':');
                    appendDateTime(sb, t, 'S', l);
                    sb.append(' ');
                    StringBuilder p = new StringBuilder();
                    appendDateTime(p, t, 'p', l);
                    sb.append(p.toString().toUpperCase(l == null ? Locale.US : l));
                    break;
                }
                case 'D':
                    appendDateTime(sb, t, 'm', l);
                    sb.append('/');
                    appendDateTime(sb, t, 'd', l);
                    sb.append('/');
                    appendDateTime(sb, t, 'y', l);
                    break;
                case 'F':
                    appendDateTime(sb, t, 'Y', l);
                    sb.append('-');
                    appendDateTime(sb, t, 'm', l);
                    sb.append('-');
                    appendDateTime(sb, t, 'd', l);
                    break;
                case 'c':
                    appendDateTime(sb, t, 'a', l);
                    sb.append(' ');
                    appendDateTime(sb, t, 'b', l);
                    sb.append(' ');
                    appendDateTime(sb, t, 'd', l);
                    sb.append(' ');
                    appendDateTime(sb, t, 'T', l);
                    sb.append(' ');
                    appendDateTime(sb, t, 'Z', l);
                    sb.append(' ');
                    appendDateTime(sb, t, 'Y', l);
                    break;
                default:
                    throw new UnknownFormatConversionException("t" + conv);
            }
        }

        private void appendZoneName(StringBuilder sb, Object t, char conv, Locale l) {
            if (t instanceof Calendar) {
                Calendar cal = (Calendar) t;
                TimeZone tz = cal.getTimeZone();
                sb.append(tz.getDisplayName(cal.get(Calendar.DST_OFFSET) != 0, TimeZone.SHORT, l));
                return;
            }
            java.time.temporal.TemporalAccessor ta = (java.time.temporal.TemporalAccessor) t;
            java.time.ZoneId zid = ta.query(java.time.temporal.TemporalQueries.zone());
            if (zid == null) {
                throw new IllegalFormatConversionException(conv, t.getClass());
            }
            if (!(zid instanceof java.time.ZoneOffset)
                    && ta.isSupported(java.time.temporal.ChronoField.INSTANT_SECONDS)) {
                java.time.Instant instant = java.time.Instant.from(ta);
                sb.append(TimeZone.getTimeZone(zid.getId()).getDisplayName(
                        zid.getRules().isDaylightSavings(instant), TimeZone.SHORT, l));
                return;
            }
            sb.append(zid.getId());
        }

        private void printString(Appendable a, String s, Locale l) throws IOException {
            if (precision != -1 && precision < s.length()) {
                s = s.substring(0, precision);
            }
            if (has(UPPERCASE)) {
                s = s.toUpperCase();
            }
            appendJustified(a, s);
        }

        private void appendJustified(Appendable a, CharSequence cs) throws IOException {
            if (width == -1) {
                a.append(cs);
                return;
            }
            boolean padRight = has(LEFT_JUSTIFY);
            int sp = width - cs.length();
            if (padRight) {
                a.append(cs);
            }
            for (int i = 0; i < sp; i++) {
                a.append(' ');
            }
            if (!padRight) {
                a.append(cs);
            }
        }

        private void printCharacter(Appendable a, Object arg, Locale l) throws IOException {
            if (arg == null) {
                printString(a, "null", l);
                return;
            }
            String s;
            if (arg instanceof Character) {
                s = ((Character) arg).toString();
            } else if (arg instanceof Byte || arg instanceof Short || arg instanceof Integer) {
                int i = ((Number) arg).intValue();
                if (Character.isValidCodePoint(i)) {
                    s = new String(Character.toChars(i));
                } else {
                    throw new IllegalFormatCodePointException(i);
                }
            } else {
                throw new IllegalFormatConversionException(c, arg.getClass());
            }
            printString(a, s, l);
        }

        private void printInteger(Appendable a, Object arg, Locale l) throws IOException {
            if (arg == null) {
                printString(a, "null", l);
                return;
            }
            long v;
            if (arg instanceof Byte) {
                v = ((Byte) arg).byteValue();
                if (v < 0 && c != 'd') {
                    v += 1L << 8;
                }
            } else if (arg instanceof Short) {
                v = ((Short) arg).shortValue();
                if (v < 0 && c != 'd') {
                    v += 1L << 16;
                }
            } else if (arg instanceof Integer) {
                v = ((Integer) arg).intValue();
                if (v < 0 && c != 'd') {
                    v += 1L << 32;
                }
            } else if (arg instanceof Long) {
                v = ((Long) arg).longValue();
            } else if (arg instanceof java.math.BigInteger) {
                printBigInteger(a, (java.math.BigInteger) arg, l);
                return;
            } else {
                throw new IllegalFormatConversionException(c, arg.getClass());
            }
            StringBuilder sb = new StringBuilder();
            if (c == 'd') {
                boolean neg = v < 0;
                String valueStr = Long.toString(v, 10);
                leadingSign(sb, neg);
                localizedMagnitude(sb, valueStr, neg ? 1 : 0, adjustWidth(width, neg), l);
                trailingSign(sb, neg);
            } else if (c == 'o') {
                checkBadFlags(PARENTHESES, LEADING_SPACE, PLUS);
                String s = Long.toOctalString(v);
                int len = has(ALTERNATE) ? s.length() + 1 : s.length();
                if (has(ALTERNATE)) {
                    sb.append('0');
                }
                if (has(ZERO_PAD)) {
                    trailingZeros(sb, width - len);
                }
                sb.append(s);
            } else {
                checkBadFlags(PARENTHESES, LEADING_SPACE, PLUS);
                String s = Long.toHexString(v);
                int len = has(ALTERNATE) ? s.length() + 2 : s.length();
                if (has(ALTERNATE)) {
                    sb.append(has(UPPERCASE) ? "0X" : "0x");
                }
                if (has(ZERO_PAD)) {
                    trailingZeros(sb, width - len);
                }
                if (has(UPPERCASE)) {
                    s = s.toUpperCase();
                }
                sb.append(s);
            }
            appendJustified(a, sb);
        }

        /** BigInteger: a sign and the magnitude in every radix (no two's complement). */
        private void printBigInteger(Appendable a, java.math.BigInteger value, Locale l) throws IOException {
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() < 0;
            java.math.BigInteger v = value.abs();
            leadingSign(sb, neg);
            if (c == 'd') {
                localizedMagnitude(sb, v.toString(), 0, adjustWidth(width, neg), l);
            } else {
                String s = v.toString(c == 'o' ? 8 : 16);
                int len = s.length() + sb.length();
                if (neg && has(PARENTHESES)) {
                    len++;
                }
                if (has(ALTERNATE)) {
                    if (c == 'o') {
                        len++;
                        sb.append('0');
                    } else {
                        len += 2;
                        sb.append(has(UPPERCASE) ? "0X" : "0x");
                    }
                }
                if (has(ZERO_PAD)) {
                    trailingZeros(sb, width - len);
                }
                if (c == 'x' && has(UPPERCASE)) {
                    s = s.toUpperCase();
                }
                sb.append(s);
            }
            trailingSign(sb, neg);
            appendJustified(a, sb);
        }

        private void printBigDecimal(Appendable a, java.math.BigDecimal value, Locale l) throws IOException {
            if (c == 'a') {
                throw new IllegalFormatConversionException(c, value.getClass());
            }
            StringBuilder sb = new StringBuilder();
            boolean neg = value.signum() < 0;
            leadingSign(sb, neg);
            printBigDecimalDigits(sb, value.abs(), l, c, precision, neg);
            trailingSign(sb, neg);
            appendJustified(a, sb);
        }

        private void printBigDecimalDigits(StringBuilder sb, java.math.BigDecimal value, Locale l, char conv,
                                           int precision, boolean neg) {
            if (conv == 'e') {
                int prec = precision == -1 ? 6 : precision;
                int origPrec = value.precision();
                int nzeros = 0;
                int compPrec;
                if (prec > origPrec - 1) {
                    compPrec = origPrec;
                    nzeros = prec - (origPrec - 1);
                } else {
                    compPrec = prec + 1;
                }
                java.math.BigDecimal v = new java.math.BigDecimal(value.unscaledValue(), value.scale(),
                    new java.math.MathContext(compPrec));
                String coeff = v.unscaledValue().toString();
                StringBuilder mant = new StringBuilder();
                mant.append(coeff.charAt(0));
                boolean dot = coeff.length() > 1;
                if (dot) {
                    mant.append('.').append(coeff, 1, coeff.length());
                }
                long adjusted = -(long) v.scale() + (coeff.length() - 1);
                StringBuilder exp = new StringBuilder();
                if (adjusted != 0) {
                    long abs = Math.abs(adjusted);
                    exp.append(adjusted < 0 ? '-' : '+');
                    if (abs < 10) {
                        exp.append('0');
                    }
                    exp.append(abs);
                } else {
                    exp.append("+00");
                }
                if ((origPrec == 1 || !dot) && (nzeros > 0 || has(ALTERNATE))) {
                    mant.append('.');
                }
                trailingZeros(mant, nzeros);
                int newW = width;
                if (width != -1) {
                    newW = adjustWidth(width - exp.length() - 1, neg);
                }
                localizedMagnitude(sb, mant, 0, newW, l);
                sb.append(has(UPPERCASE) ? 'E' : 'e');
                sb.append(exp.charAt(0));
                char zero = zeroDigit(l);
                for (int i = 1; i < exp.length(); i++) {
                    sb.append((char) ((exp.charAt(i) - '0') + zero));
                }
            } else if (conv == 'f') {
                int prec = precision == -1 ? 6 : precision;
                if (value.scale() > prec) {
                    value = value.setScale(prec, java.math.RoundingMode.HALF_UP);
                }
                String coeff = value.unscaledValue().toString();
                int scale = value.scale();
                StringBuilder mant = new StringBuilder();
                if (scale == 0) {
                    mant.append(coeff);
                } else if (scale > 0) {
                    int pad = scale - coeff.length();
                    if (pad >= 0) {
                        mant.append("0.");
                        for (; pad > 0; pad--) {
                            mant.append('0');
                        }
                        mant.append(coeff);
                    } else {
                        mant.append(coeff, 0, -pad).append('.').append(coeff, -pad, coeff.length());
                    }
                } else {
                    mant.append(coeff);
                    for (long i = -(long) scale; i > 0; i--) {
                        mant.append('0');
                    }
                    scale = 0;
                }
                int nzeros = scale < prec ? prec - scale : 0;
                if (scale == 0 && (has(ALTERNATE) || nzeros > 0)) {
                    mant.append('.');
                }
                trailingZeros(mant, nzeros);
                localizedMagnitude(sb, mant, 0, adjustWidth(width, neg), l);
            } else {
                int prec = precision;
                if (precision == -1) {
                    prec = 6;
                } else if (precision == 0) {
                    prec = 1;
                }
                value = value.round(new java.math.MathContext(prec));
                java.math.BigDecimal low = java.math.BigDecimal.valueOf(1, 4);
                java.math.BigDecimal high = java.math.BigDecimal.valueOf(1, -prec);
                if (value.equals(java.math.BigDecimal.ZERO)
                        || (value.compareTo(low) != -1 && value.compareTo(high) == -1)) {
                    int e = -value.scale() + (value.unscaledValue().toString().length() - 1);
                    printBigDecimalDigits(sb, value, l, 'f', prec - e - 1, neg);
                } else {
                    printBigDecimalDigits(sb, value, l, 'e', prec - 1, neg);
                }
            }
        }

        private void printFloat(Appendable a, Object arg, Locale l) throws IOException {
            if (arg == null) {
                printString(a, "null", l);
                return;
            }
            if (arg instanceof java.math.BigDecimal) {
                printBigDecimal(a, (java.math.BigDecimal) arg, l);
                return;
            }
            double value;
            if (arg instanceof Double) {
                value = ((Double) arg).doubleValue();
            } else if (arg instanceof Float) {
                value = ((Float) arg).floatValue();
            } else {
                throw new IllegalFormatConversionException(c, arg.getClass());
            }
            StringBuilder sb = new StringBuilder();
            boolean neg = Double.compare(value, 0.0) == -1;
            if (!Double.isNaN(value)) {
                double v = Math.abs(value);
                leadingSign(sb, neg);
                if (!Double.isInfinite(v)) {
                    printFinite(sb, v, l, neg);
                } else {
                    sb.append(has(UPPERCASE) ? "INFINITY" : "Infinity");
                }
                trailingSign(sb, neg);
            } else {
                sb.append(has(UPPERCASE) ? "NAN" : "NaN");
            }
            appendJustified(a, sb);
        }

        private void printFinite(StringBuilder sb, double value, Locale l, boolean neg) {
            if (c == 'e') {
                int prec = (precision == -1 ? 6 : precision);
                String r = formatDouble(value, 'e', prec);
                printScientific(sb, r, prec, l, neg);
            } else if (c == 'f') {
                int prec = (precision == -1 ? 6 : precision);
                StringBuilder mant = new StringBuilder(formatDouble(value, 'f', prec));
                addZeros(mant, prec);
                if (has(ALTERNATE) && prec == 0) {
                    mant.append('.');
                }
                int newW = width;
                if (width != -1) {
                    newW = adjustWidth(width, neg);
                }
                localizedMagnitude(sb, mant, 0, newW, l);
            } else if (c == 'g') {
                int prec = precision;
                if (precision == -1) {
                    prec = 6;
                } else if (precision == 0) {
                    prec = 1;
                }
                String r;
                if (value == 0.0) {
                    StringBuilder z = new StringBuilder("0");
                    addZeros(z, prec - 1);
                    r = z.toString();
                } else {
                    r = formatDouble(value, 'g', prec);
                }
                int e = r.indexOf('e');
                if (e < 0) {
                    e = r.indexOf('E');
                }
                if (e >= 0) {
                    printScientific(sb, r, prec - 1, l, neg);
                } else {
                    int newW = width;
                    if (width != -1) {
                        newW = adjustWidth(width, neg);
                    }
                    localizedMagnitude(sb, r, 0, newW, l);
                }
            } else {
                int prec = precision;
                if (precision == -1) {
                    prec = 0;
                } else if (precision == 0) {
                    prec = 1;
                }
                // the native takes the user's precision (-1: all digits, 0: one digit)
                String s = formatDouble(value, 'a', precision);
                if (s.startsWith("0x") || s.startsWith("0X")) {
                    s = s.substring(2);
                }
                boolean upper = has(UPPERCASE);
                sb.append(upper ? "0X" : "0x");
                if (has(ZERO_PAD)) {
                    int leadingCharacters = 2;
                    if (has(LEADING_SPACE) || has(PLUS) || neg) {
                        leadingCharacters = 3;
                    }
                    // HotSpot pads from the digits before they are filled up to the precision
                    trailingZeros(sb, width - strippedHexLength(s) - leadingCharacters);
                }
                int idx = s.indexOf('p');
                if (idx < 0) {
                    idx = s.indexOf('P');
                }
                if (idx < 0) {
                    idx = s.length();
                }
                StringBuilder va = new StringBuilder();
                String head = s.substring(0, idx);
                va.append(upper ? head.toUpperCase() : head.toLowerCase());
                if (prec != 0) {
                    addZeros(va, prec);
                }
                sb.append(va);
                if (idx < s.length()) {
                    sb.append(upper ? 'P' : 'p');
                    sb.append(s, idx + 1, s.length());
                }
            }
        }

        /** Length of a hex significand "h.hhhp.." with trailing fraction zeros dropped (one kept). */
        private static int strippedHexLength(String s) {
            int p = s.indexOf('p');
            if (p < 0) {
                p = s.indexOf('P');
            }
            if (p < 0) {
                return s.length();
            }
            int dot = s.indexOf('.');
            int end = p;
            while (dot >= 0 && end - 1 > dot + 1 && s.charAt(end - 1) == '0') {
                end--;
            }
            return s.length() - (p - end);
        }

        /** r is "d.ddde+XX"; prints mantissa (padded/localized), 'e' and exponent. */
        private void printScientific(StringBuilder sb, String r, int prec, Locale l, boolean neg) {
            int e = r.indexOf('e');
            if (e < 0) {
                e = r.indexOf('E');
            }
            StringBuilder mant = new StringBuilder(r.substring(0, e));
            String exp = r.substring(e + 1);
            if (exp.isEmpty() || (exp.charAt(0) != '+' && exp.charAt(0) != '-')) {
                exp = "+" + exp;
            }
            if (exp.length() == 2) {
                exp = exp.charAt(0) + "0" + exp.charAt(1);
            }
            if (has(ALTERNATE) && prec == 0 && mant.indexOf(".") < 0) {
                mant.append('.');
            }
            int newW = width;
            if (width != -1) {
                newW = adjustWidth(width - exp.length() - 1, neg);
            }
            localizedMagnitude(sb, mant, 0, newW, l);
            sb.append(has(UPPERCASE) ? 'E' : 'e');
            sb.append(exp.charAt(0));
            char zero = zeroDigit(l);
            for (int i = 1; i < exp.length(); i++) {
                sb.append((char) ((exp.charAt(i) - '0') + zero));
            }
        }

        private static void addZeros(StringBuilder sb, int prec) {
            int len = sb.length();
            int i;
            for (i = 0; i < len; i++) {
                if (sb.charAt(i) == '.') {
                    break;
                }
            }
            boolean needDot = (i == len);
            int outPrec = len - i - (needDot ? 0 : 1);
            if (outPrec >= prec) {
                return;
            }
            if (needDot) {
                sb.append('.');
            }
            trailingZeros(sb, prec - outPrec);
        }

        private static void trailingZeros(StringBuilder sb, int nzeros) {
            for (int i = 0; i < nzeros; i++) {
                sb.append('0');
            }
        }

        private int adjustWidth(int w, boolean neg) {
            int newW = w;
            if (newW != -1 && neg && has(PARENTHESES)) {
                newW--;
            }
            return newW;
        }

        private void leadingSign(StringBuilder sb, boolean neg) {
            if (!neg) {
                if (has(PLUS)) {
                    sb.append('+');
                } else if (has(LEADING_SPACE)) {
                    sb.append(' ');
                }
            } else {
                if (has(PARENTHESES)) {
                    sb.append('(');
                } else {
                    sb.append('-');
                }
            }
        }

        private void trailingSign(StringBuilder sb, boolean neg) {
            if (neg && has(PARENTHESES)) {
                sb.append(')');
            }
        }

        private void localizedMagnitude(StringBuilder sb, CharSequence value, int offset, int width,
                                        Locale l) {
            int begin = sb.length();
            char zero = zeroDigit(l);
            char grpSep = '\0';
            int grpSize = -1;
            char decSep = '\0';
            int len = value.length();
            int dot = len;
            for (int j = offset; j < len; j++) {
                if (value.charAt(j) == '.') {
                    dot = j;
                    break;
                }
            }
            if (dot < len) {
                decSep = decimalSeparator(l);
            }
            if (has(GROUP)) {
                grpSep = groupingSeparator(l);
                grpSize = 3;
            }
            for (int j = offset; j < len; j++) {
                if (j == dot) {
                    sb.append(decSep);
                    grpSep = '\0';
                    continue;
                }
                char ch = value.charAt(j);
                sb.append((char) ((ch - '0') + zero));
                if (grpSep != '\0' && j != dot - 1 && ((dot - j) % grpSize == 1)) {
                    sb.append(grpSep);
                }
            }
            if (width != -1 && has(ZERO_PAD)) {
                for (int k = sb.length(); k < width; k++) {
                    sb.insert(begin, zero);
                }
            }
        }
    }

    // ---------------------------------------------------------------- locale data

    static char zeroDigit(Locale l) {
        return '0';
    }

    static char decimalSeparator(Locale l) {
        if (l == null) {
            return '.';
        }
        String lang = l.getLanguage();
        if (lang.equals("de") || lang.equals("fr") || lang.equals("it") || lang.equals("es")
                || lang.equals("pt") || lang.equals("nl") || lang.equals("ru") || lang.equals("pl")
                || lang.equals("tr") || lang.equals("da") || lang.equals("sv") || lang.equals("fi")
                || lang.equals("nb") || lang.equals("no") || lang.equals("cs") || lang.equals("uk")
                || lang.equals("id") || lang.equals("el") || lang.equals("hu") || lang.equals("ro")) {
            return l.getCountry().equals("CH") ? '.' : ',';
        }
        return '.';
    }

    static char groupingSeparator(Locale l) {
        if (l == null) {
            return ',';
        }
        String lang = l.getLanguage();
        if (lang.equals("de") || lang.equals("it") || lang.equals("es") || lang.equals("pt")
                || lang.equals("nl") || lang.equals("tr") || lang.equals("da") || lang.equals("id")
                || lang.equals("el") || lang.equals("ro")) {
            if (lang.equals("de") && l.getCountry().equals("CH")) {
                return '\u2019';
            }
            return '.';
        }
        if (lang.equals("fr")) {
            return '\u202f';
        }
        if (lang.equals("ru") || lang.equals("pl") || lang.equals("sv") || lang.equals("fi")
                || lang.equals("nb") || lang.equals("no") || lang.equals("cs") || lang.equals("uk")
                || lang.equals("hu")) {
            return '\u00a0';
        }
        return ',';
    }
}
