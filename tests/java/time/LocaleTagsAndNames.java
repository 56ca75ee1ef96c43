import java.util.*;

/** Locale: BCP 47 tags both ways, toString forms, ISO codes, display names in five languages. */
public class LocaleTagsAndNames {
    static String ascii(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(c < 128 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return b.toString();
    }

    static void p(Object o) {
        System.out.println(ascii(String.valueOf(o)));
    }

    public static void main(String[] args) {
        String[] tags = {"en-US", "EN-us", "zh-Hant-TW", "sr-Latn-RS", "en-US-POSIX", "de-DE-u-co-phonebk",
            "ja-JP-u-ca-japanese-x-private", "und", "", "en_US", "x-whatever", "i-klingon", "en-GB-oed",
            "es-419", "de-CH-1996", "iw", "in-ID", "en-a-bbb-x-a-ccc", "123", "en-US-", "zh-cmn-Hans-CN",
            "de-DE-x-lvariant-POSIX"};
        for (String t : tags) {
            Locale l = Locale.forLanguageTag(t);
            p("[" + t + "] -> " + l + " | " + l.toLanguageTag() + " | lang=" + l.getLanguage() + " script="
                + l.getScript() + " country=" + l.getCountry() + " variant=" + l.getVariant() + " ext="
                + l.getExtensionKeys() + " u=" + l.getUnicodeLocaleKeys() + " x=" + l.getExtension('x'));
        }
        Locale[] ls = {new Locale("de", "CH"), new Locale("fr", "CA"), new Locale("", "US"), new Locale("zh", "TW"),
            new Locale("pt", "BR"), new Locale("EN", "gb", "Var_X"), new Locale("iw", "IL"),
            Locale.ROOT, new Locale.Builder().setLanguage("sr").setScript("Latn").setRegion("RS").build(),
            Locale.JAPAN, Locale.KOREA, new Locale("es", "MX"), new Locale("tr", "TR"), new Locale("ru", "RU"),
            new Locale("nl", "BE"), new Locale("sv", "SE"), new Locale("ar", "EG"), new Locale("hi", "IN")};
        Locale[] in = {Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH, new Locale("es"), Locale.ITALIAN};
        for (Locale l : ls) {
            StringBuilder sb = new StringBuilder(l + " | " + l.toLanguageTag() + " | " + l.getDisplayName());
            for (Locale d : in) {
                sb.append(" | ").append(l.getDisplayName(d));
            }
            sb.append(" | ").append(l.getDisplayLanguage()).append(" | ").append(l.getDisplayCountry(Locale.ITALIAN))
                .append(" | ").append(l.getDisplayScript()).append(" | ").append(l.hashCode());
            try {
                sb.append(" | ").append(l.getISO3Language()).append('/').append(l.getISO3Country());
            } catch (MissingResourceException e) {
                sb.append(" | ").append(e.getMessage());
            }
            p(sb);
        }
        String[] countries = Locale.getISOCountries();
        String[] languages = Locale.getISOLanguages();
        p(countries.length + " " + languages.length + " " + countries[0] + " " + countries[countries.length - 1]
            + " " + languages[0] + " " + languages[languages.length - 1]);
        int n = 0;
        StringBuilder sb = new StringBuilder();
        for (String c : countries) {
            if (n++ % 25 == 0) {
                sb.append(c).append('=').append(new Locale("", c).getDisplayCountry(Locale.ENGLISH)).append(' ');
            }
        }
        p(sb);
        p(Locale.US.equals(new Locale("en", "US")) + " " + Locale.UK + " " + Locale.CHINA + " "
            + Locale.CANADA_FRENCH + " " + Locale.getDefault() + " " + Locale.getDefault(Locale.Category.DISPLAY));
        p(new Locale.Builder().setLanguageTag("de-DE").setVariant("POSIX").build().toLanguageTag() + " "
            + new Locale.Builder().setLanguage("ja").setRegion("JP").setUnicodeLocaleKeyword("ca", "japanese").build()
            + " " + new Locale.Builder().setLocale(Locale.FRANCE).setExtension('x', "abc").build().toLanguageTag());
        try {
            new Locale.Builder().setLanguage("toolonglanguage");
        } catch (IllformedLocaleException e) {
            p(e.getMessage());
        }
        try {
            new Locale("xx").getISO3Language();
        } catch (MissingResourceException e) {
            p(e.getMessage());
        }
        Locale.setDefault(Locale.GERMANY);
        p(Locale.getDefault() + " " + Locale.ENGLISH.getDisplayName() + " " + Locale.US.getDisplayCountry()
            + " " + Locale.getDefault(Locale.Category.FORMAT));
        Locale.setDefault(Locale.Category.DISPLAY, Locale.FRENCH);
        p(Locale.getDefault() + " " + Locale.ENGLISH.getDisplayName() + " " + Locale.getDefault(Locale.Category.DISPLAY));
        p(Locale.forLanguageTag("en-US").stripExtensions() + " " + Locale.forLanguageTag("de-DE-u-co-phonebk").stripExtensions()
            + " " + Locale.forLanguageTag("de-DE-u-co-phonebk").getUnicodeLocaleType("co") + " "
            + Locale.forLanguageTag("de-DE-u-co-phonebk").getExtension('u'));
    }
}
