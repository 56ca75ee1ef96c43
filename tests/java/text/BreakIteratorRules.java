import java.text.*;
import java.util.*;

/** BreakIterator: character, word, sentence and line boundaries on English and accented text; the navigation API. */
public class BreakIteratorRules {
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(c < 32 || c > 126 ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return b.toString();
    }

    static void show(String name, BreakIterator bi, String t) {
        bi.setText(t);
        StringBuilder sb = new StringBuilder(name + ": ");
        int s = bi.first();
        for (int e = bi.next(); e != BreakIterator.DONE; s = e, e = bi.next()) {
            sb.append('[').append(esc(t.substring(s, e))).append(']');
        }
        StringBuilder back = new StringBuilder();
        for (int e = bi.last(); e != BreakIterator.DONE; e = bi.previous()) {
            back.append(e).append(' ');
        }
        System.out.println(sb);
        System.out.println("  back: " + back);
    }

    public static void main(String[] a) {
        String[] texts = {
            "Hello, world! This is a test.  Another sentence? Yes... \"Quoted.\" (Paren.) end",
            "Mr. Smith went to Washington. He said: \"Hi!\" It's 3.14 or 1,000,000 dollars; e.g. 50% off.",
            "can't won't rock'n'roll U.S.A. foo_bar foo-bar a--b x/y 12:30 $5.00 #tag @user e-mail@example.com http://x.org/a?b=c",
            "re\u0301sume\u0301 na\u00efve caf\u00e9 \u00dcber stra\u00dfe e\u0301\u0301 \r\n line\nnext\ttab",
            "\ud83d\ude00 smile \ud800\udc00 \uac00\u1100\u1161 x\u200dy \u0915\u093f \u4e2d\u6587\u5b57 \u3042\u3044 \u30ab\u30bf",
            "one.two three.Four ok!Next? what?no. a.b.c. END. lower. Upper",
            "Line-breaking: supercalifragilistic, (parenthetical) [bracketed] {braced} 'single' \"double\" en\u2013dash em\u2014dash 100km/h 3-4 -5 +6 a\u00a0b",
            "  leading spaces\n\nparagraph two.\n\nThree",
            "The quick brown fox jumps over the lazy dog. THE END! Is it? No; it isn't.",
            "\u00c9t\u00e9 \u00e0 Montr\u00e9al: l'\u00e9cole, l\u2019h\u00f4pital. Se\u00f1or Pe\u00f1a \u00bfqu\u00e9 tal? \u00a1Bien!",
            "Stra\u00dfe \u00fcber \u00c4rger. Gr\u00fc\u00df Gott! \u00d8resund \u00e6ble \u00e5r. \u0130stanbul \u0131\u015f\u0131k \u011fa\u00e7.",
            "x=1+2*3; y = (a[i] + b{j}) / 2; if (x < y) { z -= 1; } // done",
            "version 1.2.3, v2.0-beta, 2021-12-02T10:15:30Z, +1 (555) 123-4567, 3/4 cup, 98.6\u00b0F, \u00a3100, \u20ac5,50",
            "\u0391\u03b8\u03ae\u03bd\u03b1 \u03ba\u03b1\u03b9 \u039c\u03bf\u03c3\u03c7\u03b1. \u041c\u043e\u0441\u043a\u0432\u0430 \u0438 \u041a\u0438\u0435\u0432.",
            "tabs\tand\t\tspaces   mixed \t here.\r\nWindows line.\rOld Mac.\u2029Paragraph.",
            "",
            " ",
            "a",
            "...!!!???",
            "\"Why?\" she asked. 'Because.' He left.) (Then.) [Why!] Done"};
        for (String t : texts) {
            System.out.println("TEXT " + esc(t));
            show("char", BreakIterator.getCharacterInstance(Locale.US), t);
            show("word", BreakIterator.getWordInstance(Locale.US), t);
            show("sent", BreakIterator.getSentenceInstance(Locale.US), t);
            show("line", BreakIterator.getLineInstance(Locale.US), t);
        }
        String t = "The cat sat. On the mat!";
        BreakIterator w = BreakIterator.getWordInstance(Locale.UK);
        w.setText(t);
        StringBuilder sb = new StringBuilder();
        for (int off : new int[] {0, 1, 3, 4, 11, 12, 23, 24}) {
            sb.append(off).append(": f").append(w.following(off)).append(" c").append(w.current())
                .append(" p").append(w.preceding(off)).append(" c").append(w.current())
                .append(" b").append(w.isBoundary(off)).append(" c").append(w.current()).append(" | ");
        }
        System.out.println(sb);
        w.first();
        System.out.println(w.next(3) + " " + w.current() + " " + w.next(-2) + " " + w.next(0) + " " + w.next(100) + " "
            + w.current() + " " + w.last() + " " + w.next() + " " + w.previous() + " " + w.first() + " " + w.previous());
        for (int bad : new int[] {-1, 25}) {
            try {
                w.following(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("following " + bad + ": " + e.getMessage());
            }
            try {
                w.isBoundary(bad);
            } catch (IllegalArgumentException e) {
                System.out.println("isBoundary " + bad + ": " + e.getMessage());
            }
        }
        CharacterIterator ci = new StringCharacterIterator("xxHello there. Bye.yy", 2, 19, 2);
        BreakIterator s = BreakIterator.getSentenceInstance();
        s.setText(ci);
        StringBuilder sb2 = new StringBuilder();
        for (int p = s.first(); p != BreakIterator.DONE; p = s.next()) {
            sb2.append(p).append(' ');
        }
        System.out.println(sb2 + " " + s.getText().getBeginIndex() + " " + s.getText().getEndIndex());
        BreakIterator c = BreakIterator.getCharacterInstance();
        System.out.println(c.first() + " " + c.next() + " " + c.last() + " " + c.getText().getEndIndex());
        BreakIterator clone = (BreakIterator) w.clone();
        clone.setText("other text");
        w.first();
        System.out.println(w.next() + " " + clone.first() + " " + clone.next() + " " + clone.next());
        // counting words, the common use
        String doc = "It was the best of times, it was the worst of times; it was the age of wisdom...";
        BreakIterator wi = BreakIterator.getWordInstance();
        wi.setText(doc);
        int words = 0;
        Map<String, Integer> freq = new TreeMap<>();
        for (int st = wi.first(), en = wi.next(); en != BreakIterator.DONE; st = en, en = wi.next()) {
            String word = doc.substring(st, en);
            if (Character.isLetterOrDigit(word.charAt(0))) {
                words++;
                freq.merge(word.toLowerCase(), 1, Integer::sum);
            }
        }
        System.out.println(words + " " + freq);
    }
}
