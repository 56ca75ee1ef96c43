package java.net;

import java.nio.charset.StandardCharsets;

/**
 * RFC 2396 URIs (with RFC 2732 IPv6 literals), as java.net.URI parses them:
 * scheme, opaque or hierarchical scheme-specific part, server-based or
 * registry-based authority (user info, host, port), path, query, fragment.
 * The multi-argument constructors quote characters that are not legal in
 * their component; the one-argument one rejects them with the JDK's
 * URISyntaxException reasons and indexes.
 */
public final class URI implements Comparable<URI>, java.io.Serializable {
    private static final long serialVersionUID = -6052424284110960213L;

    // ---- character classes: a bit per ASCII character, in two longs ----

    private static long lowMask(String chars) {
        long m = 0;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c < 64) {
                m |= 1L << c;
            }
        }
        return m;
    }

    private static long highMask(String chars) {
        long m = 0;
        for (int i = 0; i < chars.length(); i++) {
            char c = chars.charAt(i);
            if (c >= 64 && c < 128) {
                m |= 1L << (c - 64);
            }
        }
        return m;
    }

    private static long lowRange(char a, char b) {
        long m = 0;
        for (char c = a; c <= b; c++) {
            if (c < 64) {
                m |= 1L << c;
            }
        }
        return m;
    }

    private static long highRange(char a, char b) {
        long m = 0;
        for (char c = a; c <= b; c++) {
            if (c >= 64 && c < 128) {
                m |= 1L << (c - 64);
            }
        }
        return m;
    }

    private static final long L_DIGIT = lowRange('0', '9');
    private static final long H_DIGIT = 0L;
    private static final long L_UPALPHA = 0L;
    private static final long H_UPALPHA = highRange('A', 'Z');
    private static final long L_LOWALPHA = 0L;
    private static final long H_LOWALPHA = highRange('a', 'z');
    private static final long L_ALPHA = L_LOWALPHA | L_UPALPHA;
    private static final long H_ALPHA = H_LOWALPHA | H_UPALPHA;
    private static final long L_ALPHANUM = L_DIGIT | L_ALPHA;
    private static final long H_ALPHANUM = H_DIGIT | H_ALPHA;
    private static final long L_HEX = L_DIGIT;
    private static final long H_HEX = highRange('A', 'F') | highRange('a', 'f');
    private static final long L_MARK = lowMask("-_.!~*'()");
    private static final long H_MARK = highMask("-_.!~*'()");
    private static final long L_UNRESERVED = L_ALPHANUM | L_MARK;
    private static final long H_UNRESERVED = H_ALPHANUM | H_MARK;
    private static final long L_RESERVED = lowMask(";/?:@&=+$,[]");
    private static final long H_RESERVED = highMask(";/?:@&=+$,[]");
    /** A marker bit (for NUL, which no class contains): escapes are allowed. */
    private static final long L_ESCAPED = 1L;
    private static final long H_ESCAPED = 0L;
    private static final long L_URIC = L_RESERVED | L_UNRESERVED | L_ESCAPED;
    private static final long H_URIC = H_RESERVED | H_UNRESERVED | H_ESCAPED;
    private static final long L_PCHAR = L_UNRESERVED | L_ESCAPED | lowMask(":@&=+$,");
    private static final long H_PCHAR = H_UNRESERVED | H_ESCAPED | highMask(":@&=+$,");
    private static final long L_PATH = L_PCHAR | lowMask(";/");
    private static final long H_PATH = H_PCHAR | highMask(";/");
    private static final long L_DASH = lowMask("-");
    private static final long H_DASH = highMask("-");
    private static final long L_DOT = lowMask(".");
    private static final long H_DOT = highMask(".");
    private static final long L_USERINFO = L_UNRESERVED | L_ESCAPED | lowMask(";:&=+$,");
    private static final long H_USERINFO = H_UNRESERVED | H_ESCAPED | highMask(";:&=+$,");
    private static final long L_REG_NAME = L_UNRESERVED | L_ESCAPED | lowMask("$,;:@&=+");
    private static final long H_REG_NAME = H_UNRESERVED | H_ESCAPED | highMask("$,;:@&=+");
    private static final long L_SERVER = L_USERINFO | L_ALPHANUM | L_DASH | lowMask(".:@[]");
    private static final long H_SERVER = H_USERINFO | H_ALPHANUM | H_DASH | highMask(".:@[]");
    private static final long L_SERVER_PERCENT = L_SERVER | lowMask("%");
    private static final long H_SERVER_PERCENT = H_SERVER | highMask("%");
    private static final long L_SCHEME = L_ALPHA | L_DIGIT | lowMask("+-.");
    private static final long H_SCHEME = H_ALPHA | H_DIGIT | highMask("+-.");
    private static final long L_SCOPE_ID = L_ALPHANUM | lowMask("_.");
    private static final long H_SCOPE_ID = H_ALPHANUM | highMask("_.");

    private static boolean match(char c, long lo, long hi) {
        if (c == 0) {
            return false;
        }
        if (c < 64) {
            return ((1L << c) & lo) != 0;
        }
        if (c < 128) {
            return ((1L << (c - 64)) & hi) != 0;
        }
        return false;
    }

    // ---- components ----

    private transient String scheme;
    private transient String fragment;
    private transient String authority;
    private transient String userInfo;
    private transient String host;
    private transient int port = -1;
    private transient String path;
    private transient String query;
    private transient String schemeSpecificPart;
    private transient int hash;
    /** The string form; made on demand for URIs built by resolve/normalize/relativize. */
    private volatile String string;

    private URI() {
    }

    public URI(String str) throws URISyntaxException {
        new Parser(str).parse(false);
    }

    public URI(String scheme, String userInfo, String host, int port, String path, String query,
            String fragment) throws URISyntaxException {
        String s = toString(scheme, null, null, userInfo, host, port, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s).parse(true);
    }

    public URI(String scheme, String authority, String path, String query, String fragment)
            throws URISyntaxException {
        String s = toString(scheme, null, authority, null, null, -1, path, query, fragment);
        checkPath(s, scheme, path);
        new Parser(s).parse(false);
    }

    public URI(String scheme, String host, String path, String fragment) throws URISyntaxException {
        this(scheme, null, host, -1, path, null, fragment);
    }

    public URI(String scheme, String ssp, String fragment) throws URISyntaxException {
        new Parser(toString(scheme, ssp, null, null, null, -1, null, null, fragment)).parse(false);
    }

    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException x) {
            throw new IllegalArgumentException(x.getMessage(), x);
        }
    }

    public URI parseServerAuthority() throws URISyntaxException {
        if (host != null || authority == null) {
            return this;
        }
        new Parser(toString()).parse(true);
        return this;
    }

    private static void checkPath(String s, String scheme, String path) throws URISyntaxException {
        if (scheme != null && path != null && !path.isEmpty() && path.charAt(0) != '/') {
            throw new URISyntaxException(s, "Relative path in absolute URI");
        }
    }

    // ---- accessors ----

    public String getScheme() {
        return scheme;
    }

    public boolean isAbsolute() {
        return scheme != null;
    }

    public boolean isOpaque() {
        return path == null;
    }

    public String getRawSchemeSpecificPart() {
        String s = schemeSpecificPart;
        if (s == null) {
            StringBuilder sb = new StringBuilder();
            appendSchemeSpecificPart(sb, null, authority, userInfo, host, port, path, query, false);
            s = sb.toString();
            schemeSpecificPart = s;
        }
        return s;
    }

    public String getSchemeSpecificPart() {
        return decode(getRawSchemeSpecificPart(), true);
    }

    public String getRawAuthority() {
        return authority;
    }

    public String getAuthority() {
        return decode(authority, true);
    }

    public String getRawUserInfo() {
        return userInfo;
    }

    public String getUserInfo() {
        return decode(userInfo);
    }

    public String getHost() {
        return host;
    }

    public int getPort() {
        return port;
    }

    public String getRawPath() {
        return path;
    }

    public String getPath() {
        return decode(path);
    }

    public String getRawQuery() {
        return query;
    }

    public String getQuery() {
        return decode(query);
    }

    public String getRawFragment() {
        return fragment;
    }

    public String getFragment() {
        return decode(fragment);
    }

    public URL toURL() throws MalformedURLException {
        if (!isAbsolute()) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        return new URL(toString());
    }

    // ---- resolution, normalization, relativization (RFC 2396 5.2) ----

    public URI resolve(String str) {
        return resolve(URI.create(str));
    }

    public URI resolve(URI uri) {
        URI base = this;
        URI child = uri;
        if (child.isOpaque() || base.isOpaque()) {
            return child;
        }
        if (child.scheme == null && child.authority == null && child.path.isEmpty()
                && child.fragment != null && child.query == null) {
            if (base.fragment != null && child.fragment.equals(base.fragment)) {
                return base;
            }
            URI ru = new URI();
            ru.scheme = base.scheme;
            ru.authority = base.authority;
            ru.userInfo = base.userInfo;
            ru.host = base.host;
            ru.port = base.port;
            ru.path = base.path;
            ru.fragment = child.fragment;
            ru.query = base.query;
            return ru;
        }
        if (child.scheme != null) {
            return child;
        }
        URI ru = new URI();
        ru.scheme = base.scheme;
        ru.query = child.query;
        ru.fragment = child.fragment;
        if (child.authority == null) {
            ru.authority = base.authority;
            ru.host = base.host;
            ru.userInfo = base.userInfo;
            ru.port = base.port;
            String cp = child.path;
            if (!cp.isEmpty() && cp.charAt(0) == '/') {
                ru.path = child.path;
            } else {
                ru.path = resolvePath(base.path, cp, base.isAbsolute());
            }
        } else {
            ru.authority = child.authority;
            ru.host = child.host;
            ru.userInfo = child.userInfo;
            ru.port = child.port;
            ru.path = child.path;
        }
        return ru;
    }

    private static String resolvePath(String base, String child, boolean absolute) {
        int i = base.lastIndexOf('/');
        String p;
        if (child.isEmpty()) {
            p = i >= 0 ? base.substring(0, i + 1) : "";
        } else if (i >= 0) {
            p = base.substring(0, i + 1) + child;
        } else {
            p = absolute ? "/" + child : child;
        }
        return normalize(p);
    }

    public URI normalize() {
        if (isOpaque() || path.isEmpty()) {
            return this;
        }
        String np = normalize(path);
        if (np.equals(path)) {
            return this;
        }
        URI v = new URI();
        v.scheme = scheme;
        v.fragment = fragment;
        v.authority = authority;
        v.userInfo = userInfo;
        v.host = host;
        v.port = port;
        v.path = np;
        v.query = query;
        return v;
    }

    /**
     * Removes "." segments and "x/.." pairs; a relative path keeps its
     * leading ".." segments, an absolute one its ".." right after the root;
     * a relative result whose first segment holds a ':' gets a "./" so that
     * it is not read as a scheme.  Runs of slashes count as one.
     */
    static String normalize(String ps) {
        int n = ps.length();
        boolean abs = n > 0 && ps.charAt(0) == '/';
        java.util.ArrayList<String> segs = new java.util.ArrayList<>();
        int i = 0;
        while (i < n && ps.charAt(i) == '/') {
            i++;
        }
        boolean trailing = false;
        while (i < n) {
            int j = ps.indexOf('/', i);
            if (j < 0) {
                j = n;
            }
            String seg = ps.substring(i, j);
            boolean last;
            int k = j;
            while (k < n && ps.charAt(k) == '/') {
                k++;
            }
            last = k >= n;
            boolean slashAfter = j < n;
            if (seg.equals(".")) {
                trailing = true;
            } else if (seg.equals("..")) {
                int sz = segs.size();
                if (sz > 0 && !segs.get(sz - 1).equals("..")) {
                    segs.remove(sz - 1);
                    trailing = true;
                } else {
                    segs.add(seg);
                    trailing = slashAfter;
                }
            } else {
                segs.add(seg);
                trailing = slashAfter;
            }
            if (last) {
                break;
            }
            i = k;
        }
        StringBuilder sb = new StringBuilder();
        if (abs) {
            sb.append('/');
        }
        for (int s = 0; s < segs.size(); s++) {
            if (s > 0) {
                sb.append('/');
            }
            sb.append(segs.get(s));
        }
        if (trailing && !segs.isEmpty()) {
            sb.append('/');
        }
        if (!abs && !segs.isEmpty()) {
            String first = segs.get(0);
            if (first.indexOf(':') >= 0 && !first.equals("..")) {
                sb.insert(0, "./");
            }
        }
        return sb.toString();
    }

    public URI relativize(URI uri) {
        URI base = this;
        URI child = uri;
        if (child.isOpaque() || base.isOpaque()) {
            return child;
        }
        if (!equalIgnoringCase(base.scheme, child.scheme) || !equal(base.authority, child.authority)) {
            return child;
        }
        String bp = normalize(base.path);
        String cp = normalize(child.path);
        if (!bp.equals(cp)) {
            if (!bp.endsWith("/")) {
                bp = bp + "/";
            }
            if (!cp.startsWith(bp)) {
                return child;
            }
        }
        URI v = new URI();
        v.path = cp.substring(bp.length());
        v.query = child.query;
        v.fragment = child.fragment;
        return v;
    }

    // ---- string forms ----

    @Override
    public String toString() {
        String s = string;
        if (s == null) {
            StringBuilder sb = new StringBuilder();
            if (scheme != null) {
                sb.append(scheme).append(':');
            }
            if (isOpaque()) {
                sb.append(schemeSpecificPart);
            } else {
                if (host != null) {
                    sb.append("//");
                    if (userInfo != null) {
                        sb.append(userInfo).append('@');
                    }
                    boolean brackets = host.indexOf(':') >= 0 && !host.startsWith("[") && !host.endsWith("]");
                    if (brackets) {
                        sb.append('[');
                    }
                    sb.append(host);
                    if (brackets) {
                        sb.append(']');
                    }
                    if (port != -1) {
                        sb.append(':').append(port);
                    }
                } else if (authority != null) {
                    sb.append("//").append(authority);
                }
                if (path != null) {
                    sb.append(path);
                }
                if (query != null) {
                    sb.append('?').append(query);
                }
            }
            if (fragment != null) {
                sb.append('#').append(fragment);
            }
            s = sb.toString();
            string = s;
        }
        return s;
    }

    public String toASCIIString() {
        return encodeOthers(toString());
    }

    /** Escapes every non-ASCII character as its UTF-8 bytes. */
    private static String encodeOthers(String s) {
        int n = s.length();
        int i = 0;
        while (i < n && s.charAt(i) < 0x80) {
            i++;
        }
        if (i == n) {
            return s;
        }
        StringBuilder sb = new StringBuilder(n + 16);
        sb.append(s, 0, i);
        while (i < n) {
            char c = s.charAt(i);
            if (c < 0x80) {
                sb.append(c);
                i++;
                continue;
            }
            int j = i + 1;
            if (Character.isHighSurrogate(c) && j < n && Character.isLowSurrogate(s.charAt(j))) {
                j++;
            }
            appendUtf8Escapes(sb, s.substring(i, j));
            i = j;
        }
        return sb.toString();
    }

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private static void appendEscape(StringBuilder sb, byte b) {
        sb.append('%').append(HEX[(b >> 4) & 0x0F]).append(HEX[b & 0x0F]);
    }

    private static void appendUtf8Escapes(StringBuilder sb, String s) {
        byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
        for (byte b : bytes) {
            appendEscape(sb, b);
        }
    }

    /** Escapes the characters of s that are not in the class (lo, hi). */
    private static String quote(String s, long lo, long hi) {
        StringBuilder sb = null;
        boolean allowNonASCII = (lo & L_ESCAPED) != 0;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            boolean keep;
            if (c < 0x80) {
                keep = match(c, lo, hi);
            } else {
                keep = allowNonASCII && !Character.isSpaceChar(c) && !Character.isISOControl(c);
            }
            if (keep) {
                if (sb != null) {
                    sb.append(c);
                }
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(n + 16);
                sb.append(s, 0, i);
            }
            int j = i + 1;
            if (Character.isHighSurrogate(c) && j < n && Character.isLowSurrogate(s.charAt(j))) {
                j++;
            }
            appendUtf8Escapes(sb, s.substring(i, j));
            i = j - 1;
        }
        return sb == null ? s : sb.toString();
    }

    private static String toString(String scheme, String opaquePart, String authority, String userInfo,
            String host, int port, String path, String query, String fragment) {
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        appendSchemeSpecificPart(sb, opaquePart, authority, userInfo, host, port, path, query, true);
        if (fragment != null) {
            sb.append('#').append(quote(fragment, L_URIC, H_URIC));
        }
        return sb.toString();
    }

    private static void appendSchemeSpecificPart(StringBuilder sb, String opaquePart, String authority,
            String userInfo, String host, int port, String path, String query, boolean quoting) {
        if (opaquePart != null) {
            if (opaquePart.startsWith("//[")) {
                int end = opaquePart.indexOf(']');
                if (end != -1 && opaquePart.indexOf(':') != -1) {
                    String doquote = end == opaquePart.length() ? "" : opaquePart.substring(end + 1);
                    sb.append(opaquePart, 0, end + 1);
                    sb.append(quote(doquote, L_URIC, H_URIC));
                    return;
                }
            }
            sb.append(quoting ? quote(opaquePart, L_URIC, H_URIC) : opaquePart);
            return;
        }
        appendAuthority(sb, authority, userInfo, host, port, quoting);
        if (path != null) {
            sb.append(quoting ? quote(path, L_PATH, H_PATH) : path);
        }
        if (query != null) {
            sb.append('?').append(quoting ? quote(query, L_URIC, H_URIC) : query);
        }
    }

    private static void appendAuthority(StringBuilder sb, String authority, String userInfo, String host,
            int port, boolean quoting) {
        if (host != null) {
            sb.append("//");
            if (userInfo != null) {
                sb.append(quoting ? quote(userInfo, L_USERINFO, H_USERINFO) : userInfo).append('@');
            }
            boolean brackets = host.indexOf(':') >= 0 && !host.startsWith("[") && !host.endsWith("]");
            if (brackets) {
                sb.append('[');
            }
            sb.append(host);
            if (brackets) {
                sb.append(']');
            }
            if (port != -1) {
                sb.append(':').append(port);
            }
        } else if (authority != null) {
            sb.append("//");
            if (!quoting) {
                sb.append(authority);
            } else if (authority.startsWith("[")) {
                int end = authority.indexOf(']');
                String doquote = authority;
                if (end != -1 && authority.indexOf(':') != -1) {
                    sb.append(authority, 0, end + 1);
                    doquote = authority.substring(end + 1);
                }
                sb.append(quote(doquote, L_REG_NAME | L_SERVER, H_REG_NAME | H_SERVER));
            } else {
                sb.append(quote(authority, L_REG_NAME | L_SERVER, H_REG_NAME | H_SERVER));
            }
        }
    }

    // ---- decoding ----

    static String decode(String s) {
        return decode(s, false);
    }

    private static int hexValue(char c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        if (c >= 'A' && c <= 'F') {
            return c - 'A' + 10;
        }
        return -1;
    }

    /** Decodes %XX escapes (runs of them as UTF-8, bad bytes as U+FFFD). */
    private static String decode(String s, boolean keepInBrackets) {
        if (s == null || s.indexOf('%') < 0) {
            return s;
        }
        int n = s.length();
        StringBuilder sb = new StringBuilder(n);
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        boolean inBrackets = false;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c == '[') {
                inBrackets = true;
            } else if (c == ']') {
                inBrackets = false;
            }
            if (c != '%' || (inBrackets && keepInBrackets)) {
                sb.append(c);
                i++;
                continue;
            }
            bytes.reset();
            while (i + 2 < n && s.charAt(i) == '%') {
                int h = hexValue(s.charAt(i + 1));
                int l = hexValue(s.charAt(i + 2));
                if (h < 0 || l < 0) {
                    break;
                }
                bytes.write((h << 4) | l);
                i += 3;
            }
            if (bytes.size() == 0) {
                sb.append(c);
                i++;
                continue;
            }
            sb.append(new String(bytes.toByteArray(), StandardCharsets.UTF_8));
        }
        return sb.toString();
    }

    // ---- equality, hashing, ordering ----

    private static boolean equal(String s, String t) {
        if (s == t) {
            return true;
        }
        if (s == null || t == null) {
            return false;
        }
        if (s.length() != t.length()) {
            return false;
        }
        if (s.indexOf('%') < 0) {
            return s.equals(t);
        }
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            char d = t.charAt(i);
            if (c != '%') {
                if (c != d) {
                    return false;
                }
                i++;
                continue;
            }
            if (d != '%') {
                return false;
            }
            i++;
            for (int k = 0; k < 2 && i < n; k++, i++) {
                if (Character.toLowerCase(s.charAt(i)) != Character.toLowerCase(t.charAt(i))) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean equalIgnoringCase(String s, String t) {
        if (s == t) {
            return true;
        }
        if (s != null && t != null) {
            return s.equalsIgnoreCase(t);
        }
        return false;
    }

    @Override
    public boolean equals(Object ob) {
        if (ob == this) {
            return true;
        }
        if (!(ob instanceof URI)) {
            return false;
        }
        URI that = (URI) ob;
        if (this.isOpaque() != that.isOpaque()) {
            return false;
        }
        if (!equalIgnoringCase(this.scheme, that.scheme)) {
            return false;
        }
        if (!equal(this.fragment, that.fragment)) {
            return false;
        }
        if (this.isOpaque()) {
            return equal(this.schemeSpecificPart, that.schemeSpecificPart);
        }
        if (!equal(this.path, that.path)) {
            return false;
        }
        if (!equal(this.query, that.query)) {
            return false;
        }
        if (this.authority == that.authority) {
            return true;
        }
        if (this.host != null) {
            return equal(this.userInfo, that.userInfo) && equalIgnoringCase(this.host, that.host)
                    && this.port == that.port;
        } else if (this.authority != null) {
            return equal(this.authority, that.authority);
        }
        return this.authority == that.authority;
    }

    private static int hash(int h, String s) {
        if (s == null) {
            return h;
        }
        if (s.indexOf('%') < 0) {
            return h * 127 + s.hashCode();
        }
        int k = 0;
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            k = 31 * k + c;
            if (c == '%') {
                for (int j = i + 1; j < i + 3 && j < n; j++) {
                    k = 31 * k + Character.toUpperCase(s.charAt(j));
                }
                i += 2;
            }
        }
        return h * 127 + k;
    }

    private static int hashIgnoringCase(int h, String s) {
        if (s == null) {
            return h;
        }
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + Character.toLowerCase(s.charAt(i));
        }
        return h;
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = hashIgnoringCase(0, scheme);
            h = hash(h, fragment);
            if (isOpaque()) {
                h = hash(h, schemeSpecificPart);
            } else {
                h = hash(h, path);
                h = hash(h, query);
                if (host != null) {
                    h = hash(h, userInfo);
                    h = hashIgnoringCase(h, host);
                    h += 1949 * port;
                } else {
                    h = hash(h, authority);
                }
            }
            hash = h;
        }
        return h;
    }

    private static int compare(String s, String t) {
        if (s == t) {
            return 0;
        }
        if (s != null) {
            return t != null ? s.compareTo(t) : +1;
        }
        return -1;
    }

    private static int compareIgnoringCase(String s, String t) {
        if (s == t) {
            return 0;
        }
        if (s != null) {
            return t != null ? s.compareToIgnoreCase(t) : +1;
        }
        return -1;
    }

    @Override
    public int compareTo(URI that) {
        int c;
        if ((c = compareIgnoringCase(this.scheme, that.scheme)) != 0) {
            return c;
        }
        if (this.isOpaque()) {
            if (that.isOpaque()) {
                if ((c = compare(this.schemeSpecificPart, that.schemeSpecificPart)) != 0) {
                    return c;
                }
                return compare(this.fragment, that.fragment);
            }
            return +1;
        } else if (that.isOpaque()) {
            return -1;
        }
        if (this.host != null && that.host != null) {
            if ((c = compare(this.userInfo, that.userInfo)) != 0) {
                return c;
            }
            if ((c = compareIgnoringCase(this.host, that.host)) != 0) {
                return c;
            }
            if ((c = this.port - that.port) != 0) {
                return c;
            }
        } else if ((c = compare(this.authority, that.authority)) != 0) {
            return c;
        }
        if ((c = compare(this.path, that.path)) != 0) {
            return c;
        }
        if ((c = compare(this.query, that.query)) != 0) {
            return c;
        }
        return compare(this.fragment, that.fragment);
    }

    private void writeObject(java.io.ObjectOutputStream os) throws java.io.IOException {
        defineString();
        os.defaultWriteObject();
    }

    private void defineString() {
        toString();
    }

    private void readObject(java.io.ObjectInputStream is) throws ClassNotFoundException, java.io.IOException {
        port = -1;
        is.defaultReadObject();
        try {
            new Parser(string).parse(false);
        } catch (URISyntaxException x) {
            java.io.IOException y = new java.io.InvalidObjectException("Invalid URI");
            y.initCause(x);
            throw y;
        }
    }

    // ---- the parser ----

    private final class Parser {
        private final String input;
        private boolean requireServerAuthority;

        Parser(String s) {
            input = s;
            string = s;
        }

        private URISyntaxException fail(String reason) {
            return new URISyntaxException(input, reason);
        }

        private URISyntaxException fail(String reason, int p) {
            return new URISyntaxException(input, reason, p);
        }

        private URISyntaxException failExpecting(String expected, int p) {
            return fail("Expected " + expected, p);
        }

        private String substring(int start, int end) {
            return input.substring(start, end);
        }

        private char charAt(int p) {
            return input.charAt(p);
        }

        private boolean at(int start, int end, char c) {
            return start < end && charAt(start) == c;
        }

        private boolean at(int start, int end, String s) {
            int p = start;
            int sn = s.length();
            if (sn > end - p) {
                return false;
            }
            int i = 0;
            while (i < sn) {
                if (charAt(p++) != s.charAt(i)) {
                    break;
                }
                i++;
            }
            return i == sn;
        }

        /** Index of the first c at or after start, or end. */
        private int scan(int start, int end, char c) {
            if (start < end && charAt(start) == c) {
                return start + 1;
            }
            return start;
        }

        /** Up to the first char in stop; -1 if a char in err comes first. */
        private int scan(int start, int end, String err, String stop) {
            int p = start;
            while (p < end) {
                char c = charAt(p);
                if (err.indexOf(c) >= 0) {
                    return -1;
                }
                if (stop.indexOf(c) >= 0) {
                    break;
                }
                p++;
            }
            return p;
        }

        private int scanTo(int start, int end, String stop) {
            int p = start;
            while (p < end) {
                if (stop.indexOf(charAt(p)) >= 0) {
                    break;
                }
                p++;
            }
            return p;
        }

        private int scanEscape(int start, int n, char first) throws URISyntaxException {
            int p = start;
            char c = first;
            if (c == '%') {
                if (p + 3 <= n && match(charAt(p + 1), L_HEX, H_HEX) && match(charAt(p + 2), L_HEX, H_HEX)) {
                    return p + 3;
                }
                throw fail("Malformed escape pair", p);
            } else if (c > 128 && !Character.isSpaceChar(c) && !Character.isISOControl(c)) {
                return p + 1;
            }
            return p;
        }

        private int scan(int start, int n, long lo, long hi) throws URISyntaxException {
            int p = start;
            while (p < n) {
                char c = charAt(p);
                if (match(c, lo, hi)) {
                    p++;
                    continue;
                }
                if ((lo & L_ESCAPED) != 0) {
                    int q = scanEscape(p, n, c);
                    if (q > p) {
                        p = q;
                        continue;
                    }
                }
                break;
            }
            return p;
        }

        private void checkChars(int start, int end, long lo, long hi, String what) throws URISyntaxException {
            int p = scan(start, end, lo, hi);
            if (p < end) {
                throw fail("Illegal character in " + what, p);
            }
        }

        private void checkChar(int p, long lo, long hi, String what) throws URISyntaxException {
            checkChars(p, p + 1, lo, hi, what);
        }

        void parse(boolean rsa) throws URISyntaxException {
            requireServerAuthority = rsa;
            int n = input.length();
            int p = scan(0, n, "/?#", ":");
            if (p >= 0 && at(p, n, ':')) {
                if (p == 0) {
                    throw failExpecting("scheme name", 0);
                }
                checkChar(0, L_ALPHA, H_ALPHA, "scheme name");
                checkChars(1, p, L_SCHEME, H_SCHEME, "scheme name");
                scheme = substring(0, p);
                p++;
                int ssp = p;
                if (at(p, n, '/')) {
                    p = parseHierarchical(p, n);
                } else {
                    int q = scanTo(p, n, "#");
                    if (q <= p) {
                        throw failExpecting("scheme-specific part", p);
                    }
                    checkChars(p, q, L_URIC, H_URIC, "opaque part");
                    p = q;
                }
                schemeSpecificPart = substring(ssp, p);
            } else {
                p = parseHierarchical(0, n);
                schemeSpecificPart = substring(0, p);
            }
            if (at(p, n, '#')) {
                checkChars(p + 1, n, L_URIC, H_URIC, "fragment");
                fragment = substring(p + 1, n);
                p = n;
            }
            if (p < n) {
                throw failExpecting("end of URI", p);
            }
        }

        private int parseHierarchical(int start, int n) throws URISyntaxException {
            int p = start;
            if (at(p, n, '/') && at(p + 1, n, '/')) {
                p += 2;
                int q = scanTo(p, n, "/?#");
                if (q > p) {
                    p = parseAuthority(p, q);
                } else if (q < n) {
                    // an empty authority before a path, query or fragment
                } else {
                    throw failExpecting("authority", p);
                }
            }
            int q = scanTo(p, n, "?#");
            checkChars(p, q, L_PATH, H_PATH, "path");
            path = substring(p, q);
            p = q;
            if (at(p, n, '?')) {
                p++;
                q = scanTo(p, n, "#");
                checkChars(p, q, L_URIC, H_URIC, "query");
                query = substring(p, q);
                p = q;
            }
            return p;
        }

        private int parseAuthority(int start, int n) throws URISyntaxException {
            int p = start;
            int q = p;
            URISyntaxException ex = null;
            boolean serverChars;
            boolean regChars;
            if (input.indexOf(']', p) >= 0) {
                serverChars = scan(p, n, L_SERVER_PERCENT, H_SERVER_PERCENT) == n;
            } else {
                serverChars = scan(p, n, L_SERVER, H_SERVER) == n;
            }
            regChars = scan(p, n, L_REG_NAME, H_REG_NAME) == n;
            if (regChars && !serverChars) {
                authority = substring(p, n);
                return n;
            }
            if (serverChars) {
                try {
                    q = parseServer(p, n);
                    if (q < n) {
                        throw failExpecting("end of authority", q);
                    }
                    authority = substring(p, n);
                } catch (URISyntaxException x) {
                    userInfo = null;
                    host = null;
                    port = -1;
                    if (requireServerAuthority) {
                        throw x;
                    }
                    ex = x;
                    q = p;
                }
            }
            if (q < n) {
                if (regChars) {
                    authority = substring(p, n);
                } else if (ex != null) {
                    throw ex;
                } else {
                    throw fail("Illegal character in authority", q);
                }
            }
            return n;
        }

        private int parseServer(int start, int n) throws URISyntaxException {
            int p = start;
            int q = scan(p, n, "/?#", "@");
            if (q >= p && at(q, n, '@')) {
                checkChars(p, q, L_USERINFO, H_USERINFO, "user info");
                userInfo = substring(p, q);
                p = q + 1;
            }
            if (at(p, n, '[')) {
                p++;
                q = scan(p, n, "/?#", "]");
                if (q > p && at(q, n, ']')) {
                    int r = scanTo(p, q, "%");
                    if (r > p && r < q) {
                        parseIPv6Reference(p, r);
                        if (r + 1 == q) {
                            throw fail("scope id expected");
                        }
                        checkChars(r + 1, q, L_SCOPE_ID, H_SCOPE_ID, "scope id");
                    } else {
                        parseIPv6Reference(p, q);
                    }
                    host = substring(p - 1, q + 1);
                    p = q + 1;
                } else {
                    throw failExpecting("closing bracket for IPv6 address", q);
                }
            } else {
                q = parseIPv4Address(p, n);
                if (q <= p) {
                    q = parseHostname(p, n);
                }
                p = q;
            }
            if (at(p, n, ':')) {
                p++;
                q = scan(p, n, L_DIGIT, H_DIGIT);
                if (q > p) {
                    checkChars(p, q, L_DIGIT, H_DIGIT, "port number");
                    try {
                        port = Integer.parseInt(substring(p, q));
                    } catch (NumberFormatException x) {
                        throw fail("Malformed port number", p);
                    }
                    p = q;
                }
            }
            if (p < n) {
                throw failExpecting("port number", p);
            }
            return p;
        }

        private int scanByte(int start, int n) throws URISyntaxException {
            int p = start;
            int q = scan(p, n, L_DIGIT, H_DIGIT);
            if (q <= p) {
                return q;
            }
            if (Integer.parseInt(substring(p, q)) > 255) {
                return p;
            }
            return q;
        }

        private int scanIPv4Address(int start, int n, boolean strict) throws URISyntaxException {
            int p = start;
            int m = scan(p, n, L_DIGIT | L_DOT, H_DIGIT | H_DOT);
            if (m <= p || (strict && m != n)) {
                return -1;
            }
            for (;;) {
                int q;
                if ((q = scanByte(p, m)) <= p) {
                    break;
                }
                p = q;
                if ((q = scan(p, m, '.')) <= p) {
                    break;
                }
                p = q;
                if ((q = scanByte(p, m)) <= p) {
                    break;
                }
                p = q;
                if ((q = scan(p, m, '.')) <= p) {
                    break;
                }
                p = q;
                if ((q = scanByte(p, m)) <= p) {
                    break;
                }
                p = q;
                if ((q = scan(p, m, '.')) <= p) {
                    break;
                }
                p = q;
                if ((q = scanByte(p, m)) <= p) {
                    break;
                }
                p = q;
                if (q < m) {
                    break;
                }
                return q;
            }
            throw fail("Malformed IPv4 address", p);
        }

        private int takeIPv4Address(int start, int n, String expected) throws URISyntaxException {
            int p = scanIPv4Address(start, n, true);
            if (p <= start) {
                throw failExpecting(expected, start);
            }
            return p;
        }

        private int parseIPv4Address(int start, int n) {
            int p;
            try {
                p = scanIPv4Address(start, n, false);
            } catch (URISyntaxException x) {
                return -1;
            } catch (NumberFormatException nfe) {
                return -1;
            }
            if (p > start && p < n) {
                if (charAt(p) != ':') {
                    p = -1;
                }
            }
            if (p > start) {
                host = substring(start, p);
            }
            return p;
        }

        private int parseHostname(int start, int n) throws URISyntaxException {
            int p = start;
            int q;
            int l = -1;
            do {
                q = scan(p, n, L_ALPHANUM, H_ALPHANUM);
                if (q <= p) {
                    break;
                }
                l = p;
                p = q;
                q = scan(p, n, L_ALPHANUM | L_DASH, H_ALPHANUM | H_DASH);
                if (q > p) {
                    if (charAt(q - 1) == '-') {
                        throw fail("Illegal character in hostname", q - 1);
                    }
                    p = q;
                }
                q = scan(p, n, '.');
                if (q <= p) {
                    break;
                }
                p = q;
            } while (p < n);
            if (p < n && !at(p, n, ':')) {
                throw fail("Illegal character in hostname", p);
            }
            if (l < 0) {
                throw failExpecting("hostname", start);
            }
            if (l > start && !match(charAt(l), L_ALPHA, H_ALPHA)) {
                throw fail("Illegal character in hostname", l);
            }
            host = substring(start, p);
            return p;
        }

        private int ipv6byteCount;

        private int parseIPv6Reference(int start, int n) throws URISyntaxException {
            int p = start;
            int q;
            boolean compressedZeros = false;
            ipv6byteCount = 0;
            q = scanHexSeq(p, n);
            if (q > p) {
                p = q;
                if (at(p, n, "::")) {
                    compressedZeros = true;
                    p = scanHexPost(p + 2, n);
                } else if (at(p, n, ':')) {
                    p = takeIPv4Address(p + 1, n, "IPv4 address");
                    ipv6byteCount += 4;
                }
            } else if (at(p, n, "::")) {
                compressedZeros = true;
                p = scanHexPost(p + 2, n);
            }
            if (p < n) {
                throw fail("Malformed IPv6 address", start);
            }
            if (ipv6byteCount > 16) {
                throw fail("IPv6 address too long", start);
            }
            if (!compressedZeros && ipv6byteCount < 16) {
                throw fail("IPv6 address too short", start);
            }
            if (compressedZeros && ipv6byteCount == 16) {
                throw fail("Malformed IPv6 address", start);
            }
            return p;
        }

        private int scanHexPost(int start, int n) throws URISyntaxException {
            int p = start;
            if (p == n) {
                return p;
            }
            int q = scanHexSeq(p, n);
            if (q > p) {
                p = q;
                if (at(p, n, ':')) {
                    p++;
                    p = takeIPv4Address(p, n, "hex digits or IPv4 address");
                    ipv6byteCount += 4;
                }
            } else {
                p = takeIPv4Address(p, n, "hex digits or IPv4 address");
                ipv6byteCount += 4;
            }
            return p;
        }

        private int scanHexSeq(int start, int n) throws URISyntaxException {
            int p = start;
            int q = scan(p, n, L_HEX, H_HEX);
            if (q <= p) {
                return -1;
            }
            if (at(q, n, '.')) {
                return -1;
            }
            if (q > p + 4) {
                throw fail("IPv6 hexadecimal digit sequence too long", p);
            }
            ipv6byteCount += 2;
            p = q;
            while (p < n) {
                if (!at(p, n, ':')) {
                    break;
                }
                if (at(p + 1, n, ':')) {
                    break;
                }
                p++;
                q = scan(p, n, L_HEX, H_HEX);
                if (q <= p) {
                    throw failExpecting("digits for an IPv6 address", p);
                }
                if (at(q, n, '.')) {
                    p--;
                    break;
                }
                if (q > p + 4) {
                    throw fail("IPv6 hexadecimal digit sequence too long", p);
                }
                ipv6byteCount += 2;
                p = q;
            }
            return p;
        }
    }
}
