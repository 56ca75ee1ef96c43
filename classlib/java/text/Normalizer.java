package java.text;

/**
 * Unicode normalization (UAX #15) into NFD, NFC, NFKD and NFKC, from the Unicode 13.0
 * decompositions, canonical combining classes and composition exclusions that
 * classlib/gen-unicode.py writes into NormalizerData.  The tables are decoded the first
 * time a string is normalized (class Tables); Hangul syllables are handled
 * algorithmically.
 */
public final class Normalizer {

    private Normalizer() {
    }

    public static enum Form {
        NFD, NFC, NFKD, NFKC
    }

    private static final int S_BASE = 0xAC00, L_BASE = 0x1100, V_BASE = 0x1161, T_BASE = 0x11A7;
    private static final int L_COUNT = 19, V_COUNT = 21, T_COUNT = 28;
    private static final int N_COUNT = V_COUNT * T_COUNT, S_COUNT = L_COUNT * N_COUNT;

    /** The decoded tables: all arrays sorted by their keys. */
    private static final class Tables {
        static final int[] DEC_KEYS;
        static final boolean[] DEC_COMPAT;
        static final int[] DEC_START;      // DEC_SEQ index of each decomposition; one extra at the end
        static final int[] DEC_SEQ;
        static final int[] CCC_KEYS;
        static final byte[] CCC_VALUES;
        static final long[] COMP_KEYS;     // first << 21 | second
        static final int[] COMP_VALUES;

        static {
            String d = NormalizerData.decompText();
            int n = NormalizerData.DECOMP_COUNT;
            DEC_KEYS = new int[n];
            DEC_COMPAT = new boolean[n];
            DEC_START = new int[n + 1];
            int total = 0;
            int i = 0;
            for (int k = 0; k < n; k++) {
                int flags = d.charAt(i + 2);
                total += flags >> 1;
                i += 3 + 2 * (flags >> 1);
            }
            DEC_SEQ = new int[total];
            i = 0;
            int at = 0;
            for (int k = 0; k < n; k++) {
                DEC_KEYS[k] = (d.charAt(i) << 16) | d.charAt(i + 1);
                int flags = d.charAt(i + 2);
                DEC_COMPAT[k] = (flags & 1) != 0;
                DEC_START[k] = at;
                i += 3;
                for (int j = 0; j < flags >> 1; j++) {
                    DEC_SEQ[at++] = (d.charAt(i) << 16) | d.charAt(i + 1);
                    i += 2;
                }
            }
            DEC_START[n] = at;
            String c = NormalizerData.cccText();
            int m = NormalizerData.CCC_COUNT;
            CCC_KEYS = new int[m];
            CCC_VALUES = new byte[m];
            for (int k = 0; k < m; k++) {
                CCC_KEYS[k] = (c.charAt(3 * k) << 16) | c.charAt(3 * k + 1);
                CCC_VALUES[k] = (byte) c.charAt(3 * k + 2);
            }
            String p = NormalizerData.compText();
            int q = NormalizerData.COMP_COUNT;
            COMP_KEYS = new long[q];
            COMP_VALUES = new int[q];
            for (int k = 0; k < q; k++) {
                int first = (p.charAt(6 * k) << 16) | p.charAt(6 * k + 1);
                int second = (p.charAt(6 * k + 2) << 16) | p.charAt(6 * k + 3);
                COMP_KEYS[k] = ((long) first << 21) | second;
                COMP_VALUES[k] = (p.charAt(6 * k + 4) << 16) | p.charAt(6 * k + 5);
            }
        }
    }

    private static int find(int[] keys, int key) {
        int lo = 0;
        int hi = keys.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (keys[mid] < key) {
                lo = mid + 1;
            } else if (keys[mid] > key) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -1;
    }

    private static int ccc(int cp) {
        if (cp < 0x300) {
            return 0;
        }
        int k = find(Tables.CCC_KEYS, cp);
        return k < 0 ? 0 : Tables.CCC_VALUES[k] & 0xFF;
    }

    /** A growable int buffer of code points. */
    private static final class Buf {
        int[] a = new int[16];
        int n;

        void add(int c) {
            if (n == a.length) {
                int[] b = new int[n * 2];
                System.arraycopy(a, 0, b, 0, n);
                a = b;
            }
            a[n++] = c;
        }
    }

    private static void decompose(int cp, boolean compat, Buf out) {
        if (cp >= S_BASE && cp < S_BASE + S_COUNT) {
            int s = cp - S_BASE;
            out.add(L_BASE + s / N_COUNT);
            out.add(V_BASE + (s % N_COUNT) / T_COUNT);
            int t = s % T_COUNT;
            if (t != 0) {
                out.add(T_BASE + t);
            }
            return;
        }
        if (cp < 0xA0 || (cp < 0xC0 && !compat)) {
            out.add(cp);
            return;
        }
        int k = find(Tables.DEC_KEYS, cp);
        if (k < 0 || (Tables.DEC_COMPAT[k] && !compat)) {
            out.add(cp);
            return;
        }
        for (int i = Tables.DEC_START[k]; i < Tables.DEC_START[k + 1]; i++) {
            decompose(Tables.DEC_SEQ[i], compat, out);
        }
    }

    /** Sorts each run of non-starters by combining class (stable). */
    private static void reorder(Buf b) {
        int[] a = b.a;
        int[] cc = new int[b.n];
        for (int i = 0; i < b.n; i++) {
            cc[i] = ccc(a[i]);
        }
        for (int i = 1; i < b.n; i++) {
            int c = cc[i];
            if (c == 0) {
                continue;
            }
            int v = a[i];
            int j = i - 1;
            while (j >= 0 && cc[j] > c) {
                a[j + 1] = a[j];
                cc[j + 1] = cc[j];
                j--;
            }
            a[j + 1] = v;
            cc[j + 1] = c;
        }
    }

    private static int composePair(int first, int second) {
        if (first >= L_BASE && first < L_BASE + L_COUNT && second >= V_BASE && second < V_BASE + V_COUNT) {
            return S_BASE + ((first - L_BASE) * V_COUNT + (second - V_BASE)) * T_COUNT;
        }
        if (first >= S_BASE && first < S_BASE + S_COUNT && (first - S_BASE) % T_COUNT == 0
                && second > T_BASE && second < T_BASE + T_COUNT) {
            return first + (second - T_BASE);
        }
        long key = ((long) first << 21) | second;
        long[] keys = Tables.COMP_KEYS;
        int lo = 0;
        int hi = keys.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (keys[mid] < key) {
                lo = mid + 1;
            } else if (keys[mid] > key) {
                hi = mid - 1;
            } else {
                return Tables.COMP_VALUES[mid];
            }
        }
        return -1;
    }

    /**
     * Canonical composition of a decomposed, reordered buffer, in place: each character
     * joins the last starter when a primary composite exists and nothing between them
     * blocks it (a starter, or a character of the same or a higher combining class).
     */
    private static void compose(Buf b) {
        int[] a = b.a;
        int n = b.n;
        int starter = -1;
        int lastCcc = 0;
        int out = 0;
        for (int i = 0; i < n; i++) {
            int c = a[i];
            int cc = ccc(c);
            if (starter >= 0 && (out == starter + 1 || (lastCcc != 0 && lastCcc < cc))) {
                int comp = composePair(a[starter], c);
                if (comp >= 0) {
                    a[starter] = comp;
                    continue;
                }
            }
            if (cc == 0) {
                starter = out;
                lastCcc = 0;
            } else {
                lastCcc = cc;
            }
            a[out++] = c;
        }
        b.n = out;
    }

    // ----- for RuleBasedCollator and CollationElementIterator ----------------------------

    /** The canonical combining class of a code point. */
    static int combiningClass(int cp) {
        return ccc(cp);
    }

    /**
     * The full canonical decomposition of cp (canonically ordered), or null when it has none
     * or is a Hangul syllable.
     */
    static String canonicalDecomposition(int cp) {
        if (cp < 0xC0 || (cp >= S_BASE && cp < S_BASE + S_COUNT)) {
            return null;
        }
        int k = find(Tables.DEC_KEYS, cp);
        if (k < 0 || Tables.DEC_COMPAT[k]) {
            return null;
        }
        Buf b = new Buf();
        decompose(cp, false, b);
        reorder(b);
        StringBuilder sb = new StringBuilder(b.n + 1);
        for (int i = 0; i < b.n; i++) {
            sb.appendCodePoint(b.a[i]);
        }
        return sb.toString();
    }

    private static int[] composites;

    /**
     * The characters whose decompositions a collator's tables take in (in code point order):
     * those canonicalDecomposition gives one for, below U+30FF, from U+F900 to U+115BB,
     * U+1D15E to U+1D1C0 and U+2F800 to U+2FA1D, at most 2100, as HotSpot 17's collator.
     */
    static synchronized int[] collationComposites() {
        if (composites == null) {
            int[] keys = Tables.DEC_KEYS;
            int[] out = new int[keys.length];
            int n = 0;
            for (int k = 0; k < keys.length && n < 2100; k++) {
                int cp = keys[k];
                boolean inRange = cp < 0x30ff || (cp >= 0xf900 && cp < 0x115bc) || (cp >= 0x1d15e && cp < 0x1d1c1)
                    || (cp >= 0x2f800 && cp < 0x2fa1e);
                if (inRange && !Tables.DEC_COMPAT[k] && cp >= 0xC0) {
                    out[n++] = cp;
                }
            }
            int[] exact = new int[n];
            System.arraycopy(out, 0, exact, 0, n);
            composites = exact;
        }
        return composites;
    }

    /**
     * Whether a normalizing iterator may start a segment at cp: the first character of its
     * decomposition (canonical, or compatibility when compat) has combining class 0.
     */
    static boolean boundaryBefore(int cp, boolean compat) {
        if (cp < 0x300) {
            return true;
        }
        Buf b = new Buf();
        decompose(cp, compat, b);
        return b.n == 0 || ccc(b.a[0]) == 0;
    }

    public static String normalize(CharSequence src, Form form) {
        int len = src.length();
        boolean ascii = true;
        for (int i = 0; i < len; i++) {
            char c = src.charAt(i);
            if (c >= 0xC0 || (c >= 0xA0 && (form == Form.NFKC || form == Form.NFKD))) {
                ascii = false;
                break;
            }
        }
        if (ascii) {
            return src.toString();
        }
        boolean compat = form == Form.NFKD || form == Form.NFKC;
        Buf b = new Buf();
        for (int i = 0; i < len; ) {
            int cp = Character.codePointAt(src, i);
            i += Character.charCount(cp);
            decompose(cp, compat, b);
        }
        reorder(b);
        if (form == Form.NFC || form == Form.NFKC) {
            compose(b);
        }
        StringBuilder sb = new StringBuilder(b.n);
        for (int i = 0; i < b.n; i++) {
            sb.appendCodePoint(b.a[i]);
        }
        return sb.toString();
    }

    public static boolean isNormalized(CharSequence src, Form form) {
        return normalize(src, form).contentEquals(src);
    }
}
