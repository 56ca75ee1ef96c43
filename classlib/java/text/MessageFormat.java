package java.text;

import java.util.ArrayList;
import java.util.Locale;

/**
 * "{index[,type[,style]]}" patterns over literal text ('' is a quote, '...' quotes braces).
 * Types: number (integer, currency, percent or a DecimalFormat pattern) and choice
 * (a ChoiceFormat pattern; a chosen text containing '{' is formatted again with the same
 * arguments), date and time (short, medium, long, full or a SimpleDateFormat pattern); a Date
 * argument without a format is formatted with the SHORT date and time of the locale.
 *
 * Invariant: pattern holds the literal text; offsets[i] is where argument i's output goes,
 * ascending; argumentNumbers[i] and formats[i] (null: default formatting) belong to it.
 */
public class MessageFormat extends Format {
    private static final long serialVersionUID = 6479157306784022952L;

    /** The field of a formatted argument. */
    public static class Field extends Format.Field {
        private static final long serialVersionUID = 7899943957617360810L;

        public static final Field ARGUMENT = new Field("message argument field");

        protected Field(String name) {
            super(name);
        }
    }

    private Locale locale;
    private String pattern = "";
    private Format[] formats = new Format[0];
    private int[] offsets = new int[0];
    private int[] argumentNumbers = new int[0];
    private String[] kinds = new String[0];

    public MessageFormat(String pattern) {
        this.locale = Locale.getDefault(Locale.Category.FORMAT);
        applyPattern(pattern);
    }

    public MessageFormat(String pattern, Locale locale) {
        this.locale = locale;
        applyPattern(pattern);
    }

    public void setLocale(Locale locale) {
        this.locale = locale;
    }

    public Locale getLocale() {
        return locale;
    }

    public void applyPattern(String pattern) {
        StringBuilder text = new StringBuilder();
        ArrayList<Format> fs = new ArrayList<>();
        ArrayList<Integer> offs = new ArrayList<>();
        ArrayList<Integer> nums = new ArrayList<>();
        ArrayList<String> ks = new ArrayList<>();
        boolean inQuote = false;
        int i = 0;
        int n = pattern.length();
        while (i < n) {
            char ch = pattern.charAt(i);
            if (ch == '\'') {
                if (i + 1 < n && pattern.charAt(i + 1) == '\'') {
                    text.append('\'');
                    i += 2;
                } else {
                    inQuote = !inQuote;
                    i++;
                }
            } else if (ch == '{' && !inQuote) {
                // Collect the argument's segments, with nested braces and quotes in the style.
                StringBuilder[] seg = {new StringBuilder(), new StringBuilder(), new StringBuilder()};
                int part = 0;
                int depth = 0;
                boolean q = false;
                int j = i + 1;
                boolean closed = false;
                for (; j < n; j++) {
                    char c = pattern.charAt(j);
                    if (part < 2) {
                        if (c == ',') {
                            part++;
                            continue;
                        }
                        if (c == '}') {
                            closed = true;
                            break;
                        }
                        if (c == '{' || c == '\'') {
                            seg[part].append(c);
                            continue;
                        }
                        seg[part].append(c);
                        continue;
                    }
                    if (c == '\'') {
                        q = !q;
                    } else if (!q) {
                        if (c == '{') {
                            depth++;
                        } else if (c == '}') {
                            if (depth == 0) {
                                closed = true;
                                break;
                            }
                            depth--;
                        }
                    }
                    seg[2].append(c);
                }
                if (!closed) {
                    throw new IllegalArgumentException("Unmatched braces in the pattern.");
                }
                int num;
                try {
                    num = Integer.parseInt(seg[0].toString());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("can't parse argument number: " + seg[0], e);
                }
                if (num < 0) {
                    throw new IllegalArgumentException("negative argument number: " + num);
                }
                String type = seg[1].toString().trim();
                String style = seg[2].toString();
                Format f = makeFormat(type, style, part);
                offs.add(text.length());
                nums.add(num);
                fs.add(f);
                ks.add(part == 0 ? "" : type.toLowerCase(Locale.ROOT) + (part == 2 ? "," + style.trim() : ""));
                i = j + 1;
            } else {
                text.append(ch);
                i++;
            }
        }
        this.pattern = text.toString();
        int k = fs.size();
        formats = fs.toArray(new Format[k]);
        offsets = new int[k];
        argumentNumbers = new int[k];
        kinds = ks.toArray(new String[k]);
        for (int m = 0; m < k; m++) {
            offsets[m] = offs.get(m);
            argumentNumbers[m] = nums.get(m);
        }
    }

    private Format makeFormat(String type, String style, int part) {
        if (part == 0) {
            return null;
        }
        String t = type.toLowerCase(Locale.ROOT);
        String s = style.trim();
        switch (t) {
            case "number":
                if (part < 2 || s.isEmpty()) {
                    return NumberFormat.getInstance(locale);
                }
                switch (s.toLowerCase(Locale.ROOT)) {
                    case "currency":
                        return NumberFormat.getCurrencyInstance(locale);
                    case "percent":
                        return NumberFormat.getPercentInstance(locale);
                    case "integer":
                        return NumberFormat.getIntegerInstance(locale);
                    default:
                        return new DecimalFormat(style, DecimalFormatSymbols.getInstance(locale));
                }
            case "choice":
                return new ChoiceFormat(style);
            case "date":
            case "time": {
                int st = -1;
                if (part < 2) {
                    st = DateFormat.DEFAULT;
                } else {
                    switch (s.toLowerCase(Locale.ROOT)) {
                        case "":
                            st = DateFormat.DEFAULT;
                            break;
                        case "short":
                            st = DateFormat.SHORT;
                            break;
                        case "medium":
                            st = DateFormat.MEDIUM;
                            break;
                        case "long":
                            st = DateFormat.LONG;
                            break;
                        case "full":
                            st = DateFormat.FULL;
                            break;
                        default:
                            break;
                    }
                }
                if (st < 0) {
                    return new SimpleDateFormat(style, locale);
                }
                return t.equals("date") ? DateFormat.getDateInstance(st, locale) : DateFormat.getTimeInstance(st, locale);
            }
            default:
                throw new IllegalArgumentException("unknown format type: " + type);
        }
    }

    public String toPattern() {
        StringBuilder sb = new StringBuilder();
        int last = 0;
        for (int i = 0; i < formats.length; i++) {
            copyAndFixQuotes(pattern, last, offsets[i], sb);
            last = offsets[i];
            sb.append('{').append(argumentNumbers[i]);
            Format f = formats[i];
            if (f != null) {
                if (f instanceof ChoiceFormat) {
                    sb.append(",choice,").append(((ChoiceFormat) f).toPattern());
                } else if (f.equals(NumberFormat.getInstance(locale))) {
                    sb.append(",number");
                } else if (f.equals(NumberFormat.getCurrencyInstance(locale))) {
                    sb.append(",number,currency");
                } else if (f.equals(NumberFormat.getPercentInstance(locale))) {
                    sb.append(",number,percent");
                } else if (f.equals(NumberFormat.getIntegerInstance(locale))) {
                    sb.append(",number,integer");
                } else if (f instanceof DecimalFormat) {
                    sb.append(",number,").append(((DecimalFormat) f).toPattern());
                } else if (f instanceof DateFormat) {
                    int[] styles = {DateFormat.DEFAULT, DateFormat.SHORT, DateFormat.MEDIUM, DateFormat.LONG,
                        DateFormat.FULL};
                    String[] words = {"", "short", "medium", "long", "full"};
                    int index;
                    for (index = 0; index < styles.length; index++) {
                        if (f.equals(DateFormat.getDateInstance(styles[index], locale))) {
                            sb.append(",date");
                            break;
                        }
                        if (f.equals(DateFormat.getTimeInstance(styles[index], locale))) {
                            sb.append(",time");
                            break;
                        }
                    }
                    if (index >= styles.length) {
                        if (f instanceof SimpleDateFormat) {
                            sb.append(",date,").append(((SimpleDateFormat) f).toPattern());
                        }
                    } else if (index != 0) {
                        sb.append(',').append(words[index]);
                    }
                }
            }
            sb.append('}');
        }
        copyAndFixQuotes(pattern, last, pattern.length(), sb);
        return sb.toString();
    }

    private static void copyAndFixQuotes(String source, int start, int end, StringBuilder target) {
        boolean quoted = false;
        for (int i = start; i < end; ++i) {
            char ch = source.charAt(i);
            if (ch == '{') {
                if (!quoted) {
                    target.append('\'');
                    quoted = true;
                }
                target.append(ch);
            } else if (ch == '\'') {
                target.append("''");
            } else {
                if (quoted) {
                    target.append('\'');
                    quoted = false;
                }
                target.append(ch);
            }
        }
        if (quoted) {
            target.append('\'');
        }
    }

    public void setFormatsByArgumentIndex(Format[] newFormats) {
        for (int i = 0; i < formats.length; i++) {
            int j = argumentNumbers[i];
            if (j < newFormats.length) {
                formats[i] = newFormats[j];
            }
        }
    }

    public void setFormats(Format[] newFormats) {
        int count = Math.min(newFormats.length, formats.length);
        System.arraycopy(newFormats, 0, formats, 0, count);
    }

    public void setFormatByArgumentIndex(int argumentIndex, Format newFormat) {
        for (int i = 0; i < formats.length; i++) {
            if (argumentNumbers[i] == argumentIndex) {
                formats[i] = newFormat;
            }
        }
    }

    public void setFormat(int formatElementIndex, Format newFormat) {
        if (formatElementIndex >= formats.length) {
            throw new ArrayIndexOutOfBoundsException(formatElementIndex);
        }
        formats[formatElementIndex] = newFormat;
    }

    public Format[] getFormatsByArgumentIndex() {
        int max = -1;
        for (int n : argumentNumbers) {
            max = Math.max(max, n);
        }
        Format[] out = new Format[max + 1];
        for (int i = 0; i < formats.length; i++) {
            out[argumentNumbers[i]] = formats[i];
        }
        return out;
    }

    public Format[] getFormats() {
        return formats.clone();
    }

    public final StringBuffer format(Object[] arguments, StringBuffer result, FieldPosition pos) {
        int last = 0;
        for (int i = 0; i < formats.length; i++) {
            result.append(pattern, last, offsets[i]);
            last = offsets[i];
            int n = argumentNumbers[i];
            if (arguments == null || n >= arguments.length) {
                result.append('{').append(n).append('}');
                continue;
            }
            Object obj = arguments[n];
            String arg;
            Format f = formats[i];
            if (obj == null) {
                arg = "null";
            } else if (f != null) {
                arg = f.format(obj);
                if (f instanceof ChoiceFormat && arg.indexOf('{') >= 0) {
                    arg = new MessageFormat(arg, locale).format(arguments);
                }
            } else if (obj instanceof Number) {
                arg = NumberFormat.getInstance(locale).format(obj);
            } else if (obj instanceof java.util.Date) {
                arg = DateFormat.getDateTimeInstance(DateFormat.SHORT, DateFormat.SHORT, locale).format(obj);
            } else if (obj instanceof String) {
                arg = (String) obj;
            } else {
                arg = obj.toString();
            }
            int begin = result.length();
            result.append(arg);
            if (pos != null && pos.getFieldAttribute() == Field.ARGUMENT && pos.getEndIndex() == 0
                    && pos.getBeginIndex() == 0) {
                pos.setBeginIndex(begin);
                pos.setEndIndex(result.length());
            }
        }
        result.append(pattern, last, pattern.length());
        return result;
    }

    public static String format(String pattern, Object... arguments) {
        return new MessageFormat(pattern).format(arguments);
    }

    @Override
    public final StringBuffer format(Object arguments, StringBuffer result, FieldPosition pos) {
        return format((Object[]) arguments, result, pos);
    }

    public Object[] parse(String source, ParsePosition pos) {
        if (source == null) {
            return new Object[0];
        }
        int max = -1;
        for (int n : argumentNumbers) {
            max = Math.max(max, n);
        }
        Object[] result = new Object[max + 1];
        int patternOffset = 0;
        int sourceOffset = pos.index;
        ParsePosition temp = new ParsePosition(0);
        for (int i = 0; i < formats.length; ++i) {
            int len = offsets[i] - patternOffset;
            if (len == 0 || pattern.regionMatches(patternOffset, source, sourceOffset, len)) {
                sourceOffset += len;
                patternOffset += len;
            } else {
                pos.errorIndex = sourceOffset;
                return null;
            }
            if (formats[i] == null) {
                int tempLength = (i != formats.length - 1) ? offsets[i + 1] : pattern.length();
                int next;
                if (patternOffset >= tempLength) {
                    next = source.length();
                } else {
                    next = source.indexOf(pattern.substring(patternOffset, tempLength), sourceOffset);
                }
                if (next < 0) {
                    pos.errorIndex = sourceOffset;
                    return null;
                }
                String strValue = source.substring(sourceOffset, next);
                if (!strValue.equals("{" + argumentNumbers[i] + "}")) {
                    result[argumentNumbers[i]] = strValue;
                }
                sourceOffset = next;
            } else {
                temp.index = sourceOffset;
                result[argumentNumbers[i]] = formats[i].parseObject(source, temp);
                if (temp.index == sourceOffset) {
                    pos.errorIndex = sourceOffset;
                    return null;
                }
                sourceOffset = temp.index;
            }
        }
        int len = pattern.length() - patternOffset;
        if (len == 0 || pattern.regionMatches(patternOffset, source, sourceOffset, len)) {
            pos.index = sourceOffset + len;
        } else {
            pos.errorIndex = sourceOffset;
            return null;
        }
        return result;
    }

    public Object[] parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Object[] result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("MessageFormat parse error!", pos.errorIndex);
        }
        return result;
    }

    @Override
    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    @Override
    public Object clone() {
        MessageFormat other = (MessageFormat) super.clone();
        other.formats = formats.clone();
        for (int i = 0; i < formats.length; ++i) {
            if (formats[i] != null) {
                other.formats[i] = (Format) formats[i].clone();
            }
        }
        other.offsets = offsets.clone();
        other.argumentNumbers = argumentNumbers.clone();
        other.kinds = kinds.clone();
        return other;
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        MessageFormat other = (MessageFormat) obj;
        return java.util.Objects.equals(locale, other.locale) && pattern.equals(other.pattern)
            && java.util.Arrays.equals(offsets, other.offsets)
            && java.util.Arrays.equals(argumentNumbers, other.argumentNumbers)
            && java.util.Arrays.equals(formats, other.formats);
    }

    @Override
    public int hashCode() {
        return pattern.hashCode();
    }
}
