// Reading stdin (the runner feeds StdinReader.input): BufferedReader over
// System.in line by line, summing numbers, and echoing words in reverse.
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class StdinReader {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        String line;
        int lines = 0;
        long sum = 0;
        while ((line = in.readLine()) != null) {
            lines++;
            line = line.trim();
            if (line.isEmpty()) { System.out.println("(blank)"); continue; }
            try {
                sum += Long.parseLong(line);
                System.out.println("number " + line);
            } catch (NumberFormatException e) {
                String[] words = line.split(" ");
                StringBuilder sb = new StringBuilder();
                for (int i = words.length - 1; i >= 0; i--) sb.append(words[i]).append(i > 0 ? " " : "");
                System.out.println("reversed: " + sb);
            }
        }
        System.out.println(lines + " lines, sum " + sum);
    }
}
