// HttpURLConnection against a tiny HTTP/1.1 server of its own (a ServerSocket
// thread per connection): GET with request headers, response headers
// (repeated, case-insensitive lookup, the status line as field 0), content
// length, chunked and read-to-close bodies, POST with setDoOutput (GET turns
// into POST), 404 as FileNotFoundException with getErrorStream, 500 as an
// IOException, a redirect, a read time-out, and the state errors.
import java.io.*;
import java.net.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class NetHttpClient {
    static final List<String> log = Collections.synchronizedList(new ArrayList<>());

    static String readLine(InputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = in.read()) != -1 && c != '\n') {
            if (c != '\r') sb.append((char) c);
        }
        return c == -1 && sb.length() == 0 ? null : sb.toString();
    }

    static void handle(Socket s) {
        try (Socket sock = s) {
            sock.setSoTimeout(3000);
            InputStream in = new BufferedInputStream(sock.getInputStream());
            OutputStream out = sock.getOutputStream();
            String line = readLine(in);
            if (line == null) return;
            Map<String, String> h = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
            List<String> custom = new ArrayList<>();
            String l;
            while ((l = readLine(in)) != null && !l.isEmpty()) {
                int c = l.indexOf(':');
                String k = l.substring(0, c), v = l.substring(c + 1).trim();
                h.put(k, v);
                if (k.startsWith("X-") || k.equalsIgnoreCase("Content-Type") || k.equalsIgnoreCase("Content-Length") || k.equalsIgnoreCase("Accept")) custom.add(k + "=" + v);
            }
            byte[] body = new byte[0];
            if (h.containsKey("Content-Length")) {
                body = new byte[Integer.parseInt(h.get("Content-Length"))];
                new DataInputStream(in).readFully(body);
            }
            String path = line.split(" ")[1].replaceAll("[?].*", "");
            log.add(line + " " + custom + " host-ok=" + h.get("Host").startsWith("127.0.0.1:") + " ua=" + h.get("User-Agent").startsWith("Java/") + (body.length > 0 ? " body=" + new String(body, StandardCharsets.UTF_8) : ""));
            String resp;
            switch (path) {
                case "/hello":
                    resp = "HTTP/1.1 200 OK\r\nContent-Type: text/plain; charset=utf-8\r\nX-Multi: a\r\nX-Multi: b\r\nContent-Length: 12\r\nConnection: close\r\n\r\nhello world\n";
                    break;
                case "/chunked":
                    resp = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nfirst\r\n7;ext=1\r\n second\r\n0\r\nTrailer: x\r\n\r\n";
                    break;
                case "/missing":
                    resp = "HTTP/1.1 404 Not Found\r\nContent-Length: 13\r\nConnection: close\r\n\r\nno such thing";
                    break;
                case "/error":
                    resp = "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 4\r\nConnection: close\r\n\r\nboom";
                    break;
                case "/echo":
                    String up = new String(body, StandardCharsets.UTF_8).toUpperCase();
                    resp = "HTTP/1.1 201 Created\r\nContent-Length: " + up.length() + "\r\nLocation: /echo/1\r\nConnection: close\r\n\r\n" + up;
                    break;
                case "/redirect":
                    resp = "HTTP/1.1 302 Found\r\nLocation: /hello\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
                    break;
                case "/eof":
                    resp = "HTTP/1.0 200 OK\r\nServer: tiny\r\n\r\nuntil the end";
                    break;
                case "/slow":
                    try { in.read(); } catch (IOException e) { }
                    return;
                default:
                    resp = "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
            }
            out.write(resp.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            log.add("server: " + e);
        }
    }

    static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        byte[] buf = new byte[7];
        int n;
        while ((n = in.read(buf)) > 0) b.write(buf, 0, n);
        in.close();
        return b.toString("UTF-8");
    }

    public static void main(String[] args) throws Exception {
        ServerSocket ss = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
        Thread server = new Thread(() -> {
            while (true) {
                try {
                    Socket s = ss.accept();
                    Thread t = new Thread(() -> handle(s));
                    t.setDaemon(true);
                    t.start();
                } catch (IOException e) {
                    return;
                }
            }
        });
        server.setDaemon(true);
        server.start();
        String base = "http://127.0.0.1:" + ss.getLocalPort();

        HttpURLConnection c = (HttpURLConnection) new URL(base + "/hello?x=1").openConnection();
        c.setRequestProperty("X-Test", "one");
        c.addRequestProperty("X-Test", "two");
        c.setRequestProperty("Accept", "text/plain");
        System.out.println("method " + c.getRequestMethod() + " props " + c.getRequestProperties().get("X-Test") + " " + c.getRequestProperty("x-test"));
        System.out.println("code " + c.getResponseCode() + " " + c.getResponseMessage());
        System.out.println("type " + c.getContentType() + " len " + c.getContentLength() + " " + c.getContentLengthLong() + " multi " + c.getHeaderField("x-multi") + " " + c.getHeaderFields().get("X-Multi"));
        System.out.println("field0 " + c.getHeaderField(0) + " key0 " + c.getHeaderFieldKey(0));
        for (int i = 1; c.getHeaderFieldKey(i) != null; i++) System.out.println("  " + c.getHeaderFieldKey(i) + ": " + c.getHeaderField(i));
        System.out.println("fields " + new TreeMap<>(c.getHeaderFields().entrySet().stream().filter(e -> e.getKey() != null).collect(java.util.stream.Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue))));
        System.out.println("null key " + c.getHeaderFields().get(null) + " int " + c.getHeaderFieldInt("Content-Length", -5) + " " + c.getHeaderFieldInt("X-Multi", -5) + " absent " + c.getHeaderField("Nope"));
        System.out.println("body [" + readAll(c.getInputStream()) + "] error stream " + c.getErrorStream());
        try { c.setRequestProperty("A", "b"); } catch (IllegalStateException e) { System.out.println(e); }
        try { c.setRequestMethod("POST"); } catch (ProtocolException | IllegalStateException e) { System.out.println(e); }
        c.disconnect();

        c = (HttpURLConnection) new URL(base + "/chunked").openConnection();
        System.out.println("chunked " + c.getResponseCode() + " len " + c.getContentLength() + " te " + c.getHeaderField("Transfer-Encoding") + " [" + readAll(c.getInputStream()) + "]");

        c = (HttpURLConnection) new URL(base + "/eof").openConnection();
        System.out.println("eof " + c.getResponseCode() + " " + c.getResponseMessage() + " " + c.getHeaderField(0) + " [" + readAll(c.getInputStream()) + "]");

        c = (HttpURLConnection) new URL(base + "/missing").openConnection();
        System.out.println("missing " + c.getResponseCode() + " " + c.getResponseMessage());
        try { c.getInputStream(); } catch (FileNotFoundException e) { System.out.println("FNF " + e.getMessage().equals(base + "/missing")); }
        System.out.println("error body [" + readAll(c.getErrorStream()) + "]");

        c = (HttpURLConnection) new URL(base + "/error").openConnection();
        try { c.getInputStream(); } catch (IOException e) { System.out.println(e.getClass().getName() + ": " + e.getMessage().replace(base, "BASE")); }
        System.out.println("after " + c.getResponseCode() + " [" + readAll(c.getErrorStream()) + "]");

        c = (HttpURLConnection) new URL(base + "/echo").openConnection();
        try { c.getOutputStream(); } catch (ProtocolException e) { System.out.println(e.getMessage()); }
        c = (HttpURLConnection) new URL(base + "/echo").openConnection();
        c.setDoOutput(true);
        c.setRequestProperty("Content-Type", "text/plain");
        try (OutputStream o = c.getOutputStream()) { o.write("post me".getBytes()); o.write(", please".getBytes()); }
        System.out.println("post " + c.getRequestMethod() + " " + c.getResponseCode() + " " + c.getResponseMessage() + " loc " + c.getHeaderField("Location") + " [" + readAll(c.getInputStream()) + "]");

        c = (HttpURLConnection) new URL(base + "/echo").openConnection();
        c.setRequestMethod("PUT");
        c.setDoOutput(true);
        c.getOutputStream().write("put".getBytes());
        System.out.println("put " + c.getResponseCode() + " [" + readAll(c.getInputStream()) + "]");

        try { c = (HttpURLConnection) new URL(base + "/x").openConnection(); c.setRequestMethod("BREW"); } catch (ProtocolException e) { System.out.println(e.getMessage()); }

        c = (HttpURLConnection) new URL(base + "/redirect").openConnection();
        System.out.println("redirect " + c.getResponseCode() + " " + c.getURL().getPath() + " [" + readAll(c.getInputStream()) + "]");
        c = (HttpURLConnection) new URL(base + "/redirect").openConnection();
        c.setInstanceFollowRedirects(false);
        System.out.println("no follow " + c.getResponseCode() + " " + c.getHeaderField("Location") + " " + c.getInstanceFollowRedirects() + " " + HttpURLConnection.getFollowRedirects());

        c = (HttpURLConnection) new URL(base + "/slow").openConnection();
        c.setReadTimeout(200);
        System.out.println("timeouts " + c.getReadTimeout() + " " + c.getConnectTimeout());
        try { c.getResponseCode(); } catch (SocketTimeoutException e) { System.out.println(e); }

        URLConnection u = new URL(base + "/hello").openConnection();
        System.out.println("plain " + (u instanceof HttpURLConnection) + " [" + readAll(u.getInputStream()) + "] " + u.getHeaderField("content-length"));
        try (InputStream in = new URL(base + "/hello").openStream()) { System.out.println("openStream [" + readAll(in) + "]"); }

        ss.close();
        Thread.sleep(50);
        synchronized (log) {
            for (String s : log) System.out.println("server saw: " + s);
        }
    }
}
