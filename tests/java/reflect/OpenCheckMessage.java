import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Method;

/** setAccessible refused by the JDK's modules: HotSpot's message names the declaring class's
 * module and the caller's unnamed module with its hash (masked here). */
public class OpenCheckMessage {
    static void tryOpen(String what, java.lang.reflect.AccessibleObject o) {
        try {
            o.setAccessible(true);
            System.out.println(what + ": opened");
        } catch (InaccessibleObjectException e) {
            System.out.println(what + ": " + e.getMessage().replaceAll("@[0-9a-f]+", "@H"));
        }
    }

    public static void main(String[] args) throws Exception {
        Method define = ClassLoader.class.getDeclaredMethod("defineClass", String.class, byte[].class,
                int.class, int.class, java.security.ProtectionDomain.class);
        tryOpen("defineClass", define);
        Field value = Integer.class.getDeclaredField("value");
        tryOpen("Integer.value", value);
        Method pub = String.class.getMethod("length");
        tryOpen("String.length", pub);
    }
}
