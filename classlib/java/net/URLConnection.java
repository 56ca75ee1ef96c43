package java.net;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** A connection to what a URL names; file: and jar: have one (no headers beyond length and type). */
public abstract class URLConnection {

    protected URL url;
    protected boolean connected;
    protected boolean doInput = true;
    protected boolean doOutput;
    protected boolean useCaches = true;
    private int connectTimeout, readTimeout;

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
        return -1;
    }

    public String getContentType() {
        return guessContentTypeFromName(url.getPath());
    }

    public String getContentEncoding() {
        return null;
    }

    public long getLastModified() {
        return 0;
    }

    public long getDate() {
        return 0;
    }

    public long getExpiration() {
        return 0;
    }

    public String getHeaderField(String name) {
        return null;
    }

    public String getHeaderField(int n) {
        return null;
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

    public void setRequestProperty(String key, String value) {
    }

    public void addRequestProperty(String key, String value) {
    }

    public String getRequestProperty(String key) {
        return null;
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
