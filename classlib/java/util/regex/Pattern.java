package java.util.regex;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Regular expressions with java.util.regex syntax, matched by a backtracking engine.
 *
 * Supported: literals and escapes (\t \n \r \f \a \e \0oo \xhh \x{h..} \\uhhhh \cX \Q..\E),
 * character classes (ranges, negation, nesting, &&), predefined classes \d \D \s \S \w \W
 * \h \H \v \V \R, POSIX / java.lang.Character / Unicode-category \p{..} properties (a
 * common subset), '.', anchors ^ $ \b \B \A \z \Z \G, groups (capturing, named,
 * non-capturing, atomic, look-ahead, look-behind), inline flags (?imsxdu-imsxdu) and
 * (?flags:X), greedy / reluctant / possessive quantifiers, back references \n and
 * \k<name>, and the flags CASE_INSENSITIVE, MULTILINE, DOTALL, UNICODE_CASE, COMMENTS,
 * LITERAL, UNIX_LINES, UNICODE_CHARACTER_CLASS, CANON_EQ (outside classes: see CanonEq).
 */
public final class Pattern implements Serializable {
    private static final long serialVersionUID = 5073258162644648461L;

    public static final int UNIX_LINES = 0x01;
    public static final int CASE_INSENSITIVE = 0x02;
    public static final int COMMENTS = 0x04;
    public static final int MULTILINE = 0x08;
    public static final int LITERAL = 0x10;
    public static final int DOTALL = 0x20;
    public static final int UNICODE_CASE = 0x40;
    public static final int CANON_EQ = 0x80;
    public static final int UNICODE_CHARACTER_CLASS = 0x100;

    private static final int ALL_FLAGS = UNIX_LINES | CASE_INSENSITIVE | COMMENTS | MULTILINE | LITERAL
            | DOTALL | UNICODE_CASE | CANON_EQ | UNICODE_CHARACTER_CLASS;

    private final String pattern;
    private final int flags;

    transient Node root;
    transient int groupCount;
    transient int localCount;
    transient List<String> groupNames = new ArrayList<String>();
    transient List<Integer> groupNameIndex = new ArrayList<Integer>();

    private Pattern(String p, int f) {
        if ((f & ~ALL_FLAGS) != 0) {
            throw new IllegalArgumentException("Unknown flag 0x" + Integer.toHexString(f));
        }
        pattern = p;
        if ((f & LITERAL) != 0) {
            flags = f;
            Seq s = new Seq();
            PatternParser parser = new PatternParser(this, p, f);
            for (int i = 0; i < p.length();) {
                int cp = p.codePointAt(i);
                i += Character.charCount(cp);
                s.append(parser.charAtom(parser.literal(cp)));
            }
            s.append(Seq.of(new LastNode(), 0, 0));
            root = s.head;
        } else {
            // as the JDK, flags() tells the flags in force at the end of the top level
            String parsed = (f & CANON_EQ) != 0 ? CanonEq.rewrite(p) : p;
            flags = new PatternParser(this, parsed, f).compile();
        }
    }

    public static Pattern compile(String regex) {
        return new Pattern(regex, 0);
    }

    public static Pattern compile(String regex, int flags) {
        return new Pattern(regex, flags);
    }

    public String pattern() {
        return pattern;
    }

    @Override
    public String toString() {
        return pattern;
    }

    public int flags() {
        return flags;
    }

    public Matcher matcher(CharSequence input) {
        return new Matcher(this, input);
    }

    public static boolean matches(String regex, CharSequence input) {
        return compile(regex).matcher(input).matches();
    }

    public Predicate<String> asPredicate() {
        return new Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).find();
            }
        };
    }

    /** The pieces of split(input), in order, as a stream. */
    public java.util.stream.Stream<String> splitAsStream(final CharSequence input) {
        String[] parts = split(input);
        return java.util.stream.StreamSupport.ofArray(parts, 0, parts.length);
    }

    public Predicate<String> asMatchPredicate() {
        return new Predicate<String>() {
            public boolean test(String s) {
                return matcher(s).matches();
            }
        };
    }

    int groupIndex(String name) {
        int k = groupNames.indexOf(name);
        return k < 0 ? -1 : groupNameIndex.get(k).intValue();
    }

    public String[] split(CharSequence input) {
        return split(input, 0);
    }

    public String[] split(CharSequence input, int limit) {
        int index = 0;
        boolean matchLimited = limit > 0;
        ArrayList<String> matchList = new ArrayList<String>();
        Matcher m = matcher(input);
        while (m.find()) {
            if (!matchLimited || matchList.size() < limit - 1) {
                if (index == 0 && index == m.start() && m.start() == m.end()) {
                    // no empty leading substring for a zero-width match at the beginning
                    continue;
                }
                matchList.add(input.subSequence(index, m.start()).toString());
                index = m.end();
            } else if (matchList.size() == limit - 1) {
                matchList.add(input.subSequence(index, input.length()).toString());
                index = m.end();
                break;
            }
        }
        if (index == 0) {
            return new String[] {input.toString()};
        }
        if (!matchLimited || matchList.size() < limit) {
            matchList.add(input.subSequence(index, input.length()).toString());
        }
        int resultSize = matchList.size();
        if (limit == 0) {
            while (resultSize > 0 && matchList.get(resultSize - 1).isEmpty()) {
                resultSize--;
            }
        }
        String[] result = new String[resultSize];
        for (int i = 0; i < resultSize; i++) {
            result[i] = matchList.get(i);
        }
        return result;
    }

    public static String quote(String s) {
        int slashEIndex = s.indexOf("\\E");
        if (slashEIndex == -1) {
            return "\\Q" + s + "\\E";
        }
        StringBuilder sb = new StringBuilder(s.length() * 2);
        sb.append("\\Q");
        int current = 0;
        while ((slashEIndex = s.indexOf("\\E", current)) != -1) {
            sb.append(s, current, slashEIndex);
            current = slashEIndex + 2;
            sb.append("\\E\\\\E\\Q");
        }
        sb.append(s, current, s.length());
        sb.append("\\E");
        return sb.toString();
    }

    // ================================================================ character predicates

    abstract static class CharPred {
        abstract boolean is(int c);

        CharPred negate() {
            final CharPred self = this;
            return new CharPred() {
                boolean is(int c) {
                    return !self.is(c);
                }
            };
        }
    }

    static CharPred single(final int ch) {
        return new CharPred() {
            boolean is(int c) {
                return c == ch;
            }
        };
    }

    static CharPred range(final int lo, final int hi) {
        return new CharPred() {
            boolean is(int c) {
                return c >= lo && c <= hi;
            }
        };
    }

    static CharPred union(final CharPred a, final CharPred b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        return new CharPred() {
            boolean is(int c) {
                return a.is(c) || b.is(c);
            }
        };
    }

    static CharPred and(final CharPred a, final CharPred b) {
        return new CharPred() {
            boolean is(int c) {
                return a.is(c) && b.is(c);
            }
        };
    }

    static int asciiFold(int c) {
        return (c >= 'A' && c <= 'Z') ? c + 32 : c;
    }

    /** Case-insensitive form of a predicate (ASCII-only unless UNICODE_CASE). */
    static CharPred caseless(final CharPred p, final boolean unicode) {
        return new CharPred() {
            boolean is(int c) {
                if (p.is(c)) {
                    return true;
                }
                if (unicode) {
                    int u = Character.toUpperCase(c);
                    int l = Character.toLowerCase(c);
                    return p.is(u) || p.is(l) || p.is(Character.toLowerCase(u));
                }
                if (c >= 'a' && c <= 'z') {
                    return p.is(c - 32);
                }
                if (c >= 'A' && c <= 'Z') {
                    return p.is(c + 32);
                }
                return false;
            }
        };
    }

    static final CharPred ANY = new CharPred() {
        boolean is(int c) {
            return true;
        }
    };

    static boolean isLineTerminator(int c) {
        return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
    }

    // ================================================================ nodes

    abstract static class Node {
        Node next;

        abstract boolean match(Matcher m, int i, CharSequence s);
    }

    /** End of the whole pattern. */
    static final class LastNode extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            if (m.acceptMode == Matcher.ENDANCHOR && i != m.to) {
                return false;
            }
            m.last = i;
            m.groups[0] = m.first;
            m.groups[1] = i;
            return true;
        }
    }

    /** Ends a look-around or atomic body: records the position and succeeds. */
    static final class MarkEnd extends Node {
        final int slot;

        MarkEnd(int slot) {
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            m.locals[slot] = i;
            return true;
        }
    }

    /** Ends a look-behind body: succeeds only where the look-behind started. */
    static final class BehindEnd extends Node {
        final int slot;

        BehindEnd(int slot) {
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            return i == m.locals[slot];
        }
    }

    static final class CharNode extends Node {
        final CharPred pred;

        CharNode(CharPred pred) {
            this.pred = pred;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            if (i < m.to) {
                int c = s.charAt(i);
                int n = 1;
                if (Character.isHighSurrogate((char) c) && i + 1 < m.to
                        && Character.isLowSurrogate(s.charAt(i + 1))) {
                    c = Character.toCodePoint((char) c, s.charAt(i + 1));
                    n = 2;
                }
                return pred.is(c) && next.match(m, i + n, s);
            }
            m.hitEnd = true;
            return false;
        }
    }

    /** X{min,max} for a single-character X: iterative, no recursion per character. */
    static final class CharLoop extends Node {
        final CharPred pred;
        final int min;
        final int max;
        final int type; // 0 greedy, 1 lazy, 2 possessive

        CharLoop(CharPred pred, int min, int max, int type) {
            this.pred = pred;
            this.min = min;
            this.max = max;
            this.type = type;
        }

        private int step(Matcher m, int i, CharSequence s) {
            if (i >= m.to) {
                m.hitEnd = true;
                return 0;
            }
            int c = s.charAt(i);
            int n = 1;
            if (Character.isHighSurrogate((char) c) && i + 1 < m.to && Character.isLowSurrogate(s.charAt(i + 1))) {
                c = Character.toCodePoint((char) c, s.charAt(i + 1));
                n = 2;
            }
            return pred.is(c) ? n : 0;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int j = i;
            int count = 0;
            while (count < min) {
                int n = step(m, j, s);
                if (n == 0) {
                    return false;
                }
                j += n;
                count++;
            }
            if (type == 1) {
                while (true) {
                    if (next.match(m, j, s)) {
                        return true;
                    }
                    if (count >= max) {
                        return false;
                    }
                    int n = step(m, j, s);
                    if (n == 0) {
                        return false;
                    }
                    j += n;
                    count++;
                }
            }
            int base = j;
            int baseCount = count;
            while (count < max) {
                int n = step(m, j, s);
                if (n == 0) {
                    break;
                }
                j += n;
                count++;
            }
            if (type == 2) {
                return next.match(m, j, s);
            }
            while (true) {
                if (next.match(m, j, s)) {
                    return true;
                }
                if (count == baseCount) {
                    return false;
                }
                if (j - 2 >= base && Character.isLowSurrogate(s.charAt(j - 1))
                        && Character.isHighSurrogate(s.charAt(j - 2))) {
                    j -= 2;
                } else {
                    j--;
                }
                count--;
            }
        }
    }

    /** General loop; the body ends in a LoopTail that calls back into iterate. */
    static final class Loop extends Node {
        Node body;
        final int min;
        final int max;
        final boolean lazy;
        final int countSlot;
        final int beginSlot;

        Loop(int min, int max, boolean lazy, int countSlot, int beginSlot) {
            this.min = min;
            this.max = max;
            this.lazy = lazy;
            this.countSlot = countSlot;
            this.beginSlot = beginSlot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int saveCount = m.locals[countSlot];
            int saveBegin = m.locals[beginSlot];
            m.locals[countSlot] = 0;
            m.locals[beginSlot] = -1;
            boolean r = iterate(m, i, s);
            m.locals[countSlot] = saveCount;
            m.locals[beginSlot] = saveBegin;
            return r;
        }

        boolean iterate(Matcher m, int i, CharSequence s) {
            int count = m.locals[countSlot];
            int begin = m.locals[beginSlot];
            if (count < min) {
                if (count > 0 && i == begin && count >= 1) {
                    // an empty iteration: the remaining mandatory ones can match empty too
                    return next.match(m, i, s);
                }
                m.locals[countSlot] = count + 1;
                m.locals[beginSlot] = i;
                boolean r = body.match(m, i, s);
                m.locals[countSlot] = count;
                m.locals[beginSlot] = begin;
                return r;
            }
            boolean canLoop = count < max && !(count > 0 && i == begin);
            if (lazy) {
                if (next.match(m, i, s)) {
                    return true;
                }
                if (!canLoop) {
                    return false;
                }
                m.locals[countSlot] = count + 1;
                m.locals[beginSlot] = i;
                boolean r = body.match(m, i, s);
                m.locals[countSlot] = count;
                m.locals[beginSlot] = begin;
                return r;
            }
            if (canLoop) {
                m.locals[countSlot] = count + 1;
                m.locals[beginSlot] = i;
                boolean r = body.match(m, i, s);
                m.locals[countSlot] = count;
                m.locals[beginSlot] = begin;
                if (r) {
                    return true;
                }
            }
            return next.match(m, i, s);
        }
    }

    static final class LoopTail extends Node {
        final Loop loop;

        LoopTail(Loop loop) {
            this.loop = loop;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            return loop.iterate(m, i, s);
        }
    }

    static final class GroupHead extends Node {
        final int slot;

        GroupHead(int slot) {
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int save = m.locals[slot];
            m.locals[slot] = i;
            boolean r = next.match(m, i, s);
            m.locals[slot] = save;
            return r;
        }
    }

    static final class GroupTail extends Node {
        final int slot;
        final int group;

        GroupTail(int slot, int group) {
            this.slot = slot;
            this.group = group;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int[] g = m.groups;
            int saveS = g[group * 2];
            int saveE = g[group * 2 + 1];
            g[group * 2] = m.locals[slot];
            g[group * 2 + 1] = i;
            if (next.match(m, i, s)) {
                return true;
            }
            g[group * 2] = saveS;
            g[group * 2 + 1] = saveE;
            return false;
        }
    }

    static final class Branch extends Node {
        Node[] alts;

        boolean match(Matcher m, int i, CharSequence s) {
            for (int k = 0; k < alts.length; k++) {
                if (alts[k].match(m, i, s)) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Where the alternatives of a Branch join. */
    static final class Join extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            return next.match(m, i, s);
        }
    }

    static final class Empty extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            return next.match(m, i, s);
        }
    }

    static final class Atomic extends Node {
        Node body;
        final int slot;

        Atomic(int slot) {
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int save = m.locals[slot];
            if (body.match(m, i, s)) {
                int j = m.locals[slot];
                m.locals[slot] = save;
                return next.match(m, j, s);
            }
            m.locals[slot] = save;
            return false;
        }
    }

    static final class LookAhead extends Node {
        Node body;
        final boolean negative;
        final int slot;

        LookAhead(boolean negative, int slot) {
            this.negative = negative;
            this.slot = slot;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int save = m.locals[slot];
            boolean saveHit = m.hitEnd;
            boolean r = body.match(m, i, s);
            m.locals[slot] = save;
            if (negative) {
                m.hitEnd = saveHit;
                return !r && next.match(m, i, s);
            }
            return r && next.match(m, i, s);
        }
    }

    static final class LookBehind extends Node {
        Node body;
        final boolean negative;
        final int slot;
        final int minLen;
        final int maxLen;

        LookBehind(boolean negative, int slot, int minLen, int maxLen) {
            this.negative = negative;
            this.slot = slot;
            this.minLen = minLen;
            this.maxLen = maxLen;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int save = m.locals[slot];
            m.locals[slot] = i;
            int lowest = m.transparentBounds ? 0 : m.from;
            int from = Math.max(i - maxLen, lowest);
            boolean found = false;
            for (int j = i - minLen; j >= from; j--) {
                if (body.match(m, j, s)) {
                    found = true;
                    break;
                }
            }
            m.locals[slot] = save;
            return (found != negative) && next.match(m, i, s);
        }
    }

    static final class BackRef extends Node {
        final int group;
        final boolean caseless;
        final boolean unicode;

        BackRef(int group, boolean caseless, boolean unicode) {
            this.group = group;
            this.caseless = caseless;
            this.unicode = unicode;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            if (group * 2 + 1 >= m.groups.length) {
                return false;
            }
            int j = m.groups[group * 2];
            int k = m.groups[group * 2 + 1];
            if (j < 0) {
                return false;
            }
            int len = k - j;
            if (i + len > m.to) {
                m.hitEnd = true;
                return false;
            }
            for (int x = 0; x < len; x++) {
                char c1 = s.charAt(j + x);
                char c2 = s.charAt(i + x);
                if (c1 != c2) {
                    if (!caseless) {
                        return false;
                    }
                    if (unicode) {
                        if (Character.toUpperCase(c1) != Character.toUpperCase(c2)
                                && Character.toLowerCase(c1) != Character.toLowerCase(c2)) {
                            return false;
                        }
                    } else if (asciiFold(c1) != asciiFold(c2)) {
                        return false;
                    }
                }
            }
            return next.match(m, i + len, s);
        }
    }

    /** ^ and \A (single-line). */
    static final class Begin extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            int from = m.anchoringBounds ? m.from : 0;
            return i == from && next.match(m, i, s);
        }
    }

    /** ^ in MULTILINE mode. */
    static final class Caret extends Node {
        final boolean unixLines;

        Caret(boolean unixLines) {
            this.unixLines = unixLines;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int start = m.anchoringBounds ? m.from : 0;
            int end = m.anchoringBounds ? m.to : s.length();
            if (i == end) {
                m.hitEnd = true;
                return false;
            }
            if (i > start) {
                char ch = s.charAt(i - 1);
                if (unixLines) {
                    if (ch != '\n') {
                        return false;
                    }
                } else {
                    if (!isLineTerminator(ch)) {
                        return false;
                    }
                    if (ch == '\r' && s.charAt(i) == '\n') {
                        return false;
                    }
                }
            }
            return next.match(m, i, s);
        }
    }

    /** $ (single-line or MULTILINE) and \Z. */
    static final class Dollar extends Node {
        final boolean multiline;
        final boolean unixLines;

        Dollar(boolean multiline, boolean unixLines) {
            this.multiline = multiline;
            this.unixLines = unixLines;
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int end = m.anchoringBounds ? m.to : s.length();
            if (unixLines) {
                if (i < end) {
                    char ch = s.charAt(i);
                    if (ch == '\n') {
                        if (!multiline && i != end - 1) {
                            return false;
                        }
                        if (multiline) {
                            return next.match(m, i, s);
                        }
                    } else {
                        return false;
                    }
                }
                m.hitEnd = true;
                m.requireEnd = true;
                return next.match(m, i, s);
            }
            if (!multiline) {
                if (i < end - 2) {
                    return false;
                }
                if (i == end - 2) {
                    if (s.charAt(i) != '\r' || s.charAt(i + 1) != '\n') {
                        return false;
                    }
                }
            }
            if (i < end) {
                char ch = s.charAt(i);
                if (ch == '\n') {
                    if (i > 0 && s.charAt(i - 1) == '\r') {
                        return false;
                    }
                    if (multiline) {
                        return next.match(m, i, s);
                    }
                } else if (ch == '\r' || ch == '\u0085' || ch == '\u2028' || ch == '\u2029') {
                    if (multiline) {
                        return next.match(m, i, s);
                    }
                } else {
                    return false;
                }
            }
            m.hitEnd = true;
            m.requireEnd = true;
            return next.match(m, i, s);
        }
    }

    /** \z */
    static final class End extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            int end = m.anchoringBounds ? m.to : s.length();
            if (i == end) {
                m.hitEnd = true;
                m.requireEnd = true;
                return next.match(m, i, s);
            }
            return false;
        }
    }

    /** \G */
    /** Extended grapheme clusters (UAX #29, Unicode 13.0), for \\X and \\b{g}. */
    static final class Grapheme {
        private Grapheme() {
        }

        /** The end of the grapheme cluster that starts at i (i < end). */
        static int next(CharSequence s, int i, int end) {
            int cp = Character.codePointAt(s, i);
            int j = i + Character.charCount(cp);
            int prev = GraphemeData.of(cp);
            int ri = (prev & 15) == GraphemeData.REGIONAL_INDICATOR ? 1 : 0;
            // 1: after Extended_Pictographic Extend*, 2: that followed by ZWJ
            int emoji = (prev & GraphemeData.EXT_PICT) != 0 ? 1 : 0;
            while (j < end) {
                cp = Character.codePointAt(s, j);
                int cur = GraphemeData.of(cp);
                if (!joins(prev & 15, cur & 15, emoji == 2 && (cur & GraphemeData.EXT_PICT) != 0, ri)) {
                    break;
                }
                int t = cur & 15;
                ri = t == GraphemeData.REGIONAL_INDICATOR ? ri + 1 : 0;
                if ((cur & GraphemeData.EXT_PICT) != 0) {
                    emoji = 1;
                } else if (emoji == 1 && t == GraphemeData.EXTEND) {
                    emoji = 1;
                } else if (emoji == 1 && t == GraphemeData.ZWJ) {
                    emoji = 2;
                } else {
                    emoji = 0;
                }
                prev = cur;
                j += Character.charCount(cp);
            }
            return j;
        }

        /** Whether no boundary lies between a character of type a and one of type b. */
        private static boolean joins(int a, int b, boolean zwjPict, int riCount) {
            if (a == GraphemeData.CR && b == GraphemeData.LF) {
                return true;                                    // GB3
            }
            if (a == GraphemeData.CR || a == GraphemeData.LF || a == GraphemeData.CONTROL
                    || b == GraphemeData.CR || b == GraphemeData.LF || b == GraphemeData.CONTROL) {
                return false;                                   // GB4, GB5
            }
            if (a == GraphemeData.L && (b == GraphemeData.L || b == GraphemeData.V || b == GraphemeData.LV
                    || b == GraphemeData.LVT)) {
                return true;                                    // GB6
            }
            if ((a == GraphemeData.LV || a == GraphemeData.V) && (b == GraphemeData.V || b == GraphemeData.T)) {
                return true;                                    // GB7
            }
            if ((a == GraphemeData.LVT || a == GraphemeData.T) && b == GraphemeData.T) {
                return true;                                    // GB8
            }
            if (b == GraphemeData.EXTEND || b == GraphemeData.ZWJ || b == GraphemeData.SPACINGMARK
                    || a == GraphemeData.PREPEND) {
                return true;                                    // GB9, GB9a, GB9b
            }
            if (a == GraphemeData.ZWJ && zwjPict) {
                return true;                                    // GB11
            }
            return a == GraphemeData.REGIONAL_INDICATOR && b == GraphemeData.REGIONAL_INDICATOR
                    && (riCount & 1) == 1;                      // GB12, GB13
        }

        /** Whether i is a cluster boundary of s[start, end). */
        static boolean isBoundary(CharSequence s, int i, int start, int end) {
            if (i <= start || i >= end) {
                return true;
            }
            int b = start;
            while (b < i) {
                b = next(s, b, end);
            }
            return b == i;
        }
    }

    /** \\X: one extended grapheme cluster. */
    static final class GraphemeNode extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            if (i >= m.to) {
                m.hitEnd = true;
                return false;
            }
            return next.match(m, Grapheme.next(s, i, m.to), s);
        }
    }

    /** \\b{g}: a grapheme cluster boundary. */
    static final class GraphemeBound extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            int start = m.transparentBounds ? 0 : m.from;
            int end = m.transparentBounds ? s.length() : m.to;
            if (i >= end) {
                m.hitEnd = true;
            }
            return Grapheme.isBoundary(s, i, start, end) && next.match(m, i, s);
        }
    }

    static final class LastMatch extends Node {
        boolean match(Matcher m, int i, CharSequence s) {
            int where = m.oldLast < 0 ? m.from : m.oldLast;
            return i == where && next.match(m, i, s);
        }
    }

    /** \b and \B */
    static final class Bound extends Node {
        final boolean negate;
        final boolean unicodeClass;

        Bound(boolean negate, boolean unicodeClass) {
            this.negate = negate;
            this.unicodeClass = unicodeClass;
        }

        private boolean isWord(int c) {
            if (unicodeClass) {
                return CharProperties.isWord(c);
            }
            return c == '_' || Character.isLetterOrDigit(c);
        }

        boolean match(Matcher m, int i, CharSequence s) {
            int start = m.transparentBounds ? 0 : m.from;
            int end = m.transparentBounds ? s.length() : m.to;
            boolean left = false;
            boolean right = false;
            if (i > start) {
                int c = Character.codePointBefore(s, i);
                left = isWord(c) || (Character.getType(c) == Character.NON_SPACING_MARK && hasBaseCharacter(s, i - 1, start));
            }
            if (i < end) {
                int c = Character.codePointAt(s, i);
                right = isWord(c) || (Character.getType(c) == Character.NON_SPACING_MARK && hasBaseCharacter(s, i, start));
            } else {
                m.hitEnd = true;
                m.requireEnd = true;
            }
            boolean boundary = left ^ right;
            return (boundary != negate) && next.match(m, i, s);
        }

        private boolean hasBaseCharacter(CharSequence s, int i, int start) {
            for (int x = i; x >= start; x--) {
                int c = Character.codePointAt(s, x);
                if (Character.isLetterOrDigit(c)) {
                    return true;
                }
                if (Character.getType(c) != Character.NON_SPACING_MARK) {
                    return false;
                }
            }
            return false;
        }
    }

    // ================================================================ parse results

    /** A parsed fragment: a chain of nodes with its length bounds (max -1 = unbounded). */
    static final class Seq {
        Node head;
        Node tail;
        int min;
        int max;
        CharPred single; // set when the fragment is exactly one CharNode
        // max < 0 because of a group repeated without bound or a back reference: a
        // look-behind cannot bound it (the JDK's "obvious maximum length"); a single
        // character repeated without bound is fine there
        boolean opaque;

        static Seq of(Node n, int min, int max) {
            Seq s = new Seq();
            s.head = n;
            s.tail = n;
            s.min = min;
            s.max = max;
            return s;
        }

        static Seq of(Node head, Node tail, int min, int max) {
            Seq s = new Seq();
            s.head = head;
            s.tail = tail;
            s.min = min;
            s.max = max;
            return s;
        }

        boolean isEmpty() {
            return head == null;
        }

        void append(Seq o) {
            if (o == null || o.head == null) {
                return;
            }
            if (head == null) {
                head = o.head;
                tail = o.tail;
                min = o.min;
                max = o.max;
                single = o.single;
                opaque = o.opaque;
                return;
            }
            tail.next = o.head;
            tail = o.tail;
            min += o.min;
            max = (max < 0 || o.max < 0) ? -1 : max + o.max;
            single = null;
            opaque |= o.opaque;
        }
    }
}
