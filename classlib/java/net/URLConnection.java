package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A connection to what a URL names: file: and jar: (no headers beyond length
 * and type) and http: (HttpClientConnection).  Request properties are kept in
 * order of setting, looked up ignoring case, the last one of a name winning,
 * as the JDK's MessageHeader does.
 */
public abstract class URLConnection {

    protected URL url;
    protected boolean connected;
    protected boolean doInput = true;
    protected boolean doOutput;
    protected boolean useCaches = true;
    private int connectTimeout, readTimeout;
    /** Request properties, in order: names and values. */
    final java.util.ArrayList<String> reqKeys = new java.util.ArrayList<>();
    final java.util.ArrayList<String> reqValues = new java.util.ArrayList<>();

    protected URLConnection(URL url) {
        this.url = url;
    }

    public abstract void connect() throws IOException;

    public URL getURL() {
        return url;
    }

    public InputStream getInputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support input");
    }

    public OutputStream getOutputStream() throws IOException {
        throw new UnknownServiceException("protocol doesn't support output");
    }

    public int getContentLength() {
        long l = getContentLengthLong();
        return l > Integer.MAX_VALUE ? -1 : (int) l;
    }

    public long getContentLengthLong() {
        return getHeaderFieldLong("content-length", -1);
    }

    public String getContentType() {
        return getHeaderField("content-type");
    }

    public String getContentEncoding() {
        return getHeaderField("content-encoding");
    }

    public long getLastModified() {
        return getHeaderFieldDate("last-modified", 0);
    }

    public long getDate() {
        return getHeaderFieldDate("date", 0);
    }

    public long getExpiration() {
        return getHeaderFieldDate("expires", 0);
    }

    public String getHeaderField(String name) {
        return null;
    }

    public String getHeaderField(int n) {
        return null;
    }

    public String getHeaderFieldKey(int n) {
        return null;
    }

    public int getHeaderFieldInt(String name, int def) {
        String value = getHeaderField(name);
        try {
            return Integer.parseInt(value);
        } catch (Exception e) {
            return def;
        }
    }

    public long getHeaderFieldLong(String name, long def) {
        String value = getHeaderField(name);
        try {
            return Long.parseLong(value);
        } catch (Exception e) {
            return def;
        }
    }

    public long getHeaderFieldDate(String name, long def) {
        String value = getHeaderField(name);
        if (value == null) {
            return def;
        }
        try {
            java.text.SimpleDateFormat f = new java.text.SimpleDateFormat("EEE, dd MMM yyyy HH:mm:ss zzz",
                    java.util.Locale.US);
            return f.parse(value).getTime();
        } catch (Exception e) {
            return def;
        }
    }

    public java.util.Map<String, java.util.List<String>> getHeaderFields() {
        return java.util.Collections.emptyMap();
    }

    public Object getContent() throws IOException {
        return getInputStream();
    }

    public void setDoInput(boolean doinput) {
        doInput = doinput;
    }

    public boolean getDoInput() {
        return doInput;
    }

    public void setDoOutput(boolean dooutput) {
        doOutput = dooutput;
    }

    public boolean getDoOutput() {
        return doOutput;
    }

    public void setUseCaches(boolean usecaches) {
        useCaches = usecaches;
    }

    public boolean getUseCaches() {
        return useCaches;
    }

    public void setDefaultUseCaches(boolean defaultusecaches) {
    }

    public boolean getDefaultUseCaches() {
        return true;
    }

    public void setConnectTimeout(int timeout) {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can not be negative");
        }
        connectTimeout = timeout;
    }

    public int getConnectTimeout() {
        return connectTimeout;
    }

    public void setReadTimeout(int timeout) {
        if (timeout < 0) {
            throw new IllegalArgumentException("timeout can not be negative");
        }
        readTimeout = timeout;
    }

    public int getReadTimeout() {
        return readTimeout;
    }

    void checkNotConnected() {
        if (connected) {
            throw new IllegalStateException("Already connected");
        }
    }

    public void setRequestProperty(String key, String value) {
        checkNotConnected();
        if (key == null) {
            throw new NullPointerException("key is null");
        }
        for (int i = reqKeys.size() - 1; i >= 0; i--) {
            if (key.equalsIgnoreCase(reqKeys.get(i))) {
                reqValues.set(i, value);
                return;
            }
        }
        reqKeys.add(key);
        reqValues.add(value);
    }

    public void addRequestProperty(String key, String value) {
        checkNotConnected();
        if (key == null) {
            throw new NullPointerException("key is null");
        }
        reqKeys.add(key);
        reqValues.add(value);
    }

    public String getRequestProperty(String key) {
        if (connected) {
            throw new IllegalStateException("Already connected");
        }
        if (key == null) {
            return null;
        }
        for (int i = reqKeys.size() - 1; i >= 0; i--) {
            if (key.equalsIgnoreCase(reqKeys.get(i))) {
                return reqValues.get(i);
            }
        }
        return null;
    }

    public java.util.Map<String, java.util.List<String>> getRequestProperties() {
        if (connected) {
            throw new IllegalStateException("Already connected");
        }
        return headerMap(reqKeys, reqValues, 0);
    }

    /**
     * Names to values, as the JDK builds it: values listed from the last
     * one of a name back to the first; unmodifiable.
     */
    static java.util.Map<String, java.util.List<String>> headerMap(java.util.List<String> keys,
            java.util.List<String> values, int from) {
        java.util.HashMap<String, java.util.List<String>> m = new java.util.HashMap<>();
        for (int i = keys.size() - 1; i >= from; i--) {
            String k = keys.get(i);
            java.util.List<String> l = m.get(k);
            if (l == null) {
                l = new java.util.ArrayList<>();
                m.put(k, l);
            }
            l.add(values.get(i));
        }
        for (java.util.Map.Entry<String, java.util.List<String>> e : m.entrySet()) {
            e.setValue(java.util.Collections.unmodifiableList(e.getValue()));
        }
        return java.util.Collections.unmodifiableMap(m);
    }

    public static String guessContentTypeFromName(String fname) {
        String n = fname == null ? "" : fname.toLowerCase();
        if (n.endsWith(".txt") || n.endsWith(".java") || n.endsWith(".c") || n.endsWith(".h")) {
            return "text/plain";
        }
        if (n.endsWith(".html") || n.endsWith(".htm")) {
            return "text/html";
        }
        if (n.endsWith(".xml")) {
            return "application/xml";
        }
        if (n.endsWith(".png")) {
            return "image/png";
        }
        if (n.endsWith(".gif")) {
            return "image/gif";
        }
        if (n.endsWith(".jpg") || n.endsWith(".jpeg")) {
            return "image/jpeg";
        }
        return null;
    }

    public String toString() {
        return getClass().getName() + ":" + url;
    }
}
