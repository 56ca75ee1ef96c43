package java.security;

import java.net.URL;

/** Where code came from (signers are not modelled: always none). */
public class CodeSource implements java.io.Serializable {
    private static final long serialVersionUID = 4977541819976013951L;

    private final URL location;

    public CodeSource(URL url, java.security.cert.Certificate[] certs) {
        this.location = url;
    }

    public final URL getLocation() {
        return location;
    }

    public final java.security.cert.Certificate[] getCertificates() {
        return null;
    }

    public boolean equals(Object o) {
        if (!(o instanceof CodeSource)) {
            return false;
        }
        URL l = ((CodeSource) o).location;
        return location == null ? l == null : location.equals(l);
    }

    public int hashCode() {
        return location == null ? 0 : location.hashCode();
    }

    public String toString() {
        return "(" + location + " <no signer certificates>)";
    }
}
