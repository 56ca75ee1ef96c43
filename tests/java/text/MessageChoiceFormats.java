import java.text.ChoiceFormat;
import java.text.CharacterIterator;
import java.text.MessageFormat;
import java.text.ParsePosition;
import java.text.StringCharacterIterator;
import java.util.Arrays;
import java.util.Locale;

public class MessageChoiceFormats {
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if (ch >= 32 && ch < 127) {
                b.append(ch);
            } else {
                b.append(String.format("\\u%04X", (int) ch));
            }
        }
        return b.toString();
    }

    public static void main(String[] args) throws Exception {
        String[] ps = {"{0", "{x}", "{-1}", "{0,foo}", "{0,number,#.#.#}", "a}b", "'{0}' {0}",
            "{0,choice,0#none|1#one|1<{0,number} many}", "it''s {0}",
            "{0,number,integer} {1,number,percent} {2,number,currency} {3,number} {4,number,0.00}", "{1}{0}{1}", "{ 0 }",
            "{0,number,  integer }", "{0,  number}", "There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files}.",
            "{5} missing", "'quoted {braces}' and '' {0}", "{0,number,#,##0.00;(#,##0.00)}"};
        Object[] argv = {3, 0.25, 1234.5, -7, 2.345};
        for (String p : ps) {
            try {
                MessageFormat m = new MessageFormat(p, Locale.US);
                System.out.println(p + " -> " + esc(m.toPattern()) + " | " + esc(m.format(argv)));
            } catch (Exception e) {
                System.out.println(p + " ! " + e);
            }
        }
        MessageFormat files = new MessageFormat("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files} on {1}.", Locale.US);
        for (int n : new int[] {0, 1, 2, 1273}) {
            System.out.println(files.format(new Object[] {n, "disk A"}));
        }
        MessageFormat de = new MessageFormat("{0,number} / {1,number,percent} / {2,number,currency}", Locale.GERMANY);
        System.out.println(esc(de.format(new Object[] {1234567.891, 0.5, 99.99})));
        System.out.println(MessageFormat.format("x {0} y {1} z {2}", "s", null));
        System.out.println(MessageFormat.format("{0} {1} {2}", 12345, 1.5, true));
        MessageFormat pm = new MessageFormat("name={0}, age={1,number,integer}, score={2,number}", Locale.US);
        Object[] parsed = pm.parse("name=Ann, age=42, score=3.75");
        System.out.println(Arrays.toString(parsed) + " " + parsed[1].getClass().getSimpleName() + " " + parsed[2].getClass().getSimpleName());
        try {
            new MessageFormat("{0,number}", Locale.US).parse("abc");
        } catch (java.text.ParseException e) {
            System.out.println(e + " " + e.getErrorOffset());
        }
        System.out.println(Arrays.toString(new MessageFormat("{1}-{0}", Locale.US).getFormatsByArgumentIndex()).length());
        ChoiceFormat c = new ChoiceFormat("-\u221E<neg|0#zero|0<small|1#'#'one|2\u2264two|3<big{0}");
        System.out.println(esc(c.toPattern()));
        for (double d : new double[] {Double.NEGATIVE_INFINITY, -1, 0, 0.5, 1, 1.5, 2, 3, 3.0000001, Double.NaN}) {
            System.out.print(c.format(d) + ";");
        }
        System.out.println();
        System.out.println(Arrays.toString(c.getLimits()) + " " + Arrays.toString(c.getFormats()));
        ChoiceFormat c2 = new ChoiceFormat(new double[] {1, 2, 3}, new String[] {"Sun", "Mon", "Tue"});
        System.out.println(c2.toPattern() + " " + c2.format(0) + c2.format(2) + c2.format(99) + " " + c2.parse("Monday", new ParsePosition(0))
            + " " + c2.parse("xyz", new ParsePosition(0)) + " " + c2.equals(new ChoiceFormat(c2.toPattern())));
        System.out.println(ChoiceFormat.nextDouble(1.0) + " " + ChoiceFormat.previousDouble(1.0) + " " + ChoiceFormat.nextDouble(0.0, false));
        for (String bad : new String[] {"1#a|0#b", "x#a", "1a", "#a"}) {
            try {
                System.out.println(bad + " -> " + new ChoiceFormat(bad).toPattern());
            } catch (Exception e) {
                System.out.println(bad + " ! " + e);
            }
        }
        StringCharacterIterator it = new StringCharacterIterator("hello world", 2, 8, 3);
        StringBuilder sb = new StringBuilder();
        for (char ch = it.first(); ch != CharacterIterator.DONE; ch = it.next()) {
            sb.append(ch);
        }
        sb.append('|');
        for (char ch = it.last(); ch != CharacterIterator.DONE; ch = it.previous()) {
            sb.append(ch);
        }
        System.out.println(sb + " " + it.getBeginIndex() + " " + it.getEndIndex() + " " + it.getIndex() + " " + (int) it.setIndex(8)
            + " " + (int) it.current() + " " + it.setIndex(4));
        StringCharacterIterator cl = (StringCharacterIterator) it.clone();
        System.out.println(cl.equals(it) + " " + cl.next() + " " + cl.equals(it));
        try {
            it.setIndex(9);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new StringCharacterIterator("abc", 2, 1, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        it.setText("xy");
        System.out.println(it.current() + " " + it.getEndIndex() + " " + (int) new StringCharacterIterator("").first());
    }
}
