// StringBuilder: append of every type, insert, delete, deleteCharAt, reverse,
// replace, setCharAt, setLength, indexOf, capacity growth, chaining.
public class StringBuilderOps {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(1).append('c').append(2L).append(1.5f).append(2.5).append(true).append((String) null)
          .append((Object) null).append(new char[] { 'x', 'y' }).append("str").append(new StringBuilder("sb"));
        System.out.println(sb + " len " + sb.length());
        sb.setLength(0);
        sb.append("hello world");
        sb.insert(0, "[").append(']');
        sb.insert(6, 123).insert(1, 'X').insert(2, 4.5);
        System.out.println(sb);
        sb.delete(1, 5);
        System.out.println(sb);
        sb.deleteCharAt(sb.length() - 1);
        System.out.println(sb);
        sb.replace(0, 3, "REPLACED");
        System.out.println(sb);
        sb.setCharAt(0, 'r');
        System.out.println(sb + " indexOf(o)=" + sb.indexOf("o") + " lastIndexOf(o)=" + sb.lastIndexOf("o")
            + " charAt(3)=" + sb.charAt(3));
        sb.reverse();
        System.out.println(sb);
        sb.setLength(3);
        System.out.println(sb + "|" + sb.length());
        sb.setLength(5);
        System.out.println((int) sb.charAt(4) + " " + sb.length());
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 1000; i++) big.append(i % 10);
        System.out.println(big.length() + " " + big.substring(995) + " " + big.substring(10, 15));
        StringBuilder pal = new StringBuilder("A man a plan a canal Panama".replace(" ", "").toLowerCase());
        System.out.println(pal.toString().equals(new StringBuilder(pal).reverse().toString()));
        StringBuilder cmp = new StringBuilder("abc");
        System.out.println(cmp.compareTo(new StringBuilder("abd")) + " " + cmp.toString().contentEquals(cmp));
        StringBuffer buf = new StringBuffer("buffer");
        buf.append(42).insert(0, '>').reverse();
        System.out.println(buf);
        CharSequence cs = new StringBuilder("chars");
        System.out.println(cs.length() + " " + cs.charAt(1) + " " + cs.subSequence(1, 3));
        StringBuilder unicode = new StringBuilder();
        unicode.appendCodePoint(72).appendCodePoint(105);
        System.out.println(unicode);
        try {
            new StringBuilder("abc").deleteCharAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("deleteCharAt: " + e.getMessage());
        }
        try {
            new StringBuilder("abc").insert(4, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert: " + e.getMessage());
        }
        StringBuilder chain = new StringBuilder("x");
        for (int i = 0; i < 5; i++) chain.append(chain.length());
        System.out.println(chain);
        System.out.println(new StringBuilder().append(Integer.MIN_VALUE).append(Long.MIN_VALUE).append(-0.0));
    }
}
