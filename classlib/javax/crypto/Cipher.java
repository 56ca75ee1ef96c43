package javax.crypto;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

/**
 * AES in ECB, CBC and CTR (NoPadding or PKCS5Padding where the mode allows it) and GCM (NoPadding),
 * in Java over {@link AesBlock}. Other transformations throw NoSuchAlgorithmException naming them.
 */
public class Cipher {
    public static final int ENCRYPT_MODE = 1;
    public static final int DECRYPT_MODE = 2;
    public static final int WRAP_MODE = 3;
    public static final int UNWRAP_MODE = 4;
    public static final int PUBLIC_KEY = 1;
    public static final int PRIVATE_KEY = 2;
    public static final int SECRET_KEY = 3;

    private static final int ECB = 0;
    private static final int CBC = 1;
    private static final int CTR = 2;
    private static final int GCM = 3;
    private static final int BLOCK = 16;

    private final String transformation;
    private final int mode;
    private final boolean padding;

    private int opmode;
    private AesBlock aes;
    private byte[] keyBytes;
    private byte[] iv;
    // running state
    private final byte[] buf = new byte[BLOCK];
    private byte[] pending = new byte[BLOCK * 2];
    private int pendingLen;
    private byte[] chain;         // CBC: last cipher block; CTR/GCM: counter block
    private final byte[] stream = new byte[BLOCK]; // CTR/GCM key stream block
    private int streamUsed = BLOCK;
    // GCM
    private int tagLen;
    private long hHi;
    private long hLo;
    private long xHi;
    private long xLo;
    private long aadLen;
    private long dataLen;
    private byte[] j0;
    private final byte[] aadPart = new byte[BLOCK];
    private int aadPartLen;
    private boolean dataStarted;
    private boolean gcmSpent;
    private byte[] lastGcmKey;
    private byte[] lastGcmIv;

    private Cipher(String transformation, int mode, boolean padding) {
        this.transformation = transformation;
        this.mode = mode;
        this.padding = padding;
    }

    public static final Cipher getInstance(String transformation) throws NoSuchAlgorithmException, NoSuchPaddingException {
        if (transformation == null || transformation.isEmpty()) {
            throw new NoSuchAlgorithmException("Null or empty transformation");
        }
        String[] parts = splitTransformation(transformation);
        String alg = parts[0].toUpperCase();
        String md = parts[1] == null ? "ECB" : parts[1].toUpperCase();
        String pad = parts[2] == null ? "PKCS5PADDING" : parts[2].toUpperCase();
        if (alg.equals("AES") || alg.equals("RIJNDAEL")) {
            int m = -1;
            switch (md) {
            case "ECB":
                m = ECB;
                break;
            case "CBC":
                m = CBC;
                break;
            case "CTR":
                m = CTR;
                break;
            case "GCM":
                m = GCM;
                break;
            default:
                break;
            }
            boolean nopad = pad.equals("NOPADDING");
            boolean pkcs5 = pad.equals("PKCS5PADDING");
            if (m == ECB || m == CBC) {
                if (nopad || pkcs5) {
                    return new Cipher(transformation, m, pkcs5);
                }
            } else if (m >= 0 && nopad) {
                return new Cipher(transformation, m, false);
            }
        }
        throw new NoSuchAlgorithmException("Cannot find any provider supporting " + transformation);
    }

    private static String[] splitTransformation(String t) throws NoSuchAlgorithmException {
        String[] out = new String[3];
        int a = t.indexOf('/');
        if (a < 0) {
            out[0] = t.trim();
            return out;
        }
        int b = t.indexOf('/', a + 1);
        if (b < 0) {
            throw new NoSuchAlgorithmException("Invalid transformation format:" + t);
        }
        out[0] = t.substring(0, a).trim();
        out[1] = t.substring(a + 1, b).trim();
        out[2] = t.substring(b + 1).trim();
        if (out[0].isEmpty() || out[1].isEmpty() || out[2].isEmpty()) {
            throw new NoSuchAlgorithmException("Invalid transformation format:" + t);
        }
        return out;
    }

    public static final Cipher getInstance(String transformation, String provider)
        throws NoSuchAlgorithmException, NoSuchProviderException, NoSuchPaddingException {
        if (provider == null || provider.isEmpty()) {
            throw new IllegalArgumentException("Missing provider");
        }
        if (!provider.equals("SunJCE")) {
            throw new NoSuchProviderException("No such provider: " + provider);
        }
        return getInstance(transformation);
    }

    public final String getAlgorithm() {
        return transformation;
    }

    public final int getBlockSize() {
        return BLOCK;
    }

    @Override
    public String toString() {
        String m;
        switch (opmode) {
        case ENCRYPT_MODE:
            m = "encryption";
            break;
        case DECRYPT_MODE:
            m = "decryption";
            break;
        default:
            m = "not initialized";
            break;
        }
        return "Cipher." + transformation + ", mode: " + m + ", algorithm from: SunJCE";
    }

    // ---- init ----

    public final void init(int opmode, Key key) throws InvalidKeyException {
        init(opmode, key, (SecureRandom) null);
    }

    public final void init(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
        try {
            doInit(opmode, key, null, random);
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException(e.getMessage(), e);
        }
    }

    public final void init(int opmode, Key key, AlgorithmParameterSpec params)
        throws InvalidKeyException, InvalidAlgorithmParameterException {
        doInit(opmode, key, params, null);
    }

    public final void init(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
        throws InvalidKeyException, InvalidAlgorithmParameterException {
        doInit(opmode, key, params, random);
    }

    private void doInit(int op, Key key, AlgorithmParameterSpec params, SecureRandom random)
        throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (op < ENCRYPT_MODE || op > UNWRAP_MODE) {
            throw new InvalidParameterException("Invalid operation mode");
        }
        if (op == WRAP_MODE || op == UNWRAP_MODE) {
            throw new UnsupportedOperationException("Cipher: key wrapping and unwrapping are not supported yet");
        }
        if (key == null) {
            throw new InvalidKeyException("No installed provider supports this key: (null)");
        }
        String ka = key.getAlgorithm();
        if (ka == null || !(ka.equalsIgnoreCase("AES") || ka.equalsIgnoreCase("Rijndael"))) {
            throw new InvalidKeyException("Wrong algorithm: AES or Rijndael required");
        }
        byte[] k = key.getEncoded();
        if (k == null) {
            throw new InvalidKeyException("Key encoding must not be null");
        }
        if (k.length != 16 && k.length != 24 && k.length != 32) {
            throw new InvalidKeyException("Invalid AES key length: " + k.length + " bytes");
        }
        byte[] newIv = null;
        int newTag = 0;
        boolean encrypt = op == ENCRYPT_MODE;
        if (mode == ECB) {
            if (params != null) {
                throw new InvalidAlgorithmParameterException("ECB mode cannot use IV");
            }
        } else if (mode == GCM) {
            if (params == null) {
                if (!encrypt) {
                    throw new InvalidKeyException("No GCMParameterSpec specified");
                }
                newIv = randomBytes(random, 12);
                newTag = 16;
            } else if (params instanceof GCMParameterSpec) {
                GCMParameterSpec g = (GCMParameterSpec) params;
                int t = g.getTLen();
                if (t < 96 || t > 128 || (t & 7) != 0) {
                    throw new InvalidAlgorithmParameterException(
                        "Unsupported TLen value.  Must be one of {128, 120, 112, 104, 96}");
                }
                newTag = t / 8;
                newIv = g.getIV();
                if (newIv.length == 0) {
                    throw new InvalidAlgorithmParameterException("IV is empty");
                }
            } else {
                throw new InvalidAlgorithmParameterException("AlgorithmParameterSpec not of GCMParameterSpec");
            }
            if (encrypt && lastGcmKey != null && java.util.Arrays.equals(lastGcmKey, k)
                && java.util.Arrays.equals(lastGcmIv, newIv)) {
                throw new InvalidAlgorithmParameterException("Cannot reuse iv for GCM encryption");
            }
        } else {
            if (params == null) {
                if (!encrypt) {
                    throw new InvalidKeyException("Parameters missing");
                }
                newIv = randomBytes(random, BLOCK);
            } else if (params instanceof IvParameterSpec) {
                newIv = ((IvParameterSpec) params).getIV();
                if (newIv.length != BLOCK) {
                    throw new InvalidAlgorithmParameterException("Wrong IV length: must be 16 bytes long");
                }
            } else {
                throw new InvalidAlgorithmParameterException("Wrong parameter type: IV expected");
            }
        }
        this.opmode = op;
        this.keyBytes = k;
        this.aes = new AesBlock(k);
        this.iv = newIv;
        this.tagLen = newTag;
        if (mode == GCM) {
            byte[] h = new byte[BLOCK];
            aes.encrypt(h, 0, h, 0);
            hHi = getLong(h, 0);
            hLo = getLong(h, 8);
            ghashTables();
            if (newIv.length == 12) {
                j0 = new byte[BLOCK];
                System.arraycopy(newIv, 0, j0, 0, 12);
                j0[15] = 1;
            } else {
                xHi = 0;
                xLo = 0;
                ghashBytes(newIv, 0, newIv.length);
                ghashBlock(0, (long) newIv.length * 8);
                j0 = new byte[BLOCK];
                putLong(j0, 0, xHi);
                putLong(j0, 8, xLo);
            }
            if (encrypt) {
                lastGcmKey = k.clone();
                lastGcmIv = newIv.clone();
            }
        }
        resetState();
    }

    private static byte[] randomBytes(SecureRandom random, int n) {
        byte[] b = new byte[n];
        (random != null ? random : new SecureRandom()).nextBytes(b);
        return b;
    }

    private void resetState() {
        pendingLen = 0;
        streamUsed = BLOCK;
        if (mode == CBC || mode == CTR) {
            chain = iv.clone();
        } else if (mode == GCM) {
            chain = j0.clone();
            inc32(chain);
            xHi = 0;
            xLo = 0;
            aadLen = 0;
            dataLen = 0;
            aadPartLen = 0;
            dataStarted = false;
            gcmSpent = false;
        }
    }

    public final byte[] getIV() {
        return iv == null ? null : iv.clone();
    }

    public final int getOutputSize(int inputLen) {
        checkInit();
        if (inputLen < 0) {
            throw new IllegalArgumentException("Input size must be equal to or greater than zero");
        }
        int total = pendingLen + inputLen;
        if (mode == GCM) {
            return opmode == ENCRYPT_MODE ? total + tagLen : Math.max(0, total - tagLen);
        }
        if (padding && opmode == ENCRYPT_MODE) {
            return total + (BLOCK - total % BLOCK);
        }
        return total;
    }

    private void checkInit() {
        if (opmode == 0) {
            throw new IllegalStateException("Cipher not initialized");
        }
    }

    private void checkGcmUsable() {
        if (mode == GCM && gcmSpent) {
            throw new IllegalStateException("Must use either different key or  iv for GCM encryption");
        }
    }

    // ---- AAD ----

    public final void updateAAD(byte[] src) {
        if (src == null) {
            throw new IllegalArgumentException("src buffer is null");
        }
        updateAAD(src, 0, src.length);
    }

    public final void updateAAD(byte[] src, int offset, int len) {
        checkInit();
        if (src == null || offset < 0 || len < 0 || len > src.length - offset) {
            throw new IllegalArgumentException("Bad arguments");
        }
        if (mode != GCM) {
            throw new UnsupportedOperationException(
                "The underlying Cipher implementation does not support this method");
        }
        checkGcmUsable();
        if (dataStarted) {
            throw new IllegalStateException("Update has been called; no more AAD data");
        }
        aadLen += len;
        int i = offset;
        int end = offset + len;
        while (i < end) {
            int n = Math.min(BLOCK - aadPartLen, end - i);
            System.arraycopy(src, i, aadPart, aadPartLen, n);
            aadPartLen += n;
            i += n;
            if (aadPartLen == BLOCK) {
                ghashBlock(getLong(aadPart, 0), getLong(aadPart, 8));
                aadPartLen = 0;
            }
        }
    }

    // ---- update / doFinal ----

    public final byte[] update(byte[] input) {
        checkInit();
        if (input == null) {
            throw new IllegalArgumentException("Null input buffer");
        }
        if (input.length == 0) {
            return null;
        }
        return process(input, 0, input.length, false);
    }

    public final byte[] update(byte[] input, int offset, int len) {
        checkInit();
        checkArgs(input, offset, len);
        if (len == 0) {
            return null;
        }
        return process(input, offset, len, false);
    }

    public final int update(byte[] input, int offset, int len, byte[] output) throws ShortBufferException {
        return update(input, offset, len, output, 0);
    }

    public final int update(byte[] input, int offset, int len, byte[] output, int outOffset) throws ShortBufferException {
        checkInit();
        checkArgs(input, offset, len);
        if (output == null || outOffset < 0) {
            throw new IllegalArgumentException("Bad arguments");
        }
        if (len == 0) {
            return 0;
        }
        if (output.length - outOffset < updateSize(len)) {
            throw new ShortBufferException("Output buffer too short");
        }
        byte[] r = process(input, offset, len, false);
        System.arraycopy(r, 0, output, outOffset, r.length);
        return r.length;
    }

    private int updateSize(int len) {
        int total = pendingLen + len;
        if (mode == CTR) {
            return len;
        }
        if (mode == GCM && opmode == DECRYPT_MODE) {
            return 0;
        }
        if (padding && opmode == DECRYPT_MODE) {
            total = Math.max(0, total - BLOCK);
        }
        return total - total % BLOCK;
    }

    public final byte[] doFinal() throws IllegalBlockSizeException, BadPaddingException {
        checkInit();
        return finish(null, 0, 0);
    }

    public final byte[] doFinal(byte[] input) throws IllegalBlockSizeException, BadPaddingException {
        checkInit();
        if (input == null) {
            throw new IllegalArgumentException("Null input buffer");
        }
        return finish(input, 0, input.length);
    }

    public final byte[] doFinal(byte[] input, int offset, int len) throws IllegalBlockSizeException, BadPaddingException {
        checkInit();
        checkArgs(input, offset, len);
        return finish(input, offset, len);
    }

    public final int doFinal(byte[] output, int outOffset)
        throws IllegalBlockSizeException, ShortBufferException, BadPaddingException {
        checkInit();
        return finishInto(null, 0, 0, output, outOffset);
    }

    public final int doFinal(byte[] input, int offset, int len, byte[] output)
        throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        return doFinal(input, offset, len, output, 0);
    }

    public final int doFinal(byte[] input, int offset, int len, byte[] output, int outOffset)
        throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        checkInit();
        checkArgs(input, offset, len);
        return finishInto(input, offset, len, output, outOffset);
    }

    private int finishInto(byte[] input, int offset, int len, byte[] output, int outOffset)
        throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        if (output == null || outOffset < 0) {
            throw new IllegalArgumentException("Bad arguments");
        }
        if (output.length - outOffset < getOutputSize(len)) {
            throw new ShortBufferException("Output buffer too short: " + (output.length - outOffset)
                                           + " bytes given, " + getOutputSize(len) + " bytes needed");
        }
        byte[] r = finish(input, offset, len);
        System.arraycopy(r, 0, output, outOffset, r.length);
        return r.length;
    }

    private static void checkArgs(byte[] input, int offset, int len) {
        if (input == null || offset < 0 || len > (input.length - offset) || len < 0) {
            throw new IllegalArgumentException("Bad arguments");
        }
    }

    private void addPending(byte[] in, int off, int len) {
        if (pendingLen + len > pending.length) {
            pending = java.util.Arrays.copyOf(pending, Math.max(pending.length * 2, pendingLen + len));
        }
        System.arraycopy(in, off, pending, pendingLen, len);
        pendingLen += len;
    }

    /** Feeds input; returns the output that is ready now (whole blocks, or everything for CTR). */
    private byte[] process(byte[] in, int off, int len, boolean last) {
        checkGcmUsable();
        if (mode == CTR) {
            byte[] out = new byte[len];
            ctr(in, off, len, out, 0, false);
            return out;
        }
        if (mode == GCM && opmode == DECRYPT_MODE) {
            flushAad();
            addPending(in, off, len);
            return new byte[0];
        }
        if (mode == GCM) {
            flushAad();
        }
        addPending(in, off, len);
        int n = pendingLen;
        if (!last && padding && opmode == DECRYPT_MODE) {
            n = Math.max(0, n - BLOCK);
        }
        n -= n % BLOCK;
        byte[] out = new byte[n];
        for (int i = 0; i < n; i += BLOCK) {
            block(pending, i, out, i);
        }
        System.arraycopy(pending, n, pending, 0, pendingLen - n);
        pendingLen -= n;
        return out;
    }

    private void block(byte[] in, int inOff, byte[] out, int outOff) {
        switch (mode) {
        case ECB:
            if (opmode == ENCRYPT_MODE) {
                aes.encrypt(in, inOff, out, outOff);
            } else {
                aes.decrypt(in, inOff, out, outOff);
            }
            break;
        case CBC:
            if (opmode == ENCRYPT_MODE) {
                for (int j = 0; j < BLOCK; j++) {
                    buf[j] = (byte) (in[inOff + j] ^ chain[j]);
                }
                aes.encrypt(buf, 0, out, outOff);
                System.arraycopy(out, outOff, chain, 0, BLOCK);
            } else {
                System.arraycopy(in, inOff, buf, 0, BLOCK);
                aes.decrypt(in, inOff, out, outOff);
                for (int j = 0; j < BLOCK; j++) {
                    out[outOff + j] ^= chain[j];
                }
                System.arraycopy(buf, 0, chain, 0, BLOCK);
            }
            break;
        default: // GCM encryption
            ctr(in, inOff, BLOCK, out, outOff, true);
            ghashBlock(getLong(out, outOff), getLong(out, outOff + 8));
            dataLen += BLOCK;
            break;
        }
    }

    /** Counter-mode key stream: CTR counts over all 128 bits, GCM over the low 32. */
    private void ctr(byte[] in, int off, int len, byte[] out, int outOff, boolean gcm) {
        for (int i = 0; i < len; i++) {
            if (streamUsed == BLOCK) {
                aes.encrypt(chain, 0, stream, 0);
                if (gcm) {
                    inc32(chain);
                } else {
                    for (int j = BLOCK - 1; j >= 0; j--) {
                        if (++chain[j] != 0) {
                            break;
                        }
                    }
                }
                streamUsed = 0;
            }
            out[outOff + i] = (byte) (in[off + i] ^ stream[streamUsed++]);
        }
    }

    private static void inc32(byte[] c) {
        for (int j = BLOCK - 1; j >= BLOCK - 4; j--) {
            if (++c[j] != 0) {
                break;
            }
        }
    }

    private void flushAad() {
        if (!dataStarted) {
            if (aadPartLen > 0) {
                java.util.Arrays.fill(aadPart, aadPartLen, BLOCK, (byte) 0);
                ghashBlock(getLong(aadPart, 0), getLong(aadPart, 8));
                aadPartLen = 0;
            }
            dataStarted = true;
        }
    }

    private byte[] finish(byte[] in, int off, int len) throws IllegalBlockSizeException, BadPaddingException {
        checkGcmUsable();
        try {
            if (mode == CTR) {
                byte[] out = new byte[len];
                ctr(in, off, len, out, 0, false);
                return out;
            }
            if (mode == GCM) {
                return opmode == ENCRYPT_MODE ? gcmEncryptFinal(in, off, len) : gcmDecryptFinal(in, off, len);
            }
            int total = pendingLen + len;
            byte[] head;
            if (opmode == ENCRYPT_MODE) {
                if (!padding && total % BLOCK != 0) {
                    throw new IllegalBlockSizeException("Input length not multiple of 16 bytes");
                }
                head = process(in == null ? new byte[0] : in, off, len, true);
                if (!padding) {
                    return head;
                }
                byte[] last = new byte[BLOCK];
                int p = BLOCK - pendingLen;
                System.arraycopy(pending, 0, last, 0, pendingLen);
                java.util.Arrays.fill(last, pendingLen, BLOCK, (byte) p);
                pendingLen = 0;
                byte[] out = java.util.Arrays.copyOf(head, head.length + BLOCK);
                block(last, 0, out, head.length);
                return out;
            }
            if (total % BLOCK != 0) {
                if (padding) {
                    throw new IllegalBlockSizeException(
                        "Input length must be multiple of 16 when decrypting with padded cipher");
                }
                throw new IllegalBlockSizeException("Input length not multiple of 16 bytes");
            }
            head = process(in == null ? new byte[0] : in, off, len, true);
            if (!padding || head.length == 0) {
                return head;
            }
            int p = head[head.length - 1] & 0xff;
            boolean ok = p >= 1 && p <= BLOCK;
            for (int i = 1; ok && i <= p; i++) {
                ok = (head[head.length - i] & 0xff) == p;
            }
            if (!ok) {
                throw new BadPaddingException("Given final block not properly padded. Such issues can arise if a bad key is used during decryption.");
            }
            return java.util.Arrays.copyOf(head, head.length - p);
        } finally {
            if (mode != GCM) {
                resetState();
            }
        }
    }

    private byte[] gcmEncryptFinal(byte[] in, int off, int len) {
        byte[] head = process(in == null ? new byte[0] : in, off, len, true);
        int rest = pendingLen;
        byte[] out = java.util.Arrays.copyOf(head, head.length + rest + tagLen);
        if (rest > 0) {
            ctr(pending, 0, rest, out, head.length, true);
            byte[] lastBlock = new byte[BLOCK];
            System.arraycopy(out, head.length, lastBlock, 0, rest);
            ghashBlock(getLong(lastBlock, 0), getLong(lastBlock, 8));
            dataLen += rest;
        }
        byte[] tag = tag();
        System.arraycopy(tag, 0, out, head.length + rest, tagLen);
        pendingLen = 0;
        gcmSpent = true;
        return out;
    }

    private byte[] gcmDecryptFinal(byte[] in, int off, int len) throws AEADBadTagException {
        if (len > 0) {
            addPending(in, off, len);
        }
        try {
            int n = pendingLen - tagLen;
            if (n < 0) {
                throw new ProviderException(new ShortBufferException("Output buffer invalid"));
            }
            flushAad();
            for (int i = 0; i < n; i += BLOCK) {
                int m = Math.min(BLOCK, n - i);
                byte[] blk = new byte[BLOCK];
                System.arraycopy(pending, i, blk, 0, m);
                ghashBlock(getLong(blk, 0), getLong(blk, 8));
            }
            dataLen = n;
            byte[] tag = tag();
            int diff = 0;
            for (int i = 0; i < tagLen; i++) {
                diff |= tag[i] ^ pending[n + i];
            }
            if (diff != 0) {
                throw new AEADBadTagException("Tag mismatch!");
            }
            byte[] out = new byte[n];
            ctr(pending, 0, n, out, 0, true);
            return out;
        } finally {
            resetState();
        }
    }

    private byte[] tag() {
        flushAad();
        ghashBlock(aadLen * 8, dataLen * 8);
        byte[] s = new byte[BLOCK];
        putLong(s, 0, xHi);
        putLong(s, 8, xLo);
        byte[] e = new byte[BLOCK];
        aes.encrypt(j0, 0, e, 0);
        for (int i = 0; i < BLOCK; i++) {
            s[i] ^= e[i];
        }
        return s;
    }

    // ---- GHASH over GF(2^128) ----

    private void ghashBytes(byte[] b, int off, int len) {
        byte[] blk = new byte[BLOCK];
        for (int i = 0; i < len; i += BLOCK) {
            int m = Math.min(BLOCK, len - i);
            java.util.Arrays.fill(blk, (byte) 0);
            System.arraycopy(b, off + i, blk, 0, m);
            ghashBlock(getLong(blk, 0), getLong(blk, 8));
        }
    }

    /** Reduction of the four bits a 4-bit right shift drops, already placed in the high word. */
    private static final long[] GHASH_R = new long[16];

    static {
        for (int r = 0; r < 16; r++) {
            long hi = 0;
            long lo = r;
            for (int i = 0; i < 4; i++) {
                boolean carry = (lo & 1) != 0;
                lo = (lo >>> 1) | (hi << 63);
                hi >>>= 1;
                if (carry) {
                    hi ^= 0xE100000000000000L;
                }
            }
            GHASH_R[r] = hi;
        }
    }

    private final long[] mHi = new long[16];
    private final long[] mLo = new long[16];

    /** M[n] = H times the 4-bit chunk n (bit 8 is the chunk's first coefficient). */
    private void ghashTables() {
        mHi[8] = hHi;
        mLo[8] = hLo;
        for (int i = 4; i > 0; i >>= 1) {
            long hi = mHi[2 * i];
            long lo = mLo[2 * i];
            boolean carry = (lo & 1) != 0;
            lo = (lo >>> 1) | (hi << 63);
            hi >>>= 1;
            if (carry) {
                hi ^= 0xE100000000000000L;
            }
            mHi[i] = hi;
            mLo[i] = lo;
        }
        mHi[0] = 0;
        mLo[0] = 0;
        for (int i = 2; i < 16; i <<= 1) {
            for (int j = 1; j < i; j++) {
                mHi[i + j] = mHi[i] ^ mHi[j];
                mLo[i + j] = mLo[i] ^ mLo[j];
            }
        }
    }

    /** X = (X ^ block) * H, four bits at a time from the last coefficient back (Horner). */
    private void ghashBlock(long hi, long lo) {
        long aHi = xHi ^ hi;
        long aLo = xLo ^ lo;
        long zHi = 0;
        long zLo = 0;
        for (int i = 0; i < 32; i++) {
            int n = i < 16 ? (int) (aLo >>> (4 * i)) & 0xf : (int) (aHi >>> (4 * (i - 16))) & 0xf;
            if (i > 0) {
                int rem = (int) zLo & 0xf;
                zLo = (zLo >>> 4) | (zHi << 60);
                zHi = (zHi >>> 4) ^ GHASH_R[rem];
            }
            zHi ^= mHi[n];
            zLo ^= mLo[n];
        }
        xHi = zHi;
        xLo = zLo;
    }

    private static long getLong(byte[] b, int off) {
        return ((long) AesBlock.getInt(b, off) << 32) | (AesBlock.getInt(b, off + 4) & 0xffffffffL);
    }

    private static void putLong(byte[] b, int off, long v) {
        AesBlock.putInt(b, off, (int) (v >>> 32));
        AesBlock.putInt(b, off + 4, (int) v);
    }
}
