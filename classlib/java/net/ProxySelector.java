package java.net;

import java.io.IOException;
import java.util.Collections;
import java.util.List;

/**
 * Chooses the proxies for a URI.  The default one follows the system properties as the JDK's:
 * http.proxyHost/Port, https.proxyHost/Port, ftp.proxyHost/Port, socksProxyHost/Port (also the
 * fallback for the others), and http.nonProxyHosts (| separated, * wildcards, loopback always
 * included); without them DIRECT.
 */
public abstract class ProxySelector {
    private static volatile ProxySelector theDefault = new SystemProperties();

    public ProxySelector() {
    }

    public static ProxySelector getDefault() {
        return theDefault;
    }

    public static void setDefault(ProxySelector ps) {
        theDefault = ps;
    }

    public abstract List<Proxy> select(URI uri);

    public abstract void connectFailed(URI uri, SocketAddress sa, IOException ioe);

    public static ProxySelector of(InetSocketAddress proxyAddress) {
        Proxy p = proxyAddress == null ? Proxy.NO_PROXY : new Proxy(Proxy.Type.HTTP, proxyAddress);
        List<Proxy> list = Collections.singletonList(p);
        return new ProxySelector() {
            @Override
            public List<Proxy> select(URI uri) {
                if (uri == null) {
                    throw new IllegalArgumentException("URI can't be null");
                }
                return list;
            }

            @Override
            public void connectFailed(URI uri, SocketAddress sa, IOException e) {
                if (uri == null || sa == null || e == null) {
                    throw new IllegalArgumentException("Arguments can't be null.");
                }
            }
        };
    }

    private static final class SystemProperties extends ProxySelector {
        @Override
        public List<Proxy> select(URI uri) {
            if (uri == null) {
                throw new IllegalArgumentException("URI can't be null.");
            }
            String scheme = uri.getScheme();
            String host = uri.getHost();
            if (scheme == null) {
                throw new IllegalArgumentException("protocol = " + scheme + " host = " + host);
            }
            scheme = scheme.toLowerCase(java.util.Locale.ROOT);
            if (host == null) {
                String auth = uri.getAuthority();
                host = auth == null ? "" : auth;
                int at = host.lastIndexOf('@');
                if (at >= 0) {
                    host = host.substring(at + 1);
                }
                int colon = host.lastIndexOf(':');
                if (colon >= 0) {
                    host = host.substring(0, colon);
                }
            }
            Proxy p = null;
            if (scheme.equals("http") || scheme.equals("https") || scheme.equals("ftp")) {
                // loopback names and addresses are never proxied, whatever the property says
                String nonProxy = System.getProperty(scheme.equals("ftp") ? "ftp.nonProxyHosts" : "http.nonProxyHosts", "")
                        + "|localhost|127.*|[::1]|0.0.0.0|[::0]";
                if (matches(nonProxy, host)) {
                    return Collections.singletonList(Proxy.NO_PROXY);
                }
                p = fromProperties(scheme + ".proxyHost", scheme + ".proxyPort",
                        scheme.equals("https") ? 443 : 80, Proxy.Type.HTTP);
            }
            if (p == null) {
                p = fromProperties("socksProxyHost", "socksProxyPort", 1080, Proxy.Type.SOCKS);
            }
            return Collections.singletonList(p == null ? Proxy.NO_PROXY : p);
        }

        private static Proxy fromProperties(String hostKey, String portKey, int defaultPort, Proxy.Type type) {
            String h = System.getProperty(hostKey);
            if (h == null || h.isEmpty()) {
                return null;
            }
            int port = defaultPort;
            try {
                String ps = System.getProperty(portKey);
                if (ps != null) {
                    port = Integer.parseInt(ps.trim());
                }
            } catch (NumberFormatException e) {
                port = defaultPort;
            }
            return new Proxy(type, InetSocketAddress.createUnresolved(h, port));
        }

        private static boolean matches(String patterns, String host) {
            for (String pat : patterns.split("\\|")) {
                pat = pat.trim().toLowerCase(java.util.Locale.ROOT);
                if (pat.isEmpty()) {
                    continue;
                }
                String h = host.toLowerCase(java.util.Locale.ROOT);
                if (pat.startsWith("*") && h.endsWith(pat.substring(1))) {
                    return true;
                }
                if (pat.endsWith("*") && h.startsWith(pat.substring(0, pat.length() - 1))) {
                    return true;
                }
                if (pat.equals(h)) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public void connectFailed(URI uri, SocketAddress sa, IOException ioe) {
            if (uri == null || sa == null || ioe == null) {
                throw new IllegalArgumentException("Arguments can't be null.");
            }
        }
    }
}
