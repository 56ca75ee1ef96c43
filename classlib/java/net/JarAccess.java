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

    /** jar:file:/x.jar!/entry. */
    static final class Connection extends JarURLConnection {
        private byte[] bytes;

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
