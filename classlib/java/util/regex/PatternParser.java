package java.util.regex;

import java.util.regex.Pattern.CharPred;
import java.util.regex.Pattern.Node;
import java.util.regex.Pattern.Seq;

/** Compiles a regular expression into Pattern's node graph (recursive descent). */
final class PatternParser {

    private static final int INF = Integer.MAX_VALUE;

    private final Pattern pat;
    private final String p;
    private final int len;
    private int pos;
    private int flags;

    PatternParser(Pattern pat, String p, int flags) {
        this.pat = pat;
        this.p = p;
        this.len = p.length();
        this.flags = flags;
    }

    private PatternSyntaxException error(String desc, int index) {
        return new PatternSyntaxException(desc, p, index);
    }

    private boolean has(int f) {
        return (flags & f) != 0;
    }

    private int newLocal() {
        return pat.localCount++;
    }

    /** Parses the whole pattern into pat; returns the top-level flags at its end. */
    int compile() {
        Seq s = expr();
        skipComments();
        if (pos < len) {
            if (p.charAt(pos) == ')') {
                throw error("Unmatched closing ')'", pos - 1);
            }
            throw error("Unexpected internal error", pos);
        }
        s.append(Seq.of(new Pattern.LastNode(), 0, 0));
        pat.root = s.head;
        return flags;
    }

    /** In COMMENTS mode, skips white space and #-comments. */
    private void skipComments() {
        if (!has(Pattern.COMMENTS)) {
            return;
        }
        while (pos < len) {
            char c = p.charAt(pos);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == 0x0B) {
                pos++;
            } else if (c == '#') {
                while (pos < len && !Pattern.isLineTerminator(p.charAt(pos))) {
                    pos++;
                }
            } else {
                break;
            }
        }
    }

    // ---------------------------------------------------------------- expressions

    private Seq expr() {
        Seq first = sequence();
        if (pos >= len || p.charAt(pos) != '|') {
            return first;
        }
        Pattern.Branch br = new Pattern.Branch();
        Pattern.Join join = new Pattern.Join();
        java.util.ArrayList<Node> alts = new java.util.ArrayList<Node>();
        int min = first.min;
        int max = first.max;
        boolean opaque = first.opaque;
        addAlt(alts, first, join);
        while (pos < len && p.charAt(pos) == '|') {
            pos++;
            Seq alt = sequence();
            addAlt(alts, alt, join);
            min = Math.min(min, alt.min);
            max = (max < 0 || alt.max < 0) ? -1 : Math.max(max, alt.max);
            opaque |= alt.opaque;
        }
        br.alts = alts.toArray(new Node[alts.size()]);
        Seq result = Seq.of(br, join, min, max);
        result.opaque = opaque;
        return result;
    }

    private static void addAlt(java.util.ArrayList<Node> alts, Seq alt, Node join) {
        if (alt.isEmpty()) {
            alts.add(join);
        } else {
            alt.tail.next = join;
            alts.add(alt.head);
        }
    }

    private Seq sequence() {
        Seq seq = new Seq();
        while (true) {
            skipComments();
            if (pos >= len) {
                break;
            }
            char c = p.charAt(pos);
            Seq atom;
            switch (c) {
                case '|':
                case ')':
                    return seq;
                case '(':
                    atom = group();
                    if (atom == null) {
                        continue; // inline flags only
                    }
                    break;
                case '[':
                    pos++;
                    atom = charAtom(clazz());
                    break;
                case '^':
                    pos++;
                    atom = Seq.of(has(Pattern.MULTILINE) ? new Pattern.Caret(has(Pattern.UNIX_LINES))
                            : new Pattern.Begin(), 0, 0);
                    break;
                case '$':
                    pos++;
                    atom = Seq.of(new Pattern.Dollar(has(Pattern.MULTILINE), has(Pattern.UNIX_LINES)), 0, 0);
                    break;
                case '.':
                    pos++;
                    atom = charAtom(dot());
                    break;
                case '\\':
                    atom = escapeAtom();
                    if (atom == null) {
                        continue;
                    }
                    break;
                case '*':
                case '+':
                case '?':
                    throw error("Dangling meta character '" + c + "'", pos);
                default: {
                    int cp = p.codePointAt(pos);
                    pos += Character.charCount(cp);
                    atom = charAtom(literal(cp));
                    break;
                }
            }
            seq.append(closure(atom));
        }
        return seq;
    }

    private CharPred dot() {
        if (has(Pattern.DOTALL)) {
            return Pattern.ANY;
        }
        if (has(Pattern.UNIX_LINES)) {
            return Pattern.single('\n').negate();
        }
        return new CharPred() {
            boolean is(int c) {
                return !Pattern.isLineTerminator(c);
            }
        };
    }

    CharPred literal(int cp) {
        if (has(Pattern.CASE_INSENSITIVE) && has(Pattern.UNICODE_CASE)) {
            int upper = Character.toUpperCase(cp);
            final int lower = Character.toLowerCase(upper);
            if (upper != lower) {
                // as the JDK: equal after upper- then lower-casing
                return new CharPred() {
                    boolean is(int c) {
                        return c == lower || lower == Character.toLowerCase(Character.toUpperCase(c));
                    }
                };
            }
        }
        CharPred pr = Pattern.single(cp);
        if (has(Pattern.CASE_INSENSITIVE)) {
            pr = Pattern.caseless(pr, has(Pattern.UNICODE_CASE));
        }
        return pr;
    }

    Seq charAtom(CharPred pred) {
        Seq s = Seq.of(new Pattern.CharNode(pred), 1, 2);
        s.single = pred;
        return s;
    }

    // ---------------------------------------------------------------- quantifiers

    private Seq closure(Seq atom) {
        skipComments();
        if (pos >= len) {
            return atom;
        }
        char c = p.charAt(pos);
        int min;
        int max;
        switch (c) {
            case '?':
                pos++;
                min = 0;
                max = 1;
                break;
            case '*':
                pos++;
                min = 0;
                max = INF;
                break;
            case '+':
                pos++;
                min = 1;
                max = INF;
                break;
            case '{': {
                pos++;
                if (pos >= len || !isDigit(p.charAt(pos))) {
                    throw error("Illegal repetition", pos);
                }
                int start = pos;
                while (pos < len && isDigit(p.charAt(pos))) {
                    pos++;
                }
                long mn = parseCount(start, pos);
                long mx = mn;
                if (pos < len && p.charAt(pos) == ',') {
                    pos++;
                    int s2 = pos;
                    while (pos < len && isDigit(p.charAt(pos))) {
                        pos++;
                    }
                    mx = (pos > s2) ? parseCount(s2, pos) : INF;
                }
                if (pos >= len || p.charAt(pos) != '}') {
                    throw error("Unclosed counted closure", pos);
                }
                if (mn > INF || mx > INF || mx < mn) {
                    throw error("Illegal repetition range", pos);
                }
                pos++;
                min = (int) mn;
                max = (int) mx;
                break;
            }
            default:
                return atom;
        }
        int type = 0;
        if (pos < len) {
            char q = p.charAt(pos);
            if (q == '?') {
                pos++;
                type = 1;
            } else if (q == '+') {
                pos++;
                type = 2;
            }
        }
        int newMin = (int) Math.min((long) atom.min * min, INF);
        int newMax = (max == INF || atom.max < 0) ? -1 : (int) Math.min((long) atom.max * max, INF);
        if (atom.single != null) {
            Node n = new Pattern.CharLoop(atom.single, min, max, type);
            return Seq.of(n, newMin, newMax);
        }
        boolean opaque = atom.opaque || newMax < 0;
        Pattern.Loop loop = new Pattern.Loop(min, max, type == 1, newLocal(), newLocal());
        if (atom.isEmpty()) {
            atom = Seq.of(new Pattern.Empty(), 0, 0);
        }
        atom.tail.next = new Pattern.LoopTail(loop);
        loop.body = atom.head;
        if (type == 2) {
            int slot = newLocal();
            Pattern.Atomic at = new Pattern.Atomic(slot);
            loop.next = new Pattern.MarkEnd(slot);
            at.body = loop;
            Seq r = Seq.of(at, newMin, newMax);
            r.opaque = opaque;
            return r;
        }
        Seq r = Seq.of(loop, newMin, newMax);
        r.opaque = opaque;
        return r;
    }

    private long parseCount(int start, int end) {
        long v = 0;
        for (int i = start; i < end; i++) {
            v = v * 10 + (p.charAt(i) - '0');
            if (v > INF) {
                return (long) INF + 1;
            }
        }
        return v;
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    // ---------------------------------------------------------------- groups

    /** Parses "(...)"; returns null for a pure inline-flag group like (?i). */
    private Seq group() {
        pos++; // '('
        int saveFlags = flags;
        Seq result;
        if (pos < len && p.charAt(pos) == '?') {
            pos++;
            if (pos >= len) {
                throw error("Unknown inline modifier", pos);
            }
            char c = p.charAt(pos++);
            switch (c) {
                case ':': {
                    Seq inner = expr();
                    expectClose();
                    result = inner.isEmpty() ? Seq.of(new Pattern.Empty(), 0, 0) : inner;
                    break;
                }
                case '=':
                case '!': {
                    int slot = newLocal();
                    Pattern.LookAhead la = new Pattern.LookAhead(c == '!', slot);
                    Seq inner = expr();
                    expectClose();
                    inner.append(Seq.of(new Pattern.MarkEnd(slot), 0, 0));
                    la.body = inner.head;
                    result = Seq.of(la, 0, 0);
                    break;
                }
                case '>': {
                    int slot = newLocal();
                    Pattern.Atomic at = new Pattern.Atomic(slot);
                    Seq inner = expr();
                    expectClose();
                    int mn = inner.min;
                    int mx = inner.max;
                    boolean opaque = inner.opaque;
                    inner.append(Seq.of(new Pattern.MarkEnd(slot), 0, 0));
                    at.body = inner.head;
                    result = Seq.of(at, mn, mx);
                    result.opaque = opaque;
                    break;
                }
                case '<': {
                    if (pos < len && (p.charAt(pos) == '=' || p.charAt(pos) == '!')) {
                        boolean neg = p.charAt(pos) == '!';
                        pos++;
                        int slot = newLocal();
                        Seq inner = expr();
                        expectClose();
                        if (inner.opaque) {
                            throw error("Look-behind group does not have an obvious maximum length", pos - 2);
                        }
                        Pattern.LookBehind lb = new Pattern.LookBehind(neg, slot, inner.min,
                                inner.max < 0 ? Integer.MAX_VALUE : inner.max);
                        inner.append(Seq.of(new Pattern.BehindEnd(slot), 0, 0));
                        lb.body = inner.head;
                        result = Seq.of(lb, 0, 0);
                    } else {
                        String name = groupName();
                        if (pat.groupNames.contains(name)) {
                            throw error("Named capturing group <" + name + "> is already defined", pos - 1);
                        }
                        int g = ++pat.groupCount;
                        pat.groupNames.add(name);
                        pat.groupNameIndex.add(Integer.valueOf(g));
                        result = capture(g);
                    }
                    break;
                }
                default: {
                    pos--;
                    boolean scoped = inlineFlags();
                    if (!scoped) {
                        // (?flags) applies to the rest of the enclosing group
                        return null;
                    }
                    Seq inner = expr();
                    expectClose();
                    flags = saveFlags;
                    return inner.isEmpty() ? Seq.of(new Pattern.Empty(), 0, 0) : inner;
                }
            }
        } else {
            int g = ++pat.groupCount;
            result = capture(g);
        }
        flags = saveFlags;
        return result;
    }

    private static Seq opaque(Seq s) {
        s.opaque = true;
        return s;
    }

    private Seq capture(int g) {
        int slot = newLocal();
        Pattern.GroupHead head = new Pattern.GroupHead(slot);
        Seq inner = expr();
        expectClose();
        Seq s = Seq.of(head, 0, 0);
        s.append(inner);
        int mn = s.min;
        int mx = s.max;
        s.append(Seq.of(new Pattern.GroupTail(slot, g), 0, 0));
        s.min = mn;
        s.max = mx;           // opaque stays the inner expression's
        return s;
    }

    private void expectClose() {
        skipComments();
        if (pos >= len || p.charAt(pos) != ')') {
            throw error("Unclosed group", len);
        }
        pos++;
    }

    private String groupName() {
        int start = pos;
        if (pos >= len || !isLatinLetter(p.charAt(pos))) {
            throw error("capturing group name does not start with a Latin letter", pos);
        }
        while (pos < len && (isLatinLetter(p.charAt(pos)) || isDigit(p.charAt(pos)))) {
            pos++;
        }
        if (pos >= len || p.charAt(pos) != '>') {
            throw error("named capturing group is missing trailing '>'", pos);
        }
        String name = p.substring(start, pos);
        pos++;
        return name;
    }

    private static boolean isLatinLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    /** Parses flags after "(?"; returns true if followed by ':' (scoped), false if by ')'. */
    private boolean inlineFlags() {
        boolean on = true;
        while (pos < len) {
            char c = p.charAt(pos);
            int f;
            switch (c) {
                case 'i':
                    f = Pattern.CASE_INSENSITIVE;
                    break;
                case 'm':
                    f = Pattern.MULTILINE;
                    break;
                case 's':
                    f = Pattern.DOTALL;
                    break;
                case 'd':
                    f = Pattern.UNIX_LINES;
                    break;
                case 'u':
                    f = Pattern.UNICODE_CASE;
                    break;
                case 'x':
                    f = Pattern.COMMENTS;
                    break;
                case 'U':
                    f = Pattern.UNICODE_CHARACTER_CLASS | Pattern.UNICODE_CASE;
                    break;
                case 'c':
                    f = Pattern.CANON_EQ;
                    break;
                case '-':
                    if (!on) {
                        throw error("Unknown inline modifier", pos);
                    }
                    on = false;
                    pos++;
                    continue;
                case ')':
                    pos++;
                    return false;
                case ':':
                    pos++;
                    return true;
                default:
                    throw error("Unknown inline modifier", pos);
            }
            if (on) {
                flags |= f;
            } else {
                flags &= ~f;
            }
            pos++;
        }
        throw error("Unknown inline modifier", pos);
    }

    // ---------------------------------------------------------------- escapes

    /** Parses an escape outside a class; returns null for one that produces nothing. */
    private Seq escapeAtom() {
        pos++; // '\'
        if (pos >= len) {
            throw error("Unexpected internal error", pos);
        }
        char c = p.charAt(pos++);
        switch (c) {
            case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': {
                int ref = c - '0';
                while (pos < len && isDigit(p.charAt(pos))) {
                    int n = ref * 10 + (p.charAt(pos) - '0');
                    if (n > pat.groupCount) {
                        break;
                    }
                    ref = n;
                    pos++;
                }
                return opaque(Seq.of(new Pattern.BackRef(ref, has(Pattern.CASE_INSENSITIVE), has(Pattern.UNICODE_CASE)), 0, -1));
            }
            case 'k': {
                if (pos >= len || p.charAt(pos) != '<') {
                    throw error("\\k is not followed by '<' for named capturing group", pos);
                }
                pos++;
                String name = groupName();
                int g = pat.groupIndex(name);
                if (g < 0) {
                    throw error("named capturing group <" + name + "> does not exist", pos - 1);
                }
                return opaque(Seq.of(new Pattern.BackRef(g, has(Pattern.CASE_INSENSITIVE), has(Pattern.UNICODE_CASE)), 0, -1));
            }
            case 'b':
                if (pos + 2 < len && p.charAt(pos) == '{') {
                    if (p.charAt(pos + 1) == 'g' && p.charAt(pos + 2) == '}') {
                        pos += 3;
                        return Seq.of(new Pattern.GraphemeBound(), 0, 0);
                    }
                }
                return Seq.of(new Pattern.Bound(false, has(Pattern.UNICODE_CHARACTER_CLASS)), 0, 0);
            case 'X':
                return opaque(Seq.of(new Pattern.GraphemeNode(), 1, -1));
            case 'B':
                return Seq.of(new Pattern.Bound(true, has(Pattern.UNICODE_CHARACTER_CLASS)), 0, 0);
            case 'A':
                return Seq.of(new Pattern.Begin(), 0, 0);
            case 'z':
                return Seq.of(new Pattern.End(), 0, 0);
            case 'Z':
                return Seq.of(new Pattern.Dollar(false, has(Pattern.UNIX_LINES)), 0, 0);
            case 'G':
                return Seq.of(new Pattern.LastMatch(), 0, 0);
            case 'R': {
                // (?>\r\n|[\n\x0B\f\r\x85\u2028\u2029])
                int slot = newLocal();
                Pattern.Atomic at = new Pattern.Atomic(slot);
                Pattern.Branch br = new Pattern.Branch();
                Pattern.Join join = new Pattern.Join();
                Node cr = new Pattern.CharNode(Pattern.single('\r'));
                Node lf = new Pattern.CharNode(Pattern.single('\n'));
                cr.next = lf;
                lf.next = join;
                Node any = new Pattern.CharNode(new CharPred() {
                    boolean is(int ch) {
                        return (ch >= '\n' && ch <= '\r') || ch == 0x85 || ch == 0x2028 || ch == 0x2029;
                    }
                });
                any.next = join;
                br.alts = new Node[] {cr, any};
                join.next = new Pattern.MarkEnd(slot);
                at.body = br;
                return Seq.of(at, 1, 2);
            }
            case 'Q': {
                int end = p.indexOf("\\E", pos);
                if (end < 0) {
                    end = len;
                }
                Seq s = new Seq();
                Seq lastAtom = null;
                int i = pos;
                while (i < end) {
                    int cp = p.codePointAt(i);
                    i += Character.charCount(cp);
                    if (lastAtom != null) {
                        s.append(lastAtom);
                    }
                    lastAtom = charAtom(literal(cp));
                }
                pos = Math.min(end + 2, len);
                if (lastAtom == null) {
                    return null;
                }
                // a quantifier after \Q..\E applies to its last character only
                Seq q = closure(lastAtom);
                s.append(q);
                return null == s.head ? null : s;
            }
            case 'E':
                return null;
            default: {
                pos--;
                Object e = escape(false);
                if (e instanceof CharPred) {
                    return charAtom((CharPred) e);
                }
                return charAtom(literal(((Integer) e).intValue()));
            }
        }
    }

    /**
     * Parses a character escape or class escape at pos (just after the backslash).
     * Returns an Integer code point or a CharPred.
     */
    private Object escape(boolean inClass) {
        if (pos >= len) {
            throw error("Unexpected internal error", pos);
        }
        char c = p.charAt(pos++);
        switch (c) {
            case '0': {
                int v = 0;
                int n = 0;
                while (pos < len && n < 3 && p.charAt(pos) >= '0' && p.charAt(pos) <= '7') {
                    int nv = v * 8 + (p.charAt(pos) - '0');
                    if (nv > 0377) {
                        break;
                    }
                    v = nv;
                    pos++;
                    n++;
                }
                if (n == 0) {
                    throw error("Illegal octal escape sequence", pos);
                }
                return Integer.valueOf(v);
            }
            case 't':
                return Integer.valueOf('\t');
            case 'n':
                return Integer.valueOf('\n');
            case 'r':
                return Integer.valueOf('\r');
            case 'f':
                return Integer.valueOf('\f');
            case 'a':
                return Integer.valueOf(7);
            case 'e':
                return Integer.valueOf(27);
            case 'N': {
                if (pos < len && p.charAt(pos) == '{') {
                    int close = p.indexOf('}', pos + 1);
                    if (close < 0) {
                        pos = len;
                        throw error("Unclosed character name escape sequence", len - 1);
                    }
                    String name = p.substring(pos + 1, close);
                    pos = close + 1;
                    try {
                        return Integer.valueOf(Character.codePointOf(name));
                    } catch (IllegalArgumentException e) {
                        throw error("Unknown character name [" + name + "]", pos - 1);
                    }
                }
                throw error("Illegal character name escape sequence", pos);
            }
            case 'c':
                if (pos < len) {
                    return Integer.valueOf(p.charAt(pos++) ^ 64);
                }
                throw error("Illegal control escape sequence", pos);
            case 'x': {
                if (pos < len && p.charAt(pos) == '{') {
                    int start = ++pos;
                    while (pos < len && Character.digit(p.charAt(pos), 16) >= 0) {
                        pos++;
                    }
                    if (pos >= len || p.charAt(pos) != '}' || pos == start) {
                        throw error("Unclosed hexadecimal escape sequence", pos);
                    }
                    long v = pos - start > 8 ? Long.MAX_VALUE : Long.parseLong(p.substring(start, pos), 16);
                    if (v > Character.MAX_CODE_POINT) {
                        throw error("Hexadecimal codepoint is too big", pos - 1);
                    }
                    pos++;
                    return Integer.valueOf((int) v);
                }
                if (pos + 2 <= len && Character.digit(p.charAt(pos), 16) >= 0
                        && Character.digit(p.charAt(pos + 1), 16) >= 0) {
                    int v = Integer.parseInt(p.substring(pos, pos + 2), 16);
                    pos += 2;
                    return Integer.valueOf(v);
                }
                throw error("Illegal hexadecimal escape sequence", pos);
            }
            case 'u': {
                if (pos + 4 <= len) {
                    int v = 0;
                    boolean ok = true;
                    for (int k = 0; k < 4; k++) {
                        int d = Character.digit(p.charAt(pos + k), 16);
                        if (d < 0) {
                            ok = false;
                            break;
                        }
                        v = v * 16 + d;
                    }
                    if (ok) {
                        pos += 4;
                        if (Character.isHighSurrogate((char) v) && pos + 6 <= len && p.charAt(pos) == '\\'
                                && p.charAt(pos + 1) == 'u') {
                            int lo = 0;
                            boolean ok2 = true;
                            for (int k = 0; k < 4; k++) {
                                int d = Character.digit(p.charAt(pos + 2 + k), 16);
                                if (d < 0) {
                                    ok2 = false;
                                    break;
                                }
                                lo = lo * 16 + d;
                            }
                            if (ok2 && Character.isLowSurrogate((char) lo)) {
                                pos += 6;
                                return Integer.valueOf(Character.toCodePoint((char) v, (char) lo));
                            }
                        }
                        return Integer.valueOf(v);
                    }
                }
                throw error("Illegal Unicode escape sequence", pos);
            }
            case 'd':
            case 'D':
            case 's':
            case 'S':
            case 'w':
            case 'W':
            case 'h':
            case 'H':
            case 'v':
            case 'V': {
                CharPred pr = predefined(Character.toLowerCase(c));
                return Character.isUpperCase(c) ? pr.negate() : pr;
            }
            case 'p':
            case 'P': {
                CharPred pr = property();
                return c == 'P' ? pr.negate() : pr;
            }
            default:
                if (isLatinLetter(c) || isDigit(c)) {
                    throw error("Illegal/unsupported escape sequence", pos - 1);
                }
                if (Character.isHighSurrogate(c) && pos < len && Character.isLowSurrogate(p.charAt(pos))) {
                    return Integer.valueOf(Character.toCodePoint(c, p.charAt(pos++)));
                }
                return Integer.valueOf(c);
        }
    }

    private CharPred predefined(char c) {
        final boolean uni = has(Pattern.UNICODE_CHARACTER_CLASS);
        switch (c) {
            case 'd':
                return uni ? new CharPred() {
                    boolean is(int ch) {
                        return Character.isDigit(ch);
                    }
                } : Pattern.range('0', '9');
            case 's':
                return new CharPred() {
                    boolean is(int ch) {
                        if (uni) {
                            return CharProperties.isUnicodeWhiteSpace(ch);
                        }
                        return ch == ' ' || (ch >= '\t' && ch <= '\r');
                    }
                };
            case 'w':
                return new CharPred() {
                    boolean is(int ch) {
                        if (uni) {
                            return CharProperties.isWord(ch);
                        }
                        return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')
                                || ch == '_';
                    }
                };
            case 'h':
                return new CharPred() {
                    boolean is(int ch) {
                        return ch == ' ' || ch == '\t' || ch == 0xA0 || ch == 0x1680 || ch == 0x180e
                                || (ch >= 0x2000 && ch <= 0x200a) || ch == 0x202f || ch == 0x205f || ch == 0x3000;
                    }
                };
            default: // 'v'
                return new CharPred() {
                    boolean is(int ch) {
                        return (ch >= '\n' && ch <= '\r') || ch == 0x85 || ch == 0x2028 || ch == 0x2029;
                    }
                };
        }
    }

    /** \p{Name} or \pX, at pos just after 'p'/'P'. */
    private CharPred property() {
        String name;
        if (pos < len && p.charAt(pos) == '{') {
            int start = ++pos;
            int end = p.indexOf('}', start);
            if (end < 0) {
                throw error("Unclosed character family", len);
            }
            name = p.substring(start, end);
            pos = end + 1;
        } else if (pos < len) {
            name = String.valueOf(p.charAt(pos++));
        } else {
            name = "\u0000";                  // as the JDK: the pattern's terminating NUL
            pos++;
        }
        if (name.isEmpty()) {
            throw error("Empty character family", pos - 1);
        }
        boolean ci = has(Pattern.CASE_INSENSITIVE);
        CharPred pr = null;
        int eq = name.indexOf('=');
        if (eq >= 0) {
            String value = name.substring(eq + 1);
            String key = name.substring(0, eq).toLowerCase(java.util.Locale.ENGLISH);
            switch (key) {
                case "sc":
                case "script":
                    pr = CharProperties.forUnicodeScript(value);
                    break;
                case "blk":
                case "block":
                    pr = CharProperties.forUnicodeBlock(value);
                    break;
                case "gc":
                case "general_category":
                    pr = CharProperties.forProperty(value, ci);
                    break;
                default:
                    break;
            }
            if (pr == null) {
                throw error("Unknown Unicode property {name=<" + key + ">, value=<" + value + ">}", pos - 1);
            }
            return pr;
        }
        if (name.startsWith("In")) {
            pr = CharProperties.forUnicodeBlock(name.substring(2));
        } else if (name.startsWith("Is")) {
            String rest = name.substring(2);
            pr = CharProperties.forUnicodeProperty(rest, ci);
            if (pr == null) {
                pr = CharProperties.forProperty(rest, ci);
            }
            if (pr == null) {
                pr = CharProperties.forUnicodeScript(rest);
            }
        } else {
            if (has(Pattern.UNICODE_CHARACTER_CLASS)) {
                pr = CharProperties.forPOSIXName(name, ci);
            }
            if (pr == null) {
                pr = CharProperties.forProperty(name, ci);
            }
        }
        if (pr == null) {
            throw error("Unknown character property name {" + name + "}", pos - 1);
        }
        return pr;
    }

    // ---------------------------------------------------------------- classes

    /** Parses a class body at pos (just after '['), through the closing ']'. */
    private CharPred clazz() {
        boolean negate = false;
        if (pos < len && p.charAt(pos) == '^') {
            negate = true;
            pos++;
        }
        CharPred cur = null;
        CharPred left = null;
        boolean first = true;
        while (true) {
            if (pos >= len) {
                throw error("Unclosed character class", len - 1);
            }
            char c = p.charAt(pos);
            if (c == ']' && !first) {
                pos++;
                break;
            }
            first = false;
            if (c == '[') {
                pos++;
                cur = Pattern.union(cur, clazz());
                continue;
            }
            if (c == '&' && pos + 1 < len && p.charAt(pos + 1) == '&') {
                pos += 2;
                left = left == null ? cur : (cur == null ? left : Pattern.and(left, cur));
                cur = null;
                continue;
            }
            if (has(Pattern.COMMENTS) && (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f')) {
                pos++;
                continue;
            }
            Object atom = classAtom();
            if (atom instanceof CharPred) {
                cur = Pattern.union(cur, (CharPred) atom);
                continue;
            }
            int lo = ((Integer) atom).intValue();
            if (pos + 1 < len && p.charAt(pos) == '-' && p.charAt(pos + 1) != ']') {
                int dash = pos;
                pos++;
                if (p.charAt(pos) == '[') {
                    // "a-[" : the '-' is literal
                    pos = dash + 1;
                    cur = Pattern.union(cur, single(lo));
                    cur = Pattern.union(cur, single('-'));
                    continue;
                }
                Object hiAtom = classAtom();
                if (hiAtom instanceof CharPred) {
                    throw error("Illegal character range", pos - 1);
                }
                int hi = ((Integer) hiAtom).intValue();
                if (hi < lo) {
                    throw error("Illegal character range", pos - 1);
                }
                cur = Pattern.union(cur, rangePred(lo, hi));
            } else {
                cur = Pattern.union(cur, single(lo));
            }
        }
        CharPred result;
        if (left != null) {
            result = cur == null ? left : Pattern.and(left, cur);
        } else {
            result = cur;
        }
        if (result == null) {
            result = new CharPred() {
                boolean is(int ch) {
                    return false;
                }
            };
        }
        return negate ? result.negate() : result;
    }

    private CharPred single(int c) {
        return literal(c);
    }

    private CharPred rangePred(int lo, int hi) {
        CharPred pr = Pattern.range(lo, hi);
        if (has(Pattern.CASE_INSENSITIVE)) {
            pr = Pattern.caseless(pr, has(Pattern.UNICODE_CASE));
        }
        return pr;
    }

    /** One class member: an Integer code point or a CharPred (for \d, \p{..}). */
    private Object classAtom() {
        char c = p.charAt(pos);
        if (c == '\\') {
            pos++;
            if (pos < len && p.charAt(pos) == 'Q') {
                int end = p.indexOf("\\E", pos);
                if (end < 0) {
                    end = len;
                }
                String q = p.substring(pos + 1, end);
                pos = Math.min(end + 2, len);
                CharPred u = null;
                for (int i = 0; i < q.length(); i++) {
                    u = Pattern.union(u, single(q.charAt(i)));
                }
                return u == null ? new CharPred() {
                    boolean is(int ch) {
                        return false;
                    }
                } : u;
            }
            return escape(true);
        }
        int cp = p.codePointAt(pos);
        pos += Character.charCount(cp);
        return Integer.valueOf(cp);
    }
}
