package java.net;

/**
 * Asked for credentials when a server or proxy wants them.  The request's details are set on
 * the authenticator for the time of the call, as the JDK's (calls on one authenticator are
 * serialised).
 */
public abstract class Authenticator {
    public enum RequestorType {
        PROXY, SERVER
    }

    private static volatile Authenticator theAuthenticator;

    private String requestingHost;
    private InetAddress requestingSite;
    private int requestingPort;
    private String requestingProtocol;
    private String requestingPrompt;
    private String requestingScheme;
    private URL requestingURL;
    private RequestorType requestingAuthType;

    public Authenticator() {
    }

    public static synchronized void setDefault(Authenticator a) {
        theAuthenticator = a;
    }

    public static Authenticator getDefault() {
        return theAuthenticator;
    }

    public static PasswordAuthentication requestPasswordAuthentication(InetAddress addr, int port, String protocol,
            String prompt, String scheme) {
        return requestPasswordAuthentication(null, addr, port, protocol, prompt, scheme, null, RequestorType.SERVER);
    }

    public static PasswordAuthentication requestPasswordAuthentication(String host, InetAddress addr, int port,
            String protocol, String prompt, String scheme) {
        return requestPasswordAuthentication(host, addr, port, protocol, prompt, scheme, null, RequestorType.SERVER);
    }

    public static PasswordAuthentication requestPasswordAuthentication(String host, InetAddress addr, int port,
            String protocol, String prompt, String scheme, URL url, RequestorType reqType) {
        Authenticator a = theAuthenticator;
        return a == null ? null : a.requestPasswordAuthenticationInstance(host, addr, port, protocol, prompt,
                scheme, url, reqType);
    }

    public static PasswordAuthentication requestPasswordAuthentication(Authenticator authenticator, String host,
            InetAddress addr, int port, String protocol, String prompt, String scheme, URL url,
            RequestorType reqType) {
        Authenticator a = authenticator == null ? theAuthenticator : authenticator;
        return a == null ? null : a.requestPasswordAuthenticationInstance(host, addr, port, protocol, prompt,
                scheme, url, reqType);
    }

    public PasswordAuthentication requestPasswordAuthenticationInstance(String host, InetAddress addr, int port,
            String protocol, String prompt, String scheme, URL url, RequestorType reqType) {
        synchronized (this) {
            requestingHost = host;
            requestingSite = addr;
            requestingPort = port;
            requestingProtocol = protocol;
            requestingPrompt = prompt;
            requestingScheme = scheme;
            requestingURL = url;
            requestingAuthType = reqType;
            return getPasswordAuthentication();
        }
    }

    protected final String getRequestingHost() {
        return requestingHost;
    }

    protected final InetAddress getRequestingSite() {
        return requestingSite;
    }

    protected final int getRequestingPort() {
        return requestingPort;
    }

    protected final String getRequestingProtocol() {
        return requestingProtocol;
    }

    protected final String getRequestingPrompt() {
        return requestingPrompt;
    }

    protected final String getRequestingScheme() {
        return requestingScheme;
    }

    protected PasswordAuthentication getPasswordAuthentication() {
        return null;
    }

    protected URL getRequestingURL() {
        return requestingURL;
    }

    protected RequestorType getRequestorType() {
        return requestingAuthType;
    }
}
