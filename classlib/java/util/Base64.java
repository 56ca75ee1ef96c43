package java.util;

import java.io.ByteArrayOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** Base64 encoders and decoders: basic (RFC 4648), URL-safe, and MIME (RFC 2045). */
public class Base64 {
    private Base64() {
    }

    public static Encoder getEncoder() {
        return Encoder.RFC4648;
    }

    public static Encoder getUrlEncoder() {
        return Encoder.RFC4648_URLSAFE;
    }

    public static Encoder getMimeEncoder() {
        return Encoder.RFC2045;
    }

    public static Encoder getMimeEncoder(int lineLength, byte[] lineSeparator) {
        Objects.requireNonNull(lineSeparator);
        int[] base64 = Decoder.fromBase64;
        for (byte b : lineSeparator) {
            if (base64[b & 0xff] != -1)
                throw new IllegalArgumentException("Illegal base64 line separator character 0x" + Integer.toString(b, 16));
        }
        lineLength = lineLength & ~0b11;
        if (lineLength <= 0)
            return Encoder.RFC4648;
        return new Encoder(false, lineSeparator, lineLength, true);
    }

    public static Decoder getDecoder() {
        return Decoder.RFC4648;
    }

    public static Decoder getUrlDecoder() {
        return Decoder.RFC4648_URLSAFE;
    }

    public static Decoder getMimeDecoder() {
        return Decoder.RFC2045;
    }

    public static class Encoder {
        private final byte[] newline;
        private final int linemax;
        private final boolean isURL;
        private final boolean doPadding;

        private Encoder(boolean isURL, byte[] newline, int linemax, boolean doPadding) {
            this.isURL = isURL;
            this.newline = newline;
            this.linemax = linemax;
            this.doPadding = doPadding;
        }

        private static final char[] toBase64 = {
            'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M',
            'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z',
            'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm',
            'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z',
            '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '+', '/'};

        private static final char[] toBase64URL = {
            'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M',
            'N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z',
            'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm',
            'n', 'o', 'p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z',
            '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '-', '_'};

        private static final int MIMELINEMAX = 76;
        private static final byte[] CRLF = new byte[] {'\r', '\n'};

        static final Encoder RFC4648 = new Encoder(false, null, -1, true);
        static final Encoder RFC4648_URLSAFE = new Encoder(true, null, -1, true);
        static final Encoder RFC2045 = new Encoder(false, CRLF, MIMELINEMAX, true);

        private int encodedOutLength(int srclen) {
            long len;
            if (doPadding) {
                len = 4L * ((srclen + 2) / 3);
            } else {
                int n = srclen % 3;
                len = 4L * (srclen / 3) + (n == 0 ? 0 : n + 1);
            }
            if (linemax > 0 && len > 0)
                len += (len - 1) / linemax * newline.length;
            if (len > Integer.MAX_VALUE - 8)
                throw new OutOfMemoryError("Encoded size is too large");
            return (int) len;
        }

        public byte[] encode(byte[] src) {
            byte[] dst = new byte[encodedOutLength(src.length)];
            int ret = encode0(src, 0, src.length, dst);
            if (ret != dst.length)
                return Arrays.copyOf(dst, ret);
            return dst;
        }

        public int encode(byte[] src, byte[] dst) {
            int len = encodedOutLength(src.length);
            if (dst.length < len)
                throw new IllegalArgumentException("Output byte array is too small for encoding all input bytes");
            return encode0(src, 0, src.length, dst);
        }

        public String encodeToString(byte[] src) {
            byte[] encoded = encode(src);
            char[] chars = new char[encoded.length];
            for (int i = 0; i < encoded.length; i++)
                chars[i] = (char) (encoded[i] & 0xff);
            return new String(chars);
        }

        public Encoder withoutPadding() {
            if (!doPadding)
                return this;
            return new Encoder(isURL, newline, linemax, false);
        }

        public OutputStream wrap(final OutputStream os) {
            Objects.requireNonNull(os);
            final Encoder enc = this;
            return new FilterOutputStream(os) {
                private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
                private boolean closed;

                public void write(int b) throws IOException {
                    if (closed)
                        throw new IOException("Stream is closed");
                    pending.write(b);
                }

                public void write(byte[] b, int off, int len) throws IOException {
                    if (closed)
                        throw new IOException("Stream is closed");
                    pending.write(b, off, len);
                }

                public void flush() throws IOException {
                    out.flush();
                }

                public void close() throws IOException {
                    if (!closed) {
                        closed = true;
                        out.write(enc.encode(pending.toByteArray()));
                        out.close();
                    }
                }
            };
        }

        /** Encodes src into dst and returns the number of bytes written. */
        private int encode0(byte[] src, int off, int end, byte[] dst) {
            char[] alphabet = isURL ? toBase64URL : toBase64;
            int dp = 0;
            int lineChars = 0;
            int i = off;
            while (i < end) {
                if (linemax > 0 && lineChars == linemax) {
                    for (byte b : newline)
                        dst[dp++] = b;
                    lineChars = 0;
                }
                int left = end - i;
                int b0 = src[i] & 0xff;
                int b1 = (left > 1) ? src[i + 1] & 0xff : 0;
                int b2 = (left > 2) ? src[i + 2] & 0xff : 0;
                int group = (b0 << 16) | (b1 << 8) | b2;
                dst[dp++] = (byte) alphabet[(group >>> 18) & 0x3f];
                dst[dp++] = (byte) alphabet[(group >>> 12) & 0x3f];
                if (left > 1)
                    dst[dp++] = (byte) alphabet[(group >>> 6) & 0x3f];
                else if (doPadding)
                    dst[dp++] = '=';
                if (left > 2)
                    dst[dp++] = (byte) alphabet[group & 0x3f];
                else if (doPadding)
                    dst[dp++] = '=';
                i += Math.min(left, 3);
                lineChars += 4;
            }
            return dp;
        }
    }

    public static class Decoder {
        private final boolean isURL;
        private final boolean isMIME;

        private Decoder(boolean isURL, boolean isMIME) {
            this.isURL = isURL;
            this.isMIME = isMIME;
        }

        /** -1: not a base64 character, -2: the padding character. */
        static final int[] fromBase64 = new int[256];
        static final int[] fromBase64URL = new int[256];

        static {
            Arrays.fill(fromBase64, -1);
            for (int i = 0; i < Encoder.toBase64.length; i++)
                fromBase64[Encoder.toBase64[i]] = i;
            fromBase64['='] = -2;
            Arrays.fill(fromBase64URL, -1);
            for (int i = 0; i < Encoder.toBase64URL.length; i++)
                fromBase64URL[Encoder.toBase64URL[i]] = i;
            fromBase64URL['='] = -2;
        }

        static final Decoder RFC4648 = new Decoder(false, false);
        static final Decoder RFC4648_URLSAFE = new Decoder(true, false);
        static final Decoder RFC2045 = new Decoder(false, true);

        public byte[] decode(byte[] src) {
            byte[] dst = new byte[decodedOutLength(src, 0, src.length)];
            int ret = decode0(src, 0, src.length, dst);
            if (ret != dst.length)
                dst = Arrays.copyOf(dst, ret);
            return dst;
        }

        public byte[] decode(String src) {
            char[] cs = src.toCharArray();
            byte[] bytes = new byte[cs.length];
            for (int i = 0; i < cs.length; i++)
                bytes[i] = (cs[i] < 256) ? (byte) cs[i] : (byte) '?';
            return decode(bytes);
        }

        public int decode(byte[] src, byte[] dst) {
            int len = decodedOutLength(src, 0, src.length);
            if (dst.length < len || len == -1)
                throw new IllegalArgumentException("Output byte array is too small for decoding all input bytes");
            return decode0(src, 0, src.length, dst);
        }

        public InputStream wrap(InputStream is) {
            Objects.requireNonNull(is);
            try {
                ByteArrayOutputStream all = new ByteArrayOutputStream();
                byte[] buf = new byte[4096];
                int n;
                while ((n = is.read(buf, 0, buf.length)) > 0)
                    all.write(buf, 0, n);
                return new java.io.ByteArrayInputStream(decode(all.toByteArray()));
            } catch (IOException e) {
                throw new IllegalArgumentException(e);
            }
        }

        /** An upper bound of the decoded length (exact for well-formed input). */
        private int decodedOutLength(byte[] src, int sp, int sl) {
            int[] table = isURL ? fromBase64URL : fromBase64;
            int len = sl - sp;
            if (len == 0)
                return 0;
            if (len < 2) {
                if (isMIME && table[0] == -1)
                    return 0;
                throw new IllegalArgumentException("Input byte[] should at least have 2 bytes for base64 bytes");
            }
            int padding = 0;
            if (isMIME) {
                // count only the alphabet characters before the first '='
                int chars = 0;
                for (int i = sp; i < sl; i++) {
                    int c = src[i] & 0xff;
                    if (c == '=')
                        break;
                    if (table[c] >= 0)
                        chars++;
                }
                len = chars;
            } else if (src[sl - 1] == '=') {
                padding = (src[sl - 2] == '=') ? 2 : 1;
            }
            if (padding == 0 && (len & 0x3) != 0)
                padding = 4 - (len & 0x3);
            return 3 * (int) ((len + 3L) / 4) - padding;
        }

        /** Decodes src into dst and returns the number of bytes written. */
        private int decode0(byte[] src, int sp, int sl, byte[] dst) {
            int[] table = isURL ? fromBase64URL : fromBase64;
            int dp = 0;
            int quantum = 0; // sextets collected so far
            int count = 0;   // how many (0..3)
            while (sp < sl) {
                int v = table[src[sp++] & 0xff];
                if (v >= 0) {
                    quantum = (quantum << 6) | v;
                    if (++count == 4) {
                        dst[dp++] = (byte) (quantum >> 16);
                        dst[dp++] = (byte) (quantum >> 8);
                        dst[dp++] = (byte) quantum;
                        quantum = 0;
                        count = 0;
                    }
                } else if (v == -2) {
                    // padding: "xx==" or "xxx=" end the input; "x=" is caught below
                    if (count == 0 || (count == 2 && (sp == sl || src[sp++] != '=')))
                        throw new IllegalArgumentException("Input byte array has wrong 4-byte ending unit");
                    break;
                } else if (!isMIME) {
                    throw new IllegalArgumentException("Illegal base64 character " + Integer.toString(src[sp - 1], 16));
                }
            }
            if (count == 1)
                throw new IllegalArgumentException("Last unit does not have enough valid bits");
            if (count == 2) {
                dst[dp++] = (byte) (quantum >> 4);
            } else if (count == 3) {
                dst[dp++] = (byte) (quantum >> 10);
                dst[dp++] = (byte) (quantum >> 2);
            }
            // nothing but (for MIME) non-alphabet characters may follow
            while (sp < sl) {
                if (isMIME && table[src[sp++] & 0xff] < 0)
                    continue;
                throw new IllegalArgumentException("Input byte array has incorrect ending byte at " + sp);
            }
            return dp;
        }
    }
}
