package java.net;

/**
 * RFC 2396 URIs, the basics: parsing into scheme, authority (user info, host,
 * port), path, query and fragment; toString, toURL, resolve, normalize, equality.
 * Characters outside the legal set are rejected as the JDK does (no encoding).
 */
public final class URI implements Comparable<URI>, java.io.Serializable {

    private final String string;
    private final String scheme, ssp, authority, userInfo, host, path, query, fragment;
    private final int port;

    public URI(String str) throws URISyntaxException {
        if (str == null) {
            throw new NullPointerException();
        }
        string = str;
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            if (c <= ' ' || c == '"' || c == '<' || c == '>' || c == '\\' || c == '^' || c == '`'
                    || c == '{' || c == '|' || c == '}' || c == 0x7f) {
                throw new URISyntaxException(str, "Illegal character in " + partAt(str, i), i);
            }
        }
        if (str.isEmpty()) {
            throw new URISyntaxException(str, "Expected scheme-specific part", 0);
        }
        String rest = str;
        String frag = null;
        int hash = rest.indexOf('#');
        if (hash >= 0) {
            frag = rest.substring(hash + 1);
            rest = rest.substring(0, hash);
        }
        String sch = null;
        int colon = rest.indexOf(':');
        int firstDelim = firstOf(rest, "/?#");
        if (colon > 0 && (firstDelim < 0 || colon < firstDelim)) {
            sch = rest.substring(0, colon);
            if (!Character.isLetter(sch.charAt(0))) {
                throw new URISyntaxException(str, "Illegal character in scheme name", 0);
            }
            rest = rest.substring(colon + 1);
            if (rest.isEmpty()) {
                throw new URISyntaxException(str, "Expected scheme-specific part", str.length());
            }
        } else if (colon == 0) {
            throw new URISyntaxException(str, "Expected scheme name", 0);
        }
        scheme = sch;
        ssp = rest;
        fragment = frag;
        if (sch != null && !rest.startsWith("/")) {
            authority = userInfo = host = path = query = null;
            port = -1;
            return;
        }
        String q = null;
        int qi = rest.indexOf('?');
        if (qi >= 0) {
            q = rest.substring(qi + 1);
            rest = rest.substring(0, qi);
        }
        query = q;
        String auth = null, ui = null, h = null;
        int p = -1;
        if (rest.startsWith("//")) {
            int end = rest.indexOf('/', 2);
            auth = end < 0 ? rest.substring(2) : rest.substring(2, end);
            rest = end < 0 ? "" : rest.substring(end);
            String hp = auth;
            int at = hp.lastIndexOf('@');
            if (at >= 0) {
                ui = hp.substring(0, at);
                hp = hp.substring(at + 1);
            }
            int pc = hp.startsWith("[") ? hp.indexOf(':', hp.indexOf(']')) : hp.lastIndexOf(':');
            if (pc >= 0) {
                String ps = hp.substring(pc + 1);
                hp = hp.substring(0, pc);
                if (!ps.isEmpty()) {
                    try {
                        p = Integer.parseInt(ps);
                    } catch (NumberFormatException e) {
                        throw new URISyntaxException(str, "Illegal character in port number",
                                str.indexOf(ps));
                    }
                }
            }
            h = hp.isEmpty() ? null : hp;
            if (auth.isEmpty()) {
                auth = null;
            }
        }
        authority = auth;
        userInfo = ui;
        host = h;
        port = p;
        path = rest;
    }

    private static String partAt(String s, int i) {
        int colon = s.indexOf(':');
        int q = s.indexOf('?');
        int h = s.indexOf('#');
        if (h >= 0 && i > h) {
            return "fragment";
        }
        if (q >= 0 && i > q) {
            return "query";
        }
        if (colon < 0 || i < colon) {
            return colon < 0 || firstOf(s, "/?#") >= 0 && firstOf(s, "/?#") < colon ? "path" : "scheme name";
        }
        if (s.startsWith("//", colon + 1)) {
            int end = s.indexOf('/', colon + 3);
            if (end < 0 || i < end) {
                return "authority";
            }
        }
        return s.startsWith("/", colon + 1) ? "path" : "opaque part";
    }

    private static int firstOf(String s, String chars) {
        for (int i = 0; i < s.length(); i++) {
            if (chars.indexOf(s.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    public static URI create(String str) {
        try {
            return new URI(str);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** %XX-decoding (UTF-8). */
    static String decode(String s) {
        if (s == null || s.indexOf('%') < 0) {
            return s;
        }
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '%' && i + 2 < s.length()) {
                int v = Integer.parseInt(s.substring(i + 1, i + 3), 16);
                out.write(v);
                i += 2;
            } else {
                byte[] b = String.valueOf(c).getBytes(java.nio.charset.StandardCharsets.UTF_8);
                out.write(b, 0, b.length);
            }
        }
        return new String(out.toByteArray(), java.nio.charset.StandardCharsets.UTF_8);
    }

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
        return ssp;
    }

    public String getSchemeSpecificPart() {
        return decode(ssp);
    }

    public String getRawAuthority() {
        return authority;
    }

    public String getAuthority() {
        return decode(authority);
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
        if (scheme == null) {
            throw new IllegalArgumentException("URI is not absolute");
        }
        return new URL(toString());
    }

    public URI resolve(String str) {
        return resolve(create(str));
    }

    public URI resolve(URI uri) {
        if (uri.scheme != null || isOpaque() || uri.authority != null) {
            return uri;
        }
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (authority != null) {
            sb.append("//").append(authority);
        }
        String p;
        String q = uri.query;
        if (uri.path.isEmpty()) {
            p = path;
            if (q == null) {
                q = query;
            }
        } else if (uri.path.startsWith("/")) {
            p = uri.path;
        } else {
            int slash = path.lastIndexOf('/');
            p = normalizePath((slash >= 0 ? path.substring(0, slash + 1) : "") + uri.path);
        }
        sb.append(p);
        if (q != null) {
            sb.append('?').append(q);
        }
        if (uri.fragment != null) {
            sb.append('#').append(uri.fragment);
        }
        return create(sb.toString());
    }

    public URI normalize() {
        if (isOpaque() || path.isEmpty()) {
            return this;
        }
        String np = normalizePath(path);
        if (np.equals(path)) {
            return this;
        }
        StringBuilder sb = new StringBuilder();
        if (scheme != null) {
            sb.append(scheme).append(':');
        }
        if (authority != null) {
            sb.append("//").append(authority);
        }
        sb.append(np);
        if (query != null) {
            sb.append('?').append(query);
        }
        if (fragment != null) {
            sb.append('#').append(fragment);
        }
        return create(sb.toString());
    }

    private static String normalizePath(String p) {
        boolean abs = p.startsWith("/");
        String[] parts = p.split("/", -1);
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (int i = abs ? 1 : 0; i < parts.length; i++) {
            String s = parts[i];
            boolean last = i == parts.length - 1;
            if (s.equals(".")) {
                if (last) {
                    out.add("");
                }
            } else if (s.equals("..")) {
                if (!out.isEmpty() && !out.get(out.size() - 1).equals("..")) {
                    out.remove(out.size() - 1);
                    if (last) {
                        out.add("");
                    }
                } else if (!abs) {
                    out.add("..");
                }
            } else if (!s.isEmpty() || last) {
                out.add(s);
            }
        }
        StringBuilder sb = new StringBuilder(abs ? "/" : "");
        for (int i = 0; i < out.size(); i++) {
            if (i > 0) {
                sb.append('/');
            }
            sb.append(out.get(i));
        }
        return sb.toString();
    }

    public String toString() {
        return string;
    }

    public String toASCIIString() {
        return string;
    }

    public boolean equals(Object o) {
        return o instanceof URI && string.equals(((URI) o).string);
    }

    public int hashCode() {
        return string.hashCode();
    }

    public int compareTo(URI that) {
        return string.compareTo(that.string);
    }
}
