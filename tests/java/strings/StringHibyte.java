/** The deprecated String(byte[] ascii, int hibyte[, offset, count]) constructors: each char is
 *  the high byte given over one byte of the array; and their bounds errors. */
public class StringHibyte {
    public static void main(String[] args) {
        byte[] b = {72, 105, -1, 0, 127, -128};
        show(new String(b, 0));
        show(new String(b, 0, 1, 3));
        show(new String(b, 0x30, 0, 2));
        show(new String(b, 0x1ff, 4, 2));
        show(new String(b, -1, 0, 1));
        show(new String(b, 0, 6, 0));
        try {
            new String(b, 0, 4, 3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("bounds: " + e.getMessage());
        }
        try {
            new String(b, 0, -1, 2);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("negative: " + e.getMessage());
        }
        try {
            new String((byte[]) null, 0);
        } catch (NullPointerException e) {
            System.out.println("null: NullPointerException");
        }
    }

    static void show(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            sb.append(Integer.toHexString(s.charAt(i))).append(' ');
        }
        System.out.println(s.length() + ": " + sb.toString().trim());
    }
}
