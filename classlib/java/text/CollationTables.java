package java.text;

import java.util.ArrayList;
import java.util.HashMap;

/**
 * The tables of a RuleBasedCollator, built from its rules, and what its iterator reads. An
 * order is an int: primary << 16 | secondary << 8 | tertiary. Each character (code point)
 * maps to an order, or to UNMAPPED, or to an expansion (EXPANDCHARINDEX + its index: a list
 * of orders), or to a contraction table (CONTRACTCHARINDEX + its index: the strings that
 * start with that character, each with its order; the first is the character alone). A
 * contraction is entered forwards and, reversed, backwards (for previous()).
 *
 * Building, as HotSpot 17's collator does it (facts found by reading its documentation and
 * comparing its collation elements; the code is ours):
 * - the rules are canonically decomposed first (a decomposable character becomes its
 *   decomposition; one that decomposes to a syntax character is quoted); Hangul syllables,
 *   characters below U+00C0 and those with a combining class are kept;
 * - they are parsed into entries (relation, characters, expansion after '/'), which are
 *   merged into one ordered list: an entry goes after the previous one, a reset ('&') puts
 *   the next entry after the last entry whose characters begin the reset's (the rest of the
 *   reset's characters become that entry's expansion), and an entry given again moves;
 * - walking the list, each '<' adds a primary (clearing the lower levels), ';' a secondary,
 *   ',' a tertiary, '=' nothing; an entry of several characters is a contraction, one with an
 *   expansion maps to its own order and then the expansion's characters';
 * - every other character with a canonical decomposition whose characters all have orders
 *   gets the decomposition's orders (or the order of a contraction of the same characters).
 */
final class CollationTables {
    static final int UNMAPPED = 0xFFFFFFFF;
    static final int CHARINDEX = 0x70000000;
    static final int EXPANDCHARINDEX = 0x7E000000;
    static final int CONTRACTCHARINDEX = 0x7F000000;
    static final int PRIMARYORDERMASK = 0xffff0000;
    static final int SECONDARYDIFFERENCEONLY = 0xffffff00;
    static final int PRIMARYDIFFERENCEONLY = 0xffff0000;
    static final int IGNORABLEMASK = 0x0000ffff;

    /** One string of a contraction table. */
    static final class Pair {
        final String name;
        int value;
        final boolean fwd;

        Pair(String name, int value, boolean fwd) {
            this.name = name;
            this.value = value;
            this.fwd = fwd;
        }
    }

    final String rules;
    boolean frenchSec;
    boolean seAsianSwapping;
    private final int[] bmp = new int[0x10000];
    private final HashMap<Integer, Integer> supplementary = new HashMap<>();
    private final ArrayList<ArrayList<Pair>> contracts = new ArrayList<>();
    private final ArrayList<int[]> expansions = new ArrayList<>();
    private final HashMap<Integer, Boolean> contractFlags = new HashMap<>();

    CollationTables(String rules) throws ParseException {
        this.rules = rules;
        java.util.Arrays.fill(bmp, UNMAPPED);
        build(rules);
    }

    // ----- what the iterator reads -------------------------------------------------------

    int unicodeOrder(int ch) {
        if (ch < 0x10000) {
            return ch < 0 ? UNMAPPED : bmp[ch];
        }
        Integer v = supplementary.get(ch);
        return v == null ? UNMAPPED : v;
    }

    private void setOrder(int ch, int order) {
        if (ch < 0x10000) {
            bmp[ch] = order;
        } else {
            supplementary.put(ch, order);
        }
    }

    ArrayList<Pair> contractValues(int ch) {
        return contractTable(unicodeOrder(ch) - CONTRACTCHARINDEX);
    }

    private ArrayList<Pair> contractTable(int index) {
        return index >= 0 ? contracts.get(index) : null;
    }

    int[] expandValueList(int order) {
        return expansions.get(order - EXPANDCHARINDEX);
    }

    boolean usedInContractSeq(int c) {
        return contractFlags.containsKey(c);
    }

    int maxExpansion(int order) {
        int result = 1;
        for (int[] list : expansions) {
            if (list.length > result && list[list.length - 1] == order) {
                result = list.length;
            }
        }
        return result;
    }

    // ----- the rules' entries ------------------------------------------------------------

    static final int RESET = -2;
    static final int UNSET = -1;

    /** One entry of the rules, a node of the merged list. */
    static final class Entry {
        final int strength;
        final String chars;
        String extension;
        Entry prev;
        Entry next;

        Entry(int strength, String chars, String extension) {
            this.strength = strength;
            this.chars = chars;
            this.extension = extension;
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            switch (strength) {
                case Collator.IDENTICAL:
                    sb.append('=');
                    break;
                case Collator.TERTIARY:
                    sb.append(',');
                    break;
                case Collator.SECONDARY:
                    sb.append(';');
                    break;
                case Collator.PRIMARY:
                    sb.append('<');
                    break;
                case RESET:
                    sb.append('&');
                    break;
                default:
                    sb.append('?');
                    break;
            }
            quoted(chars, sb);
            if (!extension.isEmpty()) {
                sb.append('/');
                quoted(extension, sb);
            }
            return sb.toString();
        }

        private static void quoted(String s, StringBuilder sb) {
            char c = s.charAt(0);
            boolean quote = Character.isSpaceChar(c) || isSpecial(c) || c == 0x10 || c == '\f' || c == '\r'
                || c == '\t' || c == '\n' || c == '@' || c == '\'';
            if (quote) {
                sb.append('\'');
            }
            sb.append(s);
            if (quote) {
                sb.append('\'');
            }
        }
    }

    /** ASCII punctuation and space, which must be quoted to stand for themselves. */
    static boolean isSpecial(char c) {
        return c == ' ' || (c >= 0x22 && c <= 0x2f) || (c >= 0x3a && c <= 0x3f) || (c >= 0x5b && c <= 0x60)
            || (c >= 0x7b && c <= 0x7e);
    }

    /** Reads the entries of (decomposed) rules one at a time. */
    private static final class Parser {
        private final String pattern;
        private int i;

        Parser(String pattern) {
            this.pattern = pattern;
        }

        private String tenFrom(int at) {
            return pattern.substring(at, Math.min(at + 10, pattern.length()));
        }

        Entry next() throws ParseException {
            int strength = UNSET;
            StringBuilder chars = new StringBuilder();
            StringBuilder ext = new StringBuilder();
            boolean inChars = true;
            boolean inQuote = false;
            scan:
            while (i < pattern.length()) {
                char c = pattern.charAt(i);
                if (inQuote) {
                    if (c == '\'') {
                        inQuote = false;
                    } else if (chars.length() == 0 || inChars) {
                        chars.append(c);
                    } else {
                        ext.append(c);
                    }
                    i++;
                    continue;
                }
                int relation;
                switch (c) {
                    case '=':
                        relation = Collator.IDENTICAL;
                        break;
                    case ',':
                        relation = Collator.TERTIARY;
                        break;
                    case ';':
                        relation = Collator.SECONDARY;
                        break;
                    case '<':
                        relation = Collator.PRIMARY;
                        break;
                    case '&':
                        relation = RESET;
                        break;
                    default:
                        relation = UNSET;
                        break;
                }
                if (relation != UNSET) {
                    if (strength != UNSET) {
                        break scan;
                    }
                    strength = relation;
                } else if (c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' ') {
                    // white space between the parts
                } else if (c == '/') {
                    inChars = false;
                } else if (c == '\'') {
                    inQuote = true;
                    char q = pattern.charAt(++i);
                    if (chars.length() == 0 || inChars) {
                        chars.append(q);
                    } else {
                        ext.append(q);
                    }
                } else {
                    if (strength == UNSET) {
                        throw new ParseException("missing char (=,;<&) : " + tenFrom(i), i);
                    }
                    if (isSpecial(c)) {
                        throw new ParseException("Unquoted punctuation character : " + Integer.toString(c, 16), i);
                    }
                    (inChars ? chars : ext).append(c);
                }
                i++;
            }
            if (strength == UNSET) {
                return null;
            }
            if (chars.length() == 0) {
                throw new ParseException("missing chars (=,;<&): " + tenFrom(i), i);
            }
            return new Entry(strength, chars.toString(), ext.toString());
        }
    }

    /** The merged, ordered list of entries: a linked list indexed by the entries' characters. */
    private static final class Merged {
        final Entry head = new Entry(UNSET, "", "");
        final HashMap<String, Entry> byChars = new HashMap<>();
        private Entry lastEntry;
        private Entry saveEntry;

        Merged() {
            head.next = head;
            head.prev = head;
        }

        private void unlink(Entry e) {
            e.prev.next = e.next;
            e.next.prev = e.prev;
        }

        private void insertAfter(Entry at, Entry e) {
            e.prev = at;
            e.next = at.next;
            at.next.prev = e;
            at.next = e;
        }

        void add(Entry e) throws ParseException {
            if (lastEntry != null && e.chars.equals(lastEntry.chars) && e.extension.equals(lastEntry.extension)) {
                if (e.strength != Collator.IDENTICAL && e.strength != RESET) {
                    throw new ParseException("The entries " + lastEntry + " and " + e
                        + " are adjacent in the rules, but have conflicting strengths: A character can't be unequal to itself.",
                        -1);
                }
                return;
            }
            boolean changeLast = true;
            if (e.strength != RESET) {
                Entry old = byChars.remove(e.chars);
                if (old != null) {
                    unlink(old);
                }
                StringBuilder excess = new StringBuilder();
                Entry after = findLast(lastEntry, excess);
                boolean atEnd = after.next == head;
                if (excess.length() != 0) {
                    e.extension = excess + e.extension;
                    if (!atEnd) {
                        lastEntry = saveEntry;
                        changeLast = false;
                    }
                }
                insertAfter(after, e);
                byChars.put(e.chars, e);
                if (atEnd) {
                    saveEntry = e;
                }
            }
            if (changeLast) {
                lastEntry = e;
            }
        }

        /** The entry after which the next entry goes (head: at the start). */
        private Entry findLast(Entry e, StringBuilder excess) throws ParseException {
            if (e == null) {
                return head;
            }
            if (e.strength != RESET) {
                Entry at = byChars.get(e.chars);
                if (at == null) {
                    throw new ParseException("couldn't find last entry: " + e, -1);
                }
                return at;
            }
            // the last entry in the list whose characters begin the reset's
            Entry found = null;
            int candidates = 0;
            for (int len = 1; len <= e.chars.length(); len++) {
                Entry c = byChars.get(e.chars.substring(0, len));
                if (c != null) {
                    found = c;
                    candidates++;
                }
            }
            if (candidates > 1) {
                for (Entry x = head.prev; x != head; x = x.prev) {
                    if (e.chars.startsWith(x.chars)) {
                        found = x;
                        break;
                    }
                }
            }
            if (found == null) {
                throw new ParseException("couldn't find: " + e, -1);
            }
            excess.append(e.chars, found.chars.length(), e.chars.length());
            return found;
        }
    }

    // ----- building the tables -----------------------------------------------------------

    private boolean isOverIgnore;
    /** The secondary and tertiary steps before the first primary (for collation keys). */
    int maxSecOrder;
    int maxTerOrder;

    private void build(String pattern) throws ParseException {
        if (pattern.isEmpty()) {
            throw new ParseException("Build rules empty.", 0);
        }
        pattern = decomposeRules(pattern);
        Merged merged = new Merged();
        Parser parser = new Parser(pattern);
        for (Entry e = parser.next(); e != null; e = parser.next()) {
            merged.add(e);
        }
        int order = 0;
        for (Entry e = merged.head.next; e != merged.head; e = e.next) {
            String group = e.chars;
            if (group.length() > 1) {
                char last = group.charAt(group.length() - 1);
                if (last == '@') {
                    frenchSec = true;
                    group = group.substring(0, group.length() - 1);
                } else if (last == '!') {
                    seAsianSwapping = true;
                    group = group.substring(0, group.length() - 1);
                }
            }
            order = increment(e.strength, order);
            String exp = e.extension;
            if (!exp.isEmpty()) {
                addExpandOrder(group, exp, order);
            } else if (group.length() > 1) {
                char c = group.charAt(0);
                if (Character.isHighSurrogate(c) && group.length() == 2) {
                    addOrder(Character.toCodePoint(c, group.charAt(1)), order);
                } else {
                    addContractOrder(group, order, true);
                }
            } else {
                addOrder(group.charAt(0), order);
            }
        }
        addComposedChars();
        commit();
    }

    private int increment(int strength, int last) {
        switch (strength) {
            case Collator.PRIMARY:
                last += 0x10000;
                last &= PRIMARYORDERMASK;
                isOverIgnore = true;
                break;
            case Collator.SECONDARY:
                last += 0x100;
                last &= SECONDARYDIFFERENCEONLY;
                if (!isOverIgnore) {
                    maxSecOrder++;
                }
                break;
            case Collator.TERTIARY:
                last += 1;
                if (!isOverIgnore) {
                    maxTerOrder++;
                }
                break;
            default:
                break;
        }
        return last;
    }

    private void addOrder(int ch, int order) {
        int old = unicodeOrder(ch);
        if (old >= CONTRACTCHARINDEX) {
            addContractOrder(new String(Character.toChars(ch)), order, true);
        } else {
            setOrder(ch, order);
        }
    }

    private static int entryIndex(ArrayList<Pair> list, String name, boolean fwd) {
        for (int i = 0; i < list.size(); i++) {
            Pair p = list.get(i);
            if (p.fwd == fwd && p.name.equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private void addContractOrder(String group, int order, boolean fwd) {
        int ch = group.codePointAt(0);
        int entry = unicodeOrder(ch);
        ArrayList<Pair> table = contractTable(entry - CONTRACTCHARINDEX);
        if (table == null) {
            int index = CONTRACTCHARINDEX + contracts.size();
            table = new ArrayList<>();
            contracts.add(table);
            table.add(new Pair(group.substring(0, Character.charCount(ch)), entry, true));
            setOrder(ch, index);
        }
        int at = entryIndex(table, group, fwd);
        if (at >= 0) {
            table.get(at).value = order;
        } else {
            Pair last = table.get(table.size() - 1);
            // the longest string stays last (the iterator reads that many characters ahead)
            if (group.length() > last.name.length()) {
                table.add(new Pair(group, order, fwd));
            } else {
                table.add(table.size() - 1, new Pair(group, order, fwd));
            }
        }
        if (fwd && group.length() > 1) {
            for (int i = 0; i < group.length(); ) {
                int c = group.codePointAt(i);
                contractFlags.put(c, Boolean.TRUE);
                i += Character.charCount(c);
            }
            addContractOrder(new StringBuilder(group).reverse().toString(), order, false);
        }
    }

    private int contractOrder(String group) {
        ArrayList<Pair> table = contractValues(group.codePointAt(0));
        if (table != null) {
            int at = entryIndex(table, group, true);
            if (at >= 0) {
                return table.get(at).value;
            }
        }
        return UNMAPPED;
    }

    private int charOrder(int ch) {
        int order = unicodeOrder(ch);
        if (order >= CONTRACTCHARINDEX) {
            order = contractTable(order - CONTRACTCHARINDEX).get(0).value;
        }
        return order;
    }

    private void addExpandOrder(String group, String exp, int order) {
        int index = addExpansion(order, exp);
        if (group.length() > 1) {
            char c = group.charAt(0);
            if (Character.isHighSurrogate(c) && group.length() == 2) {
                char c2 = group.charAt(1);
                if (Character.isLowSurrogate(c2)) {
                    addOrder(Character.toCodePoint(c, c2), index);
                }
            } else {
                addContractOrder(group, index, true);
            }
        } else {
            addOrder(group.charAt(0), index);
        }
    }

    private int addExpansion(int order, String exp) {
        int offset = order == UNMAPPED ? 0 : 1;
        int[] list = new int[exp.length() + offset];
        if (offset == 1) {
            list[0] = order;
        }
        int j = offset;
        for (int i = 0; i < exp.length(); i++) {
            char c0 = exp.charAt(i);
            int ch;
            if (Character.isHighSurrogate(c0)) {
                if (++i == exp.length() || !Character.isLowSurrogate(exp.charAt(i))) {
                    break;
                }
                ch = Character.toCodePoint(c0, exp.charAt(i));
            } else {
                ch = c0;
            }
            int v = charOrder(ch);
            list[j++] = v != UNMAPPED ? v : CHARINDEX + ch;
        }
        if (j < list.length) {
            int[] shorter = new int[j];
            System.arraycopy(list, 0, shorter, 0, j);
            list = shorter;
        }
        int index = EXPANDCHARINDEX + expansions.size();
        expansions.add(list);
        return index;
    }

    /** Characters with a canonical decomposition and no order of their own. */
    private void addComposedChars() {
        int[] composed = Normalizer.collationComposites();
        for (int c : composed) {
            if (charOrder(c) != UNMAPPED) {
                continue;
            }
            String s = Normalizer.canonicalDecomposition(c);
            if (s.length() == 1 || (s.length() == 2 && Character.isHighSurrogate(s.charAt(0)))) {
                int order = charOrder(s.codePointAt(0));
                if (order != UNMAPPED) {
                    addOrder(c, order);
                }
                continue;
            }
            int contract = contractOrder(s);
            if (contract != UNMAPPED) {
                addOrder(c, contract);
                continue;
            }
            boolean all = true;
            for (int i = 0; i < s.length(); i++) {
                if (charOrder(s.charAt(i)) == UNMAPPED) {
                    all = false;
                    break;
                }
            }
            if (all) {
                addOrder(c, addExpansion(UNMAPPED, s));
            }
        }
    }

    /** Fills in the expansions' characters that had no order when they were read. */
    private void commit() {
        for (int[] list : expansions) {
            for (int j = 0; j < list.length; j++) {
                int order = list[j];
                if (order < EXPANDCHARINDEX && order > CHARINDEX) {
                    int ch = order - CHARINDEX;
                    int real = charOrder(ch);
                    list[j] = real == UNMAPPED ? (IGNORABLEMASK & ch) : real;
                }
            }
        }
    }

    // ----- the rules' decomposition ------------------------------------------------------

    private static boolean needsQuote(char c) {
        return (c >= 0x09 && c <= 0x0d) || (c >= 0x20 && c <= 0x2f) || (c >= 0x3a && c <= 0x40)
            || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
    }

    /**
     * The rules with each decomposable character replaced by its canonical decomposition
     * (the first character quoted when it is a syntax character), marks that come out of
     * decompositions next to each other put in canonical order.
     */
    static String decomposeRules(String s) {
        StringBuilder out = new StringBuilder(s.length() + 16);
        int reorderStart = 0;
        int prevCC = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            char c1 = s.charAt(i);
            String d = null;
            if (c1 >= 0xc0 && !(c1 >= 0xac00 && c1 <= 0xd7a3) && !(Character.isSurrogate(c1) && cp < 0x10000)) {
                d = Normalizer.canonicalDecomposition(cp);
            }
            i += Character.charCount(cp);
            if (d == null) {
                out.appendCodePoint(cp);
                prevCC = 0;
                reorderStart = out.length();
                continue;
            }
            int first = d.codePointAt(0);
            int cc = Normalizer.combiningClass(first);
            int trailCC = Normalizer.combiningClass(d.codePointBefore(d.length()));
            if (needsQuote(d.charAt(0))) {
                out.append('\'').append(d.charAt(0)).append('\'').append(d, 1, d.length());
                if (d.length() == 1) {
                    trailCC = 0;
                }
            } else if (cc != 0 && cc < prevCC) {
                for (int k = 0; k < d.length(); ) {
                    int x = d.codePointAt(k);
                    k += Character.charCount(x);
                    trailCC = insertOrdered(out, reorderStart, x);
                }
            } else {
                out.append(d);
            }
            prevCC = trailCC;
            if (prevCC == 0) {
                reorderStart = out.length();
            }
        }
        return out.toString();
    }

    /** Appends cp and moves it back over marks of a higher class; the class of the last. */
    private static int insertOrdered(StringBuilder out, int start, int cp) {
        int cc = Normalizer.combiningClass(cp);
        int at = out.length();
        if (cc != 0) {
            while (at > start) {
                int before = out.codePointBefore(at);
                if (Normalizer.combiningClass(before) <= cc) {
                    break;
                }
                at -= Character.charCount(before);
            }
        }
        out.insert(at, Character.toChars(cp));
        return Normalizer.combiningClass(out.codePointBefore(out.length()));
    }
}
