package java.security;

import java.util.Random;

/**
 * Random bytes for cryptography.  "NativePRNG" (the default, with
 * "NativePRNGBlocking" and "NativePRNGNonBlocking") reads the kernel's
 * pool through getrandom(2) (vm/natives/security.c), mixed with any seed
 * given; "SHA1PRNG" is the SUN provider's SHA-1 generator, which is
 * deterministic when seeded before its first output.
 */
public class SecureRandom extends Random {
    private static final long serialVersionUID = 4940670005562187L;

    private final String algorithm;
    private final Sha1Prng sha1;            /* null for the native ones */
    private byte[] mix;                     /* NativePRNG: SHA-1 of the seeds given, XORed into output */

    public SecureRandom() {
        super(0);
        this.algorithm = "NativePRNG";
        this.sha1 = null;
    }

    public SecureRandom(byte[] seed) {
        this();
        setSeed(seed);
    }

    private SecureRandom(String algorithm, Sha1Prng sha1) {
        super(0);
        this.algorithm = algorithm;
        this.sha1 = sha1;
    }

    public static SecureRandom getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        switch (algorithm.toUpperCase()) {
        case "NATIVEPRNG":
            return new SecureRandom("NativePRNG", null);
        case "NATIVEPRNGBLOCKING":
            return new SecureRandom("NativePRNGBlocking", null);
        case "NATIVEPRNGNONBLOCKING":
            return new SecureRandom("NativePRNGNonBlocking", null);
        case "SHA1PRNG":
            return new SecureRandom("SHA1PRNG", new Sha1Prng());
        default:
            throw new NoSuchAlgorithmException(algorithm + " SecureRandom not available");
        }
    }

    public static SecureRandom getInstance(String algorithm, String provider)
        throws NoSuchAlgorithmException, NoSuchProviderException {
        if (provider == null || provider.isEmpty()) {
            throw new IllegalArgumentException("missing provider");
        }
        if (!provider.equals("SUN")) {
            throw new NoSuchProviderException("no such provider: " + provider);
        }
        return getInstance(algorithm);
    }

    public static SecureRandom getInstanceStrong() throws NoSuchAlgorithmException {
        return getInstance("NativePRNGBlocking");
    }

    public String getAlgorithm() {
        return algorithm;
    }

    public final Provider getProvider() {
        return Provider.SUN;
    }

    @Override
    public String toString() {
        return algorithm;
    }

    public synchronized void setSeed(byte[] seed) {
        if (sha1 != null) {
            sha1.setSeed(seed);
            return;
        }
        MessageDigest md = sha1Digest();
        if (mix != null) {
            md.update(mix);
        }
        mix = md.digest(seed);
    }

    @Override
    public void setSeed(long seed) {
        /* Random's constructor calls this before our fields exist; a seed
         * of 0 then means nothing. */
        if (seed != 0) {
            byte[] b = new byte[8];
            for (int i = 0; i < 8; i++) {
                b[i] = (byte) (seed >>> (8 * i));
            }
            setSeed(b);
        }
    }

    @Override
    public synchronized void nextBytes(byte[] bytes) {
        if (sha1 != null) {
            sha1.nextBytes(bytes);
            return;
        }
        fill0(bytes, 0, bytes.length);
        if (mix != null) {
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] ^= mix[i % mix.length];
            }
        }
    }

    @Override
    protected final int next(int numBits) {
        int numBytes = (numBits + 7) / 8;
        byte[] b = new byte[numBytes];
        int next = 0;
        nextBytes(b);
        for (int i = 0; i < numBytes; i++) {
            next = (next << 8) + (b[i] & 0xFF);
        }
        return next >>> (numBytes * 8 - numBits);
    }

    public static byte[] getSeed(int numBytes) {
        return new SecureRandom().generateSeed(numBytes);
    }

    public byte[] generateSeed(int numBytes) {
        if (numBytes < 0) {
            throw new IllegalArgumentException("numBytes cannot be negative");
        }
        byte[] b = new byte[numBytes];
        fill0(b, 0, numBytes);
        return b;
    }

    static MessageDigest sha1Digest() {
        try {
            return MessageDigest.getInstance("SHA-1");
        } catch (NoSuchAlgorithmException e) {
            throw new ProviderException(e);
        }
    }

    private static native void fill0(byte[] b, int off, int len);

    /*
     * The SUN SHA1PRNG: state = SHA-1(seed), or SHA-1(old state, seed) when
     * reseeded; each output block is SHA-1(state), after which the state
     * becomes state + block + 1 (as little-endian 160-bit numbers), and is
     * bumped once more if that left it unchanged.  Unseeded, it seeds
     * itself from the kernel pool on first use.
     */
    private static final class Sha1Prng implements java.io.Serializable {
        private static final long serialVersionUID = 1L;
        private final MessageDigest md = sha1Digest();
        private byte[] state;
        private byte[] rest = new byte[0];   /* unread bytes of the last block */
        private int restPos;

        void setSeed(byte[] seed) {
            if (state != null) {
                md.update(state);
            }
            state = md.digest(seed);
            restPos = rest.length;          /* a new seed also drops what was left of the last block */
        }

        void nextBytes(byte[] out) {
            if (state == null) {
                byte[] seed = new byte[20];
                fill0(seed, 0, 20);
                state = md.digest(seed);
            }
            int i = 0;
            while (i < out.length && restPos < rest.length) {
                out[i++] = rest[restPos++];
            }
            while (i < out.length) {
                md.update(state);
                byte[] block = md.digest();
                advance(block);
                int k = 0;
                while (i < out.length && k < block.length) {
                    out[i++] = block[k++];
                }
                rest = block;
                restPos = k;
            }
        }

        private void advance(byte[] block) {
            int carry = 1;
            boolean changed = false;
            for (int i = 0; i < state.length; i++) {
                int v = state[i] + block[i] + carry;     /* signed bytes, as the SUN code adds them */
                byte nb = (byte) v;
                changed |= state[i] != nb;
                state[i] = nb;
                carry = v >> 8;
            }
            if (!changed) {
                state[0]++;
            }
        }
    }
}
