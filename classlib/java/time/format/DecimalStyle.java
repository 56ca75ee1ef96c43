package java.time.format;

import java.util.Collections;
import java.util.Locale;
import java.util.Set;

/** The symbols used for numbers in dates: zero digit, signs and decimal separator. */
public final class DecimalStyle {
    public static final DecimalStyle STANDARD = new DecimalStyle('0', '+', '-', '.');

    private final char zeroDigit;
    private final char positiveSign;
    private final char negativeSign;
    private final char decimalSeparator;

    private DecimalStyle(char zeroChar, char positiveSignChar, char negativeSignChar,
            char decimalPointChar) {
        this.zeroDigit = zeroChar;
        this.positiveSign = positiveSignChar;
        this.negativeSign = negativeSignChar;
        this.decimalSeparator = decimalPointChar;
    }

    public static Set<Locale> getAvailableLocales() {
        return Collections.singleton(Locale.ROOT);
    }

    public static DecimalStyle ofDefaultLocale() {
        return STANDARD;
    }

    public static DecimalStyle of(Locale locale) {
        if (locale == null) {
            throw new NullPointerException("locale");
        }
        return STANDARD;
    }

    public char getZeroDigit() {
        return zeroDigit;
    }

    public DecimalStyle withZeroDigit(char zeroDigit) {
        return new DecimalStyle(zeroDigit, positiveSign, negativeSign, decimalSeparator);
    }

    public char getPositiveSign() {
        return positiveSign;
    }

    public DecimalStyle withPositiveSign(char positiveSign) {
        return new DecimalStyle(zeroDigit, positiveSign, negativeSign, decimalSeparator);
    }

    public char getNegativeSign() {
        return negativeSign;
    }

    public DecimalStyle withNegativeSign(char negativeSign) {
        return new DecimalStyle(zeroDigit, positiveSign, negativeSign, decimalSeparator);
    }

    public char getDecimalSeparator() {
        return decimalSeparator;
    }

    public DecimalStyle withDecimalSeparator(char decimalSeparator) {
        return new DecimalStyle(zeroDigit, positiveSign, negativeSign, decimalSeparator);
    }

    int convertToDigit(char ch) {
        int val = ch - zeroDigit;
        return (val >= 0 && val <= 9) ? val : -1;
    }

    String convertNumberToI18N(String numericText) {
        if (zeroDigit == '0') {
            return numericText;
        }
        int diff = zeroDigit - '0';
        char[] array = numericText.toCharArray();
        for (int i = 0; i < array.length; i++) {
            array[i] = (char) (array[i] + diff);
        }
        return new String(array);
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj instanceof DecimalStyle) {
            DecimalStyle other = (DecimalStyle) obj;
            return zeroDigit == other.zeroDigit && positiveSign == other.positiveSign
                && negativeSign == other.negativeSign && decimalSeparator == other.decimalSeparator;
        }
        return false;
    }

    @Override
    public int hashCode() {
        return zeroDigit + positiveSign + negativeSign + decimalSeparator;
    }

    @Override
    public String toString() {
        return "DecimalStyle[" + zeroDigit + positiveSign + negativeSign + decimalSeparator + "]";
    }
}
