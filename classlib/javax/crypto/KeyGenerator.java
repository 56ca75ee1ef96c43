package javax.crypto;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/** Random secret keys: AES (128, 192 or 256 bits) and the HMAC algorithms of {@link Mac}. */
public class KeyGenerator {
    private final String algorithm;
    private final String keyAlgorithm;
    private final boolean aes;
    private int keyBytes;
    private SecureRandom random;

    private KeyGenerator(String algorithm, String keyAlgorithm, boolean aes, int keyBytes) {
        this.algorithm = algorithm;
        this.keyAlgorithm = keyAlgorithm;
        this.aes = aes;
        this.keyBytes = keyBytes;
    }

    public static final KeyGenerator getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        switch (algorithm.toUpperCase()) {
        case "AES":
            return new KeyGenerator(algorithm, "AES", true, 16);
        case "HMACMD5":
            return new KeyGenerator(algorithm, "HmacMD5", false, 64);
        case "HMACSHA1":
            return new KeyGenerator(algorithm, "HmacSHA1", false, 64);
        case "HMACSHA224":
            return new KeyGenerator(algorithm, "HmacSHA224", false, 28);
        case "HMACSHA256":
            return new KeyGenerator(algorithm, "HmacSHA256", false, 32);
        case "HMACSHA384":
            return new KeyGenerator(algorithm, "HmacSHA384", false, 48);
        case "HMACSHA512":
            return new KeyGenerator(algorithm, "HmacSHA512", false, 64);
        default:
            throw new NoSuchAlgorithmException(algorithm + " KeyGenerator not available");
        }
    }

    public static final KeyGenerator getInstance(String algorithm, String provider)
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

    public final void init(SecureRandom random) {
        this.random = random;
    }

    public final void init(int keysize) {
        init(keysize, null);
    }

    public final void init(int keysize, SecureRandom random) {
        if (aes) {
            if (keysize != 128 && keysize != 192 && keysize != 256) {
                throw new InvalidParameterException("Wrong keysize: must be equal to 128, 192 or 256");
            }
        } else if (keysize < 40 && !keyAlgorithm.equals("HmacMD5") && !keyAlgorithm.equals("HmacSHA1")) {
            throw new InvalidParameterException("Key length must be at least 40 bits");
        }
        this.keyBytes = (keysize + 7) / 8;
        this.random = random;
    }

    public final void init(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        init(params, null);
    }

    public final void init(AlgorithmParameterSpec params, SecureRandom random) throws InvalidAlgorithmParameterException {
        throw new InvalidAlgorithmParameterException(keyAlgorithm + " key generation does not take any parameters");
    }

    public final SecretKey generateKey() {
        if (random == null) {
            random = new SecureRandom();
        }
        byte[] k = new byte[keyBytes];
        random.nextBytes(k);
        return new SecretKeySpec(k, keyAlgorithm);
    }
}
