package java.util;

import java.io.Serializable;

/**
 * ISO 4217 currencies. The table below holds the common currencies (code, numeric code,
 * default fraction digits, English name) and the symbols JDK 17's CLDR data gives for the
 * locales this class library formats (ROOT, en, en-GB, de, fr, es, it, pt, ja, zh, tr).
 * Codes outside the table are rejected as unknown (IllegalArgumentException), as the JDK
 * does for codes it does not know. Display names exist in English only: asking for another
 * language's name throws UnsupportedOperationException naming the gap.
 */
public final class Currency implements Serializable {
    private static final long serialVersionUID = -158308464356906721L;

    /** The JDK's serial form: the one field currencyCode; reading gives the shared instance. */
    private Object readResolve() {
        return getInstance(currencyCode);
    }

    /** code, numeric, digits, English name, root symbol, then "lang[_CC]=symbol" overrides. */
    private static final String[] DATA = {
        "USD|840|2|US Dollar|US$|en=$|en_GB=US$|de=$|fr=$US|it=USD|ja=$|tr=$",
        "EUR|978|2|Euro|\u20AC|de_CH=EUR",
        "GBP|826|2|British Pound|\u00A3|fr=\u00A3GB|es=GBP",
        "JPY|392|0|Japanese Yen|JP\u00A5|en=\u00A5|en_GB=JP\u00A5|de=\u00A5|fr=JPY|es=JPY|it=JPY|ja=\uFFE5|tr=\u00A5",
        "CNY|156|2|Chinese Yuan|CN\u00A5|fr=CNY|es=CNY|ja=\u5143|zh=\u00A5",
        "TRY|949|2|Turkish Lira|TRY|tr=\u20BA",
        "BRL|986|2|Brazilian Real|R$|es=BRL|it=BRL",
        "CHF|756|2|Swiss Franc|CHF",
        "CAD|124|2|Canadian Dollar|CA$|fr=$CA|es=CAD",
        "AUD|036|2|Australian Dollar|A$|de=AU$|fr=$AU|es=AUD|pt=AU$|zh=AU$|tr=AU$",
        "INR|356|2|Indian Rupee|\u20B9|es=INR|it=INR",
        "KRW|410|0|South Korean Won|\u20A9|es=KRW|it=KRW|zh=\uFFE6",
        "MXN|484|2|Mexican Peso|MX$|fr=$MX|es=MXN|it=MXN",
        "RUB|643|2|Russian Ruble|RUB",
        "SEK|752|2|Swedish Krona|SEK",
        "NOK|578|2|Norwegian Krone|NOK",
        "DKK|208|2|Danish Krone|DKK",
        "PLN|985|2|Polish Zloty|PLN",
        "CZK|203|2|Czech Koruna|CZK",
        "HUF|348|2|Hungarian Forint|HUF",
        "NZD|554|2|New Zealand Dollar|NZ$",
        "HKD|344|2|Hong Kong Dollar|HK$",
        "SGD|702|2|Singapore Dollar|SGD",
        "ZAR|710|2|South African Rand|ZAR",
        "ILS|376|2|Israeli New Shekel|\u20AA",
        "THB|764|2|Thai Baht|THB",
        "IDR|360|2|Indonesian Rupiah|IDR",
        "ARS|032|2|Argentine Peso|ARS",
        "CLP|152|0|Chilean Peso|CLP",
        "COP|170|2|Colombian Peso|COP",
        "EGP|818|2|Egyptian Pound|EGP",
        "SAR|682|2|Saudi Riyal|SAR",
        "AED|784|2|United Arab Emirates Dirham|AED",
        "TWD|901|2|New Taiwan Dollar|NT$",
        "VND|704|0|Vietnamese Dong|\u20AB",
        "PHP|608|2|Philippine Piso|\u20B1",
        "MYR|458|2|Malaysian Ringgit|MYR",
        "PKR|586|2|Pakistani Rupee|PKR",
        "NGN|566|2|Nigerian Naira|NGN",
        "UAH|980|2|Ukrainian Hryvnia|UAH",
        "RON|946|2|Romanian Leu|RON",
        "BGN|975|2|Bulgarian Lev|BGN",
        "ISK|352|0|Icelandic Kr\u00F3na|ISK",
        "KWD|414|3|Kuwaiti Dinar|KWD",
        "BHD|048|3|Bahraini Dinar|BHD",
        "OMR|512|3|Omani Rial|OMR",
        "JOD|400|3|Jordanian Dinar|JOD",
        "TND|788|3|Tunisian Dinar|TND",
        "XAU|959|-1|Gold|XAU",
        "XAG|961|-1|Silver|XAG",
        "XXX|999|-1|Unknown Currency|\u00A4|de=XXX|ja=XXX|zh=XXX",
    };

    /** Country code to currency code. */
    private static final String COUNTRIES = "US=USD GB=GBP DE=EUR FR=EUR ES=EUR IT=EUR NL=EUR AT=EUR BE=EUR FI=EUR "
        + "IE=EUR PT=EUR GR=EUR LU=EUR SK=EUR SI=EUR EE=EUR LV=EUR LT=EUR MT=EUR CY=EUR BR=BRL JP=JPY CN=CNY "
        + "TR=TRY CH=CHF LI=CHF CA=CAD AU=AUD IN=INR KR=KRW MX=MXN RU=RUB SE=SEK NO=NOK DK=DKK PL=PLN CZ=CZK "
        + "HU=HUF NZ=NZD HK=HKD SG=SGD ZA=ZAR IL=ILS TH=THB ID=IDR AR=ARS CL=CLP CO=COP EG=EGP SA=SAR AE=AED "
        + "TW=TWD VN=VND PH=PHP MY=MYR PK=PKR NG=NGN UA=UAH RO=RON BG=BGN IS=ISK KW=KWD BH=BHD OM=OMR JO=JOD TN=TND";

    private static HashMap<String, Currency> instances;

    private final String currencyCode;
    private final transient int numeric;
    private final transient int digits;
    private final transient String[] fields;

    private Currency(String[] fields) {
        this.fields = fields;
        this.currencyCode = fields[0];
        this.numeric = Integer.parseInt(fields[1]);
        this.digits = Integer.parseInt(fields[2]);
    }

    private static synchronized HashMap<String, Currency> table() {
        if (instances == null) {
            HashMap<String, Currency> m = new HashMap<>();
            for (String row : DATA) {
                Currency c = new Currency(row.split("\\|"));
                m.put(c.currencyCode, c);
            }
            instances = m;
        }
        return instances;
    }

    public static Currency getInstance(String currencyCode) {
        Currency c = table().get(currencyCode);
        if (c == null) {
            if (currencyCode == null) {
                throw new NullPointerException();
            }
            throw new IllegalArgumentException();
        }
        return c;
    }

    public static Currency getInstance(Locale locale) {
        String country = locale.getCountry();
        if (country == null || country.length() != 2) {
            throw new IllegalArgumentException();
        }
        int at = COUNTRIES.indexOf(country + "=");
        while (at > 0 && COUNTRIES.charAt(at - 1) != ' ') {
            at = COUNTRIES.indexOf(country + "=", at + 1);
        }
        if (at < 0) {
            throw new IllegalArgumentException();
        }
        return getInstance(COUNTRIES.substring(at + 3, at + 6));
    }

    public static Set<Currency> getAvailableCurrencies() {
        return new HashSet<>(table().values());
    }

    public String getCurrencyCode() {
        return currencyCode;
    }

    public String getSymbol() {
        return getSymbol(Locale.getDefault(Locale.Category.DISPLAY));
    }

    public String getSymbol(Locale locale) {
        String lang = locale.getLanguage();
        String full = lang + "_" + locale.getCountry();
        String byLang = null;
        for (int i = 5; i < fields.length; i++) {
            String f = fields[i];
            int eq = f.indexOf('=');
            String key = f.substring(0, eq);
            if (key.equals(full)) {
                return f.substring(eq + 1);
            }
            if (key.equals(lang)) {
                byLang = f.substring(eq + 1);
            }
        }
        return byLang != null ? byLang : fields[4];
    }

    public int getDefaultFractionDigits() {
        return digits;
    }

    public int getNumericCode() {
        return numeric;
    }

    public String getNumericCodeAsString() {
        return fields[1];
    }

    public String getDisplayName() {
        return getDisplayName(Locale.getDefault(Locale.Category.DISPLAY));
    }

    public String getDisplayName(Locale locale) {
        String lang = locale.getLanguage();
        if (!lang.isEmpty() && !lang.equals("en")) {
            throw new UnsupportedOperationException(
                "java.util.Currency.getDisplayName: no currency names for language " + lang);
        }
        return fields[3];
    }

    @Override
    public String toString() {
        return currencyCode;
    }
}
