import java.util.*;
import java.io.*;
/**
 * ResourceBundle.getBundle over the class path: ListResourceBundle classes and .properties
 * files (written next to this class for the test, removed after), candidate order, fallback
 * to the default locale, parents, keys, missing bundle and key messages.
 */
public class ResourceBundleLookup {
  public static class Msgs extends ListResourceBundle { protected Object[][] getContents(){ return new Object[][]{{"hello","Hello"},{"bye","Goodbye"},{"list",new String[]{"a","b"}}}; } }
  public static class Msgs_de extends ListResourceBundle { protected Object[][] getContents(){ return new Object[][]{{"hello","Hallo"}}; } }
  public static class Msgs_de_CH extends ListResourceBundle { protected Object[][] getContents(){ return new Object[][]{{"bye","Tschuess"}}; } }
  static void p(Object o){System.out.println(o);}
  public static void main(String[] a) throws Exception {
    String dir = System.getProperty("java.class.path").split(File.pathSeparator)[0];
    try {
      run(dir);
    } finally {
      for (String n : new String[] {"", "_fr", "_fr_CA"}) new File(dir, "ResourceBundleLookupApp" + n + ".properties").delete();
    }
  }
  static void run(String dir) throws Exception {
    try (Writer w = new OutputStreamWriter(new FileOutputStream(new File(dir, "ResourceBundleLookupApp.properties")), "UTF-8")) { w.write("greeting=Hi\nfarewell=Bye\n# comment\nmulti=one \\\n  two\n"); }
    try (Writer w = new OutputStreamWriter(new FileOutputStream(new File(dir, "ResourceBundleLookupApp_fr.properties")), "UTF-8")) { w.write("greeting=Salut\n"); }
    try (Writer w = new OutputStreamWriter(new FileOutputStream(new File(dir, "ResourceBundleLookupApp_fr_CA.properties")), "UTF-8")) { w.write("farewell=\\u00C0 la prochaine\n"); }
    for (Locale l: new Locale[]{Locale.ROOT, Locale.GERMAN, new Locale("de","CH"), new Locale("de","AT"), Locale.FRENCH, Locale.JAPAN}) {
      ResourceBundle rb=ResourceBundle.getBundle("ResourceBundleLookup$Msgs", l);
      p(l+" -> "+rb.getLocale()+" "+rb.getString("hello")+" "+rb.getString("bye")+" "+Arrays.toString(rb.getStringArray("list"))+" "+new TreeSet<>(rb.keySet())+" "+rb.containsKey("bye")+" "+rb.getBaseBundleName());
    }
    for (Locale l: new Locale[]{Locale.ROOT, Locale.FRENCH, Locale.CANADA_FRENCH, Locale.US}) {
      ResourceBundle rb=ResourceBundle.getBundle("ResourceBundleLookupApp", l);
      p(l+" -> ["+rb.getLocale()+"] "+rb.getString("greeting")+" | "+rb.getString("farewell").replace("\u00C0","A`")+" | "+rb.getString("multi")+" "+rb.getClass().getName());
      List<String> keys=Collections.list(rb.getKeys()); Collections.sort(keys); p(keys);
    }
    try { ResourceBundle.getBundle("nosuch"); } catch (MissingResourceException e) { p(e.getMessage()+" | "+e.getClassName()+" | "+e.getKey()); }
    try { ResourceBundle.getBundle("ResourceBundleLookupApp").getString("nokey"); } catch (MissingResourceException e) { p(e.getMessage()+" | "+e.getClassName()+" | "+e.getKey()); }
    try { ResourceBundle.getBundle("ResourceBundleLookup$Msgs").getObject("nokey"); } catch (MissingResourceException e) { p(e.getMessage()); }
    PropertyResourceBundle prb = new PropertyResourceBundle(new StringReader("a=1\nb=2"));
    p(prb.getString("a")+" "+prb.getLocale()+" "+new TreeSet<>(prb.keySet()));
  }
}
