// Date-times of the Japanese, Thai Buddhist and Minguo calendars (ChronoLocalDate.atTime).
import java.time.*;
import java.time.chrono.*;
import java.time.format.*;
import java.time.temporal.*;
public class OtherCalendarDateTimes {
  static void show(String w, java.util.function.Supplier<Object> s) { Object r; try { r = s.get(); } catch (RuntimeException e) { r = e.getClass().getName() + ": " + e.getMessage(); } System.out.println(w + " -> " + r); }
  public static void main(String[] a) {
  ChronoLocalDateTime<JapaneseDate> j = JapaneseDate.of(2019, 4, 30).atTime(LocalTime.of(23, 30, 15, 500));
  ChronoLocalDateTime<ThaiBuddhistDate> t = ThaiBuddhistDate.of(2564, 2, 14).atTime(LocalTime.NOON);
  show("j", () -> j + " " + j.toLocalDate() + " " + j.toLocalTime() + " " + j.getChronology() + " " + j.getClass().getName());
  show("fields", () -> j.getLong(ChronoField.YEAR_OF_ERA) + " " + j.getLong(ChronoField.HOUR_OF_DAY) + " " + j.get(ChronoField.ERA) + " " + j.range(ChronoField.DAY_OF_YEAR) + " " + j.range(ChronoField.NANO_OF_SECOND) + " " + j.isSupported(ChronoField.ALIGNED_WEEK_OF_YEAR) + j.isSupported(ChronoField.INSTANT_SECONDS) + j.isSupported(ChronoUnit.FOREVER) + j.isSupported(ChronoUnit.NANOS));
  show("plus 1h", () -> j.plus(1, ChronoUnit.HOURS));
  show("plus 30m", () -> j.plus(30, ChronoUnit.MINUTES));
  show("minus 1 day", () -> j.minus(1, ChronoUnit.DAYS));
  show("plus half days", () -> j.plus(3, ChronoUnit.HALF_DAYS));
  show("plus nanos", () -> j.plus(-1000, ChronoUnit.NANOS));
  show("plus Duration", () -> j.plus(Duration.ofHours(25)));
  show("plus Period", () -> j.plus(Period.ofDays(1)));
  show("plus ChronoPeriod", () -> j.plus(JapaneseChronology.INSTANCE.period(0, 1, 1)));
  show("with hour", () -> j.with(ChronoField.HOUR_OF_DAY, 1));
  show("with era", () -> j.with(ChronoField.ERA, 3));
  show("with LocalTime", () -> j.with(LocalTime.MIDNIGHT));
  show("with LocalDate", () -> j.with(LocalDate.of(2000, 1, 1)));
  show("with JapaneseDate", () -> j.with(JapaneseDate.of(2000, 1, 1)));
  show("with adjuster", () -> j.with(TemporalAdjusters.firstDayOfNextMonth()));
  show("until hours", () -> j.until(JapaneseDate.of(2019, 5, 2).atTime(LocalTime.of(1, 0)), ChronoUnit.HOURS));
  show("until days", () -> j.until(JapaneseDate.of(2019, 5, 2).atTime(LocalTime.of(1, 0)), ChronoUnit.DAYS));
  show("until days back", () -> j.until(JapaneseDate.of(2019, 4, 28).atTime(LocalTime.of(23, 59)), ChronoUnit.DAYS));
  show("until months LDT", () -> j.until(LocalDateTime.of(2020, 4, 30, 23, 0), ChronoUnit.MONTHS));
  show("until eras", () -> j.until(LocalDateTime.of(2020, 4, 30, 23, 0), ChronoUnit.ERAS));
  show("compare", () -> j.compareTo(LocalDateTime.of(2019, 4, 30, 23, 30, 15, 500)) + " " + LocalDateTime.of(2019, 4, 30, 23, 30, 15, 500).compareTo(j) + " " + j.isEqual(LocalDateTime.of(2019, 4, 30, 23, 30, 15, 500)) + j.isBefore(t) + j.isAfter(t) + " " + j.equals(JapaneseDate.of(2019, 4, 30).atTime(LocalTime.of(23, 30, 15, 500))));
  show("epoch", () -> j.toEpochSecond(ZoneOffset.UTC) + " " + j.toInstant(ZoneOffset.ofHours(9)));
  show("query", () -> j.query(TemporalQueries.localDate()) + " " + j.query(TemporalQueries.localTime()) + " " + j.query(TemporalQueries.precision()) + " " + j.query(TemporalQueries.zone()));
  show("adjustInto", () -> LocalDateTime.of(2000, 1, 1, 0, 0).with(t));
  show("format", () -> DateTimeFormatter.ofPattern("GGGG y-MM-dd HH:mm:ss.SSS").withLocale(java.util.Locale.US).format(j));
  show("format localized", () -> DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(java.util.Locale.US).withChronology(ThaiBuddhistChronology.INSTANCE).format(t));
  show("localDateTime", () -> MinguoChronology.INSTANCE.localDateTime(LocalDateTime.of(2021, 2, 14, 10, 11)));
  show("localDateTime date only", () -> MinguoChronology.INSTANCE.localDateTime(LocalDate.of(2021, 2, 14)));
  show("ChronoLocalDateTime.from", () -> ChronoLocalDateTime.from(t) + " " + ChronoLocalDate.from(t) + " " + ChronoLocalDateTime.from(LocalDateTime.of(2000,1,1,0,0)));
  show("ChronoLocalDate.from LocalTime", () -> ChronoLocalDate.from(LocalTime.NOON));
}}
