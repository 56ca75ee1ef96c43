import java.io.*;
import java.net.*;
import java.util.*;

/** http: through an HTTP proxy: the request line carries the absolute URL; usingProxy(). */
public class HttpViaProxy {
    public static void main(String[] args) throws Exception {
        ServerSocket ss = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        Thread t = new Thread(() -> {
            for (int n = 0; n < 2; n++) {
                try (Socket c = ss.accept()) {
                    BufferedReader r = new BufferedReader(new InputStreamReader(c.getInputStream(), "ISO-8859-1"));
                    List<String> lines = new ArrayList<>();
                    String line;
                    while ((line = r.readLine()) != null && !line.isEmpty()) lines.add(line);
                    Collections.sort(lines.subList(1, lines.size()));
                    String body = String.join("\n", lines) + "\n";
                    OutputStream o = c.getOutputStream();
                    o.write(("HTTP/1.1 200 OK\r\nContent-Length: " + body.length() + "\r\nConnection: close\r\n\r\n" + body).getBytes("ISO-8859-1"));
                } catch (IOException e) { System.out.println("proxy: " + e); }
            }
        });
        t.start();
        int port = ss.getLocalPort();
        HttpURLConnection c = (HttpURLConnection) new URL("http://example.invalid:8081/path/x?q=1#frag")
                .openConnection(new Proxy(Proxy.Type.HTTP, new InetSocketAddress(InetAddress.getLoopbackAddress(), port)));
        System.out.println(c.getResponseCode() + " using proxy " + c.usingProxy());
        System.out.print(new String(c.getInputStream().readAllBytes(), "ISO-8859-1").replaceAll("Java/[0-9.]+", "Java/V"));
        System.setProperty("http.proxyHost", InetAddress.getLoopbackAddress().getHostAddress());
        System.setProperty("http.proxyPort", String.valueOf(port));
        System.setProperty("http.nonProxyHosts", "");
        HttpURLConnection d = (HttpURLConnection) new URL("http://other.invalid/").openConnection();
        System.out.println(d.getResponseCode() + " using proxy " + d.usingProxy());
        System.out.print(new String(d.getInputStream().readAllBytes(), "ISO-8859-1").replaceAll("Java/[0-9.]+", "Java/V"));
        t.join();
        try { new URL("http://x/").openConnection(null); } catch (IllegalArgumentException e) { System.out.println(e); }
    }
}
