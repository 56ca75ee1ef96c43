// jvm-args: -Duser.timezone=Europe/Berlin
import java.util.*;
import java.text.*;
/** Date, Calendar, GregorianCalendar (DST, Julian cutover, add/roll), SimpleDateFormat, DateFormat. */
public class LegacyCalendarDates {
  static void p(Object o){System.out.println(o);}
  public static void main(String[] a) throws Exception {
    p(TimeZone.getDefault().getID() + " " + new Date(0) + " " + new Date(1625140800000L));
    for (int[] t: new int[][]{{2021,2,28,2,30},{2021,9,31,2,30},{2021,9,31,1,30},{2021,9,31,3,30},{1582,9,10,0,0},{1582,9,4,0,0},{1582,9,15,0,0},{1,0,1,0,0},{2020,1,29,12,0}}) {
      GregorianCalendar c=new GregorianCalendar(); c.clear(); c.set(t[0],t[1],t[2],t[3],t[4]);
      p(c.getTime()+" "+c.getTimeInMillis()+" "+c.get(Calendar.DST_OFFSET)+" "+c.get(Calendar.DAY_OF_YEAR)+" "+c.get(Calendar.WEEK_OF_YEAR)+" "+c.get(Calendar.DAY_OF_WEEK)+" "+c.get(Calendar.ERA)+" "+c.getActualMaximum(Calendar.DAY_OF_MONTH)+" "+c.getActualMaximum(Calendar.DAY_OF_YEAR));
    }
    GregorianCalendar c=new GregorianCalendar(2021, Calendar.JANUARY, 31, 10, 0);
    c.add(Calendar.MONTH,1); p(c.getTime());
    c.add(Calendar.DAY_OF_MONTH,30); p(c.getTime());
    c.add(Calendar.HOUR,-1000); p(c.getTime());
    c.roll(Calendar.MONTH, 11); p(c.getTime());
    c.roll(Calendar.DAY_OF_MONTH, 20); p(c.getTime());
    c.add(Calendar.YEAR,-2021); p(c.getTime()+" "+c.get(Calendar.ERA)+" "+c.get(Calendar.YEAR));
    c=new GregorianCalendar(2021, Calendar.MARCH, 27, 2, 30); c.add(Calendar.DATE,1); p(c.getTime());
    c.set(Calendar.DAY_OF_WEEK, Calendar.MONDAY); p(c.getTime());
    c.set(Calendar.WEEK_OF_YEAR, 1); p(c.getTime());
    c.set(Calendar.DAY_OF_YEAR, 200); p(c.getTime());
    c.set(Calendar.MONTH, 14); p(c.getTime());
    c.setLenient(false); c.set(Calendar.MONTH, 3); c.set(Calendar.DAY_OF_MONTH, 31);
    try { c.getTime(); } catch (IllegalArgumentException e) { p(e.getMessage()); }
    c.setLenient(true);
    p(new GregorianCalendar().isLeapYear(1900)+" "+new GregorianCalendar().isLeapYear(1500)+" "+new GregorianCalendar().isLeapYear(2000));
    Date d=new Date(1615123456789L);
    String[] pats={"yyyy-MM-dd HH:mm:ss.SSS","EEE, d MMM yyyy HH:mm:ss Z","yy/M/d h:mm a","EEEE MMMM dd G yyyy","D F w W u k K z zzzz X XX XXX","''h 'o''clock' a"};
    for (String s: pats) { p(new SimpleDateFormat(s, Locale.US).format(d)); p(new SimpleDateFormat(s, Locale.GERMANY).format(d)); }
    p(DateFormat.getDateInstance(DateFormat.LONG, Locale.FRANCE).format(d));
    p(DateFormat.getDateTimeInstance(DateFormat.FULL, DateFormat.FULL, Locale.US).format(d));
    p(DateFormat.getDateTimeInstance().format(d));
    p(DateFormat.getInstance().format(d)); p(new SimpleDateFormat().toPattern()); p(d.toLocaleString());
    SimpleDateFormat f=new SimpleDateFormat("yyyy-MM-dd HH:mm:ss");
    p(f.parse("2021-03-28 02:30:00")+" "+f.parse("1999-12-31 23:59:59").getTime());
    p(new SimpleDateFormat("dd MMM yyyy", Locale.US).parse("07 Mar 2021"));
    p(new SimpleDateFormat("EEE, d MMM yyyy HH:mm:ss Z", Locale.US).parse("Sun, 7 Mar 2021 14:24:16 +0100"));
    p(new SimpleDateFormat("yyyyMMddHHmm").parse("202103071424"));
    p(new SimpleDateFormat("MM/dd/yy").parse("03/07/21"));
    p(new SimpleDateFormat("yyyy-MM-dd'T'HH:mm:ssXXX").parse("2021-03-07T14:24:16-05:00"));
    try { f.parse("garbage"); } catch (ParseException e) { p(e.getMessage()+" "+e.getErrorOffset()); }
    f.setLenient(false);
    try { f.parse("2021-02-30 00:00:00"); } catch (ParseException e) { p(e.getMessage()+" "+e.getErrorOffset()); }
    Calendar cc=Calendar.getInstance(TimeZone.getTimeZone("America/New_York"), Locale.US); cc.setTimeInMillis(0);
    p(cc.get(Calendar.YEAR)+" "+cc.get(Calendar.HOUR_OF_DAY)+" "+cc.getFirstDayOfWeek()+" "+cc.getMinimalDaysInFirstWeek()+" "+cc.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.GERMAN)+" "+cc.getDisplayName(Calendar.DAY_OF_WEEK, Calendar.SHORT, Locale.US));
    p(Calendar.getInstance(Locale.GERMANY).getFirstDayOfWeek()+" "+Calendar.getInstance(Locale.GERMANY).getMinimalDaysInFirstWeek()+" "+Calendar.getInstance(Locale.UK).getFirstDayOfWeek());
    p(new Date(121, 2, 7)+" "+new Date(121,2,7).getDay()+" "+new Date(0).getTimezoneOffset()+" "+new Date(0).toGMTString());
    GregorianCalendar g=new GregorianCalendar(); g.setGregorianChange(new Date(Long.MIN_VALUE)); g.clear(); g.set(1582,9,10); p(g.getTime());
    p(GregorianCalendar.from(java.time.ZonedDateTime.parse("2021-03-07T10:00:00+01:00[Europe/Berlin]")).getTime());
  }
}
