import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Prints "tag|pattern|minute=text|..." for the day-period letter B: each minute where the text changes. */
public class DumpDayPeriods {
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 32 || c > 126 || c == '"' || c == '\\' || c == '|' || c == '=') {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    public static void main(String[] args) {
        String[] tags = {"", "en", "de", "fr", "es", "it", "pt", "ja", "zh", "tr"};
        String[] pats = {"B", "BBBB", "BBBBB"};
        for (String t : tags) {
            Locale l = Locale.forLanguageTag(t.isEmpty() ? "und" : t);
            for (String p : pats) {
                DateTimeFormatter f = DateTimeFormatter.ofPattern(p, l);
                StringBuilder sb = new StringBuilder(t + "|" + p);
                String prev = null;
                for (int m = 0; m < 1440; m++) {
                    String s = f.format(LocalTime.of(m / 60, m % 60));
                    if (!s.equals(prev)) {
                        sb.append("|" + m + "=" + esc(s));
                        prev = s;
                    }
                }
                System.out.println(sb);
            }
        }
    }
}
