import java.util.ListResourceBundle;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.TreeSet;

public class ResourceBundleLists {
    public static class Msgs extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"hello", "Hello"}, {"bye", "Goodbye"}, {"only.root", "root value"}, {"arr", new String[] {"a", "b"}}};
        }
    }

    public static class Msgs_fr extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"hello", "Bonjour"}, {"bye", "Au revoir"}};
        }
    }

    public static class Msgs_fr_CA extends ListResourceBundle {
        @Override
        protected Object[][] getContents() {
            return new Object[][] {{"hello", "Allo"}};
        }
    }

    public static void main(String[] args) {
        Locale.setDefault(Locale.US);
        String base = "ResourceBundleLists$Msgs";
        for (Locale l : new Locale[] {Locale.ROOT, Locale.US, Locale.FRENCH, Locale.FRANCE, Locale.CANADA_FRENCH, Locale.GERMAN}) {
            ResourceBundle b = ResourceBundle.getBundle(base, l);
            System.out.println(l + " -> [" + b.getLocale() + "] " + b.getString("hello") + " / " + b.getString("bye") + " / "
                + b.getString("only.root") + " / " + String.join(",", b.getStringArray("arr")) + " / " + new TreeSet<>(b.keySet())
                + " " + b.containsKey("bye") + " " + b.getClass().getSimpleName() + " " + b.getBaseBundleName());
        }
        ResourceBundle b = ResourceBundle.getBundle(base, Locale.FRANCE);
        try {
            b.getString("nope");
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | " + e.getClassName() + " | " + e.getKey());
        }
        try {
            ResourceBundle.getBundle("NoSuchBundle", Locale.ITALY);
        } catch (MissingResourceException e) {
            System.out.println(e.getMessage() + " | " + e.getClassName() + " | " + e.getKey());
        }
        System.out.println(ResourceBundle.getBundle(base, Locale.FRANCE) == b);
    }
}
