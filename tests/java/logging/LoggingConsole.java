// jvm-args: -Djava.util.logging.SimpleFormatter.format=%4$s:%3$s:%2$s:%5$s%6$s%n
import java.io.*;
import java.util.logging.*;

public class LoggingConsole {
    public static void main(String[] args) throws Exception {
        Logger l = Logger.getLogger("con");
        l.info("info shown");
        l.fine("fine hidden");
        l.warning("warn shown");
        l.log(Level.SEVERE, "with trace", new IllegalArgumentException("arg"));
        l.log(Level.INFO, "p {0}/{1}", new Object[] {1, "two"});
        Logger.getGlobal().info("global");

        System.Logger sl = System.getLogger("sys.logger");
        System.out.println(sl.getName() + " " + sl.isLoggable(System.Logger.Level.INFO) + " "
                + sl.isLoggable(System.Logger.Level.DEBUG));
        for (System.Logger.Level lv : System.Logger.Level.values()) {
            System.out.println(lv + " " + lv.getName() + " " + lv.getSeverity());
        }
        sl.log(System.Logger.Level.INFO, "sys info");
        sl.log(System.Logger.Level.DEBUG, "sys debug hidden");
        sl.log(System.Logger.Level.WARNING, "sys {0} and {1}", "a", 2);
        sl.log(System.Logger.Level.ERROR, "sys error", new RuntimeException("rt"));
        sl.log(System.Logger.Level.INFO, () -> "sys supplied");
        sl.log(System.Logger.Level.INFO, (Object) Integer.valueOf(17));
        System.err.flush();

        File cfg = File.createTempFile("julcfg", ".properties");
        try (PrintWriter pw = new PrintWriter(new FileWriter(cfg))) {
            pw.println("handlers=java.util.logging.ConsoleHandler");
            pw.println(".level=FINE");
            pw.println("java.util.logging.ConsoleHandler.level=FINE");
            pw.println("con.level=WARNING");
            pw.println("other.level=FINEST");
        }
        System.setProperty("java.util.logging.config.file", cfg.getPath());
        LogManager.getLogManager().readConfiguration();
        cfg.delete();
        System.out.println("root " + Logger.getLogger("").getLevel() + " con " + l.getLevel()
                + " other " + Logger.getLogger("other").getLevel() + " prop " + LogManager.getLogManager().getProperty("other.level"));
        for (Handler h : Logger.getLogger("").getHandlers()) {
            System.out.println("root handler " + h.getClass().getSimpleName() + " " + h.getLevel());
        }
        l.info("con info now hidden");
        l.warning("con warning");
        Logger.getLogger("x.y").fine("x.y fine shown");
        Logger.getLogger("other").finer("other finer not shown by handler");
        LogManager.getLogManager().reset();
        System.out.println("after reset " + Logger.getLogger("").getHandlers().length + " " + Logger.getLogger("").getLevel());
        l.severe("nothing prints");
        System.out.println("done");
    }
}
