package java.net;

import java.io.Closeable;
import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.security.CodeSource;
import java.security.SecureClassLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

/**
 * Loads classes and resources from a list of URLs: a URL ending in '/' is a
 * directory, any other names a jar (file: URLs, or jar:file:...!/).
 */
public class URLClassLoader extends SecureClassLoader implements Closeable {

    private final List<URL> urls = new ArrayList<>();
    private volatile boolean closed;

    public URLClassLoader(URL[] urls, ClassLoader parent) {
        super(parent);
        addAll(urls);
    }

    public URLClassLoader(URL[] urls) {
        super();
        addAll(urls);
    }

    public URLClassLoader(String name, URL[] urls, ClassLoader parent) {
        super(name, parent);
        addAll(urls);
    }

    private void addAll(URL[] us) {
        for (URL u : us) {
            if (u == null) {
                throw new NullPointerException();
            }
            urls.add(u);
        }
    }

    public static URLClassLoader newInstance(URL[] urls, ClassLoader parent) {
        return new URLClassLoader(urls, parent);
    }

    public static URLClassLoader newInstance(URL[] urls) {
        return new URLClassLoader(urls);
    }

    protected void addURL(URL url) {
        if (url != null) {
            synchronized (urls) {
                urls.add(url);
            }
        }
    }

    public URL[] getURLs() {
        synchronized (urls) {
            return urls.toArray(new URL[0]);
        }
    }

    private List<URL> snapshot() {
        synchronized (urls) {
            return new ArrayList<>(urls);
        }
    }

    /** The URL of name under base, or null when base has no such entry. */
    private static URL locate(URL base, String name) {
        try {
            if (name.startsWith("/") || name.contains("..")) {
                return null;
            }
            String b = base.toString();
            if (base.getProtocol().equals("jar")) {
                String jar = b.substring(4, b.indexOf("!/"));
                String prefix = b.substring(b.indexOf("!/") + 2);
                String entry = prefix + name;
                return JarAccess.hasEntry0(URI.decode(new URL(jar).getPath()), entry)
                        ? new URL("jar:" + jar + "!/" + entry) : null;
            }
            if (!base.getProtocol().equals("file")) {
                return null;
            }
            String path = URI.decode(base.getPath());
            if (b.endsWith("/")) {
                return new File(path, name).exists() ? new URL(base, name) : null;
            }
            if (!new File(path).isFile()) {
                return null;
            }
            return JarAccess.hasEntry0(path, name) ? new URL("jar:" + b + "!/" + name) : null;
        } catch (IOException e) {
            return null;
        }
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        if (!closed) {
            String res = name.replace('.', '/') + ".class";
            for (URL base : snapshot()) {
                URL u = locate(base, res);
                if (u == null) {
                    continue;
                }
                byte[] b;
                try (InputStream in = u.openStream()) {
                    b = in.readAllBytes();
                } catch (IOException e) {
                    throw new ClassNotFoundException(name, e);
                }
                int dot = name.lastIndexOf('.');
                if (dot > 0) {
                    String pkg = name.substring(0, dot);
                    if (getDefinedPackage(pkg) == null) {
                        try {
                            definePackage(pkg, null, null, null, null, null, null, null);
                        } catch (IllegalArgumentException e) {
                            // defined meanwhile
                        }
                    }
                }
                return defineClass(name, b, 0, b.length, new CodeSource(base, null));
            }
        }
        throw new ClassNotFoundException(name);
    }

    public URL findResource(String name) {
        if (closed) {
            return null;
        }
        for (URL base : snapshot()) {
            URL u = locate(base, name);
            if (u != null) {
                return u;
            }
        }
        return null;
    }

    public Enumeration<URL> findResources(String name) throws IOException {
        List<URL> r = new ArrayList<>();
        if (!closed) {
            for (URL base : snapshot()) {
                URL u = locate(base, name);
                if (u != null) {
                    r.add(u);
                }
            }
        }
        return Collections.enumeration(r);
    }

    public void close() throws IOException {
        closed = true;
    }
}
