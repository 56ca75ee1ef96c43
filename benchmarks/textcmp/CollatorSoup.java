import java.text.*; import java.util.*;

/** compare, collation keys and collation elements of seeded random strings under ten locales' collators and
 * four collators of rules of one's own, at random strengths and decompositions, a line each.
 * Usage: java CollatorSoup SEED COUNT */
public class CollatorSoup {
  static final String ALPHA = "aAbBcCeEnNoOsSzZ \u00e9\u00e8\u00ea\u00eb\u00c9\u00e4\u00c4\u00f6\u00fc\u00df\u00f1\u00d1\u00e7\u00e6\u0153\u00e5\u00f8\u0301\u0300\u0302\u0308\u0327\u0303-_.,;'!?0123456789\u00bd\u00b2\u2460\uff21\uff41\u3042\u3041\u30a2\u30a1\u30fc\u309b\u309d\u30fd\u65e5\u672c\u4e2d\u56fd\u963f\u554a\u5416\uac00\u1100\u1161\u0e40\u0e01\u0e02\u0391\u03b1\u0410\u0430\u200b\u00a0\t\u0000\u05d0\u0627chllrr\ufb01\u212b\u1e69\u0323\u0307";
  static String rnd(Random r, int max) {
    int n = r.nextInt(max + 1); StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      int k = r.nextInt(ALPHA.length() + 3);
      if (k == ALPHA.length()) sb.append("\ud835\udc00"); else if (k == ALPHA.length()+1) sb.append("\ud800"); else if (k == ALPHA.length()+2) sb.append("\u0344"); else sb.append(ALPHA.charAt(k));
    }
    return sb.toString();
  }
  static String orders(CollationElementIterator it) {
    StringBuilder sb = new StringBuilder(); int o;
    for (int g = 0; g < 100 && (o = it.next()) != CollationElementIterator.NULLORDER; g++) sb.append(Integer.toHexString(o)).append('@').append(it.getOffset()).append(' ');
    sb.append('|');
    for (int g = 0; g < 100 && (o = it.previous()) != CollationElementIterator.NULLORDER; g++) sb.append(Integer.toHexString(o)).append('@').append(it.getOffset()).append(' ');
    return sb.toString();
  }
  static String esc(String s){StringBuilder b=new StringBuilder();for(char ch:s.toCharArray()){if(ch>32&&ch<127)b.append(ch);else b.append(String.format("\\u%04x",(int)ch));}return b.toString();}
  public static void main(String[] a) throws Exception {
    long seed = Long.parseLong(a[0]); int n = Integer.parseInt(a[1]);
    Random r = new Random(seed);
    String[] tags = {"und","en","de","fr","es","ja","zh","sv","th","ko"};
    List<Collator> cs = new ArrayList<>();
    for (String t : tags) cs.add(Collator.getInstance(Locale.forLanguageTag(t)));
    String[] customs = {"< a, A < b, B < c, C & b < x ; y , z < ch = \u0109", "< a < b < e &a < \u00e6/e < q @", "< x < y & xy < q ; p/qq < z & z < 'a'", "=\u0301 < k < l, L &kl < m / n ! < \u0e01"};
    for (String rule : customs) cs.add(new RuleBasedCollator(rule));
    long h = 0; int diffs = 0;
    for (int i = 0; i < n; i++) {
      Collator c = cs.get(r.nextInt(cs.size()));
      c.setStrength(r.nextInt(4)); c.setDecomposition(r.nextInt(3));
      String s = rnd(r, 6), t = rnd(r, 6);
      if (r.nextInt(4) == 0) t = s + rnd(r, 2);
      int cmp = c.compare(s, t);
      int kc = c.getCollationKey(s).compareTo(c.getCollationKey(t));
      byte[] k = c.getCollationKey(s).toByteArray();
      StringBuilder line = new StringBuilder();
      line.append(i).append(' ').append(cs.indexOf(c)).append('/').append(c.getStrength()).append('/').append(c.getDecomposition()).append(' ').append(esc(s)).append(' ').append(esc(t)).append(' ').append(cmp).append(' ').append(kc).append(' ').append(Arrays.hashCode(k));
      if (r.nextInt(3) == 0) line.append(' ').append(orders(((RuleBasedCollator) c).getCollationElementIterator(s)));
      System.out.println(line);
    }
  }
}
