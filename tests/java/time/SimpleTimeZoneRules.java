import java.util.*;
import java.text.*;
/** SimpleTimeZone rules (day-of-month, n-th weekday, weekday on or after), modes, offsets, formatting. */
public class SimpleTimeZoneRules {
  static void p(Object o){System.out.println(o);}
  public static void main(String[] a) throws Exception {
    SimpleTimeZone stz=new SimpleTimeZone(3600000,"X",Calendar.MARCH,-1,Calendar.SUNDAY,7200000,Calendar.OCTOBER,-1,Calendar.SUNDAY,10800000);
    p(stz);
    SimpleTimeZone us=new SimpleTimeZone(-18000000,"US_E",Calendar.MARCH,8,-Calendar.SUNDAY,7200000,Calendar.NOVEMBER,1,-Calendar.SUNDAY,7200000);
    SimpleTimeZone au=new SimpleTimeZone(36000000,"AU",Calendar.OCTOBER,1,-Calendar.SUNDAY,7200000,SimpleTimeZone.STANDARD_TIME,Calendar.APRIL,1,-Calendar.SUNDAY,7200000,SimpleTimeZone.STANDARD_TIME,3600000);
    p(us); p(au);
    long[] ts={1616891400000L,1616895000000L,1635643800000L,1635640200000L,1615705200000L,1615701600000L,1636264800000L,1636261200000L,1609459200000L,1625097600000L,1617465600000L,1633190400000L};
    for (long t: ts) p(t+" "+stz.getOffset(t)+" "+us.getOffset(t)+" "+au.getOffset(t)+" "+stz.inDaylightTime(new Date(t))+" "+us.inDaylightTime(new Date(t)));
    p(stz.getOffset(GregorianCalendar.AD,2021,Calendar.JULY,1,Calendar.THURSDAY,0)+" "+us.getDSTSavings()+" "+us.useDaylightTime()+" "+new SimpleTimeZone(0,"Z").useDaylightTime());
    SimpleDateFormat f=new SimpleDateFormat("yyyy-MM-dd HH:mm z", Locale.US); f.setTimeZone(us);
    p(f.format(new Date(1625097600000L))+" | "+f.format(new Date(1609459200000L)));
    GregorianCalendar c=new GregorianCalendar(us); c.clear(); c.set(2021,Calendar.MARCH,14,2,30); p(c.getTimeInMillis()+" "+c.get(Calendar.HOUR_OF_DAY)+" "+c.get(Calendar.DST_OFFSET));
    try { new SimpleTimeZone(0,"B",13,1,0,0,1,1,0,0);} catch(IllegalArgumentException e){p(e.getMessage());}
    stz.setStartYear(2022); p(stz.inDaylightTime(new Date(1625097600000L)));
    p(Date.UTC(121,2,7,12,0,0));
  }
}
