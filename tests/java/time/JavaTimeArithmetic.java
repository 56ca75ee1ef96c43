import java.time.*;
import java.time.temporal.*;
import java.util.*;

/** java.time values: construction, toString, arithmetic, adjusters, fields, errors. */
public class JavaTimeArithmetic {
    static void p(Object o) {
        System.out.println(o);
    }

    static void attempt(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": no exception");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 2, 29);
        p(d + " " + d.plusYears(1) + " " + d.minusMonths(12) + " " + d.plusDays(366) + " " + d.plusWeeks(-9));
        p(d.getDayOfWeek() + " " + d.getDayOfYear() + " " + d.toEpochDay() + " " + d.lengthOfMonth()
            + " " + d.isLeapYear() + " " + d.getEra() + " " + d.getChronology());
        p(LocalDate.ofEpochDay(-1000000) + " " + LocalDate.of(-5, 3, 1) + " " + LocalDate.of(12345, 1, 1)
            + " " + LocalDate.MIN + " " + LocalDate.MAX + " " + LocalDate.EPOCH);
        p(LocalDate.ofYearDay(2023, 365) + " " + LocalDate.ofYearDay(2024, 60));
        int sum = 0;
        for (long e = -800000; e < 800000; e += 997) {
            LocalDate x = LocalDate.ofEpochDay(e);
            if (x.toEpochDay() != e || !LocalDate.of(x.getYear(), x.getMonthValue(), x.getDayOfMonth()).equals(x)) {
                p("epoch-day round trip failed at " + e);
            }
            sum += x.getDayOfMonth() + x.getDayOfWeek().getValue();
        }
        p("epoch-day checksum " + sum);
        p(d.with(TemporalAdjusters.firstDayOfMonth()) + " " + d.with(TemporalAdjusters.lastDayOfYear())
            + " " + d.with(TemporalAdjusters.next(DayOfWeek.MONDAY)) + " "
            + d.with(TemporalAdjusters.previousOrSame(DayOfWeek.THURSDAY)) + " "
            + d.with(TemporalAdjusters.lastInMonth(DayOfWeek.FRIDAY)) + " "
            + d.with(TemporalAdjusters.dayOfWeekInMonth(2, DayOfWeek.TUESDAY)) + " "
            + d.with(TemporalAdjusters.firstDayOfNextYear()));
        p(d.with(ChronoField.DAY_OF_WEEK, 1) + " " + d.with(ChronoField.MONTH_OF_YEAR, 4) + " "
            + d.withDayOfYear(1) + " " + d.get(ChronoField.ALIGNED_WEEK_OF_YEAR) + " "
            + d.range(ChronoField.DAY_OF_MONTH) + " " + d.getLong(ChronoField.PROLEPTIC_MONTH));
        p(Period.between(LocalDate.of(2020, 1, 31), LocalDate.of(2021, 3, 1)) + " "
            + Period.between(LocalDate.of(2021, 3, 1), LocalDate.of(2020, 1, 31)) + " "
            + LocalDate.of(2020, 1, 31).until(LocalDate.of(2020, 3, 30), ChronoUnit.MONTHS) + " "
            + ChronoUnit.WEEKS.between(LocalDate.of(2020, 1, 1), LocalDate.of(2021, 1, 1)) + " "
            + ChronoUnit.DECADES.between(LocalDate.of(1999, 12, 31), LocalDate.of(2030, 1, 1)));
        p(LocalDate.of(2020, 1, 31).plusMonths(1) + " " + LocalDate.of(2020, 3, 31).minusMonths(1)
            + " " + d.plus(Period.of(1, 2, 3)) + " " + d.minus(Period.ofWeeks(2)));
        List<LocalDate> days = new ArrayList<>();
        LocalDate.of(2021, 12, 28).datesUntil(LocalDate.of(2022, 1, 3)).forEach(days::add);
        p(days);

        LocalTime t = LocalTime.of(23, 59, 59, 999_999_999);
        p(LocalTime.of(10, 15) + " " + LocalTime.of(10, 15, 30) + " " + LocalTime.of(10, 15, 30, 123_000_000)
            + " " + LocalTime.of(10, 15, 30, 123_400_000) + " " + LocalTime.of(0, 0, 0, 1) + " " + t
            + " " + LocalTime.NOON + " " + LocalTime.MIDNIGHT);
        p(t.plusNanos(1) + " " + t.plusHours(25) + " " + t.minusMinutes(61) + " " + t.truncatedTo(ChronoUnit.MINUTES)
            + " " + t.toSecondOfDay() + " " + t.toNanoOfDay() + " " + t.get(ChronoField.CLOCK_HOUR_OF_AMPM)
            + " " + LocalTime.ofSecondOfDay(45296) + " " + LocalTime.of(1, 0).until(t, ChronoUnit.MINUTES));

        LocalDateTime ldt = LocalDateTime.of(2021, 12, 31, 23, 30);
        p(ldt + " " + ldt.plusMinutes(45) + " " + ldt.plusSeconds(-86400 * 400L) + " " + ldt.plusNanos(1)
            + " " + ldt.minusHours(48) + " " + ldt.with(LocalTime.NOON) + " " + ldt.truncatedTo(ChronoUnit.HOURS));
        p(ldt.until(LocalDateTime.of(2022, 1, 2, 0, 0), ChronoUnit.HOURS) + " "
            + ldt.until(LocalDateTime.of(2022, 1, 2, 0, 0), ChronoUnit.DAYS) + " "
            + ldt.isBefore(ldt.plusNanos(1)) + " " + ldt.compareTo(ldt.minusDays(1)) + " "
            + ldt.toLocalDate().atStartOfDay() + " " + ldt.toEpochSecond(ZoneOffset.ofHours(2)));

        Instant i = Instant.ofEpochSecond(1_600_000_000L, 123_456_789);
        p(i + " " + Instant.EPOCH + " " + Instant.ofEpochMilli(-1) + " " + Instant.ofEpochSecond(-62135596800L)
            + " " + Instant.ofEpochSecond(253402300800L) + " " + Instant.MIN + " " + Instant.MAX);
        p(i.plusMillis(877) + " " + i.truncatedTo(ChronoUnit.SECONDS) + " " + i.truncatedTo(ChronoUnit.DAYS) + " "
            + i.toEpochMilli() + " " + i.until(Instant.EPOCH, ChronoUnit.DAYS) + " " + i.atOffset(ZoneOffset.ofHours(-7)));

        p(Duration.ofSeconds(3661, 500_000_000) + " " + Duration.ofMillis(-500) + " " + Duration.ofDays(2)
            + " " + Duration.ofMinutes(-90) + " " + Duration.ofSeconds(-1, 1) + " " + Duration.ZERO + " "
            + Duration.ofNanos(1) + " " + Duration.ofHours(100000));
        Duration du = Duration.ofHours(26).plusMinutes(3).plusSeconds(4).plusMillis(5);
        p(du + " " + du.toDays() + " " + du.toHoursPart() + " " + du.toMinutesPart() + " " + du.toSecondsPart()
            + " " + du.toMillisPart() + " " + du.toMillis() + " " + du.negated() + " " + du.multipliedBy(3)
            + " " + du.dividedBy(7) + " " + du.dividedBy(Duration.ofMinutes(7)) + " " + du.abs().compareTo(du));
        p(Duration.parse("PT1H30M") + " " + Duration.parse("-PT0.5S") + " " + Duration.parse("P2DT3H4M")
            + " " + Duration.parse("PT-6H3M") + " " + Duration.parse("pt10.000000001s"));
        p(Period.parse("P1Y2M3W4D") + " " + Period.ZERO + " " + Period.of(1, 14, -3).normalized() + " "
            + Period.ofMonths(27).toTotalMonths() + " " + Period.parse("-P2Y").negated() + " "
            + Period.ofDays(10).multipliedBy(-3));

        p(YearMonth.of(2020, 2).lengthOfMonth() + " " + YearMonth.of(2021, 12).plusMonths(3) + " "
            + YearMonth.parse("2021-07").atEndOfMonth() + " " + MonthDay.of(2, 29) + " "
            + MonthDay.of(2, 29).atYear(2023) + " " + MonthDay.parse("--12-25") + " " + Year.of(2024).isLeap()
            + " " + Year.of(1900).length() + " " + Year.of(2000).atDay(100) + " " + Year.parse("-44"));
        p(Month.FEBRUARY.length(true) + " " + Month.DECEMBER.plus(3) + " " + Month.MAY.firstMonthOfQuarter()
            + " " + Month.OCTOBER.firstDayOfYear(false) + " " + DayOfWeek.SUNDAY.plus(1) + " "
            + DayOfWeek.MONDAY.minus(8) + " " + Month.from(d) + " " + DayOfWeek.from(d));
        p(ZoneOffset.ofHoursMinutes(-3, -30) + " " + ZoneOffset.of("+5") + " " + ZoneOffset.of("-0830")
            + " " + ZoneOffset.ofTotalSeconds(3723) + " " + ZoneOffset.UTC + " " + ZoneOffset.MAX
            + " " + ZoneOffset.of("+01:00").compareTo(ZoneOffset.of("+02:00")));
        p(ZoneId.of("UTC") + " " + ZoneId.of("GMT+2") + " " + ZoneId.of("UTC-03:30") + " " + ZoneId.of("UT")
            + " " + ZoneId.of("Z") + " " + ZoneId.of("GMT0") + " " + ZoneId.of("PST", ZoneId.SHORT_IDS)
            + " " + ZoneId.of("UTC+01:00").normalized() + " " + ZoneId.ofOffset("UTC", ZoneOffset.ofHours(4)));
        OffsetDateTime odt = OffsetDateTime.of(2021, 5, 6, 7, 8, 9, 10, ZoneOffset.ofHours(9));
        p(odt + " " + odt.withOffsetSameInstant(ZoneOffset.UTC) + " " + odt.toInstant() + " "
            + odt.atZoneSameInstant(ZoneId.of("Europe/Paris")) + " " + odt.toOffsetTime() + " "
            + odt.getLong(ChronoField.INSTANT_SECONDS));
        Clock fixed = Clock.fixed(Instant.parse("2020-02-02T20:20:20Z"), ZoneId.of("Asia/Tokyo"));
        p(LocalDateTime.now(fixed) + " " + LocalDate.now(fixed) + " " + ZonedDateTime.now(fixed) + " "
            + Instant.now(fixed) + " " + fixed + " " + Clock.offset(fixed, Duration.ofHours(5)).instant()
            + " " + YearMonth.now(fixed) + " " + Year.now(fixed));
        p(ChronoUnit.MONTHS.getDuration() + " " + ChronoUnit.FOREVER.getDuration() + " " + ChronoUnit.HALF_DAYS
            + " " + ChronoUnit.DAYS.isDateBased() + " " + ChronoField.MINUTE_OF_DAY.range() + " "
            + ChronoField.DAY_OF_MONTH.range() + " " + ChronoField.YEAR.range() + " " + ChronoField.ERA.getBaseUnit());

        attempt("Feb 29 2021", () -> LocalDate.of(2021, 2, 29));
        attempt("Apr 31", () -> LocalDate.of(2021, 4, 31));
        attempt("month 13", () -> LocalDate.of(2021, 13, 1));
        attempt("hour 24", () -> LocalTime.of(24, 0));
        attempt("year range", () -> LocalDate.of(1_000_000_000, 1, 1));
        attempt("unknown zone", () -> ZoneId.of("Mars/Olympus_Mons"));
        attempt("bad zone format", () -> ZoneId.of("!x"));
        attempt("bad offset", () -> ZoneOffset.of("+25:00"));
        attempt("bad offset id", () -> ZoneId.of("+1:00"));
        attempt("unsupported field", () -> LocalDate.of(2020, 1, 1).get(ChronoField.HOUR_OF_DAY));
        attempt("unsupported unit", () -> LocalTime.NOON.plus(1, ChronoUnit.DAYS));
        attempt("epoch day get", () -> LocalDate.of(2020, 1, 1).get(ChronoField.EPOCH_DAY));
        attempt("from", () -> LocalDate.from(LocalTime.NOON));
        attempt("instant overflow", () -> Instant.MAX.plusSeconds(1));
        attempt("duration parse", () -> Duration.parse("P1Y"));
        attempt("period parse", () -> Period.parse("P1H"));
        attempt("dayofweek", () -> DayOfWeek.of(8));
        attempt("monthday", () -> MonthDay.of(4, 31));
        attempt("plusMonths overflow", () -> LocalDate.MAX.plusMonths(1));
    }
}
