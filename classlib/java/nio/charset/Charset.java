package java.nio.charset;

import java.util.Collections;
import java.util.HashSet;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A named character encoding.  The built-in charsets are UTF-8, ISO-8859-1, US-ASCII,
 * UTF-16, UTF-16BE, UTF-16LE, UTF-32, UTF-32BE, UTF-32LE and windows-1252, with
 * HotSpot's names and aliases; they can be passed to the Charset-taking constructors
 * and methods of String and java.io, and each has a decoder and an encoder (Coders)
 * for java.nio buffers.
 * (Created by the java.lang author for String's Charset overloads.)
 */
public abstract class Charset implements Comparable<Charset> {

    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        checkName(canonicalName);
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases.clone();
    }

    private static void checkName(String s) {
        int n = s.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            boolean ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
                    || (i > 0 && (c == '-' || c == '+' || c == ':' || c == '_' || c == '.'));
            if (!ok) {
                throw new IllegalCharsetNameException(s);
            }
        }
    }

    /** Not a static field: StandardCharsets' initializer creates Charsets. */
    private static Charset[] all() {
        return new Charset[] {
            StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1, StandardCharsets.US_ASCII,
            StandardCharsets.UTF_16, StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE,
            StandardCharsets.UTF_32, StandardCharsets.UTF_32BE, StandardCharsets.UTF_32LE,
            StandardCharsets.WINDOWS_1252
        };
    }

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        checkName(charsetName);
        Charset[] all = all();
        for (int i = 0; i < all.length; i++) {
            Charset cs = all[i];
            if (cs.name.equalsIgnoreCase(charsetName)) {
                return cs;
            }
            for (int k = 0; k < cs.aliases.length; k++) {
                if (cs.aliases[k].equalsIgnoreCase(charsetName)) {
                    return cs;
                }
            }
        }
        return null;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    public static Charset forName(String charsetName, Charset fallback) {
        try {
            Charset cs = lookup(charsetName);
            return cs != null ? cs : fallback;
        } catch (IllegalCharsetNameException e) {
            return fallback;
        }
    }

    public static SortedMap<String, Charset> availableCharsets() {
        TreeMap<String, Charset> m = new TreeMap<String, Charset>(String.CASE_INSENSITIVE_ORDER);
        Charset[] all = all();
        for (int i = 0; i < all.length; i++) {
            m.put(all[i].name, all[i]);
        }
        return Collections.unmodifiableSortedMap(m);
    }

    private static volatile Charset defaultCharset;

    public static Charset defaultCharset() {
        Charset cs = defaultCharset;
        if (cs == null) {
            String enc = System.getProperty("file.encoding");
            cs = enc == null ? null : forName(enc, null);
            if (cs == null) {
                cs = StandardCharsets.UTF_8;
            }
            defaultCharset = cs;
        }
        return cs;
    }

    public final String name() {
        return name;
    }

    public final Set<String> aliases() {
        HashSet<String> s = new HashSet<String>();
        for (int i = 0; i < aliases.length; i++) {
            s.add(aliases[i]);
        }
        return Collections.unmodifiableSet(s);
    }

    public String displayName() {
        return name;
    }

    public final boolean isRegistered() {
        return true;
    }

    public boolean canEncode() {
        return true;
    }

    public abstract boolean contains(Charset cs);

    public abstract CharsetDecoder newDecoder();

    public abstract CharsetEncoder newEncoder();

    public final java.nio.CharBuffer decode(java.nio.ByteBuffer bb) {
        try {
            return newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE).decode(bb);
        } catch (CharacterCodingException x) {
            throw new Error(x);     /* cannot happen with REPLACE */
        }
    }

    public final java.nio.ByteBuffer encode(java.nio.CharBuffer cb) {
        try {
            return newEncoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE).encode(cb);
        } catch (CharacterCodingException x) {
            throw new Error(x);
        }
    }

    public final java.nio.ByteBuffer encode(String str) {
        return encode(java.nio.CharBuffer.wrap(str));
    }

    @Override
    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    @Override
    public final int hashCode() {
        return name().hashCode();
    }

    @Override
    public final boolean equals(Object ob) {
        if (this == ob) {
            return true;
        }
        if (!(ob instanceof Charset)) {
            return false;
        }
        return name.equals(((Charset) ob).name());
    }

    @Override
    public final String toString() {
        return name();
    }
}
