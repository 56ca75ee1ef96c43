package java.text;

import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Formats and parses Dates with a pattern of letters (G y Y M L w W D d F E u a H k K h m s
 * S z Z X) and quoted literals, through a Calendar in the format's time zone.
 */
public class SimpleDateFormat extends DateFormat {
    private static final long serialVersionUID = 4774881970558875024L;

    private String pattern;
    private DateFormatSymbols formatData;
    private final Locale locale;
    private transient List<Item> items;
    private Date defaultCenturyStart;
    private transient int defaultCenturyStartYear;

    /** One piece of a compiled pattern: a letter run (letter, count) or literal text. */
    private static final class Item {
        final char letter;
        final int count;
        final String literal;

        Item(char letter, int count, String literal) {
            this.letter = letter;
            this.count = count;
            this.literal = literal;
        }

        boolean isNumeric() {
            if (literal != null) {
                return false;
            }
            switch (letter) {
                case 'y':
                case 'Y':
                case 'u':
                case 'd':
                case 'H':
                case 'k':
                case 'K':
                case 'h':
                case 'm':
                case 's':
                case 'S':
                case 'D':
                case 'F':
                case 'w':
                case 'W':
                    return true;
                case 'M':
                case 'L':
                    return count <= 2;
                default:
                    return false;
            }
        }
    }

    public SimpleDateFormat() {
        this(DateTimePatternSource.defaultPattern(Locale.getDefault(Locale.Category.FORMAT)),
            Locale.getDefault(Locale.Category.FORMAT));
    }

    public SimpleDateFormat(String pattern) {
        this(pattern, Locale.getDefault(Locale.Category.FORMAT));
    }

    public SimpleDateFormat(String pattern, Locale locale) {
        if (pattern == null || locale == null) {
            throw new NullPointerException();
        }
        this.locale = locale;
        this.formatData = DateFormatSymbols.getInstance(locale);
        this.calendar = Calendar.getInstance(TimeZone.getDefault(), locale);
        applyPattern(pattern);
        initCentury();
    }

    public SimpleDateFormat(String pattern, DateFormatSymbols formatSymbols) {
        if (pattern == null || formatSymbols == null) {
            throw new NullPointerException();
        }
        this.locale = Locale.getDefault(Locale.Category.FORMAT);
        this.formatData = (DateFormatSymbols) formatSymbols.clone();
        this.calendar = Calendar.getInstance(TimeZone.getDefault(), locale);
        applyPattern(pattern);
        initCentury();
    }

    private void initCentury() {
        Calendar c = (Calendar) calendar.clone();
        c.setTimeInMillis(System.currentTimeMillis());
        c.add(Calendar.YEAR, -80);
        defaultCenturyStart = c.getTime();
        defaultCenturyStartYear = c.get(Calendar.YEAR);
    }

    public void set2DigitYearStart(Date startDate) {
        defaultCenturyStart = new Date(startDate.getTime());
        Calendar c = (Calendar) calendar.clone();
        c.setTime(startDate);
        defaultCenturyStartYear = c.get(Calendar.YEAR);
    }

    public Date get2DigitYearStart() {
        return (Date) defaultCenturyStart.clone();
    }

    private static boolean isLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static List<Item> compile(String pattern) {
        List<Item> out = new ArrayList<>();
        StringBuilder lit = new StringBuilder();
        int i = 0;
        int n = pattern.length();
        while (i < n) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < n && pattern.charAt(i + 1) == '\'') {
                    lit.append('\'');
                    i += 2;
                    continue;
                }
                int j = i + 1;
                while (true) {
                    if (j >= n) {
                        throw new IllegalArgumentException("Unterminated quote");
                    }
                    char d = pattern.charAt(j);
                    if (d == '\'') {
                        if (j + 1 < n && pattern.charAt(j + 1) == '\'') {
                            lit.append('\'');
                            j += 2;
                            continue;
                        }
                        break;
                    }
                    lit.append(d);
                    j++;
                }
                i = j + 1;
            } else if (isLetter(c)) {
                if (DateFormatSymbols.PATTERN_CHARS.indexOf(c) < 0) {
                    throw new IllegalArgumentException("Illegal pattern character '" + c + "'");
                }
                if (lit.length() > 0) {
                    out.add(new Item((char) 0, 0, lit.toString()));
                    lit.setLength(0);
                }
                int j = i;
                while (j < n && pattern.charAt(j) == c) {
                    j++;
                }
                if (c == 'X' && j - i > 3) {
                    throw new IllegalArgumentException("invalid ISO 8601 format: length=" + (j - i));
                }
                out.add(new Item(c, j - i, null));
                i = j;
            } else {
                lit.append(c);
                i++;
            }
        }
        if (lit.length() > 0) {
            out.add(new Item((char) 0, 0, lit.toString()));
        }
        return out;
    }

    public String toPattern() {
        return pattern;
    }

    public String toLocalizedPattern() {
        return pattern;
    }

    public void applyPattern(String pattern) {
        this.items = compile(pattern);
        this.pattern = pattern;
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern);
    }

    public DateFormatSymbols getDateFormatSymbols() {
        return (DateFormatSymbols) formatData.clone();
    }

    public void setDateFormatSymbols(DateFormatSymbols newFormatSymbols) {
        this.formatData = (DateFormatSymbols) newFormatSymbols.clone();
    }

    // --- formatting ---------------------------------------------------------------------

    @Override
    public StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition pos) {
        calendar.setTime(date);
        for (Item item : items) {
            if (item.literal != null) {
                toAppendTo.append(item.literal);
            } else {
                int begin = toAppendTo.length();
                formatField(item.letter, item.count, toAppendTo);
                if (pos != null && pos.getField() == fieldIdOf(item.letter) && pos.getEndIndex() == 0) {
                    pos.setBeginIndex(begin);
                    pos.setEndIndex(toAppendTo.length());
                }
            }
        }
        return toAppendTo;
    }

    private static int fieldIdOf(char letter) {
        switch (letter) {
            case 'G':
                return ERA_FIELD;
            case 'y':
            case 'Y':
                return YEAR_FIELD;
            case 'M':
            case 'L':
                return MONTH_FIELD;
            case 'd':
                return DATE_FIELD;
            case 'k':
                return HOUR_OF_DAY1_FIELD;
            case 'H':
                return HOUR_OF_DAY0_FIELD;
            case 'm':
                return MINUTE_FIELD;
            case 's':
                return SECOND_FIELD;
            case 'S':
                return MILLISECOND_FIELD;
            case 'E':
            case 'u':
                return DAY_OF_WEEK_FIELD;
            case 'D':
                return DAY_OF_YEAR_FIELD;
            case 'F':
                return DAY_OF_WEEK_IN_MONTH_FIELD;
            case 'w':
                return WEEK_OF_YEAR_FIELD;
            case 'W':
                return WEEK_OF_MONTH_FIELD;
            case 'a':
                return AM_PM_FIELD;
            case 'h':
                return HOUR1_FIELD;
            case 'K':
                return HOUR0_FIELD;
            default:
                return TIMEZONE_FIELD;
        }
    }

    private static void zeroPad(StringBuffer buf, long value, int minDigits) {
        String s = Long.toString(Math.abs(value));
        if (value < 0) {
            buf.append('-');
        }
        for (int i = s.length(); i < minDigits; i++) {
            buf.append('0');
        }
        buf.append(s);
    }

    private void formatField(char letter, int count, StringBuffer buf) {
        Calendar cal = calendar;
        switch (letter) {
            case 'G':
                buf.append(formatData.getEras()[cal.get(Calendar.ERA)]);
                break;
            case 'y':
            case 'Y': {
                int year = letter == 'Y' && cal.isWeekDateSupported() ? cal.getWeekYear() : cal.get(Calendar.YEAR);
                if (letter == 'Y' && cal.isWeekDateSupported() && cal.get(Calendar.ERA) == GregorianCalendar.BC) {
                    year = 1 - year;
                }
                if (count == 2) {
                    zeroPad(buf, year % 100, 2);
                } else {
                    zeroPad(buf, year, count);
                }
                break;
            }
            case 'M':
            case 'L': {
                int month = cal.get(Calendar.MONTH);
                if (count >= 4) {
                    buf.append(formatData.getMonths()[month]);
                } else if (count == 3) {
                    buf.append(formatData.getShortMonths()[month]);
                } else {
                    zeroPad(buf, month + 1, count);
                }
                break;
            }
            case 'd':
                zeroPad(buf, cal.get(Calendar.DAY_OF_MONTH), count);
                break;
            case 'k': {
                int h = cal.get(Calendar.HOUR_OF_DAY);
                zeroPad(buf, h == 0 ? 24 : h, count);
                break;
            }
            case 'H':
                zeroPad(buf, cal.get(Calendar.HOUR_OF_DAY), count);
                break;
            case 'm':
                zeroPad(buf, cal.get(Calendar.MINUTE), count);
                break;
            case 's':
                zeroPad(buf, cal.get(Calendar.SECOND), count);
                break;
            case 'S':
                zeroPad(buf, cal.get(Calendar.MILLISECOND), count);
                break;
            case 'E': {
                int dow = cal.get(Calendar.DAY_OF_WEEK);
                buf.append(count >= 4 ? formatData.getWeekdays()[dow] : formatData.getShortWeekdays()[dow]);
                break;
            }
            case 'u': {
                int dow = cal.get(Calendar.DAY_OF_WEEK);
                zeroPad(buf, dow == Calendar.SUNDAY ? 7 : dow - 1, count);
                break;
            }
            case 'D':
                zeroPad(buf, cal.get(Calendar.DAY_OF_YEAR), count);
                break;
            case 'F':
                zeroPad(buf, cal.get(Calendar.DAY_OF_WEEK_IN_MONTH), count);
                break;
            case 'w':
                zeroPad(buf, cal.get(Calendar.WEEK_OF_YEAR), count);
                break;
            case 'W':
                zeroPad(buf, cal.get(Calendar.WEEK_OF_MONTH), count);
                break;
            case 'a':
                buf.append(formatData.getAmPmStrings()[cal.get(Calendar.AM_PM)]);
                break;
            case 'h': {
                int h = cal.get(Calendar.HOUR);
                zeroPad(buf, h == 0 ? 12 : h, count);
                break;
            }
            case 'K':
                zeroPad(buf, cal.get(Calendar.HOUR), count);
                break;
            case 'z': {
                TimeZone tz = cal.getTimeZone();
                boolean daylight = cal.get(Calendar.DST_OFFSET) != 0;
                String[][] custom = formatData.zoneStringsIfSet();
                String name = null;
                if (custom != null) {
                    for (String[] row : custom) {
                        if (row[0].equals(tz.getID())) {
                            name = row[(daylight ? 3 : 1) + (count < 4 ? 1 : 0)];
                        }
                    }
                }
                if (name == null) {
                    name = tz.getDisplayName(daylight, count < 4 ? TimeZone.SHORT : TimeZone.LONG, locale);
                }
                buf.append(name);
                break;
            }
            case 'Z': {
                int value = (cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET)) / 60000;
                buf.append(value < 0 ? '-' : '+');
                value = Math.abs(value);
                zeroPad(buf, value / 60, 2);
                zeroPad(buf, value % 60, 2);
                break;
            }
            case 'X': {
                int value = cal.get(Calendar.ZONE_OFFSET) + cal.get(Calendar.DST_OFFSET);
                if (value == 0) {
                    buf.append('Z');
                    break;
                }
                value /= 60000;
                buf.append(value < 0 ? '-' : '+');
                value = Math.abs(value);
                zeroPad(buf, value / 60, 2);
                if (count == 1) {
                    break;
                }
                if (count == 3) {
                    buf.append(':');
                }
                zeroPad(buf, value % 60, 2);
                break;
            }
            default:
                throw new IllegalArgumentException("Illegal pattern character '" + letter + "'");
        }
    }

    // --- parsing ------------------------------------------------------------------------

    @Override
    public Date parse(String text, ParsePosition pos) {
        int start = pos.getIndex();
        int p = start;
        Calendar cal = (Calendar) calendar.clone();
        cal.clear();
        boolean ambiguousYear = false;
        int[] result = new int[2];
        Integer tzOffset = null;
        for (int k = 0; k < items.size(); k++) {
            Item item = items.get(k);
            if (item.literal != null) {
                String lit = item.literal;
                int i = 0;
                while (i < lit.length()) {
                    char lc = lit.charAt(i);
                    if (p < text.length() && text.charAt(p) == lc) {
                        p++;
                        i++;
                    } else if (Character.isWhitespace(lc) && isLenient()) {
                        i++;
                    } else {
                        pos.setErrorIndex(p);
                        return null;
                    }
                }
                continue;
            }
            boolean abutting = item.isNumeric() && k + 1 < items.size() && items.get(k + 1).isNumeric();
            int fieldStart = p;
            if (item.letter == 'z' || item.letter == 'Z' || item.letter == 'X') {
                int[] zr = parseZone(text, p, item);
                if (zr == null) {
                    pos.setErrorIndex(p);
                    return null;
                }
                p = zr[0];
                tzOffset = zr[1];
                continue;
            }
            if (!item.isNumeric()) {
                int r = parseText(text, p, item, cal);
                if (r < 0) {
                    pos.setErrorIndex(p);
                    return null;
                }
                p = r;
                continue;
            }
            // numeric
            int q = p;
            boolean negative = false;
            if (!abutting && q < text.length() && text.charAt(q) == '-'
                    && (item.letter == 'y' || item.letter == 'u')) {
                negative = true;
                q++;
            }
            int digitsStart = q;
            int limit = abutting ? Math.min(text.length(), q + item.count) : text.length();
            long value = 0;
            while (q < limit && Character.isDigit(text.charAt(q)) && q - digitsStart < 18) {
                value = value * 10 + (text.charAt(q) - '0');
                q++;
            }
            if (q == digitsStart) {
                pos.setErrorIndex(fieldStart);
                return null;
            }
            if (negative) {
                value = -value;
            }
            int v = (int) value;
            switch (item.letter) {
                case 'y':
                case 'Y':
                    if (item.count <= 2 && q - digitsStart == 2 && !negative
                            && Character.isDigit(text.charAt(digitsStart))
                            && Character.isDigit(text.charAt(digitsStart + 1))) {
                        int ambiguousTwoDigitYear = defaultCenturyStartYear % 100;
                        ambiguousYear = v == ambiguousTwoDigitYear;
                        v += (defaultCenturyStartYear / 100) * 100 + (v < ambiguousTwoDigitYear ? 100 : 0);
                    }
                    cal.set(Calendar.YEAR, v);
                    break;
                case 'u':
                    cal.set(Calendar.DAY_OF_WEEK, v == 7 ? Calendar.SUNDAY : v + 1);
                    break;
                case 'M':
                case 'L':
                    cal.set(Calendar.MONTH, v - 1);
                    break;
                case 'd':
                    cal.set(Calendar.DAY_OF_MONTH, v);
                    break;
                case 'k':
                    if (!isLenient() && (v < 1 || v > 24)) {
                        pos.setErrorIndex(fieldStart);
                        return null;
                    }
                    cal.set(Calendar.HOUR_OF_DAY, v == 24 ? 0 : v);
                    break;
                case 'H':
                    cal.set(Calendar.HOUR_OF_DAY, v);
                    break;
                case 'm':
                    cal.set(Calendar.MINUTE, v);
                    break;
                case 's':
                    cal.set(Calendar.SECOND, v);
                    break;
                case 'S':
                    cal.set(Calendar.MILLISECOND, v);
                    break;
                case 'D':
                    cal.set(Calendar.DAY_OF_YEAR, v);
                    break;
                case 'F':
                    cal.set(Calendar.DAY_OF_WEEK_IN_MONTH, v);
                    break;
                case 'w':
                    cal.set(Calendar.WEEK_OF_YEAR, v);
                    break;
                case 'W':
                    cal.set(Calendar.WEEK_OF_MONTH, v);
                    break;
                case 'h':
                    if (!isLenient() && (v < 1 || v > 12)) {
                        pos.setErrorIndex(fieldStart);
                        return null;
                    }
                    cal.set(Calendar.HOUR, v == 12 ? 0 : v);
                    break;
                case 'K':
                    cal.set(Calendar.HOUR, v);
                    break;
                default:
                    break;
            }
            p = q;
        }
        if (tzOffset != null) {
            cal.set(Calendar.ZONE_OFFSET, tzOffset);
            cal.set(Calendar.DST_OFFSET, 0);
        }
        Date parsed;
        try {
            parsed = cal.getTime();
            if (ambiguousYear && parsed.before(defaultCenturyStart)) {
                cal.add(Calendar.YEAR, 100);
                parsed = cal.getTime();
            }
        } catch (IllegalArgumentException e) {
            pos.setErrorIndex(p);
            pos.setIndex(start);
            return null;
        }
        pos.setIndex(p);
        result[0] = p;
        return parsed;
    }

    private static int matchLongest(String text, int p, String[] names, int[] which) {
        int best = -1;
        int bestLen = 0;
        for (int i = 0; i < names.length; i++) {
            String n = names[i];
            if (n == null || n.isEmpty() || n.length() <= bestLen) {
                continue;
            }
            if (text.regionMatches(true, p, n, 0, n.length())) {
                best = i;
                bestLen = n.length();
            }
        }
        which[0] = best;
        return bestLen;
    }

    private int parseText(String text, int p, Item item, Calendar cal) {
        int[] which = new int[1];
        switch (item.letter) {
            case 'G': {
                int len = matchLongest(text, p, formatData.getEras(), which);
                if (which[0] < 0) {
                    return -1;
                }
                cal.set(Calendar.ERA, which[0]);
                return p + len;
            }
            case 'M':
            case 'L': {
                int len = matchLongest(text, p, formatData.getMonths(), which);
                int w = which[0];
                int len2 = matchLongest(text, p, formatData.getShortMonths(), which);
                if (which[0] >= 0 && len2 > len) {
                    len = len2;
                    w = which[0];
                }
                if (w < 0) {
                    return -1;
                }
                cal.set(Calendar.MONTH, w);
                return p + len;
            }
            case 'E': {
                int len = matchLongest(text, p, formatData.getWeekdays(), which);
                int w = which[0];
                int len2 = matchLongest(text, p, formatData.getShortWeekdays(), which);
                if (which[0] >= 0 && len2 > len) {
                    len = len2;
                    w = which[0];
                }
                if (w < 0) {
                    return -1;
                }
                cal.set(Calendar.DAY_OF_WEEK, w);
                return p + len;
            }
            case 'a': {
                int len = matchLongest(text, p, formatData.getAmPmStrings(), which);
                if (which[0] < 0) {
                    return -1;
                }
                cal.set(Calendar.AM_PM, which[0]);
                return p + len;
            }
            default:
                return -1;
        }
    }

    /** {end position, offset in ms} of a zone name, GMT offset, RFC 822 or ISO 8601 offset. */
    private int[] parseZone(String text, int p, Item item) {
        if (p >= text.length()) {
            return null;
        }
        char c = text.charAt(p);
        if (item.letter == 'X' && c == 'Z') {
            return new int[] {p + 1, 0};
        }
        if (text.regionMatches(true, p, "GMT", 0, 3) || text.regionMatches(true, p, "UTC", 0, 3)) {
            int q = p + 3;
            if (q < text.length() && (text.charAt(q) == '+' || text.charAt(q) == '-')) {
                int[] r = parseOffset(text, q, true);
                if (r != null) {
                    return r;
                }
            }
            return new int[] {q, 0};
        }
        if (c == '+' || c == '-') {
            return parseOffset(text, p, item.letter != 'Z');
        }
        if (item.letter == 'X') {
            return null;
        }
        String[] ids = {calendar.getTimeZone().getID(), "UTC", "GMT", "Europe/Berlin", "Europe/Paris",
            "Europe/London", "America/New_York", "America/Chicago", "America/Denver",
            "America/Los_Angeles", "Asia/Tokyo", "Asia/Kolkata", "Australia/Sydney"};
        int bestLen = 0;
        int bestOffset = 0;
        for (String id : ids) {
            TimeZone tz = TimeZone.getTimeZone(id);
            for (int d = 0; d < 2; d++) {
                for (int style = 0; style < 2; style++) {
                    String name = tz.getDisplayName(d == 1, style, locale);
                    if (name.length() > bestLen && text.regionMatches(true, p, name, 0, name.length())) {
                        bestLen = name.length();
                        bestOffset = tz.getRawOffset() + (d == 1 ? tz.getDSTSavings() : 0);
                    }
                }
            }
        }
        if (bestLen == 0) {
            return null;
        }
        return new int[] {p + bestLen, bestOffset};
    }

    private static int[] parseOffset(String text, int p, boolean colonAllowed) {
        int sign = text.charAt(p) == '-' ? -1 : 1;
        int q = p + 1;
        int start = q;
        while (q < text.length() && Character.isDigit(text.charAt(q)) && q - start < 4) {
            q++;
        }
        int digits = q - start;
        int hours;
        int minutes = 0;
        if (digits == 0) {
            return null;
        }
        if (digits <= 2) {
            hours = Integer.parseInt(text.substring(start, q));
            if (colonAllowed && q + 2 < text.length() + 1 && q < text.length() && text.charAt(q) == ':') {
                int m0 = q + 1;
                if (m0 + 2 <= text.length() && Character.isDigit(text.charAt(m0))
                        && Character.isDigit(text.charAt(m0 + 1))) {
                    minutes = Integer.parseInt(text.substring(m0, m0 + 2));
                    q = m0 + 2;
                }
            }
        } else if (digits == 4) {
            hours = Integer.parseInt(text.substring(start, start + 2));
            minutes = Integer.parseInt(text.substring(start + 2, start + 4));
        } else {
            return null;
        }
        if (hours > 23 || minutes > 59) {
            return null;
        }
        return new int[] {q, sign * (hours * 60 + minutes) * 60000};
    }

    @Override
    public Object clone() {
        SimpleDateFormat other = (SimpleDateFormat) super.clone();
        other.formatData = (DateFormatSymbols) formatData.clone();
        return other;
    }

    @Override
    public int hashCode() {
        return pattern.hashCode();
    }

    @Override
    public boolean equals(Object obj) {
        if (!super.equals(obj)) {
            return false;
        }
        SimpleDateFormat that = (SimpleDateFormat) obj;
        return pattern.equals(that.pattern) && formatData.equals(that.formatData);
    }
}
