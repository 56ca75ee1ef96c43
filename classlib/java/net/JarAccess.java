package java.net;

import java.io.ByteArrayInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;

/** Reads members of jar files by path (natives: vm/natives/loader.c; jars stay open). */
final class JarAccess {

    private JarAccess() {
    }

    /** The bytes of member name of the jar at path, or null when it has none. */
    static native byte[] readEntry0(String path, String name) throws IOException;

    static native boolean hasEntry0(String path, String name) throws IOException;

    /** The bytes of class-library resource name (a class file of the VM's image), or null. */
    static native byte[] readBoot0(String name);

    /** jrt:/module/name: a class file of the class library. */
    static final class JrtConnection extends URLConnection {
        private byte[] bytes;

        JrtConnection(URL url) {
            super(url);
        }

        public void connect() throws IOException {
            if (connected) {
                return;
            }
            String p = url.getPath();
            int slash = p.indexOf('/', 1);
            byte[] b = null;
            if (p.startsWith("/") && slash > 0) {
                String name = p.substring(slash + 1);
                if (name.endsWith(".class") && p.substring(1, slash).equals(moduleOf(name))) {
                    b = readBoot0(name);
                }
            }
            if (b == null) {
                throw new java.nio.file.NoSuchFileException(p);
            }
            bytes = b;
            connected = true;
        }

        private static String moduleOf(String name) {
            return name.startsWith("java/util/logging/") ? "java.logging" : name.startsWith("java/awt/")
                    ? "java.desktop" : name.startsWith("javax/lang/model/") ? "java.compiler" : "java.base";
        }

        public InputStream getInputStream() throws IOException {
            connect();
            return new ByteArrayInputStream(bytes);
        }

        public long getContentLengthLong() {
            try {
                connect();
            } catch (IOException e) {
                return -1;
            }
            return bytes.length;
        }
    }

    /** jar:file:/x.jar!/entry. */
    static final class Connection extends JarURLConnection {
        private byte[] bytes;
        private java.util.jar.JarFile jarFile;

        Connection(URL url) throws MalformedURLException {
            super(url);
        }

        private String jarPath() throws IOException {
            URL j = getJarFileURL();
            if (!j.getProtocol().equals("file")) {
                throw new UnknownServiceException("jar: URLs over " + j.getProtocol() + ": are not supported");
            }
            return URI.decode(j.getPath());
        }

        public void connect() throws IOException {
            if (connected) {
                return;
            }
            String path = jarPath();
            String e = getEntryName();
            if (e != null) {
                bytes = readEntry0(path, e);
                if (bytes == null) {
                    throw new FileNotFoundException("JAR entry " + e + " not found in " + path);
                }
            } else if (!new java.io.File(path).exists()) {
                throw new FileNotFoundException(path + " (No such file or directory)");
            }
            connected = true;
        }

        /** The jar, opened once per connection (HotSpot shares one per file while caching). */
        public java.util.jar.JarFile getJarFile() throws IOException {
            connect();
            if (jarFile == null) {
                jarFile = new java.util.jar.JarFile(jarPath());
            }
            return jarFile;
        }

        public InputStream getInputStream() throws IOException {
            connect();
            if (bytes == null) {
                throw new IOException("no entry name specified");
            }
            return new ByteArrayInputStream(bytes);
        }

        public long getContentLengthLong() {
            try {
                connect();
            } catch (IOException e) {
                return -1;
            }
            return bytes == null ? -1 : bytes.length;
        }
    }
}
