import java.io.*;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.*;
import java.util.*;

/* windows-1252 and UTF-32 (BE, LE, with a byte-order mark), and the names,
 * aliases and lookups of the charsets this VM has, as HotSpot has them. */
public class NioCharsetsMore {
    static final String[] OURS = { "US-ASCII", "ISO-8859-1", "UTF-8", "UTF-16", "UTF-16BE", "UTF-16LE",
                                   "UTF-32", "UTF-32BE", "UTF-32LE", "windows-1252" };

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    static String codes(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            sb.append(i > 0 ? " " : "").append(Integer.toHexString(s.charAt(i)));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        SortedMap<String, Charset> all = Charset.availableCharsets();
        for (String n : OURS) {
            Charset cs = all.get(n.toLowerCase());
            System.out.println(n + ": available=" + (cs != null) + " name=" + (cs == null ? null : cs.name())
                               + " aliases=" + new TreeSet<>(Charset.forName(n).aliases())
                               + " registered=" + Charset.forName(n).isRegistered());
            for (String a : Charset.forName(n).aliases()) {
                if (Charset.forName(a.toUpperCase()) != Charset.forName(n) && !Charset.forName(a).equals(Charset.forName(n))) {
                    System.out.println("  alias " + a + " is another charset");
                }
            }
        }
        for (String n : new String[] { "cp1252", "Cp1252", "UTF32", "utf_32le", "x-utf-32be", "latin1", "x-nothing" }) {
            System.out.println("isSupported(" + n + ")=" + Charset.isSupported(n)
                               + (Charset.isSupported(n) ? " -> " + Charset.forName(n) : ""));
        }
        try {
            Charset.forName("bad name");
        } catch (IllegalCharsetNameException e) {
            System.out.println("illegal: " + e.getMessage());
        }
        try {
            Charset.forName("x-nothing");
        } catch (UnsupportedCharsetException e) {
            System.out.println("unsupported: " + e.getMessage());
        }

        // windows-1252
        Charset w = Charset.forName("windows-1252");
        byte[] every = new byte[256];
        for (int i = 0; i < 256; i++) {
            every[i] = (byte) i;
        }
        String dec = new String(every, w);
        System.out.println("1252 0x80-0x9f: " + codes(dec.substring(0x80, 0xa0)));
        System.out.println("1252 round trip (mapped bytes): " + hex(dec.substring(0x9e).getBytes(w)));
        System.out.println("1252 encode: " + hex("\u20ac\u2122 caf\u00e9 \u0100\ud83d\ude00".getBytes("Cp1252")));
        System.out.println("1252 canEncode: " + w.newEncoder().canEncode('\u20ac') + " " + w.newEncoder().canEncode('\u0100')
                           + " " + w.newEncoder().canEncode("\u0160\u017d"));
        try {
            w.newDecoder().decode(ByteBuffer.wrap(new byte[] { 'a', (byte) 0x81 }));
        } catch (CharacterCodingException e) {
            System.out.println("1252 report: " + e);
        }
        try {
            w.newEncoder().encode(CharBuffer.wrap("x\u0101"));
        } catch (CharacterCodingException e) {
            System.out.println("1252 encoder report: " + e);
        }
        System.out.println("1252 contains ascii=" + w.contains(StandardCharsets.US_ASCII) + " utf8="
                           + w.contains(StandardCharsets.UTF_8) + " utf8 contains 1252="
                           + StandardCharsets.UTF_8.contains(w));

        // UTF-32
        String text = "A\u00e9\u20ac\ud83d\ude00";
        for (String n : new String[] { "UTF-32", "UTF-32BE", "UTF-32LE" }) {
            byte[] b = text.getBytes(n);
            System.out.println(n + " encode: " + hex(b) + " decode back: " + new String(b, n).equals(text));
            CharsetEncoder e = Charset.forName(n).newEncoder();
            System.out.println("  avg=" + e.averageBytesPerChar() + " max=" + e.maxBytesPerChar()
                               + " replacement=" + hex(e.replacement()) + " lone surrogate: "
                               + hex("x\ud800y".getBytes(n)));
        }
        Charset u32 = Charset.forName("UTF-32");
        byte[] leBom = { (byte) 0xff, (byte) 0xfe, 0, 0, 0x41, 0, 0, 0, 0, (byte) 0xf6, 1, 0 };
        byte[] beBom = { 0, 0, (byte) 0xfe, (byte) 0xff, 0, 0, 0, 0x42 };
        System.out.println("UTF-32 LE mark: " + codes(new String(leBom, u32)) + "; BE mark: " + codes(new String(beBom, u32)));
        byte[] bad = { 0, 0x11, 0, 0, 0, 0, (byte) 0xd8, 0, 0, 0, 0, 0x43, 0, 0 };
        System.out.println("UTF-32BE replaced: " + codes(new String(bad, "UTF-32BE")));
        try {
            Charset.forName("UTF-32BE").newDecoder().decode(ByteBuffer.wrap(bad));
        } catch (CharacterCodingException e) {
            System.out.println("UTF-32BE report: " + e);
        }
        CharsetDecoder d = Charset.forName("UTF-32LE").newDecoder().onMalformedInput(CodingErrorAction.IGNORE);
        System.out.println("UTF-32LE ignore: " + codes(d.decode(ByteBuffer.wrap(new byte[] { 0x44, 0, 0, 0, 0, 0, 0x11, 0, 0x45, 0, 0, 0 })).toString()));

        // readers and writers
        for (String n : new String[] { "UTF-32LE", "UTF-32", "windows-1252", "UTF-16" }) {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            Writer wr = new OutputStreamWriter(bo, n);
            String enc = ((OutputStreamWriter) wr).getEncoding();
            StringBuilder big = new StringBuilder();
            for (int i = 0; i < 3000; i++) {
                big.append((char) ('a' + i % 26)).append(i % 100 == 0 ? "\u20ac" : "");
            }
            wr.write(big.toString());
            wr.close();
            Reader rd = new InputStreamReader(new ByteArrayInputStream(bo.toByteArray()), n);
            StringBuilder back = new StringBuilder();
            char[] cb = new char[777];
            int k;
            while ((k = rd.read(cb)) > 0) {
                back.append(cb, 0, k);
            }
            System.out.println(n + " writer " + enc + " reader " + ((InputStreamReader) rd).getEncoding() + ": "
                               + bo.size() + " bytes, same=" + back.toString().equals(big.toString()));
        }
        byte[] le = new byte[4100];
        le[0] = (byte) 0xff;
        le[1] = (byte) 0xfe;
        for (int i = 4; i < le.length; i += 4) {
            le[i] = (byte) ('0' + (i / 4) % 10);
        }
        Reader r = new InputStreamReader(new ByteArrayInputStream(le), "UTF-32");
        int n = 0, c, sum = 0;
        while ((c = r.read()) >= 0) {
            n++;
            sum += c;
        }
        System.out.println("UTF-32 reader over a little-endian mark: " + n + " chars, sum " + sum);
        System.out.println("default ok: " + Charset.defaultCharset().name().equals("UTF-8"));
    }
}
