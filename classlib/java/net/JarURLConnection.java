package java.net;

import java.io.IOException;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/** A connection to jar:URL!/entry: the jar's URL and the entry's name, the jar file itself,
 *  its manifest and the entry's attributes. */
public abstract class JarURLConnection extends URLConnection {

    private final URL jarFileURL;
    private final String entryName;

    protected JarURLConnection(URL url) throws MalformedURLException {
        super(url);
        String spec = url.getFile();
        int bang = spec.indexOf("!/");
        if (bang < 0) {
            throw new MalformedURLException("no !/ found in url spec:" + spec);
        }
        jarFileURL = new URL(spec.substring(0, bang));
        String e = spec.substring(bang + 2);
        entryName = e.isEmpty() ? null : URI.decode(e);
    }

    public URL getJarFileURL() {
        return jarFileURL;
    }

    public String getEntryName() {
        return entryName;
    }

    public String getContentType() {
        return guessContentTypeFromName(url.getPath());
    }

    /** The jar file of this connection (connecting first). */
    public abstract JarFile getJarFile() throws IOException;

    public Manifest getManifest() throws IOException {
        return getJarFile().getManifest();
    }

    /** The entry of this connection, or null for a URL naming the whole jar. */
    public JarEntry getJarEntry() throws IOException {
        return entryName == null ? null : getJarFile().getJarEntry(entryName);
    }

    public Attributes getAttributes() throws IOException {
        JarEntry e = getJarEntry();
        return e == null ? null : e.getAttributes();
    }

    public Attributes getMainAttributes() throws IOException {
        Manifest m = getManifest();
        return m == null ? null : m.getMainAttributes();
    }

    public java.security.cert.Certificate[] getCertificates() throws IOException {
        JarEntry e = getJarEntry();
        return e == null ? null : e.getCertificates();
    }
}
