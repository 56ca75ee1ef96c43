package java.text;

import java.io.Serializable;
import java.util.Currency;
import java.util.Locale;

/**
 * The characters DecimalFormat prints and parses, per locale. The data is JDK 17's default
 * (CLDR) for ROOT, en, de, fr, es, it, pt, ja, zh, tr, nl, ru and the country variants de-CH
 * and fr-CA; any other locale gets ROOT's data.
 */
public class DecimalFormatSymbols implements Cloneable, Serializable {
    private static final long serialVersionUID = 5772796243397350300L;

    /**
     * language[_COUNTRY] | grouping | decimal | number pattern | percent pattern |
     * currency pattern | NaN. ROOT is the entry with the empty key.
     */
    private static final String[] LOCALE_DATA = {
        "|,|.|#,##0.###|#,##0%|\u00A4\u00A0#,##0.00|NaN",
        "en|,|.|#,##0.###|#,##0%|\u00A4#,##0.00|NaN",
        "de|.|,|#,##0.###|#,##0\u00A0%|#,##0.00\u00A0\u00A4|NaN",
        "de_CH|\u2019|.|#,##0.###|#,##0%|\u00A4\u00A0#,##0.00;\u00A4-#,##0.00|NaN",
        "fr|\u202F|,|#,##0.###|#,##0\u00A0%|#,##0.00\u00A0\u00A4|NaN",
        "fr_CA|\u00A0|,|#,##0.###|#,##0\u00A0%|#,##0.00\u00A0\u00A4|NaN",
        "es|.|,|#,##0.###|#,##0\u00A0%|#,##0.00\u00A0\u00A4|NaN",
        "it|.|,|#,##0.###|#,##0%|#,##0.00\u00A0\u00A4|NaN",
        "pt|.|,|#,##0.###|#,##0%|\u00A4\u00A0#,##0.00|NaN",
        "ja|,|.|#,##0.###|#,##0%|\u00A4#,##0.00|NaN",
        "zh|,|.|#,##0.###|#,##0%|\u00A4#,##0.00|NaN",
        "tr|.|,|#,##0.###|%#,##0|\u00A4#,##0.00|NaN",
        "nl|.|,|#,##0.###|#,##0%|\u00A4\u00A0#,##0.00;\u00A4\u00A0-#,##0.00|NaN",
        "ru|\u00A0|,|#,##0.###|#,##0\u00A0%|#,##0.00\u00A0\u00A4|\u043D\u0435\u00A0\u0447\u0438\u0441\u043B\u043E",
    };

    private char zeroDigit = '0';
    private char groupingSeparator;
    private char decimalSeparator;
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private String infinity = "\u221E";
    private String NaN;
    private char minusSign = '-';
    private String currencySymbol;
    private String intlCurrencySymbol;
    private char monetarySeparator;
    private char monetaryGroupingSeparator;
    private String exponentialSeparator = "E";
    private Locale locale;
    /* The serial form's other fields (the JDK's): never changed by the public API for
     * exponential; the *Text ones follow their char setters. */
    private char exponential = 'E';
    private String perMillText = "\u2030";
    private String percentText = "%";
    private String minusSignText = "-";
    private int serialVersionOnStream = 5;
    private transient Currency currency;
    /* The currency fields are set on first use, as the JDK does: until then the stream holds
     * null for currencySymbol and intlCurrencySymbol, as the JDK's does. */
    private transient boolean currencyInitialized;

    public DecimalFormatSymbols() {
        this(Locale.getDefault(Locale.Category.FORMAT));
    }

    public DecimalFormatSymbols(Locale locale) {
        if (locale == null) {
            throw new NullPointerException("locale");
        }
        this.locale = locale;
        String[] d = localeData(locale);
        groupingSeparator = d[1].charAt(0);
        decimalSeparator = d[2].charAt(0);
        monetarySeparator = decimalSeparator;
        monetaryGroupingSeparator = groupingSeparator;
        NaN = d[6].intern(); // one instance per text, as the JDK's locale data: a stream refers back to it
    }

    /** Sets the currency fields from the locale, once (the JDK's lazy initialization). */
    private void initializeCurrency() {
        if (currencyInitialized) {
            return;
        }
        currencyInitialized = true;
        Currency c = null;
        if (locale.getCountry().length() == 2) {
            try {
                c = Currency.getInstance(locale);
            } catch (IllegalArgumentException e) {
                c = null;
            }
        }
        if (c != null) {
            currency = c;
            intlCurrencySymbol = c.getCurrencyCode();
            currencySymbol = c.getSymbol(locale);
        } else {
            intlCurrencySymbol = "XXX";
            currency = Currency.getInstance("XXX");
            currencySymbol = "\u00A4";
        }
    }

    /** The LOCALE_DATA row for a locale: language_COUNTRY, then language, then ROOT. */
    static String[] localeData(Locale locale) {
        String lang = locale.getLanguage();
        String full = lang + "_" + locale.getCountry();
        String[] byLang = null;
        String[] root = null;
        for (String row : LOCALE_DATA) {
            String key = row.substring(0, row.indexOf('|'));
            if (key.equals(full)) {
                return row.split("\\|", -1);
            }
            if (key.equals(lang)) {
                byLang = row.split("\\|", -1);
            }
            if (key.isEmpty()) {
                root = row.split("\\|", -1);
            }
        }
        return byLang != null ? byLang : root;
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public static final DecimalFormatSymbols getInstance() {
        return new DecimalFormatSymbols();
    }

    public static final DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    public char getZeroDigit() {
        return zeroDigit;
    }

    public void setZeroDigit(char zeroDigit) {
        this.zeroDigit = zeroDigit;
    }

    public char getGroupingSeparator() {
        return groupingSeparator;
    }

    public void setGroupingSeparator(char groupingSeparator) {
        this.groupingSeparator = groupingSeparator;
    }

    public char getDecimalSeparator() {
        return decimalSeparator;
    }

    public void setDecimalSeparator(char decimalSeparator) {
        this.decimalSeparator = decimalSeparator;
    }

    public char getPerMill() {
        return perMill;
    }

    public void setPerMill(char perMill) {
        this.perMill = perMill;
        perMillText = String.valueOf(perMill);
    }

    public char getPercent() {
        return percent;
    }

    public void setPercent(char percent) {
        this.percent = percent;
        percentText = String.valueOf(percent);
    }

    public char getDigit() {
        return digit;
    }

    public void setDigit(char digit) {
        this.digit = digit;
    }

    public char getPatternSeparator() {
        return patternSeparator;
    }

    public void setPatternSeparator(char patternSeparator) {
        this.patternSeparator = patternSeparator;
    }

    public String getInfinity() {
        return infinity;
    }

    public void setInfinity(String infinity) {
        this.infinity = infinity;
    }

    public String getNaN() {
        return NaN;
    }

    public void setNaN(String NaN) {
        this.NaN = NaN;
    }

    public char getMinusSign() {
        return minusSign;
    }

    public void setMinusSign(char minusSign) {
        this.minusSign = minusSign;
        minusSignText = String.valueOf(minusSign);
    }

    public String getCurrencySymbol() {
        initializeCurrency();
        return currencySymbol;
    }

    public void setCurrencySymbol(String currency) {
        initializeCurrency();
        currencySymbol = currency;
    }

    public String getInternationalCurrencySymbol() {
        initializeCurrency();
        return intlCurrencySymbol;
    }

    public void setInternationalCurrencySymbol(String currencyCode) {
        initializeCurrency();
        intlCurrencySymbol = currencyCode;
        currency = null;
        if (currencyCode != null) {
            try {
                currency = Currency.getInstance(currencyCode);
                currencySymbol = currency.getSymbol(locale);
            } catch (IllegalArgumentException e) {
                currency = null;
            }
        }
    }

    public Currency getCurrency() {
        initializeCurrency();
        return currency;
    }

    public void setCurrency(Currency currency) {
        if (currency == null) {
            throw new NullPointerException();
        }
        initializeCurrency();
        this.currency = currency;
        intlCurrencySymbol = currency.getCurrencyCode();
        currencySymbol = currency.getSymbol(locale);
    }

    public char getMonetaryDecimalSeparator() {
        return monetarySeparator;
    }

    public void setMonetaryDecimalSeparator(char sep) {
        monetarySeparator = sep;
    }

    public String getExponentSeparator() {
        return exponentialSeparator;
    }

    public void setExponentSeparator(String exp) {
        if (exp == null) {
            throw new NullPointerException();
        }
        exponentialSeparator = exp;
    }

    public char getMonetaryGroupingSeparator() {
        return monetaryGroupingSeparator;
    }

    public void setMonetaryGroupingSeparator(char sep) {
        monetaryGroupingSeparator = sep;
    }

    Locale locale() {
        return locale;
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public boolean equals(Object obj) {
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        if (this == obj) {
            return true;
        }
        DecimalFormatSymbols o = (DecimalFormatSymbols) obj;
        initializeCurrency();
        o.initializeCurrency();
        return zeroDigit == o.zeroDigit && groupingSeparator == o.groupingSeparator
            && decimalSeparator == o.decimalSeparator && percent == o.percent && perMill == o.perMill
            && digit == o.digit && minusSign == o.minusSign && patternSeparator == o.patternSeparator
            && infinity.equals(o.infinity) && NaN.equals(o.NaN)
            && java.util.Objects.equals(currencySymbol, o.currencySymbol)
            && java.util.Objects.equals(intlCurrencySymbol, o.intlCurrencySymbol)
            && currency == o.currency && monetarySeparator == o.monetarySeparator
            && monetaryGroupingSeparator == o.monetaryGroupingSeparator
            && exponentialSeparator.equals(o.exponentialSeparator) && locale.equals(o.locale);
    }

    /**
     * Fills what an older stream lacks (as the JDK does for serialVersionOnStream below 5) and
     * takes the currency from intlCurrencySymbol when the stream has one.
     */
    private void readObject(java.io.ObjectInputStream s) throws java.io.IOException, ClassNotFoundException {
        s.defaultReadObject();
        if (serialVersionOnStream < 1) {
            monetarySeparator = decimalSeparator;
            exponential = 'E';
        }
        if (serialVersionOnStream < 2) {
            locale = Locale.ROOT;
        }
        if (serialVersionOnStream < 3) {
            exponentialSeparator = Character.toString(exponential);
        }
        if (serialVersionOnStream < 4) {
            perMillText = Character.toString(perMill);
            percentText = Character.toString(percent);
            minusSignText = Character.toString(minusSign);
        }
        if (serialVersionOnStream < 5) {
            monetaryGroupingSeparator = groupingSeparator;
        }
        serialVersionOnStream = 5;
        currency = null;
        currencyInitialized = false;
        if (intlCurrencySymbol != null) {
            try {
                currency = Currency.getInstance(intlCurrencySymbol);
            } catch (IllegalArgumentException e) {
                currency = null;
            }
            currencyInitialized = true;
        }
    }

    @Override
    public int hashCode() {
        int result = zeroDigit;
        result = result * 37 + groupingSeparator;
        result = result * 37 + decimalSeparator;
        return result;
    }
}
