/** HexFormat (JDK 17): formatting, parsing, digits, and HotSpot's exception texts. */
import java.util.*;
public class HexFormatBasics {
    static void t(String what, Runnable r) {
        try { r.run(); System.out.println(what + ": ok"); }
        catch (Exception e) { System.out.println(what + ": " + e); }
    }
    public static void main(String[] a) {
        HexFormat h = HexFormat.of();
        HexFormat d = HexFormat.ofDelimiter(", ").withPrefix("#").withSuffix(";").withUpperCase();
        System.out.println(h + " | " + d);
        System.out.println(d.formatHex(new byte[]{1, (byte)0xab, 127}));
        System.out.println(Arrays.toString(d.parseHex("#01;, #AB;, #7f;")));
        t("odd", () -> h.parseHex("abc"));
        t("bad digit", () -> h.parseHex("zz"));
        t("delim", () -> d.parseHex("#01;,#AB;"));
        t("fromHexDigit", () -> HexFormat.fromHexDigit('g'));
        t("fromHexDigits long", () -> HexFormat.fromHexDigits("123456789"));
        t("fromHexDigitsToLong", () -> HexFormat.fromHexDigitsToLong("12345678901234567"));
        t("toHexDigits(long,17)", () -> h.toHexDigits(1L, 17));
        t("range", () -> h.formatHex(new byte[3], 2, 1));
        t("null", () -> h.parseHex(null));
        t("empty", () -> System.out.println(Arrays.toString(d.parseHex(""))));
        System.out.println(h.toHexDigits((byte) -1) + " " + h.toHexDigits('A') + " " + h.toHexDigits((short) 0x1234)
            + " " + h.toHexDigits(-2) + " " + h.toHexDigits(255L) + " " + h.toHexDigits(0xabcdefL, 4));
        System.out.println(HexFormat.fromHexDigits("7fffffff") + " " + HexFormat.fromHexDigits("ffffffff") + " " + HexFormat.fromHexDigitsToLong("ffffffffffffffff"));
        System.out.println(HexFormat.isHexDigit('F') + " " + HexFormat.isHexDigit('G') + " " + (char) h.toLowHexDigit(0x1f) + (char) d.toHighHexDigit(0xf1));
        System.out.println(h.equals(HexFormat.of()) + " " + d.equals(h) + " " + (h.hashCode() == HexFormat.of().hashCode()));
        StringBuilder sb = new StringBuilder("x=");
        d.formatHex(sb, new byte[]{5, 6});
        System.out.println(sb);
        System.out.println(Arrays.toString(h.parseHex("0a0B0c", 2, 6)) + Arrays.toString(h.parseHex("xx0a0B".toCharArray(), 2, 4)));
        t("withDelimiter null", () -> h.withDelimiter(null));
        System.out.println(d.delimiter() + "|" + d.prefix() + "|" + d.suffix() + "|" + d.isUpperCase() + "|" + d.withLowerCase().isUpperCase());
        System.out.println(HexFormat.fromHexDigits("abcd", 1, 3) + " " + HexFormat.fromHexDigitsToLong("abcdef", 0, 0));
        t("fromHexDigits empty", () -> System.out.println(HexFormat.fromHexDigits("")));
    }
}
