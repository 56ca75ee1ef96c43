import java.text.*;
import java.util.*;

/** MessageFormat date/time subformats (styles, patterns, toPattern, parse) and Date(String)/Date.parse. */
public class MessageDateFormats {
    public static void main(String[] args) throws Exception {
        // a custom zone: its name is the same in every locale (zone names are English, German and French only)
        TimeZone.setDefault(TimeZone.getTimeZone("GMT-05:00"));
        Date d = new Date(1600000000123L);
        Object[] a = {d, 1234.5, "x", 86400000L * 365};
        for (Locale l : new Locale[] {Locale.US, Locale.UK, Locale.GERMANY, Locale.FRANCE, Locale.JAPAN, new Locale("tr", "TR"), Locale.ROOT}) {
            String[] pats = {"{0,date} | {0,time}", "{0,date,short} {0,time,short}", "{0,date,medium} {0,time,medium}",
                "{0,date,long} {0,time,long}", "{0,date,full} | {0,time,full}", "{0,date,yyyy-MM-dd'T'HH:mm:ss.SSS Z} {0,time,EEE h 'o''clock' a}",
                "on {0,date, LONG } at {0,time,Short}; n={1,number} {0}", "{3,date,short} {3,time}"};
            for (String p : pats) {
                MessageFormat mf = new MessageFormat(p, l);
                System.out.println(l + " " + p + " -> " + mf.format(a) + " | " + mf.toPattern());
            }
        }
        TimeZone.setDefault(TimeZone.getTimeZone("America/New_York"));
        System.out.println(new MessageFormat("{0,date,full} {0,time,full} {0,time,long}", Locale.US).format(a));
        MessageFormat mf = new MessageFormat("{0,date,short} {0,time,short}", Locale.US);
        Object[] parsed = mf.parse(mf.format(new Object[] {d}));
        System.out.println(parsed[0] + " " + ((Date) parsed[0]).getTime());
        MessageFormat mf2 = new MessageFormat("At {1,time} on {1,date}, {0} said {2,number,integer}.", Locale.US);
        String out = mf2.format(new Object[] {"Ann", d, 42});
        Object[] back = mf2.parse(out);
        System.out.println(out + " -> " + back[0] + " " + back[1] + " " + back[2]);
        System.out.println(MessageFormat.format("{0} and {0,date,yyyy}", d).length() > 0);
        try {
            new MessageFormat("{0,date}", Locale.US).format(new Object[] {"not a date"});
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            new MessageFormat("{0,date,yyyy-qq}", Locale.US);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        Format[] fs = new MessageFormat("{0,date,short}{1,time,full}{2,date,dd/MM}", Locale.US).getFormats();
        for (Format f : fs) {
            System.out.println(f.getClass().getName() + " " + ((SimpleDateFormat) f).toPattern());
        }

        String[] texts = {"Sat, 12 Aug 1995 13:30:00 GMT", "Sat, 12 Aug 1995 13:30:00 GMT+0430", "12 Aug 1995 13:30 EDT",
            "12/25/2020", "12/25/2020 10:15 PM", "12/25/20 10:15:30 am", "1/2/99", "January 5, 2021 3:04:05 pm PST",
            "Mon Jan 04 2021 10:00:00 -0500", "Tue, 1 Jan 2030 00:00:00 UT", "(comment (nested)) 3/4/2005 6:07 CST",
            "2021 Feb 30", "Dec 31 1969 23:59:59 GMT", "July 4, 1776 12:00 pm GMT", "1 MAR 2000 12 AM",
            "Thu, 01 Jan 1970 00:00:00 GMT-3", "5/6/07 mdt", "Sunday, 9 May 2021 08:08 pdt"};
        for (String t : texts) {
            try {
                long ms = Date.parse(t);
                System.out.println(t + " -> " + ms + " " + new Date(t));
            } catch (IllegalArgumentException e) {
                System.out.println(t + " -> " + e);
            }
        }
        String[] bad = {"", "hello", "12:30", "1995", "12/25/2020 13 PM", "32:61 12/1/2020 x", "Aug Sep 1 2020", "1/2/3/4", "x 1/2/2000"};
        for (String t : bad) {
            try {
                System.out.println(t + " -> " + Date.parse(t));
            } catch (IllegalArgumentException e) {
                System.out.println(t + " -> " + e);
            }
        }
        try {
            new Date((String) null);
        } catch (IllegalArgumentException e) {
            System.out.println("null -> " + e);
        }
        TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
        System.out.println(new Date("3/4/2005 6:07").getTime() + " " + Date.parse(new Date(0).toString()) + " " + Date.parse(d.toString()));
    }
}
