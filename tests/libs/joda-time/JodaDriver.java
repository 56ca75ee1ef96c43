import java.util.Locale;
import org.joda.time.DateTime;
import org.joda.time.DateTimeConstants;
import org.joda.time.DateTimeZone;
import org.joda.time.Days;
import org.joda.time.Duration;
import org.joda.time.Hours;
import org.joda.time.Interval;
import org.joda.time.LocalDate;
import org.joda.time.LocalDateTime;
import org.joda.time.LocalTime;
import org.joda.time.Minutes;
import org.joda.time.MonthDay;
import org.joda.time.Months;
import org.joda.time.Period;
import org.joda.time.PeriodType;
import org.joda.time.Weeks;
import org.joda.time.YearMonth;
import org.joda.time.Years;
import org.joda.time.chrono.BuddhistChronology;
import org.joda.time.chrono.CopticChronology;
import org.joda.time.chrono.EthiopicChronology;
import org.joda.time.chrono.GJChronology;
import org.joda.time.chrono.ISOChronology;
import org.joda.time.chrono.IslamicChronology;
import org.joda.time.chrono.JulianChronology;
import org.joda.time.format.DateTimeFormat;
import org.joda.time.format.DateTimeFormatter;
import org.joda.time.format.DateTimeFormatterBuilder;
import org.joda.time.format.ISODateTimeFormat;
import org.joda.time.format.ISOPeriodFormat;
import org.joda.time.format.PeriodFormat;
import org.joda.time.format.PeriodFormatter;
import org.joda.time.format.PeriodFormatterBuilder;

/** Drives Debian's joda-time: instants in fixed and named zones (its own tz database in the
 *  jar), local dates and times, arithmetic, periods, intervals, formatters, chronologies. */
public class JodaDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    public static void main(String[] args) {
        DateTimeZone utc = DateTimeZone.UTC;
        final DateTime base = new DateTime(2021, 3, 14, 1, 59, 26, 535, utc);
        step("datetime", () -> base + " " + base.getMillis() + " " + base.getDayOfWeek() + " " + base.getDayOfYear() + " "
                + base.getWeekOfWeekyear() + " " + base.dayOfWeek().getAsText(Locale.ENGLISH) + " " + base.monthOfYear().getAsShortText(Locale.ENGLISH));
        step("arith", () -> base.plusDays(20).plusHours(30).minusMonths(1) + " " + base.plusMonths(11).withDayOfMonth(1) + " "
                + base.dayOfMonth().withMaximumValue() + " " + base.monthOfYear().roundFloorCopy() + " " + base.withTimeAtStartOfDay());
        step("zones", () -> {
            DateTimeZone ny = DateTimeZone.forID("America/New_York");
            DateTimeZone tokyo = DateTimeZone.forID("Asia/Tokyo");
            DateTimeZone berlin = DateTimeZone.forID("Europe/Berlin");
            DateTime n = base.withZone(ny);
            return n + " " + base.withZone(tokyo) + " " + base.plusHours(24 * 200).withZone(berlin) + " "
                    + ny.getOffset(base.getMillis()) + " " + ny.isStandardOffset(base.plusHours(2).getMillis()) + " "
                    + ny.nextTransition(base.getMillis()) + " " + new DateTime(ny.nextTransition(base.getMillis()), ny);
        });
        step("dst gap", () -> {
            DateTimeZone ny = DateTimeZone.forID("America/New_York");
            return new LocalDateTime(2021, 3, 14, 2, 30).toDateTime(ny);
        });
        step("fixed offset", () -> base.withZone(DateTimeZone.forOffsetHoursMinutes(5, 30)) + " " + DateTimeZone.forOffsetMillis(-3600000));
        step("zone names", () -> DateTimeZone.forID("Europe/London").getShortName(base.getMillis(), Locale.ENGLISH) + " "
                + DateTimeZone.forID("Europe/London").getName(base.plusMonths(4).getMillis(), Locale.ENGLISH));
        step("zone ids", () -> DateTimeZone.getAvailableIDs().size() > 400);
        step("local date", () -> {
            LocalDate d = new LocalDate(2024, 2, 28);
            return d.plusDays(1) + " " + d.plusDays(2) + " " + d.plusYears(1).plusDays(1) + " " + d.year().isLeap() + " "
                    + d.dayOfMonth().getMaximumValue() + " " + d.withDayOfWeek(DateTimeConstants.MONDAY) + " " + d.getCenturyOfEra()
                    + " " + d.toDateTimeAtStartOfDay(utc) + " " + LocalDate.parse("2000-01-31").plusMonths(1);
        });
        step("local time", () -> {
            LocalTime t = new LocalTime(23, 45, 10, 5);
            return t.plusMinutes(20) + " " + t.getMillisOfDay() + " " + t.hourOfDay().roundCeilingCopy() + " " + LocalTime.parse("07:08").plusSeconds(3);
        });
        step("partials", () -> new YearMonth(2023, 12).plusMonths(3) + " " + new MonthDay(2, 29).plusDays(1) + " "
                + new LocalDateTime(2020, 1, 1, 0, 0).minusSeconds(1));
        step("between", () -> {
            DateTime a = new DateTime(2000, 1, 1, 0, 0, utc), b = new DateTime(2023, 7, 19, 13, 37, utc);
            return Years.yearsBetween(a, b).getYears() + " " + Months.monthsBetween(a, b).getMonths() + " " + Weeks.weeksBetween(a, b).getWeeks()
                    + " " + Days.daysBetween(a, b).getDays() + " " + Hours.hoursBetween(a, b).getHours() + " " + Minutes.minutesBetween(a, b)
                    + " " + new Period(a, b) + " " + new Period(a, b, PeriodType.dayTime()) + " " + new Duration(a, b);
        });
        step("period", () -> {
            Period p = new Period(1, 2, 3, 4, 5, 6, 7, 8);
            return p + " " + p.normalizedStandard() + " " + p.plusDays(40).normalizedStandard(PeriodType.yearMonthDayTime()) + " "
                    + Period.parse("P2Y3M1W") + " " + Period.parse("P1W2DT3H").toStandardDays() + " " + new Period(0, 0, 0, 1, 2, 3, 4, 5).toStandardDuration();
        });
        step("period formats", () -> {
            Period p = new Period(0, 0, 0, 2, 3, 4, 5, 0);
            PeriodFormatter f = new PeriodFormatterBuilder().appendDays().appendSuffix(" day", " days").appendSeparator(", ", " and ")
                    .appendHours().appendSuffix("h").appendSeparator(" ").appendMinutes().appendSuffix("m").appendSeparator(" ")
                    .appendSeconds().appendSuffix("s").toFormatter();
            return f.print(p) + " | " + PeriodFormat.wordBased(Locale.ENGLISH).print(p) + " | " + ISOPeriodFormat.standard().print(p)
                    + " | " + f.parsePeriod("5 days and 6h");
        });
        step("interval", () -> {
            Interval i = new Interval(base, base.plusDays(10));
            Interval j = new Interval(base.plusDays(5), base.plusDays(15));
            return i + " " + i.overlap(j) + " " + i.gap(new Interval(base.plusDays(20), base.plusDays(21))) + " " + i.abuts(new Interval(base.plusDays(10), base.plusDays(11)))
                    + " " + i.contains(base.plusDays(3)) + " " + i.toPeriod() + " " + i.toDuration().getStandardHours();
        });
        step("formatters", () -> {
            DateTimeFormatter f = DateTimeFormat.forPattern("EEEE, dd MMMM yyyy HH:mm:ss.SSS Z zzz").withLocale(Locale.ENGLISH);
            DateTimeFormatter g = DateTimeFormat.forPattern("yy/M/d h:mm a").withLocale(Locale.US);
            return f.print(base) + " | " + g.print(base.withZone(DateTimeZone.forID("America/Los_Angeles"))) + " | "
                    + DateTimeFormat.fullDateTime().withLocale(Locale.US).withZone(utc).print(base) + " | " + DateTimeFormat.shortDate().withLocale(Locale.UK).print(base)
                    + " | " + DateTimeFormat.mediumDateTime().withLocale(Locale.FRANCE).withZone(utc).print(base) + " | "
                    + DateTimeFormat.patternForStyle("MS", Locale.GERMANY);
        });
        step("iso", () -> ISODateTimeFormat.dateTime().print(base) + " " + ISODateTimeFormat.basicOrdinalDateTime().print(base) + " "
                + ISODateTimeFormat.weekDateTimeNoMillis().print(base) + " " + ISODateTimeFormat.dateTimeParser().withOffsetParsed().parseDateTime("2010-06-30T01:20+02:00")
                + " " + DateTime.parse("2012-02-29T12:00:00.000-05:00").withZone(utc));
        step("builder", () -> new DateTimeFormatterBuilder().appendDayOfMonth(2).appendLiteral('.').appendMonthOfYearShortText().appendLiteral('.')
                .appendYear(4, 4).appendLiteral(' ').appendHalfdayOfDayText().appendLiteral(' ').appendEraText().toFormatter()
                .withLocale(Locale.ENGLISH).print(base));
        step("parse", () -> DateTimeFormat.forPattern("dd/MM/yyyy HH:mm").withZone(utc).parseDateTime("31/12/1999 23:59") + " "
                + DateTimeFormat.forPattern("MMM d, yyyy").withLocale(Locale.ENGLISH).parseLocalDate("Jul 4, 1776"));
        step("parse error", () -> DateTimeFormat.forPattern("yyyy-MM-dd").parseLocalDate("2021-13-01"));
        step("illegal field", () -> new LocalDate(2021, 2, 30));
        step("chronologies", () -> {
            DateTime d = base.withZone(utc);
            return d.withChronology(BuddhistChronology.getInstance(utc)) + " " + d.withChronology(CopticChronology.getInstance(utc)) + " "
                    + d.withChronology(EthiopicChronology.getInstance(utc)) + " " + d.withChronology(IslamicChronology.getInstance(utc)) + " "
                    + d.withChronology(JulianChronology.getInstance(utc)) + " " + new DateTime(1582, 10, 15, 0, 0, GJChronology.getInstance(utc)).minusDays(1)
                    + " " + ISOChronology.getInstanceUTC();
        });
        step("java interop", () -> base.toDate().getTime() + " " + base.toGregorianCalendar().get(java.util.Calendar.DAY_OF_YEAR) + " "
                + new DateTime(new java.util.Date(0L), utc) + " " + LocalDate.fromDateFields(new java.util.Date(86400000L * 365)).getYear());
        step("compare", () -> base.isBefore(base.plusMillis(1)) + " " + base.compareTo(base.minusYears(1)) + " " + base.equals(base.withZone(DateTimeZone.forID("Asia/Tokyo")))
                + " " + base.isEqual(base.withZone(DateTimeZone.forID("Asia/Tokyo"))) + " " + base.hashCode());
        System.out.println("failures: " + failures);
    }
}
