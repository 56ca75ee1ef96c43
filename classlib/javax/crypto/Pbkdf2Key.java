package javax.crypto;

/** A key derived by {@link SecretKeyFactory}: its bytes, and the password, salt and count it came from. */
final class Pbkdf2Key implements SecretKey {
    private static final long serialVersionUID = 1L;
    private final String algorithm;
    private final char[] password;
    private final byte[] salt;
    private final int iterations;
    private final byte[] key;

    Pbkdf2Key(String algorithm, char[] password, byte[] salt, int iterations, byte[] key) {
        this.algorithm = algorithm;
        this.password = password.clone();
        this.salt = salt.clone();
        this.iterations = iterations;
        this.key = key;
    }

    @Override
    public String getAlgorithm() {
        return algorithm;
    }

    @Override
    public String getFormat() {
        return "RAW";
    }

    @Override
    public byte[] getEncoded() {
        return key.clone();
    }

    public char[] getPassword() {
        return password.clone();
    }

    public byte[] getSalt() {
        return salt.clone();
    }

    public int getIterationCount() {
        return iterations;
    }

    @Override
    public int hashCode() {
        int h = 0;
        for (int i = 1; i < key.length; i++) {
            h += key[i] * i;
        }
        return h ^ algorithm.toLowerCase().hashCode();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SecretKey)) {
            return false;
        }
        SecretKey k = (SecretKey) o;
        return algorithm.equalsIgnoreCase(k.getAlgorithm()) && "RAW".equalsIgnoreCase(k.getFormat())
            && java.util.Arrays.equals(key, k.getEncoded());
    }
}
