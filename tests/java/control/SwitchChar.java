// switch on char: a small tokenizer and classifier.
public class SwitchChar {
    static String classify(char c) {
        switch (c) {
            case 'a': case 'e': case 'i': case 'o': case 'u':
                return "vowel";
            case ' ': case '\t': case '\n':
                return "space";
            case '0': case '1': case '2': case '3': case '4':
            case '5': case '6': case '7': case '8': case '9':
                return "digit";
            case '+': case '-': case '*': case '/':
                return "op";
            case '\uffff':
                return "max char";
            default:
                return Character.isLetter(c) ? "consonant" : "other";
        }
    }

    public static void main(String[] args) {
        String text = "x = 12 + ab*3/u\t!";
        for (char c : text.toCharArray()) {
            System.out.println("'" + (c == '\t' ? "\\t" : String.valueOf(c)) + "' " + classify(c));
        }
        System.out.println(classify('\uffff'));
        int depth = 0, maxDepth = 0;
        for (char c : "(a(b)(c(d(e)))f)".toCharArray()) {
            switch (c) {
                case '(' -> { depth++; maxDepth = Math.max(depth, maxDepth); }
                case ')' -> depth--;
                default -> { }
            }
        }
        System.out.println("max depth " + maxDepth + ", final " + depth);
        StringBuilder rot = new StringBuilder();
        for (char c : "Hello, World".toCharArray()) {
            char r = switch (Character.toLowerCase(c)) {
                case 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm' -> (char) (c + 13);
                case 'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z' -> (char) (c - 13);
                default -> c;
            };
            rot.append(r);
        }
        System.out.println(rot);
    }
}
