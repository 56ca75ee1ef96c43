import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.net.URLConnection;
import java.util.Collections;
import java.util.Enumeration;
import java.util.function.Supplier;

// Resources from class-path directories and from URLClassLoader's; URL and URI basics.
public class LoaderResources {

    static String cpPrefix;

    static String mask(Object o) {
        if (o == null) {
            return "null";
        }
        String s = o.toString();
        String cwd = new File("").getAbsoluteFile().toURI().toString();
        return s.replace(cpPrefix, "<cp>/").replace(cwd, "<cwd>/");
    }

    static String read(InputStream in) throws IOException {
        try (InputStream i = in) {
            return new String(i.readAllBytes(), "UTF-8");
        }
    }

    static void write(String path, String text) throws IOException {
        File f = new File(path);
        f.getParentFile().mkdirs();
        try (FileOutputStream out = new FileOutputStream(f)) {
            out.write(text.getBytes("UTF-8"));
        }
    }

    public static class Plugin implements Supplier<String> {
        public String get() {
            return "plugin loaded by " + (getClass().getClassLoader() instanceof URLClassLoader ? "URLClassLoader" : "app");
        }
    }

    public static void main(String[] args) throws Exception {
        File cp = new File(System.getProperty("java.class.path")).getCanonicalFile();
        cpPrefix = cp.toURI().toString();

        URL self = LoaderResources.class.getResource("LoaderResources.class");
        System.out.println("class resource: " + mask(self));
        System.out.println("absolute name: " + mask(LoaderResources.class.getResource("/LoaderResources$Plugin.class")));
        System.out.println("missing: " + LoaderResources.class.getResource("NoSuch.txt"));
        System.out.println("system: " + mask(ClassLoader.getSystemResource("LoaderResources.class")));
        System.out.println("protocol " + self.getProtocol() + ", host '" + self.getHost() + "', port " + self.getPort()
                + ", file ends " + self.getFile().endsWith("/LoaderResources.class") + ", ref " + self.getRef());
        System.out.println("external form: " + mask(self.toExternalForm()));
        System.out.println("URI: " + mask(self.toURI()) + " scheme " + self.toURI().getScheme());
        byte[] b;
        try (InputStream in = LoaderResources.class.getResourceAsStream("LoaderResources.class")) {
            b = in.readAllBytes();
        }
        System.out.printf("magic %02x%02x%02x%02x, length matches file: %b%n", b[0], b[1], b[2], b[3],
                b.length == new File(cp, "LoaderResources.class").length());
        URLConnection conn = self.openConnection();
        System.out.println("connection length matches: " + (conn.getContentLength() == b.length) + ", url same: "
                + conn.getURL().equals(self));
        System.out.println("as stream missing: " + LoaderResources.class.getResourceAsStream("nope"));
        Enumeration<URL> all = ClassLoader.getSystemClassLoader().getResources("LoaderResources.class");
        System.out.println("getResources: " + Collections.list(all).size());

        // A URLClassLoader over two directories made now.
        write("one/data/greeting.txt", "hello from one\n");
        write("two/data/greeting.txt", "hello from two\n");
        write("two/data/only-two.txt", "second dir\n");
        URL one = new File("one").toURI().toURL(), two = new File("two").toURI().toURL();
        System.out.println("dir URLs: " + mask(one) + " " + mask(two));
        try (URLClassLoader ucl = new URLClassLoader(new URL[] { one, two }, LoaderResources.class.getClassLoader())) {
            URL g = ucl.getResource("data/greeting.txt");
            System.out.println("first: " + mask(g) + " -> " + read(g.openStream()).trim());
            System.out.println("only in two: " + read(ucl.getResourceAsStream("data/only-two.txt")).trim());
            for (URL u : Collections.list(ucl.getResources("data/greeting.txt"))) {
                System.out.println("each: " + mask(u));
            }
            System.out.println("missing: " + ucl.getResource("data/none.txt"));
            System.out.println("parent first: " + mask(ucl.getResource("LoaderResources.class")));
            System.out.println("urls: " + ucl.getURLs().length);
        }

        // A class file copied into a directory: a URLClassLoader whose parent is the
        // platform loader defines its own LoaderResources$Plugin.
        try (InputStream in = LoaderResources.class.getResourceAsStream("LoaderResources$Plugin.class");
             FileOutputStream out = new FileOutputStream(mkdirs("plugins") + "/LoaderResources$Plugin.class")) {
            out.write(in.readAllBytes());
        }
        try (URLClassLoader ucl = new URLClassLoader(new URL[] { new File("plugins").toURI().toURL() },
                ClassLoader.getPlatformClassLoader())) {
            Class<?> p = ucl.loadClass("LoaderResources$Plugin");
            System.out.println("own class: " + (p != Plugin.class) + ", loader is ucl: " + (p.getClassLoader() == ucl));
            @SuppressWarnings("unchecked")
            Supplier<String> s = (Supplier<String>) p.newInstance();
            System.out.println(s.get());
            System.out.println(new Plugin().get());
            try {
                ucl.loadClass("LoaderResources");
            } catch (ClassNotFoundException e) {
                System.out.println("not in plugins: " + e.getMessage());
            }
        }

        // URL parsing.
        URL u = new URL("http://user@example.com:8080/docs/a/page.html?x=1&y=2#part");
        System.out.println(u.getProtocol() + " | " + u.getUserInfo() + " | " + u.getHost() + " | " + u.getPort() + " | "
                + u.getDefaultPort() + " | " + u.getAuthority() + " | " + u.getPath() + " | " + u.getQuery() + " | "
                + u.getFile() + " | " + u.getRef());
        System.out.println(new URL(u, "../b/other.html"));
        System.out.println(new URL(u, "/root.html"));
        System.out.println(new URL(u, "sibling.html?z"));
        System.out.println(new URL("file:///tmp/x.txt") + " " + new URL("file:/tmp/x.txt").getPath());
        System.out.println(new URL("jar:file:/tmp/a.jar!/p/C.class").getFile());
        System.out.println(new URL("http", "h.org", 81, "/f?q#r"));
        for (String bad : new String[] { "nothing-here", "xyz://host/", "jar:file:/tmp/a.jar" }) {
            try {
                new URL(bad);
            } catch (MalformedURLException e) {
                System.out.println(e);
            }
        }

        // URI basics.
        URI uri = new URI("https://me@host.net:444/a/b/../c/./d.txt?k=v#frag");
        System.out.println(uri.getScheme() + " | " + uri.getUserInfo() + " | " + uri.getHost() + " | " + uri.getPort()
                + " | " + uri.getPath() + " | " + uri.getQuery() + " | " + uri.getFragment() + " | "
                + uri.isAbsolute() + " " + uri.isOpaque());
        System.out.println(uri.normalize());
        System.out.println(uri.resolve("e/f.txt") + " " + uri.resolve("/top"));
        System.out.println(URI.create("mailto:someone@example.com").isOpaque() + " "
                + URI.create("mailto:someone@example.com").getSchemeSpecificPart());
        System.out.println(URI.create("rel/path").isAbsolute() + " " + URI.create("a%20b").getPath());
        System.out.println(URI.create("file:/tmp/y").toURL());
        try {
            new URI("a b c");
        } catch (URISyntaxException e) {
            System.out.println(e.getMessage() + " | " + e.getIndex() + " | " + e.getReason());
        }
        System.out.println(mask(new File("one").toURI()) + " " + mask(new File("one/data/greeting.txt").toURI()));
    }

    static String mkdirs(String d) {
        new File(d).mkdirs();
        return d;
    }
}
