package javax.crypto;

import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;
import javax.crypto.spec.PBEKeySpec;

/** PBKDF2 (RFC 8018) over the HMACs of {@link Mac}: PBKDF2WithHmacSHA1, SHA224, SHA256, SHA384, SHA512. */
public class SecretKeyFactory {
    private final String algorithm;
    private final String canonical;
    private final String macName;

    private SecretKeyFactory(String algorithm, String canonical, String macName) {
        this.algorithm = algorithm;
        this.canonical = canonical;
        this.macName = macName;
    }

    public static final SecretKeyFactory getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        String u = algorithm.toUpperCase();
        String[] macs = { "HmacSHA1", "HmacSHA224", "HmacSHA256", "HmacSHA384", "HmacSHA512" };
        for (String m : macs) {
            if (u.equals("PBKDF2WITH" + m.toUpperCase())) {
                return new SecretKeyFactory(algorithm, "PBKDF2With" + m, m);
            }
        }
        throw new NoSuchAlgorithmException(algorithm + " SecretKeyFactory not available");
    }

    public static final SecretKeyFactory getInstance(String algorithm, String provider)
        throws NoSuchAlgorithmException, NoSuchProviderException {
        if (provider == null || provider.isEmpty()) {
            throw new IllegalArgumentException("Missing provider");
        }
        if (!provider.equals("SunJCE")) {
            throw new NoSuchProviderException("No such provider: " + provider);
        }
        return getInstance(algorithm);
    }

    public final String getAlgorithm() {
        return algorithm;
    }

    public final SecretKey generateSecret(KeySpec keySpec) throws InvalidKeySpecException {
        if (!(keySpec instanceof PBEKeySpec)) {
            throw new InvalidKeySpecException("Invalid key spec");
        }
        PBEKeySpec spec = (PBEKeySpec) keySpec;
        char[] pw = spec.getPassword();
        byte[] salt = spec.getSalt();
        if (salt == null) {
            throw new InvalidKeySpecException("Salt not found");
        }
        int iterations = spec.getIterationCount();
        if (iterations == 0) {
            throw new InvalidKeySpecException("Iteration count not found");
        }
        int keyLength = spec.getKeyLength();
        if (keyLength == 0) {
            throw new InvalidKeySpecException("Key length not found");
        }
        byte[] pwBytes = new String(pw).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        try {
            return new Pbkdf2Key(canonical, pw, salt, iterations, derive(pwBytes, salt, iterations, keyLength / 8));
        } catch (NoSuchAlgorithmException | InvalidKeyException e) {
            throw new InvalidKeySpecException("Cannot derive key", e);
        }
    }

    private byte[] derive(byte[] pw, byte[] salt, int iterations, int len) throws NoSuchAlgorithmException, InvalidKeyException {
        Mac mac = Mac.getInstance(macName);
        // an empty password is a valid HMAC key here; SecretKeySpec refuses empty keys
        mac.init(new RawKey(pw, macName));
        int hLen = mac.getMacLength();
        byte[] out = new byte[len];
        byte[] counter = new byte[4];
        for (int block = 1, pos = 0; pos < len; block++, pos += hLen) {
            counter[0] = (byte) (block >>> 24);
            counter[1] = (byte) (block >>> 16);
            counter[2] = (byte) (block >>> 8);
            counter[3] = (byte) block;
            mac.update(salt);
            byte[] u = mac.doFinal(counter);
            byte[] t = u.clone();
            for (int i = 1; i < iterations; i++) {
                u = mac.doFinal(u);
                for (int j = 0; j < t.length; j++) {
                    t[j] ^= u[j];
                }
            }
            System.arraycopy(t, 0, out, pos, Math.min(hLen, len - pos));
        }
        return out;
    }

    private static final class RawKey implements SecretKey {
        private static final long serialVersionUID = 1L;
        private final byte[] bytes;
        private final String alg;

        RawKey(byte[] bytes, String alg) {
            this.bytes = bytes;
            this.alg = alg;
        }

        @Override
        public String getAlgorithm() {
            return alg;
        }

        @Override
        public String getFormat() {
            return "RAW";
        }

        @Override
        public byte[] getEncoded() {
            return bytes.clone();
        }
    }
}
