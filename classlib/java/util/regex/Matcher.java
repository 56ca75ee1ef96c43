package java.util.regex;

import java.util.function.Function;

/** Matches a Pattern against a CharSequence (see Pattern for the engine). */
public final class Matcher implements MatchResult {

    static final int NOANCHOR = 0;
    static final int ENDANCHOR = 1;

    private Pattern parentPattern;
    int[] groups;
    int[] locals;
    private CharSequence text;

    int from;
    int to;
    int first = -1;
    int last = 0;
    int oldLast = -1;
    int acceptMode = NOANCHOR;
    boolean hitEnd;
    boolean requireEnd;
    boolean transparentBounds = false;
    boolean anchoringBounds = true;
    private int lastAppendPosition = 0;
    private int modCount;

    Matcher(Pattern parent, CharSequence text) {
        this.parentPattern = parent;
        this.text = text;
        groups = new int[(parent.groupCount + 1) * 2];
        locals = new int[Math.max(parent.localCount, 1)];
        reset();
    }

    public Pattern pattern() {
        return parentPattern;
    }

    /**
     * The match results of successive find() calls, found as the stream is consumed;
     * ConcurrentModificationException if the matcher is used meanwhile.
     */
    public java.util.stream.Stream<MatchResult> results() {
        return java.util.stream.StreamSupport.ofIterator(new java.util.Iterator<MatchResult>() {
            private int state;              // 0 unknown, 1 a match is ready, 2 done
            private int seen = modCount;

            public boolean hasNext() {
                if (state == 0) {
                    if (modCount != seen) {
                        throw new java.util.ConcurrentModificationException();
                    }
                    state = find() ? 1 : 2;
                    seen = modCount;
                }
                return state == 1;
            }

            public MatchResult next() {
                if (!hasNext()) {
                    throw new java.util.NoSuchElementException();
                }
                state = 0;
                return toMatchResult();
            }
        });
    }

    public MatchResult toMatchResult() {
        final int[] g = groups.clone();
        final String t = text.toString();
        final boolean matched = first >= 0;
        final int count = groupCount();
        return new MatchResult() {
            private void check() {
                if (!matched) {
                    throw new IllegalStateException("No match found");
                }
            }

            public int start() {
                check();
                return g[0];
            }

            public int start(int group) {
                check();
                return g[group * 2];
            }

            public int end() {
                check();
                return g[1];
            }

            public int end(int group) {
                check();
                return g[group * 2 + 1];
            }

            public String group() {
                return group(0);
            }

            public String group(int group) {
                check();
                if (group < 0 || group > count) {
                    throw new IndexOutOfBoundsException("No group " + group);
                }
                if (g[group * 2] == -1 || g[group * 2 + 1] == -1) {
                    return null;
                }
                return t.substring(g[group * 2], g[group * 2 + 1]);
            }

            public int groupCount() {
                return count;
            }
        };
    }

    public Matcher usePattern(Pattern newPattern) {
        if (newPattern == null) {
            throw new IllegalArgumentException("Pattern cannot be null");
        }
        parentPattern = newPattern;
        groups = new int[(newPattern.groupCount + 1) * 2];
        locals = new int[Math.max(newPattern.localCount, 1)];
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        modCount++;
        return this;
    }

    public Matcher reset() {
        first = -1;
        last = 0;
        oldLast = -1;
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
        lastAppendPosition = 0;
        from = 0;
        to = getTextLength();
        modCount++;
        return this;
    }

    public Matcher reset(CharSequence input) {
        text = input;
        return reset();
    }

    int getTextLength() {
        return text.length();
    }

    // ---------------------------------------------------------------- results

    private void checkMatch() {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
    }

    public int start() {
        checkMatch();
        return first;
    }

    public int start(int group) {
        checkMatch();
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2];
    }

    public int start(String name) {
        return groups[getMatchedGroupIndex(name) * 2];
    }

    public int end() {
        checkMatch();
        return last;
    }

    public int end(int group) {
        checkMatch();
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        return groups[group * 2 + 1];
    }

    public int end(String name) {
        return groups[getMatchedGroupIndex(name) * 2 + 1];
    }

    public String group() {
        return group(0);
    }

    public String group(int group) {
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        if (group < 0 || group > groupCount()) {
            throw new IndexOutOfBoundsException("No group " + group);
        }
        if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
            return null;
        }
        return text.subSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    public String group(String name) {
        int group = getMatchedGroupIndex(name);
        if ((groups[group * 2] == -1) || (groups[group * 2 + 1] == -1)) {
            return null;
        }
        return text.subSequence(groups[group * 2], groups[group * 2 + 1]).toString();
    }

    private int getMatchedGroupIndex(String name) {
        if (name == null) {
            throw new NullPointerException("Group name");
        }
        if (first < 0) {
            throw new IllegalStateException("No match found");
        }
        int g = parentPattern.groupIndex(name);
        if (g < 0) {
            throw new IllegalArgumentException("No group with name <" + name + ">");
        }
        return g;
    }

    public int groupCount() {
        return parentPattern.groupCount;
    }

    // ---------------------------------------------------------------- matching

    public boolean matches() {
        return match(from, ENDANCHOR);
    }

    public boolean lookingAt() {
        return match(from, NOANCHOR);
    }

    public boolean find() {
        int nextSearchIndex = last;
        if (nextSearchIndex == first) {
            nextSearchIndex++;
        }
        if (nextSearchIndex < from) {
            nextSearchIndex = from;
        }
        if (nextSearchIndex > to) {
            for (int i = 0; i < groups.length; i++) {
                groups[i] = -1;
            }
            first = -1;
            return false;
        }
        return search(nextSearchIndex);
    }

    public boolean find(int start) {
        int limit = getTextLength();
        if ((start < 0) || (start > limit)) {
            throw new IndexOutOfBoundsException("Illegal start index");
        }
        reset();
        return search(start);
    }

    private void clearState() {
        for (int i = 0; i < groups.length; i++) {
            groups[i] = -1;
        }
        for (int i = 0; i < locals.length; i++) {
            locals[i] = -1;
        }
    }

    boolean search(int start) {
        hitEnd = false;
        requireEnd = false;
        acceptMode = NOANCHOR;
        boolean result = false;
        // as the JDK, a match never starts between the two halves of a surrogate pair
        for (int i = start < 0 ? 0 : start; i <= to; i++) {
            clearState();
            first = i;
            if (parentPattern.root.match(this, i, text)) {
                result = true;
                break;
            }
            if (i + 1 < text.length() && Character.isHighSurrogate(text.charAt(i))
                    && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            }
        }
        if (result) {
            first = groups[0];
            last = groups[1];
            oldLast = last;
        } else {
            first = -1;
        }
        modCount++;
        return result;
    }

    boolean match(int start, int anchor) {
        hitEnd = false;
        requireEnd = false;
        clearState();
        acceptMode = anchor;
        first = start;
        boolean result = parentPattern.root.match(this, start, text);
        acceptMode = NOANCHOR;
        if (result) {
            first = groups[0];
            last = groups[1];
            oldLast = last;
        } else {
            first = -1;
        }
        modCount++;
        return result;
    }

    // ---------------------------------------------------------------- regions

    public Matcher region(int start, int end) {
        if ((start < 0) || (start > getTextLength())) {
            throw new IndexOutOfBoundsException("start");
        }
        if ((end < 0) || (end > getTextLength())) {
            throw new IndexOutOfBoundsException("end");
        }
        if (start > end) {
            throw new IndexOutOfBoundsException("start > end");
        }
        reset();
        from = start;
        to = end;
        return this;
    }

    public int regionStart() {
        return from;
    }

    public int regionEnd() {
        return to;
    }

    public boolean hasTransparentBounds() {
        return transparentBounds;
    }

    public Matcher useTransparentBounds(boolean b) {
        transparentBounds = b;
        return this;
    }

    public boolean hasAnchoringBounds() {
        return anchoringBounds;
    }

    public Matcher useAnchoringBounds(boolean b) {
        anchoringBounds = b;
        return this;
    }

    public boolean hitEnd() {
        return hitEnd;
    }

    public boolean requireEnd() {
        return requireEnd;
    }

    // ---------------------------------------------------------------- replacement

    public static String quoteReplacement(String s) {
        if ((s.indexOf('\\') == -1) && (s.indexOf('$') == -1)) {
            return s;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' || c == '$') {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.toString();
    }

    public Matcher appendReplacement(StringBuffer sb, String replacement) {
        StringBuilder tmp = new StringBuilder();
        appendReplacement(tmp, replacement);
        sb.append(tmp);
        return this;
    }

    public Matcher appendReplacement(StringBuilder sb, String replacement) {
        if (first < 0) {
            throw new IllegalStateException("No match available");
        }
        StringBuilder result = new StringBuilder();
        appendExpandedReplacement(replacement, result);
        sb.append(text, lastAppendPosition, first);
        sb.append(result);
        lastAppendPosition = last;
        modCount++;
        return this;
    }

    private void appendExpandedReplacement(String replacement, StringBuilder result) {
        int cursor = 0;
        while (cursor < replacement.length()) {
            char nextChar = replacement.charAt(cursor);
            if (nextChar == '\\') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("character to be escaped is missing");
                }
                nextChar = replacement.charAt(cursor);
                result.append(nextChar);
                cursor++;
            } else if (nextChar == '$') {
                cursor++;
                if (cursor == replacement.length()) {
                    throw new IllegalArgumentException("Illegal group reference: group index is missing");
                }
                nextChar = replacement.charAt(cursor);
                int refNum;
                if (nextChar == '{') {
                    cursor++;
                    StringBuilder gsb = new StringBuilder();
                    while (cursor < replacement.length()) {
                        nextChar = replacement.charAt(cursor);
                        if ((nextChar >= 'a' && nextChar <= 'z') || (nextChar >= 'A' && nextChar <= 'Z')
                                || (nextChar >= '0' && nextChar <= '9')) {
                            gsb.append(nextChar);
                            cursor++;
                        } else {
                            break;
                        }
                    }
                    if (gsb.length() == 0) {
                        throw new IllegalArgumentException("named capturing group has 0 length name");
                    }
                    if (nextChar != '}') {
                        throw new IllegalArgumentException("named capturing group is missing trailing '}'");
                    }
                    String gname = gsb.toString();
                    if (gname.charAt(0) >= '0' && gname.charAt(0) <= '9') {
                        throw new IllegalArgumentException("capturing group name {" + gname
                                + "} starts with digit character");
                    }
                    int g = parentPattern.groupIndex(gname);
                    if (g < 0) {
                        throw new IllegalArgumentException("No group with name {" + gname + "}");
                    }
                    refNum = g;
                    cursor++;
                } else {
                    refNum = nextChar - '0';
                    if ((refNum < 0) || (refNum > 9)) {
                        throw new IllegalArgumentException("Illegal group reference");
                    }
                    cursor++;
                    boolean done = false;
                    while (!done) {
                        if (cursor >= replacement.length()) {
                            break;
                        }
                        int nextDigit = replacement.charAt(cursor) - '0';
                        if ((nextDigit < 0) || (nextDigit > 9)) {
                            break;
                        }
                        int newRefNum = (refNum * 10) + nextDigit;
                        if (groupCount() < newRefNum) {
                            done = true;
                        } else {
                            refNum = newRefNum;
                            cursor++;
                        }
                    }
                }
                if (refNum > groupCount()) {
                    throw new IndexOutOfBoundsException("No group " + refNum);
                }
                if (start(refNum) != -1 && end(refNum) != -1) {
                    result.append(text, start(refNum), end(refNum));
                }
            } else {
                result.append(nextChar);
                cursor++;
            }
        }
    }

    public StringBuffer appendTail(StringBuffer sb) {
        sb.append(text, lastAppendPosition, getTextLength());
        return sb;
    }

    public StringBuilder appendTail(StringBuilder sb) {
        sb.append(text, lastAppendPosition, getTextLength());
        return sb;
    }

    public String replaceAll(String replacement) {
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    public String replaceAll(Function<MatchResult, String> replacer) {
        if (replacer == null) {
            throw new NullPointerException();
        }
        reset();
        boolean result = find();
        if (result) {
            StringBuilder sb = new StringBuilder();
            do {
                int ec = modCount;
                String replacement = replacer.apply(this);
                if (ec != modCount) {
                    throw new java.util.ConcurrentModificationException();
                }
                appendReplacement(sb, replacement);
                result = find();
            } while (result);
            appendTail(sb);
            return sb.toString();
        }
        return text.toString();
    }

    public String replaceFirst(String replacement) {
        if (replacement == null) {
            throw new NullPointerException("replacement");
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    public String replaceFirst(Function<MatchResult, String> replacer) {
        if (replacer == null) {
            throw new NullPointerException();
        }
        reset();
        if (!find()) {
            return text.toString();
        }
        StringBuilder sb = new StringBuilder();
        int ec = modCount;
        String replacement = replacer.apply(this);
        if (ec != modCount) {
            throw new java.util.ConcurrentModificationException();
        }
        appendReplacement(sb, replacement);
        appendTail(sb);
        return sb.toString();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        sb.append("java.util.regex.Matcher")
                .append("[pattern=").append(pattern())
                .append(" region=")
                .append(regionStart()).append(',').append(regionEnd())
                .append(" lastmatch=");
        if ((first >= 0) && (group() != null)) {
            sb.append(group());
        }
        sb.append(']');
        return sb.toString();
    }
}
