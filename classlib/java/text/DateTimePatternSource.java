package java.text;

import java.time.chrono.IsoChronology;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.FormatStyle;
import java.util.Locale;

/** The locale patterns SimpleDateFormat's no-argument constructor uses (SHORT date and time). */
final class DateTimePatternSource {
    private DateTimePatternSource() {
    }

    static String defaultPattern(Locale locale) {
        return DateTimeFormatterBuilder.getLocalizedDateTimePattern(FormatStyle.SHORT, FormatStyle.SHORT,
            IsoChronology.INSTANCE, locale);
    }
}
