import java.time.*;
import java.time.chrono.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

public class OtherCalendars {
    /** Output stays ASCII: other characters as \\uXXXX. */
    static String esc(Object o) {
        StringBuilder b = new StringBuilder();
        for (char c : String.valueOf(o).toCharArray()) {
            if (c < 32 || c > 126) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    interface Call {
        Object run();
    }

    static void show(String what, Call c) {
        String r;
        try {
            r = esc(c.run());
        } catch (RuntimeException e) {
            r = e.getClass().getName() + ": " + e.getMessage();
        }
        System.out.println(what + " -> " + r);
    }

    static final Chronology[] CHRONOS = {JapaneseChronology.INSTANCE, ThaiBuddhistChronology.INSTANCE,
        MinguoChronology.INSTANCE, IsoChronology.INSTANCE};

    static void fields(ChronoLocalDate d) {
        StringBuilder sb = new StringBuilder(d.toString());
        for (ChronoField f : ChronoField.values()) {
            if (!f.isDateBased()) {
                continue;
            }
            if (d.isSupported(f)) {
                sb.append(' ').append(f).append('=').append(d.getLong(f)).append(d.range(f));
            } else {
                sb.append(' ').append(f).append("=unsupported");
            }
        }
        System.out.println(sb);
        System.out.println("  era=" + d.getEra() + " leap=" + d.isLeapYear() + " lenM=" + d.lengthOfMonth()
                + " lenY=" + d.lengthOfYear() + " epochDay=" + d.toEpochDay() + " chrono=" + d.getChronology()
                + " iso=" + LocalDate.from(d) + " hash=" + d.hashCode()
                + " timeSupported=" + d.isSupported(ChronoField.HOUR_OF_DAY) + " units=" + d.isSupported(ChronoUnit.DAYS)
                + d.isSupported(ChronoUnit.ERAS) + d.isSupported(ChronoUnit.HOURS));
    }

    public static void main(String[] args) {
        // The calendars.
        for (Chronology c : CHRONOS) {
            StringBuilder sb = new StringBuilder(c.getId() + " " + c.getCalendarType() + " " + c + " eras=" + c.eras());
            for (ChronoField f : ChronoField.values()) {
                if (f.isDateBased()) {
                    try {
                        sb.append(' ').append(f).append('=').append(c.range(f));
                    } catch (RuntimeException e) {
                        sb.append(' ').append(f).append('=').append(e.getClass().getSimpleName());
                    }
                }
            }
            System.out.println(sb);
            System.out.println("  leap 2000/1900/2024/2543: " + c.isLeapYear(2000) + c.isLeapYear(1900) + c.isLeapYear(2024)
                    + c.isLeapYear(2543) + " of=" + (Chronology.of(c.getId()) == c) + (Chronology.of(c.getCalendarType()) == c)
                    + " available=" + Chronology.getAvailableChronologies().contains(c)
                    + " name=" + c.getDisplayName(TextStyle.FULL, Locale.ENGLISH));
        }
        show("of nope", () -> Chronology.of("nope"));
        show("ofLocale ja-JP-u-ca-japanese", () -> Chronology.ofLocale(Locale.forLanguageTag("ja-JP-u-ca-japanese")));
        show("ofLocale th-TH-u-ca-buddhist", () -> Chronology.ofLocale(Locale.forLanguageTag("th-TH-u-ca-buddhist")));
        show("ofLocale zh-TW-u-ca-roc", () -> Chronology.ofLocale(Locale.forLanguageTag("zh-TW-u-ca-roc")));
        show("ofLocale en-US", () -> Chronology.ofLocale(Locale.US));
        show("ofLocale th-TH", () -> Chronology.ofLocale(new Locale("th", "TH")));
        show("ofLocale en-u-ca-iso8601", () -> Chronology.ofLocale(Locale.forLanguageTag("en-u-ca-iso8601")));
        show("ofLocale en-u-ca-gregory", () -> Chronology.ofLocale(Locale.forLanguageTag("en-u-ca-gregory")));
        show("from JapaneseDate", () -> Chronology.from(JapaneseDate.of(2000, 1, 1)));
        show("from LocalTime", () -> Chronology.from(LocalTime.NOON));
        show("compare", () -> JapaneseChronology.INSTANCE.compareTo(MinguoChronology.INSTANCE) + " "
                + ThaiBuddhistChronology.INSTANCE.compareTo(IsoChronology.INSTANCE));

        // Eras.
        for (JapaneseEra e : JapaneseEra.values()) {
            System.out.println("JapaneseEra " + e + " " + e.getValue() + " " + e.range(ChronoField.ERA) + " "
                    + (JapaneseEra.valueOf(e.toString()) == e) + " " + (JapaneseEra.of(e.getValue()) == e) + " "
                    + e.getLong(ChronoField.ERA) + " " + e.isSupported(ChronoField.ERA) + e.isSupported(ChronoField.YEAR));
        }
        for (Era e : new Era[] {ThaiBuddhistEra.BEFORE_BE, ThaiBuddhistEra.BE, MinguoEra.BEFORE_ROC, MinguoEra.ROC,
                IsoEra.BCE, IsoEra.CE, JapaneseEra.SHOWA}) {
            StringBuilder sb = new StringBuilder(e + " " + e.getValue());
            for (Locale l : new Locale[] {Locale.ROOT, Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH, Locale.JAPANESE,
                    Locale.CHINESE}) {
                for (TextStyle s : new TextStyle[] {TextStyle.FULL, TextStyle.SHORT, TextStyle.NARROW}) {
                    sb.append(" [").append(esc(e.getDisplayName(s, l))).append(']');
                }
            }
            System.out.println(sb);
        }
        show("JapaneseEra.of(4)", () -> JapaneseEra.of(4));
        show("JapaneseEra.of(-2)", () -> JapaneseEra.of(-2));
        show("JapaneseEra.valueOf(Nope)", () -> JapaneseEra.valueOf("Nope"));
        show("ThaiBuddhistEra.of(2)", () -> ThaiBuddhistEra.of(2));
        show("MinguoEra.of(-1)", () -> MinguoEra.of(-1));
        show("ThaiBuddhistEra.BE.query(precision)", () -> ThaiBuddhistEra.BE.query(TemporalQueries.precision()));

        // Dates and their fields.
        ChronoLocalDate[] dates = {JapaneseDate.of(2019, 4, 30), JapaneseDate.of(2019, 5, 1), JapaneseDate.of(1989, 1, 7),
            JapaneseDate.of(1989, 1, 8), JapaneseDate.of(1926, 12, 25), JapaneseDate.of(1873, 1, 1),
            JapaneseDate.of(2024, 2, 29), ThaiBuddhistDate.of(2564, 2, 14), ThaiBuddhistDate.of(-5, 7, 1),
            ThaiBuddhistDate.of(1, 1, 1), ThaiBuddhistDate.of(0, 12, 31), MinguoDate.of(110, 2, 14),
            MinguoDate.of(-3, 3, 1), MinguoDate.of(1, 1, 1), MinguoDate.of(0, 12, 31)};
        for (ChronoLocalDate d : dates) {
            fields(d);
        }
        show("Japanese before Meiji 6", () -> JapaneseDate.of(1872, 12, 31));
        show("Heisei 31-05-01", () -> JapaneseDate.of(JapaneseEra.HEISEI, 31, 5, 1));
        show("Heisei 31-04-30", () -> JapaneseDate.of(JapaneseEra.HEISEI, 31, 4, 30));
        show("Heisei 0", () -> JapaneseDate.of(JapaneseEra.HEISEI, 0, 5, 1));
        show("Reiwa 1-02-30", () -> JapaneseDate.of(JapaneseEra.REIWA, 2, 2, 30));
        show("Meiji 5", () -> JapaneseDate.of(JapaneseEra.MEIJI, 5, 1, 1));
        show("Meiji 6", () -> JapaneseDate.of(JapaneseEra.MEIJI, 6, 1, 1));
        show("Taisho 1-07-30", () -> JapaneseDate.of(JapaneseEra.TAISHO, 1, 7, 30));
        show("Taisho 1-07-29", () -> JapaneseDate.of(JapaneseEra.TAISHO, 1, 7, 29));
        show("Thai 2564-02-29", () -> ThaiBuddhistDate.of(2564, 2, 29));
        show("Thai 2563-02-29", () -> ThaiBuddhistDate.of(2563, 2, 29));
        show("Minguo 109-02-29", () -> MinguoDate.of(109, 2, 29));
        show("Minguo 13th month", () -> MinguoDate.of(109, 13, 1));

        // The calendars' factories.
        for (Chronology c : new Chronology[] {JapaneseChronology.INSTANCE, ThaiBuddhistChronology.INSTANCE,
                MinguoChronology.INSTANCE}) {
            List<Era> eras = c.eras();
            Era last = eras.get(eras.size() - 1);
            show(c + " date(y,m,d)", () -> c.date(2000, 6, 15));
            show(c + " date(era,yoe,m,d)", () -> c.date(last, 2, 6, 15));
            show(c + " date(era0,yoe,m,d)", () -> c.date(eras.get(0), 10, 6, 15));
            show(c + " dateYearDay(y,doy)", () -> c.dateYearDay(2000, 60));
            show(c + " dateYearDay(era,yoe,doy)", () -> c.dateYearDay(last, 1, 1));
            show(c + " dateYearDay(era,yoe,400)", () -> c.dateYearDay(last, 3, 400));
            show(c + " dateEpochDay", () -> c.dateEpochDay(12345));
            show(c + " date(LocalDate)", () -> c.date(LocalDate.of(1999, 12, 31)));
            show(c + " date(LocalDateTime)", () -> c.date(LocalDateTime.of(2001, 2, 3, 4, 5)));
            show(c + " date(LocalTime)", () -> c.date(LocalTime.NOON));
            show(c + " dateNow(clock)", () -> c.dateNow(Clock.fixed(Instant.ofEpochSecond(1600000000L), ZoneOffset.UTC)));
            show(c + " prolepticYear(last, 5)", () -> c.prolepticYear(last, 5));
            show(c + " prolepticYear(first, 5)", () -> c.prolepticYear(eras.get(0), 5));
            show(c + " prolepticYear(IsoEra)", () -> c.prolepticYear(IsoEra.CE, 5));
            show(c + " eraOf(1)", () -> c.eraOf(1));
            show(c + " eraOf(9)", () -> c.eraOf(9));
            show(c + " epochSecond", () -> c.epochSecond(last, 3, 4, 5, 6, 7, 8, ZoneOffset.ofHours(9)));
        }
        show("Heisei 32", () -> JapaneseChronology.INSTANCE.prolepticYear(JapaneseEra.HEISEI, 32));
        show("Showa 64", () -> JapaneseChronology.INSTANCE.prolepticYear(JapaneseEra.SHOWA, 64));
        show("dateYearDay Reiwa 1 245", () -> JapaneseChronology.INSTANCE.dateYearDay(JapaneseEra.REIWA, 1, 245));
        show("dateYearDay Reiwa 1 246", () -> JapaneseChronology.INSTANCE.dateYearDay(JapaneseEra.REIWA, 1, 246));
        show("ThaiBuddhistDate.from(MinguoDate)", () -> ThaiBuddhistDate.from(MinguoDate.of(110, 1, 1)));
        show("JapaneseDate.from(LocalTime)", () -> JapaneseDate.from(LocalTime.NOON));
        show("JapaneseDate.now(clock)", () -> JapaneseDate.now(Clock.fixed(Instant.ofEpochSecond(1234567890L), ZoneOffset.UTC)));

        // Arithmetic.
        JapaneseDate j = JapaneseDate.of(2019, 4, 30);
        ThaiBuddhistDate t = ThaiBuddhistDate.of(2564, 1, 31);
        MinguoDate m = MinguoDate.of(1, 3, 1);
        show("j+1 day", () -> j.plus(1, ChronoUnit.DAYS));
        show("j+1 month", () -> j.plus(1, ChronoUnit.MONTHS));
        show("j+1 era", () -> j.plus(1, ChronoUnit.ERAS));
        show("j-1 era", () -> j.minus(1, ChronoUnit.ERAS));
        show("j+3 decades", () -> j.plus(3, ChronoUnit.DECADES));
        show("j+Period", () -> j.plus(Period.of(1, 2, 3)));
        show("j-Period", () -> j.minus(Period.ofDays(40)));
        show("j+hours", () -> j.plus(1, ChronoUnit.HOURS));
        show("j with yoe 1", () -> j.with(ChronoField.YEAR_OF_ERA, 1));
        show("j with yoe 32", () -> j.with(ChronoField.YEAR_OF_ERA, 32));
        show("j with era 3", () -> j.with(ChronoField.ERA, 3));
        show("j with era 1", () -> j.with(ChronoField.ERA, 1));
        show("j with year 1900", () -> j.with(ChronoField.YEAR, 1900));
        show("j with year 1800", () -> j.with(ChronoField.YEAR, 1800));
        show("j with doy 1", () -> JapaneseDate.of(2019, 6, 1).with(ChronoField.DAY_OF_YEAR, 1));
        show("j with dom 1", () -> j.with(ChronoField.DAY_OF_MONTH, 1));
        show("j with aligned", () -> j.with(ChronoField.ALIGNED_WEEK_OF_YEAR, 1));
        show("j with lastDayOfYear", () -> j.with(TemporalAdjusters.lastDayOfYear()));
        show("j with next Monday", () -> j.with(TemporalAdjusters.next(DayOfWeek.MONDAY)));
        show("j with LocalDate", () -> j.with(LocalDate.of(2000, 1, 1)));
        show("j with hour", () -> j.with(ChronoField.HOUR_OF_DAY, 1));
        show("t with era 0", () -> t.with(ChronoField.ERA, 0));
        show("t with yoe 10", () -> t.with(ChronoField.YEAR_OF_ERA, 10));
        show("t with year 1", () -> t.with(ChronoField.YEAR, 1));
        show("t with proleptic month", () -> t.with(ChronoField.PROLEPTIC_MONTH, 12));
        show("t + 1 month", () -> t.plus(1, ChronoUnit.MONTHS));
        show("t + 1 year", () -> t.plus(1, ChronoUnit.YEARS));
        show("t + 1 era", () -> t.plus(1, ChronoUnit.ERAS));
        show("m - 1 day", () -> m.minus(1, ChronoUnit.DAYS));
        show("m - 1 year", () -> m.minus(1, ChronoUnit.YEARS));
        show("m with era 0", () -> m.with(ChronoField.ERA, 0));
        show("m with era 2", () -> m.with(ChronoField.ERA, 2));
        show("m with yoe 0", () -> m.with(ChronoField.YEAR_OF_ERA, 0));
        show("m - 1 era", () -> m.minus(1, ChronoUnit.ERAS));
        for (ChronoUnit u : new ChronoUnit[] {ChronoUnit.DAYS, ChronoUnit.WEEKS, ChronoUnit.MONTHS, ChronoUnit.YEARS,
                ChronoUnit.DECADES, ChronoUnit.CENTURIES, ChronoUnit.MILLENNIA, ChronoUnit.ERAS, ChronoUnit.HOURS}) {
            show("until " + u, () -> JapaneseDate.of(1950, 3, 15).until(JapaneseDate.of(2020, 3, 14), u) + " "
                    + MinguoDate.of(-10, 1, 1).until(LocalDate.of(2000, 6, 1), u) + " "
                    + ThaiBuddhistDate.of(2500, 12, 31).until(MinguoDate.of(10, 1, 1), u));
        }
        show("until LocalTime", () -> j.until(LocalTime.NOON, ChronoUnit.DAYS));
        show("compare", () -> j.compareTo(LocalDate.of(2019, 4, 30)) + " " + LocalDate.of(2019, 4, 30).compareTo(j) + " "
                + j.compareTo(ThaiBuddhistDate.from(j)) + " " + j.compareTo(JapaneseDate.of(2019, 5, 1)) + " "
                + j.isEqual(LocalDate.of(2019, 4, 30)) + j.isBefore(t) + j.isAfter(t));
        show("equals", () -> j.equals(JapaneseDate.of(2019, 4, 30)) + " " + j.equals(LocalDate.of(2019, 4, 30)) + " "
                + j.equals(ThaiBuddhistDate.from(j)) + " " + LocalDate.of(2019, 4, 30).equals(j));
        show("sort", () -> {
            List<ChronoLocalDate> l = new ArrayList<>(Arrays.asList(dates));
            l.add(LocalDate.of(2019, 4, 30));
            l.add(ThaiBuddhistDate.of(2562, 4, 30));
            Collections.sort(l);
            return l;
        });
        show("queries", () -> j.query(TemporalQueries.localDate()) + " " + j.query(TemporalQueries.localTime()) + " "
                + j.query(TemporalQueries.precision()) + " " + j.query(TemporalQueries.chronology()) + " "
                + j.query(TemporalQueries.zone()));
        show("adjustInto", () -> LocalDate.of(2000, 1, 1).with(t) + " " + LocalDateTime.of(2000, 1, 1, 10, 30).with(m)
                + " " + j.with(t));
        show("JulianDay", () -> j.getLong(JulianFields.JULIAN_DAY) + " " + t.with(JulianFields.MODIFIED_JULIAN_DAY, 0));
        show("IsoFields", () -> j.get(IsoFields.QUARTER_OF_YEAR) + " " + t.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR));

        // Periods of the calendars.
        show("period until", () -> {
            ChronoPeriod p = JapaneseDate.of(1950, 3, 15).until(JapaneseDate.of(2020, 1, 14));
            return p + " " + p.getUnits() + " " + p.get(ChronoUnit.YEARS) + " " + p.getChronology() + " " + p.isZero() + p.isNegative();
        });
        ChronoPeriod q = ThaiBuddhistChronology.INSTANCE.period(0, 25, -3);
        show("period ops", () -> q + " " + q.normalized() + " " + q.negated() + " " + q.multipliedBy(3) + " "
                + ThaiBuddhistChronology.INSTANCE.period(0, 0, 0) + " " + q.equals(ThaiBuddhistChronology.INSTANCE.period(0, 25, -3))
                + " " + q.plus(ThaiBuddhistChronology.INSTANCE.period(1, 1, 1)) + " " + q.minus(ThaiBuddhistChronology.INSTANCE.period(1, 1, 1)));
        show("period plus Period", () -> q.plus(Period.ofDays(1)));
        show("period plus other calendar's", () -> q.plus(MinguoChronology.INSTANCE.period(1, 1, 1)));
        show("period get hours", () -> q.get(ChronoUnit.HOURS));
        show("date plus period", () -> ThaiBuddhistDate.of(2564, 1, 31).plus(q) + " " + ThaiBuddhistDate.of(2564, 1, 31).minus(q));
        show("LocalDate plus period", () -> LocalDate.of(2000, 1, 1).plus(q));
        show("until other calendars", () -> MinguoDate.of(110, 5, 31).until(MinguoDate.of(-2, 1, 1)) + " "
                + ThaiBuddhistDate.of(2500, 1, 1).until(LocalDate.of(2000, 1, 1)));
        show("period equals across calendars", () -> MinguoChronology.INSTANCE.period(1, 2, 3).equals(ThaiBuddhistChronology.INSTANCE.period(1, 2, 3)));
        show("period overflow", () -> MinguoChronology.INSTANCE.period(1, 2, 3).multipliedBy(Integer.MAX_VALUE));
        show("period normalized", () -> JapaneseChronology.INSTANCE.period(0, -13, 5).normalized() + " "
                + JapaneseChronology.INSTANCE.period(1, -13, 5).normalized());
        show("ISO period", () -> IsoChronology.INSTANCE.period(1, 2, 3) + " " + LocalDate.of(2000, 1, 1).until(JapaneseDate.of(2001, 2, 3)));

        // Formatting.
        Locale[] locales = {Locale.ROOT, Locale.ENGLISH, Locale.US, Locale.UK, Locale.GERMAN, Locale.FRENCH, new Locale("es"),
            Locale.ITALIAN, Locale.forLanguageTag("pt-BR"), Locale.JAPANESE, Locale.CHINESE, Locale.forLanguageTag("tr")};
        ChronoLocalDate[] printed = {JapaneseDate.of(2021, 2, 14), JapaneseDate.of(1900, 11, 3), ThaiBuddhistDate.of(2564, 2, 14),
            ThaiBuddhistDate.of(-5, 6, 7), MinguoDate.of(110, 2, 14), MinguoDate.of(-3, 8, 9)};
        for (Locale l : locales) {
            for (ChronoLocalDate d : printed) {
                StringBuilder sb = new StringBuilder(l.toLanguageTag() + " " + d + ":");
                sb.append(" [").append(esc(DateTimeFormatter.ofPattern("G GGGG GGGGG y yy yyyy u uu D MMM E d", l).format(d))).append(']');
                for (FormatStyle s : FormatStyle.values()) {
                    sb.append(" [").append(esc(DateTimeFormatter.ofLocalizedDate(s).withLocale(l)
                            .withChronology(d.getChronology()).format(d))).append(']');
                }
                sb.append(" iso: [").append(esc(DateTimeFormatter.ofLocalizedDate(FormatStyle.MEDIUM).withLocale(l).format(d))).append(']');
                System.out.println(sb);
            }
            StringBuilder sb = new StringBuilder(l.toLanguageTag() + " patterns:");
            for (Chronology c : CHRONOS) {
                for (FormatStyle s : FormatStyle.values()) {
                    sb.append(" [").append(esc(DateTimeFormatterBuilder.getLocalizedDateTimePattern(s, null, c, l))).append(']');
                    sb.append(" [").append(esc(DateTimeFormatterBuilder.getLocalizedDateTimePattern(s, s, c, l))).append(']');
                }
            }
            System.out.println(sb);
        }
        LocalDate iso = LocalDate.of(2019, 5, 1);
        LocalDateTime isoTime = LocalDateTime.of(1989, 1, 7, 23, 59, 30);
        for (Chronology c : CHRONOS) {
            show("withChronology " + c + " LocalDate", () -> DateTimeFormatter.ofPattern("G y-MM-dd (D) E").withChronology(c).format(iso));
            show("withChronology " + c + " LocalDateTime", () -> DateTimeFormatter.ofPattern("GGGG y/M/d HH:mm:ss").withLocale(Locale.US)
                    .withChronology(c).format(isoTime));
            show("withChronology " + c + " localized", () -> DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM)
                    .withLocale(Locale.US).withChronology(c).format(isoTime));
            show("withChronology " + c + " zoned", () -> DateTimeFormatter.ofPattern("G y-MM-dd HH:mm VV").withZone(ZoneId.of("Asia/Tokyo"))
                    .withChronology(c).format(Instant.ofEpochSecond(600000000L)));
            show("withChronology " + c + " LocalTime", () -> DateTimeFormatter.ofPattern("HH:mm").withChronology(c).format(LocalTime.NOON));
            show("withChronology " + c + " YearMonth", () -> DateTimeFormatter.ofPattern("y-MM").withChronology(c).format(YearMonth.of(2000, 1)));
            show("getChronology", () -> DateTimeFormatter.ISO_DATE.withChronology(c).getChronology());
        }
        show("ISO_LOCAL_DATE of JapaneseDate", () -> DateTimeFormatter.ISO_LOCAL_DATE.format(JapaneseDate.of(2021, 2, 14)));
        show("ISO_DATE of ThaiBuddhistDate", () -> DateTimeFormatter.ISO_DATE.format(ThaiBuddhistDate.of(2564, 2, 14)));
        show("BASIC_ISO_DATE of MinguoDate", () -> DateTimeFormatter.BASIC_ISO_DATE.format(MinguoDate.of(110, 2, 14)));
        show("format method", () -> JapaneseDate.of(2021, 2, 14).format(DateTimeFormatter.ofPattern("GGGGG y.M.d")));
        show("appendText ERA", () -> new DateTimeFormatterBuilder().appendText(ChronoField.ERA, TextStyle.FULL).toFormatter(Locale.ENGLISH)
                .format(MinguoDate.of(-1, 1, 1)));
    }
}
