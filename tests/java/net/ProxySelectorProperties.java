// jvm-args: -Dhttp.proxyHost=proxy.example -Dhttp.proxyPort=8080 -Dhttp.nonProxyHosts=*.local|foo -Dhttps.proxyHost=sproxy -DsocksProxyHost=socks.example
/** The default ProxySelector follows the proxy system properties as HotSpot's does. */
import java.net.*;
public class ProxySelectorProperties {
    public static void main(String[] a) throws Exception {
        ProxySelector ps = ProxySelector.getDefault();
        for (String u : new String[]{"http://example.com/", "http://localhost/", "http://box.local/", "http://foo/", "https://example.com/", "ftp://example.com/", "socket://example.com:25", "http://127.0.0.1/"})
            System.out.println(u + " " + ps.select(new URI(u)));
    }
}
