package java.net;

/** A connection to jar:URL!/entry: the jar's URL and the entry's name. */
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
}
