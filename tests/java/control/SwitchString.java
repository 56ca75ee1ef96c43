// switch on String (hashCode + equals under the hood), including colliding
// hash codes ("Aa" and "BB"), fall-through, default, and the empty string.
public class SwitchString {
    static int code(String s) {
        switch (s) {
            case "Aa": return 1;
            case "BB": return 2;     // same hashCode as "Aa"
            case "": return 3;
            case "hello": return 4;
            case "HELLO": return 5;
            case "AaAa": return 6;
            case "BBBB": return 7;
            case "AaBB": return 8;
            default: return -1;
        }
    }

    static String kind(String cmd) {
        String r = "";
        switch (cmd) {
            case "start":
            case "begin":
                r += "go";
            case "resume":
                r += "+run";
                break;
            case "stop":
                r = "halt";
                break;
            default:
                r = "unknown:" + cmd;
        }
        return r;
    }

    public static void main(String[] args) {
        System.out.println("Aa".hashCode() + " " + "BB".hashCode());
        String[] inputs = { "Aa", "BB", "", "hello", "HELLO", "Hello", "AaAa", "BBBB", "AaBB", "BBAa" };
        for (String s : inputs) System.out.println("'" + s + "' -> " + code(s));
        String[] cmds = { "start", "begin", "resume", "stop", "pause" };
        for (String c : cmds) System.out.println(c + " -> " + kind(c));
        String built = new StringBuilder("hel").append("lo").toString();
        System.out.println("built string -> " + code(built));
        String nul = null;
        try {
            code(nul);
        } catch (NullPointerException e) {
            System.out.println("switch on null string throws NPE");
        }
        int vowels = 0;
        for (String w : "the quick brown fox jumps over the lazy dog".split(" ")) {
            switch (w) {
                case "the": case "over": vowels += 100; break;
                case "fox": vowels += 10; break;
                default: vowels++;
            }
        }
        System.out.println("score = " + vowels);
    }
}
