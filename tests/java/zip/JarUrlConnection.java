import java.io.File;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/** jar: URLs opened as JarURLConnection: the jar file behind the connection and its entries,
 *  the manifest's main and per-entry attributes, the entry of the URL, certificates of an
 *  unsigned entry, reading through the connection, and a URL naming the whole jar. */
public class JarUrlConnection {
    public static void main(String[] args) throws Exception {
        File jar = new File("conn-test.jar");
        Manifest mf = new Manifest();
        mf.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        mf.getMainAttributes().putValue("Implementation-Title", "conn test");
        Attributes per = new Attributes();
        per.putValue("Sealed", "true");
        mf.getEntries().put("data/a.txt", per);
        try (JarOutputStream out = new JarOutputStream(new FileOutputStream(jar), mf)) {
            out.putNextEntry(new JarEntry("data/a.txt"));
            out.write("alpha\n".getBytes("UTF-8"));
            out.closeEntry();
            out.putNextEntry(new JarEntry("data/b.bin"));
            out.write(new byte[] {1, 2, 3});
            out.closeEntry();
        }
        URL u = new URL("jar:" + jar.toURI().toURL() + "!/data/a.txt");
        URLConnection c = u.openConnection();
        System.out.println("is JarURLConnection: " + (c instanceof JarURLConnection));
        JarURLConnection jc = (JarURLConnection) c;
        System.out.println("entry name: " + jc.getEntryName());
        JarFile jf = jc.getJarFile();
        List<String> names = new ArrayList<>();
        for (Enumeration<JarEntry> e = jf.entries(); e.hasMoreElements();) {
            names.add(e.nextElement().getName());
        }
        Collections.sort(names);
        System.out.println("entries: " + names + " " + jf.size());
        System.out.println("same jar twice: " + (jc.getJarFile() == jf));
        System.out.println("file name ends: " + jf.getName().endsWith("conn-test.jar"));
        JarEntry e = jc.getJarEntry();
        System.out.println("entry: " + e.getName() + " " + e.getSize());
        System.out.println("main attribute: " + jc.getMainAttributes().getValue("Implementation-Title"));
        System.out.println("entry attribute: " + jc.getAttributes().getValue("Sealed"));
        System.out.println("manifest entries: " + jc.getManifest().getEntries().keySet());
        System.out.println("certificates: " + jc.getCertificates());
        try (InputStream in = jc.getInputStream()) {
            System.out.println("content: " + new String(in.readAllBytes(), "UTF-8").trim());
        }
        JarURLConnection whole = (JarURLConnection) new URL("jar:" + jar.toURI().toURL() + "!/").openConnection();
        System.out.println("whole jar: entry=" + whole.getEntryName() + " jarEntry=" + whole.getJarEntry()
                + " attributes=" + whole.getAttributes() + " size=" + whole.getJarFile().size());
        JarURLConnection missing = (JarURLConnection) new URL("jar:" + jar.toURI().toURL() + "!/nope").openConnection();
        try {
            missing.getJarFile();
            System.out.println("missing: opened");
        } catch (java.io.FileNotFoundException ex) {
            System.out.println("missing: FileNotFoundException");
        }
        jf.close();
        jar.delete();
    }
}
