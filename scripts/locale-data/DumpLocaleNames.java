import java.util.*;
public class DumpLocaleNames {
  static String esc(String s){StringBuilder b=new StringBuilder();for(char c: s.toCharArray()){ if(c<32||c>126||c=='"'||c=='\\'||c=='|') b.append(String.format("\\u%04x",(int)c)); else b.append(c);} return b.toString();}
  public static void main(String[] a){
    Locale[] in={Locale.ENGLISH, Locale.GERMAN, Locale.FRENCH, new Locale("es"), Locale.ITALIAN};
    for (String l: Locale.getISOLanguages()) {
      Locale loc=new Locale(l); StringBuilder sb=new StringBuilder("L|"+l+"|");
      String i3; try { i3=loc.getISO3Language(); } catch(MissingResourceException e){ i3="";}
      sb.append(i3);
      for (Locale d: in) sb.append('|').append(esc(loc.getDisplayLanguage(d)));
      System.out.println(sb);
    }
    for (String c: Locale.getISOCountries()) {
      Locale loc=new Locale("",c); StringBuilder sb=new StringBuilder("C|"+c+"|");
      String i3; try { i3=loc.getISO3Country(); } catch(MissingResourceException e){ i3="";}
      sb.append(i3);
      for (Locale d: in) sb.append('|').append(esc(loc.getDisplayCountry(d)));
      System.out.println(sb);
    }
    for (String s: new String[]{"Latn","Cyrl","Hans","Hant","Arab","Grek","Hebr","Jpan","Kore","Deva"}) {
      Locale loc=new Locale.Builder().setScript(s).build(); StringBuilder sb=new StringBuilder("S|"+s+"|");
      for (Locale d: in) sb.append('|').append(esc(loc.getDisplayScript(d)));
      System.out.println(sb);
    }
  }
}
