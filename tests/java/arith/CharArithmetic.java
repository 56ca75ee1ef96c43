// char is an unsigned 16-bit integer: promotion to int, increments, casts, concat.
public class CharArithmetic {
    public static void main(String[] args) {
        char c = 'A';
        System.out.println(c);
        System.out.println(c + 1);
        System.out.println((char) (c + 1));
        c++;
        System.out.println(c);
        c += 2;
        System.out.println(c);
        char z = 0;
        z--;
        System.out.println("0 - 1 as char = " + (int) z);
        z++;
        System.out.println("wraps back to " + (int) z);
        System.out.println('a' + 'b');
        System.out.println("" + 'a' + 'b');
        System.out.println('a' + "b");
        System.out.println((char) 97);
        System.out.println((int) 'z' - (int) 'a');
        char d = '7';
        System.out.println("digit value = " + (d - '0'));
        StringBuilder alpha = new StringBuilder();
        for (char ch = 'a'; ch <= 'z'; ch += 3) alpha.append(ch);
        System.out.println(alpha);
        char upper = (char) ('q' - 32);
        System.out.println(upper);
        System.out.println(Character.toUpperCase('x') + "" + Character.toLowerCase('Y'));
        System.out.println(Character.isDigit('5') + " " + Character.isLetter('5') + " "
            + Character.isLetterOrDigit('_') + " " + Character.isWhitespace('\t') + " "
            + Character.isUpperCase('U') + " " + Character.isLowerCase('U'));
        System.out.println(Character.getNumericValue('8') + " " + Character.digit('f', 16)
            + " " + Character.forDigit(11, 16));
        char big = '\uffff';
        int asInt = big;
        short asShort = (short) big;
        System.out.println(asInt + " " + asShort);
        char fromNeg = (char) -1;
        System.out.println((int) fromNeg);
        char fromInt = (char) 65601; // 65601 - 65536 = 65 = 'A'
        System.out.println(fromInt);
        char[] arr = { 'd', 'a', 'c', 'b' };
        java.util.Arrays.sort(arr);
        System.out.println(new String(arr));
        System.out.println(arr);
        int sum = 0;
        for (char ch : "checksum".toCharArray()) sum += ch;
        System.out.println("sum = " + sum);
        char t = 'x';
        char r = true ? t : 0;  // char, not int
        System.out.println(r);
        System.out.println(false ? 1 : 'c'); // constant int fits char: char
        int i = 5;
        System.out.println(false ? i : 'c'); // non-constant int: int
        System.out.println(Character.valueOf('k').compareTo('c'));
        System.out.println(Character.MAX_VALUE + 0);
        System.out.println(Character.toString(66) + Character.toChars(67)[0]);
    }
}
