import java.io.*;
import java.util.*;

/**
 * ResourceBundle.Control: a control that reads .properties as ISO-8859-1 (the pre-JDK 9 idiom,
 * here the other way round), custom candidate and fallback locales, the format-only and
 * no-fallback controls, TTL_DONT_CACHE, and Control's own name helpers and errors.
 */
public class ResourceBundleControl {
    public static class Msgs extends ListResourceBundle {
        protected Object[][] getContents() { return new Object[][] {{"k", "root class"}}; }
    }
    public static class Msgs_it extends ListResourceBundle {
        protected Object[][] getContents() { return new Object[][] {{"k", "italian class"}}; }
    }
    public static class NotABundle {}

    static int calls;

    public static void main(String[] args) throws Exception {
        String dir = System.getProperty("java.class.path").split(File.pathSeparator)[0];
        String[] files = {"RbcApp.properties", "RbcApp_fr.properties", "RbcApp_it.properties", "ResourceBundleControl$Msgs_de.properties"};
        try {
            write(new File(dir, files[0]), "k=base props\nu=caf\u00e9\n");
            write(new File(dir, files[1]), "k=props fr\n");
            write(new File(dir, files[2]), "k=props it\n");
            write(new File(dir, files[3]), "k=props de for a class name\n");
            run();
        } finally {
            for (String f : files) new File(dir, f).delete();
        }
    }

    static void write(File f, String s) throws IOException {
        try (Writer w = new OutputStreamWriter(new FileOutputStream(f), "UTF-8")) { w.write(s); }
    }

    static void run() throws Exception {
        Locale.setDefault(Locale.US);
        ResourceBundle.Control latin1 = new ResourceBundle.Control() {
            @Override
            public ResourceBundle newBundle(String baseName, Locale locale, String format, ClassLoader loader,
                    boolean reload) throws IllegalAccessException, InstantiationException, IOException {
                calls++;
                if (!format.equals("java.properties")) return super.newBundle(baseName, locale, format, loader, reload);
                InputStream in = loader.getResourceAsStream(toResourceName(toBundleName(baseName, locale), "properties"));
                if (in == null) return null;
                try (Reader r = new InputStreamReader(in, "ISO-8859-1")) { return new PropertyResourceBundle(r); }
            }
            @Override
            public long getTimeToLive(String baseName, Locale locale) { return TTL_DONT_CACHE; }
        };
        ResourceBundle rb = ResourceBundle.getBundle("RbcApp", Locale.ROOT, latin1);
        System.out.println(rb.getString("k") + " | " + rb.getString("u").length() + " chars | newBundle calls " + calls);
        rb = ResourceBundle.getBundle("RbcApp", Locale.FRANCE, latin1);
        System.out.println(rb.getLocale() + " " + rb.getString("k") + " " + rb.getString("u").length() + " | calls " + calls);
        ResourceBundle.Control onlyFrench = new ResourceBundle.Control() {
            @Override
            public List<Locale> getCandidateLocales(String baseName, Locale locale) {
                return Arrays.asList(Locale.FRENCH, Locale.ROOT);
            }
        };
        System.out.println(ResourceBundle.getBundle("RbcApp", Locale.ITALIAN, onlyFrench).getString("k"));
        ResourceBundle.Control toItalian = new ResourceBundle.Control() {
            @Override
            public Locale getFallbackLocale(String baseName, Locale locale) { return Locale.ITALIAN; }
        };
        System.out.println(ResourceBundle.getBundle("RbcApp", Locale.JAPAN, toItalian).getString("k"));
        ResourceBundle.Control noFallback = ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_DEFAULT);
        System.out.println(ResourceBundle.getBundle("RbcApp", Locale.JAPAN, noFallback).getLocale() + "|root");
        Locale.setDefault(Locale.ITALIAN);
        System.out.println(ResourceBundle.getBundle("RbcApp", Locale.JAPAN).getString("k") + " / no fallback: "
                + ResourceBundle.getBundle("RbcApp", Locale.JAPAN, noFallback).getString("k"));
        System.out.println(ResourceBundle.getBundle("ResourceBundleControl$Msgs", Locale.GERMAN).getString("k"));
        System.out.println(ResourceBundle.getBundle("ResourceBundleControl$Msgs", Locale.GERMAN,
                ResourceBundle.Control.getControl(ResourceBundle.Control.FORMAT_CLASS)).getString("k"));
        System.out.println(ResourceBundle.getBundle("ResourceBundleControl$Msgs", Locale.GERMAN,
                ResourceBundle.Control.getControl(ResourceBundle.Control.FORMAT_PROPERTIES)).getString("k"));
        Locale.setDefault(Locale.US);
        ResourceBundle.Control c = ResourceBundle.Control.getControl(ResourceBundle.Control.FORMAT_DEFAULT);
        System.out.println(c.getFormats("x") + " " + ResourceBundle.Control.FORMAT_CLASS + " " + ResourceBundle.Control.FORMAT_PROPERTIES);
        System.out.println(c.toBundleName("a.b.Res", new Locale("sr", "RS", "LATN")) + " " + c.toBundleName("Res", Locale.ROOT)
                + " " + c.toBundleName("Res", Locale.forLanguageTag("zh-Hant-TW")) + " " + c.toResourceName("a.b.Res_en", "properties")
                + " " + c.toResourceName("http://x", "p"));
        System.out.println(c.getCandidateLocales("x", Locale.forLanguageTag("zh-Hant-TW")));
        System.out.println(c.getCandidateLocales("x", new Locale("ja", "JP", "JP")));
        System.out.println(c.getFallbackLocale("x", Locale.US) + " " + c.getFallbackLocale("x", Locale.GERMANY) + " " + c.getTimeToLive("x", Locale.US)
                + " " + ResourceBundle.Control.TTL_DONT_CACHE);
        try { ResourceBundle.Control.getControl(Arrays.asList("java.xml")); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { c.getFormats(null); } catch (NullPointerException e) { System.out.println("NPE"); }
        try { ResourceBundle.getBundle("ResourceBundleControl$NotABundle", Locale.ROOT, c); } catch (MissingResourceException e) { System.out.println(e.getMessage() + " / " + e.getCause()); }
        try { ResourceBundle.getBundle("Nope", Locale.ROOT, noFallback); } catch (MissingResourceException e) { System.out.println(e.getMessage()); }
        try { c.newBundle("RbcApp", Locale.ROOT, "java.xml", ResourceBundleControl.class.getClassLoader(), false); } catch (IllegalArgumentException e) { System.out.println(e); }
        System.out.println(c.newBundle("RbcApp", Locale.FRENCH, "java.properties", ResourceBundleControl.class.getClassLoader(), false).getString("k"));
    }
}
