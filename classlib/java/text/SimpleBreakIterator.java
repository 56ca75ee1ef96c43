package java.text;

import java.util.Locale;

/**
 * The break iterator of every instance: the boundaries of the whole text are computed on
 * setText (the iterator then moves over an int array). The rules, found by comparing with
 * HotSpot 17's iterators:
 * - characters: no break inside CR LF, a surrogate pair, before a combining mark (Mn, Me,
 *   Mc), or inside a conjoining Hangul jamo sequence;
 * - words: runs of letters and digits (with combining marks, '_', ZWJ, ideographs or kana of
 *   one script) are words; '.', '\'', '-', en and em dash join letters on both sides, '.'
 *   and ',' join digits; a currency sign before and '%' after a number belong to it; a run
 *   of spaces and tabs (with one line end after it) is one piece; every other character is its
 *   own; format characters (ZWSP, ZWJ, ...) are seen through and join what precedes them;
 * - sentences: after '?', '!' and their Devanagari, ideographic and full-width forms (and
 *   closing quotes or brackets, then spaces; marks and format characters are seen through)
 *   always, and after U+2029; after '.' when spaces follow and then an upper-case letter, an
 *   opening bracket or quote, or when other punctuation and then a letter follow; at the end
 *   of the text after '.' and other punctuation, before and after each period (HotSpot's
 *   iterator backing off);
 * - lines: after spaces and tabs, after line ends, after a hyphen or dash inside a word,
 *   after '.' before a letter, after '?' or '!' before a letter, after ':' before anything but
 *   spaces or closing punctuation, and around ideographs, kana and Hangul syllables.
 */
final class SimpleBreakIterator extends BreakIterator {
    static final int CHARACTER = 0;
    static final int WORD = 1;
    static final int SENTENCE = 2;
    static final int LINE = 3;

    private final int kind;
    private CharacterIterator text;
    private int[] bounds;
    private int index;

    SimpleBreakIterator(int kind, Locale locale) {
        this.kind = kind;
        setText("");
    }

    @Override
    public Object clone() {
        SimpleBreakIterator other = (SimpleBreakIterator) super.clone();
        other.text = (CharacterIterator) text.clone();
        return other;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof SimpleBreakIterator)) {
            return false;
        }
        SimpleBreakIterator o = (SimpleBreakIterator) obj;
        return kind == o.kind && text.equals(o.text);
    }

    @Override
    public int hashCode() {
        return kind;
    }

    @Override
    public String toString() {
        return "[checksum=0x" + Integer.toHexString(kind) + ']';
    }

    @Override
    public void setText(CharacterIterator newText) {
        int begin = newText.getBeginIndex();
        int end = newText.getEndIndex();
        StringBuilder sb = new StringBuilder(end - begin);
        for (int i = begin; i < end; i++) {
            sb.append(newText.setIndex(i));
        }
        newText.first();
        text = newText;
        String s = sb.toString();
        int[] b = compute(s);
        for (int i = 0; i < b.length; i++) {
            b[i] += begin;
        }
        bounds = b;
        index = 0;
    }

    @Override
    public CharacterIterator getText() {
        return text;
    }

    @Override
    public int first() {
        index = 0;
        return bounds[0];
    }

    @Override
    public int last() {
        index = bounds.length - 1;
        return bounds[index];
    }

    @Override
    public int next(int n) {
        int result = current();
        while (n > 0) {
            result = next();
            --n;
        }
        while (n < 0) {
            result = previous();
            ++n;
        }
        return result;
    }

    @Override
    public int next() {
        if (index >= bounds.length - 1) {
            index = bounds.length - 1;
            return DONE;
        }
        return bounds[++index];
    }

    @Override
    public int previous() {
        if (index <= 0) {
            return DONE;
        }
        return bounds[--index];
    }

    @Override
    public int current() {
        return bounds[index];
    }

    private void checkOffset(int offset) {
        if (offset < text.getBeginIndex() || offset > text.getEndIndex()) {
            throw new IllegalArgumentException("offset out of bounds");
        }
    }

    @Override
    public int following(int offset) {
        checkOffset(offset);
        for (int i = 0; i < bounds.length; i++) {
            if (bounds[i] > offset) {
                index = i;
                return bounds[i];
            }
        }
        index = bounds.length - 1;
        return DONE;
    }

    @Override
    public int preceding(int offset) {
        checkOffset(offset);
        for (int i = bounds.length - 1; i >= 0; i--) {
            if (bounds[i] < offset) {
                index = i;
                return bounds[i];
            }
        }
        index = 0;
        return DONE;
    }

    @Override
    public boolean isBoundary(int offset) {
        checkOffset(offset);
        if (offset == text.getBeginIndex()) {
            return true;
        }
        for (int i = 0; i < bounds.length; i++) {
            if (bounds[i] == offset) {
                index = i;
                return true;
            }
            if (bounds[i] > offset) {
                index = i;
                return false;
            }
        }
        return false;
    }

    // ----- the rules -------------------------------------------------------------------------

    private int[] compute(String s) {
        int n = s.length();
        boolean[] brk = new boolean[n + 1];
        brk[0] = true;
        brk[n] = true;
        boolean[] chr = characters(s);
        switch (kind) {
            case CHARACTER:
                System.arraycopy(chr, 0, brk, 0, n + 1);
                break;
            case WORD:
                wordsSeeingThroughFormats(s, brk);
                break;
            case SENTENCE:
                sentences(s, chr, brk);
                break;
            default:
                lines(s, chr, brk);
                break;
        }
        int count = 0;
        for (boolean b : brk) {
            if (b) {
                count++;
            }
        }
        int[] out = new int[count];
        int k = 0;
        for (int i = 0; i <= n; i++) {
            if (brk[i]) {
                out[k++] = i;
            }
        }
        return out;
    }

    private static boolean isMark(char c) {
        int t = Character.getType(c);
        return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK || t == Character.COMBINING_SPACING_MARK;
    }

    /** The characters a non-spacing or enclosing mark cannot join: controls, formats, line and paragraph separators, marks, unassigned. */
    private static boolean isBase(int c) {
        int t = Character.getType(c);
        return !(t == Character.CONTROL || t == Character.FORMAT || t == Character.NON_SPACING_MARK
            || t == Character.ENCLOSING_MARK || t == Character.LINE_SEPARATOR || t == Character.PARAGRAPH_SEPARATOR
            || t == Character.UNASSIGNED);
    }

    private static int jamo(int c) {
        return c >= 0x1100 && c <= 0x115f ? 1 : c >= 0x1160 && c <= 0x11a7 ? 2 : c >= 0x11a8 && c <= 0x11ff ? 3 : 0;
    }

    private static boolean isDevanagariConsonant(int c) {
        return c >= 0x0915 && c <= 0x0939 || c >= 0x0958 && c <= 0x095f;
    }

    /**
     * Character boundaries, over code points: CR LF and a conjoining jamo sequence (L* V* T*)
     * hold together; non-spacing and enclosing marks join a preceding base character (or
     * lone jamo) with its marks, but not a sequence of several jamo, nor a control, format,
     * separator or mark; spacing marks join only a Devanagari consonant just before them, and
     * a consonant joins a consonant and virama before it (after those two sequences no
     * mark joins).
     */
    private static boolean[] characters(String s) {
        int n = s.length();
        boolean[] chr = new boolean[n + 1];
        chr[0] = chr[n] = true;
        if (n == 0) {
            return chr;
        }
        int a = s.codePointAt(0);
        int before = -1;
        boolean attach = isBase(a);
        int jamoRun = jamo(a) != 0 ? 1 : 0;
        boolean deva = isDevanagariConsonant(a);
        for (int i = Character.charCount(a); i < n; ) {
            int b = s.codePointAt(i);
            boolean join;
            boolean sequence = false;
            int t = Character.getType(b);
            if (a == '\r' && b == '\n') {
                join = true;
            } else if (t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK) {
                join = attach;
            } else if (t == Character.COMBINING_SPACING_MARK) {
                join = deva;
                sequence = true;
            } else if (a == 0x094d && isDevanagariConsonant(b) && isDevanagariConsonant(before)) {
                join = true;
                sequence = true;
            } else {
                int ja = jamo(a);
                int jb = jamo(b);
                join = jamoRun > 0 && ja != 0 && jb != 0 && ja <= jb;
            }
            if (join) {
                if (sequence) {
                    attach = false;
                    deva |= isDevanagariConsonant(b);
                } else if (t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK) {
                    deva = false;
                }
                if (jamoRun > 0 && jamo(b) != 0) {
                    jamoRun++;
                    attach = false;
                }
            } else {
                chr[i] = true;
                attach = isBase(b);
                jamoRun = jamo(b) != 0 ? 1 : 0;
                deva = isDevanagariConsonant(b);
            }
            before = a;
            a = b;
            i += Character.charCount(b);
        }
        return chr;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || (Character.getType(c) == Character.SPACE_SEPARATOR && c != 0xa0 && c != 0x2007
            && c != 0x202f);
    }

    private static boolean isWordSpace(char c) {
        return c == '\t' || Character.getType(c) == Character.SPACE_SEPARATOR;
    }

    private static boolean isTab(char c) {
        return c == '\t' || c == 0x0b || c == 0x0c;
    }

    private static boolean isLineEnd(char c) {
        return c == '\n' || c == '\r' || c == 0x85 || c == 0x2028 || c == 0x2029;
    }

    /** 1 letter, 2 digit, 3 ideograph, 4 hiragana, 5 katakana, 6 Hangul; 0 other. */
    private static int wordClass(char c) {
        if (c >= '0' && c <= '9' || Character.getType(c) == Character.DECIMAL_DIGIT_NUMBER) {
            return 2;
        }
        if (c >= 0x3040 && c <= 0x309f) {
            return 4;
        }
        if (c >= 0x30a0 && c <= 0x30ff) {
            return 5;
        }
        if (c >= 0xac00 && c <= 0xd7a3 || c >= 0x1100 && c <= 0x11ff) {
            return 6;
        }
        if (Character.isIdeographic(c)) {
            return 3;
        }
        if (Character.isLetter(c) || c == 0x200d || isMark(c)) {
            return 1;
        }
        return 0;
    }

    /** The word class of a cluster starting at i: its base character's. */
    private static int clusterClass(String s, int i) {
        char c = s.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return 0;
        }
        return wordClass(c);
    }

    private static boolean joinable(int a, int b) {
        if (a == 0 || b == 0) {
            return false;
        }
        if (a <= 2 && b <= 2) {
            return true;
        }
        return a == b;
    }

    /**
     * Words with format characters (ZWSP, ZWJ, soft hyphen...) seen through: the boundaries
     * of the text without them, each put before the next character that is not one.
     */
    private void wordsSeeingThroughFormats(String s, boolean[] brk) {
        int n = s.length();
        StringBuilder kept = new StringBuilder(n);
        int[] at = new int[n + 1];
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (Character.getType(c) != Character.FORMAT) {
                at[kept.length()] = i;
                kept.append(c);
            }
        }
        int m = kept.length();
        at[m] = n;
        String t = kept.toString();
        boolean[] b = new boolean[m + 1];
        b[0] = b[m] = true;
        words(t, characters(t), b);
        for (int i = 1; i < m; i++) {
            if (b[i]) {
                brk[at[i]] = true;
            }
        }
    }

    private void words(String s, boolean[] chr, boolean[] brk) {
        int n = s.length();
        int i = 0;
        while (i < n) {
            int start = i;
            char c = s.charAt(i);
            int cls = clusterClass(s, i);
            int end;
            if (cls != 0 || ((isCurrency(c) || c == '.' || c == '#') && i + 1 < n && wordClass(s.charAt(i + 1)) == 2)) {
                end = nextCluster(chr, i);
                int last = cls;
                if (cls == 0) {
                    last = 2;
                }
                while (end < n) {
                    int nc = clusterClass(s, end);
                    if (nc != 0 && joinable(last, nc)) {
                        last = nc == 1 && last == 2 ? 1 : nc;
                        end = nextCluster(chr, end);
                        continue;
                    }
                    char m = s.charAt(end);
                    if (end + 1 < n) {
                        int after = clusterClass(s, end + 1);
                        boolean midLetter = (m == '.' || m == '\'' || m == '-' || m == 0x2013 || m == 0x2014
                            || m == '_') && last == 1 && after == 1;
                        boolean midNum = (m == '.' || m == ',') && last == 2 && after == 2;
                        if (midLetter || midNum) {
                            end = nextCluster(chr, end + 1);
                            last = after;
                            continue;
                        }
                    }
                    if ((m == '%' || m == '&') && last == 2) {
                        end++;
                    }
                    break;
                }
            } else if (isWordSpace(c)) {
                end = i + 1;
                while (end < n && isWordSpace(s.charAt(end))) {
                    end++;
                }
                if (end < n && isLineEnd(s.charAt(end))) {
                    end = nextCluster(chr, end);
                }
            } else {
                end = nextCluster(chr, i);
            }
            brk[start] = true;
            i = end;
        }
    }

    private static boolean isCurrency(char c) {
        return Character.getType(c) == Character.CURRENCY_SYMBOL;
    }

    private static int nextCluster(boolean[] chr, int i) {
        int j = i + 1;
        while (!chr[j]) {
            j++;
        }
        return j;
    }

    private static boolean isClose(char c) {
        int t = Character.getType(c);
        return c == '"' || c == '\'' || t == Character.END_PUNCTUATION || t == Character.FINAL_QUOTE_PUNCTUATION;
    }

    private static boolean isOpen(char c) {
        int t = Character.getType(c);
        return c == '"' || c == '\'' || t == Character.START_PUNCTUATION || t == Character.INITIAL_QUOTE_PUNCTUATION;
    }

    /** Sentence terminators that end a sentence whatever follows: ! ? and their Devanagari, ideographic and full-width forms. */
    private static boolean isTerm(char c) {
        return c == '!' || c == '?' || c == 0x964 || c == 0x965 || c == 0x3002 || c == 0xff01 || c == 0xff1f;
    }

    private static boolean isPeriod(char c) {
        return c == '.' || c == 0xff0e;
    }

    /** Marks and format characters, which sentences see through. */
    private static boolean isIgnorable(char c) {
        int t = Character.getType(c);
        return t == Character.NON_SPACING_MARK || t == Character.ENCLOSING_MARK || t == Character.FORMAT;
    }

    /** Punctuation and symbols that are not sentence ends, closing marks or spaces. */
    private static boolean isOther(char c) {
        return !Character.isLetterOrDigit(c) && !isPeriod(c) && !isTerm(c) && !isClose(c) && !isSpace(c) && !isLineEnd(c)
            && c != '\t' && !isIgnorable(c) && c != 0x2029;
    }

    private void sentences(String s, boolean[] chr, boolean[] brk) {
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c == 0x2029) {
                brk[i + 1] = true;
                continue;
            }
            if (!isPeriod(c) && !isTerm(c)) {
                continue;
            }
            int j = i + 1;
            while (j < n && (isPeriod(s.charAt(j)) || isTerm(s.charAt(j)) || isIgnorable(s.charAt(j)))) {
                j++;
            }
            while (j < n && (isClose(s.charAt(j)) || isIgnorable(s.charAt(j)))) {
                j++;
            }
            int spacesStart = j;
            while (j < n && (isSpace(s.charAt(j)) || isLineEnd(s.charAt(j)) || s.charAt(j) == '\t'
                    || isIgnorable(s.charAt(j)))) {
                j++;
            }
            boolean terminal = false;
            for (int k = i; k < spacesStart; k++) {
                if (isTerm(s.charAt(k))) {
                    terminal = true;
                }
            }
            if (!terminal && isPeriod(c)) {
                // after periods, closing marks and spaces, a run of other punctuation: before a
                // letter the sentence ends before that run; at the end of the text HotSpot's
                // iterator breaks before and after each period of the run
                int k = j;
                while (k < n && isOther(s.charAt(k))) {
                    k++;
                }
                if (k > j && k < n && Character.isLetter(s.charAt(k))) {
                    brk[j] = true;
                    i = j - 1;
                    continue;
                }
                if (k > j && k == n) {
                    int p = i;
                    brk[p] = true;
                    while (p < n && isPeriod(s.charAt(p))) {
                        brk[++p] = true;
                    }
                    i = n;
                    continue;
                }
            }
            if (j >= n) {
                i = j;
                continue;
            }
            if (terminal) {
                brk[j] = true;
            } else if (j > spacesStart) {
                int k = j;
                while (k < n && isOpen(s.charAt(k))) {
                    k++;
                }
                char next = k < n ? s.charAt(k) : ' ';
                if (Character.isUpperCase(next) || Character.isTitleCase(next) || isCjk(next)) {
                    brk[j] = true;
                }
            }
            i = j - 1;
        }
    }

    /** No-break spaces and joiners: no line break on either side. */
    private static boolean isGlue(char c) {
        return c == 0xa0 || c == 0x2007 || c == 0x202f || c == 0x2060 || c == 0xfeff;
    }

    private static boolean isDash(char c) {
        return c == '-' || c == 0x2010 || c == 0x2013 || c == 0x2014;
    }

    private static boolean isCjk(char c) {
        int w = wordClass(c);
        return w >= 3 && w <= 6;
    }

    private void lines(String s, boolean[] chr, boolean[] brk) {
        int n = s.length();
        for (int i = 1; i < n; i++) {
            if (!chr[i]) {
                continue;
            }
            char a = s.charAt(i - 1);
            char b = s.charAt(i);
            boolean bSpace = isSpace(b) || b == '\t';
            if (isGlue(a) || isGlue(b)) {
                continue;
            }
            if (isLineEnd(a)) {
                brk[i] = true;
            } else if (a == '\t' && !isLineEnd(b)) {
                brk[i] = true;
            } else if (isSpace(a) && !bSpace && !isLineEnd(b)) {
                brk[i] = true;
            } else if (bSpace || isLineEnd(b) || isMark(b)) {
                continue;
            } else if (isDash(a)) {
                if (isDash(b)) {
                    continue;
                }
                int k = i - 1;
                while (k > 0 && isDash(s.charAt(k - 1))) {
                    k--;
                }
                boolean inWord = k > 0 && Character.isLetterOrDigit(s.charAt(k - 1));
                if (inWord || !Character.isDigit(b)) {
                    brk[i] = true;
                }
            } else if (a == '.') {
                if (Character.isLetter(b)) {
                    brk[i] = true;
                } else if (Character.isDigit(b)) {
                    // inside a number ("1.2.3") no; after a word ("v2.0") yes
                    int k = i - 1;
                    while (k > 0 && (Character.isLetterOrDigit(s.charAt(k - 1)) || s.charAt(k - 1) == '.'
                            || s.charAt(k - 1) == ',')) {
                        k--;
                    }
                    if (k < i - 1 && Character.isLetter(s.charAt(k))) {
                        brk[i] = true;
                    }
                }
            } else if (a == 0x2019 || Character.getType(a) == Character.OTHER_SYMBOL) {
                if (Character.isLetterOrDigit(b) || (a == 0x2019 && !isClose(b))) {
                    brk[i] = true;
                }
            } else if (Character.getType(b) == Character.START_PUNCTUATION && Character.isLetterOrDigit(a)) {
                brk[i] = true;
            } else if (a == '?' || a == '!') {
                if (!isClose(b) && b != '?' && b != '!' && b != '.') {
                    brk[i] = true;
                }
            } else if ((a == ')' || a == ']' || a == '}' || a == ';') && Character.isLetterOrDigit(b)) {
                brk[i] = true;
            } else if (a == ':') {
                if (!isClose(b)) {
                    brk[i] = true;
                }
            } else if (isCjk(b) && !isClose(a) || isCjk(a) && !isClose(b)) {
                int wa = wordClass(a);
                int wb = wordClass(b);
                if (!(wa == 6 && wb == 6 && !chr[i])) {
                    brk[i] = true;
                }
            }
        }
    }
}
