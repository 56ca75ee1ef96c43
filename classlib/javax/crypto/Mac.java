package javax.crypto;

import java.security.InvalidKeyException;
import java.security.Key;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.spec.AlgorithmParameterSpec;
import java.security.InvalidAlgorithmParameterException;

/** HMAC (RFC 2104) over the built-in digests: HmacMD5, HmacSHA1, HmacSHA224/256/384/512, HmacSHA512/224, HmacSHA512/256. */
public class Mac implements Cloneable {
    private final String algorithm;
    private MessageDigest inner;
    private MessageDigest outer;
    private final int blockLen;
    private final String digestName;
    private byte[] ipad;
    private byte[] opad;
    private boolean initialized;
    private boolean first = true;

    private Mac(String algorithm, String digestName, int blockLen) throws NoSuchAlgorithmException {
        this.algorithm = algorithm;
        this.digestName = digestName;
        this.blockLen = blockLen;
        this.inner = MessageDigest.getInstance(digestName);
        this.outer = MessageDigest.getInstance(digestName);
    }

    public static final Mac getInstance(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NullPointerException("null algorithm name");
        }
        switch (algorithm.toUpperCase()) {
        case "HMACMD5":
            return new Mac(algorithm, "MD5", 64);
        case "HMACSHA1":
            return new Mac(algorithm, "SHA-1", 64);
        case "HMACSHA224":
            return new Mac(algorithm, "SHA-224", 64);
        case "HMACSHA256":
            return new Mac(algorithm, "SHA-256", 64);
        case "HMACSHA384":
            return new Mac(algorithm, "SHA-384", 128);
        case "HMACSHA512":
            return new Mac(algorithm, "SHA-512", 128);
        case "HMACSHA512/224":
            return new Mac(algorithm, "SHA-512/224", 128);
        case "HMACSHA512/256":
            return new Mac(algorithm, "SHA-512/256", 128);
        default:
            throw new NoSuchAlgorithmException("Algorithm " + algorithm + " not available");
        }
    }

    public static final Mac getInstance(String algorithm, String provider)
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

    public final int getMacLength() {
        return inner.getDigestLength();
    }

    public final void init(Key key) throws InvalidKeyException {
        if (key == null) {
            throw new InvalidKeyException("Missing key data");
        }
        byte[] k = key.getEncoded();
        if (k == null) {
            throw new InvalidKeyException("Missing key data");
        }
        if (k.length > blockLen) {
            k = inner.digest(k);
        }
        ipad = new byte[blockLen];
        opad = new byte[blockLen];
        for (int i = 0; i < blockLen; i++) {
            byte b = i < k.length ? k[i] : 0;
            ipad[i] = (byte) (b ^ 0x36);
            opad[i] = (byte) (b ^ 0x5c);
        }
        inner.reset();
        outer.reset();
        first = true;
        initialized = true;
    }

    public final void init(Key key, AlgorithmParameterSpec params)
        throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (params != null) {
            throw new InvalidAlgorithmParameterException("HMAC does not use parameters");
        }
        init(key);
    }

    private void ready() {
        if (!initialized) {
            throw new IllegalStateException("MAC not initialized");
        }
        if (first) {
            inner.update(ipad);
            first = false;
        }
    }

    public final void update(byte input) throws IllegalStateException {
        ready();
        inner.update(input);
    }

    public final void update(byte[] input) throws IllegalStateException {
        ready();
        if (input != null) {
            inner.update(input);
        }
    }

    public final void update(byte[] input, int offset, int len) throws IllegalStateException {
        ready();
        if (input != null) {
            if (offset < 0 || len > (input.length - offset) || len < 0) {
                throw new IllegalArgumentException("Bad arguments");
            }
            inner.update(input, offset, len);
        }
    }

    public final byte[] doFinal() throws IllegalStateException {
        ready();
        byte[] h = inner.digest();
        outer.update(opad);
        byte[] mac = outer.digest(h);
        first = true;
        return mac;
    }

    public final void doFinal(byte[] output, int outOffset) throws ShortBufferException, IllegalStateException {
        if (!initialized) {
            throw new IllegalStateException("MAC not initialized");
        }
        int macLen = getMacLength();
        if (output == null || output.length - outOffset < macLen) {
            throw new ShortBufferException("Cannot store MAC in output buffer");
        }
        byte[] mac = doFinal();
        System.arraycopy(mac, 0, output, outOffset, macLen);
    }

    public final byte[] doFinal(byte[] input) throws IllegalStateException {
        if (!initialized) {
            throw new IllegalStateException("MAC not initialized");
        }
        update(input);
        return doFinal();
    }

    public final void reset() {
        inner.reset();
        outer.reset();
        first = true;
    }

    @Override
    public final Object clone() throws CloneNotSupportedException {
        Mac m = (Mac) super.clone();
        m.inner = (MessageDigest) inner.clone();
        m.outer = (MessageDigest) outer.clone();
        return m;
    }
}
