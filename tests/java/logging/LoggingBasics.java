// jvm-args: -Duser.timezone=UTC
import java.io.*;
import java.time.Instant;
import java.util.*;
import java.util.logging.*;

public class LoggingBasics {
    static class Line extends java.util.logging.Formatter {
        @Override
        public String format(LogRecord r) {
            return r.getLevel() + "|" + r.getLoggerName() + "|" + r.getSourceClassName() + "|"
                    + r.getSourceMethodName() + "|" + formatMessage(r)
                    + (r.getThrown() == null ? "" : "|" + r.getThrown()) + "\n";
        }

        @Override
        public String getHead(Handler h) {
            return "<head>\n";
        }

        @Override
        public String getTail(Handler h) {
            return "<tail>\n";
        }
    }

    static class Loud extends Level {
        Loud() {
            super("LOUD", 950);
        }
    }

    static void helper(Logger l) {
        l.info("from helper");
    }

    public static void main(String[] args) throws Exception {
        for (Level lv : new Level[] {Level.OFF, Level.SEVERE, Level.WARNING, Level.INFO, Level.CONFIG,
                Level.FINE, Level.FINER, Level.FINEST, Level.ALL}) {
            System.out.println(lv + " " + lv.intValue() + " " + lv.getName() + " " + lv.getLocalizedName()
                    + " " + (Level.parse(lv.getName()) == lv));
        }
        Level loud = new Loud();
        System.out.println(Level.parse("800") + " " + Level.parse("LOUD") + " " + Level.parse("950").getName()
                + " " + Level.parse("850") + " " + Level.parse("850").intValue() + " " + loud.equals(Level.parse("950")));
        try {
            Level.parse("bogus");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }

        Logger root = Logger.getLogger("");
        System.out.println("root level " + root.getLevel() + " parent " + root.getParent());
        for (Handler h : root.getHandlers()) {
            System.out.println("root handler " + h.getClass().getName() + " " + h.getLevel() + " "
                    + h.getFormatter().getClass().getName());
        }
        Logger c = Logger.getLogger("a.b.c");
        System.out.println("a.b.c parent '" + c.getParent().getName() + "'");
        Logger a = Logger.getLogger("a");
        System.out.println("a.b.c parent now '" + c.getParent().getName() + "', a parent '" + a.getParent().getName() + "'");
        Logger ab = Logger.getLogger("a.b");
        System.out.println("a.b.c parent now '" + c.getParent().getName() + "', a.b parent '" + ab.getParent().getName() + "'");
        System.out.println("same " + (Logger.getLogger("a.b") == ab) + " global " + Logger.getGlobal().getName()
                + " " + Logger.GLOBAL_LOGGER_NAME);
        Logger anon = Logger.getAnonymousLogger();
        System.out.println("anon " + anon.getName() + " parent '" + anon.getParent().getName() + "'");
        System.out.println("levels " + c.getLevel() + " " + c.isLoggable(Level.INFO) + " " + c.isLoggable(Level.FINE));

        ByteArrayOutputStream bout = new ByteArrayOutputStream();
        StreamHandler sh = new StreamHandler(bout, new Line());
        System.out.println("stream handler level " + sh.getLevel());
        sh.setLevel(Level.ALL);
        a.addHandler(sh);
        a.setUseParentHandlers(false);
        a.setLevel(Level.FINEST);
        c.info("plain");
        c.fine("fine one");
        c.log(Level.WARNING, "one {0} two {1}", new Object[] {"x", 42});
        c.log(Level.INFO, "param {0}", "p");
        c.log(Level.INFO, "no braces", "ignored");
        c.log(Level.SEVERE, "boom", new IllegalStateException("bad"));
        c.log(loud, "custom level");
        c.log(Level.INFO, () -> "supplied");
        c.logp(Level.CONFIG, "Src", "meth", "explicit {0}", 7);
        c.entering("K", "m");
        c.entering("K", "m", "arg");
        c.entering("K", "m", new Object[] {1, 2});
        c.exiting("K", "m");
        c.exiting("K", "m", "res");
        c.throwing("K", "m", new RuntimeException("t"));
        helper(c);
        c.setLevel(Level.WARNING);
        c.info("dropped");
        c.setLevel(null);
        c.setFilter(r -> !r.getMessage().contains("secret"));
        c.info("secret stuff");
        c.info("open stuff");
        c.setFilter(null);
        sh.setFilter(r -> r.getLevel() != Level.CONFIG);
        c.config("filtered by handler");
        c.warning("after handler filter");
        sh.flush();
        System.out.print(bout.toString());
        sh.close();
        System.out.print(bout.toString().substring(bout.toString().lastIndexOf('\n', bout.size() - 2) + 1));

        LogRecord r = new LogRecord(Level.INFO, "msg {0}");
        r.setParameters(new Object[] {"P"});
        r.setInstant(Instant.ofEpochMilli(1234567890123L));
        r.setLoggerName("my.logger");
        System.out.print("[" + new SimpleFormatter().format(r) + "]");
        r.setSourceClassName("Cls");
        r.setSourceMethodName("m");
        r.setThrown(new IOException("io"));
        String f = new SimpleFormatter().format(r);
        System.out.println("[" + f.substring(0, f.indexOf("\tat")) + "]");
        r.setInstant(Instant.ofEpochMilli(1500000000000L));
        r.setThrown(null);
        r.setSourceMethodName(null);
        System.out.print(new SimpleFormatter().format(r));
        System.out.println(r.getMillis() + " " + r.getLevel() + " " + r.getMessage());

        File dir = File.createTempFile("julfh", "");
        dir.delete();
        dir.mkdir();
        String pat = dir.getPath() + "/t%u.%g.log";
        FileHandler fh = new FileHandler(pat, 200, 3);
        fh.setFormatter(new Line());
        Logger fl = Logger.getLogger("file");
        fl.setUseParentHandlers(false);
        fl.addHandler(fh);
        for (int i = 0; i < 12; i++) {
            fl.info("record number " + i);
        }
        fh.close();
        String[] names = dir.list();
        Arrays.sort(names);
        for (String n : names) {
            File fi = new File(dir, n);
            BufferedReader br = new BufferedReader(new FileReader(fi));
            StringBuilder sb = new StringBuilder();
            for (String s; (s = br.readLine()) != null; ) {
                sb.append(s.replace("record number ", "#")).append(' ');
            }
            br.close();
            System.out.println(n + ": " + sb);
            fi.delete();
        }
        dir.delete();

        ErrorManager em = new ErrorManager();
        PrintStream old = System.err;
        ByteArrayOutputStream eb = new ByteArrayOutputStream();
        System.setErr(new PrintStream(eb, true));
        em.error("first", null, ErrorManager.WRITE_FAILURE);
        em.error("second", null, ErrorManager.CLOSE_FAILURE);
        System.setErr(old);
        System.out.print(eb);
    }
}
