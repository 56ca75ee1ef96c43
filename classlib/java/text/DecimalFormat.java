package java.text;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Currency;
import java.util.Locale;

/**
 * Pattern-driven decimal formatting and parsing, as the JDK's class documents it: prefixes
 * and suffixes with % (x100), per mille (x1000), the currency sign (the locale's symbol; doubled,
 * the ISO code) and quoting; grouping; minimum and maximum integer and fraction digits;
 * scientific notation ("0.###E0", engineering when the maximum integer digits repeat);
 * rounding by a RoundingMode (HALF_EVEN by default).
 *
 * Affix patterns are kept in an internal form: a quote followed by one of the characters
 * currency sign, %, per mille or - stands for that symbol (two currency signs: the ISO code),
 * two quotes stand for a literal quote, and any other character is itself. A prefix or suffix
 * set as literal text has a null pattern.
 *
 * Digit counts: this class keeps its own limits (up to Integer.MAX_VALUE, used for BigDecimal
 * and BigInteger); NumberFormat's copies are capped at 309 integer and 340 fraction digits
 * and used for double and long, as the JDK does.
 */
public class DecimalFormat extends NumberFormat {
    private static final long serialVersionUID = 864413376551465018L;

    static final int DOUBLE_INTEGER_DIGITS = 309;
    static final int DOUBLE_FRACTION_DIGITS = 340;
    static final int MAXIMUM_INTEGER_DIGITS = Integer.MAX_VALUE;
    static final int MAXIMUM_FRACTION_DIGITS = Integer.MAX_VALUE;

    private static final char CURRENCY_SIGN = '\u00A4';
    private static final char QUOTE = '\'';

    private String positivePrefix = "";
    private String positiveSuffix = "";
    private String negativePrefix = "-";
    private String negativeSuffix = "";
    private String posPrefixPattern;
    private String posSuffixPattern;
    private String negPrefixPattern;
    private String negSuffixPattern;
    private int multiplier = 1;
    private byte groupingSize = 3;
    private boolean decimalSeparatorAlwaysShown = false;
    private boolean parseBigDecimal = false;
    private transient boolean isCurrencyFormat = false;
    private DecimalFormatSymbols symbols;
    private boolean useExponentialNotation;
    private byte minExponentDigits;
    private int maximumIntegerDigits;
    private int minimumIntegerDigits;
    private int maximumFractionDigits;
    private int minimumFractionDigits;
    private RoundingMode roundingMode = RoundingMode.HALF_EVEN;
    /* The JDK's current serial version, always written. */
    private int serialVersionOnStream = 4;

    /* An empty affix is the one "" literal, as the JDK's: a stream of several refers back to it. */
    private static String literalIfEmpty(String a) {
        return a != null && a.isEmpty() ? "" : a;
    }

    /** Restores what the stream leaves out: whether an affix holds the currency sign; empty affixes as the literal. */
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (symbols == null) {
            throw new java.io.InvalidObjectException("DecimalFormat without symbols");
        }
        if (roundingMode == null) {
            roundingMode = RoundingMode.HALF_EVEN;
        }
        /* after reading, an empty affix is the "" literal again, as on the JDK */
        positivePrefix = literalIfEmpty(positivePrefix);
        positiveSuffix = literalIfEmpty(positiveSuffix);
        negativePrefix = literalIfEmpty(negativePrefix);
        negativeSuffix = literalIfEmpty(negativeSuffix);
        posPrefixPattern = literalIfEmpty(posPrefixPattern);
        posSuffixPattern = literalIfEmpty(posSuffixPattern);
        negPrefixPattern = literalIfEmpty(negPrefixPattern);
        negSuffixPattern = literalIfEmpty(negSuffixPattern);
        isCurrencyFormat = false;
        for (String a : new String[] {posPrefixPattern, posSuffixPattern, negPrefixPattern, negSuffixPattern}) {
            if (a != null && a.indexOf(CURRENCY_SIGN) >= 0) {
                isCurrencyFormat = true;
            }
        }
        serialVersionOnStream = 4;
    }

    public DecimalFormat() {
        Locale def = Locale.getDefault(Locale.Category.FORMAT);
        symbols = DecimalFormatSymbols.getInstance(def);
        applyPattern(DecimalFormatSymbols.localeData(def)[3], false);
    }

    public DecimalFormat(String pattern) {
        symbols = DecimalFormatSymbols.getInstance(Locale.getDefault(Locale.Category.FORMAT));
        applyPattern(pattern, false);
    }

    public DecimalFormat(String pattern, DecimalFormatSymbols symbols) {
        this.symbols = (DecimalFormatSymbols) symbols.clone();
        applyPattern(pattern, false);
    }

    /** The factory's instance: pattern kind 3 number, 4 percent, 5 currency, 6 integer. */
    static DecimalFormat forLocale(Locale locale, int kind) {
        String[] data = DecimalFormatSymbols.localeData(locale);
        DecimalFormatSymbols syms = DecimalFormatSymbols.getInstance(locale);
        DecimalFormat f = new DecimalFormat(data[kind == 6 ? 3 : kind], syms);
        if (kind == 6) {
            f.setMaximumFractionDigits(0);
            f.setDecimalSeparatorAlwaysShown(false);
            f.setParseIntegerOnly(true);
        } else if (kind == 5) {
            f.adjustForCurrencyDefaultFractionDigits();
        }
        return f;
    }

    private void adjustForCurrencyDefaultFractionDigits() {
        Currency currency = symbols.getCurrency();
        if (currency == null) {
            try {
                currency = Currency.getInstance(symbols.getInternationalCurrencySymbol());
            } catch (IllegalArgumentException e) {
                return;
            }
        }
        int digits = currency.getDefaultFractionDigits();
        if (digits != -1) {
            int oldMin = getMinimumFractionDigits();
            if (oldMin == getMaximumFractionDigits()) {
                setMinimumFractionDigits(digits);
                setMaximumFractionDigits(digits);
            } else {
                setMinimumFractionDigits(Math.min(digits, oldMin));
                setMaximumFractionDigits(digits);
            }
        }
    }

    // ----- formatting -----

    @Override
    public final StringBuffer format(Object number, StringBuffer toAppendTo, FieldPosition pos) {
        if (number instanceof Long || number instanceof Integer || number instanceof Short
                || number instanceof Byte || number instanceof java.util.concurrent.atomic.AtomicInteger
                || number instanceof java.util.concurrent.atomic.AtomicLong
                || (number instanceof BigInteger && ((BigInteger) number).bitLength() < 64)) {
            return format(((Number) number).longValue(), toAppendTo, pos);
        } else if (number instanceof BigDecimal) {
            return formatBigDecimal((BigDecimal) number, toAppendTo, pos);
        } else if (number instanceof BigInteger) {
            return formatBigInteger((BigInteger) number, toAppendTo, pos);
        } else if (number instanceof Number) {
            return format(((Number) number).doubleValue(), toAppendTo, pos);
        }
        throw new IllegalArgumentException("Cannot format given Object as a Number");
    }

    @Override
    public StringBuffer format(double number, StringBuffer result, FieldPosition pos) {
        pos.setBeginIndex(0);
        pos.setEndIndex(0);
        if (Double.isNaN(number) || (Double.isInfinite(number) && multiplier == 0)) {
            int start = result.length();
            result.append(symbols.getNaN());
            if (pos.matches(Field.INTEGER, INTEGER_FIELD)) {
                pos.setBeginIndex(start);
                pos.setEndIndex(result.length());
            }
            return result;
        }
        boolean negative = ((number < 0.0) || (number == 0.0 && 1 / number < 0.0)) ^ (multiplier < 0);
        if (multiplier != 1) {
            number *= multiplier;
        }
        if (Double.isInfinite(number)) {
            result.append(negative ? negativePrefix : positivePrefix);
            int start = result.length();
            result.append(symbols.getInfinity());
            if (pos.matches(Field.INTEGER, INTEGER_FIELD)) {
                pos.setBeginIndex(start);
                pos.setEndIndex(result.length());
            }
            result.append(negative ? negativeSuffix : positiveSuffix);
            return result;
        }
        if (negative) {
            number = -number;
        }
        int maxInt = super.getMaximumIntegerDigits();
        int minInt = super.getMinimumIntegerDigits();
        int maxFra = super.getMaximumFractionDigits();
        int minFra = super.getMinimumFractionDigits();
        DigitList dl = new DigitList();
        dl.set(negative, number, useExponentialNotation ? maxInt + maxFra : maxFra, !useExponentialNotation,
            roundingMode);
        return subformat(result, pos, dl, negative, false, maxInt, minInt, maxFra, minFra);
    }

    @Override
    public StringBuffer format(long number, StringBuffer result, FieldPosition pos) {
        pos.setBeginIndex(0);
        pos.setEndIndex(0);
        boolean negative = number < 0;
        if (negative) {
            number = -number;
        }
        boolean useBig = false;
        if (number < 0) {
            if (multiplier != 0) {
                useBig = true;
            }
        } else if (multiplier != 1 && multiplier != 0) {
            long cutoff = Long.MAX_VALUE / multiplier;
            if (cutoff < 0) {
                cutoff = -cutoff;
            }
            useBig = number > cutoff;
        }
        if (useBig) {
            if (negative) {
                number = -number;
            }
            return formatBigInteger(BigInteger.valueOf(number), result, pos, true);
        }
        number *= multiplier;
        if (number == 0) {
            negative = false;
        } else if (multiplier < 0) {
            number = -number;
            negative = !negative;
        }
        int maxInt = super.getMaximumIntegerDigits();
        int minInt = super.getMinimumIntegerDigits();
        int maxFra = super.getMaximumFractionDigits();
        int minFra = super.getMinimumFractionDigits();
        DigitList dl = new DigitList();
        dl.set(negative, number, useExponentialNotation ? maxInt + maxFra : 0, roundingMode);
        return subformat(result, pos, dl, negative, true, maxInt, minInt, maxFra, minFra);
    }

    private StringBuffer formatBigDecimal(BigDecimal number, StringBuffer result, FieldPosition pos) {
        pos.setBeginIndex(0);
        pos.setEndIndex(0);
        if (multiplier != 1) {
            number = number.multiply(BigDecimal.valueOf(multiplier));
        }
        boolean negative = number.signum() == -1;
        if (negative) {
            number = number.negate();
        }
        int maxInt = getMaximumIntegerDigits();
        int minInt = getMinimumIntegerDigits();
        int maxFra = getMaximumFractionDigits();
        int minFra = getMinimumFractionDigits();
        int sig = maxInt + maxFra;
        DigitList dl = new DigitList();
        dl.set(negative, number, useExponentialNotation ? (sig < 0 ? Integer.MAX_VALUE : sig) : maxFra,
            !useExponentialNotation, roundingMode);
        return subformat(result, pos, dl, negative, false, maxInt, minInt, maxFra, minFra);
    }

    private StringBuffer formatBigInteger(BigInteger number, StringBuffer result, FieldPosition pos) {
        return formatBigInteger(number, result, pos, false);
    }

    private StringBuffer formatBigInteger(BigInteger number, StringBuffer result, FieldPosition pos,
                                          boolean fromLong) {
        pos.setBeginIndex(0);
        pos.setEndIndex(0);
        if (multiplier != 1) {
            number = number.multiply(BigInteger.valueOf(multiplier));
        }
        boolean negative = number.signum() == -1;
        if (negative) {
            number = number.negate();
        }
        int maxInt;
        int minInt;
        int maxFra;
        int minFra;
        if (fromLong) {
            maxInt = super.getMaximumIntegerDigits();
            minInt = super.getMinimumIntegerDigits();
            maxFra = super.getMaximumFractionDigits();
            minFra = super.getMinimumFractionDigits();
        } else {
            maxInt = getMaximumIntegerDigits();
            minInt = getMinimumIntegerDigits();
            maxFra = getMaximumFractionDigits();
            minFra = getMinimumFractionDigits();
        }
        int sig = maxInt + maxFra;
        DigitList dl = new DigitList();
        dl.set(negative, number, useExponentialNotation ? (sig < 0 ? Integer.MAX_VALUE : sig) : 0, roundingMode);
        return subformat(result, pos, dl, negative, true, maxInt, minInt, maxFra, minFra);
    }

    private StringBuffer subformat(StringBuffer result, FieldPosition pos, DigitList dl, boolean negative,
                                   boolean isInteger, int maxInt, int minInt, int maxFra, int minFra) {
        char zero = symbols.getZeroDigit();
        int zeroDelta = zero - '0';
        char grouping = isCurrencyFormat ? symbols.getMonetaryGroupingSeparator() : symbols.getGroupingSeparator();
        char decimal = isCurrencyFormat ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
        result.append(negative ? negativePrefix : positivePrefix);
        int intBegin = result.length();
        int intEnd;
        int fracBegin;
        int fracEnd;
        if (useExponentialNotation) {
            int exponent = dl.decimalAt;
            int repeat = maxInt;
            int minimumIntegerDigits = minInt;
            if (repeat > 1 && repeat > minInt) {
                if (exponent >= 1) {
                    exponent = ((exponent - 1) / repeat) * repeat;
                } else {
                    exponent = ((exponent - repeat) / repeat) * repeat;
                }
                minimumIntegerDigits = 1;
            } else {
                exponent -= minimumIntegerDigits;
            }
            int minimumDigits = minInt + minFra;
            if (minimumDigits < 0) {
                minimumDigits = Integer.MAX_VALUE;
            }
            int integerDigits = dl.isZero() ? minimumIntegerDigits : dl.decimalAt - exponent;
            if (minimumDigits < integerDigits) {
                minimumDigits = integerDigits;
            }
            int totalDigits = dl.count;
            if (minimumDigits > totalDigits) {
                totalDigits = minimumDigits;
            }
            intEnd = -1;
            fracBegin = -1;
            for (int i = 0; i < totalDigits; i++) {
                if (i == integerDigits) {
                    intEnd = result.length();
                    result.append(decimal);
                    fracBegin = result.length();
                }
                result.append(i < dl.count ? (char) (dl.digits[i] + zeroDelta) : zero);
            }
            if (decimalSeparatorAlwaysShown && totalDigits == integerDigits) {
                intEnd = result.length();
                result.append(decimal);
                fracBegin = result.length();
            }
            if (intEnd < 0) {
                intEnd = result.length();
                fracBegin = intEnd;
            }
            fracEnd = result.length();
            result.append(symbols.getExponentSeparator());
            if (dl.isZero()) {
                exponent = 0;
            }
            if (exponent < 0) {
                exponent = -exponent;
                result.append(symbols.getMinusSign());
            }
            String es = Integer.toString(exponent);
            for (int i = es.length(); i < minExponentDigits; i++) {
                result.append(zero);
            }
            for (int i = 0; i < es.length(); i++) {
                result.append((char) (es.charAt(i) + zeroDelta));
            }
        } else {
            int count = minInt;
            int digitIndex = 0;
            if (dl.decimalAt > 0 && count < dl.decimalAt) {
                count = dl.decimalAt;
            }
            if (count > maxInt) {
                count = maxInt;
                digitIndex = dl.decimalAt - count;
            }
            int sizeBefore = result.length();
            for (int i = count - 1; i >= 0; --i) {
                if (i < dl.decimalAt && digitIndex < dl.count) {
                    result.append((char) (dl.digits[digitIndex++] + zeroDelta));
                } else {
                    result.append(zero);
                }
                if (isGroupingUsed() && i > 0 && groupingSize != 0 && i % groupingSize == 0) {
                    result.append(grouping);
                }
            }
            boolean fractionPresent = minFra > 0 || (!isInteger && digitIndex < dl.count);
            if (!fractionPresent && result.length() == sizeBefore) {
                result.append(zero);
            }
            intEnd = result.length();
            if (decimalSeparatorAlwaysShown || fractionPresent) {
                result.append(decimal);
            }
            fracBegin = result.length();
            for (int i = 0; i < maxFra; ++i) {
                if (i >= minFra && (isInteger || digitIndex >= dl.count)) {
                    break;
                }
                if (-1 - i > dl.decimalAt - 1) {
                    result.append(zero);
                    continue;
                }
                if (!isInteger && digitIndex < dl.count) {
                    result.append((char) (dl.digits[digitIndex++] + zeroDelta));
                } else {
                    result.append(zero);
                }
            }
            fracEnd = result.length();
        }
        result.append(negative ? negativeSuffix : positiveSuffix);
        if (pos.matches(Field.INTEGER, INTEGER_FIELD)) {
            pos.setBeginIndex(intBegin);
            pos.setEndIndex(intEnd);
        } else if (pos.matches(Field.FRACTION, FRACTION_FIELD)) {
            pos.setBeginIndex(fracBegin);
            pos.setEndIndex(fracEnd);
        }
        return result;
    }

    // ----- parsing -----

    @Override
    public Number parse(String text, ParsePosition pos) {
        if (text.regionMatches(pos.index, symbols.getNaN(), 0, symbols.getNaN().length())) {
            pos.index = pos.index + symbols.getNaN().length();
            return Double.NaN;
        }
        boolean[] status = new boolean[2];
        DigitList dl = new DigitList();
        if (!subparse(text, pos, positivePrefix, negativePrefix, dl, false, status)) {
            return null;
        }
        boolean positive = status[1];
        if (status[0]) {
            return positive == (multiplier >= 0) ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        if (multiplier == 0) {
            if (dl.isZero()) {
                return Double.NaN;
            }
            return positive ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
        }
        if (parseBigDecimal) {
            BigDecimal r = dl.getBigDecimal();
            if (multiplier != 1) {
                try {
                    r = r.divide(BigDecimal.valueOf(multiplier));
                } catch (ArithmeticException e) {
                    r = r.divide(BigDecimal.valueOf(multiplier), roundingMode);
                }
            }
            return positive ? r : r.negate();
        }
        boolean gotDouble = true;
        boolean gotLongMin = false;
        double d = 0.0;
        long l = 0;
        if (dl.fitsIntoLong(positive, isParseIntegerOnly())) {
            gotDouble = false;
            l = dl.getLong();
            if (l < 0) {
                gotLongMin = true;
            }
        } else {
            d = dl.getDouble();
        }
        if (multiplier != 1) {
            if (gotDouble) {
                d /= multiplier;
            } else if (l % multiplier == 0) {
                l /= multiplier;
            } else {
                d = ((double) l) / multiplier;
                gotDouble = true;
            }
        }
        if (!positive && !gotLongMin) {
            d = -d;
            l = -l;
        }
        if (multiplier != 1 && gotDouble) {
            l = (long) d;
            gotDouble = ((d != (double) l) || (d == 0.0 && 1 / d < 0.0)) && !isParseIntegerOnly();
        }
        return gotDouble ? (Number) Double.valueOf(d) : (Number) Long.valueOf(l);
    }

    /** status[0]: infinity seen; status[1]: positive. */
    private boolean subparse(String text, ParsePosition pp, String posPrefix, String negPrefix, DigitList digits,
                             boolean isExponent, boolean[] status) {
        int position = pp.index;
        int oldStart = position;
        boolean gotPositive = text.regionMatches(position, posPrefix, 0, posPrefix.length());
        boolean gotNegative = text.regionMatches(position, negPrefix, 0, negPrefix.length());
        if (gotPositive && gotNegative) {
            if (posPrefix.length() > negPrefix.length()) {
                gotNegative = false;
            } else if (posPrefix.length() < negPrefix.length()) {
                gotPositive = false;
            }
        }
        if (gotPositive) {
            position += posPrefix.length();
        } else if (gotNegative) {
            position += negPrefix.length();
        } else {
            pp.errorIndex = position;
            return false;
        }
        status[0] = false;
        String inf = symbols.getInfinity();
        if (!isExponent && text.regionMatches(position, inf, 0, inf.length())) {
            position += inf.length();
            status[0] = true;
        } else {
            digits.clear();
            char zero = symbols.getZeroDigit();
            char decimal = isCurrencyFormat ? symbols.getMonetaryDecimalSeparator() : symbols.getDecimalSeparator();
            char grouping = isCurrencyFormat ? symbols.getMonetaryGroupingSeparator() : symbols.getGroupingSeparator();
            String exponentString = symbols.getExponentSeparator();
            boolean sawDecimal = false;
            boolean sawExponent = false;
            boolean sawDigit = false;
            int exponent = 0;
            int digitCount = 0;
            int backup = -1;
            for (; position < text.length(); ++position) {
                char ch = text.charAt(position);
                int digit = ch - zero;
                if (digit < 0 || digit > 9) {
                    digit = Character.digit(ch, 10);
                }
                if (digit == 0) {
                    backup = -1;
                    sawDigit = true;
                    if (digits.count == 0) {
                        if (!sawDecimal) {
                            continue;
                        }
                        --digits.decimalAt;
                    } else {
                        ++digitCount;
                        digits.append('0');
                    }
                } else if (digit > 0 && digit <= 9) {
                    sawDigit = true;
                    ++digitCount;
                    digits.append((char) ('0' + digit));
                    backup = -1;
                } else if (!isExponent && ch == decimal) {
                    if (isParseIntegerOnly() || sawDecimal) {
                        break;
                    }
                    digits.decimalAt = digitCount;
                    sawDecimal = true;
                } else if (!isExponent && ch == grouping && isGroupingUsed()) {
                    if (sawDecimal) {
                        break;
                    }
                    backup = position;
                } else if (!isExponent && !sawExponent
                           && text.regionMatches(position, exponentString, 0, exponentString.length())) {
                    ParsePosition ep = new ParsePosition(position + exponentString.length());
                    boolean[] stat = new boolean[2];
                    DigitList ed = new DigitList();
                    if (subparse(text, ep, "", String.valueOf(symbols.getMinusSign()), ed, true, stat)
                            && ed.fitsIntoLong(stat[1], true)) {
                        position = ep.index;
                        long ev = ed.getLong();
                        exponent = (int) Math.max(Integer.MIN_VALUE / 2, Math.min(Integer.MAX_VALUE / 2, ev));
                        if (!stat[1]) {
                            exponent = -exponent;
                        }
                        sawExponent = true;
                    }
                    break;
                } else {
                    break;
                }
            }
            if (backup != -1) {
                position = backup;
            }
            if (!sawDecimal) {
                digits.decimalAt = digitCount;
            }
            digits.decimalAt += exponent;
            if (!sawDigit && digitCount == 0) {
                pp.index = oldStart;
                pp.errorIndex = oldStart;
                return false;
            }
        }
        if (!isExponent) {
            if (gotPositive) {
                gotPositive = text.regionMatches(position, positiveSuffix, 0, positiveSuffix.length());
            }
            if (gotNegative) {
                gotNegative = text.regionMatches(position, negativeSuffix, 0, negativeSuffix.length());
            }
            if (gotPositive && gotNegative) {
                if (positiveSuffix.length() > negativeSuffix.length()) {
                    gotNegative = false;
                } else if (positiveSuffix.length() < negativeSuffix.length()) {
                    gotPositive = false;
                }
            }
            if (gotPositive == gotNegative) {
                pp.errorIndex = position;
                return false;
            }
            pp.index = position + (gotPositive ? positiveSuffix.length() : negativeSuffix.length());
        } else {
            pp.index = position;
        }
        status[1] = gotPositive;
        if (pp.index == oldStart) {
            pp.errorIndex = position;
            return false;
        }
        return true;
    }

    // ----- properties -----

    public DecimalFormatSymbols getDecimalFormatSymbols() {
        return (DecimalFormatSymbols) symbols.clone();
    }

    public void setDecimalFormatSymbols(DecimalFormatSymbols newSymbols) {
        symbols = (DecimalFormatSymbols) newSymbols.clone();
        expandAffixes();
    }

    public String getPositivePrefix() {
        return positivePrefix;
    }

    public void setPositivePrefix(String newValue) {
        positivePrefix = newValue;
        posPrefixPattern = null;
    }

    public String getNegativePrefix() {
        return negativePrefix;
    }

    public void setNegativePrefix(String newValue) {
        negativePrefix = newValue;
        negPrefixPattern = null;
    }

    public String getPositiveSuffix() {
        return positiveSuffix;
    }

    public void setPositiveSuffix(String newValue) {
        positiveSuffix = newValue;
        posSuffixPattern = null;
    }

    public String getNegativeSuffix() {
        return negativeSuffix;
    }

    public void setNegativeSuffix(String newValue) {
        negativeSuffix = newValue;
        negSuffixPattern = null;
    }

    public int getMultiplier() {
        return multiplier;
    }

    public void setMultiplier(int newValue) {
        multiplier = newValue;
    }

    @Override
    public void setGroupingUsed(boolean newValue) {
        super.setGroupingUsed(newValue);
    }

    public int getGroupingSize() {
        return groupingSize;
    }

    public void setGroupingSize(int newValue) {
        if (newValue < 0) {
            throw new IllegalArgumentException("newValue is negative");
        }
        if (newValue > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("newValue exceeds capacity");
        }
        groupingSize = (byte) newValue;
    }

    public boolean isDecimalSeparatorAlwaysShown() {
        return decimalSeparatorAlwaysShown;
    }

    public void setDecimalSeparatorAlwaysShown(boolean newValue) {
        decimalSeparatorAlwaysShown = newValue;
    }

    public boolean isParseBigDecimal() {
        return parseBigDecimal;
    }

    public void setParseBigDecimal(boolean newValue) {
        parseBigDecimal = newValue;
    }

    @Override
    public Currency getCurrency() {
        return symbols.getCurrency();
    }

    @Override
    public void setCurrency(Currency currency) {
        if (currency != symbols.getCurrency()) {
            symbols.setCurrency(currency);
            if (isCurrencyFormat) {
                expandAffixes();
            }
        }
    }

    @Override
    public RoundingMode getRoundingMode() {
        return roundingMode;
    }

    @Override
    public void setRoundingMode(RoundingMode roundingMode) {
        if (roundingMode == null) {
            throw new NullPointerException();
        }
        this.roundingMode = roundingMode;
    }

    @Override
    public void setMaximumIntegerDigits(int newValue) {
        maximumIntegerDigits = Math.min(Math.max(0, newValue), MAXIMUM_INTEGER_DIGITS);
        super.setMaximumIntegerDigits(Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        if (minimumIntegerDigits > maximumIntegerDigits) {
            minimumIntegerDigits = maximumIntegerDigits;
            super.setMinimumIntegerDigits(Math.min(minimumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        }
    }

    @Override
    public void setMinimumIntegerDigits(int newValue) {
        minimumIntegerDigits = Math.min(Math.max(0, newValue), MAXIMUM_INTEGER_DIGITS);
        super.setMinimumIntegerDigits(Math.min(minimumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        if (minimumIntegerDigits > maximumIntegerDigits) {
            maximumIntegerDigits = minimumIntegerDigits;
            super.setMaximumIntegerDigits(Math.min(maximumIntegerDigits, DOUBLE_INTEGER_DIGITS));
        }
    }

    @Override
    public void setMaximumFractionDigits(int newValue) {
        maximumFractionDigits = Math.min(Math.max(0, newValue), MAXIMUM_FRACTION_DIGITS);
        super.setMaximumFractionDigits(Math.min(maximumFractionDigits, DOUBLE_FRACTION_DIGITS));
        if (minimumFractionDigits > maximumFractionDigits) {
            minimumFractionDigits = maximumFractionDigits;
            super.setMinimumFractionDigits(Math.min(minimumFractionDigits, DOUBLE_FRACTION_DIGITS));
        }
    }

    @Override
    public void setMinimumFractionDigits(int newValue) {
        minimumFractionDigits = Math.min(Math.max(0, newValue), MAXIMUM_FRACTION_DIGITS);
        super.setMinimumFractionDigits(Math.min(minimumFractionDigits, DOUBLE_FRACTION_DIGITS));
        if (minimumFractionDigits > maximumFractionDigits) {
            maximumFractionDigits = minimumFractionDigits;
            super.setMaximumFractionDigits(Math.min(maximumFractionDigits, DOUBLE_FRACTION_DIGITS));
        }
    }

    @Override
    public int getMaximumIntegerDigits() {
        return maximumIntegerDigits;
    }

    @Override
    public int getMinimumIntegerDigits() {
        return minimumIntegerDigits;
    }

    @Override
    public int getMaximumFractionDigits() {
        return maximumFractionDigits;
    }

    @Override
    public int getMinimumFractionDigits() {
        return minimumFractionDigits;
    }

    @Override
    public Object clone() {
        DecimalFormat other = (DecimalFormat) super.clone();
        other.symbols = (DecimalFormatSymbols) symbols.clone();
        return other;
    }

    @Override
    public boolean equals(Object obj) {
        if (obj == null) {
            return false;
        }
        if (!super.equals(obj)) {
            return false;
        }
        DecimalFormat o = (DecimalFormat) obj;
        return positivePrefix.equals(o.positivePrefix) && positiveSuffix.equals(o.positiveSuffix)
            && negativePrefix.equals(o.negativePrefix) && negativeSuffix.equals(o.negativeSuffix)
            && java.util.Objects.equals(posPrefixPattern, o.posPrefixPattern)
            && java.util.Objects.equals(posSuffixPattern, o.posSuffixPattern)
            && java.util.Objects.equals(negPrefixPattern, o.negPrefixPattern)
            && java.util.Objects.equals(negSuffixPattern, o.negSuffixPattern)
            && multiplier == o.multiplier && groupingSize == o.groupingSize
            && decimalSeparatorAlwaysShown == o.decimalSeparatorAlwaysShown
            && parseBigDecimal == o.parseBigDecimal && useExponentialNotation == o.useExponentialNotation
            && (!useExponentialNotation || minExponentDigits == o.minExponentDigits)
            && maximumIntegerDigits == o.maximumIntegerDigits && minimumIntegerDigits == o.minimumIntegerDigits
            && maximumFractionDigits == o.maximumFractionDigits
            && minimumFractionDigits == o.minimumFractionDigits && roundingMode == o.roundingMode
            && symbols.equals(o.symbols);
    }

    @Override
    public int hashCode() {
        return super.hashCode() * 37 + positivePrefix.hashCode();
    }

    // ----- patterns -----

    public String toPattern() {
        return toPattern(false);
    }

    public String toLocalizedPattern() {
        return toPattern(true);
    }

    public void applyPattern(String pattern) {
        applyPattern(pattern, false);
    }

    public void applyLocalizedPattern(String pattern) {
        applyPattern(pattern, true);
    }

    private void expandAffixes() {
        posPrefixPattern = literalIfEmpty(posPrefixPattern);
        posSuffixPattern = literalIfEmpty(posSuffixPattern);
        negPrefixPattern = literalIfEmpty(negPrefixPattern);
        negSuffixPattern = literalIfEmpty(negSuffixPattern);
        if (posPrefixPattern != null) {
            positivePrefix = literalIfEmpty(expandAffix(posPrefixPattern));
        }
        if (posSuffixPattern != null) {
            positiveSuffix = literalIfEmpty(expandAffix(posSuffixPattern));
        }
        if (negPrefixPattern != null) {
            negativePrefix = literalIfEmpty(expandAffix(negPrefixPattern));
        }
        if (negSuffixPattern != null) {
            negativeSuffix = literalIfEmpty(expandAffix(negSuffixPattern));
        }
    }

    private String expandAffix(String pattern) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pattern.length();) {
            char c = pattern.charAt(i++);
            if (c == QUOTE) {
                c = pattern.charAt(i++);
                switch (c) {
                    case CURRENCY_SIGN:
                        if (i < pattern.length() && pattern.charAt(i) == CURRENCY_SIGN) {
                            ++i;
                            sb.append(symbols.getInternationalCurrencySymbol());
                        } else {
                            sb.append(symbols.getCurrencySymbol());
                        }
                        continue;
                    case '%':
                        sb.append(symbols.getPercent());
                        continue;
                    case '\u2030':
                        sb.append(symbols.getPerMill());
                        continue;
                    case '-':
                        sb.append(symbols.getMinusSign());
                        continue;
                    default:
                        break;
                }
            }
            sb.append(c);
        }
        return sb.toString();
    }

    private void appendAffixPattern(StringBuilder buffer, String affixPattern, String affix, boolean localized) {
        if (affixPattern == null) {
            appendAffixLiteral(buffer, affix, localized);
            return;
        }
        int i;
        for (int pos = 0; pos < affixPattern.length(); pos = i) {
            i = affixPattern.indexOf(QUOTE, pos);
            if (i < 0) {
                appendAffixLiteral(buffer, affixPattern.substring(pos), localized);
                break;
            }
            if (i > pos) {
                appendAffixLiteral(buffer, affixPattern.substring(pos, i), localized);
            }
            char c = affixPattern.charAt(++i);
            ++i;
            if (c == QUOTE) {
                buffer.append(c);
            } else if (c == CURRENCY_SIGN && i < affixPattern.length() && affixPattern.charAt(i) == CURRENCY_SIGN) {
                ++i;
                buffer.append(c);
            } else if (localized) {
                if (c == '%') {
                    c = symbols.getPercent();
                } else if (c == '\u2030') {
                    c = symbols.getPerMill();
                } else if (c == '-') {
                    c = symbols.getMinusSign();
                }
            }
            buffer.append(c);
        }
    }

    private void appendAffixLiteral(StringBuilder buffer, String affix, boolean localized) {
        String specials = localized
            ? new String(new char[] {symbols.getZeroDigit(), symbols.getGroupingSeparator(),
                symbols.getDecimalSeparator(), symbols.getPercent(), symbols.getPerMill(), symbols.getDigit(),
                symbols.getPatternSeparator(), symbols.getMinusSign(), CURRENCY_SIGN})
            : "0,.%\u2030#;-\u00A4";
        boolean needQuote = false;
        for (int i = 0; i < affix.length(); i++) {
            if (specials.indexOf(affix.charAt(i)) >= 0) {
                needQuote = true;
                break;
            }
        }
        if (needQuote) {
            buffer.append('\'');
        }
        for (int i = 0; i < affix.length(); i++) {
            char c = affix.charAt(i);
            if (c == '\'') {
                buffer.append(c);
            }
            buffer.append(c);
        }
        if (needQuote) {
            buffer.append('\'');
        }
    }

    private String toPattern(boolean localized) {
        StringBuilder result = new StringBuilder();
        char zero = localized ? symbols.getZeroDigit() : '0';
        char digit = localized ? symbols.getDigit() : '#';
        for (int j = 1; j >= 0; --j) {
            if (j == 1) {
                appendAffixPattern(result, posPrefixPattern, positivePrefix, localized);
            } else {
                appendAffixPattern(result, negPrefixPattern, negativePrefix, localized);
            }
            int digitCount = useExponentialNotation ? getMaximumIntegerDigits()
                : Math.max(groupingSize, getMinimumIntegerDigits()) + 1;
            for (int i = digitCount; i > 0; --i) {
                if (i != digitCount && isGroupingUsed() && groupingSize != 0 && i % groupingSize == 0) {
                    result.append(localized ? symbols.getGroupingSeparator() : ',');
                }
                result.append(i <= getMinimumIntegerDigits() ? zero : digit);
            }
            if (getMaximumFractionDigits() > 0 || decimalSeparatorAlwaysShown) {
                result.append(localized ? symbols.getDecimalSeparator() : '.');
            }
            for (int i = 0; i < getMaximumFractionDigits(); ++i) {
                result.append(i < getMinimumFractionDigits() ? zero : digit);
            }
            if (useExponentialNotation) {
                result.append(localized ? symbols.getExponentSeparator() : "E");
                for (int i = 0; i < minExponentDigits; ++i) {
                    result.append(zero);
                }
            }
            if (j == 1) {
                appendAffixPattern(result, posSuffixPattern, positiveSuffix, localized);
                boolean sameSuffix = (negSuffixPattern == null && posSuffixPattern == null
                        && negativeSuffix.equals(positiveSuffix))
                    || (negSuffixPattern != null && negSuffixPattern.equals(posSuffixPattern));
                if (sameSuffix) {
                    boolean minusPrefix = (negPrefixPattern != null && posPrefixPattern != null
                            && negPrefixPattern.equals("'-" + posPrefixPattern))
                        || (negPrefixPattern == null && posPrefixPattern == null
                            && negativePrefix.equals(symbols.getMinusSign() + positivePrefix));
                    if (minusPrefix) {
                        break;
                    }
                }
                result.append(localized ? symbols.getPatternSeparator() : ';');
            } else {
                appendAffixPattern(result, negSuffixPattern, negativeSuffix, localized);
            }
        }
        return result.toString();
    }

    private void applyPattern(String pattern, boolean localized) {
        char zeroDigit = '0';
        char groupingSeparator = ',';
        char decimalSeparator = '.';
        char percent = '%';
        char perMill = '\u2030';
        char digit = '#';
        char separator = ';';
        String exponent = "E";
        char minus = '-';
        if (localized) {
            zeroDigit = symbols.getZeroDigit();
            groupingSeparator = symbols.getGroupingSeparator();
            decimalSeparator = symbols.getDecimalSeparator();
            percent = symbols.getPercent();
            perMill = symbols.getPerMill();
            digit = symbols.getDigit();
            separator = symbols.getPatternSeparator();
            exponent = symbols.getExponentSeparator();
            minus = symbols.getMinusSign();
        }
        boolean gotNegative = false;
        decimalSeparatorAlwaysShown = false;
        isCurrencyFormat = false;
        useExponentialNotation = false;
        int start = 0;
        for (int j = 1; j >= 0 && start < pattern.length(); --j) {
            boolean inQuote = false;
            StringBuilder prefix = new StringBuilder();
            StringBuilder suffix = new StringBuilder();
            int decimalPos = -1;
            int mult = 1;
            int digitLeftCount = 0;
            int zeroDigitCount = 0;
            int digitRightCount = 0;
            int groupingCount = -1;
            int phase = 0;
            boolean sawSeparator = false;
            StringBuilder affix = prefix;
            for (int pos = start; pos < pattern.length(); ++pos) {
                char ch = pattern.charAt(pos);
                switch (phase) {
                    case 0:
                    case 2:
                        if (inQuote) {
                            if (ch == QUOTE) {
                                if ((pos + 1) < pattern.length() && pattern.charAt(pos + 1) == QUOTE) {
                                    ++pos;
                                    affix.append("''");
                                } else {
                                    inQuote = false;
                                }
                                continue;
                            }
                        } else {
                            if (ch == digit || ch == zeroDigit || ch == groupingSeparator || ch == decimalSeparator) {
                                if (phase == 2 && ch == decimalSeparator && decimalPos >= 0) {
                                    throw new IllegalArgumentException("Multiple decimal separators in pattern \""
                                        + pattern + '"');
                                }
                                if (phase == 2) {
                                    throw new IllegalArgumentException("Unquoted special character '"
                                        + ch + "' in pattern \"" + pattern + '"');
                                }
                                phase = 1;
                                --pos;
                                continue;
                            } else if (ch == CURRENCY_SIGN) {
                                boolean doubled = (pos + 1) < pattern.length() && pattern.charAt(pos + 1) == CURRENCY_SIGN;
                                if (doubled) {
                                    ++pos;
                                }
                                isCurrencyFormat = true;
                                affix.append(doubled ? "'\u00A4\u00A4" : "'\u00A4");
                                continue;
                            } else if (ch == QUOTE) {
                                if ((pos + 1) < pattern.length() && pattern.charAt(pos + 1) == QUOTE) {
                                    ++pos;
                                    affix.append("''");
                                } else {
                                    inQuote = true;
                                }
                                continue;
                            } else if (ch == separator) {
                                if (phase == 0 || j == 0) {
                                    throw new IllegalArgumentException("Unquoted special character '"
                                        + ch + "' in pattern \"" + pattern + '"');
                                }
                                start = pos + 1;
                                sawSeparator = true;
                                pos = pattern.length();
                                continue;
                            } else if (ch == percent) {
                                if (mult != 1) {
                                    throw new IllegalArgumentException("Too many percent/per mille characters in pattern \""
                                        + pattern + '"');
                                }
                                mult = 100;
                                affix.append("'%");
                                continue;
                            } else if (ch == perMill) {
                                if (mult != 1) {
                                    throw new IllegalArgumentException("Too many percent/per mille characters in pattern \""
                                        + pattern + '"');
                                }
                                mult = 1000;
                                affix.append("'\u2030");
                                continue;
                            } else if (ch == minus) {
                                affix.append("'-");
                                continue;
                            }
                        }
                        affix.append(ch);
                        break;
                    default:
                        if (j == 0) {
                            // The negative subpattern's number part is skipped up to its suffix.
                            while (pos < pattern.length()) {
                                char c2 = pattern.charAt(pos);
                                if (c2 == digit || c2 == zeroDigit || c2 == groupingSeparator || c2 == decimalSeparator) {
                                    ++pos;
                                } else if (pattern.regionMatches(pos, exponent, 0, exponent.length())) {
                                    pos += exponent.length();
                                } else {
                                    break;
                                }
                            }
                            phase = 2;
                            affix = suffix;
                            --pos;
                            continue;
                        }
                        if (ch == digit) {
                            if (zeroDigitCount > 0) {
                                ++digitRightCount;
                            } else {
                                ++digitLeftCount;
                            }
                            if (groupingCount >= 0 && decimalPos < 0) {
                                ++groupingCount;
                            }
                        } else if (ch == zeroDigit) {
                            if (digitRightCount > 0) {
                                throw new IllegalArgumentException("Unexpected '0' in pattern \"" + pattern + '"');
                            }
                            ++zeroDigitCount;
                            if (groupingCount >= 0 && decimalPos < 0) {
                                ++groupingCount;
                            }
                        } else if (ch == groupingSeparator) {
                            groupingCount = 0;
                        } else if (ch == decimalSeparator) {
                            if (decimalPos >= 0) {
                                throw new IllegalArgumentException("Multiple decimal separators in pattern \""
                                    + pattern + '"');
                            }
                            decimalPos = digitLeftCount + zeroDigitCount + digitRightCount;
                        } else if (pattern.regionMatches(pos, exponent, 0, exponent.length())) {
                            if (useExponentialNotation) {
                                throw new IllegalArgumentException("Multiple exponential symbols in pattern \""
                                    + pattern + '"');
                            }
                            useExponentialNotation = true;
                            minExponentDigits = 0;
                            pos = pos + exponent.length();
                            while (pos < pattern.length() && pattern.charAt(pos) == zeroDigit) {
                                ++minExponentDigits;
                                ++pos;
                            }
                            if ((digitLeftCount + zeroDigitCount) < 1 || minExponentDigits < 1) {
                                throw new IllegalArgumentException("Malformed exponential pattern \"" + pattern + '"');
                            }
                            phase = 2;
                            affix = suffix;
                            --pos;
                        } else {
                            phase = 2;
                            affix = suffix;
                            --pos;
                        }
                        continue;
                }
            }
            if (j == 1 && zeroDigitCount == 0 && digitLeftCount > 0 && decimalPos >= 0) {
                int n = decimalPos;
                if (n == 0) {
                    ++n;
                }
                digitRightCount = digitLeftCount - n;
                digitLeftCount = n - 1;
                zeroDigitCount = 1;
            }
            if (j == 1 && ((decimalPos < 0 && digitRightCount > 0)
                    || (decimalPos >= 0 && (decimalPos < digitLeftCount || decimalPos > (digitLeftCount + zeroDigitCount)))
                    || groupingCount == 0 || inQuote)) {
                throw new IllegalArgumentException("Malformed pattern \"" + pattern + '"');
            }
            if (j == 1) {
                posPrefixPattern = prefix.toString();
                posSuffixPattern = suffix.toString();
                negPrefixPattern = posPrefixPattern;
                negSuffixPattern = posSuffixPattern;
                int digitTotalCount = digitLeftCount + zeroDigitCount + digitRightCount;
                int effectiveDecimalPos = decimalPos >= 0 ? decimalPos : digitTotalCount;
                setMinimumIntegerDigits(effectiveDecimalPos - digitLeftCount);
                setMaximumIntegerDigits(useExponentialNotation ? digitLeftCount + getMinimumIntegerDigits()
                    : MAXIMUM_INTEGER_DIGITS);
                setMaximumFractionDigits(decimalPos >= 0 ? (digitTotalCount - decimalPos) : 0);
                setMinimumFractionDigits(decimalPos >= 0 ? (digitLeftCount + zeroDigitCount - decimalPos) : 0);
                setGroupingUsed(groupingCount > 0);
                groupingSize = (byte) (groupingCount > 0 ? groupingCount : 0);
                multiplier = mult;
                setDecimalSeparatorAlwaysShown(decimalPos == 0 || decimalPos == digitTotalCount);
                if (!sawSeparator) {
                    break;
                }
            } else {
                negPrefixPattern = prefix.toString();
                negSuffixPattern = suffix.toString();
                gotNegative = true;
            }
        }
        if (pattern.isEmpty()) {
            posPrefixPattern = "";
            posSuffixPattern = "";
            setMinimumIntegerDigits(0);
            setMaximumIntegerDigits(MAXIMUM_INTEGER_DIGITS);
            setMinimumFractionDigits(0);
            setMaximumFractionDigits(MAXIMUM_FRACTION_DIGITS);
        }
        if (!gotNegative || (negPrefixPattern.equals(posPrefixPattern) && negSuffixPattern.equals(posSuffixPattern))) {
            negSuffixPattern = posSuffixPattern;
            negPrefixPattern = "'-" + posPrefixPattern;
        }
        expandAffixes();
    }
}
