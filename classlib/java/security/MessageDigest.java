package java.security;

/**
 * A message digest.  The algorithms are the library's own Java code
 * (Digests): MD2 is not there; MD5, SHA-1, SHA-224, SHA-256, SHA-384,
 * SHA-512, SHA-512/224, SHA-512/256 and SHA3-224/256/384/512 are, under
 * the SUN provider's names and aliases.
 */
public abstract class MessageDigest extends MessageDigestSpi {
    private final String algorithm;
    private boolean inProgress;
    private Provider provider = Provider.SUN;

    protected MessageDigest(String algorithm) {
        this.algorithm = algorithm;
    }

    public static MessageDigest getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        MessageDigestSpi spi = Digests.create(algorithm);
        if (spi == null) {
            throw new NoSuchAlgorithmException(algorithm + " MessageDigest not available");
        }
        return new Wrapper(spi, algorithm);
    }

    public static MessageDigest getInstance(String algorithm, String provider)
        throws NoSuchAlgorithmException, NoSuchProviderException {
        if (provider == null || provider.isEmpty()) {
            throw new IllegalArgumentException("missing provider");
        }
        if (!provider.equals("SUN")) {
            throw new NoSuchProviderException("no such provider: " + provider);
        }
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        MessageDigestSpi spi = Digests.create(algorithm);
        if (spi == null) {
            throw new NoSuchAlgorithmException("no such algorithm: " + algorithm + " for provider " + provider);
        }
        return new Wrapper(spi, algorithm);
    }

    public static MessageDigest getInstance(String algorithm, Provider provider) throws NoSuchAlgorithmException {
        if (provider == null) {
            throw new IllegalArgumentException("missing provider");
        }
        return getInstance(algorithm);
    }

    public final Provider getProvider() {
        return provider;
    }

    public void update(byte input) {
        engineUpdate(input);
        inProgress = true;
    }

    public void update(byte[] input, int offset, int len) {
        if (input == null) {
            throw new IllegalArgumentException("No input buffer given");
        }
        if (input.length - offset < len) {
            throw new IllegalArgumentException("Input buffer too short");
        }
        engineUpdate(input, offset, len);
        inProgress = true;
    }

    public void update(byte[] input) {
        engineUpdate(input, 0, input.length);
        inProgress = true;
    }

    public byte[] digest() {
        byte[] result = engineDigest();
        inProgress = false;
        return result;
    }

    public int digest(byte[] buf, int offset, int len) throws DigestException {
        if (buf == null) {
            throw new IllegalArgumentException("No output buffer given");
        }
        if (offset < 0 || len < 0 || len > buf.length - offset) {
            throw new IllegalArgumentException("Output buffer too small for specified offset and length");
        }
        int numBytes = engineDigest(buf, offset, len);
        inProgress = false;
        return numBytes;
    }

    public byte[] digest(byte[] input) {
        update(input);
        return digest();
    }

    @Override
    public String toString() {
        return algorithm + " Message Digest from " + provider.getName() + ", "
               + (inProgress ? "<in progress>" : "<initialized>") + "\n";
    }

    public static boolean isEqual(byte[] digesta, byte[] digestb) {
        if (digesta == digestb) {
            return true;
        }
        if (digesta == null || digestb == null) {
            return false;
        }
        int lenA = digesta.length;
        int lenB = digestb.length;
        if (lenB == 0) {
            return lenA == 0;
        }
        int result = lenA - lenB;
        for (int i = 0; i < lenA; i++) {
            result |= digesta[i] ^ digestb[i < lenB ? i : 0];   /* time independent of where they differ */
        }
        return result == 0;
    }

    public void reset() {
        engineReset();
        inProgress = false;
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final int getDigestLength() {
        int digestLen = engineGetDigestLength();
        if (digestLen == 0) {
            try {
                MessageDigest md = (MessageDigest) clone();
                return md.digest().length;
            } catch (CloneNotSupportedException e) {
                return digestLen;
            }
        }
        return digestLen;
    }

    @Override
    public Object clone() throws CloneNotSupportedException {
        if (this instanceof Cloneable) {
            return super.clone();
        }
        throw new CloneNotSupportedException();
    }

    /* A MessageDigest over one of the built-in engines. */
    private static final class Wrapper extends MessageDigest implements Cloneable {
        private MessageDigestSpi spi;

        Wrapper(MessageDigestSpi spi, String algorithm) {
            super(algorithm);
            this.spi = spi;
        }

        @Override
        protected int engineGetDigestLength() {
            return ((Digests.Engine) spi).length;
        }

        @Override
        protected void engineUpdate(byte input) {
            ((Digests.Engine) spi).engineUpdate(input);
        }

        @Override
        protected void engineUpdate(byte[] input, int offset, int len) {
            ((Digests.Engine) spi).engineUpdate(input, offset, len);
        }

        @Override
        protected byte[] engineDigest() {
            return ((Digests.Engine) spi).engineDigest();
        }

        @Override
        protected int engineDigest(byte[] buf, int offset, int len) throws DigestException {
            return ((Digests.Engine) spi).engineDigest(buf, offset, len);
        }

        @Override
        protected void engineReset() {
            ((Digests.Engine) spi).engineReset();
        }

        @Override
        public Object clone() throws CloneNotSupportedException {
            Wrapper w = (Wrapper) super.clone();
            w.spi = ((Digests.Engine) spi).copy();
            return w;
        }
    }
}
