// Conversions between char, int, String and digits: casts, Character.getNumericValue,
// Integer.toString, char arrays, ASCII tables, and unsigned 16-bit behaviour.
public class CharIntConversions {
    public static void main(String[] args) {
        StringBuilder table = new StringBuilder();
        for (int i = 32; i < 127; i++) {
            table.append((char) i);
            if ((i - 31) % 32 == 0) table.append('\n');
        }
        System.out.println(table);
        char c = 'A';
        int i = c;
        char back = (char) (i + 25);
        System.out.println(i + " " + back + " " + (char) 0x41 + " " + (int) '0' + " " + (int) '\n' + " " + (int) ' ');
        System.out.println(Integer.valueOf('a') + " " + String.valueOf((char) 98) + " " + Character.getNumericValue('z') + " " + Character.digit('7', 10) + " " + Character.digit('x', 10));
        String num = "90210";
        int parsed = 0;
        for (char d : num.toCharArray()) parsed = parsed * 10 + (d - '0');
        System.out.println(parsed + 1);
        char[] digits = new char[5];
        int n = 31415;
        for (int k = 4; k >= 0; k--) { digits[k] = (char) ('0' + n % 10); n /= 10; }
        System.out.println(new String(digits));
        System.out.println((char) ('a' + 25) + "" + (char) ('Z' - 25) + " " + ('b' - 'a') + " " + (char) ('a' ^ ' '));
        int sum = 'a' + 'b' + 'c';
        System.out.println(sum + " " + (char) (sum / 3));
        char max = Character.MAX_VALUE;
        System.out.println((int) max + " " + (int) (char) (max + 1) + " " + (short) max + " " + (byte) 'A' + " " + ((char) (byte) -1 + 0));
        String hex = "";
        for (char h : "cafe".toCharArray()) hex += Character.digit(h, 16);
        System.out.println(hex + " " + Integer.parseInt("cafe", 16));
        System.out.println(Character.forDigit(9, 10) + "" + Character.forDigit(15, 16) + Character.forDigit(35, 36) + Character.forDigit(10, 10) + "|");
        char[] cs = { 72, 101, 108, 108, 111 };
        System.out.println(String.valueOf(cs) + " " + String.copyValueOf(cs, 1, 3));
    }
}
