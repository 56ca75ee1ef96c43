import java.util.*;
import java.time.*;
import java.time.format.*;
public class DumpZoneNames {
  static String esc(String s){StringBuilder b=new StringBuilder();for(char c: s.toCharArray()){ if(c<32||c>126||c=='"'||c=='\\') b.append(String.format("\\u%04x",(int)c)); else b.append(c);} return b.toString();}
  public static void main(String[] a){
    String[] zones={"UTC","GMT","Etc/UTC","Etc/GMT","Europe/Berlin","Europe/Paris","Europe/London","Europe/Rome","Europe/Madrid","Europe/Amsterdam","Europe/Vienna","Europe/Zurich","Europe/Moscow","America/New_York","America/Chicago","America/Denver","America/Los_Angeles","America/Phoenix","America/Anchorage","America/Sao_Paulo","America/Toronto","Asia/Tokyo","Asia/Kolkata","Asia/Shanghai","Asia/Singapore","Asia/Dubai","Australia/Sydney","Pacific/Auckland","Pacific/Honolulu","Africa/Cairo","Africa/Johannesburg","Europe/Dublin","Europe/Lisbon","Europe/Istanbul","Asia/Hong_Kong","Asia/Seoul","EST5EDT","CET"};
    for(String loc: new String[]{"en","de","fr"}){
      Locale l=Locale.forLanguageTag(loc);
      for(String z: zones){
        TimeZone tz=TimeZone.getTimeZone(z);
        ZoneId zid=ZoneId.of(z);
        System.out.println(loc+"|"+z+"|"+esc(tz.getDisplayName(false,TimeZone.SHORT,l))+"|"+esc(tz.getDisplayName(false,TimeZone.LONG,l))+"|"+esc(tz.getDisplayName(true,TimeZone.SHORT,l))+"|"+esc(tz.getDisplayName(true,TimeZone.LONG,l))+"|"+esc(zid.getDisplayName(TextStyle.SHORT,l))+"|"+esc(zid.getDisplayName(TextStyle.FULL,l)));
      }
    }
  }
}
