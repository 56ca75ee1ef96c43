import java.text.*;
import java.time.format.*;
import java.time.chrono.*;
import java.util.*;
public class DumpFormats {
  static String esc(String s){StringBuilder b=new StringBuilder();for(char c: s.toCharArray()){ if(c<32||c>126||c=='"'||c=='\\') b.append(String.format("\\u%04x",(int)c)); else b.append(c);} return b.toString();}
  static String arr(String[] a){StringBuilder b=new StringBuilder("{");for(int i=0;i<a.length;i++){if(i>0)b.append(", ");b.append('"').append(esc(a[i])).append('"');}return b.append("}").toString();}
  public static void main(String[] x){
    String[] tags={"","en","en-US","en-GB","de","de-DE","fr","fr-FR","es","it","pt-BR","ja","zh","tr"};
    for(String t: tags){
      Locale l=Locale.forLanguageTag(t.isEmpty()?"und":t);
      DateFormatSymbols s=DateFormatSymbols.getInstance(l);
      System.out.println("LOCALE "+t);
      System.out.println("months "+arr(s.getMonths()));
      System.out.println("shortMonths "+arr(s.getShortMonths()));
      System.out.println("weekdays "+arr(s.getWeekdays()));
      System.out.println("shortWeekdays "+arr(s.getShortWeekdays()));
      System.out.println("ampm "+arr(s.getAmPmStrings()));
      System.out.println("eras "+arr(s.getEras()));
      // java.time text
      String[] m=new String[12],ms=new String[12],mn=new String[12],msa=new String[12],msf=new String[12];
      for(int i=0;i<12;i++){ java.time.Month mo=java.time.Month.of(i+1); m[i]=mo.getDisplayName(TextStyle.FULL,l); ms[i]=mo.getDisplayName(TextStyle.SHORT,l); mn[i]=mo.getDisplayName(TextStyle.NARROW,l); msa[i]=mo.getDisplayName(TextStyle.SHORT_STANDALONE,l); msf[i]=mo.getDisplayName(TextStyle.FULL_STANDALONE,l);}
      System.out.println("jtMonths "+arr(m)); System.out.println("jtShortMonths "+arr(ms)); System.out.println("jtNarrowMonths "+arr(mn)); System.out.println("jtShortStandaloneMonths "+arr(msa)); System.out.println("jtFullStandaloneMonths "+arr(msf));
      String[] d=new String[7],ds=new String[7],dn=new String[7];
      for(int i=0;i<7;i++){ java.time.DayOfWeek dw=java.time.DayOfWeek.of(i+1); d[i]=dw.getDisplayName(TextStyle.FULL,l); ds[i]=dw.getDisplayName(TextStyle.SHORT,l); dn[i]=dw.getDisplayName(TextStyle.NARROW,l);}
      System.out.println("jtDays "+arr(d)); System.out.println("jtShortDays "+arr(ds)); System.out.println("jtNarrowDays "+arr(dn));
      String[] ap={DateTimeFormatter.ofPattern("a",l).format(java.time.LocalTime.of(1,0)),DateTimeFormatter.ofPattern("a",l).format(java.time.LocalTime.of(13,0))};
      System.out.println("jtAmpm "+arr(ap));
      String[] er={DateTimeFormatter.ofPattern("G",l).format(java.time.LocalDate.of(-5,1,1)),DateTimeFormatter.ofPattern("G",l).format(java.time.LocalDate.of(2000,1,1)),DateTimeFormatter.ofPattern("GGGG",l).format(java.time.LocalDate.of(-5,1,1)),DateTimeFormatter.ofPattern("GGGG",l).format(java.time.LocalDate.of(2000,1,1))};
      System.out.println("jtEras "+arr(er));
      String[][] qs=new String[6][4]; String[] qp={"QQQQ","QQQ","QQQQQ","qqqq","qqq","qqqqq"};
      for(int k=0;k<6;k++) for(int i=0;i<4;i++) qs[k][i]=DateTimeFormatter.ofPattern(qp[k],l).format(java.time.LocalDate.of(2000,3*i+1,1));
      System.out.println("jtQuarters "+arr(qs[0])); System.out.println("jtShortQuarters "+arr(qs[1])); System.out.println("jtNarrowQuarters "+arr(qs[2]));
      System.out.println("jtFullStandaloneQuarters "+arr(qs[3])); System.out.println("jtShortStandaloneQuarters "+arr(qs[4])); System.out.println("jtNarrowStandaloneQuarters "+arr(qs[5]));
      // The other calendars: era names (from a date of each era) and date patterns.
      Chronology[] cs={JapaneseChronology.INSTANCE, ThaiBuddhistChronology.INSTANCE, MinguoChronology.INSTANCE};
      String[] cn={"japanese","thaiBuddhist","minguo"};
      ChronoLocalDate[][] cds={{JapaneseDate.of(1900,1,1),JapaneseDate.of(1920,1,1),JapaneseDate.of(1950,1,1),JapaneseDate.of(2000,1,1),JapaneseDate.of(2020,1,1)},{ThaiBuddhistDate.of(-5,1,1),ThaiBuddhistDate.of(2500,1,1)},{MinguoDate.of(-5,1,1),MinguoDate.of(50,1,1)}};
      String[] gp={"GGGG","G","GGGGG"}, gn={"Full","Short","Narrow"};
      for(int k=0;k<3;k++){
        for(int g=0;g<3;g++){ String[] r=new String[cds[k].length]; for(int i=0;i<r.length;i++) r[i]=DateTimeFormatter.ofPattern(gp[g],l).format(cds[k][i]); System.out.println(cn[k]+"Eras"+gn[g]+" "+arr(r)); }
        String[] cp=new String[4]; for(int i=0;i<4;i++) cp[i]=DateTimeFormatterBuilder.getLocalizedDateTimePattern(FormatStyle.values()[i],null,cs[k],l);
        System.out.println(cn[k]+"DatePatterns "+arr(cp));
      }
      // An era alone (Era.getDisplayName: no calendar to ask) has other texts than 'G' of a date.
      String[] ie=new String[6]; TextStyle[] its={TextStyle.FULL,TextStyle.SHORT,TextStyle.NARROW};
      for(int i=0;i<3;i++){ ie[2*i]=IsoEra.BCE.getDisplayName(its[i],l); ie[2*i+1]=IsoEra.CE.getDisplayName(its[i],l); }
      System.out.println("isoEraDisplayNames "+arr(ie));
      FormatStyle[] fs=FormatStyle.values();
      String[] dp=new String[4],tp=new String[4];
      for(int i=0;i<4;i++){ dp[i]=DateTimeFormatterBuilder.getLocalizedDateTimePattern(fs[i],null,IsoChronology.INSTANCE,l); tp[i]=DateTimeFormatterBuilder.getLocalizedDateTimePattern(null,fs[i],IsoChronology.INSTANCE,l);}
      System.out.println("jtDatePatterns "+arr(dp)); System.out.println("jtTimePatterns "+arr(tp));
      String dtp=DateTimeFormatterBuilder.getLocalizedDateTimePattern(FormatStyle.MEDIUM,FormatStyle.MEDIUM,IsoChronology.INSTANCE,l);
      String dtf=DateTimeFormatterBuilder.getLocalizedDateTimePattern(FormatStyle.FULL,FormatStyle.FULL,IsoChronology.INSTANCE,l);
      String dts=DateTimeFormatterBuilder.getLocalizedDateTimePattern(FormatStyle.SHORT,FormatStyle.SHORT,IsoChronology.INSTANCE,l);
      String dtl=DateTimeFormatterBuilder.getLocalizedDateTimePattern(FormatStyle.LONG,FormatStyle.LONG,IsoChronology.INSTANCE,l);
      System.out.println("jtDateTimePatterns "+arr(new String[]{dtf,dtl,dtp,dts}));
      String[] sd=new String[4],st=new String[4],sdt=new String[4];
      int[] styles={DateFormat.FULL,DateFormat.LONG,DateFormat.MEDIUM,DateFormat.SHORT};
      for(int i=0;i<4;i++){ sd[i]=((SimpleDateFormat)DateFormat.getDateInstance(styles[i],l)).toPattern(); st[i]=((SimpleDateFormat)DateFormat.getTimeInstance(styles[i],l)).toPattern(); sdt[i]=((SimpleDateFormat)DateFormat.getDateTimeInstance(styles[i],styles[i],l)).toPattern();}
      System.out.println("dfDate "+arr(sd)); System.out.println("dfTime "+arr(st)); System.out.println("dfDateTime "+arr(sdt));
      System.out.println("defaultSDF "+arr(new String[]{new SimpleDateFormat("",l).toPattern(), ((SimpleDateFormat)DateFormat.getInstance()).toPattern()}));
    }
  }
}
