package java.util;

import java.io.Serializable;

/**
 * A minimal Locale: language, country and variant codes, the usual constants, the
 * default locale (from user.language / user.country, else "en" as HotSpot reports in a
 * C/POSIX environment), language tags and English display names for common codes.
 */
public final class Locale implements Cloneable, Serializable {

    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale FRENCH = new Locale("fr", "");
    public static final Locale GERMAN = new Locale("de", "");
    public static final Locale ITALIAN = new Locale("it", "");
    public static final Locale JAPANESE = new Locale("ja", "");
    public static final Locale KOREAN = new Locale("ko", "");
    public static final Locale CHINESE = new Locale("zh", "");
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN");
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW");
    public static final Locale FRANCE = new Locale("fr", "FR");
    public static final Locale GERMANY = new Locale("de", "DE");
    public static final Locale ITALY = new Locale("it", "IT");
    public static final Locale JAPAN = new Locale("ja", "JP");
    public static final Locale KOREA = new Locale("ko", "KR");
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale US = new Locale("en", "US");
    public static final Locale CANADA = new Locale("en", "CA");
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA");
    public static final Locale ROOT = new Locale("", "");

    public enum Category {
        DISPLAY, FORMAT
    }

    private static volatile Locale defaultLocale;
    private static volatile Locale defaultDisplay;
    private static volatile Locale defaultFormat;

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = convertOldISOCodes(language.toLowerCase());
        this.country = country.toUpperCase();
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    private static String convertOldISOCodes(String language) {
        if (language.equals("iw")) {
            return "he";
        }
        if (language.equals("in")) {
            return "id";
        }
        if (language.equals("ji")) {
            return "yi";
        }
        return language;
    }

    public static Locale of(String language) {
        return new Locale(language);
    }

    public static Locale of(String language, String country) {
        return new Locale(language, country);
    }

    public static Locale getDefault() {
        Locale l = defaultLocale;
        if (l == null) {
            String lang = System.getProperty("user.language", "en");
            String country = System.getProperty("user.country", "");
            String variant = System.getProperty("user.variant", "");
            l = new Locale(lang, country, variant);
            defaultLocale = l;
        }
        return l;
    }

    public static Locale getDefault(Category category) {
        if (category == Category.DISPLAY) {
            Locale l = defaultDisplay;
            return l != null ? l : getDefault();
        }
        Locale l = defaultFormat;
        return l != null ? l : getDefault();
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
        defaultDisplay = newLocale;
        defaultFormat = newLocale;
    }

    public static synchronized void setDefault(Category category, Locale newLocale) {
        if (category == null) {
            throw new NullPointerException("Category cannot be NULL");
        }
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        if (category == Category.DISPLAY) {
            defaultDisplay = newLocale;
        } else {
            defaultFormat = newLocale;
        }
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] {ROOT, ENGLISH, US, UK, CANADA, FRENCH, FRANCE, CANADA_FRENCH, GERMAN,
            GERMANY, ITALIAN, ITALY, JAPANESE, JAPAN, KOREAN, KOREA, CHINESE, CHINA, TAIWAN};
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String getScript() {
        return "";
    }

    public boolean hasExtensions() {
        return false;
    }

    public Locale stripExtensions() {
        return this;
    }

    @Override
    public String toString() {
        boolean l = !language.isEmpty();
        boolean c = !country.isEmpty();
        boolean v = !variant.isEmpty();
        StringBuilder sb = new StringBuilder(language);
        if (c || (l && v)) {
            sb.append('_').append(country);
        }
        if (v && (l || c)) {
            sb.append('_').append(variant);
        }
        return sb.toString();
    }

    public String toLanguageTag() {
        StringBuilder sb = new StringBuilder();
        sb.append(language.isEmpty() ? "und" : language);
        if (!country.isEmpty()) {
            sb.append('-').append(country);
        }
        if (!variant.isEmpty()) {
            sb.append('-').append(variant);
        }
        return sb.toString();
    }

    public static Locale forLanguageTag(String languageTag) {
        String[] parts = languageTag.split("[-_]");
        String lang = parts.length > 0 ? parts[0] : "";
        if (lang.equalsIgnoreCase("und")) {
            lang = "";
        }
        String country = "";
        String variant = "";
        int i = 1;
        if (i < parts.length && parts[i].length() == 4) {
            i++; // script subtag: ignored
        }
        if (i < parts.length && (parts[i].length() == 2 || parts[i].length() == 3)) {
            country = parts[i++];
        }
        if (i < parts.length) {
            variant = parts[i];
        }
        return new Locale(lang, country, variant);
    }

    public String getISO3Language() {
        return language;
    }

    public String getISO3Country() {
        return country;
    }

    private static final String[] LANGUAGE_NAMES = {
        "en", "English", "fr", "French", "de", "German", "it", "Italian", "ja", "Japanese",
        "ko", "Korean", "zh", "Chinese", "es", "Spanish", "pt", "Portuguese", "ru", "Russian",
        "nl", "Dutch", "sv", "Swedish", "pl", "Polish", "tr", "Turkish", "ar", "Arabic",
        "he", "Hebrew", "el", "Greek", "hi", "Hindi", "da", "Danish", "fi", "Finnish",
        "no", "Norwegian", "cs", "Czech", "hu", "Hungarian", "uk", "Ukrainian"
    };

    private static final String[] COUNTRY_NAMES = {
        "US", "United States", "GB", "United Kingdom", "CA", "Canada", "FR", "France",
        "DE", "Germany", "IT", "Italy", "JP", "Japan", "KR", "South Korea", "CN", "China",
        "TW", "Taiwan", "ES", "Spain", "PT", "Portugal", "BR", "Brazil", "RU", "Russia",
        "NL", "Netherlands", "SE", "Sweden", "PL", "Poland", "TR", "Turkey", "IN", "India",
        "AU", "Australia", "CH", "Switzerland", "AT", "Austria", "BE", "Belgium", "MX", "Mexico"
    };

    private static String lookup(String[] table, String code) {
        for (int i = 0; i < table.length; i += 2) {
            if (table[i].equals(code)) {
                return table[i + 1];
            }
        }
        return code;
    }

    public String getDisplayLanguage() {
        return lookup(LANGUAGE_NAMES, language);
    }

    public String getDisplayLanguage(Locale inLocale) {
        return getDisplayLanguage();
    }

    public String getDisplayCountry() {
        return lookup(COUNTRY_NAMES, country);
    }

    public String getDisplayCountry(Locale inLocale) {
        return getDisplayCountry();
    }

    public String getDisplayVariant() {
        return variant;
    }

    public String getDisplayName() {
        String l = getDisplayLanguage();
        String c = getDisplayCountry();
        if (l.isEmpty()) {
            return c;
        }
        if (c.isEmpty()) {
            return l;
        }
        return l + " (" + c + ")";
    }

    public String getDisplayName(Locale inLocale) {
        return getDisplayName();
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
    public int hashCode() {
        return (language.hashCode() * 31 + country.hashCode()) * 31 + variant.hashCode();
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Locale)) {
            return false;
        }
        Locale o = (Locale) obj;
        return language.equals(o.language) && country.equals(o.country) && variant.equals(o.variant);
    }
}
