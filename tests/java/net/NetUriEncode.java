// URLEncoder/URLDecoder (charset overloads, the JDK's exceptions) and URI:
// parsing, the URISyntaxException reasons and indexes, quoting constructors,
// normalize, resolve (RFC 2396 5.2 examples), relativize, equality, IPv6 hosts.
import java.net.*;
public class NetUriEncode {
    static String esc(Object o) {
        String s = String.valueOf(o);
        StringBuilder sb = new StringBuilder();
        for (char c : s.toCharArray()) {
            if (c < 0x80) sb.append(c); else sb.append(String.format("\\u%04x", (int) c));
        }
        return sb.toString();
    }
    static void d(String s, String enc) {
        try { System.out.println(esc(URLDecoder.decode(s, enc))); } catch (Exception e) { System.out.println(e); }
    }
    public static void main(String[] a) throws Exception {
        d("a%zzb", "UTF-8"); d("a%2", "UTF-8"); d("a%-1b", "UTF-8"); d("a+b%41", ""); d("x", "nope"); d("%e2%82%ac%41", "UTF-8"); d("%ff", "UTF-8");
        try { URLEncoder.encode("x", "nope"); } catch (Exception e) { System.out.println(e); }
        try { URLEncoder.encode("x", (String) null); } catch (NullPointerException e) { System.out.println("NPE encode"); }
        try { URLDecoder.decode("x", (String) null); } catch (NullPointerException e) { System.out.println("NPE decode"); }
        System.out.println(URLEncoder.encode("a b&c=\u00e9", java.nio.charset.StandardCharsets.ISO_8859_1) + " " + URLDecoder.decode("a+b%26c%3D%E9", java.nio.charset.StandardCharsets.ISO_8859_1).length() + " " + URLEncoder.encode("plain-text_1.0*") + " " + URLDecoder.decode("%41%42+c"));
        System.out.println(URLEncoder.encode("a b*c~d\u20ac\ud83d\ude00-_.!'()", "UTF-8"));
        String[] us = {"", "a/b/../c", "/a//b/./c/", "a/..", "/..", "../a/..", "a:b/../c:d", "./a:b", "/a/b/../..", "/a/b/../../..", "x/./y/.", "."};
        for (String u : us) System.out.println("[" + u + "] -> [" + new URI(u).normalize() + "]");
        URI b = new URI("http://a/b/c/d;p?q");
        String[] rs = {"g:h","g","./g","g/","/g","//g","?y","g?y","#s","g#s","g?y#s",";x","g;x","","."," ./".trim(),"..","../","../g","../..","../../","../../g","../../../g","/./g","/../g","g.","g..","./../g","./g/.","g/./h","g/../h"};
        for (String r : rs) System.out.println(r + " -> " + b.resolve(r));
        String[] bad = {"http://a b", "http://host/a b", ":x", "http:", "1http://x", "http://[::1", "http://[::1]x/", "http://h:8x/", "a%zz", "http://[1:2:3]/", "http://[::1%]/", "s://a-.b/", "http://a.1b/", "http://-a/", "#a#b", "http://u@[::1:x]/", "http://[12345::]/"};
        for (String s : bad) { try { URI u = new URI(s); System.out.println("ok " + u + " host=" + u.getHost() + " auth=" + u.getAuthority()); } catch (URISyntaxException e) { System.out.println(e.getMessage()); } }
        try { URI.create("a b"); } catch (IllegalArgumentException e) { System.out.println(e + " / " + e.getCause()); }
        try { new URI("http", "h", "rel", null); } catch (URISyntaxException e) { System.out.println(e.getMessage()); }
        System.out.println(esc(new URI("http", "us er", "host", 8080, "/a b/%/\u00e9", "q=1 2&x", "fr ag")));
        System.out.println(new URI("http", "us er", "host", 8080, "/a b/%/\u00e9", "q=1 2&x", "fr ag").toASCIIString());
        System.out.println(new URI("mailto", "a b@c.com", null));
        System.out.println(esc(new URI("http://h/\u00e9t\u00e9?x=\u20ac").toASCIIString()) + " " + esc(new URI("http://h/%C3%A9").getPath()) + " " + URI.create("http://h/a%2Fb").getPath() + " " + URI.create("x/y").isAbsolute());
        System.out.println(new URI("http", "a b:1", "/p", "q", null));
        URI x = new URI("http://user:pw@[fe80::1%25eth0]:8080/p%20a?q%3D#f%41");
        System.out.println(x.getHost() + " " + x.getPort() + " " + x.getRawUserInfo() + " " + x.getPath() + " " + x.getRawPath() + " " + x.getQuery() + " " + x.getFragment() + " " + x.getAuthority() + " " + x.getSchemeSpecificPart());
        System.out.println(new URI("http://a/b/c/").relativize(new URI("http://a/b/c/d/e?x#y")));
        System.out.println(new URI("http://a/b/c").relativize(new URI("http://a/b/c")));
        System.out.println(new URI("http://a/b/c").relativize(new URI("http://a/x")));
        System.out.println(new URI("HTTP://A/%7e").equals(new URI("http://a/%7E")) + " " + new URI("http://a/%7e").hashCode() + " " + new URI("http://a/%7E").hashCode() + " " + new URI("mailto:x@y").hashCode());
        System.out.println(new URI("a").compareTo(new URI("b")) + " " + new URI("http://a").compareTo(new URI("mailto:a")));
        System.out.println(new URI("http://reg_name:x/p").getHost() + " " + new URI("http://reg_name:x/p").getAuthority());
        try { new URI("http://reg_name:x/p").parseServerAuthority(); } catch (URISyntaxException e) { System.out.println(e.getMessage()); }
        System.out.println(new URI("file:///tmp/x").getAuthority() + " " + new URI("file:///tmp/x").getPath()+ " " + new URI("urn:isbn:123").isOpaque());
        System.out.println(new URI("http://a/b/c").resolve("http://x/../y") + " " + URI.create("http://a").resolve("b"));
        String[] more = {"//host", "?q", "#f", "file:/a/b", "//h:80", "//[::1]:80/x", "http://a%20b/", "http://h/%e2%82%ac", "s:/", "a:b#", "http://h:/", "http://@h/", "http://u@h:1/p", "HTTP://H.COM/", "../../x", "x", "mailto:?", "news:comp.lang", "http://1.2.3.4:8/", "http://1.2.3/", "http://h_h/", "ftp://ftp.is.co.za/rfc/rfc1808.txt", "tel:+1-816-555-1212", "urn:oasis:names:specification:docbook:dtd:xml:4.1.2", "ldap://[2001:db8::7]/c=GB?objectClass?one"};
        for (String s : more) { try { URI u = new URI(s); System.out.println(s + " | s=" + u.getScheme() + " ssp=" + u.getRawSchemeSpecificPart() + " a=" + u.getRawAuthority() + " ui=" + u.getRawUserInfo() + " h=" + u.getHost() + " p=" + u.getPort() + " path=" + u.getRawPath() + " q=" + u.getRawQuery() + " f=" + u.getRawFragment() + " opaque=" + u.isOpaque() + " n=" + u.normalize() + " hash=" + u.hashCode()); } catch (URISyntaxException e) { System.out.println(s + " | " + e.getMessage()); } }
        URI b2 = new URI("http://a/b/c/d;p?q");
        System.out.println(b2.resolve("") + " " + b2.resolve("#") + " " + new URI("a/b").resolve("c") + " " + new URI("/a/").relativize(new URI("/a/b/c")) + " " + new URI("a").compareTo(new URI("A")) + " " + new URI("http://h/a").compareTo(new URI("http://h/b")));
    }
}
