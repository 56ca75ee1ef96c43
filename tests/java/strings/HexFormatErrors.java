/** HexFormat (JDK 17): formatting, parsing, digits, and HotSpot's exception texts. */
import java.util.*;
public class HexFormatErrors {
    static void t(String what, java.util.concurrent.Callable<?> r) {
        try { Object o = r.call(); System.out.println(what + ": " + (o instanceof byte[] ? Arrays.toString((byte[]) o) : o)); }
        catch (Exception e) { System.out.println(what + ": " + e); }
    }
    public static void main(String[] a) {
        HexFormat d = HexFormat.ofDelimiter(", ").withPrefix("#").withSuffix(";");
        HexFormat p = HexFormat.of().withPrefix("0x");
        t("wrong prefix", () -> d.parseHex("$01;, #02;"));
        t("wrong suffix", () -> d.parseHex("#01:, #02;"));
        t("wrong delim", () -> d.parseHex("#01;; #02;"));
        t("p ok", () -> p.parseHex("0x010x02"));
        t("p bad", () -> p.parseHex("0x010y02"));
        t("p len", () -> p.parseHex("0x010x0"));
        t("p one", () -> p.parseHex("0x"));
        t("no-delim case upper", () -> HexFormat.of().parseHex("ABcd"));
        t("range parse", () -> HexFormat.of().parseHex("abcd", 1, 5));
        t("fromHexDigits range", () -> HexFormat.fromHexDigits("abcd", 3, 2));
        t("fromHexDigits bad", () -> HexFormat.fromHexDigits("12x4"));
        t("toHexDigits neg digits", () -> HexFormat.of().toHexDigits(5L, -1));
        t("toHexDigits 0", () -> HexFormat.of().toHexDigits(5L, 0));
        t("formatHex null", () -> HexFormat.of().formatHex((byte[]) null));
        t("formatHex empty d", () -> d.formatHex(new byte[0]));
        t("withPrefix same", () -> HexFormat.of().withPrefix("") .equals(HexFormat.of()));
        t("hash", () -> HexFormat.of().hashCode() + " " + d.hashCode() + " " + d.withUpperCase().hashCode());
        t("appendable io", () -> HexFormat.of().formatHex(new Appendable() {
            public Appendable append(CharSequence c) throws java.io.IOException { throw new java.io.IOException("boom"); }
            public Appendable append(CharSequence c, int s, int e) throws java.io.IOException { throw new java.io.IOException("boom"); }
            public Appendable append(char c) throws java.io.IOException { throw new java.io.IOException("boom"); }
        }, new byte[]{1}));
        t("toHexDigits appendable", () -> HexFormat.of().withUpperCase().toHexDigits(new StringBuilder("v"), (byte) 0xab));
        t("fromHexDigit F", () -> HexFormat.fromHexDigit('F') + HexFormat.fromHexDigit('0') + HexFormat.fromHexDigit('a'));
        t("fromHexDigit unicode", () -> HexFormat.fromHexDigit('\uff10'));
        t("isHexDigit fullwidth", () -> HexFormat.isHexDigit('\uff10'));
        t("toLow", () -> (char) HexFormat.of().withUpperCase().toLowHexDigit(10));
    }
}
