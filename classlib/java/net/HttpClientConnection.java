package java.net;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * http: over a Socket, plain HTTP/1.1: one request per connection (the
 * request says keep-alive, as the JDK's does, but the socket is closed once
 * the body has been read), request headers as the JDK sends them (the
 * caller's first, then User-Agent, Host, Accept, Connection, and for a body
 * Content-type (POST only) and Content-Length), output buffered until the response is
 * asked for (or sent chunked in chunked streaming mode), bodies delimited by
 * Content-Length, chunked transfer coding or the end of the connection,
 * redirects followed for GET and HEAD (and 303), 404/410 as
 * FileNotFoundException and other codes from 400 as IOException, with the
 * body kept for getErrorStream.  HTTP proxies (the one given to openConnection(Proxy), else the
 * default ProxySelector's first choice) get the absolute URL in the request line; SOCKS proxies
 * are refused naming themselves.  No authentication, no caching.
 */
final class HttpClientConnection extends HttpURLConnection {
    private static final String ACCEPT = "text/html, image/gif, image/jpeg, */*; q=0.2";

    private Socket socket;
    private InputStream sin;
    private boolean connecting;
    private ByteArrayOutputStream poster;
    private boolean inputRead;
    private InputStream body;
    private InputStream errorStream;
    private IOException failure;
    private final ArrayList<String> respKeys = new ArrayList<>();
    private final ArrayList<String> respValues = new ArrayList<>();

    /** The proxy asked for (null: the default ProxySelector's), and the one in use once connected. */
    private final Proxy wanted;
    private Proxy proxy = Proxy.NO_PROXY;

    HttpClientConnection(URL url) {
        this(url, null);
    }

    HttpClientConnection(URL url, Proxy wanted) {
        super(url);
        this.wanted = wanted;
    }

    private Proxy choose() {
        if (wanted != null) {
            return wanted;
        }
        ProxySelector ps = ProxySelector.getDefault();
        if (ps == null) {
            return Proxy.NO_PROXY;
        }
        try {
            java.util.List<Proxy> list = ps.select(url.toURI());
            return list == null || list.isEmpty() ? Proxy.NO_PROXY : list.get(0);
        } catch (URISyntaxException e) {
            return Proxy.NO_PROXY;
        }
    }

    // ---- state ----

    @Override
    void checkNotConnected() {
        if (connected || connecting) {
            throw new IllegalStateException("Already connected");
        }
    }

    @Override
    public void setRequestMethod(String method) throws ProtocolException {
        if (connecting) {
            throw new IllegalStateException("connect in progress");
        }
        super.setRequestMethod(method);
    }

    @Override
    public String getRequestProperty(String key) {
        if (connected || connecting) {
            return null;
        }
        return super.getRequestProperty(key);
    }

    @Override
    public void connect() throws IOException {
        if (connected) {
            return;
        }
        connecting = true;
        String host = url.getHost();
        if (host.startsWith("[") && host.endsWith("]")) {
            host = host.substring(1, host.length() - 1);
        }
        if (host.isEmpty()) {
            host = "localhost";
        }
        int port = url.getPort() == -1 ? 80 : url.getPort();
        Proxy p = choose();
        InetSocketAddress target = new InetSocketAddress(host, port);
        if (p.type() == Proxy.Type.SOCKS) {
            throw new SocketException("a SOCKS proxy (" + p + ") for http: is not supported by this VM");
        }
        if (p.type() == Proxy.Type.HTTP) {
            InetSocketAddress pa = (InetSocketAddress) p.address();
            target = new InetSocketAddress(pa.getHostString(), pa.getPort());
        }
        Socket s = new Socket();
        try {
            s.connect(target, getConnectTimeout());
            s.setSoTimeout(getReadTimeout());
        } catch (IOException e) {
            s.close();
            throw e;
        }
        socket = s;
        proxy = p;
        sin = new BufferedInputStream(s.getInputStream());
        connected = true;
    }

    @Override
    public void disconnect() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException e) {
                // closed anyway
            }
        }
    }

    @Override
    public boolean usingProxy() {
        return proxy.type() == Proxy.Type.HTTP;
    }

    // ---- output ----

    @Override
    public OutputStream getOutputStream() throws IOException {
        connecting = true;
        if (!doOutput) {
            throw new ProtocolException("cannot write to a URLConnection if doOutput=false - call setDoOutput(true)");
        }
        if (inputRead) {
            throw new ProtocolException("Cannot write output after reading input.");
        }
        if (method.equals("GET")) {
            method = "POST";
        }
        if (method.equals("TRACE")) {
            throw new ProtocolException("HTTP method TRACE doesn't support output");
        }
        connect();
        if (poster == null) {
            poster = new ByteArrayOutputStream();
        }
        final ByteArrayOutputStream p = poster;
        return new OutputStream() {
            @Override
            public void write(int b) {
                p.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                p.write(b, off, len);
            }
        };
    }

    // ---- the exchange ----

    private String requestURI() {
        if (proxy.type() == Proxy.Type.HTTP) {
            // a proxy is asked for the absolute URL, without its fragment
            String abs = url.toExternalForm();
            int hash = abs.indexOf('#');
            return hash < 0 ? abs : abs.substring(0, hash);
        }
        String p = url.getPath();
        if (p == null || p.isEmpty()) {
            p = "/";
        }
        if (url.getQuery() != null) {
            p = p + "?" + url.getQuery();
        }
        return p;
    }

    private static void setIfNotSet(List<String> keys, List<String> values, String k, String v) {
        for (String x : keys) {
            if (x.equalsIgnoreCase(k)) {
                return;
            }
        }
        keys.add(k);
        values.add(v);
    }

    private void sendRequest() throws IOException {
        List<String> keys = new ArrayList<>(reqKeys);
        List<String> values = new ArrayList<>(reqValues);
        setIfNotSet(keys, values, "User-Agent", "Java/" + System.getProperty("java.version"));
        int port = url.getPort();
        String host = url.getHost();
        setIfNotSet(keys, values, "Host", port == -1 || port == 80 ? host : host + ":" + port);
        setIfNotSet(keys, values, "Accept", ACCEPT);
        setIfNotSet(keys, values, proxy.type() == Proxy.Type.HTTP ? "Proxy-Connection" : "Connection", "keep-alive");
        byte[] data = null;
        if (poster != null) {
            data = poster.toByteArray();
            if (method.equals("POST")) {
                setIfNotSet(keys, values, "Content-type", "application/x-www-form-urlencoded");
            }
            if (chunkLength != -1) {
                setIfNotSet(keys, values, "Transfer-Encoding", "chunked");
            } else {
                keys.add("Content-Length");
                values.add(String.valueOf(data.length));
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append(method).append(' ').append(requestURI()).append(" HTTP/1.1\r\n");
        for (int i = 0; i < keys.size(); i++) {
            sb.append(keys.get(i));
            if (values.get(i) != null) {
                sb.append(": ").append(values.get(i));
            }
            sb.append("\r\n");
        }
        sb.append("\r\n");
        OutputStream out = new BufferedOutputStream(socket.getOutputStream());
        out.write(sb.toString().getBytes(StandardCharsets.ISO_8859_1));
        if (data != null) {
            if (chunkLength != -1) {
                for (int off = 0; off < data.length; off += chunkLength) {
                    int n = Math.min(chunkLength, data.length - off);
                    out.write((Integer.toHexString(n) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
                    out.write(data, off, n);
                    out.write('\r');
                    out.write('\n');
                }
                out.write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
            } else {
                out.write(data);
            }
        }
        out.flush();
    }

    /** A line ended by LF (a CR before it dropped); null at end of stream before any byte. */
    private static String readLine(InputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        boolean any = false;
        while ((c = in.read()) != -1) {
            any = true;
            if (c == '\n') {
                break;
            }
            sb.append((char) c);
        }
        if (!any) {
            return null;
        }
        int n = sb.length();
        if (n > 0 && sb.charAt(n - 1) == '\r') {
            sb.setLength(n - 1);
        }
        return sb.toString();
    }

    private int readResponse() throws IOException {
        for (;;) {
            respKeys.clear();
            respValues.clear();
            String status = readLine(sin);
            if (status == null) {
                throw new SocketException("Unexpected end of file from server");
            }
            respKeys.add(null);
            respValues.add(status);
            String line;
            while ((line = readLine(sin)) != null && !line.isEmpty()) {
                if ((line.charAt(0) == ' ' || line.charAt(0) == '\t') && respKeys.size() > 1) {
                    int last = respValues.size() - 1;
                    respValues.set(last, respValues.get(last) + " " + line.trim());
                    continue;
                }
                int c = line.indexOf(':');
                if (c < 0) {
                    respKeys.add(line.trim());
                    respValues.add("");
                } else {
                    respKeys.add(line.substring(0, c).trim());
                    respValues.add(line.substring(c + 1).trim());
                }
            }
            int code = statusCode(status);
            if (code >= 100 && code < 200) {
                continue;               // 100 Continue and the like: the real answer follows
            }
            return code;
        }
    }

    private static int statusCode(String status) {
        if (!status.startsWith("HTTP/")) {
            return -1;
        }
        int sp = status.indexOf(' ');
        if (sp < 0) {
            return -1;
        }
        int end = status.indexOf(' ', sp + 1);
        if (end < 0) {
            end = status.length();
        }
        try {
            return Integer.parseInt(status.substring(sp + 1, end));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private String findResponse(String name) {
        for (int i = respKeys.size() - 1; i >= 1; i--) {
            if (name.equalsIgnoreCase(respKeys.get(i))) {
                return respValues.get(i);
            }
        }
        return null;
    }

    private InputStream bodyStream(int code) throws IOException {
        if (method.equals("HEAD") || code == 204 || code == 304) {
            closeSocket();
            return new java.io.ByteArrayInputStream(new byte[0]);
        }
        String te = findResponse("Transfer-Encoding");
        if (te != null && te.toLowerCase().contains("chunked")) {
            return new Chunked(sin, this);
        }
        String cl = findResponse("Content-Length");
        if (cl != null) {
            try {
                long n = Long.parseLong(cl.trim());
                if (n >= 0) {
                    return new Fixed(sin, n, this);
                }
            } catch (NumberFormatException e) {
                // read to the end instead
            }
        }
        return new ToEnd(sin, this);
    }

    void closeSocket() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException e) {
                // closed anyway
            }
        }
    }

    private static boolean isRedirect(int code) {
        return code == 301 || code == 302 || code == 303 || code == 307 || code == 308;
    }

    @Override
    public InputStream getInputStream() throws IOException {
        if (!doInput) {
            throw new ProtocolException("Cannot read from URLConnection if doInput=false (call setDoInput(true))");
        }
        if (failure != null) {
            throw chained(failure);
        }
        if (body != null) {
            return body;
        }
        connecting = true;
        int code;
        int redirects = 0;
        for (;;) {
            connect();
            sendRequest();
            code = readResponse();
            String location = findResponse("Location");
            boolean follow = instanceFollowRedirects && isRedirect(code) && location != null
                    && (method.equals("GET") || method.equals("HEAD") || code == 303);
            if (!follow) {
                break;
            }
            URL next;
            try {
                next = new URL(url, location);
            } catch (MalformedURLException e) {
                break;
            }
            if (!next.getProtocol().equals("http")) {
                break;
            }
            if (++redirects > 20) {
                closeSocket();
                throw new ProtocolException("Server redirected too many  times (20)");
            }
            closeSocket();
            if (code == 303 && !method.equals("HEAD")) {
                method = "GET";
                poster = null;
            }
            url = next;
            connected = false;
            socket = null;
        }
        inputRead = true;
        InputStream in = bodyStream(code);
        if (code >= 400) {
            errorStream = in;
            String u = url.toString();
            failure = code == 404 || code == 410 ? new FileNotFoundException(u)
                    : new IOException("Server returned HTTP response code: " + code + " for URL: " + u);
            throw failure;
        }
        body = in;
        return in;
    }

    private static IOException chained(IOException e) {
        IOException c = e instanceof FileNotFoundException ? new FileNotFoundException(e.getMessage())
                : new IOException(e.getMessage());
        c.initCause(e);
        return c;
    }

    private void ensureResponse() {
        if (respKeys.isEmpty()) {
            try {
                getInputStream();
            } catch (IOException e) {
                // the headers that did arrive stay readable
            }
        }
    }

    @Override
    public InputStream getErrorStream() {
        if (connected && responseCode >= 400 || errorStream != null && failure != null) {
            return errorStream;
        }
        return null;
    }

    @Override
    public String getHeaderField(String name) {
        ensureResponse();
        if (name == null) {
            return respKeys.isEmpty() ? null : respValues.get(0);
        }
        return findResponse(name);
    }

    @Override
    public String getHeaderField(int n) {
        ensureResponse();
        return n >= 0 && n < respValues.size() ? respValues.get(n) : null;
    }

    @Override
    public String getHeaderFieldKey(int n) {
        ensureResponse();
        return n >= 0 && n < respKeys.size() ? respKeys.get(n) : null;
    }

    @Override
    public Map<String, List<String>> getHeaderFields() {
        ensureResponse();
        return headerMap(respKeys, respValues, 0);
    }

    @Override
    public long getContentLengthLong() {
        return getHeaderFieldLong("content-length", -1);
    }

    @Override
    public String toString() {
        return "sun.net.www.protocol.http.HttpURLConnection:" + url;
    }

    // ---- bodies ----

    /** Content-Length bytes; closes the connection at the end. */
    private static final class Fixed extends InputStream {
        private final InputStream in;
        private long left;
        private final HttpClientConnection owner;

        Fixed(InputStream in, long n, HttpClientConnection owner) {
            this.in = in;
            this.left = n;
            this.owner = owner;
            if (n == 0) {
                owner.closeSocket();
            }
        }

        @Override
        public int read() throws IOException {
            byte[] b = new byte[1];
            int n = read(b, 0, 1);
            return n <= 0 ? -1 : b[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (left <= 0) {
                return -1;
            }
            int n = in.read(b, off, (int) Math.min(len, left));
            if (n < 0) {
                owner.closeSocket();
                throw new IOException("Premature EOF");
            }
            left -= n;
            if (left == 0) {
                owner.closeSocket();
            }
            return n;
        }

        @Override
        public int available() throws IOException {
            return left <= 0 ? 0 : (int) Math.min(in.available(), left);
        }

        @Override
        public void close() {
            owner.closeSocket();
        }
    }

    /** Chunked transfer coding: sizes in hex (extensions ignored), trailers skipped. */
    private static final class Chunked extends InputStream {
        private final InputStream in;
        private final HttpClientConnection owner;
        private long left;
        private boolean done;

        Chunked(InputStream in, HttpClientConnection owner) {
            this.in = in;
            this.owner = owner;
        }

        private boolean nextChunk() throws IOException {
            if (done) {
                return false;
            }
            String line = readLine(in);
            if (line == null) {
                throw new IOException("Premature EOF");
            }
            int semi = line.indexOf(';');
            String hex = (semi >= 0 ? line.substring(0, semi) : line).trim();
            long n;
            try {
                n = Long.parseLong(hex, 16);
            } catch (NumberFormatException e) {
                throw new IOException("Bogus chunk size");
            }
            if (n == 0) {
                String t;
                while ((t = readLine(in)) != null && !t.isEmpty()) {
                    // trailer fields: dropped
                }
                done = true;
                owner.closeSocket();
                return false;
            }
            left = n;
            return true;
        }

        @Override
        public int read() throws IOException {
            byte[] b = new byte[1];
            int n = read(b, 0, 1);
            return n <= 0 ? -1 : b[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (left == 0) {
                if (!nextChunk()) {
                    return -1;
                }
            }
            int n = in.read(b, off, (int) Math.min(len, left));
            if (n < 0) {
                throw new IOException("Premature EOF");
            }
            left -= n;
            if (left == 0) {
                readLine(in);           // the CRLF after the chunk
            }
            return n;
        }

        @Override
        public void close() {
            owner.closeSocket();
        }
    }

    /** A body without a length: up to the end of the connection. */
    private static final class ToEnd extends InputStream {
        private final InputStream in;
        private final HttpClientConnection owner;

        ToEnd(InputStream in, HttpClientConnection owner) {
            this.in = in;
            this.owner = owner;
        }

        @Override
        public int read() throws IOException {
            int c = in.read();
            if (c < 0) {
                owner.closeSocket();
            }
            return c;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            if (n < 0) {
                owner.closeSocket();
            }
            return n;
        }

        @Override
        public int available() throws IOException {
            return in.available();
        }

        @Override
        public void close() {
            owner.closeSocket();
        }
    }
}
