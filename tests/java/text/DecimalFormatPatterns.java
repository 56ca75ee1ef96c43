import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.Locale;

public class DecimalFormatPatterns {
    static String esc(String s) {
        StringBuilder b = new StringBuilder();
        for (char ch : s.toCharArray()) {
            if (ch >= 32 && ch < 127) {
                b.append(ch);
            } else {
                b.append(String.format("\\u%04X", (int) ch));
            }
        }
        return b.toString();
    }

    public static void main(String[] args) {
        String[] pats = {"#,##0.###", "#.##", "#", "0", "###.", ".###", "#.", "00.00", "#,##,###", "0.00E0", "##0.#####E0",
            "00.###E0", "#E0", "0E00", "#%", "#\u2030", "\u00A4#,##0.00", "\u00A4\u00A4 #,##0.00", "'#'#", "# 'o''clock'",
            "#,##0.00;(#,##0.00)", "0.0;-0.0", "+0;-0", "abc", "#,##0.0#;[#]", "#,###,##0.00", "0000", "#,#00.0##", "##,##.##",
            "0.###E0%", "##0.##E0", "0.0##E00", "#,##0.00 'kg'", "-#", "'-'#", "#'%'", "%#", "x#,##0.0y;z#w",
            "#,", "0.0.0", "0#", "0.0#0", "#E", "0%%", "#;#;#", "'abc", "#.#E0.0"};
        for (String p : pats) {
            try {
                DecimalFormat d = new DecimalFormat(p, DecimalFormatSymbols.getInstance(Locale.US));
                System.out.println("[" + esc(p) + "] int " + d.getMinimumIntegerDigits() + "-" + d.getMaximumIntegerDigits()
                    + " frac " + d.getMinimumFractionDigits() + "-" + d.getMaximumFractionDigits() + " grp " + d.isGroupingUsed()
                    + "/" + d.getGroupingSize() + " mul " + d.getMultiplier() + " dsas " + d.isDecimalSeparatorAlwaysShown()
                    + " pp[" + esc(d.getPositivePrefix()) + "] ps[" + esc(d.getPositiveSuffix()) + "] np[" + esc(d.getNegativePrefix())
                    + "] ns[" + esc(d.getNegativeSuffix()) + "] pat=" + esc(d.toPattern()) + " loc=" + esc(d.toLocalizedPattern()));
                StringBuilder sb = new StringBuilder("    ");
                for (double v : new double[] {0, 0.5, -0.5, 1234567.891, -12.345, 0.000123, 1e20, 123456789012.0, Double.NaN,
                    Double.NEGATIVE_INFINITY, -0.0, 2.5, 3.5, 0.125, 1.005, 9.995, 1e-10, Double.MAX_VALUE, Double.MIN_VALUE}) {
                    sb.append(esc(d.format(v))).append(" | ");
                }
                sb.append(esc(d.format(123456789L))).append(" | ").append(esc(d.format(-7L))).append(" | ").append(esc(d.format(Long.MIN_VALUE)));
                sb.append(" | ").append(esc(d.format(new BigDecimal("-1234.5678901234567890123")))).append(" | ")
                    .append(esc(d.format(new BigInteger("123456789012345678901234567890"))));
                System.out.println(sb);
            } catch (Exception e) {
                System.out.println("[" + esc(p) + "] ! " + e);
            }
        }
        DecimalFormat df = new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.US));
        for (RoundingMode m : RoundingMode.values()) {
            df.setRoundingMode(m);
            StringBuilder sb = new StringBuilder(m.toString());
            for (double v : new double[] {0.125, 0.135, -0.125, 1.005, 2.675, 0.115, 1.0049999, 100, 0.001, -0.001}) {
                try {
                    sb.append(' ').append(df.format(v));
                } catch (ArithmeticException e) {
                    sb.append(" !").append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        df = new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.US));
        df.setMaximumIntegerDigits(4);
        df.setMinimumIntegerDigits(2);
        df.setMaximumFractionDigits(5);
        df.setMinimumFractionDigits(1);
        df.setGroupingSize(2);
        System.out.println(df.toPattern() + " " + df.format(1234567.1) + " " + df.format(3) + " " + df.format(new BigDecimal("987654.321")));
        df.setPositivePrefix("+");
        df.setNegativePrefix("neg ");
        df.setPositiveSuffix(" %");
        df.setNegativeSuffix("'");
        df.setMultiplier(-3);
        df.setGroupingUsed(false);
        df.setDecimalSeparatorAlwaysShown(true);
        System.out.println(df.toPattern() + " | " + df.format(12.5) + " | " + df.format(-4) + " | " + df.format(0));
        FieldPosition ip = new FieldPosition(NumberFormat.INTEGER_FIELD);
        FieldPosition fp = new FieldPosition(NumberFormat.Field.FRACTION);
        DecimalFormat d2 = new DecimalFormat("$#,##0.00 USD", DecimalFormatSymbols.getInstance(Locale.US));
        StringBuffer sb = d2.format(-1234.567, new StringBuffer(">"), ip);
        d2.format(-1234.567, new StringBuffer(">"), fp);
        System.out.println(sb + " int " + ip.getBeginIndex() + "-" + ip.getEndIndex() + " frac " + fp.getBeginIndex() + "-" + fp.getEndIndex());
        DecimalFormat p1 = new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.US));
        for (String s : new String[] {"1,234.5", "-1,234.5", "12", "-0", "0", "1.5E3", "1E-2", "abc", "12abc", "1,2,3", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "\u221E", "-\u221E", "NaN", "  5", ".5", "1.", "1,", "1e5", "0.000", "1,234.5.6"}) {
            ParsePosition pp = new ParsePosition(0);
            Number n = p1.parse(s, pp);
            System.out.println("parse [" + esc(s) + "] -> " + (n == null ? "null" : n.getClass().getSimpleName() + " " + n) + " " + pp);
        }
        p1.setParseBigDecimal(true);
        System.out.println(p1.parse("-1,234.5600", new ParsePosition(0)) + " " + p1.parse("12", new ParsePosition(0)));
        p1.setParseBigDecimal(false);
        p1.setParseIntegerOnly(true);
        System.out.println(p1.parse("1,234.56", new ParsePosition(0)));
        DecimalFormat pct = new DecimalFormat("#,##0.#%", DecimalFormatSymbols.getInstance(Locale.US));
        System.out.println(pct.parse("12.5%", new ParsePosition(0)) + " " + pct.parse("-300%", new ParsePosition(0)) + " " + pct.parse("12.5", new ParsePosition(0)));
        DecimalFormat neg = new DecimalFormat("#,##0.00;(#,##0.00)", DecimalFormatSymbols.getInstance(Locale.US));
        System.out.println(neg.parse("(1,234.50)", new ParsePosition(0)) + " " + neg.parse("1,234.50", new ParsePosition(0)) + " " + neg.parse("(5", new ParsePosition(0)));
        try {
            System.out.println(p1.parse("x12"));
        } catch (java.text.ParseException e) {
            System.out.println(e.getMessage() + " at " + e.getErrorOffset());
        }
        DecimalFormat a = new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.US));
        DecimalFormat b = (DecimalFormat) a.clone();
        System.out.println(a.equals(b) + " " + (a.hashCode() == b.hashCode()));
        b.setMaximumFractionDigits(3);
        System.out.println(a.equals(b) + " " + a.format(1.23456) + " " + b.format(1.23456));
        DecimalFormatSymbols fr = DecimalFormatSymbols.getInstance(Locale.FRANCE);
        DecimalFormat loc = new DecimalFormat("#,##0.00", fr);
        System.out.println(esc(loc.format(1234567.891)) + " " + esc(loc.toLocalizedPattern()));
        loc.applyLocalizedPattern("#\u202F##0,0");
        System.out.println(esc(loc.toPattern()) + " " + esc(loc.format(9876.54)));
    }
}
