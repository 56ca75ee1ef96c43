package javax.crypto.spec;

import java.security.spec.AlgorithmParameterSpec;

public class GCMParameterSpec implements AlgorithmParameterSpec {
    private final byte[] iv;
    private final int tLen;

    public GCMParameterSpec(int tLen, byte[] src) {
        if (src == null) {
            throw new IllegalArgumentException("src array is null");
        }
        this.tLen = checkLen(tLen);
        this.iv = src.clone();
    }

    public GCMParameterSpec(int tLen, byte[] src, int offset, int len) {
        if (src == null) {
            throw new IllegalArgumentException("src array is null");
        }
        this.tLen = checkLen(tLen);
        if (offset < 0 || len < 0 || offset > src.length - len) {
            throw new IllegalArgumentException("Invalid buffer arguments");
        }
        this.iv = java.util.Arrays.copyOfRange(src, offset, offset + len);
    }

    private static int checkLen(int tLen) {
        if (tLen < 0) {
            throw new IllegalArgumentException("Length argument is negative");
        }
        return tLen;
    }

    public int getTLen() {
        return tLen;
    }

    public byte[] getIV() {
        return iv.clone();
    }
}
