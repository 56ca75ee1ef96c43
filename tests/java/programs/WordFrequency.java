// Word frequency count with HashMap, then sorting entries by count desc and word
// asc; also the top letters with a TreeMap and an int[] histogram.
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class WordFrequency {
    static final String TEXT = """
        It was the best of times, it was the worst of times, it was the age of wisdom,
        it was the age of foolishness, it was the epoch of belief, it was the epoch of
        incredulity, it was the season of Light, it was the season of Darkness, it was
        the spring of hope, it was the winter of despair, we had everything before us,
        we had nothing before us, we were all going direct to Heaven, we were all going
        direct the other way.
        """;

    public static void main(String[] args) {
        Map<String, Integer> freq = new HashMap<>();
        int total = 0;
        StringBuilder word = new StringBuilder();
        for (int i = 0; i <= TEXT.length(); i++) {
            char c = i < TEXT.length() ? TEXT.charAt(i) : ' ';
            if (Character.isLetter(c)) {
                word.append(Character.toLowerCase(c));
            } else if (word.length() > 0) {
                String w = word.toString();
                freq.put(w, freq.getOrDefault(w, 0) + 1);
                total++;
                word.setLength(0);
            }
        }
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(freq.entrySet());
        entries.sort((a, b) -> b.getValue() != a.getValue().intValue() ? b.getValue() - a.getValue() : a.getKey().compareTo(b.getKey()));
        System.out.println(total + " words, " + freq.size() + " distinct");
        for (int i = 0; i < 10; i++) {
            Map.Entry<String, Integer> e = entries.get(i);
            System.out.printf("%2d. %-8s %3d %s%n", i + 1, e.getKey(), e.getValue(), "#".repeat(e.getValue()));
        }
        Map<Integer, List<String>> byLength = new TreeMap<>();
        for (String w : freq.keySet()) byLength.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        for (Map.Entry<Integer, List<String>> e : byLength.entrySet()) {
            List<String> ws = e.getValue();
            ws.sort(null);
            System.out.println(e.getKey() + ": " + ws);
        }
        int[] letters = new int[26];
        for (char c : TEXT.toLowerCase().toCharArray()) if (c >= 'a' && c <= 'z') letters[c - 'a']++;
        StringBuilder top = new StringBuilder();
        for (int k = 0; k < 5; k++) {
            int best = 0;
            for (int j = 1; j < 26; j++) if (letters[j] > letters[best]) best = j;
            top.append((char) ('a' + best)).append('=').append(letters[best]).append(' ');
            letters[best] = -1;
        }
        System.out.println("top letters: " + top.toString().trim());
        System.out.println("HashMap iteration of distinct words: " + freq.keySet());
    }
}
