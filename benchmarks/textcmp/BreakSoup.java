import java.text.*; import java.util.*;

/** Boundaries of the four BreakIterator instances on seeded random token soup, a line each: kind, text, boundaries.
 * Usage: java BreakSoup SEED COUNT [kinds: any of c w s l] */
public class BreakSoup {
  static final String[] TOK = {"a","b","Hello","world","The","I","x","\u00e9t\u00e9","na\u0308ive","\u00c9cole","123","4.5","1,000","42","0",
    ".","..."," ","  ","\t","\n","\r\n","\r",",",";",":","!","?","?!","-","--","\u2013","\u2014","'","\"","\u201c","\u201d","\u2018","\u2019","(",")","[","]","{","}",
    "$","\u20ac","\u00a3","%","#","&","@","*","/","\\","+","=","<",">","_","|","~","^","`",
    "\u65e5\u672c","\u4e2d","\u3042\u3044","\u30ab\u30bf\u30ab\u30ca","\u30fc","\u3002","\u3001","\uff01","\uff1f","\u300c","\u300d","\uac00\ub098","\u1100\u1161\u11a8",
    "\u0301","\u0308","\u20dd","\ud835\udc00","\ud83d\ude00","\ud800","\udc00","\u00a0","\u2028","\u2029","\u0085","\u200b","\u200d","\u00ad","\u2026","\u00bf","\u00a1",
    "\u05d0\u05d1","\u0627\u0644","\u0e01\u0e32","\u0391\u03b2","\u0416\u0436","don't","U.S.","e.g.","A.","Mr.","3a","a3","x-y","\u0009\u000b","\u000c","\u3000","\u2000"};
  public static void main(String[] args) {
    long seed = Long.parseLong(args[0]); int n = Integer.parseInt(args[1]); String kinds = args.length > 2 ? args[2] : "cwsl";
    Random r = new Random(seed);
    BreakIterator[] its = {BreakIterator.getCharacterInstance(Locale.ROOT), BreakIterator.getWordInstance(Locale.ROOT), BreakIterator.getSentenceInstance(Locale.ROOT), BreakIterator.getLineInstance(Locale.ROOT)};
    String names = "cwsl";
    for (int i = 0; i < n; i++) {
      StringBuilder sb = new StringBuilder(); int m = 1 + r.nextInt(12);
      for (int k = 0; k < m; k++) sb.append(TOK[r.nextInt(TOK.length)]);
      String s = sb.toString();
      for (int k = 0; k < 4; k++) {
        if (kinds.indexOf(names.charAt(k)) < 0) continue;
        BreakIterator it = its[k]; it.setText(s);
        StringBuilder o = new StringBuilder(); o.append(names.charAt(k)).append(' ').append(esc(s)).append(" :");
        for (int b = it.first(); b != BreakIterator.DONE; b = it.next()) o.append(' ').append(b);
        System.out.println(o);
      }
    }
  }
  static String esc(String s){StringBuilder b=new StringBuilder();for(char ch:s.toCharArray()){if(ch>32&&ch<127&&ch!='\\')b.append(ch);else b.append(String.format("\\u%04x",(int)ch));}return b.toString();}
}
