package java.util;

import java.io.Serializable;

/**
 * A locale: language, script, country (region), variant and BCP 47 extensions. Defaults come
 * from user.language/user.country/user.variant/user.script (set from the platform locale as
 * HotSpot does) and their .format/.display variants. Display names come from recorded CLDR
 * data (LocaleNames) for English, German, French, Spanish and Italian.
 */
public final class Locale implements Cloneable, Serializable {
    private static final long serialVersionUID = 9149081749638150636L;

    /** The JDK's serial form: five strings and an obsolete hash code (-1). */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("language", String.class),
        new java.io.ObjectStreamField("country", String.class),
        new java.io.ObjectStreamField("variant", String.class),
        new java.io.ObjectStreamField("hashcode", int.class),
        new java.io.ObjectStreamField("script", String.class),
        new java.io.ObjectStreamField("extensions", String.class)};

    /** The locale readObject rebuilt, which readResolve returns (the fields here are final). */
    private transient Locale deserialized;

    private void writeObject(java.io.ObjectOutputStream out) throws java.io.IOException {
        java.io.ObjectOutputStream.PutField fields = out.putFields();
        // interned, as the JDK's are: equal strings are one back reference in the stream
        fields.put("language", language.intern());
        fields.put("script", script.intern());
        fields.put("country", country.intern());
        fields.put("variant", variant.intern());
        fields.put("extensions", extensions == null ? "" : extensionString().intern());
        fields.put("hashcode", -1);
        out.writeFields();
    }

    private void readObject(java.io.ObjectInputStream in) throws java.io.IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField fields = in.readFields();
        String lang = (String) fields.get("language", "");
        String scr = (String) fields.get("script", "");
        String ctry = (String) fields.get("country", "");
        String var = (String) fields.get("variant", "");
        String ext = (String) fields.get("extensions", "");
        TreeMap<Character, String> map = new TreeMap<>();
        if (ext != null && !ext.isEmpty()) {
            String[] parts = ext.split("-");
            int i = 0;
            while (i < parts.length) {
                if (parts[i].length() != 1) {
                    throw new java.io.InvalidObjectException("Invalid extension: " + ext);
                }
                char key = Character.toLowerCase(parts[i].charAt(0));
                int j = i + 1;
                while (j < parts.length && (key == 'x' || parts[j].length() != 1)) {
                    j++;
                }
                map.put(key, toLower(String.join("-", java.util.Arrays.copyOfRange(parts, i + 1, j))));
                i = j;
            }
        }
        deserialized = new Locale(convertOldISOCodes(toLower(lang)), toTitle(scr), toUpper(ctry), var, map);
    }

    private Object readResolve() {
        return deserialized;
    }

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

    public static final char PRIVATE_USE_EXTENSION = 'x';
    public static final char UNICODE_LOCALE_EXTENSION = 'u';

    public enum Category {
        DISPLAY("user.language.display", "user.script.display", "user.country.display",
            "user.variant.display"),
        FORMAT("user.language.format", "user.script.format", "user.country.format",
            "user.variant.format");

        final String languageKey;
        final String scriptKey;
        final String countryKey;
        final String variantKey;

        Category(String languageKey, String scriptKey, String countryKey, String variantKey) {
            this.languageKey = languageKey;
            this.scriptKey = scriptKey;
            this.countryKey = countryKey;
            this.variantKey = variantKey;
        }
    }

    private static volatile Locale defaultLocale;
    private static volatile Locale defaultDisplay;
    private static volatile Locale defaultFormat;

    private final String language;
    private final String script;
    private final String country;
    private final String variant;
    /** Extensions by singleton (lower case), values lower case; TreeMap for canonical order. */
    private final TreeMap<Character, String> extensions;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = convertOldISOCodes(toLower(language));
        this.script = "";
        this.country = toUpper(country);
        this.variant = variant;
        // the JDK's compatibility locales carry their calendar and numbering extensions
        TreeMap<Character, String> compat = null;
        if (this.language.equals("ja") && this.country.equals("JP") && variant.equals("JP")) {
            compat = new TreeMap<>();
            compat.put('u', "ca-japanese");
        } else if (this.language.equals("th") && this.country.equals("TH") && variant.equals("TH")) {
            compat = new TreeMap<>();
            compat.put('u', "nu-thai");
        }
        this.extensions = compat;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    private Locale(String language, String script, String country, String variant,
            TreeMap<Character, String> extensions) {
        this.language = language;
        this.script = script;
        this.country = country;
        this.variant = variant;
        this.extensions = extensions == null || extensions.isEmpty() ? null : extensions;
    }

    private static String toLower(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z') {
                if (sb == null) {
                    sb = new StringBuilder(s);
                }
                sb.setCharAt(i, (char) (c + 32));
            }
        }
        return sb == null ? s : sb.toString();
    }

    private static String toUpper(String s) {
        StringBuilder sb = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 'a' && c <= 'z') {
                if (sb == null) {
                    sb = new StringBuilder(s);
                }
                sb.setCharAt(i, (char) (c - 32));
            }
        }
        return sb == null ? s : sb.toString();
    }

    private static String toTitle(String s) {
        return s.isEmpty() ? s : toUpper(s.substring(0, 1)) + toLower(s.substring(1));
    }

    private static String convertOldISOCodes(String language) {
        switch (language) {
            case "iw":
                return "he";
            case "in":
                return "id";
            case "ji":
                return "yi";
            default:
                return language;
        }
    }

    public static Locale of(String language) {
        return new Locale(language);
    }

    public static Locale of(String language, String country) {
        return new Locale(language, country);
    }

    public static Locale of(String language, String country, String variant) {
        return new Locale(language, country, variant);
    }

    private static Locale fromProperties(String langKey, String scriptKey, String countryKey,
            String variantKey, Locale fallback) {
        String lang = langKey == null ? null : System.getProperty(langKey);
        String scr = scriptKey == null ? null : System.getProperty(scriptKey);
        String ctry = countryKey == null ? null : System.getProperty(countryKey);
        String var = variantKey == null ? null : System.getProperty(variantKey);
        if (fallback != null && lang == null && scr == null && ctry == null && var == null) {
            return fallback;
        }
        if (fallback != null) {
            if (lang == null) {
                lang = fallback.language;
            }
            if (scr == null) {
                scr = fallback.script;
            }
            if (ctry == null) {
                ctry = fallback.country;
            }
            if (var == null) {
                var = fallback.variant;
            }
        }
        return new Locale(convertOldISOCodes(toLower(lang == null ? "en" : lang)),
            toTitle(scr == null ? "" : scr), toUpper(ctry == null ? "" : ctry),
            var == null ? "" : var, null);
    }

    public static Locale getDefault() {
        Locale l = defaultLocale;
        if (l == null) {
            String ctry = System.getProperty("user.country");
            if (ctry == null) {
                ctry = System.getProperty("user.region");
            }
            String lang = System.getProperty("user.language", "en");
            String scr = System.getProperty("user.script", "");
            String var = System.getProperty("user.variant", "");
            l = new Locale(convertOldISOCodes(toLower(lang)), toTitle(scr),
                toUpper(ctry == null ? "" : ctry), var, null);
            defaultLocale = l;
        }
        return l;
    }

    public static Locale getDefault(Category category) {
        if (category == null) {
            throw new NullPointerException();
        }
        if (category == Category.DISPLAY) {
            Locale l = defaultDisplay;
            if (l == null) {
                l = fromProperties(category.languageKey, category.scriptKey, category.countryKey,
                    category.variantKey, getDefault());
                defaultDisplay = l;
            }
            return l;
        }
        Locale l = defaultFormat;
        if (l == null) {
            l = fromProperties(category.languageKey, category.scriptKey, category.countryKey,
                category.variantKey, getDefault());
            defaultFormat = l;
        }
        return l;
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
        return new Locale[] {ROOT, ENGLISH, US, UK, CANADA, new Locale("en", "AU"), FRENCH, FRANCE,
            CANADA_FRENCH, GERMAN, GERMANY, new Locale("de", "AT"), new Locale("de", "CH"),
            new Locale("es"), new Locale("es", "ES"), ITALIAN, ITALY, new Locale("pt"),
            new Locale("pt", "BR"), JAPANESE, JAPAN, KOREAN, KOREA, CHINESE, CHINA, TAIWAN,
            new Locale("tr"), new Locale("tr", "TR")};
    }

    public static String[] getISOCountries() {
        List<String> out = new ArrayList<>();
        for (String[] row : LocaleNames.countries().values()) {
            out.add(row[1]);
        }
        return out.toArray(new String[0]);
    }

    public enum IsoCountryCode {
        PART1_ALPHA2, PART1_ALPHA3, PART3
    }

    public static Set<String> getISOCountries(IsoCountryCode type) {
        if (type == null) {
            throw new NullPointerException();
        }
        Set<String> out = new TreeSet<>();
        for (String[] row : LocaleNames.countries().values()) {
            if (type == IsoCountryCode.PART1_ALPHA2) {
                out.add(row[1]);
            } else if (type == IsoCountryCode.PART1_ALPHA3 && !row[2].isEmpty()) {
                out.add(row[2]);
            }
        }
        if (type == IsoCountryCode.PART3) {
            throw new UnsupportedOperationException(
                "Locale.getISOCountries(PART3) is not implemented in this library");
        }
        return Collections.unmodifiableSet(out);
    }

    public static String[] getISOLanguages() {
        List<String> out = new ArrayList<>();
        for (String[] row : LocaleNames.languages().values()) {
            out.add(row[1]);
        }
        return out.toArray(new String[0]);
    }

    public String getLanguage() {
        return language;
    }

    public String getScript() {
        return script;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public boolean hasExtensions() {
        return extensions != null;
    }

    public Locale stripExtensions() {
        return extensions == null ? this : new Locale(language, script, country, variant, null);
    }

    public String getExtension(char key) {
        if (!isAlphaNum(key)) {
            throw new IllegalArgumentException("Ill-formed extension key: " + key);
        }
        return extensions == null ? null : extensions.get(Character.toLowerCase(key));
    }

    public Set<Character> getExtensionKeys() {
        if (extensions == null) {
            return Collections.emptySet();
        }
        return Collections.unmodifiableSet(new TreeSet<>(extensions.keySet()));
    }

    public Set<String> getUnicodeLocaleAttributes() {
        Set<String> out = new TreeSet<>();
        String u = extensions == null ? null : extensions.get('u');
        if (u != null) {
            for (String part : u.split("-")) {
                if (part.length() == 2) {
                    break;
                }
                out.add(part);
            }
        }
        return Collections.unmodifiableSet(out);
    }

    private Map<String, String> unicodeKeywords() {
        Map<String, String> out = new TreeMap<>();
        String u = extensions == null ? null : extensions.get('u');
        if (u == null) {
            return out;
        }
        String key = null;
        StringBuilder value = new StringBuilder();
        for (String part : u.split("-")) {
            if (part.length() == 2) {
                if (key != null) {
                    out.put(key, value.toString());
                }
                key = part;
                value.setLength(0);
            } else if (key != null) {
                if (value.length() > 0) {
                    value.append('-');
                }
                value.append(part);
            }
        }
        if (key != null) {
            out.put(key, value.toString());
        }
        return out;
    }

    public String getUnicodeLocaleType(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        if (key.length() != 2) {
            throw new IllegalArgumentException("Ill-formed Unicode locale key: " + key);
        }
        return unicodeKeywords().get(toLower(key));
    }

    public Set<String> getUnicodeLocaleKeys() {
        return Collections.unmodifiableSet(unicodeKeywords().keySet());
    }

    @Override
    public String toString() {
        boolean l = !language.isEmpty();
        boolean s = !script.isEmpty();
        boolean r = !country.isEmpty();
        boolean v = !variant.isEmpty();
        boolean e = extensions != null;
        StringBuilder result = new StringBuilder(language);
        if (r || (l && (v || s || e))) {
            result.append('_').append(country);
        }
        if (v && (l || r)) {
            result.append('_').append(variant);
        }
        if (s && (l || r)) {
            result.append("_#").append(script);
        }
        if (e && (l || r)) {
            result.append('_');
            if (!s) {
                result.append('#');
            }
            result.append(extensionString());
        }
        return result.toString();
    }

    private String extensionString() {
        StringBuilder sb = new StringBuilder();
        String privateUse = null;
        for (Map.Entry<Character, String> en : extensions.entrySet()) {
            if (en.getKey() == 'x') {
                privateUse = en.getValue();
                continue;
            }
            if (sb.length() > 0) {
                sb.append('-');
            }
            sb.append(en.getKey()).append('-').append(en.getValue());
        }
        if (privateUse != null) {
            if (sb.length() > 0) {
                sb.append('-');
            }
            sb.append("x-").append(privateUse);
        }
        return sb.toString();
    }

    private static boolean isAlpha(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isAlphaNum(char c) {
        return isAlpha(c) || isDigit(c);
    }

    private static boolean allAlpha(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!isAlpha(s.charAt(i))) {
                return false;
            }
        }
        return !s.isEmpty();
    }

    private static boolean allDigit(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!isDigit(s.charAt(i))) {
                return false;
            }
        }
        return !s.isEmpty();
    }

    private static boolean allAlphaNum(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!isAlphaNum(s.charAt(i))) {
                return false;
            }
        }
        return !s.isEmpty();
    }

    static boolean isVariantSubtag(String s) {
        int n = s.length();
        if (n >= 5 && n <= 8) {
            return allAlphaNum(s);
        }
        return n == 4 && isDigit(s.charAt(0)) && allAlphaNum(s);
    }

    public String toLanguageTag() {
        if (language.equals("no") && country.equals("NO") && variant.equals("NY") && script.isEmpty()
                && extensions == null) {
            return "nn-NO";
        }
        if (language.isEmpty() && script.isEmpty() && country.isEmpty() && variant.isEmpty()
                && extensions != null && extensions.size() == 1 && extensions.containsKey('x')) {
            return "x-" + extensions.get('x');
        }
        StringBuilder buf = new StringBuilder();
        boolean wellFormedLang = language.isEmpty()
            || (allAlpha(language) && language.length() >= 2 && language.length() <= 8);
        buf.append(language.isEmpty() || !wellFormedLang ? "und" : language);
        if (!script.isEmpty()) {
            buf.append('-').append(script);
        }
        if (!country.isEmpty() && ((country.length() == 2 && allAlpha(country))
                || (country.length() == 3 && allDigit(country)))) {
            buf.append('-').append(country);
        }
        String privateVariant = null;
        if (!variant.isEmpty()) {
            String[] parts = variant.split("[-_]");
            int i = 0;
            for (; i < parts.length; i++) {
                if (!isVariantSubtag(parts[i])) {
                    break;
                }
                buf.append('-').append(parts[i]);
            }
            if (i < parts.length) {
                StringBuilder pv = new StringBuilder();
                for (int j = i; j < parts.length; j++) {
                    if (!allAlphaNum(parts[j]) || parts[j].length() > 8) {
                        break;
                    }
                    if (pv.length() > 0) {
                        pv.append('-');
                    }
                    pv.append(parts[j]);
                }
                if (pv.length() > 0) {
                    privateVariant = pv.toString();
                }
            }
        }
        String privateUse = null;
        if (extensions != null) {
            for (Map.Entry<Character, String> en : extensions.entrySet()) {
                if (en.getKey() == 'x') {
                    privateUse = en.getValue();
                    continue;
                }
                buf.append('-').append(en.getKey()).append('-').append(en.getValue());
            }
        }
        if (privateUse != null || privateVariant != null) {
            buf.append("-x");
            if (privateUse != null) {
                buf.append('-').append(privateUse);
            }
            if (privateVariant != null) {
                buf.append("-lvariant-").append(privateVariant);
            }
        }
        return buf.toString();
    }

    private static final String[][] GRANDFATHERED = {
        {"art-lojban", "jbo"}, {"cel-gaulish", "xtg-x-cel-gaulish"}, {"en-GB-oed", "en-GB-x-oed"},
        {"i-ami", "ami"}, {"i-bnn", "bnn"}, {"i-default", "en-x-i-default"},
        {"i-enochian", "und-x-i-enochian"}, {"i-hak", "hak"}, {"i-klingon", "tlh"}, {"i-lux", "lb"},
        {"i-mingo", "see-x-i-mingo"}, {"i-navajo", "nv"}, {"i-pwn", "pwn"}, {"i-tao", "tao"},
        {"i-tay", "tay"}, {"i-tsu", "tsu"}, {"no-bok", "nb"}, {"no-nyn", "nn"},
        {"sgn-BE-FR", "sfb"}, {"sgn-BE-NL", "vgt"}, {"sgn-CH-DE", "sgg"}, {"zh-guoyu", "cmn"},
        {"zh-hakka", "hak"}, {"zh-min", "nan-x-zh-min"}, {"zh-min-nan", "nan"}, {"zh-xiang", "hsn"},
    };

    public static Locale forLanguageTag(String languageTag) {
        if (languageTag == null) {
            throw new NullPointerException();
        }
        for (String[] g : GRANDFATHERED) {
            if (g[0].equalsIgnoreCase(languageTag)) {
                languageTag = g[1];
                break;
            }
        }
        String[] parts = languageTag.split("-", -1);
        int i = 0;
        String lang = "";
        String scr = "";
        String reg = "";
        List<String> variants = new ArrayList<>();
        TreeMap<Character, String> ext = new TreeMap<>();
        if (i < parts.length && allAlpha(parts[i]) && parts[i].length() >= 2 && parts[i].length() <= 8) {
            lang = toLower(parts[i++]);
            // extlang: up to three 3-letter subtags; the first replaces a macrolanguage
            int extlangs = 0;
            while (i < parts.length && parts[i].length() == 3 && allAlpha(parts[i]) && extlangs < 3
                    && lang.length() <= 3) {
                if (extlangs == 0) {
                    lang = toLower(parts[i]);
                }
                i++;
                extlangs++;
            }
            if (i < parts.length && parts[i].length() == 4 && allAlpha(parts[i])) {
                scr = toTitle(parts[i++]);
            }
            if (i < parts.length && ((parts[i].length() == 2 && allAlpha(parts[i]))
                    || (parts[i].length() == 3 && allDigit(parts[i])))) {
                reg = toUpper(parts[i++]);
            }
            while (i < parts.length && isVariantSubtag(parts[i])) {
                variants.add(parts[i++]);
            }
        } else if (!(i < parts.length && parts[i].equalsIgnoreCase("x"))) {
            return ROOT;
        }
        if (lang.equals("und")) {
            lang = "";
        }
        while (i < parts.length && parts[i].length() == 1 && isAlphaNum(parts[i].charAt(0))) {
            char key = Character.toLowerCase(parts[i].charAt(0));
            int start = i + 1;
            int j = start;
            if (key == 'x') {
                while (j < parts.length && allAlphaNum(parts[j]) && parts[j].length() <= 8) {
                    j++;
                }
            } else {
                while (j < parts.length && allAlphaNum(parts[j]) && parts[j].length() >= 2
                        && parts[j].length() <= 8) {
                    j++;
                }
            }
            if (j == start || ext.containsKey(key)) {
                break;
            }
            StringBuilder v = new StringBuilder();
            for (int k = start; k < j; k++) {
                if (v.length() > 0) {
                    v.append('-');
                }
                v.append(toLower(parts[k]));
            }
            i = j;
            String value = v.toString();
            if (key == 'x') {
                int lv = value.indexOf("lvariant-");
                if (lv == 0 || (lv > 0 && value.charAt(lv - 1) == '-')) {
                    String pv = languageTag.substring(languageTag.toLowerCase().indexOf("lvariant-") + 9);
                    variants.add(pv.replace('-', '_'));
                    value = lv == 0 ? "" : value.substring(0, lv - 1);
                    if (value.isEmpty()) {
                        break;
                    }
                }
                ext.put(key, value);
                break;
            }
            ext.put(key, value);
        }
        StringBuilder var = new StringBuilder();
        for (String v : variants) {
            if (var.length() > 0) {
                var.append('_');
            }
            var.append(v);
        }
        return new Locale(convertOldISOCodes(lang), scr, reg, var.toString(), ext);
    }

    public String getISO3Language() {
        if (language.length() == 3) {
            return language;
        }
        if (language.isEmpty()) {
            return "";
        }
        String[] row = LocaleNames.languages().get(language);
        if (row == null || row[2].isEmpty()) {
            throw new MissingResourceException("Couldn't find 3-letter language code for "
                + language, "FormatData_" + toString(), "ShortLanguage");
        }
        return row[2];
    }

    public String getISO3Country() {
        if (country.length() == 3) {
            return country;
        }
        if (country.isEmpty()) {
            return "";
        }
        String[] row = LocaleNames.countries().get(country);
        if (row == null || row[2].isEmpty()) {
            throw new MissingResourceException("Couldn't find 3-letter country code for "
                + country, "FormatData_" + toString(), "ShortCountry");
        }
        return row[2];
    }

    public final String getDisplayLanguage() {
        return getDisplayLanguage(getDefault(Category.DISPLAY));
    }

    public String getDisplayLanguage(Locale inLocale) {
        if (language.isEmpty()) {
            return "";
        }
        String[] row = LocaleNames.languages().get(language);
        return row == null ? language : LocaleNames.name(row, inLocale.getLanguage());
    }

    public String getDisplayScript() {
        return getDisplayScript(getDefault(Category.DISPLAY));
    }

    public String getDisplayScript(Locale inLocale) {
        if (script.isEmpty()) {
            return "";
        }
        String[] row = LocaleNames.scripts().get(script);
        return row == null ? script : LocaleNames.name(row, inLocale.getLanguage());
    }

    public final String getDisplayCountry() {
        return getDisplayCountry(getDefault(Category.DISPLAY));
    }

    public String getDisplayCountry(Locale inLocale) {
        if (country.isEmpty()) {
            return "";
        }
        String[] row = LocaleNames.countries().get(country);
        return row == null ? country : LocaleNames.name(row, inLocale.getLanguage());
    }

    public final String getDisplayVariant() {
        return getDisplayVariant(getDefault(Category.DISPLAY));
    }

    public String getDisplayVariant(Locale inLocale) {
        return variant.replace("_", ", ");
    }

    public final String getDisplayName() {
        return getDisplayName(getDefault(Category.DISPLAY));
    }

    public String getDisplayName(Locale inLocale) {
        String lang = getDisplayLanguage(inLocale);
        List<String> qualifiers = new ArrayList<>();
        if (!script.isEmpty()) {
            qualifiers.add(getDisplayScript(inLocale));
        }
        if (!country.isEmpty()) {
            qualifiers.add(getDisplayCountry(inLocale));
        }
        if (!variant.isEmpty()) {
            qualifiers.add(getDisplayVariant(inLocale));
        }
        String main = lang;
        if (main.isEmpty()) {
            if (qualifiers.isEmpty()) {
                return "";
            }
            main = qualifiers.remove(0);
        }
        if (qualifiers.isEmpty()) {
            return main;
        }
        StringBuilder sb = new StringBuilder(main).append(" (");
        for (int i = 0; i < qualifiers.size(); i++) {
            if (i > 0) {
                sb.append(", ");
            }
            sb.append(qualifiers.get(i));
        }
        return sb.append(')').toString();
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
        int h = language.hashCode();
        h = 31 * h + script.hashCode();
        h = 31 * h + country.hashCode();
        h = 31 * h + variant.hashCode();
        if (extensions != null) {
            h ^= extensions.hashCode();
        }
        return h;
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
        return language.equals(o.language) && script.equals(o.script) && country.equals(o.country)
            && variant.equals(o.variant) && Objects.equals(extensions, o.extensions);
    }

    /** Builds a Locale from BCP 47 parts, checking each. */
    public static final class Builder {
        private String language = "";
        private String script = "";
        private String region = "";
        private String variant = "";
        private TreeMap<Character, String> extensions = new TreeMap<>();

        public Builder() {
        }

        public Builder setLocale(Locale locale) {
            language = locale.language;
            script = locale.script;
            region = locale.country;
            variant = locale.variant;
            extensions = locale.extensions == null ? new TreeMap<>() : new TreeMap<>(locale.extensions);
            return this;
        }

        public Builder setLanguageTag(String languageTag) {
            Locale l = forLanguageTag(languageTag);
            return setLocale(l);
        }

        public Builder setLanguage(String language) {
            if (language == null || language.isEmpty()) {
                this.language = "";
                return this;
            }
            if (!allAlpha(language) || language.length() < 2 || language.length() > 8) {
                throw new IllformedLocaleException("Ill-formed language: " + language, 0);
            }
            this.language = toLower(language);
            return this;
        }

        public Builder setScript(String script) {
            if (script == null || script.isEmpty()) {
                this.script = "";
                return this;
            }
            if (!allAlpha(script) || script.length() != 4) {
                throw new IllformedLocaleException("Ill-formed script: " + script, 0);
            }
            this.script = toTitle(script);
            return this;
        }

        public Builder setRegion(String region) {
            if (region == null || region.isEmpty()) {
                this.region = "";
                return this;
            }
            if (!((region.length() == 2 && allAlpha(region)) || (region.length() == 3 && allDigit(region)))) {
                throw new IllformedLocaleException("Ill-formed region: " + region, 0);
            }
            this.region = toUpper(region);
            return this;
        }

        public Builder setVariant(String variant) {
            if (variant == null || variant.isEmpty()) {
                this.variant = "";
                return this;
            }
            String[] parts = variant.split("[-_]");
            int offset = 0;
            for (String p : parts) {
                if (!isVariantSubtag(p)) {
                    throw new IllformedLocaleException("Ill-formed variant: " + variant, offset);
                }
                offset += p.length() + 1;
            }
            this.variant = variant.replace('-', '_');
            return this;
        }

        public Builder setExtension(char key, String value) {
            if (!isAlphaNum(key)) {
                throw new IllformedLocaleException("Ill-formed extension key: " + key);
            }
            char k = Character.toLowerCase(key);
            if (value == null || value.isEmpty()) {
                extensions.remove(k);
            } else {
                extensions.put(k, toLower(value.replace('_', '-')));
            }
            return this;
        }

        public Builder setUnicodeLocaleKeyword(String key, String type) {
            Map<String, String> kw = new TreeMap<>(new Locale("", "", "", "", extensions).unicodeKeywords());
            if (type == null) {
                kw.remove(toLower(key));
            } else {
                kw.put(toLower(key), toLower(type));
            }
            StringBuilder sb = new StringBuilder();
            for (Map.Entry<String, String> e : kw.entrySet()) {
                if (sb.length() > 0) {
                    sb.append('-');
                }
                sb.append(e.getKey());
                if (!e.getValue().isEmpty()) {
                    sb.append('-').append(e.getValue());
                }
            }
            return setExtension('u', sb.toString());
        }

        public Builder addUnicodeLocaleAttribute(String attribute) {
            String u = extensions.get('u');
            return setExtension('u', u == null ? attribute : attribute + "-" + u);
        }

        public Builder removeUnicodeLocaleAttribute(String attribute) {
            return this;
        }

        public Builder clear() {
            language = "";
            script = "";
            region = "";
            variant = "";
            extensions = new TreeMap<>();
            return this;
        }

        public Builder clearExtensions() {
            extensions = new TreeMap<>();
            return this;
        }

        public Locale build() {
            return new Locale(convertOldISOCodes(language), script, region, variant,
                new TreeMap<>(extensions));
        }
    }
}
