package java.net;

import java.io.File;
import java.io.FileInputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;

/**
 * A URL: parsed into protocol, authority (host, port, user info), path, query and
 * reference.  {@code file:}, {@code jar:} (over file: jars) and {@code jrt:} (the class
 * library's class files) can be opened;
 * other protocols parse but openConnection throws UnknownServiceException naming them.
 */
public final class URL implements java.io.Serializable {
    private static final long serialVersionUID = -7627629688361524110L;

    /* Not final: readObject sets them (deserialization runs no constructor of ours). */
    private String protocol;
    private String host;
    private int port;
    private String authority;
    private String userInfo;
    private String path;
    private String query;
    private String ref;
    /* hashCode()'s value once computed (or as read from a stream, as the JDK keeps it), -1 before. */
    private transient int hashCode = -1;

    /**
     * The JDK's serial form: protocol, host, port, authority, file (path and query), ref and
     * the cached hashCode: -1 while hashCode() has not been called, its value after.
     */
    private static final java.io.ObjectStreamField[] serialPersistentFields = {
        new java.io.ObjectStreamField("protocol", String.class),
        new java.io.ObjectStreamField("host", String.class),
        new java.io.ObjectStreamField("port", int.class),
        new java.io.ObjectStreamField("authority", String.class),
        new java.io.ObjectStreamField("file", String.class),
        new java.io.ObjectStreamField("ref", String.class),
        new java.io.ObjectStreamField("hashCode", int.class)};

    private synchronized void writeObject(java.io.ObjectOutputStream s) throws IOException {
        java.io.ObjectOutputStream.PutField f = s.putFields();
        f.put("protocol", protocol);
        f.put("host", host);
        f.put("port", port);
        f.put("authority", authority);
        f.put("file", getFile());
        f.put("ref", ref);
        f.put("hashCode", hashCode);
        s.writeFields();
    }

    private synchronized void readObject(java.io.ObjectInputStream s) throws IOException, ClassNotFoundException {
        java.io.ObjectInputStream.GetField f = s.readFields();
        String p = (String) f.get("protocol", null);
        if (p == null)
            throw new IOException("unknown protocol: " + p);
        try {
            checkProtocol(p);
        } catch (MalformedURLException e) {
            throw new IOException("unknown protocol: " + p);
        }
        protocol = p;
        host = (String) f.get("host", null);
        if (host == null)
            host = "";
        port = f.get("port", -1);
        authority = (String) f.get("authority", null);
        int at = authority == null ? -1 : authority.lastIndexOf('@');
        userInfo = at < 0 ? null : authority.substring(0, at);
        String file = (String) f.get("file", null);
        if (file == null)
            file = "";
        int q = file.lastIndexOf('?');
        query = q < 0 ? null : file.substring(q + 1);
        path = q < 0 ? file : file.substring(0, q);
        ref = (String) f.get("ref", null);
        hashCode = f.get("hashCode", -1);
    }

    public URL(String spec) throws MalformedURLException {
        this(null, spec);
    }

    public URL(String protocol, String host, int port, String file) throws MalformedURLException {
        if (protocol == null) {
            throw new NullPointerException();
        }
        this.protocol = protocol.toLowerCase();
        checkProtocol(this.protocol);
        if (port < -1) {
            throw new MalformedURLException("Invalid port number :" + port);
        }
        if (host != null && host.indexOf(':') >= 0 && !host.startsWith("[")) {
            host = "[" + host + "]";
        }
        this.host = host == null ? "" : host;
        this.port = port;
        this.userInfo = null;
        this.authority = host == null ? null : (port == -1 ? host : host + ":" + port);
        String f = file == null ? "" : file;
        int hash = f.indexOf('#');
        this.ref = hash < 0 ? null : f.substring(hash + 1);
        if (hash >= 0) {
            f = f.substring(0, hash);
        }
        int q = f.lastIndexOf('?');
        this.query = q < 0 ? null : f.substring(q + 1);
        this.path = q < 0 ? f : f.substring(0, q);
    }

    public URL(String protocol, String host, String file) throws MalformedURLException {
        this(protocol, host, -1, file);
    }

    public URL(URL context, String spec) throws MalformedURLException {
        if (spec == null) {
            MalformedURLException e = new MalformedURLException(
                    "Cannot invoke \"String.length()\" because \"spec\" is null");
            e.initCause(new NullPointerException(e.getMessage()));
            throw e;
        }
        String original = spec;
        spec = spec.trim();
        if (spec.regionMatches(true, 0, "url:", 0, 4)) {
            spec = spec.substring(4);
        }
        String proto = null;
        int colon = spec.indexOf(':');
        if (colon > 0 && isScheme(spec.substring(0, colon))) {
            proto = spec.substring(0, colon).toLowerCase();
            spec = spec.substring(colon + 1);
        }
        if (proto == null || (context != null && proto.equals(context.protocol)
                && !spec.startsWith("/") && !proto.equals("jar"))) {
            if (context == null) {
                throw new MalformedURLException("no protocol: " + original);
            }
            if (proto == null) {
                proto = context.protocol;
            }
        } else if (context != null && !proto.equals(context.protocol)) {
            context = null;
        }
        checkProtocol(proto);
        this.protocol = proto;
        String h = "";
        int p = -1;
        String auth = null, ui = null;
        String rest = spec;
        String r = null;
        int hash = rest.indexOf('#');
        if (hash >= 0) {
            r = rest.substring(hash + 1);
            rest = rest.substring(0, hash);
        }
        if (proto.equals("jar")) {
            if (context != null && !rest.contains("!/")) {
                String base = context.path;
                int bang = base.indexOf("!/");
                if (bang < 0) {
                    throw new MalformedURLException("no !/ in spec");
                }
                rest = rest.startsWith("/") ? base.substring(0, bang + 1) + rest
                        : base.substring(0, base.lastIndexOf('/') + 1) + rest;
            } else if (!rest.contains("!/")) {
                throw new MalformedURLException("no !/ in spec");
            }
            this.host = "";
            this.port = -1;
            this.authority = null;
            this.userInfo = null;
            this.query = null;
            this.path = rest;
            this.ref = r;
            return;
        }
        String q = null;
        int qi = rest.indexOf('?');
        if (qi >= 0) {
            q = rest.substring(qi + 1);
            rest = rest.substring(0, qi);
        }
        String pth;
        if (rest.startsWith("//")) {
            int end = rest.indexOf('/', 2);
            auth = end < 0 ? rest.substring(2) : rest.substring(2, end);
            pth = end < 0 ? "" : rest.substring(end);
            String hp = auth;
            int at = hp.indexOf('@');
            boolean serverBased = true;
            if (at >= 0) {
                if (at != hp.lastIndexOf('@')) {
                    serverBased = false;
                } else {
                    ui = hp.substring(0, at);
                    hp = hp.substring(at + 1);
                }
            }
            if (!serverBased) {
                hp = "";
            } else if (hp.startsWith("[")) {
                int close = hp.indexOf(']');
                if (close < 0) {
                    throw new MalformedURLException("Invalid authority field: " + auth);
                }
                String lit = hp.substring(1, close);
                int pct = lit.indexOf('%');
                if (InetAddress.parseIPv6(pct >= 0 ? lit.substring(0, pct) : lit) == null
                        || pct == lit.length() - 1) {
                    throw new MalformedURLException("Invalid host: " + hp);
                }
                String after = hp.substring(close + 1);
                hp = hp.substring(0, close + 1);
                if (after.startsWith(":")) {
                    p = parsePort(after.substring(1));
                } else if (!after.isEmpty()) {
                    throw new MalformedURLException("Invalid authority field: " + auth);
                }
            } else {
                int pc = hp.indexOf(':');
                if (pc >= 0) {
                    p = parsePort(hp.substring(pc + 1));
                    hp = hp.substring(0, pc);
                }
            }
            h = hp;
        } else if (context != null) {
            h = context.host;
            p = context.port;
            auth = context.authority;
            ui = context.userInfo;
            if (rest.isEmpty() && q != null) {
                String base = context.path;
                pth = base.substring(0, base.lastIndexOf('/') + 1);
            } else if (rest.isEmpty()) {
                pth = context.path;
                q = context.query;
            } else if (rest.startsWith("/")) {
                pth = rest;
            } else {
                String base = context.path;
                int slash = base.lastIndexOf('/');
                pth = normalize((slash >= 0 ? base.substring(0, slash + 1) : "/") + rest);
            }
        } else {
            pth = rest;
        }
        this.host = h;
        this.port = p;
        this.authority = auth;
        this.userInfo = ui;
        this.path = pth;
        this.query = q;
        this.ref = r;
    }

    private static int parsePort(String ps) throws MalformedURLException {
        if (ps.isEmpty()) {
            return -1;
        }
        try {
            return Integer.parseInt(ps, 0, ps.length(), 10);
        } catch (NumberFormatException e) {
            MalformedURLException m = new MalformedURLException(e.getMessage());
            m.initCause(e);
            throw m;
        }
    }

    /**
     * The path clean-up of the JDK's URL handler: "/./" dropped, "x/../"
     * pairs removed left to right (a ".." with nothing before it stays),
     * trailing "/.." and "/." folded, a leading "./" dropped.
     */
    private static String normalize(String path) {
        int i;
        while ((i = path.indexOf("/./")) >= 0) {
            path = path.substring(0, i) + path.substring(i + 2);
        }
        i = 0;
        while ((i = path.indexOf("/../", i)) >= 0) {
            int prev = i > 0 ? path.lastIndexOf('/', i - 1) : -1;
            if (prev >= 0 && path.indexOf("/../", prev) != prev) {
                path = path.substring(0, prev) + path.substring(i + 3);
                i = 0;
            } else {
                i += 3;
            }
        }
        while (path.endsWith("/..")) {
            i = path.indexOf("/..");
            int prev = i > 0 ? path.lastIndexOf('/', i - 1) : -1;
            if (prev < 0) {
                break;
            }
            path = path.substring(0, prev + 1);
        }
        if (path.startsWith("./") && path.length() > 2) {
            path = path.substring(2);
        }
        if (path.endsWith("/.")) {
            path = path.substring(0, path.length() - 1);
        }
        return path;
    }

    private static boolean isScheme(String s) {
        if (s.isEmpty() || !Character.isLetter(s.charAt(0))) {
            return false;
        }
        for (int i = 1; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '+' && c != '-' && c != '.') {
                return false;
            }
        }
        return true;
    }

    private static void checkProtocol(String p) throws MalformedURLException {
        switch (p) {
            case "file": case "jar": case "http": case "https": case "ftp": case "mailto": case "jrt":
                return;
            default:
                throw new MalformedURLException("unknown protocol: " + p);
        }
    }

    public String getProtocol() {
        return protocol;
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public int getDefaultPort() {
        switch (protocol) {
            case "http": return 80;
            case "https": return 443;
            case "ftp": return 21;
            default: return -1;
        }
    }

    public String getAuthority() {
        return authority;
    }

    public String getUserInfo() {
        return userInfo;
    }

    public String getPath() {
        return path;
    }

    public String getQuery() {
        return query;
    }

    public String getFile() {
        return query == null ? path : path + "?" + query;
    }

    public String getRef() {
        return ref;
    }

    public String toExternalForm() {
        StringBuilder sb = new StringBuilder(protocol).append(':');
        if (authority != null && !authority.isEmpty()) {
            sb.append("//").append(authority);
        }
        sb.append(getFile());
        if (ref != null) {
            sb.append('#').append(ref);
        }
        return sb.toString();
    }

    public String toString() {
        return toExternalForm();
    }

    public URI toURI() throws URISyntaxException {
        return new URI(toString());
    }

    /** As the JDK: same file (below) and the same reference. */
    public boolean equals(Object o) {
        if (!(o instanceof URL)) {
            return false;
        }
        URL u = (URL) o;
        return sameFile(u) && java.util.Objects.equals(ref, u.ref);
    }

    /** The host's address when it is an IP literal or resolves; null otherwise. */
    private InetAddress hostAddress() {
        if (host == null || host.isEmpty()) {
            return null;
        }
        try {
            return InetAddress.getByName(host);
        } catch (UnknownHostException | SecurityException e) {
            return null;
        }
    }

    public synchronized int hashCode() {
        if (hashCode != -1) {
            return hashCode;
        }
        int h = protocol.hashCode();
        InetAddress addr = hostAddress();
        if (addr != null) {
            h += addr.hashCode();
        } else if (host != null) {
            h += host.toLowerCase().hashCode();
        }
        h += getFile().hashCode();
        h += port == -1 ? getDefaultPort() : port;
        if (ref != null) {
            h += ref.hashCode();
        }
        hashCode = h;
        return h;
    }

    /**
     * Same protocol, file, port (the default one when none is given) and
     * host: equal ignoring case, or else both resolving to one address (the
     * JDK's rule, which looks names up only when the strings differ).
     */
    public boolean sameFile(URL other) {
        if (other == null || !protocol.equalsIgnoreCase(other.protocol)) {
            return false;
        }
        if (!getFile().equals(other.getFile())) {
            return false;
        }
        int p1 = port == -1 ? getDefaultPort() : port;
        int p2 = other.port == -1 ? other.getDefaultPort() : other.port;
        if (p1 != p2) {
            return false;
        }
        if (host.equalsIgnoreCase(other.host)) {
            return true;
        }
        InetAddress a1 = hostAddress();
        InetAddress a2 = other.hostAddress();
        return a1 != null && a2 != null && a1.equals(a2);
    }

    public URLConnection openConnection() throws IOException {
        switch (protocol) {
            case "file":
                return new FileConnection(this);
            case "jar":
                return new JarAccess.Connection(this);
            case "jrt":
                return new JarAccess.JrtConnection(this);
            case "http":
                return new HttpClientConnection(this);
            default:
                throw new UnknownServiceException("URL.openConnection: protocol " + protocol + ": is not supported");
        }
    }

    /** As openConnection(), through the given proxy (http: only; other protocols go direct). */
    public URLConnection openConnection(Proxy proxy) throws IOException {
        if (proxy == null) {
            throw new IllegalArgumentException("proxy can not be null");
        }
        if (protocol.equals("http")) {
            return new HttpClientConnection(this, proxy);
        }
        return openConnection();
    }

    public final InputStream openStream() throws IOException {
        return openConnection().getInputStream();
    }

    public final Object getContent() throws IOException {
        return openConnection().getContent();
    }

    /** file: URLs: the path, %-decoded, names a file or a directory. */
    static final class FileConnection extends URLConnection {
        private final File file;

        FileConnection(URL url) {
            super(url);
            this.file = new File(URI.decode(url.getPath()));
        }

        public void connect() throws IOException {
            if (!file.exists()) {
                throw new FileNotFoundException(file.getPath() + " (No such file or directory)");
            }
            connected = true;
        }

        public InputStream getInputStream() throws IOException {
            connect();
            if (file.isDirectory()) {
                StringBuilder sb = new StringBuilder();
                String[] names = file.list();
                if (names != null) {
                    java.util.Arrays.sort(names);
                    for (String n : names) {
                        sb.append(n).append('\n');
                    }
                }
                return new java.io.ByteArrayInputStream(sb.toString().getBytes());
            }
            return new FileInputStream(file);
        }

        public long getContentLengthLong() {
            return file.exists() && !file.isDirectory() ? file.length() : -1;
        }

        public String getContentType() {
            return guessContentTypeFromName(url.getPath());
        }

        public long getLastModified() {
            return file.lastModified();
        }
    }
}
