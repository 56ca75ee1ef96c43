// jvm-args: -Duser.language=de -Duser.country=CH -Duser.language.format=fr -Duser.timezone=Europe/Zurich
import java.text.DateFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.*;

/** The default locales (all, DISPLAY, FORMAT) from -Duser.* properties, and what uses them. */
public class LocaleDefaultsFromProperties {
    static void println(Object o) {
        StringBuilder b = new StringBuilder();
        for (char c : String.valueOf(o).toCharArray()) {
            b.append(c < 128 ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        System.out.println(b);
    }

    public static void main(String[] args) {
        println(Locale.getDefault() + " " + Locale.getDefault(Locale.Category.DISPLAY) + " "
            + Locale.getDefault(Locale.Category.FORMAT));
        println(Locale.US.getDisplayName() + " | " + Locale.JAPAN.getDisplayCountry());
        println(DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).format(LocalDate.of(2021, 8, 1)));
        println(DateFormat.getDateInstance(DateFormat.MEDIUM).format(new Date(1627800000000L)));
        Calendar c = Calendar.getInstance();
        println(c.getFirstDayOfWeek() + " " + c.getMinimalDaysInFirstWeek() + " "
            + c.getTimeZone().getID() + " " + TimeZone.getDefault().getDisplayName(Locale.ENGLISH));
        println(new Date(1627800000000L));
    }
}
