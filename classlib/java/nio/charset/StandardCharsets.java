package java.nio.charset;

public final class StandardCharsets {
    private StandardCharsets() {
        throw new AssertionError("No java.nio.charset.StandardCharsets instances for you!");
    }

    public static final Charset US_ASCII = new Builtin("US-ASCII", new String[] {
        "iso-ir-6", "ANSI_X3.4-1986", "ISO_646.irv:1991", "ASCII", "ANSI_X3.4-1968", "ISO646-US",
        "us", "IBM367", "cp367", "csASCII", "default", "646", "iso_646.irv:1983", "ascii7"});
    public static final Charset ISO_8859_1 = new Builtin("ISO-8859-1", new String[] {
        "iso-ir-100", "ISO_8859-1", "latin1", "l1", "IBM819", "cp819", "csISOLatin1", "819",
        "IBM-819", "ISO8859_1", "ISO_8859-1:1987", "ISO_8859_1", "8859_1", "ISO8859-1"});
    public static final Charset UTF_8 = new Builtin("UTF-8", new String[] {"unicode-1-1-utf-8", "UTF8"});
    public static final Charset UTF_16BE = new Builtin("UTF-16BE", new String[] {
        "UTF_16BE", "ISO-10646-UCS-2", "X-UTF-16BE", "UnicodeBigUnmarked"});
    public static final Charset UTF_16LE = new Builtin("UTF-16LE", new String[] {
        "UnicodeLittleUnmarked", "UTF_16LE", "X-UTF-16LE"});
    public static final Charset UTF_16 = new Builtin("UTF-16", new String[] {"UTF_16", "utf16", "unicode", "UnicodeBig"});

    /* Not standard charsets, but built in as these are (Charset.all()). */
    static final Charset WINDOWS_1252 = new Builtin("windows-1252", new String[] {
        "cp1252", "cp5348", "ibm-1252", "ibm1252"});
    static final Charset UTF_32 = new Builtin("UTF-32", new String[] {"UTF_32", "UTF32"});
    static final Charset UTF_32BE = new Builtin("UTF-32BE", new String[] {"UTF_32BE", "X-UTF-32BE"});
    static final Charset UTF_32LE = new Builtin("UTF-32LE", new String[] {"UTF_32LE", "X-UTF-32LE"});

    private static final class Builtin extends Charset {
        Builtin(String name, String[] aliases) {
            super(name, aliases);
        }

        @Override
        public CharsetDecoder newDecoder() {
            return Coders.decoder(this);
        }

        @Override
        public CharsetEncoder newEncoder() {
            return Coders.encoder(this);
        }

        @Override
        public boolean contains(Charset cs) {
            if (cs == this || cs.name().equals("US-ASCII")) {
                return true;
            }
            String n = name();
            if (n.equals("US-ASCII")) {
                return false;
            }
            if (n.equals("ISO-8859-1") || n.equals("windows-1252")) {
                return false;
            }
            return true; // the Unicode encodings contain every charset here
        }
    }
}
