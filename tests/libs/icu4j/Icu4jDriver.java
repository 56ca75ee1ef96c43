import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.BreakIterator;
import com.ibm.icu.text.CompactDecimalFormat;
import com.ibm.icu.text.DateFormat;
import com.ibm.icu.text.DecimalFormat;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.text.NumberFormat;
import com.ibm.icu.text.PluralRules;
import com.ibm.icu.text.RuleBasedNumberFormat;
import com.ibm.icu.text.SimpleDateFormat;
import com.ibm.icu.text.Transliterator;
import com.ibm.icu.text.UnicodeSet;
import com.ibm.icu.util.Calendar;
import com.ibm.icu.util.GregorianCalendar;
import com.ibm.icu.util.TimeZone;
import com.ibm.icu.util.ULocale;
import com.ibm.icu.util.VersionInfo;
import java.util.HashMap;
import java.util.Map;

/** Drives Debian's ICU4J: character properties and scripts, normalization, word and sentence
 *  breaking, locale-aware number, compact, spelled-out and plural formatting, MessageFormat
 *  with plurals and selects, date formatting in several locales and calendars, transliteration
 *  and Unicode sets (all from ICU's own data in its jar). */
public class Icu4jDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    public static void main(String[] args) {
        step("version", () -> VersionInfo.ICU_VERSION + " " + UCharacter.getUnicodeVersion());
        step("properties", () -> UCharacter.getName('é') + " " + UCharacter.getName(0x1F600) + " "
                + UCharacter.toUpperCase(new ULocale("tr"), "istanbul") + " " + UCharacter.foldCase("Straße", true) + " "
                + UScript.getName(UScript.getScript('Ж')) + " " + UCharacter.isLetter(0x10400) + " "
                + UCharacter.getNumericValue('Ⅻ') + " " + UCharacter.getCharFromName("GREEK SMALL LETTER ALPHA"));
        step("normalize", () -> {
            Normalizer2 nfc = Normalizer2.getNFCInstance(), nfd = Normalizer2.getNFDInstance(),
                    nfkc = Normalizer2.getNFKCInstance();
            String s = "e\u0301 ﬁ Å";
            return nfc.normalize(s).length() + " " + nfd.normalize(s).length() + " " + nfkc.normalize(s) + " "
                    + nfc.isNormalized(s);
        });
        step("words", () -> {
            BreakIterator bi = BreakIterator.getWordInstance(ULocale.ENGLISH);
            String text = "Hello, world! It's 3.14 o'clock.";
            bi.setText(text);
            StringBuilder sb = new StringBuilder();
            for (int start = bi.first(), end = bi.next(); end != BreakIterator.DONE; start = end, end = bi.next()) {
                if (bi.getRuleStatus() != BreakIterator.WORD_NONE) {
                    sb.append('[').append(text, start, end).append(']');
                }
            }
            return sb.toString();
        });
        step("sentences", () -> {
            BreakIterator bi = BreakIterator.getSentenceInstance(ULocale.ENGLISH);
            String text = "Mr. Smith went to Washington. He said hi! Did he? Yes.";
            bi.setText(text);
            int n = 0;
            while (bi.next() != BreakIterator.DONE) {
                n++;
            }
            return n;
        });
        step("numbers", () -> NumberFormat.getInstance(ULocale.GERMANY).format(1234567.891) + " | "
                + NumberFormat.getCurrencyInstance(ULocale.JAPAN).format(1234.5) + " | "
                + NumberFormat.getPercentInstance(new ULocale("fr_FR")).format(0.256) + " | "
                + NumberFormat.getInstance(new ULocale("hi_IN")).format(12345678) + " | "
                + NumberFormat.getScientificInstance(ULocale.US).format(0.000123) + " | "
                + new DecimalFormat("#,##0.00;(#)").format(-42.5));
        step("compact", () -> CompactDecimalFormat.getInstance(ULocale.ENGLISH, CompactDecimalFormat.CompactStyle.SHORT)
                .format(1234567) + " " + CompactDecimalFormat.getInstance(ULocale.GERMAN, CompactDecimalFormat.CompactStyle.LONG)
                .format(2500000));
        step("spellout", () -> new RuleBasedNumberFormat(ULocale.ENGLISH, RuleBasedNumberFormat.SPELLOUT).format(1999)
                + " | " + new RuleBasedNumberFormat(ULocale.FRENCH, RuleBasedNumberFormat.SPELLOUT).format(71) + " | "
                + new RuleBasedNumberFormat(ULocale.ENGLISH, RuleBasedNumberFormat.ORDINAL).format(23));
        step("plurals", () -> {
            PluralRules en = PluralRules.forLocale(ULocale.ENGLISH), ru = PluralRules.forLocale(new ULocale("ru")),
                    ar = PluralRules.forLocale(new ULocale("ar"));
            StringBuilder sb = new StringBuilder();
            for (int n : new int[] {0, 1, 2, 5, 11, 21, 102}) {
                sb.append(n).append(':').append(en.select(n)).append('/').append(ru.select(n)).append('/')
                        .append(ar.select(n)).append(' ');
            }
            return sb.toString().trim();
        });
        step("message", () -> {
            MessageFormat mf = new MessageFormat("{gender, select, female {She} male {He} other {They}} found "
                    + "{count, plural, =0 {no files} one {# file} other {# files}} worth {when, number, currency}.", ULocale.ENGLISH);
            Map<String, Object> a = new HashMap<>();
            a.put("gender", "female");
            a.put("count", 3);
            a.put("when", 1234.5);
            String one = mf.format(a);
            a.put("gender", "x");
            a.put("count", 1);
            return one + " | " + mf.format(a);
        });
        step("dates", () -> {
            java.util.Date d = new java.util.Date(1_234_567_890_123L);
            StringBuilder sb = new StringBuilder();
            for (String loc : new String[] {"en_US", "de_DE", "ja_JP", "ar_EG", "ru_RU"}) {
                DateFormat f = DateFormat.getDateTimeInstance(DateFormat.FULL, DateFormat.SHORT, new ULocale(loc));
                f.setTimeZone(TimeZone.getTimeZone("America/New_York"));
                sb.append("\n  ").append(loc).append(": ").append(f.format(d));
            }
            SimpleDateFormat iso = new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ", ULocale.ROOT);
            iso.setTimeZone(TimeZone.getTimeZone("Asia/Kolkata"));
            sb.append("\n  iso: ").append(iso.format(d));
            Calendar heb = Calendar.getInstance(new ULocale("en_US@calendar=hebrew"));
            heb.setTimeZone(TimeZone.getTimeZone("UTC"));
            heb.setTime(d);
            sb.append("\n  hebrew: ").append(heb.get(Calendar.YEAR)).append('-').append(heb.get(Calendar.MONTH))
                    .append('-').append(heb.get(Calendar.DAY_OF_MONTH));
            Calendar jp = Calendar.getInstance(new ULocale("ja_JP@calendar=japanese"));
            jp.setTimeZone(TimeZone.getTimeZone("UTC"));
            jp.setTime(d);
            DateFormat jf = DateFormat.getDateInstance(DateFormat.LONG, new ULocale("ja_JP@calendar=japanese"));
            jf.setTimeZone(TimeZone.getTimeZone("UTC"));
            sb.append("\n  japanese: ").append(jf.format(jp));
            GregorianCalendar g = new GregorianCalendar(TimeZone.getTimeZone("UTC"), ULocale.US);
            g.clear();
            g.set(2024, Calendar.FEBRUARY, 29);
            g.add(Calendar.YEAR, 1);
            sb.append("\n  add: ").append(g.get(Calendar.MONTH)).append('/').append(g.get(Calendar.DAY_OF_MONTH))
                    .append(" week ").append(g.get(Calendar.WEEK_OF_YEAR));
            return sb.toString();
        });
        step("transliterate", () -> Transliterator.getInstance("Any-Latin; Latin-ASCII").transliterate("Москва 東京 Ελλάδα")
                + " | " + Transliterator.getInstance("Latin-Cyrillic").transliterate("privet"));
        step("unicode set", () -> {
            UnicodeSet s = new UnicodeSet("[[:Greek:]&[:Lowercase:]]");
            UnicodeSet digits = new UnicodeSet("[:Nd:]");
            return s.size() + " " + s.contains('α') + " " + digits.size() + " " + new UnicodeSet("[[a-z]&[^aeiou]]").toPattern(false);
        });
        System.out.println("failures: " + failures);
    }
}
