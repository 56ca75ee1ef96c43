import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

public class NioCharsets {
    static String hex(ByteBuffer b) {
        StringBuilder sb = new StringBuilder();
        for (int i = b.position(); i < b.limit(); i++) {
            sb.append(String.format("%02x", b.get(i) & 0xff));
        }
        return sb.toString();
    }

    static String esc(CharSequence s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c >= 32 && c < 127) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        return sb.toString();
    }

    static byte[] b(int... v) {
        byte[] r = new byte[v.length];
        for (int i = 0; i < v.length; i++) {
            r[i] = (byte) v[i];
        }
        return r;
    }

    static void decodeAll(Charset cs, String label, byte[] in) {
        for (CodingErrorAction a : new CodingErrorAction[] { CodingErrorAction.REPORT, CodingErrorAction.REPLACE, CodingErrorAction.IGNORE }) {
            CharsetDecoder d = cs.newDecoder().onMalformedInput(a).onUnmappableCharacter(a);
            try {
                CharBuffer out = d.decode(ByteBuffer.wrap(in));
                System.out.println("  " + cs + " " + label + " " + a + ": \"" + esc(out) + "\"");
            } catch (CharacterCodingException e) {
                System.out.println("  " + cs + " " + label + " " + a + ": " + e);
            }
        }
    }

    static void steps(CharsetDecoder d, byte[] in) {
        ByteBuffer bb = ByteBuffer.wrap(in);
        CharBuffer cb = CharBuffer.allocate(3);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            CoderResult r = d.decode(bb, cb, true);
            sb.append(r).append("@").append(bb.position()).append(' ');
            if (r.isOverflow()) {
                cb.flip();
                cb.clear();
                continue;
            }
            if (r.isError()) {
                bb.position(bb.position() + r.length());
                continue;
            }
            break;
        }
        System.out.println("  steps " + sb.toString().trim());
    }

    public static void main(String[] args) throws Exception {
        Charset utf8 = StandardCharsets.UTF_8;
        System.out.println("malformed UTF-8:");
        decodeAll(utf8, "lone continuation", b('a', 0x80, 'b'));
        decodeAll(utf8, "bad lead", b('a', 0xc0, 0xaf, 'b'));
        decodeAll(utf8, "truncated 3", b('a', 0xe2, 0x82));
        decodeAll(utf8, "truncated 3 mid", b('a', 0xe2, 0x82, 'b'));
        decodeAll(utf8, "overlong e0", b(0xe0, 0x80, 0x80));
        decodeAll(utf8, "surrogate", b(0xed, 0xa0, 0x80, 'x'));
        decodeAll(utf8, "four byte", b(0xf0, 0x9f, 0x98, 0x80, 'x'));
        decodeAll(utf8, "four byte bad", b(0xf0, 0x9f, 0x41));
        decodeAll(utf8, "too big", b(0xf4, 0x90, 0x80, 0x80));
        decodeAll(utf8, "f5", b(0xf5, 0x80));
        decodeAll(utf8, "ff", b(0xff, 'z'));
        decodeAll(StandardCharsets.US_ASCII, "high byte", b('a', 0xe9, 'b'));
        decodeAll(StandardCharsets.ISO_8859_1, "high byte", b('a', 0xe9, 'b'));
        decodeAll(StandardCharsets.UTF_16BE, "odd", b(0, 'a', 0));
        decodeAll(StandardCharsets.UTF_16LE, "lone low", b(0x00, 0xdc, 'a', 0));
        decodeAll(StandardCharsets.UTF_16, "bom le", b(0xff, 0xfe, 'h', 0, 'i', 0));
        decodeAll(StandardCharsets.UTF_16, "bom be", b(0xfe, 0xff, 0, 'h'));
        decodeAll(StandardCharsets.UTF_16, "no bom", b(0, 'h', 0xd8, 0x3d, 0xde, 0x00));
        decodeAll(StandardCharsets.UTF_16BE, "high then bmp", b(0xd8, 0x3d, 0, 'a'));
        steps(utf8.newDecoder(), b('a', 'b', 0x80, 'c', 'd', 0xe2, 0x82, 0xac, 'e'));

        System.out.println("encoders:");
        String text = "A\u00e9\u20ac\ud83d\ude00";
        for (Charset cs : new Charset[] { utf8, StandardCharsets.ISO_8859_1, StandardCharsets.US_ASCII, StandardCharsets.UTF_16,
                                          StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE }) {
            ByteBuffer e = cs.encode(text);
            CharsetEncoder enc = cs.newEncoder();
            System.out.println("  " + cs + " " + hex(e) + " " + e + " canEncode " + enc.canEncode('\u00e9') + " " + enc.canEncode(text)
                               + " avg " + enc.averageBytesPerChar() + " max " + enc.maxBytesPerChar() + " repl " + hex(ByteBuffer.wrap(enc.replacement()))
                               + " back \"" + esc(cs.decode(cs.encode(text))) + "\" dec " + cs.newDecoder().averageCharsPerByte() + "/" + cs.newDecoder().maxCharsPerByte());
            for (CodingErrorAction a : new CodingErrorAction[] { CodingErrorAction.REPORT, CodingErrorAction.REPLACE, CodingErrorAction.IGNORE }) {
                try {
                    ByteBuffer r = cs.newEncoder().onMalformedInput(a).onUnmappableCharacter(a).encode(CharBuffer.wrap("x\ud800y\u00ffz"));
                    System.out.println("    " + a + " " + hex(r));
                } catch (CharacterCodingException ex) {
                    System.out.println("    " + a + " " + ex);
                }
            }
        }
        CharsetEncoder ascii = StandardCharsets.US_ASCII.newEncoder();
        ByteBuffer small = ByteBuffer.allocate(2);
        CoderResult r1 = ascii.encode(CharBuffer.wrap("abc"), small, false);
        System.out.println("overflow " + r1 + " " + r1.isOverflow() + " " + small);
        CoderResult r2 = ascii.encode(CharBuffer.wrap("\u00e9"), ByteBuffer.allocate(4), false);
        System.out.println("unmappable " + r2 + " " + r2.isUnmappable() + " " + r2.length());
        CoderResult r3 = ascii.encode(CharBuffer.wrap("a\ud800"), ByteBuffer.allocate(4), false);
        System.out.println("pending surrogate " + r3);
        System.out.println("results " + CoderResult.UNDERFLOW + " " + CoderResult.malformedForLength(3) + " " + CoderResult.unmappableForLength(2)
                           + " " + CodingErrorAction.IGNORE + " " + ascii.malformedInputAction() + " " + ascii.charset());
        try {
            CoderResult.UNDERFLOW.length();
        } catch (UnsupportedOperationException e) {
            System.out.println("length of underflow: " + e.getClass().getSimpleName());
        }
        try {
            CoderResult.malformedForLength(2).throwException();
        } catch (CharacterCodingException e) {
            System.out.println("thrown " + e + " " + e.getMessage());
        }
        CharsetDecoder custom = utf8.newDecoder().replaceWith("?").onMalformedInput(CodingErrorAction.REPLACE);
        System.out.println("custom replacement " + custom.decode(ByteBuffer.wrap(b('a', 0xff, 'b'))) + " " + custom.replacement());
        System.out.println("decode empty [" + utf8.decode(ByteBuffer.allocate(0)) + "] encode empty " + utf8.encode(""));
        ByteBuffer big = utf8.encode("\u20ac".repeat(10));
        System.out.println("grown " + big + " " + big.remaining());
    }
}
