import java.sql.DriverManager;
import java.sql.SQLException;

/** Stack frames of class library code name the module their package is in (java.base,
 *  java.sql, java.scripting, java.desktop...) and the platform loader where HotSpot defines
 *  that module to it; the modules of those classes. */
public class LibraryFrameModules {
    /** The frame of the API method the program called, and the program's own frame (the
     *  library's inner frames are its own business). */
    static void show(Throwable t) {
        System.out.println(t);
        StackTraceElement[] st = t.getStackTrace();
        for (int i = Math.max(0, st.length - 2); i < st.length; i++) {
            StackTraceElement e = st[i];
            System.out.println("  " + e.getModuleName() + " | " + e.getClassLoaderName() + " | " + e.getClassName() + "." + e.getMethodName()
                    + " | " + e.toString().replaceAll("\\(.*\\)", "(...)"));
        }
    }

    public static void main(String[] args) {
        try {
            DriverManager.getConnection("jdbc:none:x");
        } catch (SQLException e) {
            show(e);
        }
        try {
            new javax.script.SimpleBindings().put(null, 1);
        } catch (NullPointerException e) {
            show(e);
        }
        try {
            java.sql.Timestamp.valueOf("bad");
        } catch (IllegalArgumentException e) {
            show(e);
        }
        try {
            new java.beans.MethodDescriptor(null);
        } catch (NullPointerException e) {
            System.out.println("MethodDescriptor(null): " + e.getStackTrace()[0].getModuleName() + " " + e.getStackTrace()[0].getClassName());
        }
        for (Class<?> c : new Class<?>[] {java.sql.Connection.class, javax.sql.DataSource.class, javax.script.ScriptEngine.class,
                java.beans.Introspector.class, org.w3c.dom.Node.class, javax.transaction.xa.Xid.class, java.util.EventObject.class}) {
            System.out.println(c.getName() + " in " + c.getModule().getName() + " named=" + c.getModule().isNamed());
        }
    }
}
