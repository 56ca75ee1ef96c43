import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
/** IsoFields: ISO week numbers and week-based years around new year, quarters, the units. */
public class IsoWeekFields { public static void main(String[] a){
  StringBuilder sb=new StringBuilder();
  for (int y=2015;y<=2027;y++) for (int[] md: new int[][]{{1,1},{1,4},{12,28},{12,29},{12,31},{6,15}}) {
    LocalDate d=LocalDate.of(y,md[0],md[1]);
    sb.append(d).append(" w").append(d.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR)).append(" wby").append(d.get(IsoFields.WEEK_BASED_YEAR)).append(" q").append(d.get(IsoFields.QUARTER_OF_YEAR)).append(" dq").append(d.get(IsoFields.DAY_OF_QUARTER)).append(" r").append(d.range(IsoFields.WEEK_OF_WEEK_BASED_YEAR)).append('\n');
  }
  System.out.print(sb);
  LocalDate d=LocalDate.of(2020,12,31);
  System.out.println(d.with(IsoFields.WEEK_OF_WEEK_BASED_YEAR,1)+" "+d.with(IsoFields.WEEK_BASED_YEAR,2021)+" "+d.with(IsoFields.QUARTER_OF_YEAR,1)+" "+d.with(IsoFields.DAY_OF_QUARTER,1)+" "+d.plus(2,IsoFields.QUARTER_YEARS)+" "+d.plus(1,IsoFields.WEEK_BASED_YEARS)+" "+IsoFields.QUARTER_YEARS.between(LocalDate.of(2020,1,1),d)+" "+IsoFields.WEEK_OF_WEEK_BASED_YEAR+" "+IsoFields.QUARTER_YEARS);
  System.out.println(DateTimeFormatter.ofPattern("yyyy-'Q'Q QQ").format(d)+" "+LocalDateTime.of(2021,1,3,10,0).get(IsoFields.WEEK_OF_WEEK_BASED_YEAR)+" "+ZonedDateTime.of(2021,1,4,0,0,0,0,ZoneOffset.UTC).getLong(IsoFields.WEEK_BASED_YEAR));
  try { LocalTime.NOON.get(IsoFields.QUARTER_OF_YEAR); } catch (DateTimeException e) { System.out.println(e.getClass().getName()+": "+e.getMessage()); }
}}
