// Working with the chars of strings: counting, reversing, palindromes, caesar
// cipher, char frequency arrays, Character classification, and code points.
public class StringChars {
    public static void main(String[] args) {
        String text = "The Quick Brown Fox Jumps Over The Lazy Dog 123!";
        int upper = 0, lower = 0, digits = 0, spaces = 0, other = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isUpperCase(c)) upper++;
            else if (Character.isLowerCase(c)) lower++;
            else if (Character.isDigit(c)) digits++;
            else if (Character.isWhitespace(c)) spaces++;
            else other++;
        }
        System.out.println(upper + " " + lower + " " + digits + " " + spaces + " " + other);
        int[] freq = new int[26];
        for (char c : text.toLowerCase().toCharArray()) if (c >= 'a' && c <= 'z') freq[c - 'a']++;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 26; i++) if (freq[i] > 1) sb.append((char) ('a' + i)).append(freq[i]);
        System.out.println(sb);
        char[] rev = text.toCharArray();
        for (int i = 0, j = rev.length - 1; i < j; i++, j--) { char t = rev[i]; rev[i] = rev[j]; rev[j] = t; }
        System.out.println(new String(rev));
        String[] candidates = { "racecar", "level", "hello", "Was it a car or a cat I saw", "" };
        for (String c : candidates) {
            String norm = c.replace(" ", "").toLowerCase();
            boolean pal = true;
            for (int i = 0; i < norm.length() / 2; i++) if (norm.charAt(i) != norm.charAt(norm.length() - 1 - i)) pal = false;
            System.out.println("'" + c + "' palindrome: " + pal);
        }
        StringBuilder caesar = new StringBuilder();
        for (char c : "Attack at Dawn!".toCharArray()) {
            if (Character.isUpperCase(c)) caesar.append((char) ('A' + (c - 'A' + 3) % 26));
            else if (Character.isLowerCase(c)) caesar.append((char) ('a' + (c - 'a' + 3) % 26));
            else caesar.append(c);
        }
        System.out.println(caesar);
        String word = "encyclopedia";
        StringBuilder unique = new StringBuilder();
        for (char c : word.toCharArray()) if (unique.indexOf(String.valueOf(c)) < 0) unique.append(c);
        System.out.println(unique);
        System.out.println(Character.isLetter('\u00e9') + " " + Character.isJavaIdentifierStart('$')
            + " " + Character.isJavaIdentifierPart('-') + " " + Character.isAlphabetic('q'));
        System.out.println((int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE + " " + Character.MAX_RADIX);
        String digitsOnly = "a1b2c3d4";
        int sum = 0;
        for (char c : digitsOnly.toCharArray()) if (Character.isDigit(c)) sum += c - '0';
        System.out.println("digit sum " + sum);
        System.out.println(Character.toString('x') + Character.valueOf('y') + Character.toUpperCase('z'));
        System.out.println(Character.isSurrogate('\ud800') + " " + Character.isHighSurrogate('\ud83d')
            + " " + Character.toChars(0x1F600).length + " " + "a\ud83d\ude00b".length()
            + " " + "a\ud83d\ude00b".codePointCount(0, 4) + " " + Character.charCount(0x1F600));
        System.out.println(Character.getType('A') + " " + Character.isSpaceChar(' ') + " " + Character.isISOControl('\n'));
    }
}
