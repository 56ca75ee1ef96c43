// URL: components, default ports, toURI/toExternalForm, relative specs
// against a base, sameFile/equals (no DNS for equal or literal hosts), bad specs.
import java.net.*;
public class NetUrlParts {
    static void u(String s) {
        try { URL x = new URL(s); System.out.println(s + " | " + x + " p=" + x.getProtocol() + " h=" + x.getHost() + " port=" + x.getPort() + " dp=" + x.getDefaultPort() + " a=" + x.getAuthority() + " ui=" + x.getUserInfo() + " path=" + x.getPath() + " file=" + x.getFile() + " q=" + x.getQuery() + " ref=" + x.getRef());
        try { System.out.println("  uri " + x.toURI()); } catch (URISyntaxException e) { System.out.println("  " + e); } }
        catch (MalformedURLException e) { System.out.println(s + " | " + e); }
    }
    static void c(String base, String s) {
        try { System.out.println(base + " + " + s + " = " + new URL(new URL(base), s)); } catch (MalformedURLException e) { System.out.println(e); }
    }
    public static void main(String[] a) throws Exception {
        String[] us = {"http://user:pw@Host.COM:8080/a/b?x=1&y=2#frag", "HTTP://h", "http://h?q", "http://h#r", "http://[::1]:80/x", "http://h:/x", "http://h:8x/", "foo://x", "http:/x", "http:x", "file:/tmp/a b", "file:///tmp/x", "mailto:a@b", "https://h/", "ftp://h/f", "jar:file:/x.jar!/a/b", "http://h/a b", "", "nocolon", "http://h:99999/", "http://a@b@c/"};
        for (String s : us) u(s);
        String b = "http://a/b/c/d;p?q";
        String[] rs = {"g", "./g", "../g", "/g", "//g", "?y", "#s", "", "../../../g", "g?y#s", "http:g", "https://x/y"};
        for (String r : rs) c(b, r);
        URL x = new URL("http://Host/a#r1"), y = new URL("http://host:80/a#r2"), z = new URL("HTTP://HOST/a#r1");
        System.out.println(x.equals(z) + " " + x.sameFile(y) + " " + x.equals(y) + " " + new URL("http://127.0.0.1/").equals(new URL("http://127.0.0.1:80/")));
        System.out.println(new URL("http", "::1", 8080, "/p?q#r") + " " + new URL("http", "h", "/f") + " " + new URL("http", "h", -1, "f"));
        try { new URL("http", "h", -5, "/"); } catch (MalformedURLException e) { System.out.println(e); }
        try { new URL(null, "x"); } catch (MalformedURLException e) { System.out.println(e); }
        try { new URL((String) null); } catch (MalformedURLException e) { System.out.println(e); }
        System.out.println(new URL("http://h/p").toURI().resolve("q").toURL() + " " + URI.create("http://h/a%20b").toURL().getPath());
        try { URI.create("rel").toURL(); } catch (IllegalArgumentException e) { System.out.println(e); }
        for (String s : new String[] {"http://[fe80::1%25eth0]:80/", "http://[fe80::1%eth0]/", "http://[::1/", "http://[zz]/", "http://[::1]x/", "http://[::1%]/"}) {
            try { URL v = new URL(s); System.out.println(v + " " + v.getHost() + " " + v.getPort()); } catch (MalformedURLException e) { System.out.println(e); }
        }
    }
}
