package java.text;

import java.math.RoundingMode;
import java.util.Locale;

/**
 * Base of number formatters. Holds the digit-count limits and the grouping and
 * integer-only switches that every concrete format shares.
 *
 * Invariants: 0 <= minimumIntegerDigits <= maximumIntegerDigits and
 * 0 <= minimumFractionDigits <= maximumFractionDigits (each setter keeps the pair ordered).
 */
public abstract class NumberFormat extends Format {
    private static final long serialVersionUID = -2308460125733713944L;

    public static final int INTEGER_FIELD = 0;
    public static final int FRACTION_FIELD = 1;

    /** The fields of formatted numbers. */
    public static class Field extends Format.Field {
        private static final long serialVersionUID = 7494728892700160890L;

        public static final Field INTEGER = new Field("integer");
        public static final Field FRACTION = new Field("fraction");
        public static final Field EXPONENT = new Field("exponent");
        public static final Field DECIMAL_SEPARATOR = new Field("decimal separator");
        public static final Field SIGN = new Field("sign");
        public static final Field GROUPING_SEPARATOR = new Field("grouping separator");
        public static final Field EXPONENT_SYMBOL = new Field("exponent symbol");
        public static final Field PERCENT = new Field("percent");
        public static final Field PERMILLE = new Field("per mille");
        public static final Field CURRENCY = new Field("currency");
        public static final Field EXPONENT_SIGN = new Field("exponent sign");
        public static final Field PREFIX = new Field("prefix");
        public static final Field SUFFIX = new Field("suffix");

        protected Field(String name) {
            super(name);
        }
    }

    /** The styles of the factory methods. */
    public enum Style {
        SHORT, LONG
    }

    private boolean groupingUsed = true;
    private boolean parseIntegerOnly = false;
    private int maximumIntegerDigits = 40;
    private int minimumIntegerDigits = 1;
    private int maximumFractionDigits = 3;
    private int minimumFractionDigits = 0;
    /* The JDK's serial form also holds the four limits as bytes (capped at 127, for JDK 1.1
     * readers; set only when writing) and serialVersionOnStream 1. */
    private byte maxIntegerDigits = 40;
    private byte minIntegerDigits = 1;
    private byte maxFractionDigits = 3;
    private byte minFractionDigits = 0;
    private int serialVersionOnStream = 1;

    protected NumberFormat() {
    }

    private static byte capped(int n) {
        return n > Byte.MAX_VALUE ? Byte.MAX_VALUE : (byte) n;
    }

    private void writeObject(java.io.ObjectOutputStream s) throws java.io.IOException {
        maxIntegerDigits = capped(maximumIntegerDigits);
        minIntegerDigits = capped(minimumIntegerDigits);
        maxFractionDigits = capped(maximumFractionDigits);
        minFractionDigits = capped(minimumFractionDigits);
        s.defaultWriteObject();
    }

    /** A stream before version 1 (JDK 1.1) has only the byte limits. */
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (serialVersionOnStream < 1) {
            maximumIntegerDigits = maxIntegerDigits;
            minimumIntegerDigits = minIntegerDigits;
            maximumFractionDigits = maxFractionDigits;
            minimumFractionDigits = minFractionDigits;
        }
        if (minimumIntegerDigits > maximumIntegerDigits || minimumFractionDigits > maximumFractionDigits
                || minimumIntegerDigits < 0 || minimumFractionDigits < 0) {
            throw new java.io.InvalidObjectException("Digit count range invalid");
        }
        serialVersionOnStream = 1;
    }

    @Override
    public StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short
                || number instanceof Byte
                || number instanceof java.util.concurrent.atomic.AtomicInteger
                || number instanceof java.util.concurrent.atomic.AtomicLong
                || (number instanceof java.math.BigInteger
                    && ((java.math.BigInteger) number).bitLength() < 64)) {
            return format(((Number) number).longValue(), toAppendTo, pos);
        } else if (number instanceof Number) {
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        }
        throw new IllegalArgumentException("Cannot format given Object as a Number");
    }

    @Override
    public final Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    public final String format(double number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public final String format(long number) {
        return format(number, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public abstract StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos);

    public abstract Number parse(String source, ParsePosition parsePosition);

    public Number parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Number result = parse(source, pos);
        if (pos.index == 0) {
            throw new ParseException("Unparseable number: \"" + source + "\"", pos.errorIndex);
        }
        return result;
    }

    public boolean isParseIntegerOnly() {
        return parseIntegerOnly;
    }

    public void setParseIntegerOnly(boolean value) {
        parseIntegerOnly = value;
    }

    public static final NumberFormat getInstance() {
        return getNumberInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getInstance(Locale inLocale) {
        return getNumberInstance(inLocale);
    }

    public static final NumberFormat getNumberInstance() {
        return getNumberInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getNumberInstance(Locale inLocale) {
        return DecimalFormat.forLocale(inLocale, 3);
    }

    public static final NumberFormat getIntegerInstance() {
        return getIntegerInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getIntegerInstance(Locale inLocale) {
        return DecimalFormat.forLocale(inLocale, 6);
    }

    public static final NumberFormat getCurrencyInstance() {
        return getCurrencyInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getCurrencyInstance(Locale inLocale) {
        return DecimalFormat.forLocale(inLocale, 5);
    }

    public static final NumberFormat getPercentInstance() {
        return getPercentInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static NumberFormat getPercentInstance(Locale inLocale) {
        return DecimalFormat.forLocale(inLocale, 4);
    }

    public static NumberFormat getCompactNumberInstance() {
        return unsupported("getCompactNumberInstance");
    }

    public static NumberFormat getCompactNumberInstance(Locale locale, NumberFormat.Style formatStyle) {
        return unsupported("getCompactNumberInstance");
    }

    private static NumberFormat unsupported(String what) {
        throw new UnsupportedOperationException("java.text.NumberFormat." + what + " is not implemented yet");
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    @Override
    public int hashCode() {
        return maximumIntegerDigits * 37 + maximumFractionDigits;
    }

    @Override
    public boolean equals(Object obj) {
        if (obj == null) {
            return false;
        }
        if (this == obj) {
            return true;
        }
        if (getClass() != obj.getClass()) {
            return false;
        }
        NumberFormat other = (NumberFormat) obj;
        return maximumIntegerDigits == other.maximumIntegerDigits
            && minimumIntegerDigits == other.minimumIntegerDigits
            && maximumFractionDigits == other.maximumFractionDigits
            && minimumFractionDigits == other.minimumFractionDigits
            && groupingUsed == other.groupingUsed
            && parseIntegerOnly == other.parseIntegerOnly;
    }

    @Override
    public Object clone() {
        return super.clone();
    }

    public boolean isGroupingUsed() {
        return groupingUsed;
    }

    public void setGroupingUsed(boolean newValue) {
        groupingUsed = newValue;
    }

    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    public void setMaximumIntegerDigits(int newValue) {
        maximumIntegerDigits = Math.max(0, newValue);
        if (minimumIntegerDigits > maximumIntegerDigits) {
            minimumIntegerDigits = maximumIntegerDigits;
        }
    }

    public int getMinimumIntegerDigits() {
        return minimumIntegerDigits;
    }

    public void setMinimumIntegerDigits(int newValue) {
        minimumIntegerDigits = Math.max(0, newValue);
        if (minimumIntegerDigits > maximumIntegerDigits) {
            maximumIntegerDigits = minimumIntegerDigits;
        }
    }

    public int getMaximumFractionDigits() {
        return maximumFractionDigits;
    }

    public void setMaximumFractionDigits(int newValue) {
        maximumFractionDigits = Math.max(0, newValue);
        if (maximumFractionDigits < minimumFractionDigits) {
            minimumFractionDigits = maximumFractionDigits;
        }
    }

    public int getMinimumFractionDigits() {
        return minimumFractionDigits;
    }

    public void setMinimumFractionDigits(int newValue) {
        minimumFractionDigits = Math.max(0, newValue);
        if (maximumFractionDigits < minimumFractionDigits) {
            maximumFractionDigits = minimumFractionDigits;
        }
    }

    public java.util.Currency getCurrency() {
        throw new UnsupportedOperationException();
    }

    public void setCurrency(java.util.Currency currency) {
        throw new UnsupportedOperationException();
    }

    public RoundingMode getRoundingMode() {
        throw new UnsupportedOperationException();
    }

    public void setRoundingMode(RoundingMode roundingMode) {
        throw new UnsupportedOperationException();
    }
}
