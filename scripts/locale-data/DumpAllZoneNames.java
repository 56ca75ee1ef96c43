import java.util.*;
import java.time.*;
import java.time.format.*;
public class DumpAllZoneNames {
  static String esc(String s){StringBuilder b=new StringBuilder();for(char c: s.toCharArray()){ if(c<32||c>126||c=='"'||c=='\\'||c=='|') b.append(String.format("\\u%04x",(int)c)); else b.append(c);} return b.toString();}
  public static void main(String[] a){
    Locale l=Locale.ENGLISH;
    TreeSet<String> ids=new TreeSet<>(ZoneId.getAvailableZoneIds());
    for (String z: ids) {
      TimeZone tz=TimeZone.getTimeZone(z); ZoneId zid=ZoneId.of(z);
      System.out.println("en|"+z+"|"+esc(tz.getDisplayName(false,TimeZone.SHORT,l))+"|"+esc(tz.getDisplayName(false,TimeZone.LONG,l))+"|"+esc(tz.getDisplayName(true,TimeZone.SHORT,l))+"|"+esc(tz.getDisplayName(true,TimeZone.LONG,l))+"|"+esc(zid.getDisplayName(TextStyle.SHORT,l))+"|"+esc(zid.getDisplayName(TextStyle.FULL,l)));
    }
  }
}
