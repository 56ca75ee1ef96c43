package java.text;

import java.time.chrono.IsoChronology;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.FormatStyle;
import java.util.Calendar;
import java.util.Date;
import java.util.Locale;
import java.util.TimeZone;

/** Formats and parses dates in the styles and patterns of a locale. */
public abstract class DateFormat extends Format {
    private static final long serialVersionUID = 7218322306649953788L;

    protected Calendar calendar;
    protected NumberFormat numberFormat;

    public static final int ERA_FIELD = 0;
    public static final int YEAR_FIELD = 1;
    public static final int MONTH_FIELD = 2;
    public static final int DATE_FIELD = 3;
    public static final int HOUR_OF_DAY1_FIELD = 4;
    public static final int HOUR_OF_DAY0_FIELD = 5;
    public static final int MINUTE_FIELD = 6;
    public static final int SECOND_FIELD = 7;
    public static final int MILLISECOND_FIELD = 8;
    public static final int DAY_OF_WEEK_FIELD = 9;
    public static final int DAY_OF_YEAR_FIELD = 10;
    public static final int DAY_OF_WEEK_IN_MONTH_FIELD = 11;
    public static final int WEEK_OF_YEAR_FIELD = 12;
    public static final int WEEK_OF_MONTH_FIELD = 13;
    public static final int AM_PM_FIELD = 14;
    public static final int HOUR1_FIELD = 15;
    public static final int HOUR0_FIELD = 16;
    public static final int TIMEZONE_FIELD = 17;

    public static final int FULL = 0;
    public static final int LONG = 1;
    public static final int MEDIUM = 2;
    public static final int SHORT = 3;
    public static final int DEFAULT = MEDIUM;

    protected DateFormat() {
    }

    @Override
    public final StringBuffer format(Object obj, StringBuffer toAppendTo, FieldPosition fieldPosition) {
        if (obj instanceof Date) {
            return format((Date) obj, toAppendTo, fieldPosition);
        } else if (obj instanceof Number) {
            return format(new Date(((Number) obj).longValue()), toAppendTo, fieldPosition);
        }
        throw new IllegalArgumentException("Cannot format given Object as a Date");
    }

    public abstract StringBuffer format(Date date, StringBuffer toAppendTo, FieldPosition fieldPosition);

    public final String format(Date date) {
        return format(date, new StringBuffer(), new FieldPosition(0)).toString();
    }

    public Date parse(String source) throws ParseException {
        ParsePosition pos = new ParsePosition(0);
        Date result = parse(source, pos);
        if (pos.getIndex() == 0) {
            throw new ParseException("Unparseable date: \"" + source + "\"", pos.getErrorIndex());
        }
        return result;
    }

    public abstract Date parse(String source, ParsePosition pos);

    @Override
    public Object parseObject(String source, ParsePosition pos) {
        return parse(source, pos);
    }

    private static final FormatStyle[] STYLES = FormatStyle.values();

    private static DateFormat get(int timeStyle, int dateStyle, Locale loc) {
        if (timeStyle >= 0 && timeStyle > 3) {
            throw new IllegalArgumentException("Illegal time style " + timeStyle);
        }
        if (dateStyle >= 0 && dateStyle > 3) {
            throw new IllegalArgumentException("Illegal date style " + dateStyle);
        }
        String pattern = DateTimeFormatterBuilder.getLocalizedDateTimePattern(
            dateStyle < 0 ? null : STYLES[dateStyle], timeStyle < 0 ? null : STYLES[timeStyle],
            IsoChronology.INSTANCE, loc);
        return new SimpleDateFormat(pattern, loc);
    }

    public static final DateFormat getTimeInstance() {
        return get(DEFAULT, -1, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static final DateFormat getTimeInstance(int style) {
        return get(style, -1, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static final DateFormat getTimeInstance(int style, Locale aLocale) {
        return get(style, -1, aLocale);
    }

    public static final DateFormat getDateInstance() {
        return get(-1, DEFAULT, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static final DateFormat getDateInstance(int style) {
        return get(-1, style, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static final DateFormat getDateInstance(int style, Locale aLocale) {
        return get(-1, style, aLocale);
    }

    public static final DateFormat getDateTimeInstance() {
        return get(DEFAULT, DEFAULT, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle) {
        return get(timeStyle, dateStyle, Locale.getDefault(Locale.Category.FORMAT));
    }

    public static final DateFormat getDateTimeInstance(int dateStyle, int timeStyle, Locale aLocale) {
        return get(timeStyle, dateStyle, aLocale);
    }

    public static final DateFormat getInstance() {
        return getDateTimeInstance(SHORT, SHORT);
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public void setCalendar(Calendar newCalendar) {
        this.calendar = newCalendar;
    }

    public Calendar getCalendar() {
        return calendar;
    }

    public void setNumberFormat(NumberFormat newNumberFormat) {
        this.numberFormat = newNumberFormat;
    }

    public NumberFormat getNumberFormat() {
        return numberFormat;
    }

    public void setTimeZone(TimeZone zone) {
        calendar.setTimeZone(zone);
    }

    public TimeZone getTimeZone() {
        return calendar.getTimeZone();
    }

    public void setLenient(boolean lenient) {
        calendar.setLenient(lenient);
    }

    public boolean isLenient() {
        return calendar.isLenient();
    }

    @Override
    public int hashCode() {
        return calendar.getFirstDayOfWeek() * 31 + (calendar.isLenient() ? 1 : 0);
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DateFormat other = (DateFormat) obj;
        return calendar.getFirstDayOfWeek() == other.calendar.getFirstDayOfWeek()
            && calendar.getMinimalDaysInFirstWeek() == other.calendar.getMinimalDaysInFirstWeek()
            && calendar.isLenient() == other.calendar.isLenient()
            && calendar.getTimeZone().equals(other.calendar.getTimeZone());
    }

    @Override
    public Object clone() {
        DateFormat other = (DateFormat) super.clone();
        other.calendar = (Calendar) calendar.clone();
        if (numberFormat != null) {
            other.numberFormat = (NumberFormat) numberFormat.clone();
        }
        return other;
    }

    public static class Field extends Format.Field {
        private static final long serialVersionUID = 7441350119349544720L;

        private final int calendarField;

        protected Field(String name, int calendarField) {
            super(name);
            this.calendarField = calendarField;
        }

        public int getCalendarField() {
            return calendarField;
        }

        public static final Field ERA = new Field("era", Calendar.ERA);
        public static final Field YEAR = new Field("year", Calendar.YEAR);
        public static final Field MONTH = new Field("month", Calendar.MONTH);
        public static final Field DAY_OF_MONTH = new Field("day of month", Calendar.DAY_OF_MONTH);
        public static final Field HOUR_OF_DAY1 = new Field("hour of day 1", -1);
        public static final Field HOUR_OF_DAY0 = new Field("hour of day", Calendar.HOUR_OF_DAY);
        public static final Field MINUTE = new Field("minute", Calendar.MINUTE);
        public static final Field SECOND = new Field("second", Calendar.SECOND);
        public static final Field MILLISECOND = new Field("millisecond", Calendar.MILLISECOND);
        public static final Field DAY_OF_WEEK = new Field("day of week", Calendar.DAY_OF_WEEK);
        public static final Field DAY_OF_YEAR = new Field("day of year", Calendar.DAY_OF_YEAR);
        public static final Field DAY_OF_WEEK_IN_MONTH = new Field("day of week in month",
            Calendar.DAY_OF_WEEK_IN_MONTH);
        public static final Field WEEK_OF_YEAR = new Field("week of year", Calendar.WEEK_OF_YEAR);
        public static final Field WEEK_OF_MONTH = new Field("week of month", Calendar.WEEK_OF_MONTH);
        public static final Field AM_PM = new Field("am pm", Calendar.AM_PM);
        public static final Field HOUR1 = new Field("hour 1", -1);
        public static final Field HOUR0 = new Field("hour", Calendar.HOUR);
        public static final Field TIME_ZONE = new Field("time zone", -1);
    }
}
