/** java.net.Proxy, ProxySelector (default and of()), Authenticator and PasswordAuthentication. */
import java.net.*;
import java.util.*;
public class ProxyAuthBasics {
    public static void main(String[] a) throws Exception {
        System.out.println(Proxy.NO_PROXY + " " + Proxy.NO_PROXY.type() + " " + Proxy.NO_PROXY.address());
        Proxy p = new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved("proxy.example", 3128));
        System.out.println(p + " " + p.equals(new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved("proxy.example", 3128))) + " " + (p.hashCode() == new Proxy(Proxy.Type.HTTP, InetSocketAddress.createUnresolved("proxy.example", 3128)).hashCode()));
        System.out.println(new Proxy(Proxy.Type.SOCKS, new InetSocketAddress("127.0.0.1", 1080)));
        try { new Proxy(Proxy.Type.DIRECT, new InetSocketAddress(1)); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { new Proxy(Proxy.Type.HTTP, null); } catch (IllegalArgumentException e) { System.out.println(e); }
        ProxySelector def = ProxySelector.getDefault();
        System.out.println(def.select(new URI("http://example.com/")) + " " + def.select(new URI("https://example.com/")) + " " + def.select(new URI("ftp://x/")) + " " + def.select(new URI("socket://h:1")));
        try { def.select(null); } catch (IllegalArgumentException e) { System.out.println(e); }
        ProxySelector fixed = ProxySelector.of(InetSocketAddress.createUnresolved("p", 8080));
        System.out.println(fixed.select(new URI("http://a/")) + " " + fixed.select(new URI("https://a/")));
        PasswordAuthentication pa = new PasswordAuthentication("user", "secret".toCharArray());
        System.out.println(pa.getUserName() + " " + new String(pa.getPassword()));
        System.out.println(Authenticator.getDefault() + " " + Authenticator.requestPasswordAuthentication("h", null, 80, "http", "prompt", "basic"));
        Authenticator.setDefault(new Authenticator() {
            protected PasswordAuthentication getPasswordAuthentication() {
                System.out.println("asked: " + getRequestingHost() + " " + getRequestingPort() + " " + getRequestingProtocol() + " " + getRequestingPrompt() + " " + getRequestingScheme() + " " + getRequestorType() + " " + getRequestingURL() + " " + getRequestingSite());
                return new PasswordAuthentication("u", new char[] {'p'});
            }
        });
        PasswordAuthentication got = Authenticator.requestPasswordAuthentication("host.example", null, 8080, "http", "realm", "basic", new URL("http://host.example:8080/x"), Authenticator.RequestorType.SERVER);
        System.out.println(got.getUserName() + " " + Arrays.toString(Authenticator.RequestorType.values()));
        System.out.println(System.getProperty("http.proxyHost") + " " + System.getProperty("java.net.useSystemProxies"));
    }
}
