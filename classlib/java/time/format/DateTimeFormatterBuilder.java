package java.time.format;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.chrono.ChronoLocalDate;
import java.time.chrono.Chronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.ValueRange;
import java.time.zone.ZoneRulesProvider;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import static java.time.temporal.ChronoField.*;

/**
 * Builds formatters from printer-parsers: values, fractions, text, offsets, zones, literals,
 * optional sections and the letters of a pattern. Each printer-parser formats into a buffer
 * and parses from a position, returning the new position or the complement (~) of the
 * position of an error.
 */
public final class DateTimeFormatterBuilder {
    private DateTimeFormatterBuilder active = this;
    private final DateTimeFormatterBuilder parent;
    private final List<PrinterParser> printerParsers = new ArrayList<>();
    private final boolean optional;
    private int padNextWidth;
    private char padNextChar;
    private int valueParserIndex = -1;

    public DateTimeFormatterBuilder() {
        parent = null;
        optional = false;
    }

    private DateTimeFormatterBuilder(DateTimeFormatterBuilder parent, boolean optional) {
        this.parent = parent;
        this.optional = optional;
    }

    public static String getLocalizedDateTimePattern(FormatStyle dateStyle, FormatStyle timeStyle,
            Chronology chrono, Locale locale) {
        if (locale == null) {
            throw new NullPointerException("locale");
        }
        if (chrono == null) {
            throw new NullPointerException("chrono");
        }
        if (dateStyle == null && timeStyle == null) {
            throw new IllegalArgumentException("Either dateStyle or timeStyle must be non-null");
        }
        String[][] data = TextData.forLocale(locale);
        int dateRow = dateRow(chrono);
        if (timeStyle == null) {
            return data[dateRow][dateStyle.ordinal()];
        }
        if (dateStyle == null) {
            return data[TextData.JTTIMEPATTERNS][timeStyle.ordinal()];
        }
        String datePattern = data[dateRow][dateStyle.ordinal()];
        String timePattern = data[TextData.JTTIMEPATTERNS][timeStyle.ordinal()];
        String glue = glue(data, timeStyle.ordinal());
        return glue.replace("{1}", datePattern).replace("{0}", timePattern);
    }

    /** The date-time glue pattern of a style, recovered from the recorded same-style pattern. */
    /** The row of TextData with the date patterns of a calendar. */
    private static int dateRow(Chronology chrono) {
        switch (chrono.getId()) {
            case "Japanese":
                return TextData.JAPANESEDATEPATTERNS;
            case "ThaiBuddhist":
                return TextData.THAIBUDDHISTDATEPATTERNS;
            case "Minguo":
                return TextData.MINGUODATEPATTERNS;
            default:
                return TextData.JTDATEPATTERNS;
        }
    }

    /**
     * The calendar of a temporal being printed; an era alone (Era.getDisplayName) is its
     * calendar's, except an ISO era, which, as any temporal of no calendar, is null here: its era
     * texts are other than those of ISO dates.
     */
    static Chronology chronologyOf(TemporalAccessor temporal) {
        Chronology c = temporal.query(TemporalQueries.chronology());
        if (c == null) {
            if (temporal instanceof java.time.chrono.JapaneseEra) {
                return java.time.chrono.JapaneseChronology.INSTANCE;
            } else if (temporal instanceof java.time.chrono.ThaiBuddhistEra) {
                return java.time.chrono.ThaiBuddhistChronology.INSTANCE;
            } else if (temporal instanceof java.time.chrono.MinguoEra) {
                return java.time.chrono.MinguoChronology.INSTANCE;
            }
        }
        return c;
    }

    private static String glue(String[][] data, int style) {
        String dt = data[TextData.JTDATETIMEPATTERNS][style];
        String d = data[TextData.JTDATEPATTERNS][style];
        String t = data[TextData.JTTIMEPATTERNS][style];
        if (dt.startsWith(d) && dt.endsWith(t) && dt.length() >= d.length() + t.length()) {
            return "{1}" + dt.substring(d.length(), dt.length() - t.length()) + "{0}";
        }
        return "{1} {0}";
    }

    public DateTimeFormatterBuilder parseCaseSensitive() {
        appendInternal(SettingsParser.SENSITIVE);
        return this;
    }

    public DateTimeFormatterBuilder parseCaseInsensitive() {
        appendInternal(SettingsParser.INSENSITIVE);
        return this;
    }

    public DateTimeFormatterBuilder parseStrict() {
        appendInternal(SettingsParser.STRICT);
        return this;
    }

    public DateTimeFormatterBuilder parseLenient() {
        appendInternal(SettingsParser.LENIENT);
        return this;
    }

    public DateTimeFormatterBuilder parseDefaulting(TemporalField field, long value) {
        if (field == null) {
            throw new NullPointerException("field");
        }
        appendInternal(new DefaultValueParser(field, value));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field) {
        if (field == null) {
            throw new NullPointerException("field");
        }
        appendValue(new NumberPrinterParser(field, 1, 19, SignStyle.NORMAL));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field, int width) {
        if (field == null) {
            throw new NullPointerException("field");
        }
        if (width < 1 || width > 19) {
            throw new IllegalArgumentException("The width must be from 1 to 19 inclusive but was " + width);
        }
        appendValue(new NumberPrinterParser(field, width, width, SignStyle.NOT_NEGATIVE));
        return this;
    }

    public DateTimeFormatterBuilder appendValue(TemporalField field, int minWidth, int maxWidth,
            SignStyle signStyle) {
        if (minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE) {
            return appendValue(field, maxWidth);
        }
        if (field == null) {
            throw new NullPointerException("field");
        }
        if (signStyle == null) {
            throw new NullPointerException("signStyle");
        }
        if (minWidth < 1 || minWidth > 19) {
            throw new IllegalArgumentException("The minimum width must be from 1 to 19 inclusive but was " + minWidth);
        }
        if (maxWidth < 1 || maxWidth > 19) {
            throw new IllegalArgumentException("The maximum width must be from 1 to 19 inclusive but was " + maxWidth);
        }
        if (maxWidth < minWidth) {
            throw new IllegalArgumentException("The maximum width must exceed or equal the minimum width but "
                + maxWidth + " < " + minWidth);
        }
        appendValue(new NumberPrinterParser(field, minWidth, maxWidth, signStyle));
        return this;
    }

    public DateTimeFormatterBuilder appendValueReduced(TemporalField field, int width, int maxWidth,
            int baseValue) {
        if (field == null) {
            throw new NullPointerException("field");
        }
        appendValue(new ReducedPrinterParser(field, width, maxWidth, baseValue, null));
        return this;
    }

    public DateTimeFormatterBuilder appendValueReduced(TemporalField field, int width, int maxWidth,
            ChronoLocalDate baseDate) {
        if (baseDate == null) {
            throw new NullPointerException("baseDate");
        }
        appendValue(new ReducedPrinterParser(field, width, maxWidth, 0, baseDate));
        return this;
    }

    private DateTimeFormatterBuilder appendValue(NumberPrinterParser pp) {
        if (active.valueParserIndex >= 0) {
            final int activeValueParser = active.valueParserIndex;
            NumberPrinterParser basePP = (NumberPrinterParser) active.printerParsers.get(activeValueParser);
            if (pp.minWidth == pp.maxWidth && pp.signStyle == SignStyle.NOT_NEGATIVE) {
                basePP = basePP.withSubsequentWidth(pp.maxWidth);
                appendInternal(pp.withFixedWidth());
                active.valueParserIndex = activeValueParser;
            } else {
                basePP = basePP.withFixedWidth();
                active.valueParserIndex = appendInternal(pp);
            }
            active.printerParsers.set(activeValueParser, basePP);
        } else {
            active.valueParserIndex = appendInternal(pp);
        }
        return this;
    }

    public DateTimeFormatterBuilder appendFraction(TemporalField field, int minWidth, int maxWidth,
            boolean decimalPoint) {
        if (field == null) {
            throw new NullPointerException("field");
        }
        if (!field.range().isFixed()) {
            throw new IllegalArgumentException("Field must have a fixed set of values: " + field);
        }
        if (minWidth < 0 || minWidth > 9) {
            throw new IllegalArgumentException("Minimum width must be from 0 to 9 inclusive but was " + minWidth);
        }
        if (maxWidth < 1 || maxWidth > 9) {
            throw new IllegalArgumentException("Maximum width must be from 1 to 9 inclusive but was " + maxWidth);
        }
        if (maxWidth < minWidth) {
            throw new IllegalArgumentException("Maximum width must exceed or equal the minimum width but "
                + maxWidth + " < " + minWidth);
        }
        if (minWidth == maxWidth && !decimalPoint) {
            appendValue(new FractionPrinterParser(field, minWidth, maxWidth, decimalPoint));
        } else {
            appendInternal(new FractionPrinterParser(field, minWidth, maxWidth, decimalPoint));
        }
        return this;
    }

    public DateTimeFormatterBuilder appendDayPeriodText(TextStyle style) {
        if (style == null) {
            throw new NullPointerException("style");
        }
        switch (style) {
            case FULL_STANDALONE:
                style = TextStyle.FULL;
                break;
            case SHORT_STANDALONE:
                style = TextStyle.SHORT;
                break;
            case NARROW_STANDALONE:
                style = TextStyle.NARROW;
                break;
            default:
                break;
        }
        appendInternal(new DayPeriodPrinterParser(style));
        return this;
    }

    public DateTimeFormatterBuilder appendText(TemporalField field) {
        return appendText(field, TextStyle.FULL);
    }

    public DateTimeFormatterBuilder appendText(TemporalField field, TextStyle textStyle) {
        if (field == null) {
            throw new NullPointerException("field");
        }
        if (textStyle == null) {
            throw new NullPointerException("textStyle");
        }
        appendInternal(new TextPrinterParser(field, textStyle, null));
        return this;
    }

    public DateTimeFormatterBuilder appendText(TemporalField field, Map<Long, String> textLookup) {
        if (field == null) {
            throw new NullPointerException("field");
        }
        if (textLookup == null) {
            throw new NullPointerException("textLookup");
        }
        appendInternal(new TextPrinterParser(field, TextStyle.FULL, new LinkedHashMap<>(textLookup)));
        return this;
    }

    public DateTimeFormatterBuilder appendInstant() {
        appendInternal(new InstantPrinterParser(-2));
        return this;
    }

    public DateTimeFormatterBuilder appendInstant(int fractionalDigits) {
        if (fractionalDigits < -1 || fractionalDigits > 9) {
            throw new IllegalArgumentException("The fractional digits must be from -1 to 9 inclusive but was "
                + fractionalDigits);
        }
        appendInternal(new InstantPrinterParser(fractionalDigits));
        return this;
    }

    public DateTimeFormatterBuilder appendOffsetId() {
        appendInternal(OffsetIdPrinterParser.INSTANCE_ID_Z);
        return this;
    }

    public DateTimeFormatterBuilder appendOffset(String pattern, String noOffsetText) {
        appendInternal(new OffsetIdPrinterParser(pattern, noOffsetText));
        return this;
    }

    public DateTimeFormatterBuilder appendLocalizedOffset(TextStyle style) {
        if (style == null) {
            throw new NullPointerException("style");
        }
        if (style != TextStyle.FULL && style != TextStyle.SHORT) {
            throw new IllegalArgumentException("Style must be either full or short");
        }
        appendInternal(new LocalizedOffsetIdPrinterParser(style));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneId() {
        appendInternal(new ZoneIdPrinterParser(TemporalQueries.zoneId(), "ZoneId()"));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneRegionId() {
        appendInternal(new ZoneIdPrinterParser(QUERY_REGION_ONLY, "ZoneRegionId()"));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneOrOffsetId() {
        appendInternal(new ZoneIdPrinterParser(TemporalQueries.zone(), "ZoneOrOffsetId()"));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneText(TextStyle textStyle) {
        appendInternal(new ZoneTextPrinterParser(textStyle, false));
        return this;
    }

    public DateTimeFormatterBuilder appendZoneText(TextStyle textStyle, Set<ZoneId> preferredZones) {
        appendInternal(new ZoneTextPrinterParser(textStyle, false));
        return this;
    }

    public DateTimeFormatterBuilder appendGenericZoneText(TextStyle textStyle) {
        appendInternal(new ZoneTextPrinterParser(textStyle, true));
        return this;
    }

    public DateTimeFormatterBuilder appendGenericZoneText(TextStyle textStyle, Set<ZoneId> preferredZones) {
        appendInternal(new ZoneTextPrinterParser(textStyle, true));
        return this;
    }

    public DateTimeFormatterBuilder appendChronologyId() {
        appendInternal(new ChronoPrinterParser(null));
        return this;
    }

    public DateTimeFormatterBuilder appendChronologyText(TextStyle textStyle) {
        if (textStyle == null) {
            throw new NullPointerException("textStyle");
        }
        appendInternal(new ChronoPrinterParser(textStyle));
        return this;
    }

    public DateTimeFormatterBuilder appendLocalized(FormatStyle dateStyle, FormatStyle timeStyle) {
        if (dateStyle == null && timeStyle == null) {
            throw new IllegalArgumentException("Either the date or time style must be non-null");
        }
        appendInternal(new LocalizedPrinterParser(dateStyle, timeStyle));
        return this;
    }

    public DateTimeFormatterBuilder appendLiteral(char literal) {
        appendInternal(new CharLiteralPrinterParser(literal));
        return this;
    }

    public DateTimeFormatterBuilder appendLiteral(String literal) {
        if (literal == null) {
            throw new NullPointerException("literal");
        }
        if (!literal.isEmpty()) {
            if (literal.length() == 1) {
                appendInternal(new CharLiteralPrinterParser(literal.charAt(0)));
            } else {
                appendInternal(new StringLiteralPrinterParser(literal));
            }
        }
        return this;
    }

    public DateTimeFormatterBuilder append(DateTimeFormatter formatter) {
        if (formatter == null) {
            throw new NullPointerException("formatter");
        }
        appendInternal(formatter.toPrinterParser(false));
        return this;
    }

    public DateTimeFormatterBuilder appendOptional(DateTimeFormatter formatter) {
        if (formatter == null) {
            throw new NullPointerException("formatter");
        }
        appendInternal(formatter.toPrinterParser(true));
        return this;
    }

    public DateTimeFormatterBuilder appendPattern(String pattern) {
        if (pattern == null) {
            throw new NullPointerException("pattern");
        }
        parsePattern(pattern);
        return this;
    }

    private static final Map<Character, TemporalField> FIELD_MAP = new HashMap<>();

    static {
        FIELD_MAP.put('G', ChronoField.ERA);
        FIELD_MAP.put('y', ChronoField.YEAR_OF_ERA);
        FIELD_MAP.put('u', ChronoField.YEAR);
        FIELD_MAP.put('M', ChronoField.MONTH_OF_YEAR);
        FIELD_MAP.put('L', ChronoField.MONTH_OF_YEAR);
        FIELD_MAP.put('Q', java.time.temporal.IsoFields.QUARTER_OF_YEAR);
        FIELD_MAP.put('q', java.time.temporal.IsoFields.QUARTER_OF_YEAR);
        FIELD_MAP.put('D', ChronoField.DAY_OF_YEAR);
        FIELD_MAP.put('d', ChronoField.DAY_OF_MONTH);
        FIELD_MAP.put('F', ChronoField.ALIGNED_DAY_OF_WEEK_IN_MONTH);
        FIELD_MAP.put('E', ChronoField.DAY_OF_WEEK);
        FIELD_MAP.put('c', ChronoField.DAY_OF_WEEK);
        FIELD_MAP.put('e', ChronoField.DAY_OF_WEEK);
        FIELD_MAP.put('a', ChronoField.AMPM_OF_DAY);
        FIELD_MAP.put('H', ChronoField.HOUR_OF_DAY);
        FIELD_MAP.put('k', ChronoField.CLOCK_HOUR_OF_DAY);
        FIELD_MAP.put('K', ChronoField.HOUR_OF_AMPM);
        FIELD_MAP.put('h', ChronoField.CLOCK_HOUR_OF_AMPM);
        FIELD_MAP.put('m', ChronoField.MINUTE_OF_HOUR);
        FIELD_MAP.put('s', ChronoField.SECOND_OF_MINUTE);
        FIELD_MAP.put('S', ChronoField.NANO_OF_SECOND);
        FIELD_MAP.put('A', ChronoField.MILLI_OF_DAY);
        FIELD_MAP.put('n', ChronoField.NANO_OF_SECOND);
        FIELD_MAP.put('N', ChronoField.NANO_OF_DAY);
        FIELD_MAP.put('g', java.time.temporal.JulianFields.MODIFIED_JULIAN_DAY);
    }

    private void parsePattern(String pattern) {
        for (int pos = 0; pos < pattern.length(); pos++) {
            char cur = pattern.charAt(pos);
            if ((cur >= 'A' && cur <= 'Z') || (cur >= 'a' && cur <= 'z')) {
                int start = pos++;
                for (; pos < pattern.length() && pattern.charAt(pos) == cur; pos++) {
                    // count the run
                }
                int count = pos - start;
                if (cur == 'p') {
                    int pad = 0;
                    if (pos < pattern.length()) {
                        cur = pattern.charAt(pos);
                        if ((cur >= 'A' && cur <= 'Z') || (cur >= 'a' && cur <= 'z')) {
                            pad = count;
                            start = pos++;
                            for (; pos < pattern.length() && pattern.charAt(pos) == cur; pos++) {
                                // count the run
                            }
                            count = pos - start;
                        }
                    }
                    if (pad == 0) {
                        throw new IllegalArgumentException(
                            "Pad letter 'p' must be followed by valid pad pattern: " + pattern);
                    }
                    padNext(pad);
                }
                TemporalField field = FIELD_MAP.get(cur);
                if (field != null) {
                    parseField(cur, count, field);
                } else if (cur == 'z') {
                    if (count > 4) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    } else if (count == 4) {
                        appendZoneText(TextStyle.FULL);
                    } else {
                        appendZoneText(TextStyle.SHORT);
                    }
                } else if (cur == 'V') {
                    if (count != 2) {
                        throw new IllegalArgumentException("Pattern letter count must be 2: " + cur);
                    }
                    appendZoneId();
                } else if (cur == 'v') {
                    if (count == 1) {
                        appendGenericZoneText(TextStyle.SHORT);
                    } else if (count == 4) {
                        appendGenericZoneText(TextStyle.FULL);
                    } else {
                        throw new IllegalArgumentException("Wrong number of  pattern letters: " + cur);
                    }
                } else if (cur == 'Z') {
                    if (count < 4) {
                        appendOffset("+HHMM", "+0000");
                    } else if (count == 4) {
                        appendLocalizedOffset(TextStyle.FULL);
                    } else if (count == 5) {
                        appendOffset("+HH:MM:ss", "Z");
                    } else {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                } else if (cur == 'O') {
                    if (count == 1) {
                        appendLocalizedOffset(TextStyle.SHORT);
                    } else if (count == 4) {
                        appendLocalizedOffset(TextStyle.FULL);
                    } else {
                        throw new IllegalArgumentException("Pattern letter count must be 1 or 4: " + cur);
                    }
                } else if (cur == 'X') {
                    if (count > 5) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    appendOffset(OffsetIdPrinterParser.PATTERNS[count + (count == 1 ? 0 : 1)], "Z");
                } else if (cur == 'x') {
                    if (count > 5) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    String zero = (count == 1 ? "+00" : (count % 2 == 0 ? "+0000" : "+00:00"));
                    appendOffset(OffsetIdPrinterParser.PATTERNS[count + (count == 1 ? 0 : 1)], zero);
                } else if (cur == 'Y') {
                    appendValue(new WeekBasedFieldPrinterParser(cur, count, count, count == 2 ? 2 : 19));
                } else if (cur == 'w') {
                    if (count > 2) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    appendValue(new WeekBasedFieldPrinterParser(cur, count, count, 2));
                } else if (cur == 'W') {
                    if (count > 1) {
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                    }
                    appendValue(new WeekBasedFieldPrinterParser(cur, count, count, count));
                } else if (cur == 'B') {
                    if (count == 1) {
                        appendDayPeriodText(TextStyle.SHORT);
                    } else if (count == 4) {
                        appendDayPeriodText(TextStyle.FULL);
                    } else if (count == 5) {
                        appendDayPeriodText(TextStyle.NARROW);
                    } else {
                        throw new IllegalArgumentException("Wrong number of pattern letters: " + cur);
                    }
                } else {
                    throw new IllegalArgumentException("Unknown pattern letter: " + cur);
                }
                pos--;
            } else if (cur == '\'') {
                int start = pos++;
                for (; pos < pattern.length(); pos++) {
                    if (pattern.charAt(pos) == '\'') {
                        if (pos + 1 < pattern.length() && pattern.charAt(pos + 1) == '\'') {
                            pos++;
                        } else {
                            break;
                        }
                    }
                }
                if (pos >= pattern.length()) {
                    throw new IllegalArgumentException("Pattern ends with an incomplete string literal: " + pattern);
                }
                String str = pattern.substring(start + 1, pos);
                if (str.isEmpty()) {
                    appendLiteral('\'');
                } else {
                    appendLiteral(str.replace("''", "'"));
                }
            } else if (cur == '[') {
                optionalStart();
            } else if (cur == ']') {
                if (active.parent == null) {
                    throw new IllegalArgumentException(
                        "Pattern invalid as it contains ] without previous [");
                }
                optionalEnd();
            } else if (cur == '{' || cur == '}' || cur == '#') {
                throw new IllegalArgumentException("Pattern includes reserved character: '" + cur + "'");
            } else {
                appendLiteral(cur);
            }
        }
    }

    private void parseField(char cur, int count, TemporalField field) {
        boolean standalone = false;
        switch (cur) {
            case 'u':
            case 'y':
                if (count == 2) {
                    appendValueReduced(field, 2, 2, 2000);
                } else if (count < 4) {
                    appendValue(field, count, 19, SignStyle.NORMAL);
                } else {
                    appendValue(field, count, 19, SignStyle.EXCEEDS_PAD);
                }
                break;
            case 'c':
                if (count == 1) {
                    appendValue(new WeekBasedFieldPrinterParser(cur, count, count, count));
                    break;
                } else if (count == 2) {
                    throw new IllegalArgumentException("Invalid pattern \"cc\"");
                }
                // fall through
            case 'L':
            case 'q':
                standalone = true;
                // fall through
            case 'M':
            case 'Q':
            case 'e':
            case 'E':
                if (cur == 'e' && count <= 2) {
                    appendValue(new WeekBasedFieldPrinterParser(cur, count, count, count));
                    break;
                }
                if (count > 5) {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                switch (count) {
                    case 1:
                    case 2:
                        if (cur == 'E') {
                            appendText(field, TextStyle.SHORT);
                        } else if (count == 1) {
                            appendValue(field);
                        } else {
                            appendValue(field, 2);
                        }
                        break;
                    case 3:
                        appendText(field, standalone ? TextStyle.SHORT_STANDALONE : TextStyle.SHORT);
                        break;
                    case 4:
                        appendText(field, standalone ? TextStyle.FULL_STANDALONE : TextStyle.FULL);
                        break;
                    case 5:
                        appendText(field, standalone ? TextStyle.NARROW_STANDALONE : TextStyle.NARROW);
                        break;
                    default:
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'a':
                if (count == 1) {
                    appendText(field, TextStyle.SHORT);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'G':
                switch (count) {
                    case 1:
                    case 2:
                    case 3:
                        appendText(field, TextStyle.SHORT);
                        break;
                    case 4:
                        appendText(field, TextStyle.FULL);
                        break;
                    case 5:
                        appendText(field, TextStyle.NARROW);
                        break;
                    default:
                        throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'S':
                appendFraction(NANO_OF_SECOND, count, count, false);
                break;
            case 'g':
                appendValue(field, count, 19, SignStyle.NORMAL);
                break;
            case 'F':
                if (count == 1) {
                    appendValue(field);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'd':
            case 'h':
            case 'H':
            case 'k':
            case 'K':
            case 'm':
            case 's':
                if (count == 1) {
                    appendValue(field);
                } else if (count == 2) {
                    appendValue(field, count);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            case 'D':
                if (count == 1) {
                    appendValue(field);
                } else if (count == 2 || count == 3) {
                    appendValue(field, count, 3, SignStyle.NOT_NEGATIVE);
                } else {
                    throw new IllegalArgumentException("Too many pattern letters: " + cur);
                }
                break;
            default:
                if (count == 1) {
                    appendValue(field);
                } else {
                    appendValue(field, count);
                }
                break;
        }
    }

    public DateTimeFormatterBuilder padNext(int padWidth) {
        return padNext(padWidth, ' ');
    }

    public DateTimeFormatterBuilder padNext(int padWidth, char padChar) {
        if (padWidth < 1) {
            throw new IllegalArgumentException("The pad width must be at least one but was " + padWidth);
        }
        active.padNextWidth = padWidth;
        active.padNextChar = padChar;
        active.valueParserIndex = -1;
        return this;
    }

    public DateTimeFormatterBuilder optionalStart() {
        active.valueParserIndex = -1;
        active = new DateTimeFormatterBuilder(active, true);
        return this;
    }

    public DateTimeFormatterBuilder optionalEnd() {
        if (active.parent == null) {
            throw new IllegalStateException("Cannot call optionalEnd() as there was no previous call to optionalStart()");
        }
        if (active.printerParsers.size() > 0) {
            CompositePrinterParser cpp = new CompositePrinterParser(active.printerParsers, active.optional);
            active = active.parent;
            appendInternal(cpp);
        } else {
            active = active.parent;
        }
        return this;
    }

    private int appendInternal(PrinterParser pp) {
        if (pp == null) {
            throw new NullPointerException("pp");
        }
        if (active.padNextWidth > 0) {
            pp = new PadPrinterParserDecorator(pp, active.padNextWidth, active.padNextChar);
            active.padNextWidth = 0;
            active.padNextChar = 0;
        }
        active.printerParsers.add(pp);
        active.valueParserIndex = -1;
        return active.printerParsers.size() - 1;
    }

    public DateTimeFormatter toFormatter() {
        return toFormatter(Locale.getDefault(Locale.Category.FORMAT));
    }

    public DateTimeFormatter toFormatter(Locale locale) {
        return toFormatter(locale, ResolverStyle.SMART, null);
    }

    DateTimeFormatter toFormatter(ResolverStyle resolverStyle, Chronology chrono) {
        return toFormatter(Locale.getDefault(Locale.Category.FORMAT), resolverStyle, chrono);
    }

    private DateTimeFormatter toFormatter(Locale locale, ResolverStyle resolverStyle, Chronology chrono) {
        if (locale == null) {
            throw new NullPointerException("locale");
        }
        while (active.parent != null) {
            optionalEnd();
        }
        CompositePrinterParser pp = new CompositePrinterParser(printerParsers, false);
        return new DateTimeFormatter(pp, locale, DecimalStyle.STANDARD, resolverStyle, null, chrono, null);
    }

    private static final TemporalQuery<ZoneId> QUERY_REGION_ONLY = new TemporalQuery<ZoneId>() {
        public ZoneId queryFrom(TemporalAccessor temporal) {
            ZoneId zone = temporal.query(TemporalQueries.zoneId());
            return zone instanceof ZoneOffset ? null : zone;
        }

        public String toString() {
            return "ZoneRegionId()";
        }
    };

    // ---------------------------------------------------------------------------------------

    interface PrinterParser {
        boolean format(DateTimePrintContext context, StringBuilder buf);

        int parse(DateTimeParseContext context, CharSequence text, int position);
    }

    static final class CompositePrinterParser implements PrinterParser {
        private final PrinterParser[] printerParsers;
        private final boolean optional;

        CompositePrinterParser(List<PrinterParser> printerParsers, boolean optional) {
            this(printerParsers.toArray(new PrinterParser[0]), optional);
        }

        CompositePrinterParser(PrinterParser[] printerParsers, boolean optional) {
            this.printerParsers = printerParsers;
            this.optional = optional;
        }

        CompositePrinterParser withOptional(boolean optional) {
            if (optional == this.optional) {
                return this;
            }
            return new CompositePrinterParser(printerParsers, optional);
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            int length = buf.length();
            if (optional) {
                context.startOptional();
            }
            try {
                for (PrinterParser pp : printerParsers) {
                    if (!pp.format(context, buf)) {
                        buf.setLength(length);
                        return true;
                    }
                }
            } finally {
                if (optional) {
                    context.endOptional();
                }
            }
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            if (optional) {
                context.startOptional();
                int pos = position;
                for (PrinterParser pp : printerParsers) {
                    pos = pp.parse(context, text, pos);
                    if (pos < 0) {
                        context.endOptional(false);
                        return position;
                    }
                }
                context.endOptional(true);
                return pos;
            }
            for (PrinterParser pp : printerParsers) {
                position = pp.parse(context, text, position);
                if (position < 0) {
                    break;
                }
            }
            return position;
        }

        @Override
        public String toString() {
            StringBuilder buf = new StringBuilder();
            if (printerParsers != null) {
                buf.append(optional ? "[" : "(");
                for (PrinterParser pp : printerParsers) {
                    buf.append(pp);
                }
                buf.append(optional ? "]" : ")");
            }
            return buf.toString();
        }
    }

    static final class PadPrinterParserDecorator implements PrinterParser {
        private final PrinterParser printerParser;
        private final int padWidth;
        private final char padChar;

        PadPrinterParserDecorator(PrinterParser printerParser, int padWidth, char padChar) {
            this.printerParser = printerParser;
            this.padWidth = padWidth;
            this.padChar = padChar;
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            int preLen = buf.length();
            if (!printerParser.format(context, buf)) {
                return false;
            }
            int len = buf.length() - preLen;
            if (len > padWidth) {
                throw new DateTimeException("Cannot print as output of " + len
                    + " characters exceeds pad width of " + padWidth);
            }
            for (int i = 0; i < padWidth - len; i++) {
                buf.insert(preLen, padChar);
            }
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            final boolean strict = context.isStrict();
            if (position > text.length()) {
                throw new IndexOutOfBoundsException();
            }
            if (position == text.length()) {
                return ~position;
            }
            int endPos = position + padWidth;
            if (endPos > text.length()) {
                if (strict) {
                    return ~position;
                }
                endPos = text.length();
            }
            int pos = position;
            while (pos < endPos && context.charEquals(text.charAt(pos), padChar)) {
                pos++;
            }
            text = text.subSequence(0, endPos);
            int resultPos = printerParser.parse(context, text, pos);
            if (resultPos != endPos && strict) {
                return ~(position + pos);
            }
            return resultPos;
        }

        @Override
        public String toString() {
            return "Pad(" + printerParser + "," + padWidth
                + (padChar == ' ' ? ")" : ",'" + padChar + "')");
        }
    }

    enum SettingsParser implements PrinterParser {
        SENSITIVE, INSENSITIVE, STRICT, LENIENT;

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            switch (ordinal()) {
                case 0:
                    context.setCaseSensitive(true);
                    break;
                case 1:
                    context.setCaseSensitive(false);
                    break;
                case 2:
                    context.setStrict(true);
                    break;
                default:
                    context.setStrict(false);
                    break;
            }
            return position;
        }

        @Override
        public String toString() {
            switch (ordinal()) {
                case 0:
                    return "ParseCaseSensitive(true)";
                case 1:
                    return "ParseCaseSensitive(false)";
                case 2:
                    return "ParseStrict(true)";
                default:
                    return "ParseStrict(false)";
            }
        }
    }

    static final class DefaultValueParser implements PrinterParser {
        private final TemporalField field;
        private final long value;

        DefaultValueParser(TemporalField field, long value) {
            this.field = field;
            this.value = value;
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            if (context.getParsed(field) == null) {
                context.setParsedField(field, value, position, position);
            }
            return position;
        }

        @Override
        public String toString() {
            return "Default(" + field + "," + value + ")";
        }
    }

    static final class CharLiteralPrinterParser implements PrinterParser {
        private final char literal;

        CharLiteralPrinterParser(char literal) {
            this.literal = literal;
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            buf.append(literal);
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position == length) {
                return ~position;
            }
            char ch = text.charAt(position);
            if (ch != literal) {
                if (context.isCaseSensitive() || (Character.toUpperCase(ch) != Character.toUpperCase(literal)
                        && Character.toLowerCase(ch) != Character.toLowerCase(literal))) {
                    return ~position;
                }
            }
            return position + 1;
        }

        @Override
        public String toString() {
            if (literal == '\'') {
                return "''";
            }
            return "'" + literal + "'";
        }
    }

    static final class StringLiteralPrinterParser implements PrinterParser {
        private final String literal;

        StringLiteralPrinterParser(String literal) {
            this.literal = literal;
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            buf.append(literal);
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position > length || position < 0) {
                throw new IndexOutOfBoundsException();
            }
            if (!context.subSequenceEquals(text, position, literal, 0, literal.length())) {
                return ~position;
            }
            return position + literal.length();
        }

        @Override
        public String toString() {
            String converted = literal.replace("'", "''");
            return "'" + converted + "'";
        }
    }

    static final long[] EXCEED_POINTS = new long[] {
        0L, 10L, 100L, 1000L, 10000L, 100000L, 1000000L, 10000000L, 100000000L, 1000000000L,
        10000000000L,
    };

    static class NumberPrinterParser implements PrinterParser {
        final TemporalField field;
        final int minWidth;
        final int maxWidth;
        final SignStyle signStyle;
        final int subsequentWidth;

        NumberPrinterParser(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle) {
            this(field, minWidth, maxWidth, signStyle, 0);
        }

        NumberPrinterParser(TemporalField field, int minWidth, int maxWidth, SignStyle signStyle,
                int subsequentWidth) {
            this.field = field;
            this.minWidth = minWidth;
            this.maxWidth = maxWidth;
            this.signStyle = signStyle;
            this.subsequentWidth = subsequentWidth;
        }

        NumberPrinterParser withFixedWidth() {
            if (subsequentWidth == -1) {
                return this;
            }
            return new NumberPrinterParser(field, minWidth, maxWidth, signStyle, -1);
        }

        NumberPrinterParser withSubsequentWidth(int subsequentWidth) {
            return new NumberPrinterParser(field, minWidth, maxWidth, signStyle,
                this.subsequentWidth + subsequentWidth);
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            Long valueLong = context.getValue(field);
            if (valueLong == null) {
                return false;
            }
            long value = getValue(context, valueLong);
            DecimalStyle decimalStyle = context.getDecimalStyle();
            String str = (value == Long.MIN_VALUE ? "9223372036854775808" : Long.toString(Math.abs(value)));
            if (str.length() > maxWidth) {
                throw new DateTimeException("Field " + field + " cannot be printed as the value " + value
                    + " exceeds the maximum print width of " + maxWidth);
            }
            str = decimalStyle.convertNumberToI18N(str);
            if (value >= 0) {
                switch (signStyle) {
                    case EXCEEDS_PAD:
                        if (minWidth < 19 && value >= EXCEED_POINTS[Math.min(minWidth, 10)]
                                && minWidth <= 10) {
                            buf.append(decimalStyle.getPositiveSign());
                        }
                        break;
                    case ALWAYS:
                        buf.append(decimalStyle.getPositiveSign());
                        break;
                    default:
                        break;
                }
            } else {
                switch (signStyle) {
                    case NORMAL:
                    case EXCEEDS_PAD:
                    case ALWAYS:
                        buf.append(decimalStyle.getNegativeSign());
                        break;
                    case NOT_NEGATIVE:
                        throw new DateTimeException("Field " + field + " cannot be printed as the value "
                            + value + " cannot be negative according to the SignStyle");
                    default:
                        break;
                }
            }
            for (int i = 0; i < minWidth - str.length(); i++) {
                buf.append(decimalStyle.getZeroDigit());
            }
            buf.append(str);
            return true;
        }

        long getValue(DateTimePrintContext context, long value) {
            return value;
        }

        boolean isFixedWidth(DateTimeParseContext context) {
            return subsequentWidth == -1 || (subsequentWidth > 0 && minWidth == maxWidth
                && signStyle == SignStyle.NOT_NEGATIVE);
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position == length) {
                return ~position;
            }
            char sign = text.charAt(position);
            boolean negative = false;
            boolean positive = false;
            int effMinWidth = (context.isStrict() || isFixedWidth(context) ? minWidth : 1);
            if (sign == context.getDecimalStyle().getPositiveSign()) {
                if (!signParse(true, context.isStrict(), minWidth == maxWidth)) {
                    return ~position;
                }
                positive = true;
                position++;
            } else if (sign == context.getDecimalStyle().getNegativeSign()) {
                if (!signParse(false, context.isStrict(), minWidth == maxWidth)) {
                    return ~position;
                }
                negative = true;
                position++;
            } else if (signStyle == SignStyle.ALWAYS && context.isStrict()) {
                return ~position;
            }
            int minEndPos = position + effMinWidth;
            if (minEndPos > length) {
                return ~position;
            }
            int effMaxWidth = (context.isStrict() || isFixedWidth(context) ? maxWidth : 9)
                + Math.max(subsequentWidth, 0);
            long total = 0;
            boolean overflow = false;
            int pos = position;
            for (int pass = 0; pass < 2; pass++) {
                int maxEndPos = Math.min(pos + effMaxWidth, length);
                while (pos < maxEndPos) {
                    char ch = text.charAt(pos++);
                    int digit = context.getDecimalStyle().convertToDigit(ch);
                    if (digit < 0) {
                        pos--;
                        if (pos < minEndPos) {
                            return ~position;
                        }
                        break;
                    }
                    if ((pos - position) > 18) {
                        overflow = true;
                    } else {
                        total = total * 10 + digit;
                    }
                }
                if (subsequentWidth > 0 && pass == 0) {
                    int parseLen = pos - position;
                    effMaxWidth = Math.max(effMinWidth, parseLen - subsequentWidth);
                    pos = position;
                    total = 0;
                    overflow = false;
                } else {
                    break;
                }
            }
            if (overflow) {
                return ~position;
            }
            if (negative) {
                if (total == 0 && context.isStrict()) {
                    return ~(position - 1);
                }
                total = -total;
            } else if (signStyle == SignStyle.EXCEEDS_PAD && context.isStrict()) {
                int parseLen = pos - position;
                if (positive) {
                    if (parseLen <= minWidth) {
                        return ~(position - 1);
                    }
                } else {
                    if (parseLen > minWidth) {
                        return ~position;
                    }
                }
            }
            return setValue(context, total, position, pos);
        }

        private boolean signParse(boolean positive, boolean strict, boolean fixedWidth) {
            switch (signStyle) {
                case NORMAL:
                    return !positive || !strict;
                case ALWAYS:
                case EXCEEDS_PAD:
                    return true;
                default:
                    return !strict && !fixedWidth;
            }
        }

        int setValue(DateTimeParseContext context, long value, int errorPos, int successPos) {
            return context.setParsedField(field, value, errorPos, successPos);
        }

        @Override
        public String toString() {
            if (minWidth == 1 && maxWidth == 19 && signStyle == SignStyle.NORMAL) {
                return "Value(" + field + ")";
            }
            if (minWidth == maxWidth && signStyle == SignStyle.NOT_NEGATIVE) {
                return "Value(" + field + "," + minWidth + ")";
            }
            return "Value(" + field + "," + minWidth + "," + maxWidth + "," + signStyle + ")";
        }
    }

    static final class ReducedPrinterParser extends NumberPrinterParser {
        private final int baseValue;
        private final ChronoLocalDate baseDate;

        ReducedPrinterParser(TemporalField field, int minWidth, int maxWidth, int baseValue,
                ChronoLocalDate baseDate) {
            this(field, minWidth, maxWidth, baseValue, baseDate, 0);
            if (minWidth < 1 || minWidth > 10) {
                throw new IllegalArgumentException("The minWidth must be from 1 to 10 inclusive but was " + minWidth);
            }
            if (maxWidth < 1 || maxWidth > 10) {
                throw new IllegalArgumentException("The maxWidth must be from 1 to 10 inclusive but was " + minWidth);
            }
            if (maxWidth < minWidth) {
                throw new IllegalArgumentException("Maximum width must exceed or equal the minimum width but "
                    + maxWidth + " < " + minWidth);
            }
        }

        private ReducedPrinterParser(TemporalField field, int minWidth, int maxWidth, int baseValue,
                ChronoLocalDate baseDate, int subsequentWidth) {
            super(field, minWidth, maxWidth, SignStyle.NOT_NEGATIVE, subsequentWidth);
            this.baseValue = baseValue;
            this.baseDate = baseDate;
        }

        private int base() {
            return baseDate != null ? baseDate.get(field) : baseValue;
        }

        @Override
        long getValue(DateTimePrintContext context, long value) {
            long absValue = Math.abs(value);
            int base = base();
            if (value >= base && value < base + EXCEED_POINTS[minWidth]) {
                return absValue % EXCEED_POINTS[minWidth];
            }
            return absValue % EXCEED_POINTS[maxWidth];
        }

        @Override
        int setValue(DateTimeParseContext context, long value, int errorPos, int successPos) {
            int base = base();
            int parseLen = successPos - errorPos;
            if (parseLen == minWidth && value >= 0) {
                long range = EXCEED_POINTS[minWidth];
                long lastPart = base % range;
                long basePart = base - lastPart;
                if (base > 0) {
                    value = basePart + value;
                } else {
                    value = basePart - value;
                }
                if (value < base) {
                    value += range;
                }
            }
            return context.setParsedField(field, value, errorPos, successPos);
        }

        @Override
        NumberPrinterParser withFixedWidth() {
            if (subsequentWidth == -1) {
                return this;
            }
            return new ReducedPrinterParser(field, minWidth, maxWidth, baseValue, baseDate, -1);
        }

        @Override
        ReducedPrinterParser withSubsequentWidth(int subsequentWidth) {
            return new ReducedPrinterParser(field, minWidth, maxWidth, baseValue, baseDate,
                this.subsequentWidth + subsequentWidth);
        }

        @Override
        boolean isFixedWidth(DateTimeParseContext context) {
            if (!context.isStrict()) {
                return false;
            }
            return super.isFixedWidth(context);
        }

        @Override
        public String toString() {
            return "ReducedValue(" + field + "," + minWidth + "," + maxWidth + ","
                + (baseDate != null ? baseDate : Integer.toString(baseValue)) + ")";
        }
    }

    /** A fraction of a field whose range is 0 to a power of ten minus one (nano, micro, milli). */
    static final class FractionPrinterParser extends NumberPrinterParser {
        private final boolean decimalPoint;
        private final int digits;

        FractionPrinterParser(TemporalField field, int minWidth, int maxWidth, boolean decimalPoint) {
            this(field, minWidth, maxWidth, decimalPoint, 0);
        }

        private FractionPrinterParser(TemporalField field, int minWidth, int maxWidth,
                boolean decimalPoint, int subsequentWidth) {
            super(field, minWidth, maxWidth, SignStyle.NOT_NEGATIVE, subsequentWidth);
            this.decimalPoint = decimalPoint;
            ValueRange range = field.range();
            long size = range.getMaximum() - range.getMinimum() + 1;
            int d = 0;
            long p = 1;
            while (p < size) {
                p *= 10;
                d++;
            }
            if (p != size || range.getMinimum() != 0) {
                d = -1;
            }
            this.digits = d;
        }

        @Override
        NumberPrinterParser withFixedWidth() {
            if (subsequentWidth == -1) {
                return this;
            }
            return new FractionPrinterParser(field, minWidth, maxWidth, decimalPoint, -1);
        }

        @Override
        FractionPrinterParser withSubsequentWidth(int subsequentWidth) {
            return new FractionPrinterParser(field, minWidth, maxWidth, decimalPoint,
                this.subsequentWidth + subsequentWidth);
        }

        @Override
        boolean isFixedWidth(DateTimeParseContext context) {
            return context.isStrict() && minWidth == maxWidth && !decimalPoint;
        }

        private void checkDigits() {
            if (digits < 0) {
                throw new UnsupportedOperationException("Fraction of " + field
                    + " is not implemented in this library (only fields ranging over a power of ten)");
            }
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            Long value = context.getValue(field);
            if (value == null) {
                return false;
            }
            checkDigits();
            field.range().checkValidValue(value, field);
            DecimalStyle decimalStyle = context.getDecimalStyle();
            StringBuilder s = new StringBuilder(Long.toString(value));
            while (s.length() < digits) {
                s.insert(0, '0');
            }
            int len = s.length();
            while (len > minWidth && s.charAt(len - 1) == '0') {
                len--;
            }
            if (len > maxWidth) {
                len = maxWidth;
            }
            String str = s.substring(0, Math.max(len, 0));
            while (str.length() < minWidth) {
                str = str + "0";
            }
            if (str.isEmpty()) {
                if (minWidth > 0) {
                    if (decimalPoint) {
                        buf.append(decimalStyle.getDecimalSeparator());
                    }
                    for (int i = 0; i < minWidth; i++) {
                        buf.append(decimalStyle.getZeroDigit());
                    }
                }
                return true;
            }
            if (decimalPoint) {
                buf.append(decimalStyle.getDecimalSeparator());
            }
            buf.append(decimalStyle.convertNumberToI18N(str));
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            int effectiveMin = (context.isStrict() || isFixedWidth(context) ? minWidth : 0);
            int effectiveMax = (context.isStrict() || isFixedWidth(context) ? maxWidth : 9);
            int length = text.length();
            if (position == length) {
                return (effectiveMin > 0 ? ~position : position);
            }
            if (decimalPoint) {
                if (text.charAt(position) != context.getDecimalStyle().getDecimalSeparator()) {
                    return (effectiveMin > 0 ? ~position : position);
                }
                position++;
            }
            int minEndPos = position + effectiveMin;
            if (minEndPos > length) {
                return ~position;
            }
            int maxEndPos = Math.min(position + effectiveMax, length);
            long total = 0;
            int pos = position;
            while (pos < maxEndPos) {
                char ch = text.charAt(pos++);
                int digit = context.getDecimalStyle().convertToDigit(ch);
                if (digit < 0) {
                    if (pos < minEndPos) {
                        return ~position;
                    }
                    pos--;
                    break;
                }
                total = total * 10 + digit;
            }
            checkDigits();
            int read = pos - position;
            long value = total;
            for (int i = read; i < digits; i++) {
                value *= 10;
            }
            for (int i = digits; i < read; i++) {
                value /= 10;
            }
            return context.setParsedField(field, value, position, pos);
        }

        @Override
        public String toString() {
            String decimal = decimalPoint ? ",DecimalPoint" : "";
            return "Fraction(" + field + "," + minWidth + "," + maxWidth + decimal + ")";
        }
    }

    /** The texts of a field in a locale and style, or null when the field has no texts. */
    static Map<Long, String> textsFor(TemporalField field, TextStyle style, Locale locale) {
        return textsFor(field, style, locale, java.time.chrono.IsoChronology.INSTANCE);
    }

    /** As above, the eras being those of chrono. */
    static Map<Long, String> textsFor(TemporalField field, TextStyle style, Locale locale, Chronology chrono) {
        String[][] data = TextData.forLocale(locale);
        if (field == ERA && chrono == null) {
            String[] eras = data[TextData.ISOERADISPLAYNAMES];
            int i = 2 * (style.ordinal() / 2);
            Map<Long, String> map = new LinkedHashMap<>();
            map.put(0L, eras[i]);
            map.put(1L, eras[i + 1]);
            return map;
        }
        if (field == ERA && !(chrono instanceof java.time.chrono.IsoChronology)) {
            int row;
            long first;
            switch (chrono.getId()) {
                case "Japanese":
                    row = TextData.JAPANESEERASFULL;
                    first = -1;
                    break;
                case "ThaiBuddhist":
                    row = TextData.THAIBUDDHISTERASFULL;
                    first = 0;
                    break;
                case "Minguo":
                    row = TextData.MINGUOERASFULL;
                    first = 0;
                    break;
                default:
                    return null;
            }
            // The rows are FULL, SHORT, NARROW; standalone styles print as the others.
            String[] names = data[row + style.ordinal() / 2];
            Map<Long, String> map = new LinkedHashMap<>();
            for (int i = 0; i < names.length; i++) {
                map.put(first + i, names[i]);
            }
            return map;
        }
        String[] names = null;
        long first = 1;
        if (field == MONTH_OF_YEAR) {
            switch (style) {
                case FULL:
                    names = data[TextData.JTMONTHS];
                    break;
                case FULL_STANDALONE:
                    names = data[TextData.JTFULLSTANDALONEMONTHS];
                    break;
                case SHORT:
                    names = data[TextData.JTSHORTMONTHS];
                    break;
                case SHORT_STANDALONE:
                    names = data[TextData.JTSHORTSTANDALONEMONTHS];
                    break;
                default:
                    names = data[TextData.JTNARROWMONTHS];
                    break;
            }
        } else if (field == DAY_OF_WEEK) {
            switch (style) {
                case FULL:
                case FULL_STANDALONE:
                    names = data[TextData.JTDAYS];
                    break;
                case SHORT:
                case SHORT_STANDALONE:
                    names = data[TextData.JTSHORTDAYS];
                    break;
                default:
                    names = data[TextData.JTNARROWDAYS];
                    break;
            }
        } else if (field == java.time.temporal.IsoFields.QUARTER_OF_YEAR) {
            int[] rows = {TextData.JTQUARTERS, TextData.JTFULLSTANDALONEQUARTERS, TextData.JTSHORTQUARTERS,
                TextData.JTSHORTSTANDALONEQUARTERS, TextData.JTNARROWQUARTERS, TextData.JTNARROWSTANDALONEQUARTERS};
            names = data[rows[style.ordinal()]];
        } else if (field == AMPM_OF_DAY) {
            names = data[TextData.JTAMPM];
            first = 0;
        } else if (field == ERA) {
            String[] eras = data[TextData.JTERAS];
            if (style == TextStyle.FULL || style == TextStyle.FULL_STANDALONE) {
                names = new String[] {eras[2], eras[3]};
            } else if (style == TextStyle.NARROW || style == TextStyle.NARROW_STANDALONE) {
                names = new String[] {eras[0].substring(0, 1), eras[1].substring(0, 1)};
            } else {
                names = new String[] {eras[0], eras[1]};
            }
            first = 0;
        }
        if (names == null) {
            return null;
        }
        Map<Long, String> map = new LinkedHashMap<>();
        for (int i = 0; i < names.length; i++) {
            map.put(first + i, names[i]);
        }
        return map;
    }

    /** Y, w, W, e and c: a number of a WeekFields field of the formatter's locale. */
    static final class WeekBasedFieldPrinterParser extends NumberPrinterParser {
        private final char chr;
        private final int count;

        WeekBasedFieldPrinterParser(char chr, int count, int minWidth, int maxWidth) {
            this(chr, count, minWidth, maxWidth, 0);
        }

        WeekBasedFieldPrinterParser(char chr, int count, int minWidth, int maxWidth, int subsequentWidth) {
            super(null, minWidth, maxWidth, SignStyle.NOT_NEGATIVE, subsequentWidth);
            this.chr = chr;
            this.count = count;
        }

        @Override
        NumberPrinterParser withFixedWidth() {
            if (subsequentWidth == -1) {
                return this;
            }
            return new WeekBasedFieldPrinterParser(chr, count, minWidth, maxWidth, -1);
        }

        @Override
        NumberPrinterParser withSubsequentWidth(int subsequentWidth) {
            return new WeekBasedFieldPrinterParser(chr, count, minWidth, maxWidth,
                this.subsequentWidth + subsequentWidth);
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            return printerParser(context.getLocale()).format(context, buf);
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            return printerParser(context.getLocale()).parse(context, text, position);
        }

        private NumberPrinterParser printerParser(Locale locale) {
            java.time.temporal.WeekFields weekDef = java.time.temporal.WeekFields.of(locale);
            TemporalField f;
            switch (chr) {
                case 'Y':
                    f = weekDef.weekBasedYear();
                    if (count == 2) {
                        return new ReducedPrinterParser(f, 2, 2, 0, LocalDate.of(2000, 1, 1), subsequentWidth);
                    }
                    return new NumberPrinterParser(f, count, 19,
                        count < 4 ? SignStyle.NORMAL : SignStyle.EXCEEDS_PAD, subsequentWidth);
                case 'e':
                case 'c':
                    f = weekDef.dayOfWeek();
                    break;
                case 'w':
                    f = weekDef.weekOfWeekBasedYear();
                    break;
                default:
                    f = weekDef.weekOfMonth();
                    break;
            }
            return new NumberPrinterParser(f, minWidth, maxWidth, SignStyle.NOT_NEGATIVE, subsequentWidth);
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder(30).append("Localized(");
            if (chr == 'Y') {
                if (count == 1) {
                    sb.append("WeekBasedYear");
                } else if (count == 2) {
                    sb.append("ReducedValue(WeekBasedYear,2,2,2000-01-01)");
                } else {
                    sb.append("WeekBasedYear,").append(count).append(',').append(19).append(',')
                        .append(count < 4 ? SignStyle.NORMAL : SignStyle.EXCEEDS_PAD);
                }
            } else {
                switch (chr) {
                    case 'c':
                    case 'e':
                        sb.append("DayOfWeek");
                        break;
                    case 'w':
                        sb.append("WeekOfWeekBasedYear");
                        break;
                    default:
                        sb.append("WeekOfMonth");
                        break;
                }
                sb.append(',').append(count);
            }
            return sb.append(')').toString();
        }
    }

    /** B: the locale's day period of the hour and minute (CLDR's, recorded in DayPeriodData). */
    static final class DayPeriodPrinterParser implements PrinterParser {
        private final TextStyle textStyle;

        DayPeriodPrinterParser(TextStyle textStyle) {
            this.textStyle = textStyle;
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            Long hod = context.getValue(HOUR_OF_DAY);
            if (hod == null) {
                return false;
            }
            Long moh = context.getValue(MINUTE_OF_HOUR);
            long value = Math.floorMod(hod, 24) * 60 + (moh != null ? Math.floorMod(moh, 60) : 0);
            buf.append(DayPeriod.text(context.getLocale(), textStyle, value));
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence parseText, int position) {
            int length = parseText.length();
            if (position < 0 || position > length) {
                throw new IndexOutOfBoundsException();
            }
            DayPeriod best = null;
            for (DayPeriod p : DayPeriod.periods(context.getLocale(), textStyle)) {
                String t = p.text;
                if ((best == null || t.length() > best.text.length())
                        && context.subSequenceEquals(t, 0, parseText, position, t.length())) {
                    best = p;
                }
            }
            if (best == null) {
                return ~position;
            }
            context.currentParsed().dayPeriod = best;
            return position + best.text.length();
        }

        @Override
        public String toString() {
            return "DayPeriod(" + textStyle + ")";
        }
    }

    static final class TextPrinterParser implements PrinterParser {
        private final TemporalField field;
        private final TextStyle textStyle;
        private final Map<Long, String> fixedTexts;
        private volatile NumberPrinterParser numberPrinterParser;

        TextPrinterParser(TemporalField field, TextStyle textStyle, Map<Long, String> fixedTexts) {
            this.field = field;
            this.textStyle = textStyle;
            this.fixedTexts = fixedTexts;
        }

        private Map<Long, String> texts(Locale locale, Chronology chrono) {
            return fixedTexts != null ? fixedTexts : textsFor(field, textStyle, locale, chrono);
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            Long value = context.getValue(field);
            if (value == null) {
                return false;
            }
            Map<Long, String> texts = texts(context.getLocale(), chronologyOf(context.getTemporal()));
            String text = texts != null ? texts.get(value) : null;
            if (text == null) {
                return numberPrinterParser().format(context, buf);
            }
            buf.append(text);
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence parseText, int position) {
            int length = parseText.length();
            if (position < 0 || position > length) {
                throw new IndexOutOfBoundsException();
            }
            Map<Long, String> texts = texts(context.getLocale(), context.getEffectiveChronology());
            if (texts != null) {
                List<Map.Entry<Long, String>> entries = new ArrayList<>(texts.entrySet());
                if (!context.isStrict() && fixedTexts == null) {
                    for (TextStyle s : TextStyle.values()) {
                        Map<Long, String> more = textsFor(field, s, context.getLocale(), context.getEffectiveChronology());
                        if (more != null) {
                            entries.addAll(more.entrySet());
                        }
                    }
                }
                int bestLen = -1;
                long bestValue = 0;
                for (Map.Entry<Long, String> e : entries) {
                    String itText = e.getValue();
                    if (itText.length() > bestLen
                            && context.subSequenceEquals(itText, 0, parseText, position, itText.length())) {
                        bestLen = itText.length();
                        bestValue = e.getKey();
                    }
                }
                if (bestLen >= 0) {
                    return context.setParsedField(field, bestValue, position, position + bestLen);
                }
                if (context.isStrict()) {
                    return ~position;
                }
            }
            return numberPrinterParser().parse(context, parseText, position);
        }

        private NumberPrinterParser numberPrinterParser() {
            if (numberPrinterParser == null) {
                numberPrinterParser = new NumberPrinterParser(field, 1, 19, SignStyle.NORMAL);
            }
            return numberPrinterParser;
        }

        @Override
        public String toString() {
            if (textStyle == TextStyle.FULL) {
                return "Text(" + field + ")";
            }
            return "Text(" + field + "," + textStyle + ")";
        }
    }

    static final class InstantPrinterParser implements PrinterParser {
        private final int fractionalDigits;

        InstantPrinterParser(int fractionalDigits) {
            this.fractionalDigits = fractionalDigits;
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            Long inSecs = context.getValue(INSTANT_SECONDS);
            Long inNanos = null;
            if (context.getTemporal().isSupported(NANO_OF_SECOND)) {
                inNanos = context.getTemporal().getLong(NANO_OF_SECOND);
            }
            if (inSecs == null) {
                return false;
            }
            long inSec = inSecs;
            int inNano = NANO_OF_SECOND.checkValidIntValue(inNanos != null ? inNanos : 0);
            // Years beyond LocalDateTime's range: print the date within a 10000-year cycle
            // and put the cycle count in front of its year.
            final long secondsPer10000Years = 146097L * 25L * 86400L;
            final long seconds0000To1970 = ((146097L * 5L) - (30L * 365L + 7L)) * 86400L;
            if (inSec >= -seconds0000To1970) {
                long zeroSecs = inSec - secondsPer10000Years + seconds0000To1970;
                long hi = Math.floorDiv(zeroSecs, secondsPer10000Years) + 1;
                long lo = Math.floorMod(zeroSecs, secondsPer10000Years);
                LocalDateTime ldt = LocalDateTime.ofEpochSecond(lo - seconds0000To1970, 0, ZoneOffset.UTC);
                if (hi > 0) {
                    buf.append('+').append(hi);
                }
                buf.append(ldt);
                if (ldt.getSecond() == 0) {
                    buf.append(":00");
                }
            } else {
                long zeroSecs = inSec + seconds0000To1970;
                long hi = zeroSecs / secondsPer10000Years;
                long lo = zeroSecs % secondsPer10000Years;
                LocalDateTime ldt = LocalDateTime.ofEpochSecond(lo - seconds0000To1970, 0, ZoneOffset.UTC);
                int pos = buf.length();
                buf.append(ldt);
                if (ldt.getSecond() == 0) {
                    buf.append(":00");
                }
                if (hi < 0) {
                    if (ldt.getYear() == -10_000) {
                        buf.replace(pos, pos + 2, Long.toString(hi - 1));
                    } else if (lo == 0) {
                        buf.insert(pos, hi);
                    } else {
                        buf.insert(pos + 1, Math.abs(hi));
                    }
                }
            }
            if ((fractionalDigits < 0 && inNano > 0) || fractionalDigits > 0) {
                buf.append('.');
                int div = 100_000_000;
                for (int i = 0; ((fractionalDigits == -1 && inNano > 0)
                        || (fractionalDigits == -2 && (inNano > 0 || (i % 3) != 0))
                        || i < fractionalDigits); i++) {
                    int digit = inNano / div;
                    buf.append((char) (digit + '0'));
                    inNano = inNano - (digit * div);
                    div = div / 10;
                }
            }
            buf.append('Z');
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            int minDigits = (fractionalDigits < 0 ? 0 : fractionalDigits);
            int maxDigits = (fractionalDigits < 0 ? 9 : fractionalDigits);
            CompositePrinterParser parser = new DateTimeFormatterBuilder()
                .append(DateTimeFormatter.ISO_LOCAL_DATE).appendLiteral('T')
                .appendValue(HOUR_OF_DAY, 2).appendLiteral(':')
                .appendValue(MINUTE_OF_HOUR, 2).appendLiteral(':')
                .appendValue(SECOND_OF_MINUTE, 2)
                .appendFraction(NANO_OF_SECOND, minDigits, maxDigits, true)
                .appendOffsetId()
                .toFormatter().toPrinterParser(false);
            DateTimeParseContext newContext = context.copy();
            int pos = parser.parse(newContext, text, position);
            if (pos < 0) {
                return pos;
            }
            long yearParsed = newContext.getParsed(YEAR);
            int month = newContext.getParsed(MONTH_OF_YEAR).intValue();
            int day = newContext.getParsed(DAY_OF_MONTH).intValue();
            int hour = newContext.getParsed(HOUR_OF_DAY).intValue();
            int min = newContext.getParsed(MINUTE_OF_HOUR).intValue();
            Long secVal = newContext.getParsed(SECOND_OF_MINUTE);
            Long nanoVal = newContext.getParsed(NANO_OF_SECOND);
            int sec = (secVal != null ? secVal.intValue() : 0);
            int nano = (nanoVal != null ? nanoVal.intValue() : 0);
            int offset = newContext.getParsed(OFFSET_SECONDS).intValue();
            int days = 0;
            if (hour == 24 && min == 0 && sec == 0 && nano == 0) {
                hour = 0;
                days = 1;
            } else if (hour == 23 && min == 59 && sec == 60) {
                context.setParsedLeapSecond();
                sec = 59;
            }
            int year = (int) yearParsed % 10_000;
            long instantSecs;
            try {
                LocalDateTime ldt = LocalDateTime.of(year, month, day, hour, min, sec, 0).plusDays(days);
                instantSecs = ldt.toEpochSecond(ZoneOffset.ofTotalSeconds(offset));
                instantSecs += Math.multiplyExact(yearParsed / 10_000L, 315569520000L);
            } catch (RuntimeException ex) {
                return ~position;
            }
            int successPos = pos;
            successPos = context.setParsedField(INSTANT_SECONDS, instantSecs, position, successPos);
            return context.setParsedField(NANO_OF_SECOND, nano, position, successPos);
        }

        @Override
        public String toString() {
            return "Instant()";
        }
    }

    static final class OffsetIdPrinterParser implements PrinterParser {
        static final String[] PATTERNS = new String[] {
            "+HH", "+HHmm", "+HH:mm", "+HHMM", "+HH:MM", "+HHMMss", "+HH:MM:ss", "+HHMMSS",
            "+HH:MM:SS", "+HHmmss", "+HH:mm:ss",
            "+H", "+Hmm", "+H:mm", "+HMM", "+H:MM", "+HMMss", "+H:MM:ss", "+HMMSS", "+H:MM:SS",
            "+Hmmss", "+H:mm:ss",
        };
        static final OffsetIdPrinterParser INSTANCE_ID_Z = new OffsetIdPrinterParser("+HH:MM:ss", "Z");
        static final OffsetIdPrinterParser INSTANCE_ID_ZERO = new OffsetIdPrinterParser("+HH:MM:ss", "0");

        private final String noOffsetText;
        private final int type;
        private final int style;

        OffsetIdPrinterParser(String pattern, String noOffsetText) {
            if (pattern == null) {
                throw new NullPointerException("pattern");
            }
            if (noOffsetText == null) {
                throw new NullPointerException("noOffsetText");
            }
            this.type = checkPattern(pattern);
            this.style = type % 11;
            this.noOffsetText = noOffsetText;
        }

        private int checkPattern(String pattern) {
            for (int i = 0; i < PATTERNS.length; i++) {
                if (PATTERNS[i].equals(pattern)) {
                    return i;
                }
            }
            throw new IllegalArgumentException("Invalid zone offset pattern: " + pattern);
        }

        private boolean isPaddedHour() {
            return type < 11;
        }

        private boolean isColon() {
            return style > 0 && (style % 2) == 0;
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            Long offsetSecs = context.getValue(OFFSET_SECONDS);
            if (offsetSecs == null) {
                return false;
            }
            int totalSecs = Math.toIntExact(offsetSecs);
            if (totalSecs == 0) {
                buf.append(noOffsetText);
            } else {
                int absHours = Math.abs((totalSecs / 3600) % 100);
                int absMinutes = Math.abs((totalSecs / 60) % 60);
                int absSeconds = Math.abs(totalSecs % 60);
                int bufPos = buf.length();
                int output = absHours;
                buf.append(totalSecs < 0 ? "-" : "+");
                if (isPaddedHour() || absHours >= 10) {
                    formatZeroPad(false, absHours, buf);
                } else {
                    buf.append((char) (absHours + '0'));
                }
                if ((style >= 3 && style <= 8) || (style >= 9 && absSeconds > 0)
                        || (style >= 1 && absMinutes > 0)) {
                    formatZeroPad(isColon(), absMinutes, buf);
                    output += absMinutes;
                    if (style == 7 || style == 8 || (style >= 5 && absSeconds > 0)) {
                        formatZeroPad(isColon(), absSeconds, buf);
                        output += absSeconds;
                    }
                }
                if (output == 0) {
                    buf.setLength(bufPos);
                    buf.append(noOffsetText);
                }
            }
            return true;
        }

        private void formatZeroPad(boolean colon, int value, StringBuilder buf) {
            buf.append(colon ? ":" : "").append((char) (value / 10 + '0')).append((char) (value % 10 + '0'));
        }

        /** Reads two digits (one allowed when oneOk) into array[index]; false when absent. */
        private static boolean parseDigits(CharSequence text, boolean colon, int[] array, int index,
                boolean oneOk) {
            int pos = array[0];
            if (pos < 0) {
                return true;
            }
            if (colon) {
                if (pos + 1 > text.length() || text.charAt(pos) != ':') {
                    return false;
                }
                pos++;
            }
            if (pos + 1 > text.length()) {
                return false;
            }
            char ch1 = text.charAt(pos++);
            if (ch1 < '0' || ch1 > '9') {
                return false;
            }
            int value = ch1 - 48;
            if (pos < text.length() && text.charAt(pos) >= '0' && text.charAt(pos) <= '9') {
                value = value * 10 + (text.charAt(pos++) - 48);
            } else if (!oneOk) {
                return false;
            }
            if (value > 59) {
                return false;
            }
            array[index] = value;
            array[0] = pos;
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            int length = text.length();
            int noOffsetLen = noOffsetText.length();
            if (noOffsetLen == 0) {
                if (position == length) {
                    return context.setParsedField(OFFSET_SECONDS, 0, position, position);
                }
            } else {
                if (position == length) {
                    return ~position;
                }
                if (context.subSequenceEquals(text, position, noOffsetText, 0, noOffsetLen)) {
                    return context.setParsedField(OFFSET_SECONDS, 0, position, position + noOffsetLen);
                }
            }
            char sign = text.charAt(position);
            if (sign == '+' || sign == '-') {
                int negative = (sign == '-' ? -1 : 1);
                int[] array = new int[4];
                array[0] = position + 1;
                boolean oneHourDigit = !isPaddedHour();
                if (!parseDigits(text, false, array, 1, oneHourDigit) || array[1] > 18) {
                    return noOffsetLen == 0
                        ? context.setParsedField(OFFSET_SECONDS, 0, position, position) : ~position;
                }
                boolean colon = isColon();
                int afterHour = array[0];
                // minutes: required for MM styles (3, 4, 5..8), optional for mm styles
                boolean minutesRequired = style >= 3 && style <= 8;
                if (style >= 1) {
                    if (!parseDigits(text, colon, array, 2, false)) {
                        if (minutesRequired) {
                            return ~position;
                        }
                        array[0] = afterHour;
                    } else {
                        int afterMinute = array[0];
                        boolean secondsRequired = style == 7 || style == 8;
                        if (style >= 5) {
                            if (!parseDigits(text, colon, array, 3, false)) {
                                if (secondsRequired) {
                                    return ~position;
                                }
                                array[0] = afterMinute;
                            }
                        }
                    }
                }
                long offsetSecs = negative * (array[1] * 3600L + array[2] * 60L + array[3]);
                if (Math.abs(offsetSecs) > 18 * 3600) {
                    return ~position;
                }
                return context.setParsedField(OFFSET_SECONDS, offsetSecs, position, array[0]);
            }
            if (noOffsetLen == 0) {
                return context.setParsedField(OFFSET_SECONDS, 0, position, position);
            }
            return ~position;
        }

        @Override
        public String toString() {
            String converted = noOffsetText.replace("'", "''");
            return "Offset(" + PATTERNS[type] + ",'" + converted + "')";
        }
    }

    static final class LocalizedOffsetIdPrinterParser implements PrinterParser {
        private final TextStyle style;

        LocalizedOffsetIdPrinterParser(TextStyle style) {
            this.style = style;
        }

        private static String gmtText(Locale locale) {
            return "fr".equals(locale.getLanguage()) ? "UTC" : "GMT";
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            Long offsetSecs = context.getValue(OFFSET_SECONDS);
            if (offsetSecs == null) {
                return false;
            }
            String gmtText = gmtText(context.getLocale());
            buf.append(gmtText);
            int totalSecs = Math.toIntExact(offsetSecs);
            if (totalSecs != 0) {
                int absHours = Math.abs((totalSecs / 3600) % 100);
                int absMinutes = Math.abs((totalSecs / 60) % 60);
                int absSeconds = Math.abs(totalSecs % 60);
                buf.append(totalSecs < 0 ? "-" : "+");
                if (style == TextStyle.FULL) {
                    appendHMS(buf, absHours);
                    buf.append(':');
                    appendHMS(buf, absMinutes);
                    if (absSeconds != 0) {
                        buf.append(':');
                        appendHMS(buf, absSeconds);
                    }
                } else {
                    if (absHours >= 10) {
                        buf.append((char) (absHours / 10 + '0'));
                    }
                    buf.append((char) (absHours % 10 + '0'));
                    if (absMinutes != 0 || absSeconds != 0) {
                        buf.append(':');
                        appendHMS(buf, absMinutes);
                        if (absSeconds != 0) {
                            buf.append(':');
                            appendHMS(buf, absSeconds);
                        }
                    }
                }
            }
            return true;
        }

        private static void appendHMS(StringBuilder buf, int t) {
            buf.append((char) (t / 10 + '0')).append((char) (t % 10 + '0'));
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            int pos = position;
            int end = text.length();
            String gmtText = gmtText(context.getLocale());
            if (!context.subSequenceEquals(text, pos, gmtText, 0, gmtText.length())) {
                return ~position;
            }
            pos += gmtText.length();
            if (pos == end) {
                return context.setParsedField(OFFSET_SECONDS, 0, position, pos);
            }
            char sign = text.charAt(pos);
            int negative;
            if (sign == '+') {
                negative = 1;
            } else if (sign == '-') {
                negative = -1;
            } else {
                return context.setParsedField(OFFSET_SECONDS, 0, position, pos);
            }
            pos++;
            int h = 0;
            int m = 0;
            int s = 0;
            int digits = 0;
            while (pos < end && digits < 2 && Character.isDigit(text.charAt(pos))) {
                h = h * 10 + (text.charAt(pos++) - '0');
                digits++;
            }
            if (digits == 0) {
                return ~position;
            }
            if (pos + 2 < end && text.charAt(pos) == ':' && Character.isDigit(text.charAt(pos + 1))
                    && Character.isDigit(text.charAt(pos + 2))) {
                m = (text.charAt(pos + 1) - '0') * 10 + (text.charAt(pos + 2) - '0');
                pos += 3;
                if (pos + 2 < end && text.charAt(pos) == ':' && Character.isDigit(text.charAt(pos + 1))
                        && Character.isDigit(text.charAt(pos + 2))) {
                    s = (text.charAt(pos + 1) - '0') * 10 + (text.charAt(pos + 2) - '0');
                    pos += 3;
                }
            } else if (style == TextStyle.FULL) {
                return ~position;
            }
            long offsetSecs = negative * (h * 3600L + m * 60L + s);
            return context.setParsedField(OFFSET_SECONDS, offsetSecs, position, pos);
        }

        @Override
        public String toString() {
            return "LocalizedOffset(" + style + ")";
        }
    }

    static class ZoneIdPrinterParser implements PrinterParser {
        private final TemporalQuery<ZoneId> query;
        private final String description;

        ZoneIdPrinterParser(TemporalQuery<ZoneId> query, String description) {
            this.query = query;
            this.description = description;
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            ZoneId zone = context.getValue(query);
            if (zone == null) {
                return false;
            }
            buf.append(zone.getId());
            return true;
        }

        static boolean isIdChar(char c) {
            return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '/' || c == '_' || c == '-' || c == '+' || c == '~' || c == '.' || c == ':';
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            int length = text.length();
            if (position > length) {
                throw new IndexOutOfBoundsException();
            }
            if (position == length) {
                return ~position;
            }
            char nextChar = text.charAt(position);
            if (nextChar == '+' || nextChar == '-') {
                return parseOffsetBased(context, text, position, position, OffsetIdPrinterParser.INSTANCE_ID_Z);
            } else if (length >= position + 2) {
                char nextNextChar = text.charAt(position + 1);
                if (context.charEquals(nextChar, 'U') && context.charEquals(nextNextChar, 'T')) {
                    if (length >= position + 3 && context.charEquals(text.charAt(position + 2), 'C')) {
                        return parseOffsetBased(context, text, position, position + 3,
                            OffsetIdPrinterParser.INSTANCE_ID_ZERO);
                    }
                    return parseOffsetBased(context, text, position, position + 2,
                        OffsetIdPrinterParser.INSTANCE_ID_ZERO);
                } else if (context.charEquals(nextChar, 'G') && length >= position + 3
                        && context.charEquals(nextNextChar, 'M')
                        && context.charEquals(text.charAt(position + 2), 'T')) {
                    if (length >= position + 4 && context.charEquals(text.charAt(position + 3), '0')) {
                        context.setParsed(ZoneId.of("GMT0"));
                        return position + 4;
                    }
                    return parseOffsetBased(context, text, position, position + 3,
                        OffsetIdPrinterParser.INSTANCE_ID_ZERO);
                }
            }
            int end = position;
            while (end < length && isIdChar(text.charAt(end)) && text.charAt(end) != ':') {
                end++;
            }
            Set<String> ids = null;
            for (int e = end; e > position + 1; e--) {
                String candidate = text.subSequence(position, e).toString();
                if (!context.isCaseSensitive()) {
                    if (ids == null) {
                        ids = ZoneRulesProvider.getAvailableZoneIds();
                    }
                    for (String id : ids) {
                        if (id.equalsIgnoreCase(candidate)) {
                            candidate = id;
                            break;
                        }
                    }
                }
                try {
                    ZoneId zone = ZoneId.of(candidate);
                    context.setParsed(zone);
                    return e;
                } catch (DateTimeException ex) {
                    // try a shorter prefix
                }
            }
            if (context.charEquals(nextChar, 'Z')) {
                context.setParsed(ZoneOffset.UTC);
                return position + 1;
            }
            return ~position;
        }

        private int parseOffsetBased(DateTimeParseContext context, CharSequence text, int prefixPos,
                int position, OffsetIdPrinterParser parser) {
            String prefix = text.subSequence(prefixPos, position).toString().toUpperCase();
            if (position >= text.length()) {
                context.setParsed(ZoneId.of(prefix));
                return position;
            }
            if (text.charAt(position) == '0' || context.charEquals(text.charAt(position), 'Z')) {
                context.setParsed(ZoneId.of(prefix));
                return position;
            }
            DateTimeParseContext newContext = context.copy();
            int endPos = parser.parse(newContext, text, position);
            try {
                if (endPos < 0) {
                    if (parser == OffsetIdPrinterParser.INSTANCE_ID_Z) {
                        return ~prefixPos;
                    }
                    context.setParsed(ZoneId.of(prefix));
                    return position;
                }
                int offset = (int) newContext.getParsed(OFFSET_SECONDS).longValue();
                ZoneOffset zoneOffset = ZoneOffset.ofTotalSeconds(offset);
                context.setParsed(ZoneId.ofOffset(prefix, zoneOffset));
                return endPos;
            } catch (DateTimeException dte) {
                return ~prefixPos;
            }
        }

        @Override
        public String toString() {
            return description;
        }
    }

    static final class ZoneTextPrinterParser extends ZoneIdPrinterParser {
        private final TextStyle textStyle;
        private final boolean isGeneric;

        ZoneTextPrinterParser(TextStyle textStyle, boolean isGeneric) {
            super(TemporalQueries.zone(), "ZoneText(" + textStyle + ")");
            if (textStyle == null) {
                throw new NullPointerException("textStyle");
            }
            this.textStyle = textStyle;
            this.isGeneric = isGeneric;
        }

        static String displayName(String id, int type, TextStyle style, Locale locale) {
            String[] names = TextData.zoneNames(id, locale);
            if (names == null) {
                return null;
            }
            boolean full = style == TextStyle.FULL || style == TextStyle.FULL_STANDALONE;
            int idx = 1 + type * 2 + (full ? 1 : 0);
            return names[idx];
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            ZoneId zone = context.getValue(TemporalQueries.zoneId());
            if (zone == null) {
                return false;
            }
            String zname = zone.getId();
            if (!(zone instanceof ZoneOffset)) {
                TemporalAccessor dt = context.getTemporal();
                int type;
                if (isGeneric) {
                    type = 2;
                } else if (dt.isSupported(INSTANT_SECONDS)) {
                    type = zone.getRules().isDaylightSavings(Instant.from(dt)) ? 1 : 0;
                } else {
                    type = 2;
                }
                String name = displayName(zname, type, textStyle, context.getLocale());
                if (name != null) {
                    zname = name;
                }
            }
            buf.append(zname);
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            int bestLen = -1;
            String bestId = null;
            for (String[] row : TextData.zoneRows(context.getLocale().getLanguage())) {
                for (int i = 1; i < row.length; i++) {
                    String name = row[i];
                    if (name.length() > bestLen
                            && context.subSequenceEquals(text, position, name, 0, name.length())) {
                        bestLen = name.length();
                        bestId = row[0];
                    }
                }
            }
            int viaId = super.parse(context.copy(), text, position);
            if (bestId != null && (viaId < 0 || viaId - position < bestLen)) {
                context.setParsed(ZoneId.of(bestId));
                return position + bestLen;
            }
            return super.parse(context, text, position);
        }

        @Override
        public String toString() {
            return "ZoneText(" + textStyle + ")";
        }
    }

    static final class ChronoPrinterParser implements PrinterParser {
        private final TextStyle textStyle;

        ChronoPrinterParser(TextStyle textStyle) {
            this.textStyle = textStyle;
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            Chronology chrono = context.getValue(TemporalQueries.chronology());
            if (chrono == null) {
                return false;
            }
            buf.append(textStyle == null ? chrono.getId() : "ISO");
            return true;
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            if (context.subSequenceEquals(text, position, "ISO", 0, 3)) {
                context.currentParsed().chrono = java.time.chrono.IsoChronology.INSTANCE;
                return position + 3;
            }
            return ~position;
        }

        @Override
        public String toString() {
            return textStyle == null ? "ChronologyId()" : "ChronologyText(" + textStyle + ")";
        }
    }

    static final class LocalizedPrinterParser implements PrinterParser {
        private final FormatStyle dateStyle;
        private final FormatStyle timeStyle;

        LocalizedPrinterParser(FormatStyle dateStyle, FormatStyle timeStyle) {
            this.dateStyle = dateStyle;
            this.timeStyle = timeStyle;
        }

        private PrinterParser formatter(Locale locale, Chronology chrono) {
            String pattern = getLocalizedDateTimePattern(dateStyle, timeStyle, chrono, locale);
            return new DateTimeFormatterBuilder().appendPattern(pattern).toFormatter(locale)
                .toPrinterParser(false);
        }

        @Override
        public boolean format(DateTimePrintContext context, StringBuilder buf) {
            return formatter(context.getLocale(), Chronology.from(context.getTemporal())).format(context, buf);
        }

        @Override
        public int parse(DateTimeParseContext context, CharSequence text, int position) {
            return formatter(context.getLocale(), context.getEffectiveChronology()).parse(context, text, position);
        }

        @Override
        public String toString() {
            return "Localized(" + (dateStyle != null ? dateStyle : "") + ","
                + (timeStyle != null ? timeStyle : "") + ")";
        }
    }
}
