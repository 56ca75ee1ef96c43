package java.security;

public abstract class SecureRandomSpi implements java.io.Serializable {
    private static final long serialVersionUID = -2991854161009191830L;

    public SecureRandomSpi() {
    }

    protected abstract void engineSetSeed(byte[] seed);

    protected abstract void engineNextBytes(byte[] bytes);

    protected abstract byte[] engineGenerateSeed(int numBytes);

    @Override
    public String toString() {
        return getClass().getSimpleName();
    }
}
