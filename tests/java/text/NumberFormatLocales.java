import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.text.ParseException;
import java.util.Currency;
import java.util.Locale;

public class NumberFormatLocales {
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

    public static void main(String[] args) throws ParseException {
        Locale[] ls = {Locale.ROOT, Locale.ENGLISH, Locale.US, Locale.UK, Locale.GERMAN, Locale.GERMANY, Locale.FRENCH,
            Locale.FRANCE, new Locale("es"), new Locale("es", "ES"), Locale.ITALIAN, Locale.ITALY, new Locale("pt", "BR"),
            Locale.JAPANESE, Locale.JAPAN, Locale.CHINESE, Locale.CHINA, new Locale("tr"), new Locale("tr", "TR"),
            new Locale("de", "CH")};
        for (Locale l : ls) {
            DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(l);
            System.out.println("[" + l + "] group=" + esc("" + s.getGroupingSeparator()) + " dec=" + esc("" + s.getDecimalSeparator())
                + " mdec=" + esc("" + s.getMonetaryDecimalSeparator()) + " permill=" + esc("" + s.getPerMill()) + " pct=" + s.getPercent()
                + " minus=" + s.getMinusSign() + " exp=" + s.getExponentSeparator() + " inf=" + esc(s.getInfinity()) + " nan=" + esc(s.getNaN())
                + " cur=" + esc(s.getCurrencySymbol()) + " intl=" + s.getInternationalCurrencySymbol());
            NumberFormat num = NumberFormat.getNumberInstance(l);
            NumberFormat cur = NumberFormat.getCurrencyInstance(l);
            NumberFormat pct = NumberFormat.getPercentInstance(l);
            NumberFormat in = NumberFormat.getIntegerInstance(l);
            System.out.println("  patterns " + esc(((DecimalFormat) num).toPattern()) + " " + esc(((DecimalFormat) in).toPattern())
                + " " + esc(((DecimalFormat) pct).toPattern()) + " " + esc(((DecimalFormat) cur).toPattern()));
            StringBuilder sb = new StringBuilder("  ");
            for (double v : new double[] {-1234567.891, 0.5, 1e9, 2.5, 3.5, -0.0001}) {
                sb.append(esc(num.format(v))).append(" | ").append(esc(cur.format(v))).append(" | ")
                    .append(esc(pct.format(v))).append(" | ").append(esc(in.format(v))).append(" || ");
            }
            System.out.println(sb);
            String formatted = num.format(-1234567.891);
            String money = cur.format(9876.5);
            System.out.println("  parse " + num.parse(formatted) + " " + cur.parse(money) + " " + pct.parse(pct.format(0.375))
                + " " + in.parse(in.format(123456.7)) + " " + in.isParseIntegerOnly() + " " + num.getMaximumFractionDigits()
                + " " + cur.getMinimumFractionDigits() + " " + num.isGroupingUsed());
            System.out.println("  String.format " + esc(String.format(l, "%,.2f|%,d|%.3e|%,d|%s", 1234567.891, -9876543210L,
                12345.678, new java.math.BigInteger("123456789012345678901234567890"), 1.5)));
        }
        NumberFormat us = NumberFormat.getCurrencyInstance(Locale.US);
        us.setCurrency(Currency.getInstance("EUR"));
        System.out.println(esc(us.format(12.345)) + " " + us.getCurrency());
        NumberFormat jp = NumberFormat.getCurrencyInstance(Locale.JAPAN);
        System.out.println(esc(jp.format(1234.5)) + " " + jp.getMaximumFractionDigits());
        for (String c : new String[] {"USD", "EUR", "GBP", "JPY", "CNY", "TRY", "BRL", "CHF", "XXX", "KWD"}) {
            Currency cu = Currency.getInstance(c);
            StringBuilder sb = new StringBuilder(c + " " + cu.getDefaultFractionDigits() + " " + cu.getNumericCode() + " "
                + cu.getDisplayName(Locale.US) + " " + cu.getCurrencyCode());
            for (Locale l : ls) {
                sb.append(' ').append(esc(cu.getSymbol(l)));
            }
            System.out.println(sb);
        }
        for (Locale l : new Locale[] {Locale.US, Locale.GERMANY, Locale.ENGLISH, Locale.ROOT}) {
            try {
                System.out.println(l + " -> " + Currency.getInstance(l));
            } catch (IllegalArgumentException e) {
                System.out.println(l + " -> " + e);
            }
        }
        try {
            Currency.getInstance("ABC");
        } catch (IllegalArgumentException e) {
            System.out.println("ABC -> " + e);
        }
        NumberFormat de = NumberFormat.getInstance(Locale.GERMANY);
        System.out.println(de.format(new BigDecimal("12345678901234567890.123456")) + " " + de.parse("1.234,5") + " " + de.parse("-0,00"));
        NumberFormat en = NumberFormat.getInstance(Locale.US);
        en.setMaximumFractionDigits(10);
        System.out.println(en.format(Math.PI) + " " + en.format(1.0 / 3) + " " + en.format(0.1 + 0.2) + " " + en.format(1e-7) + " " + en.format(123456789.123456789));
    }
}
