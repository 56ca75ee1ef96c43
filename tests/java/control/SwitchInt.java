// switch on int: dense cases (tableswitch), sparse cases (lookupswitch), negative
// keys, fall-through, default in the middle, and byte/short/char/Integer selectors.
public class SwitchInt {
    static String dense(int x) {
        switch (x) {
            case 0: return "zero";
            case 1: return "one";
            case 2: return "two";
            case 3: return "three";
            case 4: return "four";
            case 5: return "five";
            default: return "other(" + x + ")";
        }
    }

    static String sparse(int x) {
        switch (x) {
            case -1000000: return "minus million";
            case -1: return "minus one";
            case 7: return "seven";
            case 1000: return "thousand";
            case 65536: return "2^16";
            case Integer.MAX_VALUE: return "max";
            case Integer.MIN_VALUE: return "min";
            default: return "?";
        }
    }

    static String fallThrough(int x) {
        StringBuilder sb = new StringBuilder();
        switch (x) {
            case 1: sb.append("1");
            case 2: sb.append("2");
            default: sb.append("d");
            case 3: sb.append("3"); break;
            case 4: sb.append("4");
        }
        return sb.toString();
    }

    static int days(int month, boolean leap) {
        int d;
        switch (month) {
            case 2: d = leap ? 29 : 28; break;
            case 4: case 6: case 9: case 11: d = 30; break;
            default: d = 31;
        }
        return d;
    }

    public static void main(String[] args) {
        for (int i = -1; i <= 6; i++) System.out.print(dense(i) + " ");
        System.out.println();
        int[] keys = { -1000000, -1, 0, 7, 1000, 65536, Integer.MAX_VALUE, Integer.MIN_VALUE, 8 };
        for (int k : keys) System.out.print(sparse(k) + ", ");
        System.out.println();
        for (int i = 0; i <= 5; i++) System.out.print(i + ":" + fallThrough(i) + " ");
        System.out.println();
        int total = 0;
        for (int m = 1; m <= 12; m++) total += days(m, false);
        System.out.println("days in year: " + total + ", feb leap: " + days(2, true));
        byte b = -3;
        switch (b) { case -3: System.out.println("byte -3"); break; default: System.out.println("no"); }
        short s = 300;
        switch (s) { case 300: System.out.println("short 300"); break; default: System.out.println("no"); }
        Integer boxed = 42;
        switch (boxed) { case 42: System.out.println("Integer 42"); break; default: System.out.println("no"); }
        final int C = 10;
        switch (5 + 5) { case C: System.out.println("constant label"); break; default: break; }
        switch (total) { }
        switch (total) { default: System.out.println("only default"); }
        int hits = 0;
        for (int i = -50; i < 50; i++) {
            switch (i & 7) {
                case 0: case 2: case 4: case 6: hits += 2; break;
                case 7: hits += 7; break;
                default: hits -= 1;
            }
        }
        System.out.println("hits = " + hits);
        int wide = 0;
        for (int i = 0; i < 200; i += 13) {
            switch (i) {
                case 0: case 13: case 26: case 39: case 52: case 65: case 78:
                    wide += 1; break;
                case 91: case 104: case 117: case 130:
                    wide += 10; break;
                default:
                    wide += 100;
            }
        }
        System.out.println("wide = " + wide);
    }
}
