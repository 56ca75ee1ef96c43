package java.nio.charset;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;

/**
 * The decoders and encoders of the built-in charsets.  Each loop consumes
 * whole units only: on an error the input position is left at the start of
 * the bad sequence and the result says how long it is, with the lengths
 * the JDK reports (UTF-8's are those of the Unicode "maximal subpart"
 * practice).
 */
final class Coders {
    private Coders() {
    }

    static CharsetDecoder decoder(Charset cs) {
        switch (cs.name()) {
        case "US-ASCII":
            return new Single(cs, 0x7f);
        case "ISO-8859-1":
            return new Single(cs, 0xff);
        case "UTF-8":
            return new Utf8Decoder(cs);
        case "UTF-16BE":
            return new Utf16Decoder(cs, 1, false);
        case "UTF-16LE":
            return new Utf16Decoder(cs, 2, false);
        case "windows-1252":
            return new Cp1252Decoder(cs);
        case "UTF-32":
            return new Utf32Decoder(cs, 0);
        case "UTF-32BE":
            return new Utf32Decoder(cs, 1);
        case "UTF-32LE":
            return new Utf32Decoder(cs, 2);
        default:
            return new Utf16Decoder(cs, 1, true);
        }
    }

    static CharsetEncoder encoder(Charset cs) {
        switch (cs.name()) {
        case "US-ASCII":
            return new SingleEncoder(cs, 0x7f);
        case "ISO-8859-1":
            return new SingleEncoder(cs, 0xff);
        case "UTF-8":
            return new Utf8Encoder(cs);
        case "UTF-16BE":
            return new Utf16Encoder(cs, true, false);
        case "UTF-16LE":
            return new Utf16Encoder(cs, false, false);
        case "windows-1252":
            return new Cp1252Encoder(cs);
        case "UTF-32":
        case "UTF-32BE":
            return new Utf32Encoder(cs, true);
        case "UTF-32LE":
            return new Utf32Encoder(cs, false);
        default:
            return new Utf16Encoder(cs, true, true);
        }
    }

    /* US-ASCII and ISO-8859-1: one byte, one char, up to max. */
    static final class Single extends CharsetDecoder {
        private final int max;

        Single(Charset cs, int max) {
            super(cs, 1.0f, 1.0f);
            this.max = max;
        }

        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.hasRemaining()) {
                int b = in.get(in.position()) & 0xff;
                if (b > max) {
                    return CoderResult.malformedForLength(1);
                }
                if (!out.hasRemaining()) {
                    return CoderResult.OVERFLOW;
                }
                out.put((char) b);
                in.position(in.position() + 1);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    /* A surrogate at in's position: UNDERFLOW if its partner may follow,
     * malformed[1] if it is alone, or null for a whole pair. */
    static CoderResult pairCheck(CharBuffer in) {
        int p = in.position();
        char c = in.get(p);
        if (Character.isLowSurrogate(c)) {
            return CoderResult.malformedForLength(1);
        }
        if (p + 1 >= in.limit()) {
            return CoderResult.UNDERFLOW;
        }
        return Character.isLowSurrogate(in.get(p + 1)) ? null : CoderResult.malformedForLength(1);
    }

    static final class SingleEncoder extends CharsetEncoder {
        private final int max;

        SingleEncoder(Charset cs, int max) {
            super(cs, 1.0f, 1.0f);
            this.max = max;
        }

        @Override
        public boolean canEncode(char c) {
            return c <= max;
        }

        @Override
        boolean canEncodePair() {
            return false;
        }

        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                char c = in.get(in.position());
                if (c > max) {
                    if (Character.isSurrogate(c)) {
                        CoderResult r = pairCheck(in);
                        return r != null ? r : CoderResult.unmappableForLength(2);
                    }
                    return CoderResult.unmappableForLength(1);
                }
                if (!out.hasRemaining()) {
                    return CoderResult.OVERFLOW;
                }
                out.put((byte) c);
                in.position(in.position() + 1);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    static final class Utf8Decoder extends CharsetDecoder {
        Utf8Decoder(Charset cs) {
            super(cs, 1.0f, 1.0f);
        }

        private static boolean cont(int b) {
            return (b & 0xc0) == 0x80;
        }

        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                int avail = in.limit() - p;
                int b1 = in.get(p) & 0xff;
                if (b1 < 0x80) {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((char) b1);
                    in.position(p + 1);
                    continue;
                }
                int need;
                if (b1 >= 0xc2 && b1 <= 0xdf) {
                    need = 2;
                } else if (b1 >= 0xe0 && b1 <= 0xef) {
                    need = 3;
                } else if (b1 >= 0xf0 && b1 <= 0xf4) {
                    need = 4;
                } else {
                    return CoderResult.malformedForLength(1);
                }
                /* how many bytes, from the start, form a valid prefix */
                int good = 1;
                for (int k = 1; k < need && k < avail; k++) {
                    int b = in.get(p + k) & 0xff;
                    boolean ok = cont(b);
                    if (k == 1) {
                        if (b1 == 0xe0) {
                            ok = b >= 0xa0 && b <= 0xbf;
                        } else if (b1 == 0xed) {
                            ok = b >= 0x80 && b <= 0x9f;
                        } else if (b1 == 0xf0) {
                            ok = b >= 0x90 && b <= 0xbf;
                        } else if (b1 == 0xf4) {
                            ok = b >= 0x80 && b <= 0x8f;
                        }
                    }
                    if (!ok) {
                        break;
                    }
                    good++;
                }
                if (good < need) {
                    if (good == avail) {
                        return CoderResult.UNDERFLOW;       /* may complete with more input */
                    }
                    /* ED A0..BF (a surrogate) counts as three bad bytes in the JDK */
                    if (b1 == 0xed && good == 1 && avail >= 3) {
                        int b2 = in.get(p + 1) & 0xff;
                        if (b2 >= 0xa0 && b2 <= 0xbf && cont(in.get(p + 2) & 0xff)) {
                            return CoderResult.malformedForLength(3);
                        }
                    }
                    return CoderResult.malformedForLength(good);
                }
                int cp;
                if (need == 2) {
                    cp = ((b1 & 0x1f) << 6) | (in.get(p + 1) & 0x3f);
                } else if (need == 3) {
                    cp = ((b1 & 0x0f) << 12) | ((in.get(p + 1) & 0x3f) << 6) | (in.get(p + 2) & 0x3f);
                } else {
                    cp = ((b1 & 0x07) << 18) | ((in.get(p + 1) & 0x3f) << 12) | ((in.get(p + 2) & 0x3f) << 6)
                         | (in.get(p + 3) & 0x3f);
                }
                int chars = cp >= 0x10000 ? 2 : 1;
                if (out.remaining() < chars) {
                    return CoderResult.OVERFLOW;
                }
                if (chars == 2) {
                    out.put(Character.highSurrogate(cp));
                    out.put(Character.lowSurrogate(cp));
                } else {
                    out.put((char) cp);
                }
                in.position(p + need);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    static final class Utf8Encoder extends CharsetEncoder {
        Utf8Encoder(Charset cs) {
            super(cs, 1.1f, 3.0f);
        }

        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                char c = in.get(p);
                if (c < 0x80) {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((byte) c);
                    in.position(p + 1);
                } else if (c < 0x800) {
                    if (out.remaining() < 2) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((byte) (0xc0 | (c >> 6)));
                    out.put((byte) (0x80 | (c & 0x3f)));
                    in.position(p + 1);
                } else if (Character.isSurrogate(c)) {
                    CoderResult r = pairCheck(in);
                    if (r != null) {
                        return r;
                    }
                    int cp = Character.toCodePoint(c, in.get(p + 1));
                    if (out.remaining() < 4) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((byte) (0xf0 | (cp >> 18)));
                    out.put((byte) (0x80 | ((cp >> 12) & 0x3f)));
                    out.put((byte) (0x80 | ((cp >> 6) & 0x3f)));
                    out.put((byte) (0x80 | (cp & 0x3f)));
                    in.position(p + 2);
                } else {
                    if (out.remaining() < 3) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put((byte) (0xe0 | (c >> 12)));
                    out.put((byte) (0x80 | ((c >> 6) & 0x3f)));
                    out.put((byte) (0x80 | (c & 0x3f)));
                    in.position(p + 1);
                }
            }
            return CoderResult.UNDERFLOW;
        }
    }

    /* order: 1 big-endian, 2 little-endian; with a BOM allowed, 0 until one is seen (then big-endian). */
    static final class Utf16Decoder extends CharsetDecoder {
        private final int initial;
        private final boolean bom;
        private int order;

        Utf16Decoder(Charset cs, int order, boolean bom) {
            super(cs, 0.5f, 1.0f);
            this.initial = bom ? 0 : order;
            this.bom = bom;
            this.order = initial;
        }

        @Override
        protected void implReset() {
            order = initial;
        }

        private char unit(ByteBuffer in, int p) {
            int a = in.get(p) & 0xff;
            int b = in.get(p + 1) & 0xff;
            return (char) (order == 2 ? (b << 8) | a : (a << 8) | b);
        }

        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.remaining() >= 2) {
                int p = in.position();
                if (order == 0) {
                    int a = in.get(p) & 0xff;
                    int b = in.get(p + 1) & 0xff;
                    order = 1;
                    if (a == 0xfe && b == 0xff) {
                        in.position(p + 2);
                        continue;
                    }
                    if (a == 0xff && b == 0xfe) {
                        order = 2;
                        in.position(p + 2);
                        continue;
                    }
                }
                char c = unit(in, p);
                if (Character.isHighSurrogate(c)) {
                    if (in.remaining() < 4) {
                        return CoderResult.UNDERFLOW;
                    }
                    char d = unit(in, p + 2);
                    if (!Character.isLowSurrogate(d)) {
                        return CoderResult.malformedForLength(4);
                    }
                    if (out.remaining() < 2) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put(c);
                    out.put(d);
                    in.position(p + 4);
                } else if (Character.isLowSurrogate(c)) {
                    return CoderResult.malformedForLength(2);
                } else {
                    if (!out.hasRemaining()) {
                        return CoderResult.OVERFLOW;
                    }
                    out.put(c);
                    in.position(p + 2);
                }
            }
            return CoderResult.UNDERFLOW;
        }
    }

    static final class Utf16Encoder extends CharsetEncoder {
        private final boolean big;
        private final boolean mark;
        private boolean marked;

        Utf16Encoder(Charset cs, boolean big, boolean mark) {
            super(cs, 2.0f, mark ? 4.0f : 2.0f,
                  big ? new byte[] { (byte) 0xff, (byte) 0xfd } : new byte[] { (byte) 0xfd, (byte) 0xff });
            this.big = big;
            this.mark = mark;
        }

        @Override
        protected void implReset() {
            marked = false;
        }

        private void put(ByteBuffer out, char c) {
            if (big) {
                out.put((byte) (c >> 8));
                out.put((byte) c);
            } else {
                out.put((byte) c);
                out.put((byte) (c >> 8));
            }
        }

        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            if (mark && !marked && in.hasRemaining()) {
                if (out.remaining() < 2) {
                    return CoderResult.OVERFLOW;
                }
                put(out, '\uFEFF');
                marked = true;
            }
            while (in.hasRemaining()) {
                int p = in.position();
                char c = in.get(p);
                if (Character.isSurrogate(c)) {
                    CoderResult r = pairCheck(in);
                    if (r != null) {
                        return r;
                    }
                    if (out.remaining() < 4) {
                        return CoderResult.OVERFLOW;
                    }
                    put(out, c);
                    put(out, in.get(p + 1));
                    in.position(p + 2);
                } else {
                    if (out.remaining() < 2) {
                        return CoderResult.OVERFLOW;
                    }
                    put(out, c);
                    in.position(p + 1);
                }
            }
            return CoderResult.UNDERFLOW;
        }
    }

    /* windows-1252: ISO-8859-1 but for 0x80-0x9f (five of which are unmapped). */
    static final String CP1252_HIGH =
        "\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd"
        + "\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178";

    static int cp1252Byte(char c) {
        if (c < 0x80 || (c >= 0xa0 && c <= 0xff)) {
            return c;
        }
        int i = CP1252_HIGH.indexOf(c);
        return i >= 0 && c != '\ufffd' ? 0x80 + i : -1;
    }

    static final class Cp1252Decoder extends CharsetDecoder {
        Cp1252Decoder(Charset cs) {
            super(cs, 1.0f, 1.0f);
        }

        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.hasRemaining()) {
                int b = in.get(in.position()) & 0xff;
                char c = b >= 0x80 && b < 0xa0 ? CP1252_HIGH.charAt(b - 0x80) : (char) b;
                if (c == '\ufffd') {
                    return CoderResult.unmappableForLength(1);
                }
                if (!out.hasRemaining()) {
                    return CoderResult.OVERFLOW;
                }
                out.put(c);
                in.position(in.position() + 1);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    static final class Cp1252Encoder extends CharsetEncoder {
        Cp1252Encoder(Charset cs) {
            super(cs, 1.0f, 1.0f);
        }

        @Override
        public boolean canEncode(char c) {
            return cp1252Byte(c) >= 0;
        }

        @Override
        boolean canEncodePair() {
            return false;
        }

        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                char c = in.get(in.position());
                int b = cp1252Byte(c);
                if (b < 0) {
                    if (Character.isSurrogate(c)) {
                        CoderResult r = pairCheck(in);
                        return r != null ? r : CoderResult.unmappableForLength(2);
                    }
                    return CoderResult.unmappableForLength(1);
                }
                if (!out.hasRemaining()) {
                    return CoderResult.OVERFLOW;
                }
                out.put((byte) b);
                in.position(in.position() + 1);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    /* UTF-32: order 0 looks for a byte-order mark (else big-endian), 1 big, 2 little. */
    static final class Utf32Decoder extends CharsetDecoder {
        private final int initial;
        private int order;

        Utf32Decoder(Charset cs, int order) {
            super(cs, 0.25f, 1.0f);
            this.initial = order;
            this.order = order;
        }

        @Override
        protected void implReset() {
            order = initial;
        }

        private int unit(ByteBuffer in, int p) {
            int a = in.get(p) & 0xff, b = in.get(p + 1) & 0xff, c = in.get(p + 2) & 0xff, d = in.get(p + 3) & 0xff;
            return order == 2 ? (d << 24) | (c << 16) | (b << 8) | a : (a << 24) | (b << 16) | (c << 8) | d;
        }

        @Override
        protected CoderResult decodeLoop(ByteBuffer in, CharBuffer out) {
            while (in.remaining() >= 4) {
                int p = in.position();
                if (order == 0) {
                    order = 1;
                    int v = unit(in, p);
                    if (v == 0x0000feff) {
                        in.position(p + 4);
                        continue;
                    }
                    if (v == 0xfffe0000) {
                        order = 2;
                        in.position(p + 4);
                        continue;
                    }
                }
                int cp = unit(in, p);
                if (cp < 0 || cp > 0x10ffff) {      /* surrogates pass, as the JDK's */
                    return CoderResult.malformedForLength(4);
                }
                int n = cp >= 0x10000 ? 2 : 1;
                if (out.remaining() < n) {
                    return CoderResult.OVERFLOW;
                }
                if (n == 2) {
                    out.put(Character.highSurrogate(cp));
                    out.put(Character.lowSurrogate(cp));
                } else {
                    out.put((char) cp);
                }
                in.position(p + 4);
            }
            return CoderResult.UNDERFLOW;
        }
    }

    static final class Utf32Encoder extends CharsetEncoder {
        private final boolean big;

        Utf32Encoder(Charset cs, boolean big) {
            super(cs, 4.0f, 4.0f, big ? new byte[] { 0, 0, (byte) 0xff, (byte) 0xfd }
                                      : new byte[] { (byte) 0xfd, (byte) 0xff, 0, 0 });
            this.big = big;
        }

        private void put(ByteBuffer out, int cp) {
            if (big) {
                out.put((byte) (cp >> 24)).put((byte) (cp >> 16)).put((byte) (cp >> 8)).put((byte) cp);
            } else {
                out.put((byte) cp).put((byte) (cp >> 8)).put((byte) (cp >> 16)).put((byte) (cp >> 24));
            }
        }

        @Override
        protected CoderResult encodeLoop(CharBuffer in, ByteBuffer out) {
            while (in.hasRemaining()) {
                int p = in.position();
                char c = in.get(p);
                int cp = c;
                int n = 1;
                if (Character.isSurrogate(c)) {
                    CoderResult r = pairCheck(in);
                    if (r != null) {
                        return r;
                    }
                    cp = Character.toCodePoint(c, in.get(p + 1));
                    n = 2;
                }
                if (out.remaining() < 4) {
                    return CoderResult.OVERFLOW;
                }
                put(out, cp);
                in.position(p + n);
            }
            return CoderResult.UNDERFLOW;
        }
    }
}
