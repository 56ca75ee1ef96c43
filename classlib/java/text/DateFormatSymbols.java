package java.text;

import java.io.Serializable;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.Month;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.Arrays;
import java.util.Locale;
import java.util.TimeZone;

/**
 * Month, weekday, am/pm and era names of a locale for SimpleDateFormat, from the same
 * CLDR data java.time uses.
 */
public class DateFormatSymbols implements Serializable, Cloneable {
    private static final long serialVersionUID = -5987973545549424702L;

    static final String PATTERN_CHARS = "GyMdkHmsSEDFwWahKzZYuXL";

    private String[] eras;
    private String[] months;
    private String[] shortMonths;
    private String[] weekdays;
    private String[] shortWeekdays;
    private String[] ampms;
    private String[][] zoneStrings;
    private String localPatternChars = PATTERN_CHARS;
    private final Locale locale;

    public DateFormatSymbols() {
        this(Locale.getDefault(Locale.Category.FORMAT));
    }

    /**
     * The names of each locale, computed once: the arrays are shared between instances, which
     * is safe because no array is changed in place (setters store copies, getters return copies).
     */
    private static final java.util.concurrent.ConcurrentHashMap<Locale, String[][]> NAMES =
        new java.util.concurrent.ConcurrentHashMap<>();

    public DateFormatSymbols(Locale locale) {
        this.locale = locale;
        String[][] names = NAMES.get(locale);
        if (names != null) {
            eras = names[0];
            months = names[1];
            shortMonths = names[2];
            weekdays = names[3];
            shortWeekdays = names[4];
            ampms = names[5];
            return;
        }
        months = new String[13];
        shortMonths = new String[13];
        for (Month m : Month.values()) {
            months[m.ordinal()] = m.getDisplayName(TextStyle.FULL, locale);
            shortMonths[m.ordinal()] = m.getDisplayName(TextStyle.SHORT, locale);
        }
        months[12] = "";
        shortMonths[12] = "";
        weekdays = new String[8];
        shortWeekdays = new String[8];
        weekdays[0] = "";
        shortWeekdays[0] = "";
        for (DayOfWeek d : DayOfWeek.values()) {
            int idx = d.getValue() % 7 + 1;
            weekdays[idx] = d.getDisplayName(TextStyle.FULL, locale);
            shortWeekdays[idx] = d.getDisplayName(TextStyle.SHORT, locale);
        }
        DateTimeFormatter a = DateTimeFormatter.ofPattern("a", locale);
        ampms = new String[] {a.format(LocalTime.of(1, 0)), a.format(LocalTime.of(13, 0))};
        eras = erasFor(locale);
        NAMES.putIfAbsent(locale, new String[][] {eras, months, shortMonths, weekdays, shortWeekdays, ampms});
    }

    private static String[] erasFor(Locale locale) {
        String lang = locale.getLanguage();
        switch (lang) {
            case "":
                return new String[] {"BCE", "CE"};
            case "fr":
                return new String[] {"av. J.-C.", "ap. J.-C."};
            case "es":
                return new String[] {"a. C.", "d. C."};
            case "it":
                return new String[] {"a.C.", "d.C."};
            default:
                DateTimeFormatter g = DateTimeFormatter.ofPattern("G", locale);
                return new String[] {g.format(LocalDate.of(-5, 1, 1)), g.format(LocalDate.of(2000, 1, 1))};
        }
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public static final DateFormatSymbols getInstance() {
        return getInstance(Locale.getDefault(Locale.Category.FORMAT));
    }

    public static final DateFormatSymbols getInstance(Locale locale) {
        return new DateFormatSymbols(locale);
    }

    public String[] getEras() {
        return eras.clone();
    }

    public void setEras(String[] newEras) {
        eras = newEras.clone();
    }

    public String[] getMonths() {
        return months.clone();
    }

    public void setMonths(String[] newMonths) {
        months = newMonths.clone();
    }

    public String[] getShortMonths() {
        return shortMonths.clone();
    }

    public void setShortMonths(String[] newShortMonths) {
        shortMonths = newShortMonths.clone();
    }

    public String[] getWeekdays() {
        return weekdays.clone();
    }

    public void setWeekdays(String[] newWeekdays) {
        weekdays = newWeekdays.clone();
    }

    public String[] getShortWeekdays() {
        return shortWeekdays.clone();
    }

    public void setShortWeekdays(String[] newShortWeekdays) {
        shortWeekdays = newShortWeekdays.clone();
    }

    public String[] getAmPmStrings() {
        return ampms.clone();
    }

    public void setAmPmStrings(String[] newAmpms) {
        ampms = newAmpms.clone();
    }

    /** ID, long standard, short standard, long daylight, short daylight for each known ID. */
    public String[][] getZoneStrings() {
        if (zoneStrings == null) {
            String[] ids = TimeZone.getAvailableIDs();
            String[][] out = new String[ids.length][];
            for (int i = 0; i < ids.length; i++) {
                TimeZone tz = TimeZone.getTimeZone(ids[i]);
                out[i] = new String[] {ids[i], tz.getDisplayName(false, TimeZone.LONG, locale),
                    tz.getDisplayName(false, TimeZone.SHORT, locale),
                    tz.getDisplayName(true, TimeZone.LONG, locale),
                    tz.getDisplayName(true, TimeZone.SHORT, locale)};
            }
            zoneStrings = out;
        }
        String[][] copy = new String[zoneStrings.length][];
        for (int i = 0; i < copy.length; i++) {
            copy[i] = zoneStrings[i].clone();
        }
        return copy;
    }

    public void setZoneStrings(String[][] newZoneStrings) {
        String[][] copy = new String[newZoneStrings.length][];
        for (int i = 0; i < copy.length; i++) {
            if (newZoneStrings[i].length < 5) {
                throw new IllegalArgumentException();
            }
            copy[i] = newZoneStrings[i].clone();
        }
        zoneStrings = copy;
    }

    String[][] zoneStringsIfSet() {
        return zoneStrings;
    }

    public String getLocalPatternChars() {
        return localPatternChars;
    }

    public void setLocalPatternChars(String newLocalPatternChars) {
        localPatternChars = newLocalPatternChars.toString();
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(months) ^ Arrays.hashCode(weekdays) ^ Arrays.hashCode(eras);
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DateFormatSymbols that = (DateFormatSymbols) obj;
        return Arrays.equals(eras, that.eras) && Arrays.equals(months, that.months)
            && Arrays.equals(shortMonths, that.shortMonths) && Arrays.equals(weekdays, that.weekdays)
            && Arrays.equals(shortWeekdays, that.shortWeekdays) && Arrays.equals(ampms, that.ampms)
            && localPatternChars.equals(that.localPatternChars);
    }
}
