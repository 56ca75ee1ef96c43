package java.text;

import java.util.ArrayList;

/**
 * The collation elements of a text under a RuleBasedCollator's tables, forwards and
 * backwards. The text is read through a normalizing reader (the collator's decomposition
 * mode) that works a segment at a time: a segment starts at a character whose decomposition
 * begins with a starter and takes the characters up to the next such one; while a segment's
 * normalized characters are being returned the offset is the segment's start, after its last
 * one its end (so offsets are the source text's). A character without an order gives two
 * elements (0x7FFF0000, then the character as a primary), the behaviour of HotSpot 17's
 * iterator, as are the Thai and Lao vowel swaps of tables whose rules ask for them.
 */
public final class CollationElementIterator {
    public static final int NULLORDER = 0xffffffff;

    static final int UNMAPPEDCHARVALUE = 0x7FFF0000;
    private static final int DONE = -1;

    private final RuleBasedCollator owner;
    private final CollationTables ordering;

    // the normalizing reader (text == null and chars == null: no text)
    private String chars;
    private CharacterIterator iter;
    private int begin;
    private int end;
    private int mode;
    private int currentIndex;
    private int nextIndex;
    private int[] seg = new int[0];
    private int segLen;
    private int segPos;

    private int[] buffer;
    private int expIndex;
    private int swapOrder;
    private boolean hasText;

    CollationElementIterator(String sourceText, RuleBasedCollator owner) {
        this.owner = owner;
        this.ordering = owner.tables();
        if (!sourceText.isEmpty()) {
            useText(sourceText);
        }
    }

    CollationElementIterator(CharacterIterator sourceText, RuleBasedCollator owner) {
        this.owner = owner;
        this.ordering = owner.tables();
        useText(sourceText);
    }

    private void useText(String s) {
        chars = s;
        iter = null;
        begin = 0;
        end = s.length();
        hasText = true;
        resetReader();
    }

    private void useText(CharacterIterator ci) {
        iter = (CharacterIterator) ci.clone();
        chars = null;
        begin = iter.getBeginIndex();
        end = iter.getEndIndex();
        hasText = true;
        resetReader();
    }

    // ----- the normalizing reader ------------------------------------------------------

    private char charAt(int i) {
        if (chars != null) {
            return chars.charAt(i);
        }
        return iter.setIndex(i);
    }

    private int codePointAt(int i) {
        char c = charAt(i);
        if (Character.isHighSurrogate(c) && i + 1 < end) {
            char d = charAt(i + 1);
            if (Character.isLowSurrogate(d)) {
                return Character.toCodePoint(c, d);
            }
        }
        return c;
    }

    private int codePointBefore(int i) {
        char c = charAt(i - 1);
        if (Character.isLowSurrogate(c) && i - 2 >= begin) {
            char h = charAt(i - 2);
            if (Character.isHighSurrogate(h)) {
                return Character.toCodePoint(h, c);
            }
        }
        return c;
    }

    private void resetReader() {
        mode = owner.getDecomposition();
        currentIndex = nextIndex = 0;
        segLen = 0;
        segPos = 0;
    }

    private void checkMode() {
        int m = owner.getDecomposition();
        if (m != mode) {
            mode = m;
        }
    }

    private boolean boundary(int cp) {
        return mode == Collator.NO_DECOMPOSITION || Normalizer.boundaryBefore(cp, mode == Collator.FULL_DECOMPOSITION);
    }

    private void normalizeSegment(StringBuilder s) {
        String n = mode == Collator.NO_DECOMPOSITION ? s.toString()
            : Normalizer.normalize(s, mode == Collator.FULL_DECOMPOSITION ? Normalizer.Form.NFKD : Normalizer.Form.NFD);
        int[] out = new int[n.length()];
        int k = 0;
        for (int i = 0; i < n.length(); ) {
            int c = n.codePointAt(i);
            out[k++] = c;
            i += Character.charCount(c);
        }
        seg = out;
        segLen = k;
    }

    private void checkIndex(int i) {
        if (i < begin || i > end) {
            throw new IllegalArgumentException();
        }
    }

    private boolean nextSegment() {
        segLen = 0;
        segPos = 0;
        currentIndex = nextIndex;
        int i = nextIndex;
        checkIndex(i);
        if (i >= end) {
            return false;
        }
        StringBuilder s = new StringBuilder();
        int c = codePointAt(i);
        s.appendCodePoint(c);
        i += Character.charCount(c);
        while (i < end) {
            c = codePointAt(i);
            if (boundary(c)) {
                break;
            }
            s.appendCodePoint(c);
            i += Character.charCount(c);
        }
        nextIndex = i;
        normalizeSegment(s);
        return segLen != 0;
    }

    private boolean previousSegment() {
        segLen = 0;
        segPos = 0;
        nextIndex = currentIndex;
        int i = currentIndex;
        checkIndex(i);
        StringBuilder s = new StringBuilder();
        while (i > begin) {
            int c = codePointBefore(i);
            i -= Character.charCount(c);
            s.insert(0, Character.toChars(c));
            if (boundary(c)) {
                break;
            }
        }
        currentIndex = i;
        normalizeSegment(s);
        segPos = segLen;
        return segLen != 0;
    }

    private int readNext() {
        if (segPos < segLen || nextSegment()) {
            return seg[segPos++];
        }
        return DONE;
    }

    private int readPrevious() {
        if (segPos > 0 || previousSegment()) {
            return seg[--segPos];
        }
        return DONE;
    }

    private int readerIndex() {
        return segPos < segLen ? currentIndex : nextIndex;
    }

    private void setReaderIndex(int i) {
        checkIndex(i);
        currentIndex = nextIndex = i;
        segLen = 0;
        segPos = 0;
    }

    /** The state of the reader, to read ahead and come back. */
    private int[] saveReader() {
        return new int[] {currentIndex, nextIndex, segLen, segPos};
    }

    private void restoreReader(int[] state, int[] savedSeg) {
        currentIndex = state[0];
        nextIndex = state[1];
        segLen = state[2];
        segPos = state[3];
        seg = savedSeg;
    }

    // ----- the public API ----------------------------------------------------------------

    public void reset() {
        if (hasText) {
            resetReader();
        }
        buffer = null;
        expIndex = 0;
        swapOrder = 0;
    }

    public int next() {
        if (!hasText) {
            return NULLORDER;
        }
        checkMode();
        if (buffer != null) {
            if (expIndex < buffer.length) {
                return strengthOrder(buffer[expIndex++]);
            }
            buffer = null;
            expIndex = 0;
        } else if (swapOrder != 0) {
            if (Character.isSupplementaryCodePoint(swapOrder)) {
                char[] cs = Character.toChars(swapOrder);
                swapOrder = cs[1];
                return cs[0] << 16;
            }
            int order = swapOrder << 16;
            swapOrder = 0;
            return order;
        }
        int ch = readNext();
        if (ch == DONE) {
            return NULLORDER;
        }
        int value = ordering.unicodeOrder(ch);
        if (value == CollationTables.UNMAPPED) {
            swapOrder = ch;
            return UNMAPPEDCHARVALUE;
        }
        if (value >= CollationTables.CONTRACTCHARINDEX) {
            value = nextContractChar(ch);
        }
        if (value >= CollationTables.EXPANDCHARINDEX) {
            buffer = ordering.expandValueList(value);
            expIndex = 0;
            value = buffer[expIndex++];
        }
        if (ordering.seAsianSwapping) {
            if (isThaiPreVowel(ch)) {
                int consonant = readNext();
                if (isThaiBaseConsonant(consonant)) {
                    buffer = makeReorderedBuffer(consonant, value, buffer, true);
                    value = buffer[0];
                    expIndex = 1;
                } else if (consonant != DONE) {
                    readPrevious();
                }
            }
            if (isLaoPreVowel(ch)) {
                int consonant = readNext();
                if (isLaoBaseConsonant(consonant)) {
                    buffer = makeReorderedBuffer(consonant, value, buffer, true);
                    value = buffer[0];
                    expIndex = 1;
                } else if (consonant != DONE) {
                    readPrevious();
                }
            }
        }
        return strengthOrder(value);
    }

    public int previous() {
        if (!hasText) {
            return NULLORDER;
        }
        checkMode();
        if (buffer != null) {
            if (expIndex > 0) {
                return strengthOrder(buffer[--expIndex]);
            }
            buffer = null;
            expIndex = 0;
        } else if (swapOrder != 0) {
            if (Character.isSupplementaryCodePoint(swapOrder)) {
                char[] cs = Character.toChars(swapOrder);
                swapOrder = cs[1];
                return cs[0] << 16;
            }
            int order = swapOrder << 16;
            swapOrder = 0;
            return order;
        }
        int ch = readPrevious();
        if (ch == DONE) {
            return NULLORDER;
        }
        int value = ordering.unicodeOrder(ch);
        if (value == CollationTables.UNMAPPED) {
            swapOrder = UNMAPPEDCHARVALUE;
            return ch;
        }
        if (value >= CollationTables.CONTRACTCHARINDEX) {
            value = prevContractChar(ch);
        }
        if (value >= CollationTables.EXPANDCHARINDEX) {
            buffer = ordering.expandValueList(value);
            expIndex = buffer.length;
            value = buffer[--expIndex];
        }
        if (ordering.seAsianSwapping) {
            if (isThaiBaseConsonant(ch)) {
                int vowel = readPrevious();
                if (isThaiPreVowel(vowel)) {
                    buffer = makeReorderedBuffer(vowel, value, buffer, false);
                    expIndex = buffer.length - 1;
                    value = buffer[expIndex];
                } else {
                    readNext();
                }
            }
            if (isLaoBaseConsonant(ch)) {
                int vowel = readPrevious();
                if (isLaoPreVowel(vowel)) {
                    buffer = makeReorderedBuffer(vowel, value, buffer, false);
                    expIndex = buffer.length - 1;
                    value = buffer[expIndex];
                } else {
                    readNext();
                }
            }
        }
        return strengthOrder(value);
    }

    public static final int primaryOrder(int order) {
        order &= CollationTables.PRIMARYORDERMASK;
        return order >>> 16;
    }

    public static final short secondaryOrder(int order) {
        return (short) ((order & 0x0000ff00) >> 8);
    }

    public static final short tertiaryOrder(int order) {
        return (short) (order & 0x000000ff);
    }

    static boolean isIgnorable(int order) {
        return primaryOrder(order) == 0;
    }

    final int strengthOrder(int order) {
        int s = owner.getStrength();
        if (s == Collator.PRIMARY) {
            order &= CollationTables.PRIMARYDIFFERENCEONLY;
        } else if (s == Collator.SECONDARY) {
            order &= CollationTables.SECONDARYDIFFERENCEONLY;
        }
        return order;
    }

    @SuppressWarnings("deprecation")
    public void setOffset(int newOffset) {
        if (hasText) {
            if (newOffset < begin || newOffset >= end) {
                setReaderIndex(newOffset);
            } else {
                setReaderIndex(newOffset);
                int c = segPos < segLen || nextSegment() ? seg[segPos] : DONE;
                if (ordering.usedInContractSeq(c)) {
                    while (ordering.usedInContractSeq(c)) {
                        c = readPrevious();
                    }
                    int last = readerIndex();
                    while (readerIndex() <= newOffset) {
                        last = readerIndex();
                        next();
                    }
                    setReaderIndex(last);
                }
            }
        }
        buffer = null;
        expIndex = 0;
        swapOrder = 0;
    }

    public int getOffset() {
        return hasText ? readerIndex() : 0;
    }

    public int getMaxExpansion(int order) {
        return ordering.maxExpansion(order);
    }

    public void setText(String source) {
        buffer = null;
        swapOrder = 0;
        expIndex = 0;
        useText(source);
    }

    public void setText(CharacterIterator source) {
        buffer = null;
        swapOrder = 0;
        expIndex = 0;
        useText(source);
    }

    // ----- contractions and swaps --------------------------------------------------------

    private int nextContractChar(int ch) {
        ArrayList<CollationTables.Pair> list = ordering.contractValues(ch);
        int order = list.get(0).value;
        int maxLength = list.get(list.size() - 1).name.length();
        int[] state = saveReader();
        int[] savedSeg = seg;
        readPrevious();
        StringBuilder key = new StringBuilder();
        int c = readNext();
        while (maxLength > 0 && c != DONE) {
            if (Character.isSupplementaryCodePoint(c)) {
                key.append(Character.toChars(c));
                maxLength -= 2;
            } else {
                key.append((char) c);
                --maxLength;
            }
            c = readNext();
        }
        restoreReader(state, savedSeg);
        String fragment = key.toString();
        maxLength = 1;
        for (int i = list.size() - 1; i > 0; i--) {
            CollationTables.Pair pair = list.get(i);
            if (!pair.fwd) {
                continue;
            }
            if (fragment.startsWith(pair.name) && pair.name.length() > maxLength) {
                maxLength = pair.name.length();
                order = pair.value;
            }
        }
        while (maxLength > 1) {
            c = readNext();
            maxLength -= Character.charCount(c);
        }
        return order;
    }

    private int prevContractChar(int ch) {
        ArrayList<CollationTables.Pair> list = ordering.contractValues(ch);
        int order = list.get(0).value;
        int maxLength = list.get(list.size() - 1).name.length();
        int[] state = saveReader();
        int[] savedSeg = seg;
        readNext();
        StringBuilder key = new StringBuilder();
        int c = readPrevious();
        while (maxLength > 0 && c != DONE) {
            if (Character.isSupplementaryCodePoint(c)) {
                key.append(Character.toChars(c));
                maxLength -= 2;
            } else {
                key.append((char) c);
                --maxLength;
            }
            c = readPrevious();
        }
        restoreReader(state, savedSeg);
        String fragment = key.toString();
        maxLength = 1;
        for (int i = list.size() - 1; i > 0; i--) {
            CollationTables.Pair pair = list.get(i);
            if (pair.fwd) {
                continue;
            }
            if (fragment.startsWith(pair.name) && pair.name.length() > maxLength) {
                maxLength = pair.name.length();
                order = pair.value;
            }
        }
        while (maxLength > 1) {
            c = readPrevious();
            maxLength -= Character.charCount(c);
        }
        return order;
    }

    private static boolean isThaiPreVowel(int ch) {
        return ch >= 0x0e40 && ch <= 0x0e44;
    }

    private static boolean isThaiBaseConsonant(int ch) {
        return ch >= 0x0e01 && ch <= 0x0e2e;
    }

    private static boolean isLaoPreVowel(int ch) {
        return ch >= 0x0ec0 && ch <= 0x0ec4;
    }

    private static boolean isLaoBaseConsonant(int ch) {
        return ch >= 0x0e81 && ch <= 0x0eae;
    }

    private int[] makeReorderedBuffer(int colFirst, int lastValue, int[] lastExpansion, boolean forward) {
        int firstValue = ordering.unicodeOrder(colFirst);
        if (firstValue >= CollationTables.CONTRACTCHARINDEX) {
            firstValue = forward ? nextContractChar(colFirst) : prevContractChar(colFirst);
        }
        int[] firstExpansion = null;
        if (firstValue >= CollationTables.EXPANDCHARINDEX) {
            firstExpansion = ordering.expandValueList(firstValue);
        }
        if (!forward) {
            int t = firstValue;
            firstValue = lastValue;
            lastValue = t;
            int[] te = firstExpansion;
            firstExpansion = lastExpansion;
            lastExpansion = te;
        }
        if (firstExpansion == null && lastExpansion == null) {
            return new int[] {firstValue, lastValue};
        }
        int firstLength = firstExpansion == null ? 1 : firstExpansion.length;
        int lastLength = lastExpansion == null ? 1 : lastExpansion.length;
        int[] result = new int[firstLength + lastLength];
        if (firstExpansion == null) {
            result[0] = firstValue;
        } else {
            System.arraycopy(firstExpansion, 0, result, 0, firstLength);
        }
        if (lastExpansion == null) {
            result[firstLength] = lastValue;
        } else {
            System.arraycopy(lastExpansion, 0, result, firstLength, lastLength);
        }
        return result;
    }
}
