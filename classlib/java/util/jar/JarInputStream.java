package java.util.jar;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/** Reads a jar in order; a manifest among the first entries (after META-INF/) is taken as the manifest. */
public class JarInputStream extends ZipInputStream {
    private Manifest man;
    private JarEntry first;

    public JarInputStream(InputStream in) throws IOException {
        this(in, true);
    }

    public JarInputStream(InputStream in, boolean verify) throws IOException {
        super(in);
        JarEntry e = (JarEntry) super.getNextEntry();
        if (e != null && e.getName().equalsIgnoreCase("META-INF/")) {
            e = (JarEntry) super.getNextEntry();
        }
        if (e != null && JarFile.MANIFEST_NAME.equalsIgnoreCase(e.getName())) {
            byte[] b = readAllBytes();
            man = new Manifest(new ByteArrayInputStream(b));
            closeEntry();
            e = (JarEntry) super.getNextEntry();
        }
        first = e;
    }

    public Manifest getManifest() {
        return man;
    }

    @Override
    public ZipEntry getNextEntry() throws IOException {
        JarEntry e;
        if (first != null) {
            e = first;
            first = null;
        } else {
            e = (JarEntry) super.getNextEntry();
        }
        if (e != null && man != null) {
            e.attr = man.getAttributes(e.getName());
        }
        return e;
    }

    public JarEntry getNextJarEntry() throws IOException {
        return (JarEntry) getNextEntry();
    }

    @Override
    protected ZipEntry createZipEntry(String name) {
        return new JarEntry(name);
    }
}
