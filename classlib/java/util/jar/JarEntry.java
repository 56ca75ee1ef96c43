package java.util.jar;

import java.io.IOException;
import java.util.zip.ZipEntry;

/** A zip entry of a jar, with its manifest section (signers are not supported). */
public class JarEntry extends ZipEntry {
    Attributes attr;

    public JarEntry(String name) {
        super(name);
    }

    public JarEntry(ZipEntry ze) {
        super(ze);
    }

    public JarEntry(JarEntry je) {
        this((ZipEntry) je);
        this.attr = je.attr;
    }

    public Attributes getAttributes() throws IOException {
        return attr;
    }

    /** The certificates of the entry's signers: null, as for any unsigned entry (this class
     *  library does not verify signed jars). */
    public java.security.cert.Certificate[] getCertificates() {
        return null;
    }

    public String getRealName() {
        return super.getName();
    }
}
