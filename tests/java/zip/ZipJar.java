import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarInputStream;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;

public class ZipJar {
    static String show(byte[] b) {
        return new String(b).replace("\r", "\\r").replace("\n", "\\n\n");
    }

    static void parse(String label, String text) {
        try {
            Manifest m = new Manifest(new ByteArrayInputStream(text.getBytes("UTF-8")));
            System.out.println(label + ": main " + m.getMainAttributes().size() + " " + new TreeMap<>(toStrings(m.getMainAttributes()))
                               + " sections " + new TreeMap<>(m.getEntries()).keySet());
        } catch (IOException e) {
            System.out.println(label + ": " + e);
        }
    }

    static Map<String, String> toStrings(Attributes a) {
        Map<String, String> m = new TreeMap<>();
        for (Map.Entry<Object, Object> e : a.entrySet()) {
            m.put(e.getKey().toString(), (String) e.getValue());
        }
        return m;
    }

    public static void main(String[] args) throws IOException {
        Manifest man = new Manifest();
        Attributes main = man.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.put(Attributes.Name.MAIN_CLASS, "com.example.Main");
        main.putValue("Created-By", "ZipJar test");
        StringBuilder longv = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            longv.append("lib/part").append(i).append(".jar ");
        }
        main.put(Attributes.Name.CLASS_PATH, longv.toString().trim());
        Attributes sec = new Attributes();
        sec.putValue("Sealed", "true");
        man.getEntries().put("com/example/", sec);
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        man.write(bo);
        System.out.println(show(bo.toByteArray()));
        Manifest back = new Manifest(new ByteArrayInputStream(bo.toByteArray()));
        System.out.println("round trip equal " + back.equals(man) + " class-path ok " + longv.toString().trim().equals(back.getMainAttributes().getValue("class-path")));
        System.out.println("section " + toStrings(back.getAttributes("com/example/")));

        // Attributes and names
        Attributes.Name n1 = new Attributes.Name("Main-Class");
        Attributes.Name n2 = new Attributes.Name("MAIN-CLASS");
        System.out.println("names equal " + n1.equals(n2) + " hash " + (n1.hashCode() == n2.hashCode()) + " " + n2);
        System.out.println("get by other case " + main.getValue("main-class") + " " + main.containsKey(n2));
        for (String bad : new String[] { "", "has space", "dot.ted", "x123456789012345678901234567890123456789012345678901234567890123456789012" }) {
            try {
                new Attributes.Name(bad);
                System.out.println("accepted " + bad);
            } catch (IllegalArgumentException e) {
                System.out.println("rejected '" + e.getMessage() + "'");
            }
        }
        Attributes copy = (Attributes) main.clone();
        copy.remove(Attributes.Name.MAIN_CLASS);
        System.out.println("clone sizes " + main.size() + " " + copy.size() + " equal " + copy.equals(main));
        List<String> order = new ArrayList<>();
        for (Object k : main.keySet()) {
            order.add(k.toString());
        }
        System.out.println("order " + order);
        try {
            main.put("string key", "v");
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        Manifest noVersion = new Manifest();
        noVersion.getMainAttributes().putValue("Main-Class", "X");
        ByteArrayOutputStream nv = new ByteArrayOutputStream();
        noVersion.write(nv);
        System.out.println("no version: [" + show(nv.toByteArray()) + "]");

        // parsing
        parse("lf", "Manifest-Version: 1.0\nMain-Class: A\n\nName: a/b\nX-Y: z\n");
        parse("crlf", "Manifest-Version: 1.0\r\nMain-Class: A\r\n\r\n");
        parse("cr", "Manifest-Version: 1.0\rMain-Class: A\r");
        parse("continued", "Manifest-Version: 1.0\nLong: abc\n def\n  ghi\n\n");
        parse("no newline", "Manifest-Version: 1.0\nMain-Class: A");
        parse("bad field", "Manifest-Version: 1.0\nNoColonHere\n");
        parse("no space", "Manifest-Version: 1.0\nKey:value\n");
        parse("misplaced", " continuation first\n");
        parse("bad section", "Manifest-Version: 1.0\n\nNotName: x\n");
        parse("merged", "Manifest-Version: 1.0\n\nName: s\nA: 1\n\nName: s\nB: 2\n");
        parse("empty", "");

        // jar written, read back three ways
        try (JarOutputStream jo = new JarOutputStream(new FileOutputStream("t.jar"), man)) {
            JarEntry d = new JarEntry("com/example/");
            d.setTime(1609459200000L);
            jo.putNextEntry(d);
            JarEntry c = new JarEntry("com/example/Main.class");
            c.setTime(1609459200000L);
            jo.putNextEntry(c);
            jo.write(new byte[] { (byte) 0xca, (byte) 0xfe, (byte) 0xba, (byte) 0xbe, 0, 0, 0, 61 });
            ZipEntry r = new ZipEntry("res.txt");
            r.setTime(1609459200000L);
            jo.putNextEntry(r);
            jo.write("resource".getBytes());
        }
        try (JarFile jf = new JarFile("t.jar")) {
            Manifest jm = jf.getManifest();
            System.out.println("jar manifest main-class " + jm.getMainAttributes().getValue(Attributes.Name.MAIN_CLASS) + " same " + jm.equals(man));
            for (Enumeration<JarEntry> en = jf.entries(); en.hasMoreElements();) {
                JarEntry e = en.nextElement();
                System.out.println("  " + e.getName() + " " + e.getSize() + " attrs " + (e.getAttributes() == null ? null : toStrings(e.getAttributes()))
                                   + " extra " + (e.getExtra() == null ? 0 : e.getExtra().length));
            }
            JarEntry je = jf.getJarEntry("res.txt");
            System.out.println("res " + new String(jf.getInputStream(je).readAllBytes()) + " multi " + jf.isMultiRelease());
            System.out.println("entry class " + jf.getEntry("com/example/Main.class").getClass().getName());
        }
        try (JarInputStream ji = new JarInputStream(new FileInputStream("t.jar"))) {
            System.out.println("stream manifest " + (ji.getManifest() != null) + " " + ji.getManifest().getMainAttributes().getValue("Created-By"));
            JarEntry e;
            while ((e = ji.getNextJarEntry()) != null) {
                System.out.println("  " + e.getName() + " " + ji.readAllBytes().length + " attrs " + (e.getAttributes() == null ? null : toStrings(e.getAttributes())));
            }
        }
        try (JarOutputStream jo = new JarOutputStream(new FileOutputStream("plain.jar"))) {
            ZipEntry e = new ZipEntry("only.txt");
            e.setTime(1609459200000L);
            jo.putNextEntry(e);
            jo.write("x".getBytes());
        }
        try (JarFile jf = new JarFile("plain.jar")) {
            System.out.println("plain manifest " + jf.getManifest() + " size " + jf.size() + " extra " + jf.getEntry("only.txt").getExtra().length);
        }
        try (JarInputStream ji = new JarInputStream(new FileInputStream("plain.jar"))) {
            System.out.println("plain stream manifest " + ji.getManifest() + " first " + ji.getNextEntry());
        }
    }
}
