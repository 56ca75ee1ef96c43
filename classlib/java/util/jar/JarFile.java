package java.util.jar;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.NoSuchElementException;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A jar: a zip file whose entries are JarEntries, with the manifest read
 * on first use.  Signatures are not verified (verify is accepted and
 * ignored), and multi-release versions are not selected.
 */
public class JarFile extends ZipFile {
    public static final String MANIFEST_NAME = "META-INF/MANIFEST.MF";

    private Manifest man;
    private boolean manLoaded;

    public JarFile(String name) throws IOException {
        this(new File(name), true, ZipFile.OPEN_READ);
    }

    public JarFile(String name, boolean verify) throws IOException {
        this(new File(name), verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file) throws IOException {
        this(file, true, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify) throws IOException {
        this(file, verify, ZipFile.OPEN_READ);
    }

    public JarFile(File file, boolean verify, int mode) throws IOException {
        super(file, mode);
    }

    public Manifest getManifest() throws IOException {
        synchronized (this) {
            if (!manLoaded) {
                ZipEntry e = super.getEntry(MANIFEST_NAME);
                if (e != null) {
                    try (InputStream in = super.getInputStream(e)) {
                        byte[] b = in.readAllBytes();
                        man = new Manifest(new ByteArrayInputStream(b));
                    }
                }
                manLoaded = true;
            }
            return man;
        }
    }

    public JarEntry getJarEntry(String name) {
        return (JarEntry) getEntry(name);
    }

    private JarEntry wrap(ZipEntry ze) {
        JarEntry je = new JarFileEntry(ze);
        try {
            Manifest m = getManifest();
            if (m != null) {
                je.attr = m.getAttributes(je.getName());
            }
        } catch (IOException e) {
            /* the entry is still usable without its section */
        }
        return je;
    }

    @Override
    public ZipEntry getEntry(String name) {
        ZipEntry ze = super.getEntry(name);
        return ze == null ? null : wrap(ze);
    }

    @Override
    public Enumeration<JarEntry> entries() {
        final Enumeration<? extends ZipEntry> en = super.entries();
        return new Enumeration<JarEntry>() {
            @Override
            public boolean hasMoreElements() {
                return en.hasMoreElements();
            }

            @Override
            public JarEntry nextElement() {
                if (!en.hasMoreElements()) {
                    throw new NoSuchElementException();
                }
                return wrap(en.nextElement());
            }
        };
    }

    @Override
    public Stream<JarEntry> stream() {
        ArrayList<JarEntry> l = new ArrayList<>();
        for (Enumeration<JarEntry> en = entries(); en.hasMoreElements();) {
            l.add(en.nextElement());
        }
        return l.stream();
    }

    @Override
    public synchronized InputStream getInputStream(ZipEntry ze) throws IOException {
        return super.getInputStream(ze);
    }

    public boolean isMultiRelease() {
        try {
            Manifest m = getManifest();
            return m != null && "true".equalsIgnoreCase(m.getMainAttributes().getValue(Attributes.Name.MULTI_RELEASE));
        } catch (IOException e) {
            return false;
        }
    }

    /* The entries a JarFile hands out (HotSpot's class name, which programs print). */
    private static final class JarFileEntry extends JarEntry {
        JarFileEntry(ZipEntry ze) {
            super(ze);
        }
    }
}
