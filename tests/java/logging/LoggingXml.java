// jvm-args: -Duser.timezone=UTC
import java.io.*;
import java.net.*;
import java.time.Instant;
import java.util.logging.*;

public class LoggingXml {
    static class Line extends java.util.logging.Formatter {
        @Override
        public String format(LogRecord r) {
            return r.getLevel() + " " + formatMessage(r) + "\n";
        }
    }

    static String mask(String s) {
        return s.replaceAll("<date>[^<]*</date>", "<date>D</date>")
                .replaceAll("<millis>[0-9]+</millis>", "<millis>M</millis>")
                .replaceAll("  <nanos>[0-9]+</nanos>\n", "")
                .replaceAll("<sequence>[0-9]+</sequence>", "<sequence>S</sequence>")
                .replaceAll("<thread>[0-9]+</thread>", "<thread>T</thread>")
                .replaceAll("encoding=\"[^\"]*\"", "encoding=\"E\"");
    }

    static String read(File f) throws IOException {
        StringBuilder sb = new StringBuilder();
        try (Reader r = new InputStreamReader(new FileInputStream(f), "UTF-8")) {
            for (int c; (c = r.read()) >= 0; ) {
                sb.append((char) c);
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        XMLFormatter xf = new XMLFormatter();
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        StreamHandler sh = new StreamHandler(bo, xf);
        sh.setEncoding("UTF-8");
        System.out.print(xf.getHead(sh));
        sh.setEncoding("latin1");
        System.out.print(xf.getHead(sh));
        System.out.print(xf.getTail(sh));

        LogRecord r = new LogRecord(Level.WARNING, "a <b> & c");
        r.setInstant(Instant.ofEpochSecond(1000000000L, 123456789));
        r.setSequenceNumber(42);
        r.setLongThreadID(7);
        r.setLoggerName("x.y<z>");
        r.setSourceClassName("pkg.Cls");
        r.setSourceMethodName("run");
        r.setParameters(new Object[] {"p1", 2, null});
        r.setThrown(new IOException("bad <io>"));
        System.out.print(xf.format(r));

        r = new LogRecord(Level.INFO, "{0} and {1}");
        r.setInstant(Instant.ofEpochMilli(1500000000000L));
        r.setSequenceNumber(43);
        r.setLongThreadID(8);
        r.setParameters(new Object[] {"one", 2});
        System.out.print(xf.format(r));

        r = new LogRecord(new Level("CUSTOM&", 850) { }, null);
        r.setInstant(Instant.ofEpochSecond(0, 1));
        r.setSequenceNumber(44);
        r.setLongThreadID(9);
        r.setSourceClassName(null);
        System.out.print(xf.format(r));

        sh.setEncoding("UTF-8");
        Logger lg = Logger.getLogger("xml.stream");
        lg.setUseParentHandlers(false);
        lg.addHandler(sh);
        lg.info("inferred caller");
        lg.log(Level.SEVERE, "with cause", new IllegalStateException("state", new RuntimeException("root")));
        sh.close();
        System.out.print(mask(bo.toString("UTF-8")));

        File dir = File.createTempFile("julxml", "");
        dir.delete();
        dir.mkdir();
        FileHandler fh = new FileHandler(dir.getPath() + "/x%g.log");
        System.out.println(fh.getFormatter().getClass().getName() + " " + fh.getLevel());
        Logger fl = Logger.getLogger("xml.file");
        fl.setUseParentHandlers(false);
        fl.addHandler(fh);
        fl.fine("fine is logged: handler level ALL, logger INFO?");
        fl.warning("to the file");
        fh.close();
        File out = new File(dir, "x0.log");
        System.out.print(mask(read(out)));
        out.delete();
        dir.delete();

        ByteArrayOutputStream mo = new ByteArrayOutputStream();
        StreamHandler target = new StreamHandler(mo, new Line());
        target.setLevel(Level.ALL);
        MemoryHandler mh = new MemoryHandler(target, 3, Level.WARNING);
        System.out.println("memory " + mh.getLevel() + " push " + mh.getPushLevel());
        Logger ml = Logger.getLogger("xml.memory");
        ml.setUseParentHandlers(false);
        ml.addHandler(mh);
        for (int i = 0; i < 5; i++) {
            ml.info("buffered " + i);
        }
        mh.flush();
        System.out.println("before push: [" + mo + "]");
        ml.warning("trigger");
        mh.flush();
        System.out.print(mo);
        mo.reset();
        ml.info("kept 1");
        ml.info("kept 2");
        mh.push();
        mh.flush();
        System.out.print(mo);
        mo.reset();
        mh.setPushLevel(Level.INFO);
        ml.info("pushed at once");
        mh.flush();
        System.out.print(mo);
        mh.setPushLevel(Level.OFF);
        ml.severe("not pushed");
        mh.flush();
        System.out.println("off: [" + mo + "]");
        try {
            new MemoryHandler(target, 0, Level.INFO);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            new MemoryHandler(null, 3, Level.INFO);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        mh.close();
        System.out.println("closed " + mh.getLevel());

        try {
            new SocketHandler("localhost", 0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        ServerSocket ss = new ServerSocket(0, 5, InetAddress.getByName("127.0.0.1"));
        StringBuilder got = new StringBuilder();
        Thread reader = new Thread(() -> {
            try (Socket s = ss.accept(); InputStream in = s.getInputStream()) {
                ByteArrayOutputStream b = new ByteArrayOutputStream();
                byte[] buf = new byte[512];
                for (int n; (n = in.read(buf)) > 0; ) {
                    b.write(buf, 0, n);
                }
                got.append(b.toString("UTF-8"));
            } catch (IOException e) {
                got.append("reader failed: " + e);
            }
        });
        reader.start();
        SocketHandler so = new SocketHandler("127.0.0.1", ss.getLocalPort());
        System.out.println(so.getFormatter().getClass().getName() + " " + so.getLevel());
        Logger sl = Logger.getLogger("xml.socket");
        sl.setUseParentHandlers(false);
        sl.addHandler(so);
        sl.info("over the socket");
        so.close();
        reader.join();
        ss.close();
        System.out.print(mask(got.toString()));
    }
}
