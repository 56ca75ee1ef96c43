// CPU benchmark: StringBuilder text building and HashMap<String,Integer> word counts
// (String.hashCode/equals, boxing, HashMap.merge, charAt).
// usage: CpuWords [WORDS]
// args: 20000
import java.util.HashMap;
import java.util.Map;

public class CpuWords {
    public static void main(String[] args) {
        int words = args.length > 0 ? Integer.parseInt(args[0]) : 250_000;
        String[] syll = { "ka", "lo", "mi", "ne", "ru", "ta", "vo", "zen", "qu", "ix" };
        StringBuilder text = new StringBuilder();
        long seed = 12345;
        for (int w = 0; w < words; w++) {
            seed = (seed * 1103515245 + 12345) & 0x7fffffffL;
            int parts = 1 + (int) (seed % 3);
            for (int p = 0; p < parts; p++) {
                seed = (seed * 1103515245 + 12345) & 0x7fffffffL;
                text.append(syll[(int) (seed >> 8) % syll.length]);
            }
            text.append(w % 17 == 16 ? '\n' : ' ');
        }
        String s = text.toString();
        Map<String, Integer> counts = new HashMap<>();
        int start = -1;
        for (int i = 0; i <= s.length(); i++) {
            char c = i < s.length() ? s.charAt(i) : ' ';
            if (c == ' ' || c == '\n') {
                if (start >= 0) {
                    counts.merge(s.substring(start, i), 1, Integer::sum);
                    start = -1;
                }
            } else if (start < 0) {
                start = i;
            }
        }
        long check = 0;
        int best = 0;
        String bestWord = "";
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            int v = e.getValue();
            check += (long) e.getKey().hashCode() * v;
            if (v > best || (v == best && e.getKey().compareTo(bestWord) < 0)) {
                best = v;
                bestWord = e.getKey();
            }
        }
        System.out.println("chars " + s.length() + ", distinct " + counts.size() + ", top " + bestWord
                           + " x" + best + ", check " + check);
    }
}
