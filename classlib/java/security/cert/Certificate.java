package java.security.cert;

/** A certificate (only the type: no certificate is ever parsed here). */
public abstract class Certificate implements java.io.Serializable {

    private final String type;

    protected Certificate(String type) {
        this.type = type;
    }

    public final String getType() {
        return type;
    }

    public abstract byte[] getEncoded();
}
