// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
public class JniStrings {
    static {
        System.loadLibrary("jnistrings");
    }

    static native String echo(String s);
    static native int utfLength(String s);
    static native int length(String s);
    static native String utfBytes(String s);
    static native String reverse(String s);
    static native String region(String s, int start, int len);
    static native String utfRegion(String s, int start, int len);
    static native int countCritical(String s, char what);
    static native String fromBytes(byte[] b);
    static native String nullString();
    static native boolean isNull(String s);
    static native String joinAll(String[] parts);

    static String codes(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            b.append(i == 0 ? "" : ",").append((int) s.charAt(i));
        }
        return "[" + b + "]";
    }

    public static void main(String[] args) {
        String[] samples = { "", "hello", "a\u0000b", "caf\u00e9", "\u20ac100", "\ud83d\ude00!", "x\u07ffy\u0800z" };
        for (String s : samples) {
            String e = echo(s);
            System.out.println(codes(s) + " echo=" + codes(e) + " equal=" + s.equals(e)
                    + " len=" + length(s) + " utfLen=" + utfLength(s) + " bytes=" + utfBytes(s)
                    + " rev=" + codes(reverse(s)));
        }
        System.out.println("region: " + region("abcdef", 1, 3) + " " + region("abcdef", 0, 0).isEmpty()
                + " " + region("abcdef", 6, 0).isEmpty());
        System.out.println("utfRegion: " + codes(utfRegion("ab\u00e9cd", 1, 3)) + "|" + codes(utfRegion("ab\u00e9cd", 2, 1)));
        int[][] bad = { { -1, 1 }, { 0, 7 }, { 5, 2 }, { 2, -1 } };
        for (int[] r : bad) {
            try {
                region("abcdef", r[0], r[1]);
                System.out.println("region " + r[0] + "," + r[1] + ": no exception");
            } catch (StringIndexOutOfBoundsException ex) {
                System.out.println("region " + r[0] + "," + r[1] + ": " + ex);
            }
            try {
                utfRegion("abcdef", r[0], r[1]);
                System.out.println("utfRegion " + r[0] + "," + r[1] + ": no exception");
            } catch (StringIndexOutOfBoundsException ex) {
                System.out.println("utfRegion " + r[0] + "," + r[1] + ": " + ex);
            }
        }
        System.out.println("critical: " + countCritical("banana", 'a') + " " + countCritical("", 'a'));
        byte[] modified = { 'A', (byte) 0xc0, (byte) 0x80, 'B', (byte) 0xc3, (byte) 0xa9,
                (byte) 0xed, (byte) 0xa0, (byte) 0xbd, (byte) 0xed, (byte) 0xb8, (byte) 0x80 };
        System.out.println("fromBytes: " + codes(fromBytes(modified)));
        System.out.println("null: " + (nullString() == null) + " " + isNull(null) + " " + isNull("x"));
        System.out.println("joinAll: " + joinAll(new String[] { "one", "two", "three" }));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 5000; i++) {
            big.append((char) ('a' + i % 26));
        }
        String bs = big.toString();
        System.out.println("big: " + echo(bs).equals(bs) + " " + utfLength(bs) + " " + reverse(reverse(bs)).equals(bs));
    }
}
